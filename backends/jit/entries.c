/* The shaders and functions of a unit, their calling wrappers in IR, and the
 * calls through them.
 *
 * The wrappers keep C away from the ABI of <3 x float>: every value crosses
 * as memory (an rsl_jit_value of 16 floats), loaded and stored by IR with
 * alignment 4, and pointer parameters (output arguments, matrices) point at
 * allocas in the wrapper so the callee may assume its natural alignment. */
#define _POSIX_C_SOURCE 200809L
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jit_internal.h"
/* The checked AST tells each function's RSL parameter types and the symbol
 * irgen gave it; rslfront.h keeps the tree opaque, so this one file reads the
 * frontend's own header. */
#include "ast.h"

/* Signature of the function wrappers, as C calls them (the shaders': rsl_jit_shader_wrapper). */
typedef void (*call_wrapper_fn)(rsl_jit_value *args, rsl_jit_value *result, rsl_globals *g);

static char *format_name(const char *prefix, const char *sym)
{
    size_t n = strlen(prefix) + strlen(sym) + 1;
    char *s = malloc(n);
    snprintf(s, n, "%s%s", prefix, sym);
    return s;
}

static bool kind_has_ir_value(int kind)
{
    return kind != RSL_T_VOID;
}

/* The symbol irgen gave f (frontend/irgen.c, "Symbols"): `<kind>_<name>` for
 * a shader; for a function its name, or `name__` + a letter per parameter
 * when the file overloads it. */
static char *find_symbol(LLVMModuleRef mod, const rsl_func *f)
{
    char buf[512];
    if (f->mangled && LLVMGetNamedFunction(mod, f->mangled))
        return strdup(f->mangled);
    if (f->kind != RSL_SHADER_FUNCTION) {
        snprintf(buf, sizeof buf, "%s_%s", rsl_shader_kind_name(f->kind), f->name);
        return LLVMGetNamedFunction(mod, buf) ? strdup(buf) : NULL;
    }
    static const char letters[] = {[RSL_T_VOID] = 'x',  [RSL_T_FLOAT] = 'f', [RSL_T_STRING] = 's',
                                   [RSL_T_COLOR] = 'c', [RSL_T_POINT] = 'p', [RSL_T_VECTOR] = 'v',
                                   [RSL_T_NORMAL] = 'n', [RSL_T_MATRIX] = 'm'};
    size_t n = (size_t)snprintf(buf, sizeof buf, "%s__", f->name);
    for (int i = 0; i < f->nparams && n + 3 < sizeof buf; i++) {
        if (f->params[i]->type.array_len != RSL_NOT_ARRAY)
            buf[n++] = 'A';
        int k = (int)f->params[i]->type.kind;
        buf[n++] = k >= 0 && k < RSL_T_COUNT ? letters[k] : 'x';
    }
    buf[n] = '\0';
    if (LLVMGetNamedFunction(mod, buf))
        return strdup(buf);
    return LLVMGetNamedFunction(mod, f->name) ? strdup(f->name) : NULL;
}

/* Whether expression x reads variable v. */
static bool expr_reads(const rsl_expr *x, const rsl_var *v)
{
    if (!x)
        return false;
    if (x->kind == RSL_E_IDENT && x->var == v)
        return true;
    for (int i = 0; i < x->nargs; i++)
        if (expr_reads(x->args[i], v))
            return true;
    return expr_reads(x->a, v) || expr_reads(x->b, v) || expr_reads(x->c, v);
}

/* A shader's parameters, and which defaults read which parameters. */
static void collect_shader_params(rsl_jit_entry_impl *e, const rsl_func *f)
{
    int n = f->nparams;
    e->nshader_params = n;
    e->shader_params = calloc(n ? (size_t)n : 1, sizeof *e->shader_params);
    e->reads = calloc(n ? (size_t)n * (size_t)n : 1, sizeof *e->reads);
    for (int j = 0; j < n; j++) {
        const rsl_var *v = f->params[j];
        e->shader_params[j] = (rsl_jit_shader_param){
            .name = strdup(v->name),
            .type = (int)v->type.kind,
            .array_len = v->type.array_len == RSL_NOT_ARRAY ? RSL_JIT_NOT_ARRAY : v->type.array_len,
            .output = v->is_output,
        };
        for (int i = 0; i < j; i++)
            e->reads[j * n + i] = expr_reads(v->init, f->params[i]);
    }
}

