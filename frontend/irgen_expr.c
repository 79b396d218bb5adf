/* IR generation of expressions: operators, calls of builtins, user functions
 * and unsupported features, conversions and coordinate-system casts. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dynamic_calls.h"
#include "irgen.h"
#include "typerules.h"

LLVMValueRef ir_string(irgen *g, int id)
{
    return LLVMConstInt(g->i32, (unsigned long long)id, 0);
}

LLVMValueRef ir_const_vec(irgen *g, float x, float y, float z)
{
    LLVMValueRef c[3] = {LLVMConstReal(g->f32, x), LLVMConstReal(g->f32, y), LLVMConstReal(g->f32, z)};
    return LLVMConstVector(c, 3);
}

static LLVMValueRef new_matrix(irgen *g)
{
    return ir_alloca(g, g->mat, "mtmp");
}

/* A matrix with v on the diagonal (RSL's float to matrix). */
static LLVMValueRef diagonal_matrix(irgen *g, LLVMValueRef v)
{
    LLVMValueRef m = new_matrix(g);
    LLVMValueRef zero = LLVMConstReal(g->f32, 0);
    LLVMValueRef agg = LLVMGetUndef(g->mat);
    for (unsigned i = 0; i < 16; i++)
        agg = LLVMBuildInsertValue(g->b, agg, i % 5 == 0 ? v : zero, i, "");
    LLVMBuildStore(g->b, agg, m);
    return m;
}

LLVMValueRef ir_zero(irgen *g, int kind)
{
    if (kind == RSL_T_MATRIX)
        return diagonal_matrix(g, LLVMConstReal(g->f32, 0));
    return LLVMConstNull(ir_value_type(g, kind));
}

static LLVMValueRef splat(irgen *g, LLVMValueRef f)
{
    LLVMValueRef v = LLVMBuildInsertElement(g->b, LLVMGetUndef(g->v3), f, LLVMConstInt(g->i32, 0, 0), "");
    LLVMValueRef mask = LLVMConstNull(LLVMVectorType(g->i32, 3));
    return LLVMBuildShuffleVector(g->b, v, LLVMGetUndef(g->v3), mask, "splat");
}

static LLVMValueRef extract(irgen *g, LLVMValueRef v, unsigned i)
{
    return LLVMBuildExtractElement(g->b, v, LLVMConstInt(g->i32, i, 0), "");
}

static LLVMValueRef dot(irgen *g, LLVMValueRef a, LLVMValueRef b)
{
    LLVMValueRef m = LLVMBuildFMul(g->b, a, b, "");
    LLVMValueRef s = LLVMBuildFAdd(g->b, extract(g, m, 0), extract(g, m, 1), "");
    return LLVMBuildFAdd(g->b, s, extract(g, m, 2), "dot");
}

static LLVMValueRef shuffle(irgen *g, LLVMValueRef v, unsigned i, unsigned j, unsigned k)
{
    LLVMValueRef idx[3] = {LLVMConstInt(g->i32, i, 0), LLVMConstInt(g->i32, j, 0), LLVMConstInt(g->i32, k, 0)};
    return LLVMBuildShuffleVector(g->b, v, LLVMGetUndef(g->v3), LLVMConstVector(idx, 3), "");
}

static LLVMValueRef cross(irgen *g, LLVMValueRef a, LLVMValueRef b)
{
    LLVMValueRef l = LLVMBuildFMul(g->b, shuffle(g, a, 1, 2, 0), shuffle(g, b, 2, 0, 1), "");
    LLVMValueRef r = LLVMBuildFMul(g->b, shuffle(g, a, 2, 0, 1), shuffle(g, b, 1, 2, 0), "");
    return LLVMBuildFSub(g->b, l, r, "cross");
}

LLVMValueRef ir_runtime_call(irgen *g, rsl_loc loc, const char *c_name, LLVMValueRef *args, int nargs)
{
    LLVMValueRef fn = LLVMGetNamedFunction(g->mod, c_name);
    if (!fn) {
        ir_error(g, loc, "internal error: the runtime lacks '%s'", c_name);
        return NULL;
    }
    LLVMTypeRef ty = LLVMGlobalGetValueType(fn);
    if ((int)LLVMCountParamTypes(ty) != nargs) {
        ir_error(g, loc, "internal error: runtime function '%s' takes %u arguments, not %d", c_name,
                 LLVMCountParamTypes(ty), nargs);
        return NULL;
    }
    bool is_void = LLVMGetTypeKind(LLVMGetReturnType(ty)) == LLVMVoidTypeKind;
    return LLVMBuildCall2(g->b, ty, fn, args, (unsigned)nargs, is_void ? "" : c_name + 4);
}

