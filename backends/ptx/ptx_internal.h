/* Private interface between the parts of the PTX emitter. */
#ifndef PTX_INTERNAL_H
#define PTX_INTERNAL_H

#include "ptxcg.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <llvm-c/Target.h>

/* A growable string. */
typedef struct {
    char *data;
    size_t len, cap;
} Buf;

void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_append(Buf *b, const char *s, size_t n);
void buf_free(Buf *b);

/* PTX register classes; i8 lives in 16-bit registers, half in .b16. */
typedef enum { RC_PRED, RC_B16, RC_B32, RC_B64, RC_F32, RC_F64, RC_COUNT } RegClass;

typedef struct {
    RegClass cls;
    int idx;
} Reg;

/* What the emitter knows of one LLVM value: its registers (one per vector
 * element or struct field) and, for a phi that needs them, the temporaries
 * its incoming edges write (so that parallel copies cannot clobber each
 * other; ptx_phis.c). */
typedef struct {
    LLVMValueRef v;
    int nregs;
    int first;     /* index into Emitter.regs */
    int phi_first; /* -1 unless a phi whose edges write temporaries */
} ValueInfo;

/* A function's control-flow graph (ptx_cfg.c): blocks in reverse
 * post-order from the entry, then the unreachable ones; successors,
 * predecessors and immediate dominators (-1: unreachable) by index. */
typedef struct {
    LLVMBasicBlockRef *blocks;
    size_t n, nreachable;
    int **succs, *nsuccs;
    int **preds, *npreds;
    int *idom;
    struct PtxBlockKey *keys; /* blocks sorted by address, for ptx_cfg_index */
} PtxCfg;

void ptx_cfg_build(PtxCfg *g, LLVMValueRef f);
void ptx_cfg_free(PtxCfg *g);
int ptx_cfg_index(const PtxCfg *g, LLVMBasicBlockRef bb); /* -1 if not f's */
bool ptx_cfg_dominates(const PtxCfg *g, int a, int b);
int ptx_cfg_common_dominator(const PtxCfg *g, int a, int b); /* both reachable */

typedef struct {
    LLVMModuleRef m;
    LLVMTargetDataRef dl;
    const PtxOptions *opt;
    const char *sm; /* the target: opt->sm or its default, for messages and checks */
    Buf out;      /* the whole file */
    char *error;  /* first error, malloc'd */
    int fn_index; /* for block labels */
    /* per function */
    LLVMValueRef fn;
    LLVMValueRef cur; /* the instruction being emitted, for errors */
    Buf body;
    ValueInfo *values;
    size_t nvalues;
    Reg *regs;
    size_t nregs, capregs;
    int next_reg[RC_COUNT];
    PtxCfg cfg;
    int *layout;     /* block indices in emission order (ptx_layout.c) */
    int *layout_pos; /* each block's place in layout */
    int next_label;
    Buf ring[16];
    unsigned ring_next;
    Buf locals; /* .local declarations of the allocas */
    LLVMValueRef *allocas;
    size_t nallocas;
} Emitter;

/* Errors: the first one wins; emission goes on harmlessly and nothing is
 * printed at the end. */
