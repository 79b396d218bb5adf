/* CUnit tests of rslptxrender on the host: the deferred pipeline (PTX
 * compiled, primary rays traced into a G-buffer, the scene's lights as the
 * PTX glue's list) with the JIT as its shading step gives rsl_jit_render's
 * image; other lights give another image; the errors and the missing device
 * come back as they should. */
#define _POSIX_C_SOURCE 200809L
#include <CUnit/CUnit.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cunit_main.h"
#include "rslgpu.h"
#include "rsljit.h"
#include "rslptxrender.h"
#include "scene.h"

static const char stripes[] = RSL_SOURCE_DIR "/examples/stripes.sl";
static const char bunny[] = RSL_SHARED_DIR "/data/bunny/bun_zipper_res2.ply";

/* The JIT shading step: the unit's surface shader named in the request,
 * under the request's lights (rsl_gpu_host_lights_install, as rsl-gpu-run's
 * reference), on every point of the buffer. */
typedef struct jit_step {
    const rsl_jit_unit *unit;
    int calls;
    int points;
} jit_step;

static rslptx_status shade_on_jit(void *ctx, rslptx_shade_request *req, char **err)
{
    jit_step *step = ctx;
    const rsl_jit_entry *e = rsl_jit_find(step->unit, req->shader, 1u << RSL_SHADER_SURFACE);
    if (!e) {
        *err = strdup("the JIT unit lacks the requested shader");
        return RSLPTX_FAILED;
    }
    rsl_gpu_host_lights_install(req->lights);
    for (int i = 0; i < req->n; i++)
        rsl_jit_run_shader(step->unit, e, &req->globals[i]);
    rsl_gpu_host_lights_install(NULL);
    step->calls++;
    step->points = req->n;
    return RSLPTX_OK;
}

static rsl_jit_unit *compile_jit(const char *path)
{
    rsl_diag *diag = rsl_diag_new(stderr);
    rsl_jit_options opts = {.optimize = true, .errors = stderr, .tool = "ptxrender-tests"};
    rsl_jit_unit *u = rsl_jit_compile_file(path, &opts, diag);
    rsl_diag_free(diag);
    return u;
}

static scene *load(const char *spec, const scene_light *lights, size_t nlights)
{
    char *err = NULL;
    scene *sc = scene_load(spec, lights, nlights, &err);
    if (!sc) {
        fprintf(stderr, "%s\n", err);
        free(err);
    }
    return sc;
}

/* rsl_jit_render's image of sc with the unit's first surface shader. */
static float *render_jit(const scene *sc, const rsl_jit_unit *u, int w, int h)
{
    float *rgb = calloc((size_t)w * (size_t)h * 4, sizeof *rgb);
    char *err = NULL;
    rsl_jit_instance *stripes_inst =
        rsl_jit_instance_new(u, rsl_jit_find(u, "stripes", 1u << RSL_SHADER_SURFACE), NULL, 0, NULL, &err);
    rsl_jit_object_shaders shaders = {.surface = stripes_inst};
    rsl_jit_render_options o = {.scene = sc, .width = w, .height = h, .threads = 2, .objects = &shaders, .nobjects = 1};
    bool rendered = stripes_inst && rsl_jit_render(&o, rgb, NULL, &err);
    rsl_jit_instance_free(stripes_inst);
    if (!rendered) {
        fprintf(stderr, "rsl_jit_render: %s\n", err);
        free(err);
        free(rgb);
        return NULL;
    }
    return rgb;
}

/* The deferred pipeline's image with the JIT step, the primary rays traced
 * on `threads` threads; NULL on failure. */
static float *render_deferred(const scene *sc, jit_step *step, int w, int h, int threads, rslptx_stats *st)
{
    float *rgb = calloc((size_t)w * (size_t)h * 4, sizeof *rgb);
    rslptx_options o = {.surface = stripes, .width = w, .height = h, .threads = threads, .shade = shade_on_jit,
                        .shade_ctx = step, .errors = stderr};
    char *err = NULL;
    rslptx_status status = rslptx_render(&o, sc, rgb, st, &err);
    if (status != RSLPTX_OK) {
        fprintf(stderr, "rslptx_render: %s\n", err ? err : "(diagnostics above)");
        free(err);
        free(rgb);
        return NULL;
    }
    return rgb;
}

/* Pixels whose channels differ by more than tol; the largest difference. */
static int differing_pixels(const float *a, const float *b, int npixels, float tol, float *worst)
{
    int bad = 0;
    *worst = 0;
    for (int i = 0; i < npixels; i++) {
        bool differs = false;
        for (int c = 0; c < 3; c++) {
            float d = fabsf(a[4 * i + c] - b[4 * i + c]);
            if (!(d <= tol))
                differs = true;
            if (d > *worst || d != d)
                *worst = d;
        }
        bad += differs;
    }
    return bad;
}

