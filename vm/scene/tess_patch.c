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

typedef struct patch_eval {
    const scene_patch_mesh *pm;
    tess_cubic_dir u, v;
    const scene_primvars *pv;
} patch_eval;

static void patch_at(const void *ctx, int su, int sv, double u, double v, tess_sample *out, float *vars)
{
    const patch_eval *e = ctx;
    tess_weights wu, wv;
    tess_cubic_weights(&e->u, su, u, &wu);
    tess_cubic_weights(&e->v, sv, v, &wv);
    tess_blend_point(e->pm->P, e->pm->pdim, e->pm->nu, &wu, &wv, out);
    if (e->pm->pdim == 1) {
        /* A height field: x and y are the mesh's own (u, v). */
        out->P[0] = u;
        out->P[1] = v;
        out->dPdu[0] = out->dPdv[1] = 1;
    }
    if (!vars || !e->pv)
        return;
    const scene_primvars *pv = e->pv;
    if (pv->vertex_k)
        tess_blend_values(pv->vertex, pv->vertex_k, e->pm->nu, &wu, &wv, vars);
    if (pv->varying_k) {
        /* One value per patch corner, the corners of a periodic direction
         * wrapping around. */
        size_t k = pv->varying_k, row = (size_t)e->u.nsegments + !e->u.periodic;
        size_t u0 = (size_t)su, u1 = (size_t)(su + 1) % row, v0 = (size_t)sv;
        size_t v1 = (size_t)(sv + 1) % ((size_t)e->v.nsegments + !e->v.periodic);
        const float *c = pv->varying;
        tess_bilinear(c + (v0 * row + u0) * k, c + (v0 * row + u1) * k, c + (v1 * row + u0) * k,
                      c + (v1 * row + u1) * k, k, u * e->u.nsegments - su, v * e->v.nsegments - sv,
                      vars + pv->vertex_k);
    }
}

bool scene_tess_patch_mesh(const scene_patch_mesh *pm, float tolerance, const scene_primvars *pv, scene_mesh *out,
                           float **vars, char **err)
{
    memset(out, 0, sizeof *out);
    if (vars)
        *vars = NULL;
    patch_eval e = {.pm = pm, .pv = pv};
    size_t nvars = 0;
    if (pm->pdim == 1 && (pm->uperiodic || pm->vperiodic))
        return scene_fail(err, "PatchMesh: a height field (\"Pz\") cannot be periodic");
    if (!tess_check_tolerance("PatchMesh", tolerance, err) ||
        !tess_cubic_setup("PatchMesh", "nu", pm->nu, pm->uperiodic, pm->bicubic ? &pm->ubasis : NULL, &e.u, err) ||
        !tess_cubic_setup("PatchMesh", "nv", pm->nv, pm->vperiodic, pm->bicubic ? &pm->vbasis : NULL, &e.v, err))
        return false;
    if (pm->bicubic && (!tess_all_finite(&pm->ubasis.m[0][0], 16) || !tess_all_finite(&pm->vbasis.m[0][0], 16)))
        return scene_fail(err, "PatchMesh: a basis matrix is not finite");
    size_t expected = (size_t)pm->nu * (size_t)pm->nv;
    if (pm->npoints != expected)
        return scene_fail(err, "PatchMesh: %zu control points given, nu * nv = %zu", pm->npoints, expected);
    size_t nvarying = ((size_t)e.u.nsegments + !e.u.periodic) * ((size_t)e.v.nsegments + !e.v.periodic);
    if (!tess_check_points("PatchMesh", pm->P, pm->npoints, pm->pdim, true, err) ||
        !tess_check_primvars("PatchMesh", pv, expected, nvarying, &nvars, err))
        return false;
    double *ub = tess_uniform_breaks(e.u.nsegments), *vb = tess_uniform_breaks(e.v.nsegments);
    tess_surface s = {.name = "PatchMesh",
                      .ctx = &e,
                      .eval = patch_at,
                      .nuspans = e.u.nsegments,
                      .nvspans = e.v.nsegments,
                      .ubreak = ub,
                      .vbreak = vb,
                      .nvars = nvars};
    bool ok = tess_grid(&s, tolerance, out, vars, err);
    free(ub);
    free(vb);
    return ok;
}