bool rsl_jit_collect_entries(rsl_jit_unit *u, const rsl_program *prog, LLVMModuleRef mod,
                             const rsl_jit_options *opts)
{
    u->entries = calloc(prog->nfuncs ? (size_t)prog->nfuncs : 1, sizeof *u->entries);
    for (int i = 0; i < prog->nfuncs; i++) {
        const rsl_func *f = prog->funcs[i];
        if (!f->body)
            continue;
        char *sym = find_symbol(mod, f);
        if (!sym) {
            rsl_jit_report(opts, "irgen left no function for '%s'", f->name);
            return false;
        }
        rsl_jit_entry_impl *e = &u->entries[u->nentries++];
        e->name = strdup(f->name);
        e->symbol = sym;
        e->pub.name = e->name;
        e->pub.kind = f->kind;
        e->pub.ret = f->kind == RSL_SHADER_FUNCTION ? (int)f->ret.kind : RSL_T_VOID;
        if (f->kind == RSL_SHADER_FUNCTION && f->ret.array_len != RSL_NOT_ARRAY)
            e->unsupported = strdup("it returns an array");
        if (f->kind == RSL_SHADER_FUNCTION) {
            if (f->nparams > RSL_JIT_MAX_PARAMS && !e->unsupported)
                e->unsupported = strdup("it has too many parameters");
            for (int p = 0; p < f->nparams && p < RSL_JIT_MAX_PARAMS; p++) {
                const rsl_var *v = f->params[p];
                e->pub.params[p] = (int)v->type.kind | (v->is_output ? RSL_PARAM_OUT : 0);
                if (v->type.array_len != RSL_NOT_ARRAY && !e->unsupported)
                    e->unsupported = strdup("it has an array parameter");
            }
            e->pub.nparams = f->nparams < RSL_JIT_MAX_PARAMS ? f->nparams : RSL_JIT_MAX_PARAMS;
        }
        e->pub.unsupported = e->unsupported;
        if (f->kind != RSL_SHADER_FUNCTION)
            collect_shader_params(e, f);
    }
    return true;
}

static LLVMTypeRef ir_type_of_kind(LLVMContextRef ctx, int kind)
{
    switch (kind) {
    case RSL_T_FLOAT:
        return LLVMFloatTypeInContext(ctx);
    case RSL_T_STRING:
        return LLVMInt32TypeInContext(ctx);
    case RSL_T_MATRIX:
        return LLVMArrayType(LLVMFloatTypeInContext(ctx), 16);
    default:
        return LLVMVectorType(LLVMFloatTypeInContext(ctx), 3);
    }
}

static LLVMValueRef slot_ptr(LLVMBuilderRef b, LLVMContextRef ctx, LLVMValueRef base, int index)
{
    LLVMValueRef off = LLVMConstInt(LLVMInt64TypeInContext(ctx), (unsigned long long)index * sizeof(rsl_jit_value), 0);
    return LLVMBuildGEP2(b, LLVMInt8TypeInContext(ctx), base, &off, 1, "slot");
}

static LLVMValueRef load4(LLVMBuilderRef b, LLVMTypeRef ty, LLVMValueRef ptr)
{
    LLVMValueRef v = LLVMBuildLoad2(b, ty, ptr, "");
    LLVMSetAlignment(v, 4);
    return v;
}

static void store4(LLVMBuilderRef b, LLVMValueRef v, LLVMValueRef ptr)
{
    LLVMSetAlignment(LLVMBuildStore(b, v, ptr), 4);
}

/* How the IR function's parameters line up with the RSL ones (irgen.c,
 * "Symbols"): the shading globals first when the function reaches them, then
 * a matrix result's `out` pointer, then the RSL parameters. */
typedef struct param_plan {
    int globals_at, out_at, first_rsl;
} param_plan;

static bool plan_params(const rsl_jit_entry *e, LLVMTypeRef fty, param_plan *plan)
{
    int n = (int)LLVMCountParamTypes(fty);
    bool ret_void = LLVMGetTypeKind(LLVMGetReturnType(fty)) == LLVMVoidTypeKind;
    bool out_ret = e->ret == RSL_T_MATRIX && ret_void;
    int extra = n - e->nparams;
    plan->globals_at = plan->out_at = -1;
    plan->first_rsl = 0;
    if (extra == (out_ret ? 2 : 1)) {
        plan->globals_at = 0;
        plan->first_rsl = 1;
    } else if (extra != (out_ret ? 1 : 0)) {
        return false;
    }
    if (out_ret)
        plan->out_at = plan->first_rsl++;
    return true;
}

