/* Loads and stores through a phi of local arrays' addresses, as
 * SimplifyCFG leaves them when it sinks the stores of both arms of an if
 * into the join (`if (d < f1) { f1 = d; p1 = q; } else { f2 = d; p2 = q; }`):
 *
 *     %p = phi ptr [%a, %then], [%b, %else]       %which = phi i32 [0, %then], [1, %else]
 *     store T %v, ptr %p                     ->   store T (which == 0 ? %v : load %a), ptr %a
 *                                                 store T (which == 1 ? %v : load %b), ptr %b
 *     %x = load T, ptr %p                    ->   %x = which == 1 ? load %b : load %a
 *
 * The RPU has no memory for such arrays: lower_arrays.c puts each in
 * registers, which needs every access to name its array, and instruction
 * selection reaches memory only through a named pointer parameter.  Only
 * phis whose incoming values are all allocas or parameters (they dominate
 * every block) and whose uses are all plain loads and stores through them
 * are rewritten; others are left to instruction selection, which reports
 * them. */
#include "lower.h"

static bool rewritable(LLVMValueRef phi) {
    if (LLVMGetTypeKind(LLVMTypeOf(phi)) != LLVMPointerTypeKind) return false;
    for (unsigned k = 0; k < LLVMCountIncoming(phi); k++)
        if (!LLVMIsAAllocaInst(LLVMGetIncomingValue(phi, k)) && !LLVMIsAArgument(LLVMGetIncomingValue(phi, k)))
            return false;
    for (LLVMUseRef u = LLVMGetFirstUse(phi); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef i = LLVMGetUser(u);
        bool load = LLVMIsALoadInst(i) != NULL;
        bool store = LLVMIsAStoreInst(i) && LLVMGetOperand(i, 1) == phi && LLVMGetOperand(i, 0) != phi;
        if ((!load && !store) || LLVMGetVolatile(i)) return false;
    }
    return true;
}

/* Index of pointer p among the phi's distinct incoming values, added when new. */
static unsigned distinct_index(rl_vec *ptrs, LLVMValueRef p) {
    for (size_t k = 0; k < ptrs->n; k++)
        if (ptrs->v[k] == p) return (unsigned)k;
    rl_push(ptrs, p);
    return (unsigned)(ptrs->n - 1);
}

static void rewrite(LLVMBuilderRef b, LLVMValueRef phi) {
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(phi));
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    rl_vec ptrs = {0};
    unsigned n = LLVMCountIncoming(phi);
    LLVMValueRef which_in[n];
    LLVMBasicBlockRef from[n];
    for (unsigned k = 0; k < n; k++) {
        which_in[k] = LLVMConstInt(i32, distinct_index(&ptrs, LLVMGetIncomingValue(phi, k)), 0);
        from[k] = LLVMGetIncomingBlock(phi, k);
    }
    LLVMPositionBuilderBefore(b, phi);
    LLVMValueRef which = LLVMBuildPhi(b, i32, "which");
    LLVMAddIncoming(which, which_in, from, n);
    while (LLVMGetFirstUse(phi)) {
        LLVMValueRef i = LLVMGetUser(LLVMGetFirstUse(phi));
        LLVMPositionBuilderBefore(b, i);
        bool load = LLVMIsALoadInst(i) != NULL;
        LLVMTypeRef t = load ? LLVMTypeOf(i) : LLVMTypeOf(LLVMGetOperand(i, 0));
        LLVMValueRef r = NULL;
        for (size_t k = 0; k < ptrs.n; k++) {
            LLVMValueRef old = LLVMBuildLoad2(b, t, ptrs.v[k], "");
            if (load && !r) {
                r = old; /* which is 0 unless a later compare says otherwise */
                continue;
            }
            LLVMValueRef here = LLVMBuildICmp(b, LLVMIntEQ, which, LLVMConstInt(i32, k, 0), "");
            if (load) r = LLVMBuildSelect(b, here, old, r, "");
            else LLVMBuildStore(b, LLVMBuildSelect(b, here, LLVMGetOperand(i, 0), old, ""), ptrs.v[k]);
        }
        if (load) rl_replace(i, r);
        else LLVMInstructionEraseFromParent(i);
    }
    LLVMInstructionEraseFromParent(phi);
    rl_free(&ptrs);
}

bool rpu_lower_pointer_phis(LLVMModuleRef m, char **err) {
    (void)err;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    rl_vec phis = {0}; /* (rewrite erases the loads and stores through a phi) */
    rl_module_instructions_of(m, LLVMPHI, &phis);
    for (size_t k = 0; k < phis.n; k++)
        if (rewritable(phis.v[k])) rewrite(b, phis.v[k]);
    rl_free(&phis);
    LLVMDisposeBuilder(b);
    return true;
}
