/* spline with each basis: values at knots, reproduction of linear data,
 * end conditions, clamping, colors.  Tolerance 1e-5. */
#include "runtime_tests.h"

/* spline(basis, x, knots...) through the runtime's array form. */
#define SF(basis, x, ...) \
    rsl_spline_f(basis, x, (const float[]){__VA_ARGS__}, (int32_t)(sizeof((float[]){__VA_ARGS__}) / sizeof(float)))
#define S3(basis, x, ...)                                       \
    rsl_spline_3(basis, x, (const rsl_float3[]){__VA_ARGS__}, \
                 (int32_t)(sizeof((rsl_float3[]){__VA_ARGS__}) / sizeof(rsl_float3)))

static void catmull_rom_at_knots(void) {
    /* 5 knots = 2 segments; the curve passes through k1, k2, k3 */
    NEAR(SF(RSL_STR_CATMULL_ROM, 0.0f, 0, 1, 4, 9, 16), 1, 1e-6);
    NEAR(SF(RSL_STR_CATMULL_ROM, 0.5f, 0, 1, 4, 9, 16), 4, 1e-5);
    NEAR(SF(RSL_STR_CATMULL_ROM, 1.0f, 0, 1, 4, 9, 16), 9, 1e-5);
    /* catmull-rom reproduces linear data: knots i give 1 + 3x on [0,1] */
    NEAR(SF(RSL_STR_CATMULL_ROM, 0.3f, 0, 1, 2, 3, 4, 5), 1.9, 1e-5);
    NEAR(SF(RSL_STR_CATMULL_ROM, 0.3f, 0, 1, 2, 3, 4, 5), 1.9, 1e-5);
    /* four knots: the middle of the segment k1..k2 of symmetric data */
    NEAR(SF(RSL_STR_CATMULL_ROM, 0.5f, 0, 1, 1, 0), 1.125, 1e-6);
    /* x is clamped to [0,1] */
    NEAR(SF(RSL_STR_CATMULL_ROM, -3.0f, 0, 1, 4, 9, 16), 1, 1e-6);
    NEAR(SF(RSL_STR_CATMULL_ROM, 7.0f, 0, 1, 4, 9, 16), 9, 1e-5);
    NEAR(SF(RSL_STR_CATMULL_ROM, 1.0f, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9), 8, 1e-5);
}

static void other_bases(void) {
    /* bspline: (k0 + 4 k1 + k2) / 6 at the start, linear data reproduced */
    NEAR(SF(RSL_STR_BSPLINE, 0.0f, 0, 1, 2, 3), 1, 1e-6);
    NEAR(SF(RSL_STR_BSPLINE, 1.0f, 0, 1, 2, 3), 2, 1e-6);
    NEAR(SF(RSL_STR_BSPLINE, 0.0f, 6, 0, 0, 0), 1, 1e-6);
    NEAR(SF(RSL_STR_BSPLINE, 0.25f, 2, 2, 2, 2, 2), 2, 1e-6);
    /* bezier: ends interpolate, middle (k0 + 3k1 + 3k2 + k3)/8 */
    NEAR(SF(RSL_STR_BEZIER, 0.0f, 1, 5, 7, 3), 1, 1e-6);
    NEAR(SF(RSL_STR_BEZIER, 1.0f, 1, 5, 7, 3), 3, 1e-6);
    NEAR(SF(RSL_STR_BEZIER, 0.5f, 1, 5, 7, 3), 40.0 / 8, 1e-6);
    /* 7 knots = 2 bezier segments sharing k3 */
    NEAR(SF(RSL_STR_BEZIER, 0.5f, 0, 1, 2, 10, 2, 1, 0), 10, 1e-5);
    /* hermite: p0, r0, p1, r1; with zero tangents the middle is the mean */
    NEAR(SF(RSL_STR_HERMITE, 0.0f, 2, 0, 6, 0), 2, 1e-6);
    NEAR(SF(RSL_STR_HERMITE, 1.0f, 2, 0, 6, 0), 6, 1e-6);
    NEAR(SF(RSL_STR_HERMITE, 0.5f, 2, 0, 6, 0), 4, 1e-6);
    /* linear: straight between k1..k3 */
    NEAR(SF(RSL_STR_LINEAR, 0.25f, 0, 10, 20, 40, 0), 15, 1e-5);
    NEAR(SF(RSL_STR_LINEAR, 0.75f, 0, 10, 20, 40, 0), 30, 1e-5);
    NEAR(SF(RSL_STR_LINEAR, 1.0f, 0, 10, 20, 40, 0), 40, 1e-5);
    /* power: the knots are the coefficients of t^3, t^2, t, 1 */
    NEAR(SF(RSL_STR_POWER, 0.5f, 1, 2, 3, 4), 0.125 + 0.5 + 1.5 + 4, 1e-6);
    /* constant: segment i holds knot i+1 */
    NEAR(SF(RSL_STR_CONSTANT, 0.1f, 0, 10, 20, 40, 0), 10, 1e-6);
    NEAR(SF(RSL_STR_CONSTANT, 0.6f, 0, 10, 20, 40, 0), 20, 1e-6);
    NEAR(SF(RSL_STR_B_SPLINE, 0.0f, 6, 0, 0, 0), 1, 1e-6);
    /* 30 knots on a line: catmull-rom is the line through k1..k28 */
    NEAR(SF(RSL_STR_CATMULL_ROM, 0.5f, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
            19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29),
         14.5, 1e-5);
    /* an unknown basis name is catmull-rom */
    NEAR(SF(RSL_STRING_FIRST_FREE, 0.5f, 0, 1, 4, 9, 16), 4, 1e-5);
}

static void color_and_point_splines(void) {
    rsl_color k0 = f3(0, 0, 0), k1 = f3(1, 0, 0), k2 = f3(0, 1, 0), k3 = f3(0, 0, 1),
              k4 = f3(1, 1, 1);
    NEAR3(S3(RSL_STR_CATMULL_ROM, 0.0f, k0, k1, k2, k3, k4), 1, 0, 0, 1e-6);
    NEAR3(S3(RSL_STR_CATMULL_ROM, 0.5f, k0, k1, k2, k3, k4), 0, 1, 0, 1e-5);
    NEAR3(S3(RSL_STR_CATMULL_ROM, 1.0f, k0, k1, k2, k3, k4), 0, 0, 1, 1e-5);
    NEAR3(S3(RSL_STR_LINEAR, 0.5f, k0, k1, k2, k3), 0.5, 0.5, 0, 1e-6);
    NEAR3(S3(RSL_STR_CATMULL_ROM, 0.5f, f3(0, 0, 0), f3(1, 2, 3), f3(3, 4, 5), f3(4, 6, 8)), 2, 3, 4,
          1e-5);
}

const unit_test spline_tests[] = {
    {"catmull-rom at knots, linear data, clamping", catmull_rom_at_knots},
    {"bspline bezier hermite linear", other_bases},
    {"color and point splines", color_and_point_splines},
    {NULL, NULL},
};
