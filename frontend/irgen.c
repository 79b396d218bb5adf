/* IR generation through the LLVM-C builder (docs/DESIGN.md, "RSL in LLVM IR"):
 * the module, user functions, shader entry points with their params struct,
 * defaults and metadata, and the statements.
 *
 * Symbols:
 * - A shader `surface plastic(...)` is `void @surface_plastic(ptr %globals,
 *   ptr %params)`; %params points to a `%params.surface_plastic` struct (one
 *   field per parameter, in order).  `@surface_plastic.defaults` holds the
 *   defaults that are constants (others are 0 there), and
 *   `void @surface_plastic.init(ptr %globals, ptr %params)` stores every
 *   default, computed ones included (e.g. `point "shader" (0,0,0)`).
 * - Named metadata !rsl.shaders has one node per shader: !{kind, name, entry,
 *   defaults, init, !{param...}} and each param is !{name, type, "uniform" or
 *   "varying", i1 output, i1 constant default}; `rsl2ll --info` prints the same.
 * - A user function keeps its RSL name when no other function of the file has
 *   that name; overloads are `name__` + one letter per parameter (f float,
 *   s string, c color, p point, v vector, n normal, m matrix; an array adds
 *   `A`; one overloaded by its result alone adds `_` and the result's
 *   letter), nested functions `outer.inner`.  Parameters: the globals pointer
 *   first when the function (or one it calls) needs it, then a matrix result's
 *   out pointer, then the RSL parameters (output, matrix and array ones by
 *   pointer), then pointers to the enclosing functions' variables it uses.
 * - @rsl.strings: the interned string table, ended by a NULL (external on
 *   host so a JIT can print names; internal elsewhere, so opt drops it when
 *   nothing reads it). */
#include <llvm-c/Analysis.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "dynamic_calls.h"
#include "irgen.h"
#include "typerules.h"

void ir_error(irgen *g, rsl_loc loc, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    rsl_diag_error(g->diag, loc, "%s", buf);
    g->failed = true;
}

LLVMTypeRef ir_value_type(irgen *g, int kind)
{
    switch (kind) {
    case RSL_T_FLOAT: return g->f32;
    case RSL_T_STRING: return g->i32;
    case RSL_T_MATRIX: return g->ptr;
    case RSL_T_VOID: return LLVMVoidTypeInContext(g->ctx);
    case RSL_T_BOOL: return g->i1;
    default: return g->v3;
    }
}

LLVMTypeRef ir_storage_type(irgen *g, rsl_type t)
{
    LLVMTypeRef el = (int)t.kind == RSL_T_MATRIX ? g->mat : ir_value_type(g, (int)t.kind);
    if (t.array_len != RSL_NOT_ARRAY)
        return LLVMArrayType(el, t.array_len > 0 ? (unsigned)t.array_len : 0);
    return el;
}

LLVMValueRef ir_alloca(irgen *g, LLVMTypeRef ty, const char *name)
{
    LLVMBuilderRef ab = LLVMCreateBuilderInContext(g->ctx);
    LLVMValueRef first = LLVMGetFirstInstruction(g->entry);
    if (first)
        LLVMPositionBuilderBefore(ab, first);
    else
        LLVMPositionBuilderAtEnd(ab, g->entry);
    LLVMValueRef a = LLVMBuildAlloca(ab, ty, name);
    LLVMDisposeBuilder(ab);
    return a;
}

/* ---- Names ------------------------------------------------------------------------ */
static char kind_letter(int kind)
{
    static const char letters[] = {[RSL_T_VOID] = 'x', [RSL_T_FLOAT] = 'f',  [RSL_T_STRING] = 's',
                                   [RSL_T_COLOR] = 'c', [RSL_T_POINT] = 'p', [RSL_T_VECTOR] = 'v',
                                   [RSL_T_NORMAL] = 'n', [RSL_T_MATRIX] = 'm'};
    return kind >= 0 && kind < RSL_T_COUNT ? letters[kind] : 'x';
}

static void append(char *buf, size_t size, const char *s)
{
    size_t n = strlen(buf);
    snprintf(buf + n, size - n, "%s", s);
}

