/* Constant expressions used by instructions become instructions, so that
 * passes and emitters after this one see one kind of operation only (PTX has
 * no constant expressions over addresses, seed 004 section 3.4). */
#include "rslpasses.h"
#include "pass_util.h"

/* A phi may name one block twice; both entries must get the same value. */
static LLVMValueRef reuse_for_same_edge(LLVMValueRef phi, unsigned k, LLVMValueRef original,
                                        LLVMValueRef *originals) {
    LLVMBasicBlockRef bb = LLVMGetIncomingBlock(phi, k);
    for (unsigned j = 0; j < k; j++)
        if (LLVMGetIncomingBlock(phi, j) == bb && originals[j] == original)
            return LLVMGetIncomingValue(phi, j);
    return NULL;
}

static void lower_in_instruction(LLVMBuilderRef b, LLVMValueRef inst) {
    bool is_phi = LLVMGetInstructionOpcode(inst) == LLVMPHI;
    unsigned n = (unsigned)LLVMGetNumOperands(inst);
    LLVMValueRef originals[n ? n : 1];
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef op = LLVMGetOperand(inst, k);
        originals[k] = op;
        if (!LLVMIsAConstantExpr(op))
            continue;
        LLVMValueRef v = NULL;
        if (is_phi) {
            v = reuse_for_same_edge(inst, k, op, originals);
            if (!v)
                LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(LLVMGetIncomingBlock(inst, k)));
        } else {
            LLVMPositionBuilderBefore(b, inst);
        }
        if (!v)
            v = materialize_constant_expr(b, op);
        if (v)
            LLVMSetOperand(inst, k, v);
    }
}

void rsl_lower_constant_exprs(LLVMModuleRef m) {
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        ValueVec insts = {0};
        collect_instructions(f, &insts);
        for (size_t i = 0; i < insts.len; i++)
            lower_in_instruction(b, insts.items[i]);
        vv_free(&insts);
    }
    LLVMDisposeBuilder(b);
}
