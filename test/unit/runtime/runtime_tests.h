/* Shared helpers of the runtime's unit tests.  Expected values are worked
 * out by hand or from the RI 3.2 definitions, never by calling the code
 * under test; each assertion states its tolerance. */
#ifndef RUNTIME_TESTS_H
#define RUNTIME_TESTS_H

#include <CUnit/CUnit.h>

#include "cunit_main.h"
#include "rsl_internal.h"
#include "rsl_runtime.h"

#define NEAR(actual, expected, tol) CU_ASSERT_DOUBLE_EQUAL((actual), (expected), (tol))
#define NEAR3(actual, ex, ey, ez, tol)          \
    do {                                        \
        rsl_float3 v_ = (actual);               \
        CU_ASSERT_DOUBLE_EQUAL(v_.x, (ex), (tol)); \
        CU_ASSERT_DOUBLE_EQUAL(v_.y, (ey), (tol)); \
        CU_ASSERT_DOUBLE_EQUAL(v_.z, (ez), (tol)); \
    } while (0)

static inline rsl_float3 f3(float x, float y, float z) { return rsl_f3(x, y, z); }

/* One suite per file, a table ending with {NULL, NULL}. */
extern const unit_test math_tests[], geometry_tests[], color_tests[], matrix_tests[],
    spline_tests[], noise_tests[], lighting_tests[], builtin_tests[], dynamic_tests[];

#endif
