/* The RPU virtual machine library: assembler, binary object format,
 * disassembler, the machine itself (single threads and 4-thread chunks with
 * the timing model) and the scene glue behind `trace`.  docs/rpu.md is the
 * contract this implements; vm/README.md documents the decisions taken here.
 *
 * Errors are reported, never fatal: the assembler prints
 * "file:line:col: error: ..." lines to a stream and counts them; reading an
 * object returns NULL with a message; a program fault ends only its thread. */
#ifndef RPUVM_H
#define RPUVM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* ---- Instructions ---------------------------------------------------------- */

typedef enum rpu_opcode {
    RPU_MOV, RPU_FRAC, RPU_ADD, RPU_MUL, RPU_MAD, RPU_DP2H, RPU_DP3, RPU_DP3H, RPU_DP4,
    RPU_IADD, RPU_IMUL, RPU_ISHL, RPU_ISHR, RPU_IAND, RPU_IOR, RPU_IXOR, RPU_F2I, RPU_I2F,
    RPU_LOAD, RPU_LOAD4, RPU_STORE,
    RPU_JMP, RPU_CALL, RPU_RETURN, RPU_TRACE,
    RPU_OPCODE_COUNT
} rpu_opcode;

/* Register files.  HIT_TRI and HIT_OBJ are scalars (read as all four lanes). */
typedef enum rpu_file {
    RPU_F_NONE, RPU_F_R, RPU_F_C, RPU_F_STACK /* S0-S7 */, RPU_F_SPECIAL /* S */,
    RPU_F_I, RPU_F_A, RPU_F_HIT, RPU_F_HIT_TRI, RPU_F_HIT_OBJ, RPU_F_LITERAL,
    RPU_FILE_COUNT
} rpu_file;

enum { RPU_MOD_SAT = 1, RPU_MOD_RCP = 2, RPU_MOD_RSQ = 4, RPU_PAIR_NEXT = 8 /* co-issued with the next */ };
typedef enum rpu_ctrl { RPU_CTRL_NONE, RPU_CTRL_JMP, RPU_CTRL_CALL, RPU_CTRL_RETURN } rpu_ctrl;
typedef enum rpu_test { RPU_T_NONE, RPU_T_LT0, RPU_T_GE0, RPU_T_LT1, RPU_T_GE1, RPU_T_EQ0, RPU_T_NE0 } rpu_test;
enum { RPU_COND_PRESENT = 1, RPU_COND_ANY = 2 /* `or` lanes */, RPU_COND_TESTS_OR = 4 /* TEST or TEST */ };

/* A source operand.  swizzle: 2 bits per lane, lane 0 in the low bits.
 * mods: bits 0-1 scale (0: 1, 1: 2, 2: 4, 3: 0.5), bit 2 negation.
 * value: a literal's float bits (file RPU_F_LITERAL). */
typedef struct rpu_operand {
    uint8_t file, index, swizzle, mods;
    uint32_t value;
} rpu_operand;

/* One instruction; unused fields are zero (the encoding is canonical). */
typedef struct rpu_instr {
    uint8_t opcode, flags;
    uint8_t dest_file, dest_index, mask; /* mask bit 0 = x */
    uint8_t addr_file, addr_lane;        /* load/load4/store: A lane or HIT_TRI */
    int32_t offset;                      /* load/load4/store displacement */
    uint8_t ctrl, push;                  /* control, own or paired */
    uint8_t cond_flags, cond_mask, test1, test2;
    uint8_t target_file, target_index, target_lane; /* call through a register lane */
    uint32_t target;                     /* jmp/call code address */
    rpu_operand src[3];
} rpu_instr;

/* ---- Objects ---------------------------------------------------------------- */

typedef struct rpu_entry {
    char *name; /* the function name, without SUBROUTINE_ENTRY_ */
    uint32_t addr;
} rpu_entry;

/* A cell of initial data (`.data` / `.cell`): its offset in the object's
 * data area and its value. */
