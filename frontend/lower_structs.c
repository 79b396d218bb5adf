/* Lowers RSL 2.0 structs before sema: every struct variable, parameter and
 * result becomes one variable per (nested) member, named "x.m" as the parser
 * already names member accesses, so sema and irgen see classic RSL only.
 * A member without uniform/varying takes its detail as any variable or
 * parameter does (sema_detail.c): PRMan's "uniform unless declared varying"
 * would reject the varying structs libraries build from s, t and P.
 *
 *   S x;              ->  T1 x.a = default_a; T2 x.b = default_b;
 *   S x = y;          ->  T1 x.a = y.a; ...         (also `x = y;`)
 *   S x = {1, 2};     ->  T1 x.a = 1; T2 x.b = 2;
 *   S f(S p) {...}    ->  void f(T1 p.a; T2 p.b; output T1 return.a; output T2 return.b)
 *   return y;         ->  return.a = y.a; ...; return;
 *   S x = f(y);       ->  T1 x.a; T2 x.b; f(y.a, y.b, x.a, x.b);
 *   S arr[N];         ->  T1 arr.a[N]; ...; a loop storing the defaults
 *   arraylength(arr)  ->  arraylength(arr.a)
 *   g(f(y))           ->  T1 call#1.a; T2 call#1.b; f(y, call#1.a, call#1.b); g(call#1.a, call#1.b)
 *
 * (the last before the statement holding it, so not in a loop's condition or
 * step).  A whole struct anywhere else (an operand, say) is reported. */
#include <stdio.h>
#include <string.h>

#include "parser_internal.h"

typedef struct lowerer {
    rsl_arena *arena;
    rsl_diag *diag;
    rsl_func *func; /* being lowered */
    ptrvec *hoist;  /* where statements run before the current one go; NULL in a loop's header */
    int temps;      /* struct results held in temporaries so far */
} lowerer;

static void push(lowerer *L, ptrvec *pv, void *x) { rsl_ptrvec_push(L->arena, pv, x); }

static const char *join(rsl_arena *a, const char *base, const char *member) {
    size_t n = strlen(base) + strlen(member) + 2;
    char *s = rsl_arena_alloc(a, n);
    snprintf(s, n, "%s.%s", base, member);
    return s;
}

rsl_expr *rsl_struct_member_expr(rsl_arena *a, const rsl_expr *base, const rsl_var *m) {
    rsl_expr *e;
    if (base->kind == RSL_E_INDEX) {
        e = rsl_ast_new_expr(a, RSL_E_INDEX, base->loc);
        e->a = rsl_struct_member_expr(a, base->a, m);
        e->b = rsl_expr_clone(a, base->b);
    } else {
        e = rsl_ast_new_expr(a, RSL_E_IDENT, base->loc);
        e->name = join(a, base->name, m->name);
    }
    e->strct = m->strct;
    return e;
}

/* The leaf members of struct value base, in member order, nested ones expanded. */
static void leaf_exprs(lowerer *L, const rsl_expr *base, const rsl_struct *st, ptrvec *out) {
    for (int i = 0; i < st->nmembers; i++) {
        rsl_expr *m = rsl_struct_member_expr(L->arena, base, st->members[i]);
        if (m->strct) leaf_exprs(L, m, m->strct, out);
        else push(L, out, m);
    }
}

/* The default of every leaf (NULL where none), in leaf_exprs's order. */
static void leaf_defaults(lowerer *L, const rsl_struct *st, ptrvec *out) {
    for (int i = 0; i < st->nmembers; i++) {
        const rsl_var *m = st->members[i];
        if (m->strct) leaf_defaults(L, m->strct, out);
        else push(L, out, m->init);
    }
}

/* The variables replacing struct variable v (name "x"), in leaf_exprs's order. */
static void leaf_vars(lowerer *L, const rsl_var *v, const char *name, const rsl_struct *st, ptrvec *out) {
    for (int i = 0; i < st->nmembers; i++) {
        const rsl_var *m = st->members[i];
        const char *n = join(L->arena, name, m->name);
        if (m->strct) {
            leaf_vars(L, v, n, m->strct, out);
            continue;
        }
        rsl_var *x = rsl_ast_new_var(L->arena, v->kind, v->loc, n);
        x->type = m->type;
        if (v->type.array_len != RSL_NOT_ARRAY) x->type.array_len = v->type.array_len;
        x->is_output = v->is_output;
        x->is_extern = v->is_extern;
        x->is_member = true;
        x->owner = v->owner;
        push(L, out, x);
    }
}

