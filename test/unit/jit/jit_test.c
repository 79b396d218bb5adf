/* CUnit tests of the rsljit library: compiling from memory, finding entries,
 * calling through the wrappers, string ids, shaders with their defaults. */
#include <CUnit/CUnit.h>
#include <string.h>

#include "cunit_main.h"
#include "rsl_dynamic.h"
#include "rsljit.h"

static const char source[] =
    "float add(float a, b) { return a + b; }\n"
    "vector scale(vector v; float k) { return v * k; }\n"
    "float sum(float a[3]) { return a[0] + a[1] + a[2]; }\n"
    "string name(float x) { return x > 0 ? \"pos\" : \"neg\"; }\n"
    "surface tint(color c = color (0.5, 0.25, 1)) { Ci = c * Cs; Oi = Os; }\n";

static rsl_jit_unit *compile(const char *text)
{
    rsl_diag *diag = rsl_diag_new(stderr);
    rsl_jit_options opts = {.optimize = true, .errors = stderr, .tool = "jit-tests"};
    rsl_jit_unit *u = rsl_jit_compile_string("test.sl", text, strlen(text), &opts, diag);
    rsl_diag_free(diag);
    return u;
}

static void test_entries(void)
{
    rsl_jit_unit *u = compile(source);
    CU_ASSERT_PTR_NOT_NULL_FATAL(u);
    CU_ASSERT_EQUAL(rsl_jit_entry_count(u), 5);
    const rsl_jit_entry *add = rsl_jit_find(u, "add", 1u << RSL_SHADER_FUNCTION);
    CU_ASSERT_PTR_NOT_NULL_FATAL(add);
    CU_ASSERT_EQUAL(add->nparams, 2);
    CU_ASSERT_EQUAL(add->ret, RSL_T_FLOAT);
    CU_ASSERT_PTR_NULL(rsl_jit_find(u, "add", 1u << RSL_SHADER_SURFACE));
    CU_ASSERT_PTR_NULL(rsl_jit_find(u, "nosuch", 0));
    const rsl_jit_entry *sum = rsl_jit_find(u, "sum", 0);
    CU_ASSERT_PTR_NOT_NULL_FATAL(sum);
    CU_ASSERT_PTR_NOT_NULL(sum->unsupported); /* array parameters cannot be passed */
    rsl_jit_unit_free(u);
}

static void test_calls(void)
{
    rsl_jit_unit *u = compile(source);
    CU_ASSERT_PTR_NOT_NULL_FATAL(u);
    rsl_globals g;
    rsl_jit_default_globals(&g);
    rsl_jit_value args[2], r;
    memset(args, 0, sizeof args);
    args[0].f[0] = 2.5f;
    args[1].f[0] = -4.0f;
    rsl_jit_call(u, rsl_jit_find(u, "add", 0), args, &r, &g);
    CU_ASSERT_DOUBLE_EQUAL(r.f[0], -1.5, 1e-6);
    args[0].f[0] = 1, args[0].f[1] = 2, args[0].f[2] = 3;
    args[1].f[0] = 0.5f;
    rsl_jit_call(u, rsl_jit_find(u, "scale", 0), args, &r, &g);
    CU_ASSERT_DOUBLE_EQUAL(r.f[0], 0.5, 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(r.f[1], 1.0, 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(r.f[2], 1.5, 1e-6);
    args[0].f[0] = -1;
    rsl_jit_call(u, rsl_jit_find(u, "name", 0), args, &r, &g);
    CU_ASSERT_STRING_EQUAL(rsl_jit_string_text(u, r.s), "neg");
    CU_ASSERT_EQUAL(rsl_jit_string_id(u, "pos"), rsl_jit_string_id(u, "pos"));
    CU_ASSERT_NOT_EQUAL(rsl_jit_string_id(u, "pos"), rsl_jit_string_id(u, "neg"));
    /* A text no literal has gets the id of a string made at run time. */
    rsl_string other = rsl_jit_string_id(u, "not in the file");
    CU_ASSERT(other >= RSL_STRING_CREATED_FIRST);
    CU_ASSERT_EQUAL(rsl_jit_string_id(u, "not in the file"), other);
    CU_ASSERT_STRING_EQUAL(rsl_jit_string_text(u, other), "not in the file");
    rsl_jit_unit_free(u);
}

static void test_shader_defaults(void)
{
    rsl_jit_unit *u = compile(source);
    CU_ASSERT_PTR_NOT_NULL_FATAL(u);
    rsl_globals g;
    rsl_jit_default_globals(&g);
    g.Cs = (rsl_color){2, 2, 2};
    g.Os = (rsl_color){0.5f, 0.5f, 0.5f};
    rsl_jit_run_shader(u, rsl_jit_find(u, "tint", 1u << RSL_SHADER_SURFACE), &g);
    CU_ASSERT_DOUBLE_EQUAL(g.Ci[0], 1.0, 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(g.Ci[1], 0.5, 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(g.Ci[2], 2.0, 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(g.Oi[1], 0.5, 1e-6);
    rsl_jit_unit_free(u);
}

static void test_errors(void)
{
    FILE *sink = fopen("/dev/null", "w");
    rsl_diag *diag = rsl_diag_new(sink);
    rsl_jit_options opts = {.optimize = true, .errors = sink, .tool = "jit-tests"};
    const char *bad = "float f( { return 1; }\n";
    CU_ASSERT_PTR_NULL(rsl_jit_compile_string("bad.sl", bad, strlen(bad), &opts, diag));
    CU_ASSERT(rsl_diag_error_count(diag) > 0);
    rsl_diag_free(diag);
    fclose(sink);
}

int main(void)
{
    static const unit_test tests[] = {
        {"entries", test_entries},
        {"calls", test_calls},
        {"shader defaults", test_shader_defaults},
        {"errors", test_errors},
        {NULL, NULL},
    };
    return unit_main("rsljit", tests);
}
