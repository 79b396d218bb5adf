/* Derivatives on every target: the module's Du, Dv, Deriv, area,
 * calculatenormal and filter widths (runtime calls written with the
 * derivative markers of rsl_abi.h) differentiated by the pass of
 * passes/differentiate.c, before the targets' entries call the shaders. */
#include <stdlib.h>
#include <string.h>

#include "irgen.h"
#include "rslpasses.h"

/* Does a function of the file (not the runtime's) read du or dv? */
static bool reads_shading_step(irgen *g)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(g->mod); f; f = LLVMGetNextFunction(f)) {
        if (LLVMIsDeclaration(f) || LLVMGetLinkage(f) == LLVMInternalLinkage)
            continue;
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
                if (!LLVMIsAGetElementPtrInst(i) || LLVMGetGEPSourceElementType(i) != g->globals_ty ||
                    LLVMGetNumOperands(i) != 3 || !LLVMIsAConstantInt(LLVMGetOperand(i, 2)))
                    continue;
                unsigned long long field = LLVMConstIntGetZExtValue(LLVMGetOperand(i, 2));
                if (field == RSL_G_du || field == RSL_G_dv)
                    return true;
            }
    }
    return false;
}

void ir_differentiate(irgen *g)
{
    char *constant_calls = NULL, *error = NULL;
    rsl_loc file = {g->prog->file, 0, 0};
    if (!rsl_differentiate(g->mod, &constant_calls, &error)) {
        rsl_diag_error(g->diag, file, "internal error: %s", error);
        g->failed = true;
    } else if (constant_calls) {
        rsl_diag_warning(g->diag, file, "derivatives through %s are not computed on the %s target: taken as 0",
                         constant_calls, g->target);
    }
    free(constant_calls);
    free(error);
    /* The RPU's rays carry no differentials (runtime/glue_rpu.c). */
    if (!g->failed && strcmp(g->target, "rpu") == 0 && reads_shading_step(g))
        rsl_diag_warning(g->diag, file,
                         "du and dv (the shading step, from ray differentials) are 0 on the rpu target: "
                         "area() and filter widths are 0 there");
}