static int lit_pixels(const float *rgb, int npixels)
{
    int n = 0;
    for (int i = 0; i < npixels; i++)
        n += rgb[4 * i] + rgb[4 * i + 1] + rgb[4 * i + 2] > 0.01f;
    return n;
}

/* The two renderers agree pixel by pixel on scene `spec`; the image is not
 * black, and the step saw one buffer of the hits, the same number whether
 * one thread traced the rays or several (3 and 7: rows do not split
 * evenly, and 7 threads race for the last rows). */
static void check_same_image(const char *spec, int w, int h)
{
    scene *sc = load(spec, NULL, 0);
    rsl_jit_unit *u = compile_jit(stripes);
    CU_ASSERT_PTR_NOT_NULL_FATAL(sc);
    CU_ASSERT_PTR_NOT_NULL_FATAL(u);
    float *want = render_jit(sc, u, w, h);
    CU_ASSERT_PTR_NOT_NULL(want);
    int hits_alone = -1;
    static const int thread_counts[] = {1, 3, 7};
    for (size_t t = 0; t < sizeof thread_counts / sizeof *thread_counts; t++) {
        jit_step step = {.unit = u};
        rslptx_stats st;
        float *got = render_deferred(sc, &step, w, h, thread_counts[t], &st);
        CU_ASSERT_PTR_NOT_NULL(got);
        if (want && got) {
            float worst;
            int bad = differing_pixels(got, want, w * h, 1e-4f, &worst);
            if (bad)
                fprintf(stderr, "%s, %d threads: %d pixels differ, by up to %g\n", spec, thread_counts[t], bad,
                        (double)worst);
            CU_ASSERT_EQUAL(bad, 0);
            CU_ASSERT(lit_pixels(want, w * h) > w * h / 20);
            CU_ASSERT_EQUAL(step.calls, 1);
            CU_ASSERT_EQUAL(step.points, st.hits);
            CU_ASSERT(st.hits > 0);
            CU_ASSERT(st.hits <= w * h);
            if (hits_alone < 0)
                hits_alone = st.hits;
            CU_ASSERT_EQUAL(st.hits, hits_alone);
        }
        free(got);
    }
    free(want);
    rsl_jit_unit_free(u);
    scene_free(sc);
}

static void test_cornell_same_as_jit(void)
{
    check_same_image("builtin:cornell", 48, 40);
}

static void test_bunny_same_as_jit(void)
{
    if (access(bunny, R_OK) != 0) {
        printf("skipped: %s is not there (no ../shared)\n", bunny);
        return;
    }
    check_same_image(bunny, 64, 64);
}

/* The comparison can fail: a light elsewhere gives the pipeline another
 * image than the JIT's with the scene's own light. */
static void test_other_lights_other_image(void)
{
    const int w = 40, h = 40;
    scene *sc = load("builtin:cornell", NULL, 0);
    scene_light elsewhere = {.kind = SCENE_LIGHT_POINT, .from = {0.4f, -0.6f, 2.0f}, .color = {1, 1, 1},
                             .intensity = 3};
    scene *moved = load("builtin:cornell", &elsewhere, 1);
    rsl_jit_unit *u = compile_jit(stripes);
    CU_ASSERT_PTR_NOT_NULL_FATAL(sc);
    CU_ASSERT_PTR_NOT_NULL_FATAL(moved);
    CU_ASSERT_PTR_NOT_NULL_FATAL(u);
    float *want = render_jit(sc, u, w, h);
    jit_step step = {.unit = u};
    float *got = render_deferred(moved, &step, w, h, 2, NULL);
    CU_ASSERT_PTR_NOT_NULL(want);
    CU_ASSERT_PTR_NOT_NULL(got);
    if (want && got) {
        float worst;
        CU_ASSERT(differing_pixels(got, want, w * h, 1e-4f, &worst) > w * h / 4);
        CU_ASSERT(worst > 0.05f);
    }
    free(want);
    free(got);
    rsl_jit_unit_free(u);
    scene_free(moved);
    scene_free(sc);
}

