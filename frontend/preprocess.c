/* The preprocessor, as RenderMan shader compilers run cpp: #include with -I,
 * object- and function-like macros (# and ##), #undef, conditionals with
 * defined() and integer expressions, -D, #line and "# N file" markers,
 * #pragma once, __LINE__ and __FILE__.  It works on tokens, so every token
 * keeps the file and line it came from; a token produced by a macro carries
 * the location of the macro's use. */
#define _XOPEN_SOURCE 700 /* PATH_MAX */
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lexer.h"

enum {
    MAX_INCLUDE_DEPTH = 64,
    MAX_EXPANSION_DEPTH = 256,       /* nested macro argument expansions */
    MAX_EXPANDED_TOKENS = 1000000,   /* against exponential macros */
    MACRO_BUCKETS = 256
};

typedef struct tokvec {
    rsl_token *v;
    int n, cap;
} tokvec;

typedef struct macro {
    struct macro *next;
    const char *name;
    size_t name_len;
    bool function_like;
    bool disabled; /* being expanded: its name is not expanded again */
    const char **params;
    size_t *param_lens;
    int nparams;
    tokvec body;
    rsl_loc loc;
} macro;

/* Tokens to read before going back to the files: a macro's expansion, or an
 * argument being expanded on its own (a barrier: reading stops at its end). */
typedef struct context {
    struct context *prev;
    rsl_token *toks;
    int n, pos;
    macro *m; /* re-enabled when the context is left */
    bool barrier;
} context;

typedef struct cond {
    rsl_loc loc;
    bool active;    /* this group's tokens are kept */
    bool taken;     /* some group of this #if was kept */
    bool seen_else;
    bool parent_active;
} cond;

typedef struct file_state {
    struct file_state *prev;
    rsl_lexer lx;
    char *real; /* realpath, for cycle detection (may be NULL) */
    char *dir;  /* folder for #include "..." */
    int cond_base; /* conditionals open when the file was entered */
} file_state;

struct rsl_pp {
    rsl_diag *diag;
    rsl_arena *arena; /* everything of the preprocessor's own */
    rsl_arena *names; /* interned file names */
    const char **names_list;
    int n_names, cap_names;
    const char **include_dirs;
    int n_include_dirs;
    const char **once; /* real paths of files that said #pragma once */
    int n_once, cap_once;
    macro *macros[MACRO_BUCKETS];
    context *ctx;
    file_state *file;
    int depth; /* files open */
    cond *conds;
    int nconds, cap_conds;
    rsl_token pushed;
    bool has_pushed, pushed_from_file;
    long expanded;
    int expansion_depth;
    bool too_much; /* the expansion limit was hit: stop producing tokens */
};

/* ---- Small helpers --------------------------------------------------------- */
static void *grow(rsl_arena *a, void *old, int n, int *cap, size_t elem) {
    if (n < *cap) return old;
    int ncap = *cap ? *cap * 2 : 8;
    void *p = rsl_arena_alloc(a, (size_t)ncap * elem);
    if (old) memcpy(p, old, (size_t)n * elem);
    *cap = ncap;
    return p;
}

static void tv_push(rsl_pp *pp, tokvec *tv, const rsl_token *t) {
    tv->v = grow(pp->arena, tv->v, tv->n, &tv->cap, sizeof *tv->v);
    tv->v[tv->n++] = *t;
}

static const char *intern_name(rsl_pp *pp, const char *name) {
    for (int i = 0; i < pp->n_names; i++)
        if (strcmp(pp->names_list[i], name) == 0) return pp->names_list[i];
    pp->names_list = grow(pp->arena, pp->names_list, pp->n_names, &pp->cap_names, sizeof *pp->names_list);
    return pp->names_list[pp->n_names++] = rsl_arena_strndup(pp->names, name, strlen(name));
}

static bool tok_is(const rsl_token *t, const char *s) {
    return t->kind == RSL_TOK_IDENT && t->len == strlen(s) && memcmp(t->text, s, t->len) == 0;
}

static unsigned hash_name(const char *s, size_t n) {
    unsigned h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h % MACRO_BUCKETS;
}

static macro **find_macro(rsl_pp *pp, const char *s, size_t n) {
    macro **p = &pp->macros[hash_name(s, n)];
    while (*p && !((*p)->name_len == n && memcmp((*p)->name, s, n) == 0)) p = &(*p)->next;
    return p;
}

