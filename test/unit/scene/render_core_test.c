/* The renderer core (render_core.h) with a shading step of its own: the
 * samples' image positions reach the pixels, every filter is normalized,
 * one batch and row batches on any thread count give the same bits, the
 * crop window takes the whole frame's pixels, errors stop the render, and
 * the camera's depth of field and clipping, the time in the shading step. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "render_core.h"
#include "scene_test.h"

typedef struct fake {
    float constant; /* < 0: the sample's image position (px, py, px * py) */
    atomic_int begun, ended, calls;
    bool fail;
    long sleep_ms; /* per shading call */
} fake;

static void *begin(void *ctx)
{
    fake *f = ctx;
    atomic_fetch_add(&f->begun, 1);
    return f;
}

static void end(void *ctx, void *thread)
{
    fake *f = ctx;
    CU_ASSERT_PTR_EQUAL(thread, f);
    atomic_fetch_add(&f->ended, 1);
}

static bool shade(void *ctx, void *thread, const render_sample *s, size_t n, float *rgba, char **err)
{
    fake *f = ctx;
    CU_ASSERT_PTR_EQUAL(thread, f);
    atomic_fetch_add(&f->calls, 1);
    if (f->sleep_ms)
        nanosleep(&(struct timespec){.tv_nsec = f->sleep_ms * 1000000}, NULL);
    if (f->fail) {
        *err = strdup("shading failed on purpose");
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        float *p = &rgba[4 * i];
        p[0] = f->constant >= 0 ? f->constant : s[i].px;
        p[1] = f->constant >= 0 ? f->constant : s[i].py;
        p[2] = f->constant >= 0 ? f->constant : s[i].px * s[i].py;
        p[3] = 1;
    }
    return true;
}

static const scene_camera camera = {.look = {0, 0, 1}, .up = {0, 1, 0}, .fov = 90};

static float *render(const render_view *v, fake *f, bool one_batch, int threads)
{
    render_backend b = {.ctx = f, .one_batch = one_batch, .thread_begin = begin, .thread_end = end, .shade = shade};
    size_t n = (size_t)render_view_out_width(v) * (size_t)render_view_out_height(v);
    float *rgba = calloc(4 * n, sizeof *rgba);
    char *err = NULL;
    bool ok = render_image(v, NULL, &b, threads, NULL, rgba, NULL, &err);
    CU_ASSERT(ok);
    if (!ok)
        fprintf(stderr, "render_image: %s\n", err);
    free(err);
    return rgba;
}

/* One sample at each pixel centre: pixel (x, y) is its centre's position. */
static void test_centres(void)
{
    render_view v = render_view_simple(&camera, 8, 4);
    fake f = {.constant = -1};
    float *rgba = render(&v, &f, false, 3);
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 8; x++) {
            const float *p = &rgba[4 * (y * 8 + x)];
            CU_ASSERT_DOUBLE_EQUAL(p[0], (x + 0.5) / 8, 1e-6);
            CU_ASSERT_DOUBLE_EQUAL(p[1], (y + 0.5) / 4, 1e-6);
            CU_ASSERT_DOUBLE_EQUAL(p[3], 1, 0);
        }
    CU_ASSERT_EQUAL(atomic_load(&f.begun), atomic_load(&f.ended));
    CU_ASSERT(atomic_load(&f.begun) >= 1);
    free(rgba);
}

/* A jittered, filtered view of RI 3.2's kind. */
static render_view filtered(render_filter_kind k, float width)
{
    render_view v = render_view_simple(&camera, 9, 7);
    v.samples[0] = 3, v.samples[1] = 2;
    v.jitter = true;
    v.filter = k;
    v.filter_width[0] = v.filter_width[1] = width;
    return v;
}

/* A constant color stays that color under every filter: the weights are
 * normalized, at the image's edges too. */
static void test_normalized(void)
{
    static const struct {
        render_filter_kind k;
        float w;
    } filters[] = {{RENDER_FILTER_BOX, 1}, {RENDER_FILTER_TRIANGLE, 2}, {RENDER_FILTER_GAUSSIAN, 2},
                   {RENDER_FILTER_CATMULL_ROM, 4}, {RENDER_FILTER_SINC, 4}};
    for (size_t i = 0; i < sizeof filters / sizeof filters[0]; i++) {
        render_view v = filtered(filters[i].k, filters[i].w);
        fake f = {.constant = 0.3f};
        float *rgba = render(&v, &f, false, 2);
        for (int p = 0; p < 9 * 7; p++) {
            CU_ASSERT_DOUBLE_EQUAL(rgba[4 * p], 0.3, 1e-5);
            CU_ASSERT_DOUBLE_EQUAL(rgba[4 * p + 3], 1, 1e-5);
        }
        free(rgba);
    }
}

