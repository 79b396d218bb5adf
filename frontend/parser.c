/* The RSL parser: recursive descent over the preprocessor's tokens, building
 * the AST of ast.h.  Operator precedence, lowest first (the RenderMan
 * Interface 3.2 grammar):  = += -= *= /=  (right),  ?:,  ||,  &&,  == !=,
 * < <= > >=,  + -,  ^ (cross),  * /,  . (dot),  unary - ! and typecasts,
 * postfix [].  After a syntax error the parser skips to the end of the
 * statement and goes on, so one run reports several errors. */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "parser_internal.h"

enum {
    /* Expressions and statements: deeper is an error, not a stack overflow.
     * Every later walk (sema, folding, irgen, the AST dump) recurses along
     * the tree, so each operator of a chain like a + a + ... counts too. */
    MAX_NESTING = 1000,
    LOOKAHEAD = PARSER_LOOKAHEAD
};

void rsl_ptrvec_push(rsl_arena *arena, ptrvec *pv, void *x) {
    if (pv->n == pv->cap) {
        int cap = pv->cap ? pv->cap * 2 : 4;
        void **v = rsl_arena_alloc(arena, sizeof *v * (size_t)cap);
        if (pv->n) memcpy(v, pv->v, sizeof *v * (size_t)pv->n);
        pv->v = v;
        pv->cap = cap;
    }
    pv->v[pv->n++] = x;
}
static void pv_push(parser *p, ptrvec *pv, void *x) { rsl_ptrvec_push(p->arena, pv, x); }

/* ---- Tokens ---------------------------------------------------------------- */
static const rsl_token *peek_at(parser *p, int k) {
    while (p->nla <= k) rsl_pp_next(p->pp, &p->la[p->nla++]);
    return &p->la[k];
}
static const rsl_token *peek(parser *p) { return peek_at(p, 0); }
static bool at(parser *p, enum rsl_tok k) { return peek(p)->kind == k; }

static rsl_token next(parser *p) {
    rsl_token t = *peek(p);
    if (t.kind != RSL_TOK_EOF) {
        memmove(p->la, p->la + 1, sizeof p->la[0] * (size_t)(p->nla - 1));
        p->nla--;
    }
    p->last_loc = t.loc;
    p->last_len = t.len;
    return t;
}

static bool accept(parser *p, enum rsl_tok k) {
    if (!at(p, k)) return false;
    next(p);
    return true;
}

static bool is_word(const rsl_token *t, const char *w) {
    return t->kind == RSL_TOK_IDENT && t->len == strlen(w) && memcmp(t->text, w, t->len) == 0;
}

static void verror_at(parser *p, rsl_loc loc, const char *fmt, va_list ap) {
    if (p->panic || p->fatal) return;
    p->panic = true;
    rsl_diag_vreport(p->diag, RSL_SEV_ERROR, loc, fmt, ap);
    if (rsl_diag_should_stop(p->diag)) p->fatal = true;
}

__attribute__((format(printf, 3, 4))) static void error_at(parser *p, rsl_loc loc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    verror_at(p, loc, fmt, ap);
    va_end(ap);
}

/* Describes the current token for "expected X before Y" messages. */
static const char *describe(parser *p, const rsl_token *t, char *buf, size_t size) {
    (void)p;
    if (t->kind == RSL_TOK_EOF) return "end of file";
    if (t->kind == RSL_TOK_OTHER) {
        unsigned char c = (unsigned char)t->text[0];
        if (c < 32 || c >= 127) snprintf(buf, size, "stray '\\%o'", c);
        else snprintf(buf, size, "stray '%c'", c);
        return buf;
    }
    snprintf(buf, size, "'%.*s'", (int)(t->len > 40 ? 40 : t->len), t->text);
    return buf;
}

static void error_expected(parser *p, const char *what) {
    char buf[80], msg[160];
    const rsl_token *t = peek(p);
    snprintf(msg, sizeof msg, "expected %s before %s", what, describe(p, t, buf, sizeof buf));
    error_at(p, t->loc, "%s", msg);
}

/* A missing ';' at the end of a line is reported just after the previous
 * token, as clang does, and parsing goes on as if it were there. */
static bool expect_semi(parser *p) {
    if (accept(p, RSL_TOK_SEMI)) return true;
    rsl_loc loc = p->last_loc;
    if (loc.file && peek(p)->loc.line != loc.line) {
        loc.col += (int)p->last_len;
        error_at(p, loc, "expected ';' after %s", "the statement");
        p->panic = false;
        return true;
    } else {
        error_expected(p, "';'");
    }
    return false;
}

