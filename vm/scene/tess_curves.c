/* RI 3.2 Points (discs facing the camera) and Curves (ribbons facing the
 * camera), linear or cubic with any basis, periodic or not. */
#include "tess_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(sizeof(scene_vec3) == 3 * sizeof(float), "scene_vec3 is three packed floats");

/* Appends src (and its nvars floats per vertex) to dst. */
static void append_mesh(scene_mesh *dst, float **dvars, const scene_mesh *src, const float *svars, size_t nvars)
{
    size_t nv = dst->nverts + src->nverts, base = dst->nverts;
#define GROW(f) (dst->f = scene_grow(dst->f, nv, sizeof *dst->f), memcpy(dst->f + base, src->f, src->nverts * sizeof *dst->f))
    GROW(P);
    GROW(N);
    GROW(s);
    GROW(t);
    GROW(u);
    GROW(v);
    GROW(dPdu);
    GROW(dPdv);
#undef GROW
    dst->idx = scene_grow(dst->idx, 3 * (dst->ntris + src->ntris), sizeof *dst->idx);
    for (size_t i = 0; i < 3 * src->ntris; i++)
        dst->idx[3 * dst->ntris + i] = (uint32_t)(src->idx[i] + base);
    if (nvars) {
        *dvars = scene_grow(*dvars, nv * nvars, sizeof **dvars);
        memcpy(*dvars + base * nvars, svars, src->nverts * nvars * sizeof **dvars);
    }
    dst->nverts = nv;
    dst->ntris += src->ntris;
    dst->has_normals = dst->has_st = true;
}

/* A unit vector perpendicular to a (not zero). */
static scene_vec3 perpendicular(scene_vec3 a)
{
    scene_vec3 t = fabsf(a.x) < 0.6f * sqrtf(v3_dot(a, a)) ? v3(1, 0, 0) : v3(0, 1, 0);
    return v3_normalize(v3_cross(a, t));
}

static bool check_eye(const char *name, scene_vec3 eye, char **err)
{
    return tess_all_finite(&eye.x, 3) || scene_fail(err, "%s: the eye position is not finite", name);
}

/* ---- Points ---- */