/* ---- Files ------------------------------------------------------------------- */
static void push_file(rsl_pp *pp, const char *name, const char *text, size_t len, char *real) {
    file_state *fs = rsl_arena_alloc(pp->arena, sizeof *fs);
    const char *iname = intern_name(pp, name);
    rsl_lexer_init(&fs->lx, iname, text, len, pp->diag);
    fs->real = real;
    fs->dir = rsl_pp_dir_of(pp->arena, name);
    fs->cond_base = pp->nconds;
    fs->prev = pp->file;
    pp->file = fs;
    pp->depth++;
    rsl_diag_add_source(pp->diag, iname, text, len);
}

rsl_pp *rsl_pp_new(const rsl_source_options *opts, rsl_diag *diag, rsl_arena *names);

bool rsl_pp_open_file(rsl_pp *pp, const char *path) {
    size_t len;
    char *text = rsl_pp_read_file(pp->arena, path, &len);
    if (!text) {
        rsl_loc none = {0};
        rsl_diag_error(pp->diag, none, "cannot read '%s': %s", path, strerror(errno));
        return false;
    }
    push_file(pp, strcmp(path, "-") == 0 ? "<stdin>" : path, text, len,
              strcmp(path, "-") == 0 ? NULL : rsl_pp_real_path(pp->arena, path));
    return true;
}

void rsl_pp_open_string(rsl_pp *pp, const char *name, const char *text, size_t len) {
    push_file(pp, name, rsl_arena_strndup(pp->arena, text, len), len, NULL);
}

/* ---- Raw token source -------------------------------------------------------- */
static cond *cur_cond(rsl_pp *pp) { return pp->nconds ? &pp->conds[pp->nconds - 1] : NULL; }
static bool skipping(rsl_pp *pp) { return pp->nconds && !pp->conds[pp->nconds - 1].active; }

/* The end of a file: its open conditionals are errors; the includer goes on. */
static bool pop_file(rsl_pp *pp) {
    file_state *fs = pp->file;
    while (pp->nconds > fs->cond_base) {
        rsl_diag_error(pp->diag, cur_cond(pp)->loc, "unterminated conditional directive");
        pp->nconds--;
    }
    if (!fs->prev) return false;
    pp->file = fs->prev;
    pp->depth--;
    return true;
}

/* The next token from the contexts or the files; *from_file says whether it
 * came straight from a file (only those can start directives). */
static void next_raw(rsl_pp *pp, rsl_token *t, bool *from_file) {
    *from_file = false;
    if (pp->has_pushed) {
        *t = pp->pushed;
        pp->has_pushed = false;
        *from_file = pp->pushed_from_file;
        return;
    }
    while (pp->ctx) {
        context *c = pp->ctx;
        if (c->pos < c->n) {
            *t = c->toks[c->pos++];
            if (t->kind == RSL_TOK_IDENT && !t->noexpand) {
                macro *m = *find_macro(pp, t->text, t->len);
                if (m && m->disabled) t->noexpand = true; /* painted: never expands again */
            }
            return;
        }
        if (c->barrier) {
            memset(t, 0, sizeof *t);
            t->kind = RSL_TOK_EOF;
            return;
        }
        if (c->m) c->m->disabled = false;
        pp->ctx = c->prev;
    }
    if (!pp->file) {
        memset(t, 0, sizeof *t);
        t->kind = RSL_TOK_EOF;
        return;
    }
    for (;;) {
        pp->file->lx.quiet = skipping(pp);
        rsl_lexer_next(&pp->file->lx, t);
        if (t->kind != RSL_TOK_EOF || !pop_file(pp)) break;
    }
    *from_file = true;
}

static void push_back(rsl_pp *pp, const rsl_token *t, bool from_file) {
    pp->pushed = *t;
    pp->has_pushed = true;
    pp->pushed_from_file = from_file;
}

/* The rest of a directive line, from the current file only. */
static void read_line(rsl_pp *pp, tokvec *out) {
    rsl_lexer *lx = &pp->file->lx;
    while (!rsl_lexer_at_line_end(lx)) {
        rsl_token t;
        rsl_lexer_next(lx, &t);
        tv_push(pp, out, &t);
    }
}

/* ---- Macro expansion ---------------------------------------------------------- */
static void pp_next_inner(rsl_pp *pp, rsl_token *t);

static void push_context(rsl_pp *pp, rsl_token *toks, int n, macro *m, bool barrier) {
    context *c = rsl_arena_alloc(pp->arena, sizeof *c);
    c->toks = toks;
    c->n = n;
    c->m = m;
    c->barrier = barrier;
    c->prev = pp->ctx;
    pp->ctx = c;
    if (m) m->disabled = true;
}

