/* CUnit tests of shader instances (rsl_jit_instance_new): values bound by
 * name reach the shader over its defaults, computed defaults stay computed
 * per shading point, wrong types and counts are errors, unknown names
 * warnings; and rsl_jit_render with per-object shader sets (displacement,
 * surface, atmosphere), light and imager instances.  Every expected value
 * is worked out by hand in the comments beside it. */
#include <CUnit/CUnit.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "rsljit.h"
#include "scene.h"

static const char source[] =
    "surface constant_k(float Kd = 1; color c = 1) { Ci = Kd * c; }\n"
    "surface from_st(float a = 2; varying color c = color(s, t, 0)) { Ci = a * c; }\n"
    "surface kinds(string mode = \"plain\"; matrix m = 1; float w[3] = {1, 2, 3}; vector d = (0, 0, 1);\n"
    "              output float o = 0)\n"
    "{\n"
    "    Ci = color(w[0] + 10 * w[1] + 100 * w[2], comp(m, 1, 2) + xcomp(d), mode == \"plastic\" ? 1 : 0);\n"
    "}\n"
    "surface chained(float a = 1; float b = a * 2) { Ci = color(a, b, 0); }\n"
    "surface in_shader_space(point o = point \"shader\" (1, 2, 3)) { Ci = color(xcomp(o), ycomp(o), zcomp(o)); }\n"
    "surface to_shader_space() { point q = transform(\"shader\", point (12, 24, 36)); Ci = color(xcomp(q), ycomp(q), zcomp(q)); }\n"
    "float f(float x) { return x; }\n";

static rsl_jit_unit *compile(const char *text)
{
    rsl_diag *diag = rsl_diag_new(stderr);
    rsl_jit_options opts = {.optimize = true, .errors = stderr, .tool = "jit-instance-tests"};
    rsl_jit_unit *u = rsl_jit_compile_string("instance.sl", text, strlen(text), &opts, diag);
    rsl_diag_free(diag);
    return u;
}

static rsl_jit_unit *unit;

static const rsl_jit_entry *surface(const char *name)
{
    return rsl_jit_find(unit, name, 1u << RSL_SHADER_SURFACE);
}

/* Ci of the instance of `name` with vals bound, on the default globals with
 * s and t as given; asserts the binding succeeds without warnings. */
static rsl_color shade(const char *name, const rsl_jit_param_value *vals, int nvals, float s, float t)
{
    char *warnings = NULL, *err = NULL;
    rsl_jit_instance *inst = rsl_jit_instance_new(unit, surface(name), vals, nvals, &warnings, &err);
    CU_ASSERT_PTR_NOT_NULL(inst);
    CU_ASSERT_PTR_NULL(warnings);
    CU_ASSERT_PTR_NULL(err);
    rsl_globals g;
    rsl_jit_default_globals(&g);
    g.s = s, g.t = t;
    if (inst)
        rsl_jit_run_instance(inst, &g);
    rsl_jit_instance_free(inst);
    free(warnings);
    free(err);
    return g.Ci;
}

#define ASSERT_COLOR(c, r, g, b)                                                                                       \
    do {                                                                                                               \
        CU_ASSERT_DOUBLE_EQUAL((c)[0], (r), 1e-5);                                                                      \
        CU_ASSERT_DOUBLE_EQUAL((c)[1], (g), 1e-5);                                                                      \
        CU_ASSERT_DOUBLE_EQUAL((c)[2], (b), 1e-5);                                                                      \
    } while (0)

static void test_params_listed(void)
{
    int n = -1;
    const rsl_jit_shader_param *p = rsl_jit_shader_params(surface("kinds"), &n);
    CU_ASSERT_EQUAL_FATAL(n, 5);
    CU_ASSERT_STRING_EQUAL(p[0].name, "mode");
    CU_ASSERT_EQUAL(p[0].type, RSL_T_STRING);
    CU_ASSERT_EQUAL(p[1].type, RSL_T_MATRIX);
    CU_ASSERT_EQUAL(p[2].type, RSL_T_FLOAT);
    CU_ASSERT_EQUAL(p[2].array_len, 3);
    CU_ASSERT_EQUAL(p[0].array_len, RSL_JIT_NOT_ARRAY);
    CU_ASSERT_EQUAL(p[3].type, RSL_T_VECTOR);
    CU_ASSERT_FALSE(p[3].output);
    CU_ASSERT_TRUE(p[4].output);
    rsl_jit_shader_params(rsl_jit_find(unit, "f", 0), &n);
    CU_ASSERT_EQUAL(n, 0);
}

