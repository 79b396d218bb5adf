/* Math lowering for PTX (seed 004, figure 3.2). PTX has ex2, lg2, sin and
 * cos (approximate, single precision), exact sqrt, rcp, fma, min/max and
 * rounding conversions; everything else of libm is built from those:
 *
 *   pow(a, x) = ex2(lg2(a) * x)       exp(x) = ex2(log2(e) * x)
 *   log(x)    = lg2(x) / log2(e)      tan(x) = sin(x) / cos(x)
 *
 * In accurate mode the transcendental functions are computed in double
 * precision instead: range reduction (Cody-Waite) and fdlibm-style
 * polynomials from IEEE-rounded adds, multiplies and fmas. Single-precision
 * results are then correctly rounded or within an ulp; double results are
 * within a few ulps for |x| below about 1e5 (sin, cos, tan; there is no
 * Payne-Hanek reduction) and for moderate pow exponents. */
#include "rslpasses.h"
#include "pass_util.h"

#include <math.h>
#include <string.h>

/* Constants (math.h's M_* are not standard C). */
#define PI 3.14159265358979323846
#define PI_2 1.57079632679489661923
#define PI_4 0.78539816339744830962
#define TWO_OVER_PI 0.63661977236758134308
#define LOG2E 1.4426950408889634074
#define LOG10E 0.43429448190325182765
#define LN2 0.69314718055994530942
#define SQRT2 1.41421356237309504880

typedef enum {
    M_NONE, M_EXP, M_EXP2, M_EXP10, M_LOG, M_LOG2, M_LOG10, M_POW, M_POWI, M_SIN, M_COS, M_TAN,
    M_SQRT, M_FABS, M_FLOOR, M_CEIL, M_TRUNC, M_ROUND, M_RINT, M_NEARBYINT, M_FMIN, M_FMAX, M_FMA,
    M_COPYSIGN, M_FMOD, M_ATAN, M_ATAN2, M_ASIN, M_ACOS, M_SINH, M_COSH, M_TANH,
} MathFn;

static const struct {
    const char *name;
    MathFn fn;
} names[] = {
    {"exp", M_EXP},       {"exp2", M_EXP2},   {"exp10", M_EXP10}, {"log", M_LOG},     {"log2", M_LOG2},
    {"log10", M_LOG10},   {"pow", M_POW},     {"powi", M_POWI},   {"sin", M_SIN},     {"cos", M_COS},
    {"tan", M_TAN},       {"sqrt", M_SQRT},   {"fabs", M_FABS},   {"floor", M_FLOOR}, {"ceil", M_CEIL},
    {"trunc", M_TRUNC},   {"round", M_ROUND}, {"rint", M_RINT},   {"nearbyint", M_NEARBYINT},
    {"fmin", M_FMIN},     {"fmax", M_FMAX},   {"fma", M_FMA},     {"copysign", M_COPYSIGN},
    {"fmod", M_FMOD},     {"atan", M_ATAN},   {"atan2", M_ATAN2}, {"asin", M_ASIN},   {"acos", M_ACOS},
    {"sinh", M_SINH},     {"cosh", M_COSH},   {"tanh", M_TANH},
    /* llvm.* spellings that differ from libm */
    {"minnum", M_FMIN},   {"maxnum", M_FMAX}, {"fmuladd", M_FMA},
};

static MathFn lookup(const char *s, size_t len) {
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strlen(names[i].name) == len && strncmp(names[i].name, s, len) == 0)
            return names[i].fn;
    return M_NONE;
}

/* Which function a call is: libm (expf, exp) or llvm.exp.f32 / .f64. */
static MathFn classify(LLVMValueRef call) {
    LLVMValueRef f = called_function(call);
    if (!f)
        return M_NONE;
    LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(call));
    if (k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind)
        return M_NONE;
    size_t len;
    const char *n = LLVMGetValueName2(f, &len);
    if (len > 5 && strncmp(n, "llvm.", 5) == 0) {
        const char *dot = memchr(n + 5, '.', len - 5);
        MathFn fn = dot ? lookup(n + 5, (size_t)(dot - n - 5)) : M_NONE;
        return fn == M_FMIN || fn == M_FMAX || fn == M_FABS || fn == M_FLOOR || fn == M_CEIL || fn == M_TRUNC ||
                       fn == M_RINT || fn == M_NEARBYINT || fn == M_FMA || fn == M_COPYSIGN || fn == M_SQRT ||
                       fn == M_ROUND
                   ? M_NONE /* the emitter has these */
                   : fn;
    }
    if (!LLVMIsDeclaration(f))
        return M_NONE; /* the module defines its own */
    bool single = k == LLVMFloatTypeKind;
    if (single) {
        if (len < 2 || n[len - 1] != 'f')
            return M_NONE;
        len--;
    }
    MathFn fn = lookup(n, len);
    return fn == M_POWI || fn == M_NONE ? M_NONE : fn;
}