static rsl_expr *ident(lowerer *L, rsl_loc loc, const char *name, const rsl_struct *st) {
    rsl_expr *e = rsl_ast_new_expr(L->arena, RSL_E_IDENT, loc);
    e->name = name;
    e->strct = st;
    return e;
}

static rsl_expr *assign(lowerer *L, rsl_loc loc, rsl_expr *to, rsl_expr *value) {
    rsl_expr *e = rsl_ast_new_expr(L->arena, RSL_E_ASSIGN, loc);
    e->op = RSL_OP_ASSIGN;
    e->a = to;
    e->b = value;
    return e;
}

static rsl_stmt *expr_stmt(lowerer *L, rsl_expr *e) {
    rsl_stmt *s = rsl_ast_new_stmt(L->arena, RSL_S_EXPR, e->loc);
    s->expr = e;
    return s;
}

static const char *describe(const rsl_expr *e, char *buf, size_t size) {
    while (e->kind == RSL_E_INDEX) e = e->a;
    if (e->kind == RSL_E_CALL) snprintf(buf, size, "the result of '%s'", e->name);
    else if (e->kind == RSL_E_ARRAY_INIT) snprintf(buf, size, "%s", "a list");
    else snprintf(buf, size, "'%s'", e->name ? e->name : "?");
    return buf;
}

static void lower_expr(lowerer *L, rsl_expr **ep);
static void lower_call(lowerer *L, rsl_expr *call, const ptrvec *results);

static rsl_stmt *decl_stmt(lowerer *L, rsl_loc loc, const ptrvec *vars) {
    rsl_stmt *d = rsl_ast_new_stmt(L->arena, RSL_S_DECL, loc);
    d->vars = (rsl_var **)vars->v;
    d->nvars = vars->n;
    return d;
}

/* A struct call passed as an argument: its result goes to a temporary
 * declared and filled before the statement, whose leaves are passed. */
static bool hoist_call(lowerer *L, rsl_expr *call, ptrvec *args) {
    if (!L->hoist) return false;
    const rsl_struct *st = call->strct;
    char buf[32];
    snprintf(buf, sizeof buf, "call#%d", ++L->temps);
    const char *name = rsl_arena_strndup(L->arena, buf, strlen(buf));
    rsl_var *tmp = rsl_ast_new_var(L->arena, RSL_VAR_LOCAL, call->loc, name);
    tmp->type = rsl_type_make(RSL_T_FLOAT, RSL_DETAIL_DEFAULT, RSL_NOT_ARRAY);
    tmp->owner = L->func;
    ptrvec vars = {0}, results = {0};
    leaf_vars(L, tmp, name, st, &vars);
    push(L, L->hoist, decl_stmt(L, call->loc, &vars));
    leaf_exprs(L, ident(L, call->loc, name, st), st, &results);
    lower_call(L, call, &results);
    push(L, L->hoist, expr_stmt(L, call));
    leaf_exprs(L, ident(L, call->loc, name, st), st, args);
    return true;
}

/* A call's arguments with each struct argument replaced by its leaves, and
 * `results` (the leaves a struct result goes to) appended. */
static void lower_call(lowerer *L, rsl_expr *call, const ptrvec *results) {
    ptrvec args = {0};
    char buf[80];
    for (int i = 0; i < call->nargs; i++) {
        rsl_expr *a = call->args[i];
        if (a->strct && a->kind == RSL_E_CALL) {
            if (!hoist_call(L, a, &args))
                rsl_diag_error(L->diag, a->loc,
                               "%s, a struct, cannot be an argument in a loop's condition or step or a light "
                               "statement's arguments: assign it to a variable first",
                               describe(a, buf, sizeof buf));
        } else if (a->strct && call->nargs == 1 && strcmp(call->name, "arraylength") == 0) {
            /* every leaf array has the struct array's length: the first says it */
            ptrvec leaves = {0};
            leaf_exprs(L, a, a->strct, &leaves);
            push(L, &args, leaves.v[0]);
        } else if (a->strct) {
            leaf_exprs(L, a, a->strct, &args);
        } else {
            lower_expr(L, &call->args[i]);
            push(L, &args, call->args[i]);
        }
    }
    for (int i = 0; results && i < results->n; i++) push(L, &args, results->v[i]);
    call->args = (rsl_expr **)args.v;
    call->nargs = args.n;
    call->strct = NULL;
}

