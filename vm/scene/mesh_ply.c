/* The PLY reader: ascii, binary_little_endian and binary_big_endian bodies;
 * vertex x y z, optional nx ny nz, s t (or u v), red green blue; faces as
 * vertex_indices lists of any size, triangulated as fans.  Other elements and
 * properties are read and ignored. */
#include "scene_internal.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_ELEMS = 16, MAX_PROPS = 64, MAX_TOKEN = 64, MAX_WORDS = 5 };

typedef enum ply_format { PLY_ASCII, PLY_LE, PLY_BE } ply_format;
typedef enum ply_type { T_I8, T_U8, T_I16, T_U16, T_I32, T_U32, T_F32, T_F64 } ply_type;

static const struct {
    const char *name;
    ply_type type;
} type_names[] = {
    {"char", T_I8},     {"uchar", T_U8},     {"short", T_I16},  {"ushort", T_U16},   {"int", T_I32},
    {"uint", T_U32},    {"float", T_F32},    {"double", T_F64}, {"int8", T_I8},      {"uint8", T_U8},
    {"int16", T_I16},   {"uint16", T_U16},   {"int32", T_I32},  {"uint32", T_U32},   {"float32", T_F32},
    {"float64", T_F64},
};
static const int type_size[] = {1, 1, 2, 2, 4, 4, 4, 8};
/* The values each type holds (the first names in type_names, in this order). */
static const double type_min[] = {INT8_MIN, 0, INT16_MIN, 0, INT32_MIN, 0, -FLT_MAX, -DBL_MAX};
static const double type_max[] = {INT8_MAX, UINT8_MAX, INT16_MAX, UINT16_MAX, INT32_MAX, UINT32_MAX, FLT_MAX, DBL_MAX};

/* What a vertex property feeds. */
typedef enum ply_role { R_NONE, R_X, R_Y, R_Z, R_NX, R_NY, R_NZ, R_S, R_T, R_RED, R_GREEN, R_BLUE, R_INDICES } ply_role;

typedef struct ply_prop {
    char name[MAX_TOKEN];
    ply_type type, count_type;
    bool list;
    ply_role role;
} ply_prop;

typedef struct ply_elem {
    char name[MAX_TOKEN];
    size_t count;
    unsigned line;
    int nprops;
    ply_prop props[MAX_PROPS];
} ply_elem;

typedef struct ply_reader {
    const char *file;
    const unsigned char *base, *p, *end;
    unsigned line;
    ply_format format;
    char **err;
} ply_reader;

/* Errors say the line in ascii text, the byte offset in binary data. */
__attribute__((format(printf, 2, 3))) static bool ply_error(ply_reader *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char msg[512];
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (r->format == PLY_ASCII || r->line)
        return scene_fail(r->err, "%s:%u: error: %s", r->file, r->line, msg);
    return scene_fail(r->err, "%s: error: at byte %zu: %s", r->file, (size_t)(r->p - r->base), msg);
}

