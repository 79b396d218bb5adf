/* Semantic analysis: scopes, types, implicit conversions, overload resolution
 * of user functions and builtins (rsl_builtins[], generated from the runtime's
 * header), shading-global rules per shader kind and the statements' context
 * rules.  It annotates the AST for irgen: every expression's type, what each
 * identifier and call names, interned string ids, and implicit conversions as
 * CAST nodes with `implicit` set (irgen then never converts on its own). */
#include <stdlib.h>
#include <string.h>

#include "sema_internal.h"

static void push_scope(sema *S) { S->cur = rsl_scope_push(S->cur); }

static void pop_scope(sema *S)
{
    scope *sc = S->cur;
    for (int i = 0; i < sc->n; i++) {
        sym *y = &sc->syms[i];
        if (y->var && !y->used && y->var->kind == RSL_VAR_LOCAL && !y->var->is_extern && !y->var->is_member)
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
rsl_type sema_scalar(int kind)
{
    return rsl_type_make((enum rsl_type_kind)kind, RSL_DETAIL_DEFAULT, RSL_NOT_ARRAY);
}

bool sema_is_error(rsl_type t)
{
    return (int)t.kind == RSL_T_ERROR;
}

const char *sema_type_str(rsl_type t, char *buf, size_t size)
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
    c->cast_type = sema_scalar(kind);
    c->implicit = true;
    c->a = *ep;
    c->type = sema_scalar(kind);
    c->type.detail = (*ep)->type.detail;
    *ep = c;
}

/* Converts *ep to `to` where RSL does it implicitly; otherwise reports
 * "cannot convert ... <what>" and returns false. */
bool sema_coerce(sema *S, rsl_expr **ep, rsl_type to, const char *what)
{
    rsl_expr *e = *ep;
    if (sema_is_error(e->type) || sema_is_error(to))
        return true;
    char b1[64], b2[64];
    bool e_arr = e->type.array_len != RSL_NOT_ARRAY, to_arr = to.array_len != RSL_NOT_ARRAY;
    if (e_arr || to_arr) {
        if (e_arr && to_arr && e->type.kind == to.kind &&
            (to.array_len == RSL_UNSIZED_ARRAY || e->type.array_len == to.array_len))
            return true;
        rsl_diag_error(S->diag, e->loc, "cannot convert '%s' to '%s' %s", sema_type_str(e->type, b1, sizeof b1),
                       sema_type_str(to, b2, sizeof b2), what);
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
        rsl_diag_error(S->diag, e->loc, "cannot convert '%s' to '%s' %s", sema_type_str(e->type, b1, sizeof b1),
                       sema_type_str(to, b2, sizeof b2), what);
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
           ((int)t.kind == RSL_T_BOOL || t.kind == RSL_T_FLOAT || sema_is_error(t));
}

/* ---- Expressions ------------------------------------------------------------- */

static void check_condition(sema *S, rsl_expr **ep)
{
    rsl_type t = sema_check_expr(S, ep, RSL_T_NONE);
    char b[64];
    if (!is_condition(t))
        rsl_diag_error(S->diag, (*ep)->loc, "a condition must be a relation or a float, not '%s'",
                       sema_type_str(t, b, sizeof b));
}

/* Marks writes through a name: shading globals by shader kind, loop-free. */
bool sema_check_lvalue(sema *S, rsl_expr *e, const char *what)
{
    if (sema_is_error(e->type))
        return true;
    rsl_expr *base = e->kind == RSL_E_INDEX ? e->a : e;
    if (base->kind != RSL_E_IDENT) {
        rsl_diag_error(S->diag, e->loc, "%s needs a variable", what);
        return false;
    }
    return base->global < 0 || sema_check_global_write(S, base, globals[base->global].writable);
}

static rsl_type check_ident(sema *S, rsl_expr *e)
{
    sym *y = find_var(S, e->name);
    if (y) {
        y->used = true;
        if (y->var) {
            e->var = y->var;
            e->type = y->var->type;
            e->type.detail = sema_detail_of_use(S, y->var);
            return e->type;
        }
        e->global = y->global;
    } else {
        e->global = rsl_global_lookup(e->name);
    }
    if (e->global >= 0) {
        if (!sema_check_global_read(S, e))
            return e->type = sema_scalar(RSL_T_ERROR);
        e->type = sema_scalar(globals[e->global].kind);
        e->type.detail = sema_global_detail(e->global);
        return e->type;
    }
    if (strcmp(e->name, "PI") == 0) {
        /* PI is predefined by RenderMan compilers; it folds to a number. */
        e->kind = RSL_E_NUM;
        e->num = 3.14159265358979323846;
        e->type = sema_scalar(RSL_T_FLOAT);
        e->type.detail = RSL_DETAIL_UNIFORM;
        return e->type;
    }
    rsl_diag_error(S->diag, e->loc, "use of undeclared identifier '%s'", e->name);
    e->type = sema_scalar(RSL_T_ERROR);
    return e->type;
}

static rsl_type check_binary(sema *S, rsl_expr *e)
{
    int expected_l = RSL_T_NONE;
    rsl_type l = sema_check_expr(S, &e->a, expected_l);
    rsl_type r = sema_check_expr(S, &e->b, RSL_T_NONE);
    char b1[64], b2[64];
    enum rsl_detail detail = sema_join_detail(l.detail, r.detail);
    if (sema_is_error(l) || sema_is_error(r))
        return e->type = sema_scalar(RSL_T_ERROR);
    if (l.array_len != RSL_NOT_ARRAY || r.array_len != RSL_NOT_ARRAY)
        goto invalid;
    switch (e->op) {
    case RSL_OP_AND:
    case RSL_OP_OR:
        if (!is_condition(l) || !is_condition(r))
            goto invalid;
        e->type = sema_scalar(RSL_T_BOOL);
        break;
    case RSL_OP_LT:
    case RSL_OP_LE:
    case RSL_OP_GT:
    case RSL_OP_GE:
        if (l.kind != RSL_T_FLOAT || r.kind != RSL_T_FLOAT)
            goto invalid;
        e->type = sema_scalar(RSL_T_BOOL);
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
        sema_coerce(S, &e->a, sema_scalar(k), "in a comparison");
        sema_coerce(S, &e->b, sema_scalar(k), "in a comparison");
        e->type = sema_scalar(RSL_T_BOOL);
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
        e->type = sema_scalar(k);
    }
    }
    e->type.detail = detail;
    return e->type;
invalid:
    rsl_diag_error(S->diag, e->loc, "invalid operands to '%s' ('%s' and '%s')", rsl_op_spelling(e->op),
                   sema_type_str(l, b1, sizeof b1), sema_type_str(r, b2, sizeof b2));
    return e->type = sema_scalar(RSL_T_ERROR);
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

static rsl_type check_assign(sema *S, rsl_expr *e)
{
    rsl_type l = sema_check_expr(S, &e->a, RSL_T_NONE);
    rsl_type r = sema_check_expr(S, &e->b, sema_is_error(l) ? RSL_T_NONE : (int)l.kind);
    if (sema_is_error(l) || sema_is_error(r))
        return e->type = l;
    if (!sema_check_lvalue(S, e->a, "assignment"))
        return e->type = l;
    enum rsl_op base = compound_base(e->op);
    if (base != RSL_OP_NONE) {
        char b1[64], b2[64];
        int k = l.array_len == RSL_NOT_ARRAY && r.array_len == RSL_NOT_ARRAY
                    ? rsl_arith_result(base, (int)l.kind, (int)r.kind)
                    : -1;
        if (k < 0 || rsl_conversion_cost(k, (int)l.kind) < 0) {
            rsl_diag_error(S->diag, e->loc, "invalid operands to '%s' ('%s' and '%s')", rsl_op_spelling(e->op),
                           sema_type_str(l, b1, sizeof b1), sema_type_str(r, b2, sizeof b2));
            return e->type = l;
        }
        /* Matrices multiply/divide as matrices; anything else per component. */
        if (l.kind == RSL_T_MATRIX || r.kind != RSL_T_FLOAT || rsl_kind_is_triple((int)l.kind))
            sema_coerce(S, &e->b, sema_scalar((int)l.kind), "in a compound assignment");
    } else if (l.array_len == RSL_UNSIZED_ARRAY) {
        /* Nothing says how many elements to copy (a resizable array changes
         * length only through resize/push/pop). */
        char b[64];
        rsl_diag_error(S->diag, e->loc, "cannot assign to a whole array of no fixed length ('%s')",
                       sema_type_str(l, b, sizeof b));
        return e->type = l;
    } else {
        rsl_type want = l;
        want.detail = RSL_DETAIL_DEFAULT;
        sema_coerce(S, &e->b, want, "in an assignment");
    }
    sema_detail_store(S, e->a, r.detail);
    e->type = l;
    return e->type;
}

static rsl_type check_cast(sema *S, rsl_expr *e)
{
    int to = (int)e->cast_type.kind;
    rsl_type t = sema_check_expr(S, &e->a, to);
    if (sema_is_error(t))
        return e->type = t;
    char b1[64];
    if (e->a->kind == RSL_E_TRIPLE && rsl_kind_is_triple(to))
        e->a->type.kind = (enum rsl_type_kind)to;
    else if (t.array_len != RSL_NOT_ARRAY || !rsl_cast_allowed((int)t.kind, to)) {
        rsl_diag_error(S->diag, e->loc, "cannot cast '%s' to '%s'", sema_type_str(t, b1, sizeof b1), rsl_kind_name(to));
        return e->type = sema_scalar(RSL_T_ERROR);
    }
    if (e->space) {
        if (!rsl_kind_is_triple(to) && to != RSL_T_MATRIX) {
            rsl_diag_error(S->diag, e->loc, "a '%s' has no coordinate system or color space", rsl_kind_name(to));
            return e->type = sema_scalar(RSL_T_ERROR);
        }
        e->string_id = rsl_string_intern(&S->strings, e->space);
    }
    e->type = sema_scalar(to);
    e->type.detail = t.detail;
    return e->type;
}

rsl_type sema_check_expr(sema *S, rsl_expr **ep, int expected)
{
    rsl_expr *e = *ep;
    char b1[64];
    switch (e->kind) {
    case RSL_E_NUM:
        e->type = sema_scalar(RSL_T_FLOAT);
        e->type.detail = RSL_DETAIL_UNIFORM;
        return e->type;
    case RSL_E_STR:
        e->string_id = rsl_string_intern(&S->strings, e->str);
        e->type = sema_scalar(RSL_T_STRING);
        e->type.detail = RSL_DETAIL_UNIFORM;
        return e->type;
    case RSL_E_IDENT:
        return check_ident(S, e);
    case RSL_E_UNARY: {
        rsl_type t = sema_check_expr(S, &e->a, expected);
        if (sema_is_error(t))
            return e->type = t;
        if (e->op == RSL_OP_NOT) {
            if (!is_condition(t))
                goto bad_unary;
            e->type = sema_scalar(RSL_T_BOOL);
        } else {
            if (t.array_len != RSL_NOT_ARRAY || !(t.kind == RSL_T_FLOAT || rsl_kind_is_triple((int)t.kind) ||
                                                  t.kind == RSL_T_MATRIX))
                goto bad_unary;
            e->type = sema_scalar((int)t.kind);
        }
        e->type.detail = t.detail;
        return e->type;
    bad_unary:
        rsl_diag_error(S->diag, e->loc, "invalid operand to '%s' ('%s')", rsl_op_spelling(e->op),
                       sema_type_str(t, b1, sizeof b1));
        return e->type = sema_scalar(RSL_T_ERROR);
    }
    case RSL_E_BINARY:
        return check_binary(S, e);
    case RSL_E_COND: {
        check_condition(S, &e->a);
        rsl_type b = sema_check_expr(S, &e->b, expected), c = sema_check_expr(S, &e->c, expected);
        if (sema_is_error(b) || sema_is_error(c) || sema_is_error(e->a->type))
            return e->type = sema_scalar(RSL_T_ERROR);
        int k = b.array_len == RSL_NOT_ARRAY && c.array_len == RSL_NOT_ARRAY
                    ? rsl_common_kind((int)b.kind, (int)c.kind)
                    : -1;
        if (k < 0 || k == RSL_T_BOOL) {
            char b2[64];
            rsl_diag_error(S->diag, e->loc, "the branches of '?:' have incompatible types '%s' and '%s'",
                           sema_type_str(b, b1, sizeof b1), sema_type_str(c, b2, sizeof b2));
            return e->type = sema_scalar(RSL_T_ERROR);
        }
        sema_coerce(S, &e->b, sema_scalar(k), "in '?:'");
        sema_coerce(S, &e->c, sema_scalar(k), "in '?:'");
        e->type = sema_scalar(k);
        e->type.detail = sema_join_detail(e->a->type.detail, sema_join_detail(b.detail, c.detail));
        return e->type;
    }
    case RSL_E_ASSIGN:
        return check_assign(S, e);
    case RSL_E_CALL:
        return sema_check_call(S, e, expected);
    case RSL_E_CAST:
        if (e->implicit)
            return e->type;
        return check_cast(S, e);
    case RSL_E_TRIPLE:
    case RSL_E_MATRIX: {
        bool bad = false;
        for (int i = 0; i < e->nargs; i++) {
            bad |= sema_is_error(sema_check_expr(S, &e->args[i], RSL_T_FLOAT));
            if (!bad)
                bad |= !sema_coerce(S, &e->args[i], sema_scalar(RSL_T_FLOAT), "in a component");
        }
        if (bad)
            return e->type = sema_scalar(RSL_T_ERROR);
        int k = e->kind == RSL_E_MATRIX ? RSL_T_MATRIX
                : (expected >= 0 && rsl_kind_is_triple(expected)) ? expected
                                                                  : RSL_T_POINT;
        e->type = sema_scalar(k);
        e->type.detail = sema_args_detail(e->args, e->nargs);
        return e->type;
    }
    case RSL_E_INDEX: {
        rsl_type a = sema_check_expr(S, &e->a, RSL_T_NONE), i = sema_check_expr(S, &e->b, RSL_T_FLOAT);
        if (sema_is_error(a) || sema_is_error(i))
            return e->type = sema_scalar(RSL_T_ERROR);
        if (a.array_len == RSL_NOT_ARRAY) {
            rsl_diag_error(S->diag, e->loc, "subscripted value of type '%s' is not an array",
                           sema_type_str(a, b1, sizeof b1));
            return e->type = sema_scalar(RSL_T_ERROR);
        }
        if (i.kind != RSL_T_FLOAT || i.array_len != RSL_NOT_ARRAY) {
            rsl_diag_error(S->diag, e->b->loc, "an array index must be a float");
            return e->type = sema_scalar(RSL_T_ERROR);
        }
        e->type = sema_scalar((int)a.kind);
        e->type.detail = sema_join_detail(a.detail, i.detail);
        return e->type;
    }
    case RSL_E_ARRAY_INIT:
        rsl_diag_error(S->diag, e->loc, "an array initializer is only allowed in a declaration");
        return e->type = sema_scalar(RSL_T_ERROR);
    }
    return e->type = sema_scalar(RSL_T_ERROR);
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
            rsl_type t = sema_check_expr(S, &init->args[i], (int)v->type.kind);
            sema_coerce(S, &init->args[i], sema_scalar((int)v->type.kind), "in an array initializer");
            d = sema_join_detail(d, t.detail);
        }
        init->type = v->type;
        init->type.detail = d;
        sema_detail_init(S, v, d);
        return;
    }
    rsl_type t = sema_check_expr(S, &v->init, (int)v->type.kind);
    if (sema_is_error(t))
        return;
    sema_coerce(S, &v->init, want, "in an initializer");
    sema_detail_init(S, v, t.detail);
}

