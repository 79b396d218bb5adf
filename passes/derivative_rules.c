/* The forward-mode rules of the differentiation pass (differentiate.c): for
 * one instruction and one direction, the derivative of its result built
 * from its operands' derivatives.  A NULL derivative is a known 0, so terms
 * of constant operands are never built; types follow the value (a
 * <3 x float> has a <3 x float> derivative, lane by lane).  Math
 * intrinsics and the libm functions the runtime calls each have the rule of
 * calculus; guarded quotients (sqrt at 0, log at 0) give 0 rather than NaN
 * where the derivative of the argument is 0 there. */
#include "differentiate.h"

/* ln 2 and ln 10 (C17 has no ln2) */
static const double ln2 = 0.69314718055994530942, ln10 = 2.30258509299404568402;

#include <string.h>

#include "rsl_abi.h"

LLVMValueRef diff_const(LLVMTypeRef t, double x)
{
    if (LLVMGetTypeKind(t) != LLVMVectorTypeKind)
        return LLVMConstReal(t, x);
    unsigned n = LLVMGetVectorSize(t);
    LLVMValueRef lanes[n];
    for (unsigned k = 0; k < n; k++)
        lanes[k] = LLVMConstReal(LLVMGetElementType(t), x);
    return LLVMConstVector(lanes, n);
}

/* A NULL derivative as the constant 0 of type t, for operands that must exist. */
static LLVMValueRef or_zero(LLVMValueRef d, LLVMTypeRef t)
{
    return d ? d : LLVMConstNull(t);
}

static LLVMValueRef add(LLVMBuilderRef b, LLVMValueRef x, LLVMValueRef y)
{
    if (!x || !y)
        return x ? x : y;
    return LLVMBuildFAdd(b, x, y, "d");
}

static LLVMValueRef mul(LLVMBuilderRef b, LLVMValueRef x, LLVMValueRef dy)
{
    return dy ? LLVMBuildFMul(b, x, dy, "d") : NULL;
}

/* x1 d1 + x2 d2 (absent derivatives drop their term), built in that order:
 * C leaves the order of a call's arguments open, and the IR must not depend
 * on the compiler that built the pass. */
static LLVMValueRef sum_of_products(LLVMBuilderRef b, LLVMValueRef x1, LLVMValueRef d1, LLVMValueRef x2,
                                    LLVMValueRef d2)
{
    LLVMValueRef first = mul(b, x1, d1);
    return add(b, first, mul(b, x2, d2));
}

static LLVMValueRef intrinsic(diff_fn *d, const char *name, LLVMValueRef *args, unsigned n)
{
    LLVMTypeRef t = LLVMTypeOf(args[0]);
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(d->m, LLVMLookupIntrinsicID(name, strlen(name)), &t, 1);
    return LLVMBuildCall2(d->b, LLVMIntrinsicGetType(d->ctx, LLVMLookupIntrinsicID(name, strlen(name)), &t, 1), f,
                          args, n, "");
}

static LLVMValueRef call1(diff_fn *d, const char *name, LLVMValueRef x)
{
    return intrinsic(d, name, &x, 1);
}

/* num / den, 0 where den is 0. */
static LLVMValueRef guarded_div(diff_fn *d, LLVMValueRef num, LLVMValueRef den)
{
    LLVMTypeRef t = LLVMTypeOf(den);
    LLVMValueRef zero = LLVMBuildFCmp(d->b, LLVMRealOEQ, den, LLVMConstNull(t), "");
    return LLVMBuildSelect(d->b, zero, LLVMConstNull(t), LLVMBuildFDiv(d->b, num, den, ""), "d");
}

/* The name of a math function a call calls, without "llvm." and its type
 * suffix or libm's "f" (llvm.sin.v3f32 and sinf are both "sin"), in buf. */
