/* RSL 2.0 shader classes (PRMan 13+):
 *
 *   class NAME(shader parameters) {
 *       member variables;                       (with defaults, reading the parameters)
 *       public void surface(output color Ci, Oi) { ... }
 *       [public|private] TYPE method(...) { ... }
 *   }
 *
 * become the classic shader `surface NAME(parameters) { members; methods;
 * surface(Ci, Oi); }`: every method is a nested function of the shader, which
 * reads and writes the instance's state (parameters and members) through
 * `extern` declarations, and the shader's body calls its shader method with
 * the shading globals its parameters name.  A class with no surface method
 * but the lighting pipeline's methods (opacity, prelighting, lighting,
 * postlighting) is a surface shader calling them in that order; a class
 * with several shader methods makes one shader per method. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "namemap.h"
#include "parser_internal.h"

/* The methods that make a shader, and the globals their parameters stand for. */
static const struct {
    const char *name;
    enum rsl_shader_kind kind;
    const char *globals[4];
} shader_methods[] = {
    {"surface", RSL_SHADER_SURFACE, {"Ci", "Oi"}},
    {"displacement", RSL_SHADER_DISPLACEMENT, {"P", "N"}},
    {"light", RSL_SHADER_LIGHT, {"Cl", "L"}},
    {"volume", RSL_SHADER_VOLUME, {"Ci", "Oi"}},
    {"imager", RSL_SHADER_IMAGER, {"Ci", "Oi", "alpha"}},
};
static const char *const pipeline_methods[] = {"opacity", "prelighting", "lighting", "postlighting"};
enum { NSHADER_METHODS = sizeof shader_methods / sizeof shader_methods[0], NPIPELINE = 4 };

typedef struct method {
    rsl_func *func;
    bool is_public;
    enum { UNPLACED, PLACING, PLACED } state; /* order_methods */
} method;

/* Names to indices, so that a class of many members and methods costs its
 * size: shared by a class and its copies, freed with the class. */
typedef struct class_names {
    rsl_namemap state;   /* parameter or member -> its index in class_def.state */
    rsl_namemap methods; /* method -> its first index in class_def.methods */
    int *seen;           /* per state index: the give_state call that last met it */
    int calls;
} class_names;

typedef struct class_def {
    rsl_func *shader;
    ptrvec state;   /* rsl_var *: the parameters, then the members */
    ptrvec decls;   /* rsl_stmt *: the members' declarations */
    ptrvec methods; /* method * */
    class_names *names;
} class_def;

static bool is_named(rsl_var *const *vars, int n, const char *name) {
    for (int i = 0; i < n; i++)
        if (strcmp(vars[i]->name, name) == 0) return true;
    return false;
}

/* Adds v to the state; false when its name is taken. */
static bool add_state(parser *p, class_def *c, rsl_var *v) {
    int *slot = rsl_namemap_slot(&c->names->state, v->name);
    if (*slot >= 0) return false;
    *slot = c->state.n;
    rsl_ptrvec_push(p->arena, &c->state, v);
    return true;
}

/* Member variables: one declaration with several declarators. */
static bool member_decl(parser *p, class_def *c, const decl_spec *ds) {
    rsl_stmt *d = rsl_ast_new_stmt(p->arena, RSL_S_DECL, ds->loc);
    ptrvec vars = {0};
    do {
        rsl_var *v = rsl_parser_declarator(p, ds, RSL_VAR_LOCAL);
        if (!v) return false;
        if (!add_state(p, c, v)) {
            rsl_parser_error(p, v->loc, "duplicate member '%s' in class '%s'", v->name, c->shader->name);
            return false;
        }
        rsl_ptrvec_push(p->arena, &vars, v);
    } while (rsl_parser_accept(p, RSL_TOK_COMMA));
    if (!rsl_parser_expect_semi(p)) return false;
    d->vars = (rsl_var **)vars.v;
    d->nvars = vars.n;
    rsl_ptrvec_push(p->arena, &c->decls, d);
    return true;
}

