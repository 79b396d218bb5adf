/* RiSubdivisionMesh "catmull-clark": Catmull-Clark refinement until the
 * control mesh is within the tolerance of its limit surface, then every
 * vertex pushed to its limit position with its limit normal.  Boundary
 * edges refine as creases (cubic B-spline boundary curves).  Tags are the
 * caller's to warn about. */
#include "tess_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* A polygon mesh being refined.  Each vertex has `width` doubles: x y z,
 * the "vertex" values, then the "varying" values; the first `smooth`
 * follow the Catmull-Clark rules, the rest refine linearly.  Face f has
 * corners [start[f], start[f+1]) of `corner`; corner c is the half-edge
 * from corner[c] to the next corner of its face. */
typedef struct cc_mesh {
    size_t nverts, nfaces, width, smooth;
    bool pin_corners; /* "interpolateboundary": points of one boundary face stay */
    double *val;
    size_t *start;
    uint32_t *corner;
} cc_mesh;

/* The edges: edge_of[c] per corner, twin[c] the corner on the other side
 * (SIZE_MAX on a boundary), ends[2e] and ends[2e+1] its vertices. */
typedef struct cc_edges {
    size_t nedges;
    size_t *edge_of, *twin;
    uint32_t *ends;
} cc_edges;

static void cc_free(cc_mesh *m)
{
    free(m->val);
    free(m->start);
    free(m->corner);
    memset(m, 0, sizeof *m);
}

static void edges_free(cc_edges *e)
{
    free(e->edge_of);
    free(e->twin);
    free(e->ends);
    memset(e, 0, sizeof *e);
}

static size_t face_of_next(const cc_mesh *m, size_t f, size_t c) { return c + 1 < m->start[f + 1] ? c + 1 : m->start[f]; }
static size_t face_of_prev(const cc_mesh *m, size_t f, size_t c) { return c > m->start[f] ? c - 1 : m->start[f + 1] - 1; }

typedef struct half_key {
    uint64_t key;
    size_t corner;
} half_key;

static int cmp_half(const void *a, const void *b)
{
    const half_key *x = a, *y = b;
    return x->key < y->key ? -1 : x->key > y->key ? 1 : x->corner < y->corner ? -1 : x->corner > y->corner;
}

/* Pairs the half-edges by their unordered end points; false when an edge
 * has more than two faces or a face repeats a point along an edge. */
static bool build_edges(const cc_mesh *m, size_t *face, cc_edges *e, char **err)
{
    size_t nc = m->start[m->nfaces];
    half_key *h = scene_alloc(nc, sizeof *h);
    for (size_t f = 0; f < m->nfaces; f++)
        for (size_t c = m->start[f]; c < m->start[f + 1]; c++) {
            uint32_t a = m->corner[c], b = m->corner[face_of_next(m, f, c)];
            face[c] = f;
            if (a == b) {
                free(h);
                return scene_fail(err, "SubdivisionMesh: face %zu repeats point %u along an edge", f, a);
            }
            h[c] = (half_key){(uint64_t)(a < b ? a : b) << 32 | (a < b ? b : a), c};
        }
    qsort(h, nc, sizeof *h, cmp_half);
    e->edge_of = scene_alloc(nc, sizeof *e->edge_of);
    e->twin = scene_alloc(nc, sizeof *e->twin);
    e->ends = scene_alloc(2 * nc, sizeof *e->ends);
    e->nedges = 0;
    for (size_t i = 0; i < nc;) {
        size_t j = i + 1;
        while (j < nc && h[j].key == h[i].key)
            j++;
        if (j - i > 2) {
            uint64_t k = h[i].key;
            free(h);
            return scene_fail(err, "SubdivisionMesh: the edge between points %u and %u has more than two faces",
                              (unsigned)(k >> 32), (unsigned)(k & 0xffffffffu));
        }
        size_t c0 = h[i].corner, c1 = j - i == 2 ? h[i + 1].corner : SIZE_MAX;
        e->edge_of[c0] = e->nedges;
        e->twin[c0] = c1;
        if (c1 != SIZE_MAX) {
            e->edge_of[c1] = e->nedges;
            e->twin[c1] = c0;
        }
        e->ends[2 * e->nedges] = (uint32_t)(h[i].key >> 32);
        e->ends[2 * e->nedges + 1] = (uint32_t)(h[i].key & 0xffffffffu);
        e->nedges++;
        i = j;
    }
    free(h);
    return true;
}