static bool expect(parser *p, enum rsl_tok k) {
    if (accept(p, k)) return true;
    char what[16];
    snprintf(what, sizeof what, "'%s'", rsl_tok_name(k));
    error_expected(p, what);
    return false;
}

static bool enter_as(parser *p, const char *what) {
    if (++p->depth > MAX_NESTING) {
        if (!p->fatal) rsl_diag_error(p->diag, peek(p)->loc, "%s (more than %d levels)", what, MAX_NESTING);
        p->fatal = true;
    }
    return !p->fatal;
}
static bool enter(parser *p) { return enter_as(p, "nesting too deep"); }
static bool enter_expr(parser *p) { return enter_as(p, "expression too deeply nested"); }
static void leave(parser *p) { p->depth--; }

/* ---- Keywords --------------------------------------------------------------- */
static int type_keyword(const rsl_token *t) {
    static const struct {
        const char *w;
        enum rsl_type_kind k;
    } types[] = {{"float", RSL_T_FLOAT}, {"string", RSL_T_STRING}, {"color", RSL_T_COLOR},
                 {"point", RSL_T_POINT}, {"vector", RSL_T_VECTOR}, {"normal", RSL_T_NORMAL},
                 {"matrix", RSL_T_MATRIX}, {"void", RSL_T_VOID}};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if (is_word(t, types[i].w)) return (int)types[i].k;
    return -1;
}

static bool is_qualifier(const rsl_token *t) {
    return is_word(t, "uniform") || is_word(t, "varying") || is_word(t, "output") || is_word(t, "extern");
}

static bool starts_type(const rsl_token *t) { return type_keyword(t) >= 0 || is_qualifier(t); }
/* A declaration: a type, a qualifier or a struct's name. */
static bool starts_decl(parser *p, const rsl_token *t) { return starts_type(t) || rsl_parser_find_struct(p, t); }

static int shader_keyword(const rsl_token *t) {
    static const char *const kinds[] = {[RSL_SHADER_SURFACE] = "surface", [RSL_SHADER_LIGHT] = "light",
                                        [RSL_SHADER_DISPLACEMENT] = "displacement",
                                        [RSL_SHADER_VOLUME] = "volume", [RSL_SHADER_IMAGER] = "imager",
                                        [RSL_SHADER_TRANSFORMATION] = "transformation"};
    for (int i = 0; i <= RSL_SHADER_TRANSFORMATION; i++)
        if (is_word(t, kinds[i])) return i;
    return -1;
}

