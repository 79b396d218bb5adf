/* rslgpu: runs PTX on an NVIDIA GPU through the CUDA driver API and holds
 * the results against the host (docs/ptx.md, "How it is checked").
 *
 * The driver (libcuda.so.1) is opened with dlopen at run time, so the
 * library builds and its host side runs on machines without CUDA; only the
 * dozen driver entry points used here are declared (no cuda.h needed).  A
 * machine without a usable device is not an error but a skip: rsl_gpu_open
 * says why, and tools exit with RSL_GPU_SKIPPED after printing
 * "skipped: no CUDA device (<why>)".
 *
 * Shading on the GPU (seed 004 section 4.2): the kernels rsl2ll --target=ptx
 * adds (frontend/irgen_ptx_kernels.c) shade an array of rsl_globals in place,
 * with the lights of the PTX glue's list (rsl_abi.h, "The PTX glue's
 * lights").  The host reference is the JIT with the same lights
 * (rsl_gpu_host_lights_install). */
#ifndef RSLGPU_H
#define RSLGPU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rsl_abi.h"

/* Exit status of a run that could not happen for want of a device (the
 * ctests' SKIP_RETURN_CODE; 77 as automake's test drivers use it). */
#define RSL_GPU_SKIPPED 77

/* ---- The device ---------------------------------------------------------- */

typedef struct rsl_gpu rsl_gpu;
typedef struct rsl_gpu_module rsl_gpu_module;

/* Loads the driver (library: a path or soname; NULL = "libcuda.so.1"),
 * initializes it and makes a context on device 0.  NULL when that cannot be
 * done, with *why (malloc'd) saying what failed: a missing library, cuInit's
 * error, no device. */
rsl_gpu *rsl_gpu_open(const char *library, char **why);
void rsl_gpu_close(rsl_gpu *);
/* The device's name ("NVIDIA H100 ..."). */
const char *rsl_gpu_device_name(const rsl_gpu *);

/* The text of a PTX file (malloc'd); NULL with *err (malloc'd) when it
 * cannot be read. */
char *rsl_gpu_read_ptx(const char *path, char **err);
/* JIT-compiles PTX text (NUL-terminated) for the device; NULL with *err
 * (malloc'd, the driver's log included) when it fails. */
rsl_gpu_module *rsl_gpu_load_ptx(rsl_gpu *, const char *ptx, char **err);
void rsl_gpu_module_free(rsl_gpu_module *);
/* Copies size bytes into the module's global `name`, which must be exactly
 * that large. */
bool rsl_gpu_write_global(rsl_gpu_module *, const char *name, const void *data, size_t size, char **err);
/* Device memory holding a copy of the size bytes at data, for a global to
 * point to: *address is its device address; NULL with *err (malloc'd) when
 * it cannot be had.  Free it after the launches that read it. */
typedef struct rsl_gpu_buffer rsl_gpu_buffer;
rsl_gpu_buffer *rsl_gpu_upload(rsl_gpu *, const void *data, size_t size, uint64_t *address, char **err);
void rsl_gpu_buffer_free(rsl_gpu_buffer *);

/* A kernel argument: a buffer (copied to the device before the launch and
 * back after it; host NULL passes a null pointer) or a 32-bit integer. */
typedef struct rsl_gpu_arg {
    enum { RSL_GPU_BUFFER, RSL_GPU_I32 } kind;
    void *host;
    size_t size;
    int32_t i32;
} rsl_gpu_arg;

/* Runs kernel `name` on grid x block threads (x dimensions only), waits for
 * it and copies the buffers back. */
bool rsl_gpu_run(rsl_gpu_module *, const char *name, rsl_gpu_arg *args, int nargs, unsigned grid,
                 unsigned block, char **err);

/* Runs kernel `name` as rsl_gpu_run does, then `launches` (>= 1) times more
 * between two events on the device: *microseconds is the mean time of one of
 * those launches, launch overhead included.  The buffers are copied in
 * before the first run and back after the last, so each launch sees what the
 * previous one left: time kernels that do the same work when run again. */
bool rsl_gpu_time(rsl_gpu_module *, const char *name, rsl_gpu_arg *args, int nargs, unsigned grid,
                  unsigned block, int launches, double *microseconds, char **err);

/* ---- Comparing ------------------------------------------------------------ */

/* a matches b when |a - b| <= tolerance * max(1, |b|) (absolute near zero,
 * relative above one); NaN matches only NaN, infinities only themselves. */
