/* CUnit tests of rslgpu's host side, which runs without a GPU: the command
 * line, the skip path when the driver cannot be loaded, the comparison, the
 * points, and the lights as the JIT sees them (the reference the GPU's
 * shading is held against). */
#define _POSIX_C_SOURCE 200809L
#include <CUnit/CUnit.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "rsljit.h"
#include "rslgpu.h"

static bool parse(rsl_gpu_options *o, char **err, int argc, const char **argv)
{
    return rsl_gpu_parse_args(argc, (char **)argv, o, err);
}

static void test_args(void)
{
    rsl_gpu_options o;
    char *err = NULL;
    const char *plain[] = {"rsl-gpu-run", "a.sl", "a.ptx"};
    CU_ASSERT_TRUE_FATAL(parse(&o, &err, 3, plain));
    CU_ASSERT_STRING_EQUAL(o.source, "a.sl");
    CU_ASSERT_STRING_EQUAL(o.ptx, "a.ptx");
    CU_ASSERT_EQUAL(o.points, 4096);
    CU_ASSERT_PTR_NULL(o.shader);
    CU_ASSERT_PTR_NULL(o.cuda_library);

    const char *full[] = {"rsl-gpu-run", "--points=10", "--shader", "lamp", "--tolerance", "0.5",
                          "--cuda-library=/x/libcuda.so", "a.sl", "a.ptx"};
    CU_ASSERT_TRUE_FATAL(parse(&o, &err, 9, full));
    CU_ASSERT_EQUAL(o.points, 10);
    CU_ASSERT_STRING_EQUAL(o.shader, "lamp");
    CU_ASSERT_DOUBLE_EQUAL(o.tolerance, 0.5, 1e-9);
    CU_ASSERT_STRING_EQUAL(o.cuda_library, "/x/libcuda.so");

    const char *help[] = {"rsl-gpu-run", "--help"};
    CU_ASSERT_TRUE(parse(&o, &err, 2, help) && o.help);

    static const char *bad[][4] = {
        {"rsl-gpu-run", "a.sl", NULL},               /* no PTX file */
        {"rsl-gpu-run", "--points=0", "a.sl", "b"},  /* not a count */
        {"rsl-gpu-run", "--points=9x", "a.sl", "b"}, /* trailing junk */
        {"rsl-gpu-run", "--tolerance=-1", "a", "b"}, /* negative */
        {"rsl-gpu-run", "--frobnicate", "a", "b"},   /* unknown option */
        {"rsl-gpu-run", "a", "b", "c"},              /* too many files */
        {"rsl-gpu-run", "a", "b", "--shader"},       /* missing value */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        int argc = bad[i][3] ? 4 : bad[i][2] ? 3 : 2;
        err = NULL;
        CU_ASSERT_FALSE(parse(&o, &err, argc, bad[i]));
        CU_ASSERT_PTR_NOT_NULL(err);
        free(err);
    }
}

static void test_skip_without_driver(void)
{
    char *why = NULL;
    CU_ASSERT_PTR_NULL(rsl_gpu_open("/nonexistent/libcuda.so.1", &why));
    CU_ASSERT_PTR_NOT_NULL_FATAL(why);
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "cannot load /nonexistent/libcuda.so.1"));
    free(why);
    /* A library that loads but is no CUDA driver. */
    why = NULL;
    CU_ASSERT_PTR_NULL(rsl_gpu_open("libm.so.6", &why));
    CU_ASSERT_PTR_NOT_NULL_FATAL(why);
    CU_ASSERT_PTR_NOT_NULL(strstr(why, "has no cuInit"));
    free(why);
}

