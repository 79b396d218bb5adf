/* Intrinsics of the PTX emitter: special registers, barriers, votes, the
 * math the math lowering leaves (seed 004 tables 3.1 to 3.3; NVVM's own
 * math in ptx_nvvm.c), bit operations and memory intrinsics. */
#include "ptx_internal.h"

#include <stdio.h>
#include <string.h>

static bool starts_with(const char *s, const char *prefix) { return strncmp(s, prefix, strlen(prefix)) == 0; }

static LLVMValueRef arg(LLVMValueRef call, unsigned k) { return LLVMGetOperand(call, k); }

static const char *fp(RegClass c) { return c == RC_F64 ? "f64" : "f32"; }

/* Special registers: llvm.nvvm.read.ptx.sreg.<name>. */
static bool emit_sreg(Emitter *e, LLVMValueRef call, const char *sreg) {
    static const char *const names[] = {
        "tid.x", "tid.y", "tid.z", "ntid.x", "ntid.y", "ntid.z", "ctaid.x", "ctaid.y", "ctaid.z",
        "nctaid.x", "nctaid.y", "nctaid.z", "laneid", "warpid", "nwarpid", "smid", "nsmid",
        "clock", "clock64", "gridid", "lanemask.eq", "lanemask.le", "lanemask.lt", "lanemask.ge",
        "lanemask.gt", "globaltimer",
    };
    Reg d = value_reg(e, call, 0);
    if (strcmp(sreg, "warpsize") == 0) {
        ins(e, "mov.u32 %s, WARP_SZ;", R(e, d));
        return true;
    }
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(sreg, names[i]) == 0) {
            char ptx[32];
            snprintf(ptx, sizeof ptx, "%%%s", names[i]);
            for (char *p = ptx; *p; p++)
                if (*p == '.' && starts_with(names[i], "lanemask"))
                    *p = '_';
            ins(e, "mov%s %s, %s;", type_u(d.cls), R(e, d), ptx);
            return true;
        }
    return false;
}

static void unary_fp(Emitter *e, LLVMValueRef call, const char *op) {
    Reg d = value_reg(e, call, 0);
    ins(e, "%s.%s %s, %s;", op, fp(d.cls), R(e, d), OP(e, arg(call, 0), 0, OP_REG));
}

/* llvm.round: half away from zero, from a truncation of |x| + 0.5.  x is
 * read into a register of its own first: operand texts live in a ring of
 * buffers that the following R() calls reuse. */
static void emit_round(Emitter *e, LLVMValueRef call) {
    Reg d = value_reg(e, call, 0);
    const char *t = fp(d.cls);
    bool dbl = d.cls == RC_F64;
    const char *half = dbl ? "0d3FE0000000000000" : "0f3F000000", *zero = dbl ? "0d0000000000000000" : "0f00000000";
    Reg x = new_reg(e, d.cls), a = new_reg(e, d.cls), r = new_reg(e, d.cls);
    Reg small = new_reg(e, RC_PRED), big = new_reg(e, RC_PRED);
    ins(e, "mov.%s %s, %s;", t, R(e, x), OP(e, arg(call, 0), 0, OP_REG));
    ins(e, "abs.%s %s, %s;", t, R(e, a), R(e, x));
    ins(e, "add.rn.%s %s, %s, %s;", t, R(e, r), R(e, a), half);
    ins(e, "cvt.rzi.%s.%s %s, %s;", t, t, R(e, r), R(e, r));
    ins(e, "setp.lt.%s %s, %s, %s;", t, R(e, small), R(e, a), half);
    ins(e, "selp.%s %s, %s, %s, %s;", t, R(e, r), zero, R(e, r), R(e, small));
    /* |x| >= 2^23 (2^52): already an integer, and + 0.5 could round up. */
    ins(e, "setp.gt.%s %s, %s, %s;", t, R(e, big), R(e, a), dbl ? "0d4330000000000000" : "0f4B000000");
    ins(e, "selp.%s %s, %s, %s, %s;", t, R(e, r), R(e, a), R(e, r), R(e, big));
    ins(e, "copysign.%s %s, %s, %s;", t, R(e, d), R(e, x), R(e, r));
}