static bool is_reserved(const rsl_token *t) {
    static const char *const words[] = {"if", "else", "while", "for", "break", "continue", "return",
                                        "illuminance", "illuminate", "solar", "gather"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (is_word(t, words[i])) return true;
    return starts_type(t);
}

static const char *ident_text(parser *p, const rsl_token *t) {
    return rsl_arena_strndup(p->arena, t->text, t->len);
}

/* An identifier that names something; reserved words are reported. */
static bool expect_name(parser *p, const char *what, rsl_token *out) {
    const rsl_token *t = peek(p);
    if (t->kind != RSL_TOK_IDENT || is_reserved(t)) {
        error_expected(p, what);
        return false;
    }
    *out = next(p);
    return true;
}

/* ---- Expressions --------------------------------------------------------------- */
static rsl_expr *parse_assign(parser *p);
static rsl_expr *parse_unary(parser *p);

static rsl_expr *number(parser *p, const rsl_token *t) {
    double v;
    const char *shown = rsl_arena_strndup(p->arena, t->text, t->len > 40 ? 40 : t->len);
    switch (rsl_number_value(t, &v)) {
    case RSL_NUM_OK: break;
    case RSL_NUM_INVALID: error_at(p, t->loc, "invalid number '%s'", shown); return NULL;
    case RSL_NUM_INT_SUFFIX:
        error_at(p, t->loc, "invalid suffix on integer constant '%s' (as in C, 'f' needs a '.' or an exponent: write %.*s.f)",
                 shown, (int)(t->len - 1 > 38 ? 38 : t->len - 1), t->text);
        return NULL;
    case RSL_NUM_TOO_LARGE: error_at(p, t->loc, "number '%s' is too large for a float", shown); return NULL;
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
    rsl_token first = *peek(p);
    size_t cap = 0;
    for (int k = 0; k < LOOKAHEAD && peek_at(p, k)->kind == RSL_TOK_STRING; k++) cap += peek_at(p, k)->len;
    /* More than LOOKAHEAD pieces are joined as they come. */
    char *buf = NULL;
    size_t len = 0;
    while (at(p, RSL_TOK_STRING)) {
        rsl_token t = next(p);
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
static bool expr_list(parser *p, enum rsl_tok close, ptrvec *out) {
    if (accept(p, close)) return true;
    for (;;) {
        rsl_expr *e = parse_assign(p);
        if (!e) return false;
        pv_push(p, out, e);
        if (accept(p, RSL_TOK_COMMA)) continue;
        return expect(p, close);
    }
}

static void set_args(rsl_expr *e, const ptrvec *pv) {
    e->args = (rsl_expr **)pv->v;
    e->nargs = pv->n;
}

/* '(' e ')' is e; '(' a, b, c ')' a triple; 16 elements a matrix. */
static rsl_expr *paren_or_tuple(parser *p) {
    rsl_token open = next(p);
    ptrvec elems = {0};
    if (!expr_list(p, RSL_TOK_RPAREN, &elems)) return NULL;
    if (elems.n == 1) return elems.v[0];
    if (elems.n != 3 && elems.n != 16) {
        error_at(p, open.loc, "a parenthesized list needs 3 (a triple) or 16 (a matrix) elements, not %d", elems.n);
        return NULL;
    }
    rsl_expr *e = rsl_ast_new_expr(p->arena, elems.n == 3 ? RSL_E_TRIPLE : RSL_E_MATRIX, open.loc);
    set_args(e, &elems);
    return e;
}

static rsl_expr *primary(parser *p) {
    const rsl_token *t = peek(p);
    switch (t->kind) {
    case RSL_TOK_NUMBER: {
        rsl_token n = next(p);
        return number(p, &n);
    }
    case RSL_TOK_STRING: return string_literal(p);
    case RSL_TOK_LPAREN: return paren_or_tuple(p);
    case RSL_TOK_IDENT: {
        int type = type_keyword(t);
        if (type >= 0 && type != RSL_T_VOID) {
            /* A typecast: type ["space"] operand. */
            rsl_token tt = next(p);
            rsl_expr *e = rsl_ast_new_expr(p->arena, RSL_E_CAST, tt.loc);
            e->cast_type = rsl_type_make((enum rsl_type_kind)type, RSL_DETAIL_DEFAULT, RSL_NOT_ARRAY);
            if (at(p, RSL_TOK_STRING)) {
                rsl_expr *space = string_literal(p);
                e->space = space->str;
            }
            e->a = parse_unary(p);
            return e->a ? e : NULL;
        }
        if (is_reserved(t) || rsl_parser_reject_handle(p, t)) break;
        rsl_token name = next(p);
        rsl_expr *e = rsl_ast_new_expr(p->arena, at(p, RSL_TOK_LPAREN) ? RSL_E_CALL : RSL_E_IDENT, name.loc);
        e->name = ident_text(p, &name);
        if (e->kind == RSL_E_CALL && !rsl_parser_call_args(p, e)) return NULL;
        rsl_parser_mark_struct(p, e);
        return e;
    }
    default: break;
    }
    error_expected(p, "an expression");
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
        if (e && at(p, RSL_TOK_MINUS) && rsl_parser_reject_handle(p, peek(p))) e = NULL;
        if (!e || !at(p, RSL_TOK_LBRACKET)) break;
        rsl_token open = next(p);
        chain++;
        if (!enter_expr(p)) {
            e = NULL;
            break;
        }
        rsl_expr *idx = rsl_ast_new_expr(p->arena, RSL_E_INDEX, open.loc);
        idx->a = e;
        idx->strct = e->strct; /* an element of an array of structs */
        idx->b = parse_assign(p);
        e = idx->b && expect(p, RSL_TOK_RBRACKET) ? idx : NULL;
    }
    p->depth -= chain;
    return e;
}

static rsl_expr *parse_unary(parser *p) {
    if (!enter_expr(p)) return NULL;
    rsl_expr *e;
    const rsl_token *t = peek(p);
    if (t->kind == RSL_TOK_MINUS || t->kind == RSL_TOK_NOT) {
        rsl_token op = next(p);
        e = rsl_ast_new_expr(p->arena, RSL_E_UNARY, op.loc);
        e->op = op.kind == RSL_TOK_MINUS ? RSL_OP_NEG : RSL_OP_NOT;
        e->a = parse_unary(p);
        if (!e->a) e = NULL;
    } else if (t->kind == RSL_TOK_PLUS) {
        next(p);
        e = parse_unary(p);
    } else {
        e = postfix(p);
    }
    leave(p);
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
        int level = lhs ? binary_level(peek(p)->kind, &op) : 0;
        if (level == 0 || level < min_level) break;
        rsl_token t = next(p);
        chain++;
        rsl_expr *rhs = enter_expr(p) ? binary(p, level + 1) : NULL;
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
    if (!c || !at(p, RSL_TOK_QUESTION)) return c;
    rsl_token q = next(p);
    rsl_expr *e = rsl_ast_new_expr(p->arena, RSL_E_COND, q.loc);
    e->a = c;
    e->b = parse_assign(p);
    if (!e->b || !expect(p, RSL_TOK_COLON)) return NULL;
    e->c = parse_assign(p);
    return e->c ? e : NULL;
}

static rsl_expr *parse_assign(parser *p) {
    if (!enter_expr(p)) return NULL;
    rsl_expr *lhs = conditional(p);
    enum rsl_op op = RSL_OP_NONE;
    if (lhs) switch (peek(p)->kind) {
        case RSL_TOK_ASSIGN: op = RSL_OP_ASSIGN; break;
        case RSL_TOK_PLUS_ASSIGN: op = RSL_OP_ADD_ASSIGN; break;
        case RSL_TOK_MINUS_ASSIGN: op = RSL_OP_SUB_ASSIGN; break;
        case RSL_TOK_STAR_ASSIGN: op = RSL_OP_MUL_ASSIGN; break;
        case RSL_TOK_SLASH_ASSIGN: op = RSL_OP_DIV_ASSIGN; break;
        default: break;
        }
    if (op == RSL_OP_NONE) {
        leave(p);
        return lhs;
    }
    rsl_token t = next(p);
    if (lhs->kind != RSL_E_IDENT && lhs->kind != RSL_E_INDEX) {
        error_at(p, t.loc, "%s", "expression is not assignable");
        leave(p);
        return NULL;
    }
    rsl_expr *e = rsl_ast_new_expr(p->arena, RSL_E_ASSIGN, t.loc);
    e->op = op;
    e->a = lhs;
    e->b = parse_assign(p);
    leave(p);
    return e->b ? e : NULL;
}

/* ---- Declarations -------------------------------------------------------------- */
/* Qualifiers (any order) and a type; false (reported) when there is no type. */
static bool parse_decl_spec(parser *p, decl_spec *ds) {
    memset(ds, 0, sizeof *ds);
    ds->loc = peek(p)->loc;
    ds->type.array_len = RSL_NOT_ARRAY;
    for (;;) {
        const rsl_token *t = peek(p);
        if (is_word(t, "uniform") || is_word(t, "varying")) {
            enum rsl_detail d = is_word(t, "uniform") ? RSL_DETAIL_UNIFORM : RSL_DETAIL_VARYING;
            if (ds->type.detail != RSL_DETAIL_DEFAULT && ds->type.detail != d)
                error_at(p, t->loc, "%s", "both 'uniform' and 'varying'");
            ds->type.detail = d;
        } else if (is_word(t, "output")) {
            ds->is_output = true;
        } else if (is_word(t, "extern")) {
            ds->is_extern = true;
        } else {
            break;
        }
        next(p);
    }
    int k = type_keyword(peek(p));
    ds->strct = rsl_parser_find_struct(p, peek(p));
    if (k < 0 && !ds->strct) {
        if (!rsl_parser_reject_handle(p, peek(p))) error_expected(p, "a type");
        return false;
    }
    next(p);
    ds->type.kind = ds->strct ? RSL_T_FLOAT : (enum rsl_type_kind)k; /* a struct's kind is never read */
    return true;
}

/* An expression or {elements}; an element is a list itself for a struct member. */
static rsl_expr *initializer(parser *p) {
    if (!at(p, RSL_TOK_LBRACE)) return parse_assign(p);
    rsl_token open = next(p);
    rsl_expr *e = rsl_ast_new_expr(p->arena, RSL_E_ARRAY_INIT, open.loc);
    ptrvec elems = {0};
    if (!accept(p, RSL_TOK_RBRACE)) {
        do {
            rsl_expr *el = enter_expr(p) ? initializer(p) : NULL;
            leave(p);
            if (!el) return NULL;
            pv_push(p, &elems, el);
        } while (accept(p, RSL_TOK_COMMA));
        if (!expect(p, RSL_TOK_RBRACE)) return NULL;
    }
    set_args(e, &elems);
    return e;
}

/* name ['[' [N] ']'] ['=' init] */
static rsl_var *declarator(parser *p, const decl_spec *ds, enum rsl_var_kind kind) {
    rsl_token name;
    if (!expect_name(p, "a name", &name)) return NULL;
    rsl_var *v = rsl_ast_new_var(p->arena, kind, name.loc, ident_text(p, &name));
    v->type = ds->type;
    v->is_output = ds->is_output;
    v->is_extern = ds->is_extern;
    v->strct = ds->strct;
    v->owner = p->func;
    if (accept(p, RSL_TOK_LBRACKET)) {
        if (at(p, RSL_TOK_RBRACKET)) {
            v->type.array_len = RSL_UNSIZED_ARRAY;
        } else {
            rsl_token n = next(p);
            char buf[32];
            size_t len = n.len < sizeof buf - 1 ? n.len : sizeof buf - 1;
            memcpy(buf, n.text, len);
            buf[len] = 0;
            char *end;
            errno = 0;
            long size = n.kind == RSL_TOK_NUMBER ? strtol(buf, &end, 10) : 0;
            if (n.kind != RSL_TOK_NUMBER || *end || errno || n.len >= sizeof buf - 1 || size < 1 ||
                size > 1000000) {
                error_at(p, n.loc, "%s", "array size must be an integer from 1 to 1000000");
                return NULL;
            }
            v->type.array_len = (int)size;
        }
        if (!expect(p, RSL_TOK_RBRACKET)) return NULL;
    }
    if (ds->type.kind == RSL_T_VOID) {
        error_at(p, name.loc, "variable '%s' declared void", v->name);
        return NULL;
    }
    if (!rsl_parser_declare(p, v)) return NULL;
    if (accept(p, RSL_TOK_ASSIGN)) {
        v->init = initializer(p);
        if (!v->init) return NULL;
    }
    return v;
}

/* Parameter lists: groups "type a [= d], b ..." separated by ';' or ',' with
 * an optional trailing ';' (shader and function parameters alike). */
static bool parse_params(parser *p, rsl_func *f, enum rsl_var_kind kind) {
    if (!expect(p, RSL_TOK_LPAREN)) return false;
    ptrvec params = {0};
    while (!at(p, RSL_TOK_RPAREN)) {
        decl_spec ds;
        if (!parse_decl_spec(p, &ds)) return false;
        for (;;) {
            rsl_var *v = declarator(p, &ds, kind);
            if (!v) return false;
            v->index = params.n;
            pv_push(p, &params, v);
            if (at(p, RSL_TOK_COMMA) && !starts_decl(p, peek_at(p, 1))) {
                next(p);
                continue;
            }
            break;
        }
        if (accept(p, RSL_TOK_SEMI) || accept(p, RSL_TOK_COMMA)) continue;
        if (!at(p, RSL_TOK_RPAREN)) {
            error_expected(p, "';', ',' or ')'");
            return false;
        }
    }
    next(p);
    f->params = (rsl_var **)params.v;
    f->nparams = params.n;
    return true;
}

/* ---- Statements ------------------------------------------------------------------- */
static rsl_stmt *statement(parser *p);
static rsl_stmt *block(parser *p);

/* After an error: skip to the end of the statement (';' eaten, '}' kept). */
static void synchronize(parser *p) {
    int depth = 0;
    for (;;) {
        const rsl_token *t = peek(p);
        if (t->kind == RSL_TOK_EOF) break;
        if (t->kind == RSL_TOK_LBRACE) depth++;
        if (t->kind == RSL_TOK_RBRACE) {
            if (depth == 0) break;
            if (--depth == 0) {
                next(p);
                break;
            }
        }
        if (t->kind == RSL_TOK_SEMI && depth == 0) {
            next(p);
            break;
        }
        next(p);
    }
    p->panic = false;
}

static rsl_func *function_rest(parser *p, enum rsl_shader_kind kind, const decl_spec *ds, const rsl_token *name);

static rsl_stmt *declaration_or_function(parser *p) {
    rsl_loc loc = peek(p)->loc;
    decl_spec ds;
    if (!parse_decl_spec(p, &ds)) return NULL;
    if (peek(p)->kind == RSL_TOK_IDENT && peek_at(p, 1)->kind == RSL_TOK_LPAREN) {
        rsl_token name;
        if (!expect_name(p, "a function name", &name)) return NULL;
        rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_FUNC, loc);
        s->func = function_rest(p, RSL_SHADER_FUNCTION, &ds, &name);
        return s->func ? s : NULL;
    }
    rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_DECL, loc);
    ptrvec vars = {0};
    do {
        rsl_var *v = declarator(p, &ds, RSL_VAR_LOCAL);
        if (!v) return NULL;
        pv_push(p, &vars, v);
    } while (accept(p, RSL_TOK_COMMA));
    if (!expect_semi(p)) return NULL;
    s->vars = (rsl_var **)vars.v;
    s->nvars = vars.n;
    return s;
}

static rsl_expr *paren_expr(parser *p) {
    if (!expect(p, RSL_TOK_LPAREN)) return NULL;
    rsl_expr *e = parse_assign(p);
    if (!e || !expect(p, RSL_TOK_RPAREN)) return NULL;
    return e;
}

/* for ( [e] ; [e] ; [e] ) */
static rsl_stmt *for_stmt(parser *p, rsl_stmt *s) {
    if (!expect(p, RSL_TOK_LPAREN)) return NULL;
    if (!at(p, RSL_TOK_SEMI) && !(s->init = parse_assign(p))) return NULL;
    if (!expect(p, RSL_TOK_SEMI)) return NULL;
    if (!at(p, RSL_TOK_SEMI) && !(s->expr = parse_assign(p))) return NULL;
    if (!expect(p, RSL_TOK_SEMI)) return NULL;
    if (!at(p, RSL_TOK_RPAREN) && !(s->step = parse_assign(p))) return NULL;
    if (!expect(p, RSL_TOK_RPAREN)) return NULL;
    s->body = statement(p);
    return s->body ? s : NULL;
}

/* illuminance, illuminate, solar, gather: checks the argument count. */
static rsl_stmt *light_stmt(parser *p, rsl_stmt *s, const char *word) {
    rsl_loc open = peek(p)->loc;
    if (!expect(p, RSL_TOK_LPAREN)) return NULL;
    ptrvec args = {0};
    if (!expr_list(p, RSL_TOK_RPAREN, &args)) return NULL;
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
        error_at(p, open, "wrong number of arguments to %s: expected %s", word, usage);
        return NULL;
    }
    s->args = a;
    s->nargs = n;
    s->body = statement(p);
    if (!s->body) return NULL;
    if (s->kind == RSL_S_GATHER && is_word(peek(p), "else")) {
        next(p);
        if (!(s->else_body = statement(p))) return NULL;
    }
    return s;
}

