/* GEP expansion (seed 004 section 3.6, algorithms 1 and 2): each
 * getelementptr becomes ptrtoint, integer arithmetic for its dynamic
 * indices, one add of all constant offsets, and inttoptr. PTX has no GEP;
 * the arithmetic is then visible to LLVM's and ptxas's optimizers, and the
 * emitter folds the final constant into the load or store address. */
#include "rslpasses.h"
#include "pass_util.h"

#include <string.h>
#include <llvm-c/Target.h>

static void expand_one(LLVMBuilderRef b, LLVMTargetDataRef dl, LLVMValueRef gep) {
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(gep));
    LLVMTypeRef i64 = LLVMInt64TypeInContext(ctx);
    LLVMTypeRef cur = LLVMGetGEPSourceElementType(gep);
    unsigned n = (unsigned)LLVMGetNumOperands(gep);
    long long offset = 0;
    LLVMValueRef dynamic = NULL;
    LLVMPositionBuilderBefore(b, gep);
    for (unsigned k = 1; k < n; k++) {
        LLVMValueRef idx = LLVMGetOperand(gep, k);
        unsigned long long size;
        if (k == 1) {
            size = LLVMABISizeOfType(dl, cur);
        } else if (LLVMGetTypeKind(cur) == LLVMStructTypeKind) {
            unsigned field = (unsigned)LLVMConstIntGetZExtValue(idx);
            offset += (long long)LLVMOffsetOfElement(dl, cur, field);
            cur = LLVMStructGetTypeAtIndex(cur, field);
            continue;
        } else {
            cur = LLVMGetElementType(cur);
            size = LLVMABISizeOfType(dl, cur);
        }
        if (LLVMIsAConstantInt(idx)) {
            offset += LLVMConstIntGetSExtValue(idx) * (long long)size;
            continue;
        }
        LLVMValueRef term = LLVMBuildSExtOrBitCast(b, idx, i64, "");
        if (size && (size & (size - 1)) == 0) {
            unsigned shift = 0;
            while ((1ull << shift) != size)
                shift++;
            if (shift)
                term = LLVMBuildShl(b, term, LLVMConstInt(i64, shift, 0), "");
        } else {
            term = LLVMBuildMul(b, term, LLVMConstInt(i64, size, 0), "");
        }
        dynamic = dynamic ? LLVMBuildAdd(b, dynamic, term, "") : term;
    }
    LLVMValueRef base = LLVMGetOperand(gep, 0);
    LLVMValueRef result;
    if (!dynamic && !offset) {
        result = base;
    } else {
        LLVMValueRef sum = LLVMBuildPtrToInt(b, base, i64, "");
        if (dynamic)
            sum = LLVMBuildAdd(b, sum, dynamic, "");
        if (offset)
            sum = LLVMBuildAdd(b, sum, LLVMConstInt(i64, (unsigned long long)offset, 1), "");
        result = LLVMBuildIntToPtr(b, sum, LLVMTypeOf(gep), "");
    }
    size_t len;
    const char *name0 = LLVMGetValueName2(gep, &len);
    char name[len + 1];
    memcpy(name, name0, len);
    LLVMReplaceAllUsesWith(gep, result);
    LLVMInstructionEraseFromParent(gep);
    if (len && result != base)
        LLVMSetValueName2(result, name, len);
}

void rsl_expand_geps(LLVMModuleRef m) {
    LLVMTargetDataRef dl = LLVMGetModuleDataLayout(m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        ValueVec insts = {0};
        collect_instructions(f, &insts);
        for (size_t i = 0; i < insts.len; i++) {
            LLVMValueRef gep = insts.items[i];
            /* vector GEPs stay (the emitter reports them) */
            if (LLVMGetInstructionOpcode(gep) == LLVMGetElementPtr &&
                LLVMGetTypeKind(LLVMTypeOf(gep)) == LLVMPointerTypeKind)
                expand_one(b, dl, gep);
        }
        vv_free(&insts);
    }
    LLVMDisposeBuilder(b);
}