/* Integer bit counts on any width: work in 32 or 64 bits. */
static const char *widen_u(Emitter *e, LLVMValueRef v, Reg *wide) {
    RegClass c = class_of_type(LLVMTypeOf(v));
    const char *s = OP(e, v, 0, OP_REG | OP_CANON);
    if (c == RC_B16) {
        *wide = new_reg(e, RC_B32);
        ins(e, "cvt.u32.u16 %s, %s;", R(e, *wide), s);
        return R(e, *wide);
    }
    *wide = (Reg){c, 0};
    return s;
}

/* Moves a 32-bit count into d's class. */
static void count_result(Emitter *e, Reg d, Reg count) {
    if (d.cls == RC_B32)
        ins(e, "mov.b32 %s, %s;", R(e, d), R(e, count));
    else if (d.cls == RC_B64)
        ins(e, "cvt.u64.u32 %s, %s;", R(e, d), R(e, count));
    else
        ins(e, "cvt.u16.u32 %s, %s;", R(e, d), R(e, count));
}

static bool emit_bit_intrinsic(Emitter *e, LLVMValueRef call, const char *name) {
    LLVMValueRef x = arg(call, 0);
    Reg d = value_reg(e, call, 0);
    RegClass c = class_of_type(LLVMTypeOf(x));
    unsigned w = int_width(LLVMTypeOf(x));
    if (c == RC_PRED)
        return false;
    int bits = class_bits(c);
    if (starts_with(name, "llvm.ctpop.") || starts_with(name, "llvm.ctlz.") || starts_with(name, "llvm.cttz.")) {
        Reg wide;
        const char *src = widen_u(e, x, &wide);
        int wbits = c == RC_B64 ? 64 : 32;
        Reg n = new_reg(e, RC_B32);
        if (starts_with(name, "llvm.ctpop.")) {
            ins(e, "popc.b%d %s, %s;", wbits, R(e, n), src);
        } else if (starts_with(name, "llvm.ctlz.")) {
            ins(e, "clz.b%d %s, %s;", wbits, R(e, n), src);
            if ((unsigned)wbits != w)
                ins(e, "sub.u32 %s, %s, %u;", R(e, n), R(e, n), (unsigned)wbits - w);
        } else {
            Reg rev = new_reg(e, c == RC_B64 ? RC_B64 : RC_B32);
            if ((unsigned)wbits != w) { /* a bit above the width stops the count at w */
                Reg t = new_reg(e, rev.cls);
                ins(e, "or.b%d %s, %s, %llu;", wbits, R(e, t), src, 1ull << w);
                src = R(e, t);
            }
            ins(e, "brev.b%d %s, %s;", wbits, R(e, rev), src);
            ins(e, "clz.b%d %s, %s;", wbits, R(e, n), R(e, rev));
        }
        count_result(e, d, n);
        return true;
    }
    if (starts_with(name, "llvm.bitreverse.")) {
        if (w != 32 && w != 64)
            return false;
        ins(e, "brev.b%d %s, %s;", bits, R(e, d), OP(e, x, 0, OP_REG));
        return true;
    }
    if (starts_with(name, "llvm.bswap.")) {
        const char *src = OP(e, x, 0, OP_REG);
        if (w == 32) {
            ins(e, "prmt.b32 %s, %s, 0, 0x0123;", R(e, d), src);
        } else if (w == 16) {
            Reg t = new_reg(e, RC_B32);
            ins(e, "cvt.u32.u16 %s, %s;", R(e, t), src);
            ins(e, "prmt.b32 %s, %s, 0, 0x0001;", R(e, t), R(e, t));
            ins(e, "cvt.u16.u32 %s, %s;", R(e, d), R(e, t));
        } else if (w == 64) {
            Reg lo = new_reg(e, RC_B32), hi = new_reg(e, RC_B32);
            ins(e, "mov.b64 {%s, %s}, %s;", R(e, lo), R(e, hi), src);
            ins(e, "prmt.b32 %s, %s, 0, 0x0123;", R(e, lo), R(e, lo));
            ins(e, "prmt.b32 %s, %s, 0, 0x0123;", R(e, hi), R(e, hi));
            ins(e, "mov.b64 %s, {%s, %s};", R(e, d), R(e, hi), R(e, lo));
        } else {
            return false;
        }
        return true;
    }
    if (starts_with(name, "llvm.abs.")) {
        ins(e, "abs.s%d %s, %s;", bits, R(e, d), OP(e, x, 0, OP_REG | OP_CANON | OP_SIGNED));
        return true;
    }
    static const struct {
        const char *prefix, *op;
        bool is_signed;
    } minmax[] = {
        {"llvm.smin.", "min", true}, {"llvm.smax.", "max", true},
        {"llvm.umin.", "min", false}, {"llvm.umax.", "max", false},
    };
    for (size_t k = 0; k < 4; k++)
        if (starts_with(name, minmax[k].prefix)) {
            int f = OP_CANON | (minmax[k].is_signed ? OP_SIGNED : 0);
            const char *a = OP(e, x, 0, f | OP_REG);
            const char *b = OP(e, arg(call, 1), 0, f);
            ins(e, "%s.%c%d %s, %s, %s;", minmax[k].op, minmax[k].is_signed ? 's' : 'u', bits, R(e, d), a, b);
            return true;
        }
    if ((starts_with(name, "llvm.fshl.") || starts_with(name, "llvm.fshr.")) && w == 32) {
        bool left = starts_with(name, "llvm.fshl.");
        const char *hi = OP(e, x, 0, OP_REG), *lo = OP(e, arg(call, 1), 0, OP_REG);
        const char *n = OP(e, arg(call, 2), 0, 0);
        ins(e, "shf.%c.wrap.b32 %s, %s, %s, %s;", left ? 'l' : 'r', R(e, d), lo, hi, n);
        return true;
    }
    if ((starts_with(name, "llvm.fshl.") || starts_with(name, "llvm.fshr.")) && w == 64) {
        /* shf is 32-bit: two shifts of n = amount mod 64, the other by
         * 64 - n, which PTX clamps to a zero result where n is 0. */
        bool left = starts_with(name, "llvm.fshl.");
        Reg n = new_reg(e, RC_B32), m = new_reg(e, RC_B32), a = new_reg(e, RC_B64), b = new_reg(e, RC_B64);
        ins(e, "cvt.u32.u64 %s, %s;", R(e, n), OP(e, arg(call, 2), 0, OP_REG));
        ins(e, "and.b32 %s, %s, 63;", R(e, n), R(e, n));
        ins(e, "sub.u32 %s, 64, %s;", R(e, m), R(e, n));
        ins(e, "%s %s, %s, %s;", left ? "shl.b64" : "shr.u64", R(e, a), OP(e, left ? x : arg(call, 1), 0, OP_REG), R(e, n));
        ins(e, "%s %s, %s, %s;", left ? "shr.u64" : "shl.b64", R(e, b), OP(e, left ? arg(call, 1) : x, 0, OP_REG), R(e, m));
        ins(e, "or.b64 %s, %s, %s;", R(e, d), R(e, a), R(e, b));
        return true;
    }
    return false;
}

