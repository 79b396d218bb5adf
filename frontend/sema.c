/* Semantic analysis: scopes, types, implicit conversions, overload resolution
 * of user functions and builtins (rsl_builtins[], generated from the runtime's
 * header), shading-global rules per shader kind and the statements' context
 * rules.  It annotates the AST for irgen: every expression's type, what each
 * identifier and call names, interned string ids, and implicit conversions as
 * CAST nodes with `implicit` set (irgen then never converts on its own). */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "scope.h"
#include "semantics.h"
#include "typerules.h"

typedef struct sema {
    rsl_program *prog;
    rsl_diag *diag;
    scope *cur;
    rsl_func *func;             /* the function or shader being checked */
    enum rsl_shader_kind shader; /* the kind of the outermost definition */
    int loops;                  /* enclosing loops (illuminance counts as one) */
    rsl_string_table strings;
} sema;

static void push_scope(sema *S) { S->cur = rsl_scope_push(S->cur); }

static void pop_scope(sema *S)
{
    scope *sc = S->cur;
    for (int i = 0; i < sc->n; i++) {
        sym *y = &sc->syms[i];
        if (y->var && !y->used && y->var->kind == RSL_VAR_LOCAL && !y->var->is_extern)
            rsl_diag_warning(S->diag, y->var->loc, "unused variable '%s'", y->name);
    }
    S->cur = rsl_scope_pop(sc);
}

static sym *add_sym(sema *S, const char *name) { return rsl_scope_add(S->cur, name); }
/* The innermost variable (or extern global) named `name`, NULL if none. */
static sym *find_var(sema *S, const char *name) { return rsl_scope_find_var(S->cur, name, true); }
static sym *find_in_current(sema *S, const char *name) { return rsl_scope_find_var(S->cur, name, false); }

/* ---- Shading globals ------------------------------------------------------- */
static const struct {
    const char *name;
    int kind;
    unsigned writable;
} globals[] = {
#define RSL_X_(n, k, w) {#n, RSL_T_##k, w},
    RSL_GLOBALS(RSL_X_)
#undef RSL_X_
};

int rsl_global_lookup(const char *name)
{
    for (int i = 0; i < RSL_G_COUNT; i++)
        if (strcmp(globals[i].name, name) == 0)
            return i;
    return -1;
}

int rsl_global_kind(int index)
{
    return globals[index].kind;
}

/* ---- Helpers ----------------------------------------------------------------- */
static rsl_type scalar(int kind)
{
    return rsl_type_make((enum rsl_type_kind)kind, RSL_DETAIL_DEFAULT, RSL_NOT_ARRAY);
}

static bool is_error(rsl_type t)
{
    return (int)t.kind == RSL_T_ERROR;
}

static const char *type_str(rsl_type t, char *buf, size_t size)
{
    if ((int)t.kind >= RSL_T_COUNT) {
        snprintf(buf, size, "%s", rsl_kind_name((int)t.kind));
        return buf;
    }
    t.detail = RSL_DETAIL_DEFAULT;
    return rsl_type_format(t, buf, size);
}

/* Wraps *ep in an implicit conversion to `kind`. */
static void insert_cast(sema *S, rsl_expr **ep, int kind)
{
    rsl_expr *c = rsl_ast_new_expr(S->prog->arena, RSL_E_CAST, (*ep)->loc);
    c->cast_type = scalar(kind);
    c->implicit = true;
    c->a = *ep;
    c->type = scalar(kind);
    c->type.detail = (*ep)->type.detail;
    *ep = c;
}

/* Converts *ep to `to` where RSL does it implicitly; otherwise reports
 * "cannot convert ... <what>" and returns false. */
static bool coerce(sema *S, rsl_expr **ep, rsl_type to, const char *what)
{
    rsl_expr *e = *ep;
    if (is_error(e->type) || is_error(to))
        return true;
    char b1[64], b2[64];
    bool e_arr = e->type.array_len != RSL_NOT_ARRAY, to_arr = to.array_len != RSL_NOT_ARRAY;
    if (e_arr || to_arr) {
        if (e_arr && to_arr && e->type.kind == to.kind &&
            (to.array_len == RSL_UNSIZED_ARRAY || e->type.array_len == to.array_len))
            return true;
        rsl_diag_error(S->diag, e->loc, "cannot convert '%s' to '%s' %s", type_str(e->type, b1, sizeof b1),
                       type_str(to, b2, sizeof b2), what);
        return false;
    }
    if (e->type.kind == to.kind)
        return true;
    /* A bare triple `(a, b, c)` takes the triple type its context wants. */
    if (e->kind == RSL_E_TRIPLE && rsl_kind_is_triple((int)to.kind)) {
        e->type.kind = to.kind;
        return true;
    }
    int cost = rsl_conversion_cost((int)e->type.kind, (int)to.kind);
    if (cost < 0) {
        rsl_diag_error(S->diag, e->loc, "cannot convert '%s' to '%s' %s", type_str(e->type, b1, sizeof b1),
                       type_str(to, b2, sizeof b2), what);
        return false;
    }
    /* Point-like kinds share one representation: only promotions need a node. */
    if (cost > 1)
        insert_cast(S, ep, (int)to.kind);
    return true;
}