typedef struct {
    LLVMModuleRef m;
    LLVMBuilderRef b;
    LLVMTypeRef f32, f64, i32, i64, i1;
    bool accurate;
} Ctx;

static LLVMValueRef intrinsic(Ctx *c, const char *name, LLVMTypeRef ret, LLVMTypeRef *params, unsigned n) {
    LLVMValueRef f = LLVMGetNamedFunction(c->m, name);
    if (!f)
        f = LLVMAddFunction(c->m, name, LLVMFunctionType(ret, params, n, 0));
    return f;
}

static LLVMValueRef call1(Ctx *c, const char *name, LLVMValueRef x) {
    LLVMTypeRef t = LLVMTypeOf(x);
    LLVMValueRef f = intrinsic(c, name, t, &t, 1);
    return LLVMBuildCall2(c->b, LLVMGlobalGetValueType(f), f, &x, 1, "");
}

static LLVMValueRef call2(Ctx *c, const char *name, LLVMValueRef x, LLVMValueRef y) {
    LLVMTypeRef ts[2] = {LLVMTypeOf(x), LLVMTypeOf(y)};
    LLVMValueRef f = intrinsic(c, name, ts[0], ts, 2);
    LLVMValueRef args[2] = {x, y};
    return LLVMBuildCall2(c->b, LLVMGlobalGetValueType(f), f, args, 2, "");
}

static bool is_f64(LLVMValueRef x) { return LLVMGetTypeKind(LLVMTypeOf(x)) == LLVMDoubleTypeKind; }

/* Names of llvm.* intrinsics for x's type. */
static LLVMValueRef llvm1(Ctx *c, const char *base, LLVMValueRef x) {
    char name[48];
    strcpy(name, base);
    strcat(name, is_f64(x) ? ".f64" : ".f32");
    return call1(c, name, x);
}

static LLVMValueRef llvm2(Ctx *c, const char *base, LLVMValueRef x, LLVMValueRef y) {
    char name[48];
    strcpy(name, base);
    strcat(name, is_f64(x) ? ".f64" : ".f32");
    return call2(c, name, x, y);
}

static LLVMValueRef fma3(Ctx *c, LLVMValueRef a, LLVMValueRef b, LLVMValueRef x) {
    LLVMTypeRef t = LLVMTypeOf(a);
    LLVMTypeRef ts[3] = {t, t, t};
    LLVMValueRef f = intrinsic(c, is_f64(a) ? "llvm.fma.f64" : "llvm.fma.f32", t, ts, 3);
    LLVMValueRef args[3] = {a, b, x};
    return LLVMBuildCall2(c->b, LLVMGlobalGetValueType(f), f, args, 3, "");
}

static LLVMValueRef K(LLVMValueRef like, double v) { return LLVMConstReal(LLVMTypeOf(like), v); }
static LLVMValueRef add(Ctx *c, LLVMValueRef a, LLVMValueRef b) { return LLVMBuildFAdd(c->b, a, b, ""); }
static LLVMValueRef sub(Ctx *c, LLVMValueRef a, LLVMValueRef b) { return LLVMBuildFSub(c->b, a, b, ""); }
static LLVMValueRef mul(Ctx *c, LLVMValueRef a, LLVMValueRef b) { return LLVMBuildFMul(c->b, a, b, ""); }
static LLVMValueRef fdiv(Ctx *c, LLVMValueRef a, LLVMValueRef b) { return LLVMBuildFDiv(c->b, a, b, ""); }
static LLVMValueRef cmp(Ctx *c, LLVMRealPredicate p, LLVMValueRef a, LLVMValueRef b) {
    return LLVMBuildFCmp(c->b, p, a, b, "");
}
static LLVMValueRef sel(Ctx *c, LLVMValueRef p, LLVMValueRef a, LLVMValueRef b) {
    return LLVMBuildSelect(c->b, p, a, b, "");
}

