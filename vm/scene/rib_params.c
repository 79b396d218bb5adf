/* Arguments and parameter lists of RIB requests: positional arguments,
 * Declare, inline declarations ("uniform float Ks", "varying float[2] st")
 * and RI 3.2's predeclared names. */
#include "rib_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const type_names[] = {"float", "integer", "string", "point", "vector",
                                         "normal", "color", "hpoint", "matrix"};
static const int type_sizes[] = {1, 1, 1, 3, 3, 3, 3, 4, 16};
static const char *const class_names[] = {"constant", "uniform", "varying", "vertex", "facevarying"};

/* RI 3.2's predeclared parameters (section 3 and the standard shaders). */
static const struct {
    const char *name, *decl;
} predeclared[] = {
    {"P", "vertex point"},          {"Pw", "vertex hpoint"},         {"Pz", "vertex float"},
    {"N", "varying normal"},        {"Np", "uniform normal"},        {"Cs", "varying color"},
    {"Os", "varying color"},        {"s", "varying float"},          {"t", "varying float"},
    {"st", "varying float[2]"},     {"fov", "float"},                {"intensity", "float"},
    {"lightcolor", "color"},        {"from", "point"},               {"to", "point"},
    {"coneangle", "float"},         {"conedeltaangle", "float"},     {"beamdistribution", "float"},
    {"Ka", "float"},                {"Kd", "float"},                 {"Ks", "float"},
    {"Kr", "float"},                {"roughness", "float"},          {"specularcolor", "color"},
    {"texturename", "string"},      {"amplitude", "float"},          {"mindistance", "float"},
    {"maxdistance", "float"},       {"background", "color"},         {"distance", "float"},
    {"shader", "string"},           {"texture", "string"},           {"identifier:name", "string"},
    {"name", "string"},             {"camera", "integer"},           {"origin", "integer[2]"},
    {"width", "varying float"},     {"constantwidth", "constant float"},
};

/* Parses "[class] type[[n]] [name]"; the name part (NULL for Declare's
 * declarations) is returned through *name.  False when malformed. */
static bool parse_decl(const char *text, rib_decl *d, char *name, size_t namecap, bool want_name)
{
    char words[4][64];
    int nw = 0;
    const char *p = text;
    while (*p && nw < 4) {
        while (*p == ' ' || *p == '\t')
            p++;
        size_t n = 0;
        while (*p && *p != ' ' && *p != '\t' && *p != '[') {
            if (n + 1 >= sizeof words[0])
                return false;
            words[nw][n++] = *p++;
        }
        words[nw][n] = '\0';
        if (n)
            nw++;
        if (*p == '[') {
            /* The array length belongs to the word before it. */
            char *end;
            long len = strtol(p + 1, &end, 10);
            if (!nw || *end != ']' || len < 1 || len > 1 << 20 || d->arraylen != 1)
                return false;
            d->arraylen = (int)len;
            p = end + 1;
        }
    }
    while (*p == ' ' || *p == '\t')
        p++;
    if (*p || !nw)
        return false;
    int w = 0;
    d->cls = SCENE_CLASS_UNIFORM;
    for (int c = 0; c < 5; c++)
        if (strcmp(words[0], class_names[c]) == 0) {
            d->cls = (scene_param_class)c;
            w = 1;
        }
    if (w >= nw)
        return false;
    int type = -1;
    for (int t = 0; t < 9; t++)
        if (strcmp(words[w], type_names[t]) == 0)
            type = t;
    if (type < 0 && strcmp(words[w], "int") == 0)
        type = SCENE_PARAM_INTEGER;
    if (type < 0)
        return false;
    d->type = (scene_param_type)type;
    w++;
    if (want_name != (w < nw) || w + (want_name ? 1 : 0) != nw)
        return false;
    if (want_name)
        snprintf(name, namecap, "%s", words[w]);
    return true;
}

