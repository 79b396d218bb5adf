/* Helpers shared by the VM unit tests: assemble a program, run it from a
 * given register state, look at the result. */
#ifndef VM_TEST_H
#define VM_TEST_H

#include <CUnit/CUnit.h>

#include "cunit_main.h"
#include "rpuvm.h"

#define NCELLS 64

typedef struct vm_fixture {
    rpu_object *obj;
    rpu_machine m;
    rpu_thread *t;
    rpu_vec mem[NCELLS];
    rpu_vec init[16]; /* R0-R15 before the run */
} vm_fixture;

extern vm_fixture F;

/* Assembles `src` (must succeed) into F.obj and prepares F.m (trace unset). */
void vm_load(const char *src);
/* vm_load, then runs from address 0 with F.init in R0-R15. */
rpu_status vm_run(const char *src);
/* Frees what the previous vm_load made. */
void vm_clear(void);
rpu_vec *vm_reg(const char *name);
rpu_vec vm_vec(float x, float y, float z, float w);
/* Number of errors assembling `src` (diagnostics discarded). */
int vm_errors(const char *src);

#define CHECK_VEC(v, x, y, z, w)                       \
    do {                                               \
        const rpu_vec *v_ = (v);                       \
        CU_ASSERT_DOUBLE_EQUAL(v_->f[0], (x), 1e-6);   \
        CU_ASSERT_DOUBLE_EQUAL(v_->f[1], (y), 1e-6);   \
        CU_ASSERT_DOUBLE_EQUAL(v_->f[2], (z), 1e-6);   \
        CU_ASSERT_DOUBLE_EQUAL(v_->f[3], (w), 1e-6);   \
    } while (0)
#define CHECK_INT(v, x, y, z, w)    \
    do {                            \
        const rpu_vec *v_ = (v);    \
        CU_ASSERT_EQUAL(v_->i[0], (x)); \
        CU_ASSERT_EQUAL(v_->i[1], (y)); \
        CU_ASSERT_EQUAL(v_->i[2], (z)); \
        CU_ASSERT_EQUAL(v_->i[3], (w)); \
    } while (0)

extern const unit_test machine_tests[], control_tests[], object_tests[], entry_inputs_tests[];

#endif
