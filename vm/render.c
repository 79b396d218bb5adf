/* The RPU's shading step in the renderer core (vm/scene/render_core.h):
 * each core thread gets a private copy of data memory (stores of one
 * sample never race with another's loads) and runs, per sample, either
 * the main shader (R0.xy the sample's image position, as seed 000 section
 * 4.2's driver does per pixel) or the surface entry of the object the
 * camera ray hit (HIT.w, docs/rpu.md "Shader interface"; the ray's
 * differentials in R2-R5: frontend/irgen_rpu_entries.c), four samples at
 * a time as a chunk when asked; an imager entry, if any, on each filtered
 * pixel. */
#define _POSIX_C_SOURCE 200809L
#include "rpuvm.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "scene/render_core.h"

typedef struct rpu_job {
    const rpu_machine *m;
    const rpu_scene *scene;
    const rpu_render_opts *o;
    scene_camera_rays camera; /* the scene's camera, set up once: the rays' differentials */
    const char *file;
    pthread_mutex_t lock;
    rpu_counters total;
    size_t faults;
    long first_fault; /* (y * width + x) of the first faulted sample in row order, -1: none */
    char fault[1024];
} rpu_job;

/* The registers a sample starts with, looked up once per thread (none is
 * in the stack window, so they stay where they are). */
typedef struct start_regs {
    rpu_vec *r[6], *hit, *hit_tri, *hit_obj;
} start_regs;

typedef struct rpu_worker {
    rpu_machine m; /* with its own memory */
    rpu_thread *t[RPU_CHUNK_THREADS];
    start_regs regs[RPU_CHUNK_THREADS];
    /* Per code address, whether the entry there reads the camera ray's
     * footprint (R1.w, R2-R5): 0 not known yet, 1 it does, 2 it does not. */
    uint8_t *reads_footprint;
    rpu_counters cnt;
} rpu_worker;

static void add_counters(rpu_counters *sum, const rpu_counters *c) {
    sum->instructions += c->instructions;
    sum->issues += c->issues;
    sum->cycles += c->cycles;
    sum->stalls += c->stalls;
    sum->lane_slots += c->lane_slots;
    sum->active_lanes += c->active_lanes;
}

static void *thread_begin(void *ctx) {
    rpu_job *j = ctx;
    rpu_worker *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    w->m = *j->m;
    w->m.mem = malloc((w->m.ncells ? w->m.ncells : 1) * sizeof *w->m.mem);
    w->reads_footprint = calloc(j->m->obj->ncode + 1, 1);
    bool ok = w->m.mem != NULL && w->reads_footprint;
    for (int i = 0; i < RPU_CHUNK_THREADS && ok; i++) {
        rpu_thread *t = w->t[i] = rpu_thread_new(&w->m);
        if (!(ok = t != NULL)) break;
        start_regs *r = &w->regs[i];
        for (uint8_t k = 0; k < 6; k++) r->r[k] = rpu_thread_reg(t, (rpu_regname){RPU_F_R, k});
        r->hit = rpu_thread_reg(t, (rpu_regname){RPU_F_HIT, 0});
        r->hit_tri = rpu_thread_reg(t, (rpu_regname){RPU_F_HIT_TRI, 0});
        r->hit_obj = rpu_thread_reg(t, (rpu_regname){RPU_F_HIT_OBJ, 0});
    }
    if (ok) memcpy(w->m.mem, j->m->mem, w->m.ncells * sizeof *w->m.mem);
    return w;
}

static void thread_end(void *ctx, void *thread) {
    rpu_job *j = ctx;
    rpu_worker *w = thread;
    if (!w) return;
    pthread_mutex_lock(&j->lock);
    add_counters(&j->total, &w->cnt);
    pthread_mutex_unlock(&j->lock);
    for (int i = 0; i < RPU_CHUNK_THREADS; i++) rpu_thread_free(w->t[i]);
    free(w->m.mem);
    free(w->reads_footprint);
    free(w);
}

static float length(scene_vec3 v) {
    return sqrtf(v.x * v.x + v.y * v.y + v.z * v.z);
}

/* The camera ray's footprint for du and dv (frontend/irgen_rpu_entries.c):
 * its differentials dO/dx, dO/dy, dD/dx, dD/dy in R2-R5.xyz, exact (R3.w
 * 1), and as a cone for the rays its shading traces, the mean lengths of
 * dD (spread, R1.w) and dO (width, R2.w). */
static void set_ray_footprint(const start_regs *r, const rpu_job *j, const render_sample *s) {
    scene_vec3 d[4];
    render_camera_ray_diff(&j->camera, s->x, s->y, j->o->view->width, j->o->view->height, d);
    for (int k = 0; k < 4; k++) *r->r[2 + k] = (rpu_vec){.f = {d[k].x, d[k].y, d[k].z}};
    r->r[1]->f[3] = 0.5f * (length(d[2]) + length(d[3]));
    r->r[2]->f[3] = 0.5f * (length(d[0]) + length(d[1]));
    r->r[3]->i[3] = 1;
}

