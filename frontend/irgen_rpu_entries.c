/* Shader entries for --target=rpu (docs/rpu.md, "Shader interface"): the
 * functions the RPU's drivers call, written by the frontend so that
 * `opt -O2` inlines the shader, the runtime and the glue into them and
 * llc-rpu only translates what it is given.
 *
 * A shader `KIND NAME(...)` compiles to `void @KIND_NAME(ptr globals, ptr
 * params)` (irgen.c); its entry is `@NAME`, arguments and results passed by
 * the calling convention (vectors in R0.xyz, R1.xyz, ...; floats and
 * integers in R0.w, R1.w, ...).  The entry keeps the globals in an
 * alloca (zeroed), sets those its kind receives, runs the shader on them
 * through `void @NAME.run(ptr globals)` (the parameters in an alloca: their
 * defaults, the shader's .init, then the shader) and returns the globals
 * its kind gives back:
 *
 *   surface       {Ci, Oi} NAME(orig, dir, i32 raylevel, RAY)   (Ci alone: no_opacity)
 *   displacement  {P, N}   NAME(orig, dir, i32 raylevel, RAY)
 *   light         {Cl, L, i32 directed} NAME(Ps, Ns)
 *   volume        {Ci, Oi} NAME(Ci, Oi, P, I, E)            (a ray segment from E to P)
 *   imager        {Ci, Oi, alpha} NAME(P, Ci, Oi, alpha)    (one pixel)
 *   transformation {P}     NAME(P)                          (no driver calls it; rpu-vm --call can)
 *
 * Surface and displacement entries are called at a hit (HIT and HIT_TRI
 * set by `trace`, the ray in R0.xyz/R1.xyz): rsl_rpu_surface_globals
 * (runtime/glue_rpu.c) computes P, N, Ng, s, t, ... from it; raylevel (R0.w)
 * is the number of traces above this shading, which trace() passes on and
 * caps at RSL_MAX_TRACE_DEPTH as the JIT does.  RAY, the ray's footprint
 * from which the glue computes du and dv, is `float spread, float width,
 * i32 exact, dOdx, dOdy, dDdx, dDdy` (R1.w, R2.w, R3.w, R2.xyz-R5.xyz): its
 * cone and, for a camera ray (exact 1), its differentials (a traced ray
 * has the cone alone: runtime/glue_rpu.c says why and what it costs).  A light
 * entry gets Ps and Ns (the surface's N, already live in the surface's
 * light loop) only:
 * every other global it would read is a value live across that loop, and
 * the 8-cell S window could not save them all (RPU_LIGHT_ENTRY_ATTR,
 * backends/rpu/rpucg.h); `directed` is 1 when illuminate or solar ran.  The
 * glue's call `rpu.run.light(address, globals)` becomes `rpu.call(address,
 * Ps, Ns)`, the call of a light entry through the light list's shader
 * address.
 *
 * With rsl_target_options.main_name, the function `color NAME(point P)`
 * becomes the main shader's entry `<3 x float> @NAME(<3 x float> P)` (its
 * body is renamed NAME.body), with globals of its own at raylevel 0.
 *
 * A module with entries exports only them, as a compiled shader file
 * exports its shaders: every other function (the shader bodies, the user's
 * functions, the runtime) becomes internal and always-inline.  A file of
 * functions alone keeps them external for `rpu-vm --call`, and so does
 * rsl_target_options.export_name for one function beside the entries.
 *
 * trace()'s call of the hit object's entry (the glue's rpu.shade.hit)
 * becomes rpu.call.hit at the tracing shader's raylevel + 1.  A module that
 * is a part of an object's entry (rsl_target_options.object_part) keeps
 * rpu.shade.hit and its NAME.run functions external for
 * rsl_rpu_object_entry (rpu_object_entry.c), which writes them. */
#include <string.h>

#include "irgen.h"

/* The hidden fields after the RSL globals (rsl_abi.h). */
enum { G_LIGHT = RSL_G_COUNT, G_RAYLEVEL = RSL_G_COUNT + 1, MAX_FIELDS = 5 };
/* An entry at a hit: (orig, dir, raylevel), then the ray's footprint
 * (spread, width, exact, then RAY_DIFFS differentials). */
enum { AT_HIT_PARAMS = 3, RAY_PARAMS = 7, RAY_DIFFS = 4, MAX_PARAMS = AT_HIT_PARAMS + RAY_PARAMS + MAX_FIELDS };
_Static_assert(AT_HIT_PARAMS + RAY_PARAMS == RSL_RPU_HIT_PARAMS, "rslfront.h's count");

