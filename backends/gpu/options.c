/* rsl-gpu-run's and rsl-gpu-time's command lines, in the library so the unit
 * tests reach them. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rslgpu.h"

const char rsl_gpu_usage[] =
    "usage: rsl-gpu-run [options] SHADER.sl SHADER.ptx\n"
    "Shades a buffer of points with the shader's kernel on the GPU (SHADER.ptx from\n"
    "rsl2ll --target=ptx SHADER.sl | opt -O2 | llc-rpu -march=ptx) and with the JIT,\n"
    "under the same lights (ambient, point, distant), and compares every float of the\n"
    "shading globals.  Exit status: 0 same within tolerance, 1 different or an error,\n"
    "77 no CUDA device (\"skipped: no CUDA device (...)\").\n"
    "options:\n"
    "  --shader NAME        the shader to run (default: the file's first)\n"
    "  --points N           how many points (default 4096)\n"
    "  --tolerance T        |gpu - jit| <= T * max(1, |jit|) (default 1e-3)\n"
    "  --cuda-library PATH  the driver library (default libcuda.so.1)\n"
    "  -h, --help           this text\n"
    "  --version            the versions of rsltools and LLVM\n";

static char *message(const char *what, const char *arg)
{
    size_t n = strlen(what) + strlen(arg) + 1;
    char *s = malloc(n);
    if (!s)
        abort();
    snprintf(s, n, "%s%s", what, arg);
    return s;
}

/* The value of option argv[*i] ("--x=V" or "--x V"); NULL when missing. */
static const char *value(int argc, char **argv, int *i, const char *name)
{
    size_t n = strlen(name);
    const char *a = argv[*i];
    if (a[n] == '=')
        return a + n + 1;
    return *i + 1 < argc ? argv[++*i] : NULL;
}

static bool is_option(const char *a, const char *name)
{
    size_t n = strlen(name);
    return strncmp(a, name, n) == 0 && (a[n] == 0 || a[n] == '=');
}

bool rsl_gpu_parse_args(int argc, char **argv, rsl_gpu_options *o, char **err)
{
    *o = (rsl_gpu_options){.points = 4096, .tolerance = 1e-3f};
    *err = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0 || strcmp(a, "--version") == 0) {
            o->help = a;
            return true;
        } else if (is_option(a, "--shader")) {
            if (!(v = value(argc, argv, &i, "--shader")) || !*v)
                return *err = message("missing shader name after ", "--shader"), false;
            o->shader = v;
        } else if (is_option(a, "--cuda-library")) {
            if (!(v = value(argc, argv, &i, "--cuda-library")) || !*v)
                return *err = message("missing path after ", "--cuda-library"), false;
            o->cuda_library = v;
        } else if (is_option(a, "--points")) {
            if (!(v = value(argc, argv, &i, "--points")))
                return *err = message("missing count after ", "--points"), false;
            char *end;
            errno = 0;
            long n = strtol(v, &end, 10);
            if (!*v || *end || errno || n < 1 || n > (1L << 24))
                return *err = message("--points wants a count from 1 to 16777216, not ", v), false;
            o->points = (int)n;
        } else if (is_option(a, "--tolerance")) {
            if (!(v = value(argc, argv, &i, "--tolerance")))
                return *err = message("missing value after ", "--tolerance"), false;
            char *end;
            errno = 0;
            float t = strtof(v, &end);
            if (!*v || *end || errno || !(t >= 0.0f && t < 1.0f))
                return *err = message("--tolerance wants a number in [0, 1), not ", v), false;
            o->tolerance = t;
        } else if (a[0] == '-' && a[1]) {
            return *err = message("unknown option: ", a), false;
        } else if (!o->source) {
            o->source = a;
        } else if (!o->ptx) {
            o->ptx = a;
        } else {
            return *err = message("too many files: ", a), false;
        }
    }
    if (!o->ptx)
        return *err = message(o->source ? "missing the PTX file" : "missing the shader and PTX files", ""), false;
    return true;
}

const char rsl_gpu_time_usage[] =
    "usage: rsl-gpu-time [options] --kernel NAME FILE.ptx...\n"
    "Times kernel NAME of each PTX file on the GPU (one thread; the buffer's bytes,\n"
    "copied in once, as its one argument): one run, then N launches between two\n"
    "device events.  Prints \"device: NAME\", then \"FILE: T us\" (the mean time of a\n"
    "launch) per file.\n"
    "Exit status: 0 all timed, 1 an error, 77 no CUDA device\n"
    "(\"skipped: no CUDA device (...)\").\n"
    "options:\n"
    "  --kernel NAME        the kernel to time (required)\n"
    "  --buffer FILE        the kernel's argument: a device copy of FILE (default: no argument)\n"
    "  --launches N         timed launches (default 1000)\n"
    "  --cuda-library PATH  the driver library (default libcuda.so.1)\n"
    "  -h, --help           this text\n"
    "  --version            the versions of rsltools and LLVM\n";

bool rsl_gpu_time_parse_args(int argc, char **argv, rsl_gpu_time_options *o, char **err)
{
    *o = (rsl_gpu_time_options){.launches = 1000};
    *err = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0 || strcmp(a, "--version") == 0) {
            o->help = a;
            return true;
        } else if (is_option(a, "--kernel")) {
            if (!(v = value(argc, argv, &i, "--kernel")) || !*v)
                return *err = message("missing kernel name after ", "--kernel"), false;
            o->kernel = v;
        } else if (is_option(a, "--buffer")) {
            if (!(v = value(argc, argv, &i, "--buffer")) || !*v)
                return *err = message("missing file after ", "--buffer"), false;
            o->buffer = v;
        } else if (is_option(a, "--cuda-library")) {
            if (!(v = value(argc, argv, &i, "--cuda-library")) || !*v)
                return *err = message("missing path after ", "--cuda-library"), false;
            o->cuda_library = v;
        } else if (is_option(a, "--launches")) {
            if (!(v = value(argc, argv, &i, "--launches")))
                return *err = message("missing count after ", "--launches"), false;
            char *end;
            errno = 0;
            long n = strtol(v, &end, 10);
            if (!*v || *end || errno || n < 1 || n > 1000000)
                return *err = message("--launches wants a count from 1 to 1000000, not ", v), false;
            o->launches = (int)n;
        } else if (a[0] == '-' && a[1]) {
            return *err = message("unknown option: ", a), false;
        } else if (o->nptx == RSL_GPU_TIME_MAX_FILES) {
            return *err = message("too many PTX files (at most 8): ", a), false;
        } else {
            o->ptx[o->nptx++] = a;
        }
    }
    if (!o->kernel)
        return *err = message("missing --kernel NAME", ""), false;
    if (!o->nptx)
        return *err = message("missing the PTX files", ""), false;
    return true;
}
