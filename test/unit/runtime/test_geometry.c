/* Geometric builtins (RI 3.2 section 15.2).  Tolerance 1e-5 unless
 * stated. */
#include <math.h>

#include "runtime_tests.h"

static const float pi = 3.14159265358979f;
#define PI_D 3.14159265358979323846

static void components(void) {
    rsl_point p = f3(1, 2, 3);
    NEAR(rsl_xcomp__f_p(p), 1, 0);
    NEAR(rsl_ycomp__f_v(p), 2, 0);
    NEAR(rsl_zcomp__f_n(p), 3, 0);
    rsl_setxcomp__v_pf(&p, 7);
    rsl_setycomp__v_vf(&p, 8);
    rsl_setzcomp__v_nf(&p, 9);
    NEAR3(p, 7, 8, 9, 0);
}

static void length_normalize_distance(void) {
    NEAR(rsl_length__f_v(f3(3, 4, 0)), 5, 1e-6);
    NEAR(rsl_length__f_n(f3(0, 0, -2)), 2, 1e-6);
    NEAR3(rsl_normalize__v_v(f3(0, 3, 4)), 0, 0.6, 0.8, 1e-6);
    NEAR3(rsl_normalize__n_n(f3(-5, 0, 0)), -1, 0, 0, 1e-6);
    NEAR3(rsl_normalize__v_v(f3(0, 0, 0)), 0, 0, 0, 0);
    NEAR(rsl_distance(f3(1, 1, 1), f3(4, 5, 1)), 5, 1e-6);
}

/* Distance to a segment: beyond either end it is the distance to that end. */
static void ptlined_ends_and_middle(void) {
    rsl_point a = f3(0, 0, 0), b = f3(2, 0, 0);
    NEAR(rsl_ptlined(a, b, f3(1, 1, 0)), 1, 1e-6);
    NEAR(rsl_ptlined(a, b, f3(-1, 0, 0)), 1, 1e-6);
    NEAR(rsl_ptlined(a, b, f3(5, 4, 0)), 5, 1e-6);
    NEAR(rsl_ptlined(a, b, f3(0, 0, 3)), 3, 1e-6);
    NEAR(rsl_ptlined(a, b, f3(2, 0, 0)), 0, 1e-6);
    NEAR(rsl_ptlined(a, a, f3(0, 3, 4)), 5, 1e-6);
}

static void reflect_cases(void) {
    NEAR3(rsl_reflect(f3(1, -1, 0), f3(0, 1, 0)), 1, 1, 0, 1e-6);
    NEAR3(rsl_reflect(f3(0, 0, -1), f3(0, 0, 1)), 0, 0, 1, 1e-6);
    /* a grazing ray is unchanged */
    NEAR3(rsl_reflect(f3(1, 0, 0), f3(0, 1, 0)), 1, 0, 0, 1e-6);
}

/* Snell's law: sin(t) = eta sin(i), the refracted ray stays in the plane. */
static void refract_cases(void) {
    NEAR3(rsl_refract(f3(0, -1, 0), f3(0, 1, 0), 1.5f), 0, -1, 0, 1e-5);
    float s = sqrtf(0.5f);
    float eta = 1.0f / 1.5f, sint = s * eta;
    NEAR3(rsl_refract(f3(s, -s, 0), f3(0, 1, 0), eta), sint, -sqrtf(1 - sint * sint), 0, 1e-5);
    /* total internal reflection from glass to air at 45 degrees: zero */
    NEAR3(rsl_refract(f3(s, -s, 0), f3(0, 1, 0), 1.5f), 0, 0, 0, 0);
    /* just below the critical angle (41.8 deg for 1.5) it still refracts */
    float a = 41.0f * pi / 180.0f;
    rsl_vector t = rsl_refract(f3(sinf(a), -cosf(a), 0), f3(0, 1, 0), 1.5f);
    NEAR(t.x, 1.5 * sin(41.0 * PI_D / 180.0), 1e-5);
    CU_ASSERT(t.y < 0.0f);
}