void emit_error(Emitter *e, LLVMValueRef inst, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A value for a message: '@name' for globals, else its IR text (one line,
 * shortened), quoted. */
void describe_value(Buf *b, LLVMValueRef v);

/* Identifiers: LLVM names made valid in PTX. */
void ptx_symbol(Buf *b, LLVMValueRef global);

/* Types. */
bool reg_class_of(LLVMTypeRef t, RegClass *cls);
unsigned int_width(LLVMTypeRef t);
const char *state_space(unsigned addrspace); /* "", ".global", ... */

/* Does phi need its edge copies to go through temporaries?  (The blocks
 * must be ordered: Emitter.blocks.) */
bool phi_needs_temp(const Emitter *e, LLVMValueRef phi);
/* Gives the incoming values of directly written phis the phi's registers
 * where they do not interfere (after number_values). */
void coalesce_phis(Emitter *e);
/* Gives directly written phis of blocks with the same predecessors and the
 * same incoming values one set of registers (before coalesce_phis). */
void share_twin_phis(Emitter *e);
/* Has the copy into phi (of succ) on the edge from bb been made already,
 * by its twin in a successor of bb before succ? */
bool twin_copied_before(Emitter *e, LLVMBasicBlockRef bb, LLVMBasicBlockRef succ, LLVMValueRef phi);

/* The emission order of g's blocks into order (g->n entries): reverse
 * post-order with each loop's single exiting latch moved above its header,
 * as LLVM lays loops out (ptx_layout.c). */
void ptx_layout_blocks(const PtxCfg *g, int *order);

/* Is block header the header of a loop that its !llvm.loop metadata says
 * not to unroll (ptx_loop_pragmas.c)? */
bool ptx_loop_header_no_unroll(const PtxCfg *g, int header);

/* Identical fdivs computed once in their nearest common dominator, selects
 * that repeat a dominating phi replaced by it, loads sunk below loops
 * (ptx_ir_cleanup.c). */
void clean_up_ir(LLVMModuleRef m);

/* Fast-math flags (ptx_ir_text.c): an instruction's, with all of them in a
 * function marked "unsafe-fp-math"="true". */
enum { PTX_FP_CONTRACT = 1, PTX_FP_AFN = 2, PTX_FP_ARCP = 4 };
unsigned ptx_fp_flags(Emitter *e, LLVMValueRef inst);
/* Element k of an fadd/fsub contracted with the fmul feeding it, into d, as
 * one fma.rn; false (nothing emitted) when the flags or shape do not allow. */
bool ptx_emit_contracted(Emitter *e, LLVMValueRef i, int k, Reg d, const char *fs);
/* The PTX scope of an atomic or fence's syncscope: ".sys" for LLVM's
 * default, ".gpu" for "device", ".cta" for "block", ".cluster"; NULL for
 * "singlethread" (nothing to order with). */
const char *ptx_sync_scope(LLVMValueRef inst);
/* Whether a fence is seq_cst (else acquire, release or acq_rel). */
bool ptx_fence_is_seq_cst(LLVMValueRef fence);
/* "inc" / "dec" for atomicrmw uinc_wrap / udec_wrap, else NULL. */
const char *ptx_rmw_wrap_op(LLVMValueRef inst);

/* NVVM's math intrinsics (llvm.nvvm.add.rn.f, f2i.rz, d2i.lo, ...: the
 * ones libdevice uses); false when `name` is none of them (ptx_nvvm.c). */
bool ptx_emit_nvvm_math(Emitter *e, LLVMValueRef call, const char *name);

/* shfl.sync, match, activemask, bar.warp.sync, ldg/ldu (ptx_warp.c); false
 * when `name` is none of them. */
bool ptx_emit_warp_intrinsic(Emitter *e, LLVMValueRef call, const char *name);

/* A call of inline assembly, its text printed through (ptx_inline_asm.c). */
void ptx_emit_inline_asm(Emitter *e, LLVMValueRef call);

/* i128 values: two .b64 registers, low half first (ptx_wide_int.c).  An
 * instruction touching one is emitted (or refused) there: true when done. */
bool is_i128(LLVMTypeRef t);
/* The 64-bit word w (low first) of an integer constant wider than 64 bits
 * (an undef word for undef). */
LLVMValueRef int_constant_word(LLVMValueRef c, unsigned w);
bool ptx_emit_i128(Emitter *e, LLVMValueRef i);
/* The compare of setp for an icmp predicate, and whether it is signed
 * (ptx_arith.c). */
const char *icmp_op(LLVMIntPredicate p, bool *is_signed);
/* Element k of a trunc, zext or sext into its register (ptx_arith.c). */
void emit_int_resize(Emitter *e, LLVMValueRef i, int k, bool is_signed, bool extend);

/* Functions. */
void emit_function(Emitter *e, LLVMValueRef f, bool kernel);
void emit_function_prototype(Emitter *e, Buf *b, LLVMValueRef f, bool kernel);

/* Per-function helpers used by the call and intrinsic emitter. Strings
 * returned by R, OP and ADDR live in a small ring (valid for a few calls). */
Reg new_reg(Emitter *e, RegClass c);
const char *R(Emitter *e, Reg r);
ValueInfo *value_info(Emitter *e, LLVMValueRef v);
Reg value_reg(Emitter *e, LLVMValueRef v, int elem);
enum { OP_SIGNED = 1, OP_REG = 2, OP_CANON = 4 };
/* Operand text for element elem of v: an immediate unless OP_REG; integer
 * values narrower than their register are sign- or zero-extended first
 * with OP_CANON (OP_SIGNED picks which). */
const char *OP(Emitter *e, LLVMValueRef v, int elem, int flags);
/* "[base+offset]" for a pointer used in address space as. */
const char *ADDR(Emitter *e, LLVMValueRef ptr, unsigned as);
void ins(Emitter *e, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Element types of a value (vector elements, struct fields, or itself);
 * -1 if not representable in registers. */
int value_shape(LLVMTypeRef t, LLVMTypeRef *elems, int max);
RegClass class_of_type(LLVMTypeRef t); /* callers check reg_class_of first */
/* Value type of a load/store element: ".u8", ".f32", ...; NULL if none. */
const char *mem_type(LLVMTypeRef t);

/* Shared by the emitter's parts (ptx_values.c): a ring string slot; the
 * type of element elem of a value; value numbering (registers for every
 * parameter and instruction of f); the register phi's incoming edges write;
 * allocas and their .local symbols; "[base+offset]" with extra bytes. */
Buf *ring_slot(Emitter *e);
extern const char *const reg_prefix[RC_COUNT]; /* "%p", "%rs", ... by class */
LLVMTypeRef element_type(LLVMTypeRef t, int elem);
bool is_half(LLVMTypeRef t);
bool is_bfloat(LLVMTypeRef t);
bool is_int(LLVMTypeRef t);
void number_values(Emitter *e, LLVMValueRef f);
Reg phi_edge_reg(Emitter *e, LLVMValueRef phi, int elem);
bool is_alloca(LLVMValueRef v);
const char *local_symbol(Emitter *e, LLVMValueRef alloca);
bool const_int_value(LLVMValueRef v, int64_t *out);
const char *addr_plus(Emitter *e, LLVMValueRef ptr, unsigned as, int64_t extra);

/* Instruction handlers: memory (ptx_memory.c) and arithmetic, compares,
 * selects and conversions (ptx_arith.c). */
const char *store_operand(Emitter *e, LLVMValueRef v, int elem); /* predicates as bytes */
void emit_memory_access(Emitter *e, LLVMValueRef i, bool store);
void emit_alloca(Emitter *e, LLVMValueRef i);
void emit_atomicrmw(Emitter *e, LLVMValueRef i);
void emit_cmpxchg(Emitter *e, LLVMValueRef i);
void emit_fence(Emitter *e, LLVMValueRef i);
/* atomicrmw and cmpxchg on i8 and i16: a compare-and-swap loop on the
 * aligned 32-bit word (ptx_narrow_atomics.c); sem and space are the atom's
 * qualifiers. */
bool is_narrow_atomic(LLVMValueRef i);
void emit_narrow_atomicrmw(Emitter *e, LLVMValueRef i, const char *sem, const char *space);
void emit_narrow_cmpxchg(Emitter *e, LLVMValueRef i, const char *sem, const char *space);
void emit_binop(Emitter *e, LLVMValueRef i);
void emit_fneg(Emitter *e, LLVMValueRef i);
void emit_icmp(Emitter *e, LLVMValueRef i);
void emit_fcmp(Emitter *e, LLVMValueRef i);
void emit_select(Emitter *e, LLVMValueRef i);
void emit_cast(Emitter *e, LLVMValueRef i);

/* Calls: device functions and intrinsics (name starts with "llvm."). */
void emit_call(Emitter *e, LLVMValueRef inst);
void emit_intrinsic(Emitter *e, LLVMValueRef call, const char *name);

/* PTX type suffixes by class. */
const char *type_b(RegClass c); /* .b16 .b32 .b64 .f32 .f64 .pred */
const char *type_u(RegClass c); /* .u16 .u32 .u64 .f32 .f64 */
const char *type_s(RegClass c); /* .s16 .s32 .s64 .f32 .f64 */
int class_bits(RegClass c);

#endif
