/* The renderer core's loop (render_core.h): samples of the crop window and
 * the border the filter reaches, shaded a row at a time by the backend on
 * worker threads (or all at once for a one-batch backend), then filtered
 * into pixels, the imager, exposure. */
#include "render_core.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "rsl_clock.h"
#include "scene_internal.h"

typedef struct render_job {
    const render_view *v;
    const scene *sc;
    const render_backend *b;
    render_view_rays rays; /* v's primary rays, set up once */
    int x0, x1, y0, y1;   /* the pixels sampled: the crop window and the filter's border */
    int spp;              /* samples per pixel */
    /* One sample per pixel whose filter reaches no other pixel's sample:
     * the shading step writes the image's pixels directly (no pos, rgba). */
    bool direct;
    float *out;           /* direct: the image (crop window) */
    float *pos;           /* 2 floats per sample: its frame position */
    float *rgba;          /* 4 floats per sample */
    render_sample *all;   /* one_batch: every sample */
    atomic_int next_row, rows_done;
    atomic_size_t hits;
    double shade_seconds; /* the threads' time in b->shade, added under lock */
    atomic_bool stop;
    pthread_mutex_t lock;
    char *err;            /* the first error */
} render_job;

/* A well-mixed 32-bit hash (the murmur3 finalizer) of its input. */
static uint32_t mix(uint32_t h)
{
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h;
}

/* A number in [0,1) fixed by pixel, sample and dimension: the same at any
 * thread count and crop window. */
static float sample_random(int x, int y, int k, int dim)
{
    uint32_t h = mix((uint32_t)x * 0x9e3779b1u ^ mix((uint32_t)y * 0x85ebca77u ^ mix((uint32_t)k * 4u + (uint32_t)dim)));
    return (float)(h >> 8) * (1.0f / 16777216.0f);
}

/* Sample k of pixel (x, y): stratum (k % nx, k / nx), jittered within it;
 * its pixel into s, its frame position to pos[0..1] and its lens position
 * to lens[0..1] (lens NULL: no lens). */
static void place_sample(const render_job *j, int x, int y, int k, render_sample *s, float *pos, float *lens)
{
    const render_view *v = j->v;
    int nx = v->samples[0], ny = v->samples[1];
    float jx = v->jitter ? sample_random(x, y, k, 0) : 0.5f, jy = v->jitter ? sample_random(x, y, k, 1) : 0.5f;
    if (j->spp == 1) { /* the pixel is the stratum: (0 + jx) / 1 is jx */
        pos[0] = (float)x + jx;
        pos[1] = (float)y + jy;
    } else {
        pos[0] = (float)x + ((float)(k % nx) + jx) / (float)nx;
        pos[1] = (float)y + ((float)(k / nx) + jy) / (float)ny;
    }
    if (lens) {
        lens[0] = sample_random(x, y, k, 2);
        lens[1] = sample_random(x, y, k, 3);
    }
    s->x = x;
    s->y = y;
}

static size_t sample_index(const render_job *j, int x, int y)
{
    return ((size_t)(y - j->y0) * (size_t)(j->x1 - j->x0) + (size_t)(x - j->x0)) * (size_t)j->spp;
}

static void fail(render_job *j, char *err)
{
    pthread_mutex_lock(&j->lock);
    if (!j->err)
        j->err = err ? err : rsl_format("the shading step failed");
    else
        free(err);
    pthread_mutex_unlock(&j->lock);
    atomic_store(&j->stop, true);
}

