/* IR generation of texture, environment, shadow, textureinfo and filterstep
 * (sema_env_calls.c decided the forms): the points go in a temporary array,
 * the options in an rsl_texture_options laid out from rsl_abi.h's list, and
 * the call to the environment call of rsl_abi.h or rsl_filterstep_f.
 *
 * No target reads map files yet (runtime/glue_no_maps.h): each lookup is
 * reported by the glue at run time, and here at compile time, once per
 * feature and module, naming the feature and the target. */
#include "env_calls.h"
#include "irgen.h"

static const struct {
    const char *c_name;
    const char *feature; /* "... are not supported by the rpu target" */
} lowering[RSL_ENV_KIND_COUNT] = {
    [RSL_ENV_TEXTURE] = {"rsl_env_texture", "texture lookups"},
    [RSL_ENV_ENVIRONMENT] = {"rsl_env_environment", "environment lookups"},
    [RSL_ENV_SHADOW] = {"rsl_env_shadow", "shadow lookups"},
    [RSL_ENV_TEXTUREINFO] = {"rsl_env_textureinfo", "texture queries (textureinfo)"},
    [RSL_ENV_FILTERSTEP] = {"rsl_filterstep_f", "derivatives for filterstep(edge, s1)'s filter width"},
};

static void warn_unsupported(irgen *g, const rsl_expr *e, enum rsl_env_kind kind, const char *consequence)
{
    if (g->warned_env & (1u << kind))
        return;
    g->warned_env |= 1u << kind;
    rsl_diag_warning(g->diag, e->loc, "%s are not supported by the %s target%s", lowering[kind].feature, g->target,
                     consequence);
}

/* The rsl_texture_options of the call: the defaults, then each option the
 * shader names, in its order. */
static LLVMValueRef options(irgen *g, rsl_expr *e, const rsl_env_call *ec)
{
    int n = rsl_texture_option_count;
    LLVMTypeRef fields[n];
    LLVMValueRef defaults[n];
    for (int i = 0; i < n; i++) {
        bool is_float = rsl_texture_option_fields[i].kind == RSL_T_FLOAT;
        fields[i] = is_float ? g->f32 : g->i32;
        defaults[i] = is_float ? LLVMConstReal(g->f32, rsl_texture_option_fields[i].def)
                               : LLVMConstInt(g->i32, (unsigned long long)rsl_texture_option_fields[i].def, 0);
    }
    LLVMTypeRef ty = LLVMStructTypeInContext(g->ctx, fields, (unsigned)n, 0);
    LLVMValueRef opts = ir_alloca(g, ty, "options");
    LLVMBuildStore(g->b, LLVMConstStructInContext(g->ctx, defaults, (unsigned)n, 0), opts);
    for (int i = ec->first_option, p = 0; i + 1 < e->nargs; i += 2, p++) {
        if (ec->sets[p][0] < 0)
            continue; /* an unknown option (sema warned): not evaluated */
        LLVMValueRef v = ir_expr(g, e->args[i + 1]);
        for (int f = 0; f < 2 && ec->sets[p][f] >= 0; f++)
            LLVMBuildStore(g->b, v, LLVMBuildStructGEP2(g->b, ty, opts, (unsigned)ec->sets[p][f], ""));
    }
    return opts;
}

