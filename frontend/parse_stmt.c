/* The RSL parser's statements: blocks, if/while/for, the light
 * statements (illuminance, illuminate, solar, gather), declarations inside
 * functions, and the recovery after a syntax error. */
#include <stdlib.h>
#include <string.h>

#include "parser_internal.h"

/* ---- Statements ------------------------------------------------------------------- */
static rsl_stmt *statement(parser *p);

/* After an error: skip to the end of the statement (';' eaten, '}' kept). */
static void synchronize(parser *p) {
    int depth = 0;
    for (;;) {
        const rsl_token *t = rsl_parser_peek(p, 0);
        if (t->kind == RSL_TOK_EOF) break;
        if (t->kind == RSL_TOK_LBRACE) depth++;
        if (t->kind == RSL_TOK_RBRACE) {
            if (depth == 0) break;
            if (--depth == 0) {
                rsl_parser_next(p);
                break;
            }
        }
        if (t->kind == RSL_TOK_SEMI && depth == 0) {
            rsl_parser_next(p);
            break;
        }
        rsl_parser_next(p);
    }
    p->panic = false;
}


static rsl_stmt *declaration_or_function(parser *p) {
    rsl_loc loc = rsl_parser_peek(p, 0)->loc;
    decl_spec ds;
    if (!rsl_parser_decl_spec(p, &ds)) return NULL;
    if (rsl_parser_peek(p, 0)->kind == RSL_TOK_IDENT && rsl_parser_peek(p, 1)->kind == RSL_TOK_LPAREN) {
        rsl_token name;
        if (!rsl_parser_expect_name(p, "a function name", &name)) return NULL;
        rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_FUNC, loc);
        s->func = rsl_parser_function_rest(p, RSL_SHADER_FUNCTION, &ds, &name);
        return s->func ? s : NULL;
    }
    rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_DECL, loc);
    ptrvec vars = {0};
    do {
        rsl_var *v = rsl_parser_declarator(p, &ds, RSL_VAR_LOCAL);
        if (!v) return NULL;
        rsl_ptrvec_push(p->arena, &vars, v);
    } while (rsl_parser_accept(p, RSL_TOK_COMMA));
    if (!rsl_parser_expect_semi(p)) return NULL;
    s->vars = (rsl_var **)vars.v;
    s->nvars = vars.n;
    return s;
}

static rsl_expr *paren_expr(parser *p) {
    if (!rsl_parser_expect(p, RSL_TOK_LPAREN)) return NULL;
    rsl_expr *e = rsl_parse_assign(p);
    if (!e || !rsl_parser_expect(p, RSL_TOK_RPAREN)) return NULL;
    return e;
}

/* for ( [e] ; [e] ; [e] ) */
static rsl_stmt *for_stmt(parser *p, rsl_stmt *s) {
    if (!rsl_parser_expect(p, RSL_TOK_LPAREN)) return NULL;
    if (!rsl_parser_at(p, RSL_TOK_SEMI) && !(s->init = rsl_parse_assign(p))) return NULL;
    if (!rsl_parser_expect(p, RSL_TOK_SEMI)) return NULL;
    if (!rsl_parser_at(p, RSL_TOK_SEMI) && !(s->expr = rsl_parse_assign(p))) return NULL;
    if (!rsl_parser_expect(p, RSL_TOK_SEMI)) return NULL;
    if (!rsl_parser_at(p, RSL_TOK_RPAREN) && !(s->step = rsl_parse_assign(p))) return NULL;
    if (!rsl_parser_expect(p, RSL_TOK_RPAREN)) return NULL;
    s->body = statement(p);
    return s->body ? s : NULL;
}

/* illuminance, illuminate, solar, gather: checks the argument count. */
static rsl_stmt *light_stmt(parser *p, rsl_stmt *s, const char *word) {
    rsl_loc open = rsl_parser_peek(p, 0)->loc;
    if (!rsl_parser_expect(p, RSL_TOK_LPAREN)) return NULL;
    ptrvec args = {0};
    if (!rsl_parser_expr_list(p, RSL_TOK_RPAREN, &args)) return NULL;
    rsl_expr **a = (rsl_expr **)args.v;
    int n = args.n;
    const char *usage = NULL;
    switch (s->kind) {
    case RSL_S_ILLUMINANCE: {
        /* Before the options (from the first string literal after the first
         * argument), an even count starts with the category: (P), (cat, P),
         * (P, axis, angle), (cat, P, axis, angle). */
        int npos = 1;
        while (npos < n && a[npos]->kind != RSL_E_STR) npos++;
        if (n < 1 || npos > 4) usage = "([category,] position [, axis, angle] [, options])";
        else if (npos % 2 == 0) {
            s->category = a[0];
            a++;
            n--;
        }
        break;
    }
    case RSL_S_ILLUMINATE:
        if (n != 1 && n != 3) usage = "(position [, axis, angle])";
        break;
    case RSL_S_SOLAR:
        if (n != 0 && n != 2) usage = "([axis, angle])";
        break;
    case RSL_S_GATHER:
        if (n < 5) usage = "(category, position, direction, angle, samples, ...)";
        else {
            s->category = a[0];
            a++;
            n--;
        }
        break;
    default: break;
    }
    if (usage) {
        rsl_parser_error(p, open, "wrong number of arguments to %s: expected %s", word, usage);
        return NULL;
    }
    s->args = a;
    s->nargs = n;
    s->body = statement(p);
    if (!s->body) return NULL;
    if (s->kind == RSL_S_GATHER && rsl_parser_is_word(rsl_parser_peek(p, 0), "else")) {
        rsl_parser_next(p);
        if (!(s->else_body = statement(p))) return NULL;
    }
    return s;
}