static bool math_name(LLVMValueRef call, char *buf, size_t size)
{
    LLVMValueRef f = called_function(call);
    if (!f)
        return false;
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    if (len >= size)
        return false;
    if (strncmp(name, "llvm.", 5) == 0) {
        const char *dot = strchr(name + 5, '.');
        size_t n = dot ? (size_t)(dot - name - 5) : len - 5;
        memcpy(buf, name + 5, n);
        buf[n] = 0;
        return true;
    }
    if (!LLVMIsDeclaration(f) || len < 2 || name[len - 1] != 'f')
        return false;
    memcpy(buf, name, len - 1);
    buf[len - 1] = 0;
    return true;
}

static const struct {
    const char *name;
    unsigned arity;
} rules[] = {
    {"sin", 1},       {"cos", 1},       {"tan", 1},       {"asin", 1},      {"acos", 1},     {"atan", 1},
    {"atan2", 2},     {"exp", 1},       {"exp2", 1},      {"log", 1},       {"log2", 1},     {"log10", 1},
    {"sqrt", 1},      {"pow", 2},       {"fabs", 1},      {"floor", 1},     {"ceil", 1},     {"round", 1},
    {"trunc", 1},     {"rint", 1},      {"nearbyint", 1}, {"roundeven", 1}, {"minnum", 2},   {"maxnum", 2},
    {"minimum", 2},   {"maximum", 2},   {"copysign", 2},  {"fma", 3},       {"fmuladd", 3},
};

/* A rule applies to a call of its arity whose arguments and result have
 * one floating-point type (a declaration of another shape is left alone). */
bool diff_call_has_rule(LLVMValueRef call)
{
    char name[32];
    if (!math_name(call, name, sizeof name))
        return false;
    LLVMTypeRef t = LLVMTypeOf(call);
    LLVMTypeRef scalar = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
    LLVMTypeKind k = LLVMGetTypeKind(scalar);
    if (k != LLVMHalfTypeKind && k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind)
        return false;
    unsigned n = (unsigned)LLVMGetNumArgOperands(call);
    for (unsigned a = 0; a < n; a++)
        if (LLVMTypeOf(LLVMGetOperand(call, a)) != t)
            return false;
    for (size_t r = 0; r < sizeof rules / sizeof rules[0]; r++)
        if (strcmp(name, rules[r].name) == 0)
            return rules[r].arity == n;
    return false;
}

static bool is(const char *name, const char *a)
{
    return strcmp(name, a) == 0;
}

