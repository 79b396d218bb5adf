/* Helpers shared by the lowering passes (lower.h). */
#include "lower.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *dup_string(const char *s) {
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (!d) abort();
    return memcpy(d, s, n);
}

LLVMContextRef rl_builder_context(LLVMBuilderRef b) {
    return LLVMGetTypeContext(LLVMTypeOf(LLVMBasicBlockAsValue(LLVMGetInsertBlock(b))));
}

void rl_push(rl_vec *v, LLVMValueRef x) {
    if (v->n == v->cap) {
        v->cap = v->cap ? 2 * v->cap : 64;
        v->v = realloc(v->v, v->cap * sizeof *v->v);
        if (!v->v) abort();
    }
    v->v[v->n++] = x;
}

void rl_free(rl_vec *v) {
    free(v->v);
    v->v = NULL;
    v->n = v->cap = 0;
}

void rl_module_instructions_of(LLVMModuleRef m, LLVMOpcode op, rl_vec *out) {
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
                if (!op || LLVMGetInstructionOpcode(i) == op) rl_push(out, i);
}

void rl_module_instructions(LLVMModuleRef m, rl_vec *out) { rl_module_instructions_of(m, 0, out); }

const char *rl_callee_name(LLVMValueRef inst) {
    if (LLVMGetInstructionOpcode(inst) != LLVMCall) return NULL;
    LLVMValueRef callee = LLVMGetCalledValue(inst);
    if (!callee || !LLVMIsAFunction(callee)) return NULL;
    size_t len;
    return LLVMGetValueName2(callee, &len);
}

bool rl_calls_one_of(LLVMValueRef inst, const char *const *names, int *which) {
    const char *name = rl_callee_name(inst);
    if (!name) return false;
    for (int k = 0; names[k]; k++)
        if (!strcmp(name, names[k])) {
            *which = k;
            return true;
        }
    return false;
}

LLVMValueRef rl_pseudo(LLVMModuleRef m, const char *name, LLVMTypeRef ret, LLVMTypeRef *params, unsigned n) {
    LLVMValueRef f = LLVMGetNamedFunction(m, name);
    if (f) return f;
    f = LLVMAddFunction(m, name, LLVMFunctionType(ret, params, n, 0));
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    static const char *const flags[] = {"nounwind", "willreturn", "nosync", "nofree"};
    for (size_t k = 0; k < sizeof flags / sizeof *flags; k++)
        LLVMAddAttributeAtIndex(
            f, LLVMAttributeFunctionIndex,
            LLVMCreateEnumAttribute(ctx, LLVMGetEnumAttributeKindForName(flags[k], strlen(flags[k])), 0));
    /* memory(none): the memory effects attribute of LLVM 16, value 0 */
    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                            LLVMCreateEnumAttribute(ctx, LLVMGetEnumAttributeKindForName("memory", 6), 0));
    return f;
}

LLVMValueRef rl_pseudo1(LLVMBuilderRef b, LLVMModuleRef m, const char *name, LLVMValueRef x) {
    LLVMTypeRef t = LLVMTypeOf(x);
    LLVMValueRef f = rl_pseudo(m, name, t, &t, 1);
    return LLVMBuildCall2(b, LLVMGlobalGetValueType(f), f, &x, 1, "");
}

LLVMValueRef rl_intrinsic(LLVMBuilderRef b, LLVMModuleRef m, const char *name, LLVMValueRef *args,
                          unsigned n) {
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMTypeRef t = LLVMTypeOf(args[0]);
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(m, id, &t, 1);
    return LLVMBuildCall2(b, LLVMGlobalGetValueType(f), f, args, n, "");
}

LLVMValueRef rl_fconst(LLVMTypeRef t, double c) {
    if (LLVMGetTypeKind(t) != LLVMVectorTypeKind) return LLVMConstReal(t, c);
    unsigned n = LLVMGetVectorSize(t);
    LLVMValueRef lanes[16];
    for (unsigned k = 0; k < n && k < 16; k++) lanes[k] = LLVMConstReal(LLVMGetElementType(t), c);
    return LLVMConstVector(lanes, n);
}

LLVMValueRef rl_iconst(LLVMContextRef ctx, int64_t c) {
    return LLVMConstInt(LLVMInt32TypeInContext(ctx), (unsigned long long)c, 1);
}