static void symbol_name(irgen *g, rsl_func *f, char *buf, size_t size)
{
    buf[0] = 0;
    if (f->kind != RSL_SHADER_FUNCTION) {
        snprintf(buf, size, "%s_%s", rsl_shader_kind_name(f->kind), f->name);
        return;
    }
    if (f->parent) {
        ir_func *pf = f->parent->ir_func;
        size_t n = 0;
        const char *pn = LLVMGetValueName2(pf->fn, &n);
        snprintf(buf, size, "%.*s.", (int)n, pn);
    }
    append(buf, size, f->name);
    if (!((ir_func *)f->ir_func)->overloaded && !LLVMGetNamedFunction(g->mod, buf))
        return;
    append(buf, size, "__");
    for (int i = 0; i < f->nparams; i++) {
        char s[3] = {0};
        int k = 0;
        if (f->params[i]->type.array_len != RSL_NOT_ARRAY)
            s[k++] = 'A';
        s[k] = kind_letter((int)f->params[i]->type.kind);
        append(buf, size, s);
    }
    if (LLVMGetNamedFunction(g->mod, buf)) {
        /* overloaded by the result alone: the later one adds it */
        char r[3] = {'_', kind_letter((int)f->ret.kind), 0};
        append(buf, size, r);
    }
}

/* ---- Function prototypes ------------------------------------------------------------- */
static bool by_pointer_param(const rsl_var *p)
{
    return p->is_output || (int)p->type.kind == RSL_T_MATRIX || p->type.array_len != RSL_NOT_ARRAY;
}

static void declare_function(irgen *g, rsl_func *f)
{
    ir_func *fi = f->ir_func;
    char name[512];
    symbol_name(g, f, name, sizeof name);
    if (f->kind != RSL_SHADER_FUNCTION) {
        LLVMTypeRef params[2] = {g->ptr, g->ptr};
        fi->type = LLVMFunctionType(LLVMVoidTypeInContext(g->ctx), params, 2, 0);
    } else {
        int max = 2 * (f->nparams + fi->ncaptures) + 2, n = 0;
        LLVMTypeRef params[max];
        if (fi->needs_globals)
            params[n++] = g->ptr;
        bool matrix_ret = (int)f->ret.kind == RSL_T_MATRIX;
        if (matrix_ret)
            params[n++] = g->ptr;
        for (int i = 0; i < f->nparams; i++) {
            params[n++] = by_pointer_param(f->params[i]) ? g->ptr : ir_value_type(g, (int)f->params[i]->type.kind);
            if (ir_passes_length(f->params[i]))
                params[n++] = g->f32; /* its length, for arraylength */
        }
        for (int i = 0; i < fi->ncaptures; i++) {
            params[n++] = g->ptr;
            if (ir_passes_length(fi->captures[i]))
                params[n++] = g->f32;
        }
        LLVMTypeRef ret = matrix_ret ? LLVMVoidTypeInContext(g->ctx) : ir_value_type(g, (int)f->ret.kind);
        fi->type = LLVMFunctionType(ret, params, (unsigned)n, 0);
    }
    fi->fn = LLVMAddFunction(g->mod, name, fi->type);
    if (f->parent)
        LLVMSetLinkage(fi->fn, LLVMInternalLinkage);
}

/* ---- Statements ----------------------------------------------------------------------- */
static void gen_stmt(irgen *g, rsl_stmt *s);

static LLVMBasicBlockRef new_block(irgen *g, const char *name)
{
    return LLVMAppendBasicBlockInContext(g->ctx, g->fi->fn, name);
}

static bool terminated(irgen *g)
{
    return LLVMGetBasicBlockTerminator(LLVMGetInsertBlock(g->b)) != NULL;
}

/* After a jump, code that follows goes to a block nothing reaches. */
static void continue_unreachable(irgen *g)
{
    LLVMPositionBuilderAtEnd(g->b, new_block(g, "dead"));
}

static void branch_to(irgen *g, LLVMBasicBlockRef bb)
{
    if (!terminated(g))
        LLVMBuildBr(g->b, bb);
}