/* The derivative of a call to a math function r = f(x[, y[, z]]). */
static LLVMValueRef call_rule(diff_fn *d, LLVMValueRef i, int dir)
{
    char name[32];
    if (!diff_call_has_rule(i) || !math_name(i, name, sizeof name)) {
        diff_note_constant(d, i);
        return NULL;
    }
    LLVMBuilderRef b = d->b;
    LLVMValueRef x = LLVMGetOperand(i, 0), r = i;
    LLVMValueRef dx = diff_get(d, x, dir);
    unsigned nargs = (unsigned)LLVMGetNumArgOperands(i);
    LLVMValueRef y = nargs > 1 ? LLVMGetOperand(i, 1) : NULL, dy = y ? diff_get(d, y, dir) : NULL;
    LLVMTypeRef t = LLVMTypeOf(x);
    LLVMValueRef one = diff_const(t, 1.0);
    if (is(name, "floor") || is(name, "ceil") || is(name, "round") || is(name, "trunc") || is(name, "rint") ||
        is(name, "nearbyint") || is(name, "roundeven"))
        return NULL;
    if (is(name, "minnum") || is(name, "minimum") || is(name, "maxnum") || is(name, "maximum")) {
        if (!dx && !dy)
            return NULL;
        bool min = name[1] == 'i';
        LLVMValueRef pick_x = LLVMBuildFCmp(b, min ? LLVMRealOLE : LLVMRealOGE, x, y, "");
        return LLVMBuildSelect(b, pick_x, or_zero(dx, t), or_zero(dy, t), "d");
    }
    if (is(name, "atan2")) { /* atan2(x, y) = atan(x / y): (y dx - x dy) / (x^2 + y^2) */
        LLVMValueRef ydx = mul(b, y, dx);
        LLVMValueRef num = add(b, ydx, dy ? LLVMBuildFNeg(b, LLVMBuildFMul(b, x, dy, ""), "") : NULL);
        if (!num)
            return NULL;
        LLVMValueRef xx = LLVMBuildFMul(b, x, x, "");
        LLVMValueRef den = LLVMBuildFAdd(b, xx, LLVMBuildFMul(b, y, y, ""), "");
        return guarded_div(d, num, den);
    }
    if (is(name, "pow")) { /* y x^(y-1) dx + x^y log(x) dy (the latter 0 where dy is) */
        LLVMValueRef args[2] = {x, LLVMBuildFSub(b, y, one, "")};
        LLVMValueRef term = dx ? LLVMBuildFMul(b, LLVMBuildFMul(b, y, intrinsic(d, "llvm.pow", args, 2), ""), dx, "")
                               : NULL;
        if (dy) {
            LLVMValueRef ylog = LLVMBuildFMul(b, LLVMBuildFMul(b, r, call1(d, "llvm.log", x), ""), dy, "");
            LLVMValueRef zero = LLVMBuildFCmp(b, LLVMRealOEQ, dy, LLVMConstNull(t), "");
            term = add(b, term, LLVMBuildSelect(b, zero, LLVMConstNull(t), ylog, ""));
        }
        return term;
    }
    if (is(name, "copysign")) { /* |x| with y's sign: dx, negated where the signs differ */
        if (!dx)
            return NULL;
        LLVMValueRef sx = LLVMBuildFCmp(b, LLVMRealOLT, x, LLVMConstNull(t), "");
        LLVMValueRef sy = LLVMBuildFCmp(b, LLVMRealOLT, y, LLVMConstNull(t), "");
        LLVMValueRef flip = LLVMBuildXor(b, sx, sy, "");
        return LLVMBuildSelect(b, flip, LLVMBuildFNeg(b, dx, ""), dx, "d");
    }
    if (is(name, "fma") || is(name, "fmuladd")) { /* x y + z */
        LLVMValueRef z = LLVMGetOperand(i, 2);
        return add(b, sum_of_products(b, y, dx, x, dy), diff_get(d, z, dir));
    }
    if (!dx)
        return NULL;
    if (is(name, "sin"))
        return LLVMBuildFMul(b, call1(d, "llvm.cos", x), dx, "d");
    if (is(name, "cos"))
        return LLVMBuildFNeg(b, LLVMBuildFMul(b, call1(d, "llvm.sin", x), dx, ""), "d");
    if (is(name, "tan"))
        return LLVMBuildFMul(b, LLVMBuildFAdd(b, one, LLVMBuildFMul(b, r, r, ""), ""), dx, "d");
    if (is(name, "asin") || is(name, "acos")) {
        LLVMValueRef q = call1(d, "llvm.sqrt", LLVMBuildFSub(b, one, LLVMBuildFMul(b, x, x, ""), ""));
        LLVMValueRef dr = guarded_div(d, dx, q);
        return name[1] == 'c' ? LLVMBuildFNeg(b, dr, "d") : dr;
    }
    if (is(name, "atan"))
        return LLVMBuildFDiv(b, dx, LLVMBuildFAdd(b, one, LLVMBuildFMul(b, x, x, ""), ""), "d");
    if (is(name, "exp"))
        return LLVMBuildFMul(b, r, dx, "d");
    if (is(name, "exp2"))
        return LLVMBuildFMul(b, LLVMBuildFMul(b, r, diff_const(t, ln2), ""), dx, "d");
    if (is(name, "log") || is(name, "log2") || is(name, "log10")) {
        double k = is(name, "log") ? 1.0 : is(name, "log2") ? ln2 : ln10;
        return guarded_div(d, dx, LLVMBuildFMul(b, x, diff_const(t, k), ""));
    }
    if (is(name, "sqrt"))
        return guarded_div(d, dx, LLVMBuildFMul(b, r, diff_const(t, 2.0), ""));
    /* fabs */
    LLVMValueRef neg = LLVMBuildFCmp(b, LLVMRealOLT, x, LLVMConstNull(t), "");
    return LLVMBuildSelect(b, neg, LLVMBuildFNeg(b, dx, ""), dx, "d");
}

