/* The RPU memory layout round trip, PNG write then read, built-in scenes
 * and the camera. */
#include "scene_test.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NEAR(a, b) CU_ASSERT_DOUBLE_EQUAL((a), (b), 1e-6)

/* Reads the scene back out of RPU memory the way a surface shader does:
 * HIT_TRI's record, then the vertex and triangle-data cells it points at. */
static void test_rpu_layout_round_trip(void)
{
    scene *s = scene_builtin("cornell", NULL);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    const int32_t base = 40;
    scene_rpu_layout l = scene_rpu_plan(s, base);
    CU_ASSERT_EQUAL(l.base, base);
    CU_ASSERT_EQUAL(l.tris, base);
    CU_ASSERT_EQUAL(l.verts, base + (int32_t)s->ntris);
    CU_ASSERT_EQUAL(l.tridata, l.verts + 5 * (int32_t)s->nverts);
    CU_ASSERT_EQUAL(l.lights, l.tridata + 3 * (int32_t)s->ntris);
    CU_ASSERT_EQUAL(l.end, l.lights + 1 + 2 * (int32_t)s->nlights);
    size_t n = (size_t)l.end + 5;
    scene_rpu_cell *mem = calloc(n, sizeof *mem);
    CU_ASSERT_FALSE(scene_rpu_write(s, l, mem, (size_t)l.end - 1)); /* too small */
    for (size_t i = 0; i < n; i++)
        mem[i].w[0].i = mem[i].w[1].i = mem[i].w[2].i = mem[i].w[3].i = 0x7eadbeef;
    CU_ASSERT_TRUE_FATAL(scene_rpu_write(s, l, mem, n));
    /* Nothing outside [base, end) written. */
    CU_ASSERT_EQUAL(mem[base - 1].w[0].i, 0x7eadbeef);
    CU_ASSERT_EQUAL(mem[l.end].w[3].i, 0x7eadbeef);
    int bad = 0;
    for (size_t i = 0; i < s->ntris; i++) {
        scene_rpu_cell rec = mem[l.tris + (int32_t)i];
        for (int k = 0; k < 3; k++) {
            uint32_t v = s->tri[3 * i + k];
            int32_t a = rec.w[k].i;
            bad += a != l.verts + 5 * (int32_t)v;
            bad += mem[a].w[0].f != s->P[v].x || mem[a].w[1].f != s->P[v].y || mem[a].w[2].f != s->P[v].z;
            bad += mem[a].w[3].f != s->s[v] || mem[a + 1].w[3].f != s->t[v];
            bad += mem[a + 1].w[0].f != s->N[v].x || mem[a + 1].w[1].f != s->N[v].y || mem[a + 1].w[2].f != s->N[v].z;
        }
        const scene_object *o = &s->objs[s->tri_obj[i]];
        int32_t d = rec.w[3].i;
        bad += d != l.tridata + 3 * (int32_t)i;
        bad += mem[d].w[0].f != o->Cs.x || mem[d].w[1].f != o->Cs.y || mem[d].w[2].f != o->Cs.z;
        bad += mem[d + 1].w[0].f != o->Os.x || mem[d + 1].w[1].f != o->Os.y || mem[d + 1].w[2].f != o->Os.z;
        bad += mem[d].w[3].i != (int32_t)s->tri_obj[i] || mem[d + 1].w[3].i != o->shader;
        bad += mem[d + 2].w[0].i != 0 || mem[d + 2].w[1].i != 0; /* a mesh: no true u, v nor Cv */
    }
    CU_ASSERT_EQUAL(bad, 0);
    CU_ASSERT_EQUAL(mem[l.lights].w[0].i, (int32_t)s->nlights);
    CU_ASSERT_EQUAL_FATAL(s->nlights, 1);
    NEAR(mem[l.lights + 1].w[1].f, s->lights[0].from.y);
    CU_ASSERT_EQUAL(mem[l.lights + 1].w[3].i, 0);
    NEAR(mem[l.lights + 2].w[0].f, s->lights[0].color.x * s->lights[0].intensity);
    /* A hit from the BVH addresses the right record. */
    scene_vec3 o, dir;
    scene_camera_ray(&s->camera, 0.5f, 0.5f, 1, &o, &dir);
    scene_hit h;
    CU_ASSERT_TRUE_FATAL(scene_intersect(s, o, dir, 0, 1e30f, &h));
    scene_rpu_cell rec = mem[l.tris + (int32_t)h.tri];
    float p[3];
    for (int k = 0; k < 3; k++) {
        float a = mem[rec.w[0].i].w[k].f, b = mem[rec.w[1].i].w[k].f, c = mem[rec.w[2].i].w[k].f;
        p[k] = (1 - h.u - h.v) * a + h.u * b + h.v * c;
    }
    CU_ASSERT_DOUBLE_EQUAL(p[0], o.x + h.t * dir.x, 1e-4);
    CU_ASSERT_DOUBLE_EQUAL(p[1], o.y + h.t * dir.y, 1e-4);
    CU_ASSERT_DOUBLE_EQUAL(p[2], o.z + h.t * dir.z, 1e-4);
    /* Negative bases and plans past 32 bits are refused. */
    CU_ASSERT_EQUAL(scene_rpu_plan(s, -1).end, -1);
    CU_ASSERT_EQUAL(scene_rpu_plan(s, INT32_MAX - 10).end, -1);
    free(mem);
    scene_free(s);
}