typedef struct entry_kind {
    bool at_hit;               /* AT_HIT_PARAMS and RAY_PARAMS first; the glue fills the globals from the hit */
    int inputs[MAX_FIELDS], ninputs;
    int outputs[MAX_FIELDS], noutputs;
} entry_kind;

static entry_kind kind_of(const rsl_target_options *o, enum rsl_shader_kind k)
{
    switch (k) {
    case RSL_SHADER_SURFACE:
        return o->no_opacity ? (entry_kind){true, {0}, 0, {RSL_G_Ci}, 1}
                             : (entry_kind){true, {0}, 0, {RSL_G_Ci, RSL_G_Oi}, 2};
    case RSL_SHADER_DISPLACEMENT: return (entry_kind){true, {0}, 0, {RSL_G_P, RSL_G_N}, 2};
    case RSL_SHADER_LIGHT: return (entry_kind){false, {RSL_G_Ps, RSL_G_Ns}, 2, {RSL_G_Cl, RSL_G_L, G_LIGHT}, 3};
    case RSL_SHADER_VOLUME:
        return (entry_kind){false, {RSL_G_Ci, RSL_G_Oi, RSL_G_P, RSL_G_I, RSL_G_E}, 5, {RSL_G_Ci, RSL_G_Oi}, 2};
    case RSL_SHADER_IMAGER:
        return (entry_kind){false, {RSL_G_P, RSL_G_Ci, RSL_G_Oi, RSL_G_alpha}, 4,
                            {RSL_G_Ci, RSL_G_Oi, RSL_G_alpha}, 3};
    case RSL_SHADER_TRANSFORMATION: return (entry_kind){false, {RSL_G_P}, 1, {RSL_G_P}, 1};
    default: return (entry_kind){0};
    }
}

static LLVMTypeRef field_type(irgen *g, int field)
{
    return LLVMStructGetTypeAtIndex(g->globals_ty, (unsigned)field);
}

static LLVMValueRef field(irgen *g, LLVMValueRef globals, int index)
{
    return LLVMBuildStructGEP2(g->b, g->globals_ty, globals, (unsigned)index, "");
}

static LLVMTypeRef result_type(irgen *g, const entry_kind *k)
{
    LLVMTypeRef m[MAX_FIELDS];
    for (int i = 0; i < k->noutputs; i++)
        m[i] = field_type(g, k->outputs[i]);
    return k->noutputs == 1 ? m[0] : LLVMStructTypeInContext(g->ctx, m, (unsigned)k->noutputs, 0);
}

unsigned rsl_rpu_hit_param_types(LLVMContextRef ctx, LLVMTypeRef *p)
{
    LLVMTypeRef v3 = LLVMVectorType(LLVMFloatTypeInContext(ctx), 3), i32 = LLVMInt32TypeInContext(ctx);
    unsigned n = 0;
    p[n++] = v3;
    p[n++] = v3;
    p[n++] = i32;
    p[n++] = LLVMFloatTypeInContext(ctx);
    p[n++] = LLVMFloatTypeInContext(ctx);
    p[n++] = i32;
    for (int i = 0; i < RAY_DIFFS; i++)
        p[n++] = v3;
    return n;
}

/* The entry's parameter types into p (at most MAX_PARAMS); their count. */
static unsigned param_types(irgen *g, const entry_kind *k, LLVMTypeRef *p)
{
    unsigned n = k->at_hit ? rsl_rpu_hit_param_types(g->ctx, p) : 0;
    for (int i = 0; i < k->ninputs; i++)
        p[n++] = field_type(g, k->inputs[i]);
    return n;
}

static void always_inline(irgen *g, LLVMValueRef fn)
{
    unsigned no = LLVMGetEnumAttributeKindForName("noinline", 8);
    LLVMRemoveEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, no);
    unsigned kind = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(g->ctx, kind, 0));
}

/* Zeroed globals in the entry's first block. */
static LLVMValueRef new_globals(irgen *g)
{
    LLVMValueRef gl = LLVMBuildAlloca(g->b, g->globals_ty, "globals");
    LLVMBuildStore(g->b, LLVMConstNull(g->globals_ty), gl);
    return gl;
}

static bool name_free(irgen *g, rsl_loc loc, const char *what, const char *name)
{
    if (!LLVMGetNamedFunction(g->mod, name))
        return true;
    rsl_diag_error(g->diag, loc, "cannot make the RPU entry of %s '%s': a function of that name exists", what, name);
    g->failed = true;
    return false;
}

