/* The deferred-shading pipeline (rslptxrender.h): compile, light list,
 * then the renderer core traces the primary rays and hands their hits to
 * the shading step as one batch, which shades them as a G-buffer. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ptxrender_internal.h"
#include "rsl_clock.h"
#include "footprint.h"
#include "rsl_format.h"
#include "render_core.h"
#include "rsljit.h"
#include "scene.h"

bool rslptx_scene_lights(const scene *sc, rsl_ptx_light_list *out, char **err)
{
    memset(out, 0, sizeof *out);
    if (sc->nlights > RSL_PTX_MAX_LIGHTS) {
        *err = rsl_format("the scene has %zu lights; the PTX glue takes at most %d", sc->nlights,
                          RSL_PTX_MAX_LIGHTS);
        return false;
    }
    for (size_t i = 0; i < sc->nlights; i++) {
        const scene_light *l = &sc->lights[i];
        rsl_ptx_light *p = &out->light[i];
        scene_vec3 pos = l->kind == SCENE_LIGHT_POINT ? l->from : l->dir;
        p->kind = l->kind == SCENE_LIGHT_POINT ? RSL_PTX_LIGHT_POINT : RSL_PTX_LIGHT_DISTANT;
        p->pos[0] = pos.x, p->pos[1] = pos.y, p->pos[2] = pos.z;
        p->color[0] = l->intensity * l->color.x;
        p->color[1] = l->intensity * l->color.y;
        p->color[2] = l->intensity * l->color.z;
    }
    out->count = (int32_t)sc->nlights;
    return true;
}

static bool write_text(const char *path, const char *text, char **err)
{
    FILE *f = fopen(path, "w");
    size_t len = strlen(text);
    bool ok = f && fwrite(text, 1, len, f) == len;
    if (f && fclose(f) != 0)
        ok = false;
    if (!ok)
        *err = rsl_format("cannot write '%s'", path);
    return ok;
}

/* The renderer core's shading step, all samples in one batch: the hits'
 * globals become the G-buffer the shading step shades in place; a miss is
 * black with alpha 0. */
typedef struct deferred {
    const rslptx_options *o;
    const scene *sc;
    const render_view *view;
    rslptx_shade_request req;
    rslptx_status status;
    double shade_seconds;
} deferred;

static bool shade_batch(void *ctx, void *thread, const render_sample *samples, size_t n, float *rgba, char **err)
{
    (void)thread;
    deferred *d = ctx;
    rsl_globals *g = malloc((n ? n : 1) * sizeof *g);
    size_t *at = malloc((n ? n : 1) * sizeof *at);
    size_t hits = 0;
    if (!g || !at || n > INT32_MAX) {
        free(g);
        free(at);
        *err = rsl_format("no memory for the G-buffer of %zu samples", n);
        return false;
    }
    scene_camera_rays rays;
    scene_camera_rays_init(&rays, &d->sc->camera);
    for (size_t i = 0; i < n; i++) {
        const render_sample *s = &samples[i];
        float *p = &rgba[4 * i];
        p[0] = p[1] = p[2] = p[3] = 0;
        if (s->hit.obj >= 0) {
            rsl_jit_hit_globals(d->sc, &s->hit, (rsl_point){s->ray.org.x, s->ray.org.y, s->ray.org.z},
                                (rsl_vector){s->ray.dir.x, s->ray.dir.y, s->ray.dir.z}, &g[hits]);
            rsl_ray_diff camera = rsl_jit_camera_ray_diff(&rays, s->x, s->y, d->view->width, d->view->height);
            rsl_ray_footprint(&camera, (rsl_vector){s->ray.dir.x, s->ray.dir.y, s->ray.dir.z}, &g[hits]); /* du, dv */
            g[hits].object = 1 + s->hit.obj; /* the glue's "object" and "shader" spaces */
            at[hits++] = i;
        }
    }
    double t0 = rsl_seconds_now();
    d->req.globals = g;
    d->req.n = (int)hits;
    d->status = d->o->shade ? d->o->shade(d->o->shade_ctx, &d->req, err)
                            : rslptx_shade_on_gpu(d->o->shade_ctx, &d->req, err);
    d->shade_seconds = rsl_seconds_now() - t0;
    for (size_t i = 0; d->status == RSLPTX_OK && i < hits; i++) {
        float *p = &rgba[4 * at[i]];
        p[0] = g[i].Ci[0], p[1] = g[i].Ci[1], p[2] = g[i].Ci[2], p[3] = 1;
    }
    free(g);
    free(at);
    if (d->status != RSLPTX_OK && !*err)
        *err = strdup(""); /* the diagnostics went to o->errors */
    return d->status == RSLPTX_OK;
}

rslptx_status rslptx_render(const rslptx_options *o, const scene *sc, float *rgba, rslptx_stats *stats,
                            char **err)
{
    *err = NULL;
    rslptx_stats st = {0};
    render_view simple;
    if (!o->view && sc)
        simple = render_view_simple(&sc->camera, o->width, o->height);
    const render_view *v = o->view ? o->view : &simple;
    if (!sc || v->width <= 0 || v->height <= 0) {
        *err = strdup("no scene or an empty image");
        return RSLPTX_FAILED;
    }
    rsl_ptx_light_list lights;
    if (!rslptx_scene_lights(sc, &lights, err))
        return RSLPTX_FAILED;
    char *ptx = NULL, *kernel = NULL, *shader = NULL;
    deferred d = {.o = o, .sc = sc, .view = v, .status = RSLPTX_FAILED};
    double t0 = rsl_seconds_now();
    bool reads_spaces;
    if (!rslptx_compile_surface(o, &ptx, &kernel, &shader, &reads_spaces, err))
        goto done;
    st.compile = rsl_seconds_now() - t0;
    if (o->ptx_out && !write_text(o->ptx_out, ptx, err))
        goto done;
    d.req = (rslptx_shade_request){.ptx = ptx, .kernel = kernel, .shader = shader, .lights = &lights};
    /* without a table the glue answers the identity (every object at the camera) */
    if (reads_spaces && o->object_spaces) {
        if (sc->nobjs > INT32_MAX) {
            *err = rsl_format("the scene has %zu objects; the PTX glue's table takes at most %d", sc->nobjs,
                              INT32_MAX);
            goto done;
        }
        d.req.object_spaces = o->object_spaces;
        d.req.nobjects = (int)sc->nobjs;
    }
    render_backend b = {.ctx = &d, .primary_hits = true, .one_batch = true, .shade = shade_batch};
    render_stats rs;
    if (!render_image(v, sc, &b, o->threads, NULL, rgba, &rs, err) && d.status == RSLPTX_OK)
        d.status = RSLPTX_FAILED;
    if (*err && !**err) { /* shade_batch's mark: diagnostics already printed */
        free(*err);
        *err = NULL;
    }
    st.hits = d.req.n;
    st.setup = d.req.setup_seconds;
    st.shade = d.shade_seconds - d.req.setup_seconds;
    st.trace = rs.seconds - d.shade_seconds;
done:
    if (stats)
        *stats = st;
    free(ptx);
    free(kernel);
    free(shader);
    return d.status;
}
