/* Global base addresses behind an opaque call (seed 004 section 3.6): LLVM
 * treats a global's address as a constant and folds arithmetic on it into a
 * constant expression, which PTX cannot print. While wrapped, the address is
 * the result of an unknown function; unwrapping restores the global once no
 * folding pass runs any more. */
#include "rslpasses.h"
#include "pass_util.h"

#include <stdio.h>
#include <string.h>

static const char WRAPPER_PREFIX[] = "__rsl_global_address.p";

static LLVMValueRef wrapper_for(LLVMModuleRef m, LLVMTypeRef ptr_type) {
    char name[48];
    snprintf(name, sizeof name, "%s%u", WRAPPER_PREFIX, LLVMGetPointerAddressSpace(ptr_type));
    LLVMValueRef f = LLVMGetNamedFunction(m, name);
    if (!f) {
        LLVMTypeRef fty = LLVMFunctionType(ptr_type, &ptr_type, 1, 0);
        f = LLVMAddFunction(m, name, fty);
        /* Without memory effects and sure to return, two calls on one
         * global are one value to early-cse: a block's accesses to a global
         * share its address (memory(none) is the enum value 0). */
        LLVMContextRef ctx = LLVMGetModuleContext(m);
        static const char *const attrs[] = {"nounwind", "willreturn", "memory"};
        for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++) {
            unsigned kind = LLVMGetEnumAttributeKindForName(attrs[i], strlen(attrs[i]));
            LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, kind, 0));
        }
    }
    return f;
}

static bool is_wrapper(LLVMValueRef f) {
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    return len > sizeof WRAPPER_PREFIX - 1 && strncmp(name, WRAPPER_PREFIX, sizeof WRAPPER_PREFIX - 1) == 0;
}

void rsl_wrap_global_addresses(LLVMModuleRef m) {
    rsl_lower_constant_exprs(m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        ValueVec insts = {0};
        collect_instructions(f, &insts);
        for (size_t i = 0; i < insts.len; i++) {
            LLVMValueRef inst = insts.items[i];
            bool is_phi = LLVMGetInstructionOpcode(inst) == LLVMPHI;
            unsigned n = (unsigned)LLVMGetNumOperands(inst);
            for (unsigned k = 0; k < n; k++) {
                LLVMValueRef g = LLVMGetOperand(inst, k);
                if (!LLVMIsAGlobalVariable(g))
                    continue;
                LLVMValueRef wrapped = NULL;
                if (is_phi) {
                    LLVMBasicBlockRef bb = LLVMGetIncomingBlock(inst, k);
                    for (unsigned j = 0; j < k && !wrapped; j++)
                        if (LLVMGetIncomingBlock(inst, j) == bb)
                            wrapped = LLVMGetIncomingValue(inst, j);
                    if (!wrapped)
                        LLVMPositionBuilderBefore(b, LLVMGetBasicBlockTerminator(bb));
                } else {
                    LLVMPositionBuilderBefore(b, inst);
                }
                if (!wrapped) {
                    LLVMValueRef w = wrapper_for(m, LLVMTypeOf(g));
                    wrapped = LLVMBuildCall2(b, LLVMGlobalGetValueType(w), w, &g, 1, "");
                }
                LLVMSetOperand(inst, k, wrapped);
            }
        }
        vv_free(&insts);
    }
    LLVMDisposeBuilder(b);
}

void rsl_unwrap_global_addresses(LLVMModuleRef m) {
    LLVMValueRef next;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = next) {
        next = LLVMGetNextFunction(f);
        if (!is_wrapper(f))
            continue;
        while (LLVMGetFirstUse(f)) {
            LLVMValueRef call = LLVMGetUser(LLVMGetFirstUse(f));
            LLVMReplaceAllUsesWith(call, LLVMGetOperand(call, 0));
            LLVMInstructionEraseFromParent(call);
        }
        LLVMDeleteFunction(f);
    }
}
