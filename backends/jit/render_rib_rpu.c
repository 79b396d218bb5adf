/* rsl-render SCENE.rib --backend=rpu: the scene's objects, each with its own
 * surface shader instance (the entry at its HIT.w), and its LightSource
 * instances in the light list, their RIB parameter values compiled into
 * the code as constants (rslrpu.h), rendered by the RPU's shading step in
 * the renderer core.  An object with a displacement, atmosphere, interior
 * or exterior shader gets an entry running them with its surface
 * (rslrpu_object_shaders), and the Imager runs on each pixel. */
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

/* The kinds of an object's shaders its RPU entry runs: the surface, then
 * rslrpu_object_shaders' in order. */
static const scene_shader_kind object_kinds[] = {SCENE_SHADER_SURFACE, SCENE_SHADER_DISPLACEMENT,
                                                 SCENE_SHADER_ATMOSPHERE, SCENE_SHADER_INTERIOR,
                                                 SCENE_SHADER_EXTERIOR};
enum { NKINDS = sizeof object_kinds / sizeof object_kinds[0] };

/* Each object's distinct set of shader instances: its surface into
 * `surfaces`, the others into `others` (room for NKINDS - 1 per object:
 * objs points into it), scene_object.shader renumbered to index the sets;
 * *any_other when some object has one; false after a diagnostic. */
static bool object_shaders(const rib_render_args *a, scene_rib *r, rpu_set *surfaces, rpu_set *others,
                           rslrpu_object_shaders *objs, bool *any_other)
{
    int (*keys)[NKINDS] = calloc(r->scene->nobjs + 1, sizeof *keys);
    if (!keys)
        abort();
    bool ok = true;
    *any_other = false;
    for (size_t i = 0; i < r->scene->nobjs && ok; i++) {
        int key[NKINDS], k = 0;
        for (int j = 0; j < NKINDS; j++)
            key[j] = r->objects[i].shader[object_kinds[j]];
        while (k < surfaces->n && memcmp(keys[k], key, sizeof key) != 0)
            k++;
        if (k == surfaces->n) {
            memcpy(keys[k], key, sizeof key);
            ok = add_instance(a, r, key[0], surfaces);
            const rslrpu_shader **slot[NKINDS - 1] = {&objs[k].displacement, &objs[k].atmosphere, &objs[k].interior,
                                                      &objs[k].exterior};
            for (int j = 1; j < NKINDS && ok; j++)
                if (key[j] >= 0) {
                    ok = add_instance(a, r, key[j], others);
                    *slot[j - 1] = &others->shaders[others->n - 1];
                    *any_other = true;
                }
        }
        r->scene->objs[i].shader = k;
    }
    free(keys);
    return ok;
}

int rib_render_rpu(const rib_render_args *a, scene_rib *r, const render_view *view, const char *out, bool alpha)
{
    rpu_set surfaces = {0}, others = {0}, lights = {0}, imager = {0};
    rsl_jit_space *spaces = NULL;
    rsl_matrix *objects = NULL;
    alloc_set(&surfaces, r->scene->nobjs);
    alloc_set(&others, (NKINDS - 1) * r->scene->nobjs);
    alloc_set(&lights, r->nlights);
    alloc_set(&imager, 1);
    rslrpu_object_shaders *objs = calloc(r->scene->nobjs + 1, sizeof *objs);
    if (!objs)
        abort();
    int rc = 1;
    float *rgba = NULL;
    bool any_other;
    bool ok = object_shaders(a, r, &surfaces, &others, objs, &any_other);
    for (size_t i = 0; i < r->nlights && ok; i++)
        ok = add_instance(a, r, r->lights[i].shader, &lights);
    if (ok && r->opt.imager >= 0)
        ok = add_instance(a, r, r->opt.imager, &imager);
    if (!ok)
        goto done;
    if (!surfaces.n && !add_instance(a, r, -1, &surfaces)) /* no objects: a black image all the same */
        goto done;
    int ow = render_view_out_width(view), oh = render_view_out_height(view);
    rgba = calloc((size_t)ow * (size_t)oh * 4, sizeof *rgba);
    spaces = rib_spaces(r, view->width, view->height);
    objects = rib_object_spaces(r);
    rslrpu_options po = {.spaces = spaces, .nspaces = (int)r->ncoordsys, .object_spaces = objects,
                         .clipping = {r->opt.hither, r->opt.yon},
                         .source = a->source, .surfaces = surfaces.shaders, .nsurfaces = surfaces.n,
                         .objects = any_other ? objs : NULL, .imager = imager.n ? imager.shaders : NULL,
                         .lights = lights.shaders, .nlights = lights.n, .view = view, .threads = a->threads,
                         .stats = a->stats, .cycles = a->cycles, .asm_out = a->save_asm, .errors = stderr};
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
    free_set(&others);
    free_set(&lights);
    free_set(&imager);
    free(objs);
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
