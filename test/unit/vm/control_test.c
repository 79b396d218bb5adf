/* Conditions, jumps, calls, the stack window, every fault, and chunk mode
 * against threads run alone. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "vm_test.h"

/* Whether `mov R15, R1 + jmp yes COND` jumps for R1 = v. */
static bool jumps(const char *cond, rpu_vec v) {
    char src[256];
    snprintf(src, sizeof src,
             "mov R15, R1 + jmp yes %s\n"
             "mov R0.x, 0.0 + return\n"
             "yes: mov R0.x, 1.0 + return\n",
             cond);
    F.init[1] = v;
    CU_ASSERT_EQUAL(vm_run(src), RPU_DONE);
    return vm_reg("R0")->f[0] == 1.0f;
}

static void test_conditions(void) {
    CU_ASSERT(jumps("and xyzw (<0)", vm_vec(-1, -2, -3, -4)));
    CU_ASSERT(!jumps("and xyzw (<0)", vm_vec(-1, -2, -3, 0)));
    CU_ASSERT(jumps("or xyzw (<0)", vm_vec(1, 1, -1, 1)));
    CU_ASSERT(!jumps("or xyzw (<0)", vm_vec(1, 1, 1, 1)));
    CU_ASSERT(jumps("and xyzw (>=0)", vm_vec(0, 1, 2, 3)));
    CU_ASSERT(!jumps("and xyzw (>=0)", vm_vec(0, 1, 2, -3)));
    CU_ASSERT(jumps("and xyz (<1)", vm_vec(0.5f, -7, 0.99f, 5)));
    CU_ASSERT(!jumps("and xyz (<1)", vm_vec(0.5f, 1, 0.99f, 5)));
    CU_ASSERT(jumps("or zw (>=1)", vm_vec(0, 0, 0, 1)));
    CU_ASSERT(!jumps("or zw (>=1)", vm_vec(5, 5, 0, 0.5f)));
    CU_ASSERT(jumps("and y (=0)", vm_vec(1, 0, 1, 1)));
    CU_ASSERT(!jumps("and y (=0)", vm_vec(0, 1, 0, 0)));
    CU_ASSERT(jumps("or xw (!=0)", vm_vec(0, 0, 0, -2)));
    CU_ASSERT(!jumps("or xw (!=0)", vm_vec(0, 1, 1, 0)));
    /* two tests per lane */
    CU_ASSERT(jumps("and xy (>=0 and <1)", vm_vec(0.5f, 0, 7, -7)));
    CU_ASSERT(!jumps("and xy (>=0 and <1)", vm_vec(0.5f, 1, 0, 0)));
    CU_ASSERT(jumps("or w (<0 or >=1)", vm_vec(0, 0, 0, 2)));
    CU_ASSERT(!jumps("or w (<0 or >=1)", vm_vec(0, 0, 0, 0.5f)));
    /* default `and`, the optional comma */
    CU_ASSERT(jumps(", w (>=0)", vm_vec(-1, -1, -1, 0)));
    CU_ASSERT(!jumps("xy (>=0)", vm_vec(1, -1, 0, 0)));
    /* the thesis's unconditional return */
    CU_ASSERT(jumps("or xyzw (>=0 or <1)", vm_vec(-5, 5, 0, 1)));
}

/* Every test on the values at its edges and beyond the reals, against the
 * IEEE compare of its definition (docs/rpu.md: a NaN lane passes `!=0`
 * alone), one test and two per lane, in one lane and in all four. */
static bool passes(int test, float v) {
    switch (test) {
    case 0: return v < 0;
    case 1: return v >= 0;
    case 2: return v < 1;
    case 3: return v >= 1;
    case 4: return v == 0;
    default: return v != 0;
    }
}