static bool is_condition(rsl_type t)
{
    return t.array_len == RSL_NOT_ARRAY &&
           ((int)t.kind == RSL_T_BOOL || t.kind == RSL_T_FLOAT || is_error(t));
}

static enum rsl_detail join_detail(enum rsl_detail a, enum rsl_detail b)
{
    return (a == RSL_DETAIL_VARYING || b == RSL_DETAIL_VARYING) ? RSL_DETAIL_VARYING : RSL_DETAIL_UNIFORM;
}

/* ---- Expressions ------------------------------------------------------------- */
static rsl_type check_expr(sema *S, rsl_expr **ep, int expected);

static void check_condition(sema *S, rsl_expr **ep)
{
    rsl_type t = check_expr(S, ep, RSL_T_NONE);
    char b[64];
    if (!is_condition(t))
        rsl_diag_error(S->diag, (*ep)->loc, "a condition must be a relation or a float, not '%s'",
                       type_str(t, b, sizeof b));
}

/* Marks writes through a name: shading globals by shader kind, loop-free. */
static bool check_lvalue(sema *S, rsl_expr *e, const char *what)
{
    if (is_error(e->type))
        return true;
    rsl_expr *base = e->kind == RSL_E_INDEX ? e->a : e;
    if (base->kind != RSL_E_IDENT) {
        rsl_diag_error(S->diag, e->loc, "%s needs a variable", what);
        return false;
    }
    if (base->global >= 0) {
        unsigned w = globals[base->global].writable;
        if (S->shader != RSL_SHADER_FUNCTION && !(w & (1u << S->shader))) {
            rsl_diag_error(S->diag, base->loc, "cannot assign to '%s': it is read-only in a %s shader",
                           base->name, rsl_shader_kind_name(S->shader));
            return false;
        }
    }
    return true;
}

static rsl_type check_ident(sema *S, rsl_expr *e)
{
    sym *y = find_var(S, e->name);
    if (y) {
        y->used = true;
        if (y->var) {
            e->var = y->var;
            e->type = y->var->type;
            return e->type;
        }
        e->global = y->global;
    } else {
        e->global = rsl_global_lookup(e->name);
    }
    if (e->global >= 0) {
        e->type = scalar(globals[e->global].kind);
        e->type.detail = (e->global == RSL_G_ncomps || e->global == RSL_G_time) ? RSL_DETAIL_UNIFORM
                                                                                : RSL_DETAIL_VARYING;
        return e->type;
    }
    if (strcmp(e->name, "PI") == 0) {
        /* PI is predefined by RenderMan compilers; it folds to a number. */
        e->kind = RSL_E_NUM;
        e->num = 3.14159265358979323846;
        e->type = scalar(RSL_T_FLOAT);
        e->type.detail = RSL_DETAIL_UNIFORM;
        return e->type;
    }
    rsl_diag_error(S->diag, e->loc, "use of undeclared identifier '%s'", e->name);
    e->type = scalar(RSL_T_ERROR);
    return e->type;
}

/* Builtins the runtime does not provide that RSL defines: message passing and
 * queries to the renderer.  They compile to rsl_env_unsupported (the shader
 * goes on with zeros); `ret` -1 means float unless the context wants a color. */
static const struct {
    const char *name;
    int ret;
} unsupported_calls[] = {
    {"surface", RSL_T_FLOAT},      {"displacement", RSL_T_FLOAT}, {"lightsource", RSL_T_FLOAT},
    {"atmosphere", RSL_T_FLOAT},   {"incident", RSL_T_FLOAT},     {"opposite", RSL_T_FLOAT},
    {"attribute", RSL_T_FLOAT},    {"option", RSL_T_FLOAT},       {"rendererinfo", RSL_T_FLOAT},
    {"textureinfo", RSL_T_FLOAT},  {"printf", RSL_T_VOID},        {"bake", RSL_T_VOID},
    {"Du", -1},                    {"Dv", -1},                    {"Deriv", -1},
    {"texture", -1},               {"environment", -1},           {"shadow", RSL_T_FLOAT},
};

/* Collects the candidates a call may mean: visible user functions first
 * (innermost scope first), then the builtins of that name. */
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
        n += (size_t)snprintf(buf + n, size - n, "%s%s", i ? ", " : "", type_str(args[i]->type, t, sizeof t));
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
                                  type_str(f->params[j]->type, t, sizeof t));
        rsl_diag_note(S->diag, f->loc, "candidate: %s %s(%s)", type_str(f->ret, t, sizeof t), f->name, buf);
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

static enum rsl_detail args_detail(rsl_expr **args, int nargs)
{
    enum rsl_detail d = RSL_DETAIL_UNIFORM;
    for (int i = 0; i < nargs; i++)
        d = join_detail(d, args[i]->type.detail);
    return d;
}