static void *worker(void *arg)
{
    render_job *j = arg;
    const render_backend *b = j->b;
    size_t per_row = (size_t)(j->x1 - j->x0) * (size_t)j->spp;
    render_sample *row = j->all ? NULL : scene_alloc(per_row, sizeof *row);
    /* A row's frame positions (2 floats a sample) when the job keeps none,
     * and its lens positions. */
    float *row_pos = j->pos ? NULL : scene_alloc(2 * per_row, sizeof *row_pos);
    float *lens = j->v->lens_radius > 0 ? scene_alloc(2 * per_row, sizeof *lens) : NULL;
    bool tracing = b->primary_hits && j->sc;
    void *thread = !j->all && b->thread_begin ? b->thread_begin(b->ctx) : NULL;
    size_t nhits = 0;
    double shade_seconds = 0;
    for (int y; !atomic_load(&j->stop) && (y = atomic_fetch_add(&j->next_row, 1) + j->y0) < j->y1;) {
        size_t first = sample_index(j, j->x0, y);
        render_sample *s = j->all ? j->all + first : row;
        float *pos = j->pos ? &j->pos[2 * first] : row_pos;
        for (int x = j->x0; x < j->x1; x++)
            for (int k = 0; k < j->spp; k++) {
                size_t i = (size_t)(x - j->x0) * (size_t)j->spp + (size_t)k;
                place_sample(j, x, y, k, &s[i], &pos[2 * i], lens ? &lens[2 * i] : NULL);
            }
        render_view_rays_row(&j->rays, per_row, pos, lens, s);
        if (tracing)
            nhits += scene_intersect_rays_strided(j->sc, &s[0].ray, sizeof *s, &s[0].hit, sizeof *s, per_row);
        else
            for (size_t i = 0; i < per_row; i++)
                s[i].hit = (scene_hit){.obj = -1};
        float *rgba = j->direct ? &j->out[4 * (size_t)(y - j->y0) * per_row] : &j->rgba[4 * first];
        char *err = NULL;
        double t0 = rsl_seconds_now();
        if (!j->all && !b->shade(b->ctx, thread, s, per_row, rgba, &err))
            fail(j, err);
        shade_seconds += rsl_seconds_now() - t0;
        /* The filter's sum turned -0 into +0. */
        for (size_t i = 0; j->direct && i < 4 * per_row; i++)
            rgba[i] += 0.0f;
        atomic_fetch_add(&j->rows_done, 1);
    }
    if (!j->all && b->thread_end)
        b->thread_end(b->ctx, thread);
    atomic_fetch_add(&j->hits, nhits);
    pthread_mutex_lock(&j->lock);
    j->shade_seconds += shade_seconds;
    pthread_mutex_unlock(&j->lock);
    free(row);
    free(row_pos);
    free(lens);
    return NULL;
}

/* Runs `worker` on n threads, this one among them, reporting progress. */
static void run_workers(render_job *j, int n, FILE *progress)
{
    int rows = j->y1 - j->y0;
    pthread_t *ids = scene_alloc((size_t)n, sizeof *ids);
    int started = 0;
    while (started < n - 1 && pthread_create(&ids[started], NULL, worker, j) == 0)
        started++;
    if (progress && started) {
        while (atomic_load(&j->rows_done) < rows && !atomic_load(&j->stop)) {
            fprintf(progress, "\rrendering: %3d%%", 100 * atomic_load(&j->rows_done) / rows);
            fflush(progress);
            nanosleep(&(struct timespec){.tv_nsec = 100000000}, NULL);
        }
    }
    worker(j);
    for (int i = 0; i < started; i++)
        pthread_join(ids[i], NULL);
    if (progress)
        fprintf(progress, "\rrendering: 100%%\n");
    free(ids);
}

/* The filtered value of pixel (cx, cy): its neighbours' samples weighted
 * by the filter at their offsets, normalized by the weights' sum. */
static void filter_pixel(const render_job *j, int cx, int cy, float out[4])
{
    const render_view *v = j->v;
    int rx = (int)ceilf(0.5f * v->filter_width[0]), ry = (int)ceilf(0.5f * v->filter_width[1]);
    double sum[4] = {0, 0, 0, 0}, wsum = 0;
    for (int y = cy - ry; y <= cy + ry; y++)
        for (int x = cx - rx; x <= cx + rx; x++) {
            if (x < j->x0 || x >= j->x1 || y < j->y0 || y >= j->y1)
                continue;
            size_t first = sample_index(j, x, y);
            for (size_t k = first; k < first + (size_t)j->spp; k++) {
                float w = render_filter_weight(v->filter, j->pos[2 * k] - ((float)cx + 0.5f),
                                               j->pos[2 * k + 1] - ((float)cy + 0.5f), v->filter_width[0],
                                               v->filter_width[1]);
                wsum += w;
                for (int c = 0; c < 4; c++)
                    sum[c] += w * j->rgba[4 * k + (size_t)c];
            }
        }
    for (int c = 0; c < 4; c++)
        out[c] = fabs(wsum) > 1e-12 ? (float)(sum[c] / wsum) : 0.0f;
}

/* Whether each pixel is its one sample: at the pixel's centre, the
 * filter narrower than two pixels, so it weighs no neighbour's sample and
 * w * c / w is c exactly (in double). */
static bool direct_pixels(const render_view *v, const render_backend *b)
{
    return !b->one_batch && v->samples[0] == 1 && v->samples[1] == 1 && !v->jitter && v->filter_width[0] < 2 &&
           v->filter_width[1] < 2;
}

