/* Diagnostics: clang-style messages with the source line and a caret. */
#include "diag.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct source_file {
    struct source_file *next;
    char *name;
    char *text;
    size_t len;
} source_file;

struct rsl_diag {
    FILE *out;
    int errors, warnings;
    bool dropping; /* past RSL_DIAG_MAX_ERRORS: the rest is not printed */
    source_file *files;
};

rsl_diag *rsl_diag_new(FILE *out) {
    rsl_diag *d = calloc(1, sizeof *d);
    if (!d) abort();
    d->out = out;
    return d;
}

void rsl_diag_free(rsl_diag *d) {
    if (!d) return;
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
    f->next = d->files;
    d->files = f;
}

/* Prints the line of loc and a caret under its column; tabs in the source are
 * repeated in the caret line so the caret lines up in any tab width. */
static void print_caret(rsl_diag *d, rsl_loc loc) {
    enum { MAX_SHOWN = 4096 };
    const source_file *f = d->files;
    while (f && strcmp(f->name, loc.file) != 0) f = f->next;
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
        fputc(c == '\0' ? ' ' : c, d->out);
    }
    fputc('\n', d->out);
    size_t col = (size_t)loc.col - 1;
    for (size_t i = 0; i < col && i < end - pos; i++) fputc(f->text[pos + i] == '\t' ? '\t' : ' ', d->out);
    fputs("^\n", d->out);
}

void rsl_diag_vreport(rsl_diag *d, enum rsl_severity sev, rsl_loc loc, const char *fmt, va_list ap) {
    static const char *const names[] = {"error", "warning", "note"};
    if (sev == RSL_SEV_ERROR) {
        if (d->dropping) return;
        if (++d->errors > RSL_DIAG_MAX_ERRORS) {
            d->dropping = true;
            fprintf(d->out, "fatal error: too many errors emitted, stopping now\n");
            return;
        }
    } else if (d->dropping) {
        return;
    } else if (sev == RSL_SEV_WARNING) {
        d->warnings++;
    }
    if (loc.file && loc.line > 0)
        fprintf(d->out, "%s:%d:%d: %s: ", loc.file, loc.line, loc.col, names[sev]);
    else if (loc.file)
        fprintf(d->out, "%s: %s: ", loc.file, names[sev]);
    else
        fprintf(d->out, "%s: ", names[sev]);
    vfprintf(d->out, fmt, ap);
    fputc('\n', d->out);
    if (loc.file && loc.line > 0) print_caret(d, loc);
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
