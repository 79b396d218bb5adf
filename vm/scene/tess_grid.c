/* The tessellators' common back end: a parametric surface, cut into spans,
 * becomes a tensor grid of triangles whose steps per span follow the
 * surface's second derivatives, so that the flat triangles stay within the
 * tolerance.  Also the input checks the tessellators share. */
#include "tess_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Samples per span and direction for estimating the second derivatives,
 * unless the surface asks for more. */
#define TESS_SAMPLES 8
/* Headroom over the sampled second derivatives: the samples' second
 * differences average over a sample step, so they can fall a little short
 * of the largest value inside the span. */
#define TESS_SAFETY 1.25

bool tess_all_finite(const float *x, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!isfinite(x[i]))
            return false;
    return true;
}

static bool vec_finite(scene_vec3 a) { return isfinite(a.x) && isfinite(a.y) && isfinite(a.z); }

bool tess_mesh_finite(const scene_mesh *m)
{
    for (size_t i = 0; i < m->nverts; i++)
        if (!vec_finite(m->P[i]) || !vec_finite(m->N[i]) ||
            (m->dPdu && (!vec_finite(m->dPdu[i]) || !vec_finite(m->dPdv[i]))))
            return false;
    return true;
}

bool tess_check_tolerance(const char *name, float tolerance, char **err)
{
    if (!(tolerance > 0) || !isfinite(tolerance))
        return scene_fail(err, "%s: the tolerance must be positive and finite (got %g)", name, (double)tolerance);
    return true;
}

static bool check_class(const char *name, const char *cls, size_t k, size_t count, const float *values,
                        size_t expected, char **err)
{
    if (!k)
        return true;
    if (count != expected)
        return scene_fail(err, "%s: %zu \"%s\" values given, %zu expected", name, count, cls, expected);
    if (!values || !tess_all_finite(values, k * count))
        return scene_fail(err, "%s: a \"%s\" primitive variable is not a finite number", name, cls);
    return true;
}

bool tess_check_primvars(const char *name, const scene_primvars *pv, size_t vertex_count, size_t varying_count,
                         size_t *nvars, char **err)
{
    *nvars = 0;
    if (!pv)
        return true;
    if (!check_class(name, "vertex", pv->vertex_k, pv->vertex_count, pv->vertex, vertex_count, err) ||
        !check_class(name, "varying", pv->varying_k, pv->varying_count, pv->varying, varying_count, err))
        return false;
    *nvars = pv->vertex_k + pv->varying_k;
    return true;
}

void tess_bilinear(const float *c00, const float *c10, const float *c01, const float *c11, size_t k, double fu,
                   double fv, float *out)
{
    for (size_t i = 0; i < k; i++) {
        double lo = c00[i] + fu * (c10[i] - c00[i]), hi = c01[i] + fu * (c11[i] - c01[i]);
        out[i] = (float)(lo + fv * (hi - lo));
    }
}

/* ---- Vectors in double ---- */

static double dot3(const double *a, const double *b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }
static double len3(const double *a) { return sqrt(dot3(a, a)); }
static void cross3(const double *a, const double *b, double *out)
{
    out[0] = a[1] * b[2] - a[2] * b[1];
    out[1] = a[2] * b[0] - a[0] * b[2];
    out[2] = a[0] * b[1] - a[1] * b[0];
}
/* |a - 2b + c| and |a - b - c + d|: second differences. */
static double second_diff(const double *a, const double *b, const double *c)
{
    double d[3] = {a[0] - 2 * b[0] + c[0], a[1] - 2 * b[1] + c[1], a[2] - 2 * b[2] + c[2]};
    return len3(d);
}
static double twist_diff(const double *a, const double *b, const double *c, const double *d)
{
    double e[3] = {a[0] - b[0] - c[0] + d[0], a[1] - b[1] - c[1] + d[1], a[2] - b[2] - c[2] + d[2]};
    return len3(e);
}

static bool sample_finite(const tess_sample *p)
{
    for (int k = 0; k < 3; k++)
        if (!isfinite(p->P[k]) || !isfinite(p->dPdu[k]) || !isfinite(p->dPdv[k]))
            return false;
    return true;
}