bool scene_tess_points(const scene_points *pts, float tolerance, const scene_primvars *pv, scene_mesh *out,
                       float **vars, char **err)
{
    memset(out, 0, sizeof *out);
    if (vars)
        *vars = NULL;
    size_t n = pts->npoints, nvars;
    if (!n || !pts->P)
        return scene_fail(err, "Points: no points");
    if (!tess_all_finite(&pts->P[0].x, 3 * n))
        return scene_fail(err, "Points: a point is not finite");
    float rmax = pts->constant_width / 2;
    for (size_t i = 0; pts->width && i < n; i++) {
        if (!(pts->width[i] >= 0) || !isfinite(pts->width[i]))
            return scene_fail(err, "Points: width %zu is %g (widths must be finite and nonnegative)", i,
                              (double)pts->width[i]);
        rmax = fmaxf(rmax, pts->width[i] / 2);
    }
    if (!pts->width && !(rmax > 0 && isfinite(rmax)))
        return scene_fail(err, "Points: the constant width must be positive and finite (got %g)",
                          (double)pts->constant_width);
    if (!check_eye("Points", pts->eye, err) || !tess_check_tolerance("Points", tolerance, err) ||
        !tess_check_primvars("Points", pv, n, n, &nvars, err))
        return false;
    /* One unit disc, fine enough for the widest point, placed at each. */
    scene_quadric disc = {.kind = SCENE_DISK, .radius = 1, .thetamax = 360};
    scene_mesh unit;
    if (!scene_tess_quadric(&disc, rmax > 0 ? tolerance / rmax : 1, NULL, &unit, NULL, NULL))
        return scene_fail(err, "Points: tolerance %g needs more than %u vertices", (double)tolerance,
                          SCENE_TESS_MAX_VERTS);
    if ((double)unit.nverts * (double)n > SCENE_TESS_MAX_VERTS) {
        scene_mesh_free(&unit);
        return scene_fail(err, "Points: %zu points of %zu vertices each are more than %u vertices", n, unit.nverts,
                          SCENE_TESS_MAX_VERTS);
    }
    size_t k = unit.nverts;
    scene_mesh_init(out, n * k, n * unit.ntris);
    out->u = scene_alloc(n * k, sizeof *out->u);
    out->v = scene_alloc(n * k, sizeof *out->v);
    out->dPdu = scene_alloc(n * k, sizeof *out->dPdu);
    out->dPdv = scene_alloc(n * k, sizeof *out->dPdv);
    out->has_normals = out->has_st = true;
    float *values = nvars ? scene_alloc(n * k * nvars, sizeof *values) : NULL;
    for (size_t p = 0; p < n; p++) {
        scene_vec3 c = pts->P[p], to_eye = v3_sub(pts->eye, c);
        scene_vec3 nz = v3_dot(to_eye, to_eye) > 0 ? v3_normalize(to_eye) : v3(0, 0, 1);
        /* The disc's x and y axes, with x cross y = the facing normal. */
        scene_vec3 ax = perpendicular(nz), ay = v3_cross(nz, ax);
        float r = pts->width ? pts->width[p] / 2 : rmax;
        for (size_t i = 0; i < k; i++) {
            size_t o = p * k + i;
            scene_vec3 q = unit.P[i], du = unit.dPdu[i], dv = unit.dPdv[i];
            out->P[o] = v3_add(c, v3_scale(v3_add(v3_scale(ax, q.x), v3_scale(ay, q.y)), r));
            out->dPdu[o] = v3_scale(v3_add(v3_scale(ax, du.x), v3_scale(ay, du.y)), r);
            out->dPdv[o] = v3_scale(v3_add(v3_scale(ax, dv.x), v3_scale(ay, dv.y)), r);
            out->N[o] = nz;
            out->u[o] = out->s[o] = unit.u[i];
            out->v[o] = out->t[o] = unit.v[i];
            if (!values)
                continue;
            /* Each point's values hold over its whole disc. */
            for (size_t j = 0; j < pv->vertex_k; j++)
                values[o * nvars + j] = pv->vertex[p * pv->vertex_k + j];
            for (size_t j = 0; j < pv->varying_k; j++)
                values[o * nvars + pv->vertex_k + j] = pv->varying[p * pv->varying_k + j];
        }
        for (size_t i = 0; i < 3 * unit.ntris; i++)
            out->idx[3 * p * unit.ntris + i] = (uint32_t)(unit.idx[i] + p * k);
    }
    scene_mesh_free(&unit);
    if (!tess_mesh_finite(out)) {
        scene_mesh_free(out);
        free(values);
        return scene_fail(err, "Points: the discs are not finite in single precision (points too large?)");
    }
    if (vars)
        *vars = values;
    else
        free(values);
    return true;
}

/* ---- Curves ---- */

/* One curve: its points, varying widths and primitive variables. */
typedef struct curve_eval {
    const scene_curves *cv;
    tess_cubic_dir dir;
    const scene_vec3 *P;
    const float *width;   /* this curve's varying widths, or NULL */
    const float *vertex;  /* this curve's "vertex" values */
    const float *varying; /* this curve's "varying" values */
    const scene_primvars *pv;
} curve_eval;

static const tess_weights across = {.n = 1, .index = {0}, .w = {1}, .dw = {0}};

/* The varying corners of segment `seg` and the fraction f between them. */
static void varying_span(const curve_eval *e, int seg, double v, size_t *i0, size_t *i1, double *f)
{
    size_t count = (size_t)e->dir.nsegments + !e->dir.periodic;
    *i0 = (size_t)seg;
    *i1 = (size_t)(seg + 1) % count;
    *f = v * e->dir.nsegments - seg;
}