bool rsl_gpu_close_enough(float a, float b, float tolerance);

typedef struct rsl_gpu_mismatch {
    size_t count;    /* values out of tolerance */
    size_t worst;    /* index of the largest scaled difference */
    double worst_error; /* that difference, |a-b| / max(1,|b|) (inf for NaN vs number) */
} rsl_gpu_mismatch;
/* Compares n floats; true when all match. */
bool rsl_gpu_compare(const float *got, const float *want, size_t n, float tolerance, rsl_gpu_mismatch *m);

/* The float fields of the shading globals as a flat list (x, y, z of each
 * triple; the padding lanes and `light` left out): RSL_GPU_GLOBAL_FLOATS
 * values, named by rsl_gpu_global_float_name. */
#define RSL_GPU_GLOBAL_FLOATS (17 * 3 + 10)
void rsl_gpu_globals_floats(const rsl_globals *g, float out[RSL_GPU_GLOBAL_FLOATS]);
const char *rsl_gpu_global_float_name(int index); /* "Ci.y", "s", ... */

/* ---- Shading a buffer of points ------------------------------------------ */

/* n points on the half of a unit sphere at (0, 0, 3) that faces the eye at
 * the origin (camera space): P = Ps, N = Ng outward, I = P - E, s/t/u/v the
 * grid coordinates, Cs varying with them, Os = 1; the rest as
 * rsl_jit_default_globals would have it. */
void rsl_gpu_make_points(rsl_globals *points, int n);

/* The lights rsl-gpu-run uses: an ambient light, a point light and a
 * distant light (values in rslgpu's points.c). */
void rsl_gpu_default_lights(rsl_ptx_light_list *lights);

/* The light list's effect, in C, for the host: L and Cl for light `index`
 * at P as the PTX glue computes them (false for an ambient or absent light),
 * and the sum of the ambient lights. */
bool rsl_gpu_light_at(const rsl_ptx_light_list *, int index, rsl_point P, rsl_vector *L, rsl_color *Cl);
rsl_color rsl_gpu_ambient(const rsl_ptx_light_list *);
/* Makes the host runtime's environment (rsl_host_set_env) answer from the
 * list, so that JIT code sees the lights the GPU sees.  The list is not
 * copied: keep it alive while shading.  NULL restores the runtime's
 * defaults. */
void rsl_gpu_host_lights_install(const rsl_ptx_light_list *);

/* The PTX symbol of a shader entry: "<kind>_<name>" ("surface_plastic");
 * the kernel is that plus "_kernel".  NULL for a kind that is no shader. */
const char *rsl_gpu_shader_kind_name(enum rsl_shader_kind);

/* ---- rsl-gpu-run's command line ---------------------------------------- */

typedef struct rsl_gpu_options {
    const char *source; /* the .sl file */
    const char *ptx;    /* its PTX (rsl2ll --target=ptx | opt -O2 | llc-rpu -march=ptx) */
    const char *shader; /* which shader (NULL: the file's first) */
    const char *cuda_library; /* NULL: libcuda.so.1 */
    int points;         /* default 4096 */
    float tolerance;    /* default 1e-3 */
    const char *help;   /* -h, --help or --version as given (tool_info_option prints it) */
} rsl_gpu_options;
/* Parses argv into *o; false with *err (malloc'd) on a bad command line. */
bool rsl_gpu_parse_args(int argc, char **argv, rsl_gpu_options *o, char **err);
extern const char rsl_gpu_usage[];

/* ---- rsl-gpu-time's command line --------------------------------------- */

#define RSL_GPU_TIME_MAX_FILES 8
typedef struct rsl_gpu_time_options {
    const char *kernel;       /* the kernel to time, in every file */
    const char *ptx[RSL_GPU_TIME_MAX_FILES];
    int nptx;
    const char *buffer;       /* a file whose bytes are the kernel's one argument (NULL: none) */
    const char *cuda_library; /* NULL: libcuda.so.1 */
    int launches;             /* default 1000 */
    const char *help;         /* -h, --help or --version as given (tool_info_option prints it) */
} rsl_gpu_time_options;
/* Parses argv into *o; false with *err (malloc'd) on a bad command line. */
bool rsl_gpu_time_parse_args(int argc, char **argv, rsl_gpu_time_options *o, char **err);
extern const char rsl_gpu_time_usage[];

#endif /* RSLGPU_H */
