/* Private helpers shared by the passes of rslpasses (not installed). */
#ifndef RSL_PASS_UTIL_H
#define RSL_PASS_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <llvm-c/Core.h>

/* A growable array of values. */
typedef struct {
    LLVMValueRef *items;
    size_t len, cap;
} ValueVec;

void vv_push(ValueVec *v, LLVMValueRef x);
void vv_free(ValueVec *v);

/* A map from values to values (or small integers stored as pointers). */
typedef struct {
    LLVMValueRef *keys;
    void **vals;
    size_t cap, len;
} ValueMap;

void vm_put(ValueMap *m, LLVMValueRef k, void *v);
void *vm_get(const ValueMap *m, LLVMValueRef k); /* NULL when absent */
bool vm_has(const ValueMap *m, LLVMValueRef k);
void vm_free(ValueMap *m);

/* All instructions of f, in layout order, so that callers may edit f. */
void collect_instructions(LLVMValueRef f, ValueVec *out);

/* The first instruction of bb that is not a phi (where code may go). */
LLVMValueRef first_non_phi(LLVMBasicBlockRef bb);

/* Positions b right after instruction i (after the phis when i is a phi). */
void position_after(LLVMBuilderRef b, LLVMValueRef i);

/* Rebuilds constant expression ce as instructions at b's position;
 * nested constant expressions become instructions too. Returns NULL for an
 * expression it cannot rebuild (left in place). */
LLVMValueRef materialize_constant_expr(LLVMBuilderRef b, LLVMValueRef ce);

/* The intrinsic or function called by call instruction i when it is a
 * direct call, else NULL. */
LLVMValueRef called_function(LLVMValueRef i);

/* Is i a call whose callee is the declared function called name? */
bool is_call_to(LLVMValueRef i, const char *name);

#endif
