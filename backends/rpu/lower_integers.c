/* Integers as the RPU has them: scalar i32 on a w lane.
 *
 *  1. Integer vectors (<2 x i32> from the SLP vectorizer, ...) become their
 *     scalar lanes; an extract reads a lane, sitofp/uitofp/icmp of a vector
 *     are rebuilt from lanes.
 *  2. i8, i16 and i64 become i32: narrow values are kept zero-extended
 *     (masked after add/sub/mul/shl, sign-extended by shl+ashr where a
 *     signed operation reads them); i64 is computed modulo 2^32, exact
 *     while the values fit in 32 bits (the indices and counters the
 *     runtime's code uses).
 *  3. sdiv/udiv/srem/urem by the float unit: q = (int)(a * rcp(b)), then
 *     the remainder a - q*b corrects q by one either way with sign masks
 *     (no branch); exact for |a|, |b| < 2^24.
 *  4. The unsigned forms the RPU lacks (its shift is arithmetic, its
 *     conversions signed): uitofp is sitofp when the top bit is known clear
 *     (an and with a non-negative constant, a logical shift), else
 *     sitofp(x & 0x7fffffff) + 2^31 * (x >>> 31); fptoui is fptosi (exact
 *     below 2^31); a logical shift by a variable amount y is
 *     ashr(x, y) & ~(ashr(INT_MIN, y) << 1). */
#include "lower.h"

#include <stdint.h>
#include <stdlib.h>

typedef struct {
    LLVMModuleRef m;
    LLVMBuilderRef b;
    LLVMTypeRef i32;
    rl_vec keys, vals; /* value -> its replacement (lanes: one entry per lane) */
    char **err;
    bool failed;
    LLVMValueRef user; /* the instruction being rewritten, for messages */
} ints;

static LLVMValueRef lookup(ints *s, LLVMValueRef v, unsigned lane) {
    for (size_t k = 0; k < s->keys.n; k++)
        if (s->keys.v[k] == v) return s->vals.v[k + lane];
    return NULL;
}

/* Positions the builder after instruction v (after the phis for a phi). */
static void after(ints *s, LLVMValueRef v) {
    LLVMValueRef at = LLVMGetNextInstruction(v);
    while (at && LLVMGetInstructionOpcode(at) == LLVMPHI) at = LLVMGetNextInstruction(at);
    LLVMPositionBuilderBefore(s->b, at);
}

static bool is_int(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMIntegerTypeKind; }

static bool is_int_vector(LLVMTypeRef t) {
    return LLVMGetTypeKind(t) == LLVMVectorTypeKind && is_int(LLVMGetElementType(t)) &&
           LLVMGetIntTypeWidth(LLVMGetElementType(t)) > 1;
}

static LLVMValueRef fail(ints *s, LLVMValueRef i, const char *why) {
    if (!i) i = s->user;
    if (!s->failed) rl_fail(s->err, i, why);
    s->failed = true;
    return NULL;
}

/* ---- 1. integer vectors as lanes ---------------------------------------- */

static LLVMValueRef int_lane(ints *s, LLVMValueRef v, unsigned k);

