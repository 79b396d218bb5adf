/* The BVH (binned surface area heuristic, flattened depth first) and the
 * watertight ray/triangle test of Woop, Benthin and Wald, "Watertight
 * Ray/Triangle Intersection", JCGT 2(1), 2013. */
#include "scene_internal.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

enum {
    BINS = 16,
    LEAF_MAX = 4,       /* SAH may stop splitting at this size or below */
    SAH_DEPTH_MAX = 40, /* past this depth, median splits bound the depth */
    STACK_MAX = 128,    /* > SAH_DEPTH_MAX + log2(2^32) */
};

/* 32 bytes.  Inner node: its left child follows it, `offset` is the right
 * child.  Leaf (count > 0): its triangles are [offset, offset+count) of the
 * leaf-ordered arrays. */
typedef struct bvh_node {
    float lo[3], hi[3];
    uint32_t offset;
    uint16_t count, axis;
} bvh_node;

struct scene_bvh {
    bvh_node *nodes;
    size_t nnodes;
    uint32_t *tri;     /* scene triangle index, leaf order */
    scene_vec3 *verts; /* 3 per triangle, leaf order: no indirection when testing */
};

/* ---- Ray/triangle ---- */

/* The per-ray part of the test: the axis kz where the direction is largest,
 * the other two (swapped to keep the winding), and the shear. */