LLVMValueRef rl_const_lane(LLVMValueRef v, unsigned *lane) {
    if (!LLVMIsAExtractElementInst(v) || !LLVMIsAConstantInt(LLVMGetOperand(v, 1))) return NULL;
    *lane = (unsigned)LLVMConstIntGetZExtValue(LLVMGetOperand(v, 1));
    return LLVMGetOperand(v, 0);
}

bool rl_is_fconst(LLVMValueRef v, double c) {
    if (LLVMIsAConstantFP(v)) {
        LLVMBool lost;
        return LLVMConstRealGetDouble(v, &lost) == c;
    }
    if (LLVMIsAConstantAggregateZero(v)) return c == 0.0;
    if (LLVMIsAConstantDataVector(v) || LLVMIsAConstantVector(v)) {
        unsigned n = LLVMGetVectorSize(LLVMTypeOf(v));
        for (unsigned k = 0; k < n; k++) {
            LLVMValueRef e = LLVMGetAggregateElement(v, k);
            if (!rl_is_fconst(e, c)) return false;
        }
        return true;
    }
    return false;
}

LLVMValueRef rl_to_bits(LLVMBuilderRef b, LLVMValueRef x) {
    return LLVMBuildBitCast(b, x, LLVMInt32TypeInContext(LLVMGetTypeContext(LLVMTypeOf(x))), "");
}

LLVMValueRef rl_from_bits(LLVMBuilderRef b, LLVMValueRef i) {
    return LLVMBuildBitCast(b, i, LLVMFloatTypeInContext(LLVMGetTypeContext(LLVMTypeOf(i))), "");
}

LLVMValueRef rl_fabs_bits(LLVMBuilderRef b, LLVMValueRef x) {
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(x));
    return rl_from_bits(b, LLVMBuildAnd(b, rl_to_bits(b, x), rl_iconst(ctx, 0x7fffffff), ""));
}

LLVMValueRef rl_copysign_bits(LLVMBuilderRef b, LLVMValueRef mag, LLVMValueRef sign) {
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(mag));
    LLVMValueRef m = LLVMBuildAnd(b, rl_to_bits(b, mag), rl_iconst(ctx, 0x7fffffff), "");
    LLVMValueRef s = LLVMBuildAnd(b, rl_to_bits(b, sign), rl_iconst(ctx, (int32_t)0x80000000u), "");
    return rl_from_bits(b, LLVMBuildOr(b, m, s, ""));
}

LLVMValueRef rl_apply_sign_bits(LLVMBuilderRef b, LLVMValueRef nonneg, LLVMValueRef sign) {
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(nonneg));
    LLVMValueRef s = LLVMBuildAnd(b, rl_to_bits(b, sign), rl_iconst(ctx, (int32_t)0x80000000u), "");
    return rl_from_bits(b, LLVMBuildOr(b, rl_to_bits(b, nonneg), s, ""));
}

LLVMValueRef rl_mask_select(LLVMBuilderRef b, LLVMValueRef mask, LLVMValueRef a, LLVMValueRef bv) {
    /* b ^ ((a ^ b) & mask): a where mask is all ones, b where it is zero */
    LLVMValueRef ib = rl_to_bits(b, bv);
    LLVMValueRef d = LLVMBuildAnd(b, LLVMBuildXor(b, rl_to_bits(b, a), ib, ""), mask, "");
    return rl_from_bits(b, LLVMBuildXor(b, ib, d, ""));
}

LLVMValueRef rl_per_lane(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef *args, unsigned n,
                         rl_scalar_fn scalar, int data) {
    LLVMTypeRef t = LLVMTypeOf(args[0]);
    if (LLVMGetTypeKind(t) != LLVMVectorTypeKind) return scalar(b, m, args, data);
    LLVMContextRef ctx = LLVMGetTypeContext(t);
    LLVMValueRef out = LLVMGetUndef(t);
    for (unsigned lane = 0; lane < LLVMGetVectorSize(t); lane++) {
        LLVMValueRef idx = rl_iconst(ctx, lane), s[4];
        for (unsigned k = 0; k < n && k < 4; k++) s[k] = LLVMBuildExtractElement(b, args[k], idx, "");
        out = LLVMBuildInsertElement(b, out, scalar(b, m, s, data), idx, "");
    }
    return out;
}

