/* The RSL type rules: promotion, point-like interconversion, operator result
 * kinds, casts and the ranking of overload candidates, including builtins
 * polymorphic in their return kind. */
#include <CUnit/CUnit.h>

#include "cunit_main.h"
#include "../../../frontend/typerules.h"

static void test_promotion(void)
{
    CU_ASSERT_EQUAL(rsl_conversion_cost(RSL_T_FLOAT, RSL_T_FLOAT), 0);
    CU_ASSERT_EQUAL(rsl_conversion_cost(RSL_T_FLOAT, RSL_T_COLOR), 2);
    CU_ASSERT_EQUAL(rsl_conversion_cost(RSL_T_FLOAT, RSL_T_POINT), 2);
    CU_ASSERT_EQUAL(rsl_conversion_cost(RSL_T_FLOAT, RSL_T_MATRIX), 3);
    CU_ASSERT_EQUAL(rsl_conversion_cost(RSL_T_COLOR, RSL_T_FLOAT), -1);
    CU_ASSERT_EQUAL(rsl_conversion_cost(RSL_T_STRING, RSL_T_FLOAT), -1);
    CU_ASSERT_EQUAL(rsl_conversion_cost(RSL_T_FLOAT, RSL_T_STRING), -1);
    CU_ASSERT_EQUAL(rsl_conversion_cost(RSL_T_VOID, RSL_T_VOID), -1);
}

static void test_pointlike(void)
{
    CU_ASSERT_EQUAL(rsl_conversion_cost(RSL_T_NORMAL, RSL_T_VECTOR), 1);
    CU_ASSERT_EQUAL(rsl_conversion_cost(RSL_T_VECTOR, RSL_T_POINT), 1);
    CU_ASSERT_EQUAL(rsl_conversion_cost(RSL_T_POINT, RSL_T_COLOR), -1);
    CU_ASSERT_EQUAL(rsl_conversion_cost(RSL_T_COLOR, RSL_T_NORMAL), -1);
    /* A cast may reinterpret any triple, but never a string. */
    CU_ASSERT_TRUE(rsl_cast_allowed(RSL_T_POINT, RSL_T_COLOR));
    CU_ASSERT_TRUE(rsl_cast_allowed(RSL_T_FLOAT, RSL_T_COLOR));
    CU_ASSERT_FALSE(rsl_cast_allowed(RSL_T_COLOR, RSL_T_FLOAT));
    CU_ASSERT_FALSE(rsl_cast_allowed(RSL_T_STRING, RSL_T_POINT));
}

static void test_arith(void)
{
    CU_ASSERT_EQUAL(rsl_arith_result(RSL_OP_SUB, RSL_T_POINT, RSL_T_POINT), RSL_T_VECTOR);
    CU_ASSERT_EQUAL(rsl_arith_result(RSL_OP_ADD, RSL_T_POINT, RSL_T_VECTOR), RSL_T_POINT);
    CU_ASSERT_EQUAL(rsl_arith_result(RSL_OP_ADD, RSL_T_NORMAL, RSL_T_NORMAL), RSL_T_NORMAL);
    CU_ASSERT_EQUAL(rsl_arith_result(RSL_OP_MUL, RSL_T_FLOAT, RSL_T_COLOR), RSL_T_COLOR);
    CU_ASSERT_EQUAL(rsl_arith_result(RSL_OP_DIV, RSL_T_COLOR, RSL_T_FLOAT), RSL_T_COLOR);
    CU_ASSERT_EQUAL(rsl_arith_result(RSL_OP_MUL, RSL_T_COLOR, RSL_T_POINT), -1);
    CU_ASSERT_EQUAL(rsl_arith_result(RSL_OP_DOT, RSL_T_NORMAL, RSL_T_VECTOR), RSL_T_FLOAT);
    CU_ASSERT_EQUAL(rsl_arith_result(RSL_OP_DOT, RSL_T_COLOR, RSL_T_COLOR), -1);
    CU_ASSERT_EQUAL(rsl_arith_result(RSL_OP_CROSS, RSL_T_POINT, RSL_T_VECTOR), RSL_T_VECTOR);
    CU_ASSERT_EQUAL(rsl_arith_result(RSL_OP_MUL, RSL_T_MATRIX, RSL_T_MATRIX), RSL_T_MATRIX);
    CU_ASSERT_EQUAL(rsl_arith_result(RSL_OP_ADD, RSL_T_MATRIX, RSL_T_MATRIX), -1);
    CU_ASSERT_EQUAL(rsl_arith_result(RSL_OP_ADD, RSL_T_STRING, RSL_T_FLOAT), -1);
    CU_ASSERT_EQUAL(rsl_common_kind(RSL_T_FLOAT, RSL_T_COLOR), RSL_T_COLOR);
    CU_ASSERT_EQUAL(rsl_common_kind(RSL_T_STRING, RSL_T_STRING), RSL_T_STRING);
    CU_ASSERT_EQUAL(rsl_common_kind(RSL_T_STRING, RSL_T_FLOAT), -1);
}

