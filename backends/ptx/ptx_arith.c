/* Arithmetic, compares, selects and conversions of the PTX emitter. */
#include "ptx_internal.h"
#include "rslpasses.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- arithmetic ---- */

static const char *fp_suffix(RegClass c) { return c == RC_F64 ? "f64" : "f32"; }

static void emit_pred_binop(Emitter *e, LLVMValueRef i, int k, LLVMOpcode op) {
    Reg d = value_reg(e, i, k);
    const char *a = OP(e, LLVMGetOperand(i, 0), k, OP_REG);
    const char *b = OP(e, LLVMGetOperand(i, 1), k, OP_REG);
    switch (op) {
    case LLVMAnd: case LLVMMul:
        ins(e, "and.pred %s, %s, %s;", R(e, d), a, b);
        break;
    case LLVMOr:
        ins(e, "or.pred %s, %s, %s;", R(e, d), a, b);
        break;
    case LLVMXor: case LLVMAdd: case LLVMSub:
        ins(e, "xor.pred %s, %s, %s;", R(e, d), a, b);
        break;
    default:
        emit_error(e, i, "unsupported operation on i1");
    }
}

/* Shift amounts are .u32 in PTX. */
static const char *shift_amount(Emitter *e, LLVMValueRef v, int k) {
    if (LLVMIsAConstant(v))
        return OP(e, v, k, 0);
    Reg r = value_reg(e, v, k);
    if (r.cls == RC_B32)
        return OP(e, v, k, OP_CANON);
    Reg t = new_reg(e, RC_B32);
    ins(e, "cvt.u32.u%d %s, %s;", class_bits(r.cls), R(e, t), OP(e, v, k, OP_CANON));
    return R(e, t);
}

/* An i64 product (or left shift) of a 32-bit value widened by zext or sext
 * and a constant that fits 32 bits is PTX's mul.wide (as llc selects for
 * array indexing): one 32x32->64 multiply instead of a 64-bit one. */
static bool emit_mul_wide(Emitter *e, LLVMValueRef i, const char *D) {
    LLVMValueRef a = LLVMGetOperand(i, 0), b = LLVMGetOperand(i, 1);
    if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(LLVMTypeOf(i)) != 64 ||
        !LLVMIsAInstruction(a) || !LLVMIsAConstantInt(b))
        return false;
    LLVMOpcode ext = LLVMGetInstructionOpcode(a);
    LLVMValueRef x = LLVMGetOperand(a, 0);
    if ((ext != LLVMZExt && ext != LLVMSExt) || LLVMGetTypeKind(LLVMTypeOf(x)) != LLVMIntegerTypeKind ||
        LLVMGetIntTypeWidth(LLVMTypeOf(x)) != 32)
        return false;
    bool is_signed = ext == LLVMSExt;
    uint64_t c = LLVMConstIntGetZExtValue(b);
    if (LLVMGetInstructionOpcode(i) == LLVMShl) {
        if (c >= 31)
            return false;
        c = UINT64_C(1) << c;
    }
    if (c > (is_signed ? (uint64_t)INT32_MAX : (uint64_t)UINT32_MAX))
        return false;
    ins(e, "mul.wide.%c32 %s, %s, %" PRIu64 ";", is_signed ? 's' : 'u', D, OP(e, x, 0, OP_REG), c);
    return true;
}

/* Whether element k of v is the constant 1.0. */
static bool is_fp_one(LLVMValueRef v, int k) {
    if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind)
        v = LLVMIsConstant(v) ? LLVMGetAggregateElement(v, (unsigned)k) : NULL;
    LLVMBool lost;
    return v && LLVMIsAConstantFP(v) && LLVMConstRealGetDouble(v, &lost) == 1.0;
}