static void declare_local(irgen *g, rsl_var *v)
{
    if (rsl_var_is_resizable(v)) {
        ir_declare_resizable(g, v);
        return;
    }
    LLVMValueRef slot = ir_alloca(g, ir_storage_type(g, v->type), v->name);
    v->ir_value = slot;
    rsl_expr *init = v->init;
    if (init && init->kind == RSL_E_ARRAY_INIT) {
        rsl_type et = v->type;
        et.array_len = RSL_NOT_ARRAY;
        for (int i = 0; i < init->nargs; i++) {
            LLVMValueRef idx[2] = {LLVMConstInt(g->i32, 0, 0), LLVMConstInt(g->i32, (unsigned)i, 0)};
            LLVMValueRef p = LLVMBuildGEP2(g->b, ir_storage_type(g, v->type), slot, idx, 2, "");
            ir_store(g, et, ir_expr(g, init->args[i]), p);
        }
    } else if (init) {
        ir_store(g, v->type, ir_expr(g, init), slot);
    } else {
        /* RSL leaves it undefined; zero keeps runs deterministic (opt removes it). */
        LLVMBuildStore(g->b, LLVMConstNull(ir_storage_type(g, v->type)), slot);
    }
}

static void gen_loop(irgen *g, rsl_stmt *s)
{
    LLVMBasicBlockRef cond = new_block(g, "loop.cond"), body = new_block(g, "loop.body");
    LLVMBasicBlockRef step = new_block(g, "loop.step"), end = new_block(g, "loop.end");
    if (s->init)
        ir_expr(g, s->init);
    branch_to(g, cond);
    LLVMPositionBuilderAtEnd(g->b, cond);
    if (s->expr)
        LLVMBuildCondBr(g->b, ir_condition(g, s->expr), body, end);
    else
        LLVMBuildBr(g->b, body);
    LLVMPositionBuilderAtEnd(g->b, body);
    g->loops[g->nloops++] = (ir_loop){end, step};
    gen_stmt(g, s->body);
    g->nloops--;
    branch_to(g, step);
    LLVMPositionBuilderAtEnd(g->b, step);
    if (s->step)
        ir_expr(g, s->step);
    ir_loop_back(g, s->loc, cond, end);
    LLVMPositionBuilderAtEnd(g->b, end);
}

void ir_loop_back(irgen *g, rsl_loc loc, LLVMBasicBlockRef cond, LLVMBasicBlockRef end)
{
    if (strcmp(g->target, "host") == 0 && !g->opts->no_loop_budget) { /* the JIT's iteration budget */
        LLVMValueRef out = ir_runtime_call(g, loc, "rsl_env_loop_tick", NULL, 0);
        if (!out)
            return;
        LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntNE, out, LLVMConstInt(g->i32, 0, 0), ""), end, cond);
    } else {
        LLVMBuildBr(g->b, cond);
    }
}

/* The cone arguments of a light statement: (axis, angle), or (0, pi). */
static void cone_args(irgen *g, rsl_expr **args, LLVMValueRef *axis, LLVMValueRef *angle)
{
    if (args) {
        *axis = ir_expr(g, args[0]);
        *angle = ir_expr(g, args[1]);
    } else {
        *axis = ir_const_vec(g, 0, 0, 0);
        *angle = LLVMConstReal(g->f32, 3.14159265358979323846);
    }
}

/* illuminance: for each light i that rsl_env_illuminance accepts, the body;
 * it is a loop for break and continue. */
static void gen_illuminance(irgen *g, rsl_stmt *s)
{
    /* The RPU's and PTX's lights carry no __category: their glue admits
     * every light. */
    if (s->category && strcmp(g->target, "host") != 0 && !(s->category->kind == RSL_E_STR && !*s->category->str))
        rsl_diag_warning(g->diag, s->category->loc, "light categories (illuminance's category) are not supported "
                         "by the %s target: every light matches", g->target);
    LLVMValueRef category = s->category ? ir_expr(g, s->category) : ir_string(g, RSL_STR_EMPTY);
    LLVMValueRef P = ir_expr(g, s->args[0]), axis, angle;
    int nargs = s->env_call ? ir_illuminance_options(g, s) : s->nargs;
    cone_args(g, nargs == 3 ? s->args + 1 : NULL, &axis, &angle);
    LLVMValueRef count = ir_runtime_call(g, s->loc, "rsl_env_light_count", &g->globals, 1);
    if (!count)
        return;
    LLVMValueRef i = ir_alloca(g, g->i32, "light");
    LLVMBuildStore(g->b, LLVMConstInt(g->i32, 0, 0), i);
    LLVMBasicBlockRef cond = new_block(g, "illum.cond"), test = new_block(g, "illum.test");
    LLVMBasicBlockRef body = new_block(g, "illum.body"), step = new_block(g, "illum.next");
    LLVMBasicBlockRef end = new_block(g, "illum.end");
    LLVMBuildBr(g->b, cond);
    LLVMPositionBuilderAtEnd(g->b, cond);
    LLVMValueRef iv = LLVMBuildLoad2(g->b, g->i32, i, "i");
    LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntSLT, iv, count, ""), test, end);
    LLVMPositionBuilderAtEnd(g->b, test);
    LLVMValueRef args[6] = {g->globals, iv, category, P, axis, angle};
    LLVMValueRef lit = ir_runtime_call(g, s->loc, "rsl_env_illuminance", args, 6);
    if (!lit)
        return;
    LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntNE, lit, LLVMConstInt(g->i32, 0, 0), ""), body, step);
    LLVMPositionBuilderAtEnd(g->b, body);
    g->loops[g->nloops++] = (ir_loop){end, step};
    gen_stmt(g, s->body);
    g->nloops--;
    branch_to(g, step);
    LLVMPositionBuilderAtEnd(g->b, step);
    LLVMBuildStore(g->b, LLVMBuildAdd(g->b, iv, LLVMConstInt(g->i32, 1, 0), ""), i);
    LLVMBuildBr(g->b, cond);
    LLVMPositionBuilderAtEnd(g->b, end);
}