/* Converts arguments to the chosen parameters; outputs must be variables. */
static void bind_args(sema *S, rsl_expr *e, const int *params, const rsl_type *param_types)
{
    for (int i = 0; i < e->nargs; i++) {
        if (params[i] & RSL_PARAM_OUT) {
            check_lvalue(S, e->args[i], "an output argument");
            continue;
        }
        if (param_types)
            coerce(S, &e->args[i], param_types[i], "in an argument");
        else
            coerce(S, &e->args[i], scalar(params[i] & 0xff), "in an argument");
    }
}

static rsl_type check_call(sema *S, rsl_expr *e, int expected)
{
    bool bad = false;
    for (int i = 0; i < e->nargs; i++)
        bad |= is_error(check_expr(S, &e->args[i], RSL_T_NONE));
    if (bad)
        return e->type = scalar(RSL_T_ERROR);

    candidates c;
    collect_candidates(S, e->name, &c);
    if (c.nfuncs + c.nbuiltins == 0) {
        for (size_t i = 0; i < sizeof unsupported_calls / sizeof unsupported_calls[0]; i++) {
            if (strcmp(unsupported_calls[i].name, e->name) != 0)
                continue;
            int ret = unsupported_calls[i].ret;
            if (ret < 0)
                ret = (expected >= 0 && rsl_kind_is_triple(expected)) ? expected : RSL_T_FLOAT;
            e->string_id = rsl_string_intern(&S->strings, e->name);
            e->type = scalar(ret);
            e->type.detail = RSL_DETAIL_VARYING;
            return e->type;
        }
        rsl_diag_error(S->diag, e->loc, "call to undeclared function '%s'", e->name);
        return e->type = scalar(RSL_T_ERROR);
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
        return e->type = scalar(RSL_T_ERROR);
    }
    if (best < c.nfuncs && ties > 0) {
        rsl_diag_error(S->diag, e->loc, "call to '%s' is ambiguous", e->name);
        note_candidates(S, e, &c);
        return e->type = scalar(RSL_T_ERROR);
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
        e->type.detail = args_detail(e->args, e->nargs);
        return e->type;
    }
    const rsl_builtin_sig *b = c.builtins[best - c.nfuncs];
    bind_args(S, e, b->params, NULL);
    e->builtin = b;
    e->type = scalar(b->ret);
    e->type.detail = (b->flags & RSL_BUILTIN_GLOBALS) || strcmp(b->rsl_name, "random") == 0
                         ? RSL_DETAIL_VARYING
                         : args_detail(e->args, e->nargs);
    return e->type;
}

static rsl_type check_binary(sema *S, rsl_expr *e)
{
    int expected_l = RSL_T_NONE;
    rsl_type l = check_expr(S, &e->a, expected_l);
    rsl_type r = check_expr(S, &e->b, RSL_T_NONE);
    char b1[64], b2[64];
    enum rsl_detail detail = join_detail(l.detail, r.detail);
    if (is_error(l) || is_error(r))
        return e->type = scalar(RSL_T_ERROR);
    if (l.array_len != RSL_NOT_ARRAY || r.array_len != RSL_NOT_ARRAY)
        goto invalid;
    switch (e->op) {
    case RSL_OP_AND:
    case RSL_OP_OR:
        if (!is_condition(l) || !is_condition(r))
            goto invalid;
        e->type = scalar(RSL_T_BOOL);
        break;
    case RSL_OP_LT:
    case RSL_OP_LE:
    case RSL_OP_GT:
    case RSL_OP_GE:
        if (l.kind != RSL_T_FLOAT || r.kind != RSL_T_FLOAT)
            goto invalid;
        e->type = scalar(RSL_T_BOOL);
        break;
    case RSL_OP_EQ:
    case RSL_OP_NE: {
        /* Bare triples compare as the other side's type. */
        if (e->a->kind == RSL_E_TRIPLE && rsl_kind_is_triple((int)r.kind))
            l.kind = e->a->type.kind = r.kind;
        if (e->b->kind == RSL_E_TRIPLE && rsl_kind_is_triple((int)l.kind))
            r.kind = e->b->type.kind = l.kind;
        int k = rsl_common_kind((int)l.kind, (int)r.kind);
        if (k < 0 || k == RSL_T_BOOL)
            goto invalid;
        if (k == RSL_T_COLOR && (l.kind == RSL_T_FLOAT || r.kind == RSL_T_FLOAT))
            rsl_diag_warning(S->diag, e->loc, "comparison promotes a float to a color implicitly");
        coerce(S, &e->a, scalar(k), "in a comparison");
        coerce(S, &e->b, scalar(k), "in a comparison");
        e->type = scalar(RSL_T_BOOL);
        break;
    }
    default: {
        if (e->a->kind == RSL_E_TRIPLE && r.kind == RSL_T_COLOR)
            l.kind = e->a->type.kind = RSL_T_COLOR;
        if (e->b->kind == RSL_E_TRIPLE && l.kind == RSL_T_COLOR)
            r.kind = e->b->type.kind = RSL_T_COLOR;
        int k = rsl_arith_result(e->op, (int)l.kind, (int)r.kind);
        if (k < 0)
            goto invalid;
        if (e->op != RSL_OP_DOT && e->op != RSL_OP_CROSS) {
            if (l.kind == RSL_T_FLOAT && k != RSL_T_FLOAT)
                insert_cast(S, &e->a, k);
            if (r.kind == RSL_T_FLOAT && k != RSL_T_FLOAT)
                insert_cast(S, &e->b, k);
        }
        e->type = scalar(k);
    }
    }
    e->type.detail = detail;
    return e->type;
invalid:
    rsl_diag_error(S->diag, e->loc, "invalid operands to '%s' ('%s' and '%s')", rsl_op_spelling(e->op),
                   type_str(l, b1, sizeof b1), type_str(r, b2, sizeof b2));
    return e->type = scalar(RSL_T_ERROR);
}

