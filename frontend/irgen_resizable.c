/* IR for resizable arrays (`float a[];` as a local, runtime/rsl_dynamic.h):
 * the variable's storage is a header {ptr data, i32 length, i32 capacity};
 * its elements are reached through `data` (ir_address), resize/push/pop go
 * to the host glue, arraylength reads `length`.  Headers are zeroed when
 * the function starts and freed when it returns, and a declaration empties
 * its array, so nothing leaks whatever path runs.  The RPU and PTX have no
 * heap: a resizable array is an error there. */
#include <llvm-c/Target.h>
#include <stdlib.h>
#include <string.h>

#include "dynamic_calls.h"
#include "irgen.h"

static LLVMTypeRef header_type(irgen *g)
{
    LLVMTypeRef fields[3] = {g->ptr, g->i32, g->i32};
    return LLVMStructTypeInContext(g->ctx, fields, 3, 0);
}

static LLVMTypeRef element_type(irgen *g, rsl_type t)
{
    t.array_len = RSL_NOT_ARRAY;
    return ir_storage_type(g, t);
}

static LLVMValueRef element_size(irgen *g, rsl_type t)
{
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(g->mod);
    return LLVMConstInt(g->i32, LLVMABISizeOfType(td, element_type(g, t)), 0);
}

void ir_declare_resizable(irgen *g, rsl_var *v)
{
    v->ir_value = ir_alloca(g, header_type(g), v->name);
    if (strcmp(g->target, "host") != 0) {
        ir_error(g, v->loc, "resizable array '%s' is not available on target %s: it needs dynamic memory, which only "
                            "the host has", v->name, g->target);
        return;
    }
    if (g->nresizables == g->cap_resizables) {
        g->cap_resizables = g->cap_resizables ? 2 * g->cap_resizables : 8;
        g->resizables = realloc(g->resizables, (size_t)g->cap_resizables * sizeof *g->resizables);
        if (!g->resizables)
            abort();
    }
    g->resizables[g->nresizables++] = v->ir_value;
    LLVMValueRef arg = v->ir_value;
    ir_runtime_call(g, v->loc, "rsl_env_array_free", &arg, 1);
}

void ir_finish_resizables(irgen *g)
{
    LLVMBuilderRef b = LLVMCreateBuilderInContext(g->ctx);
    for (int i = 0; i < g->nresizables; i++) {
        LLVMPositionBuilderAtEnd(b, g->entry);
        LLVMBuildStore(b, LLVMConstNull(header_type(g)), g->resizables[i]);
        LLVMValueRef ret = LLVMGetBasicBlockTerminator(g->ret_block);
        LLVMPositionBuilderBefore(b, ret);
        LLVMValueRef fn = LLVMGetNamedFunction(g->mod, "rsl_env_array_free");
        LLVMBuildCall2(b, LLVMGlobalGetValueType(fn), fn, &g->resizables[i], 1, "");
    }
    LLVMDisposeBuilder(b);
    g->nresizables = 0;
}

LLVMValueRef ir_resizable_data(irgen *g, rsl_var *v)
{
    LLVMValueRef field = LLVMBuildStructGEP2(g->b, header_type(g), v->ir_value, 0, "");
    return LLVMBuildLoad2(g->b, g->ptr, field, v->name);
}

/* An index outside [0, length) is clamped into it, and an empty array's
 * element is a zeroed temporary: a shader's bad index reads or writes an
 * element of its own, never memory past the allocation. */
LLVMValueRef ir_resizable_element(irgen *g, rsl_var *v, LLVMValueRef i)
{
    LLVMTypeRef et = element_type(g, v->type);
    LLVMValueRef len = LLVMBuildLoad2(g->b, g->i32, LLVMBuildStructGEP2(g->b, header_type(g), v->ir_value, 1, ""), "");
    LLVMValueRef zero = LLVMConstInt(g->i32, 0, 0), last = LLVMBuildSub(g->b, len, LLVMConstInt(g->i32, 1, 0), "");
    i = LLVMBuildSelect(g->b, LLVMBuildICmp(g->b, LLVMIntSGT, i, last, ""), last, i, "");
    i = LLVMBuildSelect(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, i, zero, ""), zero, i, "");
    LLVMValueRef elem = LLVMBuildGEP2(g->b, et, ir_resizable_data(g, v), &i, 1, "elem");
    LLVMValueRef spare = ir_alloca(g, et, "no.elem");
    LLVMBuildStore(g->b, LLVMConstNull(et), spare);
    return LLVMBuildSelect(g->b, LLVMBuildICmp(g->b, LLVMIntEQ, len, zero, ""), spare, elem, "");
}

LLVMValueRef ir_array_length(irgen *g, const rsl_expr *a)
{
    if (a->type.array_len != RSL_UNSIZED_ARRAY)
        return LLVMConstReal(g->f32, a->type.array_len);
    const rsl_var *v = a->var; /* sema allows only a resizable local or an unsized parameter here */
    if (v->ir_length)
        return v->ir_length;
    if (strcmp(g->target, "host") != 0) /* reported at the declaration */
        return LLVMConstReal(g->f32, 0);
    LLVMValueRef len =
        LLVMBuildLoad2(g->b, g->i32, LLVMBuildStructGEP2(g->b, header_type(g), v->ir_value, 1, ""), "len");
    return LLVMBuildSIToFP(g->b, len, g->f32, "");
}

LLVMValueRef ir_resizable_call(irgen *g, rsl_expr *e)
{
    rsl_var *v = e->args[0]->var;
    rsl_type t = v->type;
    if (e->dynamic_call == RSL_DYN_LENGTH)
        return ir_array_length(g, e->args[0]);
    if (strcmp(g->target, "host") != 0) /* reported at the declaration */
        return (int)e->type.kind == RSL_T_VOID ? NULL : ir_zero(g, (int)e->type.kind);
    LLVMValueRef hdr = v->ir_value;
    switch (e->dynamic_call) {
    case RSL_DYN_RESIZE: {
        LLVMValueRef args[3] = {hdr, element_size(g, t), ir_expr(g, e->args[1])};
        ir_runtime_call(g, e->loc, "rsl_env_array_resize", args, 3);
        return NULL;
    }
    case RSL_DYN_PUSH: {
        rsl_type et = t;
        et.array_len = RSL_NOT_ARRAY;
        LLVMValueRef value = ir_expr(g, e->args[1]); /* before the push: it may read the array */
        LLVMValueRef args[2] = {hdr, element_size(g, t)};
        LLVMValueRef slot = ir_runtime_call(g, e->loc, "rsl_env_array_push", args, 2);
        if (slot)
            ir_store(g, et, value, slot);
        return NULL;
    }
    default: { /* pop: the value is copied out before anything can change the array */
        LLVMValueRef args[2] = {hdr, element_size(g, t)};
        LLVMValueRef slot = ir_runtime_call(g, e->loc, "rsl_env_array_pop", args, 2);
        if (!slot)
            return ir_zero(g, (int)e->type.kind);
        if ((int)t.kind == RSL_T_MATRIX) {
            LLVMValueRef copy = ir_alloca(g, g->mat, "popped");
            LLVMBuildStore(g->b, LLVMBuildLoad2(g->b, g->mat, slot, ""), copy);
            return copy;
        }
        return LLVMBuildLoad2(g->b, element_type(g, t), slot, "popped");
    }
    }
}
