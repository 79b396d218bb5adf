/* The module starts as the whole runtime (rsl_target_module, every
 * definition internal): what nothing the shader generated reaches is dropped
 * here, so that a module holds what its shaders need (an empty file: the
 * triple, the data layout and the string table @rsl.strings, which the
 * module always carries: rsl_abi.h) and not 11,000 lines of runtime for opt
 * to delete. */
#include <string.h>

#include "irgen.h"

/* Whether v has a use other than constants (expressions, arrays) nothing
 * uses, which LLVM leaves behind when code or a global is deleted. */
static bool used(LLVMValueRef v)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        bool constant = LLVMIsAConstant(user) && !LLVMIsAGlobalValue(user);
        if (!constant || used(user))
            return true;
    }
    return false;
}

/* Deletes v after detaching it from any dead constant expression. */
static void drop(LLVMValueRef v, bool function)
{
    if (LLVMGetFirstUse(v))
        LLVMReplaceAllUsesWith(v, LLVMGetUndef(LLVMTypeOf(v)));
    if (function)
        LLVMDeleteFunction(v);
    else
        LLVMDeleteGlobal(v);
}

/* Deletes the internal definitions without uses, to a fixed point (a call
 * chain of the runtime goes with its last caller). */
void ir_drop_unused_internals(LLVMModuleRef mod)
{
    bool dropped = true;
    while (dropped) {
        dropped = false;
        for (LLVMValueRef f = LLVMGetFirstFunction(mod), next; f; f = next) {
            next = LLVMGetNextFunction(f);
            if (LLVMGetLinkage(f) == LLVMInternalLinkage && !used(f)) {
                drop(f, true);
                dropped = true;
            }
        }
        for (LLVMValueRef v = LLVMGetFirstGlobal(mod), next; v; v = next) {
            next = LLVMGetNextGlobal(v);
            LLVMLinkage l = LLVMGetLinkage(v);
            size_t len;
            bool table = strcmp(LLVMGetValueName2(v, &len), "rsl.strings") == 0;
            if ((l == LLVMInternalLinkage || l == LLVMPrivateLinkage) && !table && !used(v)) {
                drop(v, false);
                dropped = true;
            }
        }
    }
    /* Declarations the dropped code called */
    for (LLVMValueRef f = LLVMGetFirstFunction(mod), next; f; f = next) {
        next = LLVMGetNextFunction(f);
        if (LLVMIsDeclaration(f) && !used(f))
            drop(f, true);
    }
}
