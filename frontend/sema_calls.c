/* Call resolution: the candidates a call may mean (user functions visible
 * from the call, builtins of rsl_builtins[]), the best by conversion cost
 * and by the type the context expects, and the arguments bound to it. */
#include <string.h>

#include "dynamic_calls.h"
#include "env_calls.h"
#include "sema_internal.h"

/* Builtins the runtime does not provide that RSL defines: queries to the
 * renderer.  They compile to rsl_env_unsupported (the shader
 * goes on with zeros); `ret` -1 means float unless the context wants a color. */
static const struct {
    const char *name;
    int ret;
} unsupported_calls[] = {
    {"bake", RSL_T_VOID},
};

/* Collects the candidates a call may mean: the user functions of the
 * innermost scope declaring that name (they hide outer ones), then the
 * builtins of that name. */
typedef struct candidates {
    rsl_func *funcs[32];
    int nfuncs;
    const rsl_builtin_sig *builtins[64];
    int nbuiltins;
} candidates;

static void collect_candidates(sema *S, const char *name, candidates *c)
{
    c->nbuiltins = 0;
    c->nfuncs = rsl_scope_find_funcs(S->cur, name, c->funcs, (int)(sizeof c->funcs / sizeof c->funcs[0]));
    for (int i = 0; i < rsl_builtin_count; i++)
        if (strcmp(rsl_builtins[i].rsl_name, name) == 0 && c->nbuiltins < 64)
            c->builtins[c->nbuiltins++] = &rsl_builtins[i];
}

static int func_score(const rsl_func *f, rsl_expr **args, int nargs, int expected)
{
    if (f->nparams != nargs)
        return -1;
    int kinds[RSL_BUILTIN_MAX_PARAMS * 4], params[RSL_BUILTIN_MAX_PARAMS * 4];
    if (nargs > (int)(sizeof kinds / sizeof kinds[0]))
        return -1;
    for (int i = 0; i < nargs; i++) {
        rsl_type p = f->params[i]->type, a = args[i]->type;
        if (p.array_len != RSL_NOT_ARRAY || a.array_len != RSL_NOT_ARRAY) {
            /* Arrays pass by reference: the element type and length must match. */
            if (p.kind != a.kind || a.array_len == RSL_NOT_ARRAY || p.array_len == RSL_NOT_ARRAY ||
                (p.array_len != RSL_UNSIZED_ARRAY && p.array_len != a.array_len))
                return -1;
        }
        kinds[i] = (int)a.kind;
        params[i] = (int)p.kind | (f->params[i]->is_output ? RSL_PARAM_OUT : 0);
    }
    return rsl_overload_score(params, nargs, kinds, nargs, (int)f->ret.kind, expected);
}

static int builtin_score(const rsl_builtin_sig *b, rsl_expr **args, int nargs, int expected)
{
    int kinds[RSL_BUILTIN_MAX_PARAMS];
    if (nargs > RSL_BUILTIN_MAX_PARAMS)
        return -1;
    for (int i = 0; i < nargs; i++) {
        if (args[i]->type.array_len != RSL_NOT_ARRAY)
            return -1;
        kinds[i] = (int)args[i]->type.kind;
    }
    return rsl_overload_score(b->params, b->nparams, kinds, nargs, b->ret, expected);
}

static void describe_args(rsl_expr **args, int nargs, char *buf, size_t size)
{
    size_t n = 0;
    buf[0] = 0;
    for (int i = 0; i < nargs && n < size; i++) {
        char t[64];
        n += (size_t)snprintf(buf + n, size - n, "%s%s", i ? ", " : "", sema_type_str(args[i]->type, t, sizeof t));
    }
}

