/* The RIB reader's private interfaces: the lexer (rib_lex.c), the request
 * reader (rib_parse.c), parameter lists (rib_params.c), the graphics state
 * (rib_state.c, rib_camera.c) and the geometry (rib_geometry.c). */
#ifndef RSL_RIB_INTERNAL_H
#define RSL_RIB_INTERNAL_H

#include "scene_internal.h"

/* ---- Arena: everything a scene_rib points into ---------------------------- */

void *rib_arena_alloc(scene_rib *r, size_t n, size_t size);
char *rib_arena_strdup(scene_rib *r, const char *s);
void rib_arena_free(struct scene_rib_arena *a);

/* ---- Lexer ----------------------------------------------------------------- */

typedef enum rib_tok { RIB_EOF, RIB_NAME, RIB_NUMBER, RIB_STRING, RIB_LBRACKET, RIB_RBRACKET } rib_tok;

typedef struct rib_lexer {
    const char *name; /* the file, for messages */
    const char *data;
    size_t size, pos;
    int line, col;    /* of data[pos] */
    /* The current token, its place and its value (text holds a name or a
     * string, NUL-terminated, valid until the next token). */
    rib_tok tok;
    int tline, tcol;
    float num;
    char *text;
    size_t len, cap;
} rib_lexer;

void rib_lex_init(rib_lexer *lx, const char *name, const char *data, size_t size);
void rib_lex_free(rib_lexer *lx);
/* Reads the next token; false with *err set on bad input. */
bool rib_lex_next(rib_lexer *lx, char **err);
/* "name:line:col: KIND: message" and, for text input, the line and a caret. */
char *rib_message(const rib_lexer *lx, int line, int col, const char *kind, const char *fmt, va_list ap);
/* The same for a message already formatted. */
char *rib_message_text(const rib_lexer *lx, int line, int col, const char *kind, const char *msg);

/* ---- Requests ------------------------------------------------------------- */

typedef enum rib_arg_kind { RIB_ARG_NUMBER, RIB_ARG_STRING, RIB_ARG_NUMBERS, RIB_ARG_STRINGS } rib_arg_kind;

/* An argument: n values starting at `first` in the request's nums or strs. */
typedef struct rib_arg {
    rib_arg_kind kind;
    int line, col;
    size_t n, first;
} rib_arg;

typedef struct rib_request {
    char *name;
    int line, col;
    size_t nargs, argcap, nnums, numcap, nstrs, strcap;
    rib_arg *args;
    float *nums;
    char **strs;
} rib_request;

struct rib_state;
/* Reads the requests of one file and hands each to rib_state_request. */
bool rib_parse_stream(struct rib_state *st, rib_lexer *lx, char **err);
/* Inflates gzip data (the magic 1f 8b); false with *err set when corrupt. */
bool rib_gunzip(const char *name, const void *data, size_t size, char **out, size_t *outsize, char **err);

/* ---- Maps from names to numbers (hashing keeps the reader linear) ------- */

typedef struct rib_map {
    size_t cap, n;
    char **keys;
    int *vals;
} rib_map;

/* The value of key, or NULL. */
int *rib_map_get(const rib_map *m, const char *key);
/* Sets key (copied) to val. */
void rib_map_put(rib_map *m, const char *key, int val);
void rib_map_free(rib_map *m);

/* ---- Graphics state ------------------------------------------------------- */

/* One level of the attribute and transform stack: `block` is the request
 * that opened it ('F'rame, 'W'orld, 'A'ttribute, 'T'ransform, 'O'bject,
 * 'S'olid, 'M'otion), and a TransformEnd restores only the ctm. */
typedef struct rib_attrs {
    char block;
    int open_line;         /* where the block began */
    const char *open_file;
    scene_mat4 ctm; /* the current space to camera space (to the camera, before WorldBegin) */
    scene_vec3 Cs, Os;
    float st[8];    /* TextureCoordinates s1 t1 .. s4 t4 */
    int shader[SCENE_SHADER_KINDS];
    const scene_rib_switch *lights;
    const scene_rib_attr *attrs;
    const char *name;
    int sides;
    bool orient_rh; /* Orientation "rh" / "inside" (the default is "outside" = "lh") */
    float shading_rate;
    bool visible_camera;
    scene_basis ubasis, vbasis; /* Basis: bezier, step 3 */
} rib_attrs;

/* One piece of an ObjectBegin block: a mesh and its place in the object. */
typedef struct rib_object_part {
    scene_mesh mesh;
    scene_mat4 xf;
} rib_object_part;
typedef struct rib_object {
    size_t nparts;
    rib_object_part *parts;
} rib_object;

