/* The scene tests' suites, registered by main.c. */
#ifndef SCENE_TEST_H
#define SCENE_TEST_H

#include "cunit_main.h"
#include "scene.h"

#include <CUnit/CUnit.h>

extern const unit_test intersect_tests[], mesh_tests[], output_tests[], load_tests[], rib_tests[], render_core_tests[];
extern const unit_test tess_quadric_tests[], tess_patch_tests[], tess_subdiv_tests[],
    tess_curves_tests[];

/* A deterministic pseudo-random float in [lo, hi) (xorshift). */
float test_random(uint32_t *state, float lo, float hi);
/* The shared data directory's bunny file, or NULL (with a note printed
 * once) when ../shared is absent. */
const char *test_bunny(const char *file);

#endif
