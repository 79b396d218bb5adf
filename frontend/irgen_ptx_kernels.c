/* Deferred-shading kernels for --target=ptx (seed 004 section 4.2): one
 * kernel per shader of the file, shading a buffer of points that the host
 * filled (a G-buffer), one thread per point.
 *
 *   void @<entry>_kernel(ptr addrspace(1) %globals, ptr addrspace(1) %params, i32 %count)
 *
 * Thread i = ctaid.x * ntid.x + tid.x shades %globals[i] (an array of
 * %struct.rsl_globals, rsl_abi.h) when i < %count, by calling the shader entry
 * @<entry>(ptr, ptr) on it.  The parameters are a private copy per thread
 * (the entry writes output parameters back into them): of the struct
 * %params.<entry> at %params when it is not null (the same layout on the host,
 * both being 64-bit little-endian with 16-byte <3 x float>), else computed by
 * @<entry>.init for that point, so a host that knows nothing of the
 * parameters gets the defaults.  Results are the globals the shader writes
 * (Ci, Oi, P, N, L, Cl, ... in place).
 *
 * Only these kernels are marked in !nvvm.annotations ("kernel", 1): shader
 * entries, their .init functions and the runtime stay device functions for
 * llc-rpu -march=ptx and for LLVM's own NVPTX backend alike.  The .init
 * functions and .defaults constants become internal (their names are no PTX
 * identifiers; opt inlines or drops them), so after opt a module exports the
 * kernels, the shader entries, rsl_ptx_lights and (where a shader names
 * "object" or "shader") rsl_ptx_spaces.  Light shaders get
 * kernels too (a light evaluated at a buffer of surface points Ps, its L and Cl
 * as results); surface shaders see the lights of the PTX glue's light list
 * (runtime/glue_ptx.c), whose globals rsl_ptx_lights and rsl_ptx_spaces stay
 * external so the host can write them. */
#include <string.h>

#include "irgen.h"

static LLVMValueRef special_register(irgen *g, const char *name)
{
    LLVMTypeRef ty = LLVMFunctionType(g->i32, NULL, 0, 0);
    LLVMValueRef fn = LLVMGetNamedFunction(g->mod, name);
    if (!fn)
        fn = LLVMAddFunction(g->mod, name, ty);
    return LLVMBuildCall2(g->b, ty, fn, NULL, 0, "");
}

static void mark_kernel(irgen *g, LLVMValueRef kernel)
{
    LLVMMetadataRef ops[3] = {
        LLVMValueAsMetadata(kernel),
        LLVMMDStringInContext2(g->ctx, "kernel", 6),
        LLVMValueAsMetadata(LLVMConstInt(g->i32, 1, 0)),
    };
    LLVMAddNamedMetadataOperand(g->mod, "nvvm.annotations",
                                LLVMMetadataAsValue(g->ctx, LLVMMDNodeInContext2(g->ctx, ops, 3)));
}

/* *dst = *src for a value of type ty, one scalar or vector field at a time:
 * loads of the natural width for every backend (an aggregate load is no
 * instruction PTX has, and a memcpy would go byte by byte). */
static void copy_fields(irgen *g, LLVMTypeRef ty, LLVMValueRef dst, LLVMValueRef src)
{
    LLVMTypeKind kind = LLVMGetTypeKind(ty);
    if (kind != LLVMStructTypeKind && kind != LLVMArrayTypeKind) {
        LLVMBuildStore(g->b, LLVMBuildLoad2(g->b, ty, src, ""), dst);
        return;
    }
    unsigned n = kind == LLVMStructTypeKind ? LLVMCountStructElementTypes(ty) : LLVMGetArrayLength(ty);
    for (unsigned i = 0; i < n; i++) {
        LLVMTypeRef field = kind == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(ty, i) : LLVMGetElementType(ty);
        LLVMValueRef at[2] = {LLVMConstInt(g->i32, 0, 0), LLVMConstInt(g->i32, i, 0)};
        copy_fields(g, field, LLVMBuildInBoundsGEP2(g->b, ty, dst, at, 2, ""),
                    LLVMBuildInBoundsGEP2(g->b, ty, src, at, 2, ""));
    }
}

