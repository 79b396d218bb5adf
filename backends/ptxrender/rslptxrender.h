/* rslptxrender: rendering with an RSL surface shader on an NVIDIA GPU, the
 * `rsl-render --backend=ptx` path: seed 004 section 4.2's deferred shading.
 *
 *   1. The surface shader's file is compiled in process for target "ptx"
 *      (rslfront, which adds a kernel per shader: frontend/irgen_ptx_kernels.c),
 *      optimized by LLVM's default<O2> and printed as PTX by ptxcg, as
 *      `rsl2ll --target=ptx | opt -O2 | llc-rpu -march=ptx` does.
 *   2. The renderer core (render_core.h) traces the primary rays of the
 *      view's samples on the host (rows shared out to options.threads
 *      threads) and hands them over in one batch; each hit's shading
 *      globals are filled by rsl_jit_hit_globals, the JIT renderer's own
 *      code: a G-buffer of rsl_globals, in sample order.
 *   3. The scene's point and distant lights become the PTX glue's light list
 *      (rsl_abi.h, "The PTX glue's lights"), which lights as the JIT
 *      renderer's scene lights do.
 *   4. A shading step shades the buffer in place: by default the kernel
 *      surface_<name>_kernel on the GPU (rslgpu); options.shade replaces it
 *      (the unit tests shade with the JIT on the host).
 *   5. Ci of every hit goes back to the core (alpha 1; misses black, alpha
 *      0), which filters, applies exposure and writes the image.
 *
 * Coordinate systems as on the RPU: the scene's named systems and the
 * clipping planes are bound into the module as constants (rslfront.h,
 * rsl_bind_spaces), each object's "object" and "shader" spaces are a table
 * the kernel reads by the point's object (rsl_abi.h, "The PTX glue's
 * coordinate systems"); an unknown name is an error once per shader when
 * it is compiled.
 *
 * What the PTX glue cannot do (runtime/glue_ptx.c): trace() inside a shader
 * returns black, and there are no RSL light shaders and no main shader. */
#ifndef RSLPTXRENDER_H
#define RSLPTXRENDER_H

#include <stdbool.h>
#include <stdio.h>

#include "rsl_abi.h"
#include "rslfront.h"

struct scene;

/* The exit status of a tool that could not render for want of a device:
 * rslgpu's RSL_GPU_SKIPPED, ctest's SKIP_RETURN_CODE. */
#define RSLPTX_SKIPPED 77

typedef enum rslptx_status {
    RSLPTX_OK,
    RSLPTX_FAILED,    /* *err says why (NULL: diagnostics already printed) */
    RSLPTX_NO_DEVICE, /* nothing to shade on: *err says why (rsl_gpu_open's reason) */
} rslptx_status;

/* One request to the shading step: shade n globals in place with the
 * surface shader under the lights. */
typedef struct rslptx_shade_request {
    const char *ptx;                  /* the module's PTX text */
    const char *kernel;               /* "surface_<name>_kernel" */
    const char *shader;               /* the surface shader's RSL name */
    rsl_globals *globals;
    int n;
    const rsl_ptx_light_list *lights;
    const rsl_ptx_object_spaces *object_spaces; /* per scene object, for the module's rsl_ptx_spaces */
    int nobjects;                     /* 0: no table (the module reads none, or none was given) */
    double setup_seconds;             /* out: of the time, what opening the device and
                                         loading the PTX took (0 where none) */
} rslptx_shade_request;

typedef rslptx_status (*rslptx_shade_fn)(void *ctx, rslptx_shade_request *req, char **err);

/* The default shading step: the kernel on device 0 through the CUDA driver
 * (ctx: the driver library's path or soname, NULL for libcuda.so.1). */
rslptx_status rslptx_shade_on_gpu(void *ctx, rslptx_shade_request *req, char **err);

typedef struct rslptx_stats {
    double compile;  /* frontend, O2 and PTX emission */
    double trace;    /* primary rays and the G-buffer on the host */
    double setup;    /* opening the device and loading the PTX */
    double shade;    /* the shading step less setup (on the GPU: copies, kernel, release) */
    int hits;        /* samples whose ray hit the scene */
} rslptx_stats;

struct render_view;
typedef struct rslptx_options {
    const rsl_source_options *source;
    const char *surface;      /* FILE.sl[:NAME]: the surface shader of every object */
    const rsl_named_space *spaces; /* the scene's named coordinate systems ("world" absent: camera
                                      space), bound into the module as constants */
    int nspaces;
    const rsl_ptx_object_spaces *object_spaces; /* per scene object its "object" and surface
                                                   "shader" spaces; NULL: the identity */
    float clipping[2];        /* near and far, for depth(); both 0: [0, 1] */
    const struct render_view *view; /* the renderer core's view; NULL: one sample per
                                       pixel of width x height (render_view_simple) */
    int width, height;
    const char *ptx_out;      /* NULL or a file for the PTX, written before shading */
    const char *sm;           /* PTX target (NULL: ptxcg's default, sm_80) */
    int threads;              /* host threads tracing the primary rays (0: one per core) */
    rslptx_shade_fn shade;    /* NULL: rslptx_shade_on_gpu */
    void *shade_ctx;          /* shade's ctx (for the GPU: the driver library) */
    FILE *errors;             /* the shader's diagnostics */
} rslptx_options;

/* Renders `sc` (camera space, BVH built: scene_load's) into rgba, 4 floats
 * per pixel of the view's crop window, rows top to bottom.  On RSLPTX_FAILED or RSLPTX_NO_DEVICE, *err
 * is a malloc'd message or NULL; stats (may be NULL) is filled as far as
 * the render got. */
rslptx_status rslptx_render(const rslptx_options *o, const struct scene *sc, float *rgb, rslptx_stats *stats,
                            char **err);

/* The scene's lights as the PTX glue's list (point: pos = from; distant:
 * pos = dir; color = intensity * color); false with *err when there are
 * more than RSL_PTX_MAX_LIGHTS. */
bool rslptx_scene_lights(const struct scene *sc, rsl_ptx_light_list *out, char **err);

#endif /* RSLPTXRENDER_H */
