/* rsl2ll -E: the preprocessed token stream printed as text, with
 * "# N file" markers where the location jumps, so that the output compiles
 * to the same diagnostics' lines. */
#define _XOPEN_SOURCE 700
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lexer.h"
#include "rslfront.h"

typedef struct strbuf {
    char *s;
    size_t n, cap;
} strbuf;

static void sb_put(strbuf *b, const char *s, size_t n) {
    if (b->n + n + 1 > b->cap) {
        while (b->n + n + 1 > b->cap) b->cap = b->cap ? b->cap * 2 : 4096;
        b->s = realloc(b->s, b->cap);
        if (!b->s) abort();
    }
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = 0;
}

char *rsl_preprocess_file(const char *path, const rsl_source_options *opts, rsl_diag *diag, size_t *len) {
    rsl_arena *names = rsl_arena_new();
    rsl_pp *pp = rsl_pp_new(opts, diag, names);
    strbuf out = {0};
    sb_put(&out, "", 0);
    if (rsl_pp_open_file(pp, path)) {
        const char *file = NULL;
        int line = 0;
        for (;;) {
            rsl_token t;
            rsl_pp_next(pp, &t);
            if (t.kind == RSL_TOK_EOF) break;
            char buf[PATH_MAX + 64];
            if (t.loc.file != file || t.loc.line < line || t.loc.line > line + 8) {
                int n = snprintf(buf, sizeof buf, "%s# %d \"%s\"\n", out.n ? "\n" : "", t.loc.line, t.loc.file);
                sb_put(&out, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
                file = t.loc.file;
                line = t.loc.line;
                for (int i = 1; i < t.loc.col; i++) sb_put(&out, " ", 1);
            } else if (t.loc.line > line) {
                while (line < t.loc.line) {
                    sb_put(&out, "\n", 1);
                    line++;
                }
                for (int i = 1; i < t.loc.col; i++) sb_put(&out, " ", 1);
            } else if (t.space) {
                sb_put(&out, " ", 1);
            }
            sb_put(&out, t.text, t.len);
        }
        sb_put(&out, "\n", 1);
    }
    rsl_pp_free(pp);
    rsl_arena_free(names);
    if (rsl_diag_error_count(diag) > 0) {
        free(out.s);
        return NULL;
    }
    *len = out.n;
    return out.s;
}
