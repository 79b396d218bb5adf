/* Diagnostics: clang-style messages with the source line and a caret;
 * with rsl_diag_set_style, clang's colours, -Werror, -w, and messages held
 * until rsl_diag_finish prints them in source order with clang's count. */
#define _POSIX_C_SOURCE 200809L /* open_memstream */
#include "diag.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct source_file {
    struct source_file *next;
    char *name;
    char *text;
    size_t len;
    int order; /* files in the order they were read: the main file first */
} source_file;

/* A message held for source order, with its notes. */
typedef struct held_message {
    int order, line, col; /* order -1: no file */
    char *file; /* a copy: the message may outlive the program's names */
    size_t seq;
    char *text;
    size_t len;
} held_message;

struct rsl_diag {
    FILE *out;
    int errors, warnings;
    bool dropping; /* past RSL_DIAG_MAX_ERRORS: the rest is not printed */
    bool last_hidden; /* the last message was not shown (-w): neither are its notes */
    source_file *files;
    int nfiles;
    rsl_diag_style style;
    held_message *held;
    size_t nheld, capheld;
};

/* clang's colours */
#define COLOR_BOLD "\033[1m"
#define COLOR_RESET "\033[0m"
static const char *const severity_colors[] = {"\033[0;1;31m", "\033[0;1;35m", "\033[0;1;30m"};
#define COLOR_CARET "\033[0;1;32m"

rsl_diag *rsl_diag_new(FILE *out) {
    rsl_diag *d = calloc(1, sizeof *d);
    if (!d) abort();
    d->out = out;
    return d;
}

void rsl_diag_set_style(rsl_diag *d, const rsl_diag_style *style) { d->style = *style; }

void rsl_diag_free(rsl_diag *d) {
    if (!d) return;
    for (size_t i = 0; i < d->nheld; i++) {
        free(d->held[i].text);
        free(d->held[i].file);
    }
    free(d->held);
    for (source_file *f = d->files, *n; f; f = n) {
        n = f->next;
        free(f->name);
        free(f->text);
        free(f);
    }
    free(d);
}

int rsl_diag_error_count(const rsl_diag *d) { return d->errors; }
int rsl_diag_warning_count(const rsl_diag *d) { return d->warnings; }
bool rsl_diag_should_stop(const rsl_diag *d) { return d->dropping; }

static char *dup_bytes(const char *s, size_t len) {
    char *p = malloc(len + 1);
    if (!p) abort();
    memcpy(p, s, len);
    p[len] = 0;
    return p;
}

void rsl_diag_add_source(rsl_diag *d, const char *name, const char *text, size_t len) {
    for (source_file *f = d->files; f; f = f->next)
        if (strcmp(f->name, name) == 0) return; /* an #include'd again file is the same text */
    source_file *f = calloc(1, sizeof *f);
    if (!f) abort();
    f->name = dup_bytes(name, strlen(name));
    f->text = dup_bytes(text, len);
    f->len = len;
    f->order = d->nfiles++;
    f->next = d->files;
    d->files = f;
}

/* Prints the line of loc and a caret under its column; tabs in the source are
 * repeated in the caret line so the caret lines up in any tab width. */
static const source_file *find_file(const rsl_diag *d, const char *name) {
    const source_file *f = d->files;
    while (f && strcmp(f->name, name) != 0) f = f->next;
    return f;
}

static void print_caret(const rsl_diag *d, FILE *out, rsl_loc loc) {
    enum { MAX_SHOWN = 4096 };
    const source_file *f = find_file(d, loc.file);
    if (!f || loc.line < 1 || loc.col < 1) return;
    size_t pos = 0;
    for (int line = 1; line < loc.line; line++) {
        const char *nl = memchr(f->text + pos, '\n', f->len - pos);
        if (!nl) return;
        pos = (size_t)(nl - f->text) + 1;
    }
    size_t end = pos;
    while (end < f->len && f->text[end] != '\n' && f->text[end] != '\r' && end - pos < MAX_SHOWN) end++;
    for (size_t i = pos; i < end; i++) {
        char c = f->text[i];
        fputc(c == '\0' ? ' ' : c, out);
    }
    fputc('\n', out);
    size_t col = (size_t)loc.col - 1;
    for (size_t i = 0; i < col && i < end - pos; i++) fputc(f->text[pos + i] == '\t' ? '\t' : ' ', out);
    fputs(d->style.color ? COLOR_CARET "^" COLOR_RESET "\n" : "^\n", out);
}

