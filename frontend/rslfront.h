/* The RSL frontend: preprocessing, parsing, semantic analysis and LLVM IR
 * generation of RenderMan Shading Language (RenderMan Interface 3.2).  The one
 * public header of the rslfront library; tools (rsl2ll, ...) include only this. */
#ifndef RSLFRONT_H
#define RSLFRONT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include <llvm-c/Core.h>

#include "rsl_abi.h"

/* ---- Part 1: syntax -------------------------------------------------------- */

/* Collects errors, warnings and notes and prints them clang-style to out:
 * "file:line:col: error: message", the source line and a caret. */
typedef struct rsl_diag rsl_diag;
rsl_diag *rsl_diag_new(FILE *out);
int rsl_diag_error_count(const rsl_diag *);
int rsl_diag_warning_count(const rsl_diag *);
void rsl_diag_free(rsl_diag *);
/* How messages print (rsl2ll's -Werror, -w, -fcolor-diagnostics): the
 * default is none of it, each message printed when reported. */
typedef struct rsl_diag_style {
    bool warnings_as_errors; /* warnings are errors, marked [-Werror] */
    bool no_warnings;        /* warnings (and their notes) are not shown or counted */
    bool color;              /* clang's colours (escape sequences) */
    bool source_order;       /* messages wait for rsl_diag_finish, which sorts them by place */
} rsl_diag_style;
void rsl_diag_set_style(rsl_diag *, const rsl_diag_style *);
/* Prints the held messages in source order, then clang's count ("2 warnings
 * and 1 error generated.") when there was any. */
void rsl_diag_finish(rsl_diag *);

/* A parsed file: shaders and functions (see ast.h inside the library). */
typedef struct rsl_program rsl_program;

typedef struct rsl_source_options {
    const char **include_dirs; /* searched after the including file's own folder */
    int n_include_dirs;
    const char **defines; /* "NAME" (defined as 1) or "NAME=VALUE" */
    int n_defines;
} rsl_source_options;

/* Preprocesses and parses path ("-" = stdin); options may be NULL.  Returns
 * NULL when there were errors (already reported to diag). */
rsl_program *rsl_parse_file(const char *path, const rsl_source_options *, rsl_diag *);
/* The same for text in memory (len bytes, may hold NULs); name is used in
 * diagnostics and to find files #include'd with "...". */
rsl_program *rsl_parse_string(const char *name, const char *text, size_t len,
                              const rsl_source_options *, rsl_diag *);
/* Preprocesses only (rsl2ll -E): returns malloc'd text with "# line" markers and
 * stores its length in *len; NULL when there were errors. */
char *rsl_preprocess_file(const char *path, const rsl_source_options *, rsl_diag *, size_t *len);
/* Prints the tree readably (rsl2ll --ast-dump), with sema's types when known. */
void rsl_ast_dump(const rsl_program *, FILE *);
void rsl_program_free(rsl_program *);

/* ---- Part 2: semantics -------------------------------------------------------- */

/* Types, overloads, scopes; annotates the AST.  False when there were errors. */
bool rsl_sema_check(rsl_program *, rsl_diag *);
/* What a module is generated for.  The rpu fields shape the RPU's shader
 * entries (--target=rpu writes them: docs/rpu.md "Shader interface"); the
 * other targets take none of them. */
typedef struct rsl_target_options {
    const char *target;    /* "host", "rpu" or "ptx" */
    const char *main_name; /* rpu: the function `color NAME(point P)` whose entry is the main shader */
    const char *export_name; /* rpu: a function kept callable (rpu-vm --call) beside the shader entries */
    bool flat_normals;     /* rpu: surface entries take N = Ng (the thesis's setup) */
    bool light_shaders;    /* rpu: surfaces call the RSL light shaders of the light list (kind 2
                              records); without it only the scene's point and distant lights are read */
    bool no_opacity;       /* rpu: surface entries return Ci alone, no Oi (to compare with the thesis's
                              listings, whose surface shaders did no Oi work); renderers need Oi */
    bool object_part;      /* rpu: the module is a part of an object's entry (rsl_rpu_object_entry):
                              each shader's NAME.run stays external and trace's rpu.shade.hit stays */
    bool no_loop_budget;   /* host: loops count no iterations (rsl_env_loop_tick), for shaders
                              trusted to end (rsl-render --max-iterations 0; bench/jit.sh) */
    bool vertex_colors;    /* rpu: surface entries read Cs from the vertices where the scene memory
                              says they have colors; without it, the triangle's (its object's) */
    bool spaces_bound;     /* rpu, ptx: a renderer gives the module every coordinate system
                              (rsl_bind_spaces): no warning for naming one */
} rsl_target_options;

