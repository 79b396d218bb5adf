/* Calls that pass pointers are inlined.  The RPU has no stack memory and
 * its calling convention passes only floats, triples and i32s in registers
 * (docs/rpu.md), so a pointer to a caller's local array or to a constant
 * table (the runtime's noise periods, matrices) can only be followed by
 * inlining: afterwards the arrays are local to one function and
 * lower_arrays puts them in registers.  The thesis inlined its standard
 * library the same way (seed 000, 5.3).  Internal and hidden functions
 * taking pointers left without callers are deleted; sroa, early-cse and simplifycfg tidy up before the
 * other lowerings (not instcombine: it turns small memcpys into i64 loads
 * and stores). */
#include "lower.h"

#include <llvm-c/Transforms/PassBuilder.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool takes_pointer(LLVMValueRef f) {
    LLVMTypeRef ft = LLVMGlobalGetValueType(f);
    if (LLVMGetTypeKind(LLVMGetReturnType(ft)) == LLVMPointerTypeKind) return true;
    for (LLVMValueRef p = LLVMGetFirstParam(f); p; p = LLVMGetNextParam(p))
        if (LLVMGetTypeKind(LLVMTypeOf(p)) == LLVMPointerTypeKind) return true;
    return false;
}

static bool calls_itself(LLVMValueRef f) {
    for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef i = LLVMGetUser(u);
        if (LLVMIsAInstruction(i) && LLVMGetBasicBlockParent(LLVMGetInstructionParent(i)) == f) return true;
    }
    return false;
}

static bool run(LLVMModuleRef m, const char *passes, char **err) {
    LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
    LLVMErrorRef e = LLVMRunPasses(m, passes, NULL, opts);
    LLVMDisposePassBuilderOptions(opts);
    if (!e) return true;
    char *msg = LLVMGetErrorMessage(e);
    size_t need = strlen(msg) + strlen(passes) + 16;
    *err = malloc(need);
    if (*err) snprintf(*err, need, "%s: %s", passes, msg);
    LLVMDisposeErrorMessage(msg);
    return false;
}

bool rpu_lower_pointer_args(LLVMModuleRef m, char **err) {
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
    unsigned never = LLVMGetEnumAttributeKindForName("noinline", 8);
    bool any = false;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f) || !takes_pointer(f) || !LLVMGetFirstUse(f) || calls_itself(f)) continue;
        LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, never);
        LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, always, 0));
        any = true;
    }
    if (!any) return true;
    if (!run(m, "always-inline", err)) return false;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f;) {
        LLVMValueRef next = LLVMGetNextFunction(f);
        LLVMLinkage l = LLVMGetLinkage(f);
        bool local = l == LLVMInternalLinkage || l == LLVMPrivateLinkage ||
                     LLVMGetVisibility(f) == LLVMHiddenVisibility; /* the runtime's own */
        if (!LLVMIsDeclaration(f) && !LLVMGetFirstUse(f) && local && takes_pointer(f)) LLVMDeleteFunction(f);
        f = next;
    }
    return run(m, "function(sroa,early-cse,simplifycfg)", err);
}
