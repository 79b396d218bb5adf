/* rpu_lower_module: the lowering passes in order, each followed by
 * LLVMVerifyModule, then a check that every call left is one the RPU has
 * and every branch tests a compare.
 *
 * Order: calls passing pointers are inlined first, loops with a constant
 * trip count unrolled and folded, then arrays go to registers (variable
 * indices left become selects);
 * transcendentals next (they leave sqrt, min/max and selects);
 * sqrt before division (x / sqrt(y) becomes x * rsq(y)); division before
 * rounding (frem leaves a trunc); min/max before select (clamps to [0,1]
 * become rpu.sat, the rest selects); all/any-lane tests of boolean vectors
 * before integers (they are bitcasts to iN); integers (lanes, widths,
 * division) before the load addresses' constants are moved outermost
 * (load-offsets: they are i32 then) and before variable vector indices (an
 * index may be i64); then
 * conditions (booleans that are not compares become floats, and selects of
 * them); select and switch (they add blocks), then the phis of lanes of
 * another phi's values (select makes phis too).  Types, memory operations and the other instructions are
 * checked by instruction selection. */
#include "lower.h"
#include "rpucg.h"
#include "rslpasses.h"

#include <llvm-c/Analysis.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
    const char *name;
    bool (*run)(LLVMModuleRef, char **);
} passes[] = {
    {"pointer-args", rpu_lower_pointer_args},
    {"loops", rpu_lower_loops},
    {"pointer-phis", rpu_lower_pointer_phis},
    {"arrays", rpu_lower_arrays},
    {"transcendentals", rpu_lower_transcendentals},
    {"sqrt", rpu_lower_sqrt},
    {"division", rpu_lower_division},
    {"rounding", rpu_lower_rounding},
    {"minmax", rpu_lower_minmax},
    {"bool-reductions", rpu_lower_bool_reductions},
    {"integers", rpu_lower_integers},
    {"load-offsets", rpu_lower_load_offsets},
    {"vector-index", rpu_lower_vector_index},
    {"conditions", rpu_lower_conditions},
    {"select", rpu_lower_select},
    {"switch", rpu_lower_switch},
    {"phi-lanes", rpu_lower_phi_lanes},
};

/* Declared functions a lowered module may still call. */
static bool callable(const char *name) {
    static const char *const exact[] = {"rpu.rcp", "rpu.rsq",    "rpu.frac", "rpu.frac.v3",
                                        "rpu.sat", "rpu.sat.v3", "rpu.dp3",  NULL};
    static const char *const prefixes[] = {
        "llvm.fmuladd.", "llvm.fma.", "llvm.lifetime.", "llvm.dbg.", "llvm.memcpy.", "llvm.memset.", NULL};
    for (int k = 0; exact[k]; k++)
        if (!strcmp(name, exact[k])) return true;
    for (int k = 0; prefixes[k]; k++)
        if (!strncmp(name, prefixes[k], strlen(prefixes[k]))) return true;
    /* the environment intrinsics rpucg.h documents */
    return !strncmp(name, "rpu.", 4);
}

/* Every call left is one the RPU has, every branch tests a compare. */
static bool check_lowered(LLVMModuleRef m, char **err) {
    rl_vec all = {0};
    rl_module_instructions(m, &all);
    bool ok = true;
    for (size_t k = 0; k < all.n && ok; k++) {
        LLVMValueRef i = all.v[k];
        if (LLVMGetInstructionOpcode(i) == LLVMBr && LLVMIsConditional(i)) {
            LLVMValueRef c = LLVMGetCondition(i);
            if (!LLVMIsAFCmpInst(c) && !LLVMIsAICmpInst(c) && !LLVMIsAConstantInt(c))
                ok = rl_fail(err, i, "a branch on a boolean that is not a compare");
            continue;
        }
        if (LLVMGetInstructionOpcode(i) != LLVMCall) continue;
        LLVMValueRef f = LLVMGetCalledValue(i);
        if (!f || !LLVMIsAFunction(f)) {
            ok = rl_fail(err, i, "indirect calls are not supported");
        } else if (LLVMIsDeclaration(f)) {
            size_t len;
            const char *name = LLVMGetValueName2(f, &len);
            if (!callable(name)) ok = rl_fail(err, i, "no RPU lowering for this function");
        }
    }
    rl_free(&all);
    return ok;
}