/* A register holding pointer v. */
static Reg value_or_new(Emitter *e, LLVMValueRef v) {
    if (!LLVMIsAConstant(v))
        return value_reg(e, v, 0);
    Reg r = new_reg(e, RC_B64);
    ins(e, "mov.b64 %s, %s;", R(e, r), OP(e, v, 0, 0));
    return r;
}

/* memcpy / memmove / memset: unrolled bytes for a small constant size,
 * else a loop over bytes. */
static void emit_mem_intrinsic(Emitter *e, LLVMValueRef call, const char *name) {
    bool set = starts_with(name, "llvm.memset.");
    bool move = starts_with(name, "llvm.memmove.");
    LLVMValueRef dst = arg(call, 0), src = arg(call, 1), len = arg(call, 2);
    unsigned das = LLVMGetPointerAddressSpace(LLVMTypeOf(dst));
    unsigned sas = set ? 0 : LLVMGetPointerAddressSpace(LLVMTypeOf(src));
    /* Registers of the two addresses, kept out of the string ring. */
    Reg dreg = value_or_new(e, dst), sreg = set ? dreg : value_or_new(e, src);
    char D[16], S[16];
    snprintf(D, sizeof D, "%s", R(e, dreg));
    snprintf(S, sizeof S, "%s", R(e, sreg));
    Reg byte = new_reg(e, RC_B16);
    if (set)
        ins(e, "mov.b16 %s, %s;", R(e, byte), OP(e, src, 0, 0));
    if (LLVMIsAConstantInt(len) && LLVMConstIntGetZExtValue(len) <= 64 && !move) {
        unsigned long long n = LLVMConstIntGetZExtValue(len);
        for (unsigned long long k = 0; k < n; k++) {
            if (!set)
                ins(e, "ld%s.u8 %s, [%s+%llu];", state_space(sas), R(e, byte), S, k);
            ins(e, "st%s.u8 [%s+%llu], %s;", state_space(das), D, k, R(e, byte));
        }
        return;
    }
    /* A loop; memmove copies backwards when the destination is above. */
    Reg n = new_reg(e, RC_B64), k = new_reg(e, RC_B64), a = new_reg(e, RC_B64), b = new_reg(e, RC_B64);
    Reg done = new_reg(e, RC_PRED), back = new_reg(e, RC_PRED);
    int id = e->next_label++;
    RegClass lc = class_of_type(LLVMTypeOf(len));
    if (lc == RC_B64)
        ins(e, "mov.b64 %s, %s;", R(e, n), OP(e, len, 0, 0));
    else
        ins(e, "cvt.u64.u%d %s, %s;", class_bits(lc), R(e, n), OP(e, len, 0, OP_REG | OP_CANON));
    ins(e, "mov.u64 %s, 0;", R(e, k));
    if (move)
        ins(e, "setp.gt.u64 %s, %s, %s;", R(e, back), D, S);
    else
        ins(e, "mov.pred %s, 0;", R(e, back));
    buf_printf(&e->body, "$L__mem%d_%d:\n", e->fn_index, id);
    ins(e, "setp.ge.u64 %s, %s, %s;", R(e, done), R(e, k), R(e, n));
    ins(e, "@%s bra $L__mem%d_%d_end;", R(e, done), e->fn_index, id);
    /* index = back ? n - 1 - k : k */
    Reg idx = new_reg(e, RC_B64);
    ins(e, "sub.u64 %s, %s, %s;", R(e, idx), R(e, n), R(e, k));
    ins(e, "sub.u64 %s, %s, 1;", R(e, idx), R(e, idx));
    ins(e, "selp.b64 %s, %s, %s, %s;", R(e, idx), R(e, idx), R(e, k), R(e, back));
    ins(e, "add.u64 %s, %s, %s;", R(e, a), D, R(e, idx));
    if (!set) {
        ins(e, "add.u64 %s, %s, %s;", R(e, b), S, R(e, idx));
        ins(e, "ld%s.u8 %s, [%s];", state_space(sas), R(e, byte), R(e, b));
    }
    ins(e, "st%s.u8 [%s], %s;", state_space(das), R(e, a), R(e, byte));
    ins(e, "add.u64 %s, %s, 1;", R(e, k), R(e, k));
    ins(e, "bra.uni $L__mem%d_%d;", e->fn_index, id);
    buf_printf(&e->body, "$L__mem%d_%d_end:\n", e->fn_index, id);
}

