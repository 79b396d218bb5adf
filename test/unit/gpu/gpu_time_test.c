/* CUnit tests of rsl-gpu-time's command line (rslgpu's timing entry point
 * itself needs a device: bench/ptx.sh runs it where there is one). */
#include <CUnit/CUnit.h>
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

int main(void)
{
    static const unit_test tests[] = {
        {"defaults", test_defaults},
        {"options", test_options},
        {"bad command lines", test_bad_command_lines},
        {NULL, NULL},
    };
    return unit_main("rsl-gpu-time", tests);
}
