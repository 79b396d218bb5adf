/* The seed 004 kernels on a GPU against the host build of the same C
 * (seed 004 section 4.1): each kernel runs on one thread through the CUDA
 * driver API from the PTX that llc-rpu made, the host runs the same
 * function on the same input, and every field of the result must agree
 * (integers exactly, floating point within a relative tolerance, as the
 * GPU contracts a*b+c into fma and uses .approx math).
 *
 *   gpu_seed004 FILE.ptx [RELATIVE_TOLERANCE]
 * Exit 77 (skip) when there is no CUDA driver or device. The driver is
 * opened at run time, so the test builds and skips where it is absent. */
#include <CUnit/Basic.h>
#include <cuda.h>
#include <dlfcn.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The host build of the kernels: the header's host branch reads these. */
int host_tid[3], host_ntid[3], host_ctaid[3];
#include "seed004_tests.c"

/* The driver entry points, by their versioned names (cuda.h maps e.g.
 * cuMemAlloc to cuMemAlloc_v2). */
#define CU_FUNCTIONS(X)                                                                   \
    X(cuInit) X(cuDeviceGetCount) X(cuGetErrorString) X(cuDeviceGet) X(cuDevicePrimaryCtxRetain) \
    X(cuDevicePrimaryCtxRelease) X(cuCtxSetCurrent) X(cuModuleLoadDataEx) X(cuModuleUnload)       \
    X(cuModuleGetFunction) X(cuMemAlloc) X(cuMemFree) X(cuMemcpyHtoD) X(cuMemcpyDtoH)             \
    X(cuLaunchKernel) X(cuCtxSynchronize)
#define STRINGIFY(x) STRINGIFY2(x)
#define STRINGIFY2(x) #x
#define CU_POINTER(name) __typeof__(&name) name##_p;
static struct {
    CU_FUNCTIONS(CU_POINTER)
} cu;

static bool load_driver(void) {
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib)
        return false;
#define CU_LOAD(name)                                                  \
    *(void **)&cu.name##_p = dlsym(lib, STRINGIFY(name));              \
    if (!cu.name##_p)                                                  \
        return false;
    CU_FUNCTIONS(CU_LOAD)
    return true;
}

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

static CUmodule module;
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
    CUfunction fn;
    CU_ASSERT_FATAL(cu.cuModuleGetFunction_p(&fn, module, kernels[index].name) == CUDA_SUCCESS);
    for (int variant = 0; variant < 2; variant++) {
        DataStruct in, host, gpu;
        make_input(&in, variant);
        host = in;
        kernels[index].host(&host);
        CUdeviceptr dev;
        CU_ASSERT_FATAL(cu.cuMemAlloc_p(&dev, sizeof in) == CUDA_SUCCESS);
        CU_ASSERT_FATAL(cu.cuMemcpyHtoD_p(dev, &in, sizeof in) == CUDA_SUCCESS);
        void *args[] = {&dev};
        CU_ASSERT_FATAL(cu.cuLaunchKernel_p(fn, 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL) == CUDA_SUCCESS);
        CU_ASSERT_FATAL(cu.cuCtxSynchronize_p() == CUDA_SUCCESS);
        CU_ASSERT_FATAL(cu.cuMemcpyDtoH_p(&gpu, dev, sizeof gpu) == CUDA_SUCCESS);
        cu.cuMemFree_p(dev);
        compare(kernels[index].name, &gpu, &host);
    }
}

/* One CUnit test per kernel. */
#define KERNEL_TEST(i) static void test_##i(void) { run_kernel(i); }
KERNEL_TEST(0) KERNEL_TEST(1) KERNEL_TEST(2) KERNEL_TEST(3) KERNEL_TEST(4) KERNEL_TEST(5)
KERNEL_TEST(6) KERNEL_TEST(7) KERNEL_TEST(8) KERNEL_TEST(9) KERNEL_TEST(10)
static void (*const tests[NKERNELS])(void) = {test_0, test_1, test_2, test_3, test_4, test_5,
                                              test_6, test_7, test_8, test_9, test_10};

static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (s && fread(s, 1, (size_t)n, f) != (size_t)n) {
        free(s);
        s = NULL;
    }
    if (s)
        s[n] = 0;
    fclose(f);
    return s;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: gpu_seed004 FILE.ptx [RELATIVE_TOLERANCE]\n");
        return 2;
    }
    if (argc > 2)
        tolerance = atof(argv[2]);
    if (!load_driver()) {
        printf("no CUDA driver (libcuda.so.1): GPU run of the seed 004 kernels skipped\n");
        return 77;
    }
    int count = 0;
    CUresult r = cu.cuInit_p(0);
    if (r == CUDA_SUCCESS)
        r = cu.cuDeviceGetCount_p(&count);
    if (r != CUDA_SUCCESS || count == 0) {
        const char *why = NULL;
        if (r != CUDA_SUCCESS)
            cu.cuGetErrorString_p(r, &why);
        printf("no CUDA device (%s): GPU run of the seed 004 kernels skipped\n", why ? why : "none found");
        return 77;
    }
    char *ptx = read_file(argv[1]);
    if (!ptx) {
        fprintf(stderr, "gpu_seed004: error: cannot read '%s'\n", argv[1]);
        return 2;
    }
    CUdevice dev;
    CUcontext ctx;
    char log[8192] = "";
    CUjit_option opts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *vals[] = {log, (void *)(size_t)sizeof log};
    if (cu.cuDeviceGet_p(&dev, 0) != CUDA_SUCCESS || cu.cuDevicePrimaryCtxRetain_p(&ctx, dev) != CUDA_SUCCESS ||
        cu.cuCtxSetCurrent_p(ctx) != CUDA_SUCCESS || cu.cuModuleLoadDataEx_p(&module, ptx, 2, opts, vals) != CUDA_SUCCESS) {
        fprintf(stderr, "gpu_seed004: error: cannot load '%s' on the device: %s\n", argv[1], log);
        free(ptx);
        return 1;
    }
    free(ptx);
    if (CU_initialize_registry() != CUE_SUCCESS)
        return 1;
    CU_pSuite suite = CU_add_suite("seed 004 kernels, GPU against host", NULL, NULL);
    for (int k = 0; k < NKERNELS; k++)
        CU_add_test(suite, kernels[k].name, tests[k]);
    CU_basic_set_mode(CU_BRM_VERBOSE);
    CU_basic_run_tests();
    unsigned failed = CU_get_number_of_failures();
    CU_cleanup_registry();
    cu.cuModuleUnload_p(module);
    cu.cuDevicePrimaryCtxRelease_p(dev);
    return failed ? 1 : 0;
}
