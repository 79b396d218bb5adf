/* The Wavefront OBJ reader: v, vn, vt and f (v, v/vt, v//vn, v/vt/vn,
 * negative indices counting back), polygons as fans.  Each distinct
 * (v, vt, vn) corner becomes one mesh vertex.  Other statements (o, g, s,
 * usemtl, mtllib, l, ...) are ignored. */
#include "scene_internal.h"

#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct vec_list {
    scene_vec3 *v;
    size_t n, cap;
} vec_list;

static void vec_push(vec_list *l, scene_vec3 v)
{
    if (l->n == l->cap)
        l->v = scene_grow(l->v, l->cap = l->cap ? 2 * l->cap : 256, sizeof *l->v);
    l->v[l->n++] = v;
}

/* A corner: indices into the v, vt, vn lists (-1 when absent). */
typedef struct corner {
    int64_t v, vt, vn;
} corner;

typedef struct obj_reader {
    const char *file;
    unsigned line;
    char **err;
    vec_list v, vt, vn;
    corner *corners; /* distinct corners = mesh vertices */
    size_t ncorners, corner_cap;
    uint32_t *table; /* open addressing into corners, UINT32_MAX empty */
    size_t table_size;
    uint32_t *idx;
    size_t ntris, tri_cap;
} obj_reader;

static size_t corner_hash(corner c)
{
    uint64_t h = (uint64_t)c.v * 0x9E3779B97F4A7C15u ^ (uint64_t)c.vt * 0xC2B2AE3D27D4EB4Fu ^ (uint64_t)c.vn * 0x165667B19E3779F9u;
    return (size_t)(h ^ h >> 29);
}

static void table_rehash(obj_reader *r)
{
    free(r->table);
    r->table_size = r->table_size ? 2 * r->table_size : 1024;
    r->table = scene_alloc(r->table_size, sizeof *r->table);
    memset(r->table, 0xff, r->table_size * sizeof *r->table);
    for (size_t i = 0; i < r->ncorners; i++) {
        size_t h = corner_hash(r->corners[i]) & (r->table_size - 1);
        while (r->table[h] != UINT32_MAX)
            h = (h + 1) & (r->table_size - 1);
        r->table[h] = (uint32_t)i;
    }
}

static uint32_t corner_index(obj_reader *r, corner c)
{
    if (2 * (r->ncorners + 1) > r->table_size)
        table_rehash(r);
    size_t h = corner_hash(c) & (r->table_size - 1);
    for (; r->table[h] != UINT32_MAX; h = (h + 1) & (r->table_size - 1)) {
        corner o = r->corners[r->table[h]];
        if (o.v == c.v && o.vt == c.vt && o.vn == c.vn)
            return r->table[h];
    }
    if (r->ncorners == r->corner_cap)
        r->corners = scene_grow(r->corners, r->corner_cap = r->corner_cap ? 2 * r->corner_cap : 256, sizeof *r->corners);
    r->corners[r->ncorners] = c;
    r->table[h] = (uint32_t)r->ncorners;
    return (uint32_t)r->ncorners++;
}

/* Reads up to `max` numbers from the rest of the line; at least `min`. */
static bool numbers(obj_reader *r, char *rest, int min, int max, float *out, const char *what)
{
    int n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(rest, " \t\r\v\f", &save); tok; tok = strtok_r(NULL, " \t\r\v\f", &save)) {
        char *end;
        double d = strtod(tok, &end);
        if (*end || !isfinite(d))
            return scene_fail(r->err, "%s:%u: error: bad number '%s' in '%s'", r->file, r->line, tok, what);
        if (fabs(d) > FLT_MAX)
            return scene_fail(r->err, "%s:%u: error: number '%s' is out of the float range", r->file, r->line, tok);
        if (n < max)
            out[n] = (float)d;
        n++;
    }
    if (n < min)
        return scene_fail(r->err, "%s:%u: error: '%s' needs at least %d numbers", r->file, r->line, what, min);
    return true;
}

/* An OBJ index (1-based, or negative counting back from the end of the
 * list read so far) to a 0-based one. */
static bool resolve(obj_reader *r, const char *s, char **end, size_t count, const char *list, int64_t *out)
{
    long long i = strtoll(s, end, 10);
    if (*end == s)
        return scene_fail(r->err, "%s:%u: error: expected a %s index in the face", r->file, r->line, list);
    long long k = i > 0 ? i - 1 : (long long)count + i;
    if (i == 0 || k < 0 || k >= (long long)count)
        return scene_fail(r->err, "%s:%u: error: %s index %lld is out of range (%zu defined so far)", r->file, r->line,
                          list, i, count);
    *out = k;
    return true;
}

