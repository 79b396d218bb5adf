/* Machine IR of the RPU code generator (internal to backends/rpu).
 *
 * A function is a list of basic blocks of instructions close to the final
 * assembly, over virtual registers of three kinds: scalars (one lane,
 * anywhere in a register once allocated: seed 002's packing), vectors of two
 * or three lanes (xy / xyz of a register) and full 4-vectors.  Operands name
 * a virtual register's logical lanes; the allocator maps them to physical
 * lanes (a scalar's lane 0 becomes the lane it was given).  Scalar-valued
 * sources are always broadcast (all four swizzle entries equal), so a scalar
 * computation writes correctly into whichever lane its destination gets.
 *
 * Blocks end in one of: return, jump, or a compare-subtract (the block's last
 * instruction, writing R15) whose paired jmp goes to succ[0] when its test
 * holds and to succ[1] otherwise.  A call is an instruction inside a block:
 * it uses the argument registers, defines the result register and clobbers
 * everything else; emit_asm saves what lives across it in S registers. */
#ifndef RPU_MIR_H
#define RPU_MIR_H

#include "rpucg.h"
#include "rsl_format.h"
#include "rpuvm.h"

#include <llvm-c/Target.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

enum { MIR_NPHYS = 15 /* R0-R14; R15 is junk */, MIR_JUNK = 15, MIR_MAXRET = 4 /* members of a struct result */ };

/* A light shader's entry (rpucg.h, "Light entries keep R8-R14") is
 * allocated in R0-R7: what its callers keep in R8-R14 lives across the call
 * without a save. */
enum { MIR_LIGHT_REGS = 8 };

typedef enum mir_vkind { VK_SCALAR, VK_VEC, VK_VEC4 } mir_vkind;

typedef struct mir_vreg {
    uint8_t kind;  /* mir_vkind */
    uint8_t lanes; /* logical lanes: 1 (scalar), 2 or 3 (vector), 4 */
    int8_t reg;    /* allocated (or pinned) register, -1 if none yet */
    int8_t lane;   /* lane of logical lane 0 (0 for vectors) */
    bool pinned;   /* fixed by the calling convention */
    bool special;  /* a machine register standing for itself, not allocated:
                      S (_rcp/_rsq results), I0-I3 (loaded cells), A (addresses) */
    uint8_t file;  /* special: RPU_F_SPECIAL, RPU_F_I or RPU_F_A */
    uint8_t findex; /* special: I0-I3's number */
    bool no_spill;  /* a spill's own short-lived copy (spill.c): spilling it again frees nothing */
} mir_vreg;

typedef enum mir_okind { MO_NONE, MO_VREG, MO_PHYS, MO_IMM } mir_okind;

/* A source (or destination: kind, file/index only). */
typedef struct mir_opnd {
    uint8_t kind;   /* mir_okind */
    uint8_t file;   /* MO_PHYS: rpu_file (R for R15, C, HIT, ...) */
    int index;      /* vreg number or physical register index */
    uint8_t swz[4]; /* logical lanes read, per result lane */
    uint8_t scale;  /* 0: 1, 1: 2, 2: 4, 3: 0.5 (the VM's encoding) */
    bool neg;
    float imm;
} mir_opnd;

enum {
    MI_SAT = 1, MI_RCP = 2, MI_RSQ = 4,
    MI_FULLDEF = 8,   /* lanes outside the mask become undefined */
    MI_PAIR_NEXT = 16, /* co-issued with the next instruction (schedule.c; printed joined by ||) */
    MI_REENTERS = 32   /* MIR_CALL: may run the caller again before it returns (a trace's hit
                          shader, or a function that traces): spill.c keeps spill cells across it */
};

/* Opcodes: the VM's arithmetic ones, plus MIR_CALL.  Memory and trace:
 *   RPU_LOAD   dst one of the I registers (mir_func.ireg), src[0] the cell
 *              address: a lane of A (mir_func.areg, written by a plain mov,
 *              or by the instruction computing it: opt_address_defs.c)
 *              or HIT_TRI; src[1] a literal holding the integer offset
 *   RPU_STORE  src[0] address, src[1] offset, src[2] the value (mask: its lanes)
 *   RPU_TRACE  dst scalar = HIT.z, src[0] origin, src[1] direction (xyz)
 * A MIR_CALL with an empty callee calls the shader at HIT.w, or, when src[0]
 * is a (scalar) vreg, the code address it holds. */
