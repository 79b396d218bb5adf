#include "scene_test.h"

#include <CUnit/Basic.h>
#include <stdio.h>
#include <unistd.h>

float test_random(uint32_t *state, float lo, float hi)
{
    uint32_t x = *state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    *state = x;
    return lo + (hi - lo) * (float)(x >> 8) / (float)(1u << 24);
}

const char *test_bunny(const char *file)
{
    static char path[4096];
    snprintf(path, sizeof path, "%s/data/bunny/%s", RSL_SHARED_DIR, file);
    if (access(path, R_OK)) {
        printf("\n  note: %s is absent (no ../shared): bunny test skipped\n", path);
        return NULL;
    }
    return path;
}

int main(void)
{
    if (CU_initialize_registry() != CUE_SUCCESS)
        return 2;
    add_intersect_tests();
    add_mesh_tests();
    add_output_tests();
    add_load_tests();
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failed = CU_get_number_of_failures() + CU_get_number_of_tests_failed();
    CU_cleanup_registry();
    return failed ? 1 : 0;
}