/* Fully macro-expands a token list on its own (a macro argument, an #if line). */
static void expand_list(rsl_pp *pp, const tokvec *in, tokvec *out) {
    if (++pp->expansion_depth > MAX_EXPANSION_DEPTH) {
        if (!pp->too_much && in->n)
            rsl_diag_error(pp->diag, in->v[0].loc, "macro expansion nested too deeply");
        pp->too_much = true;
        pp->expansion_depth--;
        return;
    }
    bool had_pushed = pp->has_pushed, saved_from_file = pp->pushed_from_file;
    rsl_token saved = pp->pushed;
    pp->has_pushed = false;
    rsl_token *copy = rsl_arena_alloc(pp->arena, sizeof *copy * (size_t)(in->n ? in->n : 1));
    if (in->n) memcpy(copy, in->v, sizeof *copy * (size_t)in->n);
    push_context(pp, copy, in->n, NULL, true);
    context *barrier = pp->ctx;
    for (;;) {
        rsl_token t;
        pp_next_inner(pp, &t);
        if (t.kind == RSL_TOK_EOF) break;
        tv_push(pp, out, &t);
    }
    /* Contexts above the barrier are exhausted; leave them and the barrier. */
    while (pp->ctx != barrier) {
        if (pp->ctx->m) pp->ctx->m->disabled = false;
        pp->ctx = pp->ctx->prev;
    }
    pp->ctx = barrier->prev;
    pp->has_pushed = had_pushed;
    pp->pushed_from_file = saved_from_file;
    pp->pushed = saved;
    pp->expansion_depth--;
}

static int param_index(const macro *m, const rsl_token *t) {
    if (t->kind != RSL_TOK_IDENT) return -1;
    for (int i = 0; i < m->nparams; i++)
        if (m->param_lens[i] == t->len && memcmp(m->params[i], t->text, t->len) == 0) return i;
    return -1;
}

/* #x: the argument's spelling as a string literal. */
static rsl_token stringify(rsl_pp *pp, const tokvec *arg, rsl_loc loc) {
    size_t cap = 3;
    for (int i = 0; i < arg->n; i++) cap += arg->v[i].len * 2 + 1;
    char *s = rsl_arena_alloc(pp->arena, cap);
    size_t n = 0;
    s[n++] = '"';
    for (int i = 0; i < arg->n; i++) {
        if (i > 0 && arg->v[i].space) s[n++] = ' ';
        for (size_t j = 0; j < arg->v[i].len; j++) {
            char c = arg->v[i].text[j];
            if ((c == '"' || c == '\\') && arg->v[i].kind == RSL_TOK_STRING) s[n++] = '\\';
            s[n++] = c;
        }
    }
    s[n++] = '"';
    rsl_token t = {.kind = RSL_TOK_STRING, .loc = loc, .text = s, .len = n};
    return t;
}

/* a ## b: the two spellings lexed again as one token. */
static bool paste(rsl_pp *pp, rsl_token *left, const rsl_token *right) {
    size_t n = left->len + right->len;
    char *s = rsl_arena_alloc(pp->arena, n + 1);
    memcpy(s, left->text, left->len);
    memcpy(s + left->len, right->text, right->len);
    rsl_lexer lx;
    rsl_lexer_init(&lx, left->loc.file, s, n, pp->diag);
    lx.quiet = true;
    rsl_token t;
    rsl_lexer_next(&lx, &t);
    if (t.len != n || t.kind == RSL_TOK_OTHER) {
        rsl_diag_error(pp->diag, left->loc, "pasting formed '%.*s', an invalid preprocessing token",
                       (int)(n > 200 ? 200 : n), s);
        return false;
    }
    t.loc = left->loc;
    t.space = left->space;
    t.bol = false;
    *left = t;
    return true;
}

