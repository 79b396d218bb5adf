/* Loop pragmas of the PTX emitter: a loop whose !llvm.loop metadata says
 * not to unroll it (llvm.loop.unroll.disable, or an unroll count of 1:
 * `#pragma unroll 1`, clang's -fno-unroll-loops) gets `.pragma "nounroll";`
 * at the top of its header, as LLVM's NVPTX printer does, so that ptxas
 * does not unroll what the IR says to keep rolled. */
#include "ptx_internal.h"

#include <stdlib.h>
#include <string.h>

/* Does the loop ID on branch `latch` ask for no unrolling? */
static bool asks_no_unroll(LLVMValueRef latch) {
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(latch));
    unsigned kind = LLVMGetMDKindIDInContext(ctx, "llvm.loop", 9);
    LLVMValueRef id = LLVMGetMetadata(latch, kind);
    if (!id || !LLVMIsAMDNode(id))
        return false;
    unsigned n = LLVMGetMDNodeNumOperands(id);
    LLVMValueRef *props = malloc((n + 1) * sizeof *props);
    if (!props)
        abort();
    LLVMGetMDNodeOperands(id, props);
    bool no_unroll = false;
    /* Operand 0 is the loop ID itself; each other is !{!"name", args...}. */
    for (unsigned k = 1; k < n && !no_unroll; k++) {
        if (!props[k] || !LLVMIsAMDNode(props[k]) || LLVMGetMDNodeNumOperands(props[k]) == 0)
            continue;
        LLVMValueRef prop[2] = {NULL, NULL};
        unsigned nprop = LLVMGetMDNodeNumOperands(props[k]);
        if (nprop > 2)
            continue;
        LLVMGetMDNodeOperands(props[k], prop);
        unsigned len = 0;
        const char *name = prop[0] ? LLVMGetMDString(prop[0], &len) : NULL;
        if (!name)
            continue;
        if (nprop == 1 && len == 24 && memcmp(name, "llvm.loop.unroll.disable", 24) == 0)
            no_unroll = true;
        else if (nprop == 2 && len == 22 && memcmp(name, "llvm.loop.unroll.count", 22) == 0 && prop[1] &&
                 LLVMIsAConstantInt(prop[1]))
            no_unroll = LLVMConstIntGetZExtValue(prop[1]) == 1;
    }
    free(props);
    return no_unroll;
}

bool ptx_loop_header_no_unroll(const PtxCfg *g, int header) {
    for (int k = 0; k < g->npreds[header]; k++) {
        int latch = g->preds[header][k];
        if (latch >= 0 && (size_t)latch < g->nreachable && ptx_cfg_dominates(g, header, latch) &&
            asks_no_unroll(LLVMGetBasicBlockTerminator(g->blocks[latch])))
            return true;
    }
    return false;
}
