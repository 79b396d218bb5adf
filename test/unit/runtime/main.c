/* Runs every suite of the runtime's unit tests; non-zero exit on failure. */
#include <CUnit/Basic.h>

#include "runtime_tests.h"

static int add_suite(const char *name, const test_case *tests) {
    CU_pSuite s = CU_add_suite(name, NULL, NULL);
    if (!s)
        return 0;
    for (const test_case *t = tests; t->name; t++)
        if (!CU_add_test(s, t->name, t->fn))
            return 0;
    return 1;
}

int main(void) {
    if (CU_initialize_registry() != CUE_SUCCESS)
        return 1;
    int ok = add_suite("math", math_tests) && add_suite("geometry", geometry_tests) &&
             add_suite("color", color_tests) && add_suite("matrix", matrix_tests) &&
             add_suite("spline", spline_tests) && add_suite("noise", noise_tests) &&
             add_suite("lighting", lighting_tests) && add_suite("builtins", builtin_tests);
    if (!ok) {
        CU_cleanup_registry();
        return 1;
    }
    CU_basic_set_mode(CU_BRM_NORMAL);
    CU_basic_run_tests();
    unsigned failures = CU_get_number_of_failures();
    CU_cleanup_registry();
    return failures ? 1 : 0;
}
