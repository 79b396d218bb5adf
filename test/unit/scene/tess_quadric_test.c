/* The quadric tessellator: every RI 3.2 quadric against its own
 * parametrization and implicit equation, written here from the spec. */
#include "tess_check.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define PI 3.14159265358979323846
#define RAD(d) ((d) * PI / 180)

/* The RI 3.2 definitions, one by one. */
static void exact_quadric(const void *ctx, double u, double v, double P[3])
{
    const scene_quadric *q = ctx;
    double th = u * RAD(q->thetamax), rho = 0, z = 0;
    switch (q->kind) {
    case SCENE_SPHERE: {
        double p0 = asin(q->zmin / q->radius), p1 = asin(q->zmax / q->radius), phi = p0 + v * (p1 - p0);
        rho = q->radius * cos(phi);
        z = q->radius * sin(phi);
        break;
    }
    case SCENE_CONE:
        rho = q->radius * (1 - v);
        z = v * q->height;
        break;
    case SCENE_CYLINDER:
        rho = q->radius;
        z = q->zmin + v * (q->zmax - q->zmin);
        break;
    case SCENE_HYPERBOLOID: {
        double x = q->point1.x + v * (q->point2.x - q->point1.x), y = q->point1.y + v * (q->point2.y - q->point1.y);
        P[0] = x * cos(th) - y * sin(th);
        P[1] = x * sin(th) + y * cos(th);
        P[2] = q->point1.z + v * (q->point2.z - q->point1.z);
        return;
    }
    case SCENE_PARABOLOID:
        z = q->zmin + v * (q->zmax - q->zmin);
        rho = q->radius * sqrt(fmax(z, 0) / q->zmax);
        break;
    case SCENE_DISK:
        rho = q->radius * (1 - v);
        z = q->height;
        break;
    case SCENE_TORUS: {
        double phi = RAD(q->phimin + v * (q->phimax - q->phimin));
        rho = q->radius + q->minor_radius * cos(phi);
        z = q->minor_radius * sin(phi);
        break;
    }
    }
    P[0] = rho * cos(th);
    P[1] = rho * sin(th);
    P[2] = z;
}

static bool tess(const scene_quadric *q, float tol, scene_mesh *m)
{
    char *err = NULL;
    bool ok = scene_tess_quadric(q, tol, NULL, m, NULL, &err);
    if (!ok)
        printf("\n  unexpected: %s\n", err);
    free(err);
    return ok;
}

static const scene_quadric quadrics[] = {
    {.kind = SCENE_SPHERE, .radius = 2, .zmin = -1.5f, .zmax = 1.8f, .thetamax = 270},
    {.kind = SCENE_SPHERE, .radius = 1, .zmin = -1, .zmax = 1, .thetamax = 360},
    {.kind = SCENE_CONE, .radius = 1.5f, .height = 2, .thetamax = 360},
    {.kind = SCENE_CYLINDER, .radius = 0.5f, .zmin = -1, .zmax = 2, .thetamax = 300},
    {.kind = SCENE_HYPERBOLOID, .point1 = {1, 0, -1}, .point2 = {0, 1, 1}, .thetamax = 360},
    {.kind = SCENE_PARABOLOID, .radius = 1, .zmin = 0.25f, .zmax = 2, .thetamax = 360},
    {.kind = SCENE_DISK, .radius = 3, .height = 0.5f, .thetamax = 200},
    {.kind = SCENE_TORUS, .radius = 2, .minor_radius = 0.5f, .phimin = -90, .phimax = 270, .thetamax = 360},
};

/* Every quadric: vertices on the surface at their (u, v), derivatives,
 * normals, s/t, winding, and the tolerance at every triangle. */
