/* IR generation of the renderer queries of env_calls.h (sema decided the
 * forms): positional arguments as values (the lookups' points in a
 * temporary array; a single point of a map the target reads as the four
 * corners of its footprint, rsl_lookup_footprint), the recognised options
 * in the call's options struct laid out from rsl_abi.h's list, the values
 * passed by name in an array of rsl_named_value, and a call to the
 * environment call of rsl_abi.h (or rsl_filterstep_f).  gather is a loop
 * over its samples.
 *
 * The host's glue reads maps (texture, environment, shadow, textureinfo:
 * OpenImageIO in the JIT) and traces rays (runtime/host_raytrace.c: the
 * ray-traced queries, and environment() and shadow() on the map
 * "raytrace"); what a target does not provide (runtime/glue_unsupported.h,
 * glue_untraced.h) is reported by its glue at run time, and here at compile
 * time, once per feature and module, naming the feature and the target. */
#include <string.h>

#include "env_calls.h"
#include "irgen.h"

enum shape {
    LOOKUP,     /* (g, map, channel, points, count, options) */
    QUERY,      /* (g, strings..., output kind, count, address) */
    FILTERSTEP, /* (edge, s1, s2, options) */
    RAY,        /* (g, positional..., options, named, count) */
    PLAIN,      /* (g) */
    STATEMENT
};
static const struct {
    const char *c_name;
    enum shape shape;
    const char *feature; /* "... not supported by the rpu target" */
} lowering[RSL_ENV_KIND_COUNT] = {
    [RSL_ENV_TEXTURE] = {"rsl_env_texture", LOOKUP, "texture lookups are"},
    [RSL_ENV_ENVIRONMENT] = {"rsl_env_environment", LOOKUP, "environment lookups are"},
    [RSL_ENV_SHADOW] = {"rsl_env_shadow", LOOKUP, "shadow lookups are"},
    [RSL_ENV_TEXTUREINFO] = {"rsl_env_textureinfo", QUERY, "texture queries (textureinfo) are"},
    [RSL_ENV_FILTERSTEP] = {"rsl_filterstep_f", FILTERSTEP, NULL},
    [RSL_ENV_OCCLUSION] = {"rsl_env_occlusion", RAY, "occlusion is"},
    [RSL_ENV_INDIRECTDIFFUSE] = {"rsl_env_indirectdiffuse", RAY, "indirectdiffuse is"},
    [RSL_ENV_TRANSMISSION] = {"rsl_env_transmission", RAY, "transmission is"},
    [RSL_ENV_VISIBILITY] = {"rsl_env_visibility", RAY, "visibility is"},
    [RSL_ENV_RAYLEVEL] = {"rsl_env_raylevel", PLAIN, "raylevel is"},
    [RSL_ENV_RAYINFO] = {"rsl_env_rayinfo", QUERY, "ray queries (rayinfo) are"},
    [RSL_ENV_BAKE3D] = {"rsl_env_bake3d", RAY, "point clouds (bake3d) are"},
    [RSL_ENV_TEXTURE3D] = {"rsl_env_texture3d", RAY, "point clouds (texture3d) are"},
    [RSL_ENV_GATHER] = {"rsl_env_gather", STATEMENT, "gather is"},
    [RSL_ENV_ILLUMINANCE] = {NULL, STATEMENT, "message passing to lights (illuminance's \"send:light:\") is"},
};

/* Whether the target's glue answers `kind`: the host reads maps and traces
 * rays. */
static bool target_provides(const irgen *g, enum rsl_env_kind kind)
{
    if (strcmp(g->target, "host") != 0)
        return false;
    switch (kind) {
    case RSL_ENV_TEXTURE: case RSL_ENV_ENVIRONMENT: case RSL_ENV_SHADOW: case RSL_ENV_TEXTUREINFO:
    case RSL_ENV_OCCLUSION: case RSL_ENV_INDIRECTDIFFUSE: case RSL_ENV_TRANSMISSION: case RSL_ENV_VISIBILITY:
    case RSL_ENV_RAYLEVEL: case RSL_ENV_RAYINFO: case RSL_ENV_GATHER: return true;
    default: return false;
    }
}

static void warn_unsupported(irgen *g, rsl_loc loc, enum rsl_env_kind kind, const char *consequence)
{
    if (target_provides(g, kind) || (g->warned_env & (1u << kind)))
        return;
    g->warned_env |= 1u << kind;
    rsl_diag_warning(g->diag, loc, "%s not supported by the %s target%s", lowering[kind].feature, g->target,
                     consequence);
}

/* The call's options struct: the defaults, then each option the shader
 * names, in its order (an unknown one is not evaluated: sema warned). */