static rsl_stmt *statement_inner(parser *p) {
    const rsl_token *t = peek(p);
    rsl_loc loc = t->loc;
    if (t->kind == RSL_TOK_LBRACE) return block(p);
    if (t->kind == RSL_TOK_SEMI) {
        next(p);
        return rsl_ast_new_stmt(p->arena, RSL_S_EMPTY, loc);
    }
    if (is_word(t, "struct")) { /* a local struct definition (its name is known from here on) */
        rsl_parse_struct(p);
        return rsl_ast_new_stmt(p->arena, RSL_S_EMPTY, loc);
    }
    if (starts_decl(p, t)) return declaration_or_function(p);
    if (t->kind == RSL_TOK_IDENT) {
        static const struct {
            const char *w;
            enum rsl_stmt_kind k;
        } light[] = {{"illuminance", RSL_S_ILLUMINANCE}, {"illuminate", RSL_S_ILLUMINATE},
                     {"solar", RSL_S_SOLAR}, {"gather", RSL_S_GATHER}};
        for (size_t i = 0; i < sizeof light / sizeof light[0]; i++) {
            if (is_word(t, light[i].w)) {
                next(p);
                return light_stmt(p, rsl_ast_new_stmt(p->arena, light[i].k, loc), light[i].w);
            }
        }
        if (is_word(t, "if")) {
            next(p);
            rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_IF, loc);
            if (!(s->expr = paren_expr(p)) || !(s->body = statement(p))) return NULL;
            if (is_word(peek(p), "else")) {
                next(p);
                if (!(s->else_body = statement(p))) return NULL;
            }
            return s;
        }
        if (is_word(t, "while")) {
            next(p);
            rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_WHILE, loc);
            if (!(s->expr = paren_expr(p)) || !(s->body = statement(p))) return NULL;
            return s;
        }
        if (is_word(t, "for")) {
            next(p);
            return for_stmt(p, rsl_ast_new_stmt(p->arena, RSL_S_FOR, loc));
        }
        if (is_word(t, "break") || is_word(t, "continue")) {
            rsl_token w = next(p);
            rsl_stmt *s = rsl_ast_new_stmt(p->arena, is_word(&w, "break") ? RSL_S_BREAK : RSL_S_CONTINUE, loc);
            if (at(p, RSL_TOK_NUMBER)) {
                rsl_token n = next(p);
                if (n.len > 6 || strspn(n.text, "0123456789") < n.len || n.text[0] == '0') {
                    error_at(p, n.loc, "%s", "the loop count must be a positive integer");
                    return NULL;
                }
                s->level = atoi(rsl_arena_strndup(p->arena, n.text, n.len));
            }
            return expect_semi(p) ? s : NULL;
        }
        if (is_word(t, "return")) {
            next(p);
            rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_RETURN, loc);
            if (!at(p, RSL_TOK_SEMI) && !(s->expr = parse_assign(p))) return NULL;
            return expect_semi(p) ? s : NULL;
        }
        if (is_word(t, "else")) {
            error_at(p, loc, "%s", "'else' without a previous 'if'");
            return NULL;
        }
    }
    rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_EXPR, loc);
    if (!(s->expr = parse_assign(p))) return NULL;
    return expect_semi(p) ? s : NULL;
}

