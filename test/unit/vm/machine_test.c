/* Every arithmetic opcode, modifier, swizzle form, scale, write mask,
 * memory instruction, trace, co-issue and the timing model, on values
 * worked out by hand. */
#include <limits.h>
#include <math.h>

#include "vm_test.h"

static void test_float_ops(void) {
    F.init[1] = vm_vec(1, 2, 3, 4);
    F.init[2] = vm_vec(5, 6, 7, 8);
    F.init[3] = vm_vec(0.5f, -1.5f, 2.25f, -3);
    CU_ASSERT_EQUAL(vm_run("mov R0, R1\n"
                           "frac R4, R3\n"
                           "add R5, R1, R2\n"
                           "mul R6, R1, R2\n"
                           "mad R7, R1, R2, R3\n"
                           "dp2h R8, R1, R2\n"
                           "dp3 R9, R1, R2\n"
                           "dp3h R10, R1, R2\n"
                           "dp4 R11, R1, R2\n"
                           "return\n"),
                    RPU_DONE);
    CHECK_VEC(vm_reg("R0"), 1, 2, 3, 4);
    CHECK_VEC(vm_reg("R4"), 0.5, 0.5, 0.25, 0);
    CHECK_VEC(vm_reg("R5"), 6, 8, 10, 12);
    CHECK_VEC(vm_reg("R6"), 5, 12, 21, 32);
    CHECK_VEC(vm_reg("R7"), 5.5, 10.5, 23.25, 29);
    CHECK_VEC(vm_reg("R8"), 20, 20, 20, 20); /* 5 + 12 + 3 */
    CHECK_VEC(vm_reg("R9"), 38, 38, 38, 38);
    CHECK_VEC(vm_reg("R10"), 42, 42, 42, 42); /* + R1.w */
    CHECK_VEC(vm_reg("R11"), 70, 70, 70, 70);
}

static void test_integer_ops(void) {
    F.init[2] = vm_vec(5, -6.7f, 7.9f, 1e10f);
    CU_ASSERT_EQUAL(vm_run("f2i R1, R2\n"
                           "iadd R3, R1, 3\n"
                           "imul R4, R1, -2\n"
                           "ishl R5, R1, 2\n"
                           "ishr R6, R1, 1\n"
                           "iand R7, R1, 6\n"
                           "ior R8, R1, 8\n"
                           "ixor R9, R1, -1\n"
                           "i2f R10, R1\n"
                           "return\n"),
                    RPU_DONE);
    CHECK_INT(vm_reg("R1"), 5, -6, 7, INT_MAX); /* truncation, saturation */
    CHECK_INT(vm_reg("R3"), 8, -3, 10, INT_MIN + 2); /* wraps */
    CHECK_INT(vm_reg("R4"), -10, 12, -14, 2);
    CHECK_INT(vm_reg("R5"), 20, -24, 28, -4);
    CHECK_INT(vm_reg("R6"), 2, -3, 3, INT_MAX / 2); /* arithmetic shift */
    CHECK_INT(vm_reg("R7"), 4, 2, 6, 6);
    CHECK_INT(vm_reg("R8"), 13, -6, 15, INT_MAX);
    CHECK_INT(vm_reg("R9"), -6, 5, -8, INT_MIN);
    CHECK_VEC(vm_reg("R10"), 5, -6, 7, 2147483648.0);
}

static void test_modifiers(void) {
    F.init[1] = vm_vec(-1, 0.5f, 2, 4);
    F.init[2] = vm_vec(0, 3, 4, 0);
    CU_ASSERT_EQUAL(vm_run("add_sat R0, R1, 0.0\n"
                           "mov_rcp R15.y, R1\n"  /* S.y = 1/4 */
                           "dp3_rsq R14.x, R2, R2\n" /* S.x = 1/sqrt(25) */
                           "mov_sat_rcp R13.w, 4.0\n" /* sat first: 1, then S.w = 1/1 */
                           "mov_rsq_sat R12.z, 0.25\n" /* order of suffixes is free; S.z = 1/sqrt(0.25) */
                           "return\n"),
                    RPU_DONE);
    CHECK_VEC(vm_reg("R0"), 0, 0.5, 1, 1);
    CHECK_VEC(vm_reg("R15"), 0, 0.5, 0, 0);
    CHECK_VEC(vm_reg("R14"), 25, 0, 0, 0);
    CHECK_VEC(vm_reg("S"), 0.2, 0.25, 2, 1);
    CHECK_VEC(vm_reg("R13"), 0, 0, 0, 1);
}