/* void @rsl.jit.call.<sym>(ptr args, ptr result, ptr globals) */
static void build_call_wrapper(rsl_jit_unit *u, LLVMModuleRef mod, rsl_jit_entry_impl *e)
{
    LLVMContextRef ctx = u->ctx;
    LLVMValueRef callee = LLVMGetNamedFunction(mod, e->symbol);
    LLVMTypeRef fty = LLVMGlobalGetValueType(callee);
    param_plan plan;
    if (!plan_params(&e->pub, fty, &plan)) {
        e->unsupported = strdup("its compiled signature is not understood");
        e->pub.unsupported = e->unsupported;
        return;
    }
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0);
    LLVMTypeRef wparams[3] = {ptr, ptr, ptr};
    e->wrapper_name = format_name("rsl.jit.call.", e->symbol);
    LLVMValueRef w = LLVMAddFunction(mod, e->wrapper_name, LLVMFunctionType(LLVMVoidTypeInContext(ctx), wparams, 3, 0));
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, w, "entry"));
    LLVMValueRef args = LLVMGetParam(w, 0), result = LLVMGetParam(w, 1), globals = LLVMGetParam(w, 2);

    unsigned n = LLVMCountParamTypes(fty);
    LLVMTypeRef *ptys = calloc(n ? n : 1, sizeof *ptys);
    LLVMGetParamTypes(fty, ptys);
    LLVMValueRef *cargs = calloc(n ? n : 1, sizeof *cargs);
    LLVMValueRef *temps = calloc(n ? n : 1, sizeof *temps);
    if (plan.globals_at >= 0)
        cargs[plan.globals_at] = globals;
    LLVMValueRef out_tmp = NULL;
    if (plan.out_at >= 0) {
        out_tmp = LLVMBuildAlloca(b, ir_type_of_kind(ctx, RSL_T_MATRIX), "result");
        cargs[plan.out_at] = out_tmp;
    }
    for (int p = 0; p < e->pub.nparams; p++) {
        unsigned ai = (unsigned)(plan.first_rsl + p);
        int kind = e->pub.params[p] & 0xff;
        LLVMValueRef slot = slot_ptr(b, ctx, args, p);
        if (LLVMGetTypeKind(ptys[ai]) == LLVMPointerTypeKind) {
            /* Passed by reference: a properly aligned copy, written back after the call. */
            LLVMTypeRef vty = ir_type_of_kind(ctx, kind);
            temps[ai] = LLVMBuildAlloca(b, vty, "arg");
            LLVMBuildStore(b, load4(b, vty, slot), temps[ai]);
            cargs[ai] = temps[ai];
        } else {
            cargs[ai] = load4(b, ptys[ai], slot);
        }
    }
    LLVMValueRef r = LLVMBuildCall2(b, fty, callee, cargs, n, "");
    for (int p = 0; p < e->pub.nparams; p++) {
        unsigned ai = (unsigned)(plan.first_rsl + p);
        if (temps[ai]) {
            LLVMTypeRef vty = ir_type_of_kind(ctx, e->pub.params[p] & 0xff);
            store4(b, LLVMBuildLoad2(b, vty, temps[ai], ""), slot_ptr(b, ctx, args, p));
        }
    }
    if (out_tmp)
        store4(b, LLVMBuildLoad2(b, ir_type_of_kind(ctx, RSL_T_MATRIX), out_tmp, ""), result);
    else if (kind_has_ir_value(e->pub.ret) && LLVMGetTypeKind(LLVMTypeOf(r)) != LLVMVoidTypeKind)
        store4(b, r, result);
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);
    free(ptys);
    free(cargs);
    free(temps);
}

/* void @rsl.jit.shader.<sym>(ptr globals, ptr bound, ptr bound_mask, ptr
 * storage, i32 body): the parameters in `storage` (a params struct the
 * caller keeps, to read the values after the run: message passing) or,
 * when it is null, an alloca of the shader's params struct, filled by
 * irgen's `<sym>.init` (which computes every default, `point "shader"
 * (0,0,0)` included), then, unless bound is null, each field i with
 * bound_mask[i] != 0 copied from the params struct at bound; then, when
 * body is non-zero, the shader (zero: the parameters alone, for
 * incident() and opposite() to read those of a volume that is not run). */
