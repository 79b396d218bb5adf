/* Derivatives by forward-mode automatic differentiation with respect to the
 * surface parameters u and v (dual values: a value, its d/du and its d/dv),
 * the way Open Shading Language derives them.  Every target gets them:
 * rsl2ll runs the pass on the module it generates (frontend/irgen.c),
 * before the RPU's entries and the PTX kernels are written.
 *
 * Markers.  The runtime writes Du, Dv, Deriv, area, calculatenormal and
 * filter widths (runtime/derivatives.c, geometry.c) with calls of the
 * declared functions rsl_deriv_du_* and rsl_deriv_dv_*: `T f(T x)`, the
 * derivative of x along u or v, T float or <3 x float>.  A module calling
 * none is left exactly as it is; one whose markers lie only in code it
 * cannot run (the runtime's unused functions: not internal, nor called by
 * such a function) is not inlined into, its markers become 0, and opt -O2
 * leaves the same code as before the pass existed.
 *
 * Inlining (derivative_inlining.c).  The markers' arguments must be seen down to the shading
 * globals, so calls are inlined where derivatives need them, one level per
 * round (call-site alwaysinline and LLVM's always-inline pass, every
 * function kept): in each function the module runs, the calls of functions
 * that reach a marker; in a function holding markers, the calls whose
 * results the derivatives need or that write into memory they read.  A
 * shader is called by nothing yet, so each ends up holding its own
 * derivative code, and calls no derivative needs (lights, texture lookups
 * elsewhere in the shader) stay calls.  A user function left with markers
 * (recursive, or kept for rsl-jit --call) is differentiated on its own
 * globals.
 *
 * Activity (derivative_activity.c).  In each function holding markers, a
 * backward walk from the markers' arguments marks the values whose
 * derivatives are needed, and the memory objects (allocas, the globals)
 * their loads read, whose stores then are needed too (for the globals,
 * those into the fields needed loads read: Ci's computation is not needed
 * for Du(s)).  Only those values get derivative code; everything else
 * is left alone, and the marker calls are replaced by the derivatives.
 *
 * Rules (derivative_rules.c): fadd, fsub, fmul, fdiv, frem, fneg, fp casts,
 * select, phi, vector and aggregate element access, shuffles, the math
 * intrinsics and libm functions the runtime calls.  Other calls (renderer
 * queries, lights, traces) are constants here: rsl2ll names them in a
 * warning when a derivative needs one (not a coordinate system's matrix,
 * the same over the whole surface).  Values with no path from the
 * globals (parameters, constants, uniform values) have derivative 0, as do
 * integer-valued operations (sitofp of an index, a comparison).
 *
 * Memory.  An object whose loads are needed gets a copy per direction
 * holding its values' derivatives (a shadow alloca beside the alloca); each
 * store, memcpy and memset into it is mirrored into the copies through the
 * same GEPs, and a load reads the copy.  Later SROA (opt -O2) turns them
 * into registers.
 *
 * Seeds: the copy of the globals holds the derivatives of the globals:
 * u (1, 0), v (0, 1), P and Ps (dPdu, dPdv), I = P - E (dPdu, dPdv), s and
 * t (the hidden fields dsdu, dsdv, dtdu, dtdv that renderers fill with the
 * primitive's texture mapping); the rest 0 (N and Ng included: the
 * renderers give no derivatives of the normal).  A store into a global
 * (a displacement's P) replaces its seed with the stored value's
 * derivative, so calculatenormal of the displaced P differentiates the
 * displacement.  Second derivatives (a marker of a marker) are 0. */
#include "differentiate.h"
#include "rslpasses.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rsl_abi.h"

static bool is_marker(LLVMValueRef f)
{
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    return LLVMIsDeclaration(f) &&
           (strncmp(name, RSL_DERIV_DU_PREFIX, strlen(RSL_DERIV_DU_PREFIX)) == 0 ||
            strncmp(name, RSL_DERIV_DV_PREFIX, strlen(RSL_DERIV_DV_PREFIX)) == 0);
}

bool diff_is_marker_call(LLVMValueRef i)
{
    LLVMValueRef f = LLVMIsACallInst(i) ? called_function(i) : NULL;
    return f && is_marker(f);
}

/* ---- Memory objects and their derivative copies ----------------------------- */

