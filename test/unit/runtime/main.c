/* Runs every suite of the runtime's unit tests; non-zero exit on failure. */
#include "runtime_tests.h"

int main(void) {
    static const unit_suite suites[] = {
        {"math", math_tests, NULL, NULL},         {"geometry", geometry_tests, NULL, NULL},
        {"color", color_tests, NULL, NULL},       {"matrix", matrix_tests, NULL, NULL},
        {"spline", spline_tests, NULL, NULL},     {"noise", noise_tests, NULL, NULL},
        {"lighting", lighting_tests, NULL, NULL}, {"builtins", builtin_tests, NULL, NULL},
        {"dynamic", dynamic_tests, NULL, NULL},
        {NULL, NULL, NULL, NULL},
    };
    return unit_main_suites(suites, CU_BRM_NORMAL);
}