/* A verified module for the target, runtime and glue linked in; NULL on
 * error (reported to diag). */
LLVMModuleRef rsl_irgen(rsl_program *, LLVMContextRef, const rsl_target_options *, rsl_diag *);
/* rpu: an object's entry for the RPU renderers (frontend/rpu_object_entry.c):
 * the modules of one object's shader instances, each compiled with
 * rsl_target_options.object_part in one context, with the names of their
 * entries (NULL: the module's first shader of the kind); every kind but
 * the surface may be absent (module NULL). */
typedef struct rsl_rpu_object {
    LLVMModuleRef surface, displacement, atmosphere, interior, exterior;
    const char *surface_entry, *displacement_entry, *atmosphere_entry, *interior_entry, *exterior_entry;
} rsl_rpu_object;
/* Links the other modules into o->surface (taking them over) and writes the
 * object's entry `{Ci, Oi, P} NAME(orig, dir, i32 raylevel)` there (NAME
 * NULL: the surface shader's name): the
 * globals from the hit, displacement, surface, then the atmosphere on the
 * ray's segment; a ray the surface or displacement traces comes back
 * through the interior (against Ng) or exterior volume.  The parts'
 * entries become internal (NAME.surface, NAME.displacement, ...), and so
 * does every other definition of the parts but the surface's module.
 * False with a malloc'd *err (the parts disposed). */
bool rsl_rpu_object_entry(const rsl_rpu_object *o, const char *name, bool flat_normals, char **err);

/* The parameters every RPU entry called at a hit (surface, displacement,
 * an object's entry) starts with, into p: (orig, dir, i32 raylevel), then
 * the ray's footprint (float spread, float width, i32 exact, dOdx, dOdy,
 * dDdx, dDdy: frontend/irgen_rpu_entries.c); returns RSL_RPU_HIT_PARAMS.
 * The glue's rsl_rpu_surface_globals takes the footprint after (globals,
 * orig, dir, i32 flat). */
enum { RSL_RPU_HIT_PARAMS = 10 };
unsigned rsl_rpu_hit_param_types(LLVMContextRef ctx, LLVMTypeRef *p);

/* rsl2ll --info: each shader's kind, parameters, types and defaults. */
void rsl_print_info(const rsl_program *, FILE *);

/* The module's string table (string ids index it; module_strings.c): how
 * many, and the text of one (*len bytes, no NUL counted; NULL for an id
 * out of range). */
unsigned rsl_module_string_count(LLVMModuleRef m);
const char *rsl_module_string(LLVMModuleRef m, unsigned id, size_t *len);

/* ---- A renderer's scene bound into a module ------------------------------
 * The RPU and PTX glues have no scene to ask (runtime/glue_standalone.h:
 * every space is "current", clipping [0, 1]); a renderer that compiles a
 * shader for a scene replaces those answers in the module before O2, which
 * folds them where the name is known. */

/* A named coordinate system ("world", "screen", "NDC", "raster", a RIB's
 * CoordinateSystem): the matrix taking its points to "current" (camera)
 * space, as rsl_matrix holds it (projective ones divide by w). */
typedef struct rsl_named_space {
    const char *name;
    rsl_matrix to_current;
} rsl_named_space;

/* What a renderer gives a module's coordinate systems (bind_spaces.c):
 * "current" and "camera" are the identity, "world" the identity unless
 * named, the scene's named systems constants, "shader" the constant
 * `shader` (16 floats) or, without one, the answer of the glue function
 * `shader_glue` (NULL: the identity), "object" the answer of `object_glue`;
 * a glue function is int32_t (rsl_globals *, rsl_matrix *out) -> known. */
typedef struct rsl_space_binding {
    const float *shader;
    const char *shader_glue;
    const char *object_glue;
    const rsl_named_space *spaces;
    int nspaces;
} rsl_space_binding;
/* Gives rsl_env_space_matrix of m a body answering each name of m's string
 * table as `b` says; any other name leaves values unchanged and is marked
 * for rsl_report_unknown_spaces.  False with a malloc'd *err when m's glue
 * lacks what the binding names. */
bool rsl_bind_spaces(LLVMModuleRef m, const rsl_space_binding *b, char **err);
/* After O2: an error on `errors` for each unknown space name the code of
 * `shader` ("surface shader 'NAME'") still asks for, once each. */
void rsl_report_unknown_spaces(LLVMModuleRef m, const char *shader, FILE *errors);
/* depth()'s near and far camera z (both 0: the glue's [0, 1]) in place of
 * the glue's answer in m (bind_clipping.c). */
bool rsl_bind_clipping(LLVMModuleRef m, const float clipping[2], char **err);

#endif /* RSLFRONT_H */
