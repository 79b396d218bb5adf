/* Which functions are kernels: nvvm.annotations "kernel" (LLVM's NVPTX
 * convention) when the module has any, else seed 004's rule (section 3.5):
 * defined, never called, returns void. */
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

bool rsl_is_kernel(LLVMModuleRef m, LLVMValueRef f) {
    if (LLVMIsDeclaration(f))
        return false;
    unsigned n = LLVMGetNamedMetadataNumOperands(m, "nvvm.annotations");
    if (n) {
        LLVMValueRef *nodes = malloc(n * sizeof *nodes);
        if (!nodes)
            abort();
        LLVMGetNamedMetadataOperands(m, "nvvm.annotations", nodes);
        bool any_kernel = false, found = false;
        for (unsigned i = 0; i < n; i++) {
            LLVMValueRef fn = NULL;
            if (annotation_is_kernel(nodes[i], &fn)) {
                any_kernel = true;
                found = found || fn == f;
            }
        }
        free(nodes);
        if (any_kernel)
            return found;
    }
    LLVMTypeRef ret = LLVMGetReturnType(LLVMGlobalGetValueType(f));
    return LLVMGetFirstUse(f) == NULL && LLVMGetTypeKind(ret) == LLVMVoidTypeKind;
}
