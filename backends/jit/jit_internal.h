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

/* host_env.c: the environment the host glue's hooks answer from, bound per
 * thread.  Positions and directions are in shader ("current" = camera) space. */
typedef struct rsl_jit_host_env {
    void *ctx;
    /* Color seen along a ray (out is zeroed before); NULL: no scene. */
    void (*trace)(void *ctx, const rsl_globals *g, const float from[3], const float dir[3], float out[3]);
    /* RSL light shaders; when there are none, the scene's own lights. */
    const rsl_jit_shader_ref *light_shaders;
    int nlight_shaders;
    int nscene_lights;
    bool (*scene_light)(void *ctx, int index, const float P[3], float L[3], float Cl[3]);
    float scene_ambient[3];
} rsl_jit_host_env;
void rsl_jit_host_bind(const rsl_jit_host_env *env);

/* rsl_globals.light while a light shader runs: still ambient, or it ran
 * illuminate/solar. */
#define RSL_JIT_LIGHT_AMBIENT (-2)
#define RSL_JIT_LIGHT_DIRECTED (-3)
#define RSL_JIT_MAX_TRACE_DEPTH 8
/* The clipping planes depth() maps to [0,1] (camera-space z). */
#define RSL_JIT_CLIP_NEAR 0.1f
#define RSL_JIT_CLIP_FAR 10.0f

/* The hooks themselves (what glue_host.c calls), and their registration
 * with MCJIT by name. */
int32_t rsl_jit_host_light_count(rsl_globals *g);
int32_t rsl_jit_host_illuminance(rsl_globals *g, int32_t light, rsl_string category, const float P[3],
                                 const float axis[3], float angle);
void rsl_jit_host_ambient(rsl_globals *g, float out[3]);
int32_t rsl_jit_host_illuminate(rsl_globals *g, const float from[3], const float axis[3], float angle);
int32_t rsl_jit_host_solar(rsl_globals *g, const float axis[3], float angle);
void rsl_jit_host_trace(rsl_globals *g, const float from[3], const float dir[3], float out[3]);
void rsl_jit_host_space_matrix(rsl_globals *g, rsl_string space, float out[16]);
void rsl_jit_host_clipping(rsl_globals *g, float *near_z, float *far_z);
void rsl_jit_host_unsupported(rsl_globals *g, const char *what);
void rsl_jit_register_host_symbols(void);

#endif /* RSL_JIT_INTERNAL_H */