/* Horner's rule, coefficients from the highest power down. */
static LLVMValueRef poly(Ctx *c, LLVMValueRef z, const double *coef, int n) {
    LLVMValueRef r = K(z, coef[0]);
    for (int i = 1; i < n; i++)
        r = fma3(c, r, z, K(z, coef[i]));
    return r;
}

static LLVMValueRef to_f32(Ctx *c, LLVMValueRef x) { return is_f64(x) ? LLVMBuildFPTrunc(c->b, x, c->f32, "") : x; }
static LLVMValueRef to_f64(Ctx *c, LLVMValueRef x) { return is_f64(x) ? x : LLVMBuildFPExt(c->b, x, c->f64, ""); }
static LLVMValueRef to_type(Ctx *c, LLVMValueRef x, LLVMTypeRef t) {
    if (LLVMTypeOf(x) == t)
        return x;
    return t == c->f64 ? LLVMBuildFPExt(c->b, x, t, "") : LLVMBuildFPTrunc(c->b, x, t, "");
}

/* ---- approximate: PTX's .approx instructions in single precision ---- */

static LLVMValueRef ex2_approx(Ctx *c, LLVMValueRef x) { return call1(c, "llvm.nvvm.ex2.approx.f", to_f32(c, x)); }
static LLVMValueRef lg2_approx(Ctx *c, LLVMValueRef x) { return call1(c, "llvm.nvvm.lg2.approx.f", to_f32(c, x)); }

/* ---- accurate: double-precision kernels ---- */

/* 2^n for an integer-valued double n in [-1075, 1025], as two factors so
 * that neither leaves the normal range: returns p * 2^n. */
static LLVMValueRef scale_pow2(Ctx *c, LLVMValueRef p, LLVMValueRef n) {
    LLVMValueRef ni = LLVMBuildFPToSI(c->b, n, c->i64, "");
    LLVMValueRef n1 = LLVMBuildAShr(c->b, ni, LLVMConstInt(c->i64, 1, 0), "");
    LLVMValueRef n2 = LLVMBuildSub(c->b, ni, n1, "");
    LLVMValueRef bias = LLVMConstInt(c->i64, 1023, 0), shift = LLVMConstInt(c->i64, 52, 0);
    LLVMValueRef s1 = LLVMBuildBitCast(c->b, LLVMBuildShl(c->b, LLVMBuildAdd(c->b, n1, bias, ""), shift, ""), c->f64, "");
    LLVMValueRef s2 = LLVMBuildBitCast(c->b, LLVMBuildShl(c->b, LLVMBuildAdd(c->b, n2, bias, ""), shift, ""), c->f64, "");
    return mul(c, mul(c, p, s1), s2);
}

static const double LN2_HI = 6.93147180369123816490e-01, LN2_LO = 1.90821492927058770002e-10;

/* e^r * 2^n for |r| <= ln2/2 (Taylor to r^13: error below 2^-60). */
static LLVMValueRef exp_kernel(Ctx *c, LLVMValueRef r, LLVMValueRef n) {
    double coef[14];
    double f = 1.0;
    for (int k = 0; k <= 13; k++) {
        if (k)
            f *= k;
        coef[13 - k] = 1.0 / f;
    }
    return scale_pow2(c, poly(c, r, coef, 14), n);
}

/* NaN in, NaN out; the kernels clamp their argument first. */
static LLVMValueRef keep_nan(Ctx *c, LLVMValueRef x, LLVMValueRef r) {
    return sel(c, cmp(c, LLVMRealUNO, x, x), to_type(c, x, LLVMTypeOf(r)), r);
}

static LLVMValueRef clamp(Ctx *c, LLVMValueRef x, double lo, double hi) {
    return llvm2(c, "llvm.minnum", llvm2(c, "llvm.maxnum", x, K(x, lo)), K(x, hi));
}

