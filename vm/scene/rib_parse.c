/* Reading RIB requests: a request name and its arguments (numbers, strings,
 * arrays of either) up to the next name; gzip input; the arena that owns
 * what a scene_rib points into; the name maps of the reader. */
#include "rib_internal.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* ---- Arena ---------------------------------------------------------------- */

struct scene_rib_arena {
    size_t n, cap;
    void **blocks;
};

void *rib_arena_alloc(scene_rib *r, size_t n, size_t size)
{
    if (!r->arena)
        r->arena = scene_alloc(1, sizeof *r->arena);
    struct scene_rib_arena *a = r->arena;
    if (a->n == a->cap) {
        a->cap = a->cap ? 2 * a->cap : 64;
        a->blocks = scene_grow(a->blocks, a->cap, sizeof *a->blocks);
    }
    return a->blocks[a->n++] = scene_alloc(n, size);
}

char *rib_arena_strdup(scene_rib *r, const char *s)
{
    size_t n = strlen(s) + 1;
    return memcpy(rib_arena_alloc(r, n, 1), s, n);
}

void rib_arena_free(struct scene_rib_arena *a)
{
    if (!a)
        return;
    for (size_t i = 0; i < a->n; i++)
        free(a->blocks[i]);
    free(a->blocks);
    free(a);
}

/* ---- Maps ----------------------------------------------------------------- */

static size_t hash(const char *s)
{
    size_t h = 14695981039346656037u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211u;
    return h;
}

int *rib_map_get(const rib_map *m, const char *key)
{
    if (!m->cap)
        return NULL;
    for (size_t i = hash(key) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
        if (!m->keys[i])
            return NULL;
        if (strcmp(m->keys[i], key) == 0)
            return &m->vals[i];
    }
}

void rib_map_put(rib_map *m, const char *key, int val)
{
    int *v = rib_map_get(m, key);
    if (v) {
        *v = val;
        return;
    }
    if (2 * (m->n + 1) > m->cap) {
        rib_map old = *m;
        m->cap = old.cap ? 2 * old.cap : 16;
        m->n = 0;
        m->keys = scene_alloc(m->cap, sizeof *m->keys);
        m->vals = scene_alloc(m->cap, sizeof *m->vals);
        for (size_t i = 0; i < old.cap; i++)
            if (old.keys[i]) {
                size_t j = hash(old.keys[i]) & (m->cap - 1);
                while (m->keys[j])
                    j = (j + 1) & (m->cap - 1);
                m->keys[j] = old.keys[i];
                m->vals[j] = old.vals[i];
                m->n++;
            }
        free(old.keys);
        free(old.vals);
    }
    size_t j = hash(key) & (m->cap - 1);
    while (m->keys[j])
        j = (j + 1) & (m->cap - 1);
    m->keys[j] = strdup(key);
    if (!m->keys[j])
        abort();
    m->vals[j] = val;
    m->n++;
}

void rib_map_free(rib_map *m)
{
    for (size_t i = 0; i < m->cap; i++)
        free(m->keys[i]);
    free(m->keys);
    free(m->vals);
    *m = (rib_map){0};
}

/* ---- gzip ----------------------------------------------------------------- */

/* Decompressed scenes larger than this are refused (a few bytes of gzip can
 * claim gigabytes). */
#define RIB_MAX_INFLATED ((size_t)1 << 30)

bool rib_gunzip(const char *name, const void *data, size_t size, char **out, size_t *outsize, char **err)
{
    z_stream z = {0};
    if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK)
        return scene_fail(err, "%s: error: cannot start zlib", name);
    size_t cap = size * 4 + 1024, n = 0;
    char *buf = scene_alloc(cap, 1);
    z.next_in = (Bytef *)data;
    int rc = Z_OK;
    size_t left = size;
    while (rc != Z_STREAM_END) {
        if (n == cap) {
            if (cap >= RIB_MAX_INFLATED) {
                inflateEnd(&z);
                free(buf);
                return scene_fail(err, "%s: error: gzip data inflates to more than %zu bytes", name, RIB_MAX_INFLATED);
            }
            cap *= 2;
            buf = scene_grow(buf, cap, 1);
        }
        uInt in = left > 0x40000000u ? 0x40000000u : (uInt)left;
        z.avail_in = in;
        size_t room = cap - n;
        z.avail_out = room > 0x40000000u ? 0x40000000u : (uInt)room;
        z.next_out = (Bytef *)buf + n;
        uInt out_before = z.avail_out;
        rc = inflate(&z, Z_NO_FLUSH);
        left -= in - z.avail_in;
        n += out_before - z.avail_out;
        if (rc == Z_STREAM_END)
            break;
        if (rc != Z_OK && !(rc == Z_BUF_ERROR && n == cap)) {
            const char *why = rc == Z_BUF_ERROR ? "truncated gzip data" : z.msg ? z.msg : "corrupt gzip data";
            inflateEnd(&z);
            free(buf);
            return scene_fail(err, "%s: error: %s", name, why);
        }
    }
    inflateEnd(&z);
    *out = buf;
    *outsize = n;
    return true;
}