static void lower_expr(lowerer *L, rsl_expr **ep) {
    rsl_expr *e = *ep;
    if (!e) return;
    if (e->strct) {
        char buf[80];
        rsl_diag_error(L->diag, e->loc,
                       "%s is a struct '%s': only its members can be used here (a whole struct can be "
                       "assigned, initialized from, passed and returned)",
                       describe(e, buf, sizeof buf), e->strct->name);
        return;
    }
    if (e->kind == RSL_E_CALL) {
        lower_call(L, e, NULL);
        return;
    }
    lower_expr(L, &e->a);
    lower_expr(L, &e->b);
    lower_expr(L, &e->c);
    for (int i = 0; i < e->nargs; i++) lower_expr(L, &e->args[i]);
}

/* Stores struct value `from` into the leaves `to`: a struct call gets them as
 * output arguments, anything else is copied leaf by leaf; false (reported)
 * when from is not a struct of the same type. */
static bool store_struct(lowerer *L, const ptrvec *to, const rsl_struct *st, rsl_expr *from, const char *what,
                         ptrvec *out) {
    if (from->strct != st) {
        char buf[80];
        rsl_diag_error(L->diag, from->loc, "cannot %s struct '%s' from %s, which is %s%s", what, st->name,
                       describe(from, buf, sizeof buf), from->strct ? "a struct " : "not a struct",
                       from->strct ? from->strct->name : "");
        return false;
    }
    if (from->kind == RSL_E_CALL) {
        lower_call(L, from, to);
        push(L, out, expr_stmt(L, from));
        return true;
    }
    ptrvec leaves = {0};
    leaf_exprs(L, from, st, &leaves);
    for (int i = 0; i < to->n; i++)
        push(L, out, expr_stmt(L, assign(L, from->loc, rsl_expr_clone(L->arena, to->v[i]), leaves.v[i])));
    return true;
}

/* {a, b, ...} for a struct: one element per member, a struct member taking
 * a struct value or a list of its own; *leaf counts the leaves used. */
static void init_from_list(lowerer *L, const rsl_struct *st, const rsl_expr *list, const ptrvec *leaves, int *leaf,
                           ptrvec *out) {
    if (list->nargs != st->nmembers) {
        rsl_diag_error(L->diag, list->loc, "struct '%s' has %d members, the initializer gives %d", st->name,
                       st->nmembers, list->nargs);
        return;
    }
    for (int i = 0; i < list->nargs; i++) {
        const rsl_var *m = st->members[i];
        rsl_expr *el = list->args[i];
        if (m->strct && el->kind == RSL_E_ARRAY_INIT) {
            init_from_list(L, m->strct, el, leaves, leaf, out);
        } else if (m->strct) {
            ptrvec sub = {0};
            for (int k = 0; k < m->strct->nleaves; k++) push(L, &sub, leaves->v[(*leaf)++]);
            store_struct(L, &sub, m->strct, el, "initialize", out);
        } else {
            lower_expr(L, &el);
            push(L, out, expr_stmt(L, assign(L, el->loc, rsl_expr_clone(L->arena, leaves->v[(*leaf)++]), el)));
        }
    }
}

/* Stores each leaf's default in every element of the arrays (a loop). */
static void array_defaults(lowerer *L, const rsl_var *v, const ptrvec *leaves, const ptrvec *defaults, ptrvec *out) {
    rsl_loc loc = v->loc;
    const char *counter = join(L->arena, v->name, "#");
    rsl_var *c = rsl_ast_new_var(L->arena, RSL_VAR_LOCAL, loc, counter);
    c->type = rsl_type_make(RSL_T_FLOAT, RSL_DETAIL_UNIFORM, RSL_NOT_ARRAY);
    c->owner = v->owner;
    rsl_stmt *decl = rsl_ast_new_stmt(L->arena, RSL_S_DECL, loc);
    decl->vars = rsl_arena_alloc(L->arena, sizeof *decl->vars);
    decl->vars[0] = c;
    decl->nvars = 1;
    push(L, out, decl);
    rsl_stmt *loop = rsl_ast_new_stmt(L->arena, RSL_S_FOR, loc);
    rsl_expr *zero = rsl_ast_new_expr(L->arena, RSL_E_NUM, loc), *len = rsl_ast_new_expr(L->arena, RSL_E_NUM, loc);
    rsl_expr *one = rsl_ast_new_expr(L->arena, RSL_E_NUM, loc);
    len->num = v->type.array_len;
    one->num = 1;
    loop->init = assign(L, loc, ident(L, loc, counter, NULL), zero);
    loop->expr = rsl_ast_new_expr(L->arena, RSL_E_BINARY, loc);
    loop->expr->op = RSL_OP_LT;
    loop->expr->a = ident(L, loc, counter, NULL);
    loop->expr->b = len;
    loop->step = assign(L, loc, ident(L, loc, counter, NULL), one);
    loop->step->op = RSL_OP_ADD_ASSIGN;
    ptrvec body = {0};
    for (int i = 0; i < leaves->n; i++) {
        if (!defaults->v[i]) continue;
        rsl_expr *el = rsl_ast_new_expr(L->arena, RSL_E_INDEX, loc);
        el->a = ident(L, loc, ((rsl_var *)leaves->v[i])->name, NULL);
        el->b = ident(L, loc, counter, NULL);
        push(L, &body, expr_stmt(L, assign(L, loc, el, rsl_expr_clone(L->arena, defaults->v[i]))));
    }
    loop->body = rsl_ast_new_stmt(L->arena, RSL_S_BLOCK, loc);
    loop->body->stmts = (rsl_stmt **)body.v;
    loop->body->nstmts = body.n;
    if (body.n) push(L, out, loop);
}

