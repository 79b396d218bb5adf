/* scene-bench: build time and primary rays per second of the scene
 * library's tracer for a mesh (the full-resolution bunny), beside bare
 * Embree (rtcIntersect1 on a scene built here from the same triangles, the
 * same rays), and brute force against the tracer on a small mesh, measured
 * in one run.  bench/scene.sh runs it and its --view of a RIB scene (the
 * renderer's own primary rays); bench/occlusion.sh its --replay of a
 * render's occlusion rays. */
#include "render_core.h"
#include "rsl_clock.h"
#include "scene.h"

#include <embree3/rtcore.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum tracer { SCENE_LIBRARY, BRUTE_FORCE, BARE_EMBREE } tracer;

typedef struct work {
    const scene *s;
    RTCScene bare;
    int size, first, step;
    tracer how;
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
            bool hit;
            if (w->how == BARE_EMBREE) {
                struct RTCIntersectContext ctx;
                rtcInitIntersectContext(&ctx);
                struct RTCRayHit rh = {.ray = {.org_x = o.x, .org_y = o.y, .org_z = o.z, .dir_x = d.x, .dir_y = d.y,
                                               .dir_z = d.z, .tfar = 1e30f, .mask = ~0u}};
                rh.hit.geomID = RTC_INVALID_GEOMETRY_ID;
                rtcIntersect1(w->bare, &ctx, &rh);
                hit = rh.hit.geomID != RTC_INVALID_GEOMETRY_ID;
                h.t = rh.ray.tfar;
            } else {
                hit = w->how == BRUTE_FORCE ? scene_intersect_brute(w->s, o, d, 0, 1e30f, &h)
                                            : scene_intersect(w->s, o, d, 0, 1e30f, &h);
            }
            w->hits += hit;
            w->t[(size_t)y * w->size + x] = hit ? h.t : -1;
        }
    return NULL;
}

