/* Division through the RPU's reciprocal (_rcp):
 *   frem a, b (and fmodf)  ->  a - b * trunc(a / b)   (trunc: lower_rounding)
 *   a / c, c constant      ->  a * (1/c)               (exact for powers of two)
 *   1 / b                  ->  rcp(b)
 *   a / b                  ->  a * rcp(b)              (within 1.5 ulp)
 *   a / rcp(y)             ->  a * y     (so a / sqrt(d) is a * rsq(d) even
 *                                         when the sqrt is splat or in
 *                                         another block)
 * A vector divided by a splat takes one rcp; other vectors one per lane. */
#include "lower.h"

#include <string.h>

/* The scalar s when v is a splat of it (insertelement + zero shuffle). */
static LLVMValueRef splat_source(LLVMValueRef v) {
    if (!LLVMIsAShuffleVectorInst(v)) return NULL;
    unsigned n = LLVMGetNumMaskElements(v);
    for (unsigned k = 0; k < n; k++) {
        int e = LLVMGetMaskValue(v, k);
        if (e != 0 && e != LLVMGetUndefMaskElem()) return NULL;
    }
    LLVMValueRef ins = LLVMGetOperand(v, 0);
    if (!LLVMIsAInsertElementInst(ins)) return NULL;
    LLVMValueRef idx = LLVMGetOperand(ins, 2);
    if (!LLVMIsAConstantInt(idx) || LLVMConstIntGetZExtValue(idx) != 0) return NULL;
    return LLVMGetOperand(ins, 1);
}

/* 1/c for a constant c, lane by lane; NULL if c is not a plain constant. */
static LLVMValueRef const_reciprocal(LLVMValueRef c) {
    LLVMTypeRef t = LLVMTypeOf(c);
    LLVMBool lost;
    if (LLVMIsAConstantFP(c)) return LLVMConstReal(t, 1.0 / LLVMConstRealGetDouble(c, &lost));
    if (!LLVMIsAConstantDataVector(c)) return NULL;
    unsigned n = LLVMGetVectorSize(t);
    LLVMValueRef lanes[16];
    if (n > 16) return NULL;
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef e = LLVMGetAggregateElement(c, k);
        if (!LLVMIsAConstantFP(e)) return NULL;
        lanes[k] = LLVMConstReal(LLVMTypeOf(e), 1.0 / LLVMConstRealGetDouble(e, &lost));
    }
    return LLVMConstVector(lanes, n);
}

/* rcp(x), but x itself when x is rcp(y): a division by a length
 * (sqrt(d) = rcp(rsq(d))) becomes a multiplication by rsq(d). */
static LLVMValueRef rcp_of(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef x) {
    const char *name = LLVMIsAInstruction(x) ? rl_callee_name(x) : NULL;
    if (name && !strcmp(name, "rpu.rcp")) return LLVMGetOperand(x, 0);
    return rl_pseudo1(b, m, "rpu.rcp", x);
}

static LLVMValueRef rcp_lane(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef *a, int data) {
    (void)data;
    return rcp_of(b, m, a[0]);
}

static LLVMValueRef reciprocal(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef den) {
    LLVMValueRef c = LLVMIsAConstant(den) ? const_reciprocal(den) : NULL;
    if (c) return c;
    LLVMTypeRef t = LLVMTypeOf(den);
    LLVMValueRef s = splat_source(den);
    if (!s) return rl_per_lane(b, m, &den, 1, rcp_lane, 0);
    LLVMValueRef r = rcp_of(b, m, s);
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMValueRef one = LLVMBuildInsertElement(b, LLVMGetUndef(t), r, rl_iconst(ctx, 0), "");
    return LLVMBuildShuffleVector(
        b, one, LLVMGetUndef(t),
        LLVMConstNull(LLVMVectorType(LLVMInt32TypeInContext(ctx), LLVMGetVectorSize(t))), "");
}

static const char *const fmod_names[] = {"fmodf", NULL};

bool rpu_lower_division(LLVMModuleRef m, char **err) {
    (void)err;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    rl_vec all = {0};
    rl_module_instructions(m, &all);
    for (size_t k = 0; k < all.n; k++) {
        LLVMValueRef i = all.v[k];
        int which;
        if (LLVMGetInstructionOpcode(i) != LLVMFRem && !rl_calls_one_of(i, fmod_names, &which)) continue;
        LLVMPositionBuilderBefore(b, i);
        LLVMValueRef a = LLVMGetOperand(i, 0), d = LLVMGetOperand(i, 1);
        LLVMValueRef q = LLVMBuildFDiv(b, a, d, "");
        LLVMValueRef t = rl_intrinsic(b, m, "llvm.trunc", &q, 1);
        rl_replace(i, LLVMBuildFSub(b, a, LLVMBuildFMul(b, d, t, ""), ""));
        all.v[k] = q; /* lowered by the loop below */
    }
    for (size_t k = 0; k < all.n; k++) {
        LLVMValueRef i = all.v[k];
        if (LLVMGetInstructionOpcode(i) != LLVMFDiv) continue;
        LLVMPositionBuilderBefore(b, i);
        LLVMValueRef num = LLVMGetOperand(i, 0);
        LLVMValueRef r = reciprocal(b, m, LLVMGetOperand(i, 1));
        if (!rl_is_fconst(num, 1.0)) r = LLVMBuildFMul(b, num, r, "");
        rl_replace(i, r);
    }
    rl_free(&all);
    LLVMDisposeBuilder(b);
    return true;
}
