/* rsl-gpu-time: times one kernel in several PTX files on the GPU with the
 * same input (bench/ptx.sh puts our PTX beside llc's and nvcc's).  A thin
 * main over rslgpu; rsl_gpu_time_usage says how to call it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rslgpu.h"
#include "tool_common.h"

/* The bytes of `path` (malloc'd, *size of them); NULL when unreadable. */
static void *read_bytes(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n;
    unsigned char *data = malloc(cap);
    if (!data)
        abort();
    *size = 0;
    while ((n = fread(data + *size, 1, cap - *size, f)) > 0)
        if ((*size += n) == cap && !(data = realloc(data, cap *= 2)))
            abort();
    bool bad = ferror(f) || *size == 0;
    fclose(f);
    if (bad) {
        free(data);
        return NULL;
    }
    return data;
}

/* Times the kernel of one PTX file; false after printing why not. */
static bool time_file(rsl_gpu *gpu, const rsl_gpu_time_options *o, const char *path, const void *input,
                      size_t size)
{
    char *err = NULL;
    char *ptx = rsl_gpu_read_ptx(path, &err);
    rsl_gpu_module *m = ptx ? rsl_gpu_load_ptx(gpu, ptx, &err) : NULL;
    free(ptx);
    void *buffer = NULL;
    double us = 0;
    bool timed = false;
    if (m) {
        if (input && !(buffer = malloc(size)))
            abort();
        if (input)
            memcpy(buffer, input, size);
        rsl_gpu_arg arg = {.kind = RSL_GPU_BUFFER, .host = buffer, .size = size};
        timed = rsl_gpu_time(m, o->kernel, &arg, input ? 1 : 0, 1, 1, o->launches, &us, &err);
    }
    if (timed)
        printf("%s: %.3f us\n", path, us);
    else
        fprintf(stderr, "rsl-gpu-time: error: %s: %s\n", path, err);
    free(err);
    free(buffer);
    rsl_gpu_module_free(m);
    return timed;
}

int main(int argc, char **argv)
{
    tool_init("rsl-gpu-time", rsl_gpu_time_usage);
    rsl_gpu_time_options o;
    char *err = NULL;
    if (!rsl_gpu_time_parse_args(argc, argv, &o, &err)) {
        tool_error("%s (see rsl-gpu-time --help)", err);
        free(err);
        return 1;
    }
    if (o.help)
        return !tool_info_option(o.help);
    size_t size = 0;
    void *input = NULL;
    FILE *buffer = o.buffer ? tool_open_input(o.buffer, true) : NULL; /* a missing file, as the tools report it */
    if (o.buffer && !buffer)
        return 1;
    if (buffer)
        tool_close(buffer, o.buffer);
    if (o.buffer && !(input = read_bytes(o.buffer, &size))) {
        fprintf(stderr, "rsl-gpu-time: error: cannot read '%s' (or it is empty)\n", o.buffer);
        return 1;
    }
    char *why = NULL;
    rsl_gpu *gpu = rsl_gpu_open(o.cuda_library, &why);
    if (!gpu) {
        printf("skipped: no CUDA device (%s)\n", why);
        free(why);
        free(input);
        return RSL_GPU_SKIPPED;
    }
    printf("device: %s\n", rsl_gpu_device_name(gpu));
    int failed = 0;
    for (int i = 0; i < o.nptx; i++)
        failed += !time_file(gpu, &o, o.ptx[i], input, size);
    rsl_gpu_close(gpu);
    free(input);
    return failed ? 1 : 0;
}
