/* The RSL parser's expressions, lowest precedence first: assignments,
 * ?:, the binary operators by level, unary operators and typecasts,
 * postfix [], primaries (numbers, strings, names, calls, tuples). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parser_internal.h"

/* ---- Expressions --------------------------------------------------------------- */
static rsl_expr *parse_unary(parser *p);

static rsl_expr *number(parser *p, const rsl_token *t) {
    double v;
    const char *shown = rsl_arena_strndup(p->arena, t->text, t->len > 40 ? 40 : t->len);
    switch (rsl_number_value(t, &v)) {
    case RSL_NUM_OK: break;
    case RSL_NUM_INVALID: rsl_parser_error(p, t->loc, "invalid number '%s'", shown); return NULL;
    case RSL_NUM_INT_SUFFIX:
        rsl_parser_error(
            p, t->loc,
            "invalid suffix on integer constant '%s' (as in C, 'f' needs a '.' or an exponent: write %.*s.f)", shown,
            (int)(t->len - 1 > 38 ? 38 : t->len - 1), t->text);
        return NULL;
    case RSL_NUM_TOO_LARGE: rsl_parser_error(p, t->loc, "number '%s' is too large for a float", shown); return NULL;
    }
    rsl_expr *e = rsl_ast_new_expr(p->arena, RSL_E_NUM, t->loc);
    e->num = v;
    return e;
}

/* Decodes a string literal's escapes, appending to buf (len bytes so far). */
static void decode_string(parser *p, const rsl_token *t, char *buf, size_t *len) {
    size_t n = t->len;
    const char *s = t->text + 1;
    size_t end = n >= 2 && t->text[n - 1] == '"' ? n - 2 : n - 1; /* an unterminated one was reported */
    for (size_t i = 0; i < end; i++) {
        char c = s[i];
        if (c != '\\' || i + 1 >= end) {
            buf[(*len)++] = c;
            continue;
        }
        c = s[++i];
        switch (c) {
        case 'n': buf[(*len)++] = '\n'; break;
        case 't': buf[(*len)++] = '\t'; break;
        case 'r': buf[(*len)++] = '\r'; break;
        case 'a': buf[(*len)++] = '\a'; break;
        case 'b': buf[(*len)++] = '\b'; break;
        case 'f': buf[(*len)++] = '\f'; break;
        case 'v': buf[(*len)++] = '\v'; break;
        case '\\': case '"': case '\'': case '?': buf[(*len)++] = c; break;
        case 'x': {
            unsigned v = 0;
            int digits = 0;
            while (i + 1 < end && digits < 2 && strchr("0123456789abcdefABCDEF", s[i + 1]) && s[i + 1]) {
                char d = s[++i];
                v = v * 16 + (unsigned)(d <= '9' ? d - '0' : (d | 32) - 'a' + 10);
                digits++;
            }
            buf[(*len)++] = (char)v;
            break;
        }
        default:
            if (c >= '0' && c <= '7') {
                unsigned v = (unsigned)(c - '0');
                for (int k = 0; k < 2 && i + 1 < end && s[i + 1] >= '0' && s[i + 1] <= '7'; k++)
                    v = v * 8 + (unsigned)(s[++i] - '0');
                buf[(*len)++] = (char)v;
            } else {
                rsl_loc loc = t->loc;
                loc.col += (int)i;
                if (!p->panic) rsl_diag_warning(p->diag, loc, "unknown escape sequence '\\%c'", c);
                buf[(*len)++] = c;
            }
        }
    }
}

/* One or more adjacent string literals, concatenated. */
static rsl_expr *string_literal(parser *p) {
    rsl_token first = *rsl_parser_peek(p, 0);
    size_t cap = 0;
    for (int k = 0; k < PARSER_LOOKAHEAD && rsl_parser_peek(p, k)->kind == RSL_TOK_STRING; k++)
        cap += rsl_parser_peek(p, k)->len;
    /* More than PARSER_LOOKAHEAD pieces are joined as they come. */
    char *buf = NULL;
    size_t len = 0;
    while (rsl_parser_at(p, RSL_TOK_STRING)) {
        rsl_token t = rsl_parser_next(p);
        if (len + t.len + 1 > cap || !buf) {
            cap = (len + t.len + 1) * 2;
            char *nb = rsl_arena_alloc(p->arena, cap);
            if (buf) memcpy(nb, buf, len);
            buf = nb;
        }
        decode_string(p, &t, buf, &len);
    }
    rsl_expr *e = rsl_ast_new_expr(p->arena, RSL_E_STR, first.loc);
    buf[len] = 0;
    e->str = buf;
    e->str_len = len;
    return e;
}

/* Comma-separated expressions up to (and eating) the closing token. */
bool rsl_parser_expr_list(parser *p, enum rsl_tok close, ptrvec *out) {
    if (rsl_parser_accept(p, close)) return true;
    for (;;) {
        rsl_expr *e = rsl_parse_assign(p);
        if (!e) return false;
        rsl_ptrvec_push(p->arena, out, e);
        if (rsl_parser_accept(p, RSL_TOK_COMMA)) continue;
        return rsl_parser_expect(p, close);
    }
}