/* Rebuilds phi so that its incoming block `from` reads `to` (LLVM-C cannot
 * set an incoming block in place). */
static void retarget_phi(LLVMValueRef phi, LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
    unsigned n = LLVMCountIncoming(phi);
    bool any = false;
    for (unsigned k = 0; k < n; k++) any |= LLVMGetIncomingBlock(phi, k) == from;
    if (!any) return;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(phi)));
    LLVMPositionBuilderBefore(b, phi);
    LLVMValueRef np = LLVMBuildPhi(b, LLVMTypeOf(phi), "");
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef v = LLVMGetIncomingValue(phi, k);
        LLVMBasicBlockRef bb = LLVMGetIncomingBlock(phi, k);
        if (bb == from) bb = to;
        LLVMAddIncoming(np, &v, &bb, 1);
    }
    LLVMDisposeBuilder(b);
    rl_replace(phi, np);
}

LLVMBasicBlockRef rl_split_before(LLVMValueRef inst, const char *name) {
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(inst);
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(LLVMGetBasicBlockParent(bb)));
    /* the head moves (what lies before inst: splitting a block at each of
     * its selects in turn moves each instruction once), bb stays the tail,
     * so its successors' phis stay right; the branches into bb now go to the
     * head (by hand: replacing all uses of a block rewrites phis too) */
    LLVMBasicBlockRef head = LLVMInsertBasicBlockInContext(ctx, bb, "");
    LLVMValueRef from = LLVMBasicBlockAsValue(bb), to = LLVMBasicBlockAsValue(head);
    rl_vec users = {0};
    for (LLVMUseRef u = LLVMGetFirstUse(from); u; u = LLVMGetNextUse(u)) rl_push(&users, LLVMGetUser(u));
    for (size_t k = 0; k < users.n; k++)
        for (int o = 0; o < LLVMGetNumOperands(users.v[k]); o++)
            if (LLVMGetOperand(users.v[k], (unsigned)o) == from) LLVMSetOperand(users.v[k], (unsigned)o, to);
    rl_free(&users);
    size_t len;
    char *bb_name = dup_string(LLVMGetBasicBlockName(bb));
    LLVMSetValueName2(LLVMBasicBlockAsValue(bb), "", 0);
    LLVMSetValueName2(LLVMBasicBlockAsValue(head), bb_name, strlen(bb_name));
    LLVMSetValueName2(LLVMBasicBlockAsValue(bb), name, strlen(name));
    free(bb_name);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, head);
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i != inst;) {
        LLVMValueRef nx = LLVMGetNextInstruction(i);
        const char *nm = LLVMGetValueName2(i, &len);
        char *saved = dup_string(nm ? nm : "");
        LLVMInstructionRemoveFromParent(i);
        LLVMInsertIntoBuilderWithName(b, i, saved);
        free(saved);
        i = nx;
    }
    LLVMDisposeBuilder(b);
    return bb;
}

void rl_retarget_phis(LLVMBasicBlockRef block, LLVMBasicBlockRef from, LLVMBasicBlockRef to) {
    for (LLVMValueRef phi = LLVMGetFirstInstruction(block);
         phi && LLVMGetInstructionOpcode(phi) == LLVMPHI;) {
        LLVMValueRef nx = LLVMGetNextInstruction(phi);
        retarget_phi(phi, from, to);
        phi = nx;
    }
}

void rl_add_phi_edges(LLVMBasicBlockRef block, LLVMBasicBlockRef like, LLVMBasicBlockRef from) {
    for (LLVMValueRef phi = LLVMGetFirstInstruction(block); phi && LLVMGetInstructionOpcode(phi) == LLVMPHI;
         phi = LLVMGetNextInstruction(phi))
        for (unsigned k = 0; k < LLVMCountIncoming(phi); k++)
            if (LLVMGetIncomingBlock(phi, k) == like) {
                LLVMValueRef v = LLVMGetIncomingValue(phi, k);
                LLVMAddIncoming(phi, &v, &from, 1);
                break;
            }
}