static void test_bound_values(void)
{
    /* Defaults: Kd 1 * c (1,1,1). */
    ASSERT_COLOR(shade("constant_k", NULL, 0, 0.5f, 0.5f), 1, 1, 1);
    /* 0.25 * (1, 0.5, 0) = (0.25, 0.125, 0). */
    const float kd = 0.25f, c[3] = {1, 0.5f, 0};
    rsl_jit_param_value both[2] = {{.name = "Kd", .type = RSL_T_FLOAT, .count = 1, .f = &kd},
                                   {.name = "c", .type = RSL_T_COLOR, .count = 1, .f = c}};
    ASSERT_COLOR(shade("constant_k", both, 2, 0.5f, 0.5f), 0.25, 0.125, 0);
    /* Kd alone: 0.25 * (1,1,1). */
    ASSERT_COLOR(shade("constant_k", both, 1, 0.5f, 0.5f), 0.25, 0.25, 0.25);
    /* The same name twice: the later value holds (Kd 4 * (1,1,1)). */
    const float four = 4;
    rsl_jit_param_value twice[2] = {both[0], {.name = "Kd", .type = RSL_T_FLOAT, .count = 1, .f = &four}};
    ASSERT_COLOR(shade("constant_k", twice, 2, 0.5f, 0.5f), 4, 4, 4);
}

static void test_computed_default_per_point(void)
{
    /* a bound to 3; c's default color(s, t, 0) is computed at each point:
     * (s, t) = (0.2, 0.6) -> (0.6, 1.8, 0); (1, 0.5) -> (3, 1.5, 0). */
    const float three = 3;
    rsl_jit_param_value a = {.name = "a", .type = RSL_T_FLOAT, .count = 1, .f = &three};
    ASSERT_COLOR(shade("from_st", &a, 1, 0.2f, 0.6f), 0.6, 1.8, 0);
    ASSERT_COLOR(shade("from_st", &a, 1, 1.0f, 0.5f), 3, 1.5, 0);
    /* c bound: the globals no longer matter, 2 * (0.5, 0.5, 0.5). */
    const float half[3] = {0.5f, 0.5f, 0.5f};
    rsl_jit_param_value c = {.name = "c", .type = RSL_T_COLOR, .count = 1, .f = half};
    ASSERT_COLOR(shade("from_st", &c, 1, 0.2f, 0.6f), 1, 1, 1);
}

static void test_all_kinds(void)
{
    /* Defaults: 1 + 10*2 + 100*3 = 321; identity m[1][2] = 0 plus d.x 0;
     * "plain" is not "plastic". */
    ASSERT_COLOR(shade("kinds", NULL, 0, 0, 0), 321, 0, 0);
    float m[16] = {0};
    m[1 * 4 + 2] = 7; /* row 1, column 2 */
    const float w[3] = {4, 5, 6}, d[3] = {0.5f, 0, 0}, o = 9;
    const char *plastic = "plastic", *other = "not a literal of the file";
    rsl_jit_param_value vals[5] = {
        {.name = "mode", .type = RSL_T_STRING, .count = 1, .s = &plastic},
        {.name = "m", .type = RSL_T_MATRIX, .count = 1, .f = m},
        {.name = "w", .type = RSL_T_FLOAT, .count = 3, .f = w},
        {.name = "d", .type = RSL_T_NORMAL, .count = 1, .f = d}, /* a normal value for a vector: allowed */
        {.name = "o", .type = RSL_T_FLOAT, .count = 1, .f = &o},  /* outputs take values too */
    };
    /* 4 + 50 + 600 = 654; 7 + 0.5; "plastic" == "plastic". */
    ASSERT_COLOR(shade("kinds", vals, 5, 0, 0), 654, 7.5, 1);
    /* A string the file never spells compares unequal to its literals. */
    vals[0].s = &other;
    ASSERT_COLOR(shade("kinds", vals, 1, 0, 0), 321, 0, 0);
}

