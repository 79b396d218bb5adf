/* Address-space assignment and propagation (seed 004's SetGPUAddressSpace,
 * done by data flow instead of by names).
 *
 * 1. Globals in the generic space move to global memory.
 * 2. Each generic pointer gets a space from the lattice
 *      TOP (no information yet) > NULL (a null constant) > S > GENERIC
 *    by its sources: allocas are local, kernels' pointer parameters global,
 *    addrspacecasts from S are S; GEPs, bitcasts, phis and selects meet their
 *    operands, a device function's parameter meets its call sites and a call
 *    meets the callee's returns. A null meets only global memory, where the
 *    generic and the specific null agree.
 * 3. Every pointer with a space S gets a twin typed ptr addrspace(S); loads,
 *    stores and atomics use the twin, other users get an addrspacecast back
 *    to generic, and the generic GEPs, phis and selects are deleted. */
#include "rslpasses.h"
#include "pass_util.h"

#include <stdint.h>

enum { SPACE_TOP = -1, SPACE_NULL = -2 };

static unsigned addrspace_of(LLVMValueRef v) {
    LLVMTypeRef t = LLVMTypeOf(v);
    return LLVMGetTypeKind(t) == LLVMPointerTypeKind ? LLVMGetPointerAddressSpace(t) : 0;
}

static bool is_generic_pointer(LLVMValueRef v) {
    LLVMTypeRef t = LLVMTypeOf(v);
    return LLVMGetTypeKind(t) == LLVMPointerTypeKind && LLVMGetPointerAddressSpace(t) == 0;
}

static int meet(int a, int b) {
    if (a == SPACE_TOP)
        return b;
    if (b == SPACE_TOP || a == b)
        return a;
    if (a == SPACE_NULL)
        return b == RSL_AS_GLOBAL ? b : RSL_AS_GENERIC;
    if (b == SPACE_NULL)
        return a == RSL_AS_GLOBAL ? a : RSL_AS_GENERIC;
    return RSL_AS_GENERIC;
}

typedef struct {
    LLVMModuleRef m;
    LLVMBuilderRef b;
    ValueVec tracked;  /* generic pointer instructions and arguments */
    ValueMap space;    /* tracked value -> space + 3 (never NULL) */
    ValueMap twin;     /* value -> its twin in its space */
    ValueMap generic;  /* deleted value -> generic cast of its twin */
    ValueVec new_phis, old_phis;
} Ctx;

static int get_space(Ctx *c, LLVMValueRef v) {
    void *s = vm_get(&c->space, v);
    if (s)
        return (int)(intptr_t)s - 3;
    if (LLVMIsAConstantPointerNull(v))
        return SPACE_NULL;
    if (LLVMIsUndef(v))
        return SPACE_TOP;
    return (int)addrspace_of(v);
}

static void set_space(Ctx *c, LLVMValueRef v, int s) { vm_put(&c->space, v, (void *)(intptr_t)(s + 3)); }

/* Is every use of f a direct call of f (so its parameters can be known)? */
static bool only_called_directly(LLVMValueRef f) {
    if (LLVMIsDeclaration(f) || !LLVMGetFirstUse(f))
        return false;
    for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsACallInst(user) || LLVMGetCalledValue(user) != f)
            return false;
        for (unsigned i = 0, n = LLVMGetNumArgOperands(user); i < n; i++)
            if (LLVMGetOperand(user, i) == f)
                return false;
    }
    return true;
}

static int space_of_argument(Ctx *c, LLVMValueRef arg) {
    LLVMValueRef f = LLVMGetParamParent(arg);
    if (rsl_is_kernel(c->m, f))
        return RSL_AS_GLOBAL;
    if (!only_called_directly(f))
        return RSL_AS_GENERIC;
    unsigned index = 0;
    for (LLVMValueRef p = LLVMGetFirstParam(f); p != arg; p = LLVMGetNextParam(p))
        index++;
    int s = SPACE_TOP;
    for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u))
        s = meet(s, get_space(c, LLVMGetOperand(LLVMGetUser(u), index)));
    return s;
}

