/* What irgen learns about the functions before generating them: every
 * function and shader (nested ones included), whether each needs the
 * globals pointer, which variables of enclosing functions it uses, and
 * whether its name is overloaded. */
#include <stdlib.h>

#include "dynamic_calls.h"
#include "irgen.h"

static void list_add(ir_func_list *l, rsl_func *f)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 16;
        l->v = realloc(l->v, (size_t)l->cap * sizeof *l->v);
        if (!l->v)
            abort();
    }
    l->v[l->n++] = f;
}

static bool has_capture(const ir_func *fi, const rsl_var *v)
{
    for (int i = 0; i < fi->ncaptures; i++)
        if (fi->captures[i] == v)
            return true;
    return false;
}

/* Adds v to f's captures when it belongs to another function. */
static bool capture(ir_func *fi, rsl_var *v)
{
    if (!v->owner || v->owner == fi->func || has_capture(fi, v))
        return false;
    fi->captures = realloc(fi->captures, (size_t)(fi->ncaptures + 1) * sizeof *fi->captures);
    if (!fi->captures)
        abort();
    fi->captures[fi->ncaptures++] = v;
    return true;
}

static bool scan_stmt(ir_func *fi, rsl_stmt *s, ir_func_list *all, bool record);

/* With `record`, each call adds fi to its callee's callers. */
static bool scan_expr(ir_func *fi, rsl_expr *e, bool record)
{
    if (!e)
        return false;
    bool changed = false;
    switch (e->kind) {
    case RSL_E_IDENT:
        if (e->global >= 0)
            changed |= !fi->needs_globals, fi->needs_globals = true;
        else if (e->var)
            changed |= capture(fi, e->var);
        break;
    case RSL_E_CALL:
        if (e->callee) {
            ir_func *c = e->callee->ir_func;
            if (!c) /* a nested function not met yet: the fixpoint comes back */
                return true;
            if (record) {
                c->callers = realloc(c->callers, (size_t)(c->ncallers + 1) * sizeof *c->callers);
                if (!c->callers)
                    abort();
                c->callers[c->ncallers++] = fi;
            }
            if (c->needs_globals && !fi->needs_globals)
                changed = fi->needs_globals = true;
            for (int i = 0; i < c->ncaptures; i++)
                changed |= capture(fi, c->captures[i]);
        } else if (e->dynamic_call ? e->dynamic_call == RSL_DYN_MESSAGE /* only messages read the globals */
                                   : !e->builtin || (e->builtin->flags & RSL_BUILTIN_GLOBALS)) {
            changed |= !fi->needs_globals, fi->needs_globals = true;
        }
        break;
    case RSL_E_CAST:
        if (e->space)
            changed |= !fi->needs_globals, fi->needs_globals = true;
        break;
    default: break;
    }
    changed |= scan_expr(fi, e->a, record);
    changed |= scan_expr(fi, e->b, record);
    changed |= scan_expr(fi, e->c, record);
    for (int i = 0; i < e->nargs; i++)
        changed |= scan_expr(fi, e->args[i], record);
    return changed;
}

static bool scan_stmt(ir_func *fi, rsl_stmt *s, ir_func_list *all, bool record)
{
    if (!s)
        return false;
    bool changed = false;
    switch (s->kind) {
    case RSL_S_ILLUMINANCE:
    case RSL_S_ILLUMINATE:
    case RSL_S_SOLAR:
    case RSL_S_GATHER: changed |= !fi->needs_globals, fi->needs_globals = true; break;
    case RSL_S_FUNC:
        if (all)
            list_add(all, s->func);
        return false; /* its body is its own */
    case RSL_S_DECL:
        for (int i = 0; i < s->nvars; i++)
            changed |= scan_expr(fi, s->vars[i]->init, record);
        break;
    default: break;
    }
    for (int i = 0; i < s->nstmts; i++)
        changed |= scan_stmt(fi, s->stmts[i], all, record);
    changed |= scan_expr(fi, s->expr, record);
    changed |= scan_expr(fi, s->init, record);
    changed |= scan_expr(fi, s->step, record);
    changed |= scan_expr(fi, s->category, record);
    for (int i = 0; i < s->nargs; i++)
        changed |= scan_expr(fi, s->args[i], record);
    changed |= scan_stmt(fi, s->body, all, record);
    changed |= scan_stmt(fi, s->else_body, all, record);
    return changed;
}

/* Marks the functions that share their name with another of the same
 * parent, comparing each only with the earlier ones of its name. */
static void mark_overloads(const ir_func_list *all)
{
    rsl_namemap last = {0}; /* name -> its latest function */
    int *older = malloc(((size_t)all->n + 1) * sizeof *older);
    if (!older)
        abort();
    for (int i = 0; i < all->n; i++) {
        int *slot = rsl_namemap_slot(&last, all->v[i]->name);
        older[i] = *slot;
        *slot = i;
        for (int j = older[i]; j >= 0; j = older[j])
            if (all->v[j]->parent == all->v[i]->parent)
                ((ir_func *)all->v[i]->ir_func)->overloaded = ((ir_func *)all->v[j]->ir_func)->overloaded = true;
    }
    rsl_namemap_free(&last);
    free(older);
}

void ir_collect_functions(irgen *g, ir_func_list *all)
{
    for (int i = 0; i < g->prog->nfuncs; i++)
        list_add(all, g->prog->funcs[i]);
    for (int i = 0; i < all->n; i++) {
        rsl_func *f = all->v[i];
        ir_func *fi = calloc(1, sizeof *fi);
        if (!fi)
            abort();
        fi->func = f;
        fi->needs_globals = f->kind != RSL_SHADER_FUNCTION;
        f->ir_func = fi;
        for (int j = 0; j < f->nparams; j++)
            scan_expr(fi, f->params[j]->init, false);
        scan_stmt(fi, f->body, all, false); /* appends nested functions */
    }
    /* Calls propagate needs: a function is scanned again when one it calls
     * changed, so a long chain of calls costs its length, not its square. */
    ir_func **work = malloc(((size_t)all->n + 1) * sizeof *work);
    if (!work)
        abort();
    int nwork = 0;
    for (int i = all->n - 1; i >= 0; i--) {
        ir_func *fi = all->v[i]->ir_func;
        scan_stmt(fi, fi->func->body, NULL, true);
        fi->queued = true;
        work[nwork++] = fi;
    }
    while (nwork > 0) {
        ir_func *fi = work[--nwork];
        fi->queued = false;
        if (!scan_stmt(fi, fi->func->body, NULL, false))
            continue;
        for (int i = 0; i < fi->ncallers; i++)
            if (!fi->callers[i]->queued) {
                fi->callers[i]->queued = true;
                work[nwork++] = fi->callers[i];
            }
    }
    free(work);
    mark_overloads(all);
}

void ir_free_functions(ir_func_list *all)
{
    for (int i = 0; i < all->n; i++) {
        ir_func *fi = all->v[i]->ir_func;
        if (fi) {
            free(fi->captures);
            free(fi->callers);
            free(fi);
        }
        all->v[i]->ir_func = NULL;
    }
    free(all->v);
}