static void test_quadrics_exact(void)
{
    for (size_t i = 0; i < sizeof quadrics / sizeof *quadrics; i++) {
        const scene_quadric *q = &quadrics[i];
        for (float tol = 0.1f; tol > 1e-3f; tol /= 10) {
            scene_mesh m;
            CU_ASSERT_TRUE_FATAL(tess(q, tol, &m));
            tess_check_frames(&m, exact_quadric, q, 3);
            double e = tess_param_error(&m, exact_quadric, q);
            if (e > tol)
                printf("\n  quadric %zu tolerance %g: error %g\n", i, tol, e);
            CU_ASSERT(e <= tol);
            CU_ASSERT_EQUAL(tess_count_flipped(&m), 0);
            scene_mesh_free(&m);
        }
    }
}

/* The sphere by hand: |P| = r, u = atan2(y, x) / thetamax, z = r sin(phi)
 * with phi running linearly from asin(zmin/r) to asin(zmax/r), N = P / r. */
static void test_sphere_by_hand(void)
{
    scene_quadric q = {.kind = SCENE_SPHERE, .radius = 2, .zmin = -1, .zmax = 2, .thetamax = 180};
    scene_mesh m;
    CU_ASSERT_TRUE_FATAL(tess(&q, 1e-3f, &m));
    double phi0 = asin(-0.5), phi1 = PI / 2;
    for (size_t i = 0; i < m.nverts; i++) {
        scene_vec3 p = m.P[i];
        CU_ASSERT_DOUBLE_EQUAL(sqrt(p.x * p.x + p.y * p.y + p.z * p.z), 2, 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(p.z, 2 * sin(phi0 + m.v[i] * (phi1 - phi0)), 1e-5);
        if (hypot(p.x, p.y) > 1e-3)
            CU_ASSERT_DOUBLE_EQUAL(atan2(p.y, p.x) / PI, m.u[i], 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(m.N[i].x * p.x + m.N[i].y * p.y + m.N[i].z * p.z, 2, 1e-4);
    }
    /* The first vertex is (u, v) = (0, 0): theta 0, z = zmin. */
    CU_ASSERT_DOUBLE_EQUAL(m.P[0].x, 2 * cos(phi0), 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(m.P[0].z, -1, 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(m.u[0], 0, 0);
    CU_ASSERT_DOUBLE_EQUAL(m.v[m.nverts - 1], 1, 0);
    /* The pole's normal is straight up, though dPdu vanishes there. */
    CU_ASSERT_DOUBLE_EQUAL(m.N[m.nverts - 1].z, 1, 1e-5);
    scene_mesh_free(&m);
}

/* Geometric distances from the implicit equations: a dense check at the
 * triangle centroids, independent of any parametrization. */
static void test_implicit_distance(void)
{
    scene_quadric torus = {.kind = SCENE_TORUS, .radius = 1, .minor_radius = 0.25f, .phimin = 0, .phimax = 360,
                           .thetamax = 360};
    scene_quadric cyl = {.kind = SCENE_CYLINDER, .radius = 4, .zmin = 0, .zmax = 1, .thetamax = 360};
    for (int which = 0; which < 2; which++) {
        const float tol = 2e-3f;
        scene_mesh m;
        CU_ASSERT_TRUE_FATAL(tess(which ? &cyl : &torus, tol, &m));
        double worst = 0;
        for (size_t i = 0; i < m.ntris; i++) {
            scene_vec3 a = m.P[m.idx[3 * i]], b = m.P[m.idx[3 * i + 1]], c = m.P[m.idx[3 * i + 2]];
            double x = (a.x + b.x + c.x) / 3, y = (a.y + b.y + c.y) / 3, z = (a.z + b.z + c.z) / 3;
            double rho = hypot(x, y);
            worst = fmax(worst, which ? fabs(rho - 4) : fabs(hypot(rho - 1, z) - 0.25));
        }
        CU_ASSERT(worst <= tol);
        CU_ASSERT(worst > tol / 20); /* not absurdly fine either */
        scene_mesh_free(&m);
    }
}

/* A paraboloid down to its apex: the tolerance holds near the singular
 * parametrization (rho ~ sqrt(z)), with no more triangles than the unit
 * sphere at the same tolerance (equal steps in v would need rows growing
 * as 1/tolerance^2), and the apex faces down. */
static void test_paraboloid_apex(void)
{
    scene_quadric q = {.kind = SCENE_PARABOLOID, .radius = 1, .zmin = 0, .zmax = 1, .thetamax = 360};
    scene_quadric s = {.kind = SCENE_SPHERE, .radius = 1, .zmin = -1, .zmax = 1, .thetamax = 360};
    scene_mesh m, sphere;
    CU_ASSERT_TRUE_FATAL(tess(&q, 1e-4f, &m));
    CU_ASSERT_TRUE_FATAL(tess(&s, 1e-4f, &sphere));
    CU_ASSERT(tess_param_error(&m, exact_quadric, &q) <= 1e-4);
    CU_ASSERT(m.ntris < sphere.ntris);
    scene_mesh_free(&sphere);
    CU_ASSERT_DOUBLE_EQUAL(m.N[0].z, -1, 1e-5);
    CU_ASSERT_EQUAL(tess_count_flipped(&m), 0);
    scene_mesh_free(&m);
}

/* Curved in one direction only: a quarter of the tolerance doubles the
 * steps around a cylinder (sqrt), and only those. */
static void test_growth(void)
{
    scene_quadric q = {.kind = SCENE_CYLINDER, .radius = 1, .zmin = 0, .zmax = 5, .thetamax = 360};
    scene_mesh a, b;
    CU_ASSERT_TRUE_FATAL(tess(&q, 1e-3f, &a));
    CU_ASSERT_TRUE_FATAL(tess(&q, 0.25e-3f, &b));
    CU_ASSERT_EQUAL(a.ntris % 2, 0);
    double ratio = (double)b.ntris / (double)a.ntris;
    CU_ASSERT(ratio >= 1.8 && ratio <= 2.2);
    scene_mesh_free(&a);
    scene_mesh_free(&b);
    scene_quadric s = {.kind = SCENE_SPHERE, .radius = 1, .zmin = -1, .zmax = 1, .thetamax = 360};
    CU_ASSERT_TRUE_FATAL(tess(&s, 1e-3f, &a));
    CU_ASSERT_TRUE_FATAL(tess(&s, 0.25e-3f, &b));
    ratio = (double)b.ntris / (double)a.ntris;
    CU_ASSERT(ratio >= 3.4 && ratio <= 4.6);
    scene_mesh_free(&a);
    scene_mesh_free(&b);
}

/* "vertex" and "varying" values at the four corners, bilinear in (u, v):
 * corners 0, 1, 2, 3 give u + 2v; 10, 10, 20, 20 give 10 + 10v. */
static void test_quadric_primvars(void)
{
    scene_quadric q = {.kind = SCENE_TORUS, .radius = 1, .minor_radius = 0.3f, .phimin = 0, .phimax = 180,
                       .thetamax = 90};
    float vertex[4] = {0, 1, 2, 3}, varying[8] = {10, 0, 10, 0, 20, 0, 20, 0};
    scene_primvars pv = {.vertex_k = 1, .vertex_count = 4, .vertex = vertex,
                         .varying_k = 2, .varying_count = 4, .varying = varying};
    scene_mesh m;
    float *vars = NULL;
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(scene_tess_quadric(&q, 1e-2f, &pv, &m, &vars, &err));
    CU_ASSERT_PTR_NOT_NULL_FATAL(vars);
    for (size_t i = 0; i < m.nverts; i++) {
        CU_ASSERT_DOUBLE_EQUAL(vars[3 * i], m.u[i] + 2 * m.v[i], 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(vars[3 * i + 1], 10 + 10 * m.v[i], 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(vars[3 * i + 2], 0, 0);
    }
    free(vars);
    scene_mesh_free(&m);
}

static void expect_error(const scene_quadric *q, float tol, const scene_primvars *pv, const char *msg)
{
    scene_mesh m;
    float *vars = (float *)&m;
    char *err = NULL;
    CU_ASSERT_FALSE(scene_tess_quadric(q, tol, pv, &m, &vars, &err));
    CU_ASSERT_PTR_NULL(vars);
    CU_ASSERT_PTR_NULL(m.P);
    CU_ASSERT_PTR_NOT_NULL_FATAL(err);
    if (!strstr(err, msg))
        printf("\n  got '%s', expected '%s'\n", err, msg);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, msg));
    free(err);
}

static void test_quadric_errors(void)
{
    scene_quadric s = {.kind = SCENE_SPHERE, .radius = -1, .zmin = -1, .zmax = 1, .thetamax = 360};
    expect_error(&s, 1e-3f, NULL, "Sphere: the radius must be positive (got -1)");
    s.radius = NAN;
    expect_error(&s, 1e-3f, NULL, "Sphere: a parameter is not a finite number");
    s.radius = 1;
    expect_error(&s, 0, NULL, "Sphere: the tolerance must be positive and finite (got 0)");
    expect_error(&s, NAN, NULL, "Sphere: the tolerance must be positive");
    /* A tiny tolerance fails instead of allocating gigabytes. */
    expect_error(&s, 1e-9f, NULL, "Sphere: tolerance 1e-09 needs");
    s.thetamax = 0;
    expect_error(&s, 1e-3f, NULL, "Sphere: thetamax must be nonzero and within [-360, 360] (got 0)");
    s.thetamax = 360;
    s.zmin = s.zmax = 2;
    expect_error(&s, 1e-3f, NULL, "Sphere: zmin and zmax (clamped to the radius) are equal");
    scene_quadric t = {.kind = SCENE_TORUS, .radius = 1, .minor_radius = 0, .phimax = 360, .thetamax = 360};
    expect_error(&t, 1e-3f, NULL, "Torus: the minor radius must be positive (got 0)");
    scene_quadric h = {.kind = SCENE_HYPERBOLOID, .point1 = {0, 0, 1}, .point2 = {0, 0, 2}, .thetamax = 360};
    expect_error(&h, 1e-3f, NULL, "Hyperboloid: point1 and point2 both lie on the z axis");
    scene_quadric p = {.kind = SCENE_PARABOLOID, .radius = 1, .zmin = 1, .zmax = 0.5f, .thetamax = 360};
    expect_error(&p, 1e-3f, NULL, "Paraboloid: needs 0 <= zmin < zmax (got zmin 1, zmax 0.5)");
    scene_quadric c = {.kind = SCENE_CONE, .radius = 1, .height = 0, .thetamax = 360};
    expect_error(&c, 1e-3f, NULL, "Cone: the height is 0");
    c.kind = (scene_quadric_kind)42;
    expect_error(&c, 1e-3f, NULL, "quadric: unknown kind 42");
    float three[3] = {1, 2, 3}, bad[4] = {0, INFINITY, 0, 0};
    scene_primvars pv = {.varying_k = 1, .varying_count = 3, .varying = three};
    s = (scene_quadric){.kind = SCENE_SPHERE, .radius = 1, .zmin = -1, .zmax = 1, .thetamax = 360};
    expect_error(&s, 1e-3f, &pv, "Sphere: 3 \"varying\" values given, 4 expected");
    pv = (scene_primvars){.vertex_k = 1, .vertex_count = 4, .vertex = bad};
    expect_error(&s, 1e-3f, &pv, "Sphere: a \"vertex\" primitive variable is not a finite number");
}

const unit_test tess_quadric_tests[] = {
    {"quadrics against their parametrization", test_quadrics_exact},
    {"sphere by hand", test_sphere_by_hand},
    {"implicit distance", test_implicit_distance},
    {"paraboloid apex", test_paraboloid_apex},
    {"growth with tolerance", test_growth},
    {"quadric primitive variables", test_quadric_primvars},
    {"quadric errors", test_quadric_errors},
    {NULL, NULL},
};
