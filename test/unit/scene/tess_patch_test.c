/* Patch meshes and NuPatch against independent evaluations: de Casteljau
 * for bezier, closed forms for the other bases, a rational circle. */
#include "tess_check.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static scene_basis basis(const char *name)
{
    scene_basis b;
    CU_ASSERT_TRUE(scene_basis_named(name, &b));
    return b;
}

static bool tess(const scene_patch_mesh *pm, float tol, const scene_primvars *pv, scene_mesh *m, float **vars)
{
    char *err = NULL;
    bool ok = scene_tess_patch_mesh(pm, tol, pv, m, vars, &err);
    if (!ok)
        printf("\n  unexpected: %s\n", err);
    free(err);
    return ok;
}

/* ---- Bezier ---- */

static const float bezier_cp[16][3] = {
    {0, 0, 0},  {1, 0, 1},   {2, 0, -1},  {3, 0, 0.5f}, {0, 1, 0.5f}, {1, 1.2f, 2}, {2, 0.8f, -2}, {3, 1, 0},
    {0, 2, 0}, {1, 2.1f, 1}, {2, 1.9f, 0}, {3, 2, 1},   {0, 3, 0},    {1, 3, -1},   {2, 3, 1},     {3, 3, 0}};

/* de Casteljau over four points `stride` apart. */
static void casteljau(const double (*cp)[3], double t, int stride, double out[3])
{
    double p[4][3];
    for (int i = 0; i < 4; i++)
        memcpy(p[i], cp[i * stride], sizeof p[i]);
    for (int r = 1; r < 4; r++)
        for (int i = 0; i < 4 - r; i++)
            for (int k = 0; k < 3; k++)
                p[i][k] = (1 - t) * p[i][k] + t * p[i + 1][k];
    memcpy(out, p[0], sizeof p[0]);
}

static void bezier_row(int first, int stride, double out[4][3])
{
    for (int i = 0; i < 4; i++)
        for (int k = 0; k < 3; k++)
            out[i][k] = bezier_cp[first + i * stride][k];
}

/* Along u through each row, then along v through the four results. */
static void exact_bezier(const void *ctx, double u, double v, double P[3])
{
    (void)ctx;
    double rows[4][3], row[4][3];
    for (int j = 0; j < 4; j++) {
        bezier_row(4 * j, 1, row);
        casteljau(row, u, 1, rows[j]);
    }
    casteljau(rows, v, 1, P);
}