static rsl_stmt *statement_inner(parser *p) {
    const rsl_token *t = rsl_parser_peek(p, 0);
    rsl_loc loc = t->loc;
    if (t->kind == RSL_TOK_LBRACE) return rsl_parse_block(p);
    if (t->kind == RSL_TOK_SEMI) {
        rsl_parser_next(p);
        return rsl_ast_new_stmt(p->arena, RSL_S_EMPTY, loc);
    }
    if (rsl_parser_is_word(t, "struct")) { /* a local struct definition (its name is known from here on) */
        rsl_parse_struct(p);
        return rsl_ast_new_stmt(p->arena, RSL_S_EMPTY, loc);
    }
    if (rsl_parser_starts_decl(p, t)) return declaration_or_function(p);
    if (t->kind == RSL_TOK_IDENT) {
        static const struct {
            const char *w;
            enum rsl_stmt_kind k;
        } light[] = {{"illuminance", RSL_S_ILLUMINANCE}, {"illuminate", RSL_S_ILLUMINATE},
                     {"solar", RSL_S_SOLAR}, {"gather", RSL_S_GATHER}};
        for (size_t i = 0; i < sizeof light / sizeof light[0]; i++) {
            if (rsl_parser_is_word(t, light[i].w)) {
                rsl_parser_next(p);
                return light_stmt(p, rsl_ast_new_stmt(p->arena, light[i].k, loc), light[i].w);
            }
        }
        if (rsl_parser_is_word(t, "if")) {
            rsl_parser_next(p);
            rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_IF, loc);
            if (!(s->expr = paren_expr(p)) || !(s->body = statement(p))) return NULL;
            if (rsl_parser_is_word(rsl_parser_peek(p, 0), "else")) {
                rsl_parser_next(p);
                if (!(s->else_body = statement(p))) return NULL;
            }
            return s;
        }
        if (rsl_parser_is_word(t, "while")) {
            rsl_parser_next(p);
            rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_WHILE, loc);
            if (!(s->expr = paren_expr(p)) || !(s->body = statement(p))) return NULL;
            return s;
        }
        if (rsl_parser_is_word(t, "for")) {
            rsl_parser_next(p);
            return for_stmt(p, rsl_ast_new_stmt(p->arena, RSL_S_FOR, loc));
        }
        if (rsl_parser_is_word(t, "break") || rsl_parser_is_word(t, "continue")) {
            rsl_token w = rsl_parser_next(p);
            rsl_stmt *s =
                rsl_ast_new_stmt(p->arena, rsl_parser_is_word(&w, "break") ? RSL_S_BREAK : RSL_S_CONTINUE, loc);
            if (rsl_parser_at(p, RSL_TOK_NUMBER)) {
                rsl_token n = rsl_parser_next(p);
                if (n.len > 6 || strspn(n.text, "0123456789") < n.len || n.text[0] == '0') {
                    rsl_parser_error(p, n.loc, "%s", "the loop count must be a positive integer");
                    return NULL;
                }
                s->level = atoi(rsl_arena_strndup(p->arena, n.text, n.len));
            }
            return rsl_parser_expect_semi(p) ? s : NULL;
        }
        if (rsl_parser_is_word(t, "return")) {
            rsl_parser_next(p);
            rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_RETURN, loc);
            if (!rsl_parser_at(p, RSL_TOK_SEMI) && !(s->expr = rsl_parse_assign(p))) return NULL;
            return rsl_parser_expect_semi(p) ? s : NULL;
        }
        if (rsl_parser_is_word(t, "else")) {
            rsl_parser_error(p, loc, "%s", "'else' without a previous 'if'");
            return NULL;
        }
    }
    rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_EXPR, loc);
    if (!(s->expr = rsl_parse_assign(p))) return NULL;
    return rsl_parser_expect_semi(p) ? s : NULL;
}

static rsl_stmt *statement(parser *p) {
    if (!rsl_parser_enter(p)) return NULL;
    rsl_stmt *s = statement_inner(p);
    rsl_parser_leave(p);
    return s;
}

/* '{' statements '}': a failed statement is skipped and the block goes on. */
rsl_stmt *rsl_parse_block(parser *p) {
    rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_BLOCK, rsl_parser_peek(p, 0)->loc);
    rsl_loc open = rsl_parser_peek(p, 0)->loc;
    if (!rsl_parser_expect(p, RSL_TOK_LBRACE)) return NULL;
    ptrvec stmts = {0};
    int visible = p->visible.n;
    while (!rsl_parser_at(p, RSL_TOK_RBRACE) && !p->fatal) {
        if (rsl_parser_at(p, RSL_TOK_EOF)) {
            rsl_parser_error(p, open, "%s", "unterminated block: '}' missing at the end of the file");
            return NULL;
        }
        rsl_stmt *st = statement(p);
        if (st) rsl_ptrvec_push(p->arena, &stmts, st);
        else synchronize(p);
    }
    if (p->fatal) return NULL;
    rsl_parser_next(p);
    rsl_parser_forget(p, visible);
    s->stmts = (rsl_stmt **)stmts.v;
    s->nstmts = stmts.n;
    return s;
}