/* Calls the builtin whose C name is c_name, prepending the globals pointer
 * when its row in the table says it takes them. */
static LLVMValueRef call_runtime_builtin(irgen *g, rsl_loc loc, const char *c_name, LLVMValueRef *args, int nargs)
{
    LLVMValueRef full[RSL_BUILTIN_MAX_PARAMS + 2];
    int n = 0;
    for (int i = 0; i < rsl_builtin_count; i++)
        if (strcmp(rsl_builtins[i].c_name, c_name) == 0 && (rsl_builtins[i].flags & RSL_BUILTIN_GLOBALS))
            full[n++] = g->globals;
    for (int i = 0; i < nargs && n < RSL_BUILTIN_MAX_PARAMS + 2; i++)
        full[n++] = args[i];
    return ir_runtime_call(g, loc, c_name, full, n);
}

/* A conversion of v from kind `from` to kind `to` (sema decided it is legal). */
static LLVMValueRef convert(irgen *g, LLVMValueRef v, int from, int to)
{
    if (from == to || (rsl_kind_is_triple(from) && rsl_kind_is_triple(to)))
        return v;
    if (from == RSL_T_FLOAT && rsl_kind_is_triple(to))
        return splat(g, v);
    if (from == RSL_T_FLOAT && to == RSL_T_MATRIX)
        return diagonal_matrix(g, v);
    return v;
}

/* point "world" (...) and friends: the value is in the named space and comes
 * back in "current" (colors: in the named color space, back to "rgb"). */
static LLVMValueRef cast_from_space(irgen *g, rsl_expr *e, LLVMValueRef v)
{
    LLVMValueRef space = ir_string(g, e->string_id);
    int k = (int)e->type.kind;
    if (k == RSL_T_COLOR)
        ir_check_color_space(g, e->loc, e->string_id);
    else
        ir_check_space_id(g, e->loc, e->string_id);
    if (k == RSL_T_MATRIX) {
        LLVMValueRef m = new_matrix(g), out = new_matrix(g);
        LLVMValueRef a1[3] = {g->globals, space, m};
        ir_runtime_call(g, e->loc, "rsl_env_space_matrix", a1, 3);
        LLVMValueRef a2[3] = {out, v, m};
        call_runtime_builtin(g, e->loc, "rsl_op_mul__m_mm", a2, 3);
        return out;
    }
    const char *fn = k == RSL_T_POINT    ? "rsl_transform__p_ssp"
                     : k == RSL_T_VECTOR ? "rsl_vtransform__v_ssv"
                     : k == RSL_T_NORMAL ? "rsl_ntransform__n_ssn"
                                         : "rsl_ctransform__c_ssc";
    LLVMValueRef to = ir_string(g, k == RSL_T_COLOR ? RSL_STR_RGB : RSL_STR_CURRENT);
    LLVMValueRef args[3] = {space, to, v};
    LLVMValueRef r = call_runtime_builtin(g, e->loc, fn, args, 3);
    return r ? r : v;
}

LLVMValueRef ir_condition(irgen *g, rsl_expr *e)
{
    LLVMValueRef v = ir_expr(g, e);
    if ((int)e->type.kind == RSL_T_FLOAT)
        return LLVMBuildFCmp(g->b, LLVMRealUNE, v, LLVMConstReal(g->f32, 0), "tobool");
    return v;
}