static bool emit_vote_or_barrier(Emitter *e, LLVMValueRef call, const char *name) {
    if (strcmp(name, "llvm.nvvm.barrier0") == 0) {
        ins(e, "bar.sync 0;");
        return true;
    }
    /* As LLVM maps them: bar.sync (CUDA's __syncthreads) is the aligned
     * barrier (barrier.sync.aligned), which every thread of the warp reaches
     * at the same instruction; barrier.sync is the unaligned one, for which
     * ptxas emits a warp-synchronizing subroutine around the barrier
     * (histogram: 56 -> 72 SASS instructions when bar.sync printed as it). */
    if (strcmp(name, "llvm.nvvm.barrier.sync") == 0 || strcmp(name, "llvm.nvvm.bar.sync") == 0) {
        bool aligned = strcmp(name, "llvm.nvvm.bar.sync") == 0;
        ins(e, "%s %s;", aligned ? "bar.sync" : "barrier.sync", OP(e, arg(call, 0), 0, 0));
        return true;
    }
    if (strcmp(name, "llvm.nvvm.barrier0.popc") == 0 || strcmp(name, "llvm.nvvm.barrier0.and") == 0 ||
        strcmp(name, "llvm.nvvm.barrier0.or") == 0) {
        const char *op = name + strlen("llvm.nvvm.barrier0.");
        Reg d = value_reg(e, call, 0);
        Reg p = new_reg(e, RC_PRED);
        ins(e, "setp.ne.u32 %s, %s, 0;", R(e, p), OP(e, arg(call, 0), 0, OP_REG));
        if (op[0] == 'p') {
            ins(e, "bar.red.popc.u32 %s, 0, %s;", R(e, d), R(e, p));
        } else {
            Reg q = new_reg(e, RC_PRED);
            ins(e, "bar.red.%s.pred %s, 0, %s;", op, R(e, q), R(e, p));
            ins(e, "selp.u32 %s, 1, 0, %s;", R(e, d), R(e, q));
        }
        return true;
    }
    static const char *const membars[] = {"llvm.nvvm.membar.cta", "llvm.nvvm.membar.gl", "llvm.nvvm.membar.sys"};
    for (size_t k = 0; k < 3; k++)
        if (strcmp(name, membars[k]) == 0) {
            ins(e, "membar.%s;", name + strlen("llvm.nvvm.membar."));
            return true;
        }
    /* Votes: the pre-Volta forms run as .sync over the full warp. */
    static const char *const votes[] = {"all", "any", "uni", "ballot"};
    for (size_t k = 0; k < 4; k++) {
        char plain[48], sync[48];
        snprintf(plain, sizeof plain, "llvm.nvvm.vote.%s", votes[k]);
        snprintf(sync, sizeof sync, "llvm.nvvm.vote.%s.sync", votes[k]);
        bool is_sync = strcmp(name, sync) == 0;
        if (!is_sync && strcmp(name, plain) != 0)
            continue;
        Reg d = value_reg(e, call, 0);
        const char *mask = is_sync ? OP(e, arg(call, 0), 0, 0) : "-1";
        const char *p = OP(e, arg(call, is_sync ? 1 : 0), 0, OP_REG);
        ins(e, "vote.sync.%s.%s %s, %s, %s;", votes[k], k == 3 ? "b32" : "pred", R(e, d), p, mask);
        return true;
    }
    return false;
}

