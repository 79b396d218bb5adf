/* select -> a conditional branch around an empty block and a phi:
 *
 *     %r = select i1 %c, T %a, T %b        br i1 %c, label %tail, label %sel.false
 *                                      sel.false:  br label %tail
 *                                      tail:       %r = phi T [%a, %head], [%b, %sel.false]
 *
 * so the RPU's paired compare-and-jump decides.  A select on a vector of
 * conditions is split into lanes first (the compare too when it is a vector
 * fcmp/icmp); a constant condition or equal arms need no branch.  Run after
 * lower_minmax, which turns clamps to [0,1] into rpu.sat instead. */
#include "lower.h"

/* Lane `lane` of vector condition c: a scalar compare of the lanes of a
 * vector compare, else an extract. */
static LLVMValueRef condition_lane(LLVMBuilderRef b, LLVMValueRef c, LLVMValueRef idx) {
    if (LLVMIsAFCmpInst(c) || LLVMIsAICmpInst(c)) {
        LLVMValueRef x = LLVMBuildExtractElement(b, LLVMGetOperand(c, 0), idx, "");
        LLVMValueRef y = LLVMBuildExtractElement(b, LLVMGetOperand(c, 1), idx, "");
        return LLVMIsAFCmpInst(c) ? LLVMBuildFCmp(b, LLVMGetFCmpPredicate(c), x, y, "")
                                  : LLVMBuildICmp(b, LLVMGetICmpPredicate(c), x, y, "");
    }
    return LLVMBuildExtractElement(b, c, idx, "");
}

/* The vector select i as lane selects (pushed on work) and inserts. */
static void split_lanes(LLVMBuilderRef b, LLVMValueRef i, rl_vec *work) {
    LLVMValueRef c = LLVMGetOperand(i, 0), t = LLVMGetOperand(i, 1), f = LLVMGetOperand(i, 2);
    LLVMTypeRef ty = LLVMTypeOf(i);
    LLVMContextRef ctx = LLVMGetTypeContext(ty);
    LLVMPositionBuilderBefore(b, i);
    LLVMValueRef out = LLVMGetUndef(ty);
    for (unsigned k = 0; k < LLVMGetVectorSize(ty); k++) {
        LLVMValueRef idx = LLVMConstInt(LLVMInt32TypeInContext(ctx), k, 0);
        LLVMValueRef s = LLVMBuildSelect(b, condition_lane(b, c, idx),
                                         LLVMBuildExtractElement(b, t, idx, ""),
                                         LLVMBuildExtractElement(b, f, idx, ""), "");
        rl_push(work, s);
        out = LLVMBuildInsertElement(b, out, s, idx, "");
    }
    rl_replace(i, out);
}

static void branch_around(LLVMBuilderRef b, LLVMValueRef i) {
    LLVMValueRef c = LLVMGetOperand(i, 0), t = LLVMGetOperand(i, 1), f = LLVMGetOperand(i, 2);
    if (LLVMIsAConstantInt(c) || t == f) {
        rl_replace(i, (LLVMIsAConstantInt(c) && !LLVMConstIntGetZExtValue(c)) ? f : t);
        return;
    }
    LLVMBasicBlockRef head = LLVMGetInstructionParent(i);
    LLVMBasicBlockRef tail = rl_split_before(i, "sel.end");
    /* the split may rebuild phis that i reads (a loop's latch): read again */
    c = LLVMGetOperand(i, 0);
    t = LLVMGetOperand(i, 1);
    f = LLVMGetOperand(i, 2);
    LLVMBasicBlockRef other = LLVMInsertBasicBlockInContext(LLVMGetTypeContext(LLVMTypeOf(i)), tail,
                                                            "sel.false");
    LLVMPositionBuilderAtEnd(b, head);
    LLVMBuildCondBr(b, c, tail, other);
    LLVMPositionBuilderAtEnd(b, other);
    LLVMBuildBr(b, tail);
    LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(tail));
    LLVMValueRef phi = LLVMBuildPhi(b, LLVMTypeOf(i), "");
    LLVMAddIncoming(phi, &t, &head, 1);
    LLVMAddIncoming(phi, &f, &other, 1);
    rl_replace(i, phi);
}

bool rpu_lower_select(LLVMModuleRef m, char **err) {
    (void)err;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    rl_vec all = {0}, work = {0};
    rl_module_instructions(m, &all);
    for (size_t k = 0; k < all.n; k++) {
        LLVMValueRef i = all.v[k];
        if (LLVMGetInstructionOpcode(i) != LLVMSelect) continue;
        if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(i, 0))) == LLVMVectorTypeKind)
            split_lanes(b, i, &work);
        else
            rl_push(&work, i);
    }
    for (size_t k = 0; k < work.n; k++) branch_around(b, work.v[k]);
    rl_erase_dead(m);
    rl_free(&all);
    rl_free(&work);
    LLVMDisposeBuilder(b);
    return true;
}
