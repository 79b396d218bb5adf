/* The object format (round trips, truncated and corrupt input), the
 * disassembler round trip, entry files and assembler error counting. */
#include <stdlib.h>
#include <string.h>

#include "vm_test.h"

/* Uses every kind of field of the encoding. */
static const char *everything =
    "SUBROUTINE_ENTRY_main: mov R0.xyz, -2*R1.zxy\n"
    "  add_sat R2, 0.5*C3.w, -1.75\n"
    "  dp3_rsq R15.w, R2, R2 + jmp L1, or xyzw (>=0 or <1)\n"
    "  mad R3.xy, S.x, R4, -R5 || mul_rcp R3.zw, HIT.z, I2.yx + jmp L1 or zw (<0)\n"
    "L1: load I1, A.w, -3\n"
    "  load4 HIT_TRI, 7\n"
    "  store A.y, 2, -S3.wzyx\n"
    "  iadd A.x, HIT_OBJ, -12\n"
    "  ishr R6.w, R6, 31 + call SUBROUTINE_ENTRY_f push 8\n"
    "  f2i R7, 4*R8\n"
    "  trace 0.0, R1.xyz, C31 ; a comment\n"
    "  call HIT.w push 0\n"
    "  mov R0, R0 + return and w (=0 and !=0)\n"
    "  jmp L1\n"
    "SUBROUTINE_ENTRY_f:\n"
    "  frac S7.x, inf\n"
    "  dp2h R9, nan, -0.0 + return, w (<0)\n"
    "  return\n";

static rpu_object *assemble(const char *src) {
    int n;
    rpu_object *o = rpu_assemble("t.s", src, strlen(src), stderr, &n);
    CU_ASSERT_EQUAL(n, 0);
    return o;
}

static void test_encode_decode(void) {
    rpu_object *o = assemble(everything);
    CU_ASSERT_PTR_NOT_NULL_FATAL(o);
    CU_ASSERT_EQUAL(o->ncode, 18);
    CU_ASSERT_EQUAL(o->nentries, 2);
    size_t n, n2;
    uint8_t *bytes = rpu_object_encode(o, &n);
    char *err = NULL;
    rpu_object *back = rpu_object_decode(bytes, n, &err);
    CU_ASSERT_PTR_NOT_NULL_FATAL(back);
    uint8_t *again = rpu_object_encode(back, &n2);
    CU_ASSERT_EQUAL(n, n2);
    CU_ASSERT(!memcmp(bytes, again, n));
    CU_ASSERT_EQUAL(back->lines[4], 4); /* co-issued with 3 */
    CU_ASSERT_EQUAL(back->lines[5], 5);
    CU_ASSERT_EQUAL(back->code[4].target, 5); /* the second of a pair jumps to L1 */
    CU_ASSERT_EQUAL(back->code[2].target, 5);
    /* every truncation is refused cleanly */
    for (size_t k = 0; k < n; k++) {
        rpu_object *t = rpu_object_decode(bytes, k, &err);
        CU_ASSERT_PTR_NULL(t);
        rpu_object_free(t);
        free(err);
        err = NULL;
    }
    /* corrupt bytes: refused, or a valid program that runs within its budget */
    for (size_t k = 0; k < n; k++) {
        for (int v = 0; v < 3; v++) {
            uint8_t saved = bytes[k];
            bytes[k] = (uint8_t)(v == 0 ? saved ^ 1 : v == 1 ? 0xff : 0x00);
            rpu_object *c = rpu_object_decode(bytes, n, &err);
            if (c) {
                rpu_vec mem[8] = {{{0}}};
                rpu_machine m = {.obj = c, .mem = mem, .ncells = 8, .max_steps = 200, .max_depth = 4};
                rpu_thread *t = rpu_thread_new(&m);
                rpu_thread_reset(t, 0);
                CU_ASSERT(rpu_run(t) != RPU_RUNNING);
                rpu_thread_free(t);
                rpu_object_free(c);
            } else {
                CU_ASSERT_PTR_NOT_NULL(err);
            }
            free(err);
            err = NULL;
            bytes[k] = saved;
        }
    }
    free(bytes);
    free(again);
    rpu_object_free(back);
    rpu_object_free(o);
}

static char *slurp(FILE *f) {
    long n = ftell(f);
    rewind(f);
    char *s = calloc((size_t)n + 1, 1);
    if (s && fread(s, 1, (size_t)n, f) != (size_t)n) s[0] = 0;
    return s;
}

static void test_disassembly_round_trip(void) {
    rpu_object *o = assemble(everything);
    CU_ASSERT_PTR_NOT_NULL_FATAL(o);
    FILE *f = tmpfile();
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    rpu_disassemble(o, f);
    char *text = slurp(f);
    fclose(f);
    rpu_object *back = assemble(text);
    CU_ASSERT_PTR_NOT_NULL_FATAL(back);
    size_t n1, n2;
    uint8_t *b1 = rpu_object_encode(o, &n1), *b2 = rpu_object_encode(back, &n2);
    CU_ASSERT(n1 == n2 && !memcmp(b1, b2, n1));
    if (n1 != n2 || memcmp(b1, b2, n1)) fprintf(stderr, "\ndisassembly:\n%s\n", text);
    free(b1);
    free(b2);
    free(text);
    rpu_object_free(back);
    rpu_object_free(o);
}

static void test_epts(void) {
    rpu_object *o = assemble(everything);
    CU_ASSERT_PTR_NOT_NULL_FATAL(o);
    FILE *f = tmpfile();
    rpu_object_write_epts(o, f);
    char *text = slurp(f);
    fclose(f);
    CU_ASSERT_STRING_EQUAL(text, "main 0\nf 15\n");
    uint32_t a;
    CU_ASSERT(rpu_object_find_entry(o, "SUBROUTINE_ENTRY_f", &a) && a == 15);
    CU_ASSERT(!rpu_object_find_entry(o, "g", &a));
    free(text);
    rpu_object_free(o);
}

static void test_error_counts(void) {
    CU_ASSERT_EQUAL(vm_errors("mov R0, R1\n"), 0);
    CU_ASSERT_EQUAL(vm_errors("movv R0, R1\nmov R16, R1\nmov C0, R1\nadd R0, S0, S1\n"), 4);
    CU_ASSERT_EQUAL(vm_errors("jmp nowhere\nL: return\nL: return\n"), 2);
    CU_ASSERT_EQUAL(vm_errors("mov R0, 3*R1\nmov R0.xx, R1\nmov R0.xyz, R1 || add R0.zw, R1, R2\n"), 3);
    CU_ASSERT_EQUAL(vm_errors(""), 0);
    CU_ASSERT_EQUAL(vm_errors("mov R0, R1\0mov R0, R1\n"), 0); /* the length stops at the NUL */
}

const unit_test object_tests[] = {
    {"encode, decode, truncation, corruption", test_encode_decode},
    {"disassembly re-assembles identically", test_disassembly_round_trip},
    {"entry points", test_epts},
    {"assembler error counts", test_error_counts},
    {NULL, NULL},
};
