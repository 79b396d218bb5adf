/* Internal to the instruction selector (rpu_isel, isel*.c): its state and
 * the helpers its files share.  isel.c holds the driver, the value map and
 * the views; isel_arith.c arithmetic and its patterns (dot products, mad,
 * clamps, special results); isel_vector.c shuffles, insertelement and
 * triples computed lane by lane; isel_memory.c loads and stores;
 * isel_calls.c calls and intrinsics; isel_control.c phis and branches. */
#ifndef RPU_ISEL_H
#define RPU_ISEL_H

#include "mir.h"

typedef struct vmap_entry {
    LLVMValueRef key;
    mir_opnd val;
} vmap_entry;

/* A <3 x float> built by inserting three scalars computed lane by lane in
 * the same way (isel_find_triples): selected as vector instructions. */
typedef struct triple {
    LLVMValueRef w;       /* the value the insertelement chain builds */
    LLVMValueRef ins[3];  /* the chain's insertelements */
    LLVMValueRef lane[3]; /* the scalars at lanes 0-2 */
    int state;            /* 0 pending, 1 selected, -1 left scalar */
} triple;

typedef struct isel {
    mir_func *f;
    LLVMValueRef fn;
    vmap_entry *map;
    size_t mapcap, mapn;
    LLVMBasicBlockRef *bbs;
    int nbbs;
    int cur;
    LLVMValueRef record; /* isel_find_record */
    uint8_t record_lanes;
    struct triple *triples; /* isel_find_triples */
    int ntriples;
    /* data memory through pointers (isel_memory.c), per block (abase: from
       the predecessors where they agree) */
    LLVMTargetDataRef td;
    LLVMValueRef abase[4];   /* the pointer whose cell address A's lane holds (NULL: none) */
    LLVMValueRef iheld[4];   /* what I0-I3 were last loaded with (NULL: nothing to keep; the function: a cell) */
    struct back_edge {
        int head, tail;      /* blocks (reverse postorder): a loop edge tail -> head */
    } *back;
    int nback;
    struct mem_cell {
        LLVMValueRef base;
        int32_t cell;
        mir_opnd val; /* the cell's 4 lanes */
    } cached[16];            /* cells read (or written) in this block, newest last */
    int ncached;
    LLVMValueRef pbase;      /* the pointer the pending stores write through */
    struct pending {
        int32_t cell;
        int vreg;     /* the cell's new value */
        uint8_t mask; /* lanes written */
        bool known;   /* old: the cell's value before, already read */
        mir_opnd old;
    } pending[8];
    int npending;
    /* the i32 values branches compare and their floats, converted once
       where they are defined (MO_NONE until then; isel_find_compared_ints) */
    struct compared_int {
        LLVMValueRef v;
        mir_opnd f;
    } *compared;
    int ncompared;
    char *err;
} isel;

/* ---- isel.c: the value map, errors, views and emitting ---------------------- */
void isel_map_put(isel *s, LLVMValueRef v, mir_opnd o);
mir_opnd *isel_map_get(isel *s, LLVMValueRef v);
bool isel_fail(isel *s, LLVMValueRef at, const char *what);
int isel_type_lanes(LLVMTypeRef t);
int isel_new_vreg_for(isel *s, int lanes);
bool isel_is_int(LLVMValueRef v);
mir_instr *isel_emit(isel *s, int op, int dst, uint8_t mask, int nsrc, const mir_opnd *src);
mir_opnd isel_lane_of(mir_opnd o, int lane);
mir_opnd isel_emit_value(isel *s, int op, int lanes, int nsrc, const mir_opnd *src, uint8_t flags);
mir_opnd isel_int_const(LLVMValueRef c);
bool isel_get(isel *s, LLVMValueRef v, mir_opnd *out);
int isel_scale_code(float x);
mir_opnd isel_negate(mir_opnd o);
mir_opnd isel_plain(isel *s, mir_opnd o, int lanes);
mir_opnd isel_int_to_float(isel *s, LLVMValueRef v, mir_opnd a);
bool isel_const_float(LLVMValueRef v, float *x);
bool isel_single_use(LLVMValueRef v);
LLVMValueRef isel_called(LLVMValueRef call);
bool isel_callee_is(LLVMValueRef v, const char *name);

/* ---- isel_arith.c ----------------------------------------------------------- */
bool isel_match_dot(const struct isel *s, LLVMValueRef v, LLVMValueRef *a, LLVMValueRef *b);
bool isel_is_const(LLVMValueRef v, float k);
bool isel_match_sat(LLVMValueRef v, LLVMValueRef *x);
mir_opnd isel_saturate(isel *s, LLVMValueRef x, mir_opnd o, int lanes);
mir_opnd isel_special(isel *s, int op, int nsrc, const mir_opnd *src, uint8_t flag);
bool isel_binary(isel *s, LLVMValueRef v, int op, int lanes);
bool isel_int(isel *s, LLVMValueRef v, int op);
bool isel_lanewise(isel *s, LLVMValueRef v, int op, int lanes, LLVMValueRef *ops, const bool *negs, int n, bool *done);
bool isel_try_mad(isel *s, LLVMValueRef v, bool sub, int lanes);
bool isel_dot(isel *s, LLVMValueRef v, LLVMValueRef a, LLVMValueRef b, uint8_t flag, mir_opnd *out);

/* ---- isel_vector.c ---------------------------------------------------------- */
bool isel_shuffle(isel *s, LLVMValueRef v, int lanes);
bool isel_insert(isel *s, LLVMValueRef v, int lanes);
bool isel_triple_lane(const isel *s, LLVMValueRef v, LLVMValueRef *w, int *lane);
void isel_find_triples(isel *s, LLVMValueRef fn);
bool isel_triple(isel *s, LLVMValueRef v);

/* ---- isel_memory.c ---------------------------------------------------------- */
LLVMValueRef isel_find_record(LLVMValueRef fn, uint8_t *lanes);
bool isel_flush_stores(isel *s);
bool isel_mem_load(isel *s, LLVMValueRef v);
bool isel_mem_store(isel *s, LLVMValueRef v);
bool isel_memset(isel *s, LLVMValueRef v);
bool isel_pointer_value(isel *s, LLVMValueRef v, mir_opnd *out);
bool isel_gep(isel *s, LLVMValueRef v);
bool isel_load(isel *s, LLVMValueRef v);

/* ---- isel_calls.c ----------------------------------------------------------- */
int isel_pinned(isel *s, int lanes, int index);
int isel_result_regs(isel *s, LLVMTypeRef t, int out[MIR_MAXRET]);
bool isel_call(isel *s, LLVMValueRef v, LLVMValueRef callee, bool indirect);
bool isel_ret_struct(isel *s, LLVMValueRef t, LLVMValueRef agg);
bool isel_intrinsic(isel *s, LLVMValueRef v, const char *name, int lanes);

/* ---- isel_control.c --------------------------------------------------------- */
void isel_put_block(isel *s, LLVMBasicBlockRef bb, int index);
int isel_block_index(isel *s, LLVMBasicBlockRef bb);
bool isel_terminator(isel *s, LLVMValueRef t, LLVMBasicBlockRef bb);

#endif
