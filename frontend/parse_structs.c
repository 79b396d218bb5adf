/* RSL 2.0 structs in the parser: `struct NAME { TYPE member = default; ... }`,
 * which names are struct values, and member access.  A member access is
 * resolved here, where the struct of its base is known: `x.m` becomes the
 * variable "x.m" and `a[i].m` the element "a.m"[i] (lower_structs.c declares
 * those variables), so that `.` after anything else stays the dot product.
 * PRMan writes `x->m`, which is the same.  Shader handles are reported
 * here too: no target has a table of shader instances. */
#include <string.h>

#include "parser_internal.h"

/* Nested structs multiply: a struct expands to at most this many variables. */
enum { MAX_STRUCT_LEAVES = 4096 };

static bool token_is(const rsl_token *t, const char *name) {
    return t->kind == RSL_TOK_IDENT && t->len == strlen(name) && memcmp(t->text, name, t->len) == 0;
}

/* Names in maps, so that lookups cost the same in a file of many structs and
 * variables as in a small one. */
typedef struct visible_var {
    rsl_var *var;
    int hidden; /* the index in visible of the one of that name it hides, or -1 */
} visible_var;

/* A token's name as a map key: in buf when it fits, else in the arena. */
static const char *token_name(parser *p, const rsl_token *t, char *buf, size_t size) {
    if (t->len >= size) return rsl_parser_ident(p, t);
    memcpy(buf, t->text, t->len);
    buf[t->len] = 0;
    return buf;
}

const rsl_struct *rsl_parser_find_struct(parser *p, const rsl_token *t) {
    if (t->kind != RSL_TOK_IDENT || !p->structs.n) return NULL;
    char buf[64];
    int i = rsl_namemap_get(&p->struct_names, token_name(p, t, buf, sizeof buf));
    return i < 0 ? NULL : p->structs.v[i];
}

static const rsl_var *find_visible(parser *p, const char *name) {
    int i = rsl_namemap_get(&p->visible_names, name);
    return i < 0 ? NULL : ((visible_var *)p->visible.v[i])->var;
}

void rsl_parser_forget(parser *p, int n) {
    while (p->visible.n > n) {
        const visible_var *x = p->visible.v[--p->visible.n];
        *rsl_namemap_slot(&p->visible_names, x->var->name) = x->hidden;
    }
}

void rsl_parser_free_names(parser *p) {
    rsl_namemap_free(&p->struct_names);
    rsl_namemap_free(&p->struct_func_names);
    rsl_namemap_free(&p->visible_names);
}

void rsl_parser_add_struct_func(parser *p, rsl_func *f) {
    int *slot = rsl_namemap_slot(&p->struct_func_names, f->name);
    *slot = p->struct_funcs.n;
    rsl_ptrvec_push(p->arena, &p->struct_funcs, f);
}

static bool has_array_member(const rsl_struct *st) {
    for (int i = 0; i < st->nmembers; i++) {
        const rsl_var *m = st->members[i];
        if (m->type.array_len != RSL_NOT_ARRAY || (m->strct && has_array_member(m->strct))) return true;
    }
    return false;
}

/* Only struct variables and the names that hide them are kept: other code
 * pays nothing for them. */
bool rsl_parser_declare(parser *p, rsl_var *v) {
    if (v->strct && v->type.detail != RSL_DETAIL_DEFAULT) {
        rsl_parser_error(p, v->loc, "struct variable '%s' cannot be uniform or varying: its members are (struct '%s')",
                         v->name, v->strct->name);
        return false;
    }
    if (v->strct && v->type.array_len != RSL_NOT_ARRAY && has_array_member(v->strct)) {
        rsl_parser_error(p, v->loc, "array '%s' of struct '%s', which has an array member: not supported", v->name,
                         v->strct->name);
        return false;
    }
    if (!v->strct && !find_visible(p, v->name)) return true;
    visible_var *x = rsl_arena_alloc(p->arena, sizeof *x);
    int *slot = rsl_namemap_slot(&p->visible_names, v->name);
    x->var = v;
    x->hidden = *slot;
    *slot = p->visible.n;
    rsl_ptrvec_push(p->arena, &p->visible, x);
    return true;
}

void rsl_parser_mark_struct(parser *p, rsl_expr *e) {
    if (e->kind == RSL_E_IDENT) {
        const rsl_var *v = find_visible(p, e->name);
        e->strct = v ? v->strct : NULL;
        return;
    }
    int i = rsl_namemap_get(&p->struct_func_names, e->name);
    if (i >= 0) e->strct = ((const rsl_func *)p->struct_funcs.v[i])->ret_struct;
}

const rsl_var *rsl_struct_member(const rsl_struct *st, const char *name) {
    for (int i = 0; i < st->nmembers; i++)
        if (strcmp(st->members[i]->name, name) == 0) return st->members[i];
    return NULL;
}

bool rsl_parser_at_member(parser *p, const rsl_expr *e) {
    const rsl_token *t = rsl_parser_peek(p, 0), *after = rsl_parser_peek(p, 1);
    return e->strct && (t->kind == RSL_TOK_DOT || (t->kind == RSL_TOK_MINUS && after->kind == RSL_TOK_GT && !after->space));
}

rsl_expr *rsl_parse_member(parser *p, rsl_expr *base) {
    if (rsl_parser_next(p).kind == RSL_TOK_MINUS) rsl_parser_next(p); /* '.' or '->' */
    rsl_token name;
    if (!rsl_parser_expect_name(p, "a member name", &name)) return NULL;
    const char *member = rsl_parser_ident(p, &name);
    const rsl_var *m = rsl_struct_member(base->strct, member);
    if (!m) {
        rsl_parser_error(p, name.loc, "no member named '%s' in struct '%s'", member, base->strct->name);
        return NULL;
    }
    if (base->kind == RSL_E_CALL) {
        rsl_parser_error(p, name.loc, "member '%s' of the result of '%s': assign the struct to a variable first",
                         member, base->name);
        return NULL;
    }
    return rsl_struct_member_expr(p->arena, base, m);
}