LLVMValueRef diff_pointer_operand(LLVMValueRef p)
{
    if (LLVMIsAGetElementPtrInst(p) || LLVMIsABitCastInst(p) || LLVMIsAAddrSpaceCastInst(p))
        return LLVMGetOperand(p, 0);
    return NULL;
}

LLVMValueRef diff_object_of(const diff_fn *d, LLVMValueRef ptr)
{
    for (LLVMValueRef next; (next = diff_pointer_operand(ptr));)
        ptr = next;
    if (LLVMIsAAllocaInst(ptr) || (ptr == d->globals && d->globals))
        return ptr;
    return NULL;
}

LLVMValueRef diff_shadow(diff_fn *d, LLVMValueRef ptr, int dir)
{
    LLVMValueRef s = vm_get(&d->shadow[dir], ptr);
    if (s)
        return s;
    if (LLVMIsAAllocaInst(ptr)) {
        position_after(d->b, ptr);
        s = LLVMBuildArrayAlloca(d->b, LLVMGetAllocatedType(ptr), LLVMGetOperand(ptr, 0), "d");
        LLVMSetAlignment(s, LLVMGetAlignment(ptr));
    } else {
        LLVMValueRef base = diff_pointer_operand(ptr);
        LLVMValueRef sbase = base ? diff_shadow(d, base, dir) : NULL;
        if (!sbase)
            return NULL;
        position_after(d->b, ptr);
        if (LLVMIsAGetElementPtrInst(ptr)) {
            unsigned n = (unsigned)LLVMGetNumOperands(ptr) - 1;
            LLVMValueRef idx[n];
            for (unsigned k = 0; k < n; k++)
                idx[k] = LLVMGetOperand(ptr, k + 1);
            LLVMTypeRef src = LLVMGetGEPSourceElementType(ptr);
            s = LLVMIsInBounds(ptr) ? LLVMBuildInBoundsGEP2(d->b, src, sbase, idx, n, "d")
                                    : LLVMBuildGEP2(d->b, src, sbase, idx, n, "d");
        } else {
            s = LLVMBuildCast(d->b, LLVMGetInstructionOpcode(ptr), sbase, LLVMTypeOf(ptr), "d");
        }
    }
    vm_put(&d->shadow[dir], ptr, s);
    return s;
}

/* The copies of the globals, at the function's start: 0, and the seeds. */
static void seed_globals(diff_fn *d)
{
    LLVMValueRef first = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(d->fn));
    LLVMPositionBuilderBefore(d->b, first);
    LLVMTypeRef f32 = LLVMFloatTypeInContext(d->ctx);
    static const int along[DIFF_DIRS][3] = {{RSL_GH_dsdu, RSL_GH_dtdu, RSL_G_dPdu},
                                            {RSL_GH_dsdv, RSL_GH_dtdv, RSL_G_dPdv}};
    for (int dir = 0; dir < DIFF_DIRS; dir++) {
        LLVMValueRef copy = LLVMBuildAlloca(d->b, d->globals_ty, dir == DIFF_U ? "d.du.globals" : "d.dv.globals");
        LLVMBuildStore(d->b, LLVMConstNull(d->globals_ty), copy);
        struct { int field, from; } seeds[] = {
            {RSL_G_s, along[dir][0]}, {RSL_G_t, along[dir][1]}, {RSL_G_P, along[dir][2]},
            {RSL_G_Ps, along[dir][2]}, {RSL_G_I, along[dir][2]},
        };
        for (size_t k = 0; k < sizeof seeds / sizeof seeds[0]; k++) {
            LLVMTypeRef t = LLVMStructGetTypeAtIndex(d->globals_ty, (unsigned)seeds[k].from);
            LLVMValueRef at = LLVMBuildStructGEP2(d->b, d->globals_ty, d->globals, (unsigned)seeds[k].from, "");
            LLVMValueRef v = LLVMBuildLoad2(d->b, t, at, "");
            LLVMBuildStore(d->b, v, LLVMBuildStructGEP2(d->b, d->globals_ty, copy, (unsigned)seeds[k].field, ""));
        }
        LLVMBuildStore(d->b, LLVMConstReal(f32, 1.0),
                       LLVMBuildStructGEP2(d->b, d->globals_ty, copy, dir == DIFF_U ? RSL_G_u : RSL_G_v, ""));
        vm_put(&d->shadow[dir], d->globals, copy);
    }
}

