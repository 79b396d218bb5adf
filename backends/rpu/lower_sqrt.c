/* sqrt through the RPU's reciprocal square root (_rsq):
 *   x / sqrt(y)  ->  x * rsq(y)          (1 / sqrt(y) -> rsq(y))
 *   sqrt(y)      ->  rcp(rsq(y))         (the thesis's length: mov_rsq, mov_rcp)
 * rcp(rsq(0)) = rcp(+inf) = 0, so sqrt(0) = 0 without a test; sqrt(+inf) =
 * +inf and a negative y gives NaN as before.  Two roundings: within 2 ulp.
 * Runs before lower_division so that the division by a square root is seen. */
#include "lower.h"

#include <string.h>

static const char *const sqrt_names[] = {"llvm.sqrt.f32", "sqrtf", NULL};

static bool is_sqrt_call(LLVMValueRef v) {
    int which;
    return LLVMIsAInstruction(v) && rl_calls_one_of(v, sqrt_names, &which);
}

static LLVMValueRef rsq_lane(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef *a, int data) {
    (void)data;
    return rl_pseudo1(b, m, "rpu.rsq", a[0]);
}

static LLVMValueRef sqrt_lane(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef *a, int data) {
    (void)data;
    return rl_pseudo1(b, m, "rpu.rcp", rl_pseudo1(b, m, "rpu.rsq", a[0]));
}

static bool is_vector_sqrt(LLVMValueRef v) {
    const char *name = LLVMIsAInstruction(v) ? rl_callee_name(v) : NULL;
    return name && !strncmp(name, "llvm.sqrt.v", 11);
}

bool rpu_lower_sqrt(LLVMModuleRef m, char **err) {
    (void)err;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    rl_vec all = {0};
    rl_module_instructions(m, &all);
    /* divisions by a square root first, while the sqrt calls still exist */
    for (size_t k = 0; k < all.n; k++) {
        LLVMValueRef i = all.v[k];
        if (LLVMGetInstructionOpcode(i) != LLVMFDiv) continue;
        LLVMValueRef den = LLVMGetOperand(i, 1);
        if (!is_sqrt_call(den) && !is_vector_sqrt(den)) continue;
        LLVMPositionBuilderBefore(b, i);
        LLVMValueRef y = LLVMGetOperand(den, 0);
        LLVMValueRef r = rl_per_lane(b, m, &y, 1, rsq_lane, 0);
        LLVMValueRef num = LLVMGetOperand(i, 0);
        if (!rl_is_fconst(num, 1.0)) r = LLVMBuildFMul(b, num, r, "");
        rl_replace(i, r);
        all.v[k] = NULL;
    }
    for (size_t k = 0; k < all.n; k++) {
        LLVMValueRef i = all.v[k];
        if (!i || (!is_sqrt_call(i) && !is_vector_sqrt(i))) continue;
        if (!LLVMGetFirstUse(i)) {
            LLVMInstructionEraseFromParent(i);
            continue;
        }
        LLVMPositionBuilderBefore(b, i);
        LLVMValueRef y = LLVMGetOperand(i, 0);
        rl_replace(i, rl_per_lane(b, m, &y, 1, sqrt_lane, 0));
    }
    rl_free(&all);
    LLVMDisposeBuilder(b);
    return true;
}