/* Keeps a message (and the notes after it) for rsl_diag_finish. */
static void hold(rsl_diag *d, enum rsl_severity sev, rsl_loc loc, char *text, size_t len) {
    if (sev == RSL_SEV_NOTE && d->nheld > 0) {
        held_message *m = &d->held[d->nheld - 1];
        char *joined = realloc(m->text, m->len + len + 1);
        if (!joined) abort();
        memcpy(joined + m->len, text, len + 1);
        m->text = joined;
        m->len += len;
        free(text);
        return;
    }
    if (d->nheld == d->capheld) {
        d->capheld = d->capheld ? 2 * d->capheld : 16;
        d->held = realloc(d->held, d->capheld * sizeof *d->held);
        if (!d->held) abort();
    }
    const source_file *f = loc.file ? find_file(d, loc.file) : NULL;
    d->held[d->nheld] = (held_message){.order = !loc.file ? -1 : f ? f->order : d->nfiles, .line = loc.line,
                                       .col = loc.col, .file = loc.file ? dup_bytes(loc.file, strlen(loc.file)) : NULL,
                                       .seq = d->nheld, .text = text, .len = len};
    d->nheld++;
}

static int source_order(const void *a, const void *b) {
    const held_message *x = a, *y = b;
    if (x->order != y->order) return x->order < y->order ? -1 : 1;
    int byname = x->file && y->file ? strcmp(x->file, y->file) : 0; /* files never read: by name */
    if (byname) return byname;
    if (x->line != y->line) return x->line < y->line ? -1 : 1;
    if (x->col != y->col) return x->col < y->col ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

void rsl_diag_finish(rsl_diag *d) {
    if (d->nheld) qsort(d->held, d->nheld, sizeof *d->held, source_order);
    for (size_t i = 0; i < d->nheld; i++) {
        fwrite(d->held[i].text, 1, d->held[i].len, d->out);
        free(d->held[i].text);
        free(d->held[i].file);
    }
    d->nheld = 0;
    int w = d->warnings, e = d->errors > RSL_DIAG_MAX_ERRORS ? RSL_DIAG_MAX_ERRORS : d->errors;
    if (w && e)
        fprintf(d->out, "%d warning%s and %d error%s generated.\n", w, w == 1 ? "" : "s", e, e == 1 ? "" : "s");
    else if (w || e)
        fprintf(d->out, "%d %s%s generated.\n", w ? w : e, w ? "warning" : "error", (w ? w : e) == 1 ? "" : "s");
}

void rsl_diag_vreport(rsl_diag *d, enum rsl_severity sev, rsl_loc loc, const char *fmt, va_list ap) {
    static const char *const names[] = {"error", "warning", "note"};
    const bool color = d->style.color;
    bool werror = sev == RSL_SEV_WARNING && d->style.warnings_as_errors;
    if (werror) sev = RSL_SEV_ERROR;
    if (sev == RSL_SEV_NOTE ? d->last_hidden : sev == RSL_SEV_WARNING && d->style.no_warnings) {
        d->last_hidden = true;
        return;
    }
    d->last_hidden = false;
    char *text = NULL;
    size_t len = 0;
    FILE *out = d->style.source_order ? open_memstream(&text, &len) : d->out;
    if (!out) abort();
    if (sev == RSL_SEV_ERROR) {
        if (d->dropping) goto done;
        if (++d->errors > RSL_DIAG_MAX_ERRORS) {
            d->dropping = true;
            fprintf(out, "%sfatal error: %stoo many errors emitted, stopping now%s\n", color ? severity_colors[0] : "",
                    color ? COLOR_RESET COLOR_BOLD : "", color ? COLOR_RESET : "");
            goto done;
        }
    } else if (d->dropping) {
        goto done;
    } else if (sev == RSL_SEV_WARNING) {
        d->warnings++;
    }
    if (color) fputs(COLOR_BOLD, out);
    if (loc.file && loc.line > 0)
        fprintf(out, "%s:%d:%d: ", loc.file, loc.line, loc.col);
    else if (loc.file)
        fprintf(out, "%s: ", loc.file);
    fprintf(out, "%s%s:%s ", color ? severity_colors[sev] : "", names[sev], color ? COLOR_RESET COLOR_BOLD : "");
    vfprintf(out, fmt, ap);
    fprintf(out, "%s%s\n", werror ? " [-Werror]" : "", color ? COLOR_RESET : "");
    if (loc.file && loc.line > 0) print_caret(d, out, loc);
done:
    if (out != d->out) {
        fclose(out);
        if (len) hold(d, sev, loc, text, len);
        else free(text);
    }
}

void rsl_diag_report(rsl_diag *d, enum rsl_severity sev, rsl_loc loc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    rsl_diag_vreport(d, sev, loc, fmt, ap);
    va_end(ap);
}

void rsl_diag_error(rsl_diag *d, rsl_loc loc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    rsl_diag_vreport(d, RSL_SEV_ERROR, loc, fmt, ap);
    va_end(ap);
}

void rsl_diag_warning(rsl_diag *d, rsl_loc loc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    rsl_diag_vreport(d, RSL_SEV_WARNING, loc, fmt, ap);
    va_end(ap);
}

void rsl_diag_note(rsl_diag *d, rsl_loc loc, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    rsl_diag_vreport(d, RSL_SEV_NOTE, loc, fmt, ap);
    va_end(ap);
}