static LLVMValueRef exp_accurate(Ctx *c, LLVMValueRef x0, MathFn fn) {
    LLVMValueRef x = to_f64(c, x0), r, n;
    if (fn == M_EXP) {
        x = clamp(c, x, -746.0, 710.0);
        n = llvm1(c, "llvm.rint", mul(c, x, K(x, LOG2E)));
        r = fma3(c, LLVMBuildFNeg(c->b, n, ""), K(x, LN2_HI), x);
        r = fma3(c, LLVMBuildFNeg(c->b, n, ""), K(x, LN2_LO), r);
    } else if (fn == M_EXP2) {
        x = clamp(c, x, -1076.0, 1025.0);
        n = llvm1(c, "llvm.rint", x);
        r = mul(c, sub(c, x, n), K(x, LN2));
    } else { /* exp10: x*ln10 as a head and a tail */
        x = clamp(c, x, -324.0, 309.0);
        const double ln10_hi = 2.302585092994045901e+00, ln10_lo = -2.170756223382249351e-16;
        LLVMValueRef hi = mul(c, x, K(x, ln10_hi));
        LLVMValueRef lo = fma3(c, x, K(x, ln10_hi), LLVMBuildFNeg(c->b, hi, ""));
        lo = fma3(c, x, K(x, ln10_lo), lo);
        n = llvm1(c, "llvm.rint", mul(c, hi, K(x, LOG2E)));
        r = fma3(c, LLVMBuildFNeg(c->b, n, ""), K(x, LN2_HI), hi);
        r = fma3(c, LLVMBuildFNeg(c->b, n, ""), K(x, LN2_LO), r);
        r = add(c, r, lo);
    }
    return keep_nan(c, x0, to_type(c, exp_kernel(c, r, n), LLVMTypeOf(x0)));
}

/* log(x) split as e + log(m) with m in [sqrt(1/2), sqrt(2)): the exponent
 * e (a double) and log(m) (fdlibm's e_log.c polynomial). x > 0, finite. */
static void log_kernel(Ctx *c, LLVMValueRef x, LLVMValueRef *e_out, LLVMValueRef *logm) {
    /* Subnormals: scale by 2^54 first. */
    LLVMValueRef tiny = cmp(c, LLVMRealOLT, x, K(x, 0x1p-1022));
    x = sel(c, tiny, mul(c, x, K(x, 0x1p54)), x);
    LLVMValueRef bits = LLVMBuildBitCast(c->b, x, c->i64, "");
    LLVMValueRef ebits = LLVMBuildLShr(c->b, bits, LLVMConstInt(c->i64, 52, 0), "");
    LLVMValueRef e = LLVMBuildSIToFP(c->b, LLVMBuildSub(c->b, ebits, LLVMConstInt(c->i64, 1023, 0), ""), c->f64, "");
    e = sel(c, tiny, sub(c, e, K(e, 54.0)), e);
    LLVMValueRef mbits = LLVMBuildOr(c->b, LLVMBuildAnd(c->b, bits, LLVMConstInt(c->i64, 0xFFFFFFFFFFFFFull, 0), ""),
                                     LLVMConstInt(c->i64, 0x3FF0000000000000ull, 0), "");
    LLVMValueRef m = LLVMBuildBitCast(c->b, mbits, c->f64, "");
    LLVMValueRef big = cmp(c, LLVMRealOGT, m, K(m, SQRT2));
    m = sel(c, big, mul(c, m, K(m, 0.5)), m);
    *e_out = sel(c, big, add(c, e, K(e, 1.0)), e);
    static const double lg[] = {
        1.479819860511658591e-01, 1.531383769920937332e-01, 1.818357216161805012e-01, 2.222219843214978396e-01,
        2.857142874366239149e-01, 3.999999999940941908e-01, 6.666666666666735130e-01,
    };
    LLVMValueRef f = sub(c, m, K(m, 1.0));
    LLVMValueRef s = fdiv(c, f, add(c, f, K(f, 2.0)));
    LLVMValueRef z = mul(c, s, s);
    LLVMValueRef R = mul(c, z, poly(c, z, lg, 7));
    LLVMValueRef hfsq = mul(c, mul(c, f, f), K(f, 0.5));
    *logm = sub(c, f, sub(c, hfsq, mul(c, s, add(c, hfsq, R))));
}

/* Results of log at 0, negatives, infinity and NaN. */
static LLVMValueRef log_specials(Ctx *c, LLVMValueRef x, LLVMValueRef r) {
    r = sel(c, cmp(c, LLVMRealOEQ, x, K(x, 0.0)), K(r, -INFINITY), r);
    r = sel(c, cmp(c, LLVMRealOLT, x, K(x, 0.0)), K(r, NAN), r);
    r = sel(c, cmp(c, LLVMRealOEQ, x, K(x, INFINITY)), K(r, INFINITY), r);
    return keep_nan(c, x, r);
}

