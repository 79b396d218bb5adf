/* RIB's texture-making requests (RI 3.2 section 8): MakeTexture,
 * MakeLatLongEnvironment, MakeCubeFaceEnvironment and MakeShadow are read
 * into scene_rib.makes in their order; making the files is a renderer's
 * job (rsl-render runs them through OpenImageIO's maketx). */
#include <string.h>

#include "rib_internal.h"

/* Appends to the arena array, doubling it (amortised linear). */
static scene_rib_make *add_make(rib_state *st, scene_rib_make_kind kind)
{
    scene_rib *r = st->r;
    if (r->nmakes == r->makecap) {
        size_t cap = r->makecap ? 2 * r->makecap : 4;
        scene_rib_make *grown = rib_arena_alloc(r, cap, sizeof *grown);
        if (r->nmakes)
            memcpy(grown, r->makes, r->nmakes * sizeof *grown);
        r->makes = grown;
        r->makecap = cap;
    }
    scene_rib_make *m = &r->makes[r->nmakes++];
    *m = (scene_rib_make){.kind = kind, .line = st->request->line, .col = st->request->col};
    return m;
}

/* The strings from argument `first` on (n of them) into out (arena copies). */
static bool strings(rib_state *st, const rib_request *rq, size_t first, size_t n, char **out)
{
    for (size_t i = 0; i < n; i++) {
        const char *s = rib_string(st, rq, first + i);
        if (!s)
            return false;
        out[i] = rib_arena_strdup(st->r, s);
    }
    return true;
}

/* Argument i as one number (error set and false when it is not). */
static bool number(rib_state *st, const rib_request *rq, size_t i, float *out)
{
    if (i < rq->nargs && rq->args[i].kind == RIB_ARG_NUMBER) {
        *out = rq->nums[rq->args[i].first];
        return true;
    }
    return rib_error(st, i < rq->nargs ? rq->args[i].line : rq->line, i < rq->nargs ? rq->args[i].col : rq->col,
                     "%s: argument %zu must be a number", rq->name, i + 1);
}

/* The filter and its widths from argument `first` on, then the parameter
 * list (read for its errors; maketx takes none of RI's). */
static bool filter_and_params(rib_state *st, const rib_request *rq, size_t first, scene_rib_make *m)
{
    scene_param *ps;
    size_t np;
    return strings(st, rq, first, 1, &m->filter) && number(st, rq, first + 1, &m->swidth) &&
           number(st, rq, first + 2, &m->twidth) && rib_params(st, rq, first + 3, &ps, &np);
}

static bool make_texture(rib_state *st, const rib_request *rq)
{
    scene_rib_make *m = add_make(st, SCENE_MAKE_TEXTURE);
    m->ninputs = 1;
    char *wraps[2];
    if (!strings(st, rq, 0, 1, m->inputs) || !strings(st, rq, 1, 1, &m->output) || !strings(st, rq, 2, 2, wraps))
        return false;
    m->swrap = wraps[0], m->twrap = wraps[1];
    return filter_and_params(st, rq, 4, m);
}

static bool make_latlong(rib_state *st, const rib_request *rq)
{
    scene_rib_make *m = add_make(st, SCENE_MAKE_LATLONG);
    m->ninputs = 1;
    return strings(st, rq, 0, 1, m->inputs) && strings(st, rq, 1, 1, &m->output) && filter_and_params(st, rq, 2, m);
}

static bool make_cubeface(rib_state *st, const rib_request *rq)
{
    scene_rib_make *m = add_make(st, SCENE_MAKE_CUBEFACE);
    m->ninputs = 6;
    return strings(st, rq, 0, 6, m->inputs) && strings(st, rq, 6, 1, &m->output) && number(st, rq, 7, &m->fov) &&
           filter_and_params(st, rq, 8, m);
}

static bool make_shadow(rib_state *st, const rib_request *rq)
{
    scene_rib_make *m = add_make(st, SCENE_MAKE_SHADOW);
    m->ninputs = 1;
    scene_param *ps;
    size_t np;
    return strings(st, rq, 0, 1, m->inputs) && strings(st, rq, 1, 1, &m->output) && rib_params(st, rq, 2, &ps, &np);
}

rib_handler rib_make_handler(const char *name)
{
    static const struct {
        const char *name;
        rib_handler h;
    } makes[] = {
        {"MakeTexture", make_texture},
        {"MakeLatLongEnvironment", make_latlong},
        {"MakeCubeFaceEnvironment", make_cubeface},
        {"MakeShadow", make_shadow},
    };
    for (size_t i = 0; i < sizeof makes / sizeof makes[0]; i++)
        if (strcmp(name, makes[i].name) == 0)
            return makes[i].h;
    return NULL;
}