static double *row(const cc_mesh *m, size_t v) { return m->val + v * m->width; }
static void add_row(double *acc, const double *x, size_t n, double w)
{
    for (size_t i = 0; i < n; i++)
        acc[i] += w * x[i];
}

/* Per vertex: incident faces, edges and boundary edges, with the sums the
 * vertex rules need. */
typedef struct cc_ring {
    uint32_t *nfaces, *nedges, *nboundary;
    double *boundary_sum; /* width per vertex: sum of boundary neighbours */
} cc_ring;

static void ring_build(const cc_mesh *m, const cc_edges *e, cc_ring *r)
{
    size_t w = m->width;
    r->nfaces = scene_alloc(m->nverts, sizeof *r->nfaces);
    r->nedges = scene_alloc(m->nverts, sizeof *r->nedges);
    r->nboundary = scene_alloc(m->nverts, sizeof *r->nboundary);
    r->boundary_sum = scene_alloc(m->nverts * w, sizeof *r->boundary_sum);
    for (size_t c = 0; c < m->start[m->nfaces]; c++)
        r->nfaces[m->corner[c]]++;
    for (size_t c = 0; c < m->start[m->nfaces]; c++) {
        /* Each edge once: from its lower corner index (or its only one). */
        if (e->twin[c] != SIZE_MAX && e->twin[c] < c)
            continue;
        uint32_t a = e->ends[2 * e->edge_of[c]], b = e->ends[2 * e->edge_of[c] + 1];
        r->nedges[a]++;
        r->nedges[b]++;
        if (e->twin[c] == SIZE_MAX) {
            r->nboundary[a]++;
            r->nboundary[b]++;
            add_row(r->boundary_sum + (size_t)a * w, row(m, b), w, 1);
            add_row(r->boundary_sum + (size_t)b * w, row(m, a), w, 1);
        }
    }
}

static void ring_free(cc_ring *r)
{
    free(r->nfaces);
    free(r->nedges);
    free(r->nboundary);
    free(r->boundary_sum);
}

/* One Catmull-Clark step: vertex points, then edge points, then face
 * points; face f of n corners becomes n quads. */
static void refine(const cc_mesh *m, const cc_edges *e, const size_t *face, cc_mesh *out)
{
    size_t w = m->width, sm = m->smooth, nc = m->start[m->nfaces];
    size_t ebase = m->nverts, fbase = m->nverts + e->nedges;
    *out = (cc_mesh){.nverts = fbase + m->nfaces, .nfaces = nc, .width = w, .smooth = sm,
                     .pin_corners = m->pin_corners};
    out->val = scene_alloc(out->nverts * w, sizeof *out->val);
    out->start = scene_alloc(nc + 1, sizeof *out->start);
    out->corner = scene_alloc(4 * nc, sizeof *out->corner);
    for (size_t f = 0; f < m->nfaces; f++) {
        double *fp = row(out, fbase + f), n = (double)(m->start[f + 1] - m->start[f]);
        for (size_t c = m->start[f]; c < m->start[f + 1]; c++)
            add_row(fp, row(m, m->corner[c]), w, 1 / n);
    }
    for (size_t c = 0; c < nc; c++) {
        size_t ed = e->edge_of[c];
        if (e->twin[c] != SIZE_MAX && e->twin[c] < c)
            continue;
        double *ep = row(out, ebase + ed);
        const double *a = row(m, e->ends[2 * ed]), *b = row(m, e->ends[2 * ed + 1]);
        for (size_t i = 0; i < w; i++)
            ep[i] = (a[i] + b[i]) / 2;
        if (e->twin[c] != SIZE_MAX) {
            /* Interior: the average of the ends and the two face points. */
            const double *f0 = row(out, fbase + face[c]), *f1 = row(out, fbase + face[e->twin[c]]);
            for (size_t i = 0; i < sm; i++)
                ep[i] = (a[i] + b[i] + f0[i] + f1[i]) / 4;
        }
    }
    cc_ring r;
    ring_build(m, e, &r);
    /* Q (face points) and R (edge midpoints) summed per vertex. */
    double *q = scene_alloc(m->nverts * sm, sizeof *q), *mid = scene_alloc(m->nverts * sm, sizeof *mid);
    for (size_t c = 0; c < nc; c++) {
        uint32_t v = m->corner[c];
        add_row(q + (size_t)v * sm, row(out, fbase + face[c]), sm, 1);
        if (e->twin[c] != SIZE_MAX && e->twin[c] < c)
            continue;
        size_t ed = e->edge_of[c];
        uint32_t a = e->ends[2 * ed], b = e->ends[2 * ed + 1];
        add_row(mid + (size_t)a * sm, row(m, a), sm, 0.5);
        add_row(mid + (size_t)a * sm, row(m, b), sm, 0.5);
        add_row(mid + (size_t)b * sm, row(m, a), sm, 0.5);
        add_row(mid + (size_t)b * sm, row(m, b), sm, 0.5);
    }
    for (size_t v = 0; v < m->nverts; v++) {
        double *vp = row(out, v);
        const double *s = row(m, v);
        memcpy(vp, s, w * sizeof *vp);
        double n = r.nedges[v];
        if (!r.nboundary[v] && r.nfaces[v] == r.nedges[v] && n >= 3) {
            for (size_t i = 0; i < sm; i++)
                vp[i] = (q[v * sm + i] / n + 2 * mid[v * sm + i] / n + (n - 3) * s[i]) / n;
        } else if (r.nboundary[v] == 2 && !(m->pin_corners && r.nfaces[v] == 1)) {
            for (size_t i = 0; i < sm; i++)
                vp[i] = (r.boundary_sum[v * w + i] + 6 * s[i]) / 8;
        }
        /* Other vertices (boundary corners, non-manifold points) stay. */
    }
    free(q);
    free(mid);
    ring_free(&r);
    for (size_t f = 0, k = 0; f < m->nfaces; f++)
        for (size_t c = m->start[f]; c < m->start[f + 1]; c++, k++) {
            size_t p = face_of_prev(m, f, c);
            out->start[k] = 4 * k;
            uint32_t quad[4] = {m->corner[c], (uint32_t)(ebase + e->edge_of[c]), (uint32_t)(fbase + f),
                                (uint32_t)(ebase + e->edge_of[p])};
            memcpy(out->corner + 4 * k, quad, sizeof quad);
        }
    out->start[nc] = 4 * nc;
}

