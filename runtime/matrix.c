/* RSL matrix builtins (RI 3.2 section 15.7) and the matrix operators.
 * Row-major, points as row vectors: translate/rotate/scale return m
 * premultiplied by the new transform (the transform applies first), as
 * RiTranslate etc. compose with the current transformation. */
#include "rsl_internal.h"

/* The adjugate over the determinant, from the twelve 2x2 minors of the top
 * and bottom row pairs (Laplace expansion): straight-line code with no
 * branch, so targets without variable indexing (the
 * RPU) get a few hundred instructions, not a fully unrolled elimination
 * with pivoting, and a constant matrix (the RPU's and the PTX glue's
 * identity spaces) folds.  A singular matrix gives zeros. */
void rsl_mat_inverse(rsl_matrix *out, const rsl_matrix *mat) {
    const float *m = mat->m;
    float s0 = m[0] * m[5] - m[4] * m[1], s1 = m[0] * m[6] - m[4] * m[2];
    float s2 = m[0] * m[7] - m[4] * m[3], s3 = m[1] * m[6] - m[5] * m[2];
    float s4 = m[1] * m[7] - m[5] * m[3], s5 = m[2] * m[7] - m[6] * m[3];
    float c5 = m[10] * m[15] - m[14] * m[11], c4 = m[9] * m[15] - m[13] * m[11];
    float c3 = m[9] * m[14] - m[13] * m[10], c2 = m[8] * m[15] - m[12] * m[11];
    float c1 = m[8] * m[14] - m[12] * m[10], c0 = m[8] * m[13] - m[12] * m[9];
    float det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0;
    /* Zeros for a singular matrix by a select, not a branch: a matrix
     * known only at run time (the RPU's "object" spaces) then leaves no
     * merge of 16 floats, which the RPU has no registers for. */
    float r = det != 0.0f ? 1.0f / det : 0.0f;
    *out = (rsl_matrix){{
        (m[5] * c5 - m[6] * c4 + m[7] * c3) * r,
        (-m[1] * c5 + m[2] * c4 - m[3] * c3) * r,
        (m[13] * s5 - m[14] * s4 + m[15] * s3) * r,
        (-m[9] * s5 + m[10] * s4 - m[11] * s3) * r,
        (-m[4] * c5 + m[6] * c2 - m[7] * c1) * r,
        (m[0] * c5 - m[2] * c2 + m[3] * c1) * r,
        (-m[12] * s5 + m[14] * s2 - m[15] * s1) * r,
        (m[8] * s5 - m[10] * s2 + m[11] * s1) * r,
        (m[4] * c4 - m[5] * c2 + m[7] * c0) * r,
        (-m[0] * c4 + m[1] * c2 - m[3] * c0) * r,
        (m[12] * s4 - m[13] * s2 + m[15] * s0) * r,
        (-m[8] * s4 + m[9] * s2 - m[11] * s0) * r,
        (-m[4] * c3 + m[5] * c1 - m[6] * c0) * r,
        (m[0] * c3 - m[1] * c1 + m[2] * c0) * r,
        (-m[12] * s3 + m[13] * s1 - m[14] * s0) * r,
        (m[8] * s3 - m[9] * s1 + m[10] * s0) * r,
    }};
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
