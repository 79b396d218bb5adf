/* NVVM's math intrinsics, the ones libdevice is written in (llvm.nvvm.*:
 * rounding-mode arithmetic, approximations, rounding to integers, min/max,
 * saturation, conversions, the halves of a double, integer helpers), read
 * from their names: llvm.nvvm.OP[.ROUNDING][.ftz].TYPE becomes the PTX
 * instruction OP.ROUNDING[.ftz].TYPE, as NVPTX's intrinsic table maps them. */
#include "ptx_internal.h"

#include <stdio.h>
#include <string.h>

enum { MAX_WORDS = 6 };

/* The dot-separated words after "llvm.nvvm."; their count (0 when too many). */
static int split(const char *name, char words[MAX_WORDS][16]) {
    int n = 0;
    for (const char *p = name; *p;) {
        const char *dot = strchr(p, '.');
        size_t len = dot ? (size_t)(dot - p) : strlen(p);
        if (n == MAX_WORDS || len >= sizeof words[0])
            return 0;
        memcpy(words[n], p, len);
        words[n++][len] = 0;
        p += len + (dot ? 1 : 0);
    }
    return n;
}

static bool is(const char *w, const char *s) { return strcmp(w, s) == 0; }
static bool is_rounding(const char *w) { return is(w, "rn") || is(w, "rz") || is(w, "rm") || is(w, "rp"); }

/* A PTX type for an NVVM type letter: f, d, i, ui, ll, ull. */
static const char *ptx_type(const char *w) {
    static const char *const map[][2] = {{"f", "f32"}, {"f32", "f32"}, {"d", "f64"}, {"i", "s32"},
                                         {"ui", "u32"}, {"ll", "s64"}, {"ull", "u64"}};
    for (size_t k = 0; k < sizeof map / sizeof map[0]; k++)
        if (is(w, map[k][0]))
            return map[k][1];
    return NULL;
}

/* OP d, a[, b[, c]] with every argument of the call. */
static void emit_args(Emitter *e, LLVMValueRef call, const char *op) {
    unsigned n = LLVMGetNumArgOperands(call);
    char line[256];
    int len = snprintf(line, sizeof line, "%s %s", op, R(e, value_reg(e, call, 0)));
    for (unsigned k = 0; k < n && len > 0 && (size_t)len < sizeof line; k++)
        len += snprintf(line + len, sizeof line - (size_t)len, ", %s", OP(e, LLVMGetOperand(call, k), 0, OP_REG));
    ins(e, "%s;", line);
}

/* add/mul/div/fma/rcp/sqrt/rsqrt/sin/cos/ex2/lg2/tanh . rounding|approx [.ftz] . type */
static bool fp_arith(Emitter *e, LLVMValueRef call, char w[][16], int n) {
    static const struct {
        const char *op;
        unsigned nargs;
    } ops[] = {{"add", 2}, {"mul", 2}, {"div", 2}, {"fma", 3}, {"rcp", 1}, {"sqrt", 1},
               {"rsqrt", 1}, {"sin", 1}, {"cos", 1}, {"ex2", 1}, {"lg2", 1}, {"tanh", 1}};
    if (n < 3 || n > 4 || !(is_rounding(w[1]) || is(w[1], "approx")) || (n == 4 && !is(w[2], "ftz")))
        return false;
    const char *t = ptx_type(w[n - 1]);
    if (!t || t[0] != 'f')
        return false;
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++)
        if (is(w[0], ops[k].op) && LLVMGetNumArgOperands(call) == ops[k].nargs) {
            char op[64]; /* words of w[][16] are at most 15 characters */
            snprintf(op, sizeof op, "%.15s.%.15s%s.%.15s", w[0], w[1], n == 4 ? ".ftz" : "", t);
            emit_args(e, call, op);
            return true;
        }
    return false;
}