static bool fail_not_finite(const tess_surface *s, char **err)
{
    return scene_fail(err, "%s: the surface is not finite (homogeneous weights summing to zero?)", s->name);
}

/* ---- Step counts ---- */

/* The second derivatives' bounds, from the sampled second differences of
 * P: muu per u span, mvv per v span, muv per span pair; and the largest
 * first derivatives (the scale for telling a degenerate point). */
typedef struct tess_bounds {
    double *muu, *mvv, *muv;
    double max_dPdu, max_dPdv;
} tess_bounds;

static bool sample_bounds(const tess_surface *s, tess_bounds *b, char **err)
{
    int S = s->samples > TESS_SAMPLES ? s->samples : TESS_SAMPLES, N = S + 1;
    int nu = s->nuspans, nv = s->nvspans;
    b->muu = scene_alloc((size_t)nu, sizeof *b->muu);
    b->mvv = scene_alloc((size_t)nv, sizeof *b->mvv);
    b->muv = scene_alloc((size_t)nu * (size_t)nv, sizeof *b->muv);
    b->max_dPdu = b->max_dPdv = 0;
    tess_sample *g = scene_alloc((size_t)N * (size_t)N, sizeof *g);
#define G(j, i) g[(size_t)(j) * (size_t)N + (size_t)(i)]
    bool finite = true;
    for (int sv = 0; sv < nv; sv++)
        for (int su = 0; su < nu; su++) {
            double u0 = s->ubreak[su], du = (s->ubreak[su + 1] - u0) / S;
            double v0 = s->vbreak[sv], dv = (s->vbreak[sv + 1] - v0) / S;
            for (int j = 0; j < N; j++)
                for (int i = 0; i < N; i++) {
                    tess_sample *p = &G(j, i);
                    s->eval(s->ctx, su, sv, u0 + i * du, v0 + j * dv, p, NULL);
                    finite &= sample_finite(p);
                    b->max_dPdu = fmax(b->max_dPdu, len3(p->dPdu));
                    b->max_dPdv = fmax(b->max_dPdv, len3(p->dPdv));
                }
            double muu = 0, mvv = 0, muv = 0;
            for (int j = 0; j < N; j++)
                for (int i = 1; i + 1 < N; i++) {
                    muu = fmax(muu, second_diff(G(j, i - 1).P, G(j, i).P, G(j, i + 1).P));
                    mvv = fmax(mvv, second_diff(G(i - 1, j).P, G(i, j).P, G(i + 1, j).P));
                }
            for (int j = 0; j + 1 < N; j++)
                for (int i = 0; i + 1 < N; i++)
                    muv = fmax(muv, twist_diff(G(j, i).P, G(j, i + 1).P, G(j + 1, i).P, G(j + 1, i + 1).P));
            b->muu[su] = fmax(b->muu[su], TESS_SAFETY * muu / (du * du));
            b->mvv[sv] = fmax(b->mvv[sv], TESS_SAFETY * mvv / (dv * dv));
            b->muv[(size_t)sv * nu + su] = TESS_SAFETY * muv / (du * dv);
        }
#undef G
    free(g);
    return finite || fail_not_finite(s, err);
}

/* Steps for a span of width w whose second derivative is at most m, so that
 * m h^2 / 8 <= budget with h = w / steps.  Linear interpolation over a
 * triangle of sides hu, hv errs by at most (muu hu^2 + 2 muv hu hv +
 * mvv hv^2) / 8; each of the three terms gets a third of the tolerance. */
static double steps_for(double w, double m, double budget) { return ceil(fabs(w) * sqrt(m / (8 * budget))); }

