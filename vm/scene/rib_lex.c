/* The RIB lexer (RI 3.2 appendix C, ASCII encoding): request names, numbers,
 * strings with their escapes, [ ] and # comments (## structure comments
 * included, which carry nothing the scene needs).  Every byte is looked at
 * a bounded number of times, so lexing is linear in the input. */
#include "rib_internal.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void rib_lex_init(rib_lexer *lx, const char *name, const char *data, size_t size)
{
    *lx = (rib_lexer){.name = name, .data = data, .size = size, .line = 1, .col = 1};
}

void rib_lex_free(rib_lexer *lx)
{
    free(lx->text);
    lx->text = NULL;
}

static int peek(const rib_lexer *lx, size_t ahead)
{
    return lx->pos + ahead < lx->size ? (unsigned char)lx->data[lx->pos + ahead] : -1;
}

static int advance(rib_lexer *lx)
{
    int c = (unsigned char)lx->data[lx->pos++];
    if (c == '\n') {
        lx->line++;
        lx->col = 1;
    } else {
        lx->col++;
    }
    return c;
}

static void put(rib_lexer *lx, char c)
{
    if (lx->len + 1 >= lx->cap) {
        lx->cap = lx->cap ? 2 * lx->cap : 64;
        lx->text = scene_grow(lx->text, lx->cap, 1);
    }
    lx->text[lx->len++] = c;
    lx->text[lx->len] = '\0';
}

static bool lex_error(const rib_lexer *lx, char **err, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static bool lex_error(const rib_lexer *lx, char **err, int line, int col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    *err = rib_message(lx, line, col, "error", fmt, ap);
    va_end(ap);
    return false;
}

static bool is_name_start(int c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }
static bool is_digit(int c) { return c >= '0' && c <= '9'; }

/* A string after its opening quote, with C's escapes (\ooo octal) and a
 * backslash before a newline continuing the string on the next line. */
static bool lex_string(rib_lexer *lx, char **err)
{
    for (;;) {
        int c = peek(lx, 0);
        if (c < 0)
            return lex_error(lx, err, lx->tline, lx->tcol, "unterminated string");
        advance(lx);
        if (c == '"')
            return true;
        if (c != '\\') {
            put(lx, (char)c);
            continue;
        }
        int e = peek(lx, 0);
        if (e < 0)
            return lex_error(lx, err, lx->tline, lx->tcol, "unterminated string");
        advance(lx);
        switch (e) {
        case 'n': put(lx, '\n'); break;
        case 'r': put(lx, '\r'); break;
        case 't': put(lx, '\t'); break;
        case 'b': put(lx, '\b'); break;
        case 'f': put(lx, '\f'); break;
        case '\n': break;
        default:
            if (e >= '0' && e <= '7') {
                int v = e - '0';
                for (int k = 0; k < 2 && peek(lx, 0) >= '0' && peek(lx, 0) <= '7'; k++)
                    v = 8 * v + (advance(lx) - '0');
                put(lx, (char)(v & 0xff));
            } else {
                put(lx, (char)e); /* \\, \" and any other character as itself */
            }
        }
    }
}

static bool lex_number(rib_lexer *lx, char **err)
{
    char buf[64];
    size_t n = 0;
    bool digits = false;
    if (peek(lx, 0) == '+' || peek(lx, 0) == '-')
        buf[n++] = (char)advance(lx);
    while (is_digit(peek(lx, 0)) || peek(lx, 0) == '.' || peek(lx, 0) == 'e' || peek(lx, 0) == 'E' ||
           ((peek(lx, 0) == '+' || peek(lx, 0) == '-') && n > 0 && (buf[n - 1] == 'e' || buf[n - 1] == 'E'))) {
        if (n + 1 >= sizeof buf)
            return lex_error(lx, err, lx->tline, lx->tcol, "number too long");
        digits |= is_digit(peek(lx, 0));
        buf[n++] = (char)advance(lx);
    }
    buf[n] = '\0';
    char *end;
    lx->num = strtof(buf, &end);
    if (!digits || *end)
        return lex_error(lx, err, lx->tline, lx->tcol, "malformed number '%s'", buf);
    if (!isfinite(lx->num))
        return lex_error(lx, err, lx->tline, lx->tcol, "number '%s' is out of range", buf);
    return true;
}

bool rib_lex_next(rib_lexer *lx, char **err)
{
    for (;;) {
        int c = peek(lx, 0);
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
            advance(lx);
        } else if (c == '#') {
            while (peek(lx, 0) >= 0 && peek(lx, 0) != '\n')
                advance(lx);
        } else {
            break;
        }
    }
    lx->tline = lx->line;
    lx->tcol = lx->col;
    lx->len = 0;
    put(lx, '\0'); /* text is "" until the token adds to it (an empty string) */
    lx->len = 0;
    int c = peek(lx, 0);
    if (c < 0) {
        lx->tok = RIB_EOF;
        return true;
    }
    if (c == '[' || c == ']') {
        advance(lx);
        lx->tok = c == '[' ? RIB_LBRACKET : RIB_RBRACKET;
        return true;
    }
    if (c == '"') {
        advance(lx);
        lx->tok = RIB_STRING;
        return lex_string(lx, err);
    }
    if (is_digit(c) || c == '.' || c == '+' || c == '-') {
        lx->tok = RIB_NUMBER;
        return lex_number(lx, err);
    }
    if (is_name_start(c)) {
        while (is_name_start(peek(lx, 0)) || is_digit(peek(lx, 0))) {
            if (lx->len >= 256)
                return lex_error(lx, err, lx->tline, lx->tcol, "request name too long");
            put(lx, (char)advance(lx));
        }
        lx->tok = RIB_NAME;
        return true;
    }
    if (c >= 0x80 || c == 0x7f)
        return lex_error(lx, err, lx->tline, lx->tcol, "binary RIB encoding (byte 0x%02x) is not supported", c);
    if (c >= 0x20)
        return lex_error(lx, err, lx->tline, lx->tcol, "unexpected character '%c'", c);
    return lex_error(lx, err, lx->tline, lx->tcol, "unexpected control character 0x%02x", c);
}