static LLVMValueRef make_lanes(ints *s, LLVMValueRef v) {
    unsigned n = LLVMGetVectorSize(LLVMTypeOf(v));
    LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(v));
    LLVMValueRef lanes[16];
    if (n > 16) return fail(s, v, "integer vector too wide");
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    if (op == LLVMPHI) {
        LLVMPositionBuilderBefore(s->b, v);
        for (unsigned k = 0; k < n; k++) lanes[k] = LLVMBuildPhi(s->b, et, "");
        for (unsigned k = 0; k < n; k++) {
            rl_push(&s->keys, k ? NULL : v);
            rl_push(&s->vals, lanes[k]);
        }
        for (unsigned j = 0; j < LLVMCountIncoming(v); j++) {
            LLVMBasicBlockRef from = LLVMGetIncomingBlock(v, j);
            for (unsigned k = 0; k < n; k++) {
                LLVMValueRef in = int_lane(s, LLVMGetIncomingValue(v, j), k);
                if (!in) return NULL;
                LLVMAddIncoming(lanes[k], &in, &from, 1);
            }
        }
        return lanes[0];
    }
    /* operands first: their lanes go after their own definitions */
    LLVMValueRef a[16];
    unsigned nops = (unsigned)LLVMGetNumOperands(v);
    for (unsigned k = 0; k < n; k++) {
        switch (op) {
        case LLVMInsertElement: {
            LLVMValueRef at = LLVMGetOperand(v, 2);
            if (!LLVMIsAConstantInt(at)) return fail(s, v, "variable index into an integer vector");
            a[k] = LLVMConstIntGetZExtValue(at) == k ? LLVMGetOperand(v, 1)
                                                     : int_lane(s, LLVMGetOperand(v, 0), k);
            break;
        }
        case LLVMShuffleVector: {
            int e = LLVMGetMaskValue(v, k);
            unsigned w = LLVMGetVectorSize(LLVMTypeOf(LLVMGetOperand(v, 0)));
            a[k] = e == LLVMGetUndefMaskElem() ? LLVMGetUndef(et)
                   : (unsigned)e < w           ? int_lane(s, LLVMGetOperand(v, 0), (unsigned)e)
                                               : int_lane(s, LLVMGetOperand(v, 1), (unsigned)e - w);
            break;
        }
        case LLVMSelect: {
            LLVMValueRef x = int_lane(s, LLVMGetOperand(v, 1), k);
            LLVMValueRef y = x ? int_lane(s, LLVMGetOperand(v, 2), k) : NULL;
            if (!y) return NULL;
            after(s, v);
            LLVMValueRef cond = LLVMGetOperand(v, 0);
            if (LLVMGetTypeKind(LLVMTypeOf(cond)) == LLVMVectorTypeKind) {
                cond = rl_bool_lane(s->b, cond, k);
                if (!cond) return fail(s, v, "a lane of this condition cannot be computed");
            }
            a[k] = LLVMBuildSelect(s->b, cond, x, y, "");
            break;
        }
        default:
            if (LLVMIsABinaryOperator(v)) {
                LLVMValueRef x = int_lane(s, LLVMGetOperand(v, 0), k);
                LLVMValueRef y = x ? int_lane(s, LLVMGetOperand(v, 1), k) : NULL;
                if (!y) return NULL;
                after(s, v);
                a[k] = LLVMBuildBinOp(s->b, op, x, y, "");
            } else if (LLVMIsACastInst(v) && nops == 1) {
                LLVMValueRef src = LLVMGetOperand(v, 0), x = NULL;
                if (is_int_vector(LLVMTypeOf(src)) && !(x = int_lane(s, src, k))) return NULL;
                after(s, v);
                if (!x) x = LLVMBuildExtractElement(s->b, src, rl_iconst(LLVMGetModuleContext(s->m), k), "");
                a[k] = LLVMBuildCast(s->b, op, x, et, "");
            } else {
                return fail(s, v, "integer vectors from this instruction are not supported");
            }
        }
        if (!a[k]) return NULL;
    }
    for (unsigned k = 0; k < n; k++) {
        rl_push(&s->keys, k ? NULL : v);
        rl_push(&s->vals, a[k]);
    }
    return a[0];
}

static LLVMValueRef int_lane(ints *s, LLVMValueRef v, unsigned k) {
    if (s->failed) return NULL;
    if (LLVMIsAConstant(v)) {
        LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(v));
        if (LLVMIsUndef(v) || LLVMIsPoison(v)) return LLVMGetUndef(et);
        if (LLVMIsAConstantAggregateZero(v)) return LLVMConstNull(et);
        LLVMValueRef e = LLVMGetAggregateElement(v, k);
        return e ? e : fail(s, NULL, "a lane of this integer vector constant cannot be read");
    }
    if (!LLVMIsAInstruction(v)) return fail(s, NULL, "integer vector arguments are not supported");
    LLVMValueRef l = lookup(s, v, k);
    if (l) return l;
    return make_lanes(s, v) ? lookup(s, v, k) : NULL;
}