/* a && b, a || b with RSL's (C's) short circuit. */
static LLVMValueRef logical(irgen *g, rsl_expr *e)
{
    bool is_and = e->op == RSL_OP_AND;
    LLVMValueRef l = ir_condition(g, e->a);
    LLVMBasicBlockRef from = LLVMGetInsertBlock(g->b);
    LLVMValueRef fn = g->fi->fn;
    LLVMBasicBlockRef rhs = LLVMAppendBasicBlockInContext(g->ctx, fn, is_and ? "and.rhs" : "or.rhs");
    LLVMBasicBlockRef end = LLVMAppendBasicBlockInContext(g->ctx, fn, is_and ? "and.end" : "or.end");
    if (is_and)
        LLVMBuildCondBr(g->b, l, rhs, end);
    else
        LLVMBuildCondBr(g->b, l, end, rhs);
    LLVMPositionBuilderAtEnd(g->b, rhs);
    LLVMValueRef r = ir_condition(g, e->b);
    LLVMBasicBlockRef rhs_end = LLVMGetInsertBlock(g->b);
    LLVMBuildBr(g->b, end);
    LLVMPositionBuilderAtEnd(g->b, end);
    LLVMValueRef phi = LLVMBuildPhi(g->b, g->i1, is_and ? "and" : "or");
    LLVMValueRef vals[2] = {LLVMConstInt(g->i1, is_and ? 0 : 1, 0), r};
    LLVMBasicBlockRef blocks[2] = {from, rhs_end};
    LLVMAddIncoming(phi, vals, blocks, 2);
    return phi;
}

static LLVMValueRef compare(irgen *g, enum rsl_op op, int kind, LLVMValueRef l, LLVMValueRef r, rsl_loc loc)
{
    bool eq = op == RSL_OP_EQ;
    switch (kind) {
    case RSL_T_STRING: return LLVMBuildICmp(g->b, eq ? LLVMIntEQ : LLVMIntNE, l, r, "");
    case RSL_T_MATRIX: {
        LLVMValueRef args[2] = {l, r};
        LLVMValueRef f = call_runtime_builtin(g, loc, eq ? "rsl_op_eq__f_mm" : "rsl_op_ne__f_mm", args, 2);
        return f ? LLVMBuildFCmp(g->b, LLVMRealUNE, f, LLVMConstReal(g->f32, 0), "") : LLVMConstInt(g->i1, 0, 0);
    }
    case RSL_T_FLOAT: {
        LLVMRealPredicate p = op == RSL_OP_LT   ? LLVMRealOLT
                              : op == RSL_OP_LE ? LLVMRealOLE
                              : op == RSL_OP_GT ? LLVMRealOGT
                              : op == RSL_OP_GE ? LLVMRealOGE
                              : eq              ? LLVMRealOEQ
                                                : LLVMRealUNE;
        return LLVMBuildFCmp(g->b, p, l, r, "");
    }
    default: {
        /* Triples are equal when every component is. */
        LLVMValueRef c = LLVMBuildFCmp(g->b, eq ? LLVMRealOEQ : LLVMRealUNE, l, r, "");
        LLVMValueRef c0 = extract(g, c, 0), c1 = extract(g, c, 1), c2 = extract(g, c, 2);
        if (eq)
            return LLVMBuildAnd(g->b, LLVMBuildAnd(g->b, c0, c1, ""), c2, "");
        return LLVMBuildOr(g->b, LLVMBuildOr(g->b, c0, c1, ""), c2, "");
    }
    }
}

/* l op r on values of the same representation (sema inserted the promotions). */
static LLVMValueRef arith(irgen *g, enum rsl_op op, rsl_type lt, rsl_type rt, LLVMValueRef l, LLVMValueRef r,
                          rsl_loc loc)
{
    if ((int)lt.kind == RSL_T_MATRIX) {
        LLVMValueRef out = new_matrix(g);
        LLVMValueRef args[3] = {out, l, r};
        call_runtime_builtin(g, loc, op == RSL_OP_DIV ? "rsl_op_div__m_mm" : "rsl_op_mul__m_mm", args, 3);
        return out;
    }
    (void)rt;
    switch (op) {
    case RSL_OP_ADD: return LLVMBuildFAdd(g->b, l, r, "");
    case RSL_OP_SUB: return LLVMBuildFSub(g->b, l, r, "");
    case RSL_OP_MUL: return LLVMBuildFMul(g->b, l, r, "");
    case RSL_OP_DIV: return LLVMBuildFDiv(g->b, l, r, "");
    case RSL_OP_DOT: return dot(g, l, r);
    case RSL_OP_CROSS: return cross(g, l, r);
    default: return l;
    }
}