typedef struct rib_decl {
    scene_param_type type;
    scene_param_class cls;
    int arraylen;
} rib_decl;

typedef struct rib_state {
    scene_rib *r;
    unsigned flags;
    rib_lexer *lx;  /* the file being read */
    const rib_request *request; /* the request being handled */
    char *error;
    rib_attrs *stack; /* stack[depth] is the current state */
    size_t depth, cap;
    rib_map decl_index; /* name -> decls[] */
    rib_decl *decls;
    size_t ndecls;
    rib_map warned;     /* the warnings given (each is given once) */
    rib_map light_handles, object_handles;
    rib_object *objects;
    size_t nobjects;
    int defining;       /* the object of an open ObjectBegin, -1 */
    const char *files[64]; /* the ReadArchive chain, outermost first */
    int nfiles;
    int frames, worlds; /* begun so far */
    bool in_world, world_done;
    int motion_left;    /* requests of a MotionBegin block seen so far (-1: outside) */
    int width, height; /* the image size overriding Format's (0: none), scene_rib_load_sized */
    scene_param *overrides; /* the primitive's shader-parameter overrides so far (reset per request) */
    size_t noverrides, overrides_cap;
} rib_state;

/* Declarations and handlers: each takes a whole request. */
typedef bool (*rib_handler)(rib_state *st, const rib_request *rq);
rib_handler rib_camera_handler(const char *name);
rib_handler rib_geometry_handler(const char *name);
rib_handler rib_primitive_handler(const char *name);
rib_handler rib_make_handler(const char *name); /* rib_make.c */
/* RI 3.2: a surface faces the other way when the orientation differs from
 * the handedness of the current space; flips the winding (and the normals
 * when `normals`: not those the RIB gave). */
void rib_orient(rib_state *st, scene_mesh *m, bool normals);
void rib_camera_defaults(scene_rib_options *o);
/* Records (or replaces) the named coordinate system. */
void rib_add_coordsys(rib_state *st, const char *name, scene_mat4 to_camera);
/* Writes the camera and image options into the scene (at WorldBegin). */
void rib_camera_finish(rib_state *st);
/* Adds a mesh in the current space and attributes (or to the object being
 * defined); takes the mesh over. */
void rib_emit_mesh(rib_state *st, scene_mesh *m, const scene_vec3 *Cs_override);

/* Diagnostics at an argument or request of the current file: rib_error
 * returns false after setting the state's error; rib_warn adds a warning
 * unless the same one was given before. */
bool rib_error(rib_state *st, int line, int col, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
void rib_warn(rib_state *st, int line, int col, const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* ReadArchive "file": its requests read here, relative to the including
 * file's folder; false on an error (a cycle of archives is one). */
bool rib_read_archive(rib_state *st, const rib_request *rq);
/* The request that opens a block ('A': "AttributeBegin"...). */
const char *rib_block_name(char block);

/* Handles one request; false on an error (already set). */
bool rib_state_request(rib_state *st, const rib_request *rq);

/* The first n numbers, as n number arguments or one array of n; the index
 * of the argument after them, or 0 (error set) when they are not there. */
size_t rib_floats(rib_state *st, const rib_request *rq, size_t n, float *out);
/* Argument i as a string (error set and NULL when it is not one). */
const char *rib_string(rib_state *st, const rib_request *rq, size_t i);
/* Argument i as an array of numbers (error set and NULL when not). */
const float *rib_array(rib_state *st, const rib_request *rq, size_t i, size_t *n);
/* An error unless the request has exactly n arguments. */
bool rib_nargs(rib_state *st, const rib_request *rq, size_t n);

/* Reads the "name" value pairs from argument `first` on into params (arena
 * allocated); false on an error. */
bool rib_params(rib_state *st, const rib_request *rq, size_t first, scene_param **params, size_t *n);
/* The tessellation error bound (object space) for a primitive of `size`
 * around `centre` (object space) under the current transformation: a
 * quarter pixel where it is at the resolution rendered (Format's or
 * scene_rib_load_sized's), between 1e-4 and 1e-3 of its size
 * (rib_tolerance.c). */
float rib_tolerance(rib_state *st, scene_vec3 centre, float size);
/* A primitive variable that is not geometry: when it has one value for the
 * whole primitive (class constant, or uniform where `one_face`), it is
 * kept for the primitive's shaders, whose parameter of that name it
 * overrides (RI 3.2), and true is returned; false for the caller to warn. */
bool rib_override(rib_state *st, const scene_param *p, bool one_face);
/* Declare "name" "decl". */
bool rib_declare(rib_state *st, const rib_request *rq);

#endif