static bool is_pure(LLVMValueRef i) {
    switch (LLVMGetInstructionOpcode(i)) {
    case LLVMFAdd:
    case LLVMFSub:
    case LLVMFMul:
    case LLVMFDiv:
    case LLVMFRem:
    case LLVMFNeg:
    case LLVMAdd:
    case LLVMSub:
    case LLVMMul:
    case LLVMShl:
    case LLVMLShr:
    case LLVMAShr:
    case LLVMAnd:
    case LLVMOr:
    case LLVMXor:
    case LLVMFCmp:
    case LLVMICmp:
    case LLVMSelect:
    case LLVMBitCast:
    case LLVMSIToFP:
    case LLVMUIToFP:
    case LLVMFPToSI:
    case LLVMFPToUI:
    case LLVMExtractElement:
    case LLVMInsertElement:
    case LLVMShuffleVector:
    case LLVMPHI:
    case LLVMZExt:
    case LLVMSExt:
    case LLVMTrunc:
    case LLVMFreeze:
    case LLVMGetElementPtr:
    case LLVMSDiv:
    case LLVMUDiv:
    case LLVMSRem:
    case LLVMURem: return true;
    case LLVMCall: {
        LLVMValueRef f = LLVMGetCalledValue(i);
        if (!f || !LLVMIsAFunction(f)) return false;
        unsigned kind = LLVMGetEnumAttributeKindForName("memory", 6);
        LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, kind);
        return a && LLVMGetEnumAttributeValue(a) == 0;
    }
    default: return false;
    }
}

void rl_erase_dead(LLVMModuleRef m) {
    rl_vec all = {0};
    rl_module_instructions(m, &all);
    for (size_t k = all.n; k-- > 0;)
        if (!LLVMGetFirstUse(all.v[k]) && is_pure(all.v[k])) LLVMInstructionEraseFromParent(all.v[k]);
    rl_free(&all);
}

void rl_replace(LLVMValueRef old, LLVMValueRef new_value) {
    size_t len;
    const char *nm = LLVMGetValueName2(old, &len);
    if (len && LLVMIsAInstruction(new_value)) {
        size_t nlen;
        LLVMGetValueName2(new_value, &nlen);
        if (!nlen) {
            char *saved = dup_string(nm);
            LLVMSetValueName2(old, "", 0);
            LLVMSetValueName2(new_value, saved, len);
            free(saved);
        }
    }
    LLVMReplaceAllUsesWith(old, new_value);
    LLVMInstructionEraseFromParent(old);
}

bool rl_fail(char **err, LLVMValueRef inst, const char *why) {
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst));
    size_t len;
    const char *fname = LLVMGetValueName2(fn, &len);
    char *text = LLVMPrintValueToString(inst);
    const char *t = text;
    while (*t == ' ') t++;
    size_t need = strlen(fname) + strlen(t) + strlen(why) + 64;
    *err = malloc(need);
    if (*err) snprintf(*err, need, "in function '%s': cannot lower '%s': %s", fname, t, why);
    LLVMDisposeMessage(text);
    return false;
}

bool rl_constant_leaves(LLVMTargetDataRef td, LLVMValueRef c, LLVMTypeRef t, unsigned long long at,
                        rl_constant_leaf leaf, void *ctx) {
    LLVMTypeKind kind = LLVMGetTypeKind(t);
    if (kind != LLVMArrayTypeKind && kind != LLVMVectorTypeKind && kind != LLVMStructTypeKind)
        return leaf(ctx, c, t, at);
    bool st = kind == LLVMStructTypeKind;
    unsigned n = st ? LLVMCountStructElementTypes(t) : kind == LLVMArrayTypeKind ? LLVMGetArrayLength(t)
                                                                                 : LLVMGetVectorSize(t);
    for (unsigned k = 0; k < n; k++) {
        LLVMTypeRef et = st ? LLVMStructGetTypeAtIndex(t, k) : LLVMGetElementType(t);
        unsigned long long off = st ? LLVMOffsetOfElement(td, t, k) : k * LLVMABISizeOfType(td, et);
        LLVMValueRef e = LLVMGetAggregateElement(c, k);
        if (!e || !rl_constant_leaves(td, e, et, at + off, leaf, ctx)) return false;
    }
    return true;
}
