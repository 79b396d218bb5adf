/* Strings made at run time on the host (rsl_dynamic.h): the process-wide
 * intern table, format/concat/printf and match. */
#include <limits.h>
#include <pthread.h>
#include <regex.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rsl_dynamic.h"

/* ---- The intern table ---------------------------------------------------------
 * Open addressing on an FNV-1a hash; the slots hold indices into `texts`
 * (+1, 0 = empty).  Strings are never freed: an id stays valid for the
 * process, and the table stays reachable (no leak reports). */
static struct {
    pthread_mutex_t lock;
    char **texts;
    uint32_t count, cap;
    uint32_t *slots;
    uint32_t nslots; /* a power of two, at least twice count */
} made = {.lock = PTHREAD_MUTEX_INITIALIZER};

static uint32_t hash_text(const char *s, size_t len)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n);
    if (!p)
        abort();
    return p;
}

static void rehash(void)
{
    uint32_t n = made.nslots ? made.nslots * 2 : 64;
    free(made.slots);
    made.slots = calloc(n, sizeof *made.slots);
    if (!made.slots)
        abort();
    made.nslots = n;
    for (uint32_t i = 0; i < made.count; i++) {
        uint32_t h = hash_text(made.texts[i], strlen(made.texts[i])) & (n - 1);
        while (made.slots[h])
            h = (h + 1) & (n - 1);
        made.slots[h] = i + 1;
    }
}

/* The id of text in the table of made strings, added when new. */
static rsl_string intern_made(const char *text, size_t len)
{
    pthread_mutex_lock(&made.lock);
    if (2 * (made.count + 1) > made.nslots)
        rehash();
    uint32_t h = hash_text(text, len) & (made.nslots - 1);
    for (; made.slots[h]; h = (h + 1) & (made.nslots - 1)) {
        const char *t = made.texts[made.slots[h] - 1];
        if (strncmp(t, text, len) == 0 && t[len] == '\0')
            break;
    }
    if (!made.slots[h]) {
        if (made.count == made.cap) {
            made.cap = made.cap ? made.cap * 2 : 64;
            made.texts = xrealloc(made.texts, made.cap * sizeof *made.texts);
        }
        char *copy = malloc(len + 1);
        if (!copy)
            abort();
        memcpy(copy, text, len);
        copy[len] = '\0';
        made.texts[made.count++] = copy;
        made.slots[h] = made.count;
    }
    rsl_string id = RSL_STRING_CREATED_FIRST + made.slots[h] - 1;
    pthread_mutex_unlock(&made.lock);
    return id;
}

rsl_string rsl_host_string_make(const char *const *literals, const char *text, size_t len)
{
    /* A literal keeps its id: created and literal strings compare by id. */
    for (rsl_string i = 0; literals && literals[i]; i++)
        if (strncmp(literals[i], text, len) == 0 && literals[i][len] == '\0')
            return i;
    return intern_made(text, len);
}

const char *rsl_host_string_text(const char *const *literals, rsl_string id)
{
    if (id >= RSL_STRING_CREATED_FIRST) {
        const char *t = "";
        pthread_mutex_lock(&made.lock);
        if (id - RSL_STRING_CREATED_FIRST < made.count)
            t = made.texts[id - RSL_STRING_CREATED_FIRST];
        pthread_mutex_unlock(&made.lock);
        return t;
    }
    /* The table's length is where its NULL is. */
    for (rsl_string i = 0; literals && literals[i]; i++)
        if (i == id)
            return literals[i];
    return "";
}

/* ---- format ------------------------------------------------------------------- */
typedef struct text_buf {
    char *s;
    size_t len, cap;
} text_buf;

