/* rsl-render SCENE.rib --backend=ptx: the deferred shading path
 * (rslptxrender.h) under the renderer core, with the limits it states: one
 * surface shader for every object at its defaults (the PTX glue binds no
 * parameters), no displacement, atmosphere or imager, and lights from the
 * standard pointlight and distantlight instances only (the PTX glue's light
 * list; it has no RSL light shaders).  The scene's coordinate systems, each
 * object's "object" and "shader" spaces and the clipping planes are the
 * JIT's (rib_spaces; rib_object_spaces' matrices). */
#define _POSIX_C_SOURCE 200809L
#include "render_rib.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef RSL_RENDER_HAVE_PTX
#include "rslptxrender.h"

/* A parameter's 1 or 3 floats, or `deflt` when the instance has none. */
static const float *param_or(const scene_shader_instance *in, const char *name, size_t n, const float *deflt)
{
    const scene_param *p = scene_param_find(in->params, in->nparams, name);
    return p && p->f && p->nvalues == n ? p->f : deflt;
}

/* LightSource "pointlight" / "distantlight" as a scene light (camera space);
 * false after a diagnostic for another shader. */
static bool scene_light_of(const rib_render_args *a, const scene_shader_instance *in, scene_light *out)
{
    static const float zero[3] = {0, 0, 0}, one[3] = {1, 1, 1}, ahead[3] = {0, 0, 1}, unit = 1;
    bool point = strcmp(in->name, "pointlight") == 0;
    if (!point && strcmp(in->name, "distantlight") != 0) {
        fprintf(stderr, "%s: error: %s: LightSource \"%s\": --backend=ptx lights with the standard pointlight and "
                "distantlight only (the PTX glue runs no light shaders)\n", a->tool, a->rib, in->name);
        return false;
    }
    const float *c = param_or(in, "lightcolor", 3, one);
    float from[3], to[3];
    scene_param_transform(&in->space, param_or(in, "from", 3, zero), from, SCENE_PARAM_POINT);
    scene_param_transform(&in->space, param_or(in, "to", 3, ahead), to, SCENE_PARAM_POINT);
    *out = (scene_light){.kind = point ? SCENE_LIGHT_POINT : SCENE_LIGHT_DISTANT,
                         .from = {from[0], from[1], from[2]},
                         .dir = {to[0] - from[0], to[1] - from[1], to[2] - from[2]},
                         .color = {c[0], c[1], c[2]},
                         .intensity = *param_or(in, "intensity", 1, &unit)};
    return true;
}

/* The one surface shader of every object (-1: defaultsurface); false after
 * a diagnostic when objects differ, bind parameters or have other shaders. */
static bool one_surface(const rib_render_args *a, const scene_rib *r, int *surface)
{
    static const scene_shader_kind others[] = {SCENE_SHADER_DISPLACEMENT, SCENE_SHADER_ATMOSPHERE};
    *surface = r->scene->nobjs ? r->objects[0].shader[SCENE_SHADER_SURFACE] : -1;
    for (size_t i = 0; i < r->scene->nobjs; i++) {
        const scene_rib_object *o = &r->objects[i];
        int k = o->shader[SCENE_SHADER_SURFACE];
        const char *name = k >= 0 ? r->shaders[k].name : "defaultsurface";
        const char *first = *surface >= 0 ? r->shaders[*surface].name : "defaultsurface";
        if (strcmp(name, first) != 0 || (k >= 0 && r->shaders[k].nparams)) {
            fprintf(stderr, "%s: error: %s: --backend=ptx shades every object with one surface shader at its "
                    "defaults (the PTX glue binds no parameters): \"%s\"%s\n", a->tool, a->rib, name,
                    strcmp(name, first) ? " differs from the first object's" : " has parameter values");
            return false;
        }
        for (size_t j = 0; j < sizeof others / sizeof others[0]; j++)
            if (o->shader[others[j]] >= 0) {
                fprintf(stderr, "%s: error: %s: --backend=ptx runs surface shaders only, not \"%s\"\n", a->tool,
                        a->rib, r->shaders[o->shader[others[j]]].name);
                return false;
            }
    }
    if (r->opt.imager >= 0) {
        fprintf(stderr, "%s: error: %s: --backend=ptx runs no imager shader\n", a->tool, a->rib);
        return false;
    }
    return true;
}

