/* Points (discs facing the eye) and Curves (ribbons facing the eye). */
#include "tess_check.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Two points of widths 0.5 and 2 seen from (0, 0, 10): flat discs facing
 * the eye, rims at the radius, the polygon within tolerance of the circle,
 * each disc with its own point's values. */
static void test_points(void)
{
    static const scene_vec3 P[2] = {{0, 0, 0}, {3, 1, -2}};
    static const float width[2] = {0.5f, 2};
    float vx[2] = {7, 8}, vy[4] = {1, 2, 3, 4};
    scene_primvars pv = {.vertex_k = 1, .vertex_count = 2, .vertex = vx,
                         .varying_k = 2, .varying_count = 2, .varying = vy};
    scene_points pts = {.npoints = 2, .P = P, .width = width, .eye = {0, 0, 10}};
    const float tol = 1e-3f;
    scene_mesh m;
    float *vars = NULL;
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(scene_tess_points(&pts, tol, &pv, &m, &vars, &err));
    CU_ASSERT_EQUAL_FATAL(m.nverts % 2, 0);
    size_t k = m.nverts / 2;
    for (size_t i = 0; i < m.nverts; i++) {
        size_t p = i / k;
        scene_vec3 c = P[p], d = tv_sub(m.P[i], c), to_eye = tv_sub(pts.eye, c);
        double r = width[p] / 2, dist = sqrt(tv_dot(d, d)), le = sqrt(tv_dot(to_eye, to_eye));
        /* In the plane facing the eye, inside the disc, rim on the circle. */
        CU_ASSERT_DOUBLE_EQUAL(tv_dot(d, to_eye) / le, 0, 1e-5);
        CU_ASSERT(dist <= r + 1e-5);
        if (m.v[i] == 0)
            CU_ASSERT_DOUBLE_EQUAL(dist, r, 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(tv_dot(m.N[i], to_eye) / le, 1, 1e-5);
        CU_ASSERT_EQUAL(vars[3 * i], vx[p]);
        CU_ASSERT_EQUAL(vars[3 * i + 1], vy[2 * p]);
        CU_ASSERT_EQUAL(vars[3 * i + 2], vy[2 * p + 1]);
    }
    /* Rim edges: their midpoints come within the tolerance of the circle. */
    for (size_t i = 0; i < m.ntris; i++) {
        const uint32_t *t = &m.idx[3 * i];
        for (int e = 0; e < 3; e++) {
            uint32_t a = t[e], b = t[(e + 1) % 3];
            if (m.v[a] != 0 || m.v[b] != 0)
                continue;
            size_t p = a / k;
            scene_vec3 mid = tv_scale(tv_add(m.P[a], m.P[b]), 0.5f), d = tv_sub(mid, P[p]);
            CU_ASSERT(width[p] / 2 - sqrt(tv_dot(d, d)) <= tol);
        }
    }
    CU_ASSERT_EQUAL(tess_count_flipped(&m), 0);
    free(vars);
    scene_mesh_free(&m);
}

/* A straight linear curve along x seen from above: a ribbon in z = 0 of
 * width 0.2, v = x, facing +z. */
static void test_linear_curve(void)
{
    static const scene_vec3 P[2] = {{0, 0, 0}, {1, 0, 0}};
    static const int32_t nv[1] = {2};
    scene_curves cv = {.ncurves = 1, .npoints = 2, .nvertices = nv, .P = P, .constant_width = 0.2f,
                       .eye = {0.5f, 0, 5}};
    scene_mesh m;
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(scene_tess_curves(&cv, 1e-3f, NULL, &m, NULL, &err));
    CU_ASSERT_EQUAL(m.ntris, 2);
    for (size_t i = 0; i < m.nverts; i++) {
        CU_ASSERT_DOUBLE_EQUAL(fabs(m.P[i].y), 0.1, 1e-6);
        CU_ASSERT_DOUBLE_EQUAL(m.P[i].z, 0, 1e-6);
        CU_ASSERT_DOUBLE_EQUAL(m.P[i].x, m.v[i], 1e-6);
        CU_ASSERT_DOUBLE_EQUAL(m.N[i].z, 1, 1e-5);
    }
    CU_ASSERT_EQUAL(tess_count_flipped(&m), 0);
    scene_mesh_free(&m);
}

/* A bezier curve, widths 0.1 to 0.3 along it: the ribbon against the
 * test's own ribbon (de Casteljau centre line and derivative, the side
 * C' x (eye - C)). */
static const scene_vec3 bez[4] = {{0, 0, 0}, {1, 2, 0}, {2, -2, 1}, {3, 0, 0}};
static const scene_vec3 bez_eye = {1, 1, 8};

static void bezier_curve(double v, double C[3], double dC[3])
{
    double b[4] = {(1 - v) * (1 - v) * (1 - v), 3 * v * (1 - v) * (1 - v), 3 * v * v * (1 - v), v * v * v};
    double d[4] = {-3 * (1 - v) * (1 - v), 3 * (1 - v) * (1 - 3 * v), 3 * v * (2 - 3 * v), 3 * v * v};
    for (int k = 0; k < 3; k++)
        C[k] = dC[k] = 0;
    for (int i = 0; i < 4; i++) {
        double p[3] = {bez[i].x, bez[i].y, bez[i].z};
        for (int k = 0; k < 3; k++) {
            C[k] += b[i] * p[k];
            dC[k] += d[i] * p[k];
        }
    }
}

static void exact_ribbon(const void *ctx, double u, double v, double P[3])
{
    (void)ctx;
    double C[3], dC[3];
    bezier_curve(v, C, dC);
    double e[3] = {bez_eye.x - C[0], bez_eye.y - C[1], bez_eye.z - C[2]};
    double s[3] = {dC[1] * e[2] - dC[2] * e[1], dC[2] * e[0] - dC[0] * e[2], dC[0] * e[1] - dC[1] * e[0]};
    double ls = sqrt(s[0] * s[0] + s[1] * s[1] + s[2] * s[2]), w = 0.1 + 0.2 * v;
    for (int k = 0; k < 3; k++)
        P[k] = C[k] + (u - 0.5) * w * s[k] / ls;
}

static void test_bezier_ribbon(void)
{
    static const int32_t nv[1] = {4};
    static const float widths[2] = {0.1f, 0.3f};
    scene_curves cv = {.cubic = true, .ncurves = 1, .npoints = 4, .nvertices = nv, .P = bez, .nwidths = 2,
                       .width = widths, .eye = bez_eye};
    CU_ASSERT_TRUE(scene_basis_named("bezier", &cv.basis));
    const float tol = 1e-3f;
    scene_mesh m;
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(scene_tess_curves(&cv, tol, NULL, &m, NULL, &err));
    tess_check_frames(&m, exact_ribbon, NULL, 3);
    CU_ASSERT(tess_param_error(&m, exact_ribbon, NULL) <= tol);
    CU_ASSERT_EQUAL(tess_count_flipped(&m), 0);
    /* The normal leans towards the eye. */
    for (size_t i = 0; i < m.nverts; i++)
        CU_ASSERT(tv_dot(m.N[i], tv_sub(bez_eye, m.P[i])) > 0);
    scene_mesh_free(&m);
}

/* A closed polyline's value at v: linear between consecutive points, the
 * last segment back to the first. */
static double around_loop(const float *vals, int n, double v)
{
    double s = v * n;
    int i = s >= n ? n - 1 : (int)s;
    return vals[i] + (s - i) * (vals[(i + 1) % n] - vals[i]);
}

/* Two periodic linear curves (a triangle and a square) with "vertex" and
 * "varying" values (both linear along linear curves): the loops close and
 * their values wrap. */
static void test_periodic_curves(void)
{
    static const scene_vec3 P[7] = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {2, 0, 0}, {3, 0, 0}, {3, 1, 0}, {2, 1, 0}};
    static const int32_t nv[2] = {3, 4};
    float vx[7] = {0, 1, 2, 10, 11, 12, 13}, vy[7] = {5, 6, 7, 20, 21, 22, 23};
    scene_primvars pv = {.vertex_k = 1, .vertex_count = 7, .vertex = vx,
                         .varying_k = 1, .varying_count = 7, .varying = vy};
    scene_curves cv = {.periodic = true, .ncurves = 2, .npoints = 7, .nvertices = nv, .P = P,
                       .constant_width = 0.05f, .eye = {1, 1, 5}};
    scene_mesh m;
    float *vars = NULL;
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(scene_tess_curves(&cv, 1e-3f, &pv, &m, &vars, &err));
    /* 3 + 4 straight segments, one quad each. */
    CU_ASSERT_EQUAL(m.ntris, 2 * 7);
    for (size_t i = 0; i < m.nverts; i++) {
        bool second = m.P[i].x > 1.5f;
        int first = second ? 3 : 0, n = second ? 4 : 3;
        CU_ASSERT_DOUBLE_EQUAL(vars[2 * i], around_loop(vx + first, n, m.v[i]), 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(vars[2 * i + 1], around_loop(vy + first, n, m.v[i]), 1e-5);
    }
    free(vars);
    scene_mesh_free(&m);
}

static void expect_curves_error(const scene_curves *cv, const char *msg)
{
    scene_mesh m;
    char *err = NULL;
    CU_ASSERT_FALSE(scene_tess_curves(cv, 1e-3f, NULL, &m, NULL, &err));
    CU_ASSERT_PTR_NULL(m.P);
    CU_ASSERT_PTR_NOT_NULL_FATAL(err);
    if (!strstr(err, msg))
        printf("\n  got '%s', expected '%s'\n", err, msg);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, msg));
    free(err);
}

