/* Internals shared by the files of the rsljit library. */
#ifndef RSL_JIT_INTERNAL_H
#define RSL_JIT_INTERNAL_H

#include <stddef.h>

#include <llvm-c/Core.h>
#include <llvm-c/ExecutionEngine.h>

#include "rsljit.h"

typedef struct rsl_program rsl_program;

typedef struct rsl_jit_entry_impl {
    rsl_jit_entry pub;      /* first: rsl_jit_entry pointers convert back */
    char *name;             /* owns pub.name */
    char *symbol;           /* the compiled function's symbol */
    char *wrapper_name;     /* NULL when not callable */
    char *unsupported;      /* owns pub.unsupported */
    uint64_t address;       /* the wrapper's code */
    /* Shaders: their parameters, the params struct (type, then its layout
     * once MCJIT has the data layout) and, per parameter j, reads[j * n + i]
     * when j's default is computed from parameter i. */
    rsl_jit_shader_param *shader_params;
    int nshader_params;
    bool *reads;
    LLVMTypeRef params_type;
    size_t params_size, params_align;
    size_t *field_offset, *field_stride; /* per parameter; stride: of one array element */
} rsl_jit_entry_impl;

struct rsl_jit_unit {
    LLVMContextRef ctx;
    LLVMExecutionEngineRef engine;
    rsl_jit_entry_impl *entries;
    int nentries;
    char **strings;
    size_t nstrings;
    rsl_jit_times times;
};

/* "tool: error: message" to opts->errors. */
void rsl_jit_report(const rsl_jit_options *opts, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* entries.c: the unit's shaders and functions (from the checked program and
 * the symbols irgen chose) and their calling wrappers in IR. */
bool rsl_jit_collect_entries(rsl_jit_unit *u, const rsl_program *prog, LLVMModuleRef mod,
                             const rsl_jit_options *opts);
void rsl_jit_build_wrappers(rsl_jit_unit *u, LLVMModuleRef mod);
/* Runs a shader entry's wrapper: bound NULL for the defaults alone; in
 * "shader" space shader_space (NULL: the identity). */
void rsl_jit_run_shader_bound(const rsl_jit_entry *entry, rsl_globals *g, const void *bound,
                              const unsigned char *bound_mask, const rsl_matrix *shader_space);
/* instances.c: each shader's params struct layout, from the engine's data
 * layout (after MCJIT is created); frees what entries and layouts own. */
void rsl_jit_layout_params(rsl_jit_unit *u);
void rsl_jit_entry_free(rsl_jit_entry_impl *e);

/* host_env.c: the environment the runtime's rsl_host_* hooks answer from
 * (rsl_runtime.h), bound per thread.  Positions and directions are in shader
 * ("current" = camera) space. */
typedef struct rsl_jit_host_env {
    void *ctx;
    /* Color seen along a ray; NULL: no scene. */
    rsl_color (*trace)(void *ctx, const rsl_globals *g, rsl_point from, rsl_vector dir);
    /* RSL light shaders; when there are none, the scene's own lights. */
    const rsl_jit_instance *const *light_shaders;
    int nlight_shaders;
    int nscene_lights;
    /* Sets *L (from P towards the light) and *Cl of scene light `index`. */
    void (*scene_light)(void *ctx, int index, rsl_point P, rsl_vector *L, rsl_color *Cl);
    rsl_color scene_ambient;
    const rsl_matrix *world_to_current; /* "world" space; NULL: the identity */
} rsl_jit_host_env;
/* Makes `space` (NULL: the identity) this thread's "shader" space while a
 * shader runs; returns the one it replaces, to restore afterwards. */
const rsl_matrix *rsl_jit_host_enter_shader(const rsl_matrix *space);
/* Makes `on` (per light; NULL: every light) the lights that shine on the
 * surface being shaded (RI 3.2 Illuminate); returns the one it replaces. */
const bool *rsl_jit_host_enter_lights(const bool *on);
/* Binds env to the calling thread (NULL: nothing bound). */
void rsl_jit_host_bind(const rsl_jit_host_env *env);
/* Shades a camera ray's hit (shade(arg)) one trace level down, as a main
 * shader's trace() is counted, so that the shader it hits may trace
 * RSL_MAX_TRACE_DEPTH - 1 levels further with or without a main shader
 * (and on every target). */
void rsl_jit_host_camera_ray(void (*shade)(void *arg), void *arg);
/* Installs the hooks and makes them resolvable by MCJIT; once per process. */
void rsl_jit_host_install(void);

/* rsl_globals.light while a light shader runs: still ambient, or it ran
 * illuminate/solar. */
#define RSL_JIT_LIGHT_AMBIENT (-2)
#define RSL_JIT_LIGHT_DIRECTED (-3)

#endif /* RSL_JIT_INTERNAL_H */