int rib_render_ptx(const rib_render_args *a, scene_rib *r, const render_view *view, const char *out, bool alpha)
{
    int surface;
    if (!one_surface(a, r, &surface))
        return 1;
    for (size_t i = 0; i < r->nlights; i++) {
        scene_light l;
        if (!scene_light_of(a, &r->shaders[r->lights[i].shader], &l))
            return 1;
        scene_add_light(r->scene, l);
    }
    const char *name = surface >= 0 ? r->shaders[surface].name : "defaultsurface";
    char *path = rib_find_shader(r, name, a->shaderpath);
    if (!path) {
        fprintf(stderr, "%s: error: %s: shader \"%s\": no %s.sl found\n", a->tool, a->rib, name, name);
        return 1;
    }
    char *spec = malloc(strlen(path) + strlen(name) + 2);
    if (!spec)
        abort();
    sprintf(spec, "%s:%s", path, name);
    int ow = render_view_out_width(view), oh = render_view_out_height(view);
    float *rgba = calloc((size_t)ow * (size_t)oh * 4, sizeof *rgba);
    rsl_jit_space *spaces = rib_spaces(r, view->width, view->height);
    rsl_ptx_object_spaces *object_spaces = calloc(r->scene->nobjs + 1, sizeof *object_spaces);
    if (!rgba || !object_spaces)
        abort();
    for (size_t i = 0; i < r->scene->nobjs; i++) {
        int k = r->objects[i].shader[SCENE_SHADER_SURFACE];
        scene_mat4 shader = k >= 0 ? r->shaders[k].space : scene_mat4_identity(); /* the JIT's defaultsurface's */
        rib_rsl_matrix(&r->objects[i].object_to_camera, object_spaces[i].object.m);
        rib_rsl_matrix(&shader, object_spaces[i].shader.m);
    }
    rslptx_options po = {.source = a->source, .surface = spec, .view = view, .threads = a->threads,
                         .spaces = spaces, .nspaces = (int)r->ncoordsys, .object_spaces = object_spaces,
                         .clipping = {r->opt.hither, r->opt.yon}, .ptx_out = a->save_asm,
                         .shade_ctx = (void *)a->cuda_library, .errors = stderr};
    char *err = NULL;
    rslptx_stats st;
    rslptx_status status = rslptx_render(&po, r->scene, rgba, &st, &err);
    int rc = 1;
    if (status == RSLPTX_NO_DEVICE) {
        fprintf(stderr, "%s: skipped: no CUDA device (%s)\n", a->tool, err ? err : "unknown reason");
        rc = RSLPTX_SKIPPED;
    } else if (status != RSLPTX_OK) {
        if (err)
            fprintf(stderr, "%s: error: %s\n", a->tool, err);
    } else if (!render_write_png(out, ow, oh, rgba, alpha, &err)) {
        fprintf(stderr, "%s: error: %s\n", a->tool, err);
    } else {
        rc = 0;
        if (a->stats)
            fprintf(stderr, "compile to PTX: %.3f s\nhost trace: %.3f s, %d hits\ngpu setup: %.3f s\ngpu shading: "
                    "%.3f s\n", st.compile, st.trace, st.hits, st.setup, st.shade);
    }
    free(err);
    free(rgba);
    free(spaces);
    free(object_spaces);
    free(spec);
    free(path);
    return rc;
}

#else

int rib_render_ptx(const rib_render_args *a, scene_rib *r, const render_view *view, const char *out, bool alpha)
{
    (void)r, (void)view, (void)out, (void)alpha;
    fprintf(stderr, "%s: error: this rsl-render was built without the PTX backend\n", a->tool);
    return 1;
}

#endif
