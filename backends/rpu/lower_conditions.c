/* Booleans: afterwards every i1 is an fcmp/icmp read by br or select.
 *
 *  1. Lanes of boolean vectors: extractelement of a <N x i1> built from
 *     vector compares, and/or/xor, shuffles, inserts, selects and constants
 *     becomes the same work on scalar lanes (a compare of the two lanes ...).
 *  2. A branch on `a and b`, `a or b` (also as selects of i1) or `not a`
 *     becomes branches on a and b, short-circuit, as the source wrote it;
 *     a select on one becomes nested selects (chained branches later).
 *  3. Other booleans (and/or/xor of i1, phi i1, select of i1, i1 constants
 *     reaching a phi, zext/uitofp/sitofp of i1) are carried as the floats
 *     0.0 and 1.0:  compare -> select(c, 1.0, 0.0) (a branch later),
 *     and -> a * b,  or -> sat(a + b),  xor -> a + b - 2ab,  phi -> phi float;
 *     a br or select reading one tests it with fcmp une 0.0. */
#include "lower.h"

#include <stdlib.h>

static LLVMValueRef false_value(LLVMContextRef ctx) { return LLVMConstInt(LLVMInt1TypeInContext(ctx), 0, 0); }

LLVMValueRef rl_bool_lane(LLVMBuilderRef b, LLVMValueRef v, unsigned k) {
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(v));
    LLVMValueRef idx = rl_iconst(ctx, k);
    if (LLVMIsAConstant(v)) {
        if (LLVMIsUndef(v) || LLVMIsPoison(v)) return false_value(ctx);
        LLVMValueRef e = LLVMGetAggregateElement(v, k);
        return e ? e : NULL;
    }
    if (!LLVMIsAInstruction(v)) return NULL;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMFCmp:
    case LLVMICmp: {
        LLVMValueRef x = LLVMBuildExtractElement(b, LLVMGetOperand(v, 0), idx, "");
        LLVMValueRef y = LLVMBuildExtractElement(b, LLVMGetOperand(v, 1), idx, "");
        return LLVMIsAFCmpInst(v) ? LLVMBuildFCmp(b, LLVMGetFCmpPredicate(v), x, y, "")
                                  : LLVMBuildICmp(b, LLVMGetICmpPredicate(v), x, y, "");
    }
    case LLVMAnd:
    case LLVMOr:
    case LLVMXor: {
        LLVMValueRef x = rl_bool_lane(b, LLVMGetOperand(v, 0), k);
        LLVMValueRef y = x ? rl_bool_lane(b, LLVMGetOperand(v, 1), k) : NULL;
        return y ? LLVMBuildBinOp(b, LLVMGetInstructionOpcode(v), x, y, "") : NULL;
    }
    case LLVMSelect: {
        LLVMValueRef c = LLVMGetOperand(v, 0);
        if (LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMVectorTypeKind) c = rl_bool_lane(b, c, k);
        LLVMValueRef x = c ? rl_bool_lane(b, LLVMGetOperand(v, 1), k) : NULL;
        LLVMValueRef y = x ? rl_bool_lane(b, LLVMGetOperand(v, 2), k) : NULL;
        return y ? LLVMBuildSelect(b, c, x, y, "") : NULL;
    }
    case LLVMShuffleVector: {
        int e = LLVMGetMaskValue(v, k);
        if (e == LLVMGetUndefMaskElem()) return false_value(ctx);
        unsigned n = LLVMGetVectorSize(LLVMTypeOf(LLVMGetOperand(v, 0)));
        return (unsigned)e < n ? rl_bool_lane(b, LLVMGetOperand(v, 0), (unsigned)e)
                               : rl_bool_lane(b, LLVMGetOperand(v, 1), (unsigned)e - n);
    }
    case LLVMInsertElement: {
        LLVMValueRef at = LLVMGetOperand(v, 2);
        if (!LLVMIsAConstantInt(at)) return NULL;
        if (LLVMConstIntGetZExtValue(at) == k) return LLVMGetOperand(v, 1);
        return rl_bool_lane(b, LLVMGetOperand(v, 0), k);
    }
    case LLVMFreeze: return rl_bool_lane(b, LLVMGetOperand(v, 0), k);
    default: return NULL;
    }
}

static bool is_bool(LLVMValueRef v) {
    LLVMTypeRef t = LLVMTypeOf(v);
    return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 1;
}

static bool is_compare(LLVMValueRef v) { return LLVMIsAFCmpInst(v) || LLVMIsAICmpInst(v); }

