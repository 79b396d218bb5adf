/* CUnit tests of rsl-gpu-time's command line and of rsl_gpu_time on a
 * stand-in for the CUDA driver (fake_cuda_driver.c: each launch adds 1 to
 * the int its argument points to and takes 4 us on the events' clock). */
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cunit_main.h"
#include "rslgpu.h"

static bool parse(rsl_gpu_time_options *o, char **err, int argc, const char *const *argv)
{
    return rsl_gpu_time_parse_args(argc, (char **)argv, o, err);
}

static void test_defaults(void)
{
    rsl_gpu_time_options o;
    char *err = NULL;
    const char *plain[] = {"rsl-gpu-time", "--kernel", "k", "a.ptx", "b.ptx"};
    CU_ASSERT_TRUE_FATAL(parse(&o, &err, 5, plain));
    CU_ASSERT_STRING_EQUAL(o.kernel, "k");
    CU_ASSERT_EQUAL_FATAL(o.nptx, 2);
    CU_ASSERT_STRING_EQUAL(o.ptx[0], "a.ptx");
    CU_ASSERT_STRING_EQUAL(o.ptx[1], "b.ptx");
    CU_ASSERT_EQUAL(o.launches, 1000);
    CU_ASSERT_PTR_NULL(o.buffer);
    CU_ASSERT_PTR_NULL(o.cuda_library);
    CU_ASSERT_FALSE(o.help);
}

static void test_options(void)
{
    rsl_gpu_time_options o;
    char *err = NULL;
    const char *full[] = {"rsl-gpu-time", "a.ptx", "--launches=25", "--buffer", "in.bin",
                          "--cuda-library=/x/libcuda.so", "--kernel=test_phi", "b.ptx"};
    CU_ASSERT_TRUE_FATAL(parse(&o, &err, 8, full));
    CU_ASSERT_EQUAL(o.launches, 25);
    CU_ASSERT_STRING_EQUAL(o.buffer, "in.bin");
    CU_ASSERT_STRING_EQUAL(o.cuda_library, "/x/libcuda.so");
    CU_ASSERT_STRING_EQUAL(o.kernel, "test_phi");
    CU_ASSERT_EQUAL(o.nptx, 2); /* files before and after options */

    const char *help[] = {"rsl-gpu-time", "--help"};
    CU_ASSERT_TRUE(parse(&o, &err, 2, help) && o.help);
}

static void test_bad_command_lines(void)
{
    rsl_gpu_time_options o;
    static const struct {
        int argc;
        const char *argv[11];
        const char *says;
    } bad[] = {
        {2, {"t", "a.ptx"}, "missing --kernel"},
        {3, {"t", "--kernel", "k"}, "missing the PTX files"},
        {2, {"t", "--kernel"}, "missing kernel name"},
        {4, {"t", "--kernel=k", "--launches=0", "a"}, "--launches wants a count"},
        {4, {"t", "--kernel=k", "--launches=5x", "a"}, "--launches wants a count"},
        {4, {"t", "--kernel=k", "--launches=2000000", "a"}, "--launches wants a count"},
        {3, {"t", "--kernel=k", "--buffer"}, "missing file after --buffer"},
        {3, {"t", "--kernel=k", "--frobnicate"}, "unknown option: --frobnicate"},
        {11, {"t", "--kernel=k", "1", "2", "3", "4", "5", "6", "7", "8", "9"}, "too many PTX files"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char *err = NULL;
        CU_ASSERT_FALSE(parse(&o, &err, bad[i].argc, bad[i].argv));
        CU_ASSERT_PTR_NOT_NULL_FATAL(err);
        CU_ASSERT_PTR_NOT_NULL(strstr(err, bad[i].says));
        free(err);
    }
}

static rsl_gpu_module *open_fake(rsl_gpu **gpu)
{
    char *why = NULL, *err = NULL;
    *gpu = rsl_gpu_open(FAKE_CUDA_DRIVER, &why);
    if (!*gpu)
        printf("\n  %s", why);
    free(why);
    CU_ASSERT_PTR_NOT_NULL_FATAL(*gpu);
    CU_ASSERT_STRING_EQUAL(rsl_gpu_device_name(*gpu), "fake device");
    rsl_gpu_module *m = rsl_gpu_load_ptx(*gpu, ".version 7.0", &err);
    CU_ASSERT_PTR_NOT_NULL_FATAL(m);
    return m;
}

static void test_timing(void)
{
    rsl_gpu *gpu;
    rsl_gpu_module *m = open_fake(&gpu);
    int counter = 10;
    rsl_gpu_arg arg = {.kind = RSL_GPU_BUFFER, .host = &counter, .size = sizeof counter};
    double us = -1;
    char *err = NULL;
    CU_ASSERT_TRUE(rsl_gpu_time(m, "k", &arg, 1, 1, 1, 25, &us, &err));
    CU_ASSERT_PTR_NULL(err);
    CU_ASSERT_EQUAL(counter, 10 + 1 + 25); /* copied in once, one run, 25 timed, copied back */
    CU_ASSERT_DOUBLE_EQUAL(us, 4.0, 1e-3);

    CU_ASSERT_FALSE(rsl_gpu_time(m, "missing", &arg, 1, 1, 1, 25, &us, &err));
    CU_ASSERT_PTR_NOT_NULL_FATAL(err);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "kernel 'missing'"));
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "fake: not found"));
    free(err);
    err = NULL;
    CU_ASSERT_FALSE(rsl_gpu_time(m, "k", &arg, 1, 1, 1, 0, &us, &err));
    CU_ASSERT_PTR_NOT_NULL_FATAL(err);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "cannot time 0 launches"));
    free(err);
    CU_ASSERT_EQUAL(counter, 36); /* no launch on either error */

    /* rsl_gpu_run shares the launch code: one launch, no timing. */
    err = NULL;
    CU_ASSERT_TRUE(rsl_gpu_run(m, "k", &arg, 1, 1, 1, &err));
    CU_ASSERT_EQUAL(counter, 37);
    rsl_gpu_module_free(m);
    rsl_gpu_close(gpu);
}

int main(void)
{
    static const unit_test tests[] = {
        {"defaults", test_defaults},
        {"options", test_options},
        {"bad command lines", test_bad_command_lines},
        {"timing on a stand-in driver", test_timing},
        {NULL, NULL},
    };
    return unit_main("rsl-gpu-time", tests);
}