/* Whether the entry at addr reads the footprint set_ray_footprint sets
 * (a matte shader does not: the registers are left as reset). */
static bool reads_footprint(const rpu_job *j, rpu_worker *w, uint32_t addr) {
    const uint64_t footprint = 0x8ull << 4 | 0xfull << 8 | 0xfull << 12 | 0x7ull << 16 | 0x7ull << 20; /* R1.w R2 R3 R4.xyz R5.xyz */
    if (addr >= j->m->obj->ncode) return true; /* (the run faults) */
    if (!w->reads_footprint[addr]) w->reads_footprint[addr] = rpu_entry_inputs(j->m->obj, addr) & footprint ? 1 : 2;
    return w->reads_footprint[addr] == 1;
}

static int32_t float_bits(float f) {
    int32_t i;
    memcpy(&i, &f, sizeof i);
    return i;
}

/* Sets all four lanes of a register with one 16-byte store: the shader's
 * first reads of it are then forwarded from that store, where the lanes
 * stored apart would hold each read up until all had reached the cache. */
static void put_lanes(rpu_vec *reg, int32_t x, int32_t y, int32_t z, int32_t w) {
    typedef int32_t lanes __attribute__((vector_size(16)));
    lanes v = {x, y, z, w};
    memcpy(reg, &v, sizeof v);
}

/* Whether sample s runs a shader: always the main shader, else only a
 * camera ray that hit something. */
static inline bool sample_runs(const rpu_job *j, const render_sample *s) {
    return j->o->run_main || s->hit.obj >= 0;
}

/* Starts thread c of worker w on sample s, one that runs (sample_runs). */
static void start_sample(const rpu_job *j, rpu_worker *w, size_t c, const render_sample *s) {
    rpu_thread *t = w->t[c];
    const start_regs *r = &w->regs[c];
    if (j->o->run_main) {
        rpu_thread_reset(t, j->o->main_addr);
        r->r[0]->f[0] = s->px;
        r->r[0]->f[1] = s->py;
        return;
    }
    rpu_hit h;
    rpu_scene_hit(j->scene, &s->hit, &h);
    rpu_thread_reset(t, (uint32_t)h.shader_addr);
    put_lanes(r->r[0], float_bits(s->ray.org.x), float_bits(s->ray.org.y), float_bits(s->ray.org.z),
              1); /* raylevel: the shader of a camera ray's hit, as trace() calls it from a main shader */
    put_lanes(r->r[1], float_bits(s->ray.dir.x), float_bits(s->ray.dir.y), float_bits(s->ray.dir.z), 0);
    if (reads_footprint(j, w, (uint32_t)h.shader_addr)) set_ray_footprint(r, j, s);
    put_lanes(r->hit, float_bits(h.u), float_bits(h.v), float_bits(h.t), h.shader_addr);
    put_lanes(r->hit_tri, h.tri_record, h.tri_record, h.tri_record, h.tri_record);
    put_lanes(r->hit_obj, h.obj, h.obj, h.obj, h.obj);
}

/* The color (R0.xyz, r0 its register) of t's finished run at pixel (x, y)
 * into rgba; a faulted run is magenta and counted, the first in row order
 * remembered. */
static void finish_run(rpu_job *j, rpu_thread *t, const rpu_vec *r0, int x, int y, float rgba[4]) {
    if (rpu_thread_status(t) == RPU_DONE) {
        memcpy(rgba, r0->f, 3 * sizeof(float));
        return;
    }
    rgba[0] = 1, rgba[1] = 0, rgba[2] = 1; /* magenta marks a fault */
    long at = (long)y * (long)j->o->view->width + x;
    pthread_mutex_lock(&j->lock);
    if (!j->faults++ || at < j->first_fault) {
        j->first_fault = at;
        int n = snprintf(j->fault, sizeof j->fault, "pixel (%d, %d): ", x, y);
        rpu_format_fault(t, j->file, j->fault + n, sizeof j->fault - (size_t)n);
    }
    pthread_mutex_unlock(&j->lock);
}

/* A finished sample's color and alpha (0 for one that ran nothing). */
static void finish_sample(rpu_job *j, rpu_worker *w, size_t c, bool ran, const render_sample *s, float rgba[4]) {
    rgba[0] = rgba[1] = rgba[2] = 0;
    rgba[3] = ran ? 1.0f : 0.0f;
    if (ran) finish_run(j, w->t[c], w->regs[c].r[0], s->x, s->y, rgba);
}