static rsl_stmt *statement(parser *p) {
    if (!enter(p)) return NULL;
    rsl_stmt *s = statement_inner(p);
    leave(p);
    return s;
}

/* '{' statements '}': a failed statement is skipped and the block goes on. */
static rsl_stmt *block(parser *p) {
    rsl_stmt *s = rsl_ast_new_stmt(p->arena, RSL_S_BLOCK, peek(p)->loc);
    rsl_loc open = peek(p)->loc;
    if (!expect(p, RSL_TOK_LBRACE)) return NULL;
    ptrvec stmts = {0};
    int visible = p->visible.n;
    while (!at(p, RSL_TOK_RBRACE) && !p->fatal) {
        if (at(p, RSL_TOK_EOF)) {
            error_at(p, open, "%s", "unterminated block: '}' missing at the end of the file");
            return NULL;
        }
        rsl_stmt *st = statement(p);
        if (st) pv_push(p, &stmts, st);
        else synchronize(p);
    }
    if (p->fatal) return NULL;
    next(p);
    rsl_parser_forget(p, visible);
    s->stmts = (rsl_stmt **)stmts.v;
    s->nstmts = stmts.n;
    return s;
}

/* ---- Definitions ---------------------------------------------------------------------- */
static rsl_func *function_rest(parser *p, enum rsl_shader_kind kind, const decl_spec *ds, const rsl_token *name) {
    rsl_func *f = rsl_ast_new_func(p->arena, kind, name->loc, ident_text(p, name));
    int visible = p->visible.n;
    if (ds) {
        f->ret = ds->type;
        f->ret_struct = ds->strct;
        if (ds->strct) f->ret.kind = RSL_T_VOID;
        if (ds->is_output || ds->is_extern) error_at(p, ds->loc, "%s", "a function cannot be 'output' or 'extern'");
    }
    f->parent = p->func;
    rsl_func *outer = p->func;
    p->func = f;
    bool ok = parse_params(p, f, kind == RSL_SHADER_FUNCTION ? RSL_VAR_FUNC_PARAM : RSL_VAR_SHADER_PARAM);
    if (ok) f->body = block(p);
    p->func = outer;
    rsl_parser_forget(p, visible);
    if (!ok || !f->body) return NULL;
    if (f->ret_struct) rsl_parser_add_struct_func(p, f);
    return f;
}

