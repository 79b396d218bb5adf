/* Internal to rpucg: the IR-level lowering passes (lower_*.c) and the small
 * helpers they share.  Each pass rewrites a module in place and leaves it
 * valid for LLVMVerifyModule; rpu_lower_module (lower_module.c) runs them in
 * order.  A pass returns false with a malloc'd message in *err for what it
 * cannot lower. */
#ifndef RPU_LOWER_H
#define RPU_LOWER_H

#include <stdbool.h>
#include <stddef.h>
#include <llvm-c/Core.h>
#include <llvm-c/Target.h>

/* ---- the passes, in the order rpu_lower_module runs them ---------------- */
bool rpu_lower_pointer_args(LLVMModuleRef m, char **err);    /* inline calls with pointers */
bool rpu_lower_loops(LLVMModuleRef m, char **err);           /* constant loops unrolled    */
bool rpu_lower_pointer_phis(LLVMModuleRef m, char **err);    /* accesses through a phi of arrays */
bool rpu_lower_arrays(LLVMModuleRef m, char **err);          /* arrays to registers        */
bool rpu_lower_transcendentals(LLVMModuleRef m, char **err); /* sin ... pow, libm names too */
bool rpu_lower_division(LLVMModuleRef m, char **err);        /* frem, then fdiv via rcp    */
bool rpu_lower_rounding(LLVMModuleRef m, char **err);        /* floor ceil trunc round     */
bool rpu_lower_sqrt(LLVMModuleRef m, char **err);            /* sqrt, x/sqrt(y) via rsq    */
bool rpu_lower_minmax(LLVMModuleRef m, char **err);          /* fabs copysign min max, sat */
bool rpu_lower_bool_reductions(LLVMModuleRef m, char **err); /* all/any-lane tests        */
bool rpu_lower_integers(LLVMModuleRef m, char **err);        /* i32 scalars, division      */
bool rpu_lower_load_offsets(LLVMModuleRef m, char **err);    /* load addresses' constants outermost */
bool rpu_lower_vector_index(LLVMModuleRef m, char **err);    /* variable lane indices      */
bool rpu_lower_conditions(LLVMModuleRef m, char **err);      /* i1 only from compares      */
bool rpu_lower_select(LLVMModuleRef m, char **err);          /* select -> branches + phi   */
bool rpu_lower_switch(LLVMModuleRef m, char **err);          /* switch -> compare chains   */
bool rpu_lower_phi_lanes(LLVMModuleRef m, char **err);       /* phis of another phi's lanes */

/* ---- helpers (lower_util.c) --------------------------------------------- */

typedef struct {
    LLVMValueRef *v;
    size_t n, cap;
} rl_vec;

void rl_push(rl_vec *v, LLVMValueRef x);
void rl_free(rl_vec *v);

/* Every instruction of every defined function of m, in layout order, so a
 * pass can rewrite while it walks (an instruction it erases stays listed:
 * erasing others than the one at hand, list them by opcode instead). */
void rl_module_instructions(LLVMModuleRef m, rl_vec *out);
/* Those of opcode op alone (0: all), for a pass that erases instructions
 * of other kinds (the users it rewrites) while it walks. */
void rl_module_instructions_of(LLVMModuleRef m, LLVMOpcode op, rl_vec *out);

/* The name of the function a direct call calls, else NULL. */
const char *rl_callee_name(LLVMValueRef inst);
/* Is inst a direct call of one of names (a NULL-terminated list)? Gives
 * the index matched in *which. */
bool rl_calls_one_of(LLVMValueRef inst, const char *const *names, int *which);

/* The declaration of pseudo-intrinsic `name` (rpucg.h), declared on first
 * use as nounwind, willreturn and memory(none), so LLVM may fold it. */
LLVMValueRef rl_pseudo(LLVMModuleRef m, const char *name, LLVMTypeRef ret, LLVMTypeRef *params, unsigned n);
/* A call of pseudo-intrinsic `name` taking and returning x's type. */
LLVMValueRef rl_pseudo1(LLVMBuilderRef b, LLVMModuleRef m, const char *name, LLVMValueRef x);
/* A call of LLVM intrinsic `name` overloaded on the type of args[0]. */
LLVMValueRef rl_intrinsic(LLVMBuilderRef b, LLVMModuleRef m, const char *name, LLVMValueRef *args,
                          unsigned n);