static LLVMValueRef shuffle_rule(diff_fn *d, LLVMValueRef i, int dir)
{
    LLVMValueRef a = LLVMGetOperand(i, 0), c = LLVMGetOperand(i, 1);
    LLVMValueRef da = diff_get(d, a, dir), dc = diff_get(d, c, dir);
    if (!da && !dc)
        return NULL;
    unsigned n = LLVMGetNumMaskElements(i);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(d->ctx);
    LLVMValueRef mask[n];
    for (unsigned k = 0; k < n; k++) {
        int lane = LLVMGetMaskValue(i, k);
        mask[k] = lane == LLVMGetUndefMaskElem() ? LLVMGetUndef(i32) : LLVMConstInt(i32, (unsigned)lane, 0);
    }
    return LLVMBuildShuffleVector(d->b, or_zero(da, LLVMTypeOf(a)), or_zero(dc, LLVMTypeOf(c)),
                                  LLVMConstVector(mask, n), "d");
}

/* extractvalue and insertvalue of aggregates (matrices, returned structs):
 * the same access on the aggregate's derivative. */
static LLVMValueRef aggregate_rule(diff_fn *d, LLVMValueRef i, int dir)
{
    unsigned n = LLVMGetNumIndices(i);
    const unsigned *idx = LLVMGetIndices(i);
    LLVMValueRef agg = LLVMGetOperand(i, 0), dagg = diff_get(d, agg, dir);
    if (LLVMGetInstructionOpcode(i) == LLVMExtractValue) {
        for (unsigned k = 0; dagg && k < n; k++)
            dagg = LLVMBuildExtractValue(d->b, dagg, idx[k], "d");
        return dagg;
    }
    LLVMValueRef x = LLVMGetOperand(i, 1), dx = diff_get(d, x, dir);
    if ((!dagg && !dx) || n != 1) /* the frontend and clang insert one level at a time */
        return NULL;
    return LLVMBuildInsertValue(d->b, or_zero(dagg, LLVMTypeOf(agg)), or_zero(dx, LLVMTypeOf(x)), idx[0], "d");
}

/* Values of floating-point types, and aggregates of them, have derivatives
 * (of their own type); integers and pointers have none. */
static bool has_derivative(LLVMTypeRef t)
{
    switch (LLVMGetTypeKind(t)) {
    case LLVMHalfTypeKind:
    case LLVMFloatTypeKind:
    case LLVMDoubleTypeKind: return true;
    case LLVMVectorTypeKind:
    case LLVMArrayTypeKind: return has_derivative(LLVMGetElementType(t));
    case LLVMStructTypeKind:
        for (unsigned k = 0; k < LLVMCountStructElementTypes(t); k++)
            if (!has_derivative(LLVMStructGetTypeAtIndex(t, k)))
                return false;
        return LLVMCountStructElementTypes(t) > 0;
    default: return false;
    }
}

/* Whether ptr is the globals' N or Ng (the field's GEP). */
static bool reads_normal(const diff_fn *d, LLVMValueRef ptr)
{
    if (!d->globals || !LLVMIsAGetElementPtrInst(ptr) || LLVMGetOperand(ptr, 0) != d->globals ||
        LLVMGetNumOperands(ptr) != 3 || !LLVMIsAConstantInt(LLVMGetOperand(ptr, 2)))
        return false;
    long long field = LLVMConstIntGetSExtValue(LLVMGetOperand(ptr, 2));
    return field == RSL_G_N || field == RSL_G_Ng;
}

