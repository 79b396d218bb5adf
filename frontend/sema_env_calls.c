/* Checks texture, environment, shadow, textureinfo and filterstep (RI 3.2
 * sections 15.1 and 15.7) in all their forms:
 *   texture(map[channel] [, s, t | , s1, t1, s2, t2, s3, t3, s4, t4] [, options])
 *   environment(map[channel], D [, D2, D3, D4] [, options])
 *   shadow(map[channel], P [, P2, P3, P4] [, options])
 *   textureinfo(map, query, output)
 *   filterstep(edge, s1 [, s2] [, options])
 * A subscripted string is a channel (a subscripted string array is an
 * element); the lookups give a color where the context wants a triple,
 * else a float.  Options are name/value pairs: the names string literals
 * (the name fixes the value's type), an odd list an error, a name the call
 * does not know a warning and ignored, as PRMan's compiler does. */
#include <string.h>

#include "env_calls.h"
#include "sema_internal.h"

const rsl_option_field rsl_texture_option_fields[] = {
#define RSL_X_(name, kind, def) {#name, RSL_T_##kind, def},
    RSL_TEXTURE_OPTIONS(RSL_X_)
#undef RSL_X_
};
const int rsl_texture_option_count = (int)(sizeof rsl_texture_option_fields / sizeof rsl_texture_option_fields[0]);

enum texture_field {
#define RSL_X_(name, kind, def) F_##name,
    RSL_TEXTURE_OPTIONS(RSL_X_)
#undef RSL_X_
    F_NONE = -1
};

#define TEX (1u << RSL_ENV_TEXTURE)
#define ENV (1u << RSL_ENV_ENVIRONMENT)
#define SHD (1u << RSL_ENV_SHADOW)
#define FST (1u << RSL_ENV_FILTERSTEP)
#define MAPS (TEX | ENV | SHD)

/* The option names each call knows and the fields they set. */
static const struct {
    const char *name;
    unsigned calls; /* bits of enum rsl_env_kind */
    int fields[2];
} option_names[] = {
    {"blur", MAPS, {F_sblur, F_tblur}},       {"sblur", MAPS, {F_sblur, F_NONE}},
    {"tblur", MAPS, {F_tblur, F_NONE}},       {"width", MAPS | FST, {F_swidth, F_twidth}},
    {"swidth", MAPS | FST, {F_swidth, F_NONE}}, {"twidth", MAPS, {F_twidth, F_NONE}},
    {"samples", MAPS, {F_samples, F_NONE}},   {"bias", SHD, {F_bias, F_NONE}},
    {"fill", MAPS, {F_fill, F_NONE}},         {"filter", MAPS | FST, {F_filter, F_NONE}},
};

/* What each call takes: its point counts (after the map, or filterstep's
 * edge and values), their type, and its usage for diagnostics. */
static const struct {
    const char *name;
    bool map;
    int counts[2];
    int point_kind;
    const char *usage;
} forms[RSL_ENV_KIND_COUNT] = {
    [RSL_ENV_TEXTURE] = {"texture", true, {2, 8}, RSL_T_FLOAT,
                         "texture(map[channel] [, s, t | , s1, t1, s2, t2, s3, t3, s4, t4] [, options])"},
    [RSL_ENV_ENVIRONMENT] = {"environment", true, {1, 4}, RSL_T_VECTOR,
                             "environment(map[channel], direction [, d2, d3, d4] [, options])"},
    [RSL_ENV_SHADOW] = {"shadow", true, {1, 4}, RSL_T_POINT, "shadow(map[channel], point [, p2, p3, p4] [, options])"},
    [RSL_ENV_TEXTUREINFO] = {"textureinfo", true, {2, 2}, RSL_T_NONE, "textureinfo(map, query, output)"},
    [RSL_ENV_FILTERSTEP] = {"filterstep", false, {2, 3}, RSL_T_FLOAT, "filterstep(edge, s1 [, s2] [, options])"},
};

