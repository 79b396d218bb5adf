/* The RSL lexer: raw tokens of one file, with line and column of each. */
#include "lexer.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

const char *rsl_tok_name(enum rsl_tok k) {
    static const char *const names[] = {
#define RSL_X_(k, s) s,
        RSL_TOKENS(RSL_X_)
#undef RSL_X_
    };
    return (unsigned)k < RSL_TOK_COUNT ? names[k] : "?";
}

void rsl_lexer_init(rsl_lexer *lx, const char *file, const char *text, size_t len, rsl_diag *diag) {
    memset(lx, 0, sizeof *lx);
    lx->text = text;
    lx->len = len;
    lx->file = file;
    lx->line = 1;
    lx->col = 1;
    lx->diag = diag;
    lx->bol = true;
}

static int peek(const rsl_lexer *lx, size_t ahead) {
    return lx->pos + ahead < lx->len ? (unsigned char)lx->text[lx->pos + ahead] : -1;
}

static void advance(rsl_lexer *lx) {
    if (lx->text[lx->pos] == '\n') {
        lx->line++;
        lx->col = 1;
    } else {
        lx->col++;
    }
    lx->pos++;
}

static rsl_loc here(const rsl_lexer *lx) {
    rsl_loc loc = {lx->file, lx->line, lx->col};
    return loc;
}

/* Skips blanks, comments and backslash-newlines; stops before a newline when
 * stop_at_newline.  Returns whether anything was skipped. */
static bool skip_space(rsl_lexer *lx, bool stop_at_newline) {
    bool skipped = false;
    for (;;) {
        int c = peek(lx, 0);
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            advance(lx);
        } else if (c == '\n') {
            if (stop_at_newline) return skipped;
            advance(lx);
            lx->bol = true;
        } else if (c == '\\' && (peek(lx, 1) == '\n' || (peek(lx, 1) == '\r' && peek(lx, 2) == '\n'))) {
            advance(lx);
            while (peek(lx, 0) != '\n') advance(lx);
            advance(lx);
        } else if (c == '/' && peek(lx, 1) == '/') {
            while (peek(lx, 0) != -1 && peek(lx, 0) != '\n') advance(lx);
        } else if (c == '/' && peek(lx, 1) == '*') {
            rsl_loc start = here(lx);
            advance(lx);
            advance(lx);
            for (;;) {
                if (peek(lx, 0) == -1) {
                    if (!lx->quiet) rsl_diag_error(lx->diag, start, "unterminated /* comment");
                    break;
                }
                if (peek(lx, 0) == '*' && peek(lx, 1) == '/') {
                    advance(lx);
                    advance(lx);
                    break;
                }
                advance(lx);
            }
        } else {
            return skipped;
        }
        skipped = true;
    }
}

bool rsl_lexer_at_line_end(rsl_lexer *lx) {
    if (skip_space(lx, true)) lx->space_pending = true;
    return peek(lx, 0) == -1 || peek(lx, 0) == '\n';
}