/* illuminate / solar: the body runs when the glue says the point is lit. */
static void gen_light_source(irgen *g, rsl_stmt *s)
{
    LLVMValueRef args[4] = {g->globals}, axis, angle, lit;
    if (s->kind == RSL_S_ILLUMINATE) {
        args[1] = ir_expr(g, s->args[0]);
        cone_args(g, s->nargs == 3 ? s->args + 1 : NULL, &axis, &angle);
        args[2] = axis, args[3] = angle;
        lit = ir_runtime_call(g, s->loc, "rsl_env_illuminate", args, 4);
    } else {
        cone_args(g, s->nargs == 2 ? s->args : NULL, &axis, &angle);
        args[1] = axis, args[2] = angle;
        lit = ir_runtime_call(g, s->loc, "rsl_env_solar", args, 3);
    }
    if (!lit)
        return;
    LLVMBasicBlockRef body = new_block(g, "lit"), end = new_block(g, "lit.end");
    LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntNE, lit, LLVMConstInt(g->i32, 0, 0), ""), body, end);
    LLVMPositionBuilderAtEnd(g->b, body);
    gen_stmt(g, s->body);
    branch_to(g, end);
    LLVMPositionBuilderAtEnd(g->b, end);
}

static void gen_stmt(irgen *g, rsl_stmt *s)
{
    if (!s)
        return;
    switch (s->kind) {
    case RSL_S_EMPTY:
    case RSL_S_FUNC: break;
    case RSL_S_BLOCK:
        for (int i = 0; i < s->nstmts; i++)
            gen_stmt(g, s->stmts[i]);
        break;
    case RSL_S_DECL:
        for (int i = 0; i < s->nvars; i++)
            if (!s->vars[i]->is_extern)
                declare_local(g, s->vars[i]);
        break;
    case RSL_S_EXPR: ir_expr(g, s->expr); break;
    case RSL_S_IF: {
        LLVMBasicBlockRef then = new_block(g, "if.then"), end = new_block(g, "if.end");
        LLVMBasicBlockRef els = s->else_body ? new_block(g, "if.else") : end;
        LLVMBuildCondBr(g->b, ir_condition(g, s->expr), then, els);
        LLVMPositionBuilderAtEnd(g->b, then);
        gen_stmt(g, s->body);
        branch_to(g, end);
        if (s->else_body) {
            LLVMPositionBuilderAtEnd(g->b, els);
            gen_stmt(g, s->else_body);
            branch_to(g, end);
        }
        LLVMPositionBuilderAtEnd(g->b, end);
        break;
    }
    case RSL_S_WHILE:
    case RSL_S_FOR: gen_loop(g, s); break;
    case RSL_S_BREAK:
    case RSL_S_CONTINUE: {
        ir_loop *l = &g->loops[g->nloops - s->level];
        LLVMBuildBr(g->b, s->kind == RSL_S_BREAK ? l->brk : l->cont);
        continue_unreachable(g);
        break;
    }
    case RSL_S_RETURN:
        if (s->expr) {
            LLVMValueRef v = ir_expr(g, s->expr);
            ir_store(g, g->fi->func->ret, v, g->ret_slot);
        }
        LLVMBuildBr(g->b, g->ret_block);
        continue_unreachable(g);
        break;
    case RSL_S_ILLUMINANCE: gen_illuminance(g, s); break;
    case RSL_S_ILLUMINATE:
    case RSL_S_SOLAR: gen_light_source(g, s); break;
    case RSL_S_GATHER: ir_gather(g, s); break;
    }
}

