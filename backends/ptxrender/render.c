/* The deferred-shading pipeline (rslptxrender.h): compile, trace the
 * primary rays into a G-buffer, light list, shading step, image. */
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ptxrender_internal.h"
#include "rsl_clock.h"
#include "rsl_format.h"
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

/* The primary rays, rows handed out to the threads one at a time: each hit's
 * globals go to its pixel's slot of g, hit[] says which slots hold one. */
typedef struct trace_job {
    const scene *sc;
    int width, height;
    rsl_globals *g;
    bool *hit;
    atomic_int next_row;
} trace_job;

static void *trace_rows(void *arg)
{
    trace_job *j = arg;
    float aspect = (float)j->width / (float)j->height;
    for (int y; (y = atomic_fetch_add(&j->next_row, 1)) < j->height;)
        for (int x = 0; x < j->width; x++) {
            size_t at = (size_t)y * (size_t)j->width + (size_t)x;
            float px = ((float)x + 0.5f) / (float)j->width, py = ((float)y + 0.5f) / (float)j->height;
            scene_vec3 org, dir;
            scene_camera_ray(&j->sc->camera, px, py, aspect, &org, &dir);
            j->hit[at] = rsl_jit_ray_hit_globals(j->sc, (rsl_point){org.x, org.y, org.z},
                                                 (rsl_vector){dir.x, dir.y, dir.z}, &j->g[at]);
        }
    return NULL;
}

/* The primary ray of every pixel, as rsl_jit_render shoots it without a
 * main shader, on `threads` threads (0: one per core): the hits' globals go
 * to g[0..] in pixel order, their pixel indices to pixel[]; the number of
 * hits, or -1 where there is no memory for the flags. */
static int trace_primary(const scene *sc, int width, int height, int threads, rsl_globals *g, size_t *pixel)
{
    size_t npixels = (size_t)width * (size_t)height;
    trace_job job = {.sc = sc, .width = width, .height = height, .g = g, .hit = calloc(npixels, sizeof(bool))};
    if (!job.hit)
        return -1;
    atomic_init(&job.next_row, 0);
    int nthreads = threads > 0 ? threads : (int)sysconf(_SC_NPROCESSORS_ONLN);
    if (nthreads < 1)
        nthreads = 1;
    if (nthreads > height)
        nthreads = height;
    /* This thread is one of them: it takes the rows that no other does. */
    pthread_t *ids = calloc((size_t)nthreads, sizeof *ids);
    int started = 0;
    while (ids && started < nthreads - 1 && pthread_create(&ids[started], NULL, trace_rows, &job) == 0)
        started++;
    trace_rows(&job);
    for (int i = 0; i < started; i++)
        pthread_join(ids[i], NULL);
    free(ids);
    /* The hits to the front, in pixel order: a slot only moves down. */
    int n = 0;
    for (size_t i = 0; i < npixels; i++)
        if (job.hit[i]) {
            if ((size_t)n != i)
                g[n] = g[i];
            pixel[n++] = i;
        }
    free(job.hit);
    return n;
}

rslptx_status rslptx_render(const rslptx_options *o, const scene *sc, float *rgb, rslptx_stats *stats,
                            char **err)
{
    *err = NULL;
    rslptx_stats st = {0};
    if (!sc || o->width <= 0 || o->height <= 0) {
        *err = strdup("no scene or an empty image");
        return RSLPTX_FAILED;
    }
    rsl_ptx_light_list lights;
    if (!rslptx_scene_lights(sc, &lights, err))
        return RSLPTX_FAILED;
    rslptx_status status = RSLPTX_FAILED;
    char *ptx = NULL, *kernel = NULL, *shader = NULL;
    rsl_globals *g = NULL;
    size_t *pixel = NULL;
    double t0 = rsl_seconds_now();
    if (!rslptx_compile_surface(o, &ptx, &kernel, &shader, err))
        goto done;
    double t1 = rsl_seconds_now();
    st.compile = t1 - t0;
    if (o->ptx_out && !write_text(o->ptx_out, ptx, err))
        goto done;

    size_t npixels = (size_t)o->width * (size_t)o->height;
    g = malloc(npixels * sizeof *g);
    pixel = malloc(npixels * sizeof *pixel);
    if (!g || !pixel) {
        *err = rsl_format("no memory for the G-buffer of %zu pixels", npixels);
        goto done;
    }
    t1 = rsl_seconds_now();
    st.hits = trace_primary(sc, o->width, o->height, o->threads, g, pixel);
    double t2 = rsl_seconds_now();
    if (st.hits < 0) {
        st.hits = 0;
        *err = rsl_format("no memory for the hit flags of %zu pixels", npixels);
        goto done;
    }
    st.trace = t2 - t1;

    rslptx_shade_request req = {.ptx = ptx, .kernel = kernel, .shader = shader, .globals = g, .n = st.hits,
                                .lights = &lights};
    status = o->shade ? o->shade(o->shade_ctx, &req, err) : rslptx_shade_on_gpu(o->shade_ctx, &req, err);
    st.setup = req.setup_seconds;
    st.shade = rsl_seconds_now() - t2 - req.setup_seconds;
    if (status != RSLPTX_OK)
        goto done;
    memset(rgb, 0, npixels * 3 * sizeof *rgb);
    for (int i = 0; i < st.hits; i++) {
        float *p = &rgb[3 * pixel[i]];
        p[0] = g[i].Ci[0], p[1] = g[i].Ci[1], p[2] = g[i].Ci[2];
    }
done:
    if (stats)
        *stats = st;
    free(g);
    free(pixel);
    free(ptx);
    free(kernel);
    free(shader);
    return status;
}
