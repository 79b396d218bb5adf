/* Ray differentials (Igehy, "Tracing Ray Differentials", SIGGRAPH 1999):
 * the footprint a ray of differentials gives its hit, the shading step du,
 * dv that filter widths and area() scale derivatives by.  One piece of C
 * for every renderer: host code in the JIT and PTX renderers
 * (backends/jit/footprint.c), and RPU code inlined into the surface
 * entries through the RPU glue (runtime/glue_rpu.c), so both compute the
 * same du and dv. */
#ifndef RSL_RAY_FOOTPRINT_H
#define RSL_RAY_FOOTPRINT_H

#include "rsl_internal.h"

/* How a ray's origin and direction change from one pixel to the next, in
 * x and in y. */
typedef struct rsl_ray_diff {
    rsl_vector dOdx, dOdy, dDdx, dDdy;
} rsl_ray_diff;

/* Igehy's transfer to the hit's plane: dP = dO + t dD, moved along dir
 * back onto the plane of normal Ng. */
static inline rsl_vector rsl_ray_transfer(rsl_vector dO, rsl_vector dD, float t, rsl_vector dir, rsl_vector Ng)
{
    rsl_vector dP = dO + t * dD;
    float dn = rsl_dot3(dir, Ng);
    return dn != 0.0f ? dP - (rsl_dot3(dP, Ng) / dn) * dir : dP;
}

/* dP as a dPdu + b dPdv (least squares in the surface's tangent plane). */
static inline void rsl_ray_in_parameters(rsl_vector dP, const rsl_globals *g, float *a, float *b)
{
    float uu = rsl_dot3(g->dPdu, g->dPdu), uv = rsl_dot3(g->dPdu, g->dPdv), vv = rsl_dot3(g->dPdv, g->dPdv);
    float det = uu * vv - uv * uv, pu = rsl_dot3(dP, g->dPdu), pv = rsl_dot3(dP, g->dPdv);
    if (!(__builtin_fabsf(det) > 1e-12f * uu * vv)) { /* degenerate parametrics: no step */
        *a = *b = 0.0f;
        return;
    }
    *a = (vv * pu - uv * pv) / det;
    *b = (uu * pv - uv * pu) / det;
}

/* The ray of differentials rd (a unit direction's) along dir hit the
 * surface of g (g->I the hit's offset along dir, g->Ng, g->dPdu, g->dPdv): sets g->du and g->dv to
 * the pixel's footprint in u and v (|du/dx| + |du/dy|, ...), so they grow
 * with distance and obliquity, and returns the differentials of a ray
 * leaving the hit: its origin the footprint, its direction's spread rd's
 * (a flat mirror's reflection keeps it). */
static inline rsl_ray_diff rsl_ray_footprint(const rsl_ray_diff *rd, rsl_vector dir, rsl_globals *g)
{
    /* t the distance: the differentials are a unit direction's, while a
     * shader's trace() may pass any length (reflect(I, N)). */
    float dd = rsl_dot3(dir, dir), t = dd > 0.0f ? rsl_dot3(g->I, dir) / __builtin_sqrtf(dd) : 0.0f;
    rsl_vector dPdx = rsl_ray_transfer(rd->dOdx, rd->dDdx, t, dir, g->Ng);
    rsl_vector dPdy = rsl_ray_transfer(rd->dOdy, rd->dDdy, t, dir, g->Ng);
    float dudx, dvdx, dudy, dvdy;
    rsl_ray_in_parameters(dPdx, g, &dudx, &dvdx);
    rsl_ray_in_parameters(dPdy, g, &dudy, &dvdy);
    g->du = __builtin_fabsf(dudx) + __builtin_fabsf(dudy);
    g->dv = __builtin_fabsf(dvdx) + __builtin_fabsf(dvdy);
    rsl_ray_diff out = {dPdx, dPdy, rd->dDdx, rd->dDdy};
    return out;
}

#endif