static LLVMValueRef log_accurate(Ctx *c, LLVMValueRef x0, MathFn fn) {
    LLVMValueRef x = to_f64(c, x0), e, logm, r;
    /* Keep the kernel's argument positive and finite. */
    LLVMValueRef ok = LLVMBuildAnd(c->b, cmp(c, LLVMRealOGT, x, K(x, 0.0)), cmp(c, LLVMRealOLT, x, K(x, INFINITY)), "");
    log_kernel(c, sel(c, ok, x, K(x, 1.0)), &e, &logm);
    if (fn == M_LOG)
        r = fma3(c, e, K(e, LN2_HI), fma3(c, e, K(e, LN2_LO), logm));
    else if (fn == M_LOG2)
        r = fma3(c, logm, K(logm, LOG2E), e);
    else
        r = fma3(c, e, K(e, 3.01029995663611771306e-01), mul(c, logm, K(logm, LOG10E)));
    return to_type(c, log_specials(c, x, r), LLVMTypeOf(x0));
}

/* sin and cos of x: quadrant q and r = x - q*pi/2 (three-part pi/2), then
 * fdlibm's kernel polynomials on [-pi/4, pi/4]. */
static void sincos_accurate(Ctx *c, LLVMValueRef x, LLVMValueRef *s_out, LLVMValueRef *c_out) {
    LLVMValueRef finite = cmp(c, LLVMRealOLT, llvm1(c, "llvm.fabs", x), K(x, INFINITY));
    LLVMValueRef xs = sel(c, finite, x, K(x, 0.0));
    LLVMValueRef q = llvm1(c, "llvm.rint", mul(c, xs, K(x, TWO_OVER_PI)));
    LLVMValueRef nq = LLVMBuildFNeg(c->b, q, "");
    LLVMValueRef r = fma3(c, nq, K(x, 1.57079632673412561417e+00), xs);
    r = fma3(c, nq, K(x, 6.07710050630396597660e-11), r);
    r = fma3(c, nq, K(x, 2.02226624871116645580e-21), r);
    LLVMValueRef z = mul(c, r, r);
    static const double S[] = {1.58969099521155010221e-10, -2.50507602534068634195e-08, 2.75573137070700676789e-06,
                               -1.98412698298579493134e-04, 8.33333333332248946124e-03, -1.66666666666666324348e-01};
    static const double C[] = {-1.13596475577881948265e-11, 2.08757232129817482790e-09, -2.75573143513906633035e-07,
                               2.48015872894767294178e-05, -1.38888888888741095749e-03, 4.16666666666666019037e-02};
    LLVMValueRef sr = fma3(c, mul(c, r, z), poly(c, z, S, 6), r);
    LLVMValueRef hz = mul(c, z, K(z, 0.5));
    LLVMValueRef w = sub(c, K(z, 1.0), hz);
    LLVMValueRef cr = add(c, w, fma3(c, mul(c, z, z), poly(c, z, C, 6), sub(c, sub(c, K(z, 1.0), w), hz)));
    /* quadrant: 0 (s, c), 1 (c, -s), 2 (-s, -c), 3 (-c, s) */
    LLVMValueRef qi = LLVMBuildAnd(c->b, LLVMBuildFPToSI(c->b, q, c->i64, ""), LLVMConstInt(c->i64, 3, 0), "");
    LLVMValueRef odd = LLVMBuildTrunc(c->b, qi, c->i1, "");
    LLVMValueRef s_neg = LLVMBuildICmp(c->b, LLVMIntUGE, qi, LLVMConstInt(c->i64, 2, 0), "");
    LLVMValueRef c_neg = LLVMBuildICmp(c->b, LLVMIntEQ, LLVMBuildAnd(c->b, LLVMBuildAdd(c->b, qi, LLVMConstInt(c->i64, 1, 0), ""),
                                                                    LLVMConstInt(c->i64, 2, 0), ""),
                                       LLVMConstInt(c->i64, 2, 0), "");
    LLVMValueRef s = sel(c, odd, cr, sr), co = sel(c, odd, sr, cr);
    s = sel(c, s_neg, LLVMBuildFNeg(c->b, s, ""), s);
    co = sel(c, c_neg, LLVMBuildFNeg(c->b, co, ""), co);
    *s_out = sel(c, finite, s, K(x, NAN));
    *c_out = sel(c, finite, co, K(x, NAN));
}

/* ---- the functions ---- */

static LLVMValueRef exp_like(Ctx *c, LLVMValueRef x, MathFn fn) {
    if (c->accurate)
        return exp_accurate(c, x, fn);
    double k = fn == M_EXP ? LOG2E : fn == M_EXP10 ? 3.32192809488736234787 : 1.0;
    LLVMValueRef x32 = to_f32(c, x);
    LLVMValueRef a = k == 1.0 ? x32 : mul(c, x32, K(x32, k));
    return to_type(c, ex2_approx(c, a), LLVMTypeOf(x));
}

