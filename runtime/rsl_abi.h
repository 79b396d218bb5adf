/* The contract between the RSL frontend, the runtime library, the targets' glue
 * and the backends: value types, the shading globals, interned strings, the
 * builtin signature table and the environment calls (docs/DESIGN.md, "RSL in
 * LLVM IR").  This header is C that clang, the frontend and every glue read, so
 * each fact here is written once. */
#ifndef RSL_ABI_H
#define RSL_ABI_H

#include <stdint.h>

/* ---- Values ---------------------------------------------------------------
 * float is float; point/vector/normal/color are <3 x float> in IR (clang's
 * ext_vector_type(3) lowers to exactly that and passes it by value on every
 * target we build for).  A matrix is 16 floats, row-major, points as row
 * vectors; it is always passed by pointer (results through a first `out`
 * pointer), so its ABI is the same on every target.  A string is an interned
 * 32-bit id. */
#if defined(__clang__)
typedef float rsl_float3 __attribute__((ext_vector_type(3)));
#else
/* gcc has no ext_vector_type: four floats have the size, alignment and
 * calling convention (one SSE register) of clang's three, so host code that
 * gcc compiles exchanges float3 values with the clang-compiled runtime. It
 * reads components as v[0], v[1], v[2], which both compilers accept. */
typedef float rsl_float3 __attribute__((vector_size(16)));
#endif
#ifndef __cplusplus /* C++ glue (backends/jit/texture_oiio.cpp) reads the same header */
_Static_assert(sizeof(rsl_float3) == 16 && _Alignof(rsl_float3) == 16, "float3 is IR's <3 x float>: 16 bytes, aligned 16");
#endif
typedef rsl_float3 rsl_point;
typedef rsl_float3 rsl_vector;
typedef rsl_float3 rsl_normal;
typedef rsl_float3 rsl_color;
typedef struct rsl_matrix { float m[16]; } rsl_matrix;
typedef uint32_t rsl_string;

/* RSL type kinds, as the builtin table and `rsl2ll --info` name them. */
#define RSL_TYPE_KINDS(X) \
    X(VOID, "void")       \
    X(FLOAT, "float")     \
    X(STRING, "string")   \
    X(COLOR, "color")     \
    X(POINT, "point")     \
    X(VECTOR, "vector")   \
    X(NORMAL, "normal")   \
    X(MATRIX, "matrix")
enum rsl_type_kind {
#define RSL_X_(k, s) RSL_T_##k,
    RSL_TYPE_KINDS(RSL_X_)
#undef RSL_X_
    RSL_T_COUNT
};

/* ---- Interned strings ------------------------------------------------------
 * The frontend gives these names fixed ids (in this order, from 1; 0 is "") so
 * that the runtime and the glue compare coordinate systems and color spaces by
 * id.  Any other literal gets the next free id at or above RSL_STRING_FIRST_FREE;
 * the module keeps the whole table as the global @rsl.strings (array of
 * pointers to NUL-terminated names, indexed by id) for printing. */
#define RSL_PREDEFINED_STRINGS(X) \
    X(CURRENT, "current")         \
    X(WORLD, "world")             \
    X(OBJECT, "object")           \
    X(SHADER, "shader")           \
    X(CAMERA, "camera")           \
    X(SCREEN, "screen")           \
    X(RASTER, "raster")           \
    X(NDC, "NDC")                 \
    X(RGB, "rgb")                 \
    X(HSV, "hsv")                 \
    X(HSL, "hsl")                 \
    X(XYZ, "XYZ")                 \
    X(XYY, "xyY")                 \
    X(YIQ, "YIQ")                 \
    X(CATMULL_ROM, "catmull-rom") \
    X(BSPLINE, "bspline")         \
    X(BEZIER, "bezier")           \
    X(HERMITE, "hermite")         \
    X(LINEAR, "linear")           \
    X(TEXTURE, "texture")         \
    X(ENVIRONMENT, "environment") \
    X(SHADOW, "shadow")           \
    X(POWER, "power")             \
    X(CONSTANT, "constant")       \
    X(B_SPLINE, "b-spline")       \
    X(BOX, "box")                 \
    X(TRIANGLE, "triangle")       \
    X(GAUSSIAN, "gaussian")       \
    X(TEXTUREINFO, "textureinfo") \
    X(OCCLUSION, "occlusion")     \
    X(INDIRECTDIFFUSE, "indirectdiffuse") \
    X(TRANSMISSION, "transmission") \
    X(VISIBILITY, "visibility")   \
    X(GATHER, "gather")           \
    X(RAYLEVEL, "raylevel")       \
    X(RAYINFO, "rayinfo")         \
    X(BAKE3D, "bake3d")           \
    X(TEXTURE3D, "texture3d")     \
    X(XYZ_LOWER, "xyz") /* RI 3.2: "xyz" and "XYZ" both name CIE XYZ */ \
    X(RAYTRACE, "raytrace")
