/* Internals shared by the files of the rsljit library. */
#ifndef RSL_JIT_INTERNAL_H
#define RSL_JIT_INTERNAL_H

#include <stdatomic.h>
#include <stddef.h>

#include <llvm-c/Core.h>
#include <llvm-c/ExecutionEngine.h>

#include "rsljit.h"

typedef struct rsl_program rsl_program;

/* Names a shader can give at run time that the renderer may not know. */
enum rsl_jit_unknown { RSL_JIT_UNKNOWN_SPACE, RSL_JIT_UNKNOWN_RAYINFO, RSL_JIT_UNKNOWN_KINDS };

typedef struct rsl_jit_entry_impl {
    rsl_jit_entry pub;      /* first: rsl_jit_entry pointers convert back */
    char *name;             /* owns pub.name */
    char *symbol;           /* the compiled function's symbol */
    char *wrapper_name;     /* NULL when not callable */
    char *unsupported;      /* owns pub.unsupported */
    atomic_flag unknown_reported[RSL_JIT_UNKNOWN_KINDS]; /* a space, a rayinfo keyword the renderer lacks */
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
    uint64_t globals_read; /* shaders: bit i, field i of rsl_globals may be read */
} rsl_jit_entry_impl;

struct rsl_jit_unit {
    LLVMContextRef ctx;
    LLVMExecutionEngineRef engine;
    rsl_jit_entry_impl *entries;
    int nentries;
    char **strings;
    size_t nstrings;
    rsl_jit_times times;
    bool point_state; /* its shaders may read the renderer's per-point state (point_state_read.c) */
};

/* globals_read.c: the fields of rsl_globals (bit i: field i, in struct
 * order) the shader wrapper of an optimized module may read. */
#define RSL_JIT_ALL_GLOBALS UINT64_MAX
uint64_t rsl_jit_globals_read(LLVMModuleRef mod, LLVMValueRef wrapper);
/* The globals inst's shader may read (RSL_JIT_ALL_GLOBALS: any). */
uint64_t rsl_jit_instance_globals_read(const rsl_jit_instance *inst);
/* point_state_read.c: whether the optimized module's shaders may read
 * the renderer's per-point state (the sample's random streams, its loop
 * budget, the record of the shaders run there, the ray that reached it). */
bool rsl_jit_reads_point_state(LLVMModuleRef mod);
bool rsl_jit_instance_reads_point_state(const rsl_jit_instance *inst);
/* rsl_jit_default_globals for the fields in `fields` alone (bits as
 * above); the others are left as they are. */
void rsl_jit_default_globals_of(rsl_globals *g, uint64_t fields);

/* "tool: error: message" to opts->errors. */
void rsl_jit_report(const rsl_jit_options *opts, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* entries.c: the unit's shaders and functions (from the checked program and
 * the symbols irgen chose) and their calling wrappers in IR. */
bool rsl_jit_collect_entries(rsl_jit_unit *u, const rsl_program *prog, LLVMModuleRef mod,
                             const rsl_jit_options *opts);
void rsl_jit_build_wrappers(rsl_jit_unit *u, LLVMModuleRef mod);
/* The shader running on a thread: its unit (for the text of the space names
 * it passes), entry and "shader" space (NULL: the identity). */
typedef struct rsl_jit_shader_frame {
    const rsl_jit_unit *unit;
    const rsl_jit_entry *entry;
    const rsl_matrix *shader_space;
} rsl_jit_shader_frame;
/* A shader entry's wrapper with what it binds, resolved once to run on
 * many points (a run of hits on one object): bound NULL for the defaults
 * alone, in "shader" space frame.shader_space. */
typedef void (*rsl_jit_shader_wrapper)(rsl_globals *g, const void *bound, const unsigned char *bound_mask,
                                       void *storage, int32_t body);
typedef struct rsl_jit_shader_call {
    rsl_jit_shader_wrapper wrapper;
    const void *bound;
    const unsigned char *bound_mask;
    rsl_jit_shader_frame frame;
} rsl_jit_shader_call;
void rsl_jit_shader_call_init(rsl_jit_shader_call *c, const rsl_jit_unit *u, const rsl_jit_entry *entry,
                              const void *bound, const unsigned char *bound_mask, const rsl_matrix *shader_space);