enum { MIR_CALL = RPU_OPCODE_COUNT };

typedef struct mir_instr {
    uint8_t op, flags;
    uint8_t mask; /* logical lanes of dst written */
    mir_opnd dst;
    mir_opnd src[3];
    /* MIR_CALL: callee name, argument vregs used, result vregs defined (one
       per member of a struct result, by the calling convention) */
    char *callee;
    int *args, nargs;
    int results[MIR_MAXRET], nresults;
} mir_instr;

typedef enum mir_term { MT_RET, MT_JMP, MT_BR } mir_term;

/* Branch tests beyond the VM's single ones (rpu_test): two tests on the lane. */
enum { MIR_T_GT0 = RPU_T_NE0 + 1 /* >=0 and !=0 */, MIR_T_LE0 /* <0 or =0 */ };

/* Live lanes as a set: vregs with any lane live and their lane masks, in no
 * particular order (mir_live_sets). */
typedef struct mir_lanes {
    int *v;
    uint8_t *mask;
    int n;
} mir_lanes;

typedef struct mir_block {
    mir_instr *ins;
    int n, cap;
    uint8_t term;          /* mir_term */
    uint8_t test;          /* MT_BR: rpu_test on the compare's lane */
    int succ[2];           /* MT_JMP: succ[0]; MT_BR: succ[0] if the test holds, else succ[1] */
    mir_lanes in, out; /* liveness (mir_live_sets, mir_liveness): lanes live at entry and exit */
    /* the same as lane masks per vreg (mir_liveness only: a block's worth of
       every vreg, for spilling) */
    uint8_t *live_in, *live_out;
} mir_block;

typedef struct mir_func {
    char *name;
    mir_vreg *vregs;
    int nvregs, vcap;
    mir_block *blocks;
    int nblocks, bcap;
    int sreg;   /* the vreg standing for the S register */
    int memreg; /* stands for machine state outside the registers (data memory,
                   HIT, I, A): loads and HIT reads use it, stores, traces and
                   calls define it, so no pass reorders them */
    int rets[MIR_MAXRET], nrets; /* the pinned result vregs read by every return */
    int nspecial; /* round-robin counter over S lanes */
    int ireg[4], areg; /* the I0-I3 and A registers (special vregs) */
    int nload, naddr;  /* round-robin counters over I registers and A lanes */
    int nphys;         /* R0..R(nphys-1) are the allocator's: MIR_NPHYS, or MIR_LIGHT_REGS in a light entry */
    int spill_base, nspill; /* the spill area (rpucg.h, "Spilling"): cells spill_base.. of the data
                               area, nspill of them (one per spilled value) */
    mir_instr *recompute; /* per vreg (rpu_find_recomputable): its one definition when that reads
                             only literals and C registers, else op MIR_CALL; NULL before */
} mir_func;

/* ---- building --------------------------------------------------------------- */
mir_func *mir_func_new(const char *name);
void mir_func_free(mir_func *f);
int mir_new_vreg(mir_func *f, mir_vkind kind, int lanes);
int mir_new_block(mir_func *f);
mir_instr *mir_append(mir_func *f, int block, const mir_instr *in);
void mir_insert(mir_func *f, int block, int pos, const mir_instr *in);
void mir_remove(mir_func *f, int block, int pos);
/* Removes the instructions i of the block with drop[i], in one pass. */
void mir_remove_marked(mir_func *f, int block, const bool *drop);

mir_opnd mir_vreg_opnd(const mir_func *f, int v); /* identity swizzle */
mir_opnd mir_imm(float x);
mir_opnd mir_phys(rpu_file file, int index);
uint8_t mir_full_mask(const mir_func *f, int v);
bool mir_is_scalar_view(const mir_opnd *o); /* all swizzle entries equal */
/* Per block, how many blocks have an edge to it (malloc'd). */
int *mir_pred_counts(const mir_func *f);
/* The compare ending branching block bb, a plain `mov` of a vreg's lane
 * (no flags, scale or special register), and into *test the test the
 * branch makes of that lane (-x's negated; -1 when it has none); NULL
 * when bb ends otherwise. */
