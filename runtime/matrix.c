/* RSL matrix builtins (RI 3.2 section 15.7) and the matrix operators.
 * Row-major, points as row vectors: translate/rotate/scale return m
 * premultiplied by the new transform (the transform applies first), as
 * RiTranslate etc. compose with the current transformation. */
#include "rsl_internal.h"

#include <stdbool.h>

void rsl_mat_inverse(rsl_matrix *out, const rsl_matrix *m) {
    /* The identity is its own inverse.  Where the matrix is a constant (the
     * RPU's and the PTX glue's spaces are all the identity) this folds and
     * the elimination below is never compiled; on the host it is 16
     * compares before the work.  Written out: opt -O2 leaves a loop of 16
     * rolled, and then nothing folds. */
    const float *e = m->m;
    bool identity = e[0] == 1 && e[1] == 0 && e[2] == 0 && e[3] == 0 && e[4] == 0 && e[5] == 1 && e[6] == 0 &&
                    e[7] == 0 && e[8] == 0 && e[9] == 0 && e[10] == 1 && e[11] == 0 && e[12] == 0 && e[13] == 0 &&
                    e[14] == 0 && e[15] == 1;
    if (identity) {
        *out = *m;
        return;
    }
    float a[4][8];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            a[i][j] = m->m[4 * i + j];
            a[i][j + 4] = i == j ? 1.0f : 0.0f;
        }
    for (int col = 0; col < 4; col++) {
        int pivot = col;
        for (int r = col + 1; r < 4; r++)
            if (__builtin_fabsf(a[r][col]) > __builtin_fabsf(a[pivot][col]))
                pivot = r;
        if (a[pivot][col] == 0.0f) {
            for (int i = 0; i < 16; i++)
                out->m[i] = 0.0f;
            return;
        }
        if (pivot != col)
            for (int j = 0; j < 8; j++) {
                float t = a[col][j];
                a[col][j] = a[pivot][j];
                a[pivot][j] = t;
            }
        float inv = 1.0f / a[col][col];
        for (int j = 0; j < 8; j++)
            a[col][j] *= inv;
        for (int r = 0; r < 4; r++) {
            if (r == col)
                continue;
            float f = a[r][col];
            for (int j = 0; j < 8; j++)
                a[r][j] -= f * a[col][j];
        }
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            out->m[4 * i + j] = a[i][j + 4];
}

/* Cofactor expansion along the first row, 2x2 minors shared. */
float rsl_mat_determinant(const rsl_matrix *mat) {
    const float *m = mat->m;
    float s0 = m[8] * m[13] - m[9] * m[12], s1 = m[8] * m[14] - m[10] * m[12];
    float s2 = m[8] * m[15] - m[11] * m[12], s3 = m[9] * m[14] - m[10] * m[13];
    float s4 = m[9] * m[15] - m[11] * m[13], s5 = m[10] * m[15] - m[11] * m[14];
    return m[0] * (m[5] * s5 - m[6] * s4 + m[7] * s3) - m[1] * (m[4] * s5 - m[6] * s2 + m[7] * s1) +
           m[2] * (m[4] * s4 - m[5] * s2 + m[7] * s0) - m[3] * (m[4] * s3 - m[5] * s1 + m[6] * s0);
}

float rsl_determinant(const rsl_matrix *m) { return rsl_mat_determinant(m); }
void rsl_inverse(rsl_matrix *out, const rsl_matrix *m) { rsl_mat_inverse(out, m); }

void rsl_translate(rsl_matrix *out, const rsl_matrix *m, rsl_vector t) {
    rsl_matrix tm;
    rsl_mat_identity(&tm);
    tm.m[12] = t.x;
    tm.m[13] = t.y;
    tm.m[14] = t.z;
    rsl_mat_mul(out, &tm, m);
}

/* Right-handed on the coordinates: rotating (1,0,0) a quarter turn about
 * (0,0,1) gives (0,1,0), as rotate() on points. */
void rsl_rotate__m_mfv(rsl_matrix *out, const rsl_matrix *m, float angle, rsl_vector axis) {
    rsl_vector k = rsl_norm3(axis);
    float c = __builtin_cosf(angle), s = __builtin_sinf(angle), t = 1.0f - c;
    rsl_matrix r;
    rsl_mat_identity(&r);
    /* Row i is the image of basis vector i. */
    r.m[0] = t * k.x * k.x + c;
    r.m[1] = t * k.x * k.y + s * k.z;
    r.m[2] = t * k.x * k.z - s * k.y;
    r.m[4] = t * k.x * k.y - s * k.z;
    r.m[5] = t * k.y * k.y + c;
    r.m[6] = t * k.y * k.z + s * k.x;
    r.m[8] = t * k.x * k.z + s * k.y;
    r.m[9] = t * k.y * k.z - s * k.x;
    r.m[10] = t * k.z * k.z + c;
    rsl_mat_mul(out, &r, m);
}

void rsl_scale(rsl_matrix *out, const rsl_matrix *m, rsl_point s) {
    rsl_matrix sm;
    rsl_mat_identity(&sm);
    sm.m[0] = s.x;
    sm.m[5] = s.y;
    sm.m[10] = s.z;
    rsl_mat_mul(out, &sm, m);
}

/* Indices are truncated and clamped to 0..3 so a bad index cannot leave the
 * matrix. */
static int matrix_index(float row, float col) {
    int r = (int)rsl_fclamp(row, 0.0f, 3.0f), c = (int)rsl_fclamp(col, 0.0f, 3.0f);
    return 4 * r + c;
}
float rsl_comp__f_mff(const rsl_matrix *m, float row, float col) {
    return m->m[matrix_index(row, col)];
}
void rsl_setcomp__v_mfff(rsl_matrix *m, float row, float col, float value) {
    m->m[matrix_index(row, col)] = value;
}

void rsl_op_mul__m_mm(rsl_matrix *out, const rsl_matrix *a, const rsl_matrix *b) {
    rsl_mat_mul(out, a, b);
}
/* a / b = a * inverse(b). */
void rsl_op_div__m_mm(rsl_matrix *out, const rsl_matrix *a, const rsl_matrix *b) {
    rsl_matrix inv;
    rsl_mat_inverse(&inv, b);
    rsl_mat_mul(out, a, &inv);
}
float rsl_op_eq__f_mm(const rsl_matrix *a, const rsl_matrix *b) {
    for (int i = 0; i < 16; i++)
        if (a->m[i] != b->m[i])
            return 0.0f;
    return 1.0f;
}
float rsl_op_ne__f_mm(const rsl_matrix *a, const rsl_matrix *b) {
    return 1.0f - rsl_op_eq__f_mm(a, b);
}