enum rsl_predefined_string {
    RSL_STR_EMPTY = 0,
#define RSL_X_(k, s) RSL_STR_##k,
    RSL_PREDEFINED_STRINGS(RSL_X_)
#undef RSL_X_
    RSL_STRING_FIRST_FREE = 64
};

/* ---- Shading globals -------------------------------------------------------
 * One struct for every shader kind; a shader `surface plastic(...)` becomes
 * `void @surface_plastic(ptr %globals, ptr %params)` and reads/writes these
 * fields.  The frontend takes the LLVM struct type from the linked runtime
 * module (%struct.rsl_globals) and the field index from this list, so layout
 * cannot drift.  Columns: name, type kind, writable in which shader kinds
 * (RSL 3.2 tables 15.x, summarised as a bit set of rsl_shader_kind).  Ns
 * (light shaders: the normal of the surface being lit), dtime and dPdtime
 * are the major compilers' additions (frontend/sema_globals.c). */
enum rsl_shader_kind {
    RSL_SHADER_SURFACE,
    RSL_SHADER_LIGHT,
    RSL_SHADER_DISPLACEMENT,
    RSL_SHADER_VOLUME,
    RSL_SHADER_IMAGER,
    RSL_SHADER_TRANSFORMATION, /* RI 3.0: moves P (no renderer runs them; rsl_abi.h's users compile them) */
    RSL_SHADER_FUNCTION, /* not a shader: a plain function (e.g. a main shader) */
    RSL_SHADER_KIND_COUNT
};
#define RSL_W_SURF (1u << RSL_SHADER_SURFACE)
#define RSL_W_LIGHT (1u << RSL_SHADER_LIGHT)
#define RSL_W_DISP (1u << RSL_SHADER_DISPLACEMENT)
#define RSL_W_VOL (1u << RSL_SHADER_VOLUME)
#define RSL_W_IMG (1u << RSL_SHADER_IMAGER)
#define RSL_W_TRANS (1u << RSL_SHADER_TRANSFORMATION)

#define RSL_GLOBALS(X)                                   \
    X(P, POINT, RSL_W_DISP | RSL_W_TRANS)                \
    X(N, NORMAL, RSL_W_SURF | RSL_W_DISP)                \
    X(Ng, NORMAL, 0)                                     \
    X(I, VECTOR, 0)                                      \
    X(E, POINT, 0)                                       \
    X(Cs, COLOR, 0)                                      \
    X(Os, COLOR, 0)                                      \
    X(Ci, COLOR, RSL_W_SURF | RSL_W_VOL | RSL_W_IMG)     \
    X(Oi, COLOR, RSL_W_SURF | RSL_W_VOL | RSL_W_IMG)     \
    X(L, VECTOR, RSL_W_LIGHT)                            \
    X(Cl, COLOR, RSL_W_LIGHT)                            \
    X(Ol, COLOR, RSL_W_LIGHT)                            \
    X(Ps, POINT, 0)                                      \
    X(dPdu, VECTOR, 0)                                   \
    X(dPdv, VECTOR, 0)                                   \
    X(s, FLOAT, 0)                                       \
    X(t, FLOAT, 0)                                       \
    X(u, FLOAT, 0)                                       \
    X(v, FLOAT, 0)                                       \
    X(du, FLOAT, 0)                                      \
    X(dv, FLOAT, 0)                                      \
    X(ncomps, FLOAT, 0)                                  \
    X(time, FLOAT, 0)                                    \
    X(alpha, FLOAT, RSL_W_IMG)                           \
    X(Ns, NORMAL, 0)                                     \
    X(dtime, FLOAT, 0)                                   \
    X(dPdtime, VECTOR, 0)

