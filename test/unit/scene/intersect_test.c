/* Ray/triangle hits, misses, barycentrics, watertightness; the BVH against
 * brute force; concurrent queries. */
#include "scene_test.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static const scene_vec3 A = {0, 0, 0}, B = {1, 0, 0}, C = {0, 1, 0};

static scene_vec3 vec(float x, float y, float z) { return (scene_vec3){x, y, z}; }

static void test_hit_inside(void)
{
    float t, u, v;
    CU_ASSERT_TRUE(scene_ray_triangle(vec(0.25f, 0.5f, -2), vec(0, 0, 1), A, B, C, 0, 100, &t, &u, &v));
    CU_ASSERT_DOUBLE_EQUAL(t, 2, 1e-6);
    /* P = (1-u-v)A + uB + vC = (u, v, 0) for this triangle. */
    CU_ASSERT_DOUBLE_EQUAL(u, 0.25, 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(v, 0.5, 1e-6);
    /* Both faces hit (no culling), and dir need not be unit: t scales. */
    CU_ASSERT_TRUE(scene_ray_triangle(vec(0.25f, 0.25f, 3), vec(0, 0, -2), A, B, C, 0, 100, &t, &u, &v));
    CU_ASSERT_DOUBLE_EQUAL(t, 1.5, 1e-6);
}

static void test_misses(void)
{
    float t = -1, u, v;
    CU_ASSERT_FALSE(scene_ray_triangle(vec(0.6f, 0.6f, -1), vec(0, 0, 1), A, B, C, 0, 100, &t, &u, &v));
    CU_ASSERT_FALSE(scene_ray_triangle(vec(-0.1f, 0.5f, -1), vec(0, 0, 1), A, B, C, 0, 100, &t, &u, &v));
    /* Behind the origin, beyond tmax, before tmin. */
    CU_ASSERT_FALSE(scene_ray_triangle(vec(0.2f, 0.2f, 1), vec(0, 0, 1), A, B, C, 0, 100, &t, &u, &v));
    CU_ASSERT_FALSE(scene_ray_triangle(vec(0.2f, 0.2f, -5), vec(0, 0, 1), A, B, C, 0, 4.9f, &t, &u, &v));
    CU_ASSERT_FALSE(scene_ray_triangle(vec(0.2f, 0.2f, -5), vec(0, 0, 1), A, B, C, 5.1f, 100, &t, &u, &v));
    /* In the triangle's plane, and a degenerate triangle. */
    CU_ASSERT_FALSE(scene_ray_triangle(vec(-1, 0.2f, 0), vec(1, 0, 0), A, B, C, 0, 100, &t, &u, &v));
    CU_ASSERT_FALSE(scene_ray_triangle(vec(0.5f, 0, -1), vec(0, 0, 1), A, B, vec(2, 0, 0), 0, 100, &t, &u, &v));
    CU_ASSERT_EQUAL(t, -1); /* untouched on a miss */
}

static void test_barycentrics_random(void)
{
    uint32_t rng = 12345;
    int bad = 0;
    for (int i = 0; i < 2000; i++) {
        scene_vec3 p[3];
        for (int k = 0; k < 3; k++)
            p[k] = vec(test_random(&rng, -1, 1), test_random(&rng, -1, 1), test_random(&rng, -1, 1));
        float eu = test_random(&rng, 0.05f, 0.45f), ev = test_random(&rng, 0.05f, 0.45f);
        scene_vec3 target = vec((1 - eu - ev) * p[0].x + eu * p[1].x + ev * p[2].x,
                                (1 - eu - ev) * p[0].y + eu * p[1].y + ev * p[2].y,
                                (1 - eu - ev) * p[0].z + eu * p[1].z + ev * p[2].z);
        scene_vec3 d = vec(test_random(&rng, -1, 1), test_random(&rng, -1, 1), test_random(&rng, -1, 1));
        scene_vec3 n = {(p[1].y - p[0].y) * (p[2].z - p[0].z) - (p[1].z - p[0].z) * (p[2].y - p[0].y),
                        (p[1].z - p[0].z) * (p[2].x - p[0].x) - (p[1].x - p[0].x) * (p[2].z - p[0].z),
                        (p[1].x - p[0].x) * (p[2].y - p[0].y) - (p[1].y - p[0].y) * (p[2].x - p[0].x)};
        float cosang = fabsf(n.x * d.x + n.y * d.y + n.z * d.z) /
                       sqrtf((n.x * n.x + n.y * n.y + n.z * n.z) * (d.x * d.x + d.y * d.y + d.z * d.z));
        if (cosang < 0.2f) /* grazing: barycentrics are ill-conditioned */
            continue;
        scene_vec3 o = vec(target.x - 3 * d.x, target.y - 3 * d.y, target.z - 3 * d.z);
        float t, u, v;
        if (!scene_ray_triangle(o, d, p[0], p[1], p[2], 0, 100, &t, &u, &v) || fabsf(t - 3) > 1e-3f ||
            fabsf(u - eu) > 1e-3f || fabsf(v - ev) > 1e-3f)
            bad++;
    }
    CU_ASSERT_EQUAL(bad, 0);
}

/* Whether triangle abc's winding is counter-clockwise seen along d. */
static bool facing(scene_vec3 a, scene_vec3 b, scene_vec3 c, scene_vec3 d)
{
    scene_vec3 e1 = vec(b.x - a.x, b.y - a.y, b.z - a.z), e2 = vec(c.x - a.x, c.y - a.y, c.z - a.z);
    scene_vec3 n = vec(e1.y * e2.z - e1.z * e2.y, e1.z * e2.x - e1.x * e2.z, e1.x * e2.y - e1.y * e2.x);
    return n.x * d.x + n.y * d.y + n.z * d.z < 0;
}

/* Rays aimed exactly at the diagonal two triangles share, and at the
 * centre vertex of a fan, must hit at least one of the triangles. */
static void test_watertight_shared_edge(void)
{
    uint32_t rng = 777;
    int holes = 0;
    for (int i = 0; i < 4000; i++) {
        /* A random skew quad P0 P1 P2 P3 split along P0-P2. */
        scene_vec3 q[4];
        for (int k = 0; k < 4; k++)
            q[k] = vec(test_random(&rng, -1, 1), test_random(&rng, -1, 1), test_random(&rng, -0.2f, 0.2f));
        q[1].x += 3, q[2].x += 3, q[2].y += 3, q[3].y += 3;
        float a = test_random(&rng, 0, 1);
        scene_vec3 e = vec(q[0].x + a * (q[2].x - q[0].x), q[0].y + a * (q[2].y - q[0].y), q[0].z + a * (q[2].z - q[0].z));
        scene_vec3 d = vec(test_random(&rng, -0.5f, 0.5f), test_random(&rng, -0.5f, 0.5f), test_random(&rng, 0.3f, 1));
        scene_vec3 o = vec(e.x - 2 * d.x, e.y - 2 * d.y, e.z - 2 * d.z);
        /* Seen along d, the quad may fold over the diagonal (q1 and q3 on
         * the same side): a silhouette, which a ray may rightly miss. */
        if (facing(q[0], q[1], q[2], d) != facing(q[0], q[2], q[3], d))
            continue;
        float t, u, v;
        int hits = scene_ray_triangle(o, d, q[0], q[1], q[2], 0, 100, &t, &u, &v) +
                   scene_ray_triangle(o, d, q[0], q[2], q[3], 0, 100, &t, &u, &v);
        holes += hits == 0;
    }
    CU_ASSERT_EQUAL(holes, 0);
    /* The fan around a shared vertex, rays through the vertex itself. */
    scene_vec3 centre = vec(0.1f, 0.3f, 0.7f), ring[7];
    for (int k = 0; k < 7; k++)
        ring[k] = vec(centre.x + cosf(k * 0.9f), centre.y + sinf(k * 0.9f), centre.z + 0.1f * (float)(k % 2));
    for (int i = 0; i < 2000; i++) {
        scene_vec3 d = vec(test_random(&rng, -0.5f, 0.5f), test_random(&rng, -0.5f, 0.5f), test_random(&rng, 0.3f, 1));
        scene_vec3 o = vec(centre.x - d.x, centre.y - d.y, centre.z - d.z);
        int hits = 0;
        for (int k = 0; k < 7; k++) {
            float t, u, v;
            hits += scene_ray_triangle(o, d, centre, ring[k], ring[(k + 1) % 7], 0, 100, &t, &u, &v);
        }
        holes += hits == 0;
    }
    CU_ASSERT_EQUAL(holes, 0);
}

/* From inside a closed tessellated sphere every ray must hit it. */
static void test_watertight_closed_sphere(void)
{
    scene *s = scene_builtin("sphere", NULL);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    uint32_t rng = 99;
    int misses = 0, far = 0;
    for (int i = 0; i < 20000; i++) {
        /* Origins near the centre (0,1,0), directions biased towards
         * the poles and the seam, where the tessellation is worst. */
        scene_vec3 o = vec(test_random(&rng, -0.01f, 0.01f), 1 + test_random(&rng, -0.01f, 0.01f), test_random(&rng, -0.01f, 0.01f));
        scene_vec3 d = vec(test_random(&rng, -1, 1), test_random(&rng, -1, 1), test_random(&rng, -1, 1));
        if (i % 4 == 0)
            d.z = test_random(&rng, -1e-3f, 1e-3f); /* near the seam plane */
        if (i % 4 == 1)
            d.x *= 1e-3f, d.z *= 1e-3f; /* near a pole */
        scene_hit h;
        if (!scene_intersect(s, o, d, 0, 1e30f, &h) || h.obj != 0)
            misses++;
        else {
            float len = sqrtf(d.x * d.x + d.y * d.y + d.z * d.z) * h.t;
            far += len < 0.98f || len > 1.02f;
        }
    }
    CU_ASSERT_EQUAL(misses, 0);
    CU_ASSERT_EQUAL(far, 0);
    scene_free(s);
}

/* A scene of n triangles, corners P[3i..3i+2], one object. */
static scene *triangles_scene(const scene_vec3 *P, int n)
{
    scene_mesh m = {0};
    m.nverts = 3 * (size_t)n;
    m.ntris = (size_t)n;
    m.P = calloc(m.nverts, sizeof *m.P);
    m.N = calloc(m.nverts, sizeof *m.N);
    m.s = calloc(m.nverts, sizeof *m.s);
    m.t = calloc(m.nverts, sizeof *m.t);
    m.idx = calloc(m.nverts, sizeof *m.idx);
    for (size_t i = 0; i < m.nverts; i++) {
        m.P[i] = P[i];
        m.idx[i] = (uint32_t)i;
    }
    scene_mesh_compute_normals(&m);
    scene *s = scene_new();
    scene_add_mesh(s, &m, NULL, vec(1, 1, 1), vec(1, 1, 1), 0);
    scene_mesh_free(&m);
    scene_build(s);
    return s;
}

/* A soup of random triangles. */
static scene *random_scene(uint32_t seed, int n)
{
    scene_vec3 *P = malloc(3 * (size_t)n * sizeof *P);
    for (int i = 0; i < n; i++) {
        scene_vec3 c = vec(test_random(&seed, -1, 1), test_random(&seed, -1, 1), test_random(&seed, -1, 1));
        for (int k = 0; k < 3; k++)
            P[3 * i + k] = vec(c.x + test_random(&seed, -0.1f, 0.1f), c.y + test_random(&seed, -0.1f, 0.1f),
                               c.z + test_random(&seed, -0.1f, 0.1f));
    }
    scene *s = triangles_scene(P, n);
    free(P);
    return s;
}

/* Triangles of no area (corners on a line, two corners the same) are
 * never hit, one ray at a time or in packets, even by rays crossing them
 * edge on; the hits behind them name the right triangles of the scene. */
static void test_zero_area_triangles(void)
{
    const scene_vec3 P[] = {
        vec(-1, -1, 0.5f), vec(1, 1, 0.5f), vec(0, 0, 0.5f),          /* 0: on the line x = y */
        vec(-2, -2, 1), vec(2, -2, 1), vec(-2, 2, 1),                 /* 1: x + y < 0 at z = 1 */
        vec(0.25f, 0.25f, 0.7f), vec(0.25f, 0.25f, 0.7f), vec(1, 0.25f, 0.7f), /* 2: two corners the same */
        vec(2, 2, 2), vec(-2, 2, 2), vec(2, -2, 2),                   /* 3: x + y > 0 at z = 2 */
    };
    scene *s = triangles_scene(P, 4);
    /* From z = -1 along +z through (x, y): x + y < 0 meets triangle 1 at
     * t = 2, x + y > 0 triangle 3 at t = 3; the first two cross triangle
     * 0's line, the last two triangle 2's segment. */
    const float at[][2] = {{-0.5f, -0.5f}, {0.5f, 0.5f}, {0.5f, 0.25f}, {0.75f, 0.25f}, {-1, 0.5f}, {1.5f, -1}};
    enum { N = sizeof at / sizeof at[0] };
    scene_ray rays[N];
    scene_hit batch[N];
    bool blocked[N];
    for (int i = 0; i < N; i++)
        rays[i] = (scene_ray){vec(at[i][0], at[i][1], -1), vec(0, 0, 1), 0, 1e30f};
    scene_intersect_rays(s, rays, N, batch);
    scene_occluded_rays(s, rays, N, blocked);
    for (int i = 0; i < N; i++) {
        bool behind = at[i][0] + at[i][1] > 0;
        uint32_t tri = behind ? 3 : 1;
        float t = behind ? 3 : 2;
        scene_hit one;
        CU_ASSERT_TRUE(scene_intersect(s, rays[i].org, rays[i].dir, 0, 1e30f, &one));
        CU_ASSERT_EQUAL(one.tri, tri);
        CU_ASSERT_DOUBLE_EQUAL(one.t, t, 1e-6);
        CU_ASSERT_EQUAL(batch[i].tri, tri);
        CU_ASSERT_EQUAL(batch[i].obj, 0);
        CU_ASSERT_DOUBLE_EQUAL(batch[i].t, t, 1e-6);
        CU_ASSERT_TRUE(blocked[i]);
        /* Short of the real triangle: nothing (the zero-area ones lie nearer). */
        CU_ASSERT_FALSE(scene_occluded(s, rays[i].org, rays[i].dir, 0, t - 0.1f));
    }
    scene_free(s);
    /* A cloud of zero-area triangles facing the camera (each in a plane of
     * constant z: two corners the same, or three on a line x = y) before
     * a wall, under rows of camera rays: every hit, single or in packets,
     * is the wall's.  (Embree's coherent packets, given such triangles,
     * report hits on their planes.) */
    enum { CLOUD = 200 };
    scene_vec3 *Q = malloc((3 * CLOUD + 6) * sizeof *Q);
    uint32_t seed = 4242;
    for (int i = 0; i < CLOUD; i++) {
        float z = test_random(&seed, -1, 1), p = test_random(&seed, -1, 1), q = test_random(&seed, -1, 1);
        if (i % 2) {
            float r = test_random(&seed, -1, 1);
            Q[3 * i] = vec(p, p, z), Q[3 * i + 1] = vec(q, q, z), Q[3 * i + 2] = vec(r, r, z);
        } else {
            Q[3 * i] = Q[3 * i + 2] = vec(p, q, z);
            Q[3 * i + 1] = vec(p + test_random(&seed, -0.5f, 0.5f), q + test_random(&seed, -0.5f, 0.5f), z);
        }
    }
    const scene_vec3 wall[6] = {vec(-9, -9, 3), vec(9, -9, 3), vec(-9, 9, 3), vec(9, -9, 3), vec(9, 9, 3), vec(-9, 9, 3)};
    memcpy(&Q[3 * CLOUD], wall, sizeof wall);
    s = triangles_scene(Q, CLOUD + 2);
    enum { W = 96 };
    scene_ray row[W];
    scene_hit hits[W];
    int not_wall = 0;
    for (int y = 0; y < W; y++) {
        for (int x = 0; x < W; x++)
            row[x] = (scene_ray){vec(0, 0, -3), vec(((float)x + 0.5f) / W - 0.5f, ((float)y + 0.5f) / W - 0.5f, 1), 0,
                                 1e30f};
        scene_intersect_rays(s, row, W, hits);
        for (int x = 0; x < W; x++) {
            scene_hit one;
            bool hit = scene_intersect(s, row[x].org, row[x].dir, 0, 1e30f, &one);
            not_wall += !hit || one.tri < CLOUD || hits[x].obj < 0 || hits[x].tri < CLOUD;
        }
    }
    CU_ASSERT_EQUAL(not_wall, 0);
    scene_free(s);
    free(Q);
}

/* Whether a hit lies within 1e-5 (barycentric) of its triangle's edges, or
 * the ray within 1e-4 (cosine) of the triangle's plane: there two
 * watertight tests may round it to either side. */
static bool ambiguous(const scene *s, const scene_hit *h, scene_vec3 d)
{
    const uint32_t *t = &s->tri[3 * (size_t)h->tri];
    scene_vec3 a = s->P[t[0]], b = s->P[t[1]], c = s->P[t[2]];
    scene_vec3 e1 = vec(b.x - a.x, b.y - a.y, b.z - a.z), e2 = vec(c.x - a.x, c.y - a.y, c.z - a.z);
    scene_vec3 n = vec(e1.y * e2.z - e1.z * e2.y, e1.z * e2.x - e1.x * e2.z, e1.x * e2.y - e1.y * e2.x);
    float nd = n.x * d.x + n.y * d.y + n.z * d.z;
    bool grazing = fabsf(nd) <= 1e-4f * sqrtf(n.x * n.x + n.y * n.y + n.z * n.z) * sqrtf(d.x * d.x + d.y * d.y + d.z * d.z);
    return grazing || h->u < 1e-5f || h->v < 1e-5f || 1 - h->u - h->v < 1e-5f;
}

/* Compares Embree's and the brute-force answers for `n` random rays through
 * the scene's bounds; returns the number of disagreements.  They agree on
 * hit or miss, on t to 1e-5 relative, and
 * on the triangle and its barycentrics to 1e-4 unless another triangle
 * lies at the same t (coplanar or shared edge), except where either hit
 * is ambiguous(). */
static int compare_with_brute(const scene *s, int n, uint32_t seed, float extent, int *hits)
{
    int bad = 0;
    *hits = 0;
    for (int i = 0; i < n; i++) {
        scene_vec3 o = vec(test_random(&seed, -extent, extent), test_random(&seed, -extent, extent), -3 * extent);
        scene_vec3 target = vec(test_random(&seed, -extent, extent), test_random(&seed, -extent, extent),
                                test_random(&seed, -extent, extent));
        if (i % 3 == 0) /* also rays from inside, in every direction */
            o = vec(test_random(&seed, -extent, extent), test_random(&seed, -extent, extent), test_random(&seed, -extent, extent));
        scene_vec3 d = vec(target.x - o.x, target.y - o.y, target.z - o.z);
        if (i % 7 == 0)
            d.y = 0; /* axis-parallel components */
        scene_hit a, b;
        bool ha = scene_intersect(s, o, d, 0, 1e30f, &a), hb = scene_intersect_brute(s, o, d, 0, 1e30f, &b);
        bool occ = scene_occluded(s, o, d, 0, 1e30f);
        if (ha != hb || occ != hb) {
            if (!ambiguous(s, ha ? &a : &b, d))
                bad++;
        } else if (ha && !ambiguous(s, &a, d) && !ambiguous(s, &b, d)) {
            float tol = 1e-5f * fmaxf(1.0f, fabsf(b.t));
            if (fabsf(a.t - b.t) > tol)
                bad++;
            else if (a.tri == b.tri && (fabsf(a.u - b.u) > 1e-4f || fabsf(a.v - b.v) > 1e-4f))
                bad++;
            else if (a.obj != (int)s->tri_obj[a.tri])
                bad++;
        }
        *hits += ha;
    }
    return bad;
}

static void test_trace_random_mesh(void)
{
    scene *s = random_scene(4242, 3000);
    int hits;
    CU_ASSERT_EQUAL(compare_with_brute(s, 4000, 17, 1.1f, &hits), 0);
    CU_ASSERT_TRUE(hits > 1000); /* the comparison is not all misses */
    /* Shadow rays stop at tmax: nothing lies beyond a point far outside. */
    CU_ASSERT_FALSE(scene_occluded(s, vec(0, 0, -10), vec(0, 0, 1), 0, 5));
    scene_free(s);
}

static void test_trace_bunny(void)
{
    const char *path = test_bunny("bun_zipper_res2.ply");
    if (!path)
        return;
    scene_mesh m;
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(scene_mesh_load(path, &m, &err));
    scene_mesh_fit_unit_box(&m);
    scene *s = scene_new();
    scene_add_mesh(s, &m, NULL, vec(1, 1, 1), vec(1, 1, 1), 0);
    scene_mesh_free(&m);
    scene_build(s);
    int hits;
    CU_ASSERT_EQUAL(compare_with_brute(s, 1500, 5, 0.5f, &hits), 0);
    CU_ASSERT_TRUE(hits > 300);
    scene_free(s);
}

static void test_empty_scene(void)
{
    scene *s = scene_new();
    scene_build(s);
    scene_hit h;
    CU_ASSERT_FALSE(scene_intersect(s, vec(0, 0, 0), vec(0, 0, 1), 0, 1e30f, &h));
    CU_ASSERT_FALSE(scene_occluded(s, vec(0, 0, 0), vec(0, 0, 1), 0, 1e30f));
    scene_free(s);
}

/* scene_intersect_rays answers ray for ray as scene_intersect does, bit
 * for bit, and scene_occluded_rays says a ray is blocked exactly when
 * scene_intersect finds a hit: coherent rows, scattered rays, batches not
 * a multiple of the packet and a lone ray, rays Embree must not see (NaN,
 * tmin > tmax, tmin < 0), short tmax; and an empty scene. */
static void test_ray_batches(void)
{
    scene *s = random_scene(777, 2000);
    enum { N = 1003 };
    scene_ray *rays = malloc(N * sizeof *rays);
    scene_hit *hits = malloc(N * sizeof *hits);
    bool *blocked = malloc(N * sizeof *blocked);
    uint32_t seed = 99;
    for (int i = 0; i < N; i++) {
        bool row = i < N / 2; /* the first half: a row of camera rays */
        scene_vec3 o = row ? vec(0, 0, -3) : vec(test_random(&seed, -1, 1), test_random(&seed, -1, 1), -3);
        scene_vec3 d = row ? vec(-0.4f + 0.8f * (float)i / (N / 2), 0.1f, 1)
                           : vec(test_random(&seed, -0.3f, 0.3f), test_random(&seed, -0.3f, 0.3f), 1);
        rays[i] = (scene_ray){o, d, 0, i % 7 == 3 ? test_random(&seed, 2, 4) : 1e30f};
    }
    rays[5].dir.x = NAN;
    rays[6].tmin = 2, rays[6].tmax = 1;
    rays[7].tmin = -1;
    rays[N - 1].org.z = INFINITY;
    for (size_t n = 0; n <= N; n += N / 2 + 1) { /* 0, 502 and 1003 rays */
        scene_intersect_rays(s, rays, n, hits);
        int hit = 0, differ = 0;
        for (size_t i = 0; i < n; i++) {
            scene_hit h;
            bool one = scene_intersect(s, rays[i].org, rays[i].dir, rays[i].tmin, rays[i].tmax, &h);
            hit += one;
            differ += one != (hits[i].obj >= 0) ||
                      (one && (memcmp(&h.t, &hits[i].t, sizeof h.t) || memcmp(&h.u, &hits[i].u, sizeof h.u) ||
                               memcmp(&h.v, &hits[i].v, sizeof h.v) || h.tri != hits[i].tri || h.obj != hits[i].obj));
        }
        CU_ASSERT_EQUAL(differ, 0);
        CU_ASSERT_TRUE(n == 0 || hit > (int)n / 10); /* not all misses */
        for (int i = 5; i < 8 && (size_t)i < n; i++)
            CU_ASSERT_EQUAL(hits[i].obj, -1);
    }
    for (size_t n = 1; n <= N; n += N / 2) { /* a lone ray, 502 and 1003 rays */
        scene_occluded_rays(s, rays, n, blocked);
        int wrong = 0, nblocked = 0;
        for (size_t i = 0; i < n; i++) {
            scene_hit h;
            wrong += blocked[i] != scene_intersect(s, rays[i].org, rays[i].dir, rays[i].tmin, rays[i].tmax, &h);
            nblocked += blocked[i];
        }
        CU_ASSERT_EQUAL(wrong, 0);
        CU_ASSERT_TRUE(n == 1 || (nblocked > (int)n / 10 && nblocked < (int)n)); /* blocked and open ones */
    }
    scene_free(s);
    scene *empty = scene_new();
    scene_build(empty);
    scene_intersect_rays(empty, rays, 20, hits);
    scene_occluded_rays(empty, rays, 20, blocked);
    for (int i = 0; i < 20; i++) {
        CU_ASSERT_EQUAL(hits[i].obj, -1);
        CU_ASSERT_FALSE(blocked[i]);
    }
    scene_free(empty);
    free(rays);
    free(hits);
    free(blocked);
}

typedef struct job {
    const scene *s;
    uint32_t seed;
    int n;
    float *t; /* the hit distance per ray, -1 on a miss */
} job;

static void *run_rays(void *arg)
{
    job *j = arg;
    uint32_t seed = j->seed;
    for (int i = 0; i < j->n; i++) {
        scene_vec3 o = vec(test_random(&seed, -1, 1), test_random(&seed, -1, 1), -3);
        scene_vec3 d = vec(test_random(&seed, -0.3f, 0.3f), test_random(&seed, -0.3f, 0.3f), 1);
        scene_hit h;
        j->t[i] = scene_intersect(j->s, o, d, 0, 1e30f, &h) ? h.t : -1;
    }
    return NULL;
}

/* Two threads querying at once get what one thread gets alone. */
static void test_concurrent_queries(void)
{
    scene *s = random_scene(31337, 2000);
    enum { N = 3000 };
    float *alone = malloc(2 * N * sizeof *alone), *together = malloc(2 * N * sizeof *together);
    job j[4] = {{s, 1, N, alone}, {s, 2, N, alone + N}, {s, 1, N, together}, {s, 2, N, together + N}};
    run_rays(&j[0]);
    run_rays(&j[1]);
    pthread_t th[2];
    for (int i = 0; i < 2; i++)
        CU_ASSERT_EQUAL_FATAL(pthread_create(&th[i], NULL, run_rays, &j[2 + i]), 0);
    for (int i = 0; i < 2; i++)
        pthread_join(th[i], NULL);
    CU_ASSERT_EQUAL(memcmp(alone, together, 2 * N * sizeof *alone), 0);
    free(alone);
    free(together);
    scene_free(s);
}

const unit_test intersect_tests[] = {
    {"hit inside, barycentrics, both faces", test_hit_inside},
    {"misses: outside, behind, t range, edge-on", test_misses},
    {"barycentrics of random hits", test_barycentrics_random},
    {"watertight: shared edge and shared vertex", test_watertight_shared_edge},
    {"watertight: closed sphere from inside", test_watertight_closed_sphere},
    {"Embree = brute force, random mesh", test_trace_random_mesh},
    {"Embree = brute force, bunny (needs ../shared)", test_trace_bunny},
    {"empty scene", test_empty_scene},
    {"zero-area triangles are never hit", test_zero_area_triangles},
    {"ray batches = one ray at a time (closest hits, occlusion)", test_ray_batches},
    {"concurrent queries", test_concurrent_queries},
    {NULL, NULL},
};