static void test_scene_lights(void)
{
    scene_light lights[2] = {
        {.kind = SCENE_LIGHT_POINT, .from = {1, 2, 3}, .color = {1, 0.5f, 0.25f}, .intensity = 2},
        {.kind = SCENE_LIGHT_DISTANT, .dir = {0, -1, 0}, .color = {1, 1, 1}, .intensity = 0.5f},
    };
    scene *sc = load("builtin:plane", lights, 2);
    CU_ASSERT_PTR_NOT_NULL_FATAL(sc);
    rsl_ptx_light_list list;
    char *err = NULL;
    CU_ASSERT_FATAL(rslptx_scene_lights(sc, &list, &err));
    CU_ASSERT_EQUAL(list.count, 2);
    CU_ASSERT_EQUAL(list.light[0].kind, RSL_PTX_LIGHT_POINT);
    CU_ASSERT_EQUAL(list.light[0].pos[2], 3.0f);
    CU_ASSERT_EQUAL(list.light[0].color[1], 1.0f);
    CU_ASSERT_EQUAL(list.light[1].kind, RSL_PTX_LIGHT_DISTANT);
    CU_ASSERT_EQUAL(list.light[1].pos[1], -1.0f);
    CU_ASSERT_EQUAL(list.light[1].color[0], 0.5f);
    /* As the glue lights: point L = pos - P with Cl falling off, distant L = -dir. */
    rsl_vector L;
    rsl_color Cl;
    CU_ASSERT(rsl_gpu_light_at(&list, 0, (rsl_point){1, 2, 1}, &L, &Cl));
    CU_ASSERT_EQUAL(L[2], 2.0f);
    CU_ASSERT_EQUAL(Cl[0], 0.5f);
    CU_ASSERT(rsl_gpu_light_at(&list, 1, (rsl_point){0, 0, 0}, &L, &Cl));
    CU_ASSERT_EQUAL(L[1], 1.0f);
    scene_free(sc);

    scene_light many[RSL_PTX_MAX_LIGHTS + 1];
    for (int i = 0; i <= RSL_PTX_MAX_LIGHTS; i++)
        many[i] = lights[0];
    sc = load("builtin:plane", many, RSL_PTX_MAX_LIGHTS + 1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(sc);
    CU_ASSERT_FALSE(rslptx_scene_lights(sc, &list, &err));
    CU_ASSERT_PTR_NOT_NULL(err);
    CU_ASSERT_PTR_NOT_NULL(err ? strstr(err, "at most 16") : NULL);
    free(err);
    scene_free(sc);
}

/* Without a driver the GPU step reports no device, after the PTX was
 * written; a missing shader is an error before any shading. */
static void test_no_device_and_errors(void)
{
    scene *sc = load("builtin:sphere", NULL, 0);
    CU_ASSERT_PTR_NOT_NULL_FATAL(sc);
    float rgb[8 * 8 * 4];
    char ptx_path[] = "/tmp/ptxrender-test-XXXXXX";
    int fd = mkstemp(ptx_path);
    CU_ASSERT_FATAL(fd >= 0);
    close(fd);
    rslptx_options o = {.surface = stripes, .width = 8, .height = 8, .ptx_out = ptx_path,
                        .shade_ctx = "/nonexistent/libcuda.so.1", .errors = stderr};
    char *err = NULL;
    CU_ASSERT_EQUAL(rslptx_render(&o, sc, rgb, NULL, &err), RSLPTX_NO_DEVICE);
    CU_ASSERT_PTR_NOT_NULL(err ? strstr(err, "/nonexistent/libcuda.so.1") : NULL);
    free(err);
    err = NULL;
    char *ptx = rsl_gpu_read_ptx(ptx_path, &err);
    CU_ASSERT_PTR_NOT_NULL(ptx ? strstr(ptx, ".entry surface_stripes_kernel(") : NULL);
    free(ptx);
    free(err);
    unlink(ptx_path);

    o.ptx_out = NULL;
    o.surface = RSL_SOURCE_DIR "/examples/stripes.sl:nosuch";
    err = NULL;
    CU_ASSERT_EQUAL(rslptx_render(&o, sc, rgb, NULL, &err), RSLPTX_FAILED);
    CU_ASSERT_PTR_NOT_NULL(err ? strstr(err, "no surface shader named nosuch") : NULL);
    free(err);
    o.surface = RSL_SOURCE_DIR "/examples/lamp.sl";
    err = NULL;
    CU_ASSERT_EQUAL(rslptx_render(&o, sc, rgb, NULL, &err), RSLPTX_FAILED);
    CU_ASSERT_PTR_NOT_NULL(err ? strstr(err, "no surface shader") : NULL);
    free(err);
    scene_free(sc);
}

/* A shading step that keeps what the request gives the kernel's glue:
 * the objects' spaces and each point's object. */
typedef struct space_step {
    int nobjects;
    float first_object_m12, last_shader_m13; /* from the table it was handed */
    int points, min_object, max_object;
} space_step;

static rslptx_status shade_keeping_spaces(void *ctx, rslptx_shade_request *req, char **err)
{
    (void)err;
    space_step *step = ctx;
    step->nobjects = req->nobjects;
    if (req->nobjects > 0) {
        step->first_object_m12 = req->object_spaces[0].object.m[12];
        step->last_shader_m13 = req->object_spaces[req->nobjects - 1].shader.m[13];
    }
    step->points = req->n;
    step->min_object = INT32_MAX, step->max_object = 0;
    for (int i = 0; i < req->n; i++) {
        int obj = req->globals[i].object;
        step->min_object = obj < step->min_object ? obj : step->min_object;
        step->max_object = obj > step->max_object ? obj : step->max_object;
    }
    return RSLPTX_OK;
}

/* "object" and "shader" spaces reach the kernel's glue as a table, one
 * record per scene object, only when the shader asks for them; each point
 * of the G-buffer says its object (1 + its index, the glue's key). */
static void test_object_spaces(void)
{
    scene *sc = load("builtin:cornell", NULL, 0);
    CU_ASSERT_PTR_NOT_NULL_FATAL(sc);
    CU_ASSERT_FATAL(sc->nobjs > 1);
    char dir[] = "/tmp/ptxrender-spaces-XXXXXX", path[64];
    CU_ASSERT_PTR_NOT_NULL_FATAL(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/objectspace.sl", dir);
    FILE *f = fopen(path, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    fputs("surface objectspace() { Ci = color transform(\"object\", P) + color transform(\"shader\", P); }\n", f);
    fclose(f);
    rsl_ptx_object_spaces *spaces = calloc(sc->nobjs, sizeof *spaces);
    CU_ASSERT_PTR_NOT_NULL_FATAL(spaces);
    for (size_t i = 0; i < sc->nobjs; i++) {
        spaces[i].object.m[12] = 10.0f + (float)i;
        spaces[i].shader.m[13] = 20.0f + (float)i;
    }
    float rgb[16 * 16 * 4];
    space_step step = {0};
    rslptx_options o = {.surface = path, .width = 16, .height = 16, .object_spaces = spaces,
                        .shade = shade_keeping_spaces, .shade_ctx = &step, .errors = stderr};
    char *err = NULL;
    CU_ASSERT_EQUAL(rslptx_render(&o, sc, rgb, NULL, &err), RSLPTX_OK);
    free(err);
    CU_ASSERT_EQUAL(step.nobjects, (int)sc->nobjs);
    CU_ASSERT_EQUAL(step.first_object_m12, 10.0f);
    CU_ASSERT_EQUAL(step.last_shader_m13, 20.0f + (float)(sc->nobjs - 1));
    CU_ASSERT(step.points > 0);
    CU_ASSERT(step.min_object >= 1 && step.max_object <= (int)sc->nobjs && step.max_object > step.min_object);

    /* a shader that names no space: no table */
    step = (space_step){0};
    o.surface = stripes;
    CU_ASSERT_EQUAL(rslptx_render(&o, sc, rgb, NULL, &err), RSLPTX_OK);
    CU_ASSERT_EQUAL(step.nobjects, 0);
    CU_ASSERT(step.points > 0);
    unlink(path);
    rmdir(dir);
    free(spaces);
    scene_free(sc);
}

#ifdef FAKE_CUDA_DRIVER
/* On test/unit/gpu's stand-in driver the device opens but has no module
 * globals: the light list cannot be written, which is an error (not a
 * skip) naming the global, and no image is made. */
static void test_driver_error_is_no_skip(void)
{
    scene *sc = load("builtin:sphere", NULL, 0);
    CU_ASSERT_PTR_NOT_NULL_FATAL(sc);
    float rgb[8 * 8 * 4];
    rslptx_options o = {.surface = stripes, .width = 8, .height = 8, .shade_ctx = FAKE_CUDA_DRIVER,
                        .errors = stderr};
    char *err = NULL;
    CU_ASSERT_EQUAL(rslptx_render(&o, sc, rgb, NULL, &err), RSLPTX_FAILED);
    CU_ASSERT_PTR_NOT_NULL(err ? strstr(err, "global '" RSL_PTX_LIGHTS_SYMBOL "'") : NULL);
    free(err);
    scene_free(sc);
}
#endif

int main(void)
{
    static const unit_test tests[] = {
        {"cornell: deferred with the JIT step = rsl_jit_render", test_cornell_same_as_jit},
        {"bunny: deferred with the JIT step = rsl_jit_render", test_bunny_same_as_jit},
        {"other lights give another image", test_other_lights_other_image},
        {"scene lights as the PTX glue's list", test_scene_lights},
        {"no device, missing shaders", test_no_device_and_errors},
        {"objects' spaces as the PTX glue's table", test_object_spaces},
#ifdef FAKE_CUDA_DRIVER
        {"a driver error is an error, not a skip", test_driver_error_is_no_skip},
#endif
        {NULL, NULL},
    };
    return unit_main("rslptxrender", tests);
}
