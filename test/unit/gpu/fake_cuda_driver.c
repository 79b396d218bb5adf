/* A stand-in for libcuda.so.1 with the entry points rslgpu opens, so that
 * the host side of launching and timing runs without a GPU: "device"
 * memory is host memory, every kernel adds 1 to the int its first argument
 * points to, a kernel named "missing" is not found, and each launch takes
 * FAKE_MS_PER_LAUNCH on the events' clock. */
#include <stdlib.h>
#include <string.h>

#define FAKE_MS_PER_LAUNCH 0.004f

typedef int CUresult;
typedef unsigned long long CUdeviceptr;
enum { NOT_FOUND = 500 };

static int launches; /* the events' clock */
static int module, function, context;

CUresult cuInit(unsigned flags) { return (int)flags; }
CUresult cuGetErrorString(CUresult rc, const char **text)
{
    *text = rc == NOT_FOUND ? "fake: not found" : "fake: error";
    return 0;
}
CUresult cuDeviceGetCount(int *n) { return *n = 1, 0; }
CUresult cuDeviceGet(int *device, int ordinal) { return *device = ordinal, 0; }
CUresult cuDeviceGetName(char *name, int size, int device)
{
    (void)device;
    strncpy(name, "fake device", (size_t)size);
    return 0;
}
CUresult cuDevicePrimaryCtxRetain(void **ctx, int device) { return (void)device, *ctx = &context, 0; }
CUresult cuDevicePrimaryCtxRelease_v2(int device) { return (void)device, 0; }
CUresult cuCtxSetCurrent(void *ctx) { return ctx == &context ? 0 : 1; }
CUresult cuCtxSynchronize(void) { return 0; }
CUresult cuModuleLoadDataEx(void **mod, const void *image, unsigned n, int *options, void **values)
{
    (void)image, (void)n, (void)options, (void)values;
    return *mod = &module, 0;
}
CUresult cuModuleUnload(void *mod) { return mod == &module ? 0 : 1; }
CUresult cuModuleGetFunction(void **fn, void *mod, const char *name)
{
    (void)mod;
    if (strcmp(name, "missing") == 0)
        return NOT_FOUND;
    return *fn = &function, 0;
}
CUresult cuModuleGetGlobal_v2(CUdeviceptr *at, size_t *size, void *mod, const char *name)
{
    (void)at, (void)size, (void)mod, (void)name;
    return NOT_FOUND;
}
CUresult cuMemAlloc_v2(CUdeviceptr *at, size_t size)
{
    void *p = malloc(size);
    *at = (CUdeviceptr)(size_t)p;
    return p ? 0 : 2;
}
CUresult cuMemFree_v2(CUdeviceptr at) { return free((void *)(size_t)at), 0; }
CUresult cuMemcpyHtoD_v2(CUdeviceptr to, const void *from, size_t size)
{
    return memcpy((void *)(size_t)to, from, size), 0;
}
CUresult cuMemcpyDtoH_v2(void *to, CUdeviceptr from, size_t size)
{
    return memcpy(to, (const void *)(size_t)from, size), 0;
}
CUresult cuLaunchKernel(void *fn, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                        unsigned bz, unsigned shared, void *stream, void **params, void **extra)
{
    (void)gx, (void)gy, (void)gz, (void)bx, (void)by, (void)bz, (void)shared, (void)stream, (void)extra;
    if (fn != &function)
        return 1;
    if (params && params[0]) {
        int *counter = (int *)(size_t)*(CUdeviceptr *)params[0];
        if (counter)
            ++*counter;
    }
    launches++;
    return 0;
}
CUresult cuEventCreate(int **event, unsigned flags)
{
    (void)flags;
    return (*event = calloc(1, sizeof **event)) ? 0 : 2;
}
CUresult cuEventRecord(int *event, void *stream) { return (void)stream, *event = launches, 0; }
CUresult cuEventSynchronize(int *event) { return (void)event, 0; }
CUresult cuEventElapsedTime(float *ms, int *start, int *stop)
{
    return *ms = (float)(*stop - *start) * FAKE_MS_PER_LAUNCH, 0;
}
CUresult cuEventDestroy_v2(int *event) { return free(event), 0; }
