/* Checks the renderer queries of env_calls.h in all their forms:
 *   texture(map[channel] [, s, t | , s1, t1, s2, t2, s3, t3, s4, t4] [, options])
 *   environment(map[channel], D [, D2, D3, D4] [, options])
 *   shadow(map[channel], P [, P2, P3, P4] [, options])
 *   textureinfo(map, query, output)          rayinfo(keyword, output)
 *   filterstep(edge, s1 [, s2] [, options])  raylevel()
 *   occlusion(P, N, samples [, options])     indirectdiffuse(P, N, samples [, options])
 *   transmission(from, to [, options])       visibility(from, to [, options])
 *   bake3d(file, channels, P, N [, name, value ...])
 *   texture3d(file, P, N [, name, output ...])
 *   gather(category, P, dir, angle, samples [, options]) stmt [else stmt]
 *   illuminance([category,] P [, axis, angle] [, options]) stmt
 * A subscripted string is a channel (a subscripted string array is an
 * element); the lookups give a color where the context wants a triple,
 * else a float.  The option lists are sema_options.c's. */
#include <stdio.h>
#include <string.h>

#include "env_calls.h"
#include "sema_internal.h"

/* Each call's form.  Calls with a point list (map lookups, filterstep)
 * take `counts` positional arguments of `param[0]`'s type, up to the first
 * string (texture may also take none); the others take `nparams` fixed
 * ones.  A query's output variable follows its parameters. */
enum { BY_CONTEXT = -2 };
static const struct {
    const char *name;
    bool map;                /* args[0] is a map name, perhaps with a channel */
    bool points;             /* a point list of `counts` arguments, not `nparams` */
    int counts[2];
    int params[4], nparams;  /* positional parameter types (after the map when points) */
    bool query;              /* an output variable follows, answering a constant query */
    const rsl_option_set *set;
    int result;              /* kind, or BY_CONTEXT: color where a triple is wanted, else float */
    const char *usage;
} forms[RSL_ENV_KIND_COUNT] = {
    [RSL_ENV_TEXTURE] = {"texture", true, true, {2, 8}, {RSL_T_FLOAT}, 1, false, &rsl_texture_option_set, BY_CONTEXT,
                         "texture(map[channel] [, s, t | , s1, t1, s2, t2, s3, t3, s4, t4] [, options])"},
    [RSL_ENV_ENVIRONMENT] = {"environment", true, true, {1, 4}, {RSL_T_VECTOR}, 1, false, &rsl_texture_option_set,
                             BY_CONTEXT, "environment(map[channel], direction [, d2, d3, d4] [, options])"},
    [RSL_ENV_SHADOW] = {"shadow", true, true, {1, 4}, {RSL_T_POINT}, 1, false, &rsl_texture_option_set, BY_CONTEXT,
                        "shadow(map[channel], point [, p2, p3, p4] [, options])"},
    [RSL_ENV_TEXTUREINFO] = {"textureinfo", false, false, {0}, {RSL_T_STRING, RSL_T_STRING}, 2, true, NULL,
                             RSL_T_FLOAT, "textureinfo(map, query, output)"},
    [RSL_ENV_FILTERSTEP] = {"filterstep", false, true, {2, 3}, {RSL_T_FLOAT}, 1, false, &rsl_texture_option_set,
                            RSL_T_FLOAT, "filterstep(edge, s1 [, s2] [, options])"},
    [RSL_ENV_OCCLUSION] = {"occlusion", false, false, {0}, {RSL_T_POINT, RSL_T_NORMAL, RSL_T_FLOAT}, 3, false,
                           &rsl_ray_option_set, RSL_T_FLOAT, "occlusion(P, N, samples [, options])"},
    [RSL_ENV_INDIRECTDIFFUSE] = {"indirectdiffuse", false, false, {0}, {RSL_T_POINT, RSL_T_NORMAL, RSL_T_FLOAT}, 3,
                                 false, &rsl_ray_option_set, RSL_T_COLOR,
                                 "indirectdiffuse(P, N, samples [, options])"},
    [RSL_ENV_TRANSMISSION] = {"transmission", false, false, {0}, {RSL_T_POINT, RSL_T_POINT}, 2, false,
                              &rsl_ray_option_set, RSL_T_COLOR, "transmission(from, to [, options])"},
    [RSL_ENV_VISIBILITY] = {"visibility", false, false, {0}, {RSL_T_POINT, RSL_T_POINT}, 2, false,
                            &rsl_ray_option_set, RSL_T_FLOAT, "visibility(from, to [, options])"},
    [RSL_ENV_RAYLEVEL] = {"raylevel", false, false, {0}, {0}, 0, false, NULL, RSL_T_FLOAT, "raylevel()"},
    [RSL_ENV_RAYINFO] = {"rayinfo", false, false, {0}, {RSL_T_STRING}, 1, true, NULL, RSL_T_FLOAT,
                         "rayinfo(keyword, output)"},
    [RSL_ENV_BAKE3D] = {"bake3d", false, false, {0}, {RSL_T_STRING, RSL_T_STRING, RSL_T_POINT, RSL_T_NORMAL}, 4,
                        false, &rsl_ptc_option_set, RSL_T_FLOAT,
                        "bake3d(file, channels, P, N [, name, value ...])"},
    [RSL_ENV_TEXTURE3D] = {"texture3d", false, false, {0}, {RSL_T_STRING, RSL_T_POINT, RSL_T_NORMAL}, 3, false,
                           &rsl_ptc_option_set, RSL_T_FLOAT, "texture3d(file, P, N [, name, output ...])"},
    /* statements: names no call can have, so rsl_env_call_kind never returns them */
    [RSL_ENV_GATHER] = {"gather statement", false, false, {0}, {RSL_T_POINT, RSL_T_VECTOR, RSL_T_FLOAT, RSL_T_FLOAT},
                        4, false, &rsl_ray_option_set, RSL_T_VOID,
                        "gather(category, P, direction, angle, samples [, options])"},
    [RSL_ENV_ILLUMINANCE] = {"illuminance statement", false, false, {0}, {0}, 0, false, NULL, RSL_T_VOID, ""},
};