/* A shader or a function at the top level. */
static rsl_func *definition(parser *p) {
    const rsl_token *t = peek(p);
    int kind = shader_keyword(t);
    if (kind >= 0 && peek_at(p, 1)->kind == RSL_TOK_IDENT) {
        next(p);
        rsl_token name;
        if (!expect_name(p, "a shader name", &name)) return NULL;
        return function_rest(p, (enum rsl_shader_kind)kind, NULL, &name);
    }
    if (!starts_decl(p, t)) {
        error_expected(p, "a shader or function definition");
        return NULL;
    }
    decl_spec ds;
    if (!parse_decl_spec(p, &ds)) return NULL;
    rsl_token name;
    if (!expect_name(p, "a function name", &name)) return NULL;
    if (!at(p, RSL_TOK_LPAREN)) {
        error_expected(p, "'(' (variables outside functions are not RSL)");
        return NULL;
    }
    return function_rest(p, RSL_SHADER_FUNCTION, &ds, &name);
}

/* At the top level, recovery skips to what looks like the next definition. */
static void skip_definition(parser *p) {
    int depth = 0;
    for (;;) {
        const rsl_token *t = peek(p);
        if (t->kind == RSL_TOK_EOF) break;
        if (t->kind == RSL_TOK_LBRACE) depth++;
        if (t->kind == RSL_TOK_RBRACE && --depth <= 0) {
            next(p);
            if (depth < 0) continue;
            break;
        }
        next(p);
        if (depth == 0 && t->bol && (shader_keyword(peek(p)) >= 0 || starts_decl(p, peek(p)) ||
                                     is_word(peek(p), "struct") || is_word(peek(p), "class")))
            break;
    }
    p->panic = false;
}