static LLVMValueRef shader_entry(irgen *g, rsl_func *f)
{
    entry_kind k = kind_of(g->opts, f->kind);
    const char *kind = rsl_shader_kind_name(f->kind);
    char what[64];
    snprintf(what, sizeof what, "%s shader", kind);
    if (!name_free(g, f->loc, what, f->name))
        return NULL;
    LLVMValueRef shader = ((ir_func *)f->ir_func)->fn;
    size_t len;
    const char *body = LLVMGetValueName2(shader, &len);
    char name[600];
    snprintf(name, sizeof name, "%s.init", body);
    LLVMValueRef init = LLVMGetNamedFunction(g->mod, name);
    snprintf(name, sizeof name, "%s.defaults", body);
    LLVMValueRef defaults = LLVMGetNamedGlobal(g->mod, name);

    snprintf(name, sizeof name, "%s.run", f->name);
    if (!name_free(g, f->loc, what, name))
        return NULL;
    LLVMValueRef run = LLVMAddFunction(g->mod, name, LLVMFunctionType(LLVMVoidTypeInContext(g->ctx), &g->ptr, 1, 0));
    LLVMPositionBuilderAtEnd(g->b, LLVMAppendBasicBlockInContext(g->ctx, run, "entry"));
    LLVMTypeRef params_ty = LLVMGlobalGetValueType(defaults);
    LLVMValueRef params = LLVMBuildAlloca(g->b, params_ty, "params");
    LLVMBuildStore(g->b, LLVMBuildLoad2(g->b, params_ty, defaults, "defaults"), params);
    LLVMValueRef sargs[2] = {LLVMGetParam(run, 0), params};
    LLVMBuildCall2(g->b, LLVMGlobalGetValueType(init), init, sargs, 2, "");
    LLVMBuildCall2(g->b, LLVMGlobalGetValueType(shader), shader, sargs, 2, "");
    LLVMBuildRetVoid(g->b);

    LLVMTypeRef pt[MAX_PARAMS];
    unsigned np = param_types(g, &k, pt);
    LLVMTypeRef rt = result_type(g, &k);
    LLVMValueRef entry = LLVMAddFunction(g->mod, f->name, LLVMFunctionType(rt, pt, np, 0));
    if (f->kind == RSL_SHADER_LIGHT)
        LLVMAddAttributeAtIndex(entry, LLVMAttributeFunctionIndex,
                                LLVMCreateStringAttribute(g->ctx, RSL_RPU_LIGHT_ENTRY_ATTR,
                                                          (unsigned)strlen(RSL_RPU_LIGHT_ENTRY_ATTR), "", 0));
    LLVMPositionBuilderAtEnd(g->b, LLVMAppendBasicBlockInContext(g->ctx, entry, "entry"));
    LLVMValueRef gl = new_globals(g);
    unsigned arg = 0;
    if (k.at_hit) {
        LLVMValueRef fill = LLVMGetNamedFunction(g->mod, "rsl_rpu_surface_globals");
        if (!fill) {
            ir_error(g, f->loc, "the RPU glue lacks rsl_rpu_surface_globals");
            return NULL;
        }
        LLVMValueRef fargs[4 + RAY_PARAMS] = {gl, LLVMGetParam(entry, 0), LLVMGetParam(entry, 1),
                                              LLVMConstInt(g->i32, g->opts->flat_normals, 0)};
        for (unsigned i = 0; i < RAY_PARAMS; i++)
            fargs[4 + i] = LLVMGetParam(entry, AT_HIT_PARAMS + i);
        LLVMBuildCall2(g->b, LLVMGlobalGetValueType(fill), fill, fargs, 4 + RAY_PARAMS, "");
        LLVMBuildStore(g->b, LLVMGetParam(entry, 2), field(g, gl, G_RAYLEVEL));
        arg = AT_HIT_PARAMS + RAY_PARAMS;
    }
    for (int i = 0; i < k.ninputs; i++)
        LLVMBuildStore(g->b, LLVMGetParam(entry, arg++), field(g, gl, k.inputs[i]));
    LLVMBuildCall2(g->b, LLVMGlobalGetValueType(run), run, &gl, 1, "");
    LLVMValueRef result = LLVMGetUndef(rt);
    for (int i = 0; i < k.noutputs; i++) {
        int fi = k.outputs[i];
        LLVMValueRef v = LLVMBuildLoad2(g->b, field_type(g, fi), field(g, gl, fi), "");
        result = k.noutputs == 1 ? v : LLVMBuildInsertValue(g->b, result, v, (unsigned)i, "");
    }
    LLVMBuildRet(g->b, result);
    return entry;
}