/* Rewrites the users of integer vector v that are not integer vectors. */
static void lane_users(ints *s, LLVMValueRef v) {
    rl_vec users = {0};
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) rl_push(&users, LLVMGetUser(u));
    LLVMContextRef ctx = LLVMGetModuleContext(s->m);
    unsigned n = LLVMGetVectorSize(LLVMTypeOf(v));
    for (size_t j = 0; j < users.n && !s->failed; j++) {
        LLVMValueRef u = users.v[j];
        s->user = u;
        if (is_int_vector(LLVMTypeOf(u))) continue; /* rebuilt itself */
        LLVMOpcode op = LLVMGetInstructionOpcode(u);
        LLVMPositionBuilderBefore(s->b, u);
        LLVMValueRef r = NULL;
        if (op == LLVMExtractElement && LLVMGetOperand(u, 0) == v) {
            LLVMValueRef at = LLVMGetOperand(u, 1);
            if (!LLVMIsAConstantInt(at)) {
                fail(s, u, "variable index into an integer vector");
                break;
            }
            r = int_lane(s, v, (unsigned)LLVMConstIntGetZExtValue(at));
        } else if (op == LLVMSIToFP || op == LLVMUIToFP || op == LLVMICmp ||
                   (op == LLVMBitCast && LLVMGetTypeKind(LLVMTypeOf(u)) == LLVMVectorTypeKind &&
                    LLVMGetVectorSize(LLVMTypeOf(u)) == n)) {
            r = LLVMGetUndef(LLVMTypeOf(u));
            for (unsigned k = 0; k < n && !s->failed; k++) {
                LLVMValueRef lane;
                if (op == LLVMICmp) {
                    LLVMValueRef x = int_lane(s, LLVMGetOperand(u, 0), k);
                    LLVMValueRef y = x ? int_lane(s, LLVMGetOperand(u, 1), k) : NULL;
                    if (!y) break;
                    LLVMPositionBuilderBefore(s->b, u);
                    lane = LLVMBuildICmp(s->b, LLVMGetICmpPredicate(u), x, y, "");
                } else {
                    LLVMValueRef x = int_lane(s, v, k);
                    if (!x) break;
                    LLVMPositionBuilderBefore(s->b, u);
                    lane = LLVMBuildCast(s->b, op, x, LLVMGetElementType(LLVMTypeOf(u)), "");
                }
                r = LLVMBuildInsertElement(s->b, r, lane, rl_iconst(ctx, k), "");
            }
        } else {
            fail(s, u, "integer vectors as operands of this instruction are not supported");
        }
        if (r && !s->failed) LLVMReplaceAllUsesWith(u, r);
    }
    rl_free(&users);
}

/* ---- 2. i8, i16, i64 as i32 -------------------------------------------- */

static unsigned width(LLVMValueRef v) { return LLVMGetIntTypeWidth(LLVMTypeOf(v)); }

static bool is_odd_int(LLVMTypeRef t) {
    return is_int(t) && LLVMGetIntTypeWidth(t) != 32 && LLVMGetIntTypeWidth(t) != 1;
}

static LLVMValueRef mask_to(ints *s, LLVMValueRef x, unsigned bits) {
    if (bits >= 32) return x;
    return LLVMBuildAnd(s->b, x, rl_iconst(LLVMGetModuleContext(s->m), (int64_t)((1u << bits) - 1)), "");
}

static LLVMValueRef sign_extend(ints *s, LLVMValueRef x, unsigned bits) {
    if (bits >= 32) return x;
    LLVMValueRef sh = rl_iconst(LLVMGetModuleContext(s->m), 32 - bits);
    return LLVMBuildAShr(s->b, LLVMBuildShl(s->b, x, sh, ""), sh, "");
}

static LLVMValueRef wide(ints *s, LLVMValueRef v, LLVMValueRef user);