/* The error rsl_jit_instance_new gives for vals on `name` (asserting it fails). */
static void expect_error(const char *name, const rsl_jit_param_value *vals, int nvals, const char *want)
{
    char *warnings = NULL, *err = NULL;
    const rsl_jit_entry *e = rsl_jit_find(unit, name, 0);
    rsl_jit_instance *inst = rsl_jit_instance_new(unit, e, vals, nvals, &warnings, &err);
    CU_ASSERT_PTR_NULL(inst);
    CU_ASSERT_PTR_NULL(warnings);
    CU_ASSERT_PTR_NOT_NULL(err);
    if (err && strcmp(err, want) != 0) {
        fprintf(stderr, "\n  got:  %s\n  want: %s\n", err, want);
        CU_FAIL("unexpected error text");
    }
    rsl_jit_instance_free(inst);
    free(err);
    free(warnings);
}

static void test_errors(void)
{
    const float one = 1, two[2] = {1, 2}, three[3] = {1, 2, 3};
    rsl_jit_param_value v = {.name = "c", .type = RSL_T_FLOAT, .count = 1, .f = &one};
    expect_error("constant_k", &v, 1, "parameter 'c' of surface 'constant_k' is a color, the value a float");
    v = (rsl_jit_param_value){.name = "d", .type = RSL_T_COLOR, .count = 1, .f = three};
    expect_error("kinds", &v, 1, "parameter 'd' of surface 'kinds' is a vector, the value a color");
    v = (rsl_jit_param_value){.name = "Kd", .type = RSL_T_FLOAT, .count = 2, .f = two};
    expect_error("constant_k", &v, 1, "parameter 'Kd' of surface 'constant_k' is one float, given 2 values");
    v = (rsl_jit_param_value){.name = "w", .type = RSL_T_FLOAT, .count = 2, .f = two};
    expect_error("kinds", &v, 1, "parameter 'w' of surface 'kinds' is an array of 3 float, given 2 values");
    v = (rsl_jit_param_value){.name = "Kd", .type = RSL_T_FLOAT, .count = 1, .f = NULL};
    expect_error("constant_k", &v, 1, "parameter 'Kd' of surface 'constant_k': the value has no data");
    expect_error("f", NULL, 0, "'f' is a function, not a shader");
    rsl_jit_param_value unnamed[2] = {{.name = "Kd", .type = RSL_T_FLOAT, .count = 1, .f = &one},
                                      {.type = RSL_T_FLOAT, .count = 1, .f = &one}};
    expect_error("constant_k", unnamed, 2, "value 2 for surface 'constant_k' has no name");
    /* b's default reads a: binding a alone would leave b = 2 * a's default. */
    v = (rsl_jit_param_value){.name = "a", .type = RSL_T_FLOAT, .count = 1, .f = three + 2};
    expect_error("chained", &v, 1,
                 "the default of parameter 'b' of surface 'chained' is computed from 'a', which has a value bound: "
                 "not supported (bind 'b' too)");
}

static void test_chained_defaults(void)
{
    /* Defaults: a 1, b = 2a = 2.  b alone: (1, 5, 0).  a and b: (3, 5, 0). */
    ASSERT_COLOR(shade("chained", NULL, 0, 0, 0), 1, 2, 0);
    const float three = 3, five = 5;
    rsl_jit_param_value vals[2] = {{.name = "b", .type = RSL_T_FLOAT, .count = 1, .f = &five},
                                   {.name = "a", .type = RSL_T_FLOAT, .count = 1, .f = &three}};
    ASSERT_COLOR(shade("chained", vals, 1, 0, 0), 1, 5, 0);
    ASSERT_COLOR(shade("chained", vals, 2, 0, 0), 3, 5, 0);
}

/* Scale by 2, then translate by (10, 20, 30), for row vectors. */
static rsl_matrix scale2_move(void)
{
    rsl_matrix m = {{0}};
    m.m[0] = m.m[5] = m.m[10] = 2;
    m.m[12] = 10, m.m[13] = 20, m.m[14] = 30, m.m[15] = 1;
    return m;
}

