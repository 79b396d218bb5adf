/* The differentiation pass's inlining (differentiate.c's header gives the
 * design): calls are inlined, one level per round, where the derivatives
 * need what they compute; the module's functions all stay. */
#include "differentiate.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <llvm-c/Transforms/PassBuilder.h>


/* The defined functions f calls directly. */
static void callees(LLVMValueRef f, ValueVec *out)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            LLVMValueRef c = LLVMIsACallInst(i) ? called_function(i) : NULL;
            if (c && !LLVMIsDeclaration(c))
                vv_push(out, c);
        }
}

bool diff_calls_marker(LLVMValueRef f)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            if (diff_is_marker_call(i))
                return true;
    return false;
}

/* Adds to set every function reachable by calls from those already in it. */
static void close_over_callees(ValueMap *set, ValueVec *work)
{
    while (work->len) {
        LLVMValueRef f = work->items[--work->len];
        ValueVec cs = {0};
        callees(f, &cs);
        for (size_t k = 0; k < cs.len; k++)
            if (!vm_has(set, cs.items[k])) {
                vm_put(set, cs.items[k], cs.items[k]);
                vv_push(work, cs.items[k]);
            }
        vv_free(&cs);
    }
}

/* The defined functions the module can run (not internal, or called by
 * one that is), and those of them that reach a marker through calls. */
static void live_and_reaching(LLVMModuleRef m, ValueMap *live, ValueMap *reach)
{
    ValueVec work = {0}, fns = {0};
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (!LLVMIsDeclaration(f)) {
            vv_push(&fns, f);
            if (LLVMGetLinkage(f) != LLVMInternalLinkage && LLVMGetLinkage(f) != LLVMPrivateLinkage) {
                vm_put(live, f, f);
                vv_push(&work, f);
            }
        }
    close_over_callees(live, &work);
    for (bool grew = true; grew;) {
        grew = false;
        for (size_t k = 0; k < fns.len; k++) {
            LLVMValueRef f = fns.items[k];
            if (!vm_has(live, f) || vm_has(reach, f))
                continue;
            ValueVec cs = {0};
            callees(f, &cs);
            bool r = diff_calls_marker(f);
            for (size_t c = 0; !r && c < cs.len; c++)
                r = vm_has(reach, cs.items[c]);
            vv_free(&cs);
            if (r) {
                vm_put(reach, f, f);
                grew = true;
            }
        }
    }
    vv_free(&work);
    vv_free(&fns);
}

/* Runs LLVM's always-inline pass on the call sites marked alwaysinline,
 * every function external meanwhile so that the inliner deletes none. */
static bool inline_marked_calls(LLVMModuleRef m, char **error)
{
    ValueMap linkage = {0};
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (!LLVMIsDeclaration(f) && LLVMGetLinkage(f) != LLVMExternalLinkage) {
            vm_put(&linkage, f, (void *)((uintptr_t)LLVMGetLinkage(f) + 1));
            LLVMSetLinkage(f, LLVMExternalLinkage);
        }
    LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
    LLVMErrorRef err = LLVMRunPasses(m, "always-inline", NULL, opts);
    LLVMDisposePassBuilderOptions(opts);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        uintptr_t l = (uintptr_t)vm_get(&linkage, f);
        if (l)
            LLVMSetLinkage(f, (LLVMLinkage)(l - 1));
    }
    vm_free(&linkage);
    if (!err)
        return true;
    char *msg = LLVMGetErrorMessage(err);
    size_t n = strlen(msg) + 64;
    *error = malloc(n);
    if (!*error)
        abort();
    snprintf(*error, n, "differentiate: inlining failed: %s", msg);
    LLVMDisposeErrorMessage(msg);
    return false;
}

/* Removes the call-site alwaysinline of the calls left (recursive ones). */
static void unmark_calls(LLVMModuleRef m, unsigned always)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
                if (LLVMIsACallInst(i))
                    LLVMRemoveCallSiteEnumAttribute(i, LLVMAttributeFunctionIndex, always);
}

/* Inlining, one level per round: into each function the module runs, the
 * calls of functions that reach a marker, and in those holding markers the
 * calls whose results (or writes into memory) the derivatives need, until
 * none is left that can be inlined (recursive calls stay). */
bool diff_inline_for_derivatives(LLVMModuleRef m, LLVMTypeRef globals_ty, char **error)
{
    /* Call depth, and a function's size past which nothing more is inlined
     * into it (calls that double it each level would grow without bound):
     * the calls left are taken as constants, and named in the warning. */
    enum { MAX_ROUNDS = 32, MAX_INSTRUCTIONS = 50000 };
    ValueMap live = {0}, reach = {0};
    live_and_reaching(m, &live, &reach);
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
    bool ok = true;
    for (int round = 0; ok && reach.len && round < MAX_ROUNDS; round++) {
        ValueVec calls = {0};
        for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
            if (!vm_has(&live, f))
                continue;
            ValueVec insts = {0};
            collect_instructions(f, &insts);
            if (insts.len > MAX_INSTRUCTIONS) {
                vv_free(&insts);
                continue;
            }
            for (size_t k = 0; k < insts.len; k++)
                if (LLVMIsACallInst(insts.items[k]) && called_function(insts.items[k]) &&
                    vm_has(&reach, called_function(insts.items[k])))
                    vv_push(&calls, insts.items[k]);
            if (diff_calls_marker(f)) {
                diff_fn d = {.m = m, .ctx = ctx, .fn = f, .globals_ty = globals_ty};
                d.globals = diff_globals_param(f, globals_ty);
                diff_mark_needed(&d, &insts, &calls);
                vm_free(&d.needed);
                vm_free(&d.objects);
                vv_free(&d.zeroed);
            }
            vv_free(&insts);
        }
        size_t marked = 0;
        for (size_t k = 0; k < calls.len; k++) {
            LLVMValueRef call = calls.items[k];
            if (called_function(call) == LLVMGetBasicBlockParent(LLVMGetInstructionParent(call)))
                continue; /* recursion */
            LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, always, 0));
            marked++;
        }
        vv_free(&calls);
        if (!marked)
            break;
        ok = inline_marked_calls(m, error);
    }
    unmark_calls(m, always);
    vm_free(&live);
    vm_free(&reach);
    return ok;
}