char *rib_message(const rib_lexer *lx, int line, int col, const char *kind, const char *fmt, va_list ap)
{
    char msg[1024];
    vsnprintf(msg, sizeof msg, fmt, ap);
    return rib_message_text(lx, line, col, kind, msg);
}

char *rib_message_text(const rib_lexer *lx, int line, int col, const char *kind, const char *msg)
{
    size_t cap = strlen(lx->name) + strlen(msg) + 64;
    /* Errors quote their line (found by one scan: there is one error per
     * run); warnings, which may be many, do not. */
    const char *src = NULL;
    size_t srclen = 0;
    if (strcmp(kind, "error") == 0 && line > 0) {
        size_t p = 0;
        for (int l = 1; l < line && p < lx->size; p++)
            if (lx->data[p] == '\n')
                l++;
        src = lx->data + p;
        while (p + srclen < lx->size && lx->data[p + srclen] != '\n' && srclen < 200)
            srclen++;
        for (size_t i = 0; i < srclen; i++)
            if ((unsigned char)src[i] < 0x20 && src[i] != '\t' && src[i] != '\r')
                src = NULL, i = srclen; /* not text: no quote */
        if (src && (col < 1 || (size_t)col > srclen + 1))
            src = NULL;
    }
    if (src)
        cap += 2 * srclen + 8;
    char *out = scene_alloc(cap, 1);
    int n = snprintf(out, cap, "%s:%d:%d: %s: %s", lx->name, line, col, kind, msg);
    if (src) {
        size_t at = (size_t)n;
        out[at++] = '\n';
        for (size_t i = 0; i < srclen; i++)
            out[at++] = src[i] == '\r' ? ' ' : src[i];
        out[at++] = '\n';
        for (int i = 1; i < col; i++)
            out[at++] = src[i - 1] == '\t' ? '\t' : ' ';
        out[at++] = '^';
        out[at] = '\0';
    }
    return out;
}