/* The parameter f reads the globals through, or NULL. */
LLVMValueRef diff_globals_param(LLVMValueRef f, LLVMTypeRef globals_ty)
{
    if (!globals_ty)
        return NULL;
    for (LLVMValueRef p = LLVMGetFirstParam(f); p; p = LLVMGetNextParam(p))
        for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef user = LLVMGetUser(u);
            if (LLVMIsAGetElementPtrInst(user) && LLVMGetGEPSourceElementType(user) == globals_ty)
                return p;
        }
    return NULL;
}

/* ---- One function --------------------------------------------------------- */

/* The renderer's hooks whose answer is the same over a whole surface (a
 * coordinate system's matrix): their derivatives are exactly 0. */
static bool uniform_hook(const char *name)
{
    return strcmp(name, "rsl_host_space_matrix") == 0;
}

void diff_note_constant(diff_fn *d, LLVMValueRef call)
{
    LLVMValueRef f = called_function(call);
    const char *name = f ? LLVMGetValueName2(f, &(size_t){0}) : "";
    if (strncmp(name, RSL_DERIV_PREFIX, strlen(RSL_DERIV_PREFIX)) == 0)
        return; /* a marker's derivative: second derivatives are 0 */
    if (uniform_hook(name))
        return;
    LLVMValueRef key = f ? f : LLVMGetCalledValue(call);
    for (size_t k = 0; k < d->zeroed.len; k++)
        if (d->zeroed.items[k] == key)
            return;
    vv_push(&d->zeroed, key);
}

LLVMValueRef diff_get(const diff_fn *d, LLVMValueRef v, int dir)
{
    return vm_get(&d->deriv[dir], v);
}

/* The function's reachable blocks in reverse post-order: definitions come
 * before their uses, phis aside. */
static void reverse_post_order(LLVMValueRef f, ValueVec *out)
{
    ValueMap seen = {0};
    ValueVec stack = {0}, post = {0};
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(f);
    vv_push(&stack, LLVMBasicBlockAsValue(entry));
    vm_put(&seen, LLVMBasicBlockAsValue(entry), (void *)1);
    ValueMap next_succ = {0}; /* block -> how many of its successors were visited */
    while (stack.len) {
        LLVMValueRef bv = stack.items[stack.len - 1];
        LLVMValueRef term = LLVMGetBasicBlockTerminator(LLVMValueAsBasicBlock(bv));
        uintptr_t k = (uintptr_t)vm_get(&next_succ, bv);
        unsigned n = term ? LLVMGetNumSuccessors(term) : 0;
        if (k < n) {
            vm_put(&next_succ, bv, (void *)(k + 1));
            LLVMValueRef s = LLVMBasicBlockAsValue(LLVMGetSuccessor(term, (unsigned)k));
            if (!vm_has(&seen, s)) {
                vm_put(&seen, s, (void *)1);
                vv_push(&stack, s);
            }
            continue;
        }
        stack.len--;
        vv_push(&post, bv);
    }
    for (size_t k = post.len; k-- > 0;)
        vv_push(out, post.items[k]);
    vm_free(&seen);
    vm_free(&next_succ);
    vv_free(&stack);
    vv_free(&post);
}

/* Mirrors a store, memcpy, memmove or memset into a needed object. */
static void mirror_access(diff_fn *d, LLVMValueRef i, int dir)
{
    LLVMValueRef dst = diff_shadow(d, diff_access_pointer(i, 0), dir);
    if (LLVMIsAStoreInst(i)) {
        LLVMValueRef v = LLVMGetOperand(i, 0), dv = diff_get(d, v, dir);
        position_after(d->b, i);
        LLVMValueRef s = LLVMBuildStore(d->b, dv ? dv : LLVMConstNull(LLVMTypeOf(v)), dst);
        LLVMSetAlignment(s, LLVMGetAlignment(i));
        return;
    }
    LLVMValueRef src = diff_access_pointer(i, 1);
    LLVMValueRef ssrc = src && diff_object_of(d, src) ? diff_shadow(d, src, dir) : NULL;
    position_after(d->b, i);
    LLVMValueRef len = LLVMGetOperand(i, 2);
    if (ssrc)
        LLVMBuildMemCpy(d->b, dst, 1, ssrc, 1, len);
    else /* memset, or a copy from memory without derivatives */
        LLVMBuildMemSet(d->b, dst, LLVMConstInt(LLVMInt8TypeInContext(d->ctx), 0, 0), len, 1);
}

