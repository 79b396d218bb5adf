/* CUnit runner of the VM tests, and the fixture they share. */
#include <stdlib.h>
#include <string.h>

#include "vm_test.h"

vm_fixture F;

void vm_clear(void) {
    rpu_thread_free(F.t);
    rpu_object_free(F.obj);
    F.t = NULL;
    F.obj = NULL;
}

void vm_load(const char *src) {
    vm_clear();
    int n = 0;
    F.obj = rpu_assemble("test.s", src, strlen(src), stderr, &n);
    CU_ASSERT_PTR_NOT_NULL_FATAL(F.obj);
    F.m = (rpu_machine){.obj = F.obj, .mem = F.mem, .ncells = NCELLS, .max_steps = 100000, .max_depth = 16, .count_cycles = true};
    F.t = rpu_thread_new(&F.m);
    CU_ASSERT_PTR_NOT_NULL_FATAL(F.t);
}

static void start(rpu_thread *t) {
    rpu_thread_reset(t, 0);
    for (int i = 0; i < 16; i++) *rpu_thread_reg(t, (rpu_regname){RPU_F_R, (uint8_t)i}) = F.init[i];
}

/* The run without the timing model (the machine's own loop, not the timing
 * model's step by step) ends in the same state as F.t's. */
static void check_untimed_run(const rpu_vec *mem_before) {
    rpu_vec mem[NCELLS];
    memcpy(mem, mem_before, sizeof mem);
    rpu_machine m = F.m;
    m.mem = mem;
    m.count_cycles = false;
    rpu_thread *t = rpu_thread_new(&m);
    CU_ASSERT_PTR_NOT_NULL_FATAL(t);
    start(t);
    CU_ASSERT_EQUAL(rpu_run(t), rpu_thread_status(F.t));
    CU_ASSERT_EQUAL(rpu_thread_counters(t)->instructions, rpu_thread_counters(F.t)->instructions);
    CU_ASSERT_EQUAL(rpu_thread_counters(t)->issues, rpu_thread_counters(F.t)->issues);
    uint32_t at, at_timed;
    const char *fault = rpu_thread_fault(t, &at), *fault_timed = rpu_thread_fault(F.t, &at_timed);
    CU_ASSERT((fault == NULL) == (fault_timed == NULL));
    if (fault && fault_timed) {
        CU_ASSERT_STRING_EQUAL(fault, fault_timed);
        CU_ASSERT_EQUAL(at, at_timed);
    }
    for (uint8_t file = RPU_F_R; file < RPU_F_LITERAL; file++)
        for (uint8_t i = 0; i < 32; i++) {
            rpu_vec *v = rpu_thread_reg(t, (rpu_regname){file, i}), *timed = rpu_thread_reg(F.t, (rpu_regname){file, i});
            if (v && timed) CU_ASSERT_EQUAL(memcmp(v, timed, sizeof *v), 0);
        }
    CU_ASSERT_EQUAL(memcmp(mem, F.mem, sizeof mem), 0);
    rpu_thread_free(t);
}

rpu_status vm_run(const char *src) {
    vm_load(src);
    rpu_vec mem_before[NCELLS];
    memcpy(mem_before, F.mem, sizeof mem_before);
    start(F.t);
    rpu_status status = rpu_run(F.t);
    check_untimed_run(mem_before);
    return status;
}

rpu_vec *vm_reg(const char *name) {
    rpu_regname r;
    CU_ASSERT_FATAL(rpu_parse_regname(name, &r));
    return rpu_thread_reg(F.t, r);
}

rpu_vec vm_vec(float x, float y, float z, float w) { return (rpu_vec){.f = {x, y, z, w}}; }

int vm_errors(const char *src) {
    FILE *null = fopen("/dev/null", "w");
    int n = 0;
    rpu_object *o = rpu_assemble("test.s", src, strlen(src), null ? null : stderr, &n);
    if (null) fclose(null);
    CU_ASSERT_EQUAL(o == NULL, n > 0);
    rpu_object_free(o);
    return n;
}

static void reset_fixture(void) {
    memset(F.mem, 0, sizeof F.mem);
    memset(F.init, 0, sizeof F.init);
}

int main(void) {
    static const unit_suite suites[] = {
        {"machine", machine_tests, reset_fixture, vm_clear},
        {"control", control_tests, reset_fixture, vm_clear},
        {"object", object_tests, reset_fixture, vm_clear},
        {"entry inputs", entry_inputs_tests, reset_fixture, vm_clear},
        {NULL, NULL, NULL, NULL},
    };
    return unit_main_suites(suites, CU_BRM_VERBOSE);
}