LLVMValueRef diff_rule(diff_fn *d, LLVMValueRef i, int dir)
{
    LLVMBuilderRef b = d->b;
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    LLVMTypeRef t = LLVMTypeOf(i);
    if (!has_derivative(t))
        return NULL;
    if (op == LLVMPHI) {
        LLVMPositionBuilderBefore(b, first_non_phi(LLVMGetInstructionParent(i)));
        return LLVMBuildPhi(b, t, "d");
    }
    if (op == LLVMLoad) {
        d->reads_normal |= reads_normal(d, LLVMGetOperand(i, 0));
        LLVMValueRef shadow = diff_shadow(d, LLVMGetOperand(i, 0), dir);
        if (!shadow)
            return NULL;
        position_after(b, i);
        LLVMValueRef l = LLVMBuildLoad2(b, t, shadow, "d");
        LLVMSetAlignment(l, LLVMGetAlignment(i));
        return l;
    }
    position_after(b, i);
    LLVMValueRef a = LLVMGetNumOperands(i) > 0 ? LLVMGetOperand(i, 0) : NULL;
    LLVMValueRef c = LLVMGetNumOperands(i) > 1 ? LLVMGetOperand(i, 1) : NULL;
    LLVMValueRef da = a ? diff_get(d, a, dir) : NULL, dc = c ? diff_get(d, c, dir) : NULL;
    switch (op) {
    case LLVMFAdd: return add(b, da, dc);
    case LLVMFSub:
        if (!dc)
            return da;
        return da ? LLVMBuildFSub(b, da, dc, "d") : LLVMBuildFNeg(b, dc, "d");
    case LLVMFMul: return sum_of_products(b, c, da, a, dc);
    case LLVMFDiv: { /* (da - r dc) / c */
        LLVMValueRef num = dc ? LLVMBuildFSub(b, or_zero(da, t), LLVMBuildFMul(b, i, dc, ""), "") : da;
        return num ? LLVMBuildFDiv(b, num, c, "d") : NULL;
    }
    case LLVMFRem: { /* a - c trunc(a / c) */
        if (!dc)
            return da;
        LLVMValueRef q = call1(d, "llvm.trunc", LLVMBuildFDiv(b, a, c, ""));
        return LLVMBuildFSub(b, or_zero(da, t), LLVMBuildFMul(b, q, dc, ""), "d");
    }
    case LLVMFNeg: return da ? LLVMBuildFNeg(b, da, "d") : NULL;
    case LLVMFPExt: return da ? LLVMBuildFPExt(b, da, t, "d") : NULL;
    case LLVMFPTrunc: return da ? LLVMBuildFPTrunc(b, da, t, "d") : NULL;
    case LLVMSelect: {
        LLVMValueRef x = LLVMGetOperand(i, 1), y = LLVMGetOperand(i, 2);
        LLVMValueRef dx = diff_get(d, x, dir), dy = diff_get(d, y, dir);
        if (!dx && !dy)
            return NULL;
        return LLVMBuildSelect(b, a, or_zero(dx, t), or_zero(dy, t), "d");
    }
    case LLVMExtractElement: return da ? LLVMBuildExtractElement(b, da, c, "d") : NULL;
    case LLVMInsertElement:
        if (!da && !dc)
            return NULL;
        return LLVMBuildInsertElement(b, or_zero(da, t), or_zero(dc, LLVMTypeOf(c)), LLVMGetOperand(i, 2), "d");
    case LLVMShuffleVector: return shuffle_rule(d, i, dir);
    case LLVMExtractValue:
    case LLVMInsertValue: return aggregate_rule(d, i, dir);
    case LLVMCall: return call_rule(d, i, dir);
    default: return NULL;
    }
}