/* Each call `i32 @rpu.run.light(i32 address, ptr globals)` of the glue
 * becomes `@rpu.call(address, inputs...)` of a light entry, its outputs
 * stored into the globals and its `directed` the call's value.  The glue's
 * `rpu.light.shaders()` becomes the constant light_shaders (and
 * `rpu.vertex.colors()` vertex_colors, in ir_rpu_entries). */
/* Each call of the glue's `i32 @NAME()` becomes the constant `value`. */
static void replace_with_constant(irgen *g, const char *name, bool value)
{
    LLVMValueRef fn = LLVMGetNamedFunction(g->mod, name);
    for (LLVMUseRef u; fn && (u = LLVMGetFirstUse(fn));) {
        LLVMValueRef site = LLVMGetUser(u);
        LLVMReplaceAllUsesWith(site, LLVMConstInt(g->i32, value, 0));
        LLVMInstructionEraseFromParent(site);
    }
}

static void call_light_entries(irgen *g)
{
    replace_with_constant(g, "rpu.light.shaders", g->opts->light_shaders);
    LLVMValueRef run = LLVMGetNamedFunction(g->mod, "rpu.run.light");
    if (!run)
        return;
    entry_kind k = kind_of(g->opts, RSL_SHADER_LIGHT);
    LLVMTypeRef pt[MAX_PARAMS + 1] = {g->i32};
    unsigned np = 1 + param_types(g, &k, pt + 1);
    LLVMTypeRef ct = LLVMFunctionType(result_type(g, &k), pt, np, 0);
    LLVMValueRef call = LLVMGetNamedFunction(g->mod, "rpu.call");
    if (!call)
        call = LLVMAddFunction(g->mod, "rpu.call", ct);
    for (LLVMUseRef u; (u = LLVMGetFirstUse(run));) {
        LLVMValueRef site = LLVMGetUser(u);
        LLVMPositionBuilderBefore(g->b, site);
        LLVMValueRef gl = LLVMGetOperand(site, 1), args[MAX_PARAMS + 1] = {LLVMGetOperand(site, 0)};
        for (int i = 0; i < k.ninputs; i++)
            args[i + 1] = LLVMBuildLoad2(g->b, pt[i + 1], field(g, gl, k.inputs[i]), "");
        LLVMValueRef r = LLVMBuildCall2(g->b, ct, call, args, np, "light");
        LLVMValueRef directed = NULL;
        for (int i = 0; i < k.noutputs; i++) {
            LLVMValueRef v = LLVMBuildExtractValue(g->b, r, (unsigned)i, "");
            if (k.outputs[i] == G_LIGHT)
                directed = v;
            else
                LLVMBuildStore(g->b, v, field(g, gl, k.outputs[i]));
        }
        LLVMReplaceAllUsesWith(site, directed);
        LLVMInstructionEraseFromParent(site);
    }
}

/* Each call `rpu.shade.hit(ptr globals, orig, dir, spread, width)` of the
 * glue's trace becomes `rpu.call.hit(orig, dir, raylevel + 1, spread,
 * width, 0)`, the call of HIT.w with the traced ray's cone (not exact). */
static void call_hit_entries(irgen *g)
{
    LLVMValueRef shade = LLVMGetNamedFunction(g->mod, "rpu.shade.hit");
    if (!shade)
        return;
    LLVMTypeRef pt[6] = {g->v3, g->v3, g->i32, g->f32, g->f32, g->i32};
    LLVMTypeRef ct = LLVMFunctionType(g->v3, pt, 6, 0);
    LLVMValueRef call = LLVMGetNamedFunction(g->mod, "rpu.call.hit");
    if (!call)
        call = LLVMAddFunction(g->mod, "rpu.call.hit", ct);
    for (LLVMUseRef u; (u = LLVMGetFirstUse(shade));) {
        LLVMValueRef site = LLVMGetUser(u);
        LLVMPositionBuilderBefore(g->b, site);
        LLVMValueRef level = LLVMBuildLoad2(g->b, g->i32, field(g, LLVMGetOperand(site, 0), G_RAYLEVEL), "");
        LLVMValueRef args[6] = {LLVMGetOperand(site, 1), LLVMGetOperand(site, 2),
                                LLVMBuildAdd(g->b, level, LLVMConstInt(g->i32, 1, 0), ""),
                                LLVMGetOperand(site, 3), LLVMGetOperand(site, 4), LLVMConstInt(g->i32, 0, 0)};
        LLVMReplaceAllUsesWith(site, LLVMBuildCall2(g->b, ct, call, args, 6, ""));
        LLVMInstructionEraseFromParent(site);
    }
}