/* Deterministic: one batch or rows, 1 or 4 threads, the same bits. */
static void test_deterministic(void)
{
    render_view v = filtered(RENDER_FILTER_GAUSSIAN, 2);
    fake a = {.constant = -1}, b = {.constant = -1}, c = {.constant = -1};
    float *one = render(&v, &a, false, 1), *four = render(&v, &b, false, 4), *batch = render(&v, &c, true, 4);
    CU_ASSERT_EQUAL(memcmp(one, four, 4 * 9 * 7 * sizeof *one), 0);
    CU_ASSERT_EQUAL(memcmp(one, batch, 4 * 9 * 7 * sizeof *one), 0);
    CU_ASSERT_EQUAL(atomic_load(&c.calls), 1);
    free(one);
    free(four);
    free(batch);
}

/* The crop window's pixels are the whole frame's. */
static void test_crop(void)
{
    render_view v = filtered(RENDER_FILTER_CATMULL_ROM, 4);
    fake a = {.constant = -1}, b = {.constant = -1};
    float *full = render(&v, &a, false, 2);
    v.crop[0] = 2, v.crop[1] = 6, v.crop[2] = 1, v.crop[3] = 3;
    CU_ASSERT_EQUAL(render_view_out_width(&v), 4);
    CU_ASSERT_EQUAL(render_view_out_height(&v), 2);
    float *crop = render(&v, &b, false, 2);
    for (int y = 0; y < 2; y++)
        for (int x = 0; x < 4; x++)
            CU_ASSERT_EQUAL(memcmp(&crop[4 * (y * 4 + x)], &full[4 * ((y + 1) * 9 + x + 2)], 4 * sizeof *crop), 0);
    free(full);
    free(crop);
}

static void test_error_stops(void)
{
    render_view v = render_view_simple(&camera, 4, 4);
    fake f = {.fail = true};
    render_backend b = {.ctx = &f, .thread_begin = begin, .thread_end = end, .shade = shade};
    float rgba[4 * 16];
    char *err = NULL;
    CU_ASSERT_FALSE(render_image(&v, NULL, &b, 2, NULL, rgba, NULL, &err));
    CU_ASSERT_STRING_EQUAL(err ? err : "", "shading failed on purpose");
    CU_ASSERT_EQUAL(atomic_load(&f.begun), atomic_load(&f.ended));
    free(err);
}

/* Thin lens: every lens point's ray goes through the pinhole ray's point
 * on the focal plane; clipping bounds the ray's depth. */
static void test_lens_and_clipping(void)
{
    render_view v = render_view_simple(&camera, 16, 16);
    v.lens_radius = 0.5f;
    v.focal_distance = 3;
    v.hither = 1;
    v.yon = 5;
    render_sample pin, s;
    render_view pinhole = v;
    pinhole.lens_radius = 0;
    render_view_ray(&pinhole, 4.25f, 11.5f, 0, 0, &pin);
    float k = 3 / pin.ray.dir.z;
    for (int i = 0; i < 5; i++) {
        render_view_ray(&v, 4.25f, 11.5f, 0.2f * (float)i + 0.1f, 0.17f * (float)i, &s);
        float t = (3 - s.ray.org.z) / s.ray.dir.z;
        CU_ASSERT_DOUBLE_EQUAL(s.ray.org.x + t * s.ray.dir.x, k * pin.ray.dir.x, 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(s.ray.org.y + t * s.ray.dir.y, k * pin.ray.dir.y, 1e-5);
        CU_ASSERT(s.ray.org.x * s.ray.org.x + s.ray.org.y * s.ray.org.y <= 0.25f + 1e-6f);
        CU_ASSERT_DOUBLE_EQUAL(s.ray.org.z + s.ray.tmin * s.ray.dir.z, 1, 1e-5);
        CU_ASSERT_DOUBLE_EQUAL(s.ray.org.z + s.ray.tmax * s.ray.dir.z, 5, 1e-5);
    }
}

/* Shading that writes -0 in blue: (px, py, -0, 0.25 + px). */
static bool shade_negative_zero(void *ctx, void *thread, const render_sample *s, size_t n, float *rgba, char **err)
{
    (void)ctx, (void)thread, (void)err;
    for (size_t i = 0; i < n; i++) {
        float *p = &rgba[4 * i];
        p[0] = s[i].px, p[1] = s[i].py, p[2] = -0.0f, p[3] = 0.25f + s[i].px;
    }
    return true;
}

/* One centred sample a pixel and a filter under two pixels wide: each
 * pixel is its sample exactly (px = (x + 0.5) / width in float), -0
 * becomes +0 as the filter's sum made it, and the one-batch path, which
 * filters, gives the same bits. */
static void test_direct_pixels(void)
{
    static const render_filter_kind kinds[] = {RENDER_FILTER_BOX, RENDER_FILTER_GAUSSIAN, RENDER_FILTER_CATMULL_ROM};
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
        render_view v = render_view_simple(&camera, 7, 5);
        v.filter = kinds[k];
        v.filter_width[0] = v.filter_width[1] = 1.5f;
        float out[2][4 * 35];
        for (int batch = 0; batch < 2; batch++) {
            render_backend b = {.one_batch = batch, .shade = shade_negative_zero};
            char *err = NULL;
            CU_ASSERT(render_image(&v, NULL, &b, 2, NULL, out[batch], NULL, &err));
            free(err);
        }
        CU_ASSERT_EQUAL(memcmp(out[0], out[1], sizeof out[0]), 0);
        for (int y = 0; y < 5; y++)
            for (int x = 0; x < 7; x++) {
                const float *p = &out[0][4 * (y * 7 + x)];
                float px = ((float)x + 0.5f) / 7.0f, py = ((float)y + 0.5f) / 5.0f;
                CU_ASSERT(p[0] == px && p[1] == py && p[2] == 0 && !signbit(p[2]) && p[3] == 0.25f + px);
            }
    }
}