#define RSL_C_TYPE_POINT rsl_point
#define RSL_C_TYPE_NORMAL rsl_normal
#define RSL_C_TYPE_VECTOR rsl_vector
#define RSL_C_TYPE_COLOR rsl_color
#define RSL_C_TYPE_FLOAT float
typedef struct rsl_globals {
#define RSL_X_(name, kind, w) RSL_C_TYPE_##kind name;
    RSL_GLOBALS(RSL_X_)
#undef RSL_X_
    /* Which light the glue is evaluating or returning (index into its list);
     * not visible to RSL. */
    int32_t light;
    /* How many traces lie above this shading (0 in a main shader, 1 at the
     * camera ray's hit, ...), for the RPU glue's trace depth cap; not
     * visible to RSL. */
    int32_t raylevel;
    /* The texture coordinates' derivatives, the seeds of s and t for the
     * differentiation pass (passes/differentiate.c); not visible to RSL. */
    float dsdu, dtdu, dsdv, dtdv;
    /* A ray leaving this shading point as a cone, its width at the origin
     * and its spread per unit of distance (the mean lengths of its
     * differentials), which the RPU glue's trace() passes on
     * (runtime/glue_rpu.c); not visible to RSL. */
    float ray_width, ray_spread;
    /* 1 + the scene object being shaded (0: none), for the RPU glue's
     * "object" space; not visible to RSL. */
    int32_t object;
} rsl_globals;

/* trace() returns black at this many traces below the main shader or the
 * camera (every target: the JIT's hooks, the RPU glue). */
#define RSL_MAX_TRACE_DEPTH 8

/* The function attribute of the RPU's light-shader entries, written by the
 * frontend (frontend/irgen_rpu_entries.c), honoured by the backend
 * (backends/rpu/rpucg.h): such an entry keeps R8-R14 for its caller. */
#define RSL_RPU_LIGHT_ENTRY_ATTR "rpu-light-entry"

enum rsl_global_index {
#define RSL_X_(name, kind, w) RSL_G_##name,
    RSL_GLOBALS(RSL_X_)
#undef RSL_X_
    RSL_G_COUNT
};
/* The hidden fields' indices in %struct.rsl_globals. */
enum rsl_hidden_global_index {
    RSL_GH_light = RSL_G_COUNT,
    RSL_GH_raylevel,
    RSL_GH_dsdu,
    RSL_GH_dtdu,
    RSL_GH_dsdv,
    RSL_GH_dtdv
};

/* ---- Builtin signature table ----------------------------------------------
 * Generated at build time by utils/gen_builtins (libclang) from the runtime's
 * rsl_stdlib.h, one row per C function `rsl_<name>[__<overload>]`.  The
 * frontend resolves calls against it. */
enum rsl_param_flags {
    RSL_PARAM_OUT = 1u << 8 /* an output argument: passed as a pointer */
};
enum rsl_builtin_flags {
    RSL_BUILTIN_GLOBALS = 1u << 0,   /* takes `rsl_globals *` as its first C argument */
    RSL_BUILTIN_MATRIX_OUT = 1u << 1, /* returns a matrix through a first `rsl_matrix *out` */
    RSL_BUILTIN_KNOTS = 1u << 2       /* spline (rows made by sema, not the table): the RSL arguments
                                         after (basis, x) are knots, passed as (pointer, count) */
};
#define RSL_BUILTIN_MAX_PARAMS 12
typedef struct rsl_builtin_sig {
    const char *rsl_name; /* "noise" */
    const char *c_name;   /* "rsl_noise__f_p" */
    int ret;              /* enum rsl_type_kind */
    int nparams;          /* RSL-visible parameters (globals/out-matrix not counted) */
    int params[RSL_BUILTIN_MAX_PARAMS]; /* enum rsl_type_kind | RSL_PARAM_OUT */
    unsigned flags;       /* enum rsl_builtin_flags */
} rsl_builtin_sig;

