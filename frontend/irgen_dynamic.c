/* IR for the calls sema marks dynamic (dynamic_calls.h): format/concat,
 * printf, match and message passing become calls of the rsl_env_* functions
 * of runtime/rsl_dynamic.h on the host, each given the module's literal
 * table @rsl.strings.  The RPU and PTX have no heap to make strings in, so
 * format, concat and match of values known only at run time are errors
 * there (sema folds those of constants on every target); printf is an error
 * on the RPU, which has no output stream, and goes to CUDA's vprintf on PTX
 * (irgen_ptx_printf.c).  Message passing
 * is a question to the renderer that these targets' glue cannot ask: a
 * warning names the call and the target, and the call is 0. */
#include <string.h>

#include "dynamic_calls.h"
#include "irgen.h"
#include "rsl_dynamic.h"

/* @rsl.strings; irgen.c gives it its contents (and the NULL that ends it)
 * once every string is known, replacing this declaration. */
static LLVMValueRef literal_table(irgen *g)
{
    LLVMValueRef t = LLVMGetNamedGlobal(g->mod, "rsl.strings");
    return t ? t : LLVMAddGlobal(g->mod, g->ptr, "rsl.strings");
}

/* The arguments from `first` on as an array of rsl_dynamic_arg {i32 kind,
 * ptr value}, each value in a temporary (a matrix is one already). */
static LLVMValueRef dynamic_args(irgen *g, rsl_expr *e, int first)
{
    int n = e->nargs - first;
    LLVMTypeRef fields[2] = {g->i32, g->ptr};
    LLVMTypeRef arg_ty = LLVMStructTypeInContext(g->ctx, fields, 2, 0);
    LLVMTypeRef arr_ty = LLVMArrayType(arg_ty, (unsigned)(n > 0 ? n : 1));
    LLVMValueRef arr = ir_alloca(g, arr_ty, "fmt.args");
    for (int i = 0; i < n; i++) {
        rsl_expr *a = e->args[first + i];
        LLVMValueRef v = ir_expr(g, a), where = v;
        if ((int)a->type.kind != RSL_T_MATRIX) {
            where = ir_alloca(g, ir_storage_type(g, a->type), "fmt.arg");
            LLVMBuildStore(g->b, v, where);
        }
        LLVMValueRef idx[3] = {LLVMConstInt(g->i32, 0, 0), LLVMConstInt(g->i32, (unsigned)i, 0),
                               LLVMConstInt(g->i32, 0, 0)};
        LLVMBuildStore(g->b, LLVMConstInt(g->i32, (unsigned)a->type.kind, 0),
                       LLVMBuildGEP2(g->b, arr_ty, arr, idx, 3, ""));
        idx[2] = LLVMConstInt(g->i32, 1, 0);
        LLVMBuildStore(g->b, where, LLVMBuildGEP2(g->b, arr_ty, arr, idx, 3, ""));
    }
    return arr;
}

static int message_function(const char *name)
{
    static const char *const names[] = {
#define RSL_X_(k, s) s,
        RSL_MESSAGE_FUNCTIONS(RSL_X_)
#undef RSL_X_
    };
    for (int i = 0; i < RSL_MSG_COUNT; i++)
        if (strcmp(names[i], name) == 0)
            return i;
    return -1;
}

/* surface(name, var), ...: the variable's type and address go to the glue. */
static LLVMValueRef message(irgen *g, rsl_expr *e)
{
    if (strcmp(g->target, "host") != 0) {
        rsl_diag_warning(g->diag, e->loc, "message passing ('%s') is not available on target %s: it returns 0",
                         e->name, g->target);
        return ir_zero(g, RSL_T_FLOAT);
    }
    rsl_type t = e->args[1]->type;
    LLVMValueRef args[7] = {
        g->globals,
        literal_table(g),
        LLVMConstInt(g->i32, (unsigned)message_function(e->name), 0),
        ir_expr(g, e->args[0]),
        LLVMConstInt(g->i32, (unsigned)t.kind, 0),
        LLVMConstInt(g->i32, t.array_len == RSL_NOT_ARRAY ? 1u : (unsigned)t.array_len, 0),
        ir_address(g, e->args[1]),
    };
    LLVMValueRef r = ir_runtime_call(g, e->loc, "rsl_env_message", args, 7);
    return r ? r : ir_zero(g, RSL_T_FLOAT);
}

LLVMValueRef ir_dynamic_call(irgen *g, rsl_expr *e)
{
    if (e->dynamic_call == RSL_DYN_MESSAGE)
        return message(g, e);
    if (e->dynamic_call >= RSL_DYN_RESIZE)
        return ir_resizable_call(g, e);
    if (strcmp(g->target, "ptx") == 0 && e->dynamic_call == RSL_DYN_PRINTF)
        return ir_ptx_printf(g, e);
    if (strcmp(g->target, "host") != 0) {
        /* of constants, sema folded them (sema_string_fold.c) */
        const char *what = e->dynamic_call == RSL_DYN_PRINTF  ? "run-time printing"
                           : e->dynamic_call == RSL_DYN_MATCH ? "run-time regular expression matching"
                                                              : "run-time string formatting";
        ir_error(g, e->loc, "%s (%s) is not supported by the %s target", what, e->name, g->target);
        return (int)e->type.kind == RSL_T_VOID ? NULL : ir_zero(g, (int)e->type.kind); /* printf has no value */
    }
    LLVMValueRef r = NULL;
    if (e->dynamic_call == RSL_DYN_MATCH) {
        LLVMValueRef args[3] = {literal_table(g), ir_expr(g, e->args[0]), ir_expr(g, e->args[1])};
        r = ir_runtime_call(g, e->loc, "rsl_env_match", args, 3);
    } else {
        LLVMValueRef args[4] = {literal_table(g), ir_expr(g, e->args[0]),
                                LLVMConstInt(g->i32, (unsigned)(e->nargs - 1), 0), dynamic_args(g, e, 1)};
        r = ir_runtime_call(g, e->loc, e->dynamic_call == RSL_DYN_PRINTF ? "rsl_env_printf" : "rsl_env_format", args,
                            4);
    }
    if ((int)e->type.kind == RSL_T_VOID)
        return NULL;
    return r ? r : ir_zero(g, (int)e->type.kind);
}
