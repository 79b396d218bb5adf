/* rslrpu: rendering with RSL shaders on the RPU virtual machine, the
 * `rsl-render --backend=rpu` path.  The shaders are compiled in-process
 * (rslfront with target "rpu", LLVM's O2, then rpucg's rpu_compile_module,
 * as `rsl2ll --target=rpu | opt -O2 | llc-rpu` does), assembled by rpuvm and
 * run by the VM's render driver over a scene of the scene library. */
#ifndef RSLRPU_H
#define RSLRPU_H

#include <stdbool.h>
#include <stdio.h>

#include "rsl_abi.h"
#include "rslfront.h"

struct scene;
struct render_view;

/* A value for a shader parameter in place of its default: numbers (a
 * string, f NULL, cannot be bound on the RPU: an error naming it).  With
 * `space`, the values are in that space (a RIB instance's shader space):
 * points, vectors and normals, by `type` (-1: the shader parameter's
 * type), move to camera space. */
typedef struct rslrpu_param {
    const char *name;
    size_t nvalues;
    const float *f;
    const struct scene_mat4 *space;
    int type; /* scene_param_type, or -1 */
} rslrpu_param;

/* A shader instance: FILE.sl[:NAME] (NAME: the file's first shader of the
 * kind) with parameter values, compiled into the code as constants. */
typedef struct rslrpu_shader {
    const char *spec;
    const rslrpu_param *params;
    int nparams;
    const float *shader_space; /* 16 floats (rsl_matrix) to camera space, NULL: the identity */
} rslrpu_shader;

/* The shaders RenderMan attaches to an object besides its surface (NULL:
 * none): displacement before the surface, the atmosphere on the ray's
 * segment, the interior or exterior on the rays its shaders trace. */
typedef struct rslrpu_object_shaders {
    const rslrpu_shader *displacement, *atmosphere, *interior, *exterior;
} rslrpu_object_shaders;

typedef struct rslrpu_options {
    const rsl_source_options *source;
    const rslrpu_shader *surfaces;   /* per scene_object.shader (HIT.w); exactly one: every object's */
    int nsurfaces;
    const rslrpu_object_shaders *objects; /* NULL, or per surface: the object's other shaders (each
                                             surface's entry is then its object's entry:
                                             rsl_rpu_object_entry) */
    const rslrpu_shader *imager;     /* NULL, or the imager run on each pixel */
    const char *main;                /* FILE.sl:NAME `color NAME(point P)`; NULL: the hits of the
                                        view's camera rays, shaded by their object's surface */
    const rslrpu_shader *lights;     /* light shaders; none: the scene's lights */
    int nlights;
    const rsl_named_space *spaces;   /* the named coordinate systems ("world" absent: camera space) */
    int nspaces;
    const rsl_matrix *object_spaces; /* per scene object its "object" space to camera space,
                                        NULL: the identity */
    float clipping[2];               /* near and far, for depth(); both 0: [0, 1] */
    const struct render_view *view;  /* the renderer core's view; NULL: one sample per pixel
                                        of width x height (render_view_simple) */
    int width, height, threads;      /* threads <= 0: one per core */
    bool stats;                      /* instruction and time counts to `errors` */
    bool cycles;                     /* with stats: the timing model's cycles too (slower) */
    const char *asm_out;             /* NULL or a file for the assembly (debugging) */
    FILE *errors;                    /* diagnostics of the shaders, faults */
} rslrpu_options;

/* Renders `sc` (from scene_load; taken over and freed) into rgba (4 floats
 * per pixel of the view's crop window, rows top to bottom).  False with a malloc'd message in *err,
 * or *err NULL when the diagnostics already went to o->errors. */
bool rslrpu_render(const rslrpu_options *o, struct scene *sc, float *rgba, char **err);

#endif