static bool choose_steps(const tess_surface *s, const tess_bounds *b, double tolerance, int *usteps, int *vsteps,
                         char **err)
{
    double budget = tolerance / 3, limit = SCENE_TESS_MAX_VERTS;
    double *nu = scene_alloc((size_t)s->nuspans, sizeof *nu), *nv = scene_alloc((size_t)s->nvspans, sizeof *nv);
    for (int i = 0; i < s->nuspans; i++)
        nu[i] = fmax(fmax(1, s->min_usteps), steps_for(s->ubreak[i + 1] - s->ubreak[i], b->muu[i], budget));
    for (int j = 0; j < s->nvspans; j++)
        nv[j] = fmax(fmax(1, s->min_vsteps), steps_for(s->vbreak[j + 1] - s->vbreak[j], b->mvv[j], budget));
    /* The twist term muv hu hv / 4 <= budget: where a span pair exceeds it
     * by `excess` at the steps above, both its spans take sqrt(excess)
     * times those steps (each span the largest factor it meets, so that
     * factors do not compound). */
    double *nu0 = scene_alloc((size_t)s->nuspans, sizeof *nu0), *nv0 = scene_alloc((size_t)s->nvspans, sizeof *nv0);
    memcpy(nu0, nu, (size_t)s->nuspans * sizeof *nu);
    memcpy(nv0, nv, (size_t)s->nvspans * sizeof *nv);
    for (int j = 0; j < s->nvspans; j++)
        for (int i = 0; i < s->nuspans; i++) {
            double hu = (s->ubreak[i + 1] - s->ubreak[i]) / nu0[i], hv = (s->vbreak[j + 1] - s->vbreak[j]) / nv0[j];
            double excess = b->muv[(size_t)j * s->nuspans + i] * fabs(hu * hv) / 4 / budget;
            if (excess > 1) {
                nu[i] = fmax(nu[i], ceil(nu0[i] * sqrt(excess)));
                nv[j] = fmax(nv[j], ceil(nv0[j] * sqrt(excess)));
            }
        }
    free(nu0);
    free(nv0);
    double total_u = 1, total_v = 1;
    for (int i = 0; i < s->nuspans; i++)
        total_u += nu[i];
    for (int j = 0; j < s->nvspans; j++)
        total_v += nv[j];
    bool ok = total_u * total_v <= limit;
    if (ok) {
        for (int i = 0; i < s->nuspans; i++)
            usteps[i] = (int)nu[i];
        for (int j = 0; j < s->nvspans; j++)
            vsteps[j] = (int)nv[j];
    } else {
        scene_fail(err, "%s: tolerance %g needs %.3g vertices, more than the limit of %u", s->name, tolerance,
                   total_u * total_v, SCENE_TESS_MAX_VERTS);
    }
    free(nu);
    free(nv);
    return ok;
}

/* ---- The grid ---- */

/* One grid line: its span and parameter. */
typedef struct tess_line {
    int span;
    double t;
} tess_line;

/* The grid lines of one direction: each span's steps, the shared
 * breakpoints once (taken exactly, from the span before them). */
static tess_line *grid_lines(int nspans, const double *brk, const int *steps, size_t *n)
{
    size_t count = 1;
    for (int i = 0; i < nspans; i++)
        count += (size_t)steps[i];
    tess_line *l = scene_alloc(count, sizeof *l);
    size_t k = 0;
    l[k++] = (tess_line){0, brk[0]};
    for (int i = 0; i < nspans; i++)
        for (int j = 1; j <= steps[i]; j++)
            l[k++] = (tess_line){i, j == steps[i] ? brk[i + 1] : brk[i] + (brk[i + 1] - brk[i]) * j / steps[i]};
    *n = count;
    return l;
}

/* The unit vector along c, normalized in double so that a long c (huge
 * coordinates) does not overflow float; (0, 0, 1) for a zero c. */
static scene_vec3 unit3(const double *c)
{
    double l = len3(c);
    if (!(l > 0) || !isfinite(l))
        return v3(0, 0, 1);
    return v3((float)(c[0] / l), (float)(c[1] / l), (float)(c[2] / l));
}

/* A parameter a hair from t towards the middle of the span [lo, hi]. */
static double inward(double t, double lo, double hi)
{
    double d = 1e-6 * (hi - lo);
    return t - lo < hi - t ? t + d : t - d;
}

/* N = normalize(dPdu x dPdv); where that vanishes (a pole, an apex, a
 * collapsed edge, a parametrization that stalls), the normal a hair inside
 * the span in both directions: which one restores the derivatives depends
 * on the surface, and moving along the other costs nothing. */