static void test_condition_edges(void) {
    static const char *const tests[] = {"<0", ">=0", "<1", ">=1", "=0", "!=0"};
    const float values[] = {-INFINITY, -1.0f, -0x1p-149f, -0.0f, 0.0f, 0x1p-149f, 0x1.fffffep-1f, 1.0f, 2.0f,
                            INFINITY, NAN, -NAN};
    for (size_t k = 0; k < sizeof values / sizeof values[0]; k++) {
        float v = values[k], other = values[(k + 5) % (sizeof values / sizeof values[0])];
        for (int a = 0; a < 6; a++) {
            char cond[64];
            snprintf(cond, sizeof cond, ", z (%s)", tests[a]);
            CU_ASSERT_EQUAL(jumps(cond, vm_vec(other, other, v, other)), passes(a, v));
            snprintf(cond, sizeof cond, "and xyzw (%s)", tests[a]);
            CU_ASSERT_EQUAL(jumps(cond, vm_vec(v, v, v, v)), passes(a, v));
            snprintf(cond, sizeof cond, "or xyzw (%s)", tests[a]);
            CU_ASSERT_EQUAL(jumps(cond, vm_vec(v, v, v, v)), passes(a, v));
            for (int b = 0; b < 6; b++) {
                snprintf(cond, sizeof cond, "and y (%s and %s)", tests[a], tests[b]);
                CU_ASSERT_EQUAL(jumps(cond, vm_vec(other, v, other, other)), passes(a, v) && passes(b, v));
                snprintf(cond, sizeof cond, "and y (%s or %s)", tests[a], tests[b]);
                CU_ASSERT_EQUAL(jumps(cond, vm_vec(other, v, other, other)), passes(a, v) || passes(b, v));
            }
        }
    }
}

/* call push n shifts the S window by n; return restores it (Figure 2.1). */
static void test_stack_window(void) {
    F.init[1] = vm_vec(1, 2, 3, 4);
    F.init[2] = vm_vec(5, 6, 7, 8);
    CU_ASSERT_EQUAL(vm_run("mov S0, R1\n"
                           "mov S1, R2\n"
                           "mov S2, 10.0\n"
                           "call SUBROUTINE_ENTRY_g push 2\n"
                           "mov R3, S0\n" /* the caller's window again */
                           "mov R4, S1\n"
                           "mov R6, S2\n"
                           "mov R7, S3\n"
                           "return\n"
                           "SUBROUTINE_ENTRY_g:\n"
                           "mov R5, S0\n"       /* the caller's S2 */
                           "mov S0, 7.0\n"      /* writes the caller's S2 */
                           "mov S1.x, 8.0\n"    /* the caller's S3 */
                           "call SUBROUTINE_ENTRY_h push 3\n"
                           "mov R9, S0\n"
                           "return\n"
                           "SUBROUTINE_ENTRY_h:\n"
                           "mov R8, S0\n" /* g's S3 = caller's S5: never written */
                           "mov S5, 1.5\n"
                           "return\n"),
                    RPU_DONE);
    CHECK_VEC(vm_reg("R3"), 1, 2, 3, 4);
    CHECK_VEC(vm_reg("R4"), 5, 6, 7, 8);
    CHECK_VEC(vm_reg("R5"), 10, 10, 10, 10);
    CHECK_VEC(vm_reg("R6"), 7, 7, 7, 7);
    CHECK_VEC(vm_reg("R7"), 8, 0, 0, 0);
    CHECK_VEC(vm_reg("R8"), 0, 0, 0, 0);
    CHECK_VEC(vm_reg("R9"), 7, 7, 7, 7);
}

/* call through a register lane: the address is an integer in the word. */
static void test_call_register(void) {
    CU_ASSERT_EQUAL(vm_run("f2i R1.z, 4.0\n"
                           "call R1.z push 1\n"
                           "mov R0.y, 2.0\n"
                           "return\n"
                           "mov R0.x, 1.0\n" /* address 4 */
                           "return\n"),
                    RPU_DONE);
    CHECK_VEC(vm_reg("R0"), 1, 2, 0, 0);
    /* Figure 5.2: f calls add */
    vm_load("SUBROUTINE_ENTRY_add:\n"
            "    add R0.w, R0.w, R1.w\n"
            "    return\n"
            "SUBROUTINE_ENTRY_f:\n"
            "    mov R0.w, 5.0\n"
            "    mov R1.w, 2.0\n"
            "    call SUBROUTINE_ENTRY_add push 0\n"
            "    mul R0.w, R0.w, 3.0\n"
            "    return\n");
    uint32_t f;
    CU_ASSERT_FATAL(rpu_object_find_entry(F.obj, "f", &f));
    CU_ASSERT_EQUAL(f, 2);
    rpu_thread_reset(F.t, f);
    CU_ASSERT_EQUAL(rpu_run(F.t), RPU_DONE);
    CU_ASSERT_DOUBLE_EQUAL(vm_reg("R0")->f[3], 21, 0);
}