/* A struct variable's declaration and the statements that initialize it. */
static void lower_struct_decl(lowerer *L, rsl_var *v, ptrvec *out) {
    ptrvec vars = {0}, defaults = {0};
    leaf_vars(L, v, v->name, v->strct, &vars);
    leaf_defaults(L, v->strct, &defaults);
    bool array = v->type.array_len != RSL_NOT_ARRAY;
    if (!v->init && !v->is_extern && !array)
        for (int i = 0; i < vars.n; i++) ((rsl_var *)vars.v[i])->init = rsl_expr_clone(L->arena, defaults.v[i]);
    rsl_stmt *decl = rsl_ast_new_stmt(L->arena, RSL_S_DECL, v->loc);
    decl->vars = (rsl_var **)vars.v;
    decl->nvars = vars.n;
    push(L, out, decl);
    if (!v->init) {
        if (array && !v->is_extern) array_defaults(L, v, &vars, &defaults, out);
        return;
    }
    ptrvec leaves = {0};
    leaf_exprs(L, ident(L, v->loc, v->name, v->strct), v->strct, &leaves);
    int leaf = 0;
    if (v->init->kind == RSL_E_ARRAY_INIT && !array) init_from_list(L, v->strct, v->init, &leaves, &leaf, out);
    else store_struct(L, &leaves, v->strct, v->init, "initialize", out);
}

static void lower_stmt(lowerer *L, rsl_stmt *s, ptrvec *out);

/* A statement in a place that holds one: several become a block. */
static rsl_stmt *lower_single(lowerer *L, rsl_stmt *s) {
    if (!s) return NULL;
    ptrvec out = {0};
    lower_stmt(L, s, &out);
    if (out.n == 1) return out.v[0];
    rsl_stmt *b = rsl_ast_new_stmt(L->arena, RSL_S_BLOCK, s->loc);
    b->stmts = (rsl_stmt **)out.v;
    b->nstmts = out.n;
    return b;
}

static void lower_func(lowerer *L, rsl_func *f);

/* One declaration per variable, so that what a struct needs before an
 * initializer comes after the variables before it. */
static void lower_decl(lowerer *L, rsl_stmt *s, ptrvec *out) {
    for (int i = 0; i < s->nvars; i++) {
        rsl_var *v = s->vars[i];
        if (v->strct) {
            lower_struct_decl(L, v, out);
            continue;
        }
        lower_expr(L, &v->init);
        rsl_stmt *d = rsl_ast_new_stmt(L->arena, RSL_S_DECL, v->loc);
        d->vars = &s->vars[i];
        d->nvars = 1;
        push(L, out, d);
    }
}

