/* A module's interned strings (@rsl.strings, irgen.c) read back, for the
 * programs that bind values to a module by name: the JIT's names of ids
 * and the RPU renderer's coordinate systems. */
#include "rslfront.h"

unsigned rsl_module_string_count(LLVMModuleRef m)
{
    LLVMValueRef table = LLVMGetNamedGlobal(m, "rsl.strings");
    LLVMValueRef init = table && !LLVMIsDeclaration(table) ? LLVMGetInitializer(table) : NULL;
    return init && LLVMGetTypeKind(LLVMTypeOf(init)) == LLVMArrayTypeKind ? LLVMGetArrayLength(LLVMTypeOf(init)) : 0;
}

const char *rsl_module_string(LLVMModuleRef m, unsigned id, size_t *len)
{
    *len = 0;
    if (id >= rsl_module_string_count(m))
        return NULL;
    LLVMValueRef elt = LLVMGetAggregateElement(LLVMGetInitializer(LLVMGetNamedGlobal(m, "rsl.strings")), id);
    LLVMValueRef data = elt && LLVMIsAGlobalVariable(elt) ? LLVMGetInitializer(elt) : NULL;
    if (!data || !LLVMIsAConstantDataSequential(data))
        return NULL;
    const char *text = LLVMGetAsString(data, len);
    /* The stored array includes its NUL. */
    while (*len > 0 && text[*len - 1] == '\0')
        (*len)--;
    return text;
}