static LLVMValueRef options(irgen *g, rsl_expr **args, int nargs, const rsl_env_call *ec)
{
    const rsl_option_set *set = ec->set;
    LLVMTypeRef fields[set->nfields];
    LLVMValueRef defaults[set->nfields];
    for (int i = 0; i < set->nfields; i++) {
        bool is_float = set->fields[i].kind == RSL_T_FLOAT;
        fields[i] = is_float ? g->f32 : g->i32;
        defaults[i] = is_float ? LLVMConstReal(g->f32, set->fields[i].def)
                               : LLVMConstInt(g->i32, (unsigned long long)set->fields[i].def, 0);
    }
    LLVMTypeRef ty = LLVMStructTypeInContext(g->ctx, fields, (unsigned)set->nfields, 0);
    LLVMValueRef opts = ir_alloca(g, ty, "options");
    LLVMBuildStore(g->b, LLVMConstStructInContext(g->ctx, defaults, (unsigned)set->nfields, 0), opts);
    for (int i = ec->first_option, p = 0; i + 1 < nargs; i += 2, p++) {
        const rsl_option_use *use = &ec->uses[p];
        if (use->fields[0] < 0)
            continue;
        LLVMValueRef v = ir_expr(g, args[i + 1]);
        for (int f = 0; f < 2 && use->fields[f] >= 0; f++)
            LLVMBuildStore(g->b, v, LLVMBuildStructGEP2(g->b, ty, opts, (unsigned)use->fields[f], ""));
    }
    return opts;
}

/* The address of a value passed by reference: an output's storage, or a
 * temporary holding an input (arrays and matrices are already in memory). */
static LLVMValueRef reference(irgen *g, rsl_expr *e, bool output)
{
    if (output)
        return ir_address(g, e);
    LLVMValueRef v = ir_expr(g, e);
    if (e->type.array_len != RSL_NOT_ARRAY || (int)e->type.kind == RSL_T_MATRIX)
        return v;
    LLVMValueRef tmp = ir_alloca(g, ir_storage_type(g, e->type), "named");
    LLVMBuildStore(g->b, v, tmp);
    return tmp;
}

static LLVMValueRef count_of(irgen *g, rsl_type t)
{
    return LLVMConstInt(g->i32, t.array_len == RSL_NOT_ARRAY ? 1u : (unsigned)t.array_len, 0);
}

/* The pairs passed by name as rsl_named_value { name, kind, count, value };
 * *n gets their number (a null array for none). */
static LLVMValueRef named_values(irgen *g, rsl_expr **args, int nargs, const rsl_env_call *ec, LLVMValueRef *n)
{
    *n = LLVMConstInt(g->i32, (unsigned)ec->nnamed, 0);
    if (ec->nnamed == 0)
        return LLVMConstNull(g->ptr);
    LLVMTypeRef fields[4] = {g->i32, g->i32, g->i32, g->ptr};
    LLVMTypeRef ety = LLVMStructTypeInContext(g->ctx, fields, 4, 0);
    LLVMTypeRef aty = LLVMArrayType(ety, (unsigned)ec->nnamed);
    LLVMValueRef array = ir_alloca(g, aty, "named");
    for (int i = ec->first_option, p = 0, k = 0; i + 1 < nargs; i += 2, p++) {
        if (!ec->uses[p].named)
            continue;
        rsl_expr *v = args[i + 1];
        LLVMValueRef idx[2] = {LLVMConstInt(g->i32, 0, 0), LLVMConstInt(g->i32, (unsigned)k++, 0)};
        LLVMValueRef elem = LLVMBuildGEP2(g->b, aty, array, idx, 2, "");
        LLVMValueRef values[4] = {ir_string(g, args[i]->string_id), LLVMConstInt(g->i32, (unsigned)v->type.kind, 0),
                                  count_of(g, v->type), reference(g, v, ec->uses[p].output)};
        for (unsigned f = 0; f < 4; f++)
            LLVMBuildStore(g->b, values[f], LLVMBuildStructGEP2(g->b, ety, elem, f, ""));
    }
    return array;
}

/* environment() or shadow() of the literal map "raytrace" on the host. */
static bool traced_lookup(irgen *g, rsl_expr *e, const rsl_env_call *ec)
{
    rsl_expr *map = ec->channel ? e->args[0]->a : e->args[0];
    return (ec->kind == RSL_ENV_ENVIRONMENT || ec->kind == RSL_ENV_SHADOW) && map->kind == RSL_E_STR &&
           map->string_id == RSL_STR_RAYTRACE && strcmp(g->target, "host") == 0;
}