/* The declaration of `name`: Declare's, else the predeclared one. */
static const rib_decl *find_decl(rib_state *st, const char *name)
{
    if (!st->ndecls)
        for (size_t i = 0; i < sizeof predeclared / sizeof predeclared[0]; i++) {
            rib_decl d = {.arraylen = 1};
            char unused[1];
            parse_decl(predeclared[i].decl, &d, unused, sizeof unused, false);
            st->decls = scene_grow(st->decls, st->ndecls + 1, sizeof *st->decls);
            st->decls[st->ndecls] = d;
            rib_map_put(&st->decl_index, predeclared[i].name, (int)st->ndecls++);
        }
    int *i = rib_map_get(&st->decl_index, name);
    return i ? &st->decls[*i] : NULL;
}

bool rib_declare(rib_state *st, const rib_request *rq)
{
    const char *name, *decl;
    if (!rib_nargs(st, rq, 2) || !(name = rib_string(st, rq, 0)) || !(decl = rib_string(st, rq, 1)))
        return false;
    rib_decl d = {.arraylen = 1};
    char unused[1];
    if (!parse_decl(decl, &d, unused, sizeof unused, false))
        return rib_error(st, rq->args[1].line, rq->args[1].col, "Declare: bad declaration \"%s\"", decl);
    find_decl(st, name); /* the predeclared names first, so Declare overrides them */
    st->decls = scene_grow(st->decls, st->ndecls + 1, sizeof *st->decls);
    st->decls[st->ndecls] = d;
    rib_map_put(&st->decl_index, name, (int)st->ndecls++);
    return true;
}

bool rib_override(rib_state *st, const scene_param *p, bool one_face)
{
    if (!p->declared || !(p->cls == SCENE_CLASS_CONSTANT || (p->cls == SCENE_CLASS_UNIFORM && one_face)))
        return false;
    if (st->noverrides == st->overrides_cap) {
        st->overrides_cap = 2 * st->overrides_cap + 4;
        st->overrides = scene_grow(st->overrides, st->overrides_cap, sizeof *st->overrides);
    }
    st->overrides[st->noverrides++] = *p; /* its name and values live in the arena */
    return true;
}

bool rib_params(rib_state *st, const rib_request *rq, size_t first, scene_param **params, size_t *n)
{
    if ((rq->nargs - first) % 2)
        return rib_error(st, rq->args[rq->nargs - 1].line, rq->args[rq->nargs - 1].col,
                         "%s: a parameter name without a value", rq->name);
    size_t np = (rq->nargs - first) / 2;
    scene_param *ps = rib_arena_alloc(st->r, np, sizeof *ps);
    for (size_t i = 0; i < np; i++) {
        const rib_arg *na = &rq->args[first + 2 * i], *va = na + 1;
        if (na->kind != RIB_ARG_STRING)
            return rib_error(st, na->line, na->col, "%s: expected a parameter name (a string)", rq->name);
        const char *text = rq->strs[na->first];
        scene_param *p = &ps[i];
        rib_decl d = {.arraylen = 1};
        char name[64];
        const rib_decl *known = NULL;
        if (strchr(text, ' ')) {
            if (!parse_decl(text, &d, name, sizeof name, true))
                return rib_error(st, na->line, na->col, "%s: bad inline declaration \"%s\"", rq->name, text);
            known = &d;
        } else {
            snprintf(name, sizeof name, "%s", text);
            known = find_decl(st, text);
        }
        bool strings = va->kind == RIB_ARG_STRING || va->kind == RIB_ARG_STRINGS;
        p->name = rib_arena_strdup(st->r, known == &d ? name : text);
        p->nvalues = va->n;
        if (known) {
            p->type = known->type;
            p->cls = known->cls;
            p->arraylen = known->arraylen;
            p->declared = true;
            if (strings != (p->type == SCENE_PARAM_STRING) && va->n)
                return rib_error(st, va->line, va->col, "%s: \"%s\" is declared %s but given %s", rq->name, p->name,
                                 type_names[p->type], strings ? "strings" : "numbers");
            size_t each = (size_t)type_sizes[p->type] * (size_t)p->arraylen;
            if (va->n % each)
                return rib_error(st, va->line, va->col, "%s: \"%s\" (%s%s) needs a multiple of %zu values, not %zu",
                                 rq->name, p->name, type_names[p->type], p->arraylen > 1 ? " array" : "", each, va->n);
        } else {
            p->type = strings ? SCENE_PARAM_STRING : SCENE_PARAM_FLOAT;
            p->cls = SCENE_CLASS_UNIFORM;
            p->arraylen = va->n > 1 ? (int)(va->n < (size_t)1 << 30 ? va->n : 1) : 1;
        }
        if (strings) {
            p->s = rib_arena_alloc(st->r, va->n, sizeof *p->s);
            for (size_t k = 0; k < va->n; k++)
                p->s[k] = rib_arena_strdup(st->r, rq->strs[va->first + k]);
        } else {
            p->f = rib_arena_alloc(st->r, va->n, sizeof *p->f);
            if (va->n)
                memcpy(p->f, rq->nums + va->first, va->n * sizeof *p->f);
        }
    }
    *params = ps;
    *n = np;
    return true;
}