static void note_candidates(sema *S, rsl_expr *e, const candidates *c)
{
    int shown = 0;
    for (int i = 0; i < c->nfuncs && shown < 12; i++, shown++) {
        rsl_func *f = c->funcs[i];
        char buf[256], t[64];
        size_t n = 0;
        buf[0] = 0;
        for (int j = 0; j < f->nparams && n < sizeof buf; j++)
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s%s", j ? ", " : "",
                                  f->params[j]->is_output ? "output " : "",
                                  sema_type_str(f->params[j]->type, t, sizeof t));
        rsl_diag_note(S->diag, f->loc, "candidate: %s %s(%s)", sema_type_str(f->ret, t, sizeof t), f->name, buf);
    }
    for (int i = 0; i < c->nbuiltins && shown < 12; i++, shown++) {
        const rsl_builtin_sig *b = c->builtins[i];
        char buf[256];
        size_t n = 0;
        buf[0] = 0;
        for (int j = 0; j < b->nparams && n < sizeof buf; j++)
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s%s", j ? ", " : "",
                                  (b->params[j] & RSL_PARAM_OUT) ? "output " : "",
                                  rsl_kind_name(b->params[j] & 0xff));
        rsl_diag_note(S->diag, e->loc, "candidate: %s %s(%s)", rsl_kind_name(b->ret), b->rsl_name, buf);
    }
    if (c->nfuncs + c->nbuiltins > shown)
        rsl_diag_note(S->diag, e->loc, "and %d more candidates", c->nfuncs + c->nbuiltins - shown);
}

/* Converts arguments to the chosen parameters; outputs must be variables. */
static void bind_args(sema *S, rsl_expr *e, const int *params, const rsl_type *param_types)
{
    for (int i = 0; i < e->nargs; i++) {
        if (params[i] & RSL_PARAM_OUT) {
            sema_check_lvalue(S, e->args[i], "an output argument");
            continue;
        }
        if (param_types)
            sema_coerce(S, &e->args[i], param_types[i], "in an argument");
        else
            sema_coerce(S, &e->args[i], sema_scalar(params[i] & 0xff), "in an argument");
    }
}

/* min(a, b, c, ...) is min(min(a, b, c...), last) (RI 3.2 allows any
 * number of arguments): folded here, before the arguments are checked, so
 * the two-argument builtins and their promotions serve every arity. */
static void fold_variadic_minmax(sema *S, rsl_expr *e)
{
    rsl_expr *inner = rsl_ast_new_expr(S->prog->arena, RSL_E_CALL, e->loc);
    inner->name = e->name;
    inner->args = e->args;
    inner->nargs = e->nargs - 1;
    rsl_expr **args = rsl_arena_alloc(S->prog->arena, sizeof *args * 2);
    args[0] = inner;
    args[1] = e->args[e->nargs - 1];
    e->args = args;
    e->nargs = 2;
}

bool sema_is_unsized_param(const rsl_expr *e)
{
    return e->kind == RSL_E_IDENT && e->var && e->var->kind == RSL_VAR_FUNC_PARAM &&
           e->var->type.array_len == RSL_UNSIZED_ARRAY;
}

/* arraylength(a) of an array of fixed length is that length, a constant:
 * the call becomes the number.  An unsized array parameter's length is
 * passed beside it (irgen), uniform as every array length is. */
static rsl_type check_arraylength(sema *S, rsl_expr *e)
{
    char b[64];
    if (e->nargs != 1 || e->args[0]->type.array_len == RSL_NOT_ARRAY) {
        char buf[256];
        describe_args(e->args, e->nargs, buf, sizeof buf);
        rsl_diag_error(S->diag, e->loc, "arraylength takes one array, not (%s)", buf);
        return e->type = sema_scalar(RSL_T_ERROR);
    }
    const rsl_expr *a = e->args[0];
    if (sema_is_unsized_param(a)) {
        e->dynamic_call = RSL_DYN_LENGTH;
        e->type = sema_scalar(RSL_T_FLOAT);
        e->type.detail = RSL_DETAIL_UNIFORM;
        return e->type;
    }
    if (a->type.array_len == RSL_UNSIZED_ARRAY) {
        rsl_diag_error(S->diag, e->args[0]->loc, "arraylength needs an array of known length, not '%s'",
                       sema_type_str(e->args[0]->type, b, sizeof b));
        return e->type = sema_scalar(RSL_T_ERROR);
    }
    e->kind = RSL_E_NUM;
    e->num = e->args[0]->type.array_len;
    e->args = NULL;
    e->nargs = 0;
    e->type = sema_scalar(RSL_T_FLOAT);
    e->type.detail = RSL_DETAIL_UNIFORM;
    return e->type;
}