static enum rsl_op compound_base(enum rsl_op op)
{
    switch (op) {
    case RSL_OP_ADD_ASSIGN: return RSL_OP_ADD;
    case RSL_OP_SUB_ASSIGN: return RSL_OP_SUB;
    case RSL_OP_MUL_ASSIGN: return RSL_OP_MUL;
    case RSL_OP_DIV_ASSIGN: return RSL_OP_DIV;
    default: return RSL_OP_NONE;
    }
}

static void check_uniform_store(sema *S, rsl_expr *target, rsl_type value)
{
    rsl_expr *base = target->kind == RSL_E_INDEX ? target->a : target;
    if (base->kind == RSL_E_IDENT && base->var && target->type.detail == RSL_DETAIL_UNIFORM &&
        value.detail == RSL_DETAIL_VARYING)
        rsl_diag_error(S->diag, target->loc, "cannot assign a varying value to uniform '%s'", base->name);
}

static rsl_type check_assign(sema *S, rsl_expr *e)
{
    rsl_type l = check_expr(S, &e->a, RSL_T_NONE);
    rsl_type r = check_expr(S, &e->b, is_error(l) ? RSL_T_NONE : (int)l.kind);
    if (is_error(l) || is_error(r))
        return e->type = l;
    if (!check_lvalue(S, e->a, "assignment"))
        return e->type = l;
    enum rsl_op base = compound_base(e->op);
    if (base != RSL_OP_NONE) {
        char b1[64], b2[64];
        int k = l.array_len == RSL_NOT_ARRAY && r.array_len == RSL_NOT_ARRAY
                    ? rsl_arith_result(base, (int)l.kind, (int)r.kind)
                    : -1;
        if (k < 0 || rsl_conversion_cost(k, (int)l.kind) < 0) {
            rsl_diag_error(S->diag, e->loc, "invalid operands to '%s' ('%s' and '%s')", rsl_op_spelling(e->op),
                           type_str(l, b1, sizeof b1), type_str(r, b2, sizeof b2));
            return e->type = l;
        }
        /* Matrices multiply/divide as matrices; anything else per component. */
        if (l.kind == RSL_T_MATRIX || r.kind != RSL_T_FLOAT || rsl_kind_is_triple((int)l.kind))
            coerce(S, &e->b, scalar((int)l.kind), "in a compound assignment");
    } else {
        rsl_type want = l;
        want.detail = RSL_DETAIL_DEFAULT;
        coerce(S, &e->b, want, "in an assignment");
    }
    check_uniform_store(S, e->a, r);
    e->type = l;
    return e->type;
}

static rsl_type check_cast(sema *S, rsl_expr *e)
{
    int to = (int)e->cast_type.kind;
    rsl_type t = check_expr(S, &e->a, to);
    if (is_error(t))
        return e->type = t;
    char b1[64];
    if (e->a->kind == RSL_E_TRIPLE && rsl_kind_is_triple(to))
        e->a->type.kind = (enum rsl_type_kind)to;
    else if (t.array_len != RSL_NOT_ARRAY || !rsl_cast_allowed((int)t.kind, to)) {
        rsl_diag_error(S->diag, e->loc, "cannot cast '%s' to '%s'", type_str(t, b1, sizeof b1), rsl_kind_name(to));
        return e->type = scalar(RSL_T_ERROR);
    }
    if (e->space) {
        if (!rsl_kind_is_triple(to) && to != RSL_T_MATRIX) {
            rsl_diag_error(S->diag, e->loc, "a '%s' has no coordinate system or color space", rsl_kind_name(to));
            return e->type = scalar(RSL_T_ERROR);
        }
        e->string_id = rsl_string_intern(&S->strings, e->space);
    }
    e->type = scalar(to);
    e->type.detail = t.detail;
    return e->type;
}