/* Appends printf output; fmt is built from a checked conversion spec. */
static void append(text_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if (b->len + (size_t)n + 1 > b->cap) {
        b->cap = (b->len + (size_t)n + 1) * 2;
        b->s = xrealloc(b->s, b->cap);
    }
    va_start(ap, fmt);
    vsnprintf(b->s + b->len, b->cap - b->len, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

/* Widths and precisions beyond this are clamped: a format cannot make one
 * conversion allocate without bound. */
#define MAX_FIELD 1024

/* A width or precision with one more digit (clamped to MAX_FIELD). */
static int add_digit(int v, char digit)
{
    int n = (v < 0 ? 0 : v) * 10 + (digit - '0');
    return n > MAX_FIELD ? MAX_FIELD : n;
}

bool rsl_format_parse_conversion(const char **pp, rsl_format_conversion *c)
{
    const char *p = *pp;
    size_t nf = 0;
    while (*p && strchr("-+ #0", *p) && nf < sizeof c->flags - 1)
        c->flags[nf++] = *p++;
    c->flags[nf] = '\0';
    c->width = c->prec = -1;
    for (; *p >= '0' && *p <= '9'; p++)
        c->width = add_digit(c->width, *p);
    if (*p == '.')
        for (c->prec = 0, p++; *p >= '0' && *p <= '9'; p++)
            c->prec = add_digit(c->prec, *p);
    c->letter = *p;
    bool known = *p && strchr(RSL_FORMAT_LETTERS, *p);
    *pp = known ? p + 1 : p;
    return known;
}

/* Appends one value under c: C's %s for a string, %lld of the integer part
 * for %d, %e and %g as C's, else %f (%g for a number under %s); triples and matrices print
 * each component so, one space between. */
static void append_value(text_buf *b, const char *const *literals, const rsl_format_conversion *c, const rsl_dynamic_arg *a)
{
    char spec[24];
    const char *kind = a->kind == RSL_T_STRING ? "s"
                       : c->letter == 'd'      ? "lld"
                       : c->letter == 'e'      ? "e"
                       : c->letter == 'g' || c->letter == 's' ? "g"
                                                              : "f";
    /* C defines '#' and '0' for neither %s nor ('#') %d: those flags go. */
    char flags[sizeof c->flags];
    size_t nf = 0;
    for (const char *f = c->flags; *f; f++)
        if (!(*f == '#' && kind[0] != 'e' && kind[0] != 'f' && kind[0] != 'g') && !(*f == '0' && kind[0] == 's'))
            flags[nf++] = *f;
    flags[nf] = '\0';
    snprintf(spec, sizeof spec, "%%%s*.*%s", flags, kind);
    /* No precision written: C's own default (the '.*' with -1 means none). */
    int w = c->width < 0 ? 0 : c->width, pr = c->prec;
    if (a->kind == RSL_T_STRING) {
        append(b, spec, w, pr, rsl_host_string_text(literals, *(const rsl_string *)a->value));
        return;
    }
    int n = a->kind == RSL_T_FLOAT ? 1 : a->kind == RSL_T_MATRIX ? 16 : 3;
    const float *f = a->value;
    for (int i = 0; i < n; i++) {
        if (i)
            append(b, " ");
        if (c->letter == 'd') {
            float x = f[i]; /* the integer part; NaN is 0, out-of-range values saturate */
            long long v = x != x ? 0 : x >= 9.2e18f ? LLONG_MAX : x <= -9.2e18f ? LLONG_MIN : (long long)x;
            append(b, spec, w, pr, v);
        } else {
            append(b, spec, w, pr, (double)f[i]);
        }
    }
}

char *rsl_host_format_text(const char *const *literals, rsl_string format, int32_t nargs,
                           const rsl_dynamic_arg *args, size_t *len)
{
    text_buf b = {0};
    append(&b, "%s", "");
    int32_t next = 0;
    for (const char *p = rsl_host_string_text(literals, format); *p;) {
        const char *start = p;
        if (*p != '%') {
            while (*p && *p != '%')
                p++;
            append(&b, "%.*s", (int)(p - start), start);
            continue;
        }
        p++;
        rsl_format_conversion c;
        if (*p == '%') {
            append(&b, "%%");
            p++;
        } else if (rsl_format_parse_conversion(&p, &c) && next < nargs) {
            append_value(&b, literals, &c, &args[next++]);
        } else {
            /* Not a conversion, or no argument left: the text as written. */
            append(&b, "%.*s", (int)(p - start), start);
        }
    }
    *len = b.len;
    return b.s;
}

rsl_string rsl_host_format(const char *const *literals, rsl_string format, int32_t nargs,
                           const rsl_dynamic_arg *args)
{
    size_t len;
    char *text = rsl_host_format_text(literals, format, nargs, args, &len);
    rsl_string id = rsl_host_string_make(literals, text, len);
    free(text);
    return id;
}

void rsl_host_printf(const char *const *literals, rsl_string format, int32_t nargs, const rsl_dynamic_arg *args)
{
    size_t len;
    char *text = rsl_host_format_text(literals, format, nargs, args, &len);
    fwrite(text, 1, len, stderr);
    free(text);
}

/* ---- match ------------------------------------------------------------------------ */
float rsl_host_match(const char *const *literals, rsl_string pattern, rsl_string subject)
{
    regex_t re;
    if (regcomp(&re, rsl_host_string_text(literals, pattern), REG_EXTENDED | REG_NOSUB) != 0)
        return 0.0f;
    int r = regexec(&re, rsl_host_string_text(literals, subject), 0, NULL, 0);
    regfree(&re);
    return r == 0 ? 1.0f : 0.0f;
}
