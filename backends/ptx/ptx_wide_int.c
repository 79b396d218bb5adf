/* i128 on the PTX target: two .b64 registers, the low half first
 * (value_shape), as LLVM's NVPTX backend holds it.  PTX's .b128 (PTX ISA 8.3,
 * sm_70 and later) only moves, loads and stores, so pairs serve every target
 * and .version: additions and subtractions are carry chains (add.cc/addc,
 * sub.cc/subc), products three multiplies (mul.lo, mul.hi, two mad.lo: bits
 * above 127 dropped), shifts combine the halves relying on PTX clamping shift
 * amounts above 64 to 64, and compares decide on the high halves unless they
 * are equal (setp's .and/.or forms).  Selects, phis, freezes, parameters,
 * returns and loads and stores work half by half in the emitter's generic
 * code; everything else that touches an i128 is an error here, never a
 * half-wide answer.  PTX has no 128-bit divide, so division is an error. */
#include "ptx_internal.h"

#include <stdio.h>
#include <string.h>

bool is_i128(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 128; }

LLVMValueRef int_constant_word(LLVMValueRef c, unsigned w) {
    LLVMTypeRef t = LLVMTypeOf(c), i64 = LLVMInt64TypeInContext(LLVMGetTypeContext(t));
    if (LLVMIsUndef(c))
        return LLVMGetUndef(i64);
    return LLVMConstTrunc(w ? LLVMConstLShr(c, LLVMConstInt(t, 64ull * w, false)) : c, i64);
}

static bool touches_i128(LLVMValueRef i) {
    if (is_i128(LLVMTypeOf(i)))
        return true;
    for (int k = 0, n = LLVMGetNumOperands(i); k < n; k++)
        if (is_i128(LLVMTypeOf(LLVMGetOperand(i, k))))
            return true;
    return false;
}

/* Halves of the result (d[0] low) and of operand `op` as operand text. */
static void result_halves(Emitter *e, LLVMValueRef i, char d[2][16]) {
    for (int k = 0; k < 2; k++)
        snprintf(d[k], sizeof d[k], "%s", R(e, value_reg(e, i, k)));
}

static void operand_halves(Emitter *e, LLVMValueRef v, int flags, char h[2][32]) {
    for (int k = 0; k < 2; k++)
        snprintf(h[k], sizeof h[k], "%s", OP(e, v, k, flags));
}

static const char *tmp64(Emitter *e, char *buf, size_t n) {
    snprintf(buf, n, "%s", R(e, new_reg(e, RC_B64)));
    return buf;
}

/* add, sub, mul, and, or, xor.  Where the result shares registers with an
 * operand (coalesce_phis), each half is written after the last read of
 * that operand's half. */
static void emit_arith(Emitter *e, LLVMValueRef i, LLVMOpcode op) {
    char d[2][16], a[2][32], b[2][32], t[16];
    result_halves(e, i, d);
    operand_halves(e, LLVMGetOperand(i, 0), OP_REG, a);
    operand_halves(e, LLVMGetOperand(i, 1), 0, b);
    switch (op) {
    case LLVMAdd:
        ins(e, "add.cc.u64 %s, %s, %s;", d[0], a[0], b[0]);
        ins(e, "addc.u64 %s, %s, %s;", d[1], a[1], b[1]);
        break;
    case LLVMSub:
        ins(e, "sub.cc.u64 %s, %s, %s;", d[0], a[0], b[0]);
        ins(e, "subc.u64 %s, %s, %s;", d[1], a[1], b[1]);
        break;
    case LLVMMul:
        /* (a1*2^64 + a0)(b1*2^64 + b0) mod 2^128: the high half is
         * hi(a0*b0) + lo(a0*b1) + lo(a1*b0). */
        tmp64(e, t, sizeof t);
        ins(e, "mul.hi.u64 %s, %s, %s;", t, a[0], b[0]);
        ins(e, "mad.lo.u64 %s, %s, %s, %s;", t, a[0], b[1], t);
        ins(e, "mad.lo.u64 %s, %s, %s, %s;", d[1], a[1], b[0], t);
        ins(e, "mul.lo.u64 %s, %s, %s;", d[0], a[0], b[0]);
        break;
    default: {
        const char *name = op == LLVMAnd ? "and" : op == LLVMOr ? "or" : "xor";
        for (int k = 0; k < 2; k++)
            ins(e, "%s.b64 %s, %s, %s;", name, d[k], a[k], b[k]);
    }
    }
}