static bool is_ident_start(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static bool is_digit(int c) { return c >= '0' && c <= '9'; }
static bool is_ident_char(int c) { return is_ident_start(c) || is_digit(c); }

/* A preprocessing number: digits, dots, letters and exponent signs, checked
 * later by whoever reads its value. */
static void lex_number(rsl_lexer *lx) {
    for (;;) {
        int c = peek(lx, 0);
        if ((c == 'e' || c == 'E') && (peek(lx, 1) == '+' || peek(lx, 1) == '-')) {
            advance(lx);
            advance(lx);
        } else if (is_ident_char(c) || c == '.') {
            advance(lx);
        } else {
            return;
        }
    }
}

enum rsl_number_status rsl_number_value(const rsl_token *t, double *value) {
    char small[64];
    char *buf = t->len < sizeof small ? small : malloc(t->len + 1);
    if (!buf) abort();
    memcpy(buf, t->text, t->len);
    buf[t->len] = 0;
    size_t n = t->len;
    bool suffix = n > 1 && (buf[n - 1] == 'f' || buf[n - 1] == 'F');
    if (suffix) buf[--n] = 0;
    char *end;
    errno = 0;
    double v = strtod(buf, &end);
    bool hex = strchr(buf, 'x') || strchr(buf, 'X');
    bool floating = strchr(buf, '.') || strchr(buf, 'e') || strchr(buf, 'E');
    enum rsl_number_status st = RSL_NUM_OK;
    if (*end != 0 || !(buf[0] == '.' || is_digit(buf[0])) || hex)
        st = RSL_NUM_INVALID;
    else if (suffix && !floating)
        st = RSL_NUM_INT_SUFFIX; /* 1f: C has no such constant; 1.f and 1e0f are floats */
    else if (isinf(v) || (errno == ERANGE && fabs(v) > 1.0) || v > 3.402823466e38)
        st = RSL_NUM_TOO_LARGE;
    if (buf != small) free(buf);
    *value = v;
    return st;
}

static void lex_string(rsl_lexer *lx, rsl_loc start) {
    advance(lx); /* the opening quote */
    for (;;) {
        int c = peek(lx, 0);
        if (c == -1 || c == '\n') {
            if (!lx->quiet) rsl_diag_error(lx->diag, start, "missing terminating '\"' character");
            return;
        }
        if (c == '\\' && peek(lx, 1) != -1 && peek(lx, 1) != '\n') advance(lx);
        advance(lx);
        if (c == '"') return;
    }
}

/* Punctuators, longest first within each leading character. */
static const struct {
    const char *text;
    enum rsl_tok kind;
} puncts[] = {
    {"##", RSL_TOK_HASHHASH}, {"+=", RSL_TOK_PLUS_ASSIGN}, {"-=", RSL_TOK_MINUS_ASSIGN},
    {"*=", RSL_TOK_STAR_ASSIGN}, {"/=", RSL_TOK_SLASH_ASSIGN}, {"<=", RSL_TOK_LE}, {">=", RSL_TOK_GE},
    {"==", RSL_TOK_EQ}, {"!=", RSL_TOK_NE}, {"&&", RSL_TOK_AND}, {"||", RSL_TOK_OR},
    {"<<", RSL_TOK_SHL}, {">>", RSL_TOK_SHR}, {"(", RSL_TOK_LPAREN}, {")", RSL_TOK_RPAREN},
    {"{", RSL_TOK_LBRACE}, {"}", RSL_TOK_RBRACE}, {"[", RSL_TOK_LBRACKET}, {"]", RSL_TOK_RBRACKET},
    {";", RSL_TOK_SEMI}, {",", RSL_TOK_COMMA}, {".", RSL_TOK_DOT}, {"?", RSL_TOK_QUESTION},
    {":", RSL_TOK_COLON}, {"=", RSL_TOK_ASSIGN}, {"+", RSL_TOK_PLUS}, {"-", RSL_TOK_MINUS},
    {"*", RSL_TOK_STAR}, {"/", RSL_TOK_SLASH}, {"^", RSL_TOK_CARET}, {"!", RSL_TOK_NOT},
    {"<", RSL_TOK_LT}, {">", RSL_TOK_GT}, {"#", RSL_TOK_HASH}, {"&", RSL_TOK_AMP},
    {"|", RSL_TOK_PIPE}, {"~", RSL_TOK_TILDE}, {"%", RSL_TOK_PERCENT},
};

void rsl_lexer_next(rsl_lexer *lx, rsl_token *t) {
    t->space = skip_space(lx, false) || lx->space_pending;
    lx->space_pending = false;
    t->bol = lx->bol;
    t->noexpand = false;
    lx->bol = false;
    t->loc = here(lx);
    size_t start = lx->pos;
    int c = peek(lx, 0);
    if (c == -1) {
        t->kind = RSL_TOK_EOF;
    } else if (is_ident_start(c)) {
        while (is_ident_char(peek(lx, 0))) advance(lx);
        t->kind = RSL_TOK_IDENT;
    } else if (is_digit(c) || (c == '.' && is_digit(peek(lx, 1)))) {
        lex_number(lx);
        t->kind = RSL_TOK_NUMBER;
    } else if (c == '"') {
        lex_string(lx, t->loc);
        t->kind = RSL_TOK_STRING;
    } else {
        t->kind = RSL_TOK_OTHER;
        for (size_t i = 0; i < sizeof puncts / sizeof puncts[0]; i++) {
            size_t n = strlen(puncts[i].text);
            if (lx->len - lx->pos >= n && memcmp(lx->text + lx->pos, puncts[i].text, n) == 0) {
                t->kind = puncts[i].kind;
                for (size_t j = 0; j < n; j++) advance(lx);
                break;
            }
        }
        if (t->kind == RSL_TOK_OTHER) advance(lx); /* the parser reports it where it matters */
    }
    t->text = lx->text + start;
    t->len = lx->pos - start;
}