/* For the statements irgen_env_calls.c generates. */
void ir_stmt(irgen *g, rsl_stmt *s) { gen_stmt(g, s); }
LLVMBasicBlockRef ir_block(irgen *g, const char *name) { return new_block(g, name); }
void ir_branch(irgen *g, LLVMBasicBlockRef bb) { branch_to(g, bb); }

/* ---- Function bodies ------------------------------------------------------------------ */
static void begin_function(irgen *g, ir_func *fi)
{
    g->fi = fi;
    g->nloops = 0;
    g->entry = LLVMAppendBasicBlockInContext(g->ctx, fi->fn, "entry");
    g->ret_block = LLVMAppendBasicBlockInContext(g->ctx, fi->fn, "return");
    LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(g->ctx, fi->fn, "body");
    LLVMMoveBasicBlockAfter(g->ret_block, body);
    LLVMPositionBuilderAtEnd(g->b, body);
    g->globals = fi->needs_globals ? LLVMGetParam(fi->fn, 0) : NULL;
}

/* Closes the entry block (allocas only) with a jump to the body. */
static void end_function(irgen *g)
{
    ir_finish_resizables(g);
    LLVMBasicBlockRef body = LLVMGetNextBasicBlock(g->entry);
    LLVMBuilderRef eb = LLVMCreateBuilderInContext(g->ctx);
    LLVMPositionBuilderAtEnd(eb, g->entry);
    LLVMBuildBr(eb, body);
    LLVMDisposeBuilder(eb);
}

/* A by-value copy of a parameter so that the body may assign it. */
static void bind_param(irgen *g, rsl_var *p, LLVMValueRef arg)
{
    /* Outputs are the caller's storage; an unsized array has no size to copy. */
    if (p->is_output || p->type.array_len == RSL_UNSIZED_ARRAY) {
        p->ir_value = arg;
        return;
    }
    LLVMValueRef slot = ir_alloca(g, ir_storage_type(g, p->type), p->name);
    ir_store(g, p->type, arg, slot);
    p->ir_value = slot;
}

static void gen_user_function(irgen *g, rsl_func *f)
{
    ir_func *fi = f->ir_func;
    begin_function(g, fi);
    unsigned n = fi->needs_globals ? 1 : 0;
    bool matrix_ret = (int)f->ret.kind == RSL_T_MATRIX;
    if (matrix_ret)
        g->ret_slot = LLVMGetParam(fi->fn, n++);
    else if (f->ret.kind != RSL_T_VOID) {
        rsl_type rt = f->ret;
        rt.array_len = RSL_NOT_ARRAY;
        g->ret_slot = ir_alloca(g, ir_storage_type(g, rt), "retval");
        LLVMBuildStore(g->b, LLVMConstNull(ir_storage_type(g, rt)), g->ret_slot);
    }
    for (int i = 0; i < f->nparams; i++) {
        bind_param(g, f->params[i], LLVMGetParam(fi->fn, n++));
        if (ir_passes_length(f->params[i]))
            f->params[i]->ir_length = LLVMGetParam(fi->fn, n++);
    }
    for (int i = 0; i < fi->ncaptures; i++) {
        fi->captures[i]->ir_value = LLVMGetParam(fi->fn, n++);
        if (ir_passes_length(fi->captures[i]))
            fi->captures[i]->ir_length = LLVMGetParam(fi->fn, n++);
    }
    gen_stmt(g, f->body);
    branch_to(g, g->ret_block);
    LLVMPositionBuilderAtEnd(g->b, g->ret_block);
    if (matrix_ret || f->ret.kind == RSL_T_VOID)
        LLVMBuildRetVoid(g->b);
    else
        LLVMBuildRet(g->b, LLVMBuildLoad2(g->b, ir_value_type(g, (int)f->ret.kind), g->ret_slot, ""));
    end_function(g);
}

