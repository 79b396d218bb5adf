/* Ray differentials and the shading step they give (footprint.h). */
#include "footprint.h"

#include <math.h>

#include "scene.h"

static rsl_vector f3(scene_vec3 v)
{
    return (rsl_vector){v.x, v.y, v.z};
}

static float dot(rsl_vector a, rsl_vector b)
{
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

rsl_jit_ray_diff rsl_jit_camera_ray_diff(const scene_camera *c, int x, int y, int width, int height)
{
    scene_camera_rays rays;
    scene_camera_rays_init(&rays, c);
    return rsl_jit_camera_rays_diff(&rays, x, y, width, height);
}

rsl_jit_ray_diff rsl_jit_camera_rays_diff(const scene_camera_rays *c, int x, int y, int width, int height)
{
    float aspect = (float)width / (float)height, px = ((float)x + 0.5f) / (float)width,
          py = ((float)y + 0.5f) / (float)height;
    scene_vec3 o, d, ox, dx, oy, dy;
    scene_camera_rays_at(c, px, py, aspect, &o, &d);
    scene_camera_rays_at(c, px + 1.0f / (float)width, py, aspect, &ox, &dx);
    scene_camera_rays_at(c, px, py + 1.0f / (float)height, aspect, &oy, &dy);
    return (rsl_jit_ray_diff){f3(ox) - f3(o), f3(oy) - f3(o), f3(dx) - f3(d), f3(dy) - f3(d)};
}

/* Igehy's transfer to the hit's plane: dP = dO + t dD, moved along dir
 * back onto the plane of normal Ng. */
static rsl_vector transfer(rsl_vector dO, rsl_vector dD, float t, rsl_vector dir, rsl_vector Ng)
{
    rsl_vector dP = dO + t * dD;
    float dn = dot(dir, Ng);
    return dn != 0.0f ? dP - (dot(dP, Ng) / dn) * dir : dP;
}

/* dP as a dPdu + b dPdv (least squares in the surface's tangent plane). */
static void in_parameters(rsl_vector dP, const rsl_globals *g, float *a, float *b)
{
    float uu = dot(g->dPdu, g->dPdu), uv = dot(g->dPdu, g->dPdv), vv = dot(g->dPdv, g->dPdv);
    float det = uu * vv - uv * uv, pu = dot(dP, g->dPdu), pv = dot(dP, g->dPdv);
    if (!(fabsf(det) > 1e-12f * uu * vv)) { /* degenerate parametrics: no step */
        *a = *b = 0.0f;
        return;
    }
    *a = (vv * pu - uv * pv) / det;
    *b = (uu * pv - uv * pu) / det;
}

rsl_jit_ray_diff rsl_jit_footprint(const rsl_jit_ray_diff *rd, rsl_vector dir, rsl_globals *g)
{
    float dd = dot(dir, dir), t = dd > 0.0f ? dot(g->I, dir) / dd : 0.0f;
    rsl_vector dPdx = transfer(rd->dOdx, rd->dDdx, t, dir, g->Ng);
    rsl_vector dPdy = transfer(rd->dOdy, rd->dDdy, t, dir, g->Ng);
    float dudx, dvdx, dudy, dvdy;
    in_parameters(dPdx, g, &dudx, &dvdx);
    in_parameters(dPdy, g, &dudy, &dvdy);
    g->du = fabsf(dudx) + fabsf(dudy);
    g->dv = fabsf(dvdx) + fabsf(dvdy);
    return (rsl_jit_ray_diff){dPdx, dPdy, rd->dDdx, rd->dDdy};
}