static int space_of_returns(Ctx *c, LLVMValueRef f) {
    int s = SPACE_TOP;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
        if (t && LLVMGetInstructionOpcode(t) == LLVMRet && LLVMGetNumOperands(t) == 1)
            s = meet(s, get_space(c, LLVMGetOperand(t, 0)));
    }
    return s;
}

static int transfer(Ctx *c, LLVMValueRef v) {
    if (LLVMIsAArgument(v))
        return space_of_argument(c, v);
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMAlloca:
        return RSL_AS_LOCAL;
    case LLVMAddrSpaceCast:
    case LLVMBitCast:
    case LLVMGetElementPtr:
        return get_space(c, LLVMGetOperand(v, 0));
    case LLVMPHI: {
        int s = SPACE_TOP;
        for (unsigned k = 0, n = LLVMCountIncoming(v); k < n; k++)
            s = meet(s, get_space(c, LLVMGetIncomingValue(v, k)));
        return s;
    }
    case LLVMSelect:
        if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(v, 0))) != LLVMIntegerTypeKind)
            return RSL_AS_GENERIC;
        return meet(get_space(c, LLVMGetOperand(v, 1)), get_space(c, LLVMGetOperand(v, 2)));
    case LLVMCall: {
        LLVMValueRef f = called_function(v);
        return f && !LLVMIsDeclaration(f) ? space_of_returns(c, f) : RSL_AS_GENERIC;
    }
    default:
        return RSL_AS_GENERIC;
    }
}

static void infer_spaces(Ctx *c) {
    for (LLVMValueRef f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f))
            continue;
        for (LLVMValueRef p = LLVMGetFirstParam(f); p; p = LLVMGetNextParam(p))
            if (is_generic_pointer(p))
                vv_push(&c->tracked, p);
        ValueVec insts = {0};
        collect_instructions(f, &insts);
        for (size_t i = 0; i < insts.len; i++)
            if (is_generic_pointer(insts.items[i]))
                vv_push(&c->tracked, insts.items[i]);
        vv_free(&insts);
    }
    for (size_t i = 0; i < c->tracked.len; i++)
        set_space(c, c->tracked.items[i], SPACE_TOP);
    for (bool changed = true; changed;) {
        changed = false;
        for (size_t i = 0; i < c->tracked.len; i++) {
            LLVMValueRef v = c->tracked.items[i];
            int s = meet(get_space(c, v), transfer(c, v));
            if (s != get_space(c, v)) {
                set_space(c, v, s);
                changed = true;
            }
        }
    }
}

static bool rewritten_away(LLVMValueRef v) {
    if (!LLVMIsAInstruction(v))
        return false;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    return op == LLVMGetElementPtr || op == LLVMPHI || op == LLVMSelect || op == LLVMBitCast;
}

static void copy_name(LLVMValueRef from, LLVMValueRef to) {
    size_t len;
    const char *name = LLVMGetValueName2(from, &len);
    if (len && !LLVMIsConstant(to))
        LLVMSetValueName2(to, name, len);
}

static LLVMValueRef cast_after(Ctx *c, LLVMValueRef v, LLVMTypeRef to) {
    if (LLVMIsAConstant(v))
        return LLVMConstAddrSpaceCast(v, to);
    if (LLVMIsAArgument(v))
        LLVMPositionBuilderBefore(c->b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(LLVMGetParamParent(v))));
    else
        position_after(c->b, v);
    return LLVMBuildAddrSpaceCast(c->b, v, to, "");
}