static void test_shader_space(void)
{
    char *err = NULL;
    rsl_jit_instance *from = rsl_jit_instance_new(unit, surface("in_shader_space"), NULL, 0, NULL, &err);
    rsl_jit_instance *to = rsl_jit_instance_new(unit, surface("to_shader_space"), NULL, 0, NULL, &err);
    CU_ASSERT_FATAL(from && to);
    rsl_globals g;
    /* Unset: shader space is current space. */
    rsl_jit_default_globals(&g);
    rsl_jit_run_instance(from, &g);
    ASSERT_COLOR(g.Ci, 1, 2, 3);
    /* (1, 2, 3) * 2 + (10, 20, 30) = (12, 24, 36), and back. */
    rsl_matrix m = scale2_move();
    rsl_jit_instance_set_shader_space(from, &m);
    rsl_jit_instance_set_shader_space(to, &m);
    rsl_jit_run_instance(from, &g);
    ASSERT_COLOR(g.Ci, 12, 24, 36);
    rsl_jit_run_instance(to, &g);
    ASSERT_COLOR(g.Ci, 1, 2, 3);
    /* A shader run by itself is in current space again. */
    rsl_jit_run_shader(unit, surface("in_shader_space"), &g);
    ASSERT_COLOR(g.Ci, 1, 2, 3);
    rsl_jit_instance_free(from);
    rsl_jit_instance_free(to);
}

static void test_unknown_names_warn(void)
{
    const float kd = 0.5f;
    rsl_jit_param_value vals[3] = {{.name = "Kx", .type = RSL_T_FLOAT, .count = 1, .f = &kd},
                                   {.name = "Kd", .type = RSL_T_FLOAT, .count = 1, .f = &kd},
                                   {.name = "roughness", .type = RSL_T_FLOAT, .count = 1, .f = &kd}};
    char *warnings = NULL, *err = NULL;
    rsl_jit_instance *inst = rsl_jit_instance_new(unit, surface("constant_k"), vals, 3, &warnings, &err);
    CU_ASSERT_PTR_NOT_NULL_FATAL(inst);
    CU_ASSERT_PTR_NULL(err);
    CU_ASSERT_PTR_NOT_NULL_FATAL(warnings);
    CU_ASSERT_STRING_EQUAL(warnings, "parameter 'Kx' is not a parameter of surface 'constant_k'\n"
                                     "parameter 'roughness' is not a parameter of surface 'constant_k'\n");
    CU_ASSERT_PTR_EQUAL(rsl_jit_instance_entry(inst), surface("constant_k"));
    rsl_globals g;
    rsl_jit_default_globals(&g);
    rsl_jit_run_instance(inst, &g); /* Kd still bound: 0.5 * (1,1,1) */
    ASSERT_COLOR(g.Ci, 0.5, 0.5, 0.5);
    rsl_jit_instance_free(inst);
    free(warnings);
}

/* ---- Rendering ------------------------------------------------------------- */

static const char render_source[] =
    "surface constant_k(float Kd = 1; color c = 1) { Ci = Kd * c; }\n"
    "surface ambient_lit() { Ci = ambient(); }\n"
    "surface show_pn() { Ci = color(zcomp(P), ycomp(N), 0); }\n"
    "light glow(float intensity = 1; color lightcolor = 1) { Cl = intensity * lightcolor; }\n"
    "displacement push(float k = 0) { P += k * N; N = normal (0, 1, 0); }\n"
    "volume tint(color t = 1) { Ci *= t; }\n"
    "imager mark(float k = 1) { Ci = color(comp(Ci, 0) * k, comp(Ci, 1), alpha); }\n"
    "light at(point from = point \"shader\" (0, 0, 0)) { illuminate(from) Cl = color(xcomp(from), ycomp(from), zcomp(from)); }\n"
    "surface lit() { Ci = 0; illuminance(P) Ci += Cl; }\n"
    "surface world_point() { point w = point \"world\" (1, 2, 3); Ci = color(xcomp(w), ycomp(w), zcomp(w)); }\n";

