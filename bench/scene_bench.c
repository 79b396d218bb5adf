/* scene-bench: BVH build time and primary rays per second for a mesh (the
 * full-resolution bunny), and brute force against the BVH on a small mesh,
 * measured in one run.  bench/scene.sh runs it. */
#include "rsl_clock.h"
#include "scene.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct work {
    const scene *s;
    int size, first, step;
    bool brute;
    size_t hits;
    float *t; /* per pixel, -1 on a miss */
} work;

static void *trace_rows(void *arg)
{
    work *w = arg;
    for (int y = w->first; y < w->size; y += w->step)
        for (int x = 0; x < w->size; x++) {
            scene_vec3 o, d;
            scene_camera_ray(&w->s->camera, (x + 0.5f) / w->size, (y + 0.5f) / w->size, 1, &o, &d);
            scene_hit h;
            bool hit = w->brute ? scene_intersect_brute(w->s, o, d, 0, 1e30f, &h) : scene_intersect(w->s, o, d, 0, 1e30f, &h);
            w->hits += hit;
            w->t[(size_t)y * w->size + x] = hit ? h.t : -1;
        }
    return NULL;
}

/* Traces size x size primary rays with `threads` threads; returns seconds. */
static double render(const scene *s, int size, int threads, bool brute, float *t, size_t *hits)
{
    work w[16];
    pthread_t th[16];
    double t0 = rsl_seconds_now();
    for (int i = 0; i < threads; i++) {
        w[i] = (work){s, size, i, threads, brute, 0, t};
        if (pthread_create(&th[i], NULL, trace_rows, &w[i])) {
            fprintf(stderr, "scene-bench: error: cannot start a thread\n");
            exit(2);
        }
    }
    *hits = 0;
    for (int i = 0; i < threads; i++) {
        pthread_join(th[i], NULL);
        *hits += w[i].hits;
    }
    return rsl_seconds_now() - t0;
}

static scene *load(const char *path, double *load_s)
{
    scene_mesh m;
    char *err = NULL;
    double t0 = rsl_seconds_now();
    if (!scene_mesh_load(path, &m, &err)) {
        fprintf(stderr, "scene-bench: %s\n", err);
        free(err);
        exit(2);
    }
    *load_s = rsl_seconds_now() - t0;
    scene_mesh_fit_unit_box(&m);
    scene *s = scene_new();
    scene_add_mesh(s, &m, NULL, (scene_vec3){1, 1, 1}, (scene_vec3){1, 1, 1}, 0);
    scene_mesh_free(&m);
    s->camera = (scene_camera){.eye = {0, 0, 1.6f}, .look = {0, 0, 0}, .up = {0, 1, 0}, .fov = 40};
    return s;
}

int main(int argc, char **argv)
{
    const char *big = NULL, *small = NULL;
    int size = 512, threads = 2;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help")) {
            printf("usage: scene-bench [--size N] [--threads N] BIG.ply|builtin:NAME [SMALL.ply|builtin:NAME]\n");
            return 0;
        } else if (!strcmp(argv[i], "--size") && i + 1 < argc)
            size = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--threads") && i + 1 < argc)
            threads = atoi(argv[++i]);
        else if (argv[i][0] == '-') {
            fprintf(stderr, "scene-bench: error: unknown option %s\n", argv[i]);
            return 2;
        } else if (!big)
            big = argv[i];
        else
            small = argv[i];
    }
    if (!big || size < 1 || size > 4096 || threads < 1 || threads > 16) {
        fprintf(stderr, "scene-bench: error: usage: scene-bench [--size N] [--threads N] BIG [SMALL]\n");
        return 2;
    }
    const char *paths[2] = {big, small};
    for (int k = 0; k < 2 && paths[k]; k++) {
        double load_s = 0;
        scene *s = strncmp(paths[k], "builtin:", 8) ? load(paths[k], &load_s) : scene_builtin(paths[k] + 8, NULL);
        if (!s) {
            fprintf(stderr, "scene-bench: error: unknown scene %s\n", paths[k]);
            return 2;
        }
        double t0 = rsl_seconds_now();
        scene_build(s);
        double build_s = rsl_seconds_now() - t0;
        scene_bvh_stats st;
        scene_bvh_get_stats(s, &st);
        printf("%s: %zu triangles, load %.1f ms, BVH build %.1f ms (%zu nodes, depth %zu, largest leaf %zu, SAH cost %.1f)\n",
               paths[k], s->ntris, 1e3 * load_s, 1e3 * build_s, st.nodes, st.max_depth, st.max_leaf_tris, st.sah_cost);
        /* The small mesh races brute force at a size brute force finishes. */
        int n = k == 0 ? size : size / 4;
        size_t pixels = (size_t)n * n, hits, hits1;
        float *t1 = malloc(pixels * sizeof *t1), *t2 = malloc(pixels * sizeof *t2);
        double one = render(s, n, 1, false, t1, &hits1);
        double many = render(s, n, threads, false, t2, &hits);
        printf("  %dx%d primary rays, BVH: 1 thread %.2f Mrays/s, %d threads %.2f Mrays/s (%.0f%% hit)\n", n, n,
               1e-6 * (double)pixels / one, threads, 1e-6 * (double)pixels / many, 100.0 * (double)hits / (double)pixels);
        if (memcmp(t1, t2, pixels * sizeof *t1))
            printf("  MISMATCH: threaded results differ\n");
        if (k == 1) {
            double brute = render(s, n, 1, true, t2, &hits);
            printf("  brute force, 1 thread: %.3f Mrays/s; BVH speedup %.1fx; results %s\n", 1e-6 * (double)pixels / brute,
                   brute / one, memcmp(t1, t2, pixels * sizeof *t1) ? "DIFFER" : "identical");
        }
        free(t1);
        free(t2);
        scene_free(s);
    }
    return 0;
}