/* Declarations the lowering left without calls (llvm.sqrt.f32 ...). */
static void drop_unused_declarations(LLVMModuleRef m) {
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f;) {
        LLVMValueRef next = LLVMGetNextFunction(f);
        if (LLVMIsDeclaration(f) && !LLVMGetFirstUse(f)) LLVMDeleteFunction(f);
        f = next;
    }
}

/* freeze x is x on the RPU: its registers always hold some value. */
static void drop_freezes(LLVMModuleRef m) {
    rl_vec all = {0};
    rl_module_instructions(m, &all);
    for (size_t k = 0; k < all.n; k++)
        if (LLVMGetInstructionOpcode(all.v[k]) == LLVMFreeze)
            rl_replace(all.v[k], LLVMGetOperand(all.v[k], 0));
    rl_free(&all);
}

/* Floating point other than float (double, half, ...)? */
static bool wide_float(LLVMTypeRef t) {
    if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) t = LLVMGetElementType(t);
    switch (LLVMGetTypeKind(t)) {
    case LLVMHalfTypeKind:
    case LLVMBFloatTypeKind:
    case LLVMDoubleTypeKind:
    case LLVMX86_FP80TypeKind:
    case LLVMFP128TypeKind:
    case LLVMPPC_FP128TypeKind: return true;
    default: return false;
    }
}

/* The lowerings build float sequences: wider floats in what they rewrite
 * (divisions, calls of intrinsics and libm) are an error here; elsewhere
 * (arguments, returns, loads) instruction selection reports them. */
static bool check_float_types(LLVMModuleRef m, char **err) {
    rl_vec all = {0};
    rl_module_instructions(m, &all);
    bool ok = true;
    for (size_t k = 0; k < all.n && ok; k++) {
        LLVMValueRef i = all.v[k];
        LLVMOpcode op = LLVMGetInstructionOpcode(i);
        LLVMValueRef callee = op == LLVMCall ? LLVMGetCalledValue(i) : NULL;
        bool rewritten = op == LLVMFDiv || op == LLVMFRem ||
                         (callee && LLVMIsAFunction(callee) && LLVMIsDeclaration(callee));
        if (!rewritten) continue;
        bool bad = wide_float(LLVMTypeOf(i));
        for (int o = 0; o < LLVMGetNumOperands(i) && !bad; o++) bad = wide_float(LLVMTypeOf(LLVMGetOperand(i, (unsigned)o)));
        if (bad) ok = rl_fail(err, i, "the RPU has 32-bit floats only");
    }
    rl_free(&all);
    return ok;
}

/* LLVMVerifyModule's verdict as *err (prefixed), or true. */
static bool verified(LLVMModuleRef m, const char *what, char **err) {
    char *msg = NULL;
    bool bad = LLVMVerifyModule(m, LLVMReturnStatusAction, &msg);
    if (bad) {
        size_t need = strlen(msg) + strlen(what) + 8;
        *err = malloc(need);
        if (*err) snprintf(*err, need, "%s: %s", what, msg);
    }
    LLVMDisposeMessage(msg);
    return !bad;
}

bool rpu_lower_module(LLVMModuleRef m, char **err) {
    *err = NULL;
    if (!verified(m, "invalid input module", err) || !check_float_types(m, err)) return false;
    drop_freezes(m);
    rsl_fold_lanes_out_of_range(m);
    for (size_t k = 0; k < sizeof passes / sizeof *passes; k++) {
        if (!passes[k].run(m, err)) return false;
        char what[96];
        snprintf(what, sizeof what, "internal error: lowering '%s' left an invalid module", passes[k].name);
        if (!verified(m, what, err)) return false;
    }
    drop_unused_declarations(m);
    return check_lowered(m, err);
}