/* Fresnel with n1 = 1, n2 = 1.5 written with indices, not the ratio. */
static double fresnel_reference(double cosi, double n1, double n2) {
    double sint = n1 / n2 * sqrt(1 - cosi * cosi);
    if (sint >= 1)
        return 1;
    double cost = sqrt(1 - sint * sint);
    double rs = (n1 * cosi - n2 * cost) / (n1 * cosi + n2 * cost);
    double rp = (n2 * cosi - n1 * cost) / (n2 * cosi + n1 * cost);
    return 0.5 * (rs * rs + rp * rp);
}

static void fresnel_cases(void) {
    float Kr, Kt;
    /* normal incidence: ((n1 - n2) / (n1 + n2))^2 = 0.04 */
    rsl_fresnel(f3(0, 0, -1), f3(0, 0, 1), 1.0f / 1.5f, &Kr, &Kt);
    NEAR(Kr, 0.04, 1e-5);
    NEAR(Kt, 0.96, 1e-5);
    for (int deg = 0; deg < 90; deg += 5) {
        double a = deg * PI_D / 180.0;
        rsl_fresnel(f3((float)sin(a), 0, (float)-cos(a)), f3(0, 0, 1), 1.0f / 1.5f, &Kr, &Kt);
        NEAR(Kr + Kt, 1.0, 1e-6);
        NEAR(Kr, fresnel_reference(cos(a), 1.0, 1.5), 1e-4);
        CU_ASSERT(Kr >= 0 && Kr <= 1);
    }
    /* glass to air beyond the critical angle: all reflected */
    float s = sqrtf(0.5f);
    rsl_fresnel(f3(s, 0, -s), f3(0, 0, 1), 1.5f, &Kr, &Kt);
    NEAR(Kr, 1, 0);
    NEAR(Kt, 0, 0);
    /* the R, T form agrees with reflect and refract */
    rsl_vector R, T;
    rsl_fresnel__v_vvfffvv(f3(s, 0, -s), f3(0, 0, 1), 1.0f / 1.5f, &Kr, &Kt, &R, &T);
    NEAR3(R, s, 0, s, 1e-5);
    float sint = s / 1.5f;
    NEAR3(T, sint, 0, -sqrtf(1 - sint * sint), 1e-5);
    NEAR(Kr, fresnel_reference(s, 1.0, 1.5), 1e-4);
}

static void faceforward_both_sides(void) {
    rsl_normal N = f3(0, 0, 1);
    NEAR3(rsl_faceforward__v_nvn(N, f3(0, 0, -1), N), 0, 0, 1, 0);
    NEAR3(rsl_faceforward__v_nvn(N, f3(0, 0, 1), N), 0, 0, -1, 0);
    NEAR3(rsl_faceforward__v_vvv(N, f3(1, 0, 0.1f), N), 0, 0, -1, 0);
    /* the two-argument form takes Nref = Ng */
    rsl_globals g = {0};
    g.Ng = f3(0, 0, -1);
    NEAR3(rsl_faceforward__v_nv(&g, N, f3(0, 0, -1)), 0, 0, -1, 0);
    NEAR3(rsl_faceforward__v_vv(&g, N, f3(0, 0, 1)), 0, 0, 1, 0);
}

static void rotate_points(void) {
    NEAR3(rsl_rotate__p_pfpp(f3(1, 0, 0), pi / 2, f3(0, 0, 0), f3(0, 0, 1)), 0, 1, 0, 1e-6);
    NEAR3(rsl_rotate__p_pfpp(f3(2, 1, 5), pi, f3(1, 1, 0), f3(1, 1, 3)), 0, 1, 5, 1e-6);
    NEAR3(rsl_rotate__p_pfpp(f3(0, 1, 0), pi / 2, f3(0, 0, 0), f3(1, 0, 0)), 0, 0, 1, 1e-6);
    /* vectors ignore the axis' position */
    NEAR3(rsl_rotate__v_vfpp(f3(1, 0, 0), pi / 2, f3(5, 5, 0), f3(5, 5, 1)), 0, 1, 0, 1e-6);
    NEAR3(rsl_rotate__n_nfpp(f3(1, 0, 0), pi, f3(5, 5, 0), f3(5, 5, 1)), -1, 0, 0, 1e-6);
}

