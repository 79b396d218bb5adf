/* Private helpers shared by the passes: value arrays and maps, instruction
 * walking, rebuilding constant expressions as instructions. */
#include "pass_util.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void *xrealloc(void *p, size_t n) {
    void *q = realloc(p, n ? n : 1);
    if (!q)
        abort();
    return q;
}

void vv_push(ValueVec *v, LLVMValueRef x) {
    if (v->len == v->cap) {
        v->cap = v->cap ? 2 * v->cap : 16;
        v->items = xrealloc(v->items, v->cap * sizeof *v->items);
    }
    v->items[v->len++] = x;
}

void vv_free(ValueVec *v) {
    free(v->items);
    memset(v, 0, sizeof *v);
}

static size_t hash_ptr(const void *p, size_t cap) {
    uintptr_t x = (uintptr_t)p;
    x ^= x >> 17;
    x *= 0x9E3779B97F4A7C15ull;
    return (size_t)(x >> 7) & (cap - 1);
}

static void vm_grow(ValueMap *m) {
    ValueMap n = {0};
    n.cap = m->cap ? 2 * m->cap : 64;
    n.keys = calloc(n.cap, sizeof *n.keys);
    n.vals = calloc(n.cap, sizeof *n.vals);
    if (!n.keys || !n.vals)
        abort();
    for (size_t i = 0; i < m->cap; i++)
        if (m->keys[i])
            vm_put(&n, m->keys[i], m->vals[i]);
    free(m->keys);
    free(m->vals);
    *m = n;
}

void vm_put(ValueMap *m, LLVMValueRef k, void *v) {
    if (2 * (m->len + 1) > m->cap)
        vm_grow(m);
    size_t i = hash_ptr(k, m->cap);
    while (m->keys[i] && m->keys[i] != k)
        i = (i + 1) & (m->cap - 1);
    if (!m->keys[i]) {
        m->keys[i] = k;
        m->len++;
    }
    m->vals[i] = v;
}

static long vm_find(const ValueMap *m, LLVMValueRef k) {
    if (!m->cap)
        return -1;
    size_t i = hash_ptr(k, m->cap);
    while (m->keys[i]) {
        if (m->keys[i] == k)
            return (long)i;
        i = (i + 1) & (m->cap - 1);
    }
    return -1;
}

void *vm_get(const ValueMap *m, LLVMValueRef k) {
    long i = vm_find(m, k);
    return i < 0 ? NULL : m->vals[i];
}

bool vm_has(const ValueMap *m, LLVMValueRef k) { return vm_find(m, k) >= 0; }

void vm_free(ValueMap *m) {
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}

void collect_instructions(LLVMValueRef f, ValueVec *out) {
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            vv_push(out, i);
}

LLVMValueRef first_non_phi(LLVMBasicBlockRef bb) {
    LLVMValueRef i = LLVMGetFirstInstruction(bb);
    while (i && LLVMGetInstructionOpcode(i) == LLVMPHI)
        i = LLVMGetNextInstruction(i);
    return i;
}

void position_after(LLVMBuilderRef b, LLVMValueRef i) {
    LLVMValueRef next = LLVMGetInstructionOpcode(i) == LLVMPHI ? first_non_phi(LLVMGetInstructionParent(i))
                                                                 : LLVMGetNextInstruction(i);
    if (next)
        LLVMPositionBuilderBefore(b, next);
    else
        LLVMPositionBuilderAtEnd(b, LLVMGetInstructionParent(i));
}

static LLVMValueRef build_like(LLVMBuilderRef b, LLVMValueRef ce, LLVMValueRef *ops, unsigned n);

LLVMValueRef materialize_constant_expr(LLVMBuilderRef b, LLVMValueRef ce) {
    unsigned n = (unsigned)LLVMGetNumOperands(ce);
    LLVMValueRef ops[16];
    if (n > 16)
        return NULL;
    for (unsigned i = 0; i < n; i++) {
        ops[i] = LLVMGetOperand(ce, i);
        if (LLVMIsAConstantExpr(ops[i])) {
            ops[i] = materialize_constant_expr(b, ops[i]);
            if (!ops[i])
                return NULL;
        }
    }
    /* The builder folds instructions whose operands are all constants back
     * into a constant expression: build on a placeholder first operand and
     * put the real one in afterwards. */
    LLVMValueRef first = ops[0], placeholder = NULL;
    if (LLVMIsAConstant(first)) {
        placeholder = LLVMBuildFreeze(b, LLVMGetPoison(LLVMTypeOf(first)), "");
        ops[0] = placeholder;
    }
    LLVMValueRef inst = build_like(b, ce, ops, n);
    if (placeholder) {
        if (inst)
            LLVMSetOperand(inst, 0, first);
        LLVMInstructionEraseFromParent(placeholder);
    }
    return inst;
}

static LLVMValueRef build_like(LLVMBuilderRef b, LLVMValueRef ce, LLVMValueRef *ops, unsigned n) {
    LLVMOpcode op = LLVMGetConstOpcode(ce);
    switch (op) {
    case LLVMGetElementPtr: {
        LLVMTypeRef src = LLVMGetGEPSourceElementType(ce);
        return LLVMIsInBounds(ce) ? LLVMBuildInBoundsGEP2(b, src, ops[0], ops + 1, n - 1, "")
                                  : LLVMBuildGEP2(b, src, ops[0], ops + 1, n - 1, "");
    }
    case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPToUI: case LLVMFPToSI:
    case LLVMUIToFP: case LLVMSIToFP: case LLVMFPTrunc: case LLVMFPExt: case LLVMPtrToInt:
    case LLVMIntToPtr: case LLVMBitCast: case LLVMAddrSpaceCast:
        return LLVMBuildCast(b, op, ops[0], LLVMTypeOf(ce), "");
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl: case LLVMLShr: case LLVMAShr:
    case LLVMAnd: case LLVMOr: case LLVMXor: case LLVMFAdd: case LLVMFSub: case LLVMFMul:
    case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem: case LLVMFDiv: case LLVMFRem:
        return LLVMBuildBinOp(b, op, ops[0], ops[1], "");
    case LLVMICmp:
        return LLVMBuildICmp(b, LLVMGetICmpPredicate(ce), ops[0], ops[1], "");
    case LLVMFCmp:
        return LLVMBuildFCmp(b, LLVMGetFCmpPredicate(ce), ops[0], ops[1], "");
    case LLVMSelect:
        return LLVMBuildSelect(b, ops[0], ops[1], ops[2], "");
    case LLVMExtractElement:
        return LLVMBuildExtractElement(b, ops[0], ops[1], "");
    case LLVMInsertElement:
        return LLVMBuildInsertElement(b, ops[0], ops[1], ops[2], "");
    default:
        return NULL;
    }
}

LLVMValueRef called_function(LLVMValueRef i) {
    if (!LLVMIsACallInst(i))
        return NULL;
    LLVMValueRef callee = LLVMGetCalledValue(i);
    return LLVMIsAFunction(callee) ? callee : NULL;
}

bool is_call_to(LLVMValueRef i, const char *name) {
    LLVMValueRef f = called_function(i);
    if (!f)
        return false;
    size_t len;
    const char *n = LLVMGetValueName2(f, &len);
    return strlen(name) == len && memcmp(n, name, len) == 0;
}