static rsl_program *parse(rsl_pp *pp, rsl_arena *arena, const char *file, rsl_diag *diag) {
    rsl_program *prog = rsl_arena_alloc(arena, sizeof *prog);
    prog->arena = arena;
    prog->file = file;
    parser p = {.pp = pp, .diag = diag, .arena = arena};
    ptrvec funcs = {0};
    while (!at(&p, RSL_TOK_EOF) && !p.fatal) {
        rsl_parser_forget(&p, 0);
        if (is_word(peek(&p), "struct") || is_word(peek(&p), "class")) {
            if (is_word(peek(&p), "struct")) rsl_parse_struct(&p);
            else rsl_parse_class(&p, &funcs);
            continue;
        }
        rsl_func *f = definition(&p);
        if (f) pv_push(&p, &funcs, f);
        else if (!p.fatal) skip_definition(&p);
    }
    prog->funcs = (rsl_func **)funcs.v;
    prog->nfuncs = funcs.n;
    prog->has_structs = p.structs.n > 0;
    rsl_parser_free_names(&p);
    return prog;
}

static rsl_program *parse_and_finish(rsl_pp *pp, rsl_arena *arena, const char *file, rsl_diag *diag) {
    int errors = rsl_diag_error_count(diag);
    rsl_program *prog = parse(pp, arena, file, diag);
    rsl_pp_free(pp);
    if (rsl_diag_error_count(diag) == errors && prog->has_structs) rsl_lower_structs(prog, diag);
    if (rsl_diag_error_count(diag) > errors) {
        rsl_program_free(prog);
        return NULL;
    }
    return prog;
}