static bool emit_math_intrinsic(Emitter *e, LLVMValueRef call, const char *name) {
    static const struct {
        const char *prefix, *op;
    } unary[] = {
        {"llvm.sqrt.", "sqrt.rn"},       {"llvm.fabs.", "abs"},           {"llvm.floor.", "cvt.rmi"},
        {"llvm.ceil.", "cvt.rpi"},       {"llvm.trunc.", "cvt.rzi"},      {"llvm.rint.", "cvt.rni"},
        {"llvm.nearbyint.", "cvt.rni"},  {"llvm.roundeven.", "cvt.rni"},
    };
    RegClass c = class_of_type(LLVMTypeOf(call));
    bool fp_result = c == RC_F32 || c == RC_F64;
    if (starts_with(name, "llvm.sqrt.") && c == RC_F32 && (ptx_fp_flags(e, call) & PTX_FP_AFN)) {
        unary_fp(e, call, "sqrt.approx");
        return true;
    }
    for (size_t k = 0; k < sizeof unary / sizeof unary[0]; k++)
        if (starts_with(name, unary[k].prefix) && fp_result) {
            Reg d = value_reg(e, call, 0);
            const char *x = OP(e, arg(call, 0), 0, OP_REG);
            if (starts_with(unary[k].op, "cvt."))
                ins(e, "%s.%s.%s %s, %s;", unary[k].op, fp(c), fp(c), R(e, d), x);
            else
                ins(e, "%s.%s %s, %s;", unary[k].op, fp(c), R(e, d), x);
            return true;
        }
    if (!fp_result && !starts_with(name, "llvm.convert."))
        return false;
    Reg d = value_reg(e, call, 0);
    if (starts_with(name, "llvm.round.")) {
        emit_round(e, call);
    } else if (starts_with(name, "llvm.fma.") || starts_with(name, "llvm.fmuladd.")) {
        const char *a = OP(e, arg(call, 0), 0, 0), *b = OP(e, arg(call, 1), 0, 0), *x = OP(e, arg(call, 2), 0, 0);
        ins(e, "fma.rn.%s %s, %s, %s, %s;", fp(c), R(e, d), a, b, x);
    } else if (starts_with(name, "llvm.minnum.") || starts_with(name, "llvm.maxnum.")) {
        const char *a = OP(e, arg(call, 0), 0, OP_REG), *b = OP(e, arg(call, 1), 0, 0);
        ins(e, "%s.%s %s, %s, %s;", name[6] == 'i' ? "min" : "max", fp(c), R(e, d), a, b);
    } else if (starts_with(name, "llvm.copysign.")) {
        const char *mag = OP(e, arg(call, 0), 0, OP_REG), *sign = OP(e, arg(call, 1), 0, OP_REG);
        ins(e, "copysign.%s %s, %s, %s;", fp(c), R(e, d), sign, mag);
    } else if (strcmp(name, "llvm.convert.from.fp16.f32") == 0) {
        ins(e, "cvt.f32.f16 %s, %s;", R(e, d), OP(e, arg(call, 0), 0, OP_REG));
    } else if (strcmp(name, "llvm.convert.to.fp16.f32") == 0) {
        ins(e, "cvt.rn.f16.f32 %s, %s;", R(e, d), OP(e, arg(call, 0), 0, OP_REG));
    } else {
        return false;
    }
    return true;
}