const mir_instr *mir_branch_compare(const mir_func *f, const mir_block *bb, int *test);
/* Whether instructions [from, to) of bb write (or, with reads, read) lanes
 * `mask` of vreg v. */
bool mir_touches(const mir_func *f, const mir_block *bb, int from, int to, int v, uint8_t mask, bool reads);
/* Whether the sources of `in` keep their values over instructions [from, to) of bb. */
bool mir_sources_kept(const mir_func *f, const mir_block *bb, const mir_instr *in, int from, int to);
bool mir_is_arith(const mir_instr *in);       /* a VM arithmetic instruction: not memory, trace or call */
bool mir_same_opnd(const mir_opnd *a, const mir_opnd *b);
/* Whether vreg v is the special of that machine file (RPU_F_SPECIAL, _I, _A). */
bool mir_is_file(const mir_func *f, int v, int file);

/* ---- queries ------------------------------------------------------------------ */
int mir_nsrc(const mir_instr *in);
/* Logical lanes of vreg v read by source o of `in`, given which result lanes
 * matter (dot products read lanes 0-2 whatever the mask). */
uint8_t mir_src_lanes(const mir_instr *in, int s);
bool mir_has_side_effects(const mir_instr *in);
/* Lanes of vreg v defined (written) by in, and whether they kill (full def). */
void mir_defs(const mir_func *f, const mir_instr *in, void (*fn)(void *ctx, int v, uint8_t mask, bool kill), void *ctx);
void mir_uses(const mir_func *f, const mir_instr *in, void (*fn)(void *ctx, int v, uint8_t mask), void *ctx);

/* Computes the in/out sets of every block: linear in the instructions and
 * the live sets (times the passes over loops), not in blocks times vregs. */
void mir_live_sets(mir_func *f);
/* ...and live_in/live_out, the lane masks of every vreg per block. */
void mir_liveness(mir_func *f);
/* Recomputes block b's in set from its out set and instructions, or its out
 * set from its successors' in sets (after a change whose effect on liveness
 * stays at b's boundary). */
void mir_live_block_in(mir_func *f, int b);
void mir_live_block_out(mir_func *f, int b);
/* v's live lanes in s. */
uint8_t mir_lanes_of(const mir_lanes *s, int v);
/* Steps liveness backwards over one instruction: live (per vreg lanes) after
 * `in` becomes live before it. */
void mir_live_step(const mir_func *f, const mir_instr *in, uint8_t *live);

/* Lanes live at a point while stepping through a block: lane masks per vreg
 * and the list of the vregs with any lane live, so that starting over costs
 * what is live, not every vreg. */
typedef struct mir_live {
    uint8_t *mask;
    int *list, *pos, n;
} mir_live;
void mir_live_init(mir_live *l, const mir_func *f);
void mir_live_free(mir_live *l);
void mir_live_load(mir_live *l, const mir_lanes *s); /* l becomes s */
void mir_live_back(const mir_func *f, const mir_instr *in, mir_live *l); /* mir_live_step on l */

/* A binary heap of numbers (instructions, vregs...), best first by `before`;
 * a holds as many as will be pushed at once.  With pos (NULL or an index per
 * number), an element whose key got better moves up by mir_heap_up. */
typedef struct mir_heap {
    int *a, n;
    bool (*before)(const void *ctx, int x, int y);
    const void *ctx;
    int *pos;
} mir_heap;
void mir_heap_push(mir_heap *h, int x);
int mir_heap_pop(mir_heap *h);
void mir_heap_up(mir_heap *h, int x);

/* ---- printing ----------------------------------------------------------------- */
void mir_print(const mir_func *f, FILE *out);
/* An operand as assembly (physical once allocated, %vN otherwise). */
void mir_format_src(const mir_func *f, const mir_opnd *o, char *buf, size_t size);
void mir_format_dst(const mir_func *f, const mir_instr *in, char *buf, size_t size);
void mir_format_instr(const mir_func *f, const mir_instr *in, char *buf, size_t size);
const char *mir_test_name(int test);
int mir_negated_test(int test); /* the test on -X equivalent to a test on X; -1: none */
/* After allocation: the physical lanes an instruction writes or a source
 * can read (all four of its swizzle: dot products read past the mask), and
 * whether two adjacent instructions can trade places. */