/* ---- Shaders ---------------------------------------------------------------------------- */
static LLVMTypeRef params_struct(irgen *g, rsl_func *f, const char *entry)
{
    char name[600];
    snprintf(name, sizeof name, "params.%s", entry);
    LLVMTypeRef st = LLVMStructCreateNamed(g->ctx, name);
    LLVMTypeRef fields[f->nparams > 0 ? f->nparams : 1];
    for (int i = 0; i < f->nparams; i++)
        fields[i] = ir_storage_type(g, f->params[i]->type);
    LLVMStructSetBody(st, fields, (unsigned)f->nparams, 0);
    return st;
}

static void gen_shader(irgen *g, rsl_func *f)
{
    if (f->kind == RSL_SHADER_TRANSFORMATION)
        rsl_diag_warning(g->diag, f->loc, "transformation shader '%s' (RI 3.0) compiles, but no renderer of any "
                         "target runs transformation shaders", f->name);
    ir_func *fi = f->ir_func;
    size_t len = 0;
    const char *entry = LLVMGetValueName2(fi->fn, &len);
    LLVMTypeRef st = params_struct(g, f, entry);
    char name[600];

    /* The entry: parameters copied in, outputs copied back at the end. */
    begin_function(g, fi);
    g->ret_slot = NULL;
    LLVMValueRef params = LLVMGetParam(fi->fn, 1);
    LLVMSetValueName2(LLVMGetParam(fi->fn, 0), "globals", 7);
    LLVMSetValueName2(params, "params", 6);
    for (int i = 0; i < f->nparams; i++) {
        rsl_var *p = f->params[i];
        LLVMValueRef field = LLVMBuildStructGEP2(g->b, st, params, (unsigned)i, p->name);
        LLVMValueRef slot = ir_alloca(g, ir_storage_type(g, p->type), p->name);
        LLVMBuildStore(g->b, LLVMBuildLoad2(g->b, ir_storage_type(g, p->type), field, ""), slot);
        p->ir_value = slot;
    }
    gen_stmt(g, f->body);
    branch_to(g, g->ret_block);
    LLVMPositionBuilderAtEnd(g->b, g->ret_block);
    for (int i = 0; i < f->nparams; i++) {
        rsl_var *p = f->params[i];
        if (!p->is_output)
            continue;
        LLVMValueRef field = LLVMBuildStructGEP2(g->b, st, params, (unsigned)i, "");
        LLVMBuildStore(g->b, LLVMBuildLoad2(g->b, ir_storage_type(g, p->type), p->ir_value, ""), field);
    }
    LLVMBuildRetVoid(g->b);
    end_function(g);

    /* The init function: every default, in order (a default may use an earlier parameter). */
    snprintf(name, sizeof name, "%s.init", entry);
    ir_func init = {.func = f, .type = fi->type, .needs_globals = true};
    init.fn = LLVMAddFunction(g->mod, name, fi->type);
    begin_function(g, &init);
    params = LLVMGetParam(init.fn, 1);
    LLVMSetValueName2(LLVMGetParam(init.fn, 0), "globals", 7);
    LLVMSetValueName2(params, "params", 6);
    LLVMValueRef consts[f->nparams > 0 ? f->nparams : 1];
    for (int i = 0; i < f->nparams; i++) {
        rsl_var *p = f->params[i];
        declare_local(g, p);
        LLVMValueRef field = LLVMBuildStructGEP2(g->b, st, params, (unsigned)i, p->name);
        LLVMTypeRef ty = ir_storage_type(g, p->type);
        LLVMBuildStore(g->b, LLVMBuildLoad2(g->b, ty, p->ir_value, ""), field);
        consts[i] = p->init ? ir_constant(g, p->init, p->type) : NULL;
    }
    branch_to(g, g->ret_block);
    LLVMPositionBuilderAtEnd(g->b, g->ret_block);
    LLVMBuildRetVoid(g->b);
    end_function(g);

    /* The defaults constant and the metadata hosts read. */
    LLVMMetadataRef pmd[f->nparams > 0 ? f->nparams : 1];
    for (int i = 0; i < f->nparams; i++) {
        rsl_var *p = f->params[i];
        char tbuf[64];
        rsl_type t = p->type;
        t.detail = RSL_DETAIL_DEFAULT;
        rsl_type_format(t, tbuf, sizeof tbuf);
        const char *detail = p->type.detail == RSL_DETAIL_VARYING ? "varying" : "uniform";
        LLVMMetadataRef ops[5] = {
            LLVMMDStringInContext2(g->ctx, p->name, strlen(p->name)),
            LLVMMDStringInContext2(g->ctx, tbuf, strlen(tbuf)),
            LLVMMDStringInContext2(g->ctx, detail, strlen(detail)),
            LLVMValueAsMetadata(LLVMConstInt(g->i1, p->is_output, 0)),
            LLVMValueAsMetadata(LLVMConstInt(g->i1, consts[i] != NULL, 0)),
        };
        pmd[i] = LLVMMDNodeInContext2(g->ctx, ops, 5);
        if (!consts[i])
            consts[i] = LLVMConstNull(ir_storage_type(g, p->type));
    }
    snprintf(name, sizeof name, "%s.defaults", entry);
    LLVMValueRef defaults = LLVMAddGlobal(g->mod, st, name);
    LLVMSetInitializer(defaults, LLVMConstNamedStruct(st, consts, (unsigned)f->nparams));
    LLVMSetGlobalConstant(defaults, 1);
    const char *kind = rsl_shader_kind_name(f->kind);
    LLVMMetadataRef ops[6] = {
        LLVMMDStringInContext2(g->ctx, kind, strlen(kind)),
        LLVMMDStringInContext2(g->ctx, f->name, strlen(f->name)),
        LLVMValueAsMetadata(fi->fn),
        LLVMValueAsMetadata(defaults),
        LLVMValueAsMetadata(init.fn),
        LLVMMDNodeInContext2(g->ctx, pmd, (size_t)f->nparams),
    };
    LLVMAddNamedMetadataOperand(g->mod, "rsl.shaders",
                                LLVMMetadataAsValue(g->ctx, LLVMMDNodeInContext2(g->ctx, ops, 6)));
}

