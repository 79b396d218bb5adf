/* depth()'s clipping planes on the RPU and PTX: the glue's rsl_env_clipping
 * is scene-less there ([0, 1]: runtime/glue_standalone.h), so an instance's
 * module gets a body that stores the scene's near and far planes as
 * constants, the values the JIT renderer answers (backends/jit/host_spaces.c),
 * which O2 folds into the code. */
#include "rslfront.h"

#include "rsl_format.h"

bool rsl_bind_clipping(LLVMModuleRef m, const float clipping[2], char **err)
{
    LLVMValueRef fn = LLVMGetNamedFunction(m, "rsl_env_clipping");
    if (!fn || LLVMIsDeclaration(fn) || (clipping[0] == 0.0f && clipping[1] == 0.0f))
        return true; /* nothing asks for depth, or the planes are the glue's */
    if (LLVMCountParams(fn) != 3) {
        *err = rsl_format("rsl_env_clipping has %u parameters, not (globals, near, far)", LLVMCountParams(fn));
        return false;
    }
    for (LLVMBasicBlockRef bb; (bb = LLVMGetFirstBasicBlock(fn));)
        LLVMDeleteBasicBlock(bb);
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, fn, "entry"));
    LLVMTypeRef f32 = LLVMFloatTypeInContext(ctx);
    for (unsigned k = 0; k < 2; k++)
        LLVMBuildStore(b, LLVMConstReal(f32, (double)clipping[k]), LLVMGetParam(fn, 1 + k));
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);
    return true;
}
