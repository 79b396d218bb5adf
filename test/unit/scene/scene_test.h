/* The scene tests' suites, registered by main.c. */
#ifndef SCENE_TEST_H
#define SCENE_TEST_H

#include "scene.h"

#include <CUnit/CUnit.h>

void add_intersect_tests(void);
void add_mesh_tests(void);
void add_output_tests(void);
void add_load_tests(void);

/* A deterministic pseudo-random float in [lo, hi) (xorshift). */
float test_random(uint32_t *state, float lo, float hi);
/* The shared data directory's bunny file, or NULL (with a note printed
 * once) when ../shared is absent. */
const char *test_bunny(const char *file);

#endif
