/* Running passes by name, LLVM's scalarizer, and the preparation of a
 * module for the PTX emitter. */
#include "rslpasses.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <llvm-c/Analysis.h>
#include <llvm-c/Transforms/PassBuilder.h>

static char *copy_message(const char *s) {
    size_t n = strlen(s) + 1;
    char *c = malloc(n);
    if (!c)
        abort();
    memcpy(c, s, n);
    return c;
}

static bool run_llvm(LLVMModuleRef m, const char *pipeline, char **error) {
    LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
    LLVMErrorRef err = LLVMRunPasses(m, pipeline, NULL, opts);
    LLVMDisposePassBuilderOptions(opts);
    if (!err)
        return true;
    char *msg = LLVMGetErrorMessage(err);
    size_t n = strlen(msg) + strlen(pipeline) + 64;
    *error = malloc(n);
    if (!*error)
        abort();
    snprintf(*error, n, "LLVM pipeline '%s': %s", pipeline, msg);
    LLVMDisposeErrorMessage(msg);
    return false;
}

void rsl_fold_lanes_out_of_range(LLVMModuleRef m) {
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
                next = LLVMGetNextInstruction(i);
                LLVMOpcode op = LLVMGetInstructionOpcode(i);
                if (op != LLVMExtractElement && op != LLVMInsertElement) continue;
                LLVMValueRef idx = LLVMGetOperand(i, op == LLVMExtractElement ? 1 : 2);
                LLVMTypeRef vt = LLVMTypeOf(LLVMGetOperand(i, 0));
                if (LLVMGetTypeKind(vt) != LLVMVectorTypeKind || !LLVMIsAConstantInt(idx))
                    continue;
                /* Compared as constants, as an index may be wider than 64 bits;
                 * one too narrow to hold the lane count is always in range. */
                LLVMTypeRef it = LLVMTypeOf(idx);
                unsigned lanes = LLVMGetVectorSize(vt), width = LLVMGetIntTypeWidth(it);
                if (width < 32 && lanes >> width) continue;
                LLVMValueRef n = LLVMConstInt(it, lanes, false);
                if (!LLVMConstIntGetZExtValue(LLVMConstICmp(LLVMIntUGE, idx, n))) continue;
                LLVMReplaceAllUsesWith(i, LLVMGetPoison(LLVMTypeOf(i)));
                LLVMInstructionEraseFromParent(i);
            }
}

bool rsl_scalarize(LLVMModuleRef m, char **error) {
    *error = NULL;
    rsl_fold_lanes_out_of_range(m);
    return run_llvm(m, "function(scalarizer,dce)", error);
}

static bool run_one(LLVMModuleRef m, const char *name, size_t len, char **error) {
#define IS(s) (len == strlen(s) && strncmp(name, s, len) == 0)
    if (IS("lower-constant-exprs")) {
        rsl_lower_constant_exprs(m);
    } else if (IS("split-aggregate-accesses")) {
        rsl_split_aggregate_accesses(m);
    } else if (IS("lower-address-spaces")) {
        rsl_lower_address_spaces(m);
    } else if (IS("lower-math-ptx")) {
        rsl_lower_math_ptx(m, false);
    } else if (IS("lower-math-ptx-accurate")) {
        rsl_lower_math_ptx(m, true);
    } else if (IS("mark-unmarked-kernels")) {
        rsl_mark_unmarked_kernels(m);
    } else if (IS("differentiate")) {
        char *constant_calls = NULL;
        bool ok = rsl_differentiate(m, &constant_calls, error);
        if (constant_calls)
            fprintf(stderr, "warning: derivatives through %s are taken as 0\n", constant_calls);
        free(constant_calls);
        return ok;
    } else if (IS("scalarize")) {
        return rsl_scalarize(m, error);
    } else if (IS("wrap-global-addresses")) {
        rsl_wrap_global_addresses(m);
    } else if (IS("unwrap-global-addresses")) {
        rsl_unwrap_global_addresses(m);
    } else if (IS("expand-gep")) {
        rsl_expand_geps(m);
    } else if (IS("ptx-prepare")) {
        return rsl_prepare_for_ptx(m, false, error);
    } else if (IS("ptx-prepare-accurate")) {
        return rsl_prepare_for_ptx(m, true, error);
    } else if (len > 6 && strncmp(name, "llvm(", 5) == 0 && name[len - 1] == ')') {
        char pipeline[len];
        memcpy(pipeline, name + 5, len - 6);
        pipeline[len - 6] = 0;
        return run_llvm(m, pipeline, error);
    } else {
        size_t n = len + 32;
        *error = malloc(n);
        if (!*error)
            abort();
        snprintf(*error, n, "unknown pass '%.*s'", (int)len, name);
        return false;
    }
#undef IS
    return true;
}

bool rsl_run_passes(LLVMModuleRef m, const char *names, char **error) {
    *error = NULL;
    char *msg = NULL;
    if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
        size_t n = strlen(msg) + 64;
        *error = malloc(n);
        if (!*error)
            abort();
        snprintf(*error, n, "the input module is invalid: %s", msg);
        LLVMDisposeMessage(msg);
        return false;
    }
    LLVMDisposeMessage(msg);
    const char *p = names;
    while (*p) {
        /* A comma ends a name unless inside llvm(...). */
        const char *q = p;
        int depth = 0;
        while (*q && (*q != ',' || depth)) {
            depth += *q == '(' ? 1 : *q == ')' ? -1 : 0;
            q++;
        }
        if (q > p && !run_one(m, p, (size_t)(q - p), error))
            return false;
        /* Every pass owes a valid module. */
        char *msg = NULL;
        if (q > p && LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
            size_t n = strlen(msg) + (size_t)(q - p) + 64;
            *error = malloc(n);
            if (!*error)
                abort();
            snprintf(*error, n, "the module is broken after '%.*s': %s", (int)(q - p), p, msg);
            LLVMDisposeMessage(msg);
            return false;
        }
        LLVMDisposeMessage(msg);
        p = *q ? q + 1 : q;
    }
    return true;
}

bool rsl_prepare_for_ptx(LLVMModuleRef m, bool accurate_math, char **error) {
    *error = NULL;
    rsl_lower_constant_exprs(m);
    rsl_split_aggregate_accesses(m);
    rsl_lower_address_spaces(m);
    /* Adjacent loads and stores become vector accesses (as LLVM's own NVPTX
     * backend does), before the scalarizer splits the arithmetic. */
    if (!run_llvm(m, "function(load-store-vectorizer)", error) || !rsl_scalarize(m, error) ||
        !rsl_optimize_ptx_addresses(m, error))
        return false;
    rsl_promote_16bit_floats(m);
    rsl_lower_math_ptx(m, accurate_math);
    rsl_wrap_global_addresses(m);
    rsl_expand_geps(m);
    /* Clean-up of the new arithmetic; the wrapped globals keep constant
     * folding from rebuilding constant expressions. */
    if (!run_llvm(m, "function(instsimplify,early-cse,dce)", error))
        return false;
    rsl_unwrap_global_addresses(m);
    char *msg = NULL;
    if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
        *error = copy_message(msg);
        LLVMDisposeMessage(msg);
        return false;
    }
    LLVMDisposeMessage(msg);
    return true;
}