void emit_binop(Emitter *e, LLVMValueRef i) {
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    LLVMValueRef a = LLVMGetOperand(i, 0), b = LLVMGetOperand(i, 1);
    ValueInfo *vi = value_info(e, i);
    for (int k = 0; vi && k < vi->nregs; k++) {
        Reg d = value_reg(e, i, k);
        const char *D = R(e, d);
        int bits = class_bits(d.cls);
        if (d.cls == RC_PRED) {
            emit_pred_binop(e, i, k, op);
            continue;
        }
        LLVMTypeRef et = element_type(LLVMTypeOf(i), k);
        if (is_half(et)) {
            emit_error(e, i, "half arithmetic is not supported");
            return;
        }
        const char *fs = fp_suffix(d.cls);
        switch (op) {
        case LLVMAdd: ins(e, "add.u%d %s, %s, %s;", bits, D, OP(e, a, k, 0), OP(e, b, k, 0)); break;
        case LLVMSub: ins(e, "sub.u%d %s, %s, %s;", bits, D, OP(e, a, k, 0), OP(e, b, k, 0)); break;
        case LLVMMul:
            if (!emit_mul_wide(e, i, D))
                ins(e, "mul.lo.u%d %s, %s, %s;", bits, D, OP(e, a, k, 0), OP(e, b, k, 0));
            break;
        case LLVMUDiv: ins(e, "div.u%d %s, %s, %s;", bits, D, OP(e, a, k, OP_CANON), OP(e, b, k, OP_CANON)); break;
        case LLVMURem: ins(e, "rem.u%d %s, %s, %s;", bits, D, OP(e, a, k, OP_CANON), OP(e, b, k, OP_CANON)); break;
        case LLVMSDiv:
            ins(e, "div.s%d %s, %s, %s;", bits, D, OP(e, a, k, OP_CANON | OP_SIGNED), OP(e, b, k, OP_CANON | OP_SIGNED));
            break;
        case LLVMSRem:
            ins(e, "rem.s%d %s, %s, %s;", bits, D, OP(e, a, k, OP_CANON | OP_SIGNED), OP(e, b, k, OP_CANON | OP_SIGNED));
            break;
        case LLVMAnd: ins(e, "and.b%d %s, %s, %s;", bits, D, OP(e, a, k, 0), OP(e, b, k, 0)); break;
        case LLVMOr: ins(e, "or.b%d %s, %s, %s;", bits, D, OP(e, a, k, 0), OP(e, b, k, 0)); break;
        case LLVMXor: ins(e, "xor.b%d %s, %s, %s;", bits, D, OP(e, a, k, 0), OP(e, b, k, 0)); break;
        case LLVMShl: {
            if (emit_mul_wide(e, i, D))
                break;
            const char *s = shift_amount(e, b, k);
            ins(e, "shl.b%d %s, %s, %s;", bits, D, OP(e, a, k, 0), s);
            break;
        }
        case LLVMLShr: {
            const char *s = shift_amount(e, b, k);
            ins(e, "shr.u%d %s, %s, %s;", bits, D, OP(e, a, k, OP_CANON), s);
            break;
        }
        case LLVMAShr: {
            const char *s = shift_amount(e, b, k);
            ins(e, "shr.s%d %s, %s, %s;", bits, D, OP(e, a, k, OP_CANON | OP_SIGNED), s);
            break;
        }
        case LLVMFAdd:
        case LLVMFSub:
            if (!ptx_emit_contracted(e, i, k, d, fs))
                ins(e, "%s.rn.%s %s, %s, %s;", op == LLVMFAdd ? "add" : "sub", fs, D, OP(e, a, k, 0), OP(e, b, k, 0));
            break;
        case LLVMFMul: ins(e, "mul.rn.%s %s, %s, %s;", fs, D, OP(e, a, k, 0), OP(e, b, k, 0)); break;
        case LLVMFDiv: {
            /* div.approx.f32 (about 2 ulp) where afn or arcp allows it, as
             * llc; 1/x is rcp, whose .rn form is the same correctly rounded
             * quotient in a shorter sequence. */
            bool approx = d.cls == RC_F32 && (ptx_fp_flags(e, i) & (PTX_FP_AFN | PTX_FP_ARCP));
            if (is_fp_one(a, k))
                ins(e, "rcp.%s.%s %s, %s;", approx ? "approx" : "rn", fs, D, OP(e, b, k, OP_REG));
            else
                ins(e, "div.%s.%s %s, %s, %s;", approx ? "approx" : "rn", fs, D, OP(e, a, k, 0), OP(e, b, k, 0));
            break;
        }
        case LLVMFRem: {
            /* a - trunc(a / b) * b, as llc does; inf divisors give a. */
            const char *A = OP(e, a, k, OP_REG), *B = OP(e, b, k, OP_REG);
            Reg q = new_reg(e, d.cls), t = new_reg(e, d.cls), nb = new_reg(e, d.cls);
            Reg inf = new_reg(e, RC_PRED);
            ins(e, "div.rn.%s %s, %s, %s;", fs, R(e, q), A, B);
            ins(e, "cvt.rzi.%s.%s %s, %s;", fs, fs, R(e, t), R(e, q));
            ins(e, "neg.%s %s, %s;", fs, R(e, nb), B);
            ins(e, "fma.rn.%s %s, %s, %s, %s;", fs, D, R(e, t), R(e, nb), A);
            ins(e, "testp.infinite.%s %s, %s;", fs, R(e, inf), B);
            ins(e, "selp.%s %s, %s, %s, %s;", fs, D, A, D, R(e, inf));
            break;
        }
        default:
            emit_error(e, i, "unsupported binary operation");
            return;
        }
    }
}