enum { RPU_MAX_DATA_CELLS = 1 << 24 }; /* offsets in a data area are below this */
typedef struct rpu_data_cell {
    uint32_t offset;
    uint32_t word[4];
} rpu_data_cell;

typedef struct rpu_object {
    uint32_t ncode, nentries;
    rpu_instr *code;
    uint32_t *lines; /* source line of each instruction */
    rpu_entry *entries;
    uint32_t ndata;      /* initial data cells, by increasing offset */
    rpu_data_cell *data;
} rpu_object;

/* Assembles `text`; diagnostics "name:line:col: error: ..." go to `diag`.
 * Returns NULL when there were errors (*nerrors says how many). */
rpu_object *rpu_assemble(const char *name, const char *text, size_t len, FILE *diag, int *nerrors);
void rpu_object_free(rpu_object *obj);

/* The binary encoding (vm/object_format.c documents it).  rpu_object_encode
 * returns a malloc'd buffer; rpu_object_decode returns NULL and a malloc'd
 * message in *err for anything malformed. */
uint8_t *rpu_object_encode(const rpu_object *obj, size_t *size);
rpu_object *rpu_object_decode(const uint8_t *data, size_t size, char **err);
/* `name address` per line, one per entry (seed 000 section 5.4). */
void rpu_object_write_epts(const rpu_object *obj, FILE *out);
/* The address of entry `name` (with or without SUBROUTINE_ENTRY_); false if none. */
bool rpu_object_find_entry(const rpu_object *obj, const char *name, uint32_t *addr);

/* Prints one instruction into buf (jump targets as L<address>, or as the
 * entry label at that address when `obj` is given); returns buf. */
char *rpu_format_instr(const rpu_object *obj, const rpu_instr *in, char *buf, size_t size);
/* Prints the whole object as assembly that re-assembles to the same object:
 * each instruction on its original source line, labels L<address> for jump
 * targets, SUBROUTINE_ENTRY_<name> for entries. */
void rpu_disassemble(const rpu_object *obj, FILE *out);

/* Loads an object from FILE.rpo or assembles FILE.s (by content: objects
 * start with the magic).  Diagnostics go to `diag`; NULL on failure. */
rpu_object *rpu_load_program(const char *path, FILE *diag);

/* ---- Machine ---------------------------------------------------------------- */

typedef union rpu_vec {
    float f[4];
    int32_t i[4];
    uint32_t u[4];
} rpu_vec;

/* A register named as in assembly: R0-R15 C0-C31 S0-S7 S I0-I3 A HIT HIT_TRI HIT_OBJ. */
typedef struct rpu_regname {
    uint8_t file, index;
} rpu_regname;
bool rpu_parse_regname(const char *text, rpu_regname *out);

/* What `trace` found: the HIT registers' values, chosen by the scene glue. */
typedef struct rpu_hit {
    float t, u, v;       /* t < 0: miss */
    int32_t shader_addr; /* HIT.w */
    int32_t tri_record;  /* HIT_TRI */
    int32_t obj;         /* HIT_OBJ */
} rpu_hit;
typedef void (*rpu_trace_fn)(void *ctx, const float orig[3], const float dir[3], const float arg[4], rpu_hit *hit);

/* The threads of a chunk (rpu_run_chunk). */
enum { RPU_CHUNK_THREADS = 4 };

/* Code, constants, data memory, trace and limits: what threads share. */
typedef struct rpu_machine {
    const rpu_object *obj;
    rpu_vec c[32]; /* constants: threads read them here as they run, but C3, which each takes at reset */
    rpu_vec *mem; /* data memory cells (owned by the creator) */
    size_t ncells;
    uint32_t data_cells; /* the cells of one copy of the program's data area (rpu_install_data), 0: none */
    rpu_trace_fn trace;
    void *trace_ctx;
    uint64_t max_steps;  /* per thread; 0: unlimited */
    uint32_t max_depth;  /* call depth */
    bool count_cycles;   /* run the timing model: counters' cycles and stalls (else 0; execution is the same) */
} rpu_machine;