/* A shift by a constant amount c (below 128; more is poison). */
static void emit_constant_shift(Emitter *e, LLVMOpcode op, char d[2][16], char a[2][32], unsigned c) {
    char t[16], u[16];
    if (c == 0) {
        for (int k = 0; k < 2; k++)
            ins(e, "mov.b64 %s, %s;", d[k], a[k]);
    } else if (op == LLVMShl && c < 64) {
        ins(e, "shl.b64 %s, %s, %u;", tmp64(e, t, sizeof t), a[1], c);
        ins(e, "shr.u64 %s, %s, %u;", tmp64(e, u, sizeof u), a[0], 64 - c);
        ins(e, "or.b64 %s, %s, %s;", d[1], t, u);
        ins(e, "shl.b64 %s, %s, %u;", d[0], a[0], c);
    } else if (op == LLVMShl) {
        if (c == 64)
            ins(e, "mov.b64 %s, %s;", d[1], a[0]);
        else
            ins(e, "shl.b64 %s, %s, %u;", d[1], a[0], c - 64);
        ins(e, "mov.b64 %s, 0;", d[0]);
    } else if (c < 64) {
        ins(e, "shr.u64 %s, %s, %u;", tmp64(e, t, sizeof t), a[0], c);
        ins(e, "shl.b64 %s, %s, %u;", tmp64(e, u, sizeof u), a[1], 64 - c);
        ins(e, "or.b64 %s, %s, %s;", d[0], t, u);
        ins(e, "shr.%s64 %s, %s, %u;", op == LLVMAShr ? "s" : "u", d[1], a[1], c);
    } else {
        if (c == 64)
            ins(e, "mov.b64 %s, %s;", d[0], a[1]);
        else
            ins(e, "shr.%s64 %s, %s, %u;", op == LLVMAShr ? "s" : "u", d[0], a[1], c - 64);
        if (op == LLVMAShr)
            ins(e, "shr.s64 %s, %s, 63;", d[1], a[1]);
        else
            ins(e, "mov.b64 %s, 0;", d[1]);
    }
}

/* A shift by a register amount n < 128.  PTX clamps shift amounts above 64
 * to 64 (a .u32 amount: 64 - n and n - 64 wrap to large values where
 * negative), so of the three terms of a half only the right ones are not
 * zero: for a left shift, high = (a1 << n) | (a0 >> (64 - n)) | (a0 << (n -
 * 64)); at n = 64 the last two are both a0.  An arithmetic shift's fill is
 * not zero, so it selects its low half instead. */
