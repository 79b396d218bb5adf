/* RI 3.2 NuPatch (non-uniform rational B-spline surfaces, untrimmed) as a
 * parametric surface for tess_grid: its spans are the nonempty knot
 * intervals inside [umin, umax] x [vmin, vmax]. */
#include "tess_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* One direction: the knots, and per span the knot interval it lies in. */
typedef struct nu_dir {
    int n, order;
    const float *knot;
    int nspans;
    int *span_knot; /* span i lies in [knot[k], knot[k+1]], k = span_knot[i] */
    double *brk;
} nu_dir;

typedef struct nu_eval {
    const scene_nupatch *np;
    nu_dir u, v;
    const scene_primvars *pv;
} nu_eval;

/* The order nonzero B-spline basis functions N_{k-p..k} of degree p at t in
 * knot interval k, and their derivatives (Cox-de Boor; derivatives from the
 * degree p-1 functions). */
static void dir_weights(const nu_dir *d, int span, double t, tess_weights *w)
{
    int k = d->span_knot[span], p = d->order - 1;
    const float *U = d->knot;
    double N[TESS_MAX_ORDER], prev[TESS_MAX_ORDER], left[TESS_MAX_ORDER], right[TESS_MAX_ORDER];
    N[0] = 1;
    for (int j = 1; j <= p; j++) {
        memcpy(prev, N, sizeof N[0] * (size_t)j);
        left[j] = t - U[k + 1 - j];
        right[j] = U[k + j] - t;
        double saved = 0;
        for (int r = 0; r < j; r++) {
            double tmp = N[r] / (right[r + 1] + left[j - r]);
            N[r] = saved + right[r + 1] * tmp;
            saved = left[j - r] * tmp;
        }
        N[j] = saved;
    }
    w->n = d->order;
    for (int r = 0; r <= p; r++) {
        int i = k - p + r;
        double dw = 0;
        if (p > 0) {
            double a = (double)U[i + p] - U[i], b = (double)U[i + p + 1] - U[i + 1];
            if (r > 0 && a > 0)
                dw += prev[r - 1] / a;
            if (r < p && b > 0)
                dw -= prev[r] / b;
        }
        w->index[r] = i;
        w->w[r] = N[r];
        w->dw[r] = p * dw;
    }
}

static void nupatch_at(const void *ctx, int su, int sv, double u, double v, tess_sample *out, float *vars)
{
    const nu_eval *e = ctx;
    tess_weights wu, wv;
    dir_weights(&e->u, su, u, &wu);
    dir_weights(&e->v, sv, v, &wv);
    tess_blend_point(e->np->P, e->np->pdim, e->np->nu, &wu, &wv, out);
    if (!vars || !e->pv)
        return;
    const scene_primvars *pv = e->pv;
    if (pv->vertex_k)
        tess_blend_values(pv->vertex, pv->vertex_k, e->np->nu, &wu, &wv, vars);
    if (pv->varying_k) {
        /* One value per knot interval corner of the domain, bilinear over
         * the whole interval. */
        int ku = e->u.span_knot[su], kv = e->v.span_knot[sv];
        size_t k = pv->varying_k, row = (size_t)(e->u.n - e->u.order + 2);
        size_t u0 = (size_t)(ku - (e->u.order - 1)), v0 = (size_t)(kv - (e->v.order - 1));
        const float *U = e->u.knot, *V = e->v.knot, *c = pv->varying;
        double fu = (u - U[ku]) / ((double)U[ku + 1] - U[ku]), fv = (v - V[kv]) / ((double)V[kv + 1] - V[kv]);
        tess_bilinear(c + (v0 * row + u0) * k, c + (v0 * row + u0 + 1) * k, c + ((v0 + 1) * row + u0) * k,
                      c + ((v0 + 1) * row + u0 + 1) * k, k, fu, fv, vars + pv->vertex_k);
    }
}