/* The program's data area (its `.data`/`.cell` cells, zeros between them):
 * RPU_CHUNK_THREADS copies appended after m's memory (m->mem reallocated,
 * m->ncells grown, m->data_cells the size of one), the first one's address
 * in C3.x (an integer).  A thread run alone reads that C3; thread i of a
 * chunk reads C3.x plus i copies (rpu_run_chunk), so the four threads of a
 * chunk, which share data memory, each have their own globals and spill
 * areas (backends/rpu/rpucg.h, "Spilling"): each runs as if alone.  A
 * program without data leaves m as it is.  False when out of memory. */
bool rpu_install_data(rpu_machine *m, const rpu_object *obj);

typedef struct rpu_counters {
    uint64_t instructions, issues, cycles, stalls;
    uint64_t lane_slots, active_lanes; /* chunk mode: 4 per issue, lanes that executed */
} rpu_counters;

typedef enum rpu_status { RPU_RUNNING, RPU_DONE, RPU_FAULT } rpu_status;

typedef struct rpu_thread rpu_thread;
rpu_thread *rpu_thread_new(const rpu_machine *m);
void rpu_thread_free(rpu_thread *t);
/* Clears registers, stacks, counters and status, takes the machine's C3;
 * the thread starts at `entry`. */
void rpu_thread_reset(rpu_thread *t, uint32_t entry);
/* The storage of a register (stack registers: the current window;
 * constants but C3: the machine's). */
rpu_vec *rpu_thread_reg(rpu_thread *t, rpu_regname r);
rpu_status rpu_thread_status(const rpu_thread *t);
/* The fault: what happened and at which instruction (address). */
const char *rpu_thread_fault(const rpu_thread *t, uint32_t *addr);
const rpu_counters *rpu_thread_counters(const rpu_thread *t);

/* Runs a thread until it returns from its entry function or faults. */
rpu_status rpu_run(rpu_thread *t);
/* Runs four threads as one chunk in lockstep (split on divergence, joined at
 * return); each thread's state ends as if run alone (thread i with the i-th
 * copy of the data area: rpu_install_data).  Chunk counters (issues,
 * cycles, stalls, lane share) go to *chunk. */
void rpu_run_chunk(rpu_thread *t[RPU_CHUNK_THREADS], rpu_counters *chunk);

/* The lanes of R0-R15 (bit 4 * index + lane) that the function at `entry`
 * may read before it writes them: what a caller must set (conservatively
 * every lane still unwritten where it calls; all when out of memory; none
 * for an entry outside the code). */
uint64_t rpu_entry_inputs(const rpu_object *obj, uint32_t entry);

/* "file:line: error: fault at address N 'instruction': what" for a faulted
 * thread, into buf; returns buf. */
char *rpu_format_fault(const rpu_thread *t, const char *file, char *buf, size_t size);

/* ---- Scene glue --------------------------------------------------------------- */

/* A scene laid out in data memory (docs/rpu.md, "Scene memory layout") and
 * traced by the scene library.  Available when the library was built with
 * vm/scene; rpu_scene_load fails with a message otherwise. */
typedef struct rpu_scene rpu_scene;
/* The scene_load of the scene library (vm/scene/scene.h: rsl-render builds
 * the same scene from the same arguments), or for SCENE.rib[.gz]
 * scene_rib_load (no light_at then): `spec` is a mesh file (PLY/OBJ,
 * fitted to a unit box 1.5 in front of the eye at the origin looking down
 * +z, a white point light at the eye) or builtin:NAME; `light_at` are
 * --light-at values "X,Y,Z[,INTENSITY]" replacing the scene's lights. */
rpu_scene *rpu_scene_load(const char *spec, const char *const *light_at, size_t nlight_at, char **err);
/* A scene already built by scene_load (vm/scene/scene.h), taken over:
 * rpu_scene_free frees it.  NULL and *err set (the scene is left alone)
 * when the library has no scenes. */
