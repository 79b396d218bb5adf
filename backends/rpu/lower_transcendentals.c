/* sin cos tan asin acos atan atan2 exp exp2 exp10 log log2 log10 pow, as the
 * llvm.* intrinsics (scalar or per vector lane) and as the libm calls the
 * runtime leaves (sinf ... powf), expanded inline into RPU operations.
 * Polynomials are least-squares fits on Chebyshev nodes (rounded to float),
 * evaluated by Horner in fmul/fadd (mad).  Accuracy, float arithmetic as on
 * the RPU (checked against libm by test/unit/rpu-lower):
 *   sin, cos    |x| <= 3000: absolute error <= 3e-7
 *   tan         relative error <= 1e-6 away from the poles
 *   atan        absolute error <= 3e-7;  atan2 <= 4e-7;  asin acos <= 5e-7
 *   exp2        relative error <= 3e-7; 0 below -127, +inf from 128
 *   exp exp10   relative error <= 3e-7 + |x| * 1.2e-7 (rounding of x*log2 e)
 *   log2        error <= 3e-7 + 1.2e-7 * |log2 x| for normal x > 0; -inf for
 *               x <= 0 (negative x too); log, log10 scaled from it
 *   pow(x, y)   exp2(y * log2(x)): relative error <= 3e-7 + |y log2 x| * 2e-7;
 *               x <= 0 gives 0 (pow(0, 0) too).
 * Range reductions use bit operations on the w lane: rounding by adding
 * 1.5 * 2^23 (the integer lands in the low mantissa bits), 2^n by building
 * the exponent field with shl, log2's exponent by shifting it out. */
#include "lower.h"

#include <math.h>
#include <string.h>

enum { SIN, COS, TAN, ASIN, ACOS, ATAN, ATAN2, EXP, EXP2, EXP10, LOG, LOG2, LOG10, POW, NKIND };

static const struct {
    const char *intrinsic, *libm;
    int args;
} functions[NKIND] = {
    [SIN] = {"llvm.sin.", "sinf", 1},
    [COS] = {"llvm.cos.", "cosf", 1},
    [TAN] = {NULL, "tanf", 1},
    [ASIN] = {NULL, "asinf", 1},
    [ACOS] = {NULL, "acosf", 1},
    [ATAN] = {NULL, "atanf", 1},
    [ATAN2] = {NULL, "atan2f", 2},
    [EXP] = {"llvm.exp.", "expf", 1},
    [EXP2] = {"llvm.exp2.", "exp2f", 1},
    [EXP10] = {NULL, "exp10f", 1},
    [LOG] = {"llvm.log.", "logf", 1},
    [LOG2] = {"llvm.log2.", "log2f", 1},
    [LOG10] = {"llvm.log10.", "log10f", 1},
    [POW] = {"llvm.pow.", "powf", 2},
};

#define ROUNDER 12582912.0 /* 1.5 * 2^23 */
#define ROUNDER_BITS 0x4b400000
#define PI 3.14159265358979323846

static LLVMValueRef F(LLVMBuilderRef b, double c) {
    return LLVMConstReal(LLVMFloatTypeInContext(rl_builder_context(b)), c);
}
static LLVMValueRef I(LLVMBuilderRef b, int64_t c) { return rl_iconst(rl_builder_context(b), c); }
static LLVMValueRef add(LLVMBuilderRef b, LLVMValueRef x, LLVMValueRef y) {
    return LLVMBuildFAdd(b, x, y, "");
}
static LLVMValueRef sub(LLVMBuilderRef b, LLVMValueRef x, LLVMValueRef y) {
    return LLVMBuildFSub(b, x, y, "");
}
static LLVMValueRef mul(LLVMBuilderRef b, LLVMValueRef x, LLVMValueRef y) {
    return LLVMBuildFMul(b, x, y, "");
}

/* c[0] + x * (c[1] + x * (... c[n-1])) */
static LLVMValueRef horner(LLVMBuilderRef b, LLVMValueRef x, const double *c, int n) {
    LLVMValueRef r = F(b, c[n - 1]);
    for (int k = n - 2; k >= 0; k--) r = add(b, mul(b, r, x), F(b, c[k]));
    return r;
}