/* ---- Requests ------------------------------------------------------------- */

static size_t push_num(rib_request *rq, float v)
{
    if (rq->nnums == rq->numcap) {
        rq->numcap = rq->numcap ? 2 * rq->numcap : 64;
        rq->nums = scene_grow(rq->nums, rq->numcap, sizeof *rq->nums);
    }
    rq->nums[rq->nnums] = v;
    return rq->nnums++;
}

static size_t push_str(rib_request *rq, const char *s, size_t len)
{
    if (rq->nstrs == rq->strcap) {
        rq->strcap = rq->strcap ? 2 * rq->strcap : 16;
        rq->strs = scene_grow(rq->strs, rq->strcap, sizeof *rq->strs);
    }
    char *c = scene_alloc(len + 1, 1);
    memcpy(c, s, len);
    rq->strs[rq->nstrs] = c;
    return rq->nstrs++;
}

static rib_arg *push_arg(rib_request *rq, rib_arg_kind kind, int line, int col)
{
    if (rq->nargs == rq->argcap) {
        rq->argcap = rq->argcap ? 2 * rq->argcap : 16;
        rq->args = scene_grow(rq->args, rq->argcap, sizeof *rq->args);
    }
    rib_arg *a = &rq->args[rq->nargs++];
    *a = (rib_arg){.kind = kind, .line = line, .col = col};
    return a;
}

static void request_clear(rib_request *rq)
{
    for (size_t i = 0; i < rq->nstrs; i++)
        free(rq->strs[i]);
    free(rq->name);
    rq->name = NULL;
    rq->nargs = rq->nnums = rq->nstrs = 0;
}

static const char *token_name(rib_tok t)
{
    return t == RIB_NUMBER ? "a number" : t == RIB_STRING ? "a string" : t == RIB_LBRACKET ? "'['" : "']'";
}

static bool parse_error(rib_lexer *lx, char **err, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool parse_error(rib_lexer *lx, char **err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    *err = rib_message(lx, lx->tline, lx->tcol, "error", fmt, ap);
    va_end(ap);
    return false;
}

/* An array after its '[': all numbers or all strings. */
static bool parse_array(rib_lexer *lx, rib_request *rq, char **err)
{
    rib_arg *a = push_arg(rq, RIB_ARG_NUMBERS, lx->tline, lx->tcol);
    size_t ai = rq->nargs - 1;
    bool any = false;
    for (;;) {
        if (!rib_lex_next(lx, err))
            return false;
        a = &rq->args[ai];
        if (lx->tok == RIB_RBRACKET)
            return true;
        if (lx->tok != RIB_NUMBER && lx->tok != RIB_STRING)
            return parse_error(lx, err, "%s inside an array (missing ']'?)",
                               lx->tok == RIB_EOF ? "end of file" : lx->tok == RIB_NAME ? "request name"
                                                                                        : token_name(lx->tok));
        rib_arg_kind kind = lx->tok == RIB_NUMBER ? RIB_ARG_NUMBERS : RIB_ARG_STRINGS;
        if (any && kind != a->kind)
            return parse_error(lx, err, "an array mixes numbers and strings");
        size_t at = kind == RIB_ARG_NUMBERS ? push_num(rq, lx->num) : push_str(rq, lx->text, lx->len);
        if (!any)
            a->first = at;
        a->kind = kind;
        a->n++;
        any = true;
    }
}

bool rib_parse_stream(rib_state *st, rib_lexer *lx, char **err)
{
    rib_request rq = {0};
    bool ok = rib_lex_next(lx, err);
    while (ok && lx->tok != RIB_EOF) {
        if (lx->tok != RIB_NAME) {
            ok = parse_error(lx, err, "expected a request name, found %s", token_name(lx->tok));
            break;
        }
        request_clear(&rq);
        rq.name = strdup(lx->text);
        if (!rq.name)
            abort();
        rq.line = lx->tline;
        rq.col = lx->tcol;
        while ((ok = rib_lex_next(lx, err)) && lx->tok != RIB_NAME && lx->tok != RIB_EOF) {
            if (lx->tok == RIB_NUMBER) {
                push_arg(&rq, RIB_ARG_NUMBER, lx->tline, lx->tcol)->n = 1;
                rq.args[rq.nargs - 1].first = push_num(&rq, lx->num);
            } else if (lx->tok == RIB_STRING) {
                push_arg(&rq, RIB_ARG_STRING, lx->tline, lx->tcol)->n = 1;
                rq.args[rq.nargs - 1].first = push_str(&rq, lx->text, lx->len);
            } else if (lx->tok == RIB_LBRACKET) {
                if (!(ok = parse_array(lx, &rq, err)))
                    break;
            } else {
                ok = parse_error(lx, err, "']' without '['");
                break;
            }
        }
        if (ok)
            ok = rib_state_request(st, &rq);
    }
    request_clear(&rq);
    free(rq.args);
    free(rq.nums);
    free(rq.strs);
    return ok;
}