static rsl_type check_expr(sema *S, rsl_expr **ep, int expected)
{
    rsl_expr *e = *ep;
    char b1[64];
    switch (e->kind) {
    case RSL_E_NUM:
        e->type = scalar(RSL_T_FLOAT);
        e->type.detail = RSL_DETAIL_UNIFORM;
        return e->type;
    case RSL_E_STR:
        e->string_id = rsl_string_intern(&S->strings, e->str);
        e->type = scalar(RSL_T_STRING);
        e->type.detail = RSL_DETAIL_UNIFORM;
        return e->type;
    case RSL_E_IDENT:
        return check_ident(S, e);
    case RSL_E_UNARY: {
        rsl_type t = check_expr(S, &e->a, expected);
        if (is_error(t))
            return e->type = t;
        if (e->op == RSL_OP_NOT) {
            if (!is_condition(t))
                goto bad_unary;
            e->type = scalar(RSL_T_BOOL);
        } else {
            if (t.array_len != RSL_NOT_ARRAY || !(t.kind == RSL_T_FLOAT || rsl_kind_is_triple((int)t.kind) ||
                                                  t.kind == RSL_T_MATRIX))
                goto bad_unary;
            e->type = scalar((int)t.kind);
        }
        e->type.detail = t.detail;
        return e->type;
    bad_unary:
        rsl_diag_error(S->diag, e->loc, "invalid operand to '%s' ('%s')", rsl_op_spelling(e->op),
                       type_str(t, b1, sizeof b1));
        return e->type = scalar(RSL_T_ERROR);
    }
    case RSL_E_BINARY:
        return check_binary(S, e);
    case RSL_E_COND: {
        check_condition(S, &e->a);
        rsl_type b = check_expr(S, &e->b, expected), c = check_expr(S, &e->c, expected);
        if (is_error(b) || is_error(c) || is_error(e->a->type))
            return e->type = scalar(RSL_T_ERROR);
        int k = b.array_len == RSL_NOT_ARRAY && c.array_len == RSL_NOT_ARRAY
                    ? rsl_common_kind((int)b.kind, (int)c.kind)
                    : -1;
        if (k < 0 || k == RSL_T_BOOL) {
            char b2[64];
            rsl_diag_error(S->diag, e->loc, "the branches of '?:' have incompatible types '%s' and '%s'",
                           type_str(b, b1, sizeof b1), type_str(c, b2, sizeof b2));
            return e->type = scalar(RSL_T_ERROR);
        }
        coerce(S, &e->b, scalar(k), "in '?:'");
        coerce(S, &e->c, scalar(k), "in '?:'");
        e->type = scalar(k);
        e->type.detail = join_detail(e->a->type.detail, join_detail(b.detail, c.detail));
        return e->type;
    }
    case RSL_E_ASSIGN:
        return check_assign(S, e);
    case RSL_E_CALL:
        return check_call(S, e, expected);
    case RSL_E_CAST:
        if (e->implicit)
            return e->type;
        return check_cast(S, e);
    case RSL_E_TRIPLE:
    case RSL_E_MATRIX: {
        bool bad = false;
        for (int i = 0; i < e->nargs; i++) {
            bad |= is_error(check_expr(S, &e->args[i], RSL_T_FLOAT));
            if (!bad)
                bad |= !coerce(S, &e->args[i], scalar(RSL_T_FLOAT), "in a component");
        }
        if (bad)
            return e->type = scalar(RSL_T_ERROR);
        int k = e->kind == RSL_E_MATRIX ? RSL_T_MATRIX
                : (expected >= 0 && rsl_kind_is_triple(expected)) ? expected
                                                                  : RSL_T_POINT;
        e->type = scalar(k);
        e->type.detail = args_detail(e->args, e->nargs);
        return e->type;
    }
    case RSL_E_INDEX: {
        rsl_type a = check_expr(S, &e->a, RSL_T_NONE), i = check_expr(S, &e->b, RSL_T_FLOAT);
        if (is_error(a) || is_error(i))
            return e->type = scalar(RSL_T_ERROR);
        if (a.array_len == RSL_NOT_ARRAY) {
            rsl_diag_error(S->diag, e->loc, "subscripted value of type '%s' is not an array",
                           type_str(a, b1, sizeof b1));
            return e->type = scalar(RSL_T_ERROR);
        }
        if (i.kind != RSL_T_FLOAT || i.array_len != RSL_NOT_ARRAY) {
            rsl_diag_error(S->diag, e->b->loc, "an array index must be a float");
            return e->type = scalar(RSL_T_ERROR);
        }
        e->type = scalar((int)a.kind);
        e->type.detail = join_detail(a.detail, i.detail);
        return e->type;
    }
    case RSL_E_ARRAY_INIT:
        rsl_diag_error(S->diag, e->loc, "an array initializer is only allowed in a declaration");
        return e->type = scalar(RSL_T_ERROR);
    }
    return e->type = scalar(RSL_T_ERROR);
}

