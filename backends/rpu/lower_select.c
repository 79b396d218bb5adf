/* select -> a conditional branch around an empty block and a phi:
 *
 *     %r = select i1 %c, T %a, T %b        br i1 %c, label %tail, label %sel.false
 *                                      sel.false:  br label %tail
 *                                      tail:       %r = phi T [%a, %head], [%b, %sel.false]
 *
 * so the RPU's paired compare-and-jump decides; a constant condition or
 * equal arms need no branch.  Runs after lower_minmax (clamps to [0,1]
 * become rpu.sat instead) and lower_conditions (vector conditions are split
 * into lanes there, and every condition is a compare). */
#include "lower.h"

static bool outside(LLVMValueRef v, LLVMBasicBlockRef bb) {
    return !LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) != bb;
}

/* work->v[at] as a branch; later selects on the same condition in the same
 * block whose arms are ready before it share the branch (their entries
 * become NULL). */
static void branch_around(LLVMBuilderRef b, rl_vec *work, size_t at) {
    LLVMValueRef i = work->v[at];
    LLVMValueRef c = LLVMGetOperand(i, 0), t = LLVMGetOperand(i, 1), f = LLVMGetOperand(i, 2);
    if (LLVMIsAConstantInt(c) || t == f) {
        rl_replace(i, (LLVMIsAConstantInt(c) && !LLVMConstIntGetZExtValue(c)) ? f : t);
        return;
    }
    LLVMBasicBlockRef tail = rl_split_before(i, "sel.end"), head = LLVMGetPreviousBasicBlock(tail);
    LLVMBasicBlockRef other =
        LLVMInsertBasicBlockInContext(LLVMGetTypeContext(LLVMTypeOf(i)), tail, "sel.false");
    LLVMPositionBuilderAtEnd(b, head);
    LLVMBuildCondBr(b, c, tail, other);
    LLVMPositionBuilderAtEnd(b, other);
    LLVMBuildBr(b, tail);
    LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(tail));
    LLVMValueRef phi = LLVMBuildPhi(b, LLVMTypeOf(i), "");
    LLVMAddIncoming(phi, &t, &head, 1);
    LLVMAddIncoming(phi, &f, &other, 1);
    rl_replace(i, phi);
    for (size_t j = at + 1; j < work->n; j++) {
        LLVMValueRef s = work->v[j];
        if (!s) continue;
        if (LLVMGetInstructionParent(s) != tail) break; /* work is in module order: the block's selects are done */
        if (LLVMGetOperand(s, 0) != c) continue;
        LLVMValueRef st = LLVMGetOperand(s, 1), sf = LLVMGetOperand(s, 2);
        if (!outside(st, tail) || !outside(sf, tail)) continue;
        LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(tail));
        LLVMValueRef p = LLVMBuildPhi(b, LLVMTypeOf(s), "");
        LLVMAddIncoming(p, &st, &head, 1);
        LLVMAddIncoming(p, &sf, &other, 1);
        rl_replace(s, p);
        work->v[j] = NULL;
    }
}

bool rpu_lower_select(LLVMModuleRef m, char **err) {
    bool ok = true;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    rl_vec all = {0}, work = {0};
    rl_module_instructions(m, &all);
    for (size_t k = 0; k < all.n; k++) {
        LLVMValueRef i = all.v[k];
        if (LLVMGetInstructionOpcode(i) != LLVMSelect) continue;
        if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(i, 0))) == LLVMVectorTypeKind) {
            ok = rl_fail(err, i, "vector conditions are split by lower_conditions");
            break;
        }
        rl_push(&work, i);
    }
    for (size_t k = 0; k < work.n && ok; k++)
        if (work.v[k]) branch_around(b, &work, k);
    rl_erase_dead(m);
    rl_free(&all);
    rl_free(&work);
    LLVMDisposeBuilder(b);
    return ok;
}