/* textureinfo's queries (RI 3.2 section 15.7.4) and the variable each fills. */
static const struct {
    const char *name;
    int kind, array_len;
} info_queries[] = {
    {"resolution", RSL_T_FLOAT, 2},          {"type", RSL_T_STRING, RSL_NOT_ARRAY},
    {"channels", RSL_T_FLOAT, RSL_NOT_ARRAY}, {"viewingmatrix", RSL_T_MATRIX, RSL_NOT_ARRAY},
    {"projectionmatrix", RSL_T_MATRIX, RSL_NOT_ARRAY},
};

/* filterstep's filters: it computes them itself (runtime/filterstep.c). */
static const char *const filterstep_filters[] = {"box", "triangle", "catmull-rom", "gaussian"};

int rsl_env_call_kind(const char *name)
{
    for (int k = 0; k < RSL_ENV_KIND_COUNT; k++)
        if (strcmp(forms[k].name, name) == 0)
            return k;
    return -1;
}

static bool is_string(rsl_type t) { return t.kind == RSL_T_STRING && t.array_len == RSL_NOT_ARRAY; }

static bool constant_number(const rsl_expr *e, double *out)
{
    if (e->kind == RSL_E_CAST && e->implicit)
        return constant_number(e->a, out);
    if (e->kind == RSL_E_NUM)
        return *out = e->num, true;
    if (e->kind == RSL_E_UNARY && e->op == RSL_OP_NEG && constant_number(e->a, out))
        return *out = -*out, true;
    return false;
}

/* The map argument: a string, or a string subscripted by its channel.  The
 * subscript's base is checked first; when it is an array the whole
 * argument is checked again as an element (checking is idempotent). */
static bool check_map(sema *S, rsl_expr *e, rsl_env_call *ec)
{
    char b[64];
    rsl_expr *m = e->args[0];
    if (m->kind == RSL_E_INDEX) {
        rsl_type base = sema_check_expr(S, &m->a, RSL_T_STRING);
        if (sema_is_error(base))
            return false;
        if (is_string(base)) {
            /* The subscript stays in the tree (irgen_funcs.c scans it for
             * captures and calls); the node is the map, a string. */
            rsl_type c = sema_check_expr(S, &m->b, RSL_T_FLOAT);
            if (sema_is_error(c))
                return false;
            if (c.kind != RSL_T_FLOAT || c.array_len != RSL_NOT_ARRAY) {
                rsl_diag_error(S->diag, m->b->loc, "a channel must be a float, not '%s'", sema_type_str(c, b, sizeof b));
                return false;
            }
            ec->channel = m->b;
            m->type = base;
            return true;
        }
    }
    rsl_type t = sema_check_expr(S, &e->args[0], RSL_T_STRING);
    if (sema_is_error(t))
        return false;
    if (!is_string(t)) {
        rsl_diag_error(S->diag, e->args[0]->loc, "the map of %s must be a string, not '%s'", e->name,
                       sema_type_str(t, b, sizeof b));
        return false;
    }
    return true;
}

/* A constant channel must lie in the map: [0, max) with room for a color's
 * three channels. */
static bool check_channel(sema *S, rsl_expr *e, const rsl_env_call *ec)
{
    double c;
    if (!ec->channel || !constant_number(ec->channel, &c))
        return true;
    bool color = e->type.kind == RSL_T_COLOR;
    int last = RSL_TEXTURE_MAX_CHANNELS - (color ? 3 : 1);
    if (c < 0 || c > last || c != (double)(int)c) {
        rsl_diag_error(S->diag, ec->channel->loc,
                       "channel %g is out of range: a %s lookup starts at a whole channel from 0 to %d (maps hold %d)",
                       c, color ? "color" : "float", last, RSL_TEXTURE_MAX_CHANNELS);
        return false;
    }
    return true;
}