static bool is_ignored(const char *name) {
    static const char *const ignored[] = {
        "llvm.lifetime.", "llvm.dbg.", "llvm.assume", "llvm.experimental.noalias.scope.decl",
        "llvm.donothing", "llvm.sideeffect", "llvm.var.annotation", "llvm.invariant.end",
    };
    for (size_t k = 0; k < sizeof ignored / sizeof ignored[0]; k++)
        if (starts_with(name, ignored[k]))
            return true;
    return false;
}

void emit_intrinsic(Emitter *e, LLVMValueRef call, const char *name) {
    if (is_ignored(name))
        return;
    if (starts_with(name, "llvm.nvvm.read.ptx.sreg.")) {
        if (!emit_sreg(e, call, name + strlen("llvm.nvvm.read.ptx.sreg.")))
            emit_error(e, call, "unsupported special register");
        return;
    }
    if (strcmp(name, "llvm.trap") == 0) {
        ins(e, "trap;");
        return;
    }
    if (strcmp(name, "llvm.debugtrap") == 0) {
        ins(e, "brkpt;");
        return;
    }
    if (starts_with(name, "llvm.memcpy.") || starts_with(name, "llvm.memmove.") || starts_with(name, "llvm.memset.")) {
        if (starts_with(name, "llvm.memcpy.inline.") || starts_with(name, "llvm.memset.inline."))
            emit_error(e, call, "unsupported memory intrinsic");
        else
            emit_mem_intrinsic(e, call, name);
        return;
    }
    if (emit_vote_or_barrier(e, call, name) || ptx_emit_warp_intrinsic(e, call, name) || ptx_emit_nvvm_math(e, call, name) ||
        emit_math_intrinsic(e, call, name))
        return;
    if (LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMIntegerTypeKind && LLVMGetNumArgOperands(call) >= 1 &&
        emit_bit_intrinsic(e, call, name))
        return;
    emit_error(e, call, "unsupported intrinsic (run the math lowering for libm and llvm.* math)");
}