static LLVMValueRef rcp(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef x) {
    return rl_pseudo1(b, m, "rpu.rcp", x);
}

/* ---- exp2 -------------------------------------------------------------- */

static LLVMValueRef exp2_of(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef x) {
    /* 2^f for f in [-0.5, 0.5]: 1 + f * P(f), relative error 9e-9 */
    static const double p[] = {0.6931471824645996,   0.24022650718688965,   0.055503569543361664,
                               0.009618056938052177, 0.0013390866806730628, 0.00015461447765119374};
    LLVMValueRef lo = F(b, -127.0), hi = F(b, 128.0);
    LLVMValueRef args[2] = {x, lo};
    x = rl_intrinsic(b, m, "llvm.maxnum", args, 2);
    args[0] = x;
    args[1] = hi;
    x = rl_intrinsic(b, m, "llvm.minnum", args, 2);
    LLVMValueRef t = add(b, x, F(b, ROUNDER));
    LLVMValueRef f = sub(b, x, sub(b, t, F(b, ROUNDER)));
    LLVMValueRef poly = add(b, F(b, 1.0), mul(b, f, horner(b, f, p, 6)));
    /* exponent field n + 127, n in [-127, 128]: 0 and +inf at the ends */
    LLVMValueRef e = LLVMBuildAdd(b, rl_to_bits(b, t), I(b, 127 - ROUNDER_BITS), "");
    return mul(b, poly, rl_from_bits(b, LLVMBuildShl(b, e, I(b, 23), "")));
}

/* ---- log2 -------------------------------------------------------------- */

static LLVMValueRef log2_of(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef x) {
    /* log2((1+t)/(1-t)) = t * P(t^2) for |t| <= 0.1716, error 7e-9 */
    static const double p[] = {2.885390043258667, 0.9617984890937805, 0.5767422318458557, 0.4311616122722626};
    /* x = 2^k * y with y in [sqrt(1/2), sqrt(2)): k from the bits of x
     * relative to those of sqrt(1/2) */
    LLVMValueRef ix = rl_to_bits(b, x);
    LLVMValueRef k = LLVMBuildAShr(b, LLVMBuildSub(b, ix, I(b, 0x3f3504f3), ""), I(b, 23), "");
    LLVMValueRef y = rl_from_bits(b, LLVMBuildSub(b, ix, LLVMBuildShl(b, k, I(b, 23), ""), ""));
    LLVMValueRef t = mul(b, sub(b, y, F(b, 1.0)), rcp(b, m, add(b, y, F(b, 1.0))));
    LLVMValueRef r =
        add(b, LLVMBuildSIToFP(b, k, LLVMTypeOf(x), ""), mul(b, t, horner(b, mul(b, t, t), p, 4)));
    LLVMValueRef pos = LLVMBuildFCmp(b, LLVMRealOGT, x, F(b, 0.0), "");
    return LLVMBuildSelect(b, pos, r, F(b, -INFINITY), "");
}

/* ---- sin cos tan ------------------------------------------------------- */

/* x = j * pi/2 + r, |r| <= pi/4: sets *r and returns the bits of
 * j + 1.5 * 2^23 (j mod 4 in the low bits).  pi/2 in three parts, the
 * first two of 12 bits so that j * part is exact for |j| < 2^11. */
static LLVMValueRef quadrant(LLVMBuilderRef b, LLVMValueRef x, LLVMValueRef *r) {
    LLVMValueRef t = add(b, mul(b, x, F(b, 2.0 / PI)), F(b, ROUNDER));
    LLVMValueRef j = sub(b, t, F(b, ROUNDER));
    LLVMValueRef v = sub(b, x, mul(b, j, F(b, 1.5703125)));
    v = sub(b, v, mul(b, j, F(b, 0.0004837512969970703)));
    *r = sub(b, v, mul(b, j, F(b, 7.549790126404332e-08)));
    return rl_to_bits(b, t);
}