/* The limit of every vertex of an all-quad mesh (its smooth columns; the
 * linear ones stay), into lim; returns the largest distance a position
 * moves, the control mesh's distance from its limit surface. */
static double limit_points(const cc_mesh *m, const cc_edges *e, const size_t *face, double *lim)
{
    size_t w = m->width, sm = m->smooth;
    cc_ring r;
    ring_build(m, e, &r);
    double *sum = scene_alloc(m->nverts * sm, sizeof *sum); /* 4 sum(e) + sum(f) */
    for (size_t c = 0; c < m->start[m->nfaces]; c++) {
        size_t n1 = face_of_next(m, face[c], c), n2 = face_of_next(m, face[c], n1);
        add_row(sum + (size_t)m->corner[c] * sm, row(m, m->corner[n1]), sm, 4);
        add_row(sum + (size_t)m->corner[c] * sm, row(m, m->corner[n2]), sm, 1);
    }
    double moved = 0;
    for (size_t v = 0; v < m->nverts; v++) {
        const double *s = row(m, v);
        double *l = lim + v * w, n = r.nedges[v];
        memcpy(l, s, w * sizeof *l);
        if (!r.nboundary[v] && r.nfaces[v] == r.nedges[v] && n >= 3) {
            for (size_t i = 0; i < sm; i++)
                l[i] = (n * n * s[i] + sum[v * sm + i]) / (n * (n + 5));
        } else if (r.nboundary[v] == 2 && !(m->pin_corners && r.nfaces[v] == 1)) {
            for (size_t i = 0; i < sm; i++)
                l[i] = (r.boundary_sum[v * w + i] + 4 * s[i]) / 6;
        }
        moved = fmax(moved, hypot(hypot(l[0] - s[0], l[1] - s[1]), l[2] - s[2]));
    }
    free(sum);
    ring_free(&r);
    return moved;
}

/* The limit normal of an interior vertex from the tangents of its ordered
 * ring (e_i its edge neighbours, f_i the quads' far corners, walking
 * across the edges counter-clockwise); false where the ring is open or
 * its faces disagree in orientation. */