static void test_swizzles_scales_masks(void) {
    F.init[1] = vm_vec(1, 2, 3, 4);
    F.init[0] = vm_vec(9, 9, 9, 9);
    CU_ASSERT_EQUAL(vm_run("mov R2, R1.wzyx\n"
                           "mov R3, R1.y\n"
                           "mov R4, R1.xy\n"
                           "mov R5, R1.zxw\n"
                           "mov R6, 2*R1\n"
                           "mov R7, -0.5*R1\n"
                           "mov R8, 4*R1.x\n"
                           "add R9, -R1, 2*1.5\n"
                           "mov R10, -2*1.5\n"
                           "mov R0.xz, R1\n"
                           "mov R11.yw, -1.25\n"
                           "mov R12, R1.xxyy\n"
                           "add R13, 0x1.8p+1, 0.5e1\n" /* hexadecimal and exponent literals: 3 + 5 */
                           "iadd R14, R14, 0x10\n"
                           "return\n"),
                    RPU_DONE);
    CHECK_VEC(vm_reg("R2"), 4, 3, 2, 1);
    CHECK_VEC(vm_reg("R3"), 2, 2, 2, 2);
    CHECK_VEC(vm_reg("R4"), 1, 2, 2, 2);
    CHECK_VEC(vm_reg("R5"), 3, 1, 4, 4);
    CHECK_VEC(vm_reg("R6"), 2, 4, 6, 8);
    CHECK_VEC(vm_reg("R7"), -0.5, -1, -1.5, -2);
    CHECK_VEC(vm_reg("R8"), 4, 4, 4, 4);
    CHECK_VEC(vm_reg("R9"), 2, 1, 0, -1);
    CHECK_VEC(vm_reg("R10"), -3, -3, -3, -3);
    CHECK_VEC(vm_reg("R0"), 1, 9, 3, 9);
    CHECK_VEC(vm_reg("R11"), 0, -1.25, 0, -1.25);
    CHECK_VEC(vm_reg("R12"), 1, 1, 2, 2);
    CHECK_VEC(vm_reg("R13"), 8, 8, 8, 8);
    CHECK_INT(vm_reg("R14"), 16, 16, 16, 16);
}

/* The cross product of seed 000 section 2.4: (1,2,3) x (4,5,6) = (-3,6,-3). */
static void test_cross_product(void) {
    F.init[1] = vm_vec(1, 2, 3, 0);
    F.init[2] = vm_vec(4, 5, 6, 0);
    CU_ASSERT_EQUAL(vm_run("mul R0.xyz, R1.yzx, R2.zxy\n"
                           "mad R0.xyz, -R1.zxy, R2.yzx, R0\n"
                           "return\n"),
                    RPU_DONE);
    CHECK_VEC(vm_reg("R0"), -3, 6, -3, 0);
}

static void test_memory(void) {
    F.init[1] = vm_vec(1, 2, 3, 4);
    F.init[2] = vm_vec(2, 10, 0, 0);
    F.mem[5] = vm_vec(50, 51, 52, 53);
    CU_ASSERT_EQUAL(vm_run("f2i A, R2\n"
                           "store A.x, 1, R1.wzyx\n" /* mem[3] */
                           "load I0, A.x, 1\n"
                           "load4 A.y, -8\n"       /* mem[2..5] into I0..I3 */
                           "mov R3, I1\n"
                           "mov R4, I3\n"
                           "load I1, HIT_TRI, 3\n" /* HIT_TRI is 0 before any trace */
                           "mov R5, I1\n"
                           "f2i A1, 5.0\n"
                           "load I2, A1, 0\n"
                           "mov R6, I2\n"
                           "return\n"),
                    RPU_DONE);
    CHECK_VEC(&F.mem[3], 4, 3, 2, 1);
    CHECK_VEC(vm_reg("R3"), 4, 3, 2, 1);
    CHECK_VEC(vm_reg("R4"), 50, 51, 52, 53);
    CHECK_VEC(vm_reg("R5"), 4, 3, 2, 1);
    CHECK_VEC(vm_reg("R6"), 50, 51, 52, 53);
    CHECK_INT(vm_reg("A"), 2, 5, 0, 0);
}

static void fake_trace(void *ctx, const float orig[3], const float dir[3], const float arg[4], rpu_hit *hit) {
    (void)ctx, (void)orig, (void)arg;
    if (dir[2] > 0) *hit = (rpu_hit){2.0f, 0.25f, 0.5f, 3, 11, 2};
}

