/* The RSL parser's declarations: qualifiers and types, declarators with
 * their array sizes and initializers, parameter lists, and the functions
 * and shaders defined at the top level. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "parser_internal.h"

/* ---- Declarations -------------------------------------------------------------- */
/* Qualifiers (any order) and a type; false (reported) when there is no type. */
bool rsl_parser_decl_spec(parser *p, decl_spec *ds) {
    memset(ds, 0, sizeof *ds);
    ds->loc = rsl_parser_peek(p, 0)->loc;
    ds->type.array_len = RSL_NOT_ARRAY;
    for (;;) {
        const rsl_token *t = rsl_parser_peek(p, 0);
        if (rsl_parser_is_word(t, "uniform") || rsl_parser_is_word(t, "varying")) {
            enum rsl_detail d = rsl_parser_is_word(t, "uniform") ? RSL_DETAIL_UNIFORM : RSL_DETAIL_VARYING;
            if (ds->type.detail != RSL_DETAIL_DEFAULT && ds->type.detail != d)
                rsl_parser_error(p, t->loc, "%s", "both 'uniform' and 'varying'");
            ds->type.detail = d;
        } else if (rsl_parser_is_word(t, "output")) {
            ds->is_output = true;
        } else if (rsl_parser_is_word(t, "extern")) {
            ds->is_extern = true;
        } else {
            break;
        }
        rsl_parser_next(p);
    }
    int k = rsl_parser_type_keyword(rsl_parser_peek(p, 0));
    ds->strct = rsl_parser_find_struct(p, rsl_parser_peek(p, 0));
    if (k < 0 && !ds->strct) {
        if (!rsl_parser_reject_handle(p, rsl_parser_peek(p, 0))) rsl_parser_error_expected(p, "a type");
        return false;
    }
    rsl_parser_next(p);
    ds->type.kind = ds->strct ? RSL_T_FLOAT : (enum rsl_type_kind)k; /* a struct's kind is never read */
    return true;
}

/* An expression or {elements}; an element is a list itself for a struct member. */
static rsl_expr *initializer(parser *p) {
    if (!rsl_parser_at(p, RSL_TOK_LBRACE)) return rsl_parse_assign(p);
    rsl_token open = rsl_parser_next(p);
    rsl_expr *e = rsl_ast_new_expr(p->arena, RSL_E_ARRAY_INIT, open.loc);
    ptrvec elems = {0};
    if (!rsl_parser_accept(p, RSL_TOK_RBRACE)) {
        do {
            rsl_expr *el = rsl_parser_enter_expr(p) ? initializer(p) : NULL;
            rsl_parser_leave(p);
            if (!el) return NULL;
            rsl_ptrvec_push(p->arena, &elems, el);
        } while (rsl_parser_accept(p, RSL_TOK_COMMA));
        if (!rsl_parser_expect(p, RSL_TOK_RBRACE)) return NULL;
    }
    rsl_parser_set_args(e, &elems);
    return e;
}

/* name ['[' [N] ']'] ['=' init] */
rsl_var *rsl_parser_declarator(parser *p, const decl_spec *ds, enum rsl_var_kind kind) {
    rsl_token name;
    if (!rsl_parser_expect_name(p, "a name", &name)) return NULL;
    rsl_var *v = rsl_ast_new_var(p->arena, kind, name.loc, rsl_parser_ident(p, &name));
    v->type = ds->type;
    v->is_output = ds->is_output;
    v->is_extern = ds->is_extern;
    v->strct = ds->strct;
    v->owner = p->func;
    if (rsl_parser_accept(p, RSL_TOK_LBRACKET)) {
        if (rsl_parser_at(p, RSL_TOK_RBRACKET)) {
            v->type.array_len = RSL_UNSIZED_ARRAY;
        } else {
            rsl_token n = rsl_parser_next(p);
            char buf[32];
            size_t len = n.len < sizeof buf - 1 ? n.len : sizeof buf - 1;
            memcpy(buf, n.text, len);
            buf[len] = 0;
            char *end;
            errno = 0;
            long size = n.kind == RSL_TOK_NUMBER ? strtol(buf, &end, 10) : 0;
            if (n.kind != RSL_TOK_NUMBER || *end || errno || n.len >= sizeof buf - 1 || size < 1 ||
                size > 1000000) {
                rsl_parser_error(p, n.loc, "%s", "array size must be an integer from 1 to 1000000");
                return NULL;
            }
            v->type.array_len = (int)size;
        }
        if (!rsl_parser_expect(p, RSL_TOK_RBRACKET)) return NULL;
    }
    if (ds->type.kind == RSL_T_VOID) {
        rsl_parser_error(p, name.loc, "variable '%s' declared void", v->name);
        return NULL;
    }
    if (!rsl_parser_declare(p, v)) return NULL;
    if (rsl_parser_accept(p, RSL_TOK_ASSIGN)) {
        v->init = initializer(p);
        if (!v->init) return NULL;
    }
    return v;
}