static void test_curves_points_errors(void)
{
    static const scene_vec3 P[5] = {{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {3, 0, 0}, {4, 0, 0}};
    int32_t nv[1] = {5};
    scene_curves cv = {.cubic = true, .ncurves = 1, .npoints = 5, .nvertices = nv, .P = P, .constant_width = 1};
    CU_ASSERT_TRUE(scene_basis_named("bezier", &cv.basis));
    expect_curves_error(&cv, "Curves: nvertices[0] = 5 does not fit a nonperiodic cubic basis of step 3");
    nv[0] = 4;
    expect_curves_error(&cv, "Curves: 5 points given, the curves have 4");
    cv.npoints = 4;
    cv.constant_width = 0;
    expect_curves_error(&cv, "Curves: the constant width must be positive and finite (got 0)");
    float w[3] = {1, 1, 1};
    cv.nwidths = 3;
    cv.width = w;
    expect_curves_error(&cv, "Curves: 3 widths given, 2 expected (one per varying point)");
    cv.nwidths = 2;
    w[1] = -1;
    expect_curves_error(&cv, "Curves: width 1 is -1 (widths must be finite and nonnegative)");
    w[1] = 1;
    cv.eye.x = NAN;
    expect_curves_error(&cv, "Curves: the eye position is not finite");

    scene_points pts = {.npoints = 2, .P = P, .constant_width = -1};
    scene_mesh m;
    char *err = NULL;
    CU_ASSERT_FALSE(scene_tess_points(&pts, 1e-3f, NULL, &m, NULL, &err));
    CU_ASSERT_STRING_EQUAL(err, "Points: the constant width must be positive and finite (got -1)");
    free(err);
    /* A million wide points at a fine tolerance: refused, not allocated. */
    pts = (scene_points){.npoints = 1000000, .P = P, .constant_width = 100};
    scene_vec3 *many = calloc(1000000, sizeof *many);
    pts.P = many;
    CU_ASSERT_FALSE(scene_tess_points(&pts, 1e-3f, NULL, &m, NULL, &err));
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "Points: 1000000 points of"));
    free(err);
    free(many);
}

/* Huge but finite coordinates (found by fuzz-scene-tess): the normals are
 * still unit vectors, not NaN. */
static void test_huge_coordinates(void)
{
    static const scene_vec3 P[2] = {{0, 0, 0}, {0, 0, -1.7e38f}};
    static const int32_t nv[1] = {2};
    scene_curves cv = {.ncurves = 1, .npoints = 2, .nvertices = nv, .P = P, .constant_width = 5e7f,
                       .eye = {5e7f, 5e7f, 5e7f}};
    scene_mesh m;
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(scene_tess_curves(&cv, 1e12f, NULL, &m, NULL, &err));
    for (size_t i = 0; i < m.nverts; i++)
        CU_ASSERT_DOUBLE_EQUAL(tv_dot(m.N[i], m.N[i]), 1, 1e-5);
    scene_mesh_free(&m);
}

const unit_test tess_curves_tests[] = {
    {"huge coordinates", test_huge_coordinates},
    {"points face the eye", test_points},
    {"linear curve ribbon", test_linear_curve},
    {"bezier ribbon against its definition", test_bezier_ribbon},
    {"periodic curves and their values", test_periodic_curves},
    {"curves and points errors", test_curves_points_errors},
    {NULL, NULL},
};