/* ---- spline ------------------------------------------------------------------
 * RSL's spline([basis,] x, k0, k1, ... | k[]) with any number of knots: the
 * frontend passes the knots as an array (a temporary for the list form) and
 * the basis always (the default "catmull-rom" made explicit); n >= 4 is
 * checked at compile time.  Colors, points, vectors and normals share
 * rsl_spline_3.  Bases in runtime/spline.c. */
float rsl_spline_f(rsl_string basis, float x, const float *knots, int32_t n);
rsl_float3 rsl_spline_3(rsl_string basis, float x, const rsl_float3 *knots, int32_t n);

/* ---- Texture lookups and their options (RI 3.2 section 15.7) ---------------
 * texture, environment and shadow take their points (1, or the 4 corners of
 * the area to filter) as an array of triples: texture's as (s, t, 0).  The
 * options the frontend recognises in the call's name/value list arrive as an
 * rsl_texture_options, each field set to the shader's value or the default
 * below, so a glue that reads maps (OpenImageIO's TextureSystem) has them in
 * one place.  "blur" sets sblur and tblur, "width" swidth and twidth; filter
 * 0 ("") is the renderer's default.  A lookup reads map channels [channel,
 * channel + 3) into a color (a float result is its first); a map holds at
 * most RSL_TEXTURE_MAX_CHANNELS, so a constant channel past that is a
 * compile-time error.  Columns: field, kind (FLOAT float, STRING rsl_string:
 * both 4 bytes, so the frontend lays the struct out from this list), default. */
#define RSL_TEXTURE_MAX_CHANNELS 6
#define RSL_TEXTURE_OPTIONS(X) \
    X(sblur, FLOAT, 0)         \
    X(tblur, FLOAT, 0)         \
    X(swidth, FLOAT, 1)        \
    X(twidth, FLOAT, 1)        \
    X(samples, FLOAT, 0)       \
    X(bias, FLOAT, 0)          \
    X(fill, FLOAT, 0)          \
    X(filter, STRING, 0)
#define RSL_C_OPTION_FLOAT float
#define RSL_C_OPTION_STRING rsl_string
typedef struct rsl_texture_options {
#define RSL_X_(name, kind, def) RSL_C_OPTION_##kind name;
    RSL_TEXTURE_OPTIONS(RSL_X_)
#undef RSL_X_
} rsl_texture_options;

/* ---- Ray-traced queries and point clouds (PRMan's RSL beyond RI 3.2) -------
 * occlusion, indirectdiffuse, transmission, visibility and gather take the
 * options of RSL_RAY_OPTIONS; bake3d and texture3d those of
 * RSL_PTC_OPTIONS (same layout rules as the texture options; bias -1 and
 * empty strings mean the renderer's choice).  The values a call hands on
 * or gets back by name (gather's "surface:Ci", occlusion's
 * "environmentcolor", bake3d's channels, texture3d's outputs) travel as an
 * array of rsl_named_value: the name, the variable's kind (enum
 * rsl_type_kind) and element count, and its address. */
