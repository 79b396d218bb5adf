/* Tokens, the lexer and the preprocessor's token stream (internal to the
 * frontend library).  The lexer turns one file's bytes into raw tokens; the
 * preprocessor runs directives and macro expansion over them and hands the
 * parser one stream whose locations point into the right files. */
#ifndef RSL_LEXER_H
#define RSL_LEXER_H

#include <stdint.h>

#include "ast.h"
#include "diag.h"

#define RSL_TOKENS(X)                                                                       \
    X(EOF, "end of file") X(IDENT, "identifier") X(NUMBER, "number") X(STRING, "string")    \
    X(LPAREN, "(") X(RPAREN, ")") X(LBRACE, "{") X(RBRACE, "}") X(LBRACKET, "[")              \
    X(RBRACKET, "]") X(SEMI, ";") X(COMMA, ",") X(DOT, ".") X(QUESTION, "?") X(COLON, ":")   \
    X(ASSIGN, "=") X(PLUS_ASSIGN, "+=") X(MINUS_ASSIGN, "-=") X(STAR_ASSIGN, "*=")           \
    X(SLASH_ASSIGN, "/=") X(PLUS, "+") X(MINUS, "-") X(STAR, "*") X(SLASH, "/")              \
    X(CARET, "^") X(NOT, "!") X(LT, "<") X(LE, "<=") X(GT, ">") X(GE, ">=") X(EQ, "==")       \
    X(NE, "!=") X(AND, "&&") X(OR, "||") X(HASH, "#") X(HASHHASH, "##") X(AMP, "&")          \
    X(PIPE, "|") X(TILDE, "~") X(PERCENT, "%") X(SHL, "<<") X(SHR, ">>") X(OTHER, "character")

enum rsl_tok {
#define RSL_X_(k, s) RSL_TOK_##k,
    RSL_TOKENS(RSL_X_)
#undef RSL_X_
    RSL_TOK_COUNT
};
const char *rsl_tok_name(enum rsl_tok);

typedef struct rsl_token {
    enum rsl_tok kind;
    rsl_loc loc;
    const char *text; /* spelling (strings with their quotes), not NUL-terminated */
    size_t len;
    bool bol;      /* first token on its line */
    bool space;    /* whitespace before it */
    bool noexpand; /* an identifier that must not be macro-expanded again */
} rsl_token;

/* ---- Lexer ---------------------------------------------------------------- */
typedef struct rsl_lexer {
    const char *text;
    size_t len, pos;
    const char *file; /* interned name, goes into every location */
    int line, col;
    rsl_diag *diag;
    bool quiet; /* no diagnostics (inside skipped #if groups) */
    bool bol;
    bool space_pending; /* rsl_lexer_at_line_end skipped blanks before the next token */
} rsl_lexer;

void rsl_lexer_init(rsl_lexer *, const char *file, const char *text, size_t len, rsl_diag *);
void rsl_lexer_next(rsl_lexer *, rsl_token *);
/* A number token's value: decimal digits with an optional fraction and
 * exponent and, as in C, an 'f'/'F' suffix on floating constants only. */
enum rsl_number_status { RSL_NUM_OK, RSL_NUM_INVALID, RSL_NUM_INT_SUFFIX, RSL_NUM_TOO_LARGE };
enum rsl_number_status rsl_number_value(const rsl_token *, double *value);
/* True when only whitespace and comments remain before the end of the line. */
bool rsl_lexer_at_line_end(rsl_lexer *);

/* ---- Preprocessor ------------------------------------------------------------ */
typedef struct rsl_pp rsl_pp;
/* File names in locations are interned in names (the program's arena), so
 * they outlive the preprocessor. */
rsl_pp *rsl_pp_new(const rsl_source_options *, rsl_diag *, rsl_arena *names);
/* Starts on a file (path "-" is stdin) or on text in memory; false when the
 * file cannot be read (reported). */
bool rsl_pp_open_file(rsl_pp *, const char *path);
void rsl_pp_open_string(rsl_pp *, const char *name, const char *text, size_t len);
/* The next token after preprocessing; RSL_TOK_EOF at the end (repeatable). */
void rsl_pp_next(rsl_pp *, rsl_token *);
void rsl_pp_free(rsl_pp *);
/* Files (preprocess_files.c), allocated in the arena: a whole regular file
 * or stdin ("-"), NULL with errno set; the folder of a path ("." for none);
 * the real path, NULL when it cannot be resolved. */
char *rsl_pp_read_file(rsl_arena *, const char *path, size_t *len);
char *rsl_pp_dir_of(rsl_arena *, const char *path);
char *rsl_pp_real_path(rsl_arena *, const char *path);
/* An #if line's value once macros and defined() are replaced (preprocess_expr.c);
 * false after reporting an error. */
bool rsl_pp_eval_expr(const rsl_token *, int n, rsl_loc line_loc, rsl_diag *, int64_t *value);

#endif /* RSL_LEXER_H */