static void differentiate_function(diff_fn *d)
{
    ValueVec insts = {0}, blocks = {0}, phis = {0}, markers = {0};
    collect_instructions(d->fn, &insts);
    d->globals = diff_globals_param(d->fn, d->globals_ty);
    diff_mark_needed(d, &insts, NULL);
    if (d->globals && vm_has(&d->objects, d->globals))
        seed_globals(d);
    reverse_post_order(d->fn, &blocks);
    for (size_t k = 0; k < blocks.len; k++) {
        LLVMBasicBlockRef bb = LLVMValueAsBasicBlock(blocks.items[k]);
        ValueVec here = {0};
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            vv_push(&here, i);
        for (size_t j = 0; j < here.len; j++) {
            LLVMValueRef i = here.items[j], dst = diff_access_pointer(i, 0);
            if (vm_has(&d->needed, i)) {
                if (LLVMGetInstructionOpcode(i) == LLVMPHI)
                    vv_push(&phis, i);
                for (int dir = DIFF_DIRS; dir-- > 0;) /* each goes right after i: d/du first */ {
                    LLVMValueRef di = diff_rule(d, i, dir);
                    if (di)
                        vm_put(&d->deriv[dir], i, di);
                }
            } else if (dst && diff_object_of(d, dst) && vm_has(&d->objects, diff_object_of(d, dst))) {
                for (int dir = DIFF_DIRS; dir-- > 0;)
                    mirror_access(d, i, dir);
            }
        }
        vv_free(&here);
    }
    for (size_t k = 0; k < phis.len; k++) {
        LLVMValueRef p = phis.items[k];
        for (int dir = 0; dir < DIFF_DIRS; dir++) {
            LLVMValueRef dp = diff_get(d, p, dir);
            for (unsigned n = 0; dp && n < LLVMCountIncoming(p); n++) {
                LLVMValueRef dv = diff_get(d, LLVMGetIncomingValue(p, n), dir);
                LLVMBasicBlockRef from = LLVMGetIncomingBlock(p, n);
                LLVMValueRef v = dv ? dv : LLVMConstNull(LLVMTypeOf(p));
                LLVMAddIncoming(dp, &v, &from, 1);
            }
        }
    }
    for (size_t k = 0; k < insts.len; k++) /* unreachable ones too: their derivative is 0 */
        if (diff_is_marker_call(insts.items[k]))
            vv_push(&markers, insts.items[k]);
    for (size_t k = 0; k < markers.len; k++) {
        LLVMValueRef call = markers.items[k], f = called_function(call);
        size_t len;
        const char *name = LLVMGetValueName2(f, &len);
        int dir = strncmp(name, RSL_DERIV_DU_PREFIX, strlen(RSL_DERIV_DU_PREFIX)) == 0 ? DIFF_U : DIFF_V;
        LLVMValueRef dx = diff_get(d, LLVMGetOperand(call, 0), dir);
        LLVMReplaceAllUsesWith(call, dx ? dx : LLVMConstNull(LLVMTypeOf(call)));
        LLVMInstructionEraseFromParent(call);
    }
    vv_free(&insts);
    vv_free(&blocks);
    vv_free(&phis);
    vv_free(&markers);
}

/* Appends the names of the callees taken as constants to a "a, b" list. */
/* Adds name (len bytes) to the comma-separated list, once. */
static void note_name(char **list, const char *name, size_t len)
{
    if (*list && strstr(*list, name))
        return;
    size_t old = *list ? strlen(*list) : 0;
    char *grown = realloc(*list, old + len + 3);
    if (!grown)
        abort();
    snprintf(grown + old, len + 3, "%s%.*s", old ? ", " : "", (int)len, name);
    *list = grown;
}

/* What d took as constant into the list: its callees, and the normals
 * (renderers give no derivatives of N and Ng: their seeds are 0). */