/* Two quads at z = 5 in camera space facing the eye, both below y = 0: the
 * left (x < 0) names shader set 0, the right set 1.  Seen from the origin
 * (fov 90) in a 4x2 image, row 0 (y > 0) misses, row 1 hits the left quad
 * in columns 0-1 and the right one in columns 2-3. */
static scene *two_quads(void)
{
    scene *sc = scene_new();
    sc->camera = (scene_camera){.eye = {0, 0, 0}, .look = {0, 0, 1}, .up = {0, 1, 0}, .fov = 90};
    for (int side = 0; side < 2; side++) {
        float x0 = side ? 0.0f : -100.0f, x1 = side ? 100.0f : 0.0f;
        scene_vec3 P[4] = {{x0, -100, 5}, {x1, -100, 5}, {x1, -0.001f, 5}, {x0, -0.001f, 5}};
        scene_vec3 N[4] = {{0, 0, -1}, {0, 0, -1}, {0, 0, -1}, {0, 0, -1}};
        float st[4] = {0, 0, 0, 0};
        uint32_t idx[6] = {0, 2, 1, 0, 3, 2};
        scene_mesh m = {.nverts = 4, .ntris = 2, .P = P, .N = N, .s = st, .t = st, .idx = idx};
        scene_add_mesh(sc, &m, NULL, (scene_vec3){1, 1, 1}, (scene_vec3){1, 1, 1}, side);
    }
    scene_build(sc);
    return sc;
}

/* The unit of render_source and the scene of two_quads. */
static struct {
    rsl_jit_unit *u;
    scene *sc;
} R;

/* An instance of R's shader `name` (any kind) with one float or triple value. */
static rsl_jit_instance *instance(const char *name, const char *param, int type, const float *value)
{
    rsl_jit_param_value v = {.name = param, .type = type, .count = 1, .f = value};
    char *err = NULL;
    rsl_jit_instance *inst = rsl_jit_instance_new(R.u, rsl_jit_find(R.u, name, 0), &v, param ? 1 : 0, NULL, &err);
    CU_ASSERT_PTR_NOT_NULL(inst);
    if (err)
        fprintf(stderr, "%s\n", err);
    free(err);
    return inst;
}

/* Renders R's 4x2 image into rgb (RGBA); false (message printed) on failure. */
static bool render(rsl_jit_render_options *o, float rgb[32], char **err)
{
    o->scene = R.sc;
    o->width = 4;
    o->height = 2;
    o->threads = 2;
    return rsl_jit_render(o, rgb, NULL, err);
}

#define ASSERT_PIXEL(rgb, x, y, r, g, b) ASSERT_COLOR(((rsl_color){rgb[4 * (4 * (y) + (x))], rgb[4 * (4 * (y) + (x)) + 1], rgb[4 * (4 * (y) + (x)) + 2]}), r, g, b)

