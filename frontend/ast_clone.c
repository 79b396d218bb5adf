/* Deep copies of the tree before sema (which annotates nodes in place, so
 * that no node may be reached twice): a struct member's default at each use
 * (lower_structs.c) and the shader a class makes per shader method
 * (parse_class.c).  Names are not resolved yet, so a copy needs no remapping
 * beyond the owners of variables and the parents of nested functions. */
#include <string.h>

#include "parser_internal.h"

static void *copy(rsl_arena *a, const void *node, size_t size) {
    void *c = rsl_arena_alloc(a, size);
    memcpy(c, node, size);
    return c;
}

static rsl_expr **clone_exprs(rsl_arena *a, rsl_expr *const *v, int n) {
    if (!n) return NULL;
    rsl_expr **c = rsl_arena_alloc(a, sizeof *c * (size_t)n);
    for (int i = 0; i < n; i++) c[i] = rsl_expr_clone(a, v[i]);
    return c;
}

rsl_expr *rsl_expr_clone(rsl_arena *a, const rsl_expr *e) {
    if (!e) return NULL;
    rsl_expr *c = copy(a, e, sizeof *e);
    c->a = rsl_expr_clone(a, e->a);
    c->b = rsl_expr_clone(a, e->b);
    c->c = rsl_expr_clone(a, e->c);
    c->args = clone_exprs(a, e->args, e->nargs);
    return c;
}

static rsl_var *clone_var(rsl_arena *a, const rsl_var *v, rsl_func *owner) {
    rsl_var *c = copy(a, v, sizeof *v);
    c->init = rsl_expr_clone(a, v->init);
    c->owner = owner;
    return c;
}

static rsl_var **clone_vars(rsl_arena *a, rsl_var *const *v, int n, rsl_func *owner) {
    if (!n) return NULL;
    rsl_var **c = rsl_arena_alloc(a, sizeof *c * (size_t)n);
    for (int i = 0; i < n; i++) c[i] = clone_var(a, v[i], owner);
    return c;
}

rsl_stmt *rsl_stmt_clone(rsl_arena *a, const rsl_stmt *s, rsl_func *owner) {
    if (!s) return NULL;
    rsl_stmt *c = copy(a, s, sizeof *s);
    if (s->nstmts) {
        c->stmts = rsl_arena_alloc(a, sizeof *c->stmts * (size_t)s->nstmts);
        for (int i = 0; i < s->nstmts; i++) c->stmts[i] = rsl_stmt_clone(a, s->stmts[i], owner);
    }
    c->vars = clone_vars(a, s->vars, s->nvars, owner);
    c->expr = rsl_expr_clone(a, s->expr);
    c->init = rsl_expr_clone(a, s->init);
    c->step = rsl_expr_clone(a, s->step);
    c->category = rsl_expr_clone(a, s->category);
    c->args = clone_exprs(a, s->args, s->nargs);
    c->body = rsl_stmt_clone(a, s->body, owner);
    c->else_body = rsl_stmt_clone(a, s->else_body, owner);
    if (s->func) c->func = rsl_func_clone(a, s->func, owner);
    return c;
}

rsl_func *rsl_func_clone(rsl_arena *a, const rsl_func *f, rsl_func *parent) {
    rsl_func *c = copy(a, f, sizeof *f);
    c->parent = parent;
    c->params = clone_vars(a, f->params, f->nparams, c);
    c->body = rsl_stmt_clone(a, f->body, c);
    return c;
}