/* noise(point) exists returning float, color, point and vector. */
static const int point_arg[] = {RSL_T_POINT};

static int best_noise(int expected)
{
    static const int rets[] = {RSL_T_FLOAT, RSL_T_COLOR, RSL_T_POINT, RSL_T_VECTOR};
    int best = -1, best_score = -1;
    for (int i = 0; i < 4; i++) {
        int score = rsl_overload_score(point_arg, 1, point_arg, 1, rets[i], expected);
        if (score >= 0 && (best_score < 0 || score < best_score))
            best = rets[i], best_score = score;
    }
    return best;
}

static void test_polymorphic_return(void)
{
    CU_ASSERT_EQUAL(best_noise(RSL_T_NONE), RSL_T_FLOAT);
    CU_ASSERT_EQUAL(best_noise(RSL_T_COLOR), RSL_T_COLOR);
    CU_ASSERT_EQUAL(best_noise(RSL_T_VECTOR), RSL_T_VECTOR);
    CU_ASSERT_EQUAL(best_noise(RSL_T_FLOAT), RSL_T_FLOAT);
    /* A normal is expected: the point-like returns beat float and color. */
    int n = best_noise(RSL_T_NORMAL);
    CU_ASSERT_TRUE(n == RSL_T_POINT || n == RSL_T_VECTOR);
}

static void test_overload_ranking(void)
{
    /* mix(float,float,float) against mix(color,color,float). */
    const int ff[] = {RSL_T_FLOAT, RSL_T_FLOAT, RSL_T_FLOAT};
    const int cc[] = {RSL_T_COLOR, RSL_T_COLOR, RSL_T_FLOAT};
    const int args_c[] = {RSL_T_COLOR, RSL_T_FLOAT, RSL_T_FLOAT};
    CU_ASSERT_EQUAL(rsl_overload_score(ff, 3, args_c, 3, RSL_T_FLOAT, RSL_T_NONE), -1);
    CU_ASSERT_TRUE(rsl_overload_score(cc, 3, args_c, 3, RSL_T_COLOR, RSL_T_NONE) >= 0);
    /* All floats: the exact match beats promoting two of them. */
    CU_ASSERT_TRUE(rsl_overload_score(ff, 3, ff, 3, RSL_T_FLOAT, RSL_T_COLOR) <
                   rsl_overload_score(cc, 3, ff, 3, RSL_T_COLOR, RSL_T_COLOR));
    /* Exact point-like beats converted point-like beats promoted float. */
    const int p[] = {RSL_T_POINT}, v[] = {RSL_T_VECTOR}, f[] = {RSL_T_FLOAT};
    int exact = rsl_overload_score(p, 1, p, 1, RSL_T_FLOAT, RSL_T_NONE);
    int conv = rsl_overload_score(v, 1, p, 1, RSL_T_FLOAT, RSL_T_NONE);
    int promo = rsl_overload_score(p, 1, f, 1, RSL_T_FLOAT, RSL_T_NONE);
    CU_ASSERT_TRUE(exact >= 0 && exact < conv && conv < promo);
    /* Wrong count, and outputs that would need a conversion. */
    CU_ASSERT_EQUAL(rsl_overload_score(p, 1, ff, 2, RSL_T_FLOAT, RSL_T_NONE), -1);
    const int out_p[] = {RSL_T_POINT | RSL_PARAM_OUT};
    CU_ASSERT_EQUAL(rsl_overload_score(out_p, 1, v, 1, RSL_T_VOID, RSL_T_NONE), -1);
    CU_ASSERT_TRUE(rsl_overload_score(out_p, 1, p, 1, RSL_T_VOID, RSL_T_NONE) >= 0);
}

int main(void)
{
    static const unit_test tests[] = {
        {"float promotion", test_promotion},
        {"point-like interconversion and casts", test_pointlike},
        {"operator result kinds", test_arith},
        {"polymorphic return resolution", test_polymorphic_return},
        {"overload ranking", test_overload_ranking},
        {NULL, NULL},
    };
    return unit_main("typerules", tests);
}