/* The clipping range against its formula: tmin = max(1e-4, (hither -
 * org.z) / dir.z), tmax = (yon - org.z) / dir.z, bit for bit, with hither
 * on both sides of where the division is left out (0.5e-4 dir.z). */
static void test_clipping_exact(void)
{
    static const float hithers[] = {0, 1e-10f, 0.3e-4f, 0.49e-4f, 0.5e-4f, 0.51e-4f, 1e-4f, 1.0001e-4f, 0.3f, 2};
    static const float yons[] = {INFINITY, 7};
    for (size_t h = 0; h < sizeof hithers / sizeof hithers[0]; h++)
        for (size_t y = 0; y < 2; y++) {
            render_view v = render_view_simple(&camera, 16, 16);
            v.hither = hithers[h];
            v.yon = yons[y];
            for (int i = 0; i < 16; i++) {
                render_sample s;
                render_view_ray(&v, (float)i + 0.5f, (float)(i * 7 % 16) + 0.25f, 0, 0, &s);
                float near = (v.hither - s.ray.org.z) / s.ray.dir.z, far = (v.yon - s.ray.org.z) / s.ray.dir.z;
                float tmin = near > 1e-4f ? near : 1e-4f;
                CU_ASSERT(memcmp(&s.ray.tmin, &tmin, sizeof tmin) == 0 && memcmp(&s.ray.tmax, &far, sizeof far) == 0);
            }
        }
}

static void test_filter_weights(void)
{
    render_filter_kind k;
    CU_ASSERT(render_filter_named("catmull-rom", &k) && k == RENDER_FILTER_CATMULL_ROM);
    CU_ASSERT_FALSE(render_filter_named("mitchell", &k));
    CU_ASSERT_DOUBLE_EQUAL(render_filter_weight(RENDER_FILTER_TRIANGLE, 0.5f, -1, 2, 4), 0.25, 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(render_filter_weight(RENDER_FILTER_GAUSSIAN, 1, 0, 2, 2), exp(-2), 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(render_filter_weight(RENDER_FILTER_CATMULL_ROM, 0, 0, 4, 4), 2, 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(render_filter_weight(RENDER_FILTER_SINC, 1, 0, 4, 4), sin(1.0), 1e-6);
    CU_ASSERT_DOUBLE_EQUAL(render_filter_weight(RENDER_FILTER_BOX, 0.6f, 0, 1, 1), 0, 0);
}

/* The stats' shading time: the shading calls' (4 rows of one thread, each
 * asleep 5 ms at least), within the render's. */
static void test_shade_seconds(void)
{
    render_view v = render_view_simple(&camera, 3, 4);
    fake f = {.constant = 1, .sleep_ms = 5};
    render_backend b = {.ctx = &f, .thread_begin = begin, .thread_end = end, .shade = shade};
    float rgba[4 * 12];
    render_stats st;
    char *err = NULL;
    CU_ASSERT(render_image(&v, NULL, &b, 1, NULL, rgba, &st, &err));
    CU_ASSERT_EQUAL(atomic_load(&f.calls), 4);
    CU_ASSERT(st.shade_seconds >= 0.020 && st.shade_seconds <= st.seconds);
    free(err);
}

const unit_test render_core_tests[] = {
    {"pixel centres reach their pixels", test_centres},
    {"every filter is normalized", test_normalized},
    {"rows, one batch, any thread count: the same image", test_deterministic},
    {"the crop window's pixels are the frame's", test_crop},
    {"a failed shading step stops the render", test_error_stops},
    {"thin lens focus and clipping range", test_lens_and_clipping},
    {"filter weights", test_filter_weights},
    {"one centred sample a pixel: the pixel is the sample", test_direct_pixels},
    {"clipping range, bit for bit", test_clipping_exact},
    {"the time in the shading step", test_shade_seconds},
    {NULL, NULL},
};