/* Calls leaf(ctx, x, type, byte offset) for every scalar x of constant c
 * (of type t, at byte offset at) through arrays, vectors and structs; the
 * elements of zero and undef aggregates are zero and undef.  False as soon
 * as leaf says false. */
typedef bool (*rl_constant_leaf)(void *ctx, LLVMValueRef x, LLVMTypeRef t, unsigned long long at);
bool rl_constant_leaves(LLVMTargetDataRef td, LLVMValueRef c, LLVMTypeRef t, unsigned long long at,
                        rl_constant_leaf leaf, void *ctx);

/* A float constant of type t (splat when t is a vector). */
LLVMValueRef rl_fconst(LLVMTypeRef t, double c);
LLVMValueRef rl_iconst(LLVMContextRef ctx, int64_t c); /* i32 */
/* The context of the block b inserts into. */
LLVMContextRef rl_builder_context(LLVMBuilderRef b);

/* Is v the constant c (a splat of c for vectors)? */
bool rl_is_fconst(LLVMValueRef v, double c);
/* The vector a constant-index extractelement v reads, and the lane; NULL
 * when v is none. */
LLVMValueRef rl_const_lane(LLVMValueRef v, unsigned *lane);

/* Bit-exact float helpers on the w lane: fabs, copysign, and a select of
 * a or b by an i32 mask that is all ones (a) or all zeros (b). */
LLVMValueRef rl_fabs_bits(LLVMBuilderRef b, LLVMValueRef x);
LLVMValueRef rl_copysign_bits(LLVMBuilderRef b, LLVMValueRef mag, LLVMValueRef sign);
/* copysign for a magnitude known to be >= +0: one and, one or */
LLVMValueRef rl_apply_sign_bits(LLVMBuilderRef b, LLVMValueRef nonneg, LLVMValueRef sign);
LLVMValueRef rl_mask_select(LLVMBuilderRef b, LLVMValueRef mask, LLVMValueRef a, LLVMValueRef bv);
LLVMValueRef rl_to_bits(LLVMBuilderRef b, LLVMValueRef x);
LLVMValueRef rl_from_bits(LLVMBuilderRef b, LLVMValueRef i);

/* Applies `scalar` (with `data`) to each lane of vector operands
 * args[0..n) (all of one vector type) and rebuilds the vector; for float
 * operands calls it once. */
typedef LLVMValueRef (*rl_scalar_fn)(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef *args, int data);
LLVMValueRef rl_per_lane(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef *args, unsigned n,
                         rl_scalar_fn scalar, int data);

/* Splits inst's block before inst: what comes before inst moves to a new
 * block placed right before it, which the block's predecessors now branch to
 * and which is left without a terminator; inst's block keeps the rest and is
 * renamed `name` (the new block takes its name).  Returns inst's block. */
LLVMBasicBlockRef rl_split_before(LLVMValueRef inst, const char *name);

/* Lane k of boolean vector v as a scalar i1 computed at b (compares of
 * the lanes, and/or/xor, shuffles, inserts, selects, constants); NULL when
 * v is built otherwise (lower_conditions.c). */
LLVMValueRef rl_bool_lane(LLVMBuilderRef b, LLVMValueRef v, unsigned k);

/* Erases instructions without uses or side effects (compares, selects,
 * arithmetic, casts, vector element operations, calls of memory(none)
 * functions), users before their operands. */
void rl_erase_dead(LLVMModuleRef m);

/* In the phis of block: the entries of `from` name `to` instead (the phis
 * are rebuilt); or an entry for `from` is added with the value `like`'s
 * entry has (a new edge beside an old one). */
void rl_retarget_phis(LLVMBasicBlockRef block, LLVMBasicBlockRef from, LLVMBasicBlockRef to);
void rl_add_phi_edges(LLVMBasicBlockRef block, LLVMBasicBlockRef like, LLVMBasicBlockRef from);

/* Replaces every use of old by new, keeps old's name on new, erases old. */
void rl_replace(LLVMValueRef old, LLVMValueRef new_value);

/* Sets *err to "in function 'F': cannot lower: <instruction>: why" and
 * returns false. */
bool rl_fail(char **err, LLVMValueRef inst, const char *why);

#endif
