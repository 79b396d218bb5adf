/* rsljit: runs RSL on the CPU with LLVM's MCJIT.  The reference the RPU and
 * PTX paths are held against (docs/DESIGN.md, "Host JIT").
 *
 * A file is compiled through the frontend for --target=host (runtime and host
 * glue linked in), every shader and top-level function of it gets a small
 * calling wrapper generated in IR, LLVM's default<O2> pipeline runs over the
 * whole module, and MCJIT turns it into native code.  The wrappers make every
 * call from C go through plain pointers, so nothing depends on how the C ABI
 * passes <3 x float>:
 *   function  void @rsl.jit.call.<sym>(ptr args, ptr result, ptr globals)
 *   shader    void @rsl.jit.shader.<sym>(ptr globals, ptr bound, ptr bound_mask)
 *             (parameters = defaults, then those with bound_mask[i] != 0 from bound)
 *
 * The renderer (rsl_jit_render) shades a scene of the scene library with such
 * units: a main shader `color m(point P)` per pixel, surface shaders on hits
 * through the host glue's trace, and RSL light shaders for illuminance. */
#ifndef RSLJIT_H
#define RSLJIT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "rsl_abi.h"
#include "rslfront.h"

/* ---- Compiling ------------------------------------------------------------ */

typedef struct rsl_jit_options {
    const rsl_source_options *source; /* -I / -D, may be NULL */
    bool optimize;                    /* run default<O2> (rsl-jit always does) */
    FILE *emit_ir;                    /* when set, the optimized IR is printed here */
    FILE *errors;                     /* messages that have no source location ("tool: error: ...") */
    const char *tool;                 /* the prefix of those messages */
    bool no_loop_budget;              /* loops count no iterations (rsl_target_options) */
} rsl_jit_options;

/* One compiled and jitted RSL file. */
typedef struct rsl_jit_unit rsl_jit_unit;

/* A shader or top-level function of the unit, as RSL sees it. */
#define RSL_JIT_MAX_PARAMS 32
typedef struct rsl_jit_entry {
    const char *name;           /* RSL name ("plastic", "f") */
    enum rsl_shader_kind kind;  /* RSL_SHADER_FUNCTION for a plain function */
    int ret;                    /* enum rsl_type_kind; RSL_T_VOID for shaders */
    int nparams;                /* functions: RSL parameters */
    int params[RSL_JIT_MAX_PARAMS]; /* enum rsl_type_kind | RSL_PARAM_OUT */
    const char *unsupported;    /* why it cannot be called (array parameters...), or NULL */
} rsl_jit_entry;

/* Compiles path ("-" = stdin); NULL on failure, after diagnostics (source
 * errors through diag, others to opts->errors). */
rsl_jit_unit *rsl_jit_compile_file(const char *path, const rsl_jit_options *opts, rsl_diag *diag);
/* The same for source text in memory (tests, fuzzers). */
rsl_jit_unit *rsl_jit_compile_string(const char *name, const char *text, size_t len,
                                     const rsl_jit_options *opts, rsl_diag *diag);
void rsl_jit_unit_free(rsl_jit_unit *);

/* Seconds spent in the frontend, in the optimizer and in MCJIT's code
 * generation (bench/jit.sh prints them). */
typedef struct rsl_jit_times {
    double frontend, optimize, codegen;
} rsl_jit_times;
rsl_jit_times rsl_jit_unit_times(const rsl_jit_unit *);

int rsl_jit_entry_count(const rsl_jit_unit *);
const rsl_jit_entry *rsl_jit_entry_at(const rsl_jit_unit *, int index);
/* The first entry named `name` of one of the kinds in `kinds` (a bit set of
 * 1u << rsl_shader_kind, 0 = any kind), or NULL. */
const rsl_jit_entry *rsl_jit_find(const rsl_jit_unit *, const char *name, unsigned kinds);
/* The id the unit's string table gives `text`, or else the id a string made
 * at run time with that text has (rsl_dynamic.h). */
rsl_string rsl_jit_string_id(const rsl_jit_unit *, const char *text);
/* The text of string id `id`, a literal or one made at run time ("" when
 * unknown). */
const char *rsl_jit_string_text(const rsl_jit_unit *, rsl_string id);

/* ---- Calling ---------------------------------------------------------------- */

/* One argument or result: a float in f[0], a triple in f[0..2], a matrix in
 * f[0..15] (row-major), a string id in s. */
typedef union rsl_jit_value {
    float f[16];
    rsl_string s;
} rsl_jit_value;

/* Calls a function entry with nparams values (output parameters are written
 * back into args) and stores its result; g is the shading state the function
 * sees (environment calls such as trace use it). */
void rsl_jit_call(const rsl_jit_unit *, const rsl_jit_entry *, rsl_jit_value *args,
                  rsl_jit_value *result, rsl_globals *g);
/* Runs a shader entry with its parameters' defaults on g. */
void rsl_jit_run_shader(const rsl_jit_unit *, const rsl_jit_entry *, rsl_globals *g);

/* ---- Shader instances ------------------------------------------------------- */

