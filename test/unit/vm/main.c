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

rpu_status vm_run(const char *src) {
    vm_load(src);
    rpu_thread_reset(F.t, 0);
    for (int i = 0; i < 16; i++) *rpu_thread_reg(F.t, (rpu_regname){RPU_F_R, (uint8_t)i}) = F.init[i];
    return rpu_run(F.t);
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
        {NULL, NULL, NULL, NULL},
    };
    return unit_main_suites(suites, CU_BRM_VERBOSE);
}