/* The kernel for one node of !rsl.shaders: !{kind, name, entry, defaults, init, params}. */
static void gen_kernel(irgen *g, LLVMValueRef shader)
{
    LLVMValueRef ops[6];
    if (LLVMGetMDNodeNumOperands(shader) != 6)
        return;
    LLVMGetMDNodeOperands(shader, ops);
    LLVMValueRef entry = ops[2], defaults = ops[3], init = ops[4];
    LLVMTypeRef entry_ty = LLVMGlobalGetValueType(entry);
    LLVMTypeRef params_ty = LLVMGlobalGetValueType(defaults);
    size_t len = 0;
    const char *entry_name = LLVMGetValueName2(entry, &len);
    char name[600];
    snprintf(name, sizeof name, "%s_kernel", entry_name);
    rsl_loc noloc = {NULL, 0, 0};
    if (LLVMGetNamedFunction(g->mod, name)) {
        ir_error(g, noloc, "cannot name the PTX kernel of shader '%s': '%s' is taken", entry_name, name);
        return;
    }

    LLVMTypeRef global_ptr = LLVMPointerTypeInContext(g->ctx, 1);
    LLVMTypeRef param_types[3] = {global_ptr, global_ptr, g->i32};
    LLVMTypeRef kernel_ty = LLVMFunctionType(LLVMVoidTypeInContext(g->ctx), param_types, 3, 0);
    LLVMValueRef kernel = LLVMAddFunction(g->mod, name, kernel_ty);
    LLVMValueRef globals = LLVMGetParam(kernel, 0), params = LLVMGetParam(kernel, 1),
                 count = LLVMGetParam(kernel, 2);
    LLVMSetValueName2(globals, "globals", 7);
    LLVMSetValueName2(params, "params", 6);
    LLVMSetValueName2(count, "count", 5);

    LLVMBasicBlockRef start = LLVMAppendBasicBlockInContext(g->ctx, kernel, "entry");
    LLVMBasicBlockRef shade = LLVMAppendBasicBlockInContext(g->ctx, kernel, "shade");
    LLVMBasicBlockRef copy = LLVMAppendBasicBlockInContext(g->ctx, kernel, "copy_params");
    LLVMBasicBlockRef defaults_bb = LLVMAppendBasicBlockInContext(g->ctx, kernel, "init_params");
    LLVMBasicBlockRef call = LLVMAppendBasicBlockInContext(g->ctx, kernel, "call");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(g->ctx, kernel, "done");

    LLVMPositionBuilderAtEnd(g->b, start);
    LLVMValueRef own = LLVMBuildAlloca(g->b, params_ty, "own_params");
    LLVMValueRef block = special_register(g, "llvm.nvvm.read.ptx.sreg.ctaid.x");
    LLVMValueRef width = special_register(g, "llvm.nvvm.read.ptx.sreg.ntid.x");
    LLVMValueRef thread = special_register(g, "llvm.nvvm.read.ptx.sreg.tid.x");
    LLVMValueRef index = LLVMBuildAdd(g->b, LLVMBuildMul(g->b, block, width, ""), thread, "index");
    /* index is never negative; a negative count shades nothing. */
    LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, index, count, "in_range"), shade, done);

    LLVMPositionBuilderAtEnd(g->b, shade);
    LLVMValueRef wide = LLVMBuildZExt(g->b, index, LLVMInt64TypeInContext(g->ctx), "");
    LLVMValueRef point = LLVMBuildInBoundsGEP2(g->b, g->globals_ty, globals, &wide, 1, "");
    LLVMValueRef point_generic = LLVMBuildAddrSpaceCast(g->b, point, g->ptr, "point");
    LLVMValueRef given = LLVMBuildICmp(g->b, LLVMIntNE, params, LLVMConstNull(global_ptr), "given");
    LLVMBuildCondBr(g->b, given, copy, defaults_bb);

    LLVMPositionBuilderAtEnd(g->b, copy);
    copy_fields(g, params_ty, own, params);
    LLVMBuildBr(g->b, call);

    LLVMPositionBuilderAtEnd(g->b, defaults_bb);
    LLVMValueRef args[2] = {point_generic, own};
    LLVMBuildCall2(g->b, entry_ty, init, args, 2, "");
    LLVMBuildBr(g->b, call);

    LLVMPositionBuilderAtEnd(g->b, call);
    LLVMBuildCall2(g->b, entry_ty, entry, args, 2, "");
    LLVMBuildBr(g->b, done);

    LLVMPositionBuilderAtEnd(g->b, done);
    LLVMBuildRetVoid(g->b);
    mark_kernel(g, kernel);
    /* "name.init" and "name.defaults" are no PTX identifiers, and only the
     * kernel needs them: internal, they are renamed or dropped. */
    LLVMSetLinkage(init, LLVMInternalLinkage);
    LLVMSetLinkage(defaults, LLVMInternalLinkage);
}

void ir_ptx_kernels(irgen *g)
{
    unsigned n = LLVMGetNamedMetadataNumOperands(g->mod, "rsl.shaders");
    LLVMValueRef shaders[n > 0 ? n : 1];
    LLVMGetNamedMetadataOperands(g->mod, "rsl.shaders", shaders);
    for (unsigned i = 0; i < n && !g->failed; i++)
        gen_kernel(g, shaders[i]);
    static const char *const host_written[] = {RSL_PTX_LIGHTS_SYMBOL, RSL_PTX_SPACES_SYMBOL};
    for (size_t i = 0; i < sizeof host_written / sizeof *host_written; i++) {
        LLVMValueRef global = LLVMGetNamedGlobal(g->mod, host_written[i]);
        if (global)
            LLVMSetLinkage(global, LLVMExternalLinkage);
    }
}
