/* Ray queries through Intel Embree 3 (Debian's libembree-dev): one device
 * and one scene per scene, the triangles as one geometry.  Robust mode
 * (RTC_SCENE_FLAG_ROBUST) keeps it watertight: a ray through a shared edge
 * or vertex hits one of the triangles there, never slips between.
 * Embree's barycentrics weight the vertices as scene_hit's do,
 * P = (1-u-v)*A + u*B + v*C.  Triangles of no area (their corners on one
 * line) are left out: they have no surface to hit, and Embree's coherent
 * packet traversal would meet them edge on where its single rays do not. */
#include "scene_internal.h"

#include <embree3/rtcore.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

struct scene_bvh {
    RTCDevice device;
    RTCScene scene;
    uint32_t *tri_of; /* the scene's triangle of each Embree primitive; NULL: the same index */
};

/* The scene's triangle of Embree primitive `prim`. */
static uint32_t tri_of(const struct scene_bvh *b, uint32_t prim)
{
    return b->tri_of ? b->tri_of[prim] : prim;
}

/* Whether triangle i's corners lie on one line (or are not all finite:
 * Embree would leave it out itself). */
static bool no_area(const scene *s, size_t i)
{
    scene_vec3 a = s->P[s->tri[3 * i]], b = s->P[s->tri[3 * i + 1]], c = s->P[s->tri[3 * i + 2]];
    scene_vec3 n = v3_cross(v3_sub(b, a), v3_sub(c, a));
    return !(n.x != 0 || n.y != 0 || n.z != 0) || !isfinite(n.x) || !isfinite(n.y) || !isfinite(n.z);
}

/* Embree reports failures (out of memory, a bad argument: a bug here) through
 * this callback; like scene_alloc, the library cannot go on without it. */
static void embree_error(void *user, enum RTCError code, const char *what)
{
    (void)user;
    fprintf(stderr, "rslscene: embree error %d: %s\n", (int)code, what ? what : "");
    abort();
}

void scene_build(scene *s)
{
    scene_bvh_release(s);
    struct scene_bvh *b = scene_alloc(1, sizeof *b);
    /* Embree's own threads build the BVH; queries run on the caller's. */
    b->device = rtcNewDevice("verbose=0");
    if (!b->device)
        embree_error(NULL, rtcGetDeviceError(NULL), "cannot create a device");
    rtcSetDeviceErrorFunction(b->device, embree_error, NULL);
    b->scene = rtcNewScene(b->device);
    rtcSetSceneFlags(b->scene, RTC_SCENE_FLAG_ROBUST);
    rtcSetSceneBuildQuality(b->scene, RTC_BUILD_QUALITY_HIGH);
    b->tri_of = scene_alloc(s->ntris + 1, sizeof *b->tri_of);
    size_t nprims = 0;
    for (size_t i = 0; i < s->ntris; i++)
        if (!no_area(s, i))
            b->tri_of[nprims++] = (uint32_t)i;
    if (nprims == s->ntris) { /* every triangle kept: the map is the identity */
        free(b->tri_of);
        b->tri_of = NULL;
    }
    if (nprims) {
        RTCGeometry g = rtcNewGeometry(b->device, RTC_GEOMETRY_TYPE_TRIANGLE);
        float *P = rtcSetNewGeometryBuffer(g, RTC_BUFFER_TYPE_VERTEX, 0, RTC_FORMAT_FLOAT3, 3 * sizeof(float), s->nverts);
        for (size_t i = 0; i < s->nverts; i++) {
            P[3 * i] = s->P[i].x;
            P[3 * i + 1] = s->P[i].y;
            P[3 * i + 2] = s->P[i].z;
        }
        uint32_t *idx = rtcSetNewGeometryBuffer(g, RTC_BUFFER_TYPE_INDEX, 0, RTC_FORMAT_UINT3, 3 * sizeof(uint32_t), nprims);
        for (size_t k = 0; k < nprims; k++)
            for (int c = 0; c < 3; c++)
                idx[3 * k + (size_t)c] = s->tri[3 * (size_t)tri_of(b, (uint32_t)k) + (size_t)c];
        rtcCommitGeometry(g);
        rtcAttachGeometry(b->scene, g);
        rtcReleaseGeometry(g);
    }
    rtcCommitScene(b->scene);
    s->bvh = b;
}