static void test_png_round_trip(void)
{
    const char *path = SCENE_TEST_TMP "/scene-png-test.png";
    /* 3x2: clamping below and above, exact steps, NaN. */
    float rgb[18] = {-1, 0, 0.25f, 1, 2, 0.5f, 0.2f, 0.4f, 0.6f, NAN, 1, 0, 0.0039f, 0.999f, 0.75f, 0.1f, 0.9f, 0.31f};
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(scene_png_write(path, 3, 2, rgb, SCENE_PNG_LINEAR, &err));
    int w = 0, h = 0;
    uint8_t *px = NULL;
    CU_ASSERT_TRUE_FATAL(scene_png_read(path, &w, &h, &px, &err));
    CU_ASSERT_EQUAL(w, 3);
    CU_ASSERT_EQUAL(h, 2);
    /* Linear: round(255 * clamp(v)); 0.25 -> 63.75 -> 64, 0.5 -> 127.5 -> 128. */
    static const uint8_t want[18] = {0, 0, 64, 255, 255, 128, 51, 102, 153, 0, 255, 0, 1, 255, 191, 26, 230, 79};
    CU_ASSERT_EQUAL(memcmp(px, want, sizeof want), 0);
    free(px);
    /* sRGB: 0.5 -> 1.055 * 0.5^(1/2.4) - 0.055 = 0.7354 -> 187.5 -> 188;
     * 0.002 is on the linear toe: 12.92 * 0.002 * 255 = 6.6 -> 7. */
    float g[3] = {0.5f, 0.002f, 1};
    CU_ASSERT_TRUE_FATAL(scene_png_write(path, 1, 1, g, SCENE_PNG_SRGB, &err));
    CU_ASSERT_TRUE_FATAL(scene_png_read(path, &w, &h, &px, &err));
    CU_ASSERT_EQUAL(px[0], 188);
    CU_ASSERT_EQUAL(px[1], 7);
    CU_ASSERT_EQUAL(px[2], 255);
    free(px);
    remove(path);
    /* Errors. */
    CU_ASSERT_FALSE(scene_png_read(SCENE_TEST_DATA "/corner.ply", &w, &h, &px, &err));
    CU_ASSERT_TRUE(err && strstr(err, "corner.ply: error: not a PNG file"));
    free(err);
    err = NULL;
    CU_ASSERT_FALSE(scene_png_write(SCENE_TEST_TMP "/no/such/dir.png", 1, 1, g, SCENE_PNG_LINEAR, &err));
    CU_ASSERT_TRUE(err && strstr(err, "dir.png: error: cannot create"));
    free(err);
    err = NULL;
    CU_ASSERT_FALSE(scene_png_write(path, 0, 1, g, SCENE_PNG_LINEAR, &err));
    CU_ASSERT_TRUE(err && strstr(err, "error: bad image size 0x1"));
    free(err);
}

