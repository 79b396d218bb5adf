/* extractelement/insertelement of float vectors at a variable index (RSL's
 * comp/setcomp): the RPU's swizzles are fixed, so the index is compared with
 * each lane and selects pick (branches after lower_select):
 *   extract v, i    ->  i == N-1 ? v[N-1] : ... i == 1 ? v[1] : v[0]
 *   insert v, s, i  ->  lane k = i == k ? s : v[k]
 * An index out of range reads lane 0 / changes nothing. */
#include "lower.h"

static bool variable_index(LLVMValueRef i) {
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    if (op != LLVMExtractElement && op != LLVMInsertElement) return false;
    return !LLVMIsAConstant(LLVMGetOperand(i, op == LLVMExtractElement ? 1 : 2));
}

bool rpu_lower_vector_index(LLVMModuleRef m, char **err) {
    (void)err;
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    rl_vec all = {0};
    rl_module_instructions(m, &all);
    for (size_t k = 0; k < all.n; k++) {
        LLVMValueRef i = all.v[k];
        if (!variable_index(i)) continue;
        bool extract = LLVMGetInstructionOpcode(i) == LLVMExtractElement;
        LLVMValueRef v = LLVMGetOperand(i, 0), idx = LLVMGetOperand(i, extract ? 1 : 2);
        unsigned n = LLVMGetVectorSize(LLVMTypeOf(v));
        LLVMPositionBuilderBefore(b, i);
        idx = LLVMBuildIntCast2(b, idx, LLVMInt32TypeInContext(ctx), 0, "");
        LLVMValueRef r =
            extract ? LLVMBuildExtractElement(b, v, rl_iconst(ctx, 0), "") : LLVMGetUndef(LLVMTypeOf(v));
        for (unsigned lane = extract ? 1 : 0; lane < n; lane++) {
            LLVMValueRef at = rl_iconst(ctx, lane);
            LLVMValueRef here = LLVMBuildICmp(b, LLVMIntEQ, idx, at, "");
            LLVMValueRef old = LLVMBuildExtractElement(b, v, at, "");
            if (extract)
                r = LLVMBuildSelect(b, here, old, r, "");
            else
                r = LLVMBuildInsertElement(b, r, LLVMBuildSelect(b, here, LLVMGetOperand(i, 1), old, ""), at,
                                           "");
        }
        rl_replace(i, r);
    }
    rl_free(&all);
    LLVMDisposeBuilder(b);
    return true;
}