/* ---- Declarations -------------------------------------------------------------- */
static void check_init(sema *S, rsl_var *v)
{
    rsl_expr *init = v->init;
    rsl_type want = v->type;
    want.detail = RSL_DETAIL_DEFAULT;
    if (init->kind == RSL_E_ARRAY_INIT) {
        if (v->type.array_len == RSL_NOT_ARRAY) {
            rsl_diag_error(S->diag, init->loc, "an array initializer for '%s', which is not an array", v->name);
            return;
        }
        if (v->type.array_len == RSL_UNSIZED_ARRAY)
            v->type.array_len = init->nargs;
        else if (init->nargs != v->type.array_len)
            rsl_diag_error(S->diag, init->loc, "'%s' has %d elements, its initializer %d", v->name,
                           v->type.array_len, init->nargs);
        enum rsl_detail d = RSL_DETAIL_UNIFORM;
        for (int i = 0; i < init->nargs; i++) {
            rsl_type t = check_expr(S, &init->args[i], (int)v->type.kind);
            coerce(S, &init->args[i], scalar((int)v->type.kind), "in an array initializer");
            d = join_detail(d, t.detail);
        }
        init->type = v->type;
        init->type.detail = d;
        return;
    }
    rsl_type t = check_expr(S, &v->init, (int)v->type.kind);
    if (is_error(t))
        return;
    coerce(S, &v->init, want, "in an initializer");
    if (v->type.detail == RSL_DETAIL_UNIFORM && t.detail == RSL_DETAIL_VARYING)
        rsl_diag_error(S->diag, v->init->loc, "cannot initialize uniform '%s' with a varying value", v->name);
}

static void declare_var(sema *S, rsl_var *v)
{
    v->owner = S->func;
    if (v->type.kind == RSL_T_VOID) {
        rsl_diag_error(S->diag, v->loc, "variable '%s' declared void", v->name);
        v->type.kind = (enum rsl_type_kind)RSL_T_ERROR;
    }
    if (v->type.detail == RSL_DETAIL_DEFAULT)
        v->type.detail = v->kind == RSL_VAR_LOCAL ? RSL_DETAIL_VARYING : RSL_DETAIL_UNIFORM;
    if (v->is_extern) {
        /* `extern` names a variable of an enclosing function or a shading global. */
        sym *outer = find_var(S, v->name);
        sym *y = add_sym(S, v->name);
        y->used = true;
        if (outer && outer->var) {
            y->var = outer->var;
            outer->used = true;
        } else if (outer && outer->global >= 0) {
            y->global = outer->global;
        } else if ((y->global = rsl_global_lookup(v->name)) < 0) {
            rsl_diag_error(S->diag, v->loc, "extern '%s' names no variable of an enclosing scope", v->name);
            y->var = v; /* keep later uses quiet */
        }
        return;
    }
    sym *prev = find_in_current(S, v->name);
    if (prev && prev->var) {
        rsl_diag_error(S->diag, v->loc, "redefinition of '%s'", v->name);
        rsl_diag_note(S->diag, prev->var->loc, "previous definition is here");
    } else if (v->kind == RSL_VAR_LOCAL && rsl_global_lookup(v->name) >= 0) {
        rsl_diag_warning(S->diag, v->loc, "local '%s' hides the shading global of that name", v->name);
    }
    if (v->init)
        check_init(S, v);
    else if (v->kind == RSL_VAR_SHADER_PARAM)
        rsl_diag_error(S->diag, v->loc, "shader parameter '%s' needs a default value", v->name);
    sym *y = add_sym(S, v->name);
    y->var = v;
    y->used = v->kind != RSL_VAR_LOCAL;
}

/* ---- Statements ------------------------------------------------------------------ */
static void check_func(sema *S, rsl_func *f);
static void check_stmt(sema *S, rsl_stmt *s);

/* True when control cannot reach past s. */
static bool ends_control(const rsl_stmt *s)
{
    switch (s->kind) {
    case RSL_S_RETURN:
    case RSL_S_BREAK:
    case RSL_S_CONTINUE: return true;
    case RSL_S_BLOCK: return s->nstmts > 0 && ends_control(s->stmts[s->nstmts - 1]);
    case RSL_S_IF: return s->else_body && ends_control(s->body) && ends_control(s->else_body);
    default: return false;
    }
}

static void check_block(sema *S, rsl_stmt *s)
{
    push_scope(S);
    bool warned = false;
    for (int i = 0; i < s->nstmts; i++) {
        rsl_stmt *c = s->stmts[i];
        if (!warned && i > 0 && ends_control(s->stmts[i - 1]) && c->kind != RSL_S_EMPTY && c->kind != RSL_S_FUNC) {
            rsl_diag_warning(S->diag, c->loc, "code will never be executed");
            warned = true;
        }
        check_stmt(S, c);
    }
    pop_scope(S);
}

static void check_point_arg(sema *S, rsl_expr **ep, const char *what, int kind)
{
    rsl_type t = check_expr(S, ep, kind);
    if (is_error(t))
        return;
    char b[64];
    if (t.array_len != RSL_NOT_ARRAY || rsl_conversion_cost((int)t.kind, kind) < 0 ||
        (kind != RSL_T_FLOAT && t.kind == RSL_T_FLOAT))
        rsl_diag_error(S->diag, (*ep)->loc, "%s must be a %s, not '%s'", what,
                       kind == RSL_T_FLOAT ? "float" : "point or vector", type_str(t, b, sizeof b));
    else
        coerce(S, ep, scalar(kind), what);
}