static LLVMValueRef log_like(Ctx *c, LLVMValueRef x, MathFn fn) {
    if (c->accurate)
        return log_accurate(c, x, fn);
    double k = fn == M_LOG ? LN2 : fn == M_LOG10 ? 0.301029995663981195 : 1.0;
    LLVMValueRef l = lg2_approx(c, x);
    return to_type(c, k == 1.0 ? l : mul(c, l, K(l, k)), LLVMTypeOf(x));
}

static LLVMValueRef trig(Ctx *c, LLVMValueRef x, MathFn fn) {
    LLVMValueRef s, co;
    if (c->accurate) {
        sincos_accurate(c, to_f64(c, x), &s, &co);
    } else {
        LLVMValueRef x32 = to_f32(c, x);
        s = fn == M_COS ? NULL : call1(c, "llvm.nvvm.sin.approx.f", x32);
        co = fn == M_SIN ? NULL : call1(c, "llvm.nvvm.cos.approx.f", x32);
    }
    LLVMValueRef r = fn == M_SIN ? s : fn == M_COS ? co : fdiv(c, s, co);
    return to_type(c, r, LLVMTypeOf(x));
}

/* pow with C's signs: negative bases with integer exponents, pow(x, 0) = 1. */
static LLVMValueRef pow_fn(Ctx *c, LLVMValueRef a, LLVMValueRef x) {
    LLVMTypeRef t = LLVMTypeOf(a);
    LLVMValueRef r;
    LLVMValueRef absa = llvm1(c, "llvm.fabs", a);
    if (c->accurate) {
        LLVMValueRef e, logm;
        LLVMValueRef ad = to_f64(c, absa), xd = to_f64(c, x);
        LLVMValueRef ok = LLVMBuildAnd(c->b, cmp(c, LLVMRealOGT, ad, K(ad, 0.0)), cmp(c, LLVMRealOLT, ad, K(ad, INFINITY)), "");
        log_kernel(c, sel(c, ok, ad, K(ad, 1.0)), &e, &logm);
        LLVMValueRef l = fma3(c, e, K(e, LN2_HI), fma3(c, e, K(e, LN2_LO), logm));
        l = log_specials(c, ad, l);
        LLVMValueRef y = mul(c, xd, l);
        /* log's specials (0, inf) times x: exp handles +-inf, NaN */
        r = exp_accurate(c, y, M_EXP);
        r = to_type(c, r, t);
    } else {
        LLVMValueRef x32 = to_f32(c, x);
        r = to_type(c, ex2_approx(c, mul(c, lg2_approx(c, absa), x32)), t);
    }
    LLVMValueRef whole = cmp(c, LLVMRealOEQ, llvm1(c, "llvm.trunc", x), x);
    LLVMValueRef half = mul(c, x, K(x, 0.5));
    LLVMValueRef odd = LLVMBuildAnd(c->b, whole, cmp(c, LLVMRealUNE, llvm1(c, "llvm.trunc", half), half), "");
    LLVMValueRef neg = cmp(c, LLVMRealOLT, a, K(a, 0.0));
    r = sel(c, LLVMBuildAnd(c->b, neg, odd, ""), LLVMBuildFNeg(c->b, r, ""), r);
    r = sel(c, LLVMBuildAnd(c->b, neg, LLVMBuildNot(c->b, whole, ""), ""), LLVMConstReal(t, NAN), r);
    r = sel(c, cmp(c, LLVMRealOEQ, to_type(c, x, t), LLVMConstReal(t, 0.0)), LLVMConstReal(t, 1.0), r);
    return sel(c, cmp(c, LLVMRealOEQ, a, LLVMConstReal(t, 1.0)), LLVMConstReal(t, 1.0), r);
}