static void lower_stmt_in(lowerer *L, rsl_stmt *s, ptrvec *out) {
    L->hoist = out;
    switch (s->kind) {
    case RSL_S_BLOCK: {
        ptrvec stmts = {0};
        for (int i = 0; i < s->nstmts; i++) lower_stmt(L, s->stmts[i], &stmts);
        s->stmts = (rsl_stmt **)stmts.v;
        s->nstmts = stmts.n;
        break;
    }
    case RSL_S_DECL: lower_decl(L, s, out); return;
    case RSL_S_EXPR: {
        rsl_expr *e = s->expr;
        if (e->kind == RSL_E_ASSIGN && e->a->strct) {
            if (e->op != RSL_OP_ASSIGN) {
                rsl_diag_error(L->diag, e->loc, "'%s' on struct '%s': only '=' assigns a whole struct",
                               rsl_op_spelling(e->op), e->a->strct->name);
                return;
            }
            ptrvec leaves = {0};
            leaf_exprs(L, e->a, e->a->strct, &leaves);
            store_struct(L, &leaves, e->a->strct, e->b, "assign", out);
            return;
        }
        if (e->kind == RSL_E_CALL && e->strct) {
            rsl_diag_error(L->diag, e->loc, "the struct result of '%s' is dropped: assign it to a variable", e->name);
            return;
        }
        lower_expr(L, &s->expr);
        break;
    }
    case RSL_S_RETURN:
        if (L->func->ret_struct) {
            if (!s->expr) {
                rsl_diag_error(L->diag, s->loc, "'%s' must return a struct '%s'", L->func->name,
                               L->func->ret_struct->name);
                return;
            }
            ptrvec leaves = {0};
            leaf_exprs(L, ident(L, s->loc, "return", L->func->ret_struct), L->func->ret_struct, &leaves);
            if (!store_struct(L, &leaves, L->func->ret_struct, s->expr, "return", out)) return;
            s->expr = NULL;
        } else {
            lower_expr(L, &s->expr);
        }
        break;
    case RSL_S_FUNC: lower_func(L, s->func); break;
    default:
        lower_expr(L, &s->init); /* a for's init runs once, before it */
        if (s->kind != RSL_S_IF) L->hoist = NULL; /* a loop's condition runs again */
        lower_expr(L, &s->expr);
        L->hoist = NULL;
        lower_expr(L, &s->step);
        lower_expr(L, &s->category);
        for (int i = 0; i < s->nargs; i++) lower_expr(L, &s->args[i]);
        s->body = lower_single(L, s->body);
        s->else_body = lower_single(L, s->else_body);
        break;
    }
    push(L, out, s);
}

static void lower_stmt(lowerer *L, rsl_stmt *s, ptrvec *out) {
    ptrvec *outer = L->hoist;
    lower_stmt_in(L, s, out);
    L->hoist = outer;
}

static void lower_func(lowerer *L, rsl_func *f) {
    rsl_func *outer = L->func;
    ptrvec *outer_hoist = L->hoist;
    L->func = f;
    L->hoist = NULL; /* defaults have no statement before them */
    ptrvec params = {0};
    for (int i = 0; i < f->nparams; i++) {
        rsl_var *p = f->params[i];
        if (!p->strct) {
            lower_expr(L, &p->init);
            push(L, &params, p);
            continue;
        }
        int first = params.n;
        leaf_vars(L, p, p->name, p->strct, &params);
        ptrvec defaults = {0};
        if (p->init) leaf_exprs(L, p->init, p->strct, &defaults);
        else leaf_defaults(L, p->strct, &defaults);
        if (p->init && p->init->strct != p->strct) {
            rsl_diag_error(L->diag, p->init->loc, "the default of struct parameter '%s' must be a struct '%s'",
                           p->name, p->strct->name);
            defaults.n = 0;
        }
        for (int k = 0; k < defaults.n && p->kind == RSL_VAR_SHADER_PARAM; k++)
            ((rsl_var *)params.v[first + k])->init = rsl_expr_clone(L->arena, defaults.v[k]);
    }
    if (f->ret_struct) {
        rsl_var *result = rsl_ast_new_var(L->arena, RSL_VAR_FUNC_PARAM, f->loc, "return");
        result->type = rsl_type_make(RSL_T_FLOAT, RSL_DETAIL_DEFAULT, RSL_NOT_ARRAY);
        result->is_output = true;
        result->owner = f;
        leaf_vars(L, result, "return", f->ret_struct, &params);
    }
    for (int i = 0; i < params.n; i++) ((rsl_var *)params.v[i])->index = i;
    f->params = (rsl_var **)params.v;
    f->nparams = params.n;
    if (f->body) lower_single(L, f->body);
    L->func = outer;
    L->hoist = outer_hoist;
}

void rsl_lower_structs(rsl_program *prog, rsl_diag *diag) {
    lowerer L = {.arena = prog->arena, .diag = diag};
    for (int i = 0; i < prog->nfuncs; i++) lower_func(&L, prog->funcs[i]);
}