static void expect_fault(const char *src, uint32_t addr, const char *words) {
    CU_ASSERT_EQUAL(vm_run(src), RPU_FAULT);
    uint32_t at;
    const char *msg = rpu_thread_fault(F.t, &at);
    CU_ASSERT_PTR_NOT_NULL_FATAL(msg);
    CU_ASSERT_EQUAL(at, addr);
    if (!strstr(msg, words)) fprintf(stderr, "\nfault message '%s' lacks '%s'\n", msg, words);
    CU_ASSERT(strstr(msg, words) != NULL);
}

static void test_faults(void) {
    expect_fault("f2i A.x, 70.0\nload I0, A.x, -10\nload I0, A.x, 0\nreturn\n", 2, "data address 70 out of range");
    expect_fault("f2i A.y, 62.0\nload4 A.y, 0\nreturn\n", 1, "data address 65 out of range");
    expect_fault("store A.z, -1, R0\nreturn\n", 0, "data address -1 out of range");
    expect_fault("mov R0, R0\nf2i R1.x, 999.0\ncall R1.x push 0\nreturn\n", 2, "bad call target 999");
    expect_fault("f2i R1.x, -2.0\ncall R1.x push 0\n", 1, "bad call target -2");
    expect_fault("SUBROUTINE_ENTRY_r: call SUBROUTINE_ENTRY_r push 1\nreturn\n", 0, "call stack overflow");
    expect_fault("L: add R0, R0, 1.0\njmp L\n", 0, "instruction budget of 100000 steps exceeded");
    expect_fault("mov R0, R1\n", 0, "past the end of the code");
    /* to the end by a jump, and off it from a co-issued pair: both reach
     * the address one past the last instruction (the handler there) */
    expect_fault("mov R15, R1 + jmp end, x (>=0)\nreturn\nend:\n", 0, "past the end of the code (to address 2)");
    expect_fault("mov R0.xyz, 1.0 || mov R0.w, 2.0\n", 0, "past the end of the code (to address 2)");
    /* an entry past the end, alone and under the timing model */
    for (int timed = 0; timed < 2; timed++) {
        vm_load("return\n");
        F.m.count_cycles = timed;
        rpu_thread_reset(F.t, 1);
        CU_ASSERT_EQUAL(rpu_run(F.t), RPU_FAULT);
        CU_ASSERT(strstr(rpu_thread_fault(F.t, NULL), "entry address 1 is outside the code") != NULL);
    }
    /* the thread's registers stay readable and the machine usable after a fault */
    CU_ASSERT_EQUAL(vm_run("mov R0, 2.0\nreturn\n"), RPU_DONE);
    CHECK_VEC(vm_reg("R0"), 2, 2, 2, 2);
}

/* Divergent branches, loops and calls: each thread iterates R1.x times,
 * some call a function conditionally. */
static const char *divergent =
    "    mov R2, 0.0\n"
    "loop: add R2.x, R2.x, R1.y\n"
    "    add R1.x, R1.x, -1.0 + jmp loop, x (>=1)\n"
    "    mov R15, R1.z + jmp skip, x (<0)\n"
    "    mov S0, R2\n"
    "    call SUBROUTINE_ENTRY_sq push 1\n"
    "    mov R3, S0\n"
    "skip: mul R4, R2, 2.0\n"
    "    return\n"
    "SUBROUTINE_ENTRY_sq:\n"
    "    mul R2.y, R2.x, R2.x\n"
    "    add R15.y, R2.y, -100.0 + return, y (>=0)\n"
    "    add R2.z, R2.y, 1.0\n"
    "    return\n";