static void note_constants(char **list, const diff_fn *d)
{
    for (size_t k = 0; k < d->zeroed.len; k++) {
        size_t len;
        const char *name = LLVMGetValueName2(d->zeroed.items[k], &len);
        if (!len)
            name = "an indirect call", len = strlen(name);
        note_name(list, name, len);
    }
    if (d->reads_normal)
        note_name(list, "the normals N and Ng", strlen("the normals N and Ng"));
}

/* A marker takes and returns one value of one floating-point type. */
static bool well_formed_marker(LLVMValueRef f)
{
    LLVMTypeRef t = LLVMGlobalGetValueType(f), r = LLVMGetReturnType(t);
    LLVMTypeRef scalar = LLVMGetTypeKind(r) == LLVMVectorTypeKind ? LLVMGetElementType(r) : r;
    LLVMTypeKind k = LLVMGetTypeKind(scalar);
    LLVMTypeRef p;
    return LLVMCountParamTypes(t) == 1 && (LLVMGetParamTypes(t, &p), p == r) && !LLVMIsFunctionVarArg(t) &&
           (k == LLVMHalfTypeKind || k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind);
}

/* %struct.rsl_globals when it has rsl_abi.h's fields (the seeds' types). */
static LLVMTypeRef globals_type(LLVMContextRef ctx)
{
    LLVMTypeRef t = LLVMGetTypeByName2(ctx, "struct.rsl_globals");
    if (!t || LLVMIsOpaqueStruct(t) || LLVMCountStructElementTypes(t) <= RSL_GH_dtdv)
        return NULL;
    LLVMTypeRef f32 = LLVMFloatTypeInContext(ctx), v3 = LLVMVectorType(f32, 3);
    static const int floats[] = {RSL_G_s, RSL_G_t, RSL_G_u, RSL_G_v, RSL_GH_dsdu, RSL_GH_dtdu, RSL_GH_dsdv, RSL_GH_dtdv};
    static const int triples[] = {RSL_G_P, RSL_G_Ps, RSL_G_I, RSL_G_dPdu, RSL_G_dPdv};
    for (size_t k = 0; k < sizeof floats / sizeof floats[0]; k++)
        if (LLVMStructGetTypeAtIndex(t, (unsigned)floats[k]) != f32)
            return NULL;
    for (size_t k = 0; k < sizeof triples / sizeof triples[0]; k++)
        if (LLVMStructGetTypeAtIndex(t, (unsigned)triples[k]) != v3)
            return NULL;
    return t;
}

static bool marker_error(char **error, LLVMValueRef f, const char *what)
{
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    size_t n = len + strlen(what) + 32;
    *error = malloc(n);
    if (!*error)
        abort();
    snprintf(*error, n, "differentiate: marker @%s %s", name, what);
    return false;
}

bool rsl_differentiate(LLVMModuleRef m, char **constant_calls, char **error)
{
    *constant_calls = NULL;
    *error = NULL;
    bool any = false;
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (!is_marker(f) || !LLVMGetFirstUse(f))
            continue;
        if (!well_formed_marker(f))
            return marker_error(error, f, "must take and return one floating-point value");
        for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u))
            if (!LLVMIsACallInst(LLVMGetUser(u)) || called_function(LLVMGetUser(u)) != f)
                return marker_error(error, f, "is used other than by a call");
        any = true;
    }
    if (!any)
        return true;
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMTypeRef globals_ty = globals_type(ctx);
    if (!diff_inline_for_derivatives(m, globals_ty, error))
        return false;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f) || !diff_calls_marker(f))
            continue;
        diff_fn d = {.m = m, .ctx = ctx, .b = b, .fn = f, .globals_ty = globals_ty};
        differentiate_function(&d);
        note_constants(constant_calls, &d);
        vm_free(&d.needed);
        vm_free(&d.objects);
        for (int dir = 0; dir < DIFF_DIRS; dir++) {
            vm_free(&d.deriv[dir]);
            vm_free(&d.shadow[dir]);
        }
        vv_free(&d.zeroed);
    }
    LLVMDisposeBuilder(b);
    for (LLVMValueRef f = LLVMGetFirstFunction(m), next; f; f = next) {
        next = LLVMGetNextFunction(f);
        if (is_marker(f) && !LLVMGetFirstUse(f))
            LLVMDeleteFunction(f);
    }
    return true;
}