static void declare_var(sema *S, rsl_var *v)
{
    v->owner = S->func;
    if (v->type.kind == RSL_T_VOID) {
        rsl_diag_error(S->diag, v->loc, "variable '%s' declared void", v->name);
        v->type.kind = (enum rsl_type_kind)RSL_T_ERROR;
    }
    v->type.detail = sema_declared_detail(v);
    v->conditions = S->varying_conditions;
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
    rsl_type t = sema_check_expr(S, ep, kind);
    if (sema_is_error(t))
        return;
    char b[64];
    if (t.array_len != RSL_NOT_ARRAY || rsl_conversion_cost((int)t.kind, kind) < 0 ||
        (kind != RSL_T_FLOAT && t.kind == RSL_T_FLOAT))
        rsl_diag_error(S->diag, (*ep)->loc, "%s must be a %s, not '%s'", what,
                       kind == RSL_T_FLOAT ? "float" : "point or vector", sema_type_str(t, b, sizeof b));
    else
        sema_coerce(S, ep, sema_scalar(kind), what);
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
        rsl_type t = sema_check_expr(S, &s->category, RSL_T_STRING);
        if (!sema_is_error(t) && (t.kind != RSL_T_STRING || t.array_len != RSL_NOT_ARRAY))
            rsl_diag_error(S->diag, s->category->loc, "the category of illuminance must be a string");
    }
    /* Argument slots: 0 position, 1 axis, 2 angle; solar has no position. */
    bool solar = s->kind == RSL_S_SOLAR;
    int first = solar ? 1 : 0;
    int nargs = s->kind == RSL_S_ILLUMINANCE ? sema_check_illuminance_options(S, s) : s->nargs;
    if (solar ? !(nargs == 0 || nargs == 2) : !(nargs == 1 || nargs == 3)) {
        rsl_diag_error(S->diag, s->loc, "'%s' takes %s", name,
                       solar ? "no arguments or (axis, angle)" : "(position) or (position, axis, angle)");
    } else {
        for (int i = 0; i < nargs; i++) {
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
    case RSL_S_EXPR: sema_check_expr(S, &s->expr, RSL_T_NONE); break;
    case RSL_S_IF: {
        check_condition(S, &s->expr);
        bool varying = sema_detail_enter_condition(S, s->expr);
        check_stmt(S, s->body);
        if (s->else_body)
            check_stmt(S, s->else_body);
        sema_detail_leave_condition(S, varying);
        break;
    }
    case RSL_S_WHILE:
    case RSL_S_FOR: {
        push_scope(S);
        if (s->init)
            sema_check_expr(S, &s->init, RSL_T_NONE);
        if (s->expr)
            check_condition(S, &s->expr);
        bool varying = s->expr && sema_detail_enter_condition(S, s->expr);
        if (s->step)
            sema_check_expr(S, &s->step, RSL_T_NONE);
        if (S->loops >= RSL_MAX_LOOP_DEPTH)
            rsl_diag_error(S->diag, s->loc, "loops nested more than %d deep", RSL_MAX_LOOP_DEPTH);
        S->loops++;
        check_stmt(S, s->body);
        S->loops--;
        sema_detail_leave_condition(S, varying);
        pop_scope(S);
        break;
    }
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
            rsl_type t = sema_check_expr(S, &s->expr, is_void ? RSL_T_NONE : (int)f->ret.kind);
            if (is_void && !sema_is_error(t))
                rsl_diag_error(S->diag, s->expr->loc, "%s '%s' cannot return a value",
                               f->kind == RSL_SHADER_FUNCTION ? "void function" : "shader", f->name);
            else if (!is_void) {
                rsl_type want = f->ret;
                want.detail = RSL_DETAIL_DEFAULT;
                sema_coerce(S, &s->expr, want, "in a return");
                if (!sema_is_error(t))
                    sema_detail_return(S, s->expr);
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
        sema_check_gather(S, s);
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
        sema_check_func(S, s->func);
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

void sema_check_func(sema *S, rsl_func *f)
{
    if (f->sema_state != 0)
        return;
    f->sema_state = 1;
    rsl_func *saved_func = S->func;
    int saved_loops = S->loops, saved_conditions = S->varying_conditions;
    S->func = f;
    S->loops = S->varying_conditions = 0;
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
    S->varying_conditions = saved_conditions;
    f->sema_state = 2;
}

/* Two definitions with the same name and parameter types cannot be told
 * apart; each is compared with the earlier ones of its name only. */
static bool same_signature(const rsl_func *a, const rsl_func *b)
{
    if (a->kind != RSL_SHADER_FUNCTION && b->kind != RSL_SHADER_FUNCTION)
        return true; /* two shaders */
    /* The return type counts: PRMan allows float f() beside color f(), the
     * call choosing by the type its context expects. */
    bool same = a->nparams == b->nparams && a->kind == RSL_SHADER_FUNCTION && b->kind == RSL_SHADER_FUNCTION &&
                a->ret.kind == b->ret.kind;
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
    S.file_scope = S.cur;
    /* Top-level functions are visible everywhere in the file. */
    for (int i = 0; i < prog->nfuncs; i++)
        if (prog->funcs[i]->kind == RSL_SHADER_FUNCTION)
            add_sym(&S, prog->funcs[i]->name)->func = prog->funcs[i];
    check_duplicate_signatures(&S);
    for (int i = 0; i < prog->nfuncs && !rsl_diag_should_stop(diag); i++)
        sema_check_func(&S, prog->funcs[i]);
    if (!rsl_diag_should_stop(diag))
        rsl_check_recursion(prog, diag);
    pop_scope(&S);
    rsl_string_table_free(&S.strings);
    prog->sema_done = true;
    return rsl_diag_error_count(diag) == errors;
}
