/* Which functions are kernels, by LLVM's NVPTX conventions: an
 * nvvm.annotations entry !{f, !"kernel", i32 1}, or the ptx_kernel calling
 * convention.  Every other function is a device function (.func), as llc
 * makes it.  Seed 004's rule (section 3.5) for modules that mark nothing,
 * kernels are the functions that are defined, never called and return void,
 * is rsl_mark_unmarked_kernels: it writes those annotations, so that every
 * later step reads one convention. */
#include "rslpasses.h"

#include <stdlib.h>
#include <string.h>

static bool annotation_is_kernel(LLVMValueRef node, LLVMValueRef *fn) {
    unsigned n = LLVMGetMDNodeNumOperands(node);
    if (n < 3)
        return false;
    LLVMValueRef ops[n];
    LLVMGetMDNodeOperands(node, ops);
    unsigned len = 0;
    const char *s = ops[1] ? LLVMGetMDString(ops[1], &len) : NULL;
    if (!s || len != 6 || memcmp(s, "kernel", 6) != 0)
        return false;
    if (!ops[2] || !LLVMIsAConstantInt(ops[2]) || LLVMConstIntGetZExtValue(ops[2]) != 1)
        return false;
    *fn = ops[0];
    return true;
}

/* Calls visit(fn) for every function annotated as a kernel; stops and
 * returns true when visit does. */
static bool any_annotated(LLVMModuleRef m, bool (*visit)(LLVMValueRef fn, LLVMValueRef f), LLVMValueRef f) {
    unsigned n = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
    if (!n)
        return false;
    LLVMValueRef *nodes = malloc(n * sizeof *nodes);
    if (!nodes)
        abort();
    LLVMGetNamedMetadataOperands(m, "nvvm.annotations", nodes);
    bool found = false;
    for (unsigned i = 0; i < n && !found; i++) {
        LLVMValueRef fn = NULL;
        found = annotation_is_kernel(nodes[i], &fn) && visit(fn, f);
    }
    free(nodes);
    return found;
}

static bool is_same(LLVMValueRef fn, LLVMValueRef f) { return fn == f; }
static bool is_any(LLVMValueRef fn, LLVMValueRef f) {
    (void)fn;
    (void)f;
    return true;
}

bool rsl_is_kernel(LLVMModuleRef m, LLVMValueRef f) {
    if (LLVMIsDeclaration(f))
        return false;
    return LLVMGetFunctionCallConv(f) == LLVMPTXKernelCallConv || any_annotated(m, is_same, f);
}

void rsl_mark_unmarked_kernels(LLVMModuleRef m) {
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (LLVMGetFunctionCallConv(f) == LLVMPTXKernelCallConv)
            return;
    if (any_annotated(m, is_any, NULL))
        return;
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        LLVMTypeRef ret = LLVMGetReturnType(LLVMGlobalGetValueType(f));
        if (LLVMIsDeclaration(f) || LLVMGetFirstUse(f) || LLVMGetTypeKind(ret) != LLVMVoidTypeKind)
            continue;
        LLVMMetadataRef ops[3] = {
            LLVMValueAsMetadata(f),
            LLVMMDStringInContext2(ctx, "kernel", 6),
            LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(ctx), 1, false)),
        };
        LLVMAddNamedMetadataOperand(m, "nvvm.annotations", LLVMMetadataAsValue(ctx, LLVMMDNodeInContext2(ctx, ops, 3)));
    }
}
