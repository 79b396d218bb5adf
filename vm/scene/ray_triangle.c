/* The watertight ray/triangle test of Woop, Benthin and Wald, "Watertight
 * Ray/Triangle Intersection", JCGT 2(1), 2013, and the brute-force closest
 * hit built on it: the independent reference the Embree tracer (trace.c) is
 * tested against. */
#include "scene_internal.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- Ray/triangle ---- */

/* The per-ray part of the test: the axis kz where the direction is largest,
 * the other two (swapped to keep the winding), and the shear. */
typedef struct ray_pre {
    scene_vec3 org, dir;
    int kx, ky, kz;
    float sx, sy, sz;
} ray_pre;

static float comp(scene_vec3 v, int k) { return k == 0 ? v.x : k == 1 ? v.y : v.z; }

static ray_pre ray_prepare(scene_vec3 org, scene_vec3 dir)
{
    ray_pre r = {.org = org, .dir = dir};
    float ax = fabsf(dir.x), ay = fabsf(dir.y), az = fabsf(dir.z);
    r.kz = ax > ay ? (ax > az ? 0 : 2) : (ay > az ? 1 : 2);
    r.kx = (r.kz + 1) % 3;
    r.ky = (r.kx + 1) % 3;
    if (comp(dir, r.kz) < 0) {
        int k = r.kx;
        r.kx = r.ky;
        r.ky = k;
    }
    float dz = comp(dir, r.kz);
    r.sx = comp(dir, r.kx) / dz;
    r.sy = comp(dir, r.ky) / dz;
    r.sz = 1.0f / dz;
    return r;
}

static bool ray_tri(const ray_pre *r, scene_vec3 a, scene_vec3 b, scene_vec3 c, float tmin, float tmax, float *tt,
                    float *uu, float *vv)
{
    const float A[3] = {a.x - r->org.x, a.y - r->org.y, a.z - r->org.z};
    const float B[3] = {b.x - r->org.x, b.y - r->org.y, b.z - r->org.z};
    const float C[3] = {c.x - r->org.x, c.y - r->org.y, c.z - r->org.z};
    float az = A[r->kz], bz = B[r->kz], cz = C[r->kz];
    float ax = A[r->kx] - r->sx * az, ay = A[r->ky] - r->sy * az;
    float bx = B[r->kx] - r->sx * bz, by = B[r->ky] - r->sy * bz;
    float cx = C[r->kx] - r->sx * cz, cy = C[r->ky] - r->sy * cz;
    float U = cx * by - cy * bx, V = ax * cy - ay * cx, W = bx * ay - by * ax;
    /* Exactly on an edge in single precision: decide it in double, where
     * the products are exact, so neighbours agree. */
    if (U == 0.0f || V == 0.0f || W == 0.0f) {
        U = (float)((double)cx * by - (double)cy * bx);
        V = (float)((double)ax * cy - (double)ay * cx);
        W = (float)((double)bx * ay - (double)by * ax);
    }
    if ((U < 0 || V < 0 || W < 0) && (U > 0 || V > 0 || W > 0))
        return false;
    float det = U + V + W;
    if (det == 0.0f)
        return false;
    float T = U * r->sz * az + V * r->sz * bz + W * r->sz * cz;
    float rcp = 1.0f / det, t = T * rcp;
    if (!(t >= tmin && t <= tmax))
        return false;
    *tt = t;
    *uu = V * rcp;
    *vv = W * rcp;
    return true;
}

bool scene_ray_triangle(scene_vec3 org, scene_vec3 dir, scene_vec3 a, scene_vec3 b, scene_vec3 c, float tmin, float tmax,
                        float *t, float *u, float *v)
{
    ray_pre r = ray_prepare(org, dir);
    return ray_tri(&r, a, b, c, tmin, tmax, t, u, v);
}

bool scene_intersect_brute(const scene *s, scene_vec3 org, scene_vec3 dir, float tmin, float tmax, scene_hit *hit)
{
    ray_pre r = ray_prepare(org, dir);
    bool found = false;
    for (size_t i = 0; i < s->ntris; i++) {
        const uint32_t *t = &s->tri[3 * i];
        float tt, u, v;
        if (ray_tri(&r, s->P[t[0]], s->P[t[1]], s->P[t[2]], tmin, tmax, &tt, &u, &v)) {
            found = true;
            tmax = tt;
            *hit = (scene_hit){tt, u, v, (uint32_t)i, (int)s->tri_obj[i]};
        }
    }
    return found;
}