/* illuminance/illuminate/solar: the argument forms and the shader kinds. */
static void check_light_stmt(sema *S, rsl_stmt *s)
{
    const char *name = s->kind == RSL_S_ILLUMINANCE ? "illuminance" : s->kind == RSL_S_ILLUMINATE ? "illuminate" : "solar";
    bool allowed = S->shader == RSL_SHADER_FUNCTION ||
                   (s->kind == RSL_S_ILLUMINANCE ? (S->shader == RSL_SHADER_SURFACE || S->shader == RSL_SHADER_VOLUME)
                                                 : S->shader == RSL_SHADER_LIGHT);
    if (!allowed)
        rsl_diag_error(S->diag, s->loc, "'%s' is not allowed in a %s shader", name, rsl_shader_kind_name(S->shader));
    if (s->category) {
        rsl_type t = check_expr(S, &s->category, RSL_T_STRING);
        if (!is_error(t) && (t.kind != RSL_T_STRING || t.array_len != RSL_NOT_ARRAY))
            rsl_diag_error(S->diag, s->category->loc, "the category of illuminance must be a string");
    }
    /* Argument slots: 0 position, 1 axis, 2 angle; solar has no position. */
    bool solar = s->kind == RSL_S_SOLAR;
    int first = solar ? 1 : 0;
    if (solar ? !(s->nargs == 0 || s->nargs == 2) : !(s->nargs == 1 || s->nargs == 3)) {
        rsl_diag_error(S->diag, s->loc, "'%s' takes %s", name,
                       solar ? "no arguments or (axis, angle)" : "(position) or (position, axis, angle)");
    } else {
        for (int i = 0; i < s->nargs; i++) {
            int slot = i + first;
            check_point_arg(S, &s->args[i], slot == 0 ? "the position" : slot == 1 ? "the axis" : "the angle",
                            slot == 2 ? RSL_T_FLOAT : slot == 0 ? RSL_T_POINT : RSL_T_VECTOR);
        }
    }
    if (s->kind == RSL_S_ILLUMINANCE && S->loops >= RSL_MAX_LOOP_DEPTH)
        rsl_diag_error(S->diag, s->loc, "loops nested more than %d deep", RSL_MAX_LOOP_DEPTH);
    if (s->kind == RSL_S_ILLUMINANCE)
        S->loops++;
    check_stmt(S, s->body);
    if (s->kind == RSL_S_ILLUMINANCE)
        S->loops--;
}

static void check_stmt(sema *S, rsl_stmt *s)
{
    switch (s->kind) {
    case RSL_S_EMPTY: break;
    case RSL_S_BLOCK: check_block(S, s); break;
    case RSL_S_DECL:
        for (int i = 0; i < s->nvars; i++)
            declare_var(S, s->vars[i]);
        break;
    case RSL_S_EXPR: check_expr(S, &s->expr, RSL_T_NONE); break;
    case RSL_S_IF:
        check_condition(S, &s->expr);
        check_stmt(S, s->body);
        if (s->else_body)
            check_stmt(S, s->else_body);
        break;
    case RSL_S_WHILE:
    case RSL_S_FOR:
        push_scope(S);
        if (s->init)
            check_expr(S, &s->init, RSL_T_NONE);
        if (s->expr)
            check_condition(S, &s->expr);
        if (s->step)
            check_expr(S, &s->step, RSL_T_NONE);
        if (S->loops >= RSL_MAX_LOOP_DEPTH)
            rsl_diag_error(S->diag, s->loc, "loops nested more than %d deep", RSL_MAX_LOOP_DEPTH);
        S->loops++;
        check_stmt(S, s->body);
        S->loops--;
        pop_scope(S);
        break;
    case RSL_S_BREAK:
    case RSL_S_CONTINUE:
        if (s->level < 1 || s->level > S->loops)
            rsl_diag_error(S->diag, s->loc, "'%s %d' is not inside %d loop%s", s->kind == RSL_S_BREAK ? "break" : "continue",
                           s->level, s->level, s->level == 1 ? "" : "s");
        break;
    case RSL_S_RETURN: {
        rsl_func *f = S->func;
        bool is_void = f->kind != RSL_SHADER_FUNCTION || f->ret.kind == RSL_T_VOID;
        if (s->expr) {
            rsl_type t = check_expr(S, &s->expr, is_void ? RSL_T_NONE : (int)f->ret.kind);
            if (is_void && !is_error(t))
                rsl_diag_error(S->diag, s->expr->loc, "%s '%s' cannot return a value",
                               f->kind == RSL_SHADER_FUNCTION ? "void function" : "shader", f->name);
            else if (!is_void) {
                rsl_type want = f->ret;
                want.detail = RSL_DETAIL_DEFAULT;
                coerce(S, &s->expr, want, "in a return");
            }
        } else if (!is_void) {
            rsl_diag_error(S->diag, s->loc, "function '%s' must return a '%s'", f->name, rsl_kind_name((int)f->ret.kind));
        }
        break;
    }
    case RSL_S_ILLUMINANCE:
    case RSL_S_ILLUMINATE:
    case RSL_S_SOLAR: check_light_stmt(S, s); break;
    case RSL_S_GATHER:
        if (s->category)
            check_expr(S, &s->category, RSL_T_STRING);
        for (int i = 0; i < s->nargs; i++)
            check_expr(S, &s->args[i], RSL_T_NONE);
        if (S->loops >= RSL_MAX_LOOP_DEPTH)
            rsl_diag_error(S->diag, s->loc, "loops nested more than %d deep", RSL_MAX_LOOP_DEPTH);
        S->loops++;
        check_stmt(S, s->body);
        S->loops--;
        if (s->else_body)
            check_stmt(S, s->else_body);
        break;
    case RSL_S_FUNC: {
        sym *y = add_sym(S, s->func->name);
        y->func = s->func;
        check_func(S, s->func);
        break;
    }
    }
}