static void build_shader_wrapper(rsl_jit_unit *u, LLVMModuleRef mod, rsl_jit_entry_impl *e)
{
    LLVMContextRef ctx = u->ctx;
    LLVMValueRef shader = LLVMGetNamedFunction(mod, e->symbol);
    char *init_name = format_name(e->symbol, ".init"), *defaults_name = format_name(e->symbol, ".defaults");
    LLVMValueRef init = LLVMGetNamedFunction(mod, init_name), defaults = LLVMGetNamedGlobal(mod, defaults_name);
    free(init_name);
    free(defaults_name);
    LLVMTypeRef fty = LLVMGlobalGetValueType(shader);
    if (LLVMCountParamTypes(fty) != 2 || !init || !defaults ||
        LLVMCountStructElementTypes(LLVMGlobalGetValueType(defaults)) != (unsigned)e->nshader_params) {
        e->unsupported = strdup("its compiled form (entry, .init, .defaults) is not understood");
        e->pub.unsupported = e->unsupported;
        return;
    }
    e->params_type = LLVMGlobalGetValueType(defaults);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx, 0), i8 = LLVMInt8TypeInContext(ctx);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(ctx);
    LLVMTypeRef wparams[5] = {ptr, ptr, ptr, ptr, i32};
    e->wrapper_name = format_name("rsl.jit.shader.", e->symbol);
    LLVMValueRef w = LLVMAddFunction(mod, e->wrapper_name, LLVMFunctionType(LLVMVoidTypeInContext(ctx), wparams, 5, 0));
    LLVMValueRef globals = LLVMGetParam(w, 0), bound = LLVMGetParam(w, 1), mask = LLVMGetParam(w, 2);
    LLVMValueRef storage = LLVMGetParam(w, 3);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx, w, "entry"));
    LLVMValueRef own = LLVMBuildAlloca(b, e->params_type, "own");
    LLVMValueRef params = LLVMBuildSelect(b, LLVMBuildIsNull(b, storage, ""), own, storage, "params");
    LLVMValueRef cargs[2] = {globals, params};
    LLVMBuildCall2(b, LLVMGlobalGetValueType(init), init, cargs, 2, "");
    LLVMBasicBlockRef run = LLVMAppendBasicBlockInContext(ctx, w, "run");
    LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(ctx, w, "bind");
    LLVMBuildCondBr(b, LLVMBuildIsNull(b, bound, ""), run, next);
    for (int i = 0; i < e->nshader_params; i++) {
        LLVMPositionBuilderAtEnd(b, next);
        LLVMValueRef idx = LLVMConstInt(LLVMInt64TypeInContext(ctx), (unsigned long long)i, 0);
        LLVMValueRef flag = LLVMBuildLoad2(b, i8, LLVMBuildGEP2(b, i8, mask, &idx, 1, ""), "");
        LLVMBasicBlockRef copy = LLVMAppendBasicBlockInContext(ctx, w, "copy");
        next = LLVMAppendBasicBlockInContext(ctx, w, "bind");
        LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntNE, flag, LLVMConstInt(i8, 0, 0), ""), copy, next);
        LLVMPositionBuilderAtEnd(b, copy);
        LLVMValueRef to = LLVMBuildStructGEP2(b, e->params_type, params, (unsigned)i, "");
        LLVMValueRef from = LLVMBuildStructGEP2(b, e->params_type, bound, (unsigned)i, "");
        LLVMBuildMemCpy(b, to, 4, from, 4, LLVMSizeOf(LLVMStructGetTypeAtIndex(e->params_type, (unsigned)i)));
        LLVMBuildBr(b, next);
    }
    LLVMPositionBuilderAtEnd(b, next);
    LLVMBuildBr(b, run);
    LLVMPositionBuilderAtEnd(b, run);
    LLVMBasicBlockRef shade = LLVMAppendBasicBlockInContext(ctx, w, "shade");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(ctx, w, "done");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntNE, LLVMGetParam(w, 4), LLVMConstInt(i32, 0, 0), ""), shade, done);
    LLVMPositionBuilderAtEnd(b, shade);
    LLVMBuildCall2(b, fty, shader, cargs, 2, "");
    LLVMBuildBr(b, done);
    LLVMPositionBuilderAtEnd(b, done);
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);
}

