#include "scene_test.h"

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
    static const unit_suite suites[] = {
        {"intersect", intersect_tests, NULL, NULL},
        {"mesh", mesh_tests, NULL, NULL},
        {"output", output_tests, NULL, NULL},
        {"scene_load", load_tests, NULL, NULL},
        {"rib", rib_tests, NULL, NULL},
        {"render_core", render_core_tests, NULL, NULL},
        {"tess_quadric", tess_quadric_tests, NULL, NULL},
        {"tess_patch", tess_patch_tests, NULL, NULL},
        {"tess_subdiv", tess_subdiv_tests, NULL, NULL},
        {"tess_curves", tess_curves_tests, NULL, NULL},
        {NULL, NULL, NULL, NULL},
    };
    return unit_main_suites(suites, CU_BRM_VERBOSE);
}
