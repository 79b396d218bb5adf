/* Rounding through the RPU's frac (x - floor(x), in [0,1) for x >= 0):
 *   floor(x) = x - frac(x)
 *   ceil(x)  = x + frac(-x)
 *   trunc(x) = copysign(a - frac(a), x)                       a = |x|
 *   round(x) = copysign(a - f + sat((f - 0.5) * 2^26 + 1), x)   f = frac(a)
 * For a >= 0, a - floor(a) is exact (Sterbenz), so trunc and round are exact;
 * the sat term is 1 exactly when f >= 0.5 (f - 0.5 is exact from 0.25 on,
 * and below 0.5 it is at most -2^-26), so halfway cases round away from
 * zero as llvm.round does.  floor and ceil of negative values round frac once and are exact
 * whenever the result's spacing exceeds that error (checked against libm by
 * the differential test).  |x|, copysign are bit operations on the w lane. */
#include "lower.h"

#include <string.h>

enum { FLOOR, CEIL, TRUNC, ROUND };

static const char *const names[] = {"llvm.floor.f32", "llvm.ceil.f32", "llvm.trunc.f32",
                                    "llvm.round.f32", "floorf",        "ceilf",
                                    "truncf",         "roundf",        NULL};
static const char *const vector_prefixes[] = {"llvm.floor.v", "llvm.ceil.v", "llvm.trunc.v", "llvm.round.v"};

/* frac of a float or float vector: frac.v3 serves <2 x float> and
 * <3 x float>; wider vectors go lane by lane. */
static LLVMValueRef frac_of(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef x) {
    LLVMTypeRef t = LLVMTypeOf(x);
    if (LLVMGetTypeKind(t) != LLVMVectorTypeKind) return rl_pseudo1(b, m, "rpu.frac", x);
    unsigned n = LLVMGetVectorSize(t);
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    if (n == 3) return rl_pseudo1(b, m, "rpu.frac.v3", x);
    if (n == 2) {
        LLVMValueRef widen[3] = {rl_iconst(ctx, 0), rl_iconst(ctx, 1),
                                 LLVMGetUndef(LLVMInt32TypeInContext(ctx))};
        LLVMValueRef w = LLVMBuildShuffleVector(b, x, LLVMGetUndef(t), LLVMConstVector(widen, 3), "");
        LLVMValueRef f = rl_pseudo1(b, m, "rpu.frac.v3", w);
        LLVMValueRef narrow[2] = {rl_iconst(ctx, 0), rl_iconst(ctx, 1)};
        return LLVMBuildShuffleVector(b, f, LLVMGetUndef(LLVMTypeOf(f)), LLVMConstVector(narrow, 2), "");
    }
    LLVMValueRef out = LLVMGetUndef(t);
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef idx = rl_iconst(ctx, k);
        LLVMValueRef f = rl_pseudo1(b, m, "rpu.frac", LLVMBuildExtractElement(b, x, idx, ""));
        out = LLVMBuildInsertElement(b, out, f, idx, "");
    }
    return out;
}

static LLVMValueRef trunc_lane(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef *x, int data) {
    (void)data;
    LLVMValueRef a = rl_fabs_bits(b, x[0]);
    LLVMValueRef fl = LLVMBuildFSub(b, a, rl_pseudo1(b, m, "rpu.frac", a), "");
    return rl_apply_sign_bits(b, fl, x[0]);
}

static LLVMValueRef round_lane(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef *x, int data) {
    (void)data;
    LLVMTypeRef t = LLVMTypeOf(x[0]);
    LLVMValueRef a = rl_fabs_bits(b, x[0]);
    LLVMValueRef f = rl_pseudo1(b, m, "rpu.frac", a);
    LLVMValueRef fl = LLVMBuildFSub(b, a, f, "");
    LLVMValueRef h = LLVMBuildFSub(b, f, rl_fconst(t, 0.5), "");
    LLVMValueRef s =
        LLVMBuildFAdd(b, LLVMBuildFMul(b, h, rl_fconst(t, 67108864.0), ""), rl_fconst(t, 1.0), "");
    LLVMValueRef up = rl_pseudo1(b, m, "rpu.sat", s);
    return rl_apply_sign_bits(b, LLVMBuildFAdd(b, fl, up, ""), x[0]);
}

static int rounding_kind(LLVMValueRef i) {
    int which;
    if (rl_calls_one_of(i, names, &which)) return which % 4;
    const char *name = rl_callee_name(i);
    if (name)
        for (int k = 0; k < 4; k++)
            if (!strncmp(name, vector_prefixes[k], strlen(vector_prefixes[k]))) return k;
    return -1;
}

bool rpu_lower_rounding(LLVMModuleRef m, char **err) {
    (void)err;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    rl_vec all = {0};
    rl_module_instructions(m, &all);
    for (size_t k = 0; k < all.n; k++) {
        LLVMValueRef i = all.v[k];
        int kind = rounding_kind(i);
        if (kind < 0) continue;
        LLVMPositionBuilderBefore(b, i);
        LLVMValueRef x = LLVMGetOperand(i, 0), r;
        switch (kind) {
        case FLOOR: r = LLVMBuildFSub(b, x, frac_of(b, m, x), ""); break;
        case CEIL: r = LLVMBuildFAdd(b, x, frac_of(b, m, LLVMBuildFNeg(b, x, "")), ""); break;
        case TRUNC: r = rl_per_lane(b, m, &x, 1, trunc_lane, 0); break;
        default: r = rl_per_lane(b, m, &x, 1, round_lane, 0); break;
        }
        rl_replace(i, r);
    }
    rl_free(&all);
    LLVMDisposeBuilder(b);
    return true;
}