/* sin(r) and cos(r) for |r| <= pi/4 (Taylor; truncation below 2e-9) */
static void sincos_poly(LLVMBuilderRef b, LLVMValueRef r, LLVMValueRef *s, LLVMValueRef *c) {
    static const double ps[] = {-1.0 / 6, 1.0 / 120, -1.0 / 5040, 1.0 / 362880};
    static const double pc[] = {-0.5, 1.0 / 24, -1.0 / 720, 1.0 / 40320, -1.0 / 3628800};
    LLVMValueRef r2 = mul(b, r, r);
    *s = add(b, r, mul(b, mul(b, r, r2), horner(b, r2, ps, 4)));
    *c = add(b, F(b, 1.0), mul(b, r2, horner(b, r2, pc, 5)));
}

/* sin of quadrant q + r: q odd takes cos(r), q & 2 negates. */
static LLVMValueRef sin_quadrant(LLVMBuilderRef b, LLVMValueRef q, LLVMValueRef s, LLVMValueRef c) {
    LLVMValueRef odd = LLVMBuildSub(b, I(b, 0), LLVMBuildAnd(b, q, I(b, 1), ""), "");
    LLVMValueRef v = rl_to_bits(b, rl_mask_select(b, odd, c, s));
    LLVMValueRef sign = LLVMBuildShl(b, LLVMBuildAnd(b, q, I(b, 2), ""), I(b, 30), "");
    return rl_from_bits(b, LLVMBuildXor(b, v, sign, ""));
}

static LLVMValueRef sin_of(LLVMBuilderRef b, LLVMValueRef x, bool cosine) {
    LLVMValueRef r, s, c;
    LLVMValueRef q = quadrant(b, x, &r);
    sincos_poly(b, r, &s, &c);
    if (cosine) q = LLVMBuildAdd(b, q, I(b, 1), "");
    return sin_quadrant(b, q, s, c);
}

static LLVMValueRef tan_of(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef x) {
    LLVMValueRef r, s, c;
    LLVMValueRef q = quadrant(b, x, &r);
    sincos_poly(b, r, &s, &c);
    /* even quadrant: s / c; odd: -c / s */
    LLVMValueRef bit = LLVMBuildAnd(b, q, I(b, 1), "");
    LLVMValueRef odd = LLVMBuildSub(b, I(b, 0), bit, "");
    LLVMValueRef num = rl_mask_select(b, odd, c, s), den = rl_mask_select(b, odd, s, c);
    LLVMValueRef v = rl_to_bits(b, mul(b, num, rcp(b, m, den)));
    return rl_from_bits(b, LLVMBuildXor(b, v, LLVMBuildShl(b, bit, I(b, 31), ""), ""));
}

/* ---- atan family ------------------------------------------------------- */

/* atan(u) for u in [0, 1]: u * P(u^2), absolute error 1e-7 */
static LLVMValueRef atan_poly(LLVMBuilderRef b, LLVMValueRef u) {
    static const double p[] = {0.9999999403953552,   -0.33332303166389465, 0.1997368186712265,
                               -0.14040139317512512, 0.09967923909425735,  -0.06021910905838013,
                               0.02475675381720066,  -0.004831157624721527};
    return mul(b, u, horner(b, mul(b, u, u), p, 8));
}

/* atan(num / den) for 0 <= num, den: the smaller over the larger, then
 * pi/2 - atan when num was the larger.  `larger` compares the bits, which
 * order non-negative floats; all ones when num > den. */
static LLVMValueRef atan_ratio(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef num, LLVMValueRef den) {
    LLVMValueRef larger =
        LLVMBuildAShr(b, LLVMBuildSub(b, rl_to_bits(b, den), rl_to_bits(b, num), ""), I(b, 31), "");
    LLVMValueRef lo = rl_mask_select(b, larger, den, num), hi = rl_mask_select(b, larger, num, den);
    /* + 2^-126 keeps 0/0 at 0; it vanishes for hi >= 2^-102 */
    LLVMValueRef u = mul(b, lo, rcp(b, m, add(b, hi, F(b, 0x1p-126))));
    LLVMValueRef r = atan_poly(b, u);
    return rl_mask_select(b, larger, sub(b, F(b, PI / 2), r), r);
}