static void emit_shift(Emitter *e, LLVMValueRef i, LLVMOpcode op) {
    char d[2][16], a[2][32];
    result_halves(e, i, d);
    operand_halves(e, LLVMGetOperand(i, 0), OP_REG, a);
    LLVMValueRef amount = LLVMGetOperand(i, 1);
    if (LLVMIsAConstantInt(amount)) { /* (its halves fold to constant ints) */
        unsigned long long low = LLVMConstIntGetZExtValue(int_constant_word(amount, 0));
        if (LLVMConstIntGetZExtValue(int_constant_word(amount, 1)) == 0 && low < 128) {
            emit_constant_shift(e, op, d, a, (unsigned)low);
            return;
        }
    }
    Reg n = new_reg(e, RC_B32), up = new_reg(e, RC_B32), down = new_reg(e, RC_B32);
    ins(e, "cvt.u32.u64 %s, %s;", R(e, n), OP(e, amount, 0, OP_REG));
    ins(e, "sub.u32 %s, 64, %s;", R(e, up), R(e, n));   /* 64 - n */
    ins(e, "add.u32 %s, %s, -64;", R(e, down), R(e, n)); /* n - 64 */
    const char *N = R(e, n), *UP = R(e, up), *DOWN = R(e, down);
    char t[16], u[16], w[16];
    /* Both halves of the source are read before the half written last. */
    int first = op == LLVMShl ? 1 : 0, inner = op == LLVMShl ? 0 : 1;
    const char *toward = op == LLVMShl ? "shl.b64" : "shr.u64", *away = op == LLVMShl ? "shr.u64" : "shl.b64";
    ins(e, "%s %s, %s, %s;", toward, tmp64(e, t, sizeof t), a[first], N);
    ins(e, "%s %s, %s, %s;", away, tmp64(e, u, sizeof u), a[inner], UP);
    ins(e, "or.b64 %s, %s, %s;", t, t, u);
    if (op == LLVMAShr) {
        Reg big = new_reg(e, RC_PRED);
        ins(e, "shr.s64 %s, %s, %s;", tmp64(e, w, sizeof w), a[1], DOWN);
        ins(e, "setp.gt.u32 %s, %s, 63;", R(e, big), N);
        ins(e, "selp.b64 %s, %s, %s, %s;", d[0], w, t, R(e, big));
        ins(e, "shr.s64 %s, %s, %s;", d[1], a[1], N);
        return;
    }
    ins(e, "%s %s, %s, %s;", toward, tmp64(e, w, sizeof w), a[inner], DOWN);
    ins(e, "or.b64 %s, %s, %s;", d[first], t, w);
    ins(e, "%s %s, %s, %s;", toward, d[inner], a[inner], N);
}

/* Equality compares both halves; an order compares the high halves (signed
 * for a signed predicate) unless equal, then the low ones (unsigned). */
static void emit_compare(Emitter *e, LLVMValueRef i) {
    char a[2][32], b[2][32];
    LLVMIntPredicate p = LLVMGetICmpPredicate(i);
    bool is_signed;
    const char *cmp = icmp_op(p, &is_signed);
    operand_halves(e, LLVMGetOperand(i, 0), OP_REG, a);
    operand_halves(e, LLVMGetOperand(i, 1), 0, b);
    if (is_signed) /* an immediate high half as the signed number setp.s64 reads */
        snprintf(b[1], sizeof b[1], "%s", OP(e, LLVMGetOperand(i, 1), 1, OP_SIGNED));
    const char *D = R(e, value_reg(e, i, 0));
    char q[16], r[16];
    snprintf(q, sizeof q, "%s", R(e, new_reg(e, RC_PRED)));
    ins(e, "setp.%s.u64 %s, %s, %s;", cmp, q, a[0], b[0]);
    if (p == LLVMIntEQ || p == LLVMIntNE) {
        ins(e, "setp.%s.%s.u64 %s, %s, %s, %s;", cmp, p == LLVMIntEQ ? "and" : "or", D, a[1], b[1], q);
        return;
    }
    snprintf(r, sizeof r, "%s", R(e, new_reg(e, RC_PRED)));
    ins(e, "setp.eq.and.u64 %s, %s, %s, %s;", r, a[1], b[1], q);
    ins(e, "setp.%s.or.%c64 %s, %s, %s, %s;", cmp[0] == 'l' ? "lt" : "gt", is_signed ? 's' : 'u', D, a[1], b[1], r);
}

/* trunc, zext, sext and pointer casts: the low half converts as a 64-bit
 * integer would; an extension's high half is zero or the sign. */