void emit_fneg(Emitter *e, LLVMValueRef i) {
    ValueInfo *vi = value_info(e, i);
    for (int k = 0; vi && k < vi->nregs; k++) {
        Reg d = value_reg(e, i, k);
        if (d.cls != RC_F32 && d.cls != RC_F64) {
            emit_error(e, i, "half arithmetic is not supported");
            return;
        }
        ins(e, "neg.%s %s, %s;", fp_suffix(d.cls), R(e, d), OP(e, LLVMGetOperand(i, 0), k, OP_REG));
    }
}

const char *icmp_op(LLVMIntPredicate p, bool *is_signed) {
    *is_signed = p == LLVMIntSGT || p == LLVMIntSGE || p == LLVMIntSLT || p == LLVMIntSLE;
    switch (p) {
    case LLVMIntEQ: return "eq";
    case LLVMIntNE: return "ne";
    case LLVMIntUGT: case LLVMIntSGT: return "gt";
    case LLVMIntUGE: case LLVMIntSGE: return "ge";
    case LLVMIntULT: case LLVMIntSLT: return "lt";
    default: return "le";
    }
}

void emit_icmp(Emitter *e, LLVMValueRef i) {
    LLVMValueRef a = LLVMGetOperand(i, 0), b = LLVMGetOperand(i, 1);
    LLVMIntPredicate p = LLVMGetICmpPredicate(i);
    ValueInfo *vi = value_info(e, i);
    for (int k = 0; vi && k < vi->nregs; k++) {
        Reg d = value_reg(e, i, k);
        LLVMTypeRef ot = element_type(LLVMTypeOf(a), k);
        RegClass c = class_of_type(ot);
        if (c == RC_PRED) {
            const char *A = OP(e, a, k, OP_REG), *B = OP(e, b, k, OP_REG);
            if (p == LLVMIntEQ) {
                ins(e, "xor.pred %s, %s, %s;", R(e, d), A, B);
                ins(e, "not.pred %s, %s;", R(e, d), R(e, d));
            } else if (p == LLVMIntNE) {
                ins(e, "xor.pred %s, %s, %s;", R(e, d), A, B);
            } else {
                /* As unsigned bits (true = 1); signed i1 has true = -1. */
                bool s = p == LLVMIntSGT || p == LLVMIntSGE || p == LLVMIntSLT || p == LLVMIntSLE;
                Reg x = new_reg(e, RC_B16), y = new_reg(e, RC_B16);
                ins(e, "selp.b16 %s, %d, 0, %s;", R(e, x), s ? -1 : 1, A);
                ins(e, "selp.b16 %s, %d, 0, %s;", R(e, y), s ? -1 : 1, B);
                bool sg;
                ins(e, "setp.%s.%c16 %s, %s, %s;", icmp_op(p, &sg), s ? 's' : 'u', R(e, d), R(e, x), R(e, y));
            }
            continue;
        }
        bool s;
        const char *cmp = icmp_op(p, &s);
        /* Equality as signed, as llc prints it: the same answer for both
         * operands extended alike, and ptxas's loop analysis takes a
         * setp.eq.s32 exit test where setp.eq.u32 cost weighted_rows 24
         * SASS instructions (bench/ptx.sh). */
        s = s || p == LLVMIntEQ || p == LLVMIntNE;
        int flags = OP_CANON | (s ? OP_SIGNED : 0);
        const char *A = OP(e, a, k, flags | OP_REG);
        const char *B = OP(e, b, k, flags);
        ins(e, "setp.%s.%c%d %s, %s, %s;", cmp, s ? 's' : 'u', class_bits(c), R(e, d), A, B);
    }
}