/* A select on a vector of conditions as lane selects and inserts. */
static bool split_select(LLVMBuilderRef b, LLVMValueRef i, char **err) {
    LLVMValueRef c = LLVMGetOperand(i, 0), t = LLVMGetOperand(i, 1), f = LLVMGetOperand(i, 2);
    LLVMTypeRef ty = LLVMTypeOf(i);
    LLVMContextRef ctx = LLVMGetTypeContext(ty);
    LLVMPositionBuilderBefore(b, i);
    LLVMValueRef out = LLVMGetUndef(ty);
    for (unsigned k = 0; k < LLVMGetVectorSize(ty); k++) {
        LLVMValueRef idx = rl_iconst(ctx, k), lane = rl_bool_lane(b, c, k);
        if (!lane) return rl_fail(err, i, "a lane of this condition cannot be computed");
        LLVMValueRef s = LLVMBuildSelect(b, lane, LLVMBuildExtractElement(b, t, idx, ""),
                                         LLVMBuildExtractElement(b, f, idx, ""), "");
        out = LLVMBuildInsertElement(b, out, s, idx, "");
    }
    LLVMReplaceAllUsesWith(i, out); /* erased with the dead code */
    return true;
}

/* Step 1: lanes of boolean vectors. */
static bool scalarize_lanes(LLVMModuleRef m, LLVMBuilderRef b, char **err) {
    rl_vec all = {0};
    rl_module_instructions(m, &all);
    bool ok = true;
    for (size_t k = 0; k < all.n && ok; k++) {
        LLVMValueRef i = all.v[k];
        if (LLVMGetInstructionOpcode(i) == LLVMSelect &&
            LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(i, 0))) == LLVMVectorTypeKind) {
            ok = split_select(b, i, err);
            continue;
        }
        if (LLVMGetInstructionOpcode(i) != LLVMExtractElement || !is_bool(i)) continue;
        LLVMValueRef at = LLVMGetOperand(i, 1);
        LLVMPositionBuilderBefore(b, i);
        LLVMValueRef lane = LLVMIsAConstantInt(at) ? rl_bool_lane(b, LLVMGetOperand(i, 0),
                                                                  (unsigned)LLVMConstIntGetZExtValue(at))
                                                   : NULL;
        if (!lane)
            ok = rl_fail(err, i, "a lane of this boolean vector cannot be computed");
        else
            LLVMReplaceAllUsesWith(i, lane);
    }
    rl_free(&all);
    rl_erase_dead(m);
    return ok;
}

/* Step 2: branches on and/or/not as short-circuit branches. */
enum { LOGIC_NONE, LOGIC_AND, LOGIC_OR, LOGIC_NOT };

static bool is_const_bool(LLVMValueRef v, unsigned long long value) {
    return LLVMIsAConstantInt(v) && LLVMConstIntGetZExtValue(v) == value;
}

static int logic_of(LLVMValueRef v, LLVMValueRef *a, LLVMValueRef *b) {
    if (!LLVMIsAInstruction(v) || !is_bool(v)) return LOGIC_NONE;
    LLVMValueRef x = LLVMGetNumOperands(v) > 0 ? LLVMGetOperand(v, 0) : NULL;
    LLVMValueRef y = LLVMGetNumOperands(v) > 1 ? LLVMGetOperand(v, 1) : NULL;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMAnd: *a = x, *b = y; return LOGIC_AND;
    case LLVMOr: *a = x, *b = y; return LOGIC_OR;
    case LLVMXor:
        if (is_const_bool(y, 1)) return *a = x, LOGIC_NOT;
        if (is_const_bool(x, 1)) return *a = y, LOGIC_NOT;
        return LOGIC_NONE;
    case LLVMSelect: {
        LLVMValueRef z = LLVMGetOperand(v, 2);
        if (is_const_bool(z, 0)) return *a = x, *b = y, LOGIC_AND; /* a ? b : false */
        if (is_const_bool(y, 1)) return *a = x, *b = z, LOGIC_OR;  /* a ? true : b */
        return LOGIC_NONE;
    }
    default: return LOGIC_NONE;
    }
}

/* select(a and b, x, y) = select(a, select(b, x, y), y); select(a or b,
 * x, y) = select(a, x, select(b, x, y)); select(not a, x, y) = select(a,
 * y, x): nested selects become chained branches. */
