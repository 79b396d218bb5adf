/* An instance's coordinate systems on the RPU: the glue's
 * rsl_env_space_matrix is scene-less there (every space the identity:
 * runtime/glue_standalone.h), so a RIB instance's module gets a body that
 * answers "shader" and "world" with its matrices as constants (to current,
 * camera, space; others stay the identity), which O2 folds into the code. */
#include "rslrpu_internal.h"

#include <string.h>

#include "rsl_abi.h"
#include "rsl_format.h"

/* Stores the 16 floats of m at out. */
static void store_matrix(LLVMBuilderRef b, LLVMValueRef out, const float *m)
{
    LLVMContextRef ctx = LLVMGetTypeContext(LLVMTypeOf(out));
    LLVMTypeRef f32 = LLVMFloatTypeInContext(ctx), i64 = LLVMInt64TypeInContext(ctx);
    static const float identity[16] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1};
    for (int k = 0; k < 16; k++) {
        LLVMValueRef at = LLVMConstInt(i64, (unsigned long long)k, 0);
        LLVMBuildStore(b, LLVMConstReal(f32, (double)(m ? m : identity)[k]), LLVMBuildGEP2(b, f32, out, &at, 1, ""));
    }
    /* known (1), as glue_standalone.h answers every space */
    LLVMBuildRet(b, LLVMConstInt(LLVMInt32TypeInContext(ctx), 1, 0));
}

bool rslrpu_bind_spaces(LLVMModuleRef m, const float *shader, const float *world, char **err)
{
    LLVMValueRef fn = LLVMGetNamedFunction(m, "rsl_env_space_matrix");
    if (!fn || (!shader && !world))
        return true; /* nothing asks for a space, or every one is the identity */
    if (LLVMCountParams(fn) != 3) {
        *err = rsl_format("rsl_env_space_matrix has %u parameters, not (globals, space, out)", LLVMCountParams(fn));
        return false;
    }
    for (LLVMBasicBlockRef bb; (bb = LLVMGetFirstBasicBlock(fn));)
        LLVMDeleteBasicBlock(bb);
    LLVMContextRef ctx = LLVMGetModuleContext(m);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(ctx, fn, "entry");
    LLVMBasicBlockRef other = LLVMAppendBasicBlockInContext(ctx, fn, "other");
    LLVMBasicBlockRef sh = LLVMAppendBasicBlockInContext(ctx, fn, "shader");
    LLVMBasicBlockRef wo = LLVMAppendBasicBlockInContext(ctx, fn, "world");
    LLVMValueRef space = LLVMGetParam(fn, 1), out = LLVMGetParam(fn, 2);
    LLVMPositionBuilderAtEnd(b, entry);
    LLVMValueRef sw = LLVMBuildSwitch(b, space, other, 2);
    LLVMAddCase(sw, LLVMConstInt(LLVMTypeOf(space), RSL_STR_SHADER, 0), sh);
    LLVMAddCase(sw, LLVMConstInt(LLVMTypeOf(space), RSL_STR_WORLD, 0), wo);
    LLVMPositionBuilderAtEnd(b, other);
    store_matrix(b, out, NULL);
    LLVMPositionBuilderAtEnd(b, sh);
    store_matrix(b, out, shader);
    LLVMPositionBuilderAtEnd(b, wo);
    store_matrix(b, out, world);
    LLVMDisposeBuilder(b);
    return true;
}
