/* The module a shader file is generated into: the runtime's bitcode for the
 * target (standard library + that target's glue), so the triple, the data
 * layout, %struct.rsl_globals and every runtime function come from one place
 * and cannot drift from what the runtime was compiled as. */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/BitReader.h>
#include <llvm-c/Core.h>

#include "semantics.h"

bool rsl_target_known(const char *target)
{
    return strcmp(target, "host") == 0 || strcmp(target, "rpu") == 0 || strcmp(target, "ptx") == 0;
}

/* Runtime definitions become internal: nothing outside the module calls them,
 * so `opt -O2` inlines them and drops what is left unused. */
static void internalize(LLVMModuleRef mod)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f))
        if (!LLVMIsDeclaration(f))
            LLVMSetLinkage(f, LLVMInternalLinkage);
    for (LLVMValueRef g = LLVMGetFirstGlobal(mod); g; g = LLVMGetNextGlobal(g))
        if (!LLVMIsDeclaration(g))
            LLVMSetLinkage(g, LLVMInternalLinkage);
}

LLVMModuleRef rsl_target_module(LLVMContextRef ctx, const char *target, const char *module_name,
                                char **error)
{
    size_t size = 0;
    const unsigned char *bc = rsl_runtime_bitcode(target, &size);
    if (!bc || size == 0) {
        *error = rsl_strdup("no runtime bitcode for this target");
        return NULL;
    }
    LLVMMemoryBufferRef buf =
        LLVMCreateMemoryBufferWithMemoryRange((const char *)bc, size, "rsl_runtime", 0);
    LLVMModuleRef mod = NULL;
    bool failed = LLVMParseBitcodeInContext2(ctx, buf, &mod);
    LLVMDisposeMemoryBuffer(buf);
    if (failed || !mod) {
        *error = rsl_strdup("the runtime bitcode does not parse");
        return NULL;
    }
    if (!LLVMGetTypeByName2(ctx, "struct.rsl_globals")) {
        LLVMDisposeModule(mod);
        *error = rsl_strdup("the runtime bitcode lacks %struct.rsl_globals");
        return NULL;
    }
    internalize(mod);
    LLVMSetModuleIdentifier(mod, module_name, strlen(module_name));
    LLVMSetSourceFileName(mod, module_name, strlen(module_name));
    return mod;
}
