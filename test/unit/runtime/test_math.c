/* Math builtins (RI 3.2 section 15.1). Tolerance 1e-6 for exact
 * arithmetic, 1e-5 where libm rounding enters. */
#include "runtime_tests.h"

static const float pi = 3.14159265358979f;

static void abs_sign(void) {
    NEAR(rsl_abs(-2.5f), 2.5, 0);
    NEAR(rsl_abs(3.0f), 3.0, 0);
    NEAR(rsl_abs(0.0f), 0.0, 0);
    NEAR(rsl_sign(-0.1f), -1.0, 0);
    NEAR(rsl_sign(2.0f), 1.0, 0);
    NEAR(rsl_sign(0.0f), 0.0, 0);
}

static void rounding(void) {
    NEAR(rsl_floor(-1.5f), -2.0, 0);
    NEAR(rsl_floor(1.5f), 1.0, 0);
    NEAR(rsl_ceil(-1.5f), -1.0, 0);
    NEAR(rsl_ceil(1.2f), 2.0, 0);
    NEAR(rsl_round(2.5f), 3.0, 0);
    NEAR(rsl_round(-2.5f), -3.0, 0);
    NEAR(rsl_round(1.4f), 1.0, 0);
}

/* RSL's mod is floored: the result takes the divisor's sign. */
static void mod_floored(void) {
    NEAR(rsl_mod(7.0f, 3.0f), 1.0, 1e-6);
    NEAR(rsl_mod(-1.0f, 3.0f), 2.0, 1e-6);
    NEAR(rsl_mod(-7.0f, 3.0f), 2.0, 1e-6);
    NEAR(rsl_mod(7.0f, -3.0f), -2.0, 1e-6);
    NEAR(rsl_mod(5.5f, 2.0f), 1.5, 1e-6);
    NEAR(rsl_mod(6.0f, 3.0f), 0.0, 1e-6);
}

static void clamp_min_max(void) {
    NEAR(rsl_clamp(-1.0f, 0.0f, 1.0f), 0.0, 0);
    NEAR(rsl_clamp(0.3f, 0.0f, 1.0f), 0.3f, 0);
    NEAR(rsl_clamp(2.0f, 0.0f, 1.0f), 1.0, 0);
    NEAR(rsl_min(2.0f, -3.0f), -3.0, 0);
    NEAR(rsl_max(2.0f, -3.0f), 2.0, 0);
    NEAR(rsl_mix(2.0f, 4.0f, 0.25f), 2.5, 1e-6);
    NEAR(rsl_mix(2.0f, 4.0f, 0.0f), 2.0, 0);
    NEAR(rsl_mix(2.0f, 4.0f, 1.0f), 4.0, 0);
}

static void triple_min_max_clamp_mix(void) {
    NEAR3(rsl_min__c_cc(f3(1, 5, -2), f3(3, 4, -1)), 1, 4, -2, 0);
    NEAR3(rsl_max__p_pp(f3(1, 5, -2), f3(3, 4, -1)), 3, 5, -1, 0);
    NEAR3(rsl_clamp__v_vvv(f3(-1, 0.5f, 7), f3(0, 0, 0), f3(1, 1, 1)), 0, 0.5, 1, 0);
    NEAR3(rsl_clamp__n_nnn(f3(-1, 0.5f, 7), f3(0, 0, 0), f3(1, 1, 1)), 0, 0.5, 1, 0);
    NEAR3(rsl_mix__c_ccf(f3(0, 1, 2), f3(4, 5, 6), 0.5f), 2, 3, 4, 1e-6);
    NEAR3(rsl_mix__c_ccc(f3(0, 1, 2), f3(4, 5, 6), f3(0, 0.5f, 1)), 0, 3, 6, 1e-6);
    NEAR3(rsl_mix__v_vvf(f3(0, 0, 0), f3(2, 2, 2), 0.25f), 0.5, 0.5, 0.5, 1e-6);
}

static void step_smoothstep(void) {
    NEAR(rsl_step(0.5f, 0.4f), 0.0, 0);
    NEAR(rsl_step(0.5f, 0.5f), 1.0, 0);
    NEAR(rsl_step(0.5f, 0.6f), 1.0, 0);
    NEAR(rsl_smoothstep(0.0f, 1.0f, -0.5f), 0.0, 0);
    NEAR(rsl_smoothstep(0.0f, 1.0f, 0.0f), 0.0, 0);
    NEAR(rsl_smoothstep(0.0f, 1.0f, 1.0f), 1.0, 0);
    NEAR(rsl_smoothstep(0.0f, 1.0f, 2.0f), 1.0, 0);
    NEAR(rsl_smoothstep(0.0f, 1.0f, 0.5f), 0.5, 1e-6);
    /* 3t^2 - 2t^3 at t = 1/4: 3/16 - 2/64 = 0.15625 */
    NEAR(rsl_smoothstep(0.0f, 1.0f, 0.25f), 0.15625, 1e-6);
    NEAR(rsl_smoothstep(2.0f, 4.0f, 3.0f), 0.5, 1e-6);
    NEAR(rsl_filterstep(1.0f, 0.5f), 0.0, 0);
    NEAR(rsl_filterstep(1.0f, 1.5f), 1.0, 0);
}

static void powers_and_logs(void) {
    NEAR(rsl_sqrt(16.0f), 4.0, 1e-6);
    NEAR(rsl_inversesqrt(4.0f), 0.5, 1e-6);
    NEAR(rsl_pow(2.0f, 10.0f), 1024.0, 1e-3);
    NEAR(rsl_pow(9.0f, 0.5f), 3.0, 1e-5);
    NEAR(rsl_exp(0.0f), 1.0, 1e-6);
    NEAR(rsl_exp(1.0f), 2.718281828, 1e-5);
    NEAR(rsl_log(2.718281828f), 1.0, 1e-5);
    NEAR(rsl_log__f_ff(8.0f, 2.0f), 3.0, 1e-5);
    NEAR(rsl_log__f_ff(1000.0f, 10.0f), 3.0, 1e-5);
}

static void trigonometry(void) {
    NEAR(rsl_sin(pi / 6), 0.5, 1e-5);
    NEAR(rsl_cos(pi / 3), 0.5, 1e-5);
    NEAR(rsl_tan(pi / 4), 1.0, 1e-5);
    NEAR(rsl_asin(1.0f), pi / 2, 1e-5);
    NEAR(rsl_acos(0.0f), pi / 2, 1e-5);
    NEAR(rsl_acos(-1.0f), pi, 1e-5);
    NEAR(rsl_atan(1.0f), pi / 4, 1e-5);
    NEAR(rsl_atan__f_ff(1.0f, -1.0f), 3 * pi / 4, 1e-5);
    NEAR(rsl_atan__f_ff(-1.0f, -1.0f), -3 * pi / 4, 1e-5);
    NEAR(rsl_atan__f_ff(0.0f, 2.0f), 0.0, 1e-6);
    NEAR(rsl_radians(180.0f), pi, 1e-5);
    NEAR(rsl_degrees(pi / 2), 90.0, 1e-4);
}

const unit_test math_tests[] = {
    {"abs and sign, both branches", abs_sign},
    {"floor ceil round", rounding},
    {"mod is floored (negative operands)", mod_floored},
    {"clamp below/inside/above, min max mix", clamp_min_max},
    {"min max clamp mix on triples", triple_min_max_clamp_mix},
    {"step and smoothstep edges and middle", step_smoothstep},
    {"sqrt inversesqrt pow exp log", powers_and_logs},
    {"trigonometry and angle conversion", trigonometry},
    {NULL, NULL},
};