/* texture, environment, shadow: (g, map, channel, points, count, options). */
static LLVMValueRef lookup(irgen *g, rsl_expr *e, const rsl_env_call *ec)
{
    rsl_expr *map = ec->channel ? e->args[0]->a : e->args[0];
    LLVMValueRef args[6] = {g->globals, ir_expr(g, map)};
    args[2] = ec->channel ? LLVMBuildFPToSI(g->b, ir_expr(g, ec->channel), g->i32, "channel")
                          : LLVMConstInt(g->i32, 0, 0);
    bool texture = ec->kind == RSL_ENV_TEXTURE;
    int npoints = texture ? (ec->npositional > 0 ? ec->npositional / 2 : 1) : ec->npositional;
    LLVMValueRef points[4];
    for (int i = 0; i < npoints; i++) {
        if (!texture) {
            points[i] = ir_expr(g, e->args[1 + i]);
            continue;
        }
        /* texture's (s, t) as (s, t, 0); texture(map) at the shading point's */
        points[i] = LLVMConstNull(g->v3);
        for (unsigned k = 0; k < 2; k++) {
            LLVMValueRef st = ec->npositional > 0
                                  ? ir_expr(g, e->args[1 + 2 * i + (int)k])
                                  : LLVMBuildLoad2(g->b, g->f32,
                                                   LLVMBuildStructGEP2(g->b, g->globals_ty, g->globals,
                                                                       k ? RSL_G_t : RSL_G_s, ""),
                                                   k ? "t" : "s");
            points[i] = LLVMBuildInsertElement(g->b, points[i], st, LLVMConstInt(g->i32, k, 0), "");
        }
    }
    if (npoints == 1 && target_provides(g, ec->kind) && !traced_lookup(g, e, ec)) {
        /* A single point is filtered over its footprint: the four corners
         * from its derivatives (the differentiation pass sees Du and Dv). */
        LLVMValueRef corners = ir_alloca(g, LLVMArrayType(LLVMVectorType(g->f32, 4), 4), "at");
        LLVMValueRef fargs[3] = {g->globals, points[0], corners};
        ir_runtime_call(g, e->loc, "rsl_lookup_footprint", fargs, 3);
        args[3] = corners;
        npoints = 4;
    } else {
        args[3] = ir_value_array(g, points, npoints, true, "at");
    }
    args[4] = LLVMConstInt(g->i32, (unsigned)npoints, 0);
    args[5] = options(g, e->args, e->nargs, ec);
    LLVMValueRef r = ir_runtime_call(g, e->loc, lowering[ec->kind].c_name, args, 6);
    if (r && e->type.kind == RSL_T_FLOAT)
        r = LLVMBuildExtractElement(g->b, r, LLVMConstInt(g->i32, 0, 0), "");
    return r;
}

/* filterstep(edge, s1 [, s2]): without s2 over s1 -+ half its filter
 * width, from s1's derivatives (runtime/derivatives.c). */
static LLVMValueRef filterstep(irgen *g, rsl_expr *e, const rsl_env_call *ec)
{
    LLVMValueRef args[4] = {ir_expr(g, e->args[0]), ir_expr(g, e->args[1])};
    if (ec->npositional == 3) {
        args[2] = ir_expr(g, e->args[2]);
    } else {
        LLVMValueRef wargs[2] = {g->globals, args[1]};
        LLVMValueRef half = LLVMBuildFMul(g->b, ir_runtime_call(g, e->loc, "rsl_filterwidth_f", wargs, 2),
                                          LLVMConstReal(g->f32, 0.5), "halfwidth");
        args[2] = LLVMBuildFAdd(g->b, args[1], half, "");
        args[1] = LLVMBuildFSub(g->b, args[1], half, "");
    }
    args[3] = options(g, e->args, e->nargs, ec);
    return ir_runtime_call(g, e->loc, lowering[ec->kind].c_name, args, 4);
}

/* The queries, the ray-traced calls, point clouds, raylevel: the globals,
 * the positional arguments, then the query's output or the options and the
 * named values. */
static LLVMValueRef fixed_call(irgen *g, rsl_expr *e, const rsl_env_call *ec)
{
    LLVMValueRef args[12] = {g->globals};
    int n = 1, npos = ec->npositional - (lowering[ec->kind].shape == QUERY ? 1 : 0);
    for (int i = 0; i < npos; i++)
        args[n++] = ir_expr(g, e->args[i]);
    if (lowering[ec->kind].shape == QUERY) {
        rsl_expr *out = e->args[npos];
        args[n++] = LLVMConstInt(g->i32, (unsigned)out->type.kind, 0);
        args[n++] = count_of(g, out->type);
        args[n++] = ir_address(g, out);
    } else if (ec->set) {
        args[n++] = options(g, e->args, e->nargs, ec);
        args[n] = named_values(g, e->args, e->nargs, ec, &args[n + 1]);
        n += 2;
    }
    return ir_runtime_call(g, e->loc, lowering[ec->kind].c_name, args, n);
}

