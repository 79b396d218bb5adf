/* The preprocessor's #if expressions: integers (int64, wrapping like the
 * unsigned arithmetic cpp uses) with C's operators and precedence, over a
 * line whose macros and defined() were already replaced. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lexer.h"

typedef struct cond_parser {
    rsl_diag *diag;
    const rsl_token *t;
    int n, pos;
    bool failed;
    rsl_loc line_loc;
} cond_parser;

static const rsl_token *cp_peek(cond_parser *cp) { return cp->pos < cp->n ? &cp->t[cp->pos] : NULL; }

static void cp_fail(cond_parser *cp, const char *what) {
    if (cp->failed) return;
    cp->failed = true;
    const rsl_token *t = cp_peek(cp);
    rsl_diag_error(cp->diag, t ? t->loc : cp->line_loc, "%s in preprocessor expression", what);
}

static int64_t cp_cond(cond_parser *cp, int depth);

static int64_t cp_primary(cond_parser *cp, int depth) {
    const rsl_token *t = cp_peek(cp);
    if (cp->failed) return 0;
    if (depth > 200) {
        cp_fail(cp, "nesting too deep");
        return 0;
    }
    if (!t) {
        cp_fail(cp, "expected value");
        return 0;
    }
    cp->pos++;
    switch (t->kind) {
    case RSL_TOK_NUMBER: {
        char buf[64];
        size_t n = t->len;
        while (n > 0 && (t->text[n - 1] == 'u' || t->text[n - 1] == 'U' || t->text[n - 1] == 'l' ||
                         t->text[n - 1] == 'L'))
            n--;
        if (n == 0 || n >= sizeof buf) {
            cp->pos--;
            cp_fail(cp, "invalid integer constant");
            return 0;
        }
        memcpy(buf, t->text, n);
        buf[n] = 0;
        char *end;
        errno = 0;
        unsigned long long v = strtoull(buf, &end, 0);
        if (*end || errno) {
            cp->pos--;
            cp_fail(cp, "invalid integer constant");
            return 0;
        }
        return (int64_t)v;
    }
    case RSL_TOK_IDENT: return 0; /* an undefined name */
    case RSL_TOK_LPAREN: {
        int64_t v = cp_cond(cp, depth + 1);
        const rsl_token *r = cp_peek(cp);
        if (!r || r->kind != RSL_TOK_RPAREN) cp_fail(cp, "expected ')'");
        else cp->pos++;
        return v;
    }
    case RSL_TOK_MINUS: return (int64_t)(0 - (uint64_t)cp_primary(cp, depth + 1));
    case RSL_TOK_PLUS: return cp_primary(cp, depth + 1);
    case RSL_TOK_NOT: return !cp_primary(cp, depth + 1);
    case RSL_TOK_TILDE: return (int64_t)~(uint64_t)cp_primary(cp, depth + 1);
    default: cp->pos--; cp_fail(cp, "unexpected token"); return 0;
    }
}

/* Binary operators by precedence level, lowest first (C's). */
static int binary_level(enum rsl_tok k) {
    switch (k) {
    case RSL_TOK_OR: return 1;
    case RSL_TOK_AND: return 2;
    case RSL_TOK_PIPE: return 3;
    case RSL_TOK_CARET: return 4;
    case RSL_TOK_AMP: return 5;
    case RSL_TOK_EQ: case RSL_TOK_NE: return 6;
    case RSL_TOK_LT: case RSL_TOK_LE: case RSL_TOK_GT: case RSL_TOK_GE: return 7;
    case RSL_TOK_SHL: case RSL_TOK_SHR: return 8;
    case RSL_TOK_PLUS: case RSL_TOK_MINUS: return 9;
    case RSL_TOK_STAR: case RSL_TOK_SLASH: case RSL_TOK_PERCENT: return 10;
    default: return 0;
    }
}

static int64_t cp_binary(cond_parser *cp, int min_level, int depth) {
    int64_t lhs = cp_primary(cp, depth);
    for (;;) {
        const rsl_token *op = cp_peek(cp);
        int level = op ? binary_level(op->kind) : 0;
        if (cp->failed || level == 0 || level < min_level) return lhs;
        cp->pos++;
        int64_t rhs = cp_binary(cp, level + 1, depth + 1);
        uint64_t a = (uint64_t)lhs, b = (uint64_t)rhs;
        switch (op->kind) {
        case RSL_TOK_OR: lhs = lhs || rhs; break;
        case RSL_TOK_AND: lhs = lhs && rhs; break;
        case RSL_TOK_PIPE: lhs = (int64_t)(a | b); break;
        case RSL_TOK_CARET: lhs = (int64_t)(a ^ b); break;
        case RSL_TOK_AMP: lhs = (int64_t)(a & b); break;
        case RSL_TOK_EQ: lhs = lhs == rhs; break;
        case RSL_TOK_NE: lhs = lhs != rhs; break;
        case RSL_TOK_LT: lhs = lhs < rhs; break;
        case RSL_TOK_LE: lhs = lhs <= rhs; break;
        case RSL_TOK_GT: lhs = lhs > rhs; break;
        case RSL_TOK_GE: lhs = lhs >= rhs; break;
        case RSL_TOK_SHL: lhs = (int64_t)(a << (b & 63)); break;
        case RSL_TOK_SHR: lhs = lhs >> (b & 63); break;
        case RSL_TOK_PLUS: lhs = (int64_t)(a + b); break;
        case RSL_TOK_MINUS: lhs = (int64_t)(a - b); break;
        case RSL_TOK_STAR: lhs = (int64_t)(a * b); break;
        case RSL_TOK_SLASH:
        case RSL_TOK_PERCENT:
            if (rhs == 0 || (lhs == INT64_MIN && rhs == -1)) {
                if (!cp->failed) rsl_diag_error(cp->diag, op->loc, "division by zero in preprocessor expression");
                cp->failed = true;
                return 0;
            }
            lhs = op->kind == RSL_TOK_SLASH ? lhs / rhs : lhs % rhs;
            break;
        default: break;
        }
    }
}

static int64_t cp_cond(cond_parser *cp, int depth) {
    int64_t c = cp_binary(cp, 1, depth);
    const rsl_token *q = cp_peek(cp);
    if (cp->failed || !q || q->kind != RSL_TOK_QUESTION) return c;
    cp->pos++;
    int64_t a = cp_cond(cp, depth + 1);
    const rsl_token *colon = cp_peek(cp);
    if (!colon || colon->kind != RSL_TOK_COLON) {
        cp_fail(cp, "expected ':'");
        return 0;
    }
    cp->pos++;
    int64_t b = cp_cond(cp, depth + 1);
    return c ? a : b;
}

bool rsl_pp_eval_expr(const rsl_token *t, int n, rsl_loc line_loc, rsl_diag *diag, int64_t *value) {
    cond_parser cp = {diag, t, n, 0, false, line_loc};
    *value = cp_cond(&cp, 0);
    if (!cp.failed && cp.pos < cp.n) cp_fail(&cp, "unexpected token");
    return !cp.failed;
}