/* atan on |x| with Cephes' reduction (tan 3pi/8, tan pi/8) and polynomial. */
static LLVMValueRef atan_fn(Ctx *c, LLVMValueRef x) {
    LLVMValueRef a = llvm1(c, "llvm.fabs", x);
    LLVMValueRef big = cmp(c, LLVMRealOGT, a, K(a, 2.414213562373095)), mid = cmp(c, LLVMRealOGT, a, K(a, 0.4142135623730950));
    LLVMValueRef y0 = sel(c, big, K(a, PI_2), sel(c, mid, K(a, PI_4), K(a, 0.0)));
    LLVMValueRef xr = sel(c, big, fdiv(c, K(a, -1.0), a),
                          sel(c, mid, fdiv(c, sub(c, a, K(a, 1.0)), add(c, a, K(a, 1.0))), a));
    LLVMValueRef z = mul(c, xr, xr);
    static const double P[] = {8.05374449538e-2, -1.38776856032e-1, 1.99777106478e-1, -3.33329491539e-1};
    LLVMValueRef r = add(c, y0, fma3(c, mul(c, poly(c, z, P, 4), z), xr, xr));
    return llvm2(c, "llvm.copysign", r, x);
}

static LLVMValueRef asin_fn(Ctx *c, LLVMValueRef x) {
    LLVMValueRef a = llvm1(c, "llvm.fabs", x);
    LLVMValueRef big = cmp(c, LLVMRealOGT, a, K(a, 0.5));
    LLVMValueRef zb = mul(c, sub(c, K(a, 1.0), a), K(a, 0.5));
    LLVMValueRef z = sel(c, big, zb, mul(c, a, a));
    LLVMValueRef t = sel(c, big, llvm1(c, "llvm.sqrt", zb), a);
    static const double P[] = {4.2163199048e-2, 2.4181311049e-2, 4.5470025998e-2, 7.4953002686e-2, 1.6666752422e-1};
    LLVMValueRef p = fma3(c, mul(c, poly(c, z, P, 5), z), t, t);
    LLVMValueRef r = sel(c, big, sub(c, K(a, PI_2), add(c, p, p)), p);
    r = sel(c, cmp(c, LLVMRealOGT, a, K(a, 1.0)), K(a, NAN), r);
    return llvm2(c, "llvm.copysign", r, x);
}

static LLVMValueRef acos_fn(Ctx *c, LLVMValueRef x) {
    /* acos(x) = pi/2 - asin(x), and 2 asin(sqrt((1-|x|)/2)) near |x| = 1. */
    LLVMValueRef a = llvm1(c, "llvm.fabs", x);
    LLVMValueRef edge = cmp(c, LLVMRealOGT, a, K(a, 0.5));
    LLVMValueRef h = asin_fn(c, llvm1(c, "llvm.sqrt", mul(c, sub(c, K(a, 1.0), a), K(a, 0.5))));
    LLVMValueRef h2 = add(c, h, h);
    LLVMValueRef near = sel(c, cmp(c, LLVMRealOLT, x, K(x, 0.0)), sub(c, K(x, PI), h2), h2);
    return sel(c, edge, near, sub(c, K(x, PI_2), asin_fn(c, x)));
}

static LLVMValueRef atan2_fn(Ctx *c, LLVMValueRef y, LLVMValueRef x) {
    LLVMValueRef r = atan_fn(c, fdiv(c, y, x));
    LLVMValueRef pi = llvm2(c, "llvm.copysign", K(y, PI), y);
    r = sel(c, cmp(c, LLVMRealOLT, x, K(x, 0.0)), add(c, r, pi), r);
    LLVMValueRef half_pi = llvm2(c, "llvm.copysign", K(y, PI_2), y);
    r = sel(c, cmp(c, LLVMRealOEQ, x, K(x, 0.0)), sel(c, cmp(c, LLVMRealOEQ, y, K(y, 0.0)), K(y, 0.0), half_pi), r);
    return r;
}

/* sinh by its series where exp(x) - exp(-x) would cancel (|x| < 1/2). */
static LLVMValueRef sinh_series(Ctx *c, LLVMValueRef x) {
    static const double S[] = {1.0 / 6227020800.0, 1.0 / 39916800.0, 1.0 / 362880.0, 1.0 / 5040.0,
                               1.0 / 120.0,        1.0 / 6.0,         1.0};
    return mul(c, x, poly(c, mul(c, x, x), S, 7));
}