/* The imager entry `{Ci, Oi, alpha} NAME(P, Ci, Oi, alpha)` on a filtered
 * pixel, as the JIT renderer runs it: P the pixel's centre in raster
 * space, Oi and alpha its coverage; its Ci is the pixel's color. */
static void run_imager(void *ctx, void *thread, int x, int y, float rgba[4]) {
    rpu_job *j = ctx;
    rpu_worker *w = thread;
    if (!w || !w->t[0]) {
        pthread_mutex_lock(&j->lock);
        if (!j->faults++) snprintf(j->fault, sizeof j->fault, "out of memory for the imager's RPU worker");
        pthread_mutex_unlock(&j->lock);
        return;
    }
    rpu_thread *t = w->t[0];
    rpu_thread_reset(t, j->o->imager_addr);
    float a = rgba[3];
    *rpu_thread_reg(t, (rpu_regname){RPU_F_R, 0}) = (rpu_vec){.f = {(float)x + 0.5f, (float)y + 0.5f, 0, a}};
    *rpu_thread_reg(t, (rpu_regname){RPU_F_R, 1}) = (rpu_vec){.f = {rgba[0], rgba[1], rgba[2], 0}};
    *rpu_thread_reg(t, (rpu_regname){RPU_F_R, 2}) = (rpu_vec){.f = {a, a, a, 0}};
    rpu_run(t);
    add_counters(&w->cnt, rpu_thread_counters(t));
    finish_run(j, t, w->regs[0].r[0], x, y, rgba);
}

/* Four samples at a time, each chunk run whole: the missing or missed
 * lanes repeat a running one's sample and are thrown away. */
static void shade_chunks(rpu_job *j, rpu_worker *w, const render_sample *samples, size_t n, float *rgba) {
    for (size_t i = 0; i < n; i += RPU_CHUNK_THREADS) {
        bool ran[RPU_CHUNK_THREADS] = {false};
        size_t k = n - i < RPU_CHUNK_THREADS ? n - i : RPU_CHUNK_THREADS, live = k;
        for (size_t c = 0; c < k; c++)
            if ((ran[c] = sample_runs(j, &samples[i + c]))) {
                start_sample(j, w, c, &samples[i + c]);
                if (live == k) live = c;
            }
        if (live < k) {
            for (size_t c = 0; c < RPU_CHUNK_THREADS; c++)
                if (c >= k || !ran[c]) start_sample(j, w, c, &samples[i + live]);
            rpu_counters c;
            rpu_run_chunk(w->t, &c);
            add_counters(&w->cnt, &c);
        }
        for (size_t c = 0; c < k; c++) finish_sample(j, w, c, ran[c], &samples[i + c], &rgba[4 * (i + c)]);
    }
}

static bool shade(void *ctx, void *thread, const render_sample *samples, size_t n, float *rgba, char **err) {
    rpu_job *j = ctx;
    rpu_worker *w = thread;
    if (!w || !w->t[RPU_CHUNK_THREADS - 1]) {
        *err = strdup("out of memory for an RPU worker");
        return false;
    }
    if (j->o->chunk) {
        shade_chunks(j, w, samples, n, rgba);
        return true;
    }
    /* One sample at a time; most camera rays at a model miss it, and cost
     * only their test and four stores. */
    for (size_t i = 0; i < n; i++) {
        bool ran = sample_runs(j, &samples[i]);
        if (ran) {
            start_sample(j, w, 0, &samples[i]);
            rpu_run(w->t[0]);
            add_counters(&w->cnt, rpu_thread_counters(w->t[0]));
        }
        finish_sample(j, w, 0, ran, &samples[i], &rgba[4 * i]);
    }
    return true;
}

bool rpu_render(const rpu_machine *m, const rpu_scene *scene, const rpu_render_opts *o, float *rgba,
                rpu_counters *total, size_t *faults, const char *file, FILE *diag, char **err) {
    rpu_job j = {.m = m, .scene = scene, .o = o, .file = file, .first_fault = -1};
    if (rpu_scene_get(scene)) scene_camera_rays_init(&j.camera, &rpu_scene_get(scene)->camera);
    pthread_mutex_init(&j.lock, NULL);
    render_backend b = {.ctx = &j, .primary_hits = !o->run_main, .thread_begin = thread_begin,
                        .thread_end = thread_end, .shade = shade, .imager = o->run_imager ? run_imager : NULL};
    *err = NULL;
    bool ok = render_image(o->view, rpu_scene_get(scene), &b, o->threads, NULL, rgba, NULL, err);
    pthread_mutex_destroy(&j.lock);
    *total = j.total;
    if (j.faults) fprintf(diag, "%s\n", j.fault);
    *faults = j.faults;
    return ok;
}
