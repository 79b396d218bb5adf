/* Call-cycle detection: RSL functions are inlined into their shaders, so a
 * recursive call has no meaning (RSL compilers reject it; the JIT would
 * recurse until the stack ran out).  The graph's nodes are all functions,
 * nested ones included; its edges the calls sema resolved. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "semantics.h"

typedef struct call {
    int to;
    rsl_loc loc;
} call;

typedef struct graph {
    rsl_func **funcs;
    int n, cap;
    call **calls; /* per function */
    int *ncalls, *capcalls;
} graph;

static void *grow(void *p, int *cap, int need, size_t elem)
{
    if (need <= *cap)
        return p;
    *cap = *cap ? 2 * *cap : 16;
    while (*cap < need)
        *cap *= 2;
    p = realloc(p, (size_t)*cap * elem);
    if (!p)
        abort(); /* out of memory is no input error */
    return p;
}

static void add_func(graph *g, rsl_func *f);

static void walk_expr(graph *g, int from, const rsl_expr *e)
{
    if (!e)
        return;
    if (e->kind == RSL_E_CALL && e->callee) {
        g->ncalls[from]++;
        g->calls[from] = grow(g->calls[from], &g->capcalls[from], g->ncalls[from], sizeof(call));
        g->calls[from][g->ncalls[from] - 1] = (call){e->callee->call_id, e->loc};
    }
    walk_expr(g, from, e->a);
    walk_expr(g, from, e->b);
    walk_expr(g, from, e->c);
    for (int i = 0; i < e->nargs; i++)
        walk_expr(g, from, e->args[i]);
}

static void walk_stmt(graph *g, int from, const rsl_stmt *s)
{
    if (!s)
        return;
    if (s->kind == RSL_S_FUNC) {
        add_func(g, s->func); /* a node of its own, called like any other */
        return;
    }
    for (int i = 0; i < s->nstmts; i++)
        walk_stmt(g, from, s->stmts[i]);
    for (int i = 0; i < s->nvars; i++)
        walk_expr(g, from, s->vars[i]->init);
    walk_expr(g, from, s->expr);
    walk_expr(g, from, s->init);
    walk_expr(g, from, s->step);
    walk_expr(g, from, s->category);
    for (int i = 0; i < s->nargs; i++)
        walk_expr(g, from, s->args[i]);
    walk_stmt(g, from, s->body);
    walk_stmt(g, from, s->else_body);
}

/* Ids first (a call may name a function defined later), edges second. */
static void number_funcs(graph *g, rsl_func *f);

static void number_stmt(graph *g, const rsl_stmt *s)
{
    if (!s)
        return;
    if (s->kind == RSL_S_FUNC) {
        number_funcs(g, s->func);
        return;
    }
    for (int i = 0; i < s->nstmts; i++)
        number_stmt(g, s->stmts[i]);
    number_stmt(g, s->body);
    number_stmt(g, s->else_body);
}

static void number_funcs(graph *g, rsl_func *f)
{
    f->call_id = g->n;
    g->funcs = grow(g->funcs, &g->cap, g->n + 1, sizeof *g->funcs);
    g->funcs[g->n++] = f;
    number_stmt(g, f->body);
}

static void add_func(graph *g, rsl_func *f)
{
    for (int i = 0; i < f->nparams; i++)
        walk_expr(g, f->call_id, f->params[i]->init);
    walk_stmt(g, f->call_id, f->body);
}

/* "recursive call: 'f' calls 'g' calls 'f'" for the cycle path[first..n-1]
 * back to path[first], the middle left out of a long one. */
static void report(const graph *g, const int *path, const int *edge, int first, int n, rsl_diag *diag)
{
    enum { SHOWN = 8 };
    char msg[SHOWN * 80 + 64];
    size_t len = 0;
    msg[0] = 0;
    for (int i = first; i < n; i++) {
        if (n - first > SHOWN && i == first + SHOWN / 2)
            i = n - SHOWN / 2, len += (size_t)snprintf(msg + len, sizeof msg - len, " calls ...");
        len += (size_t)snprintf(msg + len, sizeof msg - len, "%s'%.60s'", i == first ? "" : " calls ",
                                g->funcs[path[i]]->name);
    }
    const call *c = &g->calls[path[first]][edge[first]];
    rsl_diag_error(diag, c->loc, "recursive call: %s calls '%.60s'", msg, g->funcs[path[first]]->name);
    for (int i = first + 1; i < n && n - first <= SHOWN; i++)
        rsl_diag_note(diag, g->calls[path[i]][edge[i]].loc, "'%s' calls '%s' here", g->funcs[path[i]]->name,
                      g->funcs[g->calls[path[i]][edge[i]].to]->name);
}

/* Depth-first search without recursion (a chain of calls can be as long as
 * the file has functions): path[] holds the functions being visited, edge[]
 * the call each is following. */
static void find_cycles(const graph *g, rsl_diag *diag)
{
    enum { WHITE, ON_PATH, DONE };
    char *state = calloc((size_t)g->n + 1, 1);
    int *path = malloc(((size_t)g->n + 1) * sizeof *path), *edge = malloc(((size_t)g->n + 1) * sizeof *edge);
    int *pos = malloc(((size_t)g->n + 1) * sizeof *pos); /* where an ON_PATH function is on the path */
    if (!state || !path || !edge || !pos)
        abort();
    for (int root = 0; root < g->n && !rsl_diag_should_stop(diag); root++) {
        if (state[root] != WHITE)
            continue;
        int n = 0;
        path[n] = root, edge[n] = -1, pos[root] = n++, state[root] = ON_PATH;
        while (n > 0) {
            int f = path[n - 1];
            if (++edge[n - 1] == g->ncalls[f]) {
                state[f] = DONE;
                n--;
                continue;
            }
            int to = g->calls[f][edge[n - 1]].to;
            if (state[to] == ON_PATH)
                report(g, path, edge, pos[to], n, diag);
            else if (state[to] == WHITE)
                path[n] = to, edge[n] = -1, pos[to] = n++, state[to] = ON_PATH;
        }
    }
    free(state);
    free(path);
    free(edge);
    free(pos);
}

void rsl_check_recursion(rsl_program *prog, rsl_diag *diag)
{
    graph g = {0};
    for (int i = 0; i < prog->nfuncs; i++)
        number_funcs(&g, prog->funcs[i]);
    g.calls = calloc((size_t)g.n + 1, sizeof *g.calls);
    g.ncalls = calloc((size_t)g.n + 1, sizeof *g.ncalls);
    g.capcalls = calloc((size_t)g.n + 1, sizeof *g.capcalls);
    if (!g.calls || !g.ncalls || !g.capcalls)
        abort();
    for (int i = 0; i < prog->nfuncs; i++)
        add_func(&g, prog->funcs[i]);
    find_cycles(&g, diag);
    for (int i = 0; i < g.n; i++)
        free(g.calls[i]);
    free(g.calls);
    free(g.ncalls);
    free(g.capcalls);
    free(g.funcs);
}