static bool check_option_value(sema *S, rsl_expr *e, const char *name, rsl_expr **vp, int kind)
{
    char b[64];
    rsl_type t = (*vp)->type;
    if (t.array_len != RSL_NOT_ARRAY || rsl_conversion_cost((int)t.kind, kind) < 0 ||
        (kind == RSL_T_FLOAT) != (t.kind == RSL_T_FLOAT)) {
        rsl_diag_error(S->diag, (*vp)->loc, "%s option \"%s\" takes a %s, not '%s'", e->name, name,
                       rsl_kind_name(kind), sema_type_str(t, b, sizeof b));
        return false;
    }
    return sema_coerce(S, vp, sema_scalar(kind), "as an option value");
}

/* filterstep computes its filter: a constant name must be one it knows. */
static bool check_filterstep_filter(sema *S, const rsl_expr *v)
{
    if (v->kind != RSL_E_STR)
        return true;
    for (size_t i = 0; i < sizeof filterstep_filters / sizeof filterstep_filters[0]; i++)
        if (strcmp(v->str, filterstep_filters[i]) == 0)
            return true;
    rsl_diag_error(S->diag, v->loc, "unknown filterstep filter \"%s\" (box, triangle, catmull-rom or gaussian)", v->str);
    return false;
}

/* args[first...]: name/value pairs; records the fields each sets. */
static bool check_options(sema *S, rsl_expr *e, rsl_env_call *ec)
{
    char b[64];
    bool ok = true;
    int first = ec->first_option, npairs = (e->nargs - first + 1) / 2;
    ec->sets = rsl_arena_alloc(S->prog->arena, sizeof *ec->sets * (size_t)(npairs > 0 ? npairs : 1));
    for (int i = first, p = 0; i < e->nargs; i += 2, p++) {
        rsl_expr *name = e->args[i];
        ec->sets[p][0] = ec->sets[p][1] = F_NONE;
        if (!is_string(name->type)) {
            rsl_diag_error(S->diag, name->loc, "a %s option name must be a string, not '%s'", e->name,
                           sema_type_str(name->type, b, sizeof b));
            ok = false;
            continue;
        }
        if (name->kind != RSL_E_STR) {
            rsl_diag_error(S->diag, name->loc, "a %s option name must be a string literal", e->name);
            ok = false;
            continue;
        }
        if (i + 1 >= e->nargs) {
            rsl_diag_error(S->diag, name->loc, "%s option \"%s\" has no value (options are name/value pairs)",
                           e->name, name->str);
            return false;
        }
        size_t o = 0, n = sizeof option_names / sizeof option_names[0];
        while (o < n && !(strcmp(option_names[o].name, name->str) == 0 && (option_names[o].calls & (1u << ec->kind))))
            o++;
        if (o == n) {
            rsl_diag_warning(S->diag, name->loc, "unknown %s option \"%s\" (ignored)", e->name, name->str);
            continue;
        }
        int kind = rsl_texture_option_fields[option_names[o].fields[0]].kind;
        if (!check_option_value(S, e, name->str, &e->args[i + 1], kind) ||
            (ec->kind == RSL_ENV_FILTERSTEP && kind == RSL_T_STRING && !check_filterstep_filter(S, e->args[i + 1]))) {
            ok = false;
            continue;
        }
        ec->sets[p][0] = option_names[o].fields[0];
        ec->sets[p][1] = option_names[o].fields[1];
    }
    return ok;
}

/* textureinfo(map, query, output): a constant query must be one of RI
 * 3.2's, its output of the type that query answers with. */
