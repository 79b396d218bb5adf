/* RSL math builtins (RI 3.2 section 15.1). */
#include "rsl_internal.h"

float rsl_abs(float x) { return __builtin_fabsf(x); }
float rsl_sign(float x) { return x > 0.0f ? 1.0f : (x < 0.0f ? -1.0f : 0.0f); }
float rsl_floor(float x) { return __builtin_floorf(x); }
float rsl_ceil(float x) { return __builtin_ceilf(x); }
/* Halfway cases away from zero, as C's roundf. */
float rsl_round(float x) { return __builtin_roundf(x); }
/* Floored modulo: the result has the sign of b (mod(-1, 3) = 2). */
float rsl_mod(float a, float b) {
    if (b == 0.0f)
        return 0.0f;
    return a - b * __builtin_floorf(a / b);
}
float rsl_sqrt(float x) { return __builtin_sqrtf(x); }
float rsl_inversesqrt(float x) { return 1.0f / __builtin_sqrtf(x); }
float rsl_pow(float x, float y) { return __builtin_powf(x, y); }
float rsl_exp(float x) { return __builtin_expf(x); }
float rsl_log(float x) { return __builtin_logf(x); }
float rsl_log__f_ff(float x, float base) { return __builtin_logf(x) / __builtin_logf(base); }
float rsl_sin(float a) { return __builtin_sinf(a); }
float rsl_cos(float a) { return __builtin_cosf(a); }
float rsl_tan(float a) { return __builtin_tanf(a); }
float rsl_asin(float a) { return __builtin_asinf(a); }
float rsl_acos(float a) { return __builtin_acosf(a); }
float rsl_atan(float yoverx) { return __builtin_atanf(yoverx); }
float rsl_atan__f_ff(float y, float x) { return __builtin_atan2f(y, x); }
float rsl_radians(float degrees) { return degrees * (RSL_PI / 180.0f); }
float rsl_degrees(float radians) { return radians * (180.0f / RSL_PI); }
/* step(edge, x) is 0 below edge and 1 from edge on. */
float rsl_step(float edge, float x) { return x < edge ? 0.0f : 1.0f; }
/* Hermite 3t^2 - 2t^3 between the edges; 0 below e0, 1 above e1. */
float rsl_smoothstep(float e0, float e1, float x) {
    if (x < e0)
        return 0.0f;
    if (x >= e1)
        return 1.0f;
    float t = (x - e0) / (e1 - e0);
    return t * t * (3.0f - 2.0f * t);
}
/* No filter width is known at a ray-traced point: filterstep is step. */
float rsl_filterstep(float edge, float x) { return rsl_step(edge, x); }
float rsl_min(float a, float b) { return rsl_fmin(a, b); }
float rsl_max(float a, float b) { return rsl_fmax(a, b); }
float rsl_clamp(float x, float lo, float hi) { return rsl_fclamp(x, lo, hi); }
float rsl_mix(float a, float b, float t) { return a * (1.0f - t) + b * t; }

#define RSL_TRIPLE_MATH_DEFS(T, l)                                                       \
    T rsl_min__##l##_##l##l(T a, T b) {                                                  \
        return rsl_f3(rsl_fmin(a.x, b.x), rsl_fmin(a.y, b.y), rsl_fmin(a.z, b.z));       \
    }                                                                                    \
    T rsl_max__##l##_##l##l(T a, T b) {                                                  \
        return rsl_f3(rsl_fmax(a.x, b.x), rsl_fmax(a.y, b.y), rsl_fmax(a.z, b.z));       \
    }                                                                                    \
    T rsl_clamp__##l##_##l##l##l(T x, T lo, T hi) {                                      \
        return rsl_f3(rsl_fclamp(x.x, lo.x, hi.x), rsl_fclamp(x.y, lo.y, hi.y),          \
                      rsl_fclamp(x.z, lo.z, hi.z));                                      \
    }                                                                                    \
    T rsl_mix__##l##_##l##l##f(T a, T b, float t) { return a * (1.0f - t) + b * t; }     \
    T rsl_mix__##l##_##l##l##l(T a, T b, T t) { return a * (1.0f - t) + b * t; }
RSL_TRIPLE_MATH_DEFS(rsl_point, p)
RSL_TRIPLE_MATH_DEFS(rsl_vector, v)
RSL_TRIPLE_MATH_DEFS(rsl_normal, n)
RSL_TRIPLE_MATH_DEFS(rsl_color, c)