LLVMValueRef ir_env_call(irgen *g, rsl_expr *e)
{
    const rsl_env_call *ec = e->env_call;
    LLVMValueRef r;
    switch (lowering[ec->kind].shape) {
    case LOOKUP:
        if (!traced_lookup(g, e, ec))
            warn_unsupported(g, e->loc, ec->kind, "");
        r = lookup(g, e, ec);
        break;
    case FILTERSTEP: r = filterstep(g, e, ec); break;
    default: warn_unsupported(g, e->loc, ec->kind, ""); r = fixed_call(g, e, ec); break;
    }
    return r ? r : ir_zero(g, (int)e->type.kind);
}

/* gather: for each of its samples (rays 0, 1, ... below `samples`, fewer
 * than 2^31, through the JIT's loop budget), the body when rsl_env_gather
 * says the ray hit (the loop for break and continue), else the else branch. */
void ir_gather(irgen *g, rsl_stmt *s)
{
    const rsl_env_call *ec = s->env_call;
    warn_unsupported(g, s->loc, RSL_ENV_GATHER, "");
    LLVMValueRef args[10] = {g->globals, NULL, ir_expr(g, s->category)};
    for (int i = 0; i < 4; i++)
        args[3 + i] = ir_expr(g, s->args[i]);
    args[7] = options(g, s->args, s->nargs, ec);
    args[8] = named_values(g, s->args, s->nargs, ec, &args[9]);
    /* samples clamped to [0, 2^31 - 128] (NaN to 0), so that i cannot wrap */
    LLVMValueRef zero = LLVMConstReal(g->f32, 0), top = LLVMConstReal(g->f32, 2147483520.0);
    LLVMValueRef rays = LLVMBuildSelect(g->b, LLVMBuildFCmp(g->b, LLVMRealOGT, args[6], zero, ""), args[6], zero, "");
    rays = LLVMBuildSelect(g->b, LLVMBuildFCmp(g->b, LLVMRealOLT, rays, top, ""), rays, top, "rays");
    LLVMValueRef i = ir_alloca(g, g->i32, "sample");
    LLVMBuildStore(g->b, LLVMConstInt(g->i32, 0, 0), i);
    LLVMBasicBlockRef cond = ir_block(g, "gather.cond"), test = ir_block(g, "gather.ray");
    LLVMBasicBlockRef hit = ir_block(g, "gather.hit"), miss = ir_block(g, "gather.miss");
    LLVMBasicBlockRef step = ir_block(g, "gather.next"), end = ir_block(g, "gather.end");
    LLVMBuildBr(g->b, cond);
    LLVMPositionBuilderAtEnd(g->b, cond);
    LLVMValueRef iv = LLVMBuildLoad2(g->b, g->i32, i, "i");
    LLVMValueRef more = LLVMBuildFCmp(g->b, LLVMRealOLT, LLVMBuildSIToFP(g->b, iv, g->f32, ""), rays, "");
    LLVMBuildCondBr(g->b, more, test, end);
    LLVMPositionBuilderAtEnd(g->b, test);
    args[1] = iv;
    LLVMValueRef r = ir_runtime_call(g, s->loc, lowering[RSL_ENV_GATHER].c_name, args, 10);
    if (!r)
        return;
    LLVMBuildCondBr(g->b, LLVMBuildICmp(g->b, LLVMIntNE, r, LLVMConstInt(g->i32, 0, 0), ""), hit, miss);
    LLVMPositionBuilderAtEnd(g->b, hit);
    g->loops[g->nloops++] = (ir_loop){end, step};
    ir_stmt(g, s->body);
    g->nloops--;
    ir_branch(g, step);
    LLVMPositionBuilderAtEnd(g->b, miss);
    ir_stmt(g, s->else_body);
    ir_branch(g, step);
    LLVMPositionBuilderAtEnd(g->b, step);
    LLVMBuildStore(g->b, LLVMBuildAdd(g->b, iv, LLVMConstInt(g->i32, 1, 0), ""), i);
    ir_loop_back(g, s->loc, cond, end);
    LLVMPositionBuilderAtEnd(g->b, end);
}

int ir_illuminance_options(irgen *g, rsl_stmt *s)
{
    const rsl_env_call *ec = s->env_call;
    if (ec->nnamed > 0)
        warn_unsupported(g, s->loc, RSL_ENV_ILLUMINANCE, ": the messages are not sent");
    return ec->first_option;
}
