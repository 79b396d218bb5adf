/* select -> a conditional branch around an empty block and a phi:
 *
 *     %r = select i1 %c, T %a, T %b        br i1 %c, label %tail, label %sel.false
 *                                      sel.false:  br label %tail
 *                                      tail:       %r = phi T [%a, %head], [%b, %sel.false]
 *
 * so the RPU's paired compare-and-jump decides; a constant condition or
 * equal arms need no branch.  Runs after lower_minmax (clamps to [0,1]
 * become rpu.sat instead) and lower_conditions (vector conditions are split
 * into lanes there, and every condition is a compare).  Scalar selects on
 * one condition between the same lanes of two vectors (the lanes of a
 * vector select that LLVM scalarized) first become one vector select again,
 * so the lanes stay together in one register and a dot product of them
 * stays one dp3. */
#include "lower.h"

static bool outside(LLVMValueRef v, LLVMBasicBlockRef bb) {
    return !LLVMIsAInstruction(v) || LLVMGetInstructionParent(v) != bb;
}

/* `select c, A[i], B[i]` for the float select v: A, B and i, or false. */
static bool lane_select(LLVMValueRef v, LLVMValueRef *a, LLVMValueRef *bv, unsigned *lane) {
    unsigned la, lb;
    if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMFloatTypeKind) return false;
    *a = rl_const_lane(LLVMGetOperand(v, 1), &la);
    *bv = rl_const_lane(LLVMGetOperand(v, 2), &lb);
    *lane = la;
    return *a && *bv && la == lb && LLVMTypeOf(*a) == LLVMTypeOf(*bv);
}

/* Whether s (an entry of work, NULL: none) is a select in bb on c between
 * lanes of A and B: its lane into *lane. */
static bool joins(LLVMValueRef s, LLVMBasicBlockRef bb, LLVMValueRef c, LLVMValueRef a, LLVMValueRef bv,
                  unsigned *lane) {
    LLVMValueRef a2, bv2;
    return s && LLVMGetInstructionParent(s) == bb && LLVMGetOperand(s, 0) == c && lane_select(s, &a2, &bv2, lane) &&
           a2 == a && bv2 == bv;
}

/* Selects in work on one condition between lanes i of the same vectors A
 * and B (two lanes or more): one `select c, A, B` before the first of them,
 * each read as its lane (their entries become NULL). */
static void vectorize_lane_selects(LLVMBuilderRef b, rl_vec *work) {
    for (size_t k = 0; k < work->n; k++) {
        LLVMValueRef first = work->v[k], a, bv;
        unsigned lane, lane2, lanes;
        if (!first || !lane_select(first, &a, &bv, &lane)) continue;
        LLVMValueRef c = LLVMGetOperand(first, 0);
        LLVMBasicBlockRef bb = LLVMGetInstructionParent(first);
        lanes = 1u << lane;
        for (size_t j = k + 1; j < work->n; j++)
            if (joins(work->v[j], bb, c, a, bv, &lane2)) lanes |= 1u << lane2;
        if (!(lanes & (lanes - 1))) continue; /* one lane: nothing to join */
        LLVMPositionBuilderBefore(b, first);
        LLVMValueRef vec = LLVMBuildSelect(b, c, a, bv, "");
        for (size_t j = k; j < work->n; j++) {
            LLVMValueRef s = work->v[j];
            if (!joins(s, bb, c, a, bv, &lane2)) continue;
            LLVMPositionBuilderBefore(b, s);
            rl_replace(s, LLVMBuildExtractElement(b, vec, rl_iconst(rl_builder_context(b), lane2), ""));
            work->v[j] = NULL;
        }
        work->v[k] = vec;
    }
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
    if (ok) vectorize_lane_selects(b, &work);
    for (size_t k = 0; k < work.n && ok; k++)
        if (work.v[k]) branch_around(b, &work, k);
    rl_erase_dead(m);
    rl_free(&all);
    rl_free(&work);
    LLVMDisposeBuilder(b);
    return ok;
}