/* The twin of v in space s, created on first request. */
static LLVMValueRef twin_of(Ctx *c, LLVMValueRef v, unsigned s) {
    LLVMTypeRef ty = LLVMPointerTypeInContext(LLVMGetModuleContext(c->m), s);
    LLVMValueRef t = vm_get(&c->twin, v);
    if (t)
        return t;
    if (addrspace_of(v) == s)
        return v;
    if (LLVMIsAConstantPointerNull(v))
        return LLVMConstPointerNull(ty);
    if (LLVMIsUndef(v))
        return LLVMIsPoison(v) ? LLVMGetPoison(ty) : LLVMGetUndef(ty);
    if (get_space(c, v) != (int)s || LLVMIsAArgument(v) || !LLVMIsAInstruction(v)) {
        t = cast_after(c, v, ty);
    } else {
        switch (LLVMGetInstructionOpcode(v)) {
        case LLVMAddrSpaceCast:
        case LLVMBitCast:
            t = twin_of(c, LLVMGetOperand(v, 0), s);
            break;
        case LLVMGetElementPtr: {
            unsigned n = (unsigned)LLVMGetNumOperands(v);
            LLVMValueRef base = twin_of(c, LLVMGetOperand(v, 0), s);
            LLVMValueRef idx[n];
            for (unsigned k = 1; k < n; k++)
                idx[k - 1] = LLVMGetOperand(v, k);
            LLVMPositionBuilderBefore(c->b, v);
            LLVMTypeRef src = LLVMGetGEPSourceElementType(v);
            t = LLVMIsInBounds(v) ? LLVMBuildInBoundsGEP2(c->b, src, base, idx, n - 1, "")
                                  : LLVMBuildGEP2(c->b, src, base, idx, n - 1, "");
            break;
        }
        case LLVMPHI:
            LLVMPositionBuilderBefore(c->b, v);
            t = LLVMBuildPhi(c->b, ty, "");
            vv_push(&c->new_phis, t);
            vv_push(&c->old_phis, v);
            break;
        case LLVMSelect: {
            LLVMValueRef a = twin_of(c, LLVMGetOperand(v, 1), s);
            LLVMValueRef b = twin_of(c, LLVMGetOperand(v, 2), s);
            LLVMPositionBuilderBefore(c->b, v);
            t = LLVMBuildSelect(c->b, LLVMGetOperand(v, 0), a, b, "");
            break;
        }
        default: /* allocas, calls: cast their generic result */
            t = cast_after(c, v, ty);
            break;
        }
    }
    copy_name(v, t);
    vm_put(&c->twin, v, t);
    return t;
}

/* The generic value standing for v once v's own instruction is gone. */
static LLVMValueRef generic_of(Ctx *c, LLVMValueRef v, LLVMValueRef twin) {
    if (!rewritten_away(v))
        return v;
    LLVMValueRef g = vm_get(&c->generic, v);
    if (!g) {
        g = cast_after(c, twin, LLVMTypeOf(v));
        vm_put(&c->generic, v, g);
    }
    return g;
}

static bool uses_pointer_operand(LLVMValueRef user, unsigned k) {
    switch (LLVMGetInstructionOpcode(user)) {
    case LLVMLoad: case LLVMAtomicRMW: case LLVMAtomicCmpXchg:
        return k == 0;
    case LLVMStore:
        return k == 1;
    default:
        return false;
    }
}

static void redirect_uses(Ctx *c, LLVMValueRef v, unsigned s, ValueVec *dead) {
    LLVMValueRef twin = twin_of(c, v, s);
    ValueVec users = {0};
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
        vv_push(&users, LLVMGetUser(u));
    for (size_t i = 0; i < users.len; i++) {
        LLVMValueRef user = users.items[i];
        if (!LLVMIsAInstruction(user) || (get_space(c, user) > 0 && vm_has(&c->space, user) && rewritten_away(user)))
            continue;
        if (user == twin)
            continue;
        if (LLVMGetInstructionOpcode(user) == LLVMAddrSpaceCast && addrspace_of(user) == s) {
            LLVMReplaceAllUsesWith(user, twin);
            vv_push(dead, user);
            continue;
        }
        for (unsigned k = 0, n = (unsigned)LLVMGetNumOperands(user); k < n; k++) {
            if (LLVMGetOperand(user, k) != v)
                continue;
            if (uses_pointer_operand(user, k))
                LLVMSetOperand(user, k, twin);
            else if (rewritten_away(v))
                LLVMSetOperand(user, k, generic_of(c, v, twin));
        }
    }
    vv_free(&users);
}

