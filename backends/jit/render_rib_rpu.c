/* rsl-render SCENE.rib --backend=rpu: the scene's objects, each with its own
 * surface shader instance (the entry at its HIT.w), and its LightSource
 * instances in the light list, their RIB parameter values compiled into
 * the code as constants (rslrpu.h), rendered by the RPU's shading step in
 * the renderer core.  The RPU renderer runs surface and light shaders:
 * displacement, atmosphere and imager shaders are an error naming them. */
#define _POSIX_C_SOURCE 200809L
#include "render_rib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef RSL_RENDER_HAVE_RPU
#include "rslrpu.h"

/* The instances handed to rslrpu, with what they own. */
typedef struct rpu_set {
    rslrpu_shader *shaders;
    int n;
    char **specs;
    rslrpu_param **params;
    float (*spaces)[16];
} rpu_set;

/* Shader instance `index` (-1: defaultsurface) as rslrpu's next instance:
 * FILE.sl:NAME and its values in its shader space; false after a
 * diagnostic. */
static bool add_instance(const rib_render_args *a, const scene_rib *r, int index, rpu_set *set)
{
    static const scene_shader_instance deflt = {.name = "defaultsurface"};
    const scene_shader_instance *in = index >= 0 ? &r->shaders[index] : &deflt;
    char *path = rib_find_shader(r, in->name, a->shaderpath);
    if (!path) {
        fprintf(stderr, "%s: error: %s: shader \"%s\": no %s.sl found\n", a->tool, a->rib, in->name, in->name);
        return false;
    }
    int k = set->n++;
    char *spec = set->specs[k] = malloc(strlen(path) + strlen(in->name) + 2);
    rslrpu_param *ps = set->params[k] = calloc(in->nparams + 1, sizeof *ps);
    if (!spec || !ps)
        abort();
    sprintf(spec, "%s:%s", path, in->name);
    free(path);
    for (size_t i = 0; i < in->nparams; i++) {
        const scene_param *p = &in->params[i];
        ps[i] = (rslrpu_param){.name = p->name, .nvalues = p->f ? p->nvalues : 0, .f = p->f, .space = &in->space,
                               .type = p->declared ? (int)p->type : -1};
    }
    rib_rsl_matrix(&in->space, set->spaces[k]);
    set->shaders[k] = (rslrpu_shader){.spec = spec, .params = ps, .nparams = (int)in->nparams,
                                      .shader_space = index >= 0 ? set->spaces[k] : NULL};
    return true;
}

static void free_set(rpu_set *set)
{
    for (int i = 0; i < set->n; i++) {
        free(set->specs[i]);
        free(set->params[i]);
    }
    free(set->shaders);
    free(set->specs);
    free(set->params);
    free(set->spaces);
}

static void alloc_set(rpu_set *set, size_t n)
{
    set->shaders = calloc(n + 1, sizeof *set->shaders);
    set->specs = calloc(n + 1, sizeof *set->specs);
    set->params = calloc(n + 1, sizeof *set->params);
    set->spaces = calloc(n + 1, sizeof *set->spaces);
    if (!set->shaders || !set->specs || !set->params || !set->spaces)
        abort();
}

/* Each object's surface instance, scene_object.shader renumbered to index
 * the distinct ones; false after a diagnostic. */
static bool object_surfaces(const rib_render_args *a, scene_rib *r, rpu_set *set)
{
    static const scene_shader_kind others[] = {SCENE_SHADER_DISPLACEMENT, SCENE_SHADER_ATMOSPHERE};
    int *keys = calloc(r->scene->nobjs + 1, sizeof *keys);
    if (!keys)
        abort();
    bool ok = r->opt.imager < 0;
    if (!ok)
        fprintf(stderr, "%s: error: %s: --backend=rpu runs surface and light shaders, not the imager \"%s\"\n",
                a->tool, a->rib, r->shaders[r->opt.imager].name);
    for (size_t i = 0; i < r->scene->nobjs && ok; i++) {
        const scene_rib_object *o = &r->objects[i];
        for (size_t j = 0; j < sizeof others / sizeof others[0] && ok; j++)
            if (o->shader[others[j]] >= 0) {
                fprintf(stderr, "%s: error: %s: --backend=rpu runs surface and light shaders, not \"%s\"\n",
                        a->tool, a->rib, r->shaders[o->shader[others[j]]].name);
                ok = false;
            }
        int key = o->shader[SCENE_SHADER_SURFACE], k = 0;
        while (k < set->n && keys[k] != key)
            k++;
        if (ok && k == set->n) {
            keys[k] = key;
            ok = add_instance(a, r, key, set);
        }
        r->scene->objs[i].shader = k;
    }
    free(keys);
    return ok;
}

/* The scene's named coordinate systems as the JIT's (rib_spaces), for
 * rslrpu; malloc'd. */
static rslrpu_space *rpu_spaces(const scene_rib *r, const render_view *view)
{
    rsl_jit_space *named = rib_spaces(r, view->width, view->height);
    rslrpu_space *spaces = calloc(r->ncoordsys + 1, sizeof *spaces);
    if (!spaces)
        abort();
    for (size_t i = 0; i < r->ncoordsys; i++)
        spaces[i] = (rslrpu_space){named[i].name, named[i].to_current};
    free(named);
    return spaces;
}

int rib_render_rpu(const rib_render_args *a, scene_rib *r, const render_view *view, const char *out, bool alpha)
{
    rpu_set surfaces = {0}, lights = {0};
    rslrpu_space *spaces = NULL;
    rsl_matrix *objects = NULL;
    alloc_set(&surfaces, r->scene->nobjs);
    alloc_set(&lights, r->nlights);
    int rc = 1;
    float *rgba = NULL;
    bool ok = object_surfaces(a, r, &surfaces);
    for (size_t i = 0; i < r->nlights && ok; i++)
        ok = add_instance(a, r, r->lights[i].shader, &lights);
    if (!ok)
        goto done;
    if (!surfaces.n && !add_instance(a, r, -1, &surfaces)) /* no objects: a black image all the same */
        goto done;
    int ow = render_view_out_width(view), oh = render_view_out_height(view);
    rgba = calloc((size_t)ow * (size_t)oh * 4, sizeof *rgba);
    spaces = rpu_spaces(r, view);
    objects = rib_object_spaces(r);
    rslrpu_options po = {.spaces = spaces, .nspaces = (int)r->ncoordsys, .object_spaces = objects,
                         .clipping = {r->opt.hither, r->opt.yon},
                         .source = a->source, .surfaces = surfaces.shaders, .nsurfaces = surfaces.n,
                         .lights = lights.shaders, .nlights = lights.n, .view = view, .threads = a->threads,
                         .stats = a->stats, .asm_out = a->save_asm, .errors = stderr};
    char *err = NULL;
    bool rendered = rslrpu_render(&po, r->scene, rgba, &err); /* takes the scene over */
    r->scene = NULL;
    if (!rendered || !render_write_png(out, ow, oh, rgba, alpha, &err)) {
        if (err)
            fprintf(stderr, "%s: error: %s\n", a->tool, err);
        free(err);
        goto done;
    }
    rc = 0;
done:
    free(spaces);
    free(objects);
    free(rgba);
    free_set(&surfaces);
    free_set(&lights);
    return rc;
}

#else

int rib_render_rpu(const rib_render_args *a, scene_rib *r, const render_view *view, const char *out, bool alpha)
{
    (void)r, (void)view, (void)out, (void)alpha;
    fprintf(stderr, "%s: error: this rsl-render was built without the RPU backend\n", a->tool);
    return 1;
}

#endif