static void select_on_logic(LLVMBuilderRef b, LLVMValueRef s, rl_vec *work) {
    LLVMValueRef p = NULL, q = NULL, x = LLVMGetOperand(s, 1), y = LLVMGetOperand(s, 2);
    int logic = logic_of(LLVMGetOperand(s, 0), &p, &q);
    if (logic == LOGIC_NONE) return;
    LLVMSetOperand(s, 0, p);
    if (logic == LOGIC_NOT) {
        LLVMSetOperand(s, 1, y);
        LLVMSetOperand(s, 2, x);
    } else {
        LLVMPositionBuilderBefore(b, s);
        LLVMValueRef inner = LLVMBuildSelect(b, q, x, y, "");
        LLVMSetOperand(s, logic == LOGIC_AND ? 1 : 2, inner);
        rl_push(work, inner);
    }
    rl_push(work, s);
}

static void short_circuit(LLVMModuleRef m, LLVMBuilderRef b) {
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    rl_vec all = {0}, work = {0};
    rl_module_instructions(m, &all);
    for (size_t k = 0; k < all.n; k++) {
        LLVMValueRef i = all.v[k];
        if ((LLVMGetInstructionOpcode(i) == LLVMBr && LLVMIsConditional(i)) ||
            (LLVMGetInstructionOpcode(i) == LLVMSelect && !is_bool(i)))
            rl_push(&work, i);
    }
    for (size_t k = 0; k < work.n; k++) {
        if (LLVMGetInstructionOpcode(work.v[k]) == LLVMSelect) {
            select_on_logic(b, work.v[k], &work);
            continue;
        }
        LLVMValueRef br = work.v[k], x = NULL, y = NULL;
        int logic = logic_of(LLVMGetCondition(br), &x, &y);
        LLVMBasicBlockRef yes = LLVMGetSuccessor(br, 0), no = LLVMGetSuccessor(br, 1);
        if (logic == LOGIC_NONE || yes == no) continue;
        if (logic == LOGIC_NOT) {
            LLVMSetCondition(br, x);
            LLVMSetSuccessor(br, 0, no);
            LLVMSetSuccessor(br, 1, yes);
            rl_push(&work, br);
            continue;
        }
        /* and: x false goes to `no` at once, else y decides; or: x true goes to `yes` */
        LLVMBasicBlockRef head = LLVMGetInstructionParent(br);
        LLVMBasicBlockRef next = LLVMInsertBasicBlockInContext(
            ctx, LLVMGetNextBasicBlock(head) ? LLVMGetNextBasicBlock(head) : yes,
            logic == LOGIC_AND ? "and.rhs" : "or.rhs");
        LLVMPositionBuilderAtEnd(b, next);
        LLVMValueRef br2 = LLVMBuildCondBr(b, y, yes, no);
        LLVMSetCondition(br, x);
        LLVMSetSuccessor(br, logic == LOGIC_AND ? 0 : 1, next);
        LLVMBasicBlockRef moved = logic == LOGIC_AND ? yes : no, shared = logic == LOGIC_AND ? no : yes;
        rl_retarget_phis(moved, head, next);
        rl_add_phi_edges(shared, head, next);
        rl_push(&work, br);
        rl_push(&work, br2);
    }
    rl_free(&all);
    rl_free(&work);
}

/* Step 3: booleans as floats. */
typedef struct {
    LLVMModuleRef m;
    LLVMBuilderRef b;
    LLVMTypeRef f32;
    rl_vec keys, vals; /* i1 value -> its float */
    char **err;
} floats;

static LLVMValueRef float_of(floats *s, LLVMValueRef v, LLVMValueRef user);

static LLVMValueRef lookup(floats *s, LLVMValueRef v) {
    for (size_t k = 0; k < s->keys.n; k++)
        if (s->keys.v[k] == v) return s->vals.v[k];
    return NULL;
}

/* Places the builder where v's float goes: after v (after the phis for a
 * phi), or before `user` for a constant or argument. */
static void position_for(floats *s, LLVMValueRef v, LLVMValueRef user) {
    if (!LLVMIsAInstruction(v)) {
        LLVMPositionBuilderBefore(s->b, user);
        return;
    }
    LLVMValueRef at = LLVMGetNextInstruction(v);
    while (at && LLVMGetInstructionOpcode(at) == LLVMPHI) at = LLVMGetNextInstruction(at);
    LLVMPositionBuilderBefore(s->b, at);
}

/* A compare for br/select reading boolean v, placed before user. */
static LLVMValueRef condition_of(floats *s, LLVMValueRef v, LLVMValueRef user) {
    if (is_compare(v)) return v;
    LLVMValueRef f = float_of(s, v, user);
    if (!f) return NULL;
    LLVMPositionBuilderBefore(s->b, user);
    return LLVMBuildFCmp(s->b, LLVMRealUNE, f, LLVMConstReal(s->f32, 0.0), "");
}