/* A truncated PNG is an error, not a crash. */
static void test_png_truncated(void)
{
    const char *path = SCENE_TEST_TMP "/scene-png-trunc.png";
    float rgb[3 * 64 * 64];
    for (int i = 0; i < 3 * 64 * 64; i++)
        rgb[i] = (float)((i * 7919) % 256) / 255;
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(scene_png_write(path, 64, 64, rgb, SCENE_PNG_LINEAR, &err));
    FILE *f = fopen(path, "rb");
    unsigned char buf[1 << 15];
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    f = fopen(path, "wb");
    fwrite(buf, 1, n / 2, f);
    fclose(f);
    int w, h;
    uint8_t *px;
    CU_ASSERT_FALSE(scene_png_read(path, &w, &h, &px, &err));
    CU_ASSERT_TRUE(err && strstr(err, "scene-png-trunc.png: error: "));
    free(err);
    remove(path);
}

static void test_builtin_scenes(void)
{
    for (int i = 0; scene_builtin_names[i]; i++) {
        char *err = NULL;
        scene *s = scene_builtin(scene_builtin_names[i], &err);
        CU_ASSERT_PTR_NOT_NULL_FATAL(s);
        CU_ASSERT_TRUE(s->ntris > 0);
        CU_ASSERT_TRUE(s->nlights > 0);
        /* The camera looks at something. */
        scene_vec3 o, d;
        scene_camera_ray(&s->camera, 0.5f, 0.5f, 1, &o, &d);
        scene_hit h;
        CU_ASSERT_TRUE(scene_intersect(s, o, d, 0, 1e30f, &h));
        scene_free(s);
    }
    char *err = NULL;
    CU_ASSERT_PTR_NULL(scene_builtin("teapot", &err));
    CU_ASSERT_TRUE(err && strstr(err, "unknown built-in scene 'teapot'"));
    free(err);
}

static void test_cornell_walls(void)
{
    scene *s = scene_builtin("cornell", NULL);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    scene_vec3 o, d;
    scene_hit h;
    /* Left of the image: the red wall (x = -1); right: the green one. */
    scene_camera_ray(&s->camera, 0.1f, 0.5f, 1, &o, &d);
    CU_ASSERT_TRUE_FATAL(scene_intersect(s, o, d, 0, 1e30f, &h));
    CU_ASSERT_TRUE(s->objs[h.obj].Cs.x > 0.5f && s->objs[h.obj].Cs.y < 0.1f);
    CU_ASSERT_DOUBLE_EQUAL(o.x + h.t * d.x, -1, 1e-4);
    scene_camera_ray(&s->camera, 0.9f, 0.5f, 1, &o, &d);
    CU_ASSERT_TRUE_FATAL(scene_intersect(s, o, d, 0, 1e30f, &h));
    CU_ASSERT_TRUE(s->objs[h.obj].Cs.y > 0.4f && s->objs[h.obj].Cs.x < 0.2f);
    /* Top of the image: the ceiling (y = 2), lit from below: its normal
     * faces down, towards the light. */
    scene_camera_ray(&s->camera, 0.5f, 0.1f, 1, &o, &d);
    CU_ASSERT_TRUE_FATAL(scene_intersect(s, o, d, 0, 1e30f, &h));
    CU_ASSERT_DOUBLE_EQUAL(o.y + h.t * d.y, 2, 1e-4);
    CU_ASSERT_TRUE(s->N[s->tri[3 * h.tri]].y < -0.99f);
    /* The light is inside the box: it sees the floor's centre, and the
     * short block shadows the floor just behind it from the light. */
    scene_vec3 L = s->lights[0].from;
    CU_ASSERT_FALSE(scene_occluded(s, L, (scene_vec3){0 - L.x, 0.001f - L.y, -0.9f - L.z}, 1e-4f, 0.9999f));
    CU_ASSERT_TRUE(scene_occluded(s, L, (scene_vec3){0.4f - L.x, 0.001f - L.y, -0.3f - L.z}, 1e-4f, 0.9999f));
    scene_free(s);
}