static LLVMValueRef binary(irgen *g, rsl_expr *e)
{
    if (e->op == RSL_OP_AND || e->op == RSL_OP_OR)
        return logical(g, e);
    LLVMValueRef l = ir_expr(g, e->a), r = ir_expr(g, e->b);
    if ((int)e->type.kind == RSL_T_BOOL)
        return compare(g, e->op, (int)e->a->type.kind, l, r, e->loc);
    return arith(g, e->op, e->a->type, e->b->type, l, r, e->loc);
}

static LLVMValueRef conditional(irgen *g, rsl_expr *e)
{
    LLVMValueRef c = ir_condition(g, e->a);
    LLVMValueRef fn = g->fi->fn;
    LLVMBasicBlockRef bt = LLVMAppendBasicBlockInContext(g->ctx, fn, "cond.true");
    LLVMBasicBlockRef bf = LLVMAppendBasicBlockInContext(g->ctx, fn, "cond.false");
    LLVMBasicBlockRef end = LLVMAppendBasicBlockInContext(g->ctx, fn, "cond.end");
    LLVMBuildCondBr(g->b, c, bt, bf);
    LLVMPositionBuilderAtEnd(g->b, bt);
    LLVMValueRef vt = ir_expr(g, e->b);
    bt = LLVMGetInsertBlock(g->b);
    LLVMBuildBr(g->b, end);
    LLVMPositionBuilderAtEnd(g->b, bf);
    LLVMValueRef vf = ir_expr(g, e->c);
    bf = LLVMGetInsertBlock(g->b);
    LLVMBuildBr(g->b, end);
    LLVMPositionBuilderAtEnd(g->b, end);
    LLVMValueRef phi = LLVMBuildPhi(g->b, LLVMTypeOf(vt), "cond");
    LLVMValueRef vals[2] = {vt, vf};
    LLVMBasicBlockRef blocks[2] = {bt, bf};
    LLVMAddIncoming(phi, vals, blocks, 2);
    return phi;
}

LLVMValueRef ir_address(irgen *g, rsl_expr *e)
{
    if (e->kind == RSL_E_INDEX && e->a->kind == RSL_E_IDENT && rsl_var_is_resizable(e->a->var))
        return ir_resizable_element(g, e->a->var, LLVMBuildFPToSI(g->b, ir_expr(g, e->b), g->i32, "idx"));
    if (e->kind == RSL_E_INDEX) {
        LLVMValueRef base = ir_address(g, e->a);
        LLVMValueRef i = LLVMBuildFPToSI(g->b, ir_expr(g, e->b), g->i32, "idx");
        LLVMValueRef idx[2] = {LLVMConstInt(g->i32, 0, 0), i};
        return LLVMBuildGEP2(g->b, ir_storage_type(g, e->a->type), base, idx, 2, "elem");
    }
    if (e->global >= 0)
        return LLVMBuildStructGEP2(g->b, g->globals_ty, g->globals, (unsigned)e->global, e->name);
    if (rsl_var_is_resizable(e->var))
        return ir_resizable_data(g, e->var);
    return (LLVMValueRef)e->var->ir_value;
}

void ir_store(irgen *g, rsl_type t, LLVMValueRef v, LLVMValueRef ptr)
{
    if (t.array_len != RSL_NOT_ARRAY || (int)t.kind == RSL_T_MATRIX) {
        LLVMTypeRef ty = ir_storage_type(g, t);
        LLVMBuildStore(g->b, LLVMBuildLoad2(g->b, ty, v, ""), ptr);
        return;
    }
    LLVMBuildStore(g->b, v, ptr);
}

static LLVMValueRef load(irgen *g, rsl_type t, LLVMValueRef ptr, const char *name)
{
    if (t.array_len != RSL_NOT_ARRAY || (int)t.kind == RSL_T_MATRIX)
        return ptr;
    return LLVMBuildLoad2(g->b, ir_storage_type(g, t), ptr, name);
}

static LLVMValueRef assign(irgen *g, rsl_expr *e)
{
    LLVMValueRef rhs = ir_expr(g, e->b);
    LLVMValueRef ptr = ir_address(g, e->a);
    rsl_type t = e->a->type;
    if (e->op != RSL_OP_ASSIGN) {
        static const enum rsl_op base[] = {[RSL_OP_ADD_ASSIGN] = RSL_OP_ADD, [RSL_OP_SUB_ASSIGN] = RSL_OP_SUB,
                                           [RSL_OP_MUL_ASSIGN] = RSL_OP_MUL, [RSL_OP_DIV_ASSIGN] = RSL_OP_DIV};
        LLVMValueRef old = load(g, t, ptr, "");
        rhs = arith(g, base[e->op], t, e->b->type, old, rhs, e->loc);
    }
    ir_store(g, t, rhs, ptr);
    return (int)t.kind == RSL_T_MATRIX || t.array_len != RSL_NOT_ARRAY ? ptr : rhs;
}