static LLVMValueRef hyperbolic(Ctx *c, LLVMValueRef x, MathFn fn) {
    LLVMValueRef a = llvm1(c, "llvm.fabs", x);
    LLVMValueRef small = cmp(c, LLVMRealOLT, a, K(a, 0.5));
    LLVMValueRef ep = exp_like(c, a, M_EXP), en = fdiv(c, K(a, 1.0), ep);
    LLVMValueRef ch = mul(c, add(c, ep, en), K(x, 0.5));
    if (fn == M_COSH)
        return ch;
    LLVMValueRef sh = sel(c, small, sinh_series(c, a), mul(c, sub(c, ep, en), K(x, 0.5)));
    if (fn == M_SINH)
        return llvm2(c, "llvm.copysign", sh, x);
    /* tanh: sinh / cosh near 0, 1 - 2 / (e^2|x| + 1) beyond; 1 for large |x| */
    LLVMValueRef far = sub(c, K(x, 1.0), fdiv(c, K(x, 2.0), add(c, mul(c, ep, ep), K(x, 1.0))));
    LLVMValueRef t = sel(c, small, fdiv(c, sh, ch), far);
    t = sel(c, cmp(c, LLVMRealOGT, a, K(a, 40.0)), K(a, 1.0), t);
    return llvm2(c, "llvm.copysign", t, x);
}

static LLVMValueRef lower_call(Ctx *c, LLVMValueRef call, MathFn fn) {
    LLVMValueRef x = LLVMGetOperand(call, 0);
    LLVMValueRef y = LLVMGetNumArgOperands(call) > 1 ? LLVMGetOperand(call, 1) : NULL;
    switch (fn) {
    case M_EXP: case M_EXP2: case M_EXP10: return exp_like(c, x, fn);
    case M_LOG: case M_LOG2: case M_LOG10: return log_like(c, x, fn);
    case M_SIN: case M_COS: case M_TAN: return trig(c, x, fn);
    case M_POW: return pow_fn(c, x, y);
    case M_POWI: return pow_fn(c, x, LLVMBuildSIToFP(c->b, y, LLVMTypeOf(x), ""));
    case M_SQRT: return llvm1(c, "llvm.sqrt", x);
    case M_FABS: return llvm1(c, "llvm.fabs", x);
    case M_FLOOR: return llvm1(c, "llvm.floor", x);
    case M_CEIL: return llvm1(c, "llvm.ceil", x);
    case M_TRUNC: return llvm1(c, "llvm.trunc", x);
    case M_ROUND: return llvm1(c, "llvm.round", x);
    case M_RINT: return llvm1(c, "llvm.rint", x);
    case M_NEARBYINT: return llvm1(c, "llvm.nearbyint", x);
    case M_FMIN: return llvm2(c, "llvm.minnum", x, y);
    case M_FMAX: return llvm2(c, "llvm.maxnum", x, y);
    case M_FMA: return fma3(c, x, y, LLVMGetOperand(call, 2));
    case M_COPYSIGN: return llvm2(c, "llvm.copysign", x, y);
    case M_FMOD: return LLVMBuildFRem(c->b, x, y, "");
    case M_ATAN: return atan_fn(c, x);
    case M_ATAN2: return atan2_fn(c, x, y);
    case M_ASIN: return asin_fn(c, x);
    case M_ACOS: return acos_fn(c, x);
    case M_SINH: case M_COSH: case M_TANH: return hyperbolic(c, x, fn);
    default: return NULL;
    }
}

void rsl_lower_math_ptx(LLVMModuleRef m, bool accurate) {
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    Ctx c = {
        .m = m, .b = LLVMCreateBuilderInContext(ctx), .accurate = accurate,
        .f32 = LLVMFloatTypeInContext(ctx), .f64 = LLVMDoubleTypeInContext(ctx),
        .i32 = LLVMInt32TypeInContext(ctx), .i64 = LLVMInt64TypeInContext(ctx), .i1 = LLVMInt1TypeInContext(ctx),
    };
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        ValueVec insts = {0};
        collect_instructions(f, &insts);
        for (size_t i = 0; i < insts.len; i++) {
            LLVMValueRef call = insts.items[i];
            MathFn fn = LLVMIsACallInst(call) ? classify(call) : M_NONE;
            if (fn == M_NONE)
                continue;
            LLVMPositionBuilderBefore(c.b, call);
            LLVMValueRef r = lower_call(&c, call, fn);
            if (!r)
                continue;
            LLVMReplaceAllUsesWith(call, r);
            LLVMInstructionEraseFromParent(call);
        }
        vv_free(&insts);
    }
    /* libm declarations nobody calls any more */
    LLVMValueRef next;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = next) {
        next = LLVMGetNextFunction(f);
        if (LLVMIsDeclaration(f) && !LLVMGetFirstUse(f))
            LLVMDeleteFunction(f);
    }
    LLVMDisposeBuilder(c.b);
}