/* Parameter lists: groups "type a [= d], b ..." separated by ';' or ',' with
 * an optional trailing ';' (shader and function parameters alike). */
bool rsl_parser_params(parser *p, rsl_func *f, enum rsl_var_kind kind) {
    if (!rsl_parser_expect(p, RSL_TOK_LPAREN)) return false;
    ptrvec params = {0};
    while (!rsl_parser_at(p, RSL_TOK_RPAREN)) {
        decl_spec ds;
        if (!rsl_parser_decl_spec(p, &ds)) return false;
        for (;;) {
            rsl_var *v = rsl_parser_declarator(p, &ds, kind);
            if (!v) return false;
            v->index = params.n;
            rsl_ptrvec_push(p->arena, &params, v);
            if (rsl_parser_at(p, RSL_TOK_COMMA) && !rsl_parser_starts_decl(p, rsl_parser_peek(p, 1))) {
                rsl_parser_next(p);
                continue;
            }
            break;
        }
        if (rsl_parser_accept(p, RSL_TOK_SEMI) || rsl_parser_accept(p, RSL_TOK_COMMA)) continue;
        if (!rsl_parser_at(p, RSL_TOK_RPAREN)) {
            rsl_parser_error_expected(p, "';', ',' or ')'");
            return false;
        }
    }
    rsl_parser_next(p);
    f->params = (rsl_var **)params.v;
    f->nparams = params.n;
    return true;
}

/* ---- Definitions ---------------------------------------------------------------------- */
rsl_func *rsl_parser_function_rest(parser *p, enum rsl_shader_kind kind, const decl_spec *ds, const rsl_token *name) {
    rsl_func *f = rsl_ast_new_func(p->arena, kind, name->loc, rsl_parser_ident(p, name));
    int visible = p->visible.n;
    if (ds) {
        f->ret = ds->type;
        f->ret_struct = ds->strct;
        if (ds->strct) f->ret.kind = RSL_T_VOID;
        if (ds->is_output || ds->is_extern)
            rsl_parser_error(p, ds->loc, "%s", "a function cannot be 'output' or 'extern'");
    }
    f->parent = p->func;
    rsl_func *outer = p->func;
    p->func = f;
    bool ok = rsl_parser_params(p, f, kind == RSL_SHADER_FUNCTION ? RSL_VAR_FUNC_PARAM : RSL_VAR_SHADER_PARAM);
    if (ok) f->body = rsl_parse_block(p);
    p->func = outer;
    rsl_parser_forget(p, visible);
    if (!ok || !f->body) return NULL;
    if (f->ret_struct) rsl_parser_add_struct_func(p, f);
    return f;
}

/* A shader or a function at the top level. */
rsl_func *rsl_parse_definition(parser *p) {
    const rsl_token *t = rsl_parser_peek(p, 0);
    int kind = rsl_parser_shader_keyword(t);
    if (kind >= 0 && rsl_parser_peek(p, 1)->kind == RSL_TOK_IDENT) {
        rsl_parser_next(p);
        rsl_token name;
        if (!rsl_parser_expect_name(p, "a shader name", &name)) return NULL;
        return rsl_parser_function_rest(p, (enum rsl_shader_kind)kind, NULL, &name);
    }
    if (!rsl_parser_starts_decl(p, t)) {
        rsl_parser_error_expected(p, "a shader or function definition");
        return NULL;
    }
    decl_spec ds;
    if (!rsl_parser_decl_spec(p, &ds)) return NULL;
    rsl_token name;
    if (!rsl_parser_expect_name(p, "a function name", &name)) return NULL;
    if (!rsl_parser_at(p, RSL_TOK_LPAREN)) {
        rsl_parser_error_expected(p, "'(' (variables outside functions are not RSL)");
        return NULL;
    }
    return rsl_parser_function_rest(p, RSL_SHADER_FUNCTION, &ds, &name);
}

/* At the top level, recovery skips to what looks like the next definition. */
void rsl_parser_skip_definition(parser *p) {
    int depth = 0;
    for (;;) {
        const rsl_token *t = rsl_parser_peek(p, 0);
        if (t->kind == RSL_TOK_EOF) break;
        if (t->kind == RSL_TOK_LBRACE) depth++;
        if (t->kind == RSL_TOK_RBRACE && --depth <= 0) {
            rsl_parser_next(p);
            if (depth < 0) continue;
            break;
        }
        rsl_parser_next(p);
        if (depth == 0 && t->bol &&
            (rsl_parser_shader_keyword(rsl_parser_peek(p, 0)) >= 0 ||
             rsl_parser_starts_decl(p, rsl_parser_peek(p, 0)) || rsl_parser_is_word(rsl_parser_peek(p, 0), "struct") ||
             rsl_parser_is_word(rsl_parser_peek(p, 0), "class")))
            break;
    }
    p->panic = false;
}
