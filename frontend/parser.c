/* The RSL parser: recursive descent over the preprocessor's tokens, building
 * the AST of ast.h.  Operator precedence, lowest first (the RenderMan
 * Interface 3.2 grammar):  = += -= *= /=  (right),  ?:,  ||,  &&,  == !=,
 * < <= > >=,  + -,  ^ (cross),  * /,  . (dot),  unary - ! and typecasts,
 * postfix [].  After a syntax error the parser skips to the end of the
 * statement and goes on, so one run reports several errors. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "parser_internal.h"

enum {
    /* Expressions and statements: deeper is an error, not a stack overflow.
     * Every later walk (sema, folding, irgen, the AST dump) recurses along
     * the tree, so each operator of a chain like a + a + ... counts too. */
    MAX_NESTING = 1000
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

/* ---- Tokens ---------------------------------------------------------------- */
const rsl_token *rsl_parser_peek(parser *p, int k) {
    while (p->nla <= k) rsl_pp_next(p->pp, &p->la[p->nla++]);
    return &p->la[k];
}
bool rsl_parser_at(parser *p, enum rsl_tok k) { return rsl_parser_peek(p, 0)->kind == k; }

rsl_token rsl_parser_next(parser *p) {
    rsl_token t = *rsl_parser_peek(p, 0);
    if (t.kind != RSL_TOK_EOF) {
        memmove(p->la, p->la + 1, sizeof p->la[0] * (size_t)(p->nla - 1));
        p->nla--;
    }
    p->last_loc = t.loc;
    p->last_len = t.len;
    return t;
}

bool rsl_parser_accept(parser *p, enum rsl_tok k) {
    if (!rsl_parser_at(p, k)) return false;
    rsl_parser_next(p);
    return true;
}

bool rsl_parser_is_word(const rsl_token *t, const char *w) {
    return t->kind == RSL_TOK_IDENT && t->len == strlen(w) && memcmp(t->text, w, t->len) == 0;
}

static void verror_at(parser *p, rsl_loc loc, const char *fmt, va_list ap) {
    if (p->panic || p->fatal) return;
    p->panic = true;
    rsl_diag_vreport(p->diag, RSL_SEV_ERROR, loc, fmt, ap);
    if (rsl_diag_should_stop(p->diag)) p->fatal = true;
}