const scene_param *scene_param_find(const scene_param *params, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(params[i].name, name) == 0)
            return &params[i];
    return NULL;
}

const scene_param *scene_rib_attr_find(const scene_rib_attr *list, const char *name)
{
    for (; list; list = list->next)
        if (strcmp(list->param.name, name) == 0)
            return &list->param;
    return NULL;
}

/* ---- Positional arguments ------------------------------------------------- */

bool rib_nargs(rib_state *st, const rib_request *rq, size_t n)
{
    if (rq->nargs == n)
        return true;
    return rib_error(st, rq->line, rq->col, "%s takes %zu argument%s, not %zu", rq->name, n, n == 1 ? "" : "s",
                     rq->nargs);
}

size_t rib_floats(rib_state *st, const rib_request *rq, size_t n, float *out)
{
    bool array = rq->nargs >= 1 && rq->args[0].kind == RIB_ARG_NUMBERS && rq->args[0].n == n;
    size_t used = array ? 1 : n;
    if (rq->nargs > used) {
        rib_error(st, rq->args[used].line, rq->args[used].col, "%s takes %zu numbers: unexpected argument",
                  rq->name, n);
        return 0;
    }
    if (array) {
        memcpy(out, rq->nums + rq->args[0].first, n * sizeof *out);
        return 1;
    }
    for (size_t i = 0; i < n; i++) {
        if (i >= rq->nargs || rq->args[i].kind != RIB_ARG_NUMBER) {
            rib_error(st, i < rq->nargs ? rq->args[i].line : rq->line, i < rq->nargs ? rq->args[i].col : rq->col,
                      "%s needs %zu numbers", rq->name, n);
            return 0;
        }
        out[i] = rq->nums[rq->args[i].first];
    }
    return n;
}

const char *rib_string(rib_state *st, const rib_request *rq, size_t i)
{
    if (i < rq->nargs && rq->args[i].kind == RIB_ARG_STRING)
        return rq->strs[rq->args[i].first];
    if (i < rq->nargs && rq->args[i].kind == RIB_ARG_STRINGS && rq->args[i].n == 1)
        return rq->strs[rq->args[i].first];
    rib_error(st, i < rq->nargs ? rq->args[i].line : rq->line, i < rq->nargs ? rq->args[i].col : rq->col,
              "%s: argument %zu must be a string", rq->name, i + 1);
    return NULL;
}

const float *rib_array(rib_state *st, const rib_request *rq, size_t i, size_t *n)
{
    if (i < rq->nargs && (rq->args[i].kind == RIB_ARG_NUMBERS || rq->args[i].kind == RIB_ARG_NUMBER)) {
        static const float none[1];
        *n = rq->args[i].n;
        return *n ? rq->nums + rq->args[i].first : none;
    }
    rib_error(st, i < rq->nargs ? rq->args[i].line : rq->line, i < rq->nargs ? rq->args[i].col : rq->col,
              "%s: argument %zu must be an array of numbers", rq->name, i + 1);
    return NULL;
}