static LLVMValueRef widen(ints *s, LLVMValueRef v) {
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    unsigned bits = width(v);
    if (op == LLVMPHI) {
        LLVMPositionBuilderBefore(s->b, v);
        LLVMValueRef p = LLVMBuildPhi(s->b, s->i32, "");
        rl_push(&s->keys, v);
        rl_push(&s->vals, p);
        for (unsigned j = 0; j < LLVMCountIncoming(v); j++) {
            LLVMBasicBlockRef from = LLVMGetIncomingBlock(v, j);
            LLVMValueRef in = wide(s, LLVMGetIncomingValue(v, j), LLVMGetBasicBlockTerminator(from));
            if (!in) return NULL;
            LLVMAddIncoming(p, &in, &from, 1);
        }
        return p;
    }
    LLVMValueRef r = NULL;
    if (op == LLVMTrunc || op == LLVMZExt || op == LLVMSExt) {
        LLVMValueRef src = LLVMGetOperand(v, 0);
        if (!is_int(LLVMTypeOf(src)) || width(src) == 1) return fail(s, v, "conversion not supported");
        LLVMValueRef x = width(src) == 32 ? src : wide(s, src, v);
        if (!x) return NULL;
        after(s, v);
        if (op == LLVMTrunc)
            r = mask_to(s, x, bits);
        else if (op == LLVMSExt)
            r = mask_to(s, sign_extend(s, x, width(src)), bits);
        else
            r = x;
    } else if (op == LLVMSelect) {
        LLVMValueRef x = wide(s, LLVMGetOperand(v, 1), v), y = x ? wide(s, LLVMGetOperand(v, 2), v) : NULL;
        if (!y) return NULL;
        after(s, v);
        r = LLVMBuildSelect(s->b, LLVMGetOperand(v, 0), x, y, "");
    } else if (LLVMIsABinaryOperator(v)) {
        LLVMValueRef x = wide(s, LLVMGetOperand(v, 0), v), y = x ? wide(s, LLVMGetOperand(v, 1), v) : NULL;
        if (!y) return NULL;
        after(s, v);
        bool is_signed = op == LLVMAShr || op == LLVMSDiv || op == LLVMSRem;
        if (is_signed) {
            x = sign_extend(s, x, bits);
            if (op != LLVMAShr) y = sign_extend(s, y, bits);
        }
        r = LLVMBuildBinOp(s->b, op, x, y, "");
        if (op != LLVMAnd && op != LLVMOr && op != LLVMXor && op != LLVMLShr && op != LLVMUDiv &&
            op != LLVMURem)
            r = mask_to(s, r, bits);
    } else if (op == LLVMFPToSI || op == LLVMFPToUI) {
        after(s, v);
        r = mask_to(s, LLVMBuildFPToSI(s->b, LLVMGetOperand(v, 0), s->i32, ""), bits);
    } else {
        return fail(s, v, "integers of this width from this instruction are not supported");
    }
    rl_push(&s->keys, v);
    rl_push(&s->vals, r);
    return r;
}

/* v (an i8/i16/i64 value) as i32; constants are placed before `user`. */
static LLVMValueRef wide(ints *s, LLVMValueRef v, LLVMValueRef user) {
    (void)user;
    if (s->failed) return NULL;
    if (LLVMIsAConstantInt(v)) {
        unsigned bits = width(v);
        uint64_t x = LLVMConstIntGetZExtValue(v);
        if (bits < 32) x &= (1ull << bits) - 1;
        return LLVMConstInt(s->i32, x & 0xffffffffu, 0);
    }
    if (LLVMIsUndef(v) || LLVMIsPoison(v)) return LLVMGetUndef(s->i32);
    if (!LLVMIsAInstruction(v)) return fail(s, user, "an integer argument that is not i32");
    LLVMValueRef r = lookup(s, v, 0);
    return r ? r : widen(s, v);
}

/* Users of odd-width v whose own result is not an odd-width integer. */
static void wide_users(ints *s, LLVMValueRef v) {
    rl_vec users = {0};
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) rl_push(&users, LLVMGetUser(u));
    for (size_t j = 0; j < users.n && !s->failed; j++) {
        LLVMValueRef u = users.v[j];
        s->user = u;
        if (is_odd_int(LLVMTypeOf(u))) continue; /* rebuilt itself */
        LLVMOpcode op = LLVMGetInstructionOpcode(u);
        LLVMValueRef w = wide(s, v, u);
        if (!w) break;
        LLVMPositionBuilderBefore(s->b, u);
        unsigned bits = width(v);
        if (op == LLVMICmp) {
            LLVMIntPredicate p = LLVMGetICmpPredicate(u);
            bool sgn = p == LLVMIntSLT || p == LLVMIntSLE || p == LLVMIntSGT || p == LLVMIntSGE;
            LLVMValueRef x = wide(s, LLVMGetOperand(u, 0), u),
                         y = x ? wide(s, LLVMGetOperand(u, 1), u) : NULL;
            if (!y) break;
            LLVMPositionBuilderBefore(s->b, u);
            if (sgn) {
                x = sign_extend(s, x, bits);
                y = sign_extend(s, y, bits);
            }
            LLVMReplaceAllUsesWith(u, LLVMBuildICmp(s->b, p, x, y, ""));
        } else if ((op == LLVMZExt || op == LLVMSExt || op == LLVMTrunc) && width(u) == 32) {
            LLVMReplaceAllUsesWith(u, op == LLVMSExt ? sign_extend(s, w, bits) : w);
        } else if (op == LLVMSIToFP || op == LLVMUIToFP) {
            LLVMValueRef x = op == LLVMSIToFP ? sign_extend(s, w, bits) : w;
            LLVMReplaceAllUsesWith(u, LLVMBuildSIToFP(s->b, x, LLVMTypeOf(u), ""));
        } else if (op == LLVMGetElementPtr || op == LLVMExtractElement || op == LLVMInsertElement) {
            /* an index: i32 serves */
            unsigned n = (unsigned)LLVMGetNumOperands(u);
            for (unsigned o = 1; o < n; o++)
                if (LLVMGetOperand(u, o) == v) LLVMSetOperand(u, o, w);
        } else if (op != LLVMPHI && op != LLVMSelect) {
            fail(s, u, "integers of this width as operands of this instruction are not supported");
        }
    }
    rl_free(&users);
}