void emit_fcmp(Emitter *e, LLVMValueRef i) {
    static const char *const names[] = {
        [LLVMRealOEQ] = "eq",  [LLVMRealOGT] = "gt",  [LLVMRealOGE] = "ge",  [LLVMRealOLT] = "lt",
        [LLVMRealOLE] = "le",  [LLVMRealONE] = "ne",  [LLVMRealORD] = "num", [LLVMRealUNO] = "nan",
        [LLVMRealUEQ] = "equ", [LLVMRealUGT] = "gtu", [LLVMRealUGE] = "geu", [LLVMRealULT] = "ltu",
        [LLVMRealULE] = "leu", [LLVMRealUNE] = "neu",
    };
    LLVMRealPredicate p = LLVMGetFCmpPredicate(i);
    ValueInfo *vi = value_info(e, i);
    for (int k = 0; vi && k < vi->nregs; k++) {
        Reg d = value_reg(e, i, k);
        if (p == LLVMRealPredicateFalse || p == LLVMRealPredicateTrue) {
            ins(e, "mov.pred %s, %d;", R(e, d), p == LLVMRealPredicateTrue);
            continue;
        }
        RegClass c = class_of_type(element_type(LLVMTypeOf(LLVMGetOperand(i, 0)), k));
        if (c != RC_F32 && c != RC_F64) {
            emit_error(e, i, "half comparisons are not supported");
            return;
        }
        const char *A = OP(e, LLVMGetOperand(i, 0), k, OP_REG);
        const char *B = OP(e, LLVMGetOperand(i, 1), k, 0);
        ins(e, "setp.%s.%s %s, %s, %s;", names[p], fp_suffix(c), R(e, d), A, B);
    }
}

static bool is_bool_constant(LLVMValueRef v, bool value) {
    return LLVMIsAConstantInt(v) && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind &&
           LLVMConstIntGetZExtValue(v) == (value ? 1u : 0u);
}

void emit_select(Emitter *e, LLVMValueRef i) {
    LLVMValueRef c = LLVMGetOperand(i, 0);
    bool vector_cond = LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMVectorTypeKind;
    ValueInfo *vi = value_info(e, i);
    for (int k = 0; vi && k < vi->nregs; k++) {
        Reg d = value_reg(e, i, k);
        const char *C = OP(e, c, vector_cond ? k : 0, OP_REG);
        if (d.cls == RC_PRED) {
            LLVMValueRef a = LLVMGetOperand(i, 1), b = LLVMGetOperand(i, 2);
            /* LLVM's poison-safe `c && a` and `c || b` */
            if (is_bool_constant(b, false)) {
                ins(e, "and.pred %s, %s, %s;", R(e, d), C, OP(e, a, k, OP_REG));
                continue;
            }
            if (is_bool_constant(a, true)) {
                ins(e, "or.pred %s, %s, %s;", R(e, d), C, OP(e, b, k, OP_REG));
                continue;
            }
            Reg t = new_reg(e, RC_PRED), u = new_reg(e, RC_PRED);
            const char *A = OP(e, a, k, OP_REG);
            const char *B = OP(e, b, k, OP_REG);
            ins(e, "and.pred %s, %s, %s;", R(e, t), C, A);
            ins(e, "not.pred %s, %s;", R(e, u), C);
            ins(e, "and.pred %s, %s, %s;", R(e, u), R(e, u), B);
            ins(e, "or.pred %s, %s, %s;", R(e, d), R(e, t), R(e, u));
            continue;
        }
        const char *A = OP(e, LLVMGetOperand(i, 1), k, 0);
        const char *B = OP(e, LLVMGetOperand(i, 2), k, 0);
        ins(e, "selp%s %s, %s, %s, %s;", type_b(d.cls), R(e, d), A, B, C);
    }
}

