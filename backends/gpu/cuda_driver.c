/* The CUDA driver API, reached through dlopen so that nothing links against
 * libcuda: the few types and entry points used are declared here as the
 * driver's ABI defines them (cuda.h, CUDA 12; the _v2 names are the ones
 * every driver since CUDA 4 exports). */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include "rsl_format.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rslgpu.h"

typedef int CUresult; /* 0 = CUDA_SUCCESS */
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;
typedef unsigned long long CUdeviceptr;
enum { CU_JIT_ERROR_LOG_BUFFER = 5, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6 };

/* Each entry point: name in the library, type. */
#define CUDA_ENTRY_POINTS(X)                                                                  \
    X(cuInit, CUresult (*)(unsigned))                                                         \
    X(cuGetErrorString, CUresult (*)(CUresult, const char **))                                \
    X(cuDeviceGetCount, CUresult (*)(int *))                                                  \
    X(cuDeviceGet, CUresult (*)(CUdevice *, int))                                             \
    X(cuDeviceGetName, CUresult (*)(char *, int, CUdevice))                                   \
    X(cuDevicePrimaryCtxRetain, CUresult (*)(CUcontext *, CUdevice))                          \
    X(cuDevicePrimaryCtxRelease_v2, CUresult (*)(CUdevice))                                   \
    X(cuCtxSetCurrent, CUresult (*)(CUcontext))                                               \
    X(cuCtxSynchronize, CUresult (*)(void))                                                   \
    X(cuModuleLoadDataEx, CUresult (*)(CUmodule *, const void *, unsigned, int *, void **))   \
    X(cuModuleUnload, CUresult (*)(CUmodule))                                                 \
    X(cuModuleGetFunction, CUresult (*)(CUfunction *, CUmodule, const char *))                \
    X(cuModuleGetGlobal_v2, CUresult (*)(CUdeviceptr *, size_t *, CUmodule, const char *))    \
    X(cuMemAlloc_v2, CUresult (*)(CUdeviceptr *, size_t))                                     \
    X(cuMemFree_v2, CUresult (*)(CUdeviceptr))                                                \
    X(cuMemcpyHtoD_v2, CUresult (*)(CUdeviceptr, const void *, size_t))                       \
    X(cuMemcpyDtoH_v2, CUresult (*)(void *, CUdeviceptr, size_t))                            \
    X(cuLaunchKernel, CUresult (*)(CUfunction, unsigned, unsigned, unsigned, unsigned,         \
                                   unsigned, unsigned, unsigned, CUstream, void **, void **)) \
    X(cuEventCreate, CUresult (*)(CUevent *, unsigned))                                       \
    X(cuEventRecord, CUresult (*)(CUevent, CUstream))                                         \
    X(cuEventSynchronize, CUresult (*)(CUevent))                                              \
    X(cuEventElapsedTime, CUresult (*)(float *, CUevent, CUevent))                            \
    X(cuEventDestroy_v2, CUresult (*)(CUevent))

struct rsl_gpu {
    void *lib;
#define X_(name, type) __typeof__(type) name;
    CUDA_ENTRY_POINTS(X_)
#undef X_
    CUdevice device;
    CUcontext ctx;
    char name[256];
};

struct rsl_gpu_module {
    rsl_gpu *gpu;
    CUmodule mod;
};


/* "what: CUDA_ERROR_X (description)". */
static char *cuda_error(const rsl_gpu *gpu, const char *what, CUresult rc)
{
    const char *text = NULL;
    if (gpu->cuGetErrorString(rc, &text) != 0 || !text)
        text = "unknown error";
    return rsl_format("%s failed: error %d (%s)", what, rc, text);
}

rsl_gpu *rsl_gpu_open(const char *library, char **why)
{
    *why = NULL;
    if (!library)
        library = "libcuda.so.1";
    void *lib = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        const char *msg = dlerror();
        *why = rsl_format("cannot load %s: %s", library, msg ? msg : "unknown error");
        return NULL;
    }
    rsl_gpu *gpu = calloc(1, sizeof *gpu);
    if (!gpu)
        abort();
    gpu->lib = lib;