void scene_bvh_release(scene *s)
{
    if (!s->bvh)
        return;
    rtcReleaseScene(s->bvh->scene);
    rtcReleaseDevice(s->bvh->device);
    free(s->bvh->tri_of);
    free(s->bvh);
    s->bvh = NULL;
}

static struct RTCRay make_ray(scene_vec3 org, scene_vec3 dir, float tmin, float tmax)
{
    return (struct RTCRay){.org_x = org.x, .org_y = org.y, .org_z = org.z, .tnear = tmin,
                           .dir_x = dir.x, .dir_y = dir.y, .dir_z = dir.z, .tfar = tmax,
                           .mask = ~0u, .flags = 0};
}

/* Embree requires tnear <= tfar and finite, non-NaN rays; anything else
 * misses, as it does in the brute-force reference. */
static bool valid_ray(scene_vec3 org, scene_vec3 dir, float tmin, float tmax)
{
    return isfinite(org.x) && isfinite(org.y) && isfinite(org.z) && isfinite(dir.x) && isfinite(dir.y) &&
           isfinite(dir.z) && tmin >= 0 && tmin <= tmax;
}

bool scene_intersect(const scene *s, scene_vec3 org, scene_vec3 dir, float tmin, float tmax, scene_hit *hit)
{
    if (!s->ntris || !valid_ray(org, dir, tmin, tmax))
        return false;
    struct RTCIntersectContext ctx;
    rtcInitIntersectContext(&ctx);
    struct RTCRayHit rh = {.ray = make_ray(org, dir, tmin, tmax)};
    rh.hit.geomID = RTC_INVALID_GEOMETRY_ID;
    rtcIntersect1(s->bvh->scene, &ctx, &rh);
    if (rh.hit.geomID == RTC_INVALID_GEOMETRY_ID)
        return false;
    uint32_t tri = tri_of(s->bvh, rh.hit.primID);
    *hit = (scene_hit){.t = rh.ray.tfar, .u = rh.hit.u, .v = rh.hit.v, .tri = tri, .obj = (int)s->tri_obj[tri]};
    return true;
}

/* Rays per packet: Embree's 8-wide packets (AVX and AVX2's, and native
 * enough on AVX-512) answer as rtcIntersect1 does.  The batches are
 * coherent (a row of primary rays): Embree's coherent traversal takes the
 * packet down the tree together, twice the rate of its default
 * (incoherent) one on the bunny's primary rays (bench/scene.sh). */
#define PACKET 8

/* The lanes of a packet from the m <= PACKET rays at `rays`, stride bytes
 * apart: lane i < m ray i, on when Embree may see it; the lanes past m
 * repeat ray 0, off.  (The rays are gathered first and tested lane-wise
 * after: valid_ray's tests, on the packet's arrays, vectorize.) */
static void pack_rays(const scene *s, const scene_ray *rays, size_t stride, size_t m, struct RTCRay8 *r,
                      int valid[PACKET])
{
    for (size_t i = 0; i < PACKET; i++) {
        const scene_ray *y = (const scene_ray *)((const char *)rays + (i < m ? i : 0) * stride);
        r->org_x[i] = y->org.x, r->org_y[i] = y->org.y, r->org_z[i] = y->org.z;
        r->dir_x[i] = y->dir.x, r->dir_y[i] = y->dir.y, r->dir_z[i] = y->dir.z;
        r->tnear[i] = y->tmin, r->tfar[i] = y->tmax;
        r->mask[i] = ~0u, r->flags[i] = 0, r->time[i] = 0, r->id[i] = 0;
    }
    for (size_t i = 0; i < PACKET; i++)
        valid[i] = i < m && s->ntris &&
                   valid_ray((scene_vec3){r->org_x[i], r->org_y[i], r->org_z[i]},
                             (scene_vec3){r->dir_x[i], r->dir_y[i], r->dir_z[i]}, r->tnear[i], r->tfar[i])
                       ? -1 : 0;
}

