/* RI 3.2 bilinear and bicubic patch meshes (RiPatch, RiPatchMesh) with
 * their bases, periodic or not, as parametric surfaces for tess_grid. */
#include "tess_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const struct {
    const char *name;
    scene_basis basis;
} named_bases[] = {
    {"bezier", {{{-1, 3, -3, 1}, {3, -6, 3, 0}, {-3, 3, 0, 0}, {1, 0, 0, 0}}, 3}},
    {"b-spline",
     {{{-1 / 6.0f, 3 / 6.0f, -3 / 6.0f, 1 / 6.0f},
       {3 / 6.0f, -6 / 6.0f, 3 / 6.0f, 0},
       {-3 / 6.0f, 0, 3 / 6.0f, 0},
       {1 / 6.0f, 4 / 6.0f, 1 / 6.0f, 0}},
      1}},
    {"catmull-rom", {{{-0.5f, 1.5f, -1.5f, 0.5f}, {1, -2.5f, 2, -0.5f}, {-0.5f, 0, 0.5f, 0}, {0, 1, 0, 0}}, 1}},
    {"hermite", {{{2, 1, -2, 1}, {-3, -2, 3, -1}, {0, 1, 0, 0}, {1, 0, 0, 0}}, 2}},
    {"power", {{{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}}, 4}},
};

bool scene_basis_named(const char *name, scene_basis *out)
{
    for (size_t i = 0; i < sizeof named_bases / sizeof *named_bases; i++)
        if (!strcmp(name, named_bases[i].name)) {
            *out = named_bases[i].basis;
            return true;
        }
    return false;
}

/* One direction of the mesh: its points, patches and basis. */
typedef struct patch_dir {
    int npoints, npatches, order, step;
    bool periodic;
    const scene_basis *basis; /* NULL: bilinear */
} patch_dir;

typedef struct patch_eval {
    const scene_patch_mesh *pm;
    patch_dir u, v;
    const scene_primvars *pv;
} patch_eval;

/* The weights of patch `span` of direction d at the global parameter t. */
static void dir_weights(const patch_dir *d, int span, double t, tess_weights *w)
{
    double f = t * d->npatches - span, scale = d->npatches;
    w->n = d->order;
    for (int i = 0; i < d->order; i++)
        w->index[i] = (span * d->step + i) % d->npoints;
    if (!d->basis) {
        w->w[0] = 1 - f;
        w->w[1] = f;
        w->dw[0] = -scale;
        w->dw[1] = scale;
        return;
    }
    double T[4] = {f * f * f, f * f, f, 1}, dT[4] = {3 * f * f, 2 * f, 1, 0};
    for (int i = 0; i < 4; i++) {
        double a = 0, b = 0;
        for (int k = 0; k < 4; k++) {
            a += T[k] * d->basis->m[k][i];
            b += dT[k] * d->basis->m[k][i];
        }
        w->w[i] = a;
        w->dw[i] = b * scale;
    }
}

static void patch_at(const void *ctx, int su, int sv, double u, double v, tess_sample *out, float *vars)
{
    const patch_eval *e = ctx;
    tess_weights wu, wv;
    dir_weights(&e->u, su, u, &wu);
    dir_weights(&e->v, sv, v, &wv);
    tess_blend_point(e->pm->P, e->pm->pdim, e->pm->nu, &wu, &wv, out);
    if (!vars || !e->pv)
        return;
    const scene_primvars *pv = e->pv;
    if (pv->vertex_k)
        tess_blend_values(pv->vertex, pv->vertex_k, e->pm->nu, &wu, &wv, vars);
    if (pv->varying_k) {
        /* One value per patch corner, the corners of a periodic direction
         * wrapping around. */
        size_t k = pv->varying_k, row = (size_t)e->u.npatches + !e->u.periodic;
        size_t u0 = (size_t)su, u1 = (size_t)(su + 1) % row, v0 = (size_t)sv;
        size_t v1 = (size_t)(sv + 1) % ((size_t)e->v.npatches + !e->v.periodic);
        const float *c = pv->varying;
        tess_bilinear(c + (v0 * row + u0) * k, c + (v0 * row + u1) * k, c + (v1 * row + u0) * k,
                      c + (v1 * row + u1) * k, k, u * e->u.npatches - su, v * e->v.npatches - sv,
                      vars + pv->vertex_k);
    }
}

/* Sets up one direction: n points, wrap, basis (NULL: bilinear); false with
 * *err set when n does not fit the basis's step. */
static bool dir_setup(char dir, int n, bool periodic, const scene_basis *basis, patch_dir *d, char **err)
{
    int order = basis ? 4 : 2, step = basis ? basis->step : 1;
    *d = (patch_dir){.npoints = n, .order = order, .step = step, .periodic = periodic, .basis = basis};
    if (step < 1)
        return scene_fail(err, "PatchMesh: the %cstep must be positive (got %d)", dir, step);
    if (periodic ? n < 2 || n % step : n < order || (n - order) % step)
        return scene_fail(err, "PatchMesh: n%c = %d does not fit a %s %s basis of step %d (%s)", dir, n,
                          periodic ? "periodic" : "nonperiodic", basis ? "bicubic" : "bilinear", step,
                          periodic ? "a multiple of the step, at least 2" : (basis ? "4 + a multiple of the step"
                                                                                     : "at least 2"));
    d->npatches = periodic ? n / step : (n - order) / step + 1;
    return true;
}

static double *breakpoints(int n)
{
    double *b = scene_alloc((size_t)n + 1, sizeof *b);
    for (int i = 0; i <= n; i++)
        b[i] = (double)i / n;
    return b;
}

bool scene_tess_patch_mesh(const scene_patch_mesh *pm, float tolerance, const scene_primvars *pv, scene_mesh *out,
                           float **vars, char **err)
{
    memset(out, 0, sizeof *out);
    if (vars)
        *vars = NULL;
    patch_eval e = {.pm = pm, .pv = pv};
    size_t nvars = 0;
    if (!tess_check_tolerance("PatchMesh", tolerance, err) ||
        !dir_setup('u', pm->nu, pm->uperiodic, pm->bicubic ? &pm->ubasis : NULL, &e.u, err) ||
        !dir_setup('v', pm->nv, pm->vperiodic, pm->bicubic ? &pm->vbasis : NULL, &e.v, err))
        return false;
    if (pm->bicubic && (!tess_all_finite(&pm->ubasis.m[0][0], 16) || !tess_all_finite(&pm->vbasis.m[0][0], 16)))
        return scene_fail(err, "PatchMesh: a basis matrix is not finite");
    size_t expected = (size_t)pm->nu * (size_t)pm->nv;
    if (pm->npoints != expected)
        return scene_fail(err, "PatchMesh: %zu control points given, nu * nv = %zu", pm->npoints, expected);
    size_t nvarying = ((size_t)e.u.npatches + !e.u.periodic) * ((size_t)e.v.npatches + !e.v.periodic);
    if (!tess_check_points("PatchMesh", pm->P, pm->npoints, pm->pdim, err) ||
        !tess_check_primvars("PatchMesh", pv, expected, nvarying, &nvars, err))
        return false;
    double *ub = breakpoints(e.u.npatches), *vb = breakpoints(e.v.npatches);
    tess_surface s = {.name = "PatchMesh",
                      .ctx = &e,
                      .eval = patch_at,
                      .nuspans = e.u.npatches,
                      .nvspans = e.v.npatches,
                      .ubreak = ub,
                      .vbreak = vb,
                      .nvars = nvars};
    bool ok = tess_grid(&s, tolerance, out, vars, err);
    free(ub);
    free(vb);
    return ok;
}