/* Checks one direction and cuts [lo, hi] at the knots inside it. */
static bool dir_setup(char dir, int n, int order, const float *knot, size_t nknots, float lo, float hi, nu_dir *d,
                      char **err)
{
    memset(d, 0, sizeof *d);
    if (order < 1 || order > TESS_MAX_ORDER)
        return scene_fail(err, "NuPatch: %corder %d is not within 1..%d", dir, order, TESS_MAX_ORDER);
    if (n < order)
        return scene_fail(err, "NuPatch: n%c = %d is less than the order %d", dir, n, order);
    if (nknots != (size_t)n + (size_t)order)
        return scene_fail(err, "NuPatch: %zu %c knots given, n%c + %corder = %zu", nknots, dir, dir, dir,
                          (size_t)n + (size_t)order);
    if (!knot || !tess_all_finite(knot, nknots) || !isfinite(lo) || !isfinite(hi))
        return scene_fail(err, "NuPatch: a %c knot or %cmin/%cmax is not finite", dir, dir, dir);
    for (size_t i = 1; i < nknots; i++)
        if (knot[i] < knot[i - 1])
            return scene_fail(err, "NuPatch: the %c knots decrease at knot %zu", dir, i);
    if (!(lo < hi) || lo < knot[order - 1] || hi > knot[n])
        return scene_fail(err, "NuPatch: %cmin %g and %cmax %g must satisfy %g <= %cmin < %cmax <= %g", dir,
                          (double)lo, dir, (double)hi, (double)knot[order - 1], dir, dir, (double)knot[n]);
    *d = (nu_dir){.n = n, .order = order, .knot = knot};
    d->span_knot = scene_alloc((size_t)n, sizeof *d->span_knot);
    d->brk = scene_alloc((size_t)n + 1, sizeof *d->brk);
    d->brk[0] = lo;
    for (int k = order - 1; k < n; k++)
        if (knot[k] < knot[k + 1] && knot[k + 1] > lo && knot[k] < hi) {
            d->span_knot[d->nspans++] = k;
            d->brk[d->nspans] = fmin(knot[k + 1], hi);
        }
    return true;
}

bool scene_tess_nupatch(const scene_nupatch *np, float tolerance, const scene_primvars *pv, scene_mesh *out,
                        float **vars, char **err)
{
    memset(out, 0, sizeof *out);
    if (vars)
        *vars = NULL;
    nu_eval e = {.np = np, .pv = pv};
    size_t nvars = 0;
    if (np->nu < 1 || np->nv < 1)
        return scene_fail(err, "NuPatch: nu and nv must be positive (got %d, %d)", np->nu, np->nv);
    /* The point count first: it bounds everything allocated after it. */
    size_t expected = (size_t)np->nu * (size_t)np->nv;
    if (np->npoints != expected)
        return scene_fail(err, "NuPatch: %zu control points given, nu * nv = %zu", np->npoints, expected);
    bool ok = tess_check_tolerance("NuPatch", tolerance, err) &&
              dir_setup('u', np->nu, np->uorder, np->uknot, np->nuknots, np->umin, np->umax, &e.u, err) &&
              dir_setup('v', np->nv, np->vorder, np->vknot, np->nvknots, np->vmin, np->vmax, &e.v, err);
    if (ok) {
        size_t nvarying = (size_t)(np->nu - np->uorder + 2) * (size_t)(np->nv - np->vorder + 2);
        ok = tess_check_points("NuPatch", np->P, np->npoints, np->pdim, false, err) &&
             tess_check_primvars("NuPatch", pv, expected, nvarying, &nvars, err);
    }
    if (ok) {
        tess_surface s = {.name = "NuPatch",
                          .ctx = &e,
                          .eval = nupatch_at,
                          .nuspans = e.u.nspans,
                          .nvspans = e.v.nspans,
                          .ubreak = e.u.brk,
                          .vbreak = e.v.brk,
                          /* A high degree bends more within a span. */
                          .samples = 2 * (np->uorder > np->vorder ? np->uorder : np->vorder),
                          .nvars = nvars};
        ok = tess_grid(&s, tolerance, out, vars, err);
    }
    free(e.u.span_knot);
    free(e.u.brk);
    free(e.v.span_knot);
    free(e.v.brk);
    return ok;
}