static bool limit_normal(const cc_mesh *m, const cc_edges *e, const size_t *face, size_t c0, size_t n,
                         scene_vec3 *out)
{
    double t1[3] = {0, 0, 0}, t2[3] = {0, 0, 0};
    double a = 1 + cos(2 * SCENE_PI / n) + cos(SCENE_PI / n) * sqrt(2 * (9 + cos(2 * SCENE_PI / n)));
    uint32_t v = m->corner[c0];
    size_t c = c0;
    for (size_t i = 0; i < n; i++) {
        size_t n1 = face_of_next(m, face[c], c), n2 = face_of_next(m, face[c], n1);
        double ci = cos(2 * SCENE_PI * i / n), ci1 = cos(2 * SCENE_PI * (i + 1) / n);
        double si = sin(2 * SCENE_PI * i / n), si1 = sin(2 * SCENE_PI * (i + 1) / n);
        const double *ei = row(m, m->corner[n1]), *fi = row(m, m->corner[n2]);
        for (int k = 0; k < 3; k++) {
            t1[k] += a * ci * ei[k] + (ci + ci1) * fi[k];
            t2[k] += a * si * ei[k] + (si + si1) * fi[k];
        }
        size_t back = e->twin[face_of_prev(m, face[c], c)];
        if (back == SIZE_MAX || m->corner[back] != v)
            return false;
        c = back;
    }
    if (c != c0)
        return false;
    double nrm[3] = {t1[1] * t2[2] - t1[2] * t2[1], t1[2] * t2[0] - t1[0] * t2[2], t1[0] * t2[1] - t1[1] * t2[0]};
    double len = sqrt(nrm[0] * nrm[0] + nrm[1] * nrm[1] + nrm[2] * nrm[2]);
    if (!(len > 0) || !isfinite(len))
        return false;
    *out = v3((float)(nrm[0] / len), (float)(nrm[1] / len), (float)(nrm[2] / len));
    return true;
}

/* The output: limit positions and values, quads split in two keeping the
 * faces' winding, limit normals (area-weighted face normals where the
 * ring gives none). */
static void emit(const cc_mesh *m, const cc_edges *e, const size_t *face, const double *lim, size_t nvars,
                 scene_mesh *out, float **vars)
{
    scene_mesh_init(out, m->nverts, 2 * m->nfaces);
    out->has_normals = true;
    for (size_t v = 0; v < m->nverts; v++) {
        const double *l = lim + v * m->width;
        out->P[v] = v3((float)l[0], (float)l[1], (float)l[2]);
    }
    for (size_t f = 0; f < m->nfaces; f++) {
        const uint32_t *q = m->corner + m->start[f];
        uint32_t tri[6] = {q[0], q[1], q[2], q[0], q[2], q[3]};
        memcpy(out->idx + 6 * f, tri, sizeof tri);
    }
    scene_mesh_compute_normals(out);
    cc_ring r;
    ring_build(m, e, &r);
    bool *done = scene_alloc(m->nverts, sizeof *done);
    for (size_t c = 0; c < m->start[m->nfaces]; c++) {
        uint32_t v = m->corner[c];
        if (done[v] || r.nboundary[v] || r.nfaces[v] != r.nedges[v])
            continue;
        done[v] = true;
        limit_normal(m, e, face, c, r.nedges[v], &out->N[v]);
    }
    free(done);
    ring_free(&r);
    if (vars && nvars) {
        *vars = scene_alloc(m->nverts * nvars, sizeof **vars);
        for (size_t v = 0; v < m->nverts; v++)
            for (size_t i = 0; i < nvars; i++)
                (*vars)[v * nvars + i] = (float)lim[v * m->width + 3 + i];
    }
}

