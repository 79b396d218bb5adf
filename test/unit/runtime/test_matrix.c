/* Matrix builtins (RI 3.2 section 15.7) and operators.  Row-major, points
 * as row vectors; translate/rotate/scale apply before m.  Tolerance 1e-5. */
#include "runtime_tests.h"

static const float pi = 3.14159265358979f;

static rsl_matrix matrix_of(const float v[16]) {
    rsl_matrix m;
    for (int i = 0; i < 16; i++)
        m.m[i] = v[i];
    return m;
}
static rsl_matrix identity(void) {
    rsl_matrix m;
    rsl_mat_identity(&m);
    return m;
}
static void assert_identity(const rsl_matrix *m, double tol) {
    for (int i = 0; i < 16; i++)
        NEAR(m->m[i], i % 5 == 0 ? 1.0 : 0.0, tol);
}

static void determinants(void) {
    rsl_matrix id = identity();
    NEAR(rsl_determinant(&id), 1, 0);
    rsl_matrix d = matrix_of((const float[16]){2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1});
    NEAR(rsl_determinant(&d), 24, 1e-5);
    rsl_matrix a = matrix_of((const float[16]){1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1});
    NEAR(rsl_determinant(&a), -2, 1e-5);
    /* swapping two rows flips the sign; a repeated row gives 0 */
    rsl_matrix b = matrix_of((const float[16]){3, 4, 0, 0, 1, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1});
    NEAR(rsl_determinant(&b), 2, 1e-5);
    rsl_matrix s = matrix_of((const float[16]){1, 2, 3, 4, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 0, 1});
    NEAR(rsl_determinant(&s), 0, 1e-5);
    /* upper triangular: product of the diagonal */
    rsl_matrix u = matrix_of((const float[16]){2, 7, 1, 8, 0, 3, 5, 9, 0, 0, -1, 4, 0, 0, 0, 0.5f});
    NEAR(rsl_determinant(&u), -3, 1e-5);
}

static void inverse_times_matrix_is_identity(void) {
    const float vals[3][16] = {
        {2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 1, 2, 3, 1},
        {0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}, /* needs pivoting */
        {4, 7, 2, 3, 0, 5, 1, 1, 2, 0, 6, 2, 1, 1, 1, 8},
    };
    for (int k = 0; k < 3; k++) {
        rsl_matrix m = matrix_of(vals[k]), inv, p;
        rsl_inverse(&inv, &m);
        rsl_op_mul__m_mm(&p, &inv, &m);
        assert_identity(&p, 1e-5);
        rsl_op_mul__m_mm(&p, &m, &inv);
        assert_identity(&p, 1e-5);
        rsl_op_div__m_mm(&p, &m, &m);
        assert_identity(&p, 1e-5);
    }
    /* a singular matrix has no inverse: zeros */
    rsl_matrix z = matrix_of((const float[16]){0}), inv;
    rsl_inverse(&inv, &z);
    for (int i = 0; i < 16; i++)
        NEAR(inv.m[i], 0, 0);
}

static void translate_rotate_scale_points(void) {
    rsl_matrix id = identity(), m, n;
    rsl_translate(&m, &id, f3(1, 2, 3));
    NEAR3(rsl_transform__p_mp(&m, f3(1, 1, 1)), 2, 3, 4, 1e-6);
    NEAR3(rsl_vtransform__v_mv(&m, f3(1, 1, 1)), 1, 1, 1, 1e-6);
    rsl_scale(&m, &id, f3(2, 3, 4));
    NEAR3(rsl_transform__p_mp(&m, f3(1, 1, 1)), 2, 3, 4, 1e-6);
    rsl_rotate__m_mfv(&m, &id, pi / 2, f3(0, 0, 1));
    NEAR3(rsl_transform__p_mp(&m, f3(1, 0, 0)), 0, 1, 0, 1e-6);
    NEAR3(rsl_transform__p_mp(&m, f3(0, 1, 0)), -1, 0, 0, 1e-6);
    rsl_rotate__m_mfv(&m, &id, pi / 2, f3(2, 0, 0)); /* axis need not be unit */
    NEAR3(rsl_transform__p_mp(&m, f3(0, 1, 0)), 0, 0, 1, 1e-6);
    /* agrees with rotate() on points about an arbitrary axis */
    rsl_rotate__m_mfv(&m, &id, 0.7f, f3(1, 2, 3));
    rsl_point q = rsl_rotate__p_pfpp(f3(0.3f, -1, 2), 0.7f, f3(0, 0, 0), f3(1, 2, 3));
    rsl_point r = rsl_transform__p_mp(&m, f3(0.3f, -1, 2));
    NEAR3(r, q.x, q.y, q.z, 1e-5);
    /* a rotation keeps the determinant 1 */
    NEAR(rsl_determinant(&m), 1, 1e-5);
    /* composition: the new transform applies first, m after it */
    rsl_scale(&n, &id, f3(2, 2, 2));
    rsl_translate(&m, &n, f3(1, 0, 0));
    NEAR3(rsl_transform__p_mp(&m, f3(0, 0, 0)), 2, 0, 0, 1e-6);
}

static void comp_setcomp_equality(void) {
    rsl_matrix m = identity(), o = identity();
    NEAR(rsl_comp__f_mff(&m, 2, 2), 1, 0);
    NEAR(rsl_comp__f_mff(&m, 2, 3), 0, 0);
    rsl_setcomp__v_mfff(&m, 3, 0, 7);
    NEAR(rsl_comp__f_mff(&m, 3, 0), 7, 0);
    NEAR(m.m[12], 7, 0); /* row 3, column 0 */
    NEAR(rsl_op_eq__f_mm(&m, &o), 0, 0);
    NEAR(rsl_op_ne__f_mm(&m, &o), 1, 0);
    rsl_setcomp__v_mfff(&o, 3, 0, 7);
    NEAR(rsl_op_eq__f_mm(&m, &o), 1, 0);
    NEAR(rsl_op_ne__f_mm(&m, &o), 0, 0);
}

static void products(void) {
    rsl_matrix a = matrix_of((const float[16]){1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1});
    rsl_matrix b = matrix_of((const float[16]){0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1});
    rsl_matrix p;
    rsl_op_mul__m_mm(&p, &a, &b);
    /* [[1,2],[3,4]] x [[0,1],[1,0]] = [[2,1],[4,3]] */
    NEAR(p.m[0], 2, 0);
    NEAR(p.m[1], 1, 0);
    NEAR(p.m[4], 4, 0);
    NEAR(p.m[5], 3, 0);
    NEAR(p.m[10], 2, 0);
    rsl_op_div__m_mm(&p, &a, &b); /* b is its own inverse apart from the 2 */
    NEAR(p.m[0], 2, 1e-6);
    NEAR(p.m[10], 0.5, 1e-6);
}

const unit_test matrix_tests[] = {
    {"determinant", determinants},
    {"inverse * m = identity, m / m = identity", inverse_times_matrix_is_identity},
    {"translate rotate scale on points", translate_rotate_scale_points},
    {"comp setcomp == !=", comp_setcomp_equality},
    {"matrix * and /", products},
    {NULL, NULL},
};
