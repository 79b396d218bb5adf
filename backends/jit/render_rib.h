/* rsl-render SCENE.rib: a RenderMan scene rendered on the JIT (the
 * reference), RPU or PTX backend through the renderer core. */
#ifndef RSL_RENDER_RIB_H
#define RSL_RENDER_RIB_H

#include "render_core.h"
#include "rsljit.h"
#include "scene.h"

typedef enum rib_backend { RIB_JIT, RIB_RPU, RIB_PTX } rib_backend;

typedef struct rib_render_args {
    rib_backend backend;
    const char *save_asm;     /* --save-asm (rpu, ptx), or NULL */
    const char *cuda_library; /* --cuda-library (ptx), or NULL */
    bool stats;
    bool cycles;              /* --cycles: the RPU's timing model too */
    const char *rib;          /* the scene file */
    const char *out;          /* -o, or NULL: the scene's Display */
    int width, height;        /* -W / -H, 0 when not given */
    const char *shaderpath;   /* --shaderpath DIR[:DIR...], or NULL */
    const rsl_source_options *source;
    int threads;
    uint64_t max_iterations;
    bool no_loop_budget;
    const char *ray_log;      /* --ray-log FILE: rsl_jit_render_options.ray_log, or NULL */
    const char *tool;
} rib_render_args;

/* Renders and writes the image; the exit status (diagnostics on stderr). */
int rib_render(const rib_render_args *a);
/* --stats' line for a width x height JIT render. */
void render_print_stats(int width, int height, const rsl_jit_render_stats *st);

/* NAME.sl in the RIB's folder, the scene's shader path, `shaderpath`, then
 * the standard shaders (a malloc'd path), or NULL. */
char *rib_find_shader(const scene_rib *r, const char *name, const char *shaderpath);

/* m as rsl_matrix holds it (points as row vectors: the transpose). */
void rib_rsl_matrix(const scene_mat4 *m, float out[16]);
/* The scene's named coordinate systems ("world", "screen", "NDC",
 * "raster" of the width x height image rendered, CoordinateSystem's), to
 * camera space, r->ncoordsys of them; malloc'd, the names r's. */
rsl_jit_space *rib_spaces(const scene_rib *r, int width, int height);
/* Each scene object's "object" space to camera space; malloc'd. */
rsl_matrix *rib_object_spaces(const scene_rib *r);

/* The other backends' renders of the loaded scene into `out` (the exit
 * status; RSLPTX_SKIPPED without a CUDA device). */
int rib_render_ptx(const rib_render_args *a, scene_rib *r, const render_view *view, const char *out, bool alpha);
int rib_render_rpu(const rib_render_args *a, scene_rib *r, const render_view *view, const char *out, bool alpha);

/* Sets the texture search path and makes the RIB's MakeTexture/... files
 * (render_make.c); false after an error on stderr. */
bool rib_prepare_textures(const char *rib, const scene_rib *r);

/* Depth renders (render_depth.c): whether the RIB's Display asks for "z";
 * then every set's surface becomes the depth shader (false after an error
 * on stderr); rib_depth_write turns the render's RGBA into depths (in place)
 * and writes them with the camera's matrices. */
typedef struct rib_depth {
    rsl_jit_unit *unit;
    rsl_jit_instance *shader;
} rib_depth;
bool rib_depth_wanted(const scene_rib *r);
bool rib_depth_shaders(rib_depth *d, const char *tool, rsl_jit_object_shaders *sets, int nsets);
bool rib_depth_write(const char *path, const scene_rib *r, float *rgb, int width, int height, char **err);
void rib_depth_free(rib_depth *d);

#endif