#define RSL_RAY_OPTIONS(X)       \
    X(maxdist, FLOAT, 1e30f)     \
    X(bias, FLOAT, -1)           \
    X(coneangle, FLOAT, 1.5707963f) \
    X(samplecone, FLOAT, 0)      \
    X(samples, FLOAT, 0)         \
    X(samplebase, FLOAT, 0)      \
    X(minsamples, FLOAT, 0)      \
    X(maxvariation, FLOAT, 0)    \
    X(adaptive, FLOAT, 1)        \
    X(falloff, FLOAT, 0)         \
    X(falloffmode, FLOAT, 0)     \
    X(distribution, STRING, 0)   \
    X(label, STRING, 0)          \
    X(subset, STRING, 0)         \
    X(hitmode, STRING, 0)        \
    X(hitsides, STRING, 0)       \
    X(environmentmap, STRING, 0) \
    X(environmentspace, STRING, 0)
typedef struct rsl_ray_options {
#define RSL_X_(name, kind, def) RSL_C_OPTION_##kind name;
    RSL_RAY_OPTIONS(RSL_X_)
#undef RSL_X_
} rsl_ray_options;
#define RSL_PTC_OPTIONS(X)      \
    X(radius, FLOAT, 0)         \
    X(radiusscale, FLOAT, 1)    \
    X(interpolate, FLOAT, 0)    \
    X(filterradius, FLOAT, 0)   \
    X(filterscale, FLOAT, 1)    \
    X(maxdepth, FLOAT, 0)       \
    X(coordsystem, STRING, 0)
typedef struct rsl_ptc_options {
#define RSL_X_(name, kind, def) RSL_C_OPTION_##kind name;
    RSL_PTC_OPTIONS(RSL_X_)
#undef RSL_X_
} rsl_ptc_options;
typedef struct rsl_named_value {
    rsl_string name;
    int32_t kind;  /* enum rsl_type_kind */
    int32_t count; /* elements: 1, or an array's length */
    void *value;
} rsl_named_value;

/* filterstep(edge, s1, s2, ...) (RI 3.2 section 15.1): step(edge, x) filtered
 * over [s1, s2] widened by o->swidth, with o->filter "box", "triangle",
 * "gaussian" or "catmull-rom" (the default, also for "").  Computed on every
 * target (runtime/filterstep.c); a zero-width interval is step(edge, s1). */
float rsl_filterstep_f(float edge, float s1, float s2, const rsl_texture_options *o);

/* Derivative markers: passes/differentiate.c replaces each call by the
 * derivative of its argument along u (du) or v (dv), so no target defines
 * them.  The runtime's derivatives (runtime/derivatives.c) are written
 * with them. */
float rsl_deriv_du_f(float x) __attribute__((const));
float rsl_deriv_dv_f(float x) __attribute__((const));
rsl_vector rsl_deriv_du_v(rsl_vector x) __attribute__((const));
rsl_vector rsl_deriv_dv_v(rsl_vector x) __attribute__((const));
/* The filter width of x over the shading step, the `filterwidth` of shader
 * libraries: |Du(x) du| + |Dv(x) dv|; filterstep(edge, s1) filters over it. */
float rsl_filterwidth_f(const struct rsl_globals *g, float x);
/* The area a single-point texture, environment or shadow lookup filters,
 * the shading step's footprint centred on p: with hu = Du(p) du / 2 and
 * hv = Dv(p) dv / 2, at[0..4) = p - hu - hv, p + hu - hv, p - hu + hv,
 * p + hu + hv (RI 3.2's order of four corners: the first, a step along u,
 * along v, along both). */
void rsl_lookup_footprint(const struct rsl_globals *g, rsl_float3 p, rsl_float3 *at);

/* ---- Environment calls ------------------------------------------------------
 * What a shader asks of the renderer.  The frontend emits calls to these for
 * the statements and builtins that need a scene or lights; each target's glue
 * (runtime/glue_<target>.c) defines them and is linked in by rsl2ll before
 * optimisation, so they inline.  Features a target cannot run yet report
 * themselves through rsl_env_unsupported at run time. */
/* illuminance(category, P, axis, angle) { body } becomes a loop over lights i in
 * [0, rsl_env_light_count) running body when rsl_env_illuminance returns
 * non-zero; it sets g->L (from P towards the light) and g->Cl.  The forms
 * without a cone pass axis = 0 and angle = pi; category 0 ("") matches all. */