/* Runs the call on g, its parameters in storage (params_size bytes,
 * params_align-aligned; NULL: its own); the shader's body only when
 * `body` (else the parameters alone). */
void rsl_jit_shader_call_run(const rsl_jit_shader_call *c, rsl_globals *g, void *storage, bool body);
/* The instance's wrapper and binding, resolved (rsl_jit_shader_call_run:
 * its storage rsl_jit_instance_params_size(inst) bytes, malloc's alignment
 * suffices). */
void rsl_jit_instance_call(const rsl_jit_instance *inst, rsl_jit_shader_call *c);
/* The instance's parameters at g into storage without running its body. */
void rsl_jit_instance_params_into(const rsl_jit_instance *inst, rsl_globals *g, void *storage);
size_t rsl_jit_instance_params_size(const rsl_jit_instance *inst);
/* Parameter `name` of inst: its description and where it lies in the
 * params struct (offset, element stride); NULL when it has none. */
const rsl_jit_shader_param *rsl_jit_instance_param(const rsl_jit_instance *inst, const char *name, size_t *offset,
                                                   size_t *stride);
/* The text of a string id of inst's unit ("" when unknown). */
const char *rsl_jit_instance_string(const rsl_jit_instance *inst, rsl_string id);
/* instances.c: each shader's params struct layout, from the engine's data
 * layout (after MCJIT is created); frees what entries and layouts own. */
void rsl_jit_layout_params(rsl_jit_unit *u);
void rsl_jit_entry_free(rsl_jit_entry_impl *e);

/* host_env.c: the environment the runtime's rsl_host_* hooks answer from
 * (rsl_runtime.h), bound per thread.  Positions and directions are in shader
 * ("current" = camera) space. */
typedef struct rsl_jit_host_env {
    void *ctx;
    /* The closest surface along a ray within maxdist: its globals before
     * shading and the object hit; false on a miss.  NULL: no scene. */
    bool (*intersect)(void *ctx, rsl_point from, rsl_vector dir, float maxdist, rsl_globals *g, uint32_t *object);
    /* Runs object's displacement, surface and atmosphere shaders on g. */
    void (*shade)(void *ctx, uint32_t object, rsl_globals *g);
    /* blocked[i]: whether anything lies along ray i (from[i] along dir[i])
     * within maxdist, for n <= RSL_JIT_RAY_BATCH rays: shadow rays one at a
     * time (rsl_jit_occluded), occlusion()'s hemisphere and a soft shadow's
     * cone a batch at a time. */
    void (*occluded)(void *ctx, int n, const rsl_point *from, const rsl_vector *dir, float maxdist, bool *blocked);
    int max_depth; /* traces below the camera: Option "trace" "maxdepth"; 0: RSL_MAX_TRACE_DEPTH */
    const bool *light_shadows; /* per light shader; NULL: no light tests visibility */
    bool (*query)(void *user, int function, int object, const char *name, rsl_jit_answer *out);
    void *query_user;
    /* RSL light shaders; when there are none, the scene's own lights. */
    const rsl_jit_instance *const *light_shaders;
    int nlight_shaders;
    int nscene_lights;
    /* Sets *L (from P towards the light) and *Cl of scene light `index`. */
    void (*scene_light)(void *ctx, int index, rsl_point P, rsl_vector *L, rsl_color *Cl);
    rsl_color scene_ambient;
    /* Coordinate systems and clipping (rsl_jit_render_options'). */
    const rsl_jit_space *spaces;
    int nspaces;
    const rsl_matrix *object_spaces;
    float clipping[2];
} rsl_jit_host_env;
/* One shadow ray through env->occluded. */
static inline bool rsl_jit_occluded(const rsl_jit_host_env *env, rsl_point from, rsl_vector dir, float maxdist)
{
    bool blocked;
    env->occluded(env->ctx, 1, &from, &dir, maxdist, &blocked);
    return blocked;
}
/* Makes `frame` this thread's running shader; returns the one it replaces,
 * to restore afterwards. */