/* One parameter of a shader entry (from the checked program; the unit's
 * !rsl.shaders metadata says the same), for binding values by name and for
 * primitive-variable overrides. */
#define RSL_JIT_NOT_ARRAY (-1)
typedef struct rsl_jit_shader_param {
    const char *name;
    int type;       /* enum rsl_type_kind */
    int array_len;  /* RSL_JIT_NOT_ARRAY, or the array's length */
    bool output;
} rsl_jit_shader_param;
/* The parameters of a shader entry in declaration order (*count of them;
 * none for a function). */
const rsl_jit_shader_param *rsl_jit_shader_params(const rsl_jit_entry *, int *count);

/* A value for a shader parameter, as a RIB's Surface/LightSource/... line
 * gives it.  Points, vectors and normals are in the shader's "current"
 * (camera) space: the caller transforms the RIB's values. */
typedef struct rsl_jit_param_value {
    const char *name;      /* the RIB's parameter name, declaration stripped ("Ks") */
    int type;              /* enum rsl_type_kind of the value as declared in the RIB */
    int count;             /* number of values of that type (1, or an array's length) */
    const float *f;        /* count * (1, 3 or 16) floats for numeric types */
    const char *const *s;  /* count strings for RSL_T_STRING */
} rsl_jit_param_value;

/* The RSL name of an enum rsl_shader_kind ("surface", "light", "displacement",
 * "volume", "imager", "function"). */
const char *rsl_jit_kind_name(int kind);

/* The enum rsl_type_kind of an RSL type name ("float", "color", "point",
 * "vector", "normal", "matrix", "string"), or -1. */
int rsl_jit_type_from_name(const char *name);

/* A shader entry with parameter values bound (RI 3.2: a value replaces the
 * parameter's default; the others keep their defaults, computed ones such
 * as `point "shader" (0,0,0)` evaluated at every shading point). */
typedef struct rsl_jit_instance rsl_jit_instance;

/* The entry with its defaults, then each value bound by name; a name the
 * shader lacks adds one line to *warnings ("parameter 'Kx' is not a
 * parameter of surface 'plastic'"; *warnings NULL when none; the caller
 * frees it); a wrong type or count is an error (NULL, *err set, the caller
 * frees it).  A color takes a "color" value, a point, vector or normal any
 * of "point"/"vector"/"normal" (a float value for a triple parameter is an
 * error, RI 3.2), a float "float", a matrix "matrix", a string "string";
 * an array takes exactly its length in values, others one.  Binding a
 * parameter whose value another unbound parameter's default is computed
 * from is an error too (that default would not see the bound value).
 * The unit must outlive the instance. */
rsl_jit_instance *rsl_jit_instance_new(const rsl_jit_unit *, const rsl_jit_entry *,
                                       const rsl_jit_param_value *vals, int nvals,
                                       char **warnings, char **err);
void rsl_jit_instance_free(rsl_jit_instance *);
/* The instance's "shader" space (RI 3.2: the coordinate system current
 * where the shader was given, e.g. a LightSource's): the matrix taking
 * points in it to "current" (camera) space, row-major with points as row
 * vectors (p' = p * m; the translation in m[12..14]).  Until set it is
 * "current" itself.  `point "shader" (0,0,0)` defaults and transform()
 * calls of the shader use it. */
void rsl_jit_instance_set_shader_space(rsl_jit_instance *, const rsl_matrix *to_current);
const rsl_jit_entry *rsl_jit_instance_entry(const rsl_jit_instance *);
/* Runs the instance's shader on g (rsl_jit_run_shader with the values bound). */
void rsl_jit_run_instance(const rsl_jit_instance *, rsl_globals *g);

/* The globals a shader or function run by itself sees (rsl-jit --call):
 * a point straight ahead of the eye, facing it, on a white opaque surface.
 *   E = (0,0,0)  P = Ps = (0,0,1)  I = (0,0,1)  N = Ng = (0,0,-1)
 *   Cs = Os = (1,1,1)  Ci = Oi = L = Cl = Ol = (0,0,0)
 *   dPdu = (1,0,0)  dPdv = (0,1,0)  s = t = u = v = 0.5  du = dv = 1/64
 *   ncomps = 3  time = dtime = 0  dPdtime = Ns = (0,0,0)  alpha = 1  light = -1
 * No scene and no lights are bound: trace returns black, ambient() is 0. */
void rsl_jit_default_globals(rsl_globals *g);

/* ---- Rendering ---------------------------------------------------------------- */

/* A shader chosen by the user: a compiled unit and one of its entries. */
typedef struct rsl_jit_shader_ref {
    const rsl_jit_unit *unit;
    const rsl_jit_entry *entry;
} rsl_jit_shader_ref;

/* The shaders of the objects that name one shader set (RI 3.2 attributes).
 * On a hit the displacement shader runs first (it may move P and set N:
 * the surface shader sees them and its rays start at the moved P; the
 * geometry traced stays where it is, so displacement is bump mapping, noted
 * once per render), then the surface shader, then the atmosphere on the
 * surface's Ci and Oi.  A volume shader sees the ray's segment: E its
 * origin, P its end (the shading point), I = P - E, Ci and Oi the color
 * and opacity arriving there.  The exterior shader of a surface runs on
 * the rays its shaders trace() to the side Ng points to (reflections), the
 * interior on those to the other side (refractions). */