rsl_program *rsl_parse_file(const char *path, const rsl_source_options *opts, rsl_diag *diag) {
    rsl_arena *arena = rsl_arena_new();
    rsl_pp *pp = rsl_pp_new(opts, diag, arena);
    if (!rsl_pp_open_file(pp, path)) {
        rsl_pp_free(pp);
        rsl_arena_free(arena);
        return NULL;
    }
    const char *file = rsl_arena_strndup(arena, strcmp(path, "-") == 0 ? "<stdin>" : path,
                                         strlen(strcmp(path, "-") == 0 ? "<stdin>" : path));
    return parse_and_finish(pp, arena, file, diag);
}

rsl_program *rsl_parse_string(const char *name, const char *text, size_t len, const rsl_source_options *opts,
                              rsl_diag *diag) {
    rsl_arena *arena = rsl_arena_new();
    rsl_pp *pp = rsl_pp_new(opts, diag, arena);
    rsl_pp_open_string(pp, name, text, len);
    return parse_and_finish(pp, arena, rsl_arena_strndup(arena, name, strlen(name)), diag);
}

/* ---- For parse_structs.c and parse_class.c (parser_internal.h) ---------------------------------------- */
const rsl_token *rsl_parser_peek(parser *p, int k) { return peek_at(p, k); }
rsl_token rsl_parser_next(parser *p) { return next(p); }
bool rsl_parser_accept(parser *p, enum rsl_tok k) { return accept(p, k); }
bool rsl_parser_expect(parser *p, enum rsl_tok k) { return expect(p, k); }
bool rsl_parser_is_word(const rsl_token *t, const char *word) { return is_word(t, word); }
void rsl_parser_error(parser *p, rsl_loc loc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    verror_at(p, loc, fmt, ap);
    va_end(ap);
}
bool rsl_parser_expect_name(parser *p, const char *what, rsl_token *out) { return expect_name(p, what, out); }
const char *rsl_parser_ident(parser *p, const rsl_token *t) { return ident_text(p, t); }
bool rsl_parser_decl_spec(parser *p, decl_spec *ds) { return parse_decl_spec(p, ds); }
rsl_var *rsl_parser_declarator(parser *p, const decl_spec *ds, enum rsl_var_kind kind) {
    return declarator(p, ds, kind);
}
bool rsl_parser_expect_semi(parser *p) { return expect_semi(p); }
rsl_func *rsl_parser_function_rest(parser *p, enum rsl_shader_kind kind, const decl_spec *ds, const rsl_token *name) {
    return function_rest(p, kind, ds, name);
}
bool rsl_parser_params(parser *p, rsl_func *f, enum rsl_var_kind kind) { return parse_params(p, f, kind); }
bool rsl_parser_call_args(parser *p, rsl_expr *call) {
    ptrvec args = {0};
    if (!expect(p, RSL_TOK_LPAREN) || !expr_list(p, RSL_TOK_RPAREN, &args)) return false;
    set_args(call, &args);
    return true;
}