/* Replaces a function-like macro's parameters by its arguments. */
static void substitute(rsl_pp *pp, macro *m, tokvec *args, tokvec *expanded, rsl_loc loc, tokvec *out) {
    const tokvec *body = &m->body;
    for (int i = 0; i < body->n; i++) {
        const rsl_token *bt = &body->v[i];
        int p;
        if (bt->kind == RSL_TOK_HASH && m->function_like && i + 1 < body->n &&
            (p = param_index(m, &body->v[i + 1])) >= 0) {
            rsl_token s = stringify(pp, &args[p], loc);
            s.space = bt->space;
            tv_push(pp, out, &s);
            i++;
            continue;
        }
        if (bt->kind == RSL_TOK_HASHHASH && out->n > 0 && i + 1 < body->n) {
            const rsl_token *rt = &body->v[i + 1];
            int rp = param_index(m, rt);
            const rsl_token *rhs = rt;
            int nrhs = 1;
            if (rp >= 0) {
                rhs = args[rp].v;
                nrhs = args[rp].n;
            }
            if (nrhs > 0) {
                rsl_token first = rhs[0];
                first.loc = loc;
                if (!paste(pp, &out->v[out->n - 1], &first)) tv_push(pp, out, &first);
                for (int k = 1; k < nrhs; k++) {
                    rsl_token t = rhs[k];
                    t.loc = loc;
                    tv_push(pp, out, &t);
                }
            }
            i++;
            continue;
        }
        if ((p = param_index(m, bt)) >= 0) {
            bool pasted_next = i + 1 < body->n && body->v[i + 1].kind == RSL_TOK_HASHHASH;
            const tokvec *src = pasted_next ? &args[p] : &expanded[p];
            for (int k = 0; k < src->n; k++) {
                rsl_token t = src->v[k];
                t.loc = loc;
                t.bol = false;
                if (k == 0) t.space = bt->space;
                tv_push(pp, out, &t);
            }
            continue;
        }
        rsl_token t = *bt;
        t.loc = loc;
        t.bol = false;
        tv_push(pp, out, &t);
    }
}

/* Reads a function-like macro's arguments after its '('; false on error. */
static bool read_args(rsl_pp *pp, macro *m, const rsl_token *name, tokvec **args_out) {
    int cap = m->nparams > 0 ? m->nparams : 1;
    tokvec *args = rsl_arena_alloc(pp->arena, sizeof *args * (size_t)cap);
    int nargs = 1, depth = 0;
    for (;;) {
        rsl_token t;
        bool from_file;
        next_raw(pp, &t, &from_file);
        if (t.kind == RSL_TOK_EOF) {
            rsl_diag_error(pp->diag, name->loc, "unterminated argument list invoking macro '%.*s'",
                           (int)name->len, name->text);
            if (pp->ctx && pp->ctx->barrier) push_back(pp, &t, false);
            return false;
        }
        if (t.kind == RSL_TOK_LPAREN) depth++;
        if (t.kind == RSL_TOK_RPAREN && depth-- == 0) break;
        if (t.kind == RSL_TOK_COMMA && depth == 0) {
            nargs++; /* too many are reported below */
            continue;
        }
        if (nargs <= cap) tv_push(pp, &args[nargs - 1], &t);
    }
    if (nargs == 1 && m->nparams == 0 && args[0].n == 0) nargs = 0;
    if (nargs != m->nparams) {
        rsl_diag_error(pp->diag, name->loc, "macro '%.*s' takes %d argument%s, but %d given",
                       (int)name->len, name->text, m->nparams, m->nparams == 1 ? "" : "s", nargs);
        return false;
    }
    *args_out = args;
    return true;
}

/* Starts expanding macro m named by token t; false if t stays as it is. */
static bool expand_macro(rsl_pp *pp, macro *m, const rsl_token *t) {
    tokvec out = {0};
    if (m->function_like) {
        rsl_token next;
        bool from_file;
        next_raw(pp, &next, &from_file);
        if (next.kind != RSL_TOK_LPAREN) {
            push_back(pp, &next, from_file);
            return false;
        }
        tokvec *args;
        if (!read_args(pp, m, t, &args)) return true; /* the invocation is dropped */
        tokvec *expanded = rsl_arena_alloc(pp->arena, sizeof *expanded * (size_t)(m->nparams ? m->nparams : 1));
        for (int i = 0; i < m->nparams; i++) expand_list(pp, &args[i], &expanded[i]);
        substitute(pp, m, args, expanded, t->loc, &out);
    } else {
        substitute(pp, m, NULL, NULL, t->loc, &out);
    }
    if (out.n > 0) out.v[0].space = t->space;
    pp->expanded += out.n + 1;
    if (pp->expanded > MAX_EXPANDED_TOKENS) {
        if (!pp->too_much) rsl_diag_error(pp->diag, t->loc, "macro expansion is too large");
        pp->too_much = true;
        return true;
    }
    push_context(pp, out.v, out.n, m, false);
    return true;
}