static void test_chunk_equivalence(void) {
    const rpu_vec inputs[4] = {vm_vec(3, 2, 1, 0), vm_vec(1, 5, -1, 0), vm_vec(6, 3, 1, 0), vm_vec(3, 2, 1, 0)};
    rpu_vec alone[4][16];
    uint64_t alone_instr[4];
    vm_load(divergent);
    for (int i = 0; i < 4; i++) {
        rpu_thread_reset(F.t, 0);
        *vm_reg("R1") = inputs[i];
        CU_ASSERT_EQUAL(rpu_run(F.t), RPU_DONE);
        for (int r = 0; r < 16; r++) alone[i][r] = *rpu_thread_reg(F.t, (rpu_regname){RPU_F_R, (uint8_t)r});
        alone_instr[i] = rpu_thread_counters(F.t)->instructions;
    }
    /* hand-checked: 3 iterations of 2 -> R2.x 6, squared 36 */
    CU_ASSERT_DOUBLE_EQUAL(alone[0][2].f[0], 6, 0);
    CU_ASSERT_DOUBLE_EQUAL(alone[0][2].f[1], 36, 0);
    CU_ASSERT_DOUBLE_EQUAL(alone[0][2].f[2], 37, 0);
    CU_ASSERT_DOUBLE_EQUAL(alone[2][2].f[1], 324, 0); /* 18^2 >= 100: returned early */
    CU_ASSERT_DOUBLE_EQUAL(alone[2][2].f[2], 0, 0);
    CU_ASSERT_DOUBLE_EQUAL(alone[1][3].f[0], 0, 0); /* skipped the call */
    rpu_thread *t[4];
    uint64_t total = 0;
    for (int i = 0; i < 4; i++) {
        t[i] = rpu_thread_new(&F.m);
        CU_ASSERT_PTR_NOT_NULL_FATAL(t[i]);
        rpu_thread_reset(t[i], 0);
        *rpu_thread_reg(t[i], (rpu_regname){RPU_F_R, 1}) = inputs[i];
    }
    rpu_counters c;
    rpu_run_chunk(t, &c);
    for (int i = 0; i < 4; i++) {
        CU_ASSERT_EQUAL(rpu_thread_status(t[i]), RPU_DONE);
        for (int r = 0; r < 16; r++)
            CU_ASSERT(!memcmp(rpu_thread_reg(t[i], (rpu_regname){RPU_F_R, (uint8_t)r}), &alone[i][r], sizeof(rpu_vec)));
        CU_ASSERT_EQUAL(rpu_thread_counters(t[i])->instructions, alone_instr[i]);
        total += alone_instr[i];
        rpu_thread_free(t[i]);
    }
    CU_ASSERT_EQUAL(c.instructions, total);
    CU_ASSERT(c.active_lanes < c.lane_slots); /* it diverged */
    CU_ASSERT(c.issues < total);               /* and shared issues where together */
    CU_ASSERT_EQUAL(c.lane_slots, 4 * c.issues);

    /* Same inputs everywhere: never diverges, one issue per instruction. */
    for (int i = 0; i < 4; i++) {
        t[i] = rpu_thread_new(&F.m);
        rpu_thread_reset(t[i], 0);
        *rpu_thread_reg(t[i], (rpu_regname){RPU_F_R, 1}) = inputs[0];
    }
    rpu_run_chunk(t, &c);
    CU_ASSERT_EQUAL(c.active_lanes, c.lane_slots);
    CU_ASSERT_EQUAL(c.issues, alone_instr[0]);
    for (int i = 0; i < 4; i++) rpu_thread_free(t[i]);
}

/* A fault in one thread of a chunk ends only that thread. */
static void test_chunk_fault(void) {
    vm_load("mov R15, R1 + jmp bad, x (<0)\nmov R0, 1.0\nreturn\nbad: f2i A.x, -5.0\nload I0, A.x, 0\nreturn\n");
    rpu_thread *t[4];
    for (int i = 0; i < 4; i++) {
        t[i] = rpu_thread_new(&F.m);
        rpu_thread_reset(t[i], 0);
        rpu_thread_reg(t[i], (rpu_regname){RPU_F_R, 1})->f[0] = i == 2 ? -1.0f : 1.0f;
    }
    rpu_counters c;
    rpu_run_chunk(t, &c);
    for (int i = 0; i < 4; i++) {
        CU_ASSERT_EQUAL(rpu_thread_status(t[i]), i == 2 ? RPU_FAULT : RPU_DONE);
        if (i != 2) CU_ASSERT_DOUBLE_EQUAL(rpu_thread_reg(t[i], (rpu_regname){RPU_F_R, 0})->f[0], 1, 0);
        rpu_thread_free(t[i]);
    }
}

const unit_test control_tests[] = {
    {"every condition test, and/or", test_conditions},
    {"conditions at the tests' edges, NaN, infinities", test_condition_edges},
    {"stack window: push and return", test_stack_window},
    {"call through a register, entries", test_call_register},
    {"faults", test_faults},
    {"chunk mode equals threads alone", test_chunk_equivalence},
    {"fault inside a chunk", test_chunk_fault},
    {NULL, NULL},
};