/* ---- 3. integer division by the float unit ---------------------------- */

static LLVMValueRef divide(ints *s, LLVMValueRef i) {
    LLVMBuilderRef b = s->b;
    LLVMContextRef ctx = LLVMGetModuleContext(s->m);
    LLVMTypeRef f32 = LLVMFloatTypeInContext(ctx);
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    bool sgn = op == LLVMSDiv || op == LLVMSRem, rem = op == LLVMSRem || op == LLVMURem;
    LLVMValueRef a = LLVMGetOperand(i, 0), d = LLVMGetOperand(i, 1);
    LLVMValueRef sa = NULL, sd = NULL, minus1 = rl_iconst(ctx, -1), k31 = rl_iconst(ctx, 31);
    LLVMPositionBuilderBefore(b, i);
    if (sgn) { /* magnitudes: (x ^ s) - s with s = x >> 31 */
        sa = LLVMBuildAShr(b, a, k31, "");
        sd = LLVMBuildAShr(b, d, k31, "");
        a = LLVMBuildSub(b, LLVMBuildXor(b, a, sa, ""), sa, "");
        d = LLVMBuildSub(b, LLVMBuildXor(b, d, sd, ""), sd, "");
    }
    LLVMValueRef fd = LLVMBuildSIToFP(b, d, f32, "");
    LLVMValueRef inv = LLVMIsAConstantInt(d) ? LLVMConstReal(f32, 1.0 / (double)LLVMConstIntGetSExtValue(d))
                                             : rl_pseudo1(b, s->m, "rpu.rcp", fd);
    LLVMValueRef q =
        LLVMBuildFPToSI(b, LLVMBuildFMul(b, LLVMBuildSIToFP(b, a, f32, ""), inv, ""), s->i32, "");
    LLVMValueRef r = LLVMBuildSub(b, a, LLVMBuildMul(b, q, d, ""), "");
    /* r < 0: one less */
    LLVMValueRef m1 = LLVMBuildAShr(b, r, k31, "");
    q = LLVMBuildAdd(b, q, m1, "");
    r = LLVMBuildAdd(b, r, LLVMBuildAnd(b, d, m1, ""), "");
    /* r >= d: one more */
    LLVMValueRef m2 = LLVMBuildXor(b, LLVMBuildAShr(b, LLVMBuildSub(b, r, d, ""), k31, ""), minus1, "");
    q = LLVMBuildSub(b, q, m2, "");
    r = LLVMBuildSub(b, r, LLVMBuildAnd(b, d, m2, ""), "");
    if (!sgn) return rem ? r : q;
    if (rem) return LLVMBuildSub(b, LLVMBuildXor(b, r, sa, ""), sa, ""); /* sign of a */
    LLVMValueRef sq = LLVMBuildXor(b, sa, sd, "");
    return LLVMBuildSub(b, LLVMBuildXor(b, q, sq, ""), sq, "");
}

/* ---- 4. unsigned conversions and shifts ------------------------------ */

static bool top_bit_clear(LLVMValueRef x) {
    if (!LLVMIsAInstruction(x)) return false;
    LLVMValueRef c = LLVMGetNumOperands(x) > 1 ? LLVMGetOperand(x, 1) : NULL;
    switch (LLVMGetInstructionOpcode(x)) {
    case LLVMAnd: return c && LLVMIsAConstantInt(c) && LLVMConstIntGetSExtValue(c) >= 0;
    case LLVMLShr: return c && LLVMIsAConstantInt(c) && LLVMConstIntGetZExtValue(c) % 32 != 0;
    default: return false;
    }
}