typedef struct ray_pre {
    scene_vec3 org, dir, inv;
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
    r.inv = v3(1.0f / dir.x, 1.0f / dir.y, 1.0f / dir.z);
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

/* ---- Build ---- */

typedef struct box {
    float lo[3], hi[3];
} box;

static box box_empty(void) { return (box){{FLT_MAX, FLT_MAX, FLT_MAX}, {-FLT_MAX, -FLT_MAX, -FLT_MAX}}; }

static void box_grow(box *b, const float p[3])
{
    for (int k = 0; k < 3; k++) {
        b->lo[k] = fminf(b->lo[k], p[k]);
        b->hi[k] = fmaxf(b->hi[k], p[k]);
    }
}

static void box_merge(box *b, const box *o)
{
    for (int k = 0; k < 3; k++) {
        b->lo[k] = fminf(b->lo[k], o->lo[k]);
        b->hi[k] = fmaxf(b->hi[k], o->hi[k]);
    }
}

static float box_area(const box *b)
{
    float d[3];
    for (int k = 0; k < 3; k++)
        d[k] = fmaxf(b->hi[k] - b->lo[k], 0.0f);
    return 2 * (d[0] * d[1] + d[1] * d[2] + d[2] * d[0]);
}

typedef struct build_prim {
    box bounds;
    float centre[3];
    uint32_t tri;
} build_prim;

typedef struct builder {
    build_prim *prims;
    bvh_node *nodes;
    size_t nnodes;
} builder;

static int cmp_centre(const build_prim *a, const build_prim *b, int k)
{
    return (a->centre[k] > b->centre[k]) - (a->centre[k] < b->centre[k]);
}
static int cmp_x(const void *a, const void *b) { return cmp_centre(a, b, 0); }
static int cmp_y(const void *a, const void *b) { return cmp_centre(a, b, 1); }
static int cmp_z(const void *a, const void *b) { return cmp_centre(a, b, 2); }

/* The bin of a centroid coordinate, clamped in float before the integer
 * conversion (extreme coordinates overflow to inf or NaN). */
static int bin_of(float centre, float lo, float scale)
{
    float f = (centre - lo) * scale;
    return f >= BINS ? BINS - 1 : f > 0 ? (int)f : 0;
}

/* Splits prims[first, first+n) (its bounds and centroid bounds given) in two;
 * returns the size of the left part, 0 for a leaf. */
static size_t split(builder *bd, size_t first, size_t n, const box *bounds, const box *cb, int depth, int *axis_out)
{
    build_prim *p = bd->prims + first;
    int axis = 0;
    for (int k = 1; k < 3; k++)
        if (cb->hi[k] - cb->lo[k] > cb->hi[axis] - cb->lo[axis])
            axis = k;
    *axis_out = axis;
    if (cb->hi[axis] <= cb->lo[axis])
        return 0; /* all centroids coincide: nothing separates them */
    if (depth >= SAH_DEPTH_MAX) {
        /* Depth guard for degenerate inputs: an object median split. */
        qsort(p, n, sizeof *p, axis == 0 ? cmp_x : axis == 1 ? cmp_y : cmp_z);
        return n / 2;
    }
    float best_cost = FLT_MAX;
    int best_axis = -1, best_bin = 0;
    for (int k = 0; k < 3; k++) {
        float extent = cb->hi[k] - cb->lo[k];
        if (extent <= 0)
            continue;
        box bins[BINS];
        size_t counts[BINS] = {0};
        for (int i = 0; i < BINS; i++)
            bins[i] = box_empty();
        float scale = BINS / extent;
        for (size_t i = 0; i < n; i++) {
            int b = bin_of(p[i].centre[k], cb->lo[k], scale);
            counts[b]++;
            box_merge(&bins[b], &p[i].bounds);
        }
        /* Sweep from the right for the right-hand areas, then from the left. */
        float right_area[BINS];
        size_t right_count[BINS];
        box acc = box_empty();
        size_t cnt = 0;
        for (int i = BINS - 1; i > 0; i--) {
            box_merge(&acc, &bins[i]);
            cnt += counts[i];
            right_area[i] = box_area(&acc);
            right_count[i] = cnt;
        }
        acc = box_empty();
        cnt = 0;
        for (int i = 0; i < BINS - 1; i++) {
            box_merge(&acc, &bins[i]);
            cnt += counts[i];
            if (!cnt || !right_count[i + 1])
                continue;
            float cost = box_area(&acc) * (float)cnt + right_area[i + 1] * (float)right_count[i + 1];
            if (cost < best_cost) {
                best_cost = cost;
                best_axis = k;
                best_bin = i;
            }
        }
    }
    if (best_axis < 0)
        return 0;
    /* Relative costs: one traversal step = one triangle test. */
    float area = box_area(bounds);
    float split_cost = 1.0f + (area > 0 ? best_cost / area : 0.0f), leaf_cost = (float)n;
    if (n <= LEAF_MAX && split_cost >= leaf_cost)
        return 0;
    *axis_out = best_axis;
    float scale = BINS / (cb->hi[best_axis] - cb->lo[best_axis]);
    size_t i = 0, j = n;
    while (i < j) {
        int b = bin_of(p[i].centre[best_axis], cb->lo[best_axis], scale);
        if (b <= best_bin)
            i++;
        else {
            build_prim t = p[i];
            p[i] = p[--j];
            p[j] = t;
        }
    }
    return i;
}

static uint32_t build_node(builder *bd, size_t first, size_t n, int depth)
{
    uint32_t index = (uint32_t)bd->nnodes++;
    box bounds = box_empty(), cb = box_empty();
    for (size_t i = first; i < first + n; i++) {
        box_merge(&bounds, &bd->prims[i].bounds);
        box_grow(&cb, bd->prims[i].centre);
    }
    int axis;
    size_t left = n > 1 ? split(bd, first, n, &bounds, &cb, depth, &axis) : 0;
    bvh_node *node = &bd->nodes[index];
    memcpy(node->lo, bounds.lo, sizeof node->lo);
    memcpy(node->hi, bounds.hi, sizeof node->hi);
    if (!left && n > UINT16_MAX) {
        left = n / 2; /* a leaf this large would overflow its count */
        axis = 0;
    }
    if (!left) {
        node->offset = (uint32_t)first;
        node->count = (uint16_t)n;
        node->axis = 0;
        return index;
    }
    node->count = 0;
    node->axis = (uint16_t)axis;
    build_node(bd, first, left, depth + 1);
    uint32_t right = build_node(bd, first + left, n - left, depth + 1);
    bd->nodes[index].offset = right; /* nodes may not move: preallocated */
    return index;
}

static void bvh_free(struct scene_bvh *b)
{
    if (!b)
        return;
    free(b->nodes);
    free(b->tri);
    free(b->verts);
    free(b);
}

void scene_build(scene *s)
{
    bvh_free(s->bvh);
    struct scene_bvh *b = scene_alloc(1, sizeof *b);
    builder bd = {.prims = scene_alloc(s->ntris, sizeof *bd.prims)};
    for (size_t i = 0; i < s->ntris; i++) {
        build_prim *p = &bd.prims[i];
        p->bounds = box_empty();
        for (int k = 0; k < 3; k++) {
            scene_vec3 v = s->P[s->tri[3 * i + k]];
            box_grow(&p->bounds, (float[3]){v.x, v.y, v.z});
        }
        for (int k = 0; k < 3; k++)
            p->centre[k] = 0.5f * (p->bounds.lo[k] + p->bounds.hi[k]);
        p->tri = (uint32_t)i;
    }
    bd.nodes = scene_alloc(s->ntris ? 2 * s->ntris - 1 : 1, sizeof *bd.nodes);
    if (s->ntris)
        build_node(&bd, 0, s->ntris, 0);
    else {
        /* An empty scene: one empty leaf whose box no ray enters. */
        box e = box_empty();
        memcpy(bd.nodes[0].lo, e.lo, sizeof e.lo);
        memcpy(bd.nodes[0].hi, e.hi, sizeof e.hi);
        bd.nnodes = 1;
    }
    b->nodes = bd.nodes;
    b->nnodes = bd.nnodes;
    b->tri = scene_alloc(s->ntris, sizeof *b->tri);
    b->verts = scene_alloc(3 * s->ntris, sizeof *b->verts);
    for (size_t i = 0; i < s->ntris; i++) {
        uint32_t t = bd.prims[i].tri;
        b->tri[i] = t;
        for (int k = 0; k < 3; k++)
            b->verts[3 * i + k] = s->P[s->tri[3 * t + k]];
    }
    free(bd.prims);
    s->bvh = b;
}

void scene_bvh_release(scene *s)
{
    bvh_free(s->bvh);
    s->bvh = NULL;
}

/* ---- Traversal ---- */

/* Slab test; the far distance is widened by 1 + 2*gamma(3) (Ize 2013, "Robust
 * BVH Ray Traversal") so rounding never culls a box a triangle's hit lies in.
 * The ray's own tmax (the closest hit so far) gets slack too: the t of a
 * triangle in a flat box may round a few ulps below the slab distance, and
 * a coplanar neighbour's hit must not cull it. */
static bool ray_box(const ray_pre *r, const bvh_node *n, float tmin, float tmax)
{
    const float widen = 1.0f + 2 * (3 * FLT_EPSILON * 0.5f) / (1 - 3 * FLT_EPSILON * 0.5f);
    tmax *= 1.0f + 16 * FLT_EPSILON;
    float o[3] = {r->org.x, r->org.y, r->org.z}, inv[3] = {r->inv.x, r->inv.y, r->inv.z};
    for (int k = 0; k < 3; k++) {
        float t0 = (n->lo[k] - o[k]) * inv[k], t1 = (n->hi[k] - o[k]) * inv[k];
        /* fminf/fmaxf drop the NaN of 0 * inf (origin on a slab plane of
         * a ray parallel to it). */
        tmin = fmaxf(tmin, fminf(t0, t1));
        tmax = fminf(tmax, fmaxf(t0, t1) * widen);
    }
    return tmin <= tmax;
}

static bool traverse(const scene *s, scene_vec3 org, scene_vec3 dir, float tmin, float tmax, scene_hit *hit, bool any)
{
    const struct scene_bvh *b = s->bvh;
    if (!b || !s->ntris)
        return false;
    ray_pre r = ray_prepare(org, dir);
    bool sign[3] = {dir.x < 0, dir.y < 0, dir.z < 0};
    uint32_t stack[STACK_MAX];
    int sp = 0;
    uint32_t node = 0;
    bool found = false;
    for (;;) {
        const bvh_node *n = &b->nodes[node];
        if (ray_box(&r, n, tmin, tmax)) {
            if (n->count) {
                for (uint32_t i = n->offset; i < n->offset + n->count; i++) {
                    const scene_vec3 *v = &b->verts[3 * i];
                    float t, u, w;
                    if (ray_tri(&r, v[0], v[1], v[2], tmin, tmax, &t, &u, &w)) {
                        if (any)
                            return true;
                        found = true;
                        tmax = t;
                        hit->t = t;
                        hit->u = u;
                        hit->v = w;
                        hit->tri = b->tri[i];
                    }
                }
            } else {
                /* Near child first: the far one waits on the stack. */
                if (sign[n->axis]) {
                    stack[sp++] = node + 1;
                    node = n->offset;
                } else {
                    stack[sp++] = n->offset;
                    node = node + 1;
                }
                continue;
            }
        }
        if (!sp)
            break;
        node = stack[--sp];
    }
    if (found)
        hit->obj = (int)s->tri_obj[hit->tri];
    return found;
}

bool scene_intersect(const scene *s, scene_vec3 org, scene_vec3 dir, float tmin, float tmax, scene_hit *hit)
{
    return traverse(s, org, dir, tmin, tmax, hit, false);
}

bool scene_occluded(const scene *s, scene_vec3 org, scene_vec3 dir, float tmin, float tmax)
{
    scene_hit unused;
    return traverse(s, org, dir, tmin, tmax, &unused, true);
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

static void stats_walk(const struct scene_bvh *b, uint32_t node, size_t depth, double area, scene_bvh_stats *st)
{
    const bvh_node *n = &b->nodes[node];
    box bx;
    memcpy(bx.lo, n->lo, sizeof bx.lo);
    memcpy(bx.hi, n->hi, sizeof bx.hi);
    double rel = area > 0 ? box_area(&bx) / area : 0;
    st->nodes++;
    if (depth > st->max_depth)
        st->max_depth = depth;
    if (n->count) {
        st->leaves++;
        if (n->count > st->max_leaf_tris)
            st->max_leaf_tris = n->count;
        st->sah_cost += rel * n->count;
        return;
    }
    st->sah_cost += rel;
    stats_walk(b, node + 1, depth + 1, area, st);
    stats_walk(b, n->offset, depth + 1, area, st);
}

void scene_bvh_get_stats(const scene *s, scene_bvh_stats *st)
{
    memset(st, 0, sizeof *st);
    if (!s->bvh || !s->ntris)
        return;
    box root;
    memcpy(root.lo, s->bvh->nodes[0].lo, sizeof root.lo);
    memcpy(root.hi, s->bvh->nodes[0].hi, sizeof root.hi);
    stats_walk(s->bvh, 0, 0, box_area(&root), st);
}