static void emit_resize(Emitter *e, LLVMValueRef i, LLVMOpcode op) {
    bool is_signed = op == LLVMSExt, extend = op == LLVMZExt || op == LLVMSExt || op == LLVMPtrToInt;
    emit_int_resize(e, i, 0, is_signed, extend);
    if (!is_i128(LLVMTypeOf(i)))
        return;
    Reg lo = value_reg(e, i, 0), hi = value_reg(e, i, 1);
    if (is_signed)
        ins(e, "shr.s64 %s, %s, 63;", R(e, hi), R(e, lo));
    else
        ins(e, "mov.b64 %s, 0;", R(e, hi));
}

/* To or from a vector of two 64-bit or four 32-bit elements. */
static void emit_bitcast(Emitter *e, LLVMValueRef i) {
    LLVMValueRef s = LLVMGetOperand(i, 0);
    bool pack = is_i128(LLVMTypeOf(i));
    LLVMTypeRef vt = LLVMTypeOf(pack ? s : i);
    unsigned bits = LLVMGetTypeKind(vt) == LLVMVectorTypeKind ? (unsigned)LLVMSizeOfTypeInBits(e->dl, LLVMGetElementType(vt)) : 0;
    if (bits != 64 && bits != 32) {
        emit_error(e, i, "i128 bitcasts other than to or from vectors of 64- or 32-bit elements are not supported by the ptx target");
        return;
    }
    for (int k = 0; k < 2; k++) {
        if (bits == 64) {
            ins(e, "mov.b64 %s, %s;", R(e, value_reg(e, i, k)), OP(e, s, k, OP_REG));
            continue;
        }
        char x[32], y[32];
        if (pack) {
            snprintf(x, sizeof x, "%s", OP(e, s, 2 * k, OP_REG));
            snprintf(y, sizeof y, "%s", OP(e, s, 2 * k + 1, OP_REG));
            ins(e, "mov.b64 %s, {%s, %s};", R(e, value_reg(e, i, k)), x, y);
        } else {
            snprintf(x, sizeof x, "%s", R(e, value_reg(e, i, 2 * k)));
            snprintf(y, sizeof y, "%s", R(e, value_reg(e, i, 2 * k + 1)));
            ins(e, "mov.b64 {%s, %s}, %s;", x, y, OP(e, s, k, OP_REG));
        }
    }
}

bool ptx_emit_i128(Emitter *e, LLVMValueRef i) {
    if (!touches_i128(i))
        return false;
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    switch (op) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMAnd: case LLVMOr: case LLVMXor:
        emit_arith(e, i, op);
        return true;
    case LLVMShl: case LLVMLShr: case LLVMAShr:
        emit_shift(e, i, op);
        return true;
    case LLVMICmp:
        emit_compare(e, i);
        return true;
    case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMPtrToInt: case LLVMIntToPtr:
        emit_resize(e, i, op);
        return true;
    case LLVMBitCast:
        emit_bitcast(e, i);
        return true;
    case LLVMUDiv: case LLVMSDiv: case LLVMURem: case LLVMSRem:
        emit_error(e, i, "i128 division and remainder are not supported by the ptx target (%s): PTX has no 128-bit divide", e->sm);
        return true;
    case LLVMSelect: case LLVMPHI: case LLVMFreeze: case LLVMLoad: case LLVMStore: case LLVMRet: case LLVMBr:
        return false; /* half by half */
    case LLVMCall: {
        LLVMValueRef f = LLVMGetCalledValue(i);
        size_t len = 0;
        const char *name = LLVMIsAFunction(f) ? LLVMGetValueName2(f, &len) : "";
        if (LLVMIsAFunction(f) && !(len > 5 && strncmp(name, "llvm.", 5) == 0))
            return false; /* a device function: parameters half by half */
        emit_error(e, i, "i128 operands of %s are not supported by the ptx target (%s)",
                   LLVMIsAInlineAsm(f) ? "inline assembly" : len ? name : "indirect calls", e->sm);
        return true;
    }
    default:
        emit_error(e, i, "this instruction on i128 values is not supported by the ptx target (%s)", e->sm);
        return true;
    }
}