/* The queries' answers (RI 3.2 section 15.7.4; PRMan's rayinfo) and the
 * variable each fills. */
typedef struct query {
    const char *name;
    int kind, array_len;
} query;
static const query texture_queries[] = {
    {"resolution", RSL_T_FLOAT, 2},          {"type", RSL_T_STRING, RSL_NOT_ARRAY},
    {"channels", RSL_T_FLOAT, RSL_NOT_ARRAY}, {"viewingmatrix", RSL_T_MATRIX, RSL_NOT_ARRAY},
    {"projectionmatrix", RSL_T_MATRIX, RSL_NOT_ARRAY},
};
static const query ray_queries[] = {
    {"depth", RSL_T_FLOAT, RSL_NOT_ARRAY},         {"speculardepth", RSL_T_FLOAT, RSL_NOT_ARRAY},
    {"diffusedepth", RSL_T_FLOAT, RSL_NOT_ARRAY},  {"shadowdepth", RSL_T_FLOAT, RSL_NOT_ARRAY},
    {"type", RSL_T_STRING, RSL_NOT_ARRAY},         {"label", RSL_T_STRING, RSL_NOT_ARRAY},
    {"origin", RSL_T_POINT, RSL_NOT_ARRAY},        {"direction", RSL_T_VECTOR, RSL_NOT_ARRAY},
    {"length", RSL_T_FLOAT, RSL_NOT_ARRAY},
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

/* A positional argument, converted to the parameter's type. */
static bool check_positional(sema *S, const char *call, rsl_expr **ep, int want)
{
    char b[64];
    if (sema_convert_query_arg(S, ep, want))
        return true;
    rsl_diag_error(S->diag, (*ep)->loc, "%s needs %s here, not '%s'", call,
                   want == RSL_T_FLOAT    ? "a float"
                   : want == RSL_T_STRING ? "a string"
                                          : "a point, vector or normal",
                   sema_type_str((*ep)->type, b, sizeof b));
    return false;
}

/* A query's output: a variable; for a constant query, of the type that
 * query answers with (an unknown constant query is an error). */
static bool check_query(sema *S, rsl_expr *e, const query *table, size_t n)
{
    char b[64], w[64], what[64];
    rsl_expr *q = e->args[e->nargs - 2], *out = e->args[e->nargs - 1];
    snprintf(what, sizeof what, "%s's output", e->name);
    if (!sema_check_lvalue(S, out, what))
        return false;
    if (q->kind != RSL_E_STR)
        return true;
    size_t i = 0;
    while (i < n && strcmp(table[i].name, q->str) != 0)
        i++;
    if (i == n) {
        char names[512];
        size_t len = 0;
        for (size_t k = 0; k < n && len < sizeof names; k++)
            len += (size_t)snprintf(names + len, sizeof names - len, "%s%s", k == 0 ? "" : k + 1 == n ? " or " : ", ",
                                    table[k].name);
        rsl_diag_error(S->diag, q->loc, "unknown %s query \"%s\" (%s)", e->name, q->str, names);
        return false;
    }
    rsl_type want = rsl_type_make((enum rsl_type_kind)table[i].kind, RSL_DETAIL_DEFAULT, table[i].array_len);
    if ((int)out->type.kind != table[i].kind || out->type.array_len != table[i].array_len) {
        rsl_diag_error(S->diag, out->loc, "%s \"%s\" answers with a '%s', not '%s'", e->name, q->str,
                       sema_type_str(want, w, sizeof w), sema_type_str(out->type, b, sizeof b));
        return false;
    }
    return true;
}

/* Splits args into positional arguments and options and checks both. */
static bool check_arguments(sema *S, rsl_loc loc, const char *call, rsl_expr **args, int nargs, rsl_env_call *ec)
{
    int kind = ec->kind, first = forms[kind].map ? 1 : 0, n = first;
    if (forms[kind].points) {
        while (n < nargs && !is_string(args[n]->type))
            n++;
    } else {
        n = first + forms[kind].nparams + (forms[kind].query ? 1 : 0);
    }
    ec->npositional = n - first;
    ec->first_option = n;
    bool form = forms[kind].points ? ec->npositional == forms[kind].counts[0] || ec->npositional == forms[kind].counts[1] ||
                                         (kind == RSL_ENV_TEXTURE && ec->npositional == 0) /* at (s, t) */
                                   : nargs >= n && (forms[kind].set || forms[kind].query || nargs == n);
    if (!form || (forms[kind].query && nargs != n) || (forms[kind].map && nargs == 0)) {
        rsl_diag_error(S->diag, loc, "wrong arguments to %s: expected %s", call, forms[kind].usage);
        return false;
    }
    bool ok = true;
    for (int i = first; i < n - (forms[kind].query ? 1 : 0); i++)
        ok &= check_positional(S, call, &args[i], forms[kind].params[forms[kind].points ? 0 : i - first]);
    if (forms[kind].set)
        ok &= sema_check_options(S, call, args, nargs, ec);
    return ok;
}

/* The value of filterstep's "filter" when it is a constant. */
static bool check_filterstep_options(sema *S, const rsl_expr *e, const rsl_env_call *ec)
{
    for (int i = ec->first_option; i + 1 < e->nargs; i += 2)
        if (e->args[i]->kind == RSL_E_STR && strcmp(e->args[i]->str, "filter") == 0 &&
            !check_filterstep_filter(S, e->args[i + 1]))
            return false;
    return true;
}

static rsl_env_call *new_env_call(sema *S, int kind)
{
    rsl_env_call *ec = rsl_arena_alloc(S->prog->arena, sizeof *ec);
    ec->kind = (enum rsl_env_kind)kind;
    ec->set = forms[kind].set;
    return ec;
}

static bool check_all(sema *S, rsl_expr **args, int from, int nargs)
{
    bool ok = true;
    for (int i = from; i < nargs; i++)
        ok &= !sema_is_error(sema_check_expr(S, &args[i], RSL_T_NONE));
    return ok;
}

rsl_type sema_check_env_call(sema *S, rsl_expr *e, int kind, int expected)
{
    rsl_env_call *ec = new_env_call(S, kind);
    e->env_call = ec;
    int first = forms[kind].map ? 1 : 0;
    bool ok = !(first && e->nargs > 0 && !check_map(S, e, ec));
    ok &= check_all(S, e->args, first, e->nargs);
    if (!ok || !check_arguments(S, e->loc, e->name, e->args, e->nargs, ec))
        return e->type = sema_scalar(RSL_T_ERROR);
    if (kind == RSL_ENV_TEXTUREINFO && !check_query(S, e, texture_queries, sizeof texture_queries / sizeof *texture_queries))
        return e->type = sema_scalar(RSL_T_ERROR);
    if (kind == RSL_ENV_RAYINFO && !check_query(S, e, ray_queries, sizeof ray_queries / sizeof *ray_queries))
        return e->type = sema_scalar(RSL_T_ERROR);
    if (kind == RSL_ENV_FILTERSTEP && !check_filterstep_options(S, e, ec))
        return e->type = sema_scalar(RSL_T_ERROR);
    int result = forms[kind].result;
    if (result == BY_CONTEXT)
        result = expected >= 0 && rsl_kind_is_triple(expected) ? RSL_T_COLOR : RSL_T_FLOAT;
    e->type = sema_scalar(result);
    e->type.detail = RSL_DETAIL_VARYING;
    if (!check_channel(S, e, ec))
        return e->type = sema_scalar(RSL_T_ERROR);
    return e->type;
}

void sema_check_gather(sema *S, rsl_stmt *s)
{
    rsl_env_call *ec = new_env_call(S, RSL_ENV_GATHER);
    s->env_call = ec;
    rsl_type t = sema_check_expr(S, &s->category, RSL_T_STRING);
    if (!sema_is_error(t) && !is_string(t)) {
        char b[64];
        rsl_diag_error(S->diag, s->category->loc, "the category of gather must be a string, not '%s'",
                       sema_type_str(t, b, sizeof b));
    }
    if (check_all(S, s->args, 0, s->nargs))
        check_arguments(S, s->loc, "gather", s->args, s->nargs, ec);
}

int sema_check_illuminance_options(sema *S, rsl_stmt *s)
{
    /* The options start at the first string literal after the position. */
    int n = 1;
    while (n < s->nargs && s->args[n]->kind != RSL_E_STR)
        n++;
    if (n == s->nargs)
        return n;
    rsl_env_call *ec = new_env_call(S, RSL_ENV_ILLUMINANCE);
    s->env_call = ec;
    ec->npositional = ec->first_option = n;
    if (check_all(S, s->args, n, s->nargs))
        sema_check_options(S, "illuminance", s->args, s->nargs, ec);
    return n;
}