static void cross(const double *a, const double *b, double *o)
{
    o[0] = a[1] * b[2] - a[2] * b[1];
    o[1] = a[2] * b[0] - a[0] * b[2];
    o[2] = a[0] * b[1] - a[1] * b[0];
}

/* The ribbon's point P at (u, v): the centre line C plus (u - 1/2) width
 * along the unit C' x (eye - C) (dPdu), so that dPdu x dPdv faces the eye. */
static void ribbon_point(const curve_eval *e, int seg, double u, double v, double *P, double *dPdu)
{
    tess_weights w;
    tess_cubic_weights(&e->dir, seg, v, &w);
    tess_sample c;
    tess_blend_point(&e->P[0].x, 3, 1, &across, &w, &c);
    size_t i0, i1;
    double f, width = e->cv->constant_width;
    varying_span(e, seg, v, &i0, &i1, &f);
    if (e->width)
        width = e->width[i0] + f * (e->width[i1] - e->width[i0]);
    double to_eye[3] = {e->cv->eye.x - c.P[0], e->cv->eye.y - c.P[1], e->cv->eye.z - c.P[2]}, side[3];
    cross(c.dPdv, to_eye, side);
    double len = sqrt(side[0] * side[0] + side[1] * side[1] + side[2] * side[2]);
    if (!(len > 0)) {
        /* Looking along the curve (or a standstill): any side will do. */
        scene_vec3 d = v3((float)c.dPdv[0], (float)c.dPdv[1], (float)c.dPdv[2]);
        scene_vec3 p = perpendicular(v3_dot(d, d) > 0 ? d : v3(0, 0, 1));
        side[0] = p.x, side[1] = p.y, side[2] = p.z, len = 1;
    }
    for (int k = 0; k < 3; k++) {
        dPdu[k] = side[k] / len * width;
        P[k] = c.P[k] + (u - 0.5) * dPdu[k];
    }
}

static void curve_at(const void *ctx, int su, int sv, double u, double v, tess_sample *out, float *vars)
{
    (void)su;
    const curve_eval *e = ctx;
    ribbon_point(e, sv, u, v, out->P, out->dPdu);
    /* dPdv by central differences inside the segment: the side vector
     * turns with the curve and the view, a derivative not worth writing
     * out. */
    double lo = (double)sv / e->dir.nsegments, hi = (double)(sv + 1) / e->dir.nsegments, h = 1e-5 * (hi - lo);
    double va = fmax(lo, v - h), vb = fmin(hi, v + h), pa[3], pb[3], ignored[3];
    ribbon_point(e, sv, u, va, pa, ignored);
    ribbon_point(e, sv, u, vb, pb, ignored);
    for (int k = 0; k < 3; k++)
        out->dPdv[k] = (pb[k] - pa[k]) / (vb - va);
    if (!vars || !e->pv)
        return;
    const scene_primvars *pv = e->pv;
    if (pv->vertex_k) {
        tess_weights w;
        tess_cubic_weights(&e->dir, sv, v, &w);
        tess_blend_values(e->vertex, pv->vertex_k, 1, &across, &w, vars);
    }
    if (pv->varying_k) {
        size_t i0, i1, k = pv->varying_k;
        double f;
        varying_span(e, sv, v, &i0, &i1, &f);
        for (size_t i = 0; i < k; i++)
            vars[pv->vertex_k + i] = (float)(e->varying[i0 * k + i] + f * (e->varying[i1 * k + i] - e->varying[i0 * k + i]));
    }
}