int32_t rsl_env_light_count(rsl_globals *g);
int32_t rsl_env_illuminance(rsl_globals *g, int32_t light, rsl_string category,
                            rsl_point P, rsl_vector axis, float angle);
/* illuminate(from, axis, angle) / solar(axis, angle) in a light shader: the
 * body runs when the call returns non-zero; the glue sets g->L first (Ps - from
 * for illuminate, axis for solar).  Forms without a cone: axis 0, angle pi. */
int32_t rsl_env_illuminate(rsl_globals *g, rsl_point from, rsl_vector axis, float angle);
int32_t rsl_env_solar(rsl_globals *g, rsl_vector axis, float angle);
/* Sum of the colors of the ambient lights (those with neither illuminate
 * nor solar), for ambient(). */
rsl_color rsl_env_ambient(rsl_globals *g);
/* The near and far clipping distances along camera-space z, for depth(). */
void rsl_env_clipping(rsl_globals *g, float *near_z, float *far_z);
/* Color seen along a ray (black on a miss). */
rsl_color rsl_env_trace(rsl_globals *g, rsl_point from, rsl_vector dir);
/* The matrix taking points in the named space to "current" space; 0 (and
 * the identity) for a name the renderer does not know, so that a transform
 * naming it leaves its point unchanged (PRMan's behaviour). */
int32_t rsl_env_space_matrix(rsl_globals *g, rsl_string space, rsl_matrix *out);
/* Texture, environment and shadow map lookups (see "Texture lookups"):
 * `at` holds `nat` points (1 or 4).  A target that reads no maps reports the
 * lookup through rsl_env_unsupported and returns 0. */
rsl_color rsl_env_texture(rsl_globals *g, rsl_string map, int32_t channel, const rsl_float3 *at, int32_t nat,
                          const rsl_texture_options *o);
rsl_color rsl_env_environment(rsl_globals *g, rsl_string map, int32_t channel, const rsl_float3 *at, int32_t nat,
                              const rsl_texture_options *o);
rsl_color rsl_env_shadow(rsl_globals *g, rsl_string map, int32_t channel, const rsl_float3 *at, int32_t nat,
                         const rsl_texture_options *o);
/* textureinfo(map, query, out): writes the answer to `query` ("resolution",
 * "type", "channels", "viewingmatrix", "projectionmatrix") into `out`, a
 * variable of type `kind` (enum rsl_type_kind) and `count` elements (1 for
 * a non-array), and returns 1; returns 0 leaving `out` alone when the map
 * cannot be read or the answer does not fit `out`. */
float rsl_env_textureinfo(rsl_globals *g, rsl_string map, rsl_string query, int32_t kind, int32_t count,
                          void *out);
/* Ray-traced queries (see "Ray-traced queries"): what a renderer that traces
 * rays computes; `outs` are the named outputs the call asks for.  A target
 * that cannot reports the feature through rsl_env_unsupported and answers 0
 * (gather: every ray missed), leaving the outputs alone. */
float rsl_env_occlusion(rsl_globals *g, rsl_point P, rsl_normal N, float samples, const rsl_ray_options *o,
                        rsl_named_value *outs, int32_t nouts);
rsl_color rsl_env_indirectdiffuse(rsl_globals *g, rsl_point P, rsl_normal N, float samples,
                                  const rsl_ray_options *o, rsl_named_value *outs, int32_t nouts);
rsl_color rsl_env_transmission(rsl_globals *g, rsl_point from, rsl_point to, const rsl_ray_options *o,
                               rsl_named_value *outs, int32_t nouts);
float rsl_env_visibility(rsl_globals *g, rsl_point from, rsl_point to, const rsl_ray_options *o,
                         rsl_named_value *outs, int32_t nouts);
/* gather's ray `sample` of `samples` (the frontend loops over them): 1 when
 * it hit something (outs then hold what it found), 0 when it missed. */