/* Spaces for the transform tests: "world" -> current translates by
 * (1,2,3), "object" -> current scales x by 2, "camera" -> current
 * translates by (0,0,-10). */
static int32_t test_spaces(void *user, rsl_globals *g, rsl_string space, rsl_matrix *out) {
    (void)user, (void)g;
    rsl_mat_identity(out);
    if (space == RSL_STR_SCREEN)
        return 0; /* a space the "renderer" does not know */
    if (space == RSL_STR_WORLD) {
        out->m[12] = 1, out->m[13] = 2, out->m[14] = 3;
    } else if (space == RSL_STR_OBJECT) {
        out->m[0] = 2;
    } else if (space == RSL_STR_CAMERA) {
        out->m[14] = -10;
    }
    return 1;
}
static void test_clipping(void *user, rsl_globals *g, float *near_z, float *far_z) {
    (void)user, (void)g;
    *near_z = 1, *far_z = 11;
}

static void transform_between_spaces(void) {
    rsl_host_env env = {.space_matrix = test_spaces, .clipping = test_clipping};
    rsl_host_set_env(&env);
    rsl_globals g = {0};
    rsl_point p = f3(1, 1, 1);
    NEAR3(rsl_transform__p_sp(&g, RSL_STR_WORLD, p), 0, -1, -2, 1e-6);
    NEAR3(rsl_transform__p_ssp(&g, RSL_STR_WORLD, RSL_STR_CURRENT, p), 2, 3, 4, 1e-6);
    NEAR3(rsl_transform__p_ssp(&g, RSL_STR_OBJECT, RSL_STR_WORLD, p), 1, -1, -2, 1e-6);
    NEAR3(rsl_vtransform__v_ssv(&g, RSL_STR_WORLD, RSL_STR_CURRENT, p), 1, 1, 1, 1e-6);
    NEAR3(rsl_vtransform__v_ssv(&g, RSL_STR_OBJECT, RSL_STR_CURRENT, p), 2, 1, 1, 1e-6);
    NEAR3(rsl_vtransform__v_sv(&g, RSL_STR_OBJECT, p), 0.5, 1, 1, 1e-6);
    /* normals go by the inverse transpose: scaling x by 2 halves n.x */
    NEAR3(rsl_ntransform__n_ssn(&g, RSL_STR_OBJECT, RSL_STR_CURRENT, f3(1, 1, 0)), 0.5, 1, 0,
          1e-6);
    NEAR3(rsl_ntransform__n_sn(&g, RSL_STR_OBJECT, f3(1, 1, 0)), 2, 1, 0, 1e-6);
    NEAR3(rsl_ntransform__n_ssn(&g, RSL_STR_WORLD, RSL_STR_CURRENT, f3(0, 0, 1)), 0, 0, 1, 1e-6);
    /* a transformed normal stays perpendicular to transformed tangents */
    rsl_vector t = rsl_vtransform__v_ssv(&g, RSL_STR_OBJECT, RSL_STR_CURRENT, f3(1, -1, 0));
    rsl_normal n = rsl_ntransform__n_ssn(&g, RSL_STR_OBJECT, RSL_STR_CURRENT, f3(1, 1, 0));
    NEAR(rsl_dot3(t, n), 0, 1e-6);
    /* the matrix forms, and "from space then matrix" */
    rsl_matrix m;
    rsl_mat_identity(&m);
    m.m[12] = 5;
    NEAR3(rsl_transform__p_mp(&m, p), 6, 1, 1, 1e-6);
    NEAR3(rsl_vtransform__v_mv(&m, p), 1, 1, 1, 1e-6);
    NEAR3(rsl_transform__p_smp(&g, RSL_STR_WORLD, &m, p), 7, 3, 4, 1e-6);
    NEAR3(rsl_ntransform__n_mn(&m, f3(0, 1, 0)), 0, 1, 0, 1e-6);
    /* depth: camera z of P (P.z + 10) mapped from [1, 11] to [0, 1] */
    NEAR(rsl_depth(&g, f3(0, 0, -4)), 0.5, 1e-6);
    NEAR(rsl_depth(&g, f3(3, 2, -9)), 0.0, 1e-6);
    /* an unknown space on either side leaves the value unchanged (PRMan) */
    NEAR3(rsl_transform__p_ssp(&g, RSL_STR_WORLD, RSL_STR_SCREEN, p), 1, 1, 1, 0);
    NEAR3(rsl_transform__p_ssp(&g, RSL_STR_SCREEN, RSL_STR_WORLD, p), 1, 1, 1, 0);
    NEAR3(rsl_vtransform__v_sv(&g, RSL_STR_SCREEN, p), 1, 1, 1, 0);
    NEAR3(rsl_ntransform__n_ssn(&g, RSL_STR_OBJECT, RSL_STR_SCREEN, p), 1, 1, 1, 0);
    NEAR3(rsl_transform__p_smp(&g, RSL_STR_SCREEN, &m, p), 1, 1, 1, 0);
    rsl_host_set_env(NULL);
    /* with no renderer every space is current */
    NEAR3(rsl_transform__p_ssp(&g, RSL_STR_WORLD, RSL_STR_CAMERA, p), 1, 1, 1, 0);
}