#define X_(fn, type)                                                                          \
    *(void **)&gpu->fn = dlsym(lib, #fn);                                                     \
    if (!gpu->fn) {                                                                           \
        *why = rsl_format("%s has no %s", library, #fn);                                          \
        rsl_gpu_close(gpu);                                                                   \
        return NULL;                                                                          \
    }
    CUDA_ENTRY_POINTS(X_)
#undef X_
    CUresult rc = gpu->cuInit(0);
    int count = 0;
    if (rc != 0)
        *why = cuda_error(gpu, "cuInit", rc);
    else if ((rc = gpu->cuDeviceGetCount(&count)) != 0)
        *why = cuda_error(gpu, "cuDeviceGetCount", rc);
    else if (count == 0)
        *why = rsl_format("the driver sees no device");
    else if ((rc = gpu->cuDeviceGet(&gpu->device, 0)) != 0)
        *why = cuda_error(gpu, "cuDeviceGet", rc);
    else if ((rc = gpu->cuDevicePrimaryCtxRetain(&gpu->ctx, gpu->device)) != 0)
        *why = cuda_error(gpu, "cuDevicePrimaryCtxRetain", rc);
    else if ((rc = gpu->cuCtxSetCurrent(gpu->ctx)) != 0)
        *why = cuda_error(gpu, "cuCtxSetCurrent", rc);
    if (*why) {
        rsl_gpu_close(gpu);
        return NULL;
    }
    if (gpu->cuDeviceGetName(gpu->name, (int)sizeof gpu->name, gpu->device) != 0)
        snprintf(gpu->name, sizeof gpu->name, "CUDA device 0");
    return gpu;
}

void rsl_gpu_close(rsl_gpu *gpu)
{
    if (!gpu)
        return;
    if (gpu->ctx)
        gpu->cuDevicePrimaryCtxRelease_v2(gpu->device);
    dlclose(gpu->lib);
    free(gpu);
}

const char *rsl_gpu_device_name(const rsl_gpu *gpu) { return gpu->name; }

char *rsl_gpu_read_ptx(const char *path, char **err)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        *err = rsl_format("cannot read '%s'", path);
        return NULL;
    }
    size_t cap = 1 << 16, len = 0, n;
    char *s = malloc(cap);
    if (!s)
        abort();
    while ((n = fread(s + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (len + 1 == cap && !(s = realloc(s, cap *= 2)))
            abort();
    }
    bool bad = ferror(f);
    fclose(f);
    if (bad) {
        free(s);
        *err = rsl_format("cannot read '%s'", path);
        return NULL;
    }
    s[len] = 0;
    return s;
}

rsl_gpu_module *rsl_gpu_load_ptx(rsl_gpu *gpu, const char *ptx, char **err)
{
    char log[8192] = "";
    int options[2] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *values[2] = {log, (void *)(size_t)sizeof log};
    CUmodule mod = NULL;
    CUresult rc = gpu->cuModuleLoadDataEx(&mod, ptx, 2, options, values);
    if (rc != 0) {
        char *e = cuda_error(gpu, "cuModuleLoadDataEx", rc);
        *err = rsl_format("%s%s%s", e, log[0] ? "\n" : "", log);
        free(e);
        return NULL;
    }
    rsl_gpu_module *m = malloc(sizeof *m);
    if (!m)
        abort();
    m->gpu = gpu;
    m->mod = mod;
    return m;
}

void rsl_gpu_module_free(rsl_gpu_module *m)
{
    if (!m)
        return;
    m->gpu->cuModuleUnload(m->mod);
    free(m);
}

bool rsl_gpu_write_global(rsl_gpu_module *m, const char *name, const void *data, size_t size, char **err)
{
    rsl_gpu *gpu = m->gpu;
    CUdeviceptr at = 0;
    size_t bytes = 0;
    CUresult rc = gpu->cuModuleGetGlobal_v2(&at, &bytes, m->mod, name);
    if (rc != 0) {
        char *e = cuda_error(gpu, "cuModuleGetGlobal", rc);
        *err = rsl_format("global '%s': %s", name, e);
        free(e);
        return false;
    }
    if (bytes != size) {
        *err = rsl_format("global '%s' has %zu bytes, the host's has %zu", name, bytes, size);
        return false;
    }
    if ((rc = gpu->cuMemcpyHtoD_v2(at, data, size)) != 0) {
        *err = cuda_error(gpu, "cuMemcpyHtoD", rc);
        return false;
    }
    return true;
}

struct rsl_gpu_buffer {
    rsl_gpu *gpu;
    CUdeviceptr at;
};

rsl_gpu_buffer *rsl_gpu_upload(rsl_gpu *gpu, const void *data, size_t size, uint64_t *address, char **err)
{
    CUdeviceptr at = 0;
    CUresult rc = gpu->cuMemAlloc_v2(&at, size ? size : 1);
    if (rc != 0) {
        *err = cuda_error(gpu, "cuMemAlloc", rc);
        return NULL;
    }
    if (size && (rc = gpu->cuMemcpyHtoD_v2(at, data, size)) != 0) {
        *err = cuda_error(gpu, "cuMemcpyHtoD", rc);
        gpu->cuMemFree_v2(at);
        return NULL;
    }
    rsl_gpu_buffer *b = malloc(sizeof *b);
    if (!b)
        abort();
    *b = (rsl_gpu_buffer){gpu, at};
    *address = (uint64_t)at;
    return b;
}

void rsl_gpu_buffer_free(rsl_gpu_buffer *b)
{
    if (!b)
        return;
    b->gpu->cuMemFree_v2(b->at);
    free(b);
}

/* Launches `fn` `launches` times between two events; *microseconds: the
 * mean time of one launch. */
static char *time_launches(rsl_gpu *gpu, CUfunction fn, unsigned grid, unsigned block, void **params,
                           int launches, double *microseconds)
{
    CUevent start = NULL, stop = NULL;
    CUresult rc;
    char *err = NULL;
    float ms = 0;
    if ((rc = gpu->cuEventCreate(&start, 0)) != 0 || (rc = gpu->cuEventCreate(&stop, 0)) != 0)
        err = cuda_error(gpu, "cuEventCreate", rc);
    else if ((rc = gpu->cuEventRecord(start, NULL)) != 0)
        err = cuda_error(gpu, "cuEventRecord", rc);
    for (int i = 0; i < launches && !err; i++)
        if ((rc = gpu->cuLaunchKernel(fn, grid, 1, 1, block, 1, 1, 0, NULL, params, NULL)) != 0)
            err = cuda_error(gpu, "cuLaunchKernel", rc);
    if (!err && (rc = gpu->cuEventRecord(stop, NULL)) != 0)
        err = cuda_error(gpu, "cuEventRecord", rc);
    else if (!err && (rc = gpu->cuEventSynchronize(stop)) != 0)
        err = cuda_error(gpu, "the kernel", rc);
    else if (!err && (rc = gpu->cuEventElapsedTime(&ms, start, stop)) != 0)
        err = cuda_error(gpu, "cuEventElapsedTime", rc);
    if (start)
        gpu->cuEventDestroy_v2(start);
    if (stop)
        gpu->cuEventDestroy_v2(stop);
    *microseconds = 1000.0 * ms / launches;
    return err;
}

/* rsl_gpu_run, and with timed_launches > 0 rsl_gpu_time. */
static bool run_kernel(rsl_gpu_module *m, const char *name, rsl_gpu_arg *args, int nargs, unsigned grid,
                       unsigned block, int timed_launches, double *microseconds, char **err)
{
    rsl_gpu *gpu = m->gpu;
    CUfunction fn = NULL;
    CUresult rc = gpu->cuModuleGetFunction(&fn, m->mod, name);
    if (rc != 0) {
        char *e = cuda_error(gpu, "cuModuleGetFunction", rc);
        *err = rsl_format("kernel '%s': %s", name, e);
        free(e);
        return false;
    }
    CUdeviceptr *dev = calloc((size_t)(nargs > 0 ? nargs : 1), sizeof *dev);
    void **params = calloc((size_t)(nargs > 0 ? nargs : 1), sizeof *params);
    if (!dev || !params)
        abort();
    *err = NULL;
    for (int i = 0; i < nargs && !*err; i++) {
        if (args[i].kind == RSL_GPU_I32) {
            params[i] = &args[i].i32;
            continue;
        }
        params[i] = &dev[i];
        if (!args[i].host)
            continue;
        if ((rc = gpu->cuMemAlloc_v2(&dev[i], args[i].size)) != 0)
            *err = cuda_error(gpu, "cuMemAlloc", rc);
        else if ((rc = gpu->cuMemcpyHtoD_v2(dev[i], args[i].host, args[i].size)) != 0)
            *err = cuda_error(gpu, "cuMemcpyHtoD", rc);
    }
    if (!*err && (rc = gpu->cuLaunchKernel(fn, grid, 1, 1, block, 1, 1, 0, NULL, params, NULL)) != 0)
        *err = cuda_error(gpu, "cuLaunchKernel", rc);
    if (!*err && (rc = gpu->cuCtxSynchronize()) != 0)
        *err = cuda_error(gpu, "the kernel", rc);
    if (!*err && timed_launches > 0)
        *err = time_launches(gpu, fn, grid, block, params, timed_launches, microseconds);
    for (int i = 0; i < nargs; i++) {
        if (!dev[i])
            continue;
        if (!*err && (rc = gpu->cuMemcpyDtoH_v2(args[i].host, dev[i], args[i].size)) != 0)
            *err = cuda_error(gpu, "cuMemcpyDtoH", rc);
        gpu->cuMemFree_v2(dev[i]);
    }
    free(dev);
    free(params);
    return *err == NULL;
}

bool rsl_gpu_run(rsl_gpu_module *m, const char *name, rsl_gpu_arg *args, int nargs, unsigned grid,
                 unsigned block, char **err)
{
    return run_kernel(m, name, args, nargs, grid, block, 0, NULL, err);
}

bool rsl_gpu_time(rsl_gpu_module *m, const char *name, rsl_gpu_arg *args, int nargs, unsigned grid,
                  unsigned block, int launches, double *microseconds, char **err)
{
    if (launches < 1) {
        *err = rsl_format("cannot time %d launches", launches);
        return false;
    }
    return run_kernel(m, name, args, nargs, grid, block, launches, microseconds, err);
}