/* A PTX file larger than the reader's first buffer comes back whole. */
static void test_read_ptx(void)
{
    char path[] = "/tmp/rslgpu-ptx-XXXXXX";
    int fd = mkstemp(path);
    CU_ASSERT_FATAL(fd >= 0);
    FILE *f = fdopen(fd, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    size_t n = 200000;
    for (size_t i = 0; i < n; i++)
        fputc('a' + (int)(i % 26), f);
    fclose(f);
    char *err = NULL;
    char *text = rsl_gpu_read_ptx(path, &err);
    remove(path);
    CU_ASSERT_PTR_NOT_NULL_FATAL(text);
    CU_ASSERT_EQUAL(strlen(text), n);
    CU_ASSERT_EQUAL(text[n - 1], 'a' + (int)((n - 1) % 26));
    free(text);
    CU_ASSERT_PTR_NULL(rsl_gpu_read_ptx("/nonexistent/k.ptx", &err));
    CU_ASSERT_PTR_NOT_NULL_FATAL(err);
    CU_ASSERT_STRING_EQUAL(err, "cannot read '/nonexistent/k.ptx'");
    free(err);
}

static void test_compare(void)
{
    CU_ASSERT_TRUE(rsl_gpu_close_enough(1.0f, 1.0005f, 1e-3f));
    CU_ASSERT_FALSE(rsl_gpu_close_enough(1.0f, 1.002f, 1e-3f));
    CU_ASSERT_TRUE(rsl_gpu_close_enough(1000.5f, 1000.0f, 1e-3f)); /* relative above 1 */
    CU_ASSERT_FALSE(rsl_gpu_close_enough(0.002f, 0.0f, 1e-3f));    /* absolute below 1 */
    CU_ASSERT_TRUE(rsl_gpu_close_enough(NAN, NAN, 0));
    CU_ASSERT_FALSE(rsl_gpu_close_enough(NAN, 0.0f, 1e-3f));
    CU_ASSERT_FALSE(rsl_gpu_close_enough(INFINITY, 1e30f, 1e-3f));
    CU_ASSERT_TRUE(rsl_gpu_close_enough(-INFINITY, -INFINITY, 0));

    float want[4] = {0, 1, 2, 3}, got[4] = {0, 1.5f, 2, 3.01f};
    rsl_gpu_mismatch m;
    CU_ASSERT_TRUE(rsl_gpu_compare(want, want, 4, 0, &m));
    CU_ASSERT_EQUAL(m.count, 0);
    CU_ASSERT_FALSE(rsl_gpu_compare(got, want, 4, 1e-3f, &m));
    CU_ASSERT_EQUAL(m.count, 2);
    CU_ASSERT_EQUAL(m.worst, 1);
    CU_ASSERT_DOUBLE_EQUAL(m.worst_error, 0.5, 1e-6);
}

static void test_globals_floats(void)
{
    rsl_globals g;
    memset(&g, 0, sizeof g);
    g.Ci = (rsl_float3){1, 2, 3};
    g.alpha = 7;
    float f[RSL_GPU_GLOBAL_FLOATS];
    rsl_gpu_globals_floats(&g, f);
    int ci_y = -1, alpha = -1;
    for (int i = 0; i < RSL_GPU_GLOBAL_FLOATS; i++) {
        if (strcmp(rsl_gpu_global_float_name(i), "Ci.y") == 0)
            ci_y = i;
        if (strcmp(rsl_gpu_global_float_name(i), "alpha") == 0)
            alpha = i;
    }
    CU_ASSERT_FATAL(ci_y >= 0 && alpha >= 0);
    CU_ASSERT_EQUAL(f[ci_y], 2.0f);
    CU_ASSERT_EQUAL(f[alpha], 7.0f);
    CU_ASSERT_STRING_EQUAL(rsl_gpu_global_float_name(RSL_GPU_GLOBAL_FLOATS), "?");
}

static float dot(rsl_float3 a, rsl_float3 b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }

static void test_points(void)
{
    enum { N = 100 };
    rsl_globals p[N];
    rsl_gpu_make_points(p, N);
    for (int i = 0; i < N; i++) {
        CU_ASSERT_DOUBLE_EQUAL(dot(p[i].N, p[i].N), 1.0, 1e-5);
        CU_ASSERT(dot(p[i].N, p[i].I) < 0); /* facing the eye */
        CU_ASSERT(p[i].s > 0 && p[i].s < 1 && p[i].t > 0 && p[i].t < 1);
    }
    CU_ASSERT(p[0].s != p[1].s);
}

static void test_lights(void)
{
    rsl_ptx_light_list l;
    rsl_gpu_default_lights(&l);
    CU_ASSERT_EQUAL(sizeof l, 452); /* the size of rsl_ptx_lights in the PTX (test/lit/ptx-glue) */
    rsl_vector L;
    rsl_color Cl;
    rsl_point P = {0, 0, 2};
    int point = -1, distant = -1, ambient = -1;
    for (int i = 0; i < l.count; i++)
        *(l.light[i].kind == RSL_PTX_LIGHT_POINT ? &point : l.light[i].kind == RSL_PTX_LIGHT_DISTANT ? &distant : &ambient) = i;
    CU_ASSERT_FATAL(point >= 0 && distant >= 0 && ambient >= 0);
    CU_ASSERT_TRUE_FATAL(rsl_gpu_light_at(&l, point, P, &L, &Cl));
    const float *at = l.light[point].pos, *c = l.light[point].color;
    float d2 = (at[0] - P[0]) * (at[0] - P[0]) + (at[1] - P[1]) * (at[1] - P[1]) + (at[2] - P[2]) * (at[2] - P[2]);
    CU_ASSERT_DOUBLE_EQUAL(L[0], at[0] - P[0], 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(Cl[1], c[1] / d2, 1e-6);
    CU_ASSERT_TRUE_FATAL(rsl_gpu_light_at(&l, distant, P, &L, &Cl));
    CU_ASSERT_DOUBLE_EQUAL(L[2], -l.light[distant].pos[2], 1e-6);
    CU_ASSERT_FALSE(rsl_gpu_light_at(&l, ambient, P, &L, &Cl));
    CU_ASSERT_FALSE(rsl_gpu_light_at(&l, l.count, P, &L, &Cl));
    CU_ASSERT_DOUBLE_EQUAL(rsl_gpu_ambient(&l)[0], l.light[ambient].color[0], 1e-6);
}

/* The JIT under the installed list: Ci sums ambient() and, per light of the
 * illuminance loop, Cl; a light shader's Cl is untouched by the list. */
static void test_jit_sees_lights(void)
{
    static const char text[] =
        "surface sum() { color c = ambient(); illuminance(P) { c += Cl; } Ci = c; }\n"
        "surface front() { color c = 0; illuminance(P, N, PI / 2) { c += Cl; } Ci = c; }\n";
    rsl_diag *diag = rsl_diag_new(stderr);
    rsl_jit_options opts = {.optimize = true, .errors = stderr, .tool = "gpu-tests"};
    rsl_jit_unit *u = rsl_jit_compile_string("lights.sl", text, strlen(text), &opts, diag);
    rsl_diag_free(diag);
    CU_ASSERT_PTR_NOT_NULL_FATAL(u);
    rsl_ptx_light_list l;
    rsl_gpu_default_lights(&l);
    rsl_globals g;
    rsl_gpu_make_points(&g, 1);
    rsl_color want = rsl_gpu_ambient(&l), front = {0, 0, 0};
    for (int i = 0; i < l.count; i++) {
        rsl_vector L;
        rsl_color Cl;
        if (rsl_gpu_light_at(&l, i, g.P, &L, &Cl)) {
            want += Cl;
            if (dot(L, g.N) > 0)
                front += Cl;
        }
    }
    rsl_gpu_host_lights_install(&l);
    rsl_globals a = g, b = g;
    rsl_jit_run_shader(u, rsl_jit_find(u, "sum", 0), &a);
    rsl_jit_run_shader(u, rsl_jit_find(u, "front", 0), &b);
    rsl_gpu_host_lights_install(NULL);
    CU_ASSERT_DOUBLE_EQUAL(a.Ci[0], want[0], 1e-5);
    CU_ASSERT_DOUBLE_EQUAL(a.Ci[2], want[2], 1e-5);
    CU_ASSERT_DOUBLE_EQUAL(b.Ci[1], front[1], 1e-5);
    CU_ASSERT(front[1] < want[1]); /* the cone left a light out */
    /* Without the list, no lights. */
    rsl_globals c = g;
    rsl_jit_run_shader(u, rsl_jit_find(u, "sum", 0), &c);
    CU_ASSERT_EQUAL(c.Ci[0], 0.0f);
    rsl_jit_unit_free(u);
}

static void test_kind_names(void)
{
    CU_ASSERT_STRING_EQUAL(rsl_gpu_shader_kind_name(RSL_SHADER_SURFACE), "surface");
    CU_ASSERT_STRING_EQUAL(rsl_gpu_shader_kind_name(RSL_SHADER_IMAGER), "imager");
    CU_ASSERT_PTR_NULL(rsl_gpu_shader_kind_name(RSL_SHADER_FUNCTION));
}

int main(void)
{
    static const unit_test tests[] = {
        {"command line", test_args},
        {"skip without a driver", test_skip_without_driver},
        {"reading PTX", test_read_ptx},
        {"comparison", test_compare},
        {"globals as floats", test_globals_floats},
        {"points", test_points},
        {"light list", test_lights},
        {"JIT under the light list", test_jit_sees_lights},
        {"kind names", test_kind_names},
        {NULL, NULL},
    };
    return unit_main("rslgpu", tests);
}