bool render_image(const render_view *v, const scene *sc, const render_backend *b, int threads, FILE *progress,
                  float *rgba, render_stats *stats, char **err)
{
    *err = NULL;
    double t0 = rsl_seconds_now();
    render_job j = {.v = v, .sc = sc, .b = b, .spp = v->samples[0] * v->samples[1], .direct = direct_pixels(v, b)};
    render_view_rays_init(&j.rays, v);
    /* The filter's border; none when pixels are their samples. */
    int rx = j.direct ? 0 : (int)ceilf(0.5f * v->filter_width[0]);
    int ry = j.direct ? 0 : (int)ceilf(0.5f * v->filter_width[1]);
    j.x0 = v->crop[0] - rx < 0 ? 0 : v->crop[0] - rx;
    j.x1 = v->crop[1] + rx > v->width ? v->width : v->crop[1] + rx;
    j.y0 = v->crop[2] - ry < 0 ? 0 : v->crop[2] - ry;
    j.y1 = v->crop[3] + ry > v->height ? v->height : v->crop[3] + ry;
    size_t nsamples = (size_t)(j.x1 - j.x0) * (size_t)(j.y1 - j.y0) * (size_t)j.spp;
    if (nsamples > RENDER_MAX_TOTAL_SAMPLES) {
        *err = rsl_format("%zu samples (%dx%d pixels, %d each) are more than the renderer holds (%zu)", nsamples,
                          j.x1 - j.x0, j.y1 - j.y0, j.spp, RENDER_MAX_TOTAL_SAMPLES);
        return false;
    }
    if (j.direct) {
        j.out = rgba;
    } else {
        j.pos = scene_alloc(2 * nsamples, sizeof *j.pos);
        j.rgba = scene_alloc(4 * nsamples, sizeof *j.rgba);
    }
    if (b->one_batch)
        j.all = scene_alloc(nsamples, sizeof *j.all);
    pthread_mutex_init(&j.lock, NULL);
    int n = threads > 0 ? threads : (int)sysconf(_SC_NPROCESSORS_ONLN);
    n = n < 1 ? 1 : n > j.y1 - j.y0 ? j.y1 - j.y0 : n;
    run_workers(&j, n, progress);
    bool began = !j.err && (j.all || b->imager) && b->thread_begin;
    void *thread = began ? b->thread_begin(b->ctx) : NULL;
    char *shade_err = NULL;
    double shade_t0 = rsl_seconds_now();
    if (!j.err && j.all && !b->shade(b->ctx, thread, j.all, nsamples, j.rgba, &shade_err))
        fail(&j, shade_err);
    j.shade_seconds += rsl_seconds_now() - shade_t0;
    int ow = render_view_out_width(v), oh = render_view_out_height(v);
    bool exposure = v->gain != 1 || v->gamma != 1;
    for (int y = 0; y < oh && !j.err && (!j.direct || b->imager || exposure); y++)
        for (int x = 0; x < ow; x++) {
            float *p = &rgba[4 * ((size_t)y * (size_t)ow + (size_t)x)];
            if (!j.direct)
                filter_pixel(&j, x + v->crop[0], y + v->crop[2], p);
            if (b->imager)
                b->imager(b->ctx, thread, x + v->crop[0], y + v->crop[2], p);
            /* Exposure (RI 3.2): (color * gain) ^ (1 / gamma). */
            for (int c = 0; c < 3 && exposure; c++)
                p[c] = powf(fmaxf(p[c] * v->gain, 0), 1 / v->gamma);
        }
    if (began && b->thread_end)
        b->thread_end(b->ctx, thread);
    if (stats)
        *stats = (render_stats){.seconds = rsl_seconds_now() - t0, .shade_seconds = j.shade_seconds,
                                .samples = nsamples, .hits = atomic_load(&j.hits)};
    pthread_mutex_destroy(&j.lock);
    free(j.pos);
    free(j.rgba);
    free(j.all);
    *err = j.err;
    return !j.err;
}

bool render_write_png(const char *path, int width, int height, const float *rgba, bool with_alpha, char **err)
{
    if (with_alpha)
        return scene_png_write_rgba(path, width, height, rgba, SCENE_PNG_LINEAR, err);
    size_t n = (size_t)width * (size_t)height;
    float *rgb = scene_alloc(3 * n + 1, sizeof *rgb);
    for (size_t i = 0; i < n; i++)
        memcpy(&rgb[3 * i], &rgba[4 * i], 3 * sizeof *rgb);
    bool ok = scene_png_write(path, width, height, rgb, SCENE_PNG_LINEAR, err);
    free(rgb);
    return ok;
}