static rsl_type check_textureinfo(sema *S, rsl_expr *e)
{
    char b[64], w[64];
    rsl_expr *q = e->args[1], *out = e->args[2];
    if (!is_string(q->type)) {
        rsl_diag_error(S->diag, q->loc, "a textureinfo query must be a string, not '%s'",
                       sema_type_str(q->type, b, sizeof b));
        return e->type = sema_scalar(RSL_T_ERROR);
    }
    if (!sema_check_lvalue(S, out, "textureinfo's output"))
        return e->type = sema_scalar(RSL_T_ERROR);
    if (q->kind == RSL_E_STR) {
        size_t i = 0, n = sizeof info_queries / sizeof info_queries[0];
        while (i < n && strcmp(info_queries[i].name, q->str) != 0)
            i++;
        if (i == n) {
            rsl_diag_error(S->diag, q->loc,
                           "unknown textureinfo query \"%s\" (resolution, type, channels, viewingmatrix or "
                           "projectionmatrix)",
                           q->str);
            return e->type = sema_scalar(RSL_T_ERROR);
        }
        rsl_type want = rsl_type_make((enum rsl_type_kind)info_queries[i].kind, RSL_DETAIL_DEFAULT,
                                      info_queries[i].array_len);
        if ((int)out->type.kind != info_queries[i].kind || out->type.array_len != info_queries[i].array_len) {
            rsl_diag_error(S->diag, out->loc, "textureinfo \"%s\" answers with a '%s', not '%s'", q->str,
                           sema_type_str(want, w, sizeof w), sema_type_str(out->type, b, sizeof b));
            return e->type = sema_scalar(RSL_T_ERROR);
        }
    }
    e->type = sema_scalar(RSL_T_FLOAT);
    e->type.detail = RSL_DETAIL_VARYING;
    return e->type;
}

rsl_type sema_check_env_call(sema *S, rsl_expr *e, int kind, int expected)
{
    rsl_env_call *ec = rsl_arena_alloc(S->prog->arena, sizeof *ec);
    ec->kind = (enum rsl_env_kind)kind;
    e->env_call = ec;
    int first = forms[kind].map ? 1 : 0;
    bool bad = first && e->nargs > 0 && !check_map(S, e, ec);
    for (int i = first; i < e->nargs; i++)
        bad |= sema_is_error(sema_check_expr(S, &e->args[i], forms[kind].point_kind));
    if (bad)
        return e->type = sema_scalar(RSL_T_ERROR);

    /* The points run to the first string argument, where options start. */
    int n = first;
    while (n < e->nargs && (kind == RSL_ENV_TEXTUREINFO || !is_string(e->args[n]->type)))
        n++;
    ec->npoints = n - first;
    ec->first_option = n;
    bool form = e->nargs > first && (ec->npoints == forms[kind].counts[0] || ec->npoints == forms[kind].counts[1]);
    if (kind == RSL_ENV_TEXTURE && ec->npoints == 0 && e->nargs >= 1)
        form = true; /* texture(map): at the shading point's (s, t) */
    if (!form || (kind == RSL_ENV_TEXTUREINFO && ec->channel)) {
        rsl_diag_error(S->diag, e->loc, "wrong arguments to %s: expected %s", e->name, forms[kind].usage);
        return e->type = sema_scalar(RSL_T_ERROR);
    }
    if (kind == RSL_ENV_TEXTUREINFO)
        return check_textureinfo(S, e);
    for (int i = first; i < n; i++) {
        char b[64];
        rsl_type t = e->args[i]->type;
        int want = forms[kind].point_kind;
        if (t.array_len != RSL_NOT_ARRAY || rsl_conversion_cost((int)t.kind, want) < 0 ||
            (want != RSL_T_FLOAT && t.kind == RSL_T_FLOAT)) {
            rsl_diag_error(S->diag, e->args[i]->loc, "%s needs %s here, not '%s'", e->name,
                           want == RSL_T_FLOAT ? "a float" : "a point or vector", sema_type_str(t, b, sizeof b));
            bad = true;
        } else {
            sema_coerce(S, &e->args[i], sema_scalar(want), "in an argument");
        }
    }
    bad |= !check_options(S, e, ec);
    e->type = sema_scalar(kind != RSL_ENV_FILTERSTEP && expected >= 0 && rsl_kind_is_triple(expected) ? RSL_T_COLOR
                                                                                                     : RSL_T_FLOAT);
    e->type.detail = RSL_DETAIL_VARYING;
    if (bad || !check_channel(S, e, ec))
        return e->type = sema_scalar(RSL_T_ERROR);
    return e->type;
}