static LLVMValueRef float_of(floats *s, LLVMValueRef v, LLVMValueRef user) {
    LLVMValueRef f = lookup(s, v);
    if (f) return f;
    LLVMBuilderRef b = s->b;
    LLVMValueRef zero = LLVMConstReal(s->f32, 0.0), one = LLVMConstReal(s->f32, 1.0);
    if (LLVMIsAConstantInt(v)) return LLVMConstIntGetZExtValue(v) ? one : zero;
    if (LLVMIsUndef(v) || LLVMIsPoison(v)) return zero;
    if (!LLVMIsAInstruction(v)) {
        rl_fail(s->err, user, "a boolean from outside an instruction");
        return NULL;
    }
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    if (op == LLVMPHI) {
        LLVMPositionBuilderBefore(b, v);
        f = LLVMBuildPhi(b, s->f32, "");
        rl_push(&s->keys, v);
        rl_push(&s->vals, f);
        for (unsigned k = 0; k < LLVMCountIncoming(v); k++) {
            LLVMBasicBlockRef from = LLVMGetIncomingBlock(v, k);
            LLVMValueRef in = float_of(s, LLVMGetIncomingValue(v, k), LLVMGetBasicBlockTerminator(from));
            if (!in) return NULL;
            LLVMAddIncoming(f, &in, &from, 1);
        }
        return f;
    }
    LLVMValueRef x = NULL, y = NULL, c = NULL;
    if (op == LLVMAnd || op == LLVMOr || op == LLVMXor) {
        x = float_of(s, LLVMGetOperand(v, 0), v);
        y = x ? float_of(s, LLVMGetOperand(v, 1), v) : NULL;
        if (!y) return NULL;
    } else if (op == LLVMSelect) {
        c = condition_of(s, LLVMGetOperand(v, 0), v);
        x = c ? float_of(s, LLVMGetOperand(v, 1), v) : NULL;
        y = x ? float_of(s, LLVMGetOperand(v, 2), v) : NULL;
        if (!y) return NULL;
    } else if (!is_compare(v)) {
        rl_fail(s->err, v, "booleans from this instruction are not supported");
        return NULL;
    }
    position_for(s, v, user);
    switch (op) {
    case LLVMAnd: f = LLVMBuildFMul(b, x, y, ""); break;
    case LLVMOr: f = rl_pseudo1(b, s->m, "rpu.sat", LLVMBuildFAdd(b, x, y, "")); break;
    case LLVMXor: {
        LLVMValueRef xy = LLVMBuildFMul(b, x, y, "");
        f = LLVMBuildFSub(b, LLVMBuildFAdd(b, x, y, ""), LLVMBuildFAdd(b, xy, xy, ""), "");
        break;
    }
    case LLVMSelect: f = LLVMBuildSelect(b, c, x, y, ""); break;
    default: f = LLVMBuildSelect(b, v, one, zero, ""); break;
    }
    rl_push(&s->keys, v);
    rl_push(&s->vals, f);
    return f;
}

/* Rewrites user u of boolean v (not a compare, or a compare read by more
 * than br/select) to read v's float or a compare of it. */
static bool rewrite_use(floats *s, LLVMValueRef v, LLVMValueRef u, unsigned operand) {
    LLVMOpcode op = LLVMGetInstructionOpcode(u);
    if (op == LLVMBr || (op == LLVMSelect && operand == 0)) {
        if (is_compare(v)) return true;
        LLVMValueRef c = condition_of(s, v, u);
        if (!c) return false;
        LLVMSetOperand(u, operand, c);
        return true;
    }
    if (op == LLVMZExt || op == LLVMUIToFP || op == LLVMSIToFP || op == LLVMSExt) {
        LLVMValueRef f = float_of(s, v, u);
        if (!f) return false;
        LLVMPositionBuilderBefore(s->b, u);
        LLVMValueRef r = f;
        if (op == LLVMSIToFP || op == LLVMSExt) r = LLVMBuildFNeg(s->b, f, "");
        if (op == LLVMZExt || op == LLVMSExt) {
            if (LLVMGetIntTypeWidth(LLVMTypeOf(u)) != 32)
                return rl_fail(s->err, u, "only i32 is supported on the RPU");
            r = LLVMBuildFPToSI(s->b, r, LLVMTypeOf(u), "");
        }
        LLVMReplaceAllUsesWith(u, r); /* erased with the dead code: callers walk a list */
        return true;
    }
    /* boolean operators and phis are rebuilt as floats from their users */
    if (op == LLVMAnd || op == LLVMOr || op == LLVMXor || op == LLVMPHI || op == LLVMSelect) return true;
    return rl_fail(s->err, u, "booleans as operands of this instruction are not supported");
}