__attribute__((format(printf, 3, 4))) void rsl_parser_error(parser *p, rsl_loc loc, const char *fmt, ...) {
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

void rsl_parser_error_expected(parser *p, const char *what) {
    char buf[80], msg[160];
    const rsl_token *t = rsl_parser_peek(p, 0);
    snprintf(msg, sizeof msg, "expected %s before %s", what, describe(p, t, buf, sizeof buf));
    rsl_parser_error(p, t->loc, "%s", msg);
}

/* A missing ';' at the end of a line is reported just after the previous
 * token, as clang does, and parsing goes on as if it were there. */
bool rsl_parser_expect_semi(parser *p) {
    if (rsl_parser_accept(p, RSL_TOK_SEMI)) return true;
    rsl_loc loc = p->last_loc;
    if (loc.file && rsl_parser_peek(p, 0)->loc.line != loc.line) {
        loc.col += (int)p->last_len;
        rsl_parser_error(p, loc, "expected ';' after %s", "the statement");
        p->panic = false;
        return true;
    } else {
        rsl_parser_error_expected(p, "';'");
    }
    return false;
}

bool rsl_parser_expect(parser *p, enum rsl_tok k) {
    if (rsl_parser_accept(p, k)) return true;
    char what[16];
    snprintf(what, sizeof what, "'%s'", rsl_tok_name(k));
    rsl_parser_error_expected(p, what);
    return false;
}

static bool enter_as(parser *p, const char *what) {
    if (++p->depth > MAX_NESTING) {
        if (!p->fatal)
            rsl_diag_error(p->diag, rsl_parser_peek(p, 0)->loc, "%s (more than %d levels)", what, MAX_NESTING);
        p->fatal = true;
    }
    return !p->fatal;
}
bool rsl_parser_enter(parser *p) { return enter_as(p, "nesting too deep"); }
bool rsl_parser_enter_expr(parser *p) { return enter_as(p, "expression too deeply nested"); }
void rsl_parser_leave(parser *p) { p->depth--; }

/* ---- Keywords --------------------------------------------------------------- */
int rsl_parser_type_keyword(const rsl_token *t) {
    static const struct {
        const char *w;
        enum rsl_type_kind k;
    } types[] = {{"float", RSL_T_FLOAT}, {"string", RSL_T_STRING}, {"color", RSL_T_COLOR},
                 {"point", RSL_T_POINT}, {"vector", RSL_T_VECTOR}, {"normal", RSL_T_NORMAL},
                 {"matrix", RSL_T_MATRIX}, {"void", RSL_T_VOID}};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if (rsl_parser_is_word(t, types[i].w)) return (int)types[i].k;
    return -1;
}

static bool is_qualifier(const rsl_token *t) {
    return rsl_parser_is_word(t, "uniform") || rsl_parser_is_word(t, "varying") || rsl_parser_is_word(t, "output") ||
           rsl_parser_is_word(t, "extern");
}

static bool starts_type(const rsl_token *t) { return rsl_parser_type_keyword(t) >= 0 || is_qualifier(t); }
/* A declaration: a type, a qualifier or a struct's name. */
bool rsl_parser_starts_decl(parser *p, const rsl_token *t) { return starts_type(t) || rsl_parser_find_struct(p, t); }

int rsl_parser_shader_keyword(const rsl_token *t) {
    static const char *const kinds[] = {[RSL_SHADER_SURFACE] = "surface", [RSL_SHADER_LIGHT] = "light",
                                        [RSL_SHADER_DISPLACEMENT] = "displacement",
                                        [RSL_SHADER_VOLUME] = "volume", [RSL_SHADER_IMAGER] = "imager",
                                        [RSL_SHADER_TRANSFORMATION] = "transformation"};
    for (int i = 0; i <= RSL_SHADER_TRANSFORMATION; i++)
        if (rsl_parser_is_word(t, kinds[i])) return i;
    return -1;
}

bool rsl_parser_is_reserved(const rsl_token *t) {
    static const char *const words[] = {"if", "else", "while", "for", "break", "continue", "return",
                                        "illuminance", "illuminate", "solar", "gather"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (rsl_parser_is_word(t, words[i])) return true;
    return starts_type(t);
}

const char *rsl_parser_ident(parser *p, const rsl_token *t) {
    return rsl_arena_strndup(p->arena, t->text, t->len);
}

/* An identifier that names something; reserved words are reported. */
bool rsl_parser_expect_name(parser *p, const char *what, rsl_token *out) {
    const rsl_token *t = rsl_parser_peek(p, 0);
    if (t->kind != RSL_TOK_IDENT || rsl_parser_is_reserved(t)) {
        rsl_parser_error_expected(p, what);
        return false;
    }
    *out = rsl_parser_next(p);
    return true;
}

static rsl_program *parse(rsl_pp *pp, rsl_arena *arena, const char *file, rsl_diag *diag) {
    rsl_program *prog = rsl_arena_alloc(arena, sizeof *prog);
    prog->arena = arena;
    prog->file = file;
    parser p = {.pp = pp, .diag = diag, .arena = arena};
    ptrvec funcs = {0};
    while (!rsl_parser_at(&p, RSL_TOK_EOF) && !p.fatal) {
        rsl_parser_forget(&p, 0);
        if (rsl_parser_is_word(rsl_parser_peek(&p, 0), "struct") ||
            rsl_parser_is_word(rsl_parser_peek(&p, 0), "class")) {
            if (rsl_parser_is_word(rsl_parser_peek(&p, 0), "struct")) rsl_parse_struct(&p);
            else rsl_parse_class(&p, &funcs);
            continue;
        }
        rsl_func *f = rsl_parse_definition(&p);
        if (f) rsl_ptrvec_push(p.arena, &funcs, f);
        else if (!p.fatal) rsl_parser_skip_definition(&p);
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
