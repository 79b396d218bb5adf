/* rsl-render SCENE.rib: a RenderMan scene rendered on the JIT backend. */
#ifndef RSL_RENDER_RIB_H
#define RSL_RENDER_RIB_H

#include "rsljit.h"

typedef struct rib_render_args {
    const char *rib;          /* the scene file */
    const char *out;          /* -o, or NULL: the scene's Display */
    int width, height;        /* -W / -H, 0 when not given */
    const char *shaderpath;   /* --shaderpath DIR[:DIR...], or NULL */
    const rsl_source_options *source;
    int threads;
    uint64_t max_iterations;
    bool no_loop_budget;
    const char *tool;
} rib_render_args;

/* Renders and writes the image; the exit status (diagnostics on stderr). */
int rib_render(const rib_render_args *a);

#endif
