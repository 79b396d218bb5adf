/* rpu_entry_inputs: the R lanes a function reads before writing them,
 * worked out by hand for each program. */
#include "vm_test.h"

#define LANES(r, m) ((uint64_t)(m) << (4 * (r)))

static uint64_t inputs(const char *src) {
    vm_load(src);
    return rpu_entry_inputs(F.obj, 0);
}

static void test_straight_line(void) {
    /* R1.xyz read; R2 written whole before its read; R3.x written, R3.y read */
    CU_ASSERT_EQUAL(inputs("mov R2, R1.xyz\n"
                           "mov R3.x, R2.w\n"
                           "add R0, R2, R3.xyxx\n"
                           "return\n"),
                    LANES(1, 0x7) | LANES(3, 0x2));
    /* a swizzle names the lanes read: R4.w into x, R4.x into y */
    CU_ASSERT_EQUAL(inputs("mov R0.xy, R4.wx + return\n"), LANES(4, 0x9));
    /* dot products read fixed lanes whatever the mask: dp3 x, y, z of both; dp2h a.xyz, b.xy */
    CU_ASSERT_EQUAL(inputs("dp3 R0.x, R1, R2 + return\n"), LANES(1, 0x7) | LANES(2, 0x7));
    CU_ASSERT_EQUAL(inputs("dp2h R0.w, R1, R2 + return\n"), LANES(1, 0x7) | LANES(2, 0x3));
    /* _rsq reads the result's w; a condition the lanes it tests */
    CU_ASSERT_EQUAL(inputs("mov_rsq R0.x, R5 + return\n"), LANES(5, 0x9));
    CU_ASSERT_EQUAL(inputs("mov R0.x, R6 + return, yz (>=0)\nreturn\n"), LANES(6, 0x7));
    /* a store reads its source whole; a co-issued pair reads before it writes */
    CU_ASSERT_EQUAL(inputs("mov A.x, 0.0\nstore A.x, 0, R7\nreturn\n"), LANES(7, 0xf));
    CU_ASSERT_EQUAL(inputs("mov R1.xyz, 1.0 || mov R0.w, R1.x\nreturn\n"), LANES(1, 0x1));
}

static void test_paths(void) {
    /* R2 is written on one path only: read after the join it is an input;
     * R3 written on both is not */
    CU_ASSERT_EQUAL(inputs("mov R15, R1.x + jmp other, x (<0)\n"
                           "mov R2, 1.0\n"
                           "mov R3, 1.0 + jmp join\n"
                           "other: mov R3, 2.0\n"
                           "join: add R0, R2, R3 + return\n"),
                    LANES(1, 0x1) | LANES(2, 0xf));
    /* code after an unconditional return is not reached from the entry */
    CU_ASSERT_EQUAL(inputs("mov R0, 1.0 + return\nmov R0, R9\nreturn\n"), 0);
    /* a loop: R4 is read on the first pass before the body writes it */
    CU_ASSERT_EQUAL(inputs("mov R1, 3.0\n"
                           "loop: add R0, R0, R4\n"
                           "mov R4, R1\n"
                           "add R1.x, R1.x, -1.0 + jmp loop, x (>=1)\n"
                           "return\n"),
                    LANES(0, 0xf) | LANES(4, 0xf));
    /* a call may read every lane still unwritten (its callee is not followed) */
    CU_ASSERT_EQUAL(inputs("mov R0, 1.0\n"
                           "call f\n"
                           "return\n"
                           "f: return\n"),
                    ~LANES(0, 0xf));
    /* an entry outside the code has none */
    vm_load("return\n");
    CU_ASSERT_EQUAL(rpu_entry_inputs(F.obj, 5), 0);
}

const unit_test entry_inputs_tests[] = {
    {"lanes read before written, straight line", test_straight_line},
    {"lanes read before written, paths, loops and calls", test_paths},
    {NULL, NULL},
};