/* Checks the curves and counts their varying points. */
static bool check_curves(const scene_curves *cv, size_t *nvarying, char **err)
{
    if (!cv->ncurves || !cv->nvertices || !cv->P)
        return scene_fail(err, "Curves: no curves");
    size_t total = 0;
    *nvarying = 0;
    for (size_t i = 0; i < cv->ncurves; i++) {
        char what[48];
        snprintf(what, sizeof what, "nvertices[%zu]", i);
        tess_cubic_dir d;
        if (!tess_cubic_setup("Curves", what, cv->nvertices[i], cv->periodic, cv->cubic ? &cv->basis : NULL, &d, err))
            return false;
        total += (size_t)cv->nvertices[i];
        *nvarying += (size_t)d.nsegments + !cv->periodic;
    }
    if (total != cv->npoints)
        return scene_fail(err, "Curves: %zu points given, the curves have %zu", cv->npoints, total);
    if (cv->cubic && !tess_all_finite(&cv->basis.m[0][0], 16))
        return scene_fail(err, "Curves: the basis matrix is not finite");
    if (!tess_all_finite(&cv->P[0].x, 3 * total))
        return scene_fail(err, "Curves: a point is not finite");
    if (cv->nwidths) {
        if (cv->nwidths != *nvarying || !cv->width)
            return scene_fail(err, "Curves: %zu widths given, %zu expected (one per varying point)", cv->nwidths,
                              *nvarying);
        for (size_t i = 0; i < cv->nwidths; i++)
            if (!(cv->width[i] >= 0) || !isfinite(cv->width[i]))
                return scene_fail(err, "Curves: width %zu is %g (widths must be finite and nonnegative)", i,
                                  (double)cv->width[i]);
    } else if (!(cv->constant_width > 0) || !isfinite(cv->constant_width)) {
        return scene_fail(err, "Curves: the constant width must be positive and finite (got %g)",
                          (double)cv->constant_width);
    }
    return check_eye("Curves", cv->eye, err);
}

bool scene_tess_curves(const scene_curves *cv, float tolerance, const scene_primvars *pv, scene_mesh *out,
                       float **vars, char **err)
{
    memset(out, 0, sizeof *out);
    if (vars)
        *vars = NULL;
    size_t nvarying = 0, nvars = 0;
    if (!check_curves(cv, &nvarying, err) || !tess_check_tolerance("Curves", tolerance, err) ||
        !tess_check_primvars("Curves", pv, cv->npoints, nvarying, &nvars, err))
        return false;
    static const double ubreak[2] = {0, 1};
    float *all = NULL;
    size_t first_point = 0, first_varying = 0;
    for (size_t i = 0; i < cv->ncurves; i++) {
        curve_eval e = {.cv = cv, .P = cv->P + first_point, .pv = pv};
        tess_cubic_setup("Curves", "", cv->nvertices[i], cv->periodic, cv->cubic ? &cv->basis : NULL, &e.dir, NULL);
        e.width = cv->nwidths ? cv->width + first_varying : NULL;
        if (pv) {
            e.vertex = pv->vertex ? pv->vertex + first_point * pv->vertex_k : NULL;
            e.varying = pv->varying ? pv->varying + first_varying * pv->varying_k : NULL;
        }
        double *vbreak = tess_uniform_breaks(e.dir.nsegments);
        tess_surface s = {.name = "Curves", .ctx = &e, .eval = curve_at, .nuspans = 1, .nvspans = e.dir.nsegments,
                          .ubreak = ubreak, .vbreak = vbreak, .nvars = nvars};
        scene_mesh one;
        float *one_vars = NULL;
        bool ok = tess_grid(&s, tolerance, &one, &one_vars, err);
        free(vbreak);
        if (ok && (double)out->nverts + (double)one.nverts > SCENE_TESS_MAX_VERTS)
            ok = scene_fail(err, "Curves: tolerance %g needs more than %u vertices", (double)tolerance,
                            SCENE_TESS_MAX_VERTS);
        if (ok)
            append_mesh(out, &all, &one, one_vars, nvars);
        scene_mesh_free(&one);
        free(one_vars);
        if (!ok) {
            scene_mesh_free(out);
            free(all);
            return false;
        }
        first_point += (size_t)cv->nvertices[i];
        first_varying += (size_t)e.dir.nsegments + !cv->periodic;
    }
    if (vars)
        *vars = all;
    else
        free(all);
    return true;
}