static bool class_body(parser *p, class_def *c, bool *inside) {
    if (!rsl_parser_params(p, c->shader, RSL_VAR_SHADER_PARAM) || !rsl_parser_expect(p, RSL_TOK_LBRACE)) return false;
    for (int i = 0; i < c->shader->nparams; i++) add_state(p, c, c->shader->params[i]); /* sema reports twins */
    *inside = true;
    while (!rsl_parser_accept(p, RSL_TOK_RBRACE)) {
        const rsl_token *t = rsl_parser_peek(p, 0);
        if (t->kind == RSL_TOK_EOF) {
            rsl_parser_error(p, c->shader->loc, "unterminated class '%s': '}' missing at the end of the file",
                             c->shader->name);
            return false;
        }
        if (rsl_parser_is_word(t, "struct")) { /* a class's own struct (visible after it too) */
            rsl_parse_struct(p);
            if (p->panic) return false;
            continue;
        }
        bool is_public = rsl_parser_is_word(t, "public");
        if (is_public || rsl_parser_is_word(t, "private")) rsl_parser_next(p);
        decl_spec ds;
        if (!rsl_parser_decl_spec(p, &ds)) return false;
        if (rsl_parser_peek(p, 0)->kind != RSL_TOK_IDENT || rsl_parser_peek(p, 1)->kind != RSL_TOK_LPAREN) {
            if (!member_decl(p, c, &ds)) return false;
            continue;
        }
        rsl_token name;
        if (!rsl_parser_expect_name(p, "a method name", &name)) return false;
        method *m = rsl_arena_alloc(p->arena, sizeof *m);
        m->is_public = is_public;
        if (!(m->func = rsl_parser_function_rest(p, RSL_SHADER_FUNCTION, &ds, &name))) return false;
        int *slot = rsl_namemap_slot(&c->names->methods, m->func->name);
        if (*slot < 0) *slot = c->methods.n;
        rsl_ptrvec_push(p->arena, &c->methods, m);
    }
    *inside = false;
    return true;
}

static method *find_method(const class_def *c, const char *name) {
    int i = rsl_namemap_get(&c->names->methods, name);
    return i < 0 ? NULL : c->methods.v[i];
}

/* The state a method names ("m", or "m.x" for a struct member's member):
 * one extern declaration each, unless a parameter of the method hides it. */
typedef struct state_use {
    parser *p;
    const class_def *c;
    rsl_func *f;
    ptrvec externs;
} state_use;

static void use_state(state_use *u, const char *name) {
    const char *dot = strchr(name, '.');
    if (dot) name = rsl_arena_strndup(u->p->arena, name, (size_t)(dot - name));
    int i = rsl_namemap_get(&u->c->names->state, name);
    if (i < 0 || u->c->names->seen[i] == u->c->names->calls) return;
    u->c->names->seen[i] = u->c->names->calls;
    if (is_named(u->f->params, u->f->nparams, name)) return;
    const rsl_var *v = u->c->state.v[i];
    rsl_var *x = rsl_ast_new_var(u->p->arena, RSL_VAR_LOCAL, u->f->loc, v->name);
    x->type = v->type;
    x->strct = v->strct;
    x->is_extern = true;
    x->owner = u->f;
    rsl_ptrvec_push(u->p->arena, &u->externs, x);
}

static void state_in_expr(state_use *u, const rsl_expr *e) {
    if (!e) return;
    if (e->kind == RSL_E_IDENT) use_state(u, e->name);
    state_in_expr(u, e->a);
    state_in_expr(u, e->b);
    state_in_expr(u, e->c);
    for (int i = 0; i < e->nargs; i++) state_in_expr(u, e->args[i]);
}

static void state_in_stmt(state_use *u, const rsl_stmt *s) {
    if (!s) return;
    for (int i = 0; i < s->nstmts; i++) state_in_stmt(u, s->stmts[i]);
    for (int i = 0; i < s->nvars; i++) state_in_expr(u, s->vars[i]->init);
    state_in_expr(u, s->expr);
    state_in_expr(u, s->init);
    state_in_expr(u, s->step);
    state_in_expr(u, s->category);
    for (int i = 0; i < s->nargs; i++) state_in_expr(u, s->args[i]);
    state_in_stmt(u, s->body);
    state_in_stmt(u, s->else_body);
    if (s->func) state_in_stmt(u, s->func->body);
}

/* The method's body, after `extern` declarations of the instance's state it
 * uses. */
static void give_state(parser *p, const class_def *c, rsl_func *f) {
    state_use u = {.p = p, .c = c, .f = f};
    c->names->calls++;
    state_in_stmt(&u, f->body);
    ptrvec externs = u.externs;
    if (!externs.n) return;
    rsl_stmt *decl = rsl_ast_new_stmt(p->arena, RSL_S_DECL, f->loc);
    decl->vars = (rsl_var **)externs.v;
    decl->nvars = externs.n;
    rsl_stmt *body = rsl_ast_new_stmt(p->arena, RSL_S_BLOCK, f->body->loc);
    body->stmts = rsl_arena_alloc(p->arena, sizeof *body->stmts * 2);
    body->stmts[0] = decl;
    body->stmts[1] = f->body;
    body->nstmts = 2;
    f->body = body;
}

/* `name(globals)`: a shader or pipeline method called with the globals its
 * parameters name (checked against the ones its kind has). */