/* ---- The module ------------------------------------------------------------------------- */
static void collect_strings(irgen *g, rsl_expr *e);

static void collect_stmt_strings(irgen *g, rsl_stmt *s)
{
    if (!s)
        return;
    for (int i = 0; i < s->nstmts; i++)
        collect_stmt_strings(g, s->stmts[i]);
    for (int i = 0; i < s->nvars; i++)
        collect_strings(g, s->vars[i]->init);
    collect_strings(g, s->expr);
    collect_strings(g, s->init);
    collect_strings(g, s->step);
    collect_strings(g, s->category);
    for (int i = 0; i < s->nargs; i++)
        collect_strings(g, s->args[i]);
    collect_stmt_strings(g, s->body);
    collect_stmt_strings(g, s->else_body);
    if (s->kind == RSL_S_FUNC) {
        for (int i = 0; i < s->func->nparams; i++)
            collect_strings(g, s->func->params[i]->init);
        collect_stmt_strings(g, s->func->body);
    }
}

/* Rebuilds sema's string ids from the tree (each STR, space and unsupported call). */
static void collect_strings(irgen *g, rsl_expr *e)
{
    if (!e)
        return;
    if (e->kind == RSL_E_STR)
        rsl_string_table_set(&g->strings, e->string_id, e->str);
    else if (e->kind == RSL_E_CAST && e->space)
        rsl_string_table_set(&g->strings, e->string_id, e->space);
    else if (e->kind == RSL_E_CALL && !e->builtin && !e->callee && !e->env_call)
        rsl_string_table_set(&g->strings, e->string_id, e->name);
    collect_strings(g, e->a);
    collect_strings(g, e->b);
    collect_strings(g, e->c);
    for (int i = 0; i < e->nargs; i++)
        collect_strings(g, e->args[i]);
}

