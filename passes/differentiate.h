/* Private to the differentiation pass (differentiate.c, derivative_rules.c):
 * the state of one function's forward-mode differentiation. */
#ifndef RSL_DIFFERENTIATE_H
#define RSL_DIFFERENTIATE_H

#include "pass_util.h"

/* The two directions of the dual values: d/du and d/dv. */
enum { DIFF_U, DIFF_V, DIFF_DIRS };

typedef struct diff_fn {
    LLVMModuleRef m;
    LLVMContextRef ctx;
    LLVMBuilderRef b;
    LLVMValueRef fn;
    LLVMValueRef globals;    /* the parameter pointing to %struct.rsl_globals, or NULL */
    LLVMTypeRef globals_ty;  /* %struct.rsl_globals, or NULL */
    ValueMap needed;         /* instructions whose derivatives feed a marker */
    ValueMap objects;        /* memory objects (allocas, the globals) read by needed loads */
    ValueMap deriv[DIFF_DIRS];  /* value -> its derivative; absent: 0 */
    ValueMap shadow[DIFF_DIRS]; /* pointer -> the same place in the object's derivative copy */
    ValueVec zeroed;         /* callees whose results were taken as constant */
    bool reads_normal;       /* a needed load reads N or Ng, whose seeds are 0 */
} diff_fn;

/* The allocation or parameter a pointer points into (through GEPs and
 * casts), when it is one whose derivative copy the pass keeps: an alloca or
 * the globals parameter.  NULL otherwise. */
LLVMValueRef diff_object_of(const diff_fn *d, LLVMValueRef ptr);

/* Pointer ptr's place in the derivative copy of its object (built on
 * first use, next to ptr), or NULL when its object has none. */
LLVMValueRef diff_shadow(diff_fn *d, LLVMValueRef ptr, int dir);

/* The derivative of v in direction dir: NULL when it is 0. */
LLVMValueRef diff_get(const diff_fn *d, LLVMValueRef v, int dir);

/* Does the derivative of a call's result depend on its arguments' (a math
 * intrinsic or libm function with a rule)?  Those operands are then needed. */
bool diff_call_has_rule(LLVMValueRef call);

/* Builds, after instruction i, the derivative of i in direction dir from its
 * operands' (phis get an empty phi, filled by the caller); NULL for 0, and
 * for values of types without derivatives (integers, pointers). */
LLVMValueRef diff_rule(diff_fn *d, LLVMValueRef i, int dir);

/* Notes a call whose result (or whose writes) a derivative needs but that
 * has no rule and cannot be inlined: its derivative is taken as 0. */
void diff_note_constant(diff_fn *d, LLVMValueRef call);

/* Is i a call of a derivative marker?  Does f call one? */
bool diff_is_marker_call(LLVMValueRef i);
bool diff_calls_marker(LLVMValueRef f);

/* The pointer a GEP or cast is based on, else NULL. */
LLVMValueRef diff_pointer_operand(LLVMValueRef p);

/* The parameter f reads the globals through (a GEP on it names
 * globals_ty), or NULL. */
LLVMValueRef diff_globals_param(LLVMValueRef f, LLVMTypeRef globals_ty);

/* The destination (which 0) or source (1) pointer of a store, memcpy,
 * memmove or memset; NULL when it has none (derivative_activity.c). */
LLVMValueRef diff_access_pointer(LLVMValueRef i, int which);

/* The backward walk (derivative_activity.c): fills d->needed and
 * d->objects from the markers among insts (d->fn's instructions); the
 * calls whose bodies it would need go to *inline_calls when not NULL. */
void diff_mark_needed(diff_fn *d, const ValueVec *insts, ValueVec *inline_calls);

/* Inlines, one level per round, the calls derivatives need
 * (derivative_inlining.c); false and *error when LLVM's inliner fails. */
bool diff_inline_for_derivatives(LLVMModuleRef m, LLVMTypeRef globals_ty, char **error);

/* Constant 0 or x of floating type t (a vector gets it in every lane). */
LLVMValueRef diff_const(LLVMTypeRef t, double x);

#endif