size_t scene_intersect_rays_strided(const scene *s, const scene_ray *rays, size_t ray_stride, scene_hit *hits,
                                    size_t hit_stride, size_t n)
{
    size_t nhits = 0;
    for (size_t first = 0; first < n; first += PACKET) {
        size_t m = n - first < PACKET ? n - first : PACKET;
        int valid[PACKET] __attribute__((aligned(32)));
        struct RTCRayHit8 rh;
        pack_rays(s, (const scene_ray *)((const char *)rays + first * ray_stride), ray_stride, m, &rh.ray, valid);
        for (size_t i = 0; i < PACKET; i++)
            rh.hit.geomID[i] = rh.hit.instID[0][i] = RTC_INVALID_GEOMETRY_ID;
        if (s->ntris) {
            struct RTCIntersectContext ctx;
            rtcInitIntersectContext(&ctx);
            ctx.flags = RTC_INTERSECT_CONTEXT_FLAG_COHERENT;
            rtcIntersect8(valid, s->bvh->scene, &ctx, &rh);
        }
        for (size_t i = 0; i < m; i++) {
            scene_hit *h = (scene_hit *)((char *)hits + (first + i) * hit_stride);
            if (rh.hit.geomID[i] == RTC_INVALID_GEOMETRY_ID) {
                *h = (scene_hit){.obj = -1};
                continue;
            }
            uint32_t tri = tri_of(s->bvh, rh.hit.primID[i]);
            *h = (scene_hit){.t = rh.ray.tfar[i], .u = rh.hit.u[i], .v = rh.hit.v[i], .tri = tri,
                             .obj = (int)s->tri_obj[tri]};
            nhits++;
        }
    }
    return nhits;
}

void scene_intersect_rays(const scene *s, const scene_ray *rays, size_t n, scene_hit *hits)
{
    scene_intersect_rays_strided(s, rays, sizeof *rays, hits, sizeof *hits, n);
}

void scene_occluded_rays(const scene *s, const scene_ray *rays, size_t n, bool *blocked)
{
    for (size_t first = 0; first < n; first += PACKET) {
        size_t m = n - first < PACKET ? n - first : PACKET;
        if (m == 1 || !s->ntris) { /* a lone ray (or none to meet): no packet */
            for (size_t i = first; i < first + m; i++)
                blocked[i] = scene_occluded(s, rays[i].org, rays[i].dir, rays[i].tmin, rays[i].tmax);
            continue;
        }
        int valid[PACKET] __attribute__((aligned(32)));
        struct RTCRay8 r;
        pack_rays(s, &rays[first], sizeof *rays, m, &r, valid);
        /* The default (incoherent) traversal: rays from one point over a
         * hemisphere or cone share little of the tree. */
        struct RTCIntersectContext ctx;
        rtcInitIntersectContext(&ctx);
        rtcOccluded8(valid, s->bvh->scene, &ctx, &r);
        for (size_t i = 0; i < m; i++)
            blocked[first + i] = valid[i] && r.tfar[i] < 0;
    }
}

bool scene_occluded(const scene *s, scene_vec3 org, scene_vec3 dir, float tmin, float tmax)
{
    if (!s->ntris || !valid_ray(org, dir, tmin, tmax))
        return false;
    struct RTCIntersectContext ctx;
    rtcInitIntersectContext(&ctx);
    struct RTCRay r = make_ray(org, dir, tmin, tmax);
    rtcOccluded1(s->bvh->scene, &ctx, &r);
    return r.tfar < 0; /* Embree marks an occluded ray with tfar = -inf */
}
