/* 16-bit floats (half, bfloat) computed in float, as LLVM's NVPTX backend
 * legalizes them where the target has no instruction of their own: each
 * fadd, fsub, fmul, fdiv, frem and fneg on half or bfloat (scalar or vector)
 * becomes the same operation on float between an fpext of its operands and
 * an fptrunc of its result, and an fcmp compares the extended operands.
 *
 * The results are those of the 16-bit operation: float's 24-bit significand
 * holds at least 2p + 2 bits for either format's p (11 for half, 8 for
 * bfloat), so + - * / rounded to float and then to the 16-bit format round
 * as once (Figueroa, "When is double rounding innocuous?", 1995); frem is
 * exact in float, fneg and the comparisons need no rounding at all.  The
 * emitter then prints only conversions, moves and memory accesses of them. */
#include "rslpasses.h"

static bool is_fp16(LLVMTypeRef t) {
    if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
        t = LLVMGetElementType(t);
    return LLVMGetTypeKind(t) == LLVMHalfTypeKind || LLVMGetTypeKind(t) == LLVMBFloatTypeKind;
}

/* t with float in place of its 16-bit float elements. */
static LLVMTypeRef widened(LLVMTypeRef t) {
    LLVMTypeRef f = LLVMFloatTypeInContext(LLVMGetTypeContext(t));
    return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMVectorType(f, LLVMGetVectorSize(t)) : f;
}

static LLVMValueRef promote(LLVMBuilderRef b, LLVMValueRef inst) {
    LLVMOpcode op = LLVMGetInstructionOpcode(inst);
    LLVMValueRef a = LLVMGetOperand(inst, 0);
    LLVMTypeRef t = LLVMTypeOf(a), w = widened(t);
    LLVMValueRef x = LLVMBuildFPExt(b, a, w, "");
    if (op == LLVMFNeg)
        return LLVMBuildFPTrunc(b, LLVMBuildFNeg(b, x, ""), t, "");
    LLVMValueRef y = LLVMBuildFPExt(b, LLVMGetOperand(inst, 1), w, "");
    if (op == LLVMFCmp)
        return LLVMBuildFCmp(b, LLVMGetFCmpPredicate(inst), x, y, "");
    return LLVMBuildFPTrunc(b, LLVMBuildBinOp(b, op, x, y, ""), t, "");
}

void rsl_promote_16bit_floats(LLVMModuleRef m) {
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
                next = LLVMGetNextInstruction(i);
                LLVMOpcode op = LLVMGetInstructionOpcode(i);
                bool arith = op == LLVMFAdd || op == LLVMFSub || op == LLVMFMul || op == LLVMFDiv ||
                             op == LLVMFRem || op == LLVMFNeg || op == LLVMFCmp;
                if (!arith || !is_fp16(LLVMTypeOf(LLVMGetOperand(i, 0))))
                    continue;
                LLVMPositionBuilderBefore(b, i);
                LLVMReplaceAllUsesWith(i, promote(b, i));
                LLVMInstructionEraseFromParent(i);
            }
    LLVMDisposeBuilder(b);
}
