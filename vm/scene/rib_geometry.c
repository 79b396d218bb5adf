/* RIB polygons (RI 3.2 section 5.1): Polygon, GeneralPolygon, PointsPolygons
 * and PointsGeneralPolygons with their primitive variables, triangulated by
 * ear clipping (holes joined to the outer loop by bridges), and the hand-off
 * of every mesh to the scene with the current attributes. */
#include "rib_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Ear clipping (and joining holes) takes up to the cube of a face's
 * corners: faces with more corners than this, bridges included, are fanned
 * instead (with a warning), so that no face costs more than about 10^8
 * steps. */
#define RIB_MAX_CLIP_CORNERS 512

/* ---- Ear clipping ------------------------------------------------------------ */

typedef struct pt2 {
    double x, y;
} pt2;

static double cross2(pt2 o, pt2 a, pt2 b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }

static bool same(pt2 a, pt2 b) { return a.x == b.x && a.y == b.y; }

/* Whether p lies in the counter-clockwise triangle abc (boundary included). */
static bool in_triangle(pt2 p, pt2 a, pt2 b, pt2 c)
{
    return cross2(a, b, p) >= 0 && cross2(b, c, p) >= 0 && cross2(c, a, p) >= 0;
}

static bool segments_cross(pt2 a, pt2 b, pt2 c, pt2 d)
{
    double d1 = cross2(a, b, c), d2 = cross2(a, b, d), d3 = cross2(c, d, a), d4 = cross2(c, d, b);
    return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/* Triangulates the loop `ring` (n corner indices into pts, counter-
 * clockwise) into tris (3 per triangle, n-2 of them); returns the count. */
static size_t clip_ears(const pt2 *pts, uint32_t *ring, size_t n, uint32_t *tris)
{
    size_t nt = 0, i = 0, fails = 0;
    while (n > 3 && fails < n) {
        i %= n;
        uint32_t a = ring[(i + n - 1) % n], b = ring[i], c = ring[(i + 1) % n];
        bool ear = cross2(pts[a], pts[b], pts[c]) > 0;
        for (size_t k = 0; ear && k < n; k++) {
            pt2 p = pts[ring[k]];
            if (!same(p, pts[a]) && !same(p, pts[b]) && !same(p, pts[c]) && in_triangle(p, pts[a], pts[b], pts[c]))
                ear = false;
        }
        if (!ear) {
            i++, fails++;
            continue;
        }
        tris[3 * nt] = a, tris[3 * nt + 1] = b, tris[3 * nt + 2] = c;
        nt++;
        memmove(ring + i, ring + i + 1, (n - i - 1) * sizeof *ring);
        n--;
        /* The corner before may have just become an ear. */
        i = i ? i - 1 : n - 1;
        fails = 0;
    }
    /* What no ear could be found for (degenerate or self-crossing input) is
     * fanned so that every corner still ends up in a triangle. */
    for (size_t i = 1; i + 1 < n; i++) {
        tris[3 * nt] = ring[0], tris[3 * nt + 1] = ring[i], tris[3 * nt + 2] = ring[i + 1];
        nt++;
    }
    return nt;
}

/* One face: loops[0] the outer boundary, the rest holes, each a run of
 * corner indices into the face's 2D points.  Joins each hole to the outer
 * loop by a bridge to the nearest outer corner it sees, then clips ears.
 * `ccw` tells whether the outer loop runs counter-clockwise in 2D. */
static size_t triangulate(const pt2 *pts, const size_t *loop_n, size_t nloops, uint32_t *tris, bool ccw)
{
    size_t total = 0;
    for (size_t l = 0; l < nloops; l++)
        total += loop_n[l];
    uint32_t *ring = scene_alloc(total + 2 * nloops, sizeof *ring);
    size_t n = loop_n[0];
    for (size_t i = 0; i < n; i++)
        ring[i] = ccw ? (uint32_t)i : (uint32_t)(n - 1 - i);
    size_t start = loop_n[0];
    for (size_t l = 1; l < nloops; l++) {
        size_t hn = loop_n[l];
        if (hn < 3) {
            start += hn;
            continue;
        }
        /* The hole's rightmost corner, joined to the nearest ring corner
         * whose segment crosses no edge of the ring or the hole. */
        size_t m = start;
        for (size_t k = start; k < start + hn; k++)
            if (pts[k].x > pts[m].x)
                m = k;
        size_t best = 0;
        double bestd = INFINITY;
        for (size_t r = 0; r < n; r++) {
            pt2 p = pts[ring[r]];
            double d = (p.x - pts[m].x) * (p.x - pts[m].x) + (p.y - pts[m].y) * (p.y - pts[m].y);
            if (d >= bestd)
                continue;
            bool blocked = false;
            for (size_t e = 0; e < n && !blocked; e++)
                blocked = segments_cross(pts[m], p, pts[ring[e]], pts[ring[(e + 1) % n]]);
            for (size_t e = 0; e < hn && !blocked; e++)
                blocked = segments_cross(pts[m], p, pts[start + e], pts[start + (e + 1) % hn]);
            if (!blocked)
                best = r, bestd = d;
        }
        /* ring[..best], the hole from m round clockwise (against the
         * outer loop) back to m, ring[best] again, ring[best+1..]. */
        double area = 0;
        for (size_t e = 0; e < hn; e++)
            area += cross2((pt2){0, 0}, pts[start + e], pts[start + (e + 1) % hn]);
        memmove(ring + best + hn + 3, ring + best + 1, (n - best - 1) * sizeof *ring);
        for (size_t k = 0; k <= hn; k++) {
            size_t off = (m - start + (area > 0 ? hn - k % hn : k)) % hn;
            ring[best + 1 + k] = (uint32_t)(start + off);
        }
        ring[best + hn + 2] = ring[best];
        n += hn + 2;
        start += hn;
    }
    size_t nt = clip_ears(pts, ring, n, tris);
    if (!ccw)
        for (size_t t = 0; t < nt; t++) {
            uint32_t s = tris[3 * t + 1];
            tris[3 * t + 1] = tris[3 * t + 2];
            tris[3 * t + 2] = s;
        }
    free(ring);
    return nt;
}

/* ---- Primitive variables ------------------------------------------------------- */

static const int type_size[] = {1, 1, 1, 3, 3, 3, 3, 4, 16};

/* A polygon request's faces: face f has face_loops[f] loops, loop l has
 * loop_n[l] corners, corner c is point verts[c]. */
typedef struct rib_faces {
    size_t nfaces, nloops, ncorners, npoints;
    const size_t *face_loops, *loop_n;
    const uint32_t *verts;
} rib_faces;

/* The value index of a parameter of class `cls` at face f, corner c. */
static size_t value_index(scene_param_class cls, const rib_faces *fc, size_t f, size_t c)
{
    switch (cls) {
    case SCENE_CLASS_CONSTANT: return 0;
    case SCENE_CLASS_UNIFORM: return f;
    case SCENE_CLASS_FACEVARYING: return c;
    default: return fc->verts[c];
    }
}

static size_t class_count(scene_param_class cls, const rib_faces *fc)
{
    switch (cls) {
    case SCENE_CLASS_CONSTANT: return 1;
    case SCENE_CLASS_UNIFORM: return fc->nfaces;
    case SCENE_CLASS_FACEVARYING: return fc->ncorners;
    default: return fc->npoints;
    }
}

static scene_vec3 newell(const scene_vec3 *P, size_t n)
{
    scene_vec3 nn = v3(0, 0, 0);
    for (size_t i = 0; i < n; i++) {
        scene_vec3 a = P[i], b = P[(i + 1) % n];
        nn = v3_add(nn, v3((a.y - b.y) * (a.z + b.z), (a.z - b.z) * (a.x + b.x), (a.x - b.x) * (a.y + b.y)));
    }
    return nn;
}

/* RI 3.2: "the surface parameters of a polygon are its (x,y) coordinates"
 * in object space (its plane is z(x, y)), and s, t equal them unless given.
 * A vertical plane has no z(x, y): it takes the two axes other than its
 * normal's largest component `drop` (the projection that triangulates it).
 * The corners [c0, c0 + n) of the face with normal fn get u, v and the
 * tangents of P(u, v) on the plane: e_u - (fn_u / fn_w) e_w for the
 * dropped axis w. */
static void polygon_parametrics(scene_mesh *m, size_t c0, size_t n, scene_vec3 fn, int drop, bool st_from_uv)
{
    float nc[3] = {fn.x, fn.y, fn.z};
    int w = nc[2] != 0 ? 2 : drop, a = (w + 1) % 3, b = (w + 2) % 3;
    float du[3] = {0}, dv[3] = {0};
    du[a] = dv[b] = 1;
    if (nc[w] != 0) { /* a degenerate face (no normal) keeps the axes */
        du[w] = -nc[a] / nc[w];
        dv[w] = -nc[b] / nc[w];
    }
    for (size_t c = c0; c < c0 + n; c++) {
        float p[3] = {m->P[c].x, m->P[c].y, m->P[c].z};
        m->u[c] = p[a];
        m->v[c] = p[b];
        m->dPdu[c] = v3(du[0], du[1], du[2]);
        m->dPdv[c] = v3(dv[0], dv[1], dv[2]);
        if (st_from_uv) {
            m->s[c] = m->u[c];
            m->t[c] = m->v[c];
        }
    }
}

static bool polygons(rib_state *st, const rib_request *rq, const rib_faces *fc, size_t first_param)
{
    scene_param *ps;
    size_t np;
    if (!rib_params(st, rq, first_param, &ps, &np))
        return false;
    const scene_param *P = NULL, *N = NULL, *Cs = NULL, *Os = NULL, *S = NULL, *T = NULL, *ST = NULL;
    for (size_t i = 0; i < np; i++) {
        scene_param *p = &ps[i];
        const char *n = p->name;
        if (!p->declared) {
            rib_warn(st, rq->line, rq->col, "%s: undeclared primitive variable \"%s\" ignored", rq->name, n);
            continue;
        }
        static const char *const class_names[] = {"constant", "uniform", "varying", "vertex", "facevarying"};
        size_t want = class_count(p->cls, fc) * (size_t)type_size[p->type] * (size_t)p->arraylen;
        if (p->nvalues != want)
            return rib_error(st, rq->line, rq->col, "%s: \"%s\" has %zu values, %s needs %zu", rq->name, n,
                             p->nvalues, class_names[p->cls], want);
        bool three = type_size[p->type] == 3 && p->arraylen == 1;
        if (strcmp(n, "P") == 0 && three)
            P = p;
        else if (strcmp(n, "Pw") == 0 && p->type == SCENE_PARAM_HPOINT && p->arraylen == 1)
            P = p;
        else if (strcmp(n, "N") == 0 && three)
            N = p;
        else if (strcmp(n, "Np") == 0 && three && !N)
            N = p;
        else if (strcmp(n, "Cs") == 0 && three)
            Cs = p;
        else if (strcmp(n, "Os") == 0 && three)
            Os = p;
        else if (strcmp(n, "s") == 0 && p->type == SCENE_PARAM_FLOAT && p->arraylen == 1)
            S = p;
        else if (strcmp(n, "t") == 0 && p->type == SCENE_PARAM_FLOAT && p->arraylen == 1)
            T = p;
        else if (strcmp(n, "st") == 0 && p->type == SCENE_PARAM_FLOAT && p->arraylen == 2)
            ST = p;
        else if (!rib_override(st, p, fc->nfaces == 1))
            rib_warn(st, rq->line, rq->col, "%s: primitive variable \"%s\" is not passed to the shaders", rq->name, n);
    }
    if (!P)
        return rib_error(st, rq->line, rq->col, "%s needs \"P\" (or \"Pw\") with one point per vertex", rq->name);
    int pdim = P->type == SCENE_PARAM_HPOINT ? 4 : 3;
    scene_mesh m;
    size_t maxtris = fc->ncorners + 2 * fc->nloops;
    scene_mesh_init(&m, fc->ncorners, maxtris);
    m.u = scene_alloc(fc->ncorners, sizeof *m.u);
    m.v = scene_alloc(fc->ncorners, sizeof *m.v);
    m.dPdu = scene_alloc(fc->ncorners, sizeof *m.dPdu);
    m.dPdv = scene_alloc(fc->ncorners, sizeof *m.dPdv);
    if (Cs)
        m.Cv = scene_alloc(fc->ncorners, sizeof *m.Cv);
    size_t ntris = 0, loop = 0, corner = 0;
    pt2 *pts = scene_alloc(fc->ncorners ? fc->ncorners : 1, sizeof *pts);
    for (size_t f = 0; f < fc->nfaces; f++) {
        size_t c0 = corner, nl = fc->face_loops[f], fcorners = 0;
        for (size_t l = 0; l < nl; l++)
            fcorners += fc->loop_n[loop + l];
        for (size_t c = c0; c < c0 + fcorners; c++) {
            const float *p = P->f + pdim * value_index(P->cls, fc, f, c);
            float w = pdim == 4 && p[3] != 0 ? p[3] : 1;
            m.P[c] = v3(p[0] / w, p[1] / w, p[2] / w);
            if (Cs) {
                const float *v = Cs->f + 3 * value_index(Cs->cls, fc, f, c);
                m.Cv[c] = v3(v[0], v[1], v[2]);
            }
            if (ST) {
                m.s[c] = ST->f[2 * value_index(ST->cls, fc, f, c)];
                m.t[c] = ST->f[2 * value_index(ST->cls, fc, f, c) + 1];
            }
            if (S)
                m.s[c] = S->f[value_index(S->cls, fc, f, c)];
            if (T)
                m.t[c] = T->f[value_index(T->cls, fc, f, c)];
        }
        scene_vec3 fn = newell(m.P + c0, fc->loop_n[loop]);
        for (size_t c = c0; c < c0 + fcorners; c++) {
            if (N) {
                const float *v = N->f + 3 * value_index(N->cls, fc, f, c);
                m.N[c] = v3(v[0], v[1], v[2]);
            } else {
                m.N[c] = fn;
            }
        }
        /* Project onto the plane across the normal's largest component. */
        float ax = fabsf(fn.x), ay = fabsf(fn.y), az = fabsf(fn.z);
        int drop = ax > ay ? (ax > az ? 0 : 2) : (ay > az ? 1 : 2);
        float along = drop == 0 ? fn.x : drop == 1 ? fn.y : fn.z;
        polygon_parametrics(&m, c0, fcorners, fn, drop, !(S || T || ST));
        for (size_t c = 0; c < fcorners; c++) {
            scene_vec3 q = m.P[c0 + c];
            pts[c] = drop == 0 ? (pt2){q.y, q.z} : drop == 1 ? (pt2){q.z, q.x} : (pt2){q.x, q.y};
        }
        uint32_t *tris = m.idx + 3 * ntris;
        size_t nt;
        if (fcorners + 2 * nl > RIB_MAX_CLIP_CORNERS) {
            rib_warn(st, rq->line, rq->col, "%s: a face of %zu corners is fanned, not clipped", rq->name, fcorners);
            nt = 0;
            for (size_t c = 1; c + 1 < fc->loop_n[loop]; c++, nt++)
                tris[3 * nt] = 0, tris[3 * nt + 1] = (uint32_t)c, tris[3 * nt + 2] = (uint32_t)c + 1;
        } else {
            nt = triangulate(pts, fc->loop_n + loop, nl, tris, along > 0);
        }
        for (size_t k = 0; k < 3 * nt; k++)
            tris[k] += (uint32_t)c0;
        ntris += nt;
        loop += nl;
        corner += fcorners;
    }
    free(pts);
    m.ntris = ntris;
    for (size_t c = 0; c < m.nverts; c++)
        if (!N)
            m.N[c] = v3_dot(m.N[c], m.N[c]) > 0 ? v3_normalize(m.N[c]) : v3(0, 0, 1);
    m.has_normals = true;
    m.has_st = S || T || ST;
    rib_orient(st, &m, !N);
    scene_vec3 os;
    if (Os) {
        /* Opacity is per object in the scene: one value for all. */
        os = v3(Os->f[0], Os->f[1], Os->f[2]);
        for (size_t i = 3; i < Os->nvalues; i++)
            if (Os->f[i] != Os->f[i % 3]) {
                rib_warn(st, rq->line, rq->col, "%s: \"Os\" varying over the primitive is not supported: its "
                         "first value is used", rq->name);
                break;
            }
    }
    rib_emit_mesh(st, &m, Os ? &os : NULL);
    return true;
}

/* ---- Requests ------------------------------------------------------------------ */

/* An array argument as indices or counts: whole numbers in [min, 2^31). */
static const uint32_t *whole_numbers(rib_state *st, const rib_request *rq, size_t arg, uint32_t min, size_t *n,
                                     uint32_t **owned)
{
    const float *v = rib_array(st, rq, arg, n);
    if (!v)
        return NULL;
    uint32_t *out = scene_alloc(*n ? *n : 1, sizeof *out);
    for (size_t i = 0; i < *n; i++) {
        if (!(v[i] >= (float)min && v[i] < 2147483648.0f && v[i] == floorf(v[i]))) {
            free(out);
            rib_error(st, rq->args[arg].line, rq->args[arg].col, "%s: argument %zu must hold whole numbers of at "
                      "least %u", rq->name, arg + 1, min);
            return NULL;
        }
        out[i] = (uint32_t)v[i];
    }
    *owned = out;
    return out;
}

/* The number of points "P" (or "Pw") gives in the list from argument
 * `first` on (Polygon's corner count); 0 when absent. */
static size_t points_given(const rib_request *rq, size_t first)
{
    for (size_t i = first; i + 1 < rq->nargs; i += 2) {
        if (rq->args[i].kind != RIB_ARG_STRING)
            return 0;
        const char *name = rq->strs[rq->args[i].first], *sp = strrchr(name, ' ');
        const char *base = sp ? sp + 1 : name;
        if (strcmp(base, "P") == 0)
            return rq->args[i + 1].n / 3;
        if (strcmp(base, "Pw") == 0)
            return rq->args[i + 1].n / 4;
    }
    return 0;
}

static bool polygon_request(rib_state *st, const rib_request *rq)
{
    bool general = strstr(rq->name, "General") != NULL, points = strncmp(rq->name, "Points", 6) == 0;
    /* The arrays: GeneralPolygon [nverts per loop]; PointsPolygons [nverts]
     * [verts]; PointsGeneralPolygons [nloops] [nverts] [verts]. */
    size_t narrays = points ? (general ? 3 : 2) : (general ? 1 : 0);
    uint32_t *a[3] = {NULL, NULL, NULL};
    size_t n[3] = {0, 0, 0}, *face_loops = NULL, *loop_n = NULL;
    uint32_t *verts = NULL;
    bool ok = false;
    for (size_t i = 0; i < narrays; i++) {
        uint32_t min = points && i == narrays - 1 ? 0 : i == narrays - 1 - (size_t)points ? 3 : 1;
        if (!whole_numbers(st, rq, i, min, &n[i], &a[i]))
            goto done;
    }
    rib_faces fc = {0};
    const uint32_t *nloops = general && points ? a[0] : NULL;
    const uint32_t *nverts = narrays ? a[narrays - 1 - (size_t)points] : NULL;
    size_t nloop_total = narrays ? n[narrays - 1 - (size_t)points] : 1;
    fc.nfaces = general ? (points ? n[0] : 1) : (points ? n[0] : 1);
    fc.nloops = nloop_total;
    face_loops = scene_alloc(fc.nfaces, sizeof *face_loops);
    loop_n = scene_alloc(fc.nloops, sizeof *loop_n);
    size_t sum = 0;
    for (size_t f = 0; f < fc.nfaces; f++)
        face_loops[f] = nloops ? nloops[f] : general && !points ? fc.nloops : 1;
    size_t loops_sum = 0;
    for (size_t f = 0; f < fc.nfaces; f++)
        loops_sum += face_loops[f];
    if (loops_sum != fc.nloops) {
        rib_error(st, rq->line, rq->col, "%s: the loop counts add up to %zu, but %zu loops are given", rq->name,
                  loops_sum, fc.nloops);
        goto done;
    }
    if (!narrays) {
        loop_n[0] = points_given(rq, 0);
        if (loop_n[0] < 3) {
            rib_error(st, rq->line, rq->col, "Polygon needs \"P\" with at least 3 points");
            goto done;
        }
    }
    for (size_t l = 0; l < fc.nloops; l++)
        sum += narrays ? (loop_n[l] = nverts[l]) : loop_n[l];
    fc.ncorners = sum;
    if (points) {
        if (n[narrays - 1] != sum) {
            rib_error(st, rq->line, rq->col, "%s: %zu vertex indices given, the counts need %zu", rq->name,
                      n[narrays - 1], sum);
            goto done;
        }
        verts = a[narrays - 1];
        a[narrays - 1] = NULL;
        for (size_t c = 0; c < sum; c++)
            fc.npoints = verts[c] + 1 > fc.npoints ? verts[c] + 1 : fc.npoints;
    } else {
        verts = scene_alloc(sum ? sum : 1, sizeof *verts);
        for (size_t c = 0; c < sum; c++)
            verts[c] = (uint32_t)c;
        fc.npoints = sum;
    }
    fc.face_loops = face_loops;
    fc.loop_n = loop_n;
    fc.verts = verts;
    ok = polygons(st, rq, &fc, narrays);
done:
    for (int i = 0; i < 3; i++)
        free(a[i]);
    free(face_loops);
    free(loop_n);
    free(verts);
    return ok;
}

void rib_orient(rib_state *st, scene_mesh *m, bool normals)
{
    const rib_attrs *a = &st->stack[st->depth];
    const float(*x)[4] = a->ctm.m;
    float det = x[0][0] * (x[1][1] * x[2][2] - x[1][2] * x[2][1]) - x[0][1] * (x[1][0] * x[2][2] - x[1][2] * x[2][0]) +
                x[0][2] * (x[1][0] * x[2][1] - x[1][1] * x[2][0]);
    if (a->orient_rh == (det < 0))
        return;
    for (size_t t = 0; t < m->ntris; t++) {
        uint32_t swap = m->idx[3 * t + 1];
        m->idx[3 * t + 1] = m->idx[3 * t + 2];
        m->idx[3 * t + 2] = swap;
    }
    for (size_t c = 0; c < m->nverts && normals; c++)
        m->N[c] = v3_scale(m->N[c], -1);
}

rib_handler rib_geometry_handler(const char *name)
{
    if (strcmp(name, "Polygon") == 0 || strcmp(name, "GeneralPolygon") == 0 || strcmp(name, "PointsPolygons") == 0 ||
        strcmp(name, "PointsGeneralPolygons") == 0)
        return polygon_request;
    return rib_primitive_handler(name);
}

/* A tangent d at a point moved by the projective m to P = q / w: the
 * derivative of q / w along d, (m d - P (m's fourth row . d)) / w. */
static scene_vec3 projected_tangent(const scene_mat4 *m, scene_vec3 P, float w, scene_vec3 d)
{
    float dw = m->m[3][0] * d.x + m->m[3][1] * d.y + m->m[3][2] * d.z;
    return v3_scale(v3_sub(scene_mat4_vector(m, d), v3_scale(P, dw)), 1 / w);
}

void rib_emit_mesh(rib_state *st, scene_mesh *m, const scene_vec3 *Os)
{
    const rib_attrs *a = &st->stack[st->depth];
    if (st->defining >= 0) {
        rib_object *o = &st->objects[st->defining];
        o->parts = scene_grow(o->parts, o->nparts + 1, sizeof *o->parts);
        o->parts[o->nparts++] = (rib_object_part){*m, a->ctm};
        return;
    }
    if (!st->in_world && !st->worlds) {
        rib_warn(st, st->request->line, st->request->col, "geometry before WorldBegin is ignored");
    }
    if (st->worlds != 1 || !st->in_world || !a->visible_camera || !m->ntris) {
        scene_mesh_free(m);
        return;
    }
    scene_rib *r = st->r;
    const float(*x)[4] = a->ctm.m;
    scene_mat4 place = a->ctm;
    if (x[3][0] != 0 || x[3][1] != 0 || x[3][2] != 0 || x[3][3] != 1) {
        /* A Perspective in the CTM: points divided by w here, normals
         * taken again from the projected triangles. */
        for (size_t i = 0; i < m->nverts; i++) {
            scene_vec3 p = m->P[i], q = scene_mat4_point(&a->ctm, p);
            float w = x[3][0] * p.x + x[3][1] * p.y + x[3][2] * p.z + x[3][3];
            bool finite = fabsf(w) > 1e-12f;
            m->P[i] = finite ? v3_scale(q, 1 / w) : q;
            if (finite && m->dPdu) {
                m->dPdu[i] = projected_tangent(&a->ctm, m->P[i], w, m->dPdu[i]);
                m->dPdv[i] = projected_tangent(&a->ctm, m->P[i], w, m->dPdv[i]);
            }
        }
        scene_mesh_compute_normals(m);
        place = scene_mat4_identity();
    }
    int id = scene_add_mesh(r->scene, m, &place, a->Cs, Os ? *Os : a->Os, (int)r->scene->nobjs);
    r->objects = scene_grow(r->objects, r->scene->nobjs, sizeof *r->objects);
    scene_rib_object *o = &r->objects[id];
    *o = (scene_rib_object){.object_to_camera = a->ctm, .lights = a->lights, .sides = a->sides,
                            .shading_rate = a->shading_rate, .visible_camera = a->visible_camera, .name = a->name,
                            .attrs = a->attrs};
    memcpy(o->shader, a->shader, sizeof o->shader);
    if (st->noverrides) {
        o->noverrides = st->noverrides;
        o->overrides = rib_arena_alloc(r, st->noverrides, sizeof *o->overrides);
        memcpy(o->overrides, st->overrides, st->noverrides * sizeof *o->overrides);
    }
    r->scene->objs[id].shader = a->shader[SCENE_SHADER_SURFACE];
    scene_mesh_free(m);
}