static void emit_string_table(irgen *g)
{
    int n = g->strings.count;
    LLVMValueRef *ptrs = calloc((size_t)n + 1, sizeof *ptrs);
    if (!ptrs)
        abort();
    LLVMValueRef empty = NULL;
    for (int i = 0; i < n; i++) {
        const char *s = g->strings.names[i];
        if (!s && empty) {
            ptrs[i] = empty;
            continue;
        }
        LLVMValueRef str = LLVMConstStringInContext(g->ctx, s ? s : "", (unsigned)strlen(s ? s : ""), 0);
        LLVMValueRef gv = LLVMAddGlobal(g->mod, LLVMTypeOf(str), "rsl.str");
        LLVMSetInitializer(gv, str);
        LLVMSetGlobalConstant(gv, 1);
        LLVMSetLinkage(gv, LLVMPrivateLinkage);
        LLVMSetUnnamedAddress(gv, LLVMGlobalUnnamedAddr);
        ptrs[i] = gv;
        if (!s || !*s)
            empty = gv;
    }
    /* A NULL ends the table: the run-time string calls find its length so. */
    ptrs[n] = LLVMConstPointerNull(g->ptr);
    LLVMTypeRef ty = LLVMArrayType(g->ptr, (unsigned)n + 1);
    LLVMValueRef used = LLVMGetNamedGlobal(g->mod, "rsl.strings"); /* declared by irgen_dynamic.c */
    LLVMValueRef table = LLVMAddGlobal(g->mod, ty, "rsl.strings");
    if (used) {
        LLVMReplaceAllUsesWith(used, table);
        LLVMDeleteGlobal(used);
        LLVMSetValueName2(table, "rsl.strings", strlen("rsl.strings"));
    }
    LLVMSetInitializer(table, LLVMConstArray(g->ptr, ptrs, (unsigned)n + 1));
    LLVMSetGlobalConstant(table, 1);
    if (strcmp(g->target, "host") != 0)
        LLVMSetLinkage(table, LLVMInternalLinkage);
    free(ptrs);
}

LLVMModuleRef rsl_irgen(rsl_program *prog, LLVMContextRef ctx, const rsl_target_options *opts, rsl_diag *diag)
{
    rsl_loc noloc = {NULL, 0, 0};
    const char *target = opts->target;
    if (!rsl_target_known(target)) {
        rsl_diag_error(diag, noloc, "unknown target '%s' (host, rpu or ptx)", target);
        return NULL;
    }
    if (strcmp(target, "rpu") != 0 &&
        (opts->main_name || opts->export_name || opts->flat_normals || opts->light_shaders || opts->no_opacity ||
         opts->object_part)) {
        rsl_diag_error(diag, noloc, "the RPU's entry options (main shader, export, flat normals, light shaders, no opacity) "
                                    "need target rpu, not %s", target);
        return NULL;
    }
    char *err = NULL;
    LLVMModuleRef mod = rsl_target_module(ctx, target, prog->file ? prog->file : "-", &err);
    if (!mod) {
        rsl_diag_error(diag, noloc, "%s (target %s)", err, target);
        free(err);
        return NULL;
    }
    irgen G = {.prog = prog, .diag = diag, .ctx = ctx, .mod = mod, .target = target, .opts = opts};
    irgen *g = &G;
    g->b = LLVMCreateBuilderInContext(ctx);
    g->f32 = LLVMFloatTypeInContext(ctx);
    g->v3 = LLVMVectorType(g->f32, 3);
    g->i32 = LLVMInt32TypeInContext(ctx);
    g->i1 = LLVMInt1TypeInContext(ctx);
    g->ptr = LLVMPointerTypeInContext(ctx, 0);
    g->mat = LLVMArrayType(g->f32, 16);
    g->globals_ty = LLVMGetTypeByName2(ctx, "struct.rsl_globals");
    rsl_string_table_init(&g->strings);
    for (int i = 0; i < prog->nfuncs; i++) {
        rsl_func *f = prog->funcs[i];
        for (int j = 0; j < f->nparams; j++)
            collect_strings(g, f->params[j]->init);
        collect_stmt_strings(g, f->body);
    }

    ir_func_list all = {0};
    ir_collect_functions(g, &all);
    for (int i = 0; i < all.n; i++)
        declare_function(g, all.v[i]);
    for (int i = 0; i < all.n && !g->failed; i++) {
        if (all.v[i]->kind == RSL_SHADER_FUNCTION)
            gen_user_function(g, all.v[i]);
        else
            gen_shader(g, all.v[i]);
    }
    if (!g->failed)
        ir_differentiate(g);
    if (!g->failed && strcmp(target, "ptx") == 0)
        ir_ptx_kernels(g);
    if (!g->failed && strcmp(target, "rpu") == 0)
        ir_rpu_entries(g);
    emit_string_table(g);
    ir_free_functions(&all);
    free(g->resizables);
    rsl_string_table_free(&g->strings);
    LLVMDisposeBuilder(g->b);

    if (!g->failed)
        ir_drop_unused_internals(mod);
    char *msg = NULL;
    if (!g->failed && LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
        rsl_diag_error(diag, noloc, "internal error: the generated module does not verify: %s", msg);
        g->failed = true;
    }
    LLVMDisposeMessage(msg);
    if (g->failed) {
        LLVMDisposeModule(mod);
        return NULL;
    }
    return mod;
}