void rsl_jit_build_wrappers(rsl_jit_unit *u, LLVMModuleRef mod)
{
    for (int i = 0; i < u->nentries; i++) {
        rsl_jit_entry_impl *e = &u->entries[i];
        if (e->unsupported)
            continue;
        if (e->pub.kind == RSL_SHADER_FUNCTION)
            build_call_wrapper(u, mod, e);
        else
            build_shader_wrapper(u, mod, e);
    }
}

void rsl_jit_call(const rsl_jit_unit *u, const rsl_jit_entry *entry, rsl_jit_value *args, rsl_jit_value *result,
                  rsl_globals *g)
{
    (void)u;
    const rsl_jit_entry_impl *e = (const rsl_jit_entry_impl *)entry;
    call_wrapper_fn fn = (call_wrapper_fn)(uintptr_t)e->address;
    fn(args, result, g);
}

void rsl_jit_shader_call_init(rsl_jit_shader_call *c, const rsl_jit_unit *u, const rsl_jit_entry *entry,
                              const void *bound, const unsigned char *bound_mask, const rsl_matrix *shader_space)
{
    const rsl_jit_entry_impl *e = (const rsl_jit_entry_impl *)entry;
    *c = (rsl_jit_shader_call){(rsl_jit_shader_wrapper)(uintptr_t)e->address, bound, bound_mask, {u, entry, shader_space}};
}

void rsl_jit_shader_call_run(const rsl_jit_shader_call *c, rsl_globals *g, void *storage, bool body)
{
    const rsl_jit_shader_frame *outer = rsl_jit_host_enter_shader(&c->frame);
    c->wrapper(g, c->bound, c->bound_mask, storage, body);
    rsl_jit_host_enter_shader(outer);
}

void rsl_jit_run_shader(const rsl_jit_unit *u, const rsl_jit_entry *entry, rsl_globals *g)
{
    rsl_jit_shader_call c;
    rsl_jit_shader_call_init(&c, u, entry, NULL, NULL, NULL);
    rsl_jit_shader_call_run(&c, g, NULL, true);
}

/* The defaults once, copied into each point's globals (a memset and two
 * dozen stores per shading point were a visible part of a constant
 * shader's time). */
static const rsl_globals default_globals = {
    .P = {0, 0, 1}, .Ps = {0, 0, 1}, .I = {0, 0, 1}, .N = {0, 0, -1}, .Ng = {0, 0, -1},
    .Cs = {1, 1, 1}, .Os = {1, 1, 1}, .dPdu = {1, 0, 0}, .dPdv = {0, 1, 0},
    .s = 0.5f, .t = 0.5f, .u = 0.5f, .v = 0.5f,
    .dsdu = 1.0f, .dtdv = 1.0f, /* s = u, t = v */
    .du = 1.0f / 64, .dv = 1.0f / 64, .ncomps = 3, .time = 0, .alpha = 1, .light = -1,
};

void rsl_jit_default_globals(rsl_globals *g)
{
    *g = default_globals;
}

/* Where each field of rsl_globals lies, in struct order: bit i of a
 * globals_read mask is field i. */
#define FIELD(name) {offsetof(rsl_globals, name), sizeof(((rsl_globals *)0)->name)}
static const struct global_field {
    unsigned short offset, size;
} global_fields[] = {
#define RSL_X_(name, kind, w) FIELD(name),
    RSL_GLOBALS(RSL_X_)
#undef RSL_X_
    FIELD(light), FIELD(raylevel), FIELD(dsdu), FIELD(dtdu), FIELD(dsdv), FIELD(dtdv), FIELD(ray_width),
    FIELD(ray_spread), FIELD(object),
};
#undef FIELD

void rsl_jit_default_globals_of(rsl_globals *g, uint64_t fields)
{
    const size_t nfields = sizeof global_fields / sizeof global_fields[0];
    if (fields >> nfields) { /* every field, or a bit past them (the padding): the whole struct */
        *g = default_globals;
        return;
    }
    /* (A field is a float or int, or a triple in 16 bytes: copies of a
     * known size are a load and a store.) */
    _Static_assert(sizeof(rsl_point) == 16 && sizeof(float) == 4 && sizeof(int32_t) == 4, "field sizes");
    for (; fields; fields &= fields - 1) {
        const struct global_field *f = &global_fields[__builtin_ctzll(fields)];
        char *to = (char *)g + f->offset;
        const char *from = (const char *)&default_globals + f->offset;
        if (f->size == 16)
            memcpy(to, from, 16);
        else
            memcpy(to, from, 4);
    }
}