static bool face(obj_reader *r, char *rest)
{
    char *save = NULL;
    size_t n = 0;
    uint32_t first = 0, prev = 0;
    for (char *tok = strtok_r(rest, " \t\r\v\f", &save); tok; tok = strtok_r(NULL, " \t\r\v\f", &save), n++) {
        corner c = {-1, -1, -1};
        char *p = tok;
        if (!resolve(r, p, &p, r->v.n, "vertex", &c.v))
            return false;
        if (*p == '/') {
            p++;
            if (*p != '/' && !resolve(r, p, &p, r->vt.n, "texture", &c.vt))
                return false;
            if (*p == '/' && !resolve(r, p + 1, &p, r->vn.n, "normal", &c.vn))
                return false;
        }
        if (*p)
            return scene_fail(r->err, "%s:%u: error: bad face corner '%s'", r->file, r->line, tok);
        uint32_t cur = corner_index(r, c);
        if (n >= 2) {
            if (r->ntris == r->tri_cap)
                r->idx = scene_grow(r->idx, r->tri_cap = r->tri_cap ? 2 * r->tri_cap : 256, 3 * sizeof *r->idx);
            uint32_t *t = &r->idx[3 * r->ntris++];
            t[0] = first, t[1] = prev, t[2] = cur;
        }
        if (n == 0)
            first = cur;
        prev = cur;
    }
    if (n < 3)
        return scene_fail(r->err, "%s:%u: error: a face needs at least 3 vertices, this one has %zu", r->file, r->line, n);
    return true;
}

static bool statement(obj_reader *r, char *line)
{
    char *hash = strchr(line, '#');
    if (hash)
        *hash = 0;
    char *p = line + strspn(line, " \t\r\v\f");
    size_t len = strcspn(p, " \t\r\v\f");
    char *rest = p + len + (p[len] ? 1 : 0);
    p[len] = 0;
    float x[3] = {0, 0, 0};
    if (!strcmp(p, "v")) {
        if (!numbers(r, rest, 3, 3, x, "v"))
            return false;
        vec_push(&r->v, v3(x[0], x[1], x[2]));
    } else if (!strcmp(p, "vn")) {
        if (!numbers(r, rest, 3, 3, x, "vn"))
            return false;
        vec_push(&r->vn, v3(x[0], x[1], x[2]));
    } else if (!strcmp(p, "vt")) {
        if (!numbers(r, rest, 1, 3, x, "vt"))
            return false;
        vec_push(&r->vt, v3(x[0], x[1], x[2]));
    } else if (!strcmp(p, "f")) {
        return face(r, rest);
    }
    return true;
}

bool scene_mesh_parse_obj(const char *name, const char *data, size_t size, scene_mesh *out, char **err)
{
    memset(out, 0, sizeof *out);
    obj_reader r = {.file = name, .err = err};
    char *line = NULL;
    size_t line_cap = 0;
    bool ok = true;
    for (size_t pos = 0; ok && pos < size;) {
        r.line++;
        const char *nl = memchr(data + pos, '\n', size - pos);
        size_t len = nl ? (size_t)(nl - (data + pos)) : size - pos;
        if (memchr(data + pos, 0, len)) {
            ok = scene_fail(err, "%s:%u: error: NUL byte: not a text OBJ file", name, r.line);
            break;
        }
        if (len + 1 > line_cap)
            line = scene_grow(line, line_cap = len + 1, 1);
        memcpy(line, data + pos, len);
        line[len] = 0;
        ok = statement(&r, line);
        pos += len + 1;
    }
    if (ok && !r.ntris)
        ok = scene_fail(err, "%s: error: the file has no faces", name);
    if (ok) {
        scene_mesh_init(out, r.ncorners, 0);
        free(out->idx);
        out->idx = r.idx;
        out->ntris = r.ntris;
        r.idx = NULL;
        out->has_normals = out->has_st = true;
        for (size_t i = 0; i < r.ncorners; i++) {
            corner c = r.corners[i];
            out->P[i] = r.v.v[c.v];
            if (c.vn >= 0)
                out->N[i] = r.vn.v[c.vn];
            else
                out->has_normals = false;
            if (c.vt >= 0) {
                out->s[i] = r.vt.v[c.vt].x;
                out->t[i] = r.vt.v[c.vt].y;
            } else
                out->has_st = false;
        }
        if (!out->has_normals)
            scene_mesh_compute_normals(out);
    }
    free(line);
    free(r.v.v);
    free(r.vt.v);
    free(r.vn.v);
    free(r.corners);
    free(r.table);
    free(r.idx);
    return ok;
}