struct scene;
rpu_scene *rpu_scene_adopt(struct scene *s, char **err);
void rpu_scene_free(rpu_scene *s);
/* Allocates data memory holding the scene plus `extra` free cells after it
 * (their address in the y of the light list's count cell, where the RPU
 * glue finds the objects' "object" spaces: runtime/glue_rpu.c); every
 * object's HIT.w is `shader_addr`.  Sets m->mem, m->ncells, m->trace,
 * and the constants C0.xyz/C1.xyz (first light's position or direction and
 * color), C2.x (address of the light list, an integer); then, when m->obj
 * is set, the program's data area after those cells (rpu_install_data).
 * With nlight_shaders > 0, C2.x is instead a list of that many light
 * shaders (kind 2 records: runtime/glue_rpu.c) calling the light entries at
 * the code addresses light_shaders, in place of the scene's lights (as
 * rsl-render's --light does). */
bool rpu_scene_install(rpu_scene *s, rpu_machine *m, size_t extra, int32_t shader_addr,
                       const uint32_t *light_shaders, size_t nlight_shaders, char **err);

/* The scene's hit as `trace` puts it in the HIT registers (HIT.w: the
 * object's shader, rpu_scene_set_shaders). */
struct scene_hit;
void rpu_scene_hit(const rpu_scene *s, const struct scene_hit *hit, rpu_hit *out);
/* A RIB scene's reader state (NULL for other scenes): its camera, image
 * options and shader instances (vm/scene/scene.h). */
struct scene_rib;
const struct scene_rib *rpu_scene_rib(const rpu_scene *s);
/* A RIB scene's shaders as entries of obj: with `surfaces`, each object's
 * HIT.w is the entry named as its Surface ("defaultsurface" without one);
 * *lights (malloc'd, *nlights of them) the entries named as its
 * LightSources, in order.  The RIB's parameter values cannot be applied to
 * compiled entries: a warning on `warnings` says so.  False with *err for
 * a missing entry. */
bool rpu_scene_rib_shaders(rpu_scene *s, const rpu_object *obj, bool surfaces, uint32_t **lights, size_t *nlights,
                           FILE *warnings, char **err);
/* The scene it holds (NULL for NULL). */
const struct scene *rpu_scene_get(const rpu_scene *s);
/* Per-object shaders: HIT.w of an object is addr[its scene_object.shader]
 * (indices out of range: the address given to rpu_scene_install). */
void rpu_scene_set_shaders(rpu_scene *s, const int32_t *addr, size_t n);

/* ---- Render driver ---------------------------------------------------------- */

/* The RPU's shading step in the renderer core (vm/scene/render_core.h,
 * which owns camera, sampling, filtering and exposure): per sample either
 * the main shader (R0.xy its image position in [0,1]^2, y down; color
 * from R0.xyz) or, without run_main, the surface entry (HIT.w) of the
 * object its camera ray hit (R0.xyz origin, R0.w raylevel 1, R1.xyz
 * direction, R2-R5.xyz its differentials dO/dx, dO/dy, dD/dx, dD/dy of
 * the pixel's centre (render_camera_ray_diff), R3.w 1 (exact), and R1.w,
 * R2.w their mean lengths |dD| and |dO| (the cone its traced rays carry),
 * HIT registers as trace sets them; a miss is black, alpha 0).
 * Each core thread gets a private copy of data memory; chunk runs four
 * samples at a time in lockstep. */
struct render_view;
typedef struct rpu_render_opts {
    const struct render_view *view;
    int threads;
    bool chunk;
    bool run_main;
    uint32_t main_addr;
    bool run_imager;      /* the imager entry at imager_addr on each filtered pixel */
    uint32_t imager_addr;
} rpu_render_opts;
/* Renders into rgba (4 floats per pixel of the view's crop window); the
 * counters of every run go to *total, the number of faulted samples to
 * *faults (magenta), the first one's fault (in row order) printed to
 * `diag` with `file`.  False with *err when the core could not render. */
bool rpu_render(const rpu_machine *m, const rpu_scene *scene, const rpu_render_opts *o, float *rgba,
                rpu_counters *total, size_t *faults, const char *file, FILE *diag, char **err);

#endif
