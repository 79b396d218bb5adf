/* A phi of lanes of the values another phi of its block joins is those
 * lanes of that phi:
 *
 *     %n  = phi <3 x float> [ %a, %p ], [ %b, %q ]
 *     %nz = phi float [ %a.z, %p ], [ %b.z, %q ]     ; %a.z = extractelement %a, 2
 *   ->
 *     %nz = extractelement <3 x float> %n, 2
 *
 * (LLVM's SLP vectorizer splits a vector's phi into pieces, one per shape
 * its users read).  The lanes then come from the one register the phi
 * has, and a dot product of them is one dp3. */
#include "lower.h"

/* v as lanes of one vector: the vector, and v's lane k its lane lanes[k]
 * (v a scalar: one lane); NULL if v is none. */
static LLVMValueRef lanes_of(LLVMValueRef v, int *lanes, unsigned *n) {
    if (LLVMIsAExtractElementInst(v)) {
        unsigned lane;
        LLVMValueRef vec = rl_const_lane(v, &lane);
        if (!vec) return NULL;
        lanes[0] = (int)lane;
        *n = 1;
        return vec;
    }
    if (!LLVMIsAShuffleVectorInst(v)) return NULL;
    LLVMValueRef a = LLVMGetOperand(v, 0);
    unsigned na = LLVMGetVectorSize(LLVMTypeOf(a));
    *n = LLVMGetVectorSize(LLVMTypeOf(v));
    if (*n > 4) return NULL;
    for (unsigned k = 0; k < *n; k++) {
        lanes[k] = LLVMGetMaskValue(v, k);
        if (lanes[k] < 0 || (unsigned)lanes[k] >= na) return NULL; /* undef, or the second vector's */
    }
    return a;
}

/* The phi of block bb other than p that joins, from each of p's incoming
 * blocks, the vector whose lanes p takes there (the same lanes from
 * each); NULL if none.  *lanes, *n: the lanes. */
static LLVMValueRef joined_vector(LLVMValueRef p, int *lanes, unsigned *n) {
    unsigned ni = LLVMCountIncoming(p);
    if (!ni) return NULL;
    int first[4];
    LLVMValueRef vec0 = lanes_of(LLVMGetIncomingValue(p, 0), first, n);
    if (!vec0) return NULL;
    for (unsigned i = 1; i < ni; i++) {
        int l[4];
        unsigned m;
        LLVMValueRef v = lanes_of(LLVMGetIncomingValue(p, i), l, &m);
        if (!v || m != *n || LLVMTypeOf(v) != LLVMTypeOf(vec0)) return NULL;
        for (unsigned k = 0; k < m; k++)
            if (l[k] != first[k]) return NULL;
    }
    for (LLVMValueRef q = LLVMGetFirstInstruction(LLVMGetInstructionParent(p)); q && LLVMIsAPHINode(q);
         q = LLVMGetNextInstruction(q)) {
        if (q == p || LLVMTypeOf(q) != LLVMTypeOf(vec0) || LLVMCountIncoming(q) != ni) continue;
        bool same = true;
        for (unsigned i = 0; i < ni && same; i++) {
            int l[4];
            unsigned m;
            LLVMBasicBlockRef from = LLVMGetIncomingBlock(p, i);
            LLVMValueRef want = lanes_of(LLVMGetIncomingValue(p, i), l, &m), got = NULL;
            for (unsigned j = 0; j < ni && !got; j++)
                if (LLVMGetIncomingBlock(q, j) == from) got = LLVMGetIncomingValue(q, j);
            same = got == want;
        }
        if (same) {
            for (unsigned k = 0; k < *n; k++) lanes[k] = first[k];
            return q;
        }
    }
    return NULL;
}

bool rpu_lower_phi_lanes(LLVMModuleRef m, char **err) {
    (void)err;
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    rl_vec all = {0}, phis = {0};
    rl_module_instructions(m, &all);
    for (size_t k = 0; k < all.n; k++)
        if (LLVMIsAPHINode(all.v[k])) rl_push(&phis, all.v[k]);
    for (size_t k = 0; k < phis.n; k++) {
        LLVMValueRef p = phis.v[k], q;
        int lanes[4];
        unsigned n;
        if (!(q = joined_vector(p, lanes, &n))) continue;
        LLVMBasicBlockRef bb = LLVMGetInstructionParent(p);
        LLVMValueRef at = LLVMGetFirstInstruction(bb);
        while (LLVMIsAPHINode(at)) at = LLVMGetNextInstruction(at);
        LLVMPositionBuilderBefore(b, at);
        LLVMValueRef v;
        if (LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMVectorTypeKind) {
            v = LLVMBuildExtractElement(b, q, rl_iconst(ctx, lanes[0]), "");
        } else {
            LLVMValueRef mask[4];
            for (unsigned i = 0; i < n; i++) mask[i] = rl_iconst(ctx, lanes[i]);
            v = LLVMBuildShuffleVector(b, q, LLVMGetPoison(LLVMTypeOf(q)), LLVMConstVector(mask, n), "");
        }
        rl_replace(p, v);
    }
    rl_free(&all);
    rl_free(&phis);
    LLVMDisposeBuilder(b);
    return true;
}
