/* The seed 004 kernels on a GPU against the host build of the same C
 * (seed 004 section 4.1): each kernel runs on one thread through rslgpu
 * (the CUDA driver API) from the PTX that llc-rpu made, the host runs the
 * same function on the same input, and every field of the result must agree
 * (integers exactly, floating point within a relative tolerance, as the
 * GPU contracts a*b+c into fma and uses .approx math).
 *
 *   gpu_seed004 FILE.ptx [RELATIVE_TOLERANCE]
 * Exit 77 (RSL_GPU_SKIPPED) when there is no CUDA driver or device: rslgpu
 * opens the driver at run time, so the test builds and skips where it is
 * absent. */
#include "rslgpu.h"
#include "cunit_main.h"

#include <CUnit/CUnit.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The host build of the kernels: the header's host branch reads these. */
int host_tid[3], host_ntid[3], host_ctaid[3];
#include "seed004_tests.c"

typedef void (*HostKernel)(DataStruct *);
static const struct {
    const char *name;
    HostKernel host;
} kernels[] = {
    {"test_phi", test_phi},           {"test_phi2", test_phi2},
    {"test_phi9", test_phi9},         {"test_loop23", test_loop23},
    {"test_specialReg", test_specialReg}, {"test_math", test_math},
    {"test_loop13", test_loop13},     {"test_calculate", test_calculate},
    {"test_branch_simplePHI", test_branch_simplePHI}, {"test_alloca", test_alloca},
    {"test_signedOp", test_signedOp},
};
enum { NKERNELS = sizeof kernels / sizeof kernels[0] };

static rsl_gpu_module *module;
static double tolerance = 1e-4;

/* Inputs of the seed: d->f = 3.2, d->i = 3 or 10, fa[0] and fa[1] both
 * ways round so that each branch of the phi and loop tests runs. */
static void make_input(DataStruct *d, int variant) {
    memset(d, 0, sizeof *d);
    for (int k = 0; k < ARRAY_N; k++) {
        d->fa[k] = 0.5f + 0.25f * (float)k;
        d->ia[k] = k;
    }
    d->fa[0] = variant ? 2.5f : 1.5f;
    d->fa[1] = variant ? -1.5f : 2.5f;
    d->f = variant ? -3.2f : 3.2f;
    d->i = variant ? 10 : 3;
    d->u = 7;
    d->c = 5;
    d->d = 2.5;
    d->half = 0x3C00; /* 1.0 */
}

static int close_enough(double got, double want) {
    if (isnan(got) || isnan(want))
        return isnan(got) && isnan(want);
    return fabs(got - want) <= tolerance * fmax(fabs(want), 1e-3);
}

static void compare(const char *kernel, const DataStruct *g, const DataStruct *h) {
    for (int k = 0; k < ARRAY_N; k++) {
        if (!close_enough(g->fa[k], h->fa[k]))
            printf("\n  %s: fa[%d] = %.9g on the GPU, %.9g on the host", kernel, k, g->fa[k], h->fa[k]);
        CU_ASSERT(close_enough(g->fa[k], h->fa[k]));
        if (g->ia[k] != h->ia[k])
            printf("\n  %s: ia[%d] = %d on the GPU, %d on the host", kernel, k, g->ia[k], h->ia[k]);
        CU_ASSERT_EQUAL(g->ia[k], h->ia[k]);
    }
    CU_ASSERT(close_enough(g->f, h->f));
    CU_ASSERT(close_enough(g->d, h->d));
    CU_ASSERT_EQUAL(g->i, h->i);
    CU_ASSERT_EQUAL(g->u, h->u);
    CU_ASSERT_EQUAL(g->c, h->c);
    CU_ASSERT_EQUAL(g->half, h->half);
    CU_ASSERT(memcmp(g->ca, h->ca, sizeof g->ca) == 0);
    CU_ASSERT(close_enough(g->s.f, h->s.f));
    CU_ASSERT_EQUAL(g->s.i, h->s.i);
}

static void run_kernel(int index) {
    for (int variant = 0; variant < 2; variant++) {
        DataStruct in, host, gpu;
        make_input(&in, variant);
        host = gpu = in;
        kernels[index].host(&host);
        rsl_gpu_arg arg = {.kind = RSL_GPU_BUFFER, .host = &gpu, .size = sizeof gpu};
        char *err = NULL;
        bool ran = rsl_gpu_run(module, kernels[index].name, &arg, 1, 1, 1, &err);
        if (!ran)
            printf("\n  %s: %s", kernels[index].name, err);
        free(err);
        CU_ASSERT_FATAL(ran);
        compare(kernels[index].name, &gpu, &host);
    }
}

/* One CUnit test per kernel. */
#define KERNEL_TEST(i) static void test_##i(void) { run_kernel(i); }
KERNEL_TEST(0) KERNEL_TEST(1) KERNEL_TEST(2) KERNEL_TEST(3) KERNEL_TEST(4) KERNEL_TEST(5)
KERNEL_TEST(6) KERNEL_TEST(7) KERNEL_TEST(8) KERNEL_TEST(9) KERNEL_TEST(10)
static void (*const tests[NKERNELS])(void) = {test_0, test_1, test_2, test_3, test_4, test_5,
                                              test_6, test_7, test_8, test_9, test_10};

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: gpu_seed004 FILE.ptx [RELATIVE_TOLERANCE]\n");
        return 2;
    }
    if (argc > 2)
        tolerance = atof(argv[2]);
    char *why = NULL;
    rsl_gpu *gpu = rsl_gpu_open(NULL, &why);
    if (!gpu) {
        printf("skipped: no CUDA device (%s): GPU run of the seed 004 kernels\n", why);
        free(why);
        return RSL_GPU_SKIPPED;
    }
    char *err = NULL;
    char *ptx = rsl_gpu_read_ptx(argv[1], &err);
    if (!ptx) {
        fprintf(stderr, "gpu_seed004: error: %s\n", err);
        free(err);
        rsl_gpu_close(gpu);
        return 2;
    }
    module = rsl_gpu_load_ptx(gpu, ptx, &err);
    free(ptx);
    if (!module) {
        fprintf(stderr, "gpu_seed004: error: cannot load '%s' on the device: %s\n", argv[1], err);
        free(err);
        rsl_gpu_close(gpu);
        return 1;
    }
    unit_test table[NKERNELS + 1] = {{NULL, NULL}};
    for (int k = 0; k < NKERNELS; k++)
        table[k] = (unit_test){kernels[k].name, tests[k]};
    int status = unit_main("seed 004 kernels, GPU against host", table);
    rsl_gpu_module_free(module);
    rsl_gpu_close(gpu);
    return status;
}