void rsl_parser_skip_body(parser *p, bool inside) {
    int depth = inside;
    for (;;) {
        rsl_token t = rsl_parser_next(p);
        if (t.kind == RSL_TOK_EOF) break;
        if (t.kind == RSL_TOK_LBRACE) depth++;
        if (t.kind == RSL_TOK_RBRACE && --depth <= 0) break;
    }
    rsl_parser_accept(p, RSL_TOK_SEMI);
    p->panic = false;
}

/* struct NAME { [qualifiers] TYPE member [= default], ...; ... } [;] */
static bool struct_body(parser *p, rsl_struct *st, bool *inside) {
    if (!rsl_parser_expect(p, RSL_TOK_LBRACE)) return false;
    *inside = true;
    ptrvec members = {0};
    while (!rsl_parser_accept(p, RSL_TOK_RBRACE)) {
        if (rsl_parser_peek(p, 0)->kind == RSL_TOK_EOF) {
            rsl_parser_error(p, st->loc, "unterminated struct '%s': '}' missing at the end of the file", st->name);
            return false;
        }
        decl_spec ds;
        if (!rsl_parser_decl_spec(p, &ds)) return false;
        if (ds.is_output || ds.is_extern) {
            rsl_parser_error(p, ds.loc, "%s", "a struct member cannot be 'output' or 'extern'");
            return false;
        }
        do {
            rsl_var *v = rsl_parser_declarator(p, &ds, RSL_VAR_LOCAL);
            if (!v) return false;
            v->owner = NULL;
            if (rsl_struct_member(&(rsl_struct){.members = (rsl_var **)members.v, .nmembers = members.n}, v->name)) {
                rsl_parser_error(p, v->loc, "duplicate member '%s' in struct '%s'", v->name, st->name);
                return false;
            }
            if (v->strct && v->type.array_len != RSL_NOT_ARRAY) {
                rsl_parser_error(p, v->loc, "member '%s' is an array of structs: not supported", v->name);
                return false;
            }
            st->nleaves += v->strct ? v->strct->nleaves : 1;
            if (st->nleaves > MAX_STRUCT_LEAVES) {
                rsl_parser_error(p, v->loc, "struct '%s' has more than %d members once nested structs are expanded",
                                 st->name, MAX_STRUCT_LEAVES);
                return false;
            }
            rsl_ptrvec_push(p->arena, &members, v);
        } while (rsl_parser_accept(p, RSL_TOK_COMMA));
        if (!rsl_parser_expect_semi(p)) return false;
    }
    *inside = false;
    rsl_parser_accept(p, RSL_TOK_SEMI);
    st->members = (rsl_var **)members.v;
    st->nmembers = members.n;
    return true;
}

/* Same members, in order, of the same types. */
static bool same_members(const rsl_struct *a, const rsl_struct *b) {
    if (a->nmembers != b->nmembers) return false;
    for (int i = 0; i < a->nmembers; i++) {
        const rsl_var *x = a->members[i], *y = b->members[i];
        if (strcmp(x->name, y->name) != 0 || x->strct != y->strct || x->type.kind != y->type.kind ||
            x->type.detail != y->type.detail || x->type.array_len != y->type.array_len)
            return false;
    }
    return true;
}

/* A second identical definition (a header included twice) is ignored, as PRMan does. */
void rsl_parse_struct(parser *p) {
    rsl_parser_next(p); /* 'struct' */
    rsl_token name;
    rsl_struct *st = rsl_arena_alloc(p->arena, sizeof *st);
    bool inside = false, ok = rsl_parser_expect_name(p, "a struct name", &name);
    const rsl_struct *earlier = ok ? rsl_parser_find_struct(p, &name) : NULL;
    if (ok) {
        st->loc = name.loc;
        st->name = rsl_parser_ident(p, &name);
    }
    int visible = p->visible.n;
    ok = ok && struct_body(p, st, &inside);
    rsl_parser_forget(p, visible);
    if (ok && earlier && !same_members(earlier, st)) {
        rsl_parser_error(p, st->loc, "redefinition of struct '%s' with other members", st->name);
        p->panic = false;
    } else if (ok && !earlier) {
        *rsl_namemap_slot(&p->struct_names, st->name) = p->structs.n;
        rsl_ptrvec_push(p->arena, &p->structs, st);
    } else if (!ok && !p->fatal) {
        rsl_parser_skip_body(p, inside);
    }
}

bool rsl_parser_reject_handle(parser *p, const rsl_token *t) {
    const rsl_token *after = rsl_parser_peek(p, 1);
    const char *what = NULL;
    if (token_is(t, "shader") && after->kind == RSL_TOK_IDENT)
        what = "a 'shader' variable";
    else if ((token_is(t, "getshader") || token_is(t, "getshaders") || token_is(t, "getlights")) &&
             after->kind == RSL_TOK_LPAREN)
        what = t->text[3] == 'l' ? "getlights()" : "getshader()";
    else if (t->kind == RSL_TOK_MINUS && after->kind == RSL_TOK_GT && !after->space)
        what = "'->' on a shader handle";
    if (!what) return false;
    rsl_parser_error(p, t->loc,
                     "shader handles (%s) need a renderer's table of shader instances, which no target "
                     "(host, rpu, ptx) has",
                     what);
    return true;
}
