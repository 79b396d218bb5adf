/* Color builtins (RI 3.2 section 15.3).  Known values of the standard
 * spaces: hue in [0,1), Rec. 709 primaries with D65 white for XYZ (white
 * is X=0.95047 Y=1 Z=1.08883, chromaticity x=0.3127 y=0.3290), NTSC YIQ. */
#include "runtime_tests.h"

static void comp_setcomp(void) {
    rsl_color c = f3(0.1f, 0.2f, 0.3f);
    NEAR(rsl_comp__f_cf(c, 0), 0.1f, 0);
    NEAR(rsl_comp__f_cf(c, 1), 0.2f, 0);
    NEAR(rsl_comp__f_cf(c, 2), 0.3f, 0);
    rsl_setcomp__v_cff(&c, 1, 0.9f);
    NEAR3(c, 0.1f, 0.9f, 0.3f, 0);
    /* indices outside 0..2 stay inside the color */
    NEAR(rsl_comp__f_cf(c, 7), 0.3f, 0);
    NEAR(rsl_comp__f_cf(c, -1), 0.1f, 0);
}

static void hsv_known_values(void) {
    NEAR3(rsl_ctransform__c_sc(RSL_STR_HSV, f3(1, 0, 0)), 0, 1, 1, 1e-6);
    NEAR3(rsl_ctransform__c_sc(RSL_STR_HSV, f3(0, 0, 0.5f)), 2.0 / 3, 1, 0.5, 1e-6);
    NEAR3(rsl_ctransform__c_sc(RSL_STR_HSV, f3(0.5f, 0.5f, 0.5f)), 0, 0, 0.5, 1e-6);
    NEAR3(rsl_ctransform__c_ssc(RSL_STR_HSV, RSL_STR_RGB, f3(1.0f / 3, 1, 1)), 0, 1, 0, 1e-5);
    NEAR3(rsl_ctransform__c_ssc(RSL_STR_HSV, RSL_STR_RGB, f3(2.0f / 3, 1, 1)), 0, 0, 1, 1e-5);
    NEAR3(rsl_ctransform__c_ssc(RSL_STR_HSV, RSL_STR_RGB, f3(1.0f / 6, 1, 1)), 1, 1, 0, 1e-5);
    NEAR3(rsl_ctransform__c_ssc(RSL_STR_HSV, RSL_STR_RGB, f3(0.5f, 0.5f, 1)), 0.5, 1, 1, 1e-5);
    NEAR3(rsl_ctransform__c_ssc(RSL_STR_HSV, RSL_STR_RGB, f3(0, 0, 0.25f)), 0.25, 0.25, 0.25,
          1e-6);
}

static void hsl_known_values(void) {
    NEAR3(rsl_ctransform__c_sc(RSL_STR_HSL, f3(1, 0, 0)), 0, 1, 0.5, 1e-6);
    NEAR3(rsl_ctransform__c_sc(RSL_STR_HSL, f3(0.5f, 0.5f, 0.5f)), 0, 0, 0.5, 1e-6);
    NEAR3(rsl_ctransform__c_sc(RSL_STR_HSL, f3(1, 1, 1)), 0, 0, 1, 1e-6);
    NEAR3(rsl_ctransform__c_ssc(RSL_STR_HSL, RSL_STR_RGB, f3(1.0f / 3, 1, 0.25f)), 0, 0.5, 0,
          1e-5);
    NEAR3(rsl_ctransform__c_ssc(RSL_STR_HSL, RSL_STR_RGB, f3(2.0f / 3, 1, 0.75f)), 0.5, 0.5, 1,
          1e-5);
}

static void xyz_xyy_yiq_known_values(void) {
    NEAR3(rsl_ctransform__c_sc(RSL_STR_XYZ, f3(1, 1, 1)), 0.95047, 1.0, 1.08883, 1e-4);
    NEAR3(rsl_ctransform__c_sc(RSL_STR_XYY, f3(1, 1, 1)), 0.3127, 0.3290, 1.0, 1e-4);
    NEAR3(rsl_ctransform__c_sc(RSL_STR_XYY, f3(0, 0, 0)), 0, 0, 0, 0);
    NEAR3(rsl_ctransform__c_sc(RSL_STR_YIQ, f3(1, 1, 1)), 1, 0, 0, 1e-5);
    NEAR3(rsl_ctransform__c_sc(RSL_STR_YIQ, f3(1, 0, 0)), 0.299, 0.596, 0.211, 1e-6);
    NEAR3(rsl_ctransform__c_ssc(RSL_STR_XYZ, RSL_STR_RGB, f3(0.95047f, 1.0f, 1.08883f)), 1, 1, 1,
          1e-4);
    NEAR(rsl_luminance(f3(1, 1, 1)), 1.0, 1e-5);
    NEAR(rsl_luminance(f3(0, 1, 0)), 0.7151522, 1e-6);
}

/* Every space converts to rgb and back within 1e-4 on a grid of colors,
 * including through a second space. */
static void round_trips(void) {
    const rsl_string spaces[] = {RSL_STR_RGB, RSL_STR_HSV, RSL_STR_HSL,
                                 RSL_STR_XYZ, RSL_STR_XYY, RSL_STR_YIQ};
    for (int s = 0; s < 6; s++)
        for (int r = 0; r <= 4; r++)
            for (int gg = 0; gg <= 4; gg++)
                for (int b = 1; b <= 4; b++) {
                    rsl_color c = f3(r / 4.0f, gg / 4.0f, b / 4.0f);
                    rsl_color there = rsl_ctransform__c_sc(spaces[s], c);
                    NEAR3(rsl_ctransform__c_ssc(spaces[s], RSL_STR_RGB, there), c.x, c.y, c.z,
                          1e-4);
                    rsl_color hsv = rsl_ctransform__c_ssc(spaces[s], RSL_STR_HSV, there);
                    NEAR3(rsl_ctransform__c_ssc(RSL_STR_HSV, RSL_STR_RGB, hsv), c.x, c.y, c.z,
                          1e-4);
                }
}

static void unknown_space_is_identity(void) {
    NEAR3(rsl_ctransform__c_sc(RSL_STRING_FIRST_FREE + 3, f3(0.2f, 0.4f, 0.6f)), 0.2f, 0.4f, 0.6f,
          0);
}

const unit_test color_tests[] = {
    {"comp and setcomp", comp_setcomp},
    {"rgb <-> hsv known values", hsv_known_values},
    {"rgb <-> hsl known values", hsl_known_values},
    {"XYZ xyY YIQ known values, luminance", xyz_xyy_yiq_known_values},
    {"round trips through every space", round_trips},
    {"an unknown space leaves the color", unknown_space_is_identity},
    {NULL, NULL},
};