/* ---- Directives ----------------------------------------------------------------- */
static void define_macro(rsl_pp *pp, const tokvec *line, rsl_loc hash_loc) {
    if (line->n == 0 || line->v[0].kind != RSL_TOK_IDENT) {
        rsl_diag_error(pp->diag, line->n ? line->v[0].loc : hash_loc, "macro name must be an identifier");
        return;
    }
    const rsl_token *name = &line->v[0];
    if (tok_is(name, "defined")) {
        rsl_diag_error(pp->diag, name->loc, "'defined' cannot be used as a macro name");
        return;
    }
    macro *m = rsl_arena_alloc(pp->arena, sizeof *m);
    m->name = name->text;
    m->name_len = name->len;
    m->loc = name->loc;
    int i = 1;
    if (line->n > 1 && line->v[1].kind == RSL_TOK_LPAREN && !line->v[1].space) {
        m->function_like = true;
        i = 2;
        if (i < line->n && line->v[i].kind == RSL_TOK_RPAREN) {
            i++;
        } else {
            m->params = rsl_arena_alloc(pp->arena, sizeof *m->params * (size_t)line->n);
            m->param_lens = rsl_arena_alloc(pp->arena, sizeof *m->param_lens * (size_t)line->n);
            for (;;) {
                if (i >= line->n || line->v[i].kind != RSL_TOK_IDENT) {
                    rsl_diag_error(pp->diag, i < line->n ? line->v[i].loc : name->loc,
                                   "expected a parameter name in macro parameter list");
                    return;
                }
                if (param_index(m, &line->v[i]) >= 0) {
                    rsl_diag_error(pp->diag, line->v[i].loc, "duplicate macro parameter '%.*s'",
                                   (int)line->v[i].len, line->v[i].text);
                    return;
                }
                m->params[m->nparams] = line->v[i].text;
                m->param_lens[m->nparams] = line->v[i].len;
                m->nparams++;
                i++;
                if (i < line->n && line->v[i].kind == RSL_TOK_COMMA) {
                    i++;
                    continue;
                }
                if (i < line->n && line->v[i].kind == RSL_TOK_RPAREN) {
                    i++;
                    break;
                }
                rsl_diag_error(pp->diag, i < line->n ? line->v[i].loc : name->loc,
                               "expected ',' or ')' in macro parameter list");
                return;
            }
        }
    }
    for (; i < line->n; i++) {
        rsl_token t = line->v[i];
        if (m->body.n == 0) t.space = false;
        tv_push(pp, &m->body, &t);
    }
    if (m->body.n && (m->body.v[0].kind == RSL_TOK_HASHHASH || m->body.v[m->body.n - 1].kind == RSL_TOK_HASHHASH)) {
        rsl_diag_error(pp->diag, m->body.v[0].loc, "'##' cannot appear at either end of a macro expansion");
        return;
    }
    macro **slot = find_macro(pp, m->name, m->name_len);
    if (*slot) {
        macro *old = *slot;
        bool same = old->function_like == m->function_like && old->nparams == m->nparams &&
                    old->body.n == m->body.n;
        for (int k = 0; same && k < m->body.n; k++)
            same = old->body.v[k].len == m->body.v[k].len &&
                   memcmp(old->body.v[k].text, m->body.v[k].text, m->body.v[k].len) == 0;
        if (!same) {
            rsl_diag_warning(pp->diag, name->loc, "'%.*s' macro redefined", (int)name->len, name->text);
            if (old->loc.file) rsl_diag_note(pp->diag, old->loc, "previous definition is here");
        }
        m->next = old->next;
        m->disabled = old->disabled;
    }
    *slot = m;
}

/* Evaluates an #if/#elif line; errors count as false. */
static bool eval_condition(rsl_pp *pp, const tokvec *line, rsl_loc loc) {
    tokvec resolved = {0};
    for (int i = 0; i < line->n; i++) {
        if (!tok_is(&line->v[i], "defined")) {
            tv_push(pp, &resolved, &line->v[i]);
            continue;
        }
        int j = i + 1;
        bool paren = j < line->n && line->v[j].kind == RSL_TOK_LPAREN;
        if (paren) j++;
        if (j >= line->n || line->v[j].kind != RSL_TOK_IDENT ||
            (paren && (j + 1 >= line->n || line->v[j + 1].kind != RSL_TOK_RPAREN))) {
            rsl_diag_error(pp->diag, line->v[i].loc, "'defined' expects a macro name");
            return false;
        }
        rsl_token one = line->v[i];
        one.kind = RSL_TOK_NUMBER;
        one.text = *find_macro(pp, line->v[j].text, line->v[j].len) ? "1" : "0";
        one.len = 1;
        tv_push(pp, &resolved, &one);
        i = paren ? j + 1 : j;
    }
    tokvec expanded = {0};
    expand_list(pp, &resolved, &expanded);
    if (expanded.n == 0) {
        rsl_diag_error(pp->diag, loc, "expected value in expression");
        return false;
    }
    int64_t v;
    return rsl_pp_eval_expr(expanded.v, expanded.n, loc, pp->diag, &v) && v != 0;
}