static void test_two_objects(void)
{
    const float kd = 0.25f, c[3] = {1, 0.5f, 0}, kd2 = 2;
    rsl_jit_instance *left = instance("constant_k", "Kd", RSL_T_FLOAT, &kd);
    rsl_jit_param_value cv = {.name = "c", .type = RSL_T_COLOR, .count = 1, .f = c};
    char *err = NULL;
    rsl_jit_instance *left_c = rsl_jit_instance_new(R.u, rsl_jit_find(R.u, "constant_k", 0), &cv, 1, NULL, &err);
    rsl_jit_instance *right = instance("constant_k", "Kd", RSL_T_FLOAT, &kd2);
    CU_ASSERT_FATAL(left && left_c && right);
    rsl_jit_object_shaders sets[2] = {{.surface = left}, {.surface = right}};
    rsl_jit_render_options o = {.objects = sets, .nobjects = 2};
    float rgb[32];
    CU_ASSERT_FATAL(render(&o, rgb, &err));
    /* Row 0 misses: black.  Left: 0.25 * (1,1,1); right: 2 * (1,1,1). */
    for (int x = 0; x < 4; x++)
        ASSERT_PIXEL(rgb, x, 0, 0, 0, 0);
    ASSERT_PIXEL(rgb, 0, 1, 0.25, 0.25, 0.25);
    ASSERT_PIXEL(rgb, 1, 1, 0.25, 0.25, 0.25);
    ASSERT_PIXEL(rgb, 2, 1, 2, 2, 2);
    ASSERT_PIXEL(rgb, 3, 1, 2, 2, 2);
    /* One set serves every object, whatever index it names: c = (1, 0.5, 0). */
    o.objects = &sets[0];
    sets[0].surface = left_c;
    o.nobjects = 1;
    CU_ASSERT_FATAL(render(&o, rgb, &err));
    ASSERT_PIXEL(rgb, 0, 1, 1, 0.5, 0);
    ASSERT_PIXEL(rgb, 3, 1, 1, 0.5, 0);
    /* Not enough sets for the objects' indices, a missing surface, a light in
     * a surface's place: errors before any pixel. */
    o.nobjects = 0;
    CU_ASSERT_FALSE(render(&o, rgb, &err));
    CU_ASSERT_STRING_EQUAL(err, "no surface shader");
    free(err);
    rsl_jit_object_shaders three[3] = {{.surface = left}, {.surface = NULL}, {.surface = right}};
    o.objects = three;
    o.nobjects = 3;
    CU_ASSERT_FALSE(render(&o, rgb, &err));
    CU_ASSERT_STRING_EQUAL(err, "no surface shader");
    free(err);
    /* An object naming a set past the last. */
    three[1].surface = left;
    R.sc->objs[1].shader = 3;
    CU_ASSERT_FALSE(render(&o, rgb, &err));
    CU_ASSERT_STRING_EQUAL(err, "scene object 1 names shader set 3 of 3");
    free(err);
    R.sc->objs[1].shader = 1;
    rsl_jit_instance *glow = instance("glow", NULL, 0, NULL);
    three[1].surface = glow;
    CU_ASSERT_FALSE(render(&o, rgb, &err));
    CU_ASSERT_STRING_EQUAL(err, "'glow' is not a surface shader");
    free(err);
    rsl_jit_instance_free(glow);
    rsl_jit_instance_free(left);
    rsl_jit_instance_free(left_c);
    rsl_jit_instance_free(right);
}

static void test_lights_with_values(void)
{
    /* ambient() sums the lights that neither illuminate nor solar:
     * 3 * (1,1,1) + 1 * (0.5, 0.25, 0). */
    const float three = 3, lc[3] = {0.5f, 0.25f, 0};
    rsl_jit_instance *surf = instance("ambient_lit", NULL, 0, NULL);
    const rsl_jit_instance *lights[2] = {instance("glow", "intensity", RSL_T_FLOAT, &three),
                                         instance("glow", "lightcolor", RSL_T_COLOR, lc)};
    rsl_jit_object_shaders set = {.surface = surf};
    rsl_jit_render_options o = {.objects = &set, .nobjects = 1, .lights = lights, .nlights = 2};
    float rgb[32];
    char *err = NULL;
    CU_ASSERT_FATAL(render(&o, rgb, &err));
    ASSERT_PIXEL(rgb, 1, 1, 3.5, 3.25, 3);
    rsl_jit_instance_free(surf);
    rsl_jit_instance_free((rsl_jit_instance *)lights[0]);
    rsl_jit_instance_free((rsl_jit_instance *)lights[1]);
}

static void test_spaces(void)
{
    /* The light's from = its shader space's origin = (10, 20, 30); the
     * surface's world point (1, 2, 3) in camera space: (12, 24, 36). */
    rsl_matrix m = scale2_move(), shifted = m;
    shifted.m[0] = shifted.m[5] = shifted.m[10] = 1;
    rsl_jit_instance *at = instance("at", NULL, 0, NULL), *lit = instance("lit", NULL, 0, NULL);
    rsl_jit_instance *world = instance("world_point", NULL, 0, NULL);
    rsl_jit_instance_set_shader_space(at, &shifted);
    const rsl_jit_instance *lights[1] = {at};
    rsl_jit_object_shaders sets[2] = {{.surface = lit}, {.surface = world}};
    rsl_jit_space world_space = {"world", m};
    rsl_jit_render_options o = {.objects = sets, .nobjects = 2, .lights = lights, .nlights = 1, .spaces = &world_space,
                                .nspaces = 1};
    float rgb[32];
    char *err = NULL;
    CU_ASSERT_FATAL(render(&o, rgb, &err));
    ASSERT_PIXEL(rgb, 0, 1, 10, 20, 30);
    ASSERT_PIXEL(rgb, 3, 1, 12, 24, 36);
    /* Without a "world" space world is camera space. */
    o.nspaces = 0;
    CU_ASSERT_FATAL(render(&o, rgb, &err));
    ASSERT_PIXEL(rgb, 3, 1, 1, 2, 3);
    rsl_jit_instance_free(at);
    rsl_jit_instance_free(lit);
    rsl_jit_instance_free(world);
}