static void test_trace(void) {
    vm_load("trace 0.0, R1, C31\n"
            "mov R2, HIT\n"
            "trace R0, -R1, C31\n"
            "mov R3, HIT\n"
            "return\n");
    F.m.trace = fake_trace;
    rpu_thread_reset(F.t, 0);
    *vm_reg("R1") = vm_vec(0, 0, 1, 0);
    CU_ASSERT_EQUAL(rpu_run(F.t), RPU_DONE);
    rpu_vec *r2 = vm_reg("R2");
    CU_ASSERT_DOUBLE_EQUAL(r2->f[0], 0.25, 0);
    CU_ASSERT_DOUBLE_EQUAL(r2->f[1], 0.5, 0);
    CU_ASSERT_DOUBLE_EQUAL(r2->f[2], 2.0, 0);
    CU_ASSERT_EQUAL(r2->i[3], 3);
    CU_ASSERT(vm_reg("R3")->f[2] < 0); /* the second ray missed */
    CU_ASSERT_EQUAL(vm_reg("HIT_TRI")->i[0], 0);
}

static void test_coissue(void) {
    F.init[1] = vm_vec(1, 2, 3, 4);
    F.init[2] = vm_vec(5, 6, 7, 8);
    CU_ASSERT_EQUAL(vm_run("add R0.xyz, R1, R2 || mul R0.w, R1, R2\n"
                           "mov R1.xy, R1.zw || mov R1.zw, R1.xxxy\n" /* both read before either writes */
                           "return\n"),
                    RPU_DONE);
    CHECK_VEC(vm_reg("R0"), 6, 8, 10, 32);
    CHECK_VEC(vm_reg("R1"), 3, 4, 1, 2);
    CU_ASSERT_EQUAL(rpu_thread_counters(F.t)->instructions, 5);
    CU_ASSERT_EQUAL(rpu_thread_counters(F.t)->issues, 3);
}

/* Cycle counts under docs/rpu.md's model, worked out by hand. */
static void test_timing(void) {
    /* mul issues at 0 (ready 5); add waits for R0 until 5 (4 stall cycles);
     * return issues at 6 and the thread ends at 7. */
    vm_run("mul R0, R1, R2\nadd R3, R0, R1\nreturn\n");
    const rpu_counters *c = rpu_thread_counters(F.t);
    CU_ASSERT_EQUAL(c->cycles, 7);
    CU_ASSERT_EQUAL(c->stalls, 4);
    /* independent instructions do not wait */
    vm_run("mul R0, R1, R2\nadd R3, R2, R1\nreturn\n");
    CU_ASSERT_EQUAL(rpu_thread_counters(F.t)->cycles, 3);
    CU_ASSERT_EQUAL(rpu_thread_counters(F.t)->stalls, 0);
    /* load 20: mov waits until 20, return at 21 */
    vm_run("load I0, A.x, 0\nmov R0, I0\nreturn\n");
    CU_ASSERT_EQUAL(rpu_thread_counters(F.t)->cycles, 22);
    CU_ASSERT_EQUAL(rpu_thread_counters(F.t)->stalls, 19);
    /* _rsq adds 2 to mul's 5: S ready at 7 */
    vm_run("dp3_rsq R15.x, R1, R1\nmul R0, R1, S.x\nreturn\n");
    CU_ASSERT_EQUAL(rpu_thread_counters(F.t)->cycles, 9);
    /* only the lanes read count: R0.w is not waited for */
    vm_run("mul R0.w, R1, R2\nadd R3.xyz, R0, R1\nreturn\n");
    CU_ASSERT_EQUAL(rpu_thread_counters(F.t)->stalls, 0);
    /* a paired conditional jump waits for the add's result (3 cycles) */
    vm_run("add R15, R1, R2 + jmp L, w (>=0)\nL: return\n");
    CU_ASSERT_EQUAL(rpu_thread_counters(F.t)->cycles, 4);
    /* trace 100 */
    vm_run("trace 0.0, R1, C31\nmov R0, HIT\nreturn\n");
    CU_ASSERT_EQUAL(rpu_thread_counters(F.t)->cycles, 102);
}

const unit_test machine_tests[] = {
    {"float opcodes", test_float_ops},
    {"integer opcodes", test_integer_ops},
    {"modifiers sat rcp rsq", test_modifiers},
    {"swizzles, scales, write masks, literals", test_swizzles_scales_masks},
    {"cross product in two instructions", test_cross_product},
    {"load, load4, store", test_memory},
    {"trace sets HIT", test_trace},
    {"co-issue", test_coissue},
    {"timing model", test_timing},
    {NULL, NULL},
};