static rsl_stmt *call_method(parser *p, const class_def *c, const method *m, const char *const *globals) {
    rsl_func *f = m->func;
    if (!m->is_public) {
        rsl_parser_error(p, f->loc, "the %s method of class '%s' must be public", f->name, c->shader->name);
        return NULL;
    }
    rsl_expr *call = rsl_ast_new_expr(p->arena, RSL_E_CALL, f->loc);
    call->name = f->name;
    call->args = rsl_arena_alloc(p->arena, sizeof *call->args * (size_t)(f->nparams + 1));
    for (int i = 0; i < f->nparams; i++) {
        const char *name = f->params[i]->name;
        int g = 0;
        while (g < 4 && globals[g] && strcmp(globals[g], name) != 0) g++;
        if (g == 4 || !globals[g]) {
            rsl_parser_error(p, f->params[i]->loc,
                             "parameter '%s' of the %s method must name a shading global it stands for (%s%s%s%s%s)",
                             name, f->name, globals[0], globals[1] ? ", " : "", globals[1] ? globals[1] : "",
                             globals[2] ? ", " : "", globals[2] ? globals[2] : "");
            return NULL;
        }
        if (f->params[i]->type.detail == RSL_DETAIL_DEFAULT) /* as the global it stands for */
            f->params[i]->type.detail = RSL_DETAIL_VARYING;
        call->args[i] = rsl_ast_new_expr(p->arena, RSL_E_IDENT, f->params[i]->loc);
        call->args[i]->name = name;
    }
    call->nargs = f->nparams;
    rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_EXPR, f->loc);
    s->expr = call;
    return s;
}

static bool is_shader_method(const rsl_func *f) {
    for (int i = 0; i < NSHADER_METHODS; i++)
        if (strcmp(f->name, shader_methods[i].name) == 0) return true;
    return false;
}

/* A copy of the class, for a second shader: its own parameters, members and
 * methods (sema annotates each node of the tree once). */
static class_def *copy_class(parser *p, const class_def *c) {
    class_def *k = rsl_arena_alloc(p->arena, sizeof *k);
    k->names = c->names;
    k->shader = rsl_func_clone(p->arena, c->shader, NULL);
    for (int i = 0; i < k->shader->nparams; i++) rsl_ptrvec_push(p->arena, &k->state, k->shader->params[i]);
    for (int i = 0; i < c->decls.n; i++) {
        rsl_stmt *d = rsl_stmt_clone(p->arena, c->decls.v[i], k->shader);
        rsl_ptrvec_push(p->arena, &k->decls, d);
        for (int j = 0; j < d->nvars; j++) rsl_ptrvec_push(p->arena, &k->state, d->vars[j]);
    }
    for (int i = 0; i < c->methods.n; i++) {
        const method *m = c->methods.v[i];
        method *n = rsl_arena_alloc(p->arena, sizeof *n);
        n->is_public = m->is_public;
        n->func = rsl_func_clone(p->arena, m->func, k->shader);
        rsl_ptrvec_push(p->arena, &k->methods, n);
    }
    return k;
}

/* Methods may call the ones defined after them, but sema knows a nested
 * function from its definition on: each method goes after those it calls
 * (a depth-first walk; a cycle is left to sema's recursion check). */
typedef struct method_order {
    parser *p;
    const class_def *c;
    ptrvec placed;
} method_order;

static void place(method_order *o, method *m);

static void place_callees_expr(method_order *o, const rsl_expr *e) {
    if (!e) return;
    if (e->kind == RSL_E_CALL) {
        method *m = find_method(o->c, e->name);
        if (m) place(o, m);
    }
    place_callees_expr(o, e->a);
    place_callees_expr(o, e->b);
    place_callees_expr(o, e->c);
    for (int i = 0; i < e->nargs; i++) place_callees_expr(o, e->args[i]);
}

static void place_callees(method_order *o, const rsl_stmt *s) {
    if (!s) return;
    for (int i = 0; i < s->nstmts; i++) place_callees(o, s->stmts[i]);
    for (int i = 0; i < s->nvars; i++) place_callees_expr(o, s->vars[i]->init);
    place_callees_expr(o, s->expr);
    place_callees_expr(o, s->init);
    place_callees_expr(o, s->step);
    place_callees_expr(o, s->category);
    for (int i = 0; i < s->nargs; i++) place_callees_expr(o, s->args[i]);
    place_callees(o, s->body);
    place_callees(o, s->else_body);
    if (s->func) place_callees(o, s->func->body);
}

static void place(method_order *o, method *m) {
    if (m->state != UNPLACED) return;
    m->state = PLACING;
    place_callees(o, m->func->body);
    m->state = PLACED;
    rsl_ptrvec_push(o->p->arena, &o->placed, m);
}