static bool is_space(int c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

/* ---- Header ---- */

/* Splits the header line at r->p into at most MAX_WORDS tokens (the count
 * says how many there were); advances to its newline. */
static int header_line(ply_reader *r, char tok[MAX_WORDS][MAX_TOKEN], bool *too_long)
{
    int n = 0;
    *too_long = false;
    while (r->p < r->end && *r->p != '\n') {
        if (is_space(*r->p)) {
            r->p++;
            continue;
        }
        size_t len = 0;
        while (r->p < r->end && *r->p != '\n' && !is_space(*r->p)) {
            if (n < MAX_WORDS && len + 1 < MAX_TOKEN)
                tok[n][len] = (char)*r->p;
            else if (n < MAX_WORDS)
                *too_long = true;
            len++;
            r->p++;
        }
        if (n < MAX_WORDS)
            tok[n][len < MAX_TOKEN ? len : MAX_TOKEN - 1] = 0;
        n++;
    }
    return n;
}

static bool parse_type(const char *s, ply_type *t)
{
    for (size_t i = 0; i < sizeof type_names / sizeof type_names[0]; i++)
        if (!strcmp(s, type_names[i].name)) {
            *t = type_names[i].type;
            return true;
        }
    return false;
}

static ply_role vertex_role(const char *n)
{
    static const struct {
        const char *name;
        ply_role role;
    } roles[] = {
        {"x", R_X},         {"y", R_Y},          {"z", R_Z},         {"nx", R_NX},        {"ny", R_NY},
        {"nz", R_NZ},       {"s", R_S},          {"t", R_T},         {"u", R_S},          {"v", R_T},
        {"texture_u", R_S}, {"texture_v", R_T},  {"texture_s", R_S}, {"texture_t", R_T},  {"red", R_RED},
        {"green", R_GREEN}, {"blue", R_BLUE},    {"diffuse_red", R_RED}, {"diffuse_green", R_GREEN},
        {"diffuse_blue", R_BLUE},
    };
    for (size_t i = 0; i < sizeof roles / sizeof roles[0]; i++)
        if (!strcmp(n, roles[i].name))
            return roles[i].role;
    return R_NONE;
}

static bool parse_header(ply_reader *r, ply_elem *elems, int *nelems)
{
    char tok[MAX_WORDS][MAX_TOKEN];
    bool too_long, have_format = false;
    *nelems = 0;
    for (r->line = 1;; r->line++) {
        if (r->p >= r->end)
            return ply_error(r, "the header has no end_header line");
        int n = header_line(r, tok, &too_long);
        if (r->p < r->end)
            r->p++; /* the newline */
        if (too_long)
            return ply_error(r, "header word too long");
        if (r->line == 1) {
            if (n != 1 || strcmp(tok[0], "ply"))
                return ply_error(r, "not a PLY file (the first line must be 'ply')");
            continue;
        }
        if (n == 0)
            continue;
        if (!strcmp(tok[0], "comment") || !strcmp(tok[0], "obj_info"))
            continue;
        if (!strcmp(tok[0], "end_header")) {
            if (!have_format)
                return ply_error(r, "the header has no format line");
            return true;
        }
        if (!strcmp(tok[0], "format")) {
            if (n != 3 || strncmp(tok[2], "1.", 2))
                return ply_error(r, "expected 'format ascii|binary_little_endian|binary_big_endian 1.0'");
            if (!strcmp(tok[1], "ascii"))
                r->format = PLY_ASCII;
            else if (!strcmp(tok[1], "binary_little_endian"))
                r->format = PLY_LE;
            else if (!strcmp(tok[1], "binary_big_endian"))
                r->format = PLY_BE;
            else
                return ply_error(r, "unknown PLY format '%s'", tok[1]);
            have_format = true;
            continue;
        }
        if (!strcmp(tok[0], "element")) {
            char *endp;
            if (n != 3)
                return ply_error(r, "expected 'element NAME COUNT'");
            if (*nelems == MAX_ELEMS)
                return ply_error(r, "more than %d elements", MAX_ELEMS);
            unsigned long long c = strtoull(tok[2], &endp, 10);
            if (*endp || tok[2][0] == '-' || c > UINT32_MAX)
                return ply_error(r, "bad element count '%s'", tok[2]);
            ply_elem *e = &elems[(*nelems)++];
            memset(e, 0, sizeof *e);
            strcpy(e->name, tok[1]);
            e->count = (size_t)c;
            e->line = r->line;
            continue;
        }
        if (!strcmp(tok[0], "property")) {
            if (!*nelems)
                return ply_error(r, "property before any element");
            ply_elem *e = &elems[*nelems - 1];
            if (e->nprops == MAX_PROPS)
                return ply_error(r, "more than %d properties in element '%s'", MAX_PROPS, e->name);
            ply_prop *pr = &e->props[e->nprops];
            memset(pr, 0, sizeof *pr);
            if (n >= 2 && !strcmp(tok[1], "list")) {
                if (n != 5 || !parse_type(tok[2], &pr->count_type) || !parse_type(tok[3], &pr->type))
                    return ply_error(r, "expected 'property list COUNT-TYPE ITEM-TYPE NAME' with PLY types");
                if (pr->count_type >= T_F32)
                    return ply_error(r, "the count type of list '%s' must be an integer type", tok[4]);
                pr->list = true;
                strcpy(pr->name, tok[4]);
                e->nprops++;
                continue;
            }
            if (n != 3 || !parse_type(tok[1], &pr->type))
                return ply_error(r, "expected 'property TYPE NAME' with a PLY type");
            strcpy(pr->name, tok[2]);
            e->nprops++;
            continue;
        }
        return ply_error(r, "unknown header line '%s'", tok[0]);
    }
}

/* ---- Body ---- */

static double decode_binary(const unsigned char *b, ply_type t, bool big)
{
    unsigned char x[8];
    int n = type_size[t];
    for (int i = 0; i < n; i++)
        x[i] = big ? b[n - 1 - i] : b[i];
    /* x is now little endian; assemble the value portably. */
    uint64_t u = 0;
    for (int i = n - 1; i >= 0; i--)
        u = u << 8 | x[i];
    switch (t) {
    case T_I8: return (int8_t)u;
    case T_U8: return (uint8_t)u;
    case T_I16: return (int16_t)u;
    case T_U16: return (uint16_t)u;
    case T_I32: return (int32_t)u;
    case T_U32: return (uint32_t)u;
    case T_F32: {
        uint32_t w = (uint32_t)u;
        float f;
        memcpy(&f, &w, sizeof f);
        return f;
    }
    case T_F64: {
        double d;
        memcpy(&d, &u, sizeof d);
        return d;
    }
    }
    return 0;
}

/* Reads one value of type t.  In ascii the values of one element instance
 * share a line: `first` allows skipping newlines to reach it. */
static bool read_value(ply_reader *r, ply_type t, bool first, const char *what, size_t index, double *out)
{
    if (r->format != PLY_ASCII) {
        if ((size_t)(r->end - r->p) < (size_t)type_size[t])
            return ply_error(r, "unexpected end of file in %s %zu (truncated, or wrong counts in the header)", what, index);
        *out = decode_binary(r->p, t, r->format == PLY_BE);
        r->p += type_size[t];
        if (!isfinite(*out)) /* NaN would pass every range test below */
            return ply_error(r, "non-finite number %g in %s %zu", *out, what, index);
        return true;
    }
    while (r->p < r->end && (is_space(*r->p) || (first && *r->p == '\n'))) {
        if (*r->p == '\n')
            r->line++;
        r->p++;
    }
    if (r->p == r->end)
        return ply_error(r, "unexpected end of file in %s %zu (truncated, or wrong counts in the header)", what, index);
    if (*r->p == '\n')
        return ply_error(r, "too few values on the line of %s %zu", what, index);
    char tok[MAX_TOKEN];
    size_t len = 0;
    while (r->p < r->end && *r->p != '\n' && !is_space(*r->p)) {
        if (len + 1 < sizeof tok)
            tok[len] = (char)*r->p;
        len++;
        r->p++;
    }
    if (len + 1 > sizeof tok)
        return ply_error(r, "number too long in %s %zu", what, index);
    tok[len] = 0;
    char *endp;
    double v = t >= T_F32 ? strtod(tok, &endp) : (double)strtoll(tok, &endp, 10);
    if (*endp || !len)
        return ply_error(r, "bad number '%s' in %s %zu", tok, what, index);
    if (!isfinite(v))
        return ply_error(r, "non-finite number '%s' in %s %zu", tok, what, index);
    if (v < type_min[t] || v > type_max[t])
        return ply_error(r, "number %g of %s %zu is out of the %s range", v, what, index, type_names[t].name);
    *out = v;
    return true;
}

/* In ascii each instance must end its line. */
static bool end_instance(ply_reader *r, const char *what, size_t index)
{
    if (r->format != PLY_ASCII)
        return true;
    while (r->p < r->end && is_space(*r->p))
        r->p++;
    if (r->p < r->end && *r->p != '\n')
        return ply_error(r, "too many values on the line of %s %zu (wrong list count?)", what, index);
    return true;
}

/* The fewest bytes one instance of e can take, to reject counts the file
 * cannot hold before allocating for them. */
static size_t min_instance_size(const ply_reader *r, const ply_elem *e)
{
    size_t n = 0;
    for (int i = 0; i < e->nprops; i++) {
        const ply_prop *p = &e->props[i];
        ply_type t = p->list ? p->count_type : p->type;
        n += r->format == PLY_ASCII ? 2 : (size_t)type_size[t];
    }
    return n;
}

static float color_scale(ply_type t)
{
    return t == T_U8 ? 1.0f / 255 : t == T_U16 ? 1.0f / 65535 : t == T_I8 ? 1.0f / 127 : t == T_I16 ? 1.0f / 32767 : 1.0f;
}

static bool read_vertices(ply_reader *r, const ply_elem *e, scene_mesh *m)
{
    for (size_t i = 0; i < e->count; i++) {
        float v[R_INDICES] = {0};
        for (int k = 0; k < e->nprops; k++) {
            const ply_prop *p = &e->props[k];
            double x;
            if (!read_value(r, p->list ? p->count_type : p->type, k == 0, "vertex", i, &x))
                return false;
            if (p->list) {
                if (x < 0)
                    return ply_error(r, "negative list length in vertex %zu", i);
                for (double j = 0, item; j < x; j++)
                    if (!read_value(r, p->type, false, "vertex", i, &item))
                        return false;
                continue;
            }
            if (fabs(x) > FLT_MAX)
                return ply_error(r, "number %g of vertex %zu is out of the float range", x, i);
            if (p->role >= R_RED && p->role <= R_BLUE)
                x *= color_scale(p->type);
            v[p->role] = (float)x;
        }
        if (!end_instance(r, "vertex", i))
            return false;
        m->P[i] = v3(v[R_X], v[R_Y], v[R_Z]);
        if (m->has_normals)
            m->N[i] = v3(v[R_NX], v[R_NY], v[R_NZ]);
        m->s[i] = v[R_S];
        m->t[i] = v[R_T];
        if (m->Cv)
            m->Cv[i] = v3(v[R_RED], v[R_GREEN], v[R_BLUE]);
    }
    return true;
}

static bool read_faces(ply_reader *r, const ply_elem *e, size_t nverts, scene_mesh *m, size_t *cap)
{
    for (size_t i = 0; i < e->count; i++) {
        for (int k = 0; k < e->nprops; k++) {
            const ply_prop *p = &e->props[k];
            double x;
            if (!read_value(r, p->list ? p->count_type : p->type, k == 0, e->name, i, &x))
                return false;
            if (!p->list)
                continue;
            if (x < 0)
                return ply_error(r, "negative list length in %s %zu", e->name, i);
            size_t n = (size_t)x;
            if (p->role == R_INDICES && n < 3)
                return ply_error(r, "%s %zu has %zu vertices (at least 3 are needed)", e->name, i, n);
            uint32_t first = 0, prev = 0;
            for (size_t j = 0; j < n; j++) {
                if (!read_value(r, p->type, false, e->name, i, &x))
                    return false;
                if (p->role != R_INDICES)
                    continue;
                if (x < 0 || x >= (double)nverts || x != floor(x))
                    return ply_error(r, "vertex index %g of %s %zu is out of range (%zu vertices)", x, e->name, i, nverts);
                uint32_t cur = (uint32_t)x;
                if (j >= 2) {
                    if (m->ntris == *cap)
                        m->idx = scene_grow(m->idx, *cap = *cap ? 2 * *cap : 1024, 3 * sizeof *m->idx);
                    uint32_t *t = &m->idx[3 * m->ntris++];
                    t[0] = first, t[1] = prev, t[2] = cur;
                }
                if (j == 0)
                    first = cur;
                prev = cur;
            }
        }
        if (!end_instance(r, e->name, i))
            return false;
    }
    return true;
}

/* Marks the roles of the vertex and face properties and checks that the
 * ones the mesh needs are there. */
static bool assign_roles(ply_reader *r, ply_elem *vert, ply_elem *face, scene_mesh *m)
{
    bool seen[R_INDICES + 1] = {0};
    for (int k = 0; k < vert->nprops; k++) {
        ply_prop *p = &vert->props[k];
        p->role = p->list ? R_NONE : vertex_role(p->name);
        seen[p->role] = true;
    }
    if (!seen[R_X] || !seen[R_Y] || !seen[R_Z]) {
        r->line = vert->line;
        return ply_error(r, "element 'vertex' lacks one of the properties x, y, z");
    }
    m->has_normals = seen[R_NX] && seen[R_NY] && seen[R_NZ];
    m->has_st = seen[R_S] && seen[R_T];
    if (seen[R_RED] && seen[R_GREEN] && seen[R_BLUE])
        m->Cv = scene_alloc(m->nverts, sizeof *m->Cv);
    int lists = 0;
    for (int k = 0; k < face->nprops; k++) {
        ply_prop *p = &face->props[k];
        if (p->list && (!strcmp(p->name, "vertex_indices") || !strcmp(p->name, "vertex_index")) && !lists++) {
            if (p->type >= T_F32) {
                r->line = face->line;
                return ply_error(r, "the vertex indices of faces must have an integer type");
            }
            p->role = R_INDICES;
        }
    }
    if (!lists) {
        r->line = face->line;
        return ply_error(r, "element 'face' has no 'vertex_indices' list");
    }
    return true;
}

bool scene_mesh_parse_ply(const char *name, const void *data, size_t size, scene_mesh *out, char **err)
{
    memset(out, 0, sizeof *out);
    ply_reader r = {.file = name, .base = data, .p = data, .end = (const unsigned char *)data + size, .err = err};
    ply_elem elems[MAX_ELEMS];
    int nelems;
    if (!parse_header(&r, elems, &nelems))
        return false;
    unsigned header_lines = r.line;
    ply_elem *vert = NULL, *face = NULL;
    for (int i = 0; i < nelems; i++) {
        if (!strcmp(elems[i].name, "vertex") && !vert)
            vert = &elems[i];
        else if (!strcmp(elems[i].name, "face") && !face)
            face = &elems[i];
        size_t min = min_instance_size(&r, &elems[i]), left = (size_t)(r.end - r.p);
        if (min && elems[i].count > (left + 1) / min) {
            r.line = elems[i].line;
            return ply_error(&r, "element '%s' count %zu is more than the %zu bytes of data can hold", elems[i].name,
                             elems[i].count, left);
        }
    }
    if (!vert || !face) {
        r.line = header_lines;
        return ply_error(&r, "a mesh needs a 'vertex' and a 'face' element");
    }
    scene_mesh_init(out, vert->count, 0);
    if (!assign_roles(&r, vert, face, out))
        goto fail;
    /* Body positions: lines continue after the header in ascii, byte
     * offsets in binary. */
    r.line = r.format == PLY_ASCII ? header_lines + 1 : 0;
    size_t cap = 0;
    for (int i = 0; i < nelems; i++) {
        ply_elem *e = &elems[i];
        bool ok = e == vert   ? read_vertices(&r, e, out)
                  : e == face ? read_faces(&r, e, vert->count, out, &cap)
                              : read_faces(&r, e, 0, out, &cap); /* no R_INDICES roles: skipped */
        if (!ok)
            goto fail;
    }
    if (r.format == PLY_ASCII)
        while (r.p < r.end && (is_space(*r.p) || *r.p == '\n'))
            r.line += *r.p++ == '\n';
    if (r.p != r.end) {
        ply_error(&r, "data after the last element (wrong counts in the header?)");
        goto fail;
    }
    if (!out->ntris) {
        r.line = face->line;
        ply_error(&r, "the mesh has no faces");
        goto fail;
    }
    if (!out->has_normals)
        scene_mesh_compute_normals(out);
    return true;
fail:
    scene_mesh_free(out);
    return false;
}
