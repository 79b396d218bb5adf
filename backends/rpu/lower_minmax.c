/* Absolute value, sign copy, minimum and maximum:
 *   fabs, copysign           -> and/or of the sign bit on the w lane (exact)
 *   min(max(x,0),1) and max(min(x,1),0), as minnum/maxnum or as the selects
 *   the runtime's clamp leaves   -> rpu.sat (mov_sat; NaN gives 0)
 *   minnum/maxnum/minimum/maximum, fminf/fmaxf -> fcmp + select
 *   smin/smax/umin/umax      -> icmp + select
 * The selects go to branches in lower_select. */
#include "lower.h"

#include <string.h>

enum { NONE, MIN, MAX };

static const char *const fabs_names[] = {"fabsf", "llvm.fabs.f32", NULL};
static const char *const copysign_names[] = {"copysignf", "llvm.copysign.f32", NULL};
static const char *const fminmax_names[] = {"fminf", "fmaxf", NULL};

static bool has_prefix(const char *s, const char *p) { return s && !strncmp(s, p, strlen(p)); }

static LLVMValueRef fabs_lane(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef *a, int data) {
    (void)data;
    (void)m;
    return rl_fabs_bits(b, a[0]);
}

static LLVMValueRef copysign_lane(LLVMBuilderRef b, LLVMModuleRef m, LLVMValueRef *a, int data) {
    (void)data;
    (void)m;
    return rl_copysign_bits(b, a[0], a[1]);
}

/* MIN or MAX when call/select i computes the minimum or maximum of two
 * floats (*p, *q); NONE otherwise. */
static int float_minmax(LLVMValueRef i, LLVMValueRef *p, LLVMValueRef *q) {
    if (!LLVMIsAInstruction(i)) return NONE;
    const char *name = rl_callee_name(i);
    if (name) {
        int kind =
            has_prefix(name, "llvm.minnum.") || has_prefix(name, "llvm.minimum.") || !strcmp(name, "fminf")
                ? MIN
            : has_prefix(name, "llvm.maxnum.") || has_prefix(name, "llvm.maximum.") || !strcmp(name, "fmaxf")
                ? MAX
                : NONE;
        if (kind != NONE) {
            *p = LLVMGetOperand(i, 0);
            *q = LLVMGetOperand(i, 1);
        }
        return kind;
    }
    if (LLVMGetInstructionOpcode(i) != LLVMSelect) return NONE;
    LLVMValueRef c = LLVMGetOperand(i, 0);
    if (!LLVMIsAFCmpInst(c)) return NONE;
    LLVMValueRef a = LLVMGetOperand(c, 0), bb = LLVMGetOperand(c, 1);
    switch (LLVMGetFCmpPredicate(c)) {
    case LLVMRealOLT:
    case LLVMRealULT:
    case LLVMRealOLE:
    case LLVMRealULE: break;
    case LLVMRealOGT:
    case LLVMRealUGT:
    case LLVMRealOGE:
    case LLVMRealUGE: {
        LLVMValueRef tmp = a;
        a = bb;
        bb = tmp;
        break;
    }
    default: return NONE;
    }
    /* select(a < bb, t, f) */
    LLVMValueRef t = LLVMGetOperand(i, 1), f = LLVMGetOperand(i, 2);
    *p = a;
    *q = bb;
    if (t == a && f == bb) return MIN;
    if (t == bb && f == a) return MAX;
    return NONE;
}

/* x when i is min(x, c) / max(x, c) (kind) with c the constant `c`. */
static LLVMValueRef bound_of(LLVMValueRef i, int kind, double c) {
    LLVMValueRef p, q;
    if (float_minmax(i, &p, &q) != kind) return NULL;
    if (rl_is_fconst(q, c)) return p;
    if (rl_is_fconst(p, c)) return q;
    return NULL;
}

/* x when i clamps x to [0,1] in either order, else NULL. */
static LLVMValueRef saturated(LLVMValueRef i) {
    LLVMValueRef y = bound_of(i, MIN, 1.0);
    LLVMValueRef x = y ? bound_of(y, MAX, 0.0) : NULL;
    if (x) return x;
    y = bound_of(i, MAX, 0.0);
    return y ? bound_of(y, MIN, 1.0) : NULL;
}

static const char *sat_name(LLVMTypeRef t) {
    if (LLVMGetTypeKind(t) == LLVMFloatTypeKind) return "rpu.sat";
    if (LLVMGetTypeKind(t) == LLVMVectorTypeKind && LLVMGetVectorSize(t) == 3) return "rpu.sat.v3";
    return NULL;
}

bool rpu_lower_minmax(LLVMModuleRef m, char **err) {
    (void)err;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    rl_vec all = {0};
    rl_module_instructions(m, &all);
    /* clamps to [0,1] first: the inner min/max may die with them */
    for (size_t k = all.n; k-- > 0;) {
        LLVMValueRef i = all.v[k], x;
        if (!i || !sat_name(LLVMTypeOf(i)) || !(x = saturated(i))) continue;
        LLVMPositionBuilderBefore(b, i);
        rl_replace(i, rl_pseudo1(b, m, sat_name(LLVMTypeOf(i)), x));
        all.v[k] = NULL;
    }
    rl_free(&all);
    rl_erase_dead(m);
    rl_module_instructions(m, &all);
    for (size_t k = 0; k < all.n; k++) {
        LLVMValueRef i = all.v[k];
        if (!i || LLVMGetInstructionOpcode(i) != LLVMCall) continue;
        const char *name = rl_callee_name(i);
        int which;
        LLVMValueRef r = NULL, a = LLVMGetOperand(i, 0), args[2];
        LLVMPositionBuilderBefore(b, i);
        if (rl_calls_one_of(i, fabs_names, &which) || has_prefix(name, "llvm.fabs.v")) {
            r = rl_per_lane(b, m, &a, 1, fabs_lane, 0);
        } else if (rl_calls_one_of(i, copysign_names, &which) || has_prefix(name, "llvm.copysign.v")) {
            args[0] = a;
            args[1] = LLVMGetOperand(i, 1);
            r = rl_per_lane(b, m, args, 2, copysign_lane, 0);
        } else if (rl_calls_one_of(i, fminmax_names, &which) || has_prefix(name, "llvm.minnum.") ||
                   has_prefix(name, "llvm.maxnum.") || has_prefix(name, "llvm.minimum.") ||
                   has_prefix(name, "llvm.maximum.")) {
            LLVMValueRef p, q;
            int kind = float_minmax(i, &p, &q);
            LLVMValueRef c = LLVMBuildFCmp(b, kind == MIN ? LLVMRealOLT : LLVMRealOGT, p, q, "");
            r = LLVMBuildSelect(b, c, p, q, "");
        } else if (has_prefix(name, "llvm.smin.") || has_prefix(name, "llvm.smax.") ||
                   has_prefix(name, "llvm.umin.") || has_prefix(name, "llvm.umax.")) {
            static const LLVMIntPredicate preds[] = {LLVMIntSLT, LLVMIntSGT, LLVMIntULT, LLVMIntUGT};
            /* llvm.[su]m(in|ax). */
            int kind = (name[5] == 's' ? 0 : 2) + (name[7] == 'i' ? 0 : 1);
            LLVMValueRef q = LLVMGetOperand(i, 1);
            r = LLVMBuildSelect(b, LLVMBuildICmp(b, preds[kind], a, q, ""), a, q, "");
        }
        if (r) rl_replace(i, r);
    }
    rl_free(&all);
    LLVMDisposeBuilder(b);
    return true;
}