const rsl_jit_shader_frame *rsl_jit_host_enter_shader(const rsl_jit_shader_frame *frame);
/* Makes scene object `object` (-1: none) the one whose "object" space
 * shaders see; returns the one it replaces. */
int rsl_jit_host_enter_object(int object);
/* Makes `on` (per light; NULL: every light) the lights that shine on the
 * surface being shaded (RI 3.2 Illuminate); returns the one it replaces. */
const bool *rsl_jit_host_enter_lights(const bool *on);
/* Binds env to the calling thread (NULL: nothing bound). */
void rsl_jit_host_bind(const rsl_jit_host_env *env);
/* The environment bound to this thread (NULL: none). */
const rsl_jit_host_env *rsl_jit_host_bound(void);
/* host_spaces.c: the hooks for rsl_host_space_matrix and rsl_host_clipping. */
int32_t rsl_jit_host_space_matrix(void *user, rsl_globals *g, rsl_string space, rsl_matrix *out);
void rsl_jit_host_clipping(void *user, rsl_globals *g, float *near_z, float *far_z);
/* The ray whose hit is being shaded (rayinfo()): its kind, how many rays
 * of each kind past the camera's lead to it (itself included), the label
 * of the query that traced it ("" none), its origin and the vector I from
 * there to its hit. */
enum rsl_jit_ray_kind { RSL_JIT_RAY_CAMERA, RSL_JIT_RAY_SPECULAR, RSL_JIT_RAY_DIFFUSE, RSL_JIT_RAY_TRANSMISSION,
                        RSL_JIT_RAY_KINDS };
typedef struct rsl_jit_ray {
    enum rsl_jit_ray_kind kind;
    int depth[RSL_JIT_RAY_KINDS];
    const char *label;
    rsl_point origin;
    rsl_vector I;
} rsl_jit_ray;
/* Shades a camera ray's hit (shade(arg)) one trace level down, as a main
 * shader's trace() is counted, so that the shader it hits may trace
 * RSL_MAX_TRACE_DEPTH - 1 levels further with or without a main shader
 * (and on every target). */
void rsl_jit_host_camera_ray(void (*shade)(void *arg), void *arg);
/* Shades the closest hit along a ray of `kind`, labelled `label` (NULL:
 * none), as trace() does, one trace level deeper: false (g untouched) on
 * a miss, with no scene, or past the depth limit.  g is the hit's globals
 * after its shaders ran, *before (NULL: not wanted) those of the bare
 * surface. */
bool rsl_jit_host_shade_ray(enum rsl_jit_ray_kind kind, const char *label, rsl_point from, rsl_vector dir,
                            float maxdist, rsl_globals *g, rsl_globals *before);
/* The renderer about to shade a hit: E and I of its ray (the hit's globals). */
void rsl_jit_host_ray_reaches(rsl_point E, rsl_vector I);
/* The ray whose hit is being shaded on this thread (NULL: none). */
const rsl_jit_ray *rsl_jit_host_ray(void);
/* Traces above the shading running now (0 at a camera ray's hit). */
int rsl_jit_host_raylevel(void);
/* host_raytrace.c: the ray-traced queries (rsl_host_rays); sampling is
 * seeded by the pixel and pixel sample being shaded on this thread, set by
 * the renderer before it shades them. */
void rsl_jit_host_begin_sample(uint32_t x, uint32_t y, uint32_t sample);
/* How far along itself a secondary ray starts from its surface point. */
#define RSL_JIT_RAY_BIAS 1e-3f
/* Rays a ray-traced query hands the renderer at once (occluded). */
#define RSL_JIT_RAY_BATCH 64
void rsl_jit_host_install_rays(void);
/* host_rayinfo.c: raylevel() and rayinfo() (rsl_host_rays' members). */
float rsl_jit_raylevel(rsl_globals *g);
float rsl_jit_rayinfo(rsl_globals *g, const char *const *literals, rsl_string keyword, int32_t kind, int32_t count,
                      void *out);
/* host_spaces.c: an unknown name at run time, reported once per shader
 * entry (once per process outside shaders). */