typedef struct rsl_jit_object_shaders {
    const rsl_jit_instance *surface;      /* required */
    const rsl_jit_instance *displacement; /* NULL: none */
    const rsl_jit_instance *atmosphere;   /* NULL: none */
    const rsl_jit_instance *interior;     /* NULL: none */
    const rsl_jit_instance *exterior;     /* NULL: none */
    const bool *lights_on;                /* per light, Illuminate; NULL: every light */
    bool one_sided;                       /* Sides 1: back faces are not seen */
} rsl_jit_object_shaders;

struct render_view;
/* A named coordinate system (rslfront.h's rsl_named_space: its name and
 * the matrix taking its points to "current" space, as
 * rsl_jit_instance_set_shader_space's). */
typedef rsl_named_space rsl_jit_space;

/* A value the scene gives message passing: nf floats, or a string. */
typedef struct rsl_jit_answer {
    const float *f;
    size_t nf;
    const char *s;
} rsl_jit_answer;

typedef struct rsl_jit_render_options {
    const struct scene *scene;        /* built (BVH ready) */
    rsl_jit_shader_ref main;          /* `color m(point P)`; entry NULL: the scene's camera */
    const rsl_jit_object_shaders *objects; /* indexed by scene_object.shader; */
    int nobjects;                     /* exactly one: used for every object */
    const rsl_jit_instance *const *lights; /* light shaders; none: the scene's point/distant lights */
    int nlights;
    const rsl_jit_instance *imager;   /* NULL: none; else run on every filtered pixel (P = its
                                         raster position, Oi = alpha its coverage) */
    /* The coordinate systems shaders name (rsl_jit_space); "world" when
     * not among them is camera space.  "current" and "camera" are camera
     * space, "shader" the instance's, "object" object_spaces[i] for scene
     * object i (NULL: camera space).  A transform naming any other space
     * reports it once per shader and leaves its value unchanged. */
    const rsl_jit_space *spaces;
    int nspaces;
    const rsl_matrix *object_spaces;
    float clipping[2];                /* near, far camera z for depth(); both 0: [0, 1] */
    const struct render_view *view;   /* the renderer core's view (render_core.h); NULL: one
                                         sample per pixel of width x height through the scene's
                                         camera (render_view_simple) */
    int width, height;                /* without a view */
    int threads;                      /* <= 0: one per online core */
    FILE *progress;                   /* a progress line goes here when set */
    uint64_t max_iterations;          /* loop iterations per sample (rsl_host_loop_budget); 0: no limit */
    int max_trace_depth;              /* rays below the camera, camera ray included (Option "trace"
                                         "maxdepth" + 1); 0: RSL_MAX_TRACE_DEPTH */
    const bool *light_shadows;        /* per light shader: its light is blocked by the scene
                                         (Attribute "light" "shadows" "on"); NULL: none is */
    /* attribute(name) of scene object `object` and option(name)
     * (function: RSL_MSG_ATTRIBUTE or RSL_MSG_OPTION of rsl_dynamic.h):
     * true with *out set when known; NULL: only what the renderer knows. */
    bool (*query)(void *user, int function, int object, const char *name, rsl_jit_answer *out);
    void *query_user;
    FILE *ray_log;                    /* when set, every shadow and occlusion ray as 7 floats (origin,
                                         unit direction, length), for bench/occlusion.sh to replay */
} rsl_jit_render_options;

typedef struct rsl_jit_render_stats {
    double seconds;       /* wall time of the render */
    double shade_seconds; /* of it, in the shading step (shaders, the rays they trace, the glue), summed
                             over the threads; the rest is the camera rays and their tracing */
    uint64_t rays;        /* rays traced: camera, trace() and the ray-traced queries, shadow rays */
} rsl_jit_render_stats;

/* The globals the surface shader sees at `hit` of the ray from `from`
 * along `dir` (camera space): rsl_jit_default_globals, then E = from,
 * I = hit - from, P = Ps the hit, N interpolated, Ng from the winding on
 * N's side, s/t interpolated, u/v and dPdu/dPdv interpolated where the
 * object has them (tessellated RIB primitives), else the barycentrics and
 * the triangle's edges, du = dv = 0, Cs/Os and Ci/Oi the object's colors.  The
 * renderer's trace and rslptxrender's deferred shading both use it. */
struct scene;
struct scene_hit;
void rsl_jit_hit_globals(const struct scene *sc, const struct scene_hit *hit, rsl_point from, rsl_vector dir,
                         rsl_globals *g);

/* Renders the view through the renderer core: RGBA floats per pixel of
 * the view's crop window (rows top to bottom) into rgba. */
bool rsl_jit_render(const rsl_jit_render_options *, float *rgba, rsl_jit_render_stats *stats, char **err);

#endif /* RSLJIT_H */