/* An argument for a parameter passed by pointer: a temporary copy of the value. */
static LLVMValueRef by_pointer(irgen *g, rsl_expr *arg, bool output)
{
    if (output)
        return ir_address(g, arg);
    LLVMValueRef v = ir_expr(g, arg);
    if ((int)arg->type.kind == RSL_T_MATRIX || arg->type.array_len != RSL_NOT_ARRAY)
        return v; /* already in memory; callees copy what they change */
    LLVMValueRef tmp = ir_alloca(g, ir_storage_type(g, arg->type), "arg");
    LLVMBuildStore(g->b, v, tmp);
    return tmp;
}

LLVMValueRef ir_value_array(irgen *g, LLVMValueRef *v, int n, bool triple, const char *name)
{
    /* Triples go in as 4 lanes, the last undefined, as C copies a float3:
     * same layout, and no padding lane to define (on the RPU the array
     * lives in registers).  All values are computed before the stores, so
     * the array is live only from there to the call. */
    LLVMTypeRef ety = triple ? LLVMVectorType(g->f32, 4) : g->f32;
    LLVMTypeRef aty = LLVMArrayType(ety, (unsigned)n);
    LLVMValueRef a = ir_alloca(g, aty, name);
    for (int i = 0; i < n; i++) {
        LLVMValueRef x = v[i];
        if (triple) {
            LLVMValueRef lanes[4] = {LLVMConstInt(g->i32, 0, 0), LLVMConstInt(g->i32, 1, 0),
                                     LLVMConstInt(g->i32, 2, 0), LLVMGetUndef(g->i32)};
            x = LLVMBuildShuffleVector(g->b, x, LLVMGetPoison(g->v3), LLVMConstVector(lanes, 4), "");
        }
        LLVMValueRef idx[2] = {LLVMConstInt(g->i32, 0, 0), LLVMConstInt(g->i32, (unsigned)i, 0)};
        LLVMBuildStore(g->b, x, LLVMBuildGEP2(g->b, aty, a, idx, 2, ""));
    }
    return a;
}

/* spline: basis, x, then the knots as (pointer, count): a knot array as it
 * is, a list stored into a temporary array first. */
static LLVMValueRef call_spline(irgen *g, rsl_expr *e)
{
    rsl_expr *k = e->args[2];
    LLVMValueRef args[4] = {ir_expr(g, e->args[0]), ir_expr(g, e->args[1]), NULL, NULL};
    int n;
    if (k->type.array_len != RSL_NOT_ARRAY) {
        n = k->type.array_len;
        args[2] = ir_expr(g, k);
        if (n == RSL_UNSIZED_ARRAY) { /* a parameter's length, passed beside it */
            args[3] = LLVMBuildFPToSI(g->b, ir_array_length(g, k), g->i32, "nknots");
            LLVMValueRef r = ir_runtime_call(g, e->loc, e->builtin->c_name, args, 4);
            return r ? r : ir_zero(g, (int)e->type.kind);
        }
    } else {
        n = e->nargs - 2;
        LLVMValueRef *v = malloc(sizeof *v * (size_t)n);
        if (!v)
            abort();
        for (int i = 0; i < n; i++)
            v[i] = ir_expr(g, e->args[2 + i]);
        args[2] = ir_value_array(g, v, n, e->type.kind != RSL_T_FLOAT, "knots");
        free(v);
    }
    args[3] = LLVMConstInt(g->i32, (unsigned)n, 0);
    LLVMValueRef r = ir_runtime_call(g, e->loc, e->builtin->c_name, args, 4);
    return r ? r : ir_zero(g, (int)e->type.kind);
}

