/* RSL spline (RI 3.2 section 15.1): a cubic through knots selected by the
 * parameter, with the bases of RiBasis.  For n knots a basis with step s has
 * (n - 4) / s + 1 segments; x in [0,1] (clamped) spans them evenly and
 * segment i uses knots i*s .. i*s+3.  "linear" interpolates knots 1..n-2
 * (the end knots only pad, as for catmull-rom). */
#include "rsl_internal.h"

typedef struct basis {
    float m[16]; /* row-major: value = [t^3 t^2 t 1] M [k0 k1 k2 k3]^T */
    int step;
} basis;

static const basis bases[] = {
    /* catmull-rom */
    {{-0.5f, 1.5f, -1.5f, 0.5f, 1.0f, -2.5f, 2.0f, -0.5f, -0.5f, 0.0f, 0.5f, 0.0f, 0.0f, 1.0f,
      0.0f, 0.0f},
     1},
    /* bspline */
    {{-1.0f / 6, 3.0f / 6, -3.0f / 6, 1.0f / 6, 3.0f / 6, -6.0f / 6, 3.0f / 6, 0.0f, -3.0f / 6,
      0.0f, 3.0f / 6, 0.0f, 1.0f / 6, 4.0f / 6, 1.0f / 6, 0.0f},
     1},
    /* bezier */
    {{-1.0f, 3.0f, -3.0f, 1.0f, 3.0f, -6.0f, 3.0f, 0.0f, -3.0f, 3.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f,
      0.0f},
     3},
    /* hermite: knots are p0, r0, p1, r1 */
    {{2.0f, 1.0f, -2.0f, 1.0f, -3.0f, -2.0f, 3.0f, -1.0f, 0.0f, 1.0f, 0.0f, 0.0f, 1.0f, 0.0f, 0.0f,
      0.0f},
     2},
    /* linear */
    {{0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, -1.0f, 1.0f, 0.0f, 0.0f, 1.0f, 0.0f,
      0.0f},
     1},
};

static const basis *basis_named(rsl_string name) {
    switch (name) {
    case RSL_STR_BSPLINE: return &bases[1];
    case RSL_STR_BEZIER: return &bases[2];
    case RSL_STR_HERMITE: return &bases[3];
    case RSL_STR_LINEAR: return &bases[4];
    default: return &bases[0];
    }
}

/* The four weights of the segment x falls in, and that segment's first knot. */
static int weights(const basis *b, float x, int nknots, float w[4]) {
    int nseg = (nknots - 4) / b->step + 1;
    float u = rsl_fclamp(x, 0.0f, 1.0f) * (float)nseg;
    int seg = (int)u;
    if (seg > nseg - 1)
        seg = nseg - 1;
    float t = u - (float)seg;
    float tt[4] = {t * t * t, t * t, t, 1.0f};
    for (int k = 0; k < 4; k++)
        w[k] = tt[0] * b->m[k] + tt[1] * b->m[4 + k] + tt[2] * b->m[8 + k] + tt[3] * b->m[12 + k];
    return seg * b->step;
}

static float spline_f(rsl_string name, float x, const float *k, int n) {
    float w[4];
    int first = weights(basis_named(name), x, n, w);
    return w[0] * k[first] + w[1] * k[first + 1] + w[2] * k[first + 2] + w[3] * k[first + 3];
}
static rsl_float3 spline_3(rsl_string name, float x, const rsl_float3 *k, int n) {
    float w[4];
    int first = weights(basis_named(name), x, n, w);
    return k[first] * w[0] + k[first + 1] * w[1] + k[first + 2] * w[2] + k[first + 3] * w[3];
}

#define RSL_K4 k0, k1, k2, k3
#define RSL_K5 RSL_K4, k4
#define RSL_K6 RSL_K5, k5
#define RSL_K7 RSL_K6, k6
#define RSL_K8 RSL_K7, k7
#define RSL_K9 RSL_K8, k8
#define RSL_K10 RSL_K9, k9
#define RSL_P4(T) T k0, T k1, T k2, T k3
#define RSL_P5(T) RSL_P4(T), T k4
#define RSL_P6(T) RSL_P5(T), T k5
#define RSL_P7(T) RSL_P6(T), T k6
#define RSL_P8(T) RSL_P7(T), T k7
#define RSL_P9(T) RSL_P8(T), T k8
#define RSL_P10(T) RSL_P9(T), T k9
#define RSL_SPLINE_N(T, l, EVAL, n)                                                        \
    T rsl_spline__##l##_f##l##n(float x, RSL_P##n(T)) {                                       \
        T k[n] = {RSL_K##n};                                                               \
        return EVAL(RSL_STR_CATMULL_ROM, x, k, n);                                         \
    }                                                                                      \
    T rsl_spline__##l##_sf##l##n(rsl_string basis_name, float x, RSL_P##n(T)) {               \
        T k[n] = {RSL_K##n};                                                               \
        return EVAL(basis_name, x, k, n);                                                  \
    }
#define RSL_SPLINE_DEFS(T, l, EVAL) \
    RSL_SPLINE_N(T, l, EVAL, 4)     \
    RSL_SPLINE_N(T, l, EVAL, 5)     \
    RSL_SPLINE_N(T, l, EVAL, 6)     \
    RSL_SPLINE_N(T, l, EVAL, 7)     \
    RSL_SPLINE_N(T, l, EVAL, 8)     \
    RSL_SPLINE_N(T, l, EVAL, 9)     \
    RSL_SPLINE_N(T, l, EVAL, 10)
RSL_SPLINE_DEFS(float, f, spline_f)
RSL_SPLINE_DEFS(rsl_color, c, spline_3)
RSL_SPLINE_DEFS(rsl_point, p, spline_3)