/* texture, environment, shadow: (globals, map, channel, points, count, options). */
static LLVMValueRef lookup(irgen *g, rsl_expr *e, const rsl_env_call *ec)
{
    warn_unsupported(g, e, ec->kind, "");
    rsl_expr *map = ec->channel ? e->args[0]->a : e->args[0];
    LLVMValueRef args[6] = {g->globals, ir_expr(g, map)};
    args[2] = ec->channel ? LLVMBuildFPToSI(g->b, ir_expr(g, ec->channel), g->i32, "channel")
                          : LLVMConstInt(g->i32, 0, 0);
    int npoints = ec->kind == RSL_ENV_TEXTURE ? (ec->npoints > 0 ? ec->npoints / 2 : 1) : ec->npoints;
    LLVMValueRef points[4];
    for (int i = 0; i < npoints; i++) {
        if (ec->kind != RSL_ENV_TEXTURE) {
            points[i] = ir_expr(g, e->args[1 + i]);
            continue;
        }
        /* texture's (s, t) as (s, t, 0); texture(map) at the shading point's */
        LLVMValueRef st[2];
        for (int k = 0; k < 2; k++)
            st[k] = ec->npoints > 0 ? ir_expr(g, e->args[1 + 2 * i + k])
                                    : LLVMBuildLoad2(g->b, g->f32,
                                                     LLVMBuildStructGEP2(g->b, g->globals_ty, g->globals,
                                                                         k ? RSL_G_t : RSL_G_s, ""),
                                                     k ? "t" : "s");
        points[i] = LLVMConstNull(g->v3);
        for (unsigned k = 0; k < 2; k++)
            points[i] = LLVMBuildInsertElement(g->b, points[i], st[k], LLVMConstInt(g->i32, k, 0), "");
    }
    args[3] = ir_value_array(g, points, npoints, true, "at");
    args[4] = LLVMConstInt(g->i32, (unsigned)npoints, 0);
    args[5] = options(g, e, ec);
    LLVMValueRef r = ir_runtime_call(g, e->loc, lowering[ec->kind].c_name, args, 6);
    if (!r)
        return ir_zero(g, (int)e->type.kind);
    if (e->type.kind == RSL_T_FLOAT)
        return LLVMBuildExtractElement(g->b, r, LLVMConstInt(g->i32, 0, 0), "");
    return r;
}

/* textureinfo: (globals, map, query, the output's kind and count, its address). */
static LLVMValueRef textureinfo(irgen *g, rsl_expr *e)
{
    warn_unsupported(g, e, RSL_ENV_TEXTUREINFO, "");
    rsl_type out = e->args[2]->type;
    LLVMValueRef args[6] = {g->globals, ir_expr(g, e->args[0]), ir_expr(g, e->args[1])};
    args[3] = LLVMConstInt(g->i32, (unsigned)out.kind, 0);
    args[4] = LLVMConstInt(g->i32, out.array_len == RSL_NOT_ARRAY ? 1u : (unsigned)out.array_len, 0);
    args[5] = ir_address(g, e->args[2]);
    LLVMValueRef r = ir_runtime_call(g, e->loc, lowering[RSL_ENV_TEXTUREINFO].c_name, args, 6);
    return r ? r : ir_zero(g, RSL_T_FLOAT);
}

/* filterstep(edge, s1 [, s2]): without s2 the width would come from the
 * derivatives of s1, which no target computes yet: it is then step(). */
static LLVMValueRef filterstep(irgen *g, rsl_expr *e, const rsl_env_call *ec)
{
    LLVMValueRef args[4] = {ir_expr(g, e->args[0]), ir_expr(g, e->args[1])};
    if (ec->npoints == 3) {
        args[2] = ir_expr(g, e->args[2]);
    } else {
        warn_unsupported(g, e, RSL_ENV_FILTERSTEP, ": filterstep(edge, s1) is step(edge, s1)");
        args[2] = args[1];
    }
    args[3] = options(g, e, ec);
    LLVMValueRef r = ir_runtime_call(g, e->loc, lowering[RSL_ENV_FILTERSTEP].c_name, args, 4);
    return r ? r : ir_zero(g, RSL_T_FLOAT);
}

LLVMValueRef ir_env_call(irgen *g, rsl_expr *e)
{
    const rsl_env_call *ec = e->env_call;
    switch (ec->kind) {
    case RSL_ENV_TEXTUREINFO: return textureinfo(g, e);
    case RSL_ENV_FILTERSTEP: return filterstep(g, e, ec);
    default: return lookup(g, e, ec);
    }
}