static LLVMValueRef call_builtin(irgen *g, rsl_expr *e)
{
    const rsl_builtin_sig *b = e->builtin;
    if (b->flags & RSL_BUILTIN_KNOTS)
        return call_spline(g, e);
    if (strcmp(b->rsl_name, "bump") == 0) /* runtime/texture.c */
        rsl_diag_warning(g->diag, e->loc, "'bump' reads a bump map, a texture file, which the %s target does not "
                         "read: it leaves the normal unchanged", g->target);
    ir_check_space_args(g, e);
    LLVMValueRef args[RSL_BUILTIN_MAX_PARAMS + 2];
    int n = 0;
    LLVMValueRef out = NULL;
    if (b->flags & RSL_BUILTIN_GLOBALS)
        args[n++] = g->globals;
    if (b->flags & RSL_BUILTIN_MATRIX_OUT)
        args[n++] = out = new_matrix(g);
    for (int i = 0; i < e->nargs; i++) {
        bool output = (b->params[i] & RSL_PARAM_OUT) != 0;
        args[n++] = output ? by_pointer(g, e->args[i], true) : ir_expr(g, e->args[i]);
    }
    LLVMValueRef r = ir_runtime_call(g, e->loc, b->c_name, args, n);
    if (!r)
        return ir_zero(g, (int)e->type.kind);
    return out ? out : r;
}

static LLVMValueRef call_user(irgen *g, rsl_expr *e)
{
    ir_func *callee = e->callee->ir_func;
    rsl_func *f = e->callee;
    int max = 2 * (e->nargs + callee->ncaptures) + 2;
    LLVMValueRef args[max > 0 ? max : 1];
    int n = 0;
    LLVMValueRef out = NULL;
    if (callee->needs_globals)
        args[n++] = g->globals;
    if ((int)f->ret.kind == RSL_T_MATRIX)
        args[n++] = out = new_matrix(g);
    for (int i = 0; i < e->nargs; i++) {
        rsl_var *p = f->params[i];
        bool pointer = p->is_output || (int)p->type.kind == RSL_T_MATRIX || p->type.array_len != RSL_NOT_ARRAY;
        args[n++] = pointer ? by_pointer(g, e->args[i], p->is_output) : ir_expr(g, e->args[i]);
        if (ir_passes_length(p))
            args[n++] = ir_array_length(g, e->args[i]);
    }
    for (int i = 0; i < callee->ncaptures; i++) {
        args[n++] = (LLVMValueRef)callee->captures[i]->ir_value;
        if (ir_passes_length(callee->captures[i]))
            args[n++] = (LLVMValueRef)callee->captures[i]->ir_length;
    }
    bool is_void = LLVMGetTypeKind(LLVMGetReturnType(callee->type)) == LLVMVoidTypeKind;
    LLVMValueRef r = LLVMBuildCall2(g->b, callee->type, callee->fn, args, (unsigned)n, is_void ? "" : f->name);
    return out ? out : r;
}

/* A call of something no target runs (message passing, ...): the glue reports
 * it and the shader goes on with zeros. */
static LLVMValueRef call_unsupported(irgen *g, rsl_expr *e)
{
    rsl_diag_warning(g->diag, e->loc, "'%s' is not supported by the %s target: it gives 0", e->name, g->target);
    LLVMValueRef args[2] = {g->globals, ir_string(g, e->string_id)};
    ir_runtime_call(g, e->loc, "rsl_env_unsupported", args, 2);
    if ((int)e->type.kind == RSL_T_VOID)
        return NULL;
    return ir_zero(g, (int)e->type.kind);
}

static LLVMValueRef triple(irgen *g, rsl_expr *e)
{
    LLVMValueRef v = LLVMGetUndef(g->v3);
    for (unsigned i = 0; i < 3; i++)
        v = LLVMBuildInsertElement(g->b, v, ir_expr(g, e->args[i]), LLVMConstInt(g->i32, i, 0), "");
    return v;
}

static LLVMValueRef matrix(irgen *g, rsl_expr *e)
{
    LLVMValueRef m = new_matrix(g);
    LLVMValueRef agg = LLVMGetUndef(g->mat);
    for (unsigned i = 0; i < 16; i++)
        agg = LLVMBuildInsertValue(g->b, agg, ir_expr(g, e->args[i]), i, "");
    LLVMBuildStore(g->b, agg, m);
    return m;
}