/* ---- conversions ---- */

void emit_int_resize(Emitter *e, LLVMValueRef i, int k, bool is_signed, bool extend) {
    LLVMValueRef s = LLVMGetOperand(i, 0);
    Reg d = value_reg(e, i, k);
    RegClass sc = class_of_type(element_type(LLVMTypeOf(s), k));
    if (sc == RC_PRED) {
        ins(e, "selp.b%d %s, %d, 0, %s;", class_bits(d.cls), R(e, d), is_signed ? -1 : 1, OP(e, s, k, OP_REG));
        return;
    }
    if (d.cls == RC_PRED) { /* trunc to i1: the low bit */
        Reg t = new_reg(e, sc);
        ins(e, "and.b%d %s, %s, 1;", class_bits(sc), R(e, t), OP(e, s, k, OP_REG));
        ins(e, "setp.ne.b%d %s, %s, 0;", class_bits(sc), R(e, d), R(e, t));
        return;
    }
    int flags = (extend ? OP_CANON : 0) | (is_signed ? OP_SIGNED : 0);
    const char *S = OP(e, s, k, flags | OP_REG);
    if (sc == d.cls)
        ins(e, "mov%s %s, %s;", type_b(d.cls), R(e, d), S);
    else
        ins(e, "cvt%s%s %s, %s;", is_signed ? type_s(d.cls) : type_u(d.cls), is_signed ? type_s(sc) : type_u(sc),
            R(e, d), S);
}

/* A scalar of 16, 32 or 64 bits from or to a vector of bytes (i32 <->
 * <4 x i8>): PTX moves no 8-bit lanes, so each byte is a bit field of the
 * scalar (bfe to unpack, bfi to pack), computed in 32 or 64 bits. */
static void emit_byte_vector_bitcast(Emitter *e, LLVMValueRef i, bool pack, unsigned n, RegClass sc) {
    RegClass wc = sc == RC_B64 ? RC_B64 : RC_B32;
    int wb = class_bits(wc);
    LLVMValueRef s = LLVMGetOperand(i, 0);
    if (!pack) {
        Reg w = new_reg(e, wc);
        if (sc == RC_B16)
            ins(e, "cvt.u32.u16 %s, %s;", R(e, w), OP(e, s, 0, OP_REG));
        else
            ins(e, "mov.b%d %s, %s;", wb, R(e, w), OP(e, s, 0, OP_REG));
        for (unsigned k = 0; k < n; k++) {
            Reg t = new_reg(e, wc);
            ins(e, "bfe.u%d %s, %s, %u, 8;", wb, R(e, t), R(e, w), 8 * k);
            ins(e, "cvt.u16.u%d %s, %s;", wb, R(e, value_reg(e, i, (int)k)), R(e, t));
        }
        return;
    }
    Reg acc = new_reg(e, wc);
    for (unsigned k = 0; k < n; k++) {
        Reg t = new_reg(e, wc);
        ins(e, "cvt.u%d.u16 %s, %s;", wb, R(e, t), OP(e, s, (int)k, OP_REG));
        if (k == 0)
            ins(e, "mov.b%d %s, %s;", wb, R(e, acc), R(e, t));
        else
            ins(e, "bfi.b%d %s, %s, %s, %u, 8;", wb, R(e, acc), R(e, t), R(e, acc), 8 * k);
    }
    Reg d = value_reg(e, i, 0);
    if (sc == RC_B16)
        ins(e, "cvt.u16.u32 %s, %s;", R(e, d), R(e, acc));
    else
        ins(e, "mov.b%d %s, %s;", wb, R(e, d), R(e, acc));
}

/* A bfloat widened or rounded (fpext, fptrunc): bfloat is float's upper
 * half, so widening moves its bits up (exact; the cvt from .bf16 needs
 * sm_90); rounding from float is cvt.rn.bf16.f32 (sm_80).  From double it
 * would round twice, so that and any target before sm_80 are errors. */