/* ---- #include ------------------------------------------------------------------- */
static void include_file(rsl_pp *pp, const tokvec *line, rsl_loc hash_loc) {
    char name[PATH_MAX];
    bool quoted;
    rsl_loc loc = line->n ? line->v[0].loc : hash_loc;
    if (line->n == 1 && line->v[0].kind == RSL_TOK_STRING && line->v[0].len >= 2 &&
        line->v[0].text[line->v[0].len - 1] == '"') {
        quoted = true;
        size_t n = line->v[0].len - 2;
        if (n >= sizeof name) n = sizeof name - 1;
        memcpy(name, line->v[0].text + 1, n);
        name[n] = 0;
    } else if (line->n >= 3 && line->v[0].kind == RSL_TOK_LT && line->v[line->n - 1].kind == RSL_TOK_GT) {
        quoted = false;
        /* The name is the source text between < and >. */
        const char *b = line->v[0].text + 1, *e = line->v[line->n - 1].text;
        size_t n = (size_t)(e - b);
        if (e < b || n >= sizeof name) n = 0;
        memcpy(name, b, n);
        name[n] = 0;
    } else {
        rsl_diag_error(pp->diag, loc, "expected \"FILENAME\" or <FILENAME>");
        return;
    }
    if (!name[0]) {
        rsl_diag_error(pp->diag, loc, "empty filename in #include");
        return;
    }
    if (pp->depth >= MAX_INCLUDE_DEPTH) {
        rsl_diag_error(pp->diag, loc, "#include nested too deeply");
        return;
    }
    char path[PATH_MAX * 2];
    size_t len = 0;
    char *text = NULL;
    int ndirs = pp->n_include_dirs + (quoted ? 1 : 0);
    for (int i = 0; i < ndirs && !text; i++) {
        const char *dir = quoted ? (i == 0 ? pp->file->dir : pp->include_dirs[i - 1]) : pp->include_dirs[i];
        if (name[0] == '/')
            snprintf(path, sizeof path, "%s", name);
        else
            snprintf(path, sizeof path, "%s/%s", dir, name);
        text = rsl_pp_read_file(pp->arena, path, &len);
    }
    if (!text) {
        rsl_diag_error(pp->diag, loc, "'%s' file not found", name);
        return;
    }
    char *real = rsl_pp_real_path(pp->arena, path);
    for (int i = 0; i < pp->n_once && real; i++)
        if (strcmp(pp->once[i], real) == 0) return;
    for (file_state *f = pp->file; f && real; f = f->prev) {
        if (f->real && strcmp(f->real, real) == 0) {
            rsl_diag_error(pp->diag, loc, "#include cycle: '%s' is already being included", name);
            return;
        }
    }
    const char *shown = path;
    if (strncmp(shown, "./", 2) == 0) shown += 2;
    push_file(pp, shown, text, len, real);
}

/* "#line N "file"" and cpp's "# N "file" flags": later lines are numbered from N. */
static void line_marker(rsl_pp *pp, const tokvec *line, rsl_loc loc) {
    long n = 0;
    if (line->n >= 1 && line->v[0].kind == RSL_TOK_NUMBER) {
        char buf[32];
        size_t k = line->v[0].len < sizeof buf - 1 ? line->v[0].len : sizeof buf - 1;
        memcpy(buf, line->v[0].text, k);
        buf[k] = 0;
        char *end;
        n = strtol(buf, &end, 10);
        if (*end || n < 1 || n > INT_MAX / 2) n = 0;
    }
    if (n == 0) {
        rsl_diag_error(pp->diag, line->n ? line->v[0].loc : loc, "#line directive requires a positive integer");
        return;
    }
    pp->file->lx.line = (int)n - 1; /* the newline ending this directive makes it n */
    if (line->n >= 2 && line->v[1].kind == RSL_TOK_STRING && line->v[1].len >= 2) {
        char name[PATH_MAX];
        size_t k = line->v[1].len - 2 < sizeof name - 1 ? line->v[1].len - 2 : sizeof name - 1;
        memcpy(name, line->v[1].text + 1, k);
        name[k] = 0;
        pp->file->lx.file = intern_name(pp, name);
    }
}

