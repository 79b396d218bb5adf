/* CUnit tests of globals_read.c: which shading globals a compiled shader
 * may read, worked out by hand from each shader's source (the fields it
 * names on the right of an assignment or as an argument), and every global
 * once the globals reach a host hook (trace, illuminance). */
#include <CUnit/CUnit.h>
#include <string.h>

#include "cunit_main.h"
#include "jit_internal.h"

static const char source[] =
    "surface constant_like() { Oi = Os; Ci = Os * Cs; }\n"
    "surface writes_only() { Ci = color(1, 0.5, 0); Oi = 1; }\n"
    "surface footprint() { Ci = color(du, 0, 0); }\n"
    "surface st_and_n() { Ci = color(s, t, xcomp(N)); }\n"
    "float scaled(float x) { return 2 * x * v; }\n"
    "surface through_function() { Ci = scaled(u); }\n"
    "surface traces() { Ci = trace(P, I); }\n"
    "surface lit() { color c = 0; illuminance(P, N, PI / 2) { c += Cl; } Ci = c; }\n";

static rsl_jit_unit *unit;

static uint64_t read_by(const char *name)
{
    const rsl_jit_entry *e = rsl_jit_find(unit, name, 1u << RSL_SHADER_SURFACE);
    CU_ASSERT_PTR_NOT_NULL_FATAL(e);
    char *warnings = NULL, *err = NULL;
    rsl_jit_instance *inst = rsl_jit_instance_new(unit, e, NULL, 0, &warnings, &err);
    CU_ASSERT_PTR_NOT_NULL_FATAL(inst);
    uint64_t read = rsl_jit_instance_globals_read(inst);
    rsl_jit_instance_free(inst);
    return read;
}

#define G(name) (1ull << RSL_G_##name)

static void test_exact_fields(void)
{
    CU_ASSERT_EQUAL(read_by("constant_like"), G(Os) | G(Cs));
    CU_ASSERT_EQUAL(read_by("writes_only"), 0);
    CU_ASSERT_EQUAL(read_by("footprint"), G(du));
    CU_ASSERT_EQUAL(read_by("st_and_n"), G(s) | G(t) | G(N));
    /* scaled() is defined in the module: followed (or inlined) */
    CU_ASSERT_EQUAL(read_by("through_function"), G(u) | G(v));
}

static void test_hooks_read_everything(void)
{
    CU_ASSERT_EQUAL(read_by("traces"), RSL_JIT_ALL_GLOBALS);
    CU_ASSERT_EQUAL(read_by("lit"), RSL_JIT_ALL_GLOBALS);
}

int main(void)
{
    static const unit_test tests[] = {
        {"the fields a shader reads", test_exact_fields},
        {"globals passed to a host hook: all", test_hooks_read_everything},
        {NULL, NULL},
    };
    rsl_diag *diag = rsl_diag_new(stderr);
    rsl_jit_options opts = {.optimize = true, .errors = stderr, .tool = "jit-globals-read-tests"};
    unit = rsl_jit_compile_string("globals.sl", source, strlen(source), &opts, diag);
    rsl_diag_free(diag);
    int rc = unit ? unit_main("globals_read", tests) : 1;
    rsl_jit_unit_free(unit);
    return rc;
}