rsl_type sema_check_call(sema *S, rsl_expr *e, int expected)
{
    candidates c;
    collect_candidates(S, e->name, &c);
    int env = c.nfuncs == 0 ? rsl_env_call_kind(e->name) : -1;
    if (env >= 0)
        return sema_check_env_call(S, e, env, expected);
    if (c.nfuncs == 0 && e->nargs > 2 && (strcmp(e->name, "min") == 0 || strcmp(e->name, "max") == 0))
        fold_variadic_minmax(S, e);
    bool bad = false;
    for (int i = 0; i < e->nargs; i++)
        bad |= sema_is_error(sema_check_expr(S, &e->args[i], RSL_T_NONE));
    if (bad)
        return e->type = sema_scalar(RSL_T_ERROR);

    rsl_type dynamic;
    if (c.nfuncs == 0 && (sema_check_resizable_call(S, e, &dynamic) || sema_check_dynamic_call(S, e, &dynamic)))
        return dynamic;
    if (c.nfuncs == 0 && strcmp(e->name, "arraylength") == 0)
        return check_arraylength(S, e);
    if (c.nfuncs == 0 && strcmp(e->name, "spline") == 0)
        return sema_check_spline(S, e);
    if (c.nfuncs + c.nbuiltins == 0) {
        for (size_t i = 0; i < sizeof unsupported_calls / sizeof unsupported_calls[0]; i++) {
            if (strcmp(unsupported_calls[i].name, e->name) != 0)
                continue;
            int ret = unsupported_calls[i].ret;
            if (ret < 0)
                ret = (expected >= 0 && rsl_kind_is_triple(expected)) ? expected : RSL_T_FLOAT;
            e->string_id = rsl_string_intern(&S->strings, e->name);
            e->type = sema_scalar(ret);
            e->type.detail = RSL_DETAIL_VARYING;
            return e->type;
        }
        rsl_diag_error(S->diag, e->loc, "call to undeclared function '%s'", e->name);
        return e->type = sema_scalar(RSL_T_ERROR);
    }

    int best = -1, best_score = -1, ties = 0;
    for (int i = 0; i < c.nfuncs; i++) {
        int s = func_score(c.funcs[i], e->args, e->nargs, expected);
        if (s >= 0 && (best_score < 0 || s < best_score))
            best = i, best_score = s, ties = 0;
        else if (s >= 0 && s == best_score)
            ties++;
    }
    for (int i = 0; i < c.nbuiltins; i++) {
        int s = builtin_score(c.builtins[i], e->args, e->nargs, expected);
        if (s >= 0 && (best_score < 0 || s < best_score))
            best = c.nfuncs + i, best_score = s, ties = 0;
    }
    if (best < 0) {
        char buf[256];
        describe_args(e->args, e->nargs, buf, sizeof buf);
        rsl_diag_error(S->diag, e->loc, "no matching function for call to '%s(%s)'", e->name, buf);
        note_candidates(S, e, &c);
        return e->type = sema_scalar(RSL_T_ERROR);
    }
    if (best < c.nfuncs && ties > 0) {
        rsl_diag_error(S->diag, e->loc, "call to '%s' is ambiguous", e->name);
        note_candidates(S, e, &c);
        return e->type = sema_scalar(RSL_T_ERROR);
    }
    if (best < c.nfuncs) {
        rsl_func *f = c.funcs[best];
        int params[64];
        rsl_type types[64];
        for (int i = 0; i < e->nargs && i < 64; i++) {
            params[i] = f->params[i]->is_output ? RSL_PARAM_OUT : 0;
            types[i] = f->params[i]->type;
            types[i].detail = RSL_DETAIL_DEFAULT;
        }
        bind_args(S, e, params, types);
        e->callee = f;
        e->type = f->ret;
        e->type.detail = sema_detail_user_call(S, e, f);
        return e->type;
    }
    const rsl_builtin_sig *b = c.builtins[best - c.nfuncs];
    bind_args(S, e, b->params, NULL);
    e->builtin = b;
    e->type = sema_scalar(b->ret);
    e->type.detail = sema_detail_builtin_call(S, e, b);
    return e->type;
}

