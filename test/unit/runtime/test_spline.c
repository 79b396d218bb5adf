/* spline with each basis: values at knots, reproduction of linear data,
 * end conditions, clamping, colors.  Tolerance 1e-5. */
#include "runtime_tests.h"

static void catmull_rom_at_knots(void) {
    /* 5 knots = 2 segments; the curve passes through k1, k2, k3 */
    NEAR(rsl_spline__f_ff5(0.0f, 0, 1, 4, 9, 16), 1, 1e-6);
    NEAR(rsl_spline__f_ff5(0.5f, 0, 1, 4, 9, 16), 4, 1e-5);
    NEAR(rsl_spline__f_ff5(1.0f, 0, 1, 4, 9, 16), 9, 1e-5);
    /* catmull-rom reproduces linear data: knots i give 1 + 3x on [0,1] */
    NEAR(rsl_spline__f_ff6(0.3f, 0, 1, 2, 3, 4, 5), 1.9, 1e-5);
    NEAR(rsl_spline__f_sff6(RSL_STR_CATMULL_ROM, 0.3f, 0, 1, 2, 3, 4, 5), 1.9, 1e-5);
    /* four knots: the middle of the segment k1..k2 of symmetric data */
    NEAR(rsl_spline__f_ff4(0.5f, 0, 1, 1, 0), 1.125, 1e-6);
    /* x is clamped to [0,1] */
    NEAR(rsl_spline__f_ff5(-3.0f, 0, 1, 4, 9, 16), 1, 1e-6);
    NEAR(rsl_spline__f_ff5(7.0f, 0, 1, 4, 9, 16), 9, 1e-5);
    NEAR(rsl_spline__f_ff10(1.0f, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9), 8, 1e-5);
}

static void other_bases(void) {
    /* bspline: (k0 + 4 k1 + k2) / 6 at the start, linear data reproduced */
    NEAR(rsl_spline__f_sff4(RSL_STR_BSPLINE, 0.0f, 0, 1, 2, 3), 1, 1e-6);
    NEAR(rsl_spline__f_sff4(RSL_STR_BSPLINE, 1.0f, 0, 1, 2, 3), 2, 1e-6);
    NEAR(rsl_spline__f_sff4(RSL_STR_BSPLINE, 0.0f, 6, 0, 0, 0), 1, 1e-6);
    NEAR(rsl_spline__f_sff5(RSL_STR_BSPLINE, 0.25f, 2, 2, 2, 2, 2), 2, 1e-6);
    /* bezier: ends interpolate, middle (k0 + 3k1 + 3k2 + k3)/8 */
    NEAR(rsl_spline__f_sff4(RSL_STR_BEZIER, 0.0f, 1, 5, 7, 3), 1, 1e-6);
    NEAR(rsl_spline__f_sff4(RSL_STR_BEZIER, 1.0f, 1, 5, 7, 3), 3, 1e-6);
    NEAR(rsl_spline__f_sff4(RSL_STR_BEZIER, 0.5f, 1, 5, 7, 3), 40.0 / 8, 1e-6);
    /* 7 knots = 2 bezier segments sharing k3 */
    NEAR(rsl_spline__f_sff7(RSL_STR_BEZIER, 0.5f, 0, 1, 2, 10, 2, 1, 0), 10, 1e-5);
    /* hermite: p0, r0, p1, r1; with zero tangents the middle is the mean */
    NEAR(rsl_spline__f_sff4(RSL_STR_HERMITE, 0.0f, 2, 0, 6, 0), 2, 1e-6);
    NEAR(rsl_spline__f_sff4(RSL_STR_HERMITE, 1.0f, 2, 0, 6, 0), 6, 1e-6);
    NEAR(rsl_spline__f_sff4(RSL_STR_HERMITE, 0.5f, 2, 0, 6, 0), 4, 1e-6);
    /* linear: straight between k1..k3 */
    NEAR(rsl_spline__f_sff5(RSL_STR_LINEAR, 0.25f, 0, 10, 20, 40, 0), 15, 1e-5);
    NEAR(rsl_spline__f_sff5(RSL_STR_LINEAR, 0.75f, 0, 10, 20, 40, 0), 30, 1e-5);
    NEAR(rsl_spline__f_sff5(RSL_STR_LINEAR, 1.0f, 0, 10, 20, 40, 0), 40, 1e-5);
    /* an unknown basis name is catmull-rom */
    NEAR(rsl_spline__f_sff5(RSL_STRING_FIRST_FREE, 0.5f, 0, 1, 4, 9, 16), 4, 1e-5);
}

static void color_and_point_splines(void) {
    rsl_color k0 = f3(0, 0, 0), k1 = f3(1, 0, 0), k2 = f3(0, 1, 0), k3 = f3(0, 0, 1),
              k4 = f3(1, 1, 1);
    NEAR3(rsl_spline__c_fc5(0.0f, k0, k1, k2, k3, k4), 1, 0, 0, 1e-6);
    NEAR3(rsl_spline__c_fc5(0.5f, k0, k1, k2, k3, k4), 0, 1, 0, 1e-5);
    NEAR3(rsl_spline__c_fc5(1.0f, k0, k1, k2, k3, k4), 0, 0, 1, 1e-5);
    NEAR3(rsl_spline__c_sfc4(RSL_STR_LINEAR, 0.5f, k0, k1, k2, k3), 0.5, 0.5, 0, 1e-6);
    NEAR3(rsl_spline__p_fp4(0.5f, f3(0, 0, 0), f3(1, 2, 3), f3(3, 4, 5), f3(4, 6, 8)), 2, 3, 4,
          1e-5);
}

const unit_test spline_tests[] = {
    {"catmull-rom at knots, linear data, clamping", catmull_rom_at_knots},
    {"bspline bezier hermite linear", other_bases},
    {"color and point splines", color_and_point_splines},
    {NULL, NULL},
};