/* mtransform with test_spaces: m translates by (5,0,0).  To "world": m then
 * current->world (translate by -(1,2,3)): a translation by (4,-2,-3).  From
 * "object" to "world": m, then object->current (x times 2: the translation
 * becomes (10,0,0)), then current->world: x scaled by 2, translated by
 * (9,-2,-3). */
static void mtransform_between_spaces(void) {
    rsl_host_env env = {.space_matrix = test_spaces};
    rsl_host_set_env(&env);
    rsl_globals g = {0};
    rsl_matrix m, r;
    rsl_mat_identity(&m);
    m.m[12] = 5;
    rsl_mtransform__m_sm(&g, &r, RSL_STR_WORLD, &m);
    const float to_world[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 4, -2, -3, 1};
    for (int i = 0; i < 16; i++)
        NEAR(r.m[i], to_world[i], 1e-6);
    rsl_mtransform__m_ssm(&g, &r, RSL_STR_OBJECT, RSL_STR_WORLD, &m);
    const float object_to_world[16] = {2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 9, -2, -3, 1};
    for (int i = 0; i < 16; i++)
        NEAR(r.m[i], object_to_world[i], 1e-6);
    /* the point (1,1,1): by m into "object" (6,1,1), then to "world" */
    rsl_point p = f3(1, 1, 1);
    NEAR3(rsl_transform__p_mp(&r, p), 11, -1, -2, 1e-6);
    NEAR3(rsl_transform__p_ssp(&g, RSL_STR_OBJECT, RSL_STR_WORLD, rsl_transform__p_mp(&m, p)), 11, -1, -2, 1e-6);
    rsl_host_set_env(NULL);
}

const unit_test geometry_tests[] = {
    {"xcomp ycomp zcomp setxcomp setycomp setzcomp", components},
    {"length normalize distance", length_normalize_distance},
    {"ptlined at both ends and the middle", ptlined_ends_and_middle},
    {"reflect", reflect_cases},
    {"refract incl. total internal reflection", refract_cases},
    {"fresnel: reference values, Kr+Kt=1, TIR, R and T", fresnel_cases},
    {"faceforward from both sides", faceforward_both_sides},
    {"rotate points, vectors and normals", rotate_points},
    {"transform vtransform ntransform depth between spaces", transform_between_spaces},
    {"mtransform between spaces", mtransform_between_spaces},
    {NULL, NULL},
};