/* Checks the input and copies it into a level-0 mesh. */
static bool load_input(const scene_subdiv_mesh *sm, const scene_primvars *pv, size_t nvars, cc_mesh *m, char **err)
{
    if (!sm->nfaces || !sm->face_nverts || !sm->face_verts)
        return scene_fail(err, "SubdivisionMesh: no faces");
    if (!sm->npoints || !sm->P)
        return scene_fail(err, "SubdivisionMesh: no points");
    size_t total = 0;
    for (size_t f = 0; f < sm->nfaces; f++) {
        if (sm->face_nverts[f] < 3)
            return scene_fail(err, "SubdivisionMesh: face %zu has %d points (at least 3)", f, (int)sm->face_nverts[f]);
        total += (size_t)sm->face_nverts[f];
        if (total > SCENE_TESS_MAX_VERTS)
            return scene_fail(err, "SubdivisionMesh: more than %u face corners", SCENE_TESS_MAX_VERTS);
    }
    if (total != sm->nface_verts)
        return scene_fail(err, "SubdivisionMesh: %zu point indices given, the faces have %zu corners",
                          sm->nface_verts, total);
    for (size_t i = 0; i < total; i++)
        if (sm->face_verts[i] < 0 || (size_t)sm->face_verts[i] >= sm->npoints)
            return scene_fail(err, "SubdivisionMesh: point index %d is not within 0..%zu", (int)sm->face_verts[i],
                              sm->npoints - 1);
    if (!tess_all_finite(&sm->P[0].x, 3 * sm->npoints))
        return scene_fail(err, "SubdivisionMesh: a point is not finite");
    size_t vk = pv ? pv->vertex_k : 0, yk = pv ? pv->varying_k : 0;
    *m = (cc_mesh){.nverts = sm->npoints, .nfaces = sm->nfaces, .width = 3 + nvars, .smooth = 3 + vk,
                   .pin_corners = sm->interpolate_boundary};
    m->val = scene_alloc(m->nverts * m->width, sizeof *m->val);
    m->start = scene_alloc(m->nfaces + 1, sizeof *m->start);
    m->corner = scene_alloc(total, sizeof *m->corner);
    for (size_t v = 0; v < m->nverts; v++) {
        double *x = row(m, v);
        x[0] = sm->P[v].x;
        x[1] = sm->P[v].y;
        x[2] = sm->P[v].z;
        for (size_t i = 0; i < vk; i++)
            x[3 + i] = pv->vertex[v * vk + i];
        for (size_t i = 0; i < yk; i++)
            x[3 + vk + i] = pv->varying[v * yk + i];
    }
    for (size_t f = 0, c = 0; f < m->nfaces; f++) {
        m->start[f] = c;
        c += (size_t)sm->face_nverts[f];
    }
    m->start[m->nfaces] = total;
    for (size_t i = 0; i < total; i++)
        m->corner[i] = (uint32_t)sm->face_verts[i];
    return true;
}

/* How close the control mesh must come to the limit surface: the flat
 * quads between limit points then stay within the tolerance. */
#define SUBDIV_BUDGET 0.5

bool scene_tess_subdiv_mesh(const scene_subdiv_mesh *sm, float tolerance, const scene_primvars *pv, scene_mesh *out,
                            float **vars, char **err)
{
    memset(out, 0, sizeof *out);
    if (vars)
        *vars = NULL;
    size_t nvars;
    cc_mesh m;
    if (!tess_check_tolerance("SubdivisionMesh", tolerance, err) ||
        !tess_check_primvars("SubdivisionMesh", pv, sm->npoints, sm->npoints, &nvars, err) ||
        !load_input(sm, pv, nvars, &m, err))
        return false;
    cc_edges e = {0};
    size_t *face = scene_alloc(m.start[m.nfaces], sizeof *face);
    double *lim = NULL;
    bool ok = build_edges(&m, face, &e, err);
    while (ok) {
        size_t next_verts = m.nverts + e.nedges + m.nfaces;
        if (next_verts > SCENE_TESS_MAX_VERTS) {
            ok = scene_fail(err, "SubdivisionMesh: tolerance %g needs more than %u vertices", (double)tolerance,
                            SCENE_TESS_MAX_VERTS);
            break;
        }
        cc_mesh fine;
        refine(&m, &e, face, &fine);
        cc_free(&m);
        edges_free(&e);
        m = fine;
        face = scene_grow(face, m.start[m.nfaces], sizeof *face);
        ok = build_edges(&m, face, &e, err);
        if (!ok)
            break;
        lim = scene_grow(lim, m.nverts * m.width, sizeof *lim);
        if (limit_points(&m, &e, face, lim) <= SUBDIV_BUDGET * tolerance) {
            emit(&m, &e, face, lim, nvars, out, vars);
            if (!tess_mesh_finite(out)) {
                ok = scene_fail(err, "SubdivisionMesh: the surface is not finite in single precision "
                                     "(points too large?)");
                scene_mesh_free(out);
                if (vars) {
                    free(*vars);
                    *vars = NULL;
                }
            }
            break;
        }
    }
    cc_free(&m);
    edges_free(&e);
    free(face);
    free(lim);
    return ok;
}
