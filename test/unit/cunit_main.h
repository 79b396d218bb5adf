/* The main() the CUnit test programs share: register suites given as
 * tables, run them through CUnit's basic interface and turn the outcome
 * into an exit status.  Header-only (link the `cunit_main` target); include
 * it where main() is. */
#ifndef CUNIT_MAIN_H
#define CUNIT_MAIN_H

#include <CUnit/Basic.h>
#include <stdio.h>

/* One test; a table of them ends with {NULL, NULL}. */
typedef struct unit_test {
    const char *name;
    CU_TestFunc fn;
} unit_test;

/* One suite: its tests and what runs before and after each of them
 * (either may be NULL); a table of suites ends with {NULL}. */
typedef struct unit_suite {
    const char *name;
    const unit_test *tests;
    CU_SetUpFunc setup;
    CU_TearDownFunc teardown;
} unit_suite;

static inline int unit_refused(void) {
    fprintf(stderr, "cunit: error: %s\n", CU_get_error_msg());
    CU_cleanup_registry();
    return 1;
}

/* Registers `suites` in order, runs them with output `mode` and frees the
 * registry.  The exit status is 0 only when CUnit took every suite and test
 * and no assertion, test or suite failed. */
static inline int unit_main_suites(const unit_suite *suites, CU_BasicRunMode mode) {
    if (CU_initialize_registry() != CUE_SUCCESS)
        return unit_refused();
    for (const unit_suite *s = suites; s->name; s++) {
        CU_pSuite suite =
            CU_add_suite_with_setup_and_teardown(s->name, NULL, NULL, s->setup, s->teardown);
        if (!suite)
            return unit_refused();
        for (const unit_test *t = s->tests; t->name; t++)
            if (!CU_add_test(suite, t->name, t->fn))
                return unit_refused();
    }
    CU_basic_set_mode(mode);
    if (CU_basic_run_tests() != CUE_SUCCESS)
        return unit_refused();
    unsigned failed = CU_get_number_of_failures() + CU_get_number_of_tests_failed() +
                      CU_get_number_of_suites_failed();
    CU_cleanup_registry();
    return failed ? 1 : 0;
}

/* The common case: one suite, verbose output. */
static inline int unit_main(const char *suite, const unit_test *tests) {
    const unit_suite suites[] = {{suite, tests, NULL, NULL}, {NULL, NULL, NULL, NULL}};
    return unit_main_suites(suites, CU_BRM_VERBOSE);
}

#endif