void rsl_jit_report_unknown(enum rsl_jit_unknown what, const char *name);
/* host_messages.c: the shaders run at one shading point, for message
 * passing (surface(), displacement(), atmosphere(), lightsource(),
 * attribute()): each keeps its parameters here until the point is done.
 * incident() and opposite() read the surface's interior and exterior
 * volumes, whose parameters are evaluated into their slots when first
 * asked.  Records nest (a trace from a shader shades another point)
 * through the calling thread's innermost one. */
enum rsl_jit_slot { RSL_JIT_SLOT_DISPLACEMENT, RSL_JIT_SLOT_SURFACE, RSL_JIT_SLOT_ATMOSPHERE, RSL_JIT_SLOT_LIGHT,
                    RSL_JIT_SLOT_INCIDENT, RSL_JIT_SLOT_OPPOSITE, RSL_JIT_SLOTS };
#define RSL_JIT_SHADING_LOCAL 256
typedef struct rsl_jit_shading {
    int object; /* the scene object shaded; -1: none */
    /* The point's globals (I and Ng: the side the ray arrives on) and its
     * surface's volumes (NULL: none); set by rsl_jit_shading_point. */
    const rsl_globals *at;
    const rsl_jit_instance *interior, *exterior;
    const rsl_jit_instance *inst[RSL_JIT_SLOTS];
    void *params[RSL_JIT_SLOTS];
    size_t size[RSL_JIT_SLOTS];
    struct rsl_jit_shading *outer;
    /* Parameters of up to RSL_JIT_SHADING_LOCAL bytes live here: no
     * allocation per shading point. */
    _Alignas(max_align_t) unsigned char local[RSL_JIT_SLOTS][RSL_JIT_SHADING_LOCAL];
} rsl_jit_shading;
void rsl_jit_shading_begin(rsl_jit_shading *s, int object);
/* The next point the record's shaders run on (none has run there yet):
 * its globals and its surface's volumes.  The parameters' storage stays
 * for it: the points of an object reuse it. */
void rsl_jit_shading_point(rsl_jit_shading *s, const rsl_globals *at, const rsl_jit_instance *interior,
                           const rsl_jit_instance *exterior);
/* Runs inst in `slot` of the innermost record (none: an ordinary run). */
void rsl_jit_shading_run(enum rsl_jit_slot slot, const rsl_jit_instance *inst, rsl_globals *g);
/* inst made ready to run in `slot` of record s on its points one after
 * another (an object's surface on a run of its hits): its storage and
 * call resolved once.  Valid while no other instance runs in that slot of
 * s. */
typedef struct rsl_jit_slot_call {
    rsl_jit_shading *record;
    enum rsl_jit_slot slot;
    const rsl_jit_instance *inst;
    void *storage;
    rsl_jit_shader_call call;
} rsl_jit_slot_call;
void rsl_jit_shading_prepare(rsl_jit_shading *s, enum rsl_jit_slot slot, const rsl_jit_instance *inst,
                             rsl_jit_slot_call *c);
void rsl_jit_slot_call_run(const rsl_jit_slot_call *c, rsl_globals *g);
void rsl_jit_shading_end(rsl_jit_shading *s);
void rsl_jit_host_install_messages(void);
/* Installs the hooks and makes them resolvable by MCJIT; once per process. */
void rsl_jit_host_install(void);


/* rsl_globals.light while a light shader runs: still ambient, or it ran
 * illuminate or solar. */
#define RSL_JIT_LIGHT_AMBIENT (-2)
#define RSL_JIT_LIGHT_DIRECTED (-3)
#define RSL_JIT_LIGHT_SOLAR (-4)

/* The map hooks (host_maps.c: OpenImageIO). */
rsl_color rsl_jit_map_lookup(void *user, rsl_globals *g, const char *const *literals, rsl_string what,
                             const char *map, int32_t channel, const rsl_float3 *at, int32_t nat,
                             const rsl_texture_options *o);
float rsl_jit_map_info(void *user, rsl_globals *g, const char *const *literals, const char *map, const char *query,
                       int32_t kind, int32_t count, void *out);

#endif /* RSL_JIT_INTERNAL_H */