static void emit_bfloat_conversion(Emitter *e, LLVMValueRef i, Reg d, LLVMTypeKind other, const char *src) {
    const char *sm = e->sm;
    if (LLVMGetInstructionOpcode(i) == LLVMFPExt) {
        Reg w = new_reg(e, RC_B32);
        ins(e, "cvt.u32.u16 %s, %s;", R(e, w), src);
        ins(e, "shl.b32 %s, %s, 16;", R(e, w), R(e, w));
        if (d.cls == RC_F64) {
            Reg f = new_reg(e, RC_F32);
            ins(e, "mov.b32 %s, %s;", R(e, f), R(e, w));
            ins(e, "cvt.f64.f32 %s, %s;", R(e, d), R(e, f));
        } else {
            ins(e, "mov.b32 %s, %s;", R(e, d), R(e, w));
        }
    } else if (other != LLVMFloatTypeKind) {
        emit_error(e, i, "rounding a double to bfloat is not supported by the ptx target (it would round twice)");
    } else if (atoi(sm + 3) < 80) {
        emit_error(e, i, "rounding to bfloat needs sm_80 or later on the ptx target (target %s)", sm);
    } else {
        ins(e, "cvt.rn.bf16.f32 %s, %s;", R(e, d), src);
    }
}

void emit_cast(Emitter *e, LLVMValueRef i) {
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    LLVMValueRef s = LLVMGetOperand(i, 0);
    ValueInfo *vi = value_info(e, i);
    LLVMTypeRef st0 = LLVMTypeOf(s), dt0 = LLVMTypeOf(i);
    if (op == LLVMBitCast && LLVMGetTypeKind(st0) != LLVMGetTypeKind(dt0) &&
        (LLVMGetTypeKind(st0) == LLVMVectorTypeKind || LLVMGetTypeKind(dt0) == LLVMVectorTypeKind)) {
        /* vector <-> scalar of the same size: pack or unpack. */
        bool pack = LLVMGetTypeKind(st0) == LLVMVectorTypeKind;
        LLVMValueRef vec = pack ? s : i;
        LLVMTypeRef vt = LLVMTypeOf(vec), el = LLVMGetElementType(vt);
        unsigned n = LLVMGetVectorSize(vt);
        RegClass sc = class_of_type(pack ? dt0 : st0);
        if (LLVMGetTypeKind(pack ? dt0 : st0) == LLVMVectorTypeKind || int_width(el) == 1 ||
            (int)LLVMSizeOfTypeInBits(e->dl, el) * (int)n != class_bits(sc) ||
            (LLVMSizeOfTypeInBits(e->dl, el) == 8 ? n > 8 : n != 2 && n != 4)) {
            emit_error(e, i, "unsupported vector bitcast");
            return;
        }
        if (LLVMSizeOfTypeInBits(e->dl, el) == 8) {
            emit_byte_vector_bitcast(e, i, pack, n, sc);
            return;
        }
        Buf list = {0}; /* not a ring slot: as in emit_memory_access */
        for (unsigned k = 0; k < n; k++)
            buf_printf(&list, "%s%s", k ? ", " : "", pack ? OP(e, s, (int)k, OP_REG) : R(e, value_reg(e, i, (int)k)));
        if (pack)
            ins(e, "mov.b%d %s, {%s};", class_bits(sc), R(e, value_reg(e, i, 0)), list.data);
        else
            ins(e, "mov.b%d {%s}, %s;", class_bits(sc), list.data, OP(e, s, 0, OP_REG));
        buf_free(&list);
        return;
    }
    for (int k = 0; vi && k < vi->nregs; k++) {
        Reg d = value_reg(e, i, k);
        LLVMTypeRef st = element_type(st0, k), dt = element_type(dt0, k);
        RegClass sc = class_of_type(st);
        switch (op) {
        case LLVMTrunc: emit_int_resize(e, i, k, false, false); break;
        case LLVMZExt: emit_int_resize(e, i, k, false, true); break;
        case LLVMSExt: emit_int_resize(e, i, k, true, true); break;
        case LLVMFPToSI:
        case LLVMFPToUI: {
            bool sg = op == LLVMFPToSI;
            if (is_bfloat(st)) {
                emit_error(e, i, "conversions between bfloat and integers are not supported by the ptx target");
                return;
            }
            const char *src = OP(e, s, k, OP_REG);
            const char *ft = is_half(st) ? ".f16" : type_b(sc);
            if (d.cls == RC_PRED) {
                Reg t = new_reg(e, RC_B32);
                ins(e, "cvt.rzi.%c32%s %s, %s;", sg ? 's' : 'u', ft, R(e, t), src);
                ins(e, "setp.ne.b32 %s, %s, 0;", R(e, d), R(e, t));
            } else {
                ins(e, "cvt.rzi%s%s %s, %s;", sg ? type_s(d.cls) : type_u(d.cls), ft, R(e, d), src);
            }
            break;
        }
        case LLVMSIToFP:
        case LLVMUIToFP: {
            bool sg = op == LLVMSIToFP;
            if (is_bfloat(dt)) {
                emit_error(e, i, "conversions between bfloat and integers are not supported by the ptx target");
                return;
            }
            const char *ft = is_half(dt) ? ".f16" : type_b(d.cls);
            if (sc == RC_PRED) {
                Reg t = new_reg(e, RC_B32);
                ins(e, "selp.b32 %s, %d, 0, %s;", R(e, t), sg ? -1 : 1, OP(e, s, k, OP_REG));
                ins(e, "cvt.rn%s.%c32 %s, %s;", ft, sg ? 's' : 'u', R(e, d), R(e, t));
            } else {
                const char *src = OP(e, s, k, OP_REG | OP_CANON | (sg ? OP_SIGNED : 0));
                ins(e, "cvt.rn%s%s %s, %s;", ft, sg ? type_s(sc) : type_u(sc), R(e, d), src);
            }
            break;
        }
        case LLVMFPTrunc:
        case LLVMFPExt: {
            if (is_bfloat(st) || is_bfloat(dt)) {
                emit_bfloat_conversion(e, i, d, LLVMGetTypeKind(is_bfloat(st) ? dt : st), OP(e, s, k, OP_REG));
                if (e->error)
                    return;
                break;
            }
            const char *dtn = is_half(dt) ? ".f16" : type_b(d.cls);
            const char *stn = is_half(st) ? ".f16" : type_b(sc);
            ins(e, "cvt%s%s%s %s, %s;", op == LLVMFPTrunc ? ".rn" : "", dtn, stn, R(e, d), OP(e, s, k, OP_REG));
            break;
        }
        case LLVMPtrToInt:
        case LLVMIntToPtr:
            if (d.cls == RC_PRED || sc == RC_PRED) {
                emit_error(e, i, "unsupported pointer conversion");
                return;
            }
            if (d.cls == sc)
                ins(e, "mov.b%d %s, %s;", class_bits(d.cls), R(e, d), OP(e, s, k, 0));
            else
                ins(e, "cvt.u%d.u%d %s, %s;", class_bits(d.cls), class_bits(sc), R(e, d),
                    OP(e, s, k, OP_REG | (op == LLVMIntToPtr ? OP_CANON : 0)));
            break;
        case LLVMBitCast:
            if (d.cls == RC_PRED)
                ins(e, "mov.pred %s, %s;", R(e, d), OP(e, s, k, OP_REG));
            else
                ins(e, "mov.b%d %s, %s;", class_bits(d.cls), R(e, d), OP(e, s, k, OP_REG));
            break;
        case LLVMAddrSpaceCast: {
            unsigned from = LLVMGetPointerAddressSpace(st), to = LLVMGetPointerAddressSpace(dt);
            if (from != 0 && to != 0) {
                emit_error(e, i, "casts between two specific address spaces are not supported");
                return;
            }
            if (to == RSL_AS_LOCAL && is_alloca(s)) { /* the alloca's own symbol */
                ins(e, "mov.u64 %s, %s;", R(e, d), local_symbol(e, s));
                break;
            }
            unsigned space = from ? from : to;
            if (!*state_space(space)) {
                emit_error(e, i, "unknown address space %u", space);
                return;
            }
            ins(e, "cvta%s%s.u64 %s, %s;", from ? "" : ".to", state_space(space), R(e, d), OP(e, s, k, OP_REG));
            break;
        }
        default:
            emit_error(e, i, "unsupported conversion");
            return;
        }
    }
}