static void push_cond(rsl_pp *pp, rsl_loc loc, bool value) {
    bool parent = !skipping(pp);
    pp->conds = grow(pp->arena, pp->conds, pp->nconds, &pp->cap_conds, sizeof *pp->conds);
    cond *c = &pp->conds[pp->nconds++];
    c->loc = loc;
    c->parent_active = parent;
    c->active = parent && value;
    c->taken = c->active;
    c->seen_else = false;
}

static void directive(rsl_pp *pp, const rsl_token *hash) {
    tokvec line = {0};
    read_line(pp, &line);
    if (line.n == 0) return; /* the null directive */
    const rsl_token *d = &line.v[0];
    tokvec rest = {line.v + 1, line.n - 1, line.n - 1};
    bool skip = skipping(pp);
    cond *c = cur_cond(pp);
    bool in_this_file = pp->nconds > pp->file->cond_base;

    if (tok_is(d, "if") || tok_is(d, "ifdef") || tok_is(d, "ifndef")) {
        bool value = false;
        if (!skip) {
            if (tok_is(d, "if")) {
                value = eval_condition(pp, &rest, d->loc);
            } else if (rest.n == 0 || rest.v[0].kind != RSL_TOK_IDENT) {
                rsl_diag_error(pp->diag, rest.n ? rest.v[0].loc : d->loc, "macro name missing");
            } else {
                value = (*find_macro(pp, rest.v[0].text, rest.v[0].len) != NULL) == tok_is(d, "ifdef");
            }
        }
        push_cond(pp, hash->loc, value);
    } else if (tok_is(d, "elif") || tok_is(d, "else")) {
        bool is_else = tok_is(d, "else");
        if (!c || !in_this_file) {
            rsl_diag_error(pp->diag, d->loc, "#%s without #if", is_else ? "else" : "elif");
            return;
        }
        if (c->seen_else) {
            rsl_diag_error(pp->diag, d->loc, "#%s after #else", is_else ? "else" : "elif");
            return;
        }
        c->seen_else = is_else;
        if (!c->parent_active || c->taken) {
            c->active = false;
        } else {
            c->active = is_else || eval_condition(pp, &rest, d->loc);
            c->taken = c->active;
        }
    } else if (tok_is(d, "endif")) {
        if (!c || !in_this_file) {
            rsl_diag_error(pp->diag, d->loc, "#endif without #if");
            return;
        }
        pp->nconds--;
    } else if (skip) {
        return; /* other directives in skipped groups are not even checked */
    } else if (tok_is(d, "define")) {
        define_macro(pp, &rest, d->loc);
    } else if (tok_is(d, "undef")) {
        if (rest.n == 0 || rest.v[0].kind != RSL_TOK_IDENT) {
            rsl_diag_error(pp->diag, rest.n ? rest.v[0].loc : d->loc, "macro name missing");
            return;
        }
        macro **slot = find_macro(pp, rest.v[0].text, rest.v[0].len);
        if (*slot) *slot = (*slot)->next;
    } else if (tok_is(d, "include")) {
        include_file(pp, &rest, d->loc);
    } else if (tok_is(d, "line")) {
        line_marker(pp, &rest, d->loc);
    } else if (d->kind == RSL_TOK_NUMBER) {
        line_marker(pp, &line, d->loc);
    } else if (tok_is(d, "error") || tok_is(d, "warning")) {
        const char *b = rest.n ? rest.v[0].text : "";
        int n = rest.n ? (int)(rest.v[rest.n - 1].text + rest.v[rest.n - 1].len - b) : 0;
        rsl_diag_report(pp->diag, tok_is(d, "error") ? RSL_SEV_ERROR : RSL_SEV_WARNING, hash->loc,
                        "#%.*s %.*s", (int)d->len, d->text, n, b);
    } else if (tok_is(d, "pragma") && rest.n == 1 && tok_is(&rest.v[0], "once")) {
        /* By real path, so another spelling of the same file's name is the same file. */
        if (pp->file->real) {
            pp->once = grow(pp->arena, pp->once, pp->n_once, &pp->cap_once, sizeof *pp->once);
            pp->once[pp->n_once++] = pp->file->real;
        }
    } else if (tok_is(d, "pragma") || tok_is(d, "ident")) {
        /* other compilers' pragmas: accepted and ignored, as shader compilers do */
    } else {
        rsl_diag_error(pp->diag, d->loc, "invalid preprocessing directive '#%.*s'",
                       (int)(d->len > 64 ? 64 : d->len), d->text);
    }
}

