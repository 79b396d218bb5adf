/* CUnit tests of globals_read.c: which shading globals a compiled shader
 * may read, worked out by hand from each shader's source (the fields it
 * names on the right of an assignment or as an argument), and every global
 * once the globals reach a host hook (trace, illuminance); and the
 * defaults of the fields so read (rsl_jit_default_globals_of); and
 * whether a shader reads the renderer's per-point state. */
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

static rsl_jit_unit *compile(const char *name, const char *text)
{
    rsl_diag *diag = rsl_diag_new(stderr);
    rsl_jit_options opts = {.optimize = true, .errors = stderr, .tool = "jit-globals-read-tests"};
    rsl_jit_unit *u = rsl_jit_compile_string(name, text, strlen(text), &opts, diag);
    rsl_diag_free(diag);
    return u;
}

/* An instance of surface shader `name` of u, its parameters unbound. */
static rsl_jit_instance *instance_of(rsl_jit_unit *u, const char *name)
{
    const rsl_jit_entry *e = rsl_jit_find(u, name, 1u << RSL_SHADER_SURFACE);
    CU_ASSERT_PTR_NOT_NULL_FATAL(e);
    char *warnings = NULL, *err = NULL;
    rsl_jit_instance *inst = rsl_jit_instance_new(u, e, NULL, 0, &warnings, &err);
    CU_ASSERT_PTR_NOT_NULL_FATAL(inst);
    return inst;
}

static uint64_t read_by(const char *name)
{
    rsl_jit_instance *inst = instance_of(unit, name);
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

/* rsl_jit_default_globals_of sets the fields of its mask to the full
 * defaults' values, byte for byte, and leaves every other byte alone. */
static void test_defaults_of_fields(void)
{
    rsl_globals full, g;
    rsl_jit_default_globals(&full);
    memset(&g, 0xab, sizeof g);
    rsl_jit_default_globals_of(&g, G(N) | G(ncomps) | G(dPdtime) | 1ull << RSL_GH_dsdu | 1ull << RSL_GH_light);
    CU_ASSERT_EQUAL(memcmp(&g.N, &full.N, sizeof g.N), 0);
    CU_ASSERT_EQUAL(g.ncomps, 3.0f);
    CU_ASSERT_EQUAL(memcmp(&g.dPdtime, &full.dPdtime, sizeof g.dPdtime), 0);
    CU_ASSERT_EQUAL(g.dsdu, 1.0f);
    CU_ASSERT_EQUAL(g.light, -1);
    unsigned char untouched[sizeof g.P];
    memset(untouched, 0xab, sizeof untouched);
    CU_ASSERT_EQUAL(memcmp(&g.P, untouched, sizeof g.P), 0);
    CU_ASSERT_EQUAL(memcmp(&g.Ng, untouched, sizeof g.Ng), 0);
    CU_ASSERT_EQUAL(memcmp(&g.s, untouched, sizeof g.s), 0);
    CU_ASSERT_EQUAL(memcmp(&g.dtdv, untouched, sizeof g.dtdv), 0);
    CU_ASSERT_EQUAL(memcmp(&g.object, untouched, sizeof g.object), 0);
    /* every field, or a bit past them (the struct's padding): all of it */
    memset(&g, 0xab, sizeof g);
    rsl_jit_default_globals_of(&g, RSL_JIT_ALL_GLOBALS);
    CU_ASSERT_EQUAL(memcmp(&g, &full, sizeof g), 0);
    memset(&g, 0xab, sizeof g);
    rsl_jit_default_globals_of(&g, 1ull << 40);
    CU_ASSERT_EQUAL(memcmp(&g, &full, sizeof g), 0);
}

/* Whether the single shader of `text` may read the renderer's per-point
 * state (point_state_read.c). */
static bool reads_point_state(const char *text)
{
    rsl_jit_unit *u = compile("state.sl", text);
    CU_ASSERT_PTR_NOT_NULL_FATAL(u);
    rsl_jit_instance *inst = instance_of(u, "s");
    bool state = rsl_jit_instance_reads_point_state(inst);
    rsl_jit_instance_free(inst);
    rsl_jit_unit_free(u);
    return state;
}

/* Shaders calling no hook, or only hooks that read no per-point state
 * (illuminance, ambient, a space's matrix, printf), do not read it; a
 * loop (the budget), trace, rayinfo, message passing, occlusion (the
 * sample's random streams) and a texture lookup (a "raytrace" map is
 * sampled) do. */
static void test_point_state(void)
{
    CU_ASSERT_FALSE(reads_point_state("surface s() { Oi = Os; Ci = Os * Cs; }"));
    CU_ASSERT_FALSE(reads_point_state("surface s() { color c = ambient(); illuminance(P, N, PI / 2) { c += Cl; }\n"
                                      "  Ci = c * xcomp(transform(\"world\", P)); printf(\"%f\\n\", s); }"));
    CU_ASSERT_TRUE(reads_point_state("surface s(float n = 3) { float i; color c = 0;\n"
                                     "  for (i = 0; i < n; i += 1) c += 0.1; Ci = c; }"));
    CU_ASSERT_TRUE(reads_point_state("surface s() { Ci = trace(P, N); }"));
    CU_ASSERT_TRUE(reads_point_state("surface s() { float d = 0; rayinfo(\"depth\", d); Ci = d; }"));
    CU_ASSERT_TRUE(reads_point_state("surface s() { float h = 0; displacement(\"h\", h); Ci = h; }"));
    CU_ASSERT_TRUE(reads_point_state("surface s() { Ci = 1 - occlusion(P, N, 16); }"));
    CU_ASSERT_TRUE(reads_point_state("surface s() { Ci = texture(\"grid.tx\", s, t); }"));
}

int main(void)
{
    static const unit_test tests[] = {
        {"the fields a shader reads", test_exact_fields},
        {"globals passed to a host hook: all", test_hooks_read_everything},
        {"the defaults of some fields alone", test_defaults_of_fields},
        {"whether a shader reads the per-point state", test_point_state},
        {NULL, NULL},
    };
    unit = compile("globals.sl", source);
    int rc = unit ? unit_main("globals_read", tests) : 1;
    rsl_jit_unit_free(unit);
    return rc;
}