/* fov spans the smaller side; px runs left to right, py top to bottom. */
static void test_camera(void)
{
    scene_camera c = {.eye = {0, 0, 0}, .look = {0, 0, 1}, .up = {0, 1, 0}, .fov = 90};
    scene_vec3 o, d;
    scene_camera_ray(&c, 1, 0.5f, 1, &o, &d); /* right edge: 45 degrees */
    NEAR(d.x, sqrt(0.5));
    NEAR(d.z, sqrt(0.5));
    scene_camera_ray(&c, 0.5f, 0, 2, &o, &d); /* top edge of a wide image */
    NEAR(d.y, sqrt(0.5));
    scene_camera_ray(&c, 1, 0.5f, 2, &o, &d); /* its right edge: tan = 2 */
    NEAR(d.x, 2 / sqrt(5));
    scene_camera_ray(&c, 0.5f, 1, 0.5f, &o, &d); /* bottom of a tall one */
    NEAR(d.y, -2 / sqrt(5));
}

/* In camera space the same pixels see the same triangles at the same
 * distances; the red wall, left in the image, has x < 0. */
static void test_camera_space(void)
{
    scene *world = scene_builtin("cornell", NULL), *cam = scene_builtin("cornell", NULL);
    CU_ASSERT_PTR_NOT_NULL_FATAL(world);
    CU_ASSERT_PTR_NOT_NULL_FATAL(cam);
    scene_to_camera_space(cam);
    NEAR(cam->camera.eye.z, 0);
    int bad = 0;
    for (int i = 0; i < 64; i++) {
        /* Off the image diagonals, which meet the box exactly in its corners. */
        float px = (float)(i % 8 + 0.3) / 8, py = (float)(i / 8 + 0.6) / 8;
        scene_vec3 o1, d1, o2, d2;
        scene_camera_ray(&world->camera, px, py, 1, &o1, &d1);
        scene_camera_ray(&cam->camera, px, py, 1, &o2, &d2);
        scene_hit h1, h2;
        bool a = scene_intersect(world, o1, d1, 0, 1e30f, &h1), b = scene_intersect(cam, o2, d2, 0, 1e30f, &h2);
        bad += a != b || (a && (h1.obj != h2.obj || fabsf(h1.t - h2.t) > 1e-4f));
    }
    CU_ASSERT_EQUAL(bad, 0);
    scene_vec3 o, d;
    scene_hit h;
    scene_camera_ray(&cam->camera, 0.1f, 0.5f, 1, &o, &d);
    CU_ASSERT_TRUE_FATAL(scene_intersect(cam, o, d, 0, 1e30f, &h));
    CU_ASSERT_TRUE(o.x + h.t * d.x < 0);
    CU_ASSERT_TRUE(cam->objs[h.obj].Cs.x > 0.5f);
    /* The light moved with the scene: still under the ceiling's centre. */
    NEAR(cam->lights[0].from.x, 0);
    NEAR(cam->lights[0].from.z, 3.9);
    scene_free(world);
    scene_free(cam);
}

const unit_test output_tests[] = {
    {"RPU memory layout round trip", test_rpu_layout_round_trip},
    {"PNG write then read, linear and sRGB", test_png_round_trip},
    {"PNG truncated", test_png_truncated},
    {"built-in scenes", test_builtin_scenes},
    {"cornell walls, ceiling, light and shadow", test_cornell_walls},
    {"camera rays", test_camera},
    {"camera space", test_camera_space},
    {NULL, NULL},
};