typedef struct mir_reg_lanes {
    int place;    /* file * 64 + register number; -1: none (a literal) */
    uint8_t mask; /* physical lanes */
} mir_reg_lanes;
int mir_lane_of(const mir_func *f, const mir_opnd *o);
mir_reg_lanes mir_written(const mir_func *f, const mir_instr *in);
mir_reg_lanes mir_read_by(const mir_func *f, const mir_opnd *s);
bool mir_overlap(mir_reg_lanes a, mir_reg_lanes b);
bool mir_commute(const mir_func *f, const mir_instr *a, const mir_instr *b);

/* ---- stages (one file each) ------------------------------------------------------ */
/* isel.c: NULL with *err set (naming the function and instruction) on failure. */
mir_func *rpu_isel(LLVMValueRef fn, char **err);
bool rpu_constfold(mir_func *f);  /* opt_constfold.c; true if anything changed */
bool rpu_forward(mir_func *f);    /* opt_forward.c */
bool rpu_dce(mir_func *f);        /* opt_dce.c */
bool rpu_sink(mir_func *f);       /* opt_sink.c: what one successor alone needs computed there */
bool rpu_regalloc(mir_func *f, char **err); /* regalloc.c, spilling (spill.c) when coloring fails */
/* What spill.c does with a vreg (rpu_spill's slot[v], a cell number otherwise). */
enum { MIR_SPILL_NONE = -1, MIR_SPILL_REMAT = -2 /* its definition repeated before each use */ };
/* spill.c: per vreg the cost of spilling it (the code added per point of its
 * life; HUGE_VAL for what cannot be: pinned, special, a spill's own copy),
 * and whether it would be rematerialized (MIR_SPILL_REMAT: one definition,
 * whole, from literals and C registers). */
void rpu_spill_costs(mir_func *f, double *cost, bool *remat);
/* spill.c: moves each vreg v with slot[v] >= 0 to cell spill_base + slot[v]
 * of the data area (a store after each definition, a load before each use)
 * and repeats the definition of each MIR_SPILL_REMAT one before its uses.
 * Reads the liveness of the last mir_liveness (f unchanged since).  False
 * only where an I register cannot be freed for a load (every I register's
 * loaded cell carried round a loop back to the load): then the function
 * cannot be compiled. */
bool rpu_spill(mir_func *f, const int *slot);
/* emit_asm.c: notes f->recompute, what calls write again instead of saving;
 * after allocation, before coalescing drops copies (a dropped copy would leave
 * a vreg updated in a loop looking defined once). */
bool rpu_address_defs(mir_func *f); /* opt_address_defs.c: an address computed into its lane of A, not moved there */
void rpu_find_recomputable(mir_func *f);
/* emit_asm.c: whether `in` computes its result from literals and C registers alone. */
bool rpu_recomputable(const mir_instr *in);
void rpu_coalesce(mir_func *f);   /* opt_coalesce.c: drops self-copies after allocation */
void rpu_schedule(mir_func *f, bool coissue); /* schedule.c; coissue: pair instructions (MI_PAIR_NEXT) */
bool rpu_merge_copies(mir_func *f); /* opt_merge_copies.c: adjacent moves into one register from one source, one move */
bool rpu_address_copies(mir_func *f); /* opt_address_copies.c: a move into A of what A holds already goes */
bool rpu_branch_on_def(mir_func *f); /* opt_branch_on_def.c: a branch's compare of a value just computed, paired with its op */
bool rpu_emit_asm(mir_func *f, FILE *out, char **err); /* emit_asm.c */
/* data_area.c (rpucg.h, "Memory"): a global variable's byte offset in the
 * module's data area (-1: it has no place there), and the area's initial
 * values as `.data`/`.cell` lines. */
int64_t rpu_global_offset(LLVMTargetDataRef td, LLVMValueRef g);
/* The cells the module's global variables take (where the spill areas begin). */
int rpu_global_cells(LLVMModuleRef m);
/* ...and the spill areas' `spill_cells` cells after them, zeros. */
void rpu_emit_data(LLVMModuleRef m, int spill_cells, FILE *out);


/* Instruction latency (docs/rpu.md timing model). */
int mir_latency(const mir_instr *in);

#endif