static bool returns_on_all_paths(const rsl_stmt *s)
{
    if (!s)
        return false;
    switch (s->kind) {
    case RSL_S_RETURN: return true;
    case RSL_S_BLOCK:
        for (int i = 0; i < s->nstmts; i++)
            if (returns_on_all_paths(s->stmts[i]))
                return true;
        return false;
    case RSL_S_IF: return s->else_body && returns_on_all_paths(s->body) && returns_on_all_paths(s->else_body);
    default: return false;
    }
}

static void check_func(sema *S, rsl_func *f)
{
    rsl_func *saved_func = S->func;
    int saved_loops = S->loops;
    S->func = f;
    S->loops = 0;
    if (!f->parent && f->kind != RSL_SHADER_FUNCTION)
        S->shader = f->kind;
    else if (!f->parent)
        S->shader = RSL_SHADER_FUNCTION;
    push_scope(S);
    for (int i = 0; i < f->nparams; i++) {
        f->params[i]->index = i;
        declare_var(S, f->params[i]);
    }
    if (f->body) {
        check_block(S, f->body);
        if (f->kind == RSL_SHADER_FUNCTION && f->ret.kind != RSL_T_VOID && !returns_on_all_paths(f->body))
            rsl_diag_warning(S->diag, f->loc, "function '%s' may end without returning a value", f->name);
    }
    pop_scope(S);
    S->func = saved_func;
    S->loops = saved_loops;
}

/* Two definitions with the same name and parameter types cannot be told
 * apart; each is compared with the earlier ones of its name only. */
static bool same_signature(const rsl_func *a, const rsl_func *b)
{
    if (a->kind != RSL_SHADER_FUNCTION && b->kind != RSL_SHADER_FUNCTION)
        return true; /* two shaders */
    bool same = a->nparams == b->nparams && a->kind == RSL_SHADER_FUNCTION && b->kind == RSL_SHADER_FUNCTION;
    for (int k = 0; same && k < a->nparams; k++)
        same = a->params[k]->type.kind == b->params[k]->type.kind &&
               a->params[k]->type.array_len == b->params[k]->type.array_len;
    return same;
}

static void check_duplicate_signatures(sema *S)
{
    rsl_program *p = S->prog;
    rsl_namemap last = {0}; /* name -> its latest function */
    int *older = malloc(((size_t)p->nfuncs + 1) * sizeof *older);
    if (!older)
        abort();
    for (int i = 0; i < p->nfuncs; i++) {
        int *slot = rsl_namemap_slot(&last, p->funcs[i]->name);
        older[i] = *slot;
        *slot = i;
        int first = -1; /* the earliest clash, as a reader meets it */
        for (int j = older[i]; j >= 0; j = older[j])
            if (same_signature(p->funcs[i], p->funcs[j]))
                first = j;
        if (first >= 0) {
            rsl_diag_error(S->diag, p->funcs[i]->loc, "redefinition of '%s'", p->funcs[i]->name);
            rsl_diag_note(S->diag, p->funcs[first]->loc, "previous definition is here");
        }
    }
    rsl_namemap_free(&last);
    free(older);
}

bool rsl_sema_check(rsl_program *prog, rsl_diag *diag)
{
    sema S = {.prog = prog, .diag = diag, .shader = RSL_SHADER_FUNCTION};
    int errors = rsl_diag_error_count(diag);
    rsl_string_table_init(&S.strings);
    push_scope(&S);
    /* Top-level functions are visible everywhere in the file. */
    for (int i = 0; i < prog->nfuncs; i++)
        if (prog->funcs[i]->kind == RSL_SHADER_FUNCTION)
            add_sym(&S, prog->funcs[i]->name)->func = prog->funcs[i];
    check_duplicate_signatures(&S);
    for (int i = 0; i < prog->nfuncs && !rsl_diag_should_stop(diag); i++)
        check_func(&S, prog->funcs[i]);
    if (!rsl_diag_should_stop(diag))
        rsl_check_recursion(prog, diag);
    pop_scope(&S);
    rsl_string_table_free(&S.strings);
    prog->sema_done = true;
    return rsl_diag_error_count(diag) == errors;
}