static void move_globals_to_global_memory(LLVMModuleRef m) {
    LLVMValueRef next;
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = next) {
        next = LLVMGetNextGlobal(g);
        if (addrspace_of(g) != 0)
            continue;
        size_t len;
        const char *name0 = LLVMGetValueName2(g, &len);
        char name[len + 1];
        for (size_t i = 0; i < len; i++)
            name[i] = name0[i];
        name[len] = 0;
        LLVMValueRef ng = LLVMAddGlobalInAddressSpace(m, LLVMGlobalGetValueType(g), "", RSL_AS_GLOBAL);
        if (LLVMGetInitializer(g))
            LLVMSetInitializer(ng, LLVMGetInitializer(g));
        LLVMSetGlobalConstant(ng, LLVMIsGlobalConstant(g));
        LLVMSetLinkage(ng, LLVMGetLinkage(g));
        LLVMSetVisibility(ng, LLVMGetVisibility(g));
        LLVMSetAlignment(ng, LLVMGetAlignment(g));
        LLVMSetUnnamedAddress(ng, LLVMGetUnnamedAddress(g));
        LLVMSetExternallyInitialized(ng, LLVMIsExternallyInitialized(g));
        LLVMReplaceAllUsesWith(g, LLVMConstAddrSpaceCast(ng, LLVMTypeOf(g)));
        LLVMDeleteGlobal(g);
        LLVMSetValueName2(ng, name, len);
    }
}

void rsl_lower_address_spaces(LLVMModuleRef m) {
    move_globals_to_global_memory(m);
    rsl_lower_constant_exprs(m);
    Ctx c = {.m = m, .b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m))};
    infer_spaces(&c);
    for (size_t i = 0; i < c.tracked.len; i++) {
        LLVMValueRef v = c.tracked.items[i];
        int s = get_space(&c, v);
        if (s > 0)
            twin_of(&c, v, (unsigned)s);
    }
    for (size_t i = 0; i < c.new_phis.len; i++) {
        LLVMValueRef old = c.old_phis.items[i], phi = c.new_phis.items[i];
        unsigned s = addrspace_of(phi);
        for (unsigned k = 0, n = LLVMCountIncoming(old); k < n; k++) {
            LLVMValueRef v = twin_of(&c, LLVMGetIncomingValue(old, k), s);
            LLVMBasicBlockRef bb = LLVMGetIncomingBlock(old, k);
            LLVMAddIncoming(phi, &v, &bb, 1);
        }
    }
    ValueVec dead = {0};
    for (size_t i = 0; i < c.tracked.len; i++) {
        LLVMValueRef v = c.tracked.items[i];
        int s = get_space(&c, v);
        if (s <= 0)
            continue;
        redirect_uses(&c, v, (unsigned)s, &dead);
        if (rewritten_away(v))
            vv_push(&dead, v);
    }
    for (size_t i = 0; i < dead.len; i++)
        LLVMReplaceAllUsesWith(dead.items[i], LLVMGetPoison(LLVMTypeOf(dead.items[i])));
    for (size_t i = 0; i < dead.len; i++)
        LLVMInstructionEraseFromParent(dead.items[i]);
    /* Casts back to generic that nothing needs any more. */
    for (size_t i = 0; i < c.tracked.len; i++) {
        LLVMValueRef v = c.tracked.items[i];
        if (get_space(&c, v) > 0 && !rewritten_away(v) && LLVMIsAInstruction(v) &&
            LLVMGetInstructionOpcode(v) == LLVMAddrSpaceCast && !LLVMGetFirstUse(v))
            LLVMInstructionEraseFromParent(v);
    }
    vv_free(&dead);
    vv_free(&c.tracked);
    vv_free(&c.new_phis);
    vv_free(&c.old_phis);
    vm_free(&c.space);
    vm_free(&c.twin);
    vm_free(&c.generic);
    LLVMDisposeBuilder(c.b);
}
