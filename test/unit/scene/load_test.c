/* scene_load and scene_parse_light_at: the scene both renderers build from
 * their command line. */
#include "scene_test.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define NEAR(a, b) CU_ASSERT_DOUBLE_EQUAL((a), (b), 1e-6)

static scene *load(const char *file, const scene_light *lights, size_t n)
{
    char path[4096], *err = NULL;
    snprintf(path, sizeof path, "%s/%s", SCENE_TEST_DATA, file);
    scene *s = scene_load(path, lights, n, &err);
    CU_ASSERT_PTR_NULL(err);
    free(err);
    return s;
}

/* corner.ply spans [0,2]x[0,2]x[0,1]: fitted it is centred on the origin and
 * halved; turned about y, x and z change sign; then z moves by 1.5. */
static void test_model_placement(void)
{
    scene *s = load("corner.ply", NULL, 0);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    /* (0,0,0) -> (-0.5,-0.5,-0.25) -> (0.5,-0.5,0.25) -> (0.5,-0.5,1.75) */
    NEAR(s->P[0].x, 0.5);
    NEAR(s->P[0].y, -0.5);
    NEAR(s->P[0].z, 1.75);
    /* (2,0,0) -> (-0.5,-0.5,1.75); (0,0,1) -> (0.5,-0.5,1.25) */
    NEAR(s->P[1].x, -0.5);
    NEAR(s->P[1].z, 1.75);
    NEAR(s->P[3].x, 0.5);
    NEAR(s->P[3].z, 1.25);
    /* The thesis camera, already camera space. */
    NEAR(s->camera.eye.z, 0);
    NEAR(s->camera.look.z, 1);
    NEAR(s->camera.up.y, 1);
    NEAR(s->camera.fov, 90);
    /* White, one white point light at the eye. */
    CU_ASSERT_EQUAL(s->nobjs, 1);
    NEAR(s->objs[0].Cs.y, 1);
    NEAR(s->objs[0].Cs.z, 1);
    CU_ASSERT_EQUAL_FATAL(s->nlights, 1);
    CU_ASSERT_EQUAL(s->lights[0].kind, SCENE_LIGHT_POINT);
    NEAR(s->lights[0].from.x, 0);
    NEAR(s->lights[0].from.z, 0);
    NEAR(s->lights[0].intensity, SCENE_MODEL_LIGHT_INTENSITY);
    /* The BVH is built: the big triangle, now in z = 1.75, is hit. */
    scene_hit h;
    scene_vec3 d = {0.2f, -0.2f, 1.75f};
    CU_ASSERT_TRUE(scene_intersect(s, (scene_vec3){0, 0, 0}, d, 0, INFINITY, &h));
    NEAR(h.t, 1);
    CU_ASSERT_EQUAL(h.tri, 0);
    scene_free(s);
}

static void test_light_at(void)
{
    scene_light l[2];
    char *err = NULL;
    CU_ASSERT_TRUE(scene_parse_light_at("1,-2.5,3e-1", &l[0], &err));
    NEAR(l[0].from.x, 1);
    NEAR(l[0].from.y, -2.5);
    NEAR(l[0].from.z, 0.3);
    NEAR(l[0].intensity, SCENE_MODEL_LIGHT_INTENSITY);
    CU_ASSERT_EQUAL(l[0].kind, SCENE_LIGHT_POINT);
    NEAR(l[0].color.x, 1);
    CU_ASSERT_TRUE(scene_parse_light_at("0,0,0,4", &l[1], &err));
    NEAR(l[1].intensity, 4);
    CU_ASSERT_PTR_NULL(err);
    const char *bad[] = {"", "1,2", "1,2,", "1,2,3,", "1,2,3,4,5", "a,2,3", "1,2,3x", "1,2,3,-1", "1,nan,3", "1,2,inf"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        scene_light x;
        CU_ASSERT_FALSE(scene_parse_light_at(bad[i], &x, &err));
        CU_ASSERT_TRUE(err && strstr(err, "bad --light-at") && strstr(err, bad[i]));
        free(err);
        err = NULL;
    }
    /* They replace the scene's lights, model or built-in (camera space:
     * the Cornell light is not moved by the camera transform). */
    scene *s = load("corner.ply", l, 2);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT_EQUAL(s->nlights, 2);
    NEAR(s->lights[0].from.y, -2.5);
    NEAR(s->lights[1].intensity, 4);
    scene_free(s);
    s = scene_load("builtin:cornell", l, 1, &err);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT_EQUAL(s->nlights, 1);
    NEAR(s->lights[0].from.x, 1);
    NEAR(s->lights[0].from.z, 0.3);
    scene_free(s);
}

static void test_builtin_and_errors(void)
{
    char *err = NULL;
    /* A built-in keeps its lights, moved into camera space: the Cornell
     * box's light at (0,1.9,0) seen from (0,1,-3.9) is at (0,0.9,3.9). */
    scene *s = scene_load("builtin:cornell", NULL, 0, &err);
    CU_ASSERT_PTR_NOT_NULL_FATAL(s);
    CU_ASSERT_EQUAL_FATAL(s->nlights, 1);
    NEAR(s->lights[0].from.x, 0);
    CU_ASSERT_DOUBLE_EQUAL(s->lights[0].from.y, 0.9, 1e-5);
    CU_ASSERT_DOUBLE_EQUAL(s->lights[0].from.z, 3.9, 1e-5);
    NEAR(s->camera.look.z, 1);
    scene_free(s);
    CU_ASSERT_PTR_NULL(scene_load("builtin:teapot", NULL, 0, &err));
    CU_ASSERT_TRUE(err && !strcmp(err, "builtin:teapot: error: unknown built-in scene 'teapot' (sphere, plane, cornell)"));
    free(err);
    err = NULL;
    CU_ASSERT_PTR_NULL(scene_load(SCENE_TEST_TMP "/absent.ply", NULL, 0, &err));
    CU_ASSERT_TRUE(err && strstr(err, "absent.ply: error: cannot open"));
    free(err);
}

const unit_test load_tests[] = {
    {"model placement, camera, default light", test_model_placement},
    {"--light-at values and replacement", test_light_at},
    {"built-in scenes in camera space, errors", test_builtin_and_errors},
    {NULL, NULL},
};
