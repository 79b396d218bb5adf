/* libFuzzer target: the primitive tessellators over parameters read from
 * the input (first byte picks the primitive; raw floats, so NaN, infinity
 * and huge values come too).  Bad input must end in an error message,
 * never a crash, hang or leak; a mesh must be finite with valid indices. */
#include "scene.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct reader {
    const uint8_t *p;
    size_t left;
} reader;

static float next_float(reader *r)
{
    float f = 0;
    size_t n = r->left < sizeof f ? r->left : sizeof f;
    memcpy(&f, r->p, n);
    r->p += n;
    r->left -= n;
    return f;
}

static int next_small(reader *r, int mod) { return r->left ? (r->left--, *r->p++ % mod) : 0; }

static void check(bool ok, scene_mesh *m, float *vars, char *err)
{
    if (!ok) {
        if (!err)
            abort(); /* every failure must say why */
        free(err);
        return;
    }
    for (size_t i = 0; i < m->nverts; i++)
        if (!isfinite(m->P[i].x) || !isfinite(m->P[i].y) || !isfinite(m->P[i].z) || !isfinite(m->N[i].x))
            abort();
    for (size_t i = 0; i < 3 * m->ntris; i++)
        if (m->idx[i] >= m->nverts)
            abort();
    scene_mesh_free(m);
    free(vars);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    reader r = {data, size};
    enum { MAXP = 64 };
    float P[4 * MAXP], values[2 * MAXP];
    int32_t counts[16], indices[MAXP];
    int kind = next_small(&r, 6);
    /* Not below 1e-3, so that one input stays quick. */
    float tol = fmaxf(fabsf(next_float(&r)), 1e-3f);
    int pdim = 3 + next_small(&r, 2);
    for (int i = 0; i < 4 * MAXP; i++)
        P[i] = next_float(&r);
    for (int i = 0; i < 2 * MAXP; i++)
        values[i] = (float)i;
    for (int i = 0; i < 16; i++)
        counts[i] = next_small(&r, 9) - 1;
    for (int i = 0; i < MAXP; i++)
        indices[i] = next_small(&r, 20) - 1;
    scene_primvars pv = {.vertex_k = 1, .vertex_count = (size_t)next_small(&r, MAXP), .vertex = values,
                         .varying_k = 1, .varying_count = (size_t)next_small(&r, MAXP), .varying = values};
    scene_mesh m;
    float *vars = NULL;
    char *err = NULL;
    bool ok;
    static const char *const bases[] = {"bezier", "b-spline", "catmull-rom", "hermite", "power"};
    scene_basis ub, vb;
    scene_basis_named(bases[next_small(&r, 5)], &ub);
    scene_basis_named(bases[next_small(&r, 5)], &vb);
    switch (kind) {
    case 0: {
        scene_quadric q = {.kind = (scene_quadric_kind)counts[0], .radius = P[0], .minor_radius = P[1],
                           .height = P[2], .zmin = P[3], .zmax = P[4], .phimin = P[5], .phimax = P[6],
                           .thetamax = P[7], .point1 = {P[8], P[9], P[10]}, .point2 = {P[11], P[12], P[13]}};
        ok = scene_tess_quadric(&q, tol, &pv, &m, &vars, &err);
        break;
    }
    case 1: {
        scene_patch_mesh pm = {.bicubic = counts[0] & 1, .uperiodic = counts[1] & 1, .vperiodic = counts[2] & 1,
                               .nu = counts[3], .nv = counts[4], .ubasis = ub, .vbasis = vb, .pdim = pdim, .P = P};
        pm.npoints = pm.nu > 0 && pm.nv > 0 && pm.nu * pm.nv <= MAXP ? (size_t)(pm.nu * pm.nv) : 0;
        ok = scene_tess_patch_mesh(&pm, tol, &pv, &m, &vars, &err);
        break;
    }
    case 2: {
        float knots[2][20];
        for (int i = 0; i < 20; i++)
            knots[0][i] = knots[1][i] = (float)(i / (1 + (counts[5] & 1)));
        scene_nupatch np = {.nu = counts[0], .uorder = counts[1], .nv = counts[2], .vorder = counts[3],
                            .uknot = knots[0], .vknot = knots[1], .pdim = pdim, .P = P};
        np.nuknots = (size_t)(np.nu + np.uorder);
        np.nvknots = (size_t)(np.nv + np.vorder);
        np.umin = np.uorder > 0 && np.uorder <= 20 ? knots[0][np.uorder - 1] : 0;
        np.umax = np.nu >= 0 && np.nu < 20 ? knots[0][np.nu] : 1;
        np.vmin = np.vorder > 0 && np.vorder <= 20 ? knots[1][np.vorder - 1] : 0;
        np.vmax = np.nv >= 0 && np.nv < 20 ? knots[1][np.nv] : 1;
        np.npoints = np.nu > 0 && np.nv > 0 && np.nu * np.nv <= MAXP ? (size_t)(np.nu * np.nv) : 0;
        if (np.nuknots > 20 || np.nvknots > 20)
            np.nuknots = 0;
        ok = scene_tess_nupatch(&np, tol, &pv, &m, &vars, &err);
        break;
    }
    case 3: {
        size_t nfaces = (size_t)next_small(&r, 8) + 1, total = 0;
        for (size_t f = 0; f < nfaces; f++)
            total += counts[f] > 0 ? (size_t)counts[f] : 0;
        scene_subdiv_mesh sm = {.nfaces = nfaces, .nface_verts = total > MAXP ? MAXP : total, .npoints = 20,
                                .face_nverts = counts, .face_verts = indices, .P = (const scene_vec3 *)P};
        ok = scene_tess_subdiv_mesh(&sm, tol, &pv, &m, &vars, &err);
        break;
    }
    case 4: {
        scene_points pts = {.npoints = (size_t)next_small(&r, 20), .P = (const scene_vec3 *)P,
                            .width = counts[0] & 1 ? P + 60 : NULL, .constant_width = P[70],
                            .eye = {P[71], P[72], P[73]}};
        ok = scene_tess_points(&pts, tol, &pv, &m, &vars, &err);
        break;
    }
    default: {
        size_t ncurves = (size_t)next_small(&r, 4) + 1, total = 0;
        for (size_t c = 0; c < ncurves; c++)
            total += counts[c] > 0 ? (size_t)counts[c] : 0;
        scene_curves cv = {.cubic = counts[8] & 1, .periodic = counts[9] & 1, .basis = vb, .ncurves = ncurves,
                           .npoints = total, .nvertices = counts, .P = (const scene_vec3 *)P,
                           .nwidths = (size_t)next_small(&r, 8), .width = P + 40, .constant_width = P[50],
                           .eye = {P[51], P[52], P[53]}};
        ok = scene_tess_curves(&cv, tol, &pv, &m, &vars, &err);
        break;
    }
    }
    check(ok, &m, vars, err);
    return 0;
}
