/* Helpers shared by the standard library's C files; not builtins (the
 * generator reads only rsl_stdlib.h).  Everything is static inline so it
 * folds into the builtins that use it.
 *
 * libm: the library calls __builtin_* math so that no libc header is needed
 * for the bitcode targets; with -fno-math-errno clang turns most of them into
 * llvm.* intrinsics, the rest stay libm calls (tanf, asinf, acosf, atanf,
 * atan2f, fmodf, ...) that the PTX and RPU passes lower and the host links. */
#ifndef RSL_INTERNAL_H
#define RSL_INTERNAL_H

#include "rsl_stdlib.h"

#define RSL_PI 3.14159265358979323846f

static inline rsl_float3 rsl_f3(float x, float y, float z) {
    rsl_float3 r = {x, y, z};
    return r;
}
static inline rsl_float3 rsl_f3s(float s) { return rsl_f3(s, s, s); }
static inline float rsl_dot3(rsl_float3 a, rsl_float3 b) {
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
static inline rsl_float3 rsl_cross3(rsl_float3 a, rsl_float3 b) {
    return rsl_f3(a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]);
}
static inline float rsl_len3(rsl_float3 a) { return __builtin_sqrtf(rsl_dot3(a, a)); }
/* A zero vector stays zero (RSL leaves normalize(0) undefined; zero is the
 * choice that keeps shaders free of NaNs). */
static inline rsl_float3 rsl_norm3(rsl_float3 a) {
    float l = rsl_len3(a);
    return l > 0.0f ? a / l : a;
}
/* A well-mixed 32-bit hash of x (noise lattices, sample streams). */
static inline uint32_t rsl_hash_bits(uint32_t x) {
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}
static inline float rsl_fmin(float a, float b) { return a < b ? a : b; }
static inline float rsl_fmax(float a, float b) { return a > b ? a : b; }
static inline float rsl_fclamp(float x, float lo, float hi) {
    return rsl_fmin(rsl_fmax(x, lo), hi);
}

/* Matrices: row-major m[4*row + col], points are row vectors (p' = p M). */
/* Written out, not a loop: opt -O2 leaves a 16-trip loop rolled, and then
 * what reads the matrix (an inversion, on the glues whose spaces are all
 * the identity) cannot fold. */
static inline void rsl_mat_identity(rsl_matrix *m) {
    *m = (rsl_matrix){{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}};
}
static inline void rsl_mat_mul(rsl_matrix *out, const rsl_matrix *a, const rsl_matrix *b) {
    rsl_matrix r;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            float s = 0.0f;
            for (int k = 0; k < 4; k++)
                s += a->m[4 * i + k] * b->m[4 * k + j];
            r.m[4 * i + j] = s;
        }
    *out = r;
}
/* Inverse by Gauss-Jordan elimination with partial pivoting; a singular
 * matrix gives all zeros (RSL leaves it undefined). */
void rsl_mat_inverse(rsl_matrix *out, const rsl_matrix *m);
float rsl_mat_determinant(const rsl_matrix *m);
static inline rsl_float3 rsl_mat_point(const rsl_matrix *m, rsl_float3 p) {
    const float *a = m->m;
    float x = p[0] * a[0] + p[1] * a[4] + p[2] * a[8] + a[12];
    float y = p[0] * a[1] + p[1] * a[5] + p[2] * a[9] + a[13];
    float z = p[0] * a[2] + p[1] * a[6] + p[2] * a[10] + a[14];
    float w = p[0] * a[3] + p[1] * a[7] + p[2] * a[11] + a[15];
    if (w != 1.0f && w != 0.0f)
        return rsl_f3(x / w, y / w, z / w);
    return rsl_f3(x, y, z);
}
static inline rsl_float3 rsl_mat_vector(const rsl_matrix *m, rsl_float3 v) {
    const float *a = m->m;
    return rsl_f3(v[0] * a[0] + v[1] * a[4] + v[2] * a[8], v[0] * a[1] + v[1] * a[5] + v[2] * a[9],
                  v[0] * a[2] + v[1] * a[6] + v[2] * a[10]);
}
/* A normal goes by the inverse transpose: n' = n (M^-1)^T. */
static inline rsl_float3 rsl_mat_normal(const rsl_matrix *m, rsl_float3 n) {
    rsl_matrix inv;
    rsl_mat_inverse(&inv, m);
    const float *a = inv.m;
    return rsl_f3(n[0] * a[0] + n[1] * a[1] + n[2] * a[2], n[0] * a[4] + n[1] * a[5] + n[2] * a[6],
                  n[0] * a[8] + n[1] * a[9] + n[2] * a[10]);
}

/* The cone test of illuminate/solar/illuminance: is direction d within
 * `angle` of axis?  A zero axis or an angle of pi or more admits every
 * direction. */
static inline int rsl_in_cone(rsl_vector d, rsl_vector axis, float angle) {
    if (angle >= RSL_PI || rsl_dot3(axis, axis) == 0.0f)
        return 1;
    float dl = rsl_len3(d);
    if (dl == 0.0f)
        return 1;
    return rsl_dot3(d, rsl_norm3(axis)) >= dl * __builtin_cosf(angle);
}

/* Color space conversions from and to rgb (color.c). */
rsl_color rsl_color_to_rgb(rsl_string space, rsl_color c);
rsl_color rsl_color_from_rgb(rsl_string space, rsl_color c);

#endif /* RSL_INTERNAL_H */