void rsl_parser_set_args(rsl_expr *e, const ptrvec *pv) {
    e->args = (rsl_expr **)pv->v;
    e->nargs = pv->n;
}

/* '(' e ')' is e; '(' a, b, c ')' a triple; 16 elements a matrix. */
static rsl_expr *paren_or_tuple(parser *p) {
    rsl_token open = rsl_parser_next(p);
    ptrvec elems = {0};
    if (!rsl_parser_expr_list(p, RSL_TOK_RPAREN, &elems)) return NULL;
    if (elems.n == 1) return elems.v[0];
    if (elems.n != 3 && elems.n != 16) {
        rsl_parser_error(p, open.loc, "a parenthesized list needs 3 (a triple) or 16 (a matrix) elements, not %d",
                         elems.n);
        return NULL;
    }
    rsl_expr *e = rsl_ast_new_expr(p->arena, elems.n == 3 ? RSL_E_TRIPLE : RSL_E_MATRIX, open.loc);
    rsl_parser_set_args(e, &elems);
    return e;
}

static rsl_expr *primary(parser *p) {
    const rsl_token *t = rsl_parser_peek(p, 0);
    switch (t->kind) {
    case RSL_TOK_NUMBER: {
        rsl_token n = rsl_parser_next(p);
        return number(p, &n);
    }
    case RSL_TOK_STRING: return string_literal(p);
    case RSL_TOK_LPAREN: return paren_or_tuple(p);
    case RSL_TOK_IDENT: {
        int type = rsl_parser_type_keyword(t);
        if (type >= 0 && type != RSL_T_VOID) {
            /* A typecast: type ["space"] operand. */
            rsl_token tt = rsl_parser_next(p);
            rsl_expr *e = rsl_ast_new_expr(p->arena, RSL_E_CAST, tt.loc);
            e->cast_type = rsl_type_make((enum rsl_type_kind)type, RSL_DETAIL_DEFAULT, RSL_NOT_ARRAY);
            if (rsl_parser_at(p, RSL_TOK_STRING)) {
                rsl_expr *space = string_literal(p);
                e->space = space->str;
            }
            e->a = parse_unary(p);
            return e->a ? e : NULL;
        }
        if (rsl_parser_is_reserved(t) || rsl_parser_reject_handle(p, t)) break;
        rsl_token name = rsl_parser_next(p);
        rsl_expr *e = rsl_ast_new_expr(p->arena, rsl_parser_at(p, RSL_TOK_LPAREN) ? RSL_E_CALL : RSL_E_IDENT, name.loc);
        e->name = rsl_parser_ident(p, &name);
        if (e->kind == RSL_E_CALL && !rsl_parser_call_args(p, e)) return NULL;
        rsl_parser_mark_struct(p, e);
        return e;
    }
    default: break;
    }
    rsl_parser_error_expected(p, "an expression");
    return NULL;
}

static rsl_expr *postfix(parser *p) {
    rsl_expr *e = primary(p);
    int chain = 0;
    for (;;) {
        if (e && rsl_parser_at_member(p, e)) {
            e = rsl_parse_member(p, e);
            continue;
        }
        if (e && rsl_parser_at(p, RSL_TOK_MINUS) && rsl_parser_reject_handle(p, rsl_parser_peek(p, 0))) e = NULL;
        if (!e || !rsl_parser_at(p, RSL_TOK_LBRACKET)) break;
        rsl_token open = rsl_parser_next(p);
        chain++;
        if (!rsl_parser_enter_expr(p)) {
            e = NULL;
            break;
        }
        rsl_expr *idx = rsl_ast_new_expr(p->arena, RSL_E_INDEX, open.loc);
        idx->a = e;
        idx->strct = e->strct; /* an element of an array of structs */
        idx->b = rsl_parse_assign(p);
        e = idx->b && rsl_parser_expect(p, RSL_TOK_RBRACKET) ? idx : NULL;
    }
    p->depth -= chain;
    return e;
}

static rsl_expr *parse_unary(parser *p) {
    if (!rsl_parser_enter_expr(p)) return NULL;
    rsl_expr *e;
    const rsl_token *t = rsl_parser_peek(p, 0);
    if (t->kind == RSL_TOK_MINUS || t->kind == RSL_TOK_NOT) {
        rsl_token op = rsl_parser_next(p);
        e = rsl_ast_new_expr(p->arena, RSL_E_UNARY, op.loc);
        e->op = op.kind == RSL_TOK_MINUS ? RSL_OP_NEG : RSL_OP_NOT;
        e->a = parse_unary(p);
        if (!e->a) e = NULL;
    } else if (t->kind == RSL_TOK_PLUS) {
        rsl_parser_next(p);
        e = parse_unary(p);
    } else {
        e = postfix(p);
    }
    rsl_parser_leave(p);
    return e;
}