static LLVMValueRef atan2_of(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef y, LLVMValueRef x) {
    LLVMValueRef r = atan_ratio(b, m, rl_fabs_bits(b, y), rl_fabs_bits(b, x));
    LLVMValueRef xneg = LLVMBuildAShr(b, rl_to_bits(b, x), I(b, 31), "");
    r = rl_mask_select(b, xneg, sub(b, F(b, PI), r), r);
    return rl_apply_sign_bits(b, r, y);
}

/* sqrt((1 - x)(1 + x)), the cosine of asin x */
static LLVMValueRef cosine_of_asin(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef x) {
    LLVMValueRef d = mul(b, sub(b, F(b, 1.0), x), add(b, F(b, 1.0), x));
    return rl_intrinsic(b, m, "llvm.sqrt", &d, 1);
}

/* ---- dispatch ---------------------------------------------------------- */

static LLVMValueRef expand(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef *a, int kind) {
    switch (kind) {
    case SIN: return sin_of(b, a[0], false);
    case COS: return sin_of(b, a[0], true);
    case TAN: return tan_of(b, m, a[0]);
    case ASIN: return atan2_of(b, m, a[0], cosine_of_asin(b, m, a[0]));
    case ACOS: return atan2_of(b, m, cosine_of_asin(b, m, a[0]), a[0]);
    case ATAN: return rl_apply_sign_bits(b, atan_ratio(b, m, rl_fabs_bits(b, a[0]), F(b, 1.0)), a[0]);
    case ATAN2: return atan2_of(b, m, a[0], a[1]);
    case EXP: return exp2_of(b, m, mul(b, a[0], F(b, 1.4426950408889634)));
    case EXP2: return exp2_of(b, m, a[0]);
    case EXP10: return exp2_of(b, m, mul(b, a[0], F(b, 3.321928094887362)));
    case LOG: return mul(b, log2_of(b, m, a[0]), F(b, 0.6931471805599453));
    case LOG2: return log2_of(b, m, a[0]);
    case LOG10: return mul(b, log2_of(b, m, a[0]), F(b, 0.3010299956639812));
    default: return exp2_of(b, m, mul(b, a[1], log2_of(b, m, a[0])));
    }
}

static int kind_of(LLVMValueRef i) {
    const char *name = rl_callee_name(i);
    if (!name) return -1;
    for (int k = 0; k < NKIND; k++) {
        const char *in = functions[k].intrinsic;
        if (!strcmp(name, functions[k].libm)) return k;
        if (in && !strncmp(name, in, strlen(in))) {
            /* llvm.exp. must not take llvm.exp2.*: the suffix is a type */
            const char *suffix = name + strlen(in);
            if (!strcmp(suffix, "f32") || (suffix[0] == 'v' && strstr(suffix, "f32"))) return k;
        }
    }
    return -1;
}

bool rpu_lower_transcendentals(LLVMModuleRef m, char **err) {
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    rl_vec all = {0};
    rl_module_instructions(m, &all);
    bool ok = true;
    for (size_t k = 0; k < all.n && ok; k++) {
        LLVMValueRef i = all.v[k];
        int kind = kind_of(i);
        if (kind < 0) continue;
        LLVMValueRef args[2] = {LLVMGetOperand(i, 0), functions[kind].args > 1 ? LLVMGetOperand(i, 1) : NULL};
        LLVMTypeRef t = LLVMTypeOf(args[0]);
        LLVMTypeRef elem = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
        if (LLVMGetTypeKind(elem) != LLVMFloatTypeKind) {
            ok = rl_fail(err, i, "only float operands are supported");
            break;
        }
        LLVMPositionBuilderBefore(b, i);
        rl_replace(i, rl_per_lane(b, m, args, (unsigned)functions[kind].args, expand, kind));
    }
    rl_free(&all);
    LLVMDisposeBuilder(b);
    return ok;
}