/* ceil/floor/trunc/round, fabs/fmin/fmax, saturate [.ftz] . type */
static bool fp_simple(Emitter *e, LLVMValueRef call, char w[][16], int n) {
    if (n < 2 || n > 3 || (n == 3 && !is(w[1], "ftz")))
        return false;
    const char *t = ptx_type(w[n - 1]), *ftz = n == 3 ? ".ftz" : "";
    if (!t || t[0] != 'f')
        return false;
    static const char *const rounds[][2] = {{"ceil", "rpi"}, {"floor", "rmi"}, {"trunc", "rzi"}, {"round", "rni"}};
    char op[48];
    for (size_t k = 0; k < 4; k++)
        if (is(w[0], rounds[k][0])) {
            snprintf(op, sizeof op, "cvt.%s%s.%s.%s", rounds[k][1], ftz, t, t);
            emit_args(e, call, op);
            return true;
        }
    if (is(w[0], "saturate"))
        snprintf(op, sizeof op, "cvt%s.sat.%s.%s", ftz, t, t);
    else if (is(w[0], "fabs") || is(w[0], "fmin") || is(w[0], "fmax"))
        snprintf(op, sizeof op, "%s%s.%s", is(w[0], "fabs") ? "abs" : is(w[0], "fmin") ? "min" : "max", ftz, t);
    else
        return false;
    emit_args(e, call, op);
    return true;
}

/* SRC2DST . rounding [.ftz]: f2i.rz, d2ull.rn, i2f.rn, d2f.rn.ftz, ... */
static bool conversion(Emitter *e, LLVMValueRef call, char w[][16], int n) {
    char *two = strchr(w[0], '2');
    if (n < 2 || n > 3 || !two || !is_rounding(w[1]) || (n == 3 && !is(w[2], "ftz")))
        return false;
    char src[8];
    size_t len = (size_t)(two - w[0]);
    if (len >= sizeof src)
        return false;
    memcpy(src, w[0], len);
    src[len] = 0;
    const char *from = ptx_type(src), *to = ptx_type(two + 1);
    if (!from || !to || (from[0] != 'f' && to[0] != 'f'))
        return false;
    /* To an integer the rounding is to an integral value: rni, rzi, ... */
    char op[48];
    snprintf(op, sizeof op, "cvt.%s%s%s.%s.%s", w[1], to[0] == 'f' ? "" : "i", n == 3 ? ".ftz" : "", to, from);
    emit_args(e, call, op);
    return true;
}

bool ptx_emit_nvvm_math(Emitter *e, LLVMValueRef call, const char *name) {
    static const char prefix[] = "llvm.nvvm.";
    if (strncmp(name, prefix, sizeof prefix - 1) != 0)
        return false;
    char w[MAX_WORDS][16];
    int n = split(name + sizeof prefix - 1, w);
    if (n == 2 && is(w[0], "d2i") && (is(w[1], "lo") || is(w[1], "hi"))) {
        /* The low or high word of a double's bits. */
        Reg d = value_reg(e, call, 0), other = new_reg(e, d.cls);
        bool lo = is(w[1], "lo");
        const char *x = OP(e, LLVMGetOperand(call, 0), 0, OP_REG);
        ins(e, "mov.b64 {%s, %s}, %s;", R(e, lo ? d : other), R(e, lo ? other : d), x);
        return true;
    }
    if (n == 2 && is(w[0], "lohi") && is(w[1], "i2d")) {
        const char *lo = OP(e, LLVMGetOperand(call, 0), 0, OP_REG), *hi = OP(e, LLVMGetOperand(call, 1), 0, OP_REG);
        ins(e, "mov.b64 %s, {%s, %s};", R(e, value_reg(e, call, 0)), lo, hi);
        return true;
    }
    if (n == 2 && (is(w[0], "mulhi") || is(w[0], "mul24") || is(w[0], "sad")) && ptx_type(w[1]) &&
        ptx_type(w[1])[0] != 'f') {
        char op[32];
        snprintf(op, sizeof op, "%s.%s", is(w[0], "mulhi") ? "mul.hi" : is(w[0], "mul24") ? "mul24.lo" : "sad",
                 ptx_type(w[1]));
        emit_args(e, call, op);
        return true;
    }
    if (n == 1 && is(w[0], "prmt")) {
        emit_args(e, call, "prmt.b32");
        return true;
    }
    return n && (fp_arith(e, call, w, n) || fp_simple(e, call, w, n) || conversion(e, call, w, n));
}