/* Binary operator levels, lowest first; 0 = not a binary operator. */
static int binary_level(enum rsl_tok k, enum rsl_op *op) {
    switch (k) {
    case RSL_TOK_OR: *op = RSL_OP_OR; return 1;
    case RSL_TOK_AND: *op = RSL_OP_AND; return 2;
    case RSL_TOK_EQ: *op = RSL_OP_EQ; return 3;
    case RSL_TOK_NE: *op = RSL_OP_NE; return 3;
    case RSL_TOK_LT: *op = RSL_OP_LT; return 4;
    case RSL_TOK_LE: *op = RSL_OP_LE; return 4;
    case RSL_TOK_GT: *op = RSL_OP_GT; return 4;
    case RSL_TOK_GE: *op = RSL_OP_GE; return 4;
    case RSL_TOK_PLUS: *op = RSL_OP_ADD; return 5;
    case RSL_TOK_MINUS: *op = RSL_OP_SUB; return 5;
    case RSL_TOK_CARET: *op = RSL_OP_CROSS; return 6;
    case RSL_TOK_STAR: *op = RSL_OP_MUL; return 7;
    case RSL_TOK_SLASH: *op = RSL_OP_DIV; return 7;
    case RSL_TOK_DOT: *op = RSL_OP_DOT; return 8;
    default: return 0;
    }
}

/* Precedence climbing over the left-associative binary operators. */
static rsl_expr *binary(parser *p, int min_level) {
    rsl_expr *lhs = parse_unary(p);
    int chain = 0;
    for (;;) {
        enum rsl_op op = RSL_OP_NONE;
        int level = lhs ? binary_level(rsl_parser_peek(p, 0)->kind, &op) : 0;
        if (level == 0 || level < min_level) break;
        rsl_token t = rsl_parser_next(p);
        chain++;
        rsl_expr *rhs = rsl_parser_enter_expr(p) ? binary(p, level + 1) : NULL;
        if (!rhs) {
            lhs = NULL;
            break;
        }
        rsl_expr *e = rsl_ast_new_expr(p->arena, RSL_E_BINARY, t.loc);
        e->op = op;
        e->a = lhs;
        e->b = rhs;
        lhs = e;
    }
    p->depth -= chain;
    return lhs;
}

static rsl_expr *conditional(parser *p) {
    rsl_expr *c = binary(p, 1);
    if (!c || !rsl_parser_at(p, RSL_TOK_QUESTION)) return c;
    rsl_token q = rsl_parser_next(p);
    rsl_expr *e = rsl_ast_new_expr(p->arena, RSL_E_COND, q.loc);
    e->a = c;
    e->b = rsl_parse_assign(p);
    if (!e->b || !rsl_parser_expect(p, RSL_TOK_COLON)) return NULL;
    e->c = rsl_parse_assign(p);
    return e->c ? e : NULL;
}

rsl_expr *rsl_parse_assign(parser *p) {
    if (!rsl_parser_enter_expr(p)) return NULL;
    rsl_expr *lhs = conditional(p);
    enum rsl_op op = RSL_OP_NONE;
    if (lhs) switch (rsl_parser_peek(p, 0)->kind) {
        case RSL_TOK_ASSIGN: op = RSL_OP_ASSIGN; break;
        case RSL_TOK_PLUS_ASSIGN: op = RSL_OP_ADD_ASSIGN; break;
        case RSL_TOK_MINUS_ASSIGN: op = RSL_OP_SUB_ASSIGN; break;
        case RSL_TOK_STAR_ASSIGN: op = RSL_OP_MUL_ASSIGN; break;
        case RSL_TOK_SLASH_ASSIGN: op = RSL_OP_DIV_ASSIGN; break;
        default: break;
        }
    if (op == RSL_OP_NONE) {
        rsl_parser_leave(p);
        return lhs;
    }
    rsl_token t = rsl_parser_next(p);
    if (lhs->kind != RSL_E_IDENT && lhs->kind != RSL_E_INDEX) {
        rsl_parser_error(p, t.loc, "%s", "expression is not assignable");
        rsl_parser_leave(p);
        return NULL;
    }
    rsl_expr *e = rsl_ast_new_expr(p->arena, RSL_E_ASSIGN, t.loc);
    e->op = op;
    e->a = lhs;
    e->b = rsl_parse_assign(p);
    rsl_parser_leave(p);
    return e->b ? e : NULL;
}

bool rsl_parser_call_args(parser *p, rsl_expr *call) {
    ptrvec args = {0};
    if (!rsl_parser_expect(p, RSL_TOK_LPAREN) || !rsl_parser_expr_list(p, RSL_TOK_RPAREN, &args)) return false;
    rsl_parser_set_args(call, &args);
    return true;
}