static void test_displacement_atmosphere_imager(void)
{
    /* Displacement k = 1 moves P along N = (0,0,-1): z 5 -> 4, and sets N
     * to (0,1,0); the surface shows (P.z, N.y, 0) = (4, 1, 0); the
     * atmosphere multiplies by (0.5, 2, 1): (2, 2, 0); the imager makes
     * (Ci.r * 3, Ci.g, alpha): hits (6, 2, 1), misses (0, 0, 0). */
    const float k = 1, t[3] = {0.5f, 2, 1}, three = 3;
    rsl_jit_instance *push = instance("push", "k", RSL_T_FLOAT, &k);
    rsl_jit_instance *show = instance("show_pn", NULL, 0, NULL);
    rsl_jit_instance *tint = instance("tint", "t", RSL_T_COLOR, t);
    rsl_jit_instance *mark = instance("mark", "k", RSL_T_FLOAT, &three);
    rsl_jit_object_shaders sets[2] = {{.surface = show}, {.surface = show, .displacement = push, .atmosphere = tint}};
    rsl_jit_render_options o = {.objects = sets, .nobjects = 2};
    float rgb[32];
    char *err = NULL;
    CU_ASSERT_FATAL(render(&o, rgb, &err));
    ASSERT_PIXEL(rgb, 0, 1, 5, 0, 0); /* left: no displacement, N = (0,0,-1) */
    ASSERT_PIXEL(rgb, 3, 1, 2, 2, 0);
    o.imager = mark;
    CU_ASSERT_FATAL(render(&o, rgb, &err));
    ASSERT_PIXEL(rgb, 0, 0, 0, 0, 0);
    ASSERT_PIXEL(rgb, 0, 1, 15, 0, 1);
    ASSERT_PIXEL(rgb, 3, 1, 6, 2, 1);
    /* A surface as the displacement: an error naming it. */
    sets[1].displacement = show;
    CU_ASSERT_FALSE(render(&o, rgb, &err));
    CU_ASSERT_STRING_EQUAL(err, "'show_pn' is not a displacement shader");
    free(err);
    rsl_jit_instance_free(push);
    rsl_jit_instance_free(show);
    rsl_jit_instance_free(tint);
    rsl_jit_instance_free(mark);
}

int main(void)
{
    static const unit_test binding[] = {
        {"parameters listed", test_params_listed},
        {"bound values", test_bound_values},
        {"computed default per point", test_computed_default_per_point},
        {"every kind of value", test_all_kinds},
        {"errors", test_errors},
        {"chained defaults", test_chained_defaults},
        {"unknown names warn", test_unknown_names_warn},
        {"shader space", test_shader_space},
        {NULL, NULL},
    };
    static const unit_test rendering[] = {
        {"two objects, two instances", test_two_objects},
        {"lights with values", test_lights_with_values},
        {"displacement, atmosphere, imager", test_displacement_atmosphere_imager},
        {"shader and world space", test_spaces},
        {NULL, NULL},
    };
    static const unit_suite suites[] = {
        {"binding", binding, NULL, NULL},
        {"rendering", rendering, NULL, NULL},
        {NULL, NULL, NULL, NULL},
    };
    unit = compile(source);
    R.u = compile(render_source);
    R.sc = two_quads();
    int rc = unit && R.u ? unit_main_suites(suites, CU_BRM_VERBOSE) : 1;
    rsl_jit_unit_free(unit);
    rsl_jit_unit_free(R.u);
    scene_free(R.sc);
    return rc;
}