/* The shader's body: members, methods (but the other shader methods), then
 * the calls that shade. */
static void finish_shader(parser *p, class_def *c, const ptrvec *calls, const rsl_func *own) {
    ptrvec stmts = {0};
    for (int i = 0; i < c->decls.n; i++) rsl_ptrvec_push(p->arena, &stmts, c->decls.v[i]);
    method_order order = {.p = p, .c = c};
    for (int i = 0; i < c->methods.n; i++) place(&order, c->methods.v[i]);
    for (int i = 0; i < order.placed.n; i++) {
        method *m = order.placed.v[i];
        if (is_shader_method(m->func) && strcmp(m->func->name, own ? own->name : "") != 0) continue;
        give_state(p, c, m->func);
        rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_FUNC, m->func->loc);
        s->func = m->func;
        rsl_ptrvec_push(p->arena, &stmts, s);
    }
    for (int i = 0; i < calls->n; i++) rsl_ptrvec_push(p->arena, &stmts, calls->v[i]);
    rsl_stmt *body = rsl_ast_new_stmt(p->arena, RSL_S_BLOCK, c->shader->loc);
    body->stmts = (rsl_stmt **)stmts.v;
    body->nstmts = stmts.n;
    c->shader->body = body;
}

/* A surface running the pipeline's methods; false (reported) when there are none. */
static bool build_pipeline(parser *p, class_def *c, ptrvec *funcs) {
    ptrvec calls = {0};
    for (int i = 0; i < NPIPELINE; i++) {
        method *m = find_method(c, pipeline_methods[i]);
        rsl_stmt *s = m ? call_method(p, c, m, shader_methods[0].globals) : NULL;
        if (m && !s) return false;
        if (s) rsl_ptrvec_push(p->arena, &calls, s);
    }
    if (!calls.n) {
        rsl_parser_error(p, c->shader->loc,
                         "class '%s' has no shader method (surface, displacement, light, volume, imager, or the "
                         "pipeline's opacity, prelighting, lighting, postlighting)",
                         c->shader->name);
        return false;
    }
    c->shader->kind = RSL_SHADER_SURFACE;
    finish_shader(p, c, &calls, NULL);
    rsl_ptrvec_push(p->arena, funcs, c->shader);
    return true;
}

/* One shader per shader method: the first is named for the class, the others
 * NAME_KIND (shaders of one file have distinct names, and the RPU's entries
 * are named for their shaders).  The copies are made before the original's
 * methods get their state, the last shader taking the original. */
static void build_shaders(parser *p, class_def *c, ptrvec *funcs) {
    int found[NSHADER_METHODS], n = 0;
    for (int i = 0; i < NSHADER_METHODS; i++)
        if (find_method(c, shader_methods[i].name)) found[n++] = i;
    if (!n) {
        build_pipeline(p, c, funcs);
        return;
    }
    for (int k = 0; k < n; k++) {
        class_def *inst = k + 1 < n ? copy_class(p, c) : c;
        const char *kind = shader_methods[found[k]].name;
        method *m = find_method(inst, kind);
        rsl_stmt *call = call_method(p, inst, m, shader_methods[found[k]].globals);
        if (!call) return;
        inst->shader->kind = shader_methods[found[k]].kind;
        if (k) {
            size_t len = strlen(c->shader->name) + strlen(kind) + 2;
            char *name = rsl_arena_alloc(p->arena, len);
            snprintf(name, len, "%s_%s", c->shader->name, kind);
            inst->shader->name = name;
        }
        ptrvec calls = {0};
        rsl_ptrvec_push(p->arena, &calls, call);
        finish_shader(p, inst, &calls, m->func);
        rsl_ptrvec_push(p->arena, funcs, inst->shader);
    }
}

void rsl_parse_class(parser *p, ptrvec *funcs) {
    rsl_parser_next(p); /* 'class' */
    rsl_token name;
    if (!rsl_parser_expect_name(p, "a class name", &name)) return;
    class_names names = {0};
    class_def c = {.shader = rsl_ast_new_func(p->arena, RSL_SHADER_SURFACE, name.loc, rsl_parser_ident(p, &name)),
                   .names = &names};
    p->func = c.shader;
    bool inside = false, ok = class_body(p, &c, &inside);
    p->func = NULL;
    if (!ok && !p->fatal) rsl_parser_skip_body(p, inside);
    if (ok) {
        names.seen = calloc((size_t)c.state.n + 1, sizeof *names.seen);
        if (!names.seen) abort(); /* out of memory is no input error */
        build_shaders(p, &c, funcs);
    }
    free(names.seen);
    rsl_namemap_free(&names.state);
    rsl_namemap_free(&names.methods);
    p->panic = false;
}
