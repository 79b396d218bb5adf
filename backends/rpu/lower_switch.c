/* switch -> a chain of compares and conditional branches, one block per
 * case in case order, the last falling to the default:
 *     head:  %c0 = icmp eq %v, K0 ; br %c0, %case0, %sw.next
 *     sw.next: %c1 = icmp eq %v, K1 ; br %c1, %case1, %default  ...
 * Phis of the destinations get one entry per new edge. */
#include "lower.h"

#include <stdlib.h>

/* Replaces the entries of `from` in phis of dest by one entry per block of
 * preds[0..n) with the same value. */
static void reroute_phis(LLVMBasicBlockRef dest, LLVMBasicBlockRef from, LLVMBasicBlockRef *preds, size_t n) {
    LLVMBuilderRef b =
        LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(LLVMBasicBlockAsValue(dest))));
    for (LLVMValueRef phi = LLVMGetFirstInstruction(dest); phi && LLVMGetInstructionOpcode(phi) == LLVMPHI;) {
        LLVMValueRef next = LLVMGetNextInstruction(phi);
        LLVMPositionBuilderBefore(b, phi);
        LLVMValueRef np = LLVMBuildPhi(b, LLVMTypeOf(phi), "");
        LLVMValueRef from_value = NULL;
        for (unsigned k = 0; k < LLVMCountIncoming(phi); k++) {
            LLVMValueRef v = LLVMGetIncomingValue(phi, k);
            LLVMBasicBlockRef bb = LLVMGetIncomingBlock(phi, k);
            if (bb == from)
                from_value = v;
            else
                LLVMAddIncoming(np, &v, &bb, 1);
        }
        for (size_t k = 0; k < n && from_value; k++) LLVMAddIncoming(np, &from_value, &preds[k], 1);
        rl_replace(phi, np);
        phi = next;
    }
    LLVMDisposeBuilder(b);
}

static void lower_one(LLVMBuilderRef b, LLVMValueRef sw) {
    LLVMBasicBlockRef head = LLVMGetInstructionParent(sw);
    LLVMValueRef fn = LLVMGetBasicBlockParent(head);
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(fn));
    LLVMValueRef v = LLVMGetOperand(sw, 0);
    unsigned ncases = LLVMGetNumSuccessors(sw) - 1;
    LLVMBasicBlockRef def = LLVMGetSwitchDefaultDest(sw);
    /* edges[k]: the block that branches to successor k (0 = default) */
    LLVMBasicBlockRef *dests = malloc((ncases + 1) * sizeof *dests);
    LLVMBasicBlockRef *edges = malloc((ncases + 1) * sizeof *edges);
    LLVMValueRef *values = malloc((ncases + 1) * sizeof *values);
    if (!dests || !edges || !values) abort();
    for (unsigned k = 0; k <= ncases; k++) {
        dests[k] = LLVMGetSuccessor(sw, k);
        /* operands: condition, default, then (value, destination) pairs */
        values[k] = k ? LLVMGetOperand(sw, 2 * k) : NULL;
    }
    LLVMInstructionEraseFromParent(sw);
    LLVMBasicBlockRef cur = head, after = LLVMGetNextBasicBlock(head);
    for (unsigned k = 1; k <= ncases; k++) {
        LLVMPositionBuilderAtEnd(b, cur);
        LLVMValueRef c = LLVMBuildICmp(b, LLVMIntEQ, v, values[k], "");
        LLVMBasicBlockRef next = def;
        if (k < ncases)
            next = after ? LLVMInsertBasicBlockInContext(ctx, after, "sw.next")
                         : LLVMAppendBasicBlockInContext(ctx, fn, "sw.next");
        LLVMBuildCondBr(b, c, dests[k], next);
        edges[k] = cur;
        if (k == ncases) edges[0] = cur;
        cur = next;
    }
    if (!ncases) {
        LLVMPositionBuilderAtEnd(b, head);
        LLVMBuildBr(b, def);
        edges[0] = head;
    }
    /* each distinct destination once, with all its new edges */
    LLVMBasicBlockRef *preds = malloc((ncases + 1) * sizeof *preds);
    if (!preds) abort();
    for (unsigned k = 0; k <= ncases; k++) {
        bool seen = false;
        for (unsigned j = 0; j < k; j++) seen |= dests[j] == dests[k];
        if (seen) continue;
        size_t n = 0;
        for (unsigned j = k; j <= ncases; j++)
            if (dests[j] == dests[k]) preds[n++] = edges[j];
        reroute_phis(dests[k], head, preds, n);
    }
    free(preds);
    free(dests);
    free(edges);
    free(values);
}

bool rpu_lower_switch(LLVMModuleRef m, char **err) {
    (void)err;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    rl_vec switches = {0}; /* (lower_one rewrites the phis of the cases) */
    rl_module_instructions_of(m, LLVMSwitch, &switches);
    for (size_t k = 0; k < switches.n; k++) lower_one(b, switches.v[k]);
    rl_free(&switches);
    LLVMDisposeBuilder(b);
    return true;
}