LLVMValueRef ir_expr(irgen *g, rsl_expr *e)
{
    switch (e->kind) {
    case RSL_E_NUM: return LLVMConstReal(g->f32, e->num);
    case RSL_E_STR: return ir_string(g, e->string_id);
    case RSL_E_IDENT: return load(g, e->type, ir_address(g, e), e->name);
    case RSL_E_UNARY:
        if (e->op == RSL_OP_NOT)
            return LLVMBuildNot(g->b, ir_condition(g, e->a), "not");
        return LLVMBuildFNeg(g->b, ir_expr(g, e->a), "neg");
    case RSL_E_BINARY: return binary(g, e);
    case RSL_E_COND: return conditional(g, e);
    case RSL_E_ASSIGN: return assign(g, e);
    case RSL_E_CALL:
        if (e->env_call)
            return ir_env_call(g, e);
        if (e->builtin)
            return call_builtin(g, e);
        if (e->callee)
            return call_user(g, e);
        if (e->dynamic_call)
            return ir_dynamic_call(g, e);
        return call_unsupported(g, e);
    case RSL_E_CAST: {
        LLVMValueRef v = convert(g, ir_expr(g, e->a), (int)e->a->type.kind, (int)e->type.kind);
        return e->space ? cast_from_space(g, e, v) : v;
    }
    case RSL_E_TRIPLE: return triple(g, e);
    case RSL_E_MATRIX: return matrix(g, e);
    case RSL_E_INDEX: return load(g, e->type, ir_address(g, e), "");
    case RSL_E_ARRAY_INIT: break; /* declarations store the elements themselves */
    }
    ir_error(g, e->loc, "internal error: unexpected expression");
    return ir_zero(g, RSL_T_FLOAT);
}

/* ---- Constants (the defaults constant of a shader) ------------------------------ */
static bool const_float(const rsl_expr *e, double *out)
{
    if (e->kind == RSL_E_NUM) {
        *out = e->num;
        return true;
    }
    if (e->kind == RSL_E_UNARY && e->op == RSL_OP_NEG && const_float(e->a, out)) {
        *out = -*out;
        return true;
    }
    return false;
}

LLVMValueRef ir_constant(irgen *g, rsl_expr *e, rsl_type t)
{
    if (t.array_len != RSL_NOT_ARRAY) {
        if (e->kind != RSL_E_ARRAY_INIT || e->nargs != t.array_len)
            return NULL;
        rsl_type et = t;
        et.array_len = RSL_NOT_ARRAY;
        LLVMValueRef elems[e->nargs > 0 ? e->nargs : 1];
        for (int i = 0; i < e->nargs; i++)
            if (!(elems[i] = ir_constant(g, e->args[i], et)))
                return NULL;
        return LLVMConstArray(ir_storage_type(g, et), elems, (unsigned)e->nargs);
    }
    double x;
    if (e->kind == RSL_E_CAST && e->space)
        return NULL;
    if (e->kind == RSL_E_CAST)
        return ir_constant(g, e->a, t);
    switch ((int)t.kind) {
    case RSL_T_STRING: return e->kind == RSL_E_STR ? ir_string(g, e->string_id) : NULL;
    case RSL_T_FLOAT: return const_float(e, &x) ? LLVMConstReal(g->f32, x) : NULL;
    case RSL_T_MATRIX: {
        LLVMValueRef el[16];
        if (const_float(e, &x)) {
            for (int i = 0; i < 16; i++)
                el[i] = LLVMConstReal(g->f32, i % 5 == 0 ? x : 0);
        } else if (e->kind == RSL_E_MATRIX) {
            for (int i = 0; i < 16; i++) {
                if (!const_float(e->args[i], &x))
                    return NULL;
                el[i] = LLVMConstReal(g->f32, x);
            }
        } else {
            return NULL;
        }
        return LLVMConstArray(g->f32, el, 16);
    }
    default: {
        if (!rsl_kind_is_triple((int)t.kind))
            return NULL;
        double c[3];
        if (const_float(e, &x)) {
            c[0] = c[1] = c[2] = x;
        } else if (e->kind == RSL_E_TRIPLE) {
            for (int i = 0; i < 3; i++)
                if (!const_float(e->args[i], &c[i]))
                    return NULL;
        } else {
            return NULL;
        }
        return ir_const_vec(g, (float)c[0], (float)c[1], (float)c[2]);
    }
    }
}