static void test_bezier(void)
{
    scene_patch_mesh pm = {.bicubic = true, .nu = 4, .nv = 4, .ubasis = basis("bezier"), .vbasis = basis("bezier"),
                           .npoints = 16, .pdim = 3, .P = &bezier_cp[0][0]};
    const float tol = 1e-3f;
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(tess(&pm, tol, NULL, &m, NULL));
    /* The corners are control points 0, 3, 12, 15. */
    static const int corner_cp[4] = {0, 3, 12, 15};
    size_t corner_vert[4] = {0, 0, 0, 0}, found = 0;
    for (size_t i = 0; i < m.nverts; i++)
        for (int c = 0; c < 4; c++)
            if (m.u[i] == (c & 1) && m.v[i] == (c >> 1)) {
                corner_vert[c] = i;
                found++;
            }
    CU_ASSERT_EQUAL_FATAL(found, 4);
    for (int c = 0; c < 4; c++) {
        scene_vec3 p = m.P[corner_vert[c]];
        const float *q = bezier_cp[corner_cp[c]];
        CU_ASSERT(p.x == q[0] && p.y == q[1] && p.z == q[2]);
    }
    /* The boundary v = 0 is the bezier curve of the first row alone, and
     * u = 1 the curve of the last column. */
    size_t on_edges = 0;
    for (size_t i = 0; i < m.nverts; i++) {
        double p[3], row[4][3];
        if (m.v[i] == 0 || m.u[i] == 1)
            bezier_row(m.v[i] == 0 ? 0 : 3, m.v[i] == 0 ? 1 : 4, row);
        else
            continue;
        casteljau(row, m.v[i] == 0 ? m.u[i] : m.v[i], 1, p);
        on_edges++;
        CU_ASSERT_DOUBLE_EQUAL(m.P[i].x, p[0], 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(m.P[i].y, p[1], 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(m.P[i].z, p[2], 1e-5);
    }
    CU_ASSERT(on_edges > 8);
    tess_check_frames(&m, exact_bezier, NULL, 3);
    CU_ASSERT(tess_param_error(&m, exact_bezier, NULL) <= tol);
    CU_ASSERT_EQUAL(tess_count_flipped(&m), 0);
    scene_mesh_free(&m);
}

/* ---- B-spline: linear data gives a plane, exactly ---- */

/* The plane's affine map from control grid position (i, j). */
static void plane_at(double i, double j, double out[3])
{
    out[0] = 0.5 + i + 0.5 * j;
    out[1] = -1 + 2 * j;
    out[2] = 0.3 * i - 0.2 * j;
}

static void test_bspline_plane(void)
{
    enum { NU = 6, NV = 5 };
    float cp[NU * NV][3];
    for (int j = 0; j < NV; j++)
        for (int i = 0; i < NU; i++) {
            double p[3];
            plane_at(i, j, p);
            for (int k = 0; k < 3; k++)
                cp[j * NU + i][k] = (float)p[k];
        }
    scene_patch_mesh pm = {.bicubic = true, .nu = NU, .nv = NV, .ubasis = basis("b-spline"),
                           .vbasis = basis("b-spline"), .npoints = NU * NV, .pdim = 3, .P = &cp[0][0]};
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(tess(&pm, 1e-4f, NULL, &m, NULL));
    /* 3 x 2 patches, each flat: one step each. */
    CU_ASSERT_EQUAL(m.ntris, 2 * 3 * 2);
    /* A uniform cubic B-spline reproduces linear data with the parameter
     * shifted by one point: patch k spans grid positions k+1 .. k+2. */
    double e1[3], e2[3], o[3];
    plane_at(1, 0, e1);
    plane_at(0, 1, e2);
    plane_at(0, 0, o);
    double n[3] = {(e1[1] - o[1]) * (e2[2] - o[2]) - (e1[2] - o[2]) * (e2[1] - o[1]),
                   (e1[2] - o[2]) * (e2[0] - o[0]) - (e1[0] - o[0]) * (e2[2] - o[2]),
                   (e1[0] - o[0]) * (e2[1] - o[1]) - (e1[1] - o[1]) * (e2[0] - o[0])};
    double ln = sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
    for (size_t i = 0; i < m.nverts; i++) {
        double p[3];
        plane_at(1 + 3 * m.u[i], 1 + 2 * m.v[i], p);
        CU_ASSERT_DOUBLE_EQUAL(m.P[i].x, p[0], 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(m.P[i].y, p[1], 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(m.P[i].z, p[2], 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(m.N[i].x * n[0] + m.N[i].y * n[1] + m.N[i].z * n[2], ln, 1e-5 * ln);
    }
    scene_mesh_free(&m);
}

/* ---- Power and hermite bases: closed forms ---- */

static void exact_power(const void *ctx, double u, double v, double P[3])
{
    (void)ctx;
    P[0] = u;
    P[1] = v;
    P[2] = u * u * v * v * v;
}

static void exact_hermite(const void *ctx, double u, double v, double P[3])
{
    (void)ctx;
    P[0] = 3 * u * u - 2 * u * u * u;
    P[1] = 0;
    P[2] = v;
}

static void test_power_hermite(void)
{
    /* Power: G[j][i] weighs u^(3-i) v^(3-j). */
    float pw[16][3] = {{0}};
    pw[3 * 4 + 2][0] = 1; /* u */
    pw[2 * 4 + 3][1] = 1; /* v */
    pw[0 * 4 + 1][2] = 1; /* u^2 v^3 */
    scene_patch_mesh pm = {.bicubic = true, .nu = 4, .nv = 4, .ubasis = basis("power"), .vbasis = basis("power"),
                           .npoints = 16, .pdim = 3, .P = &pw[0][0]};
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(tess(&pm, 1e-3f, NULL, &m, NULL));
    tess_check_frames(&m, exact_power, NULL, 1);
    CU_ASSERT(tess_param_error(&m, exact_power, NULL) <= 1e-3);
    scene_mesh_free(&m);
    /* Hermite (point, tangent, point, tangent) in u: x from 0 to 1 with
     * zero end tangents, the smoothstep; bezier in v: z = v. */
    float hm[16][3] = {{0}};
    for (int j = 0; j < 4; j++) {
        hm[4 * j + 2][0] = 1;
        hm[4 * j][2] = hm[4 * j + 2][2] = j / 3.0f;
    }
    pm.ubasis = basis("hermite");
    pm.vbasis = basis("bezier");
    pm.P = &hm[0][0];
    CU_ASSERT_TRUE_FATAL(tess(&pm, 1e-3f, NULL, &m, NULL));
    tess_check_frames(&m, exact_hermite, NULL, 1);
    CU_ASSERT(tess_param_error(&m, exact_hermite, NULL) <= 1e-3);
    /* dPdu x dPdv = (x', 0, 0) x (0, 0, 1) is -y everywhere, also at u = 0
     * and 1 where x' vanishes. */
    for (size_t i = 0; i < m.nverts; i++)
        CU_ASSERT_DOUBLE_EQUAL(m.N[i].y, -1, 1e-6);
    scene_mesh_free(&m);
}

/* Catmull-Rom passes through its inner control points: a 4 x 4 patch
 * spans control points 5, 6, 9, 10. */
static void test_catmull_rom(void)
{
    scene_patch_mesh pm = {.bicubic = true, .nu = 4, .nv = 4, .ubasis = basis("catmull-rom"),
                           .vbasis = basis("catmull-rom"), .npoints = 16, .pdim = 3, .P = &bezier_cp[0][0]};
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(tess(&pm, 1e-3f, NULL, &m, NULL));
    size_t last = m.nverts - 1;
    CU_ASSERT_DOUBLE_EQUAL(m.P[0].z, bezier_cp[5][2], 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(m.P[0].y, bezier_cp[5][1], 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(m.P[last].x, bezier_cp[10][0], 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(m.P[last].z, bezier_cp[10][2], 1e-6);
    scene_mesh_free(&m);
}

/* ---- Bilinear ---- */

static void exact_saddle(const void *ctx, double u, double v, double P[3])
{
    (void)ctx;
    P[0] = u;
    P[1] = v;
    P[2] = u * v;
}

/* Corners (0,0), (1,0), (0,1), (1,1) in RI order; z = uv.  s and t at the
 * corners and, through the triangle that holds it, at the centre. */
static void test_bilinear(void)
{
    static const float cp[4][3] = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 1}};
    scene_patch_mesh pm = {.nu = 2, .nv = 2, .npoints = 4, .pdim = 3, .P = &cp[0][0]};
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(tess(&pm, 1e-3f, NULL, &m, NULL));
    tess_check_frames(&m, exact_saddle, NULL, 1);
    CU_ASSERT(tess_param_error(&m, exact_saddle, NULL) <= 1e-3);
    /* The twist alone (no uu or vv curvature) still refines it. */
    CU_ASSERT(m.ntris > 2);
    for (size_t i = 0; i < m.nverts; i++)
        if ((m.u[i] == 0 || m.u[i] == 1) && (m.v[i] == 0 || m.v[i] == 1)) {
            CU_ASSERT_EQUAL(m.s[i], m.P[i].x);
            CU_ASSERT_EQUAL(m.t[i], m.P[i].y);
        }
    size_t hits = 0;
    for (size_t i = 0; i < m.ntris; i++) {
        const uint32_t *t = &m.idx[3 * i];
        /* Barycentrics of (0.5, 0.5) in the triangle's (u, v). */
        double u0 = m.u[t[0]], v0 = m.v[t[0]], a = m.u[t[1]] - u0, b = m.u[t[2]] - u0, c = m.v[t[1]] - v0,
               d = m.v[t[2]] - v0, det = a * d - b * c;
        double l1 = ((0.5 - u0) * d - b * (0.5 - v0)) / det, l2 = (a * (0.5 - v0) - c * (0.5 - u0)) / det;
        if (l1 < -1e-9 || l2 < -1e-9 || l1 + l2 > 1 + 1e-9)
            continue;
        hits++;
        double w[3] = {1 - l1 - l2, l1, l2}, s = 0, tt = 0, z = 0;
        for (int k = 0; k < 3; k++) {
            s += w[k] * m.s[t[k]];
            tt += w[k] * m.t[t[k]];
            z += w[k] * m.P[t[k]].z;
        }
        CU_ASSERT_DOUBLE_EQUAL(s, 0.5, 1e-6);
        CU_ASSERT_DOUBLE_EQUAL(tt, 0.5, 1e-6);
        CU_ASSERT_DOUBLE_EQUAL(z, 0.25, 1e-3);
    }
    CU_ASSERT(hits >= 1);
    scene_mesh_free(&m);
}

/* The same saddle as a "Pz" height field: x and y are u and v. */
static void test_height_field(void)
{
    static const float z[4] = {0, 0, 0, 1};
    scene_patch_mesh pm = {.nu = 2, .nv = 2, .npoints = 4, .pdim = 1, .P = z};
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(tess(&pm, 1e-3f, NULL, &m, NULL));
    tess_check_frames(&m, exact_saddle, NULL, 1);
    CU_ASSERT(tess_param_error(&m, exact_saddle, NULL) <= 1e-3);
    scene_mesh_free(&m);
}

/* A bilinear 3 x 2 mesh (2 x 1 patches): "vertex" values blend like P
 * (here each point's x), "varying" ones bilinearly per patch corner. */
static void test_patch_primvars(void)
{
    static const float cp[6][3] = {{0, 0, 0}, {1, 0, 1}, {3, 0, 0}, {0, 2, 0}, {1, 2, -1}, {3, 2, 0}};
    float vx[6], vary[6];
    for (int i = 0; i < 6; i++) {
        vx[i] = cp[i][0];
        vary[i] = (float)(10 * (i / 3) + i % 3); /* 10 cv + cu */
    }
    scene_primvars pv = {.vertex_k = 1, .vertex_count = 6, .vertex = vx,
                         .varying_k = 1, .varying_count = 6, .varying = vary};
    scene_patch_mesh pm = {.nu = 3, .nv = 2, .npoints = 6, .pdim = 3, .P = &cp[0][0]};
    scene_mesh m;
    float *vars = NULL;
    CU_ASSERT_TRUE_FATAL(tess(&pm, 1e-2f, &pv, &m, &vars));
    CU_ASSERT_PTR_NOT_NULL_FATAL(vars);
    for (size_t i = 0; i < m.nverts; i++) {
        CU_ASSERT_DOUBLE_EQUAL(vars[2 * i], m.P[i].x, 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(vars[2 * i + 1], 2 * m.u[i] + 10 * m.v[i], 1e-5);
    }
    free(vars);
    scene_mesh_free(&m);
}

/* ---- Periodic ---- */

/* A uniform cubic B-spline tube: 8 points around a circle of radius 2
 * (periodic in u), 4 rings up z = 0..3 (nonperiodic in v).  At a knot the
 * curve is (P[-1] + 4 P[0] + P[1]) / 6: radius 2 (4 + 2 cos 45deg) / 6,
 * z = (0 + 4 + 2) / 6 = 1 at v = 0; halfway between knots it is
 * (P[-1] + 23 P[0] + 23 P[1] + P[2]) / 48, radius 2 (2 cos 67.5deg + 46 cos
 * 22.5deg) / 48, the least. */
static void test_periodic_tube(void)
{
    const double pi = 3.14159265358979323846;
    float cp[32][3];
    for (int j = 0; j < 4; j++)
        for (int i = 0; i < 8; i++) {
            double a = i * (pi / 4);
            cp[8 * j + i][0] = (float)(2 * cos(a));
            cp[8 * j + i][1] = (float)(2 * sin(a));
            cp[8 * j + i][2] = (float)j;
        }
    float vary[8 * 2];
    for (int i = 0; i < 16; i++)
        vary[i] = (float)i;
    scene_primvars pv = {.varying_k = 1, .varying_count = 16, .varying = vary};
    scene_patch_mesh pm = {.bicubic = true, .uperiodic = true, .nu = 8, .nv = 4, .ubasis = basis("b-spline"),
                           .vbasis = basis("b-spline"), .npoints = 32, .pdim = 3, .P = &cp[0][0]};
    scene_mesh m;
    float *vars = NULL;
    CU_ASSERT_TRUE_FATAL(tess(&pm, 1e-3f, &pv, &m, &vars));
    double knot_radius = 2 * (4 + 2 * cos(pi / 4)) / 6, mid_radius = 2 * (2 * cos(3 * pi / 8) + 46 * cos(pi / 8)) / 48;
    CU_ASSERT_DOUBLE_EQUAL(hypot(m.P[0].x, m.P[0].y), knot_radius, 1e-5);
    CU_ASSERT_DOUBLE_EQUAL(m.P[0].z, 1, 1e-6);
    size_t seams = 0;
    for (size_t i = 0; i < m.nverts; i++) {
        CU_ASSERT(hypot(m.P[i].x, m.P[i].y) >= mid_radius - 1e-5);
        CU_ASSERT(hypot(m.P[i].x, m.P[i].y) <= knot_radius + 1e-5);
        if (m.u[i] == 1) {
            /* The seam closes: u = 1 is u = 0 of the same row, and the
             * varying corners wrap to column 0. */
            size_t first = i;
            for (size_t k = 0; k < m.nverts; k++)
                if (m.u[k] == 0 && m.v[k] == m.v[i])
                    first = k;
            CU_ASSERT_NOT_EQUAL(first, i);
            CU_ASSERT_DOUBLE_EQUAL(m.P[i].x, m.P[first].x, 1e-5);
            CU_ASSERT_DOUBLE_EQUAL(m.P[i].y, m.P[first].y, 1e-5);
            CU_ASSERT_DOUBLE_EQUAL(m.P[i].z, m.P[first].z, 1e-5);
            CU_ASSERT_DOUBLE_EQUAL(vars[i], vars[first], 1e-6);
            seams++;
        }
    }
    CU_ASSERT(seams >= 2);
    CU_ASSERT_EQUAL(tess_count_flipped(&m), 0);
    free(vars);
    scene_mesh_free(&m);
}

/* ---- NuPatch ---- */

static bool tess_nu(const scene_nupatch *np, float tol, const scene_primvars *pv, scene_mesh *m, float **vars)
{
    char *err = NULL;
    bool ok = scene_tess_nupatch(np, tol, pv, m, vars, &err);
    if (!ok)
        printf("\n  unexpected: %s\n", err);
    free(err);
    return ok;
}

/* The rational quadratic circle (9 points on the unit square's corners and
 * edge midpoints, corner weights sqrt(2)/2), extruded linearly in v: every
 * point lies on the unit cylinder. */
static void test_nurbs_circle(void)
{
    static const float sq[9][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}, {1, 0}};
    static const float uk[12] = {0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4}, vk[4] = {0, 0, 1, 1};
    float cp[18][4];
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 9; i++) {
            float w = i % 2 ? (float)(sqrt(2) / 2) : 1;
            cp[9 * j + i][0] = sq[i][0] * w;
            cp[9 * j + i][1] = sq[i][1] * w;
            cp[9 * j + i][2] = (float)j * w;
            cp[9 * j + i][3] = w;
        }
    scene_nupatch np = {.nu = 9, .uorder = 3, .nv = 2, .vorder = 2, .nuknots = 12, .nvknots = 4, .uknot = uk,
                        .vknot = vk, .umin = 0, .umax = 4, .vmin = 0, .vmax = 1, .npoints = 18, .pdim = 4,
                        .P = &cp[0][0]};
    const float tol = 1e-3f;
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(tess_nu(&np, tol, NULL, &m, NULL));
    CU_ASSERT_DOUBLE_EQUAL(m.u[m.nverts - 1], 4, 0);
    for (size_t i = 0; i < m.nverts; i++) {
        CU_ASSERT_DOUBLE_EQUAL(hypot(m.P[i].x, m.P[i].y), 1, 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(m.P[i].z, m.v[i], 1e-6);
        /* Normals of a circle swept counter-clockwise, v up: outward. */
        CU_ASSERT_DOUBLE_EQUAL(m.N[i].x * m.P[i].x + m.N[i].y * m.P[i].y, 1, 1e-4);
    }
    double worst = 0;
    for (size_t i = 0; i < m.ntris; i++) {
        scene_vec3 a = m.P[m.idx[3 * i]], b = m.P[m.idx[3 * i + 1]], c = m.P[m.idx[3 * i + 2]];
        worst = fmax(worst, fabs(1 - hypot((a.x + b.x + c.x) / 3, (a.y + b.y + c.y) / 3)));
    }
    CU_ASSERT(worst <= tol);
    CU_ASSERT(worst > tol / 20);
    scene_mesh_free(&m);
}

/* A cubic NuPatch on uniform knots 0..7 over [3, 4] is the uniform
 * B-spline patch: the same points from two different evaluators, and its
 * "varying" values span the whole knot interval. */
static void test_nupatch_is_bspline(void)
{
    static const float knots[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    float vary[4] = {0, 1, 2, 3};
    scene_primvars pv = {.varying_k = 1, .varying_count = 4, .varying = vary};
    scene_nupatch np = {.nu = 4, .uorder = 4, .nv = 4, .vorder = 4, .nuknots = 8, .nvknots = 8, .uknot = knots,
                        .vknot = knots, .umin = 3, .umax = 4, .vmin = 3, .vmax = 4, .npoints = 16, .pdim = 3,
                        .P = &bezier_cp[0][0]};
    scene_patch_mesh pm = {.bicubic = true, .nu = 4, .nv = 4, .ubasis = basis("b-spline"),
                           .vbasis = basis("b-spline"), .npoints = 16, .pdim = 3, .P = &bezier_cp[0][0]};
    scene_mesh a, b;
    float *vars = NULL;
    CU_ASSERT_TRUE_FATAL(tess_nu(&np, 1e-3f, &pv, &a, &vars));
    CU_ASSERT_TRUE_FATAL(tess(&pm, 1e-3f, NULL, &b, NULL));
    CU_ASSERT_EQUAL_FATAL(a.nverts, b.nverts);
    for (size_t i = 0; i < a.nverts; i++) {
        CU_ASSERT_DOUBLE_EQUAL(a.u[i], 3 + b.u[i], 1e-6);
        CU_ASSERT_DOUBLE_EQUAL(a.P[i].x, b.P[i].x, 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(a.P[i].z, b.P[i].z, 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(a.dPdu[i].z, b.dPdu[i].z, 1e-4);
        CU_ASSERT_DOUBLE_EQUAL(a.dPdv[i].y, b.dPdv[i].y, 1e-4);
        CU_ASSERT_DOUBLE_EQUAL(vars[i], (a.u[i] - 3) + 2 * (a.v[i] - 3), 1e-5);
    }
    free(vars);
    scene_mesh_free(&a);
    scene_mesh_free(&b);
}

/* A degree-13 NuPatch of jittered points: the tolerance holds, the exact
 * point at each triangle's centroid and edge midpoints taken from the
 * first vertex of the same NuPatch cut down to a tiny parameter range
 * there (the evaluator itself is checked against the circle and the
 * B-spline patch above; this checks the steps chosen for a high degree). */
enum { HIGH_ORDER = 14, HIGH_N = 15 };
static float high_P[HIGH_N * HIGH_N * 3], high_knots[HIGH_N + HIGH_ORDER];

static scene_nupatch high_order_patch(void)
{
    uint32_t seed = 99;
    for (int j = 0; j < HIGH_N; j++)
        for (int i = 0; i < HIGH_N; i++) {
            float *p = &high_P[3 * (j * HIGH_N + i)];
            p[0] = (float)i + test_random(&seed, -0.5f, 0.5f);
            p[1] = (float)j + test_random(&seed, -0.5f, 0.5f);
            p[2] = test_random(&seed, -2, 2);
        }
    for (int i = 0; i < HIGH_N + HIGH_ORDER; i++)
        high_knots[i] = (float)(i < HIGH_ORDER ? 0 : i >= HIGH_N ? HIGH_N - HIGH_ORDER + 1 : i - HIGH_ORDER + 1);
    return (scene_nupatch){.nu = HIGH_N, .uorder = HIGH_ORDER, .nv = HIGH_N, .vorder = HIGH_ORDER,
                           .nuknots = HIGH_N + HIGH_ORDER, .nvknots = HIGH_N + HIGH_ORDER, .uknot = high_knots,
                           .vknot = high_knots, .umax = high_knots[HIGH_N], .vmax = high_knots[HIGH_N],
                           .npoints = HIGH_N * HIGH_N, .pdim = 3, .P = high_P};
}

static void exact_high_order(const void *ctx, double u, double v, double P[3])
{
    scene_nupatch np = *(const scene_nupatch *)ctx;
    float end = high_knots[HIGH_N];
    np.umin = (float)u < end ? (float)u : end - 1e-4f;
    np.vmin = (float)v < end ? (float)v : end - 1e-4f;
    np.umax = fminf(np.umin + 1e-4f, end);
    np.vmax = fminf(np.vmin + 1e-4f, end);
    scene_mesh m;
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(scene_tess_nupatch(&np, 1, NULL, &m, NULL, &err));
    scene_vec3 p = m.P[0];
    /* Where u or v sit at the very end, the tiny range ends there. */
    if ((float)u >= end)
        p = m.P[m.nverts - 1];
    P[0] = p.x;
    P[1] = p.y;
    P[2] = p.z;
    scene_mesh_free(&m);
}

static void test_nupatch_high_order(void)
{
    scene_nupatch np = high_order_patch();
    const float tol = 0.02f;
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(tess_nu(&np, tol, NULL, &m, NULL));
    /* Every 64th triangle: each exact point costs a small tessellation. */
    scene_mesh some = m;
    uint32_t *idx = malloc(m.ntris / 64 * 3 * sizeof *idx + 3 * sizeof *idx);
    some.idx = idx;
    some.ntris = 0;
    for (size_t i = 0; i < m.ntris; i += 64, some.ntris++)
        memcpy(idx + 3 * some.ntris, m.idx + 3 * i, 3 * sizeof *idx);
    double e = tess_param_error(&some, exact_high_order, &np);
    free(idx);
    if (e > tol)
        printf("\n  degree 13 NuPatch: error %g\n", e);
    CU_ASSERT(e <= tol);
    scene_mesh_free(&m);
}

/* The steps of a patch mesh follow its worst patch, without compounding
 * across patches: 2 x 2 twisted bilinear patches take at most 4 times the
 * triangles of the most twisted one alone. */
static void test_twist_steps(void)
{
    static const float cp[9][3] = {{0, 0, 0}, {1, 0, 1}, {2, 0, -1}, {0, 1, -1}, {1, 1, 2},
                                   {2, 1, 0}, {0, 2, 1}, {1, 2, -2}, {2, 2, 1}};
    scene_patch_mesh pm = {.nu = 3, .nv = 3, .npoints = 9, .pdim = 3, .P = &cp[0][0]};
    scene_mesh whole, one;
    CU_ASSERT_TRUE_FATAL(tess(&pm, 1e-3f, NULL, &whole, NULL));
    size_t most = 0;
    for (int j = 0; j < 2; j++)
        for (int i = 0; i < 2; i++) {
            float patch[4][3];
            for (int c = 0; c < 4; c++)
                memcpy(patch[c], cp[(j + c / 2) * 3 + i + c % 2], sizeof patch[c]);
            scene_patch_mesh single = {.nu = 2, .nv = 2, .npoints = 4, .pdim = 3, .P = &patch[0][0]};
            CU_ASSERT_TRUE_FATAL(tess(&single, 1e-3f, NULL, &one, NULL));
            most = one.ntris > most ? one.ntris : most;
            scene_mesh_free(&one);
        }
    CU_ASSERT(whole.ntris <= 4 * most);
    scene_mesh_free(&whole);
}

/* ---- Growth and errors ---- */

/* A bezier patch bent in u only: a quarter of the tolerance doubles the
 * triangles (1 / sqrt(tolerance)), no more. */
static void test_patch_growth(void)
{
    float cp[16][3];
    static const float xz[4][2] = {{0, 0}, {1, 2}, {2, -2}, {3, 0}};
    for (int j = 0; j < 4; j++)
        for (int i = 0; i < 4; i++) {
            cp[4 * j + i][0] = xz[i][0];
            cp[4 * j + i][1] = (float)j;
            cp[4 * j + i][2] = xz[i][1];
        }
    scene_patch_mesh pm = {.bicubic = true, .nu = 4, .nv = 4, .ubasis = basis("bezier"), .vbasis = basis("bezier"),
                           .npoints = 16, .pdim = 3, .P = &cp[0][0]};
    scene_mesh a, b;
    CU_ASSERT_TRUE_FATAL(tess(&pm, 1e-3f, NULL, &a, NULL));
    CU_ASSERT_TRUE_FATAL(tess(&pm, 0.25e-3f, NULL, &b, NULL));
    double ratio = (double)b.ntris / (double)a.ntris;
    CU_ASSERT(ratio >= 1.8 && ratio <= 2.2);
    scene_mesh_free(&a);
    scene_mesh_free(&b);
}

static void expect_patch_error(const scene_patch_mesh *pm, float tol, const char *msg)
{
    scene_mesh m;
    char *err = NULL;
    CU_ASSERT_FALSE(scene_tess_patch_mesh(pm, tol, NULL, &m, NULL, &err));
    CU_ASSERT_PTR_NULL(m.P);
    CU_ASSERT_PTR_NOT_NULL_FATAL(err);
    if (!strstr(err, msg))
        printf("\n  got '%s', expected '%s'\n", err, msg);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, msg));
    free(err);
}

static void expect_nupatch_error(const scene_nupatch *np, const char *msg)
{
    scene_mesh m;
    char *err = NULL;
    CU_ASSERT_FALSE(scene_tess_nupatch(np, 1e-3f, NULL, &m, NULL, &err));
    CU_ASSERT_PTR_NULL(m.P);
    CU_ASSERT_PTR_NOT_NULL_FATAL(err);
    if (!strstr(err, msg))
        printf("\n  got '%s', expected '%s'\n", err, msg);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, msg));
    free(err);
}

static void test_patch_errors(void)
{
    float cp[20][4] = {{0}};
    scene_patch_mesh pm = {.bicubic = true, .nu = 5, .nv = 4, .ubasis = basis("bezier"), .vbasis = basis("bezier"),
                           .npoints = 20, .pdim = 3, .P = &cp[0][0]};
    expect_patch_error(&pm, 1e-3f,
                       "PatchMesh: nu = 5 does not fit a nonperiodic cubic basis of step 3 (4 + a multiple of the step)");
    pm.uperiodic = true;
    expect_patch_error(&pm, 1e-3f, "PatchMesh: nu = 5 does not fit a periodic cubic basis of step 3");
    pm = (scene_patch_mesh){.bicubic = true, .nu = 4, .nv = 4, .ubasis = basis("bezier"), .vbasis = basis("bezier"),
                            .npoints = 15, .pdim = 3, .P = &cp[0][0]};
    expect_patch_error(&pm, 1e-3f, "PatchMesh: 15 control points given, nu * nv = 16");
    pm.npoints = 16;
    pm.vbasis.step = 0;
    expect_patch_error(&pm, 1e-3f, "PatchMesh: the basis step for nv must be positive (got 0)");
    pm.vbasis = basis("bezier");
    pm.pdim = 2;
    expect_patch_error(&pm, 1e-3f, "PatchMesh: points have 1 (\"Pz\"), 3 (\"P\") or 4 (\"Pw\") coordinates, not 2");
    pm.pdim = 1;
    pm.vperiodic = true;
    expect_patch_error(&pm, 1e-3f, "PatchMesh: a height field (\"Pz\") cannot be periodic");
    pm.vperiodic = false;
    pm.pdim = 4;
    expect_patch_error(&pm, 1e-3f, "PatchMesh: control point 0 has weight 0");
    pm.pdim = 3;
    cp[2][1] = NAN;
    expect_patch_error(&pm, 1e-3f, "PatchMesh: a control point is not finite");
    cp[2][1] = 0;
    pm.ubasis.m[1][1] = INFINITY;
    expect_patch_error(&pm, 1e-3f, "PatchMesh: a basis matrix is not finite");
    pm.ubasis = basis("bezier");
    pm.bicubic = false;
    pm.nu = 1;
    expect_patch_error(&pm, 1e-3f, "PatchMesh: nu = 1 does not fit a nonperiodic linear basis");
    /* A huge patch at a tiny tolerance: an error, not gigabytes. */
    for (int i = 0; i < 16; i++) {
        cp[i][0] = (float)(i % 4) * 1e3f;
        cp[i][1] = (float)(i / 4) * 1e3f;
        cp[i][2] = (float)((i * 7) % 5) * 1e3f;
    }
    pm = (scene_patch_mesh){.bicubic = true, .nu = 4, .nv = 4, .ubasis = basis("bezier"), .vbasis = basis("bezier"),
                            .npoints = 16, .pdim = 3, .P = &cp[0][0]};
    expect_patch_error(&pm, 1e-6f, "PatchMesh: tolerance 1e-06 needs");
    scene_basis b;
    CU_ASSERT_FALSE(scene_basis_named("bspline", &b));

    static const float knots[8] = {0, 1, 2, 3, 4, 5, 6, 7}, down[8] = {0, 1, 2, 3, 2, 5, 6, 7};
    scene_nupatch np = {.nu = 4, .uorder = 4, .nv = 4, .vorder = 4, .nuknots = 8, .nvknots = 8, .uknot = knots,
                        .vknot = knots, .umin = 3, .umax = 4, .vmin = 3, .vmax = 4, .npoints = 16, .pdim = 3,
                        .P = &cp[0][0]};
    np.vknot = down;
    expect_nupatch_error(&np, "NuPatch: the v knots decrease at knot 4");
    np.vknot = knots;
    np.nuknots = 7;
    expect_nupatch_error(&np, "NuPatch: 7 u knots given, nu + uorder = 8");
    np.nuknots = 8;
    np.umin = 2;
    expect_nupatch_error(&np, "NuPatch: umin 2 and umax 4 must satisfy 3 <= umin < umax <= 4");
    np.umin = 3;
    np.vorder = 17;
    expect_nupatch_error(&np, "NuPatch: vorder 17 is not within 1..16");
    np.vorder = 4;
    np.pdim = 1;
    expect_nupatch_error(&np, "NuPatch: points have 3 (\"P\") or 4 (\"Pw\") coordinates, not 1");
    np.pdim = 3;
    np.vorder = 4;
    np.nu = 2000000000;
    expect_nupatch_error(&np, "NuPatch: 16 control points given, nu * nv = 8000000000");
}

const unit_test tess_patch_tests[] = {
    {"bezier patch: corners, boundary curves, tolerance", test_bezier},
    {"b-spline patch mesh reproduces a plane", test_bspline_plane},
    {"power and hermite bases", test_power_hermite},
    {"catmull-rom interpolates its inner points", test_catmull_rom},
    {"bilinear patch: s, t at corners and centre", test_bilinear},
    {"\"Pz\" height field", test_height_field},
    {"patch mesh primitive variables", test_patch_primvars},
    {"periodic b-spline tube", test_periodic_tube},
    {"NuPatch rational circle", test_nurbs_circle},
    {"NuPatch equals the uniform b-spline patch", test_nupatch_is_bspline},
    {"degree 13 NuPatch within tolerance", test_nupatch_high_order},
    {"patch mesh steps follow the worst patch", test_twist_steps},
    {"patch triangles grow as 1/sqrt(tolerance)", test_patch_growth},
    {"patch and NuPatch errors", test_patch_errors},
    {NULL, NULL},
};