/* Whether fn is the NAME.run of a shader of the file (an object part keeps them). */
static bool shader_run(irgen *g, LLVMValueRef fn)
{
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    for (int i = 0; i < g->prog->nfuncs; i++) {
        const char *shader = g->prog->funcs[i]->name;
        size_t n = strlen(shader);
        if (g->prog->funcs[i]->kind != RSL_SHADER_FUNCTION && len == n + 4 && !strncmp(name, shader, n) &&
            !strcmp(name + n, ".run"))
            return true;
    }
    return false;
}

static rsl_func *find_function(irgen *g, const char *name)
{
    for (int i = 0; i < g->prog->nfuncs; i++)
        if (g->prog->funcs[i]->kind == RSL_SHADER_FUNCTION && !strcmp(g->prog->funcs[i]->name, name))
            return g->prog->funcs[i];
    return NULL;
}

/* The entry `<3 x float> @NAME(<3 x float> P)` of the main shader. */
static LLVMValueRef main_entry(irgen *g, const char *name)
{
    rsl_loc file = {g->prog->file, 0, 0};
    rsl_func *f = find_function(g, name);
    if (!f) {
        rsl_diag_error(g->diag, file, "no main shader '%s': the file has no function of that name", name);
        g->failed = true;
        return NULL;
    }
    bool triple = f->ret.kind == RSL_T_COLOR || f->ret.kind == RSL_T_POINT || f->ret.kind == RSL_T_VECTOR;
    bool point = f->nparams == 1 && f->params[0]->type.array_len == RSL_NOT_ARRAY && !f->params[0]->is_output &&
                 (f->params[0]->type.kind == RSL_T_POINT || f->params[0]->type.kind == RSL_T_VECTOR);
    if (!triple || !point || f->ret.array_len != RSL_NOT_ARRAY) {
        rsl_diag_error(g->diag, f->loc, "'%s' cannot be the main shader: it must be `color %s(point P)`", name, name);
        g->failed = true;
        return NULL;
    }
    ir_func *fi = f->ir_func;
    char renamed[600];
    snprintf(renamed, sizeof renamed, "%s.body", name);
    LLVMSetValueName2(fi->fn, renamed, strlen(renamed));
    LLVMValueRef entry = LLVMAddFunction(g->mod, name, LLVMFunctionType(g->v3, &g->v3, 1, 0));
    LLVMPositionBuilderAtEnd(g->b, LLVMAppendBasicBlockInContext(g->ctx, entry, "entry"));
    LLVMValueRef args[2], P = LLVMGetParam(entry, 0);
    unsigned n = 0;
    if (fi->needs_globals)
        args[n++] = new_globals(g);
    args[n++] = P;
    LLVMBuildRet(g->b, LLVMBuildCall2(g->b, fi->type, fi->fn, args, n, ""));
    return entry;
}

void ir_rpu_entries(irgen *g)
{
    call_light_entries(g);
    if (!g->opts->object_part)
        call_hit_entries(g);
    replace_with_constant(g, "rpu.vertex.colors", g->opts->vertex_colors);
    if (g->opts->export_name && !find_function(g, g->opts->export_name)) {
        rsl_loc file = {g->prog->file, 0, 0};
        rsl_diag_error(g->diag, file, "no function '%s' to export: the file has no function of that name",
                       g->opts->export_name);
        g->failed = true;
        return;
    }
    int n = g->prog->nfuncs + 1, nkeep = 0;
    LLVMValueRef keep[n];
    if (g->opts->main_name && (keep[nkeep] = main_entry(g, g->opts->main_name)))
        nkeep++;
    for (int i = 0; i < g->prog->nfuncs && !g->failed; i++)
        if (g->prog->funcs[i]->kind != RSL_SHADER_FUNCTION && (keep[nkeep] = shader_entry(g, g->prog->funcs[i])))
            nkeep++;
    if (g->failed || nkeep == 0)
        return;
    for (LLVMValueRef fn = LLVMGetFirstFunction(g->mod); fn; fn = LLVMGetNextFunction(fn)) {
        size_t len;
        const char *name = LLVMGetValueName2(fn, &len);
        bool entry = LLVMIsDeclaration(fn) || (g->opts->export_name && strcmp(name, g->opts->export_name) == 0);
        for (int k = 0; k < nkeep && !entry; k++)
            entry = keep[k] == fn;
        if (entry || (g->opts->object_part && shader_run(g, fn)))
            continue;
        LLVMSetLinkage(fn, LLVMInternalLinkage);
        always_inline(g, fn);
    }
    for (LLVMValueRef gv = LLVMGetFirstGlobal(g->mod); gv; gv = LLVMGetNextGlobal(gv))
        if (!LLVMIsDeclaration(gv))
            LLVMSetLinkage(gv, LLVMInternalLinkage);
}