static scene_vec3 grid_normal(const tess_surface *s, const tess_bounds *b, tess_line lu, tess_line lv,
                              const tess_sample *p)
{
    const double rel = 1e-7;
    double c[3];
    cross3(p->dPdu, p->dPdv, c);
    double lu_ = len3(p->dPdu), lv_ = len3(p->dPdv);
    bool flat_u = lu_ <= rel * b->max_dPdu, flat_v = lv_ <= rel * b->max_dPdv;
    if (!flat_u && !flat_v && len3(c) > rel * lu_ * lv_)
        return unit3(c);
    double u = inward(lu.t, s->ubreak[lu.span], s->ubreak[lu.span + 1]);
    double v = inward(lv.t, s->vbreak[lv.span], s->vbreak[lv.span + 1]);
    tess_sample q;
    s->eval(s->ctx, lu.span, lv.span, u, v, &q, NULL);
    cross3(q.dPdu, q.dPdv, c);
    return unit3(c);
}

static scene_vec3 to_vec3(const double *a) { return v3((float)a[0], (float)a[1], (float)a[2]); }

/* Evaluates the grid's vertices and its triangles into out (allocated
 * for nu x nv vertices) and values; false if any sample is not finite
 * (doubles beyond FLT_MAX included). */
static bool fill_grid(const tess_surface *s, const tess_bounds *b, const tess_line *ul, size_t nu,
                      const tess_line *vl, size_t nv, scene_mesh *out, float *values)
{
    for (size_t j = 0; j < nv; j++)
        for (size_t i = 0; i < nu; i++) {
            size_t k = j * nu + i;
            tess_sample p;
            s->eval(s->ctx, ul[i].span, vl[j].span, ul[i].t, vl[j].t, &p, values ? values + k * s->nvars : NULL);
            out->P[k] = to_vec3(p.P);
            out->dPdu[k] = to_vec3(p.dPdu);
            out->dPdv[k] = to_vec3(p.dPdv);
            out->N[k] = grid_normal(s, b, ul[i], vl[j], &p);
            out->u[k] = out->s[k] = (float)ul[i].t;
            out->v[k] = out->t[k] = (float)vl[j].t;
        }
    /* Counter-clockwise in (u, v), so (B-A) x (C-A) follows dPdu x dPdv. */
    uint32_t *t = out->idx;
    for (size_t j = 0; j + 1 < nv; j++)
        for (size_t i = 0; i + 1 < nu; i++) {
            uint32_t a = (uint32_t)(j * nu + i), c = (uint32_t)((j + 1) * nu + i);
            uint32_t tri[6] = {a, a + 1, c + 1, a, c + 1, c};
            memcpy(t, tri, sizeof tri);
            t += 6;
        }
    return tess_mesh_finite(out);
}

bool tess_grid(const tess_surface *s, float tolerance, scene_mesh *out, float **vars, char **err)
{
    memset(out, 0, sizeof *out);
    if (vars)
        *vars = NULL;
    tess_bounds b;
    int *usteps = scene_alloc((size_t)s->nuspans, sizeof *usteps);
    int *vsteps = scene_alloc((size_t)s->nvspans, sizeof *vsteps);
    bool ok = sample_bounds(s, &b, err) && choose_steps(s, &b, tolerance, usteps, vsteps, err);
    if (ok) {
        size_t nu, nv;
        tess_line *ul = grid_lines(s->nuspans, s->ubreak, usteps, &nu);
        tess_line *vl = grid_lines(s->nvspans, s->vbreak, vsteps, &nv);
        scene_mesh_init(out, nu * nv, 2 * (nu - 1) * (nv - 1));
        out->u = scene_alloc(out->nverts, sizeof *out->u);
        out->v = scene_alloc(out->nverts, sizeof *out->v);
        out->dPdu = scene_alloc(out->nverts, sizeof *out->dPdu);
        out->dPdv = scene_alloc(out->nverts, sizeof *out->dPdv);
        out->has_normals = out->has_st = true;
        float *values = s->nvars ? scene_alloc(out->nverts * s->nvars, sizeof *values) : NULL;
        if (!fill_grid(s, &b, ul, nu, vl, nv, out, values)) {
            ok = fail_not_finite(s, err);
            scene_mesh_free(out);
            free(values);
            values = NULL;
        }
        free(ul);
        free(vl);
        if (vars)
            *vars = values;
        else
            free(values);
    }
    free(b.muu);
    free(b.mvv);
    free(b.muv);
    free(usteps);
    free(vsteps);
    return ok;
}