static LLVMValueRef unsigned_form(ints *s, LLVMValueRef i) {
    LLVMBuilderRef b = s->b;
    LLVMContextRef ctx = LLVMGetModuleContext(s->m);
    LLVMValueRef x = LLVMGetOperand(i, 0);
    LLVMPositionBuilderBefore(b, i);
    switch (LLVMGetInstructionOpcode(i)) {
    case LLVMUIToFP: {
        if (top_bit_clear(x)) return LLVMBuildSIToFP(b, x, LLVMTypeOf(i), "");
        LLVMValueRef low =
            LLVMBuildSIToFP(b, LLVMBuildAnd(b, x, rl_iconst(ctx, 0x7fffffff), ""), LLVMTypeOf(i), "");
        LLVMValueRef top = LLVMBuildSIToFP(b, LLVMBuildLShr(b, x, rl_iconst(ctx, 31), ""), LLVMTypeOf(i), "");
        return LLVMBuildFAdd(b, low, LLVMBuildFMul(b, top, LLVMConstReal(LLVMTypeOf(i), 2147483648.0), ""),
                             "");
    }
    case LLVMFPToUI: return LLVMBuildFPToSI(b, x, LLVMTypeOf(i), "");
    default: { /* lshr by a variable */
        LLVMValueRef y = LLVMGetOperand(i, 1);
        LLVMValueRef high =
            LLVMBuildShl(b, LLVMBuildAShr(b, rl_iconst(ctx, INT32_MIN), y, ""), rl_iconst(ctx, 1), "");
        LLVMValueRef keep = LLVMBuildXor(b, high, rl_iconst(ctx, -1), "");
        return LLVMBuildAnd(b, LLVMBuildAShr(b, x, y, ""), keep, "");
    }
    }
}

/* ---- driver ------------------------------------------------------------- */

/* Drops every instruction of type-predicate `doomed` (all its users are
 * rebuilt): uses go to undef first, since phis may read each other. */
static void drop(LLVMModuleRef m, bool (*doomed)(LLVMTypeRef)) {
    rl_vec all = {0};
    rl_module_instructions(m, &all);
    for (size_t k = 0; k < all.n; k++)
        if (doomed(LLVMTypeOf(all.v[k])))
            LLVMReplaceAllUsesWith(all.v[k], LLVMGetUndef(LLVMTypeOf(all.v[k])));
    rl_free(&all);
    rl_erase_dead(m);
}

bool rpu_lower_integers(LLVMModuleRef m, char **err) {
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    ints s = {.m = m, .b = LLVMCreateBuilderInContext(ctx), .i32 = LLVMInt32TypeInContext(ctx), .err = err};
    rl_vec all = {0};
    rl_module_instructions(m, &all);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f && !s.failed; f = LLVMGetNextFunction(f))
        for (LLVMValueRef p = LLVMGetFirstParam(f); p && !s.failed; p = LLVMGetNextParam(p))
            if (is_int_vector(LLVMTypeOf(p))) lane_users(&s, p); /* reports the first use */
    for (size_t k = 0; k < all.n && !s.failed; k++)
        if (is_int_vector(LLVMTypeOf(all.v[k]))) lane_users(&s, all.v[k]);
    rl_free(&all);
    if (!s.failed) drop(m, is_int_vector);
    s.keys.n = s.vals.n = 0;
    rl_module_instructions(m, &all);
    for (size_t k = 0; k < all.n && !s.failed; k++)
        if (is_odd_int(LLVMTypeOf(all.v[k]))) wide_users(&s, all.v[k]);
    rl_free(&all);
    if (!s.failed) drop(m, is_odd_int);
    rl_module_instructions(m, &all);
    for (size_t k = 0; k < all.n && !s.failed; k++) {
        LLVMOpcode op = LLVMGetInstructionOpcode(all.v[k]);
        LLVMValueRef i = all.v[k];
        if (LLVMGetTypeKind(LLVMTypeOf(i)) == LLVMVectorTypeKind) continue;
        if ((op == LLVMSDiv || op == LLVMUDiv || op == LLVMSRem || op == LLVMURem) && width(i) == 32)
            rl_replace(i, divide(&s, i));
        else if ((op == LLVMUIToFP && width(LLVMGetOperand(i, 0)) == 32) ||
                 (op == LLVMFPToUI && width(i) == 32) ||
                 (op == LLVMLShr && width(i) == 32 && !LLVMIsAConstantInt(LLVMGetOperand(i, 1))))
            rl_replace(i, unsigned_form(&s, i));
    }
    rl_free(&all);
    rl_free(&s.keys);
    rl_free(&s.vals);
    LLVMDisposeBuilder(s.b);
    return !s.failed;
}