static bool booleans_to_floats(LLVMModuleRef m, LLVMBuilderRef b, char **err) {
    floats s = {.m = m, .b = b, .f32 = LLVMFloatTypeInContext(LLVMGetModuleContext(m)), .err = err};
    rl_vec all = {0}, users = {0};
    rl_module_instructions(m, &all);
    bool ok = true;
    for (size_t k = 0; k < all.n && ok; k++) {
        LLVMValueRef v = all.v[k];
        if (!is_bool(v)) continue;
        users.n = 0;
        for (LLVMUseRef use = LLVMGetFirstUse(v); use; use = LLVMGetNextUse(use))
            rl_push(&users, LLVMGetUser(use));
        for (size_t j = 0; j < users.n && ok; j++) {
            LLVMValueRef u = users.v[j];
            unsigned n = (unsigned)LLVMGetNumOperands(u);
            for (unsigned o = 0; o < n && ok; o++)
                if (LLVMGetOperand(u, o) == v) ok = rewrite_use(&s, v, u, o);
        }
    }
    rl_free(&users);
    rl_free(&s.keys);
    rl_free(&s.vals);
    /* the boolean operators and phis left are read only by each other now */
    for (size_t k = 0; k < all.n && ok; k++) {
        LLVMValueRef v = all.v[k];
        LLVMOpcode op = LLVMGetInstructionOpcode(v);
        if (is_bool(v) && !is_compare(v) &&
            (op == LLVMAnd || op == LLVMOr || op == LLVMXor || op == LLVMPHI || op == LLVMSelect))
            LLVMReplaceAllUsesWith(v, LLVMGetUndef(LLVMTypeOf(v)));
    }
    rl_free(&all);
    rl_erase_dead(m);
    return ok;
}

/* `icmp eq/ne (bitcast <N x i1> %v to iN), -1 or 0`, the all-lanes /
 * any-lane tests opt makes of vector compares, as an and/or of the lanes. */
bool rpu_lower_bool_reductions(LLVMModuleRef m, char **err) {
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    rl_vec all = {0};
    rl_module_instructions(m, &all);
    bool ok = true;
    for (size_t k = 0; k < all.n && ok; k++) {
        LLVMValueRef i = all.v[k];
        if (!LLVMIsAICmpInst(i)) continue;
        LLVMValueRef cast = LLVMGetOperand(i, 0), c = LLVMGetOperand(i, 1);
        if (!LLVMIsABitCastInst(cast) || !LLVMIsAConstantInt(c)) continue;
        LLVMValueRef vec = LLVMGetOperand(cast, 0);
        LLVMTypeRef vt = LLVMTypeOf(vec);
        if (LLVMGetTypeKind(vt) != LLVMVectorTypeKind) continue;
        LLVMTypeRef et = LLVMGetElementType(vt);
        if (LLVMGetTypeKind(et) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(et) != 1) continue;
        long long cv = LLVMConstIntGetSExtValue(c);
        LLVMIntPredicate p = LLVMGetICmpPredicate(i);
        if ((cv != -1 && cv != 0) || (p != LLVMIntEQ && p != LLVMIntNE)) {
            ok = rl_fail(err, i, "this test of a boolean vector is not supported");
            break;
        }
        /* all ones: every lane true (and); zero: no lane true (not or) */
        LLVMOpcode combine = cv == -1 ? LLVMAnd : LLVMOr;
        LLVMPositionBuilderBefore(b, i);
        LLVMValueRef r = NULL;
        for (unsigned lane = 0; lane < LLVMGetVectorSize(vt) && ok; lane++) {
            LLVMValueRef l = rl_bool_lane(b, vec, lane);
            if (!l)
                ok = rl_fail(err, i, "a lane of this boolean vector cannot be computed");
            else
                r = r ? LLVMBuildBinOp(b, combine, r, l, "") : l;
        }
        if (!ok) break;
        bool negate = (cv == -1) != (p == LLVMIntEQ);
        if (negate) r = LLVMBuildXor(b, r, LLVMConstInt(LLVMTypeOf(r), 1, 0), "");
        LLVMReplaceAllUsesWith(i, r);
    }
    rl_free(&all);
    LLVMDisposeBuilder(b);
    rl_erase_dead(m);
    return ok;
}

bool rpu_lower_conditions(LLVMModuleRef m, char **err) {
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    bool ok = scalarize_lanes(m, b, err);
    if (ok) short_circuit(m, b);
    ok = ok && booleans_to_floats(m, b, err);
    LLVMDisposeBuilder(b);
    return ok;
}