/* __LINE__ and __FILE__ become the line and file of t, which for a token
 * of a macro's body is where the macro was used, as in C. */
static void builtin_macro(rsl_pp *pp, rsl_token *t) {
    char *s;
    if (tok_is(t, "__LINE__")) {
        s = rsl_arena_alloc(pp->arena, 16);
        t->len = (size_t)snprintf(s, 16, "%d", t->loc.line);
        t->kind = RSL_TOK_NUMBER;
    } else if (tok_is(t, "__FILE__")) {
        const char *f = t->loc.file ? t->loc.file : "";
        s = rsl_arena_alloc(pp->arena, strlen(f) * 2 + 3);
        size_t n = 0;
        s[n++] = '"';
        for (; *f; f++) {
            if (*f == '"' || *f == '\\') s[n++] = '\\';
            s[n++] = *f;
        }
        s[n++] = '"';
        t->len = n;
        t->kind = RSL_TOK_STRING;
    } else {
        return;
    }
    t->text = s;
}

/* ---- The token stream ------------------------------------------------------------ */
static void pp_next_inner(rsl_pp *pp, rsl_token *t) {
    for (;;) {
        bool from_file;
        next_raw(pp, t, &from_file);
        if (t->kind == RSL_TOK_EOF) return;
        if (pp->too_much || rsl_diag_should_stop(pp->diag)) {
            /* Drop the rest of the input quickly (an argument being expanded
             * runs out first: its caller owns the contexts below). */
            context *c = pp->ctx;
            for (; c && !c->barrier; c = c->prev)
                if (c->m) c->m->disabled = false;
            pp->ctx = c;
            if (c) continue;
            pp->has_pushed = false;
            while (pp->file->prev) pp->file = pp->file->prev;
            pp->file->lx.pos = pp->file->lx.len;
            pp->nconds = 0;
            continue;
        }
        if (from_file && t->kind == RSL_TOK_HASH && t->bol) {
            directive(pp, t);
            continue;
        }
        if (from_file && skipping(pp)) continue;
        if (t->kind == RSL_TOK_IDENT && !t->noexpand) {
            macro *m = *find_macro(pp, t->text, t->len);
            if (m && m->disabled) {
                t->noexpand = true;
                return;
            }
            if (m && expand_macro(pp, m, t)) continue;
            if (!m) builtin_macro(pp, t);
        }
        return;
    }
}

void rsl_pp_next(rsl_pp *pp, rsl_token *t) { pp_next_inner(pp, t); }

/* -D NAME[=VALUE] is "#define NAME VALUE" (VALUE 1 when absent). */
static void command_line_define(rsl_pp *pp, const char *def) {
    const char *eq = strchr(def, '=');
    size_t n = strlen(def) + 16;
    char *text = rsl_arena_alloc(pp->arena, n);
    if (eq)
        snprintf(text, n, "%.*s %s", (int)(eq - def), def, eq + 1);
    else
        snprintf(text, n, "%s 1", def);
    rsl_lexer lx;
    rsl_lexer_init(&lx, intern_name(pp, "<command line>"), text, strlen(text), pp->diag);
    tokvec line = {0};
    for (;;) {
        rsl_token t;
        rsl_lexer_next(&lx, &t);
        if (t.kind == RSL_TOK_EOF) break;
        tv_push(pp, &line, &t);
    }
    rsl_loc loc = {lx.file, 1, 1};
    define_macro(pp, &line, loc);
}

rsl_pp *rsl_pp_new(const rsl_source_options *opts, rsl_diag *diag, rsl_arena *names) {
    rsl_arena *arena = rsl_arena_new();
    rsl_pp *pp = rsl_arena_alloc(arena, sizeof *pp);
    pp->arena = arena;
    pp->diag = diag;
    pp->names = names;
    if (opts) {
        pp->include_dirs = opts->include_dirs;
        pp->n_include_dirs = opts->n_include_dirs;
        for (int i = 0; i < opts->n_defines; i++) command_line_define(pp, opts->defines[i]);
    }
    return pp;
}

void rsl_pp_free(rsl_pp *pp) {
    if (pp) rsl_arena_free(pp->arena);
}
