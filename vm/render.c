/* The shader driver of seed 000 section 4.2: the main shader once per pixel,
 * rows shared among worker threads, each with a private copy of data memory
 * so that stores of one pixel never race with another's loads. */
#include "rpuvm.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef struct worker {
    const rpu_machine *m;
    const rpu_render_opts *o;
    float *rgb;
    int index, count;
    rpu_counters cnt;
    size_t faults;
    const char *file;
    size_t first_fault; /* pixel index of this worker's first fault */
    char fault[1024];
} worker;

static void add_counters(rpu_counters *sum, const rpu_counters *c) {
    sum->instructions += c->instructions;
    sum->issues += c->issues;
    sum->cycles += c->cycles;
    sum->stalls += c->stalls;
    sum->lane_slots += c->lane_slots;
    sum->active_lanes += c->active_lanes;
}

static void finish_pixel(worker *w, rpu_thread *t, int x, int y) {
    const rpu_render_opts *o = w->o;
    if (x >= o->width || y >= o->height) return;
    float *px = &w->rgb[3 * ((size_t)y * (size_t)o->width + (size_t)x)];
    if (rpu_thread_status(t) != RPU_DONE) {
        size_t at = (size_t)y * (size_t)o->width + (size_t)x;
        if (!w->faults++ || at < w->first_fault) {
            w->first_fault = at;
            int n = snprintf(w->fault, sizeof w->fault, "pixel (%d, %d): ", x, y);
            rpu_format_fault(t, w->file, w->fault + n, sizeof w->fault - (size_t)n);
        }
        px[0] = 1, px[1] = 0, px[2] = 1; /* magenta marks a faulted pixel */
        return;
    }
    rpu_vec *r0 = rpu_thread_reg(t, (rpu_regname){RPU_F_R, 0});
    memcpy(px, r0->f, 3 * sizeof(float));
}

static void start_pixel(worker *w, rpu_thread *t, int x, int y) {
    const rpu_render_opts *o = w->o;
    rpu_thread_reset(t, o->main_addr);
    rpu_vec *r0 = rpu_thread_reg(t, (rpu_regname){RPU_F_R, 0});
    r0->f[0] = ((float)(x < o->width ? x : o->width - 1) + 0.5f) / (float)o->width;
    r0->f[1] = ((float)(y < o->height ? y : o->height - 1) + 0.5f) / (float)o->height;
}

static void *work(void *arg) {
    worker *w = arg;
    const rpu_render_opts *o = w->o;
    rpu_machine m = *w->m;
    m.mem = malloc((m.ncells ? m.ncells : 1) * sizeof *m.mem);
    rpu_thread *t[4] = {0};
    int nt = o->chunk ? 4 : 1;
    bool ok = m.mem != NULL;
    for (int i = 0; i < nt; i++) ok = ok && (t[i] = rpu_thread_new(&m));
    if (ok) {
        memcpy(m.mem, w->m->mem, m.ncells * sizeof *m.mem);
        int band = o->chunk ? 2 : 1; /* chunks are 2x2 pixel blocks */
        for (int y0 = w->index * band; y0 < o->height; y0 += w->count * band) {
            for (int x0 = 0; x0 < o->width; x0 += band) {
                if (!o->chunk) {
                    start_pixel(w, t[0], x0, y0);
                    rpu_run(t[0]);
                    finish_pixel(w, t[0], x0, y0);
                    add_counters(&w->cnt, rpu_thread_counters(t[0]));
                    continue;
                }
                for (int i = 0; i < 4; i++) start_pixel(w, t[i], x0 + (i & 1), y0 + (i >> 1));
                rpu_counters c;
                rpu_run_chunk(t, &c);
                for (int i = 0; i < 4; i++) finish_pixel(w, t[i], x0 + (i & 1), y0 + (i >> 1));
                add_counters(&w->cnt, &c);
            }
        }
    } else {
        w->faults = (size_t)o->width * (size_t)o->height;
    }
    for (int i = 0; i < nt; i++) rpu_thread_free(t[i]);
    free(m.mem);
    return NULL;
}

size_t rpu_render(const rpu_machine *m, const rpu_render_opts *o, float *rgb, rpu_counters *total, const char *file,
                  FILE *diag) {
    int n = o->threads > 0 ? o->threads : 1;
    worker *w = calloc((size_t)n, sizeof *w);
    pthread_t *th = calloc((size_t)n, sizeof *th);
    size_t faults = 0;
    memset(total, 0, sizeof *total);
    if (!w || !th) {
        free(w);
        free(th);
        return (size_t)o->width * (size_t)o->height;
    }
    bool *started = calloc((size_t)n, sizeof *started);
    for (int i = 0; i < n; i++) {
        w[i] = (worker){.m = m, .o = o, .rgb = rgb, .index = i, .count = n, .file = file};
        if (i && started) started[i] = !pthread_create(&th[i], NULL, work, &w[i]);
    }
    for (int i = 0; i < n; i++) /* worker 0, and any whose thread did not start, run here */
        if (!started || !started[i]) work(&w[i]);
    for (int i = 1; i < n; i++)
        if (started && started[i]) pthread_join(th[i], NULL);
    free(started);
    const worker *first = NULL;
    for (int i = 0; i < n; i++) {
        add_counters(total, &w[i].cnt);
        faults += w[i].faults;
        if (w[i].faults && w[i].fault[0] && (!first || w[i].first_fault < first->first_fault)) first = &w[i];
    }
    if (first) fprintf(diag, "%s\n", first->fault);
    free(w);
    free(th);
    return faults;
}