int32_t rsl_env_gather(rsl_globals *g, int32_t sample, rsl_string category, rsl_point P, rsl_vector dir,
                       float angle, float samples, const rsl_ray_options *o, rsl_named_value *outs,
                       int32_t nouts);
/* raylevel(): how many reflections lie between the camera and this shading. */
float rsl_env_raylevel(rsl_globals *g);
/* rayinfo(keyword, out) as textureinfo: 1 with `out` written, or 0. */
float rsl_env_rayinfo(rsl_globals *g, rsl_string keyword, int32_t kind, int32_t count, void *out);
/* bake3d(file, channels, P, N, name/value data...) writes a point to a point
 * cloud; texture3d(file, P, N, name/output...) reads one back.  1 on
 * success. */
float rsl_env_bake3d(rsl_globals *g, rsl_string file, rsl_string channels, rsl_point P, rsl_normal N,
                     const rsl_ptc_options *o, rsl_named_value *data, int32_t ndata);
float rsl_env_texture3d(rsl_globals *g, rsl_string file, rsl_point P, rsl_normal N, const rsl_ptc_options *o,
                        rsl_named_value *outs, int32_t nouts);
/* Something this target cannot do (a texture file, a shadow map, message
 * passing): reports `what` once and lets the shader go on with zeros. */
void rsl_env_unsupported(rsl_globals *g, rsl_string what);

/* ---- The PTX glue's lights ---------------------------------------------------
 * Deferred shading on the GPU (seed 004 section 4.2) has no light shaders to
 * call: PTX has no calls through function pointers, and a module holds one
 * shader file.  The PTX glue (glue_ptx.c) evaluates instead a list of simple
 * lights that the host writes into the module's global RSL_PTX_LIGHTS_SYMBOL
 * (cuModuleGetGlobal) before a launch; the module starts with none.  The
 * lights behave as the host renderer's scene lights (backends/jit/render.c):
 *   point    L = pos - P, Cl = color / |L|^2 (color when P is at the light)
 *   distant  L = -pos (pos is the direction the light travels), Cl = color
 *   ambient  no direction: only ambient() sums it; illuminance skips it.
 * color is the light's color times its intensity.  Plain floats, so the
 * layout (4-byte aligned, no padding) is the same for every compiler. */
#define RSL_PTX_LIGHTS_SYMBOL "rsl_ptx_lights"
#define RSL_PTX_MAX_LIGHTS 16
enum rsl_ptx_light_kind { RSL_PTX_LIGHT_AMBIENT, RSL_PTX_LIGHT_POINT, RSL_PTX_LIGHT_DISTANT };
typedef struct rsl_ptx_light {
    int32_t kind; /* enum rsl_ptx_light_kind */
    float pos[3];
    float color[3];
} rsl_ptx_light;
typedef struct rsl_ptx_light_list {
    int32_t count; /* lights used, at most RSL_PTX_MAX_LIGHTS */
    rsl_ptx_light light[RSL_PTX_MAX_LIGHTS];
} rsl_ptx_light_list;

/* ---- The PTX glue's coordinate systems ----------------------------------------
 * A renderer binds the scene's named systems into the module as constants
 * (rslfront.h, rsl_bind_spaces); what differs between the objects of one
 * launch, "object" and "shader", the PTX glue reads from a table of
 * RSL_PTX_SPACES_SYMBOL whose device address and length the host writes
 * into the module's global before a launch, one record per scene object,
 * indexed by rsl_globals.object (1 + the object; 0 or past the table: the
 * identity).  The module starts with none. */
#define RSL_PTX_SPACES_SYMBOL "rsl_ptx_spaces"
typedef struct rsl_ptx_object_spaces {
    rsl_matrix object; /* the object's space to camera space */
    rsl_matrix shader; /* its surface shader's */
} rsl_ptx_object_spaces;
typedef struct rsl_ptx_space_table {
    uint64_t objects; /* device address of `count` rsl_ptx_object_spaces */
    int32_t count;
} rsl_ptx_space_table;

#endif /* RSL_ABI_H */
