/* Loops with a constant trip count are unrolled fully and what they compute
 * folded: the runtime builds matrices in loops (the identity of a space,
 * Gauss-Jordan inversion) and RSL code walks arrays with counters; the RPU
 * has neither stack memory nor cheap variable indices, and unrolled, a light
 * shader's transform between two identity spaces folds to nothing.  The
 * functions that have a loop (a cycle in their control flow) go through
 * LLVM's O2 again with a full-unroll threshold of 2000 (opt -O2 uses 300,
 * too little for the 4x8 inversion), first on a copy of the module: only
 * those it shrinks to at most half (where folding happened) are then
 * optimized for real, the others are kept out of it with optnone, so
 * straight-line code is exactly what the frontend's opt made and loops
 * that only grow when unrolled (more registers live) stay loops.
 * The threshold is LLVM's process-wide -unroll-threshold option, set once. */
#include "lower.h"

#include <llvm-c/Support.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned index_of(LLVMBasicBlockRef *blocks, unsigned n, LLVMBasicBlockRef bb) {
    for (unsigned k = 0; k < n; k++)
        if (blocks[k] == bb) return k;
    return n;
}

/* Is there a cycle in f's control flow (depth-first search from the entry,
 * an edge back to a block still on the path)? */
static bool has_loop(LLVMValueRef f) {
    unsigned n = LLVMCountBasicBlocks(f);
    if (!n) return false;
    LLVMBasicBlockRef *blocks = malloc(n * sizeof *blocks);
    unsigned char *state = calloc(n, 1); /* 0 new, 1 on the path, 2 done */
    unsigned *stack = malloc(n * sizeof *stack), *next = calloc(n, sizeof *next);
    if (!blocks || !state || !stack || !next) abort();
    LLVMGetBasicBlocks(f, blocks);
    bool loop = false;
    unsigned depth = 0;
    stack[depth++] = 0;
    state[0] = 1;
    while (depth && !loop) {
        unsigned b = stack[depth - 1];
        LLVMValueRef t = LLVMGetBasicBlockTerminator(blocks[b]);
        unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;
        if (next[b] == ns) {
            state[b] = 2;
            depth--;
            continue;
        }
        unsigned s = index_of(blocks, n, LLVMGetSuccessor(t, next[b]++));
        if (s == n) continue;
        if (state[s] == 1) loop = true;
        else if (!state[s]) state[s] = 1, stack[depth++] = s;
    }
    free(blocks);
    free(state);
    free(stack);
    free(next);
    return loop;
}

static void set_threshold_once(void) {
    static bool done;
    if (done) return;
    done = true;
    const char *argv[] = {"rpu-lower", "-unroll-threshold=2000"};
    LLVMParseCommandLineOptions(2, argv, NULL);
}

static unsigned size_of(LLVMValueRef f) {
    unsigned n = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) n++;
    return n;
}

static bool is_one_of(LLVMValueRef f, const rl_vec *set) {
    for (size_t k = 0; k < set->n; k++)
        if (set->v[k] == f) return true;
    return false;
}

/* Runs O2 on the defined functions of m in `eligible` only (the others
 * are held out with optnone + noinline for the run). */
static bool optimize_only(LLVMModuleRef m, const rl_vec *eligible, char **err) {
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    unsigned optnone = LLVMGetEnumAttributeKindForName("optnone", 7);
    unsigned noinline = LLVMGetEnumAttributeKindForName("noinline", 8);
    rl_vec held = {0}, marked_noinline = {0};
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f) || is_one_of(f, eligible) ||
            LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, optnone))
            continue;
        if (!LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, noinline)) {
            LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, noinline, 0));
            rl_push(&marked_noinline, f);
        }
        LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, optnone, 0));
        rl_push(&held, f);
    }
    set_threshold_once();
    LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
    LLVMErrorRef e = LLVMRunPasses(m, "default<O2>", NULL, opts);
    LLVMDisposePassBuilderOptions(opts);
    bool ok = true;
    if (e) {
        char *msg = LLVMGetErrorMessage(e);
        size_t need = strlen(msg) + 32;
        *err = malloc(need);
        if (*err) snprintf(*err, need, "loop unrolling: %s", msg);
        LLVMDisposeErrorMessage(msg);
        ok = false;
    }
    /* O2 may have deleted some of them (unused internal functions) */
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (is_one_of(f, &held)) LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, optnone);
        if (is_one_of(f, &marked_noinline)) LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, noinline);
    }
    rl_free(&held);
    rl_free(&marked_noinline);
    return ok;
}

bool rpu_lower_loops(LLVMModuleRef m, char **err) {
    rl_vec loops = {0}, eligible = {0};
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (!LLVMIsDeclaration(f) && has_loop(f)) rl_push(&loops, f);
    bool ok = true;
    if (loops.n) {
        /* a trial on a copy: a function is unrolled only where that folds it
         * to at most half its instructions (unrolling alone adds registers
         * the RPU may not have) */
        LLVMModuleRef trial = LLVMCloneModule(m);
        rl_vec in_trial = {0};
        for (size_t k = 0; k < loops.n; k++) {
            size_t len;
            const char *name = LLVMGetValueName2(loops.v[k], &len);
            LLVMValueRef g = LLVMGetNamedFunction(trial, name);
            if (g) rl_push(&in_trial, g);
        }
        ok = optimize_only(trial, &in_trial, err);
        for (size_t k = 0; k < loops.n && ok; k++) {
            size_t len;
            const char *name = LLVMGetValueName2(loops.v[k], &len);
            LLVMValueRef g = LLVMGetNamedFunction(trial, name);
            if (g && !LLVMIsDeclaration(g) && 2 * size_of(g) <= size_of(loops.v[k])) rl_push(&eligible, loops.v[k]);
        }
        rl_free(&in_trial);
        LLVMDisposeModule(trial);
        if (ok && eligible.n) ok = optimize_only(m, &eligible, err);
    }
    rl_free(&loops);
    rl_free(&eligible);
    return ok;
}