/* Traces size x size primary rays with `threads` threads; returns seconds. */
static double render(const scene *s, RTCScene bare, int size, int threads, tracer how, float *t, size_t *hits)
{
    work w[16];
    pthread_t th[16];
    double t0 = rsl_seconds_now();
    for (int i = 0; i < threads; i++) {
        w[i] = (work){s, bare, size, i, threads, how, 0, t};
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

/* The scene's triangles in an Embree scene of their own, as a user of
 * Embree would build it (shared-nothing, robust mode like the library's). */
static RTCScene bare_embree(RTCDevice dev, const scene *s)
{
    RTCScene sc = rtcNewScene(dev);
    rtcSetSceneFlags(sc, RTC_SCENE_FLAG_ROBUST);
    RTCGeometry g = rtcNewGeometry(dev, RTC_GEOMETRY_TYPE_TRIANGLE);
    rtcSetSharedGeometryBuffer(g, RTC_BUFFER_TYPE_VERTEX, 0, RTC_FORMAT_FLOAT3, s->P, 0, sizeof *s->P, s->nverts);
    rtcSetSharedGeometryBuffer(g, RTC_BUFFER_TYPE_INDEX, 0, RTC_FORMAT_UINT3, s->tri, 0, 3 * sizeof *s->tri, s->ntris);
    rtcCommitGeometry(g);
    rtcAttachGeometry(sc, g);
    rtcReleaseGeometry(g);
    rtcCommitScene(sc);
    return sc;
}

/* How many per-pixel distances differ by more than 1e-5 relative. */
static size_t differing(const float *a, const float *b, size_t n)
{
    size_t bad = 0;
    for (size_t i = 0; i < n; i++)
        bad += fabsf(a[i] - b[i]) > 1e-5f * fmaxf(1.0f, fabsf(b[i]));
    return bad;
}

/* --replay LOG SCENE.rib: the shadow and occlusion rays a render of the
 * scene traced (rsl-render --ray-log: 7 floats a ray, in the order traced),
 * replayed on one thread through the library one at a time
 * (scene_occluded) and in the renderer's batches of 64 (scene_occluded_rays:
 * packets of 8), and through bare Embree's rtcOccluded1 and rtcOccluded8 on
 * the same triangles, with how many answers differ from the first.
 * bench/occlusion.sh. */
typedef enum replay_tracer {
    REPLAY_LIBRARY1,
    REPLAY_LIBRARY_BATCHES,
    REPLAY_BARE_EMBREE1,
    REPLAY_BARE_EMBREE8,
    REPLAY_TRACERS
} replay_tracer;
static double replay_rays(const scene *s, RTCScene bare, const float *rays, size_t n, replay_tracer how,
                          bool *blocked)
{
    double t0 = rsl_seconds_now();
    for (size_t first = 0; first < n; first += 64) {
        size_t m = n - first < 64 ? n - first : 64;
        const float *y = rays + 7 * first;
        if (how == REPLAY_LIBRARY1) {
            for (size_t i = 0; i < m; i++, y += 7)
                blocked[first + i] = scene_occluded(s, (scene_vec3){y[0], y[1], y[2]},
                                                    (scene_vec3){y[3], y[4], y[5]}, 1e-4f, y[6]);
        } else if (how == REPLAY_LIBRARY_BATCHES) {
            scene_ray batch[64];
            for (size_t i = 0; i < m; i++, y += 7)
                batch[i] = (scene_ray){{y[0], y[1], y[2]}, {y[3], y[4], y[5]}, 1e-4f, y[6]};
            scene_occluded_rays(s, batch, m, &blocked[first]);
        } else if (how == REPLAY_BARE_EMBREE1) {
            for (size_t i = 0; i < m; i++, y += 7) {
                struct RTCIntersectContext ctx;
                rtcInitIntersectContext(&ctx);
                struct RTCRay ray = {.org_x = y[0], .org_y = y[1], .org_z = y[2], .tnear = 1e-4f, .dir_x = y[3],
                                     .dir_y = y[4], .dir_z = y[5], .tfar = y[6], .mask = ~0u};
                rtcOccluded1(bare, &ctx, &ray);
                blocked[first + i] = ray.tfar < 0;
            }
        } else {
            for (size_t p = 0; p < m; p += 8) {
                int valid[8] __attribute__((aligned(32)));
                struct RTCRay8 r;
                for (size_t i = 0; i < 8; i++) {
                    const float *z = y + 7 * (p + (p + i < m ? i : 0));
                    valid[i] = p + i < m ? -1 : 0;
                    r.org_x[i] = z[0], r.org_y[i] = z[1], r.org_z[i] = z[2], r.tnear[i] = 1e-4f;
                    r.dir_x[i] = z[3], r.dir_y[i] = z[4], r.dir_z[i] = z[5], r.tfar[i] = z[6];
                    r.mask[i] = ~0u, r.time[i] = 0, r.id[i] = 0, r.flags[i] = 0;
                }
                struct RTCIntersectContext ctx;
                rtcInitIntersectContext(&ctx);
                rtcOccluded8(valid, bare, &ctx, &r);
                for (size_t i = 0; i < 8 && p + i < m; i++)
                    blocked[first + p + i] = r.tfar[i] < 0;
            }
        }
    }
    return rsl_seconds_now() - t0;
}

static int replay(const char *log, const char *rib)
{
    scene_rib r;
    char *err = NULL;
    if (!scene_rib_load(rib, &r, &err)) {
        fprintf(stderr, "%s\n", err);
        free(err);
        return 2;
    }
    FILE *f = fopen(log, "rb");
    if (!f) {
        fprintf(stderr, "scene-bench: error: cannot read %s\n", log);
        scene_rib_free(&r);
        return 2;
    }
    float *rays = NULL;
    size_t n = 0, cap = 0;
    for (float ray[7]; fread(ray, sizeof ray, 1, f) == 1; n++) {
        if (n == cap) {
            cap = cap ? 2 * cap : 4096;
            rays = realloc(rays, cap * sizeof ray);
            if (!rays)
                abort();
        }
        memcpy(rays + 7 * n, ray, sizeof ray);
    }
    fclose(f);
    RTCDevice dev = rtcNewDevice("verbose=0");
    RTCScene bare = bare_embree(dev, r.scene);
    bool *blocked[REPLAY_TRACERS];
    double secs[REPLAY_TRACERS];
    for (int k = 0; k < REPLAY_TRACERS; k++) {
        if (!(blocked[k] = malloc(n + 1)))
            abort();
        secs[k] = replay_rays(r.scene, bare, rays, n, (replay_tracer)k, blocked[k]);
    }
    size_t nblocked = 0;
    for (size_t i = 0; i < n; i++)
        nblocked += blocked[0][i];
    printf("  %zu occlusion rays replayed (%.0f%% blocked), 1 thread:\n", n,
           n ? 100.0 * (double)nblocked / (double)n : 0.0);
    static const char *const names[REPLAY_TRACERS] = {"scene library, one at a time", "scene library, batches of 64",
                                                      "bare Embree rtcOccluded1", "bare Embree rtcOccluded8"};
    for (int k = 0; k < REPLAY_TRACERS; k++) {
        size_t differ = 0;
        for (size_t i = 0; i < n; i++)
            differ += blocked[k][i] != blocked[0][i];
        printf("    %-30s %6.2f Mrays/s  (%zu answers differ)\n", names[k],
               n && secs[k] > 0 ? 1e-6 * (double)n / secs[k] : 0.0, differ);
    }
    for (int k = 0; k < REPLAY_TRACERS; k++)
        free(blocked[k]);
    free(rays);
    rtcReleaseScene(bare);
    rtcReleaseDevice(dev);
    scene_rib_free(&r);
    return 0;
}

/* A row of rays in Embree's stream layout (RTCRayHitNp): one block, each
 * component an array of `stride` floats or ints (the row's width and a
 * pad, so that the components do not fall on one cache set). */
enum { SOA_FIELDS = 20 };
typedef struct soa_rays {
    float *block;
    size_t stride;
} soa_rays;

static float *soa_field(const soa_rays *a, int k)
{
    return a->block + (size_t)k * a->stride;
}

/* The row's w rays traced as one coherent stream (rtcIntersectNp); ty[x]
 * the distance, -1 on a miss. */
static void stream_trace(RTCScene bare, const render_sample *row, int w, const soa_rays *a, float *ty)
{
    float *f[SOA_FIELDS];
    for (int k = 0; k < SOA_FIELDS; k++)
        f[k] = soa_field(a, k);
    unsigned *mask = (unsigned *)f[9], *id = (unsigned *)f[10], *flags = (unsigned *)f[11];
    unsigned *prim = (unsigned *)f[17], *geom = (unsigned *)f[18], *inst = (unsigned *)f[19];
    for (int i = 0; i < w; i++) {
        const scene_ray *r = &row[i].ray;
        f[0][i] = r->org.x, f[1][i] = r->org.y, f[2][i] = r->org.z, f[3][i] = r->tmin;
        f[4][i] = r->dir.x, f[5][i] = r->dir.y, f[6][i] = r->dir.z, f[7][i] = 0, f[8][i] = r->tmax;
        mask[i] = ~0u, id[i] = 0, flags[i] = 0, geom[i] = inst[i] = RTC_INVALID_GEOMETRY_ID;
    }
    struct RTCRayHitNp rh = {.ray = {f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], mask, id, flags},
                             .hit = {f[12], f[13], f[14], f[15], f[16], prim, geom, {inst}}};
    struct RTCIntersectContext ctx;
    rtcInitIntersectContext(&ctx);
    ctx.flags = RTC_INTERSECT_CONTEXT_FLAG_COHERENT;
    rtcIntersectNp(bare, &ctx, &rh, (unsigned)w);
    for (int i = 0; i < w; i++)
        ty[i] = geom[i] != RTC_INVALID_GEOMETRY_ID ? f[8][i] : -1;
}

typedef enum view_tracer {
    VIEW_LIBRARY_PACKETS,
    VIEW_BARE_EMBREE1,
    VIEW_BARE_EMBREE8,
    VIEW_BARE_EMBREE8_COHERENT,
    VIEW_BARE_EMBREE_NP_COHERENT,
    VIEW_CORE_FLOOR,
    VIEW_TRACERS
} view_tracer;

/* The floor's shading step: no shader, a hit's distance as its red and
 * alpha 1, a miss black with alpha 0 (what rsl-render's step does around
 * its shaders' runs). */
static bool floor_shade(void *ctx, void *thread, const render_sample *samples, size_t n, float *rgba, char **err)
{
    (void)ctx, (void)thread, (void)err;
    for (size_t i = 0; i < n; i++) {
        float *p = &rgba[4 * i];
        bool hit = samples[i].hit.obj >= 0;
        p[0] = hit ? samples[i].hit.t : 0, p[1] = p[2] = 0, p[3] = hit;
    }
    return true;
}

/* The renderer core on the view with the floor's shading step, into a
 * fresh image as rsl-render's: its render time (render_stats.seconds, what
 * rsl-render --stats reports).  t: the distances it saw, -1 on a miss. */
static double core_floor(const render_view *v, const scene *s, float *t)
{
    size_t pixels = (size_t)v->width * (size_t)v->height;
    float *rgba = calloc(4 * pixels, sizeof *rgba);
    if (!rgba)
        abort();
    render_backend b = {.primary_hits = true, .shade = floor_shade};
    render_stats st;
    char *err = NULL;
    if (!render_image(v, s, &b, 1, NULL, rgba, &st, &err)) {
        fprintf(stderr, "scene-bench: %s\n", err);
        exit(2);
    }
    for (size_t i = 0; i < pixels; i++)
        t[i] = rgba[4 * i + 3] > 0 ? rgba[4 * i] : -1;
    free(rgba);
    return st.seconds;
}

/* The view's primary rays, one at each pixel's centre, as the renderer
 * core makes them (render_view_rays_row, into its samples), traced on one
 * thread through
 * `how`: the library's packets, bare Embree's rtcIntersect1, and its
 * rtcIntersect8 with the default (incoherent) traversal and with the
 * coherent one the library asks for, and a row at a time as one coherent
 * stream (rtcIntersectNp, Embree's fastest on these rays); seconds, rays
 * made and traced.  Or the whole render with no shader (core_floor).  t:
 * per ray, -1 on a miss. */
static double trace_view(const render_view *v, const scene *s, RTCScene bare, view_tracer how, float *t)
{
    if (how == VIEW_CORE_FLOOR)
        return core_floor(v, s, t);
    double t0 = rsl_seconds_now();
    render_view_rays view;
    render_view_rays_init(&view, v);
    int w = v->width;
    render_sample *row = malloc((size_t)w * sizeof *row);
    float *frame = malloc(2 * (size_t)w * sizeof *frame);
    soa_rays soa = {.stride = ((size_t)w + 19) / 4 * 4}; /* a multiple of 4 floats: 16-byte aligned arrays */
    soa.block = how == VIEW_BARE_EMBREE_NP_COHERENT ? aligned_alloc(64, (SOA_FIELDS * soa.stride * sizeof(float) + 63) / 64 * 64) : NULL;
    if (!row || !frame || (how == VIEW_BARE_EMBREE_NP_COHERENT && !soa.block))
        abort();
    for (int y = 0; y < v->height; y++) {
        float *ty = t + (size_t)y * (size_t)w;
        for (int x = 0; x < w; x++) {
            frame[2 * x] = (float)x + 0.5f;
            frame[2 * x + 1] = (float)y + 0.5f;
        }
        render_view_rays_row(&view, (size_t)w, frame, NULL, row);
        if (how == VIEW_LIBRARY_PACKETS) {
            scene_intersect_rays_strided(s, &row[0].ray, sizeof *row, &row[0].hit, sizeof *row, (size_t)w);
            for (int x = 0; x < w; x++)
                ty[x] = row[x].hit.obj >= 0 ? row[x].hit.t : -1;
        } else if (how == VIEW_BARE_EMBREE1) {
            for (int x = 0; x < w; x++) {
                const scene_ray *r = &row[x].ray;
                struct RTCIntersectContext ctx;
                rtcInitIntersectContext(&ctx);
                struct RTCRayHit rh = {.ray = {.org_x = r->org.x, .org_y = r->org.y, .org_z = r->org.z,
                                               .tnear = r->tmin, .dir_x = r->dir.x, .dir_y = r->dir.y,
                                               .dir_z = r->dir.z, .tfar = r->tmax, .mask = ~0u}};
                rh.hit.geomID = RTC_INVALID_GEOMETRY_ID;
                rtcIntersect1(bare, &ctx, &rh);
                ty[x] = rh.hit.geomID != RTC_INVALID_GEOMETRY_ID ? rh.ray.tfar : -1;
            }
        } else if (how == VIEW_BARE_EMBREE_NP_COHERENT) {
            stream_trace(bare, row, w, &soa, ty);
        } else {
            for (int x0 = 0; x0 < w; x0 += 8) {
                int valid[8] __attribute__((aligned(32)));
                struct RTCRayHit8 rh;
                for (int i = 0; i < 8; i++) {
                    const scene_ray *r = &row[x0 + i < w ? x0 + i : x0].ray;
                    valid[i] = x0 + i < w ? -1 : 0;
                    rh.ray.org_x[i] = r->org.x, rh.ray.org_y[i] = r->org.y, rh.ray.org_z[i] = r->org.z;
                    rh.ray.dir_x[i] = r->dir.x, rh.ray.dir_y[i] = r->dir.y, rh.ray.dir_z[i] = r->dir.z;
                    rh.ray.tnear[i] = r->tmin, rh.ray.tfar[i] = r->tmax, rh.ray.mask[i] = ~0u;
                    rh.ray.flags[i] = 0, rh.ray.time[i] = 0, rh.ray.id[i] = 0;
                    rh.hit.geomID[i] = rh.hit.instID[0][i] = RTC_INVALID_GEOMETRY_ID;
                }
                struct RTCIntersectContext ctx;
                rtcInitIntersectContext(&ctx);
                if (how == VIEW_BARE_EMBREE8_COHERENT)
                    ctx.flags = RTC_INTERSECT_CONTEXT_FLAG_COHERENT;
                rtcIntersect8(valid, bare, &ctx, &rh);
                for (int i = 0; i < 8 && x0 + i < w; i++)
                    ty[x0 + i] = rh.hit.geomID[i] != RTC_INVALID_GEOMETRY_ID ? rh.ray.tfar[i] : -1;
            }
        }
    }
    free(row);
    free(frame);
    free(soa.block);
    return rsl_seconds_now() - t0;
}

/* --view SCENE.rib: the RIB's primary rays (one sample at each pixel's
 * centre), those rsl-render traces and shades, through the library's
 * packets and bare Embree's rtcIntersect1, rtcIntersect8 and
 * rtcIntersectNp, and the renderer core's render with no shader, on one
 * thread, best of `rounds` each; the figures bench/scene.sh sets beside
 * rsl-render's. */
static int trace_rib_view(const char *rib, int rounds)
{
    scene_rib r;
    char *err = NULL;
    render_view v;
    if (!scene_rib_load(rib, &r, &err) || !render_view_rib(&r.opt, &r.scene->camera, r.opt.xres, r.opt.yres, &v, &err)) {
        fprintf(stderr, "scene-bench: %s\n", err);
        free(err);
        return 2;
    }
    if (v.samples[0] != 1 || v.samples[1] != 1 || v.jitter || v.lens_radius > 0) {
        fprintf(stderr, "scene-bench: error: --view needs PixelSamples 1 1, no jitter and no depth of field\n");
        scene_rib_free(&r);
        return 2;
    }
    RTCDevice dev = rtcNewDevice("verbose=0");
    RTCScene bare = bare_embree(dev, r.scene);
    size_t pixels = (size_t)v.width * (size_t)v.height;
    float *t[VIEW_TRACERS];
    double best[VIEW_TRACERS];
    for (int k = 0; k < VIEW_TRACERS; k++)
        best[k] = INFINITY;
    for (int k = 0; k < VIEW_TRACERS; k++)
        if (!(t[k] = malloc(pixels * sizeof *t[k])))
            abort();
    for (int round = 0; round < rounds; round++)
        for (int k = 0; k < VIEW_TRACERS; k++)
            best[k] = fmin(best[k], trace_view(&v, r.scene, bare, (view_tracer)k, t[k]));
    size_t hits = 0;
    for (size_t i = 0; i < pixels; i++)
        hits += t[0][i] >= 0;
    printf("%s: %zu triangles, %dx%d primary rays (%.0f%% hit), 1 thread, best of %d:\n", rib, r.scene->ntris,
           v.width, v.height, 100.0 * (double)hits / (double)pixels, rounds);
    static const char *const names[VIEW_TRACERS] = {"scene library (packets of 8)", "bare Embree rtcIntersect1",
                                                    "bare Embree rtcIntersect8", "bare Embree rtcIntersect8 coherent",
                                                    "bare Embree rtcIntersectNp coherent",
                                                    "renderer core, no shader (the floor)"};
    for (int k = 0; k < VIEW_TRACERS; k++)
        printf("  %-36s %6.2f Mrays/s  (%zu of %zu distances differ from the library's)\n", names[k],
               1e-6 * (double)pixels / best[k], differing(t[k], t[0], pixels), pixels);
    for (int k = 0; k < VIEW_TRACERS; k++)
        free(t[k]);
    rtcReleaseScene(bare);
    rtcReleaseDevice(dev);
    scene_rib_free(&r);
    return 0;
}

int main(int argc, char **argv)
{
    const char *big = NULL, *small = NULL;
    int size = 512, threads = 2;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help")) {
            printf("usage: scene-bench [--size N] [--threads N] BIG.ply|builtin:NAME [SMALL.ply|builtin:NAME]\n"
                   "       scene-bench --replay RAYS.log SCENE.rib\n"
                   "       scene-bench --view SCENE.rib [ROUNDS]\n");
            return 0;
        } else if (!strcmp(argv[i], "--view") && i + 1 < argc) {
            return trace_rib_view(argv[i + 1], i + 2 < argc ? atoi(argv[i + 2]) : 3);
        } else if (!strcmp(argv[i], "--replay") && i + 2 < argc) {
            return replay(argv[i + 1], argv[i + 2]);
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
        printf("%s: %zu triangles, load %.1f ms, build %.1f ms\n", paths[k], s->ntris, 1e3 * load_s, 1e3 * build_s);
        /* The small mesh races brute force at a size brute force finishes. */
        int n = k == 0 ? size : size / 4;
        size_t pixels = (size_t)n * n, hits, hits1;
        float *t1 = malloc(pixels * sizeof *t1), *t2 = malloc(pixels * sizeof *t2);
        double one = render(s, NULL, n, 1, SCENE_LIBRARY, t1, &hits1);
        double many = render(s, NULL, n, threads, SCENE_LIBRARY, t2, &hits);
        printf("  %dx%d primary rays, scene library: 1 thread %.2f Mrays/s, %d threads %.2f Mrays/s (%.0f%% hit)\n", n, n,
               1e-6 * (double)pixels / one, threads, 1e-6 * (double)pixels / many, 100.0 * (double)hits / (double)pixels);
        if (memcmp(t1, t2, pixels * sizeof *t1))
            printf("  MISMATCH: threaded results differ\n");
        RTCDevice dev = rtcNewDevice("verbose=0");
        t0 = rsl_seconds_now();
        RTCScene bare = bare_embree(dev, s);
        double bare_build = rsl_seconds_now() - t0;
        double bare_one = render(s, bare, n, 1, BARE_EMBREE, t2, &hits);
        printf("  bare Embree, same rays: build %.1f ms, 1 thread %.2f Mrays/s; the library at %.2fx its rate, "
               "%zu of %zu distances differ\n", 1e3 * bare_build, 1e-6 * (double)pixels / bare_one, bare_one / one,
               differing(t1, t2, pixels), pixels);
        rtcReleaseScene(bare);
        rtcReleaseDevice(dev);
        if (k == 1) {
            double brute = render(s, NULL, n, 1, BRUTE_FORCE, t2, &hits);
            printf("  brute force, 1 thread: %.3f Mrays/s; the library %.1fx faster; %zu of %zu distances differ\n",
                   1e-6 * (double)pixels / brute, brute / one, differing(t1, t2, pixels), pixels);
        }
        free(t1);
        free(t2);
        scene_free(s);
    }
    return 0;
}
