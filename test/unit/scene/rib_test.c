/* The RIB reader: values of parsed requests, the graphics state, polygons,
 * errors with file:line:col, ReadArchive and its cycle guard, gzip input. */
#include "scene_test.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#define NEAR(a, b) CU_ASSERT_DOUBLE_EQUAL((a), (b), 1e-5)
#define SCENE_TEST_PI 3.14159265358979323846

static bool parse(const char *text, scene_rib *r, char **err)
{
    *err = NULL;
    return scene_rib_parse("t.rib", text, strlen(text), SCENE_RIB_NO_FILES, r, err);
}

/* Parses text that must be good. */
static bool good(const char *text, scene_rib *r)
{
    char *err;
    bool ok = parse(text, r, &err);
    if (!ok)
        printf("\n  unexpected error: %s\n", err);
    free(err);
    CU_ASSERT_TRUE(ok);
    return ok;
}

/* Parses text that must fail; the message is returned (free it). */
static char *bad(const char *text)
{
    scene_rib r;
    char *err;
    CU_ASSERT_FALSE(parse(text, &r, &err));
    CU_ASSERT_PTR_NOT_NULL(err);
    return err ? err : calloc(1, 1);
}

static float tri_area_sum(const scene *s)
{
    float sum = 0;
    for (size_t i = 0; i < s->ntris; i++) {
        scene_vec3 a = s->P[s->tri[3 * i]], b = s->P[s->tri[3 * i + 1]], c = s->P[s->tri[3 * i + 2]];
        scene_vec3 u = {b.x - a.x, b.y - a.y, b.z - a.z}, v = {c.x - a.x, c.y - a.y, c.z - a.z};
        scene_vec3 n = {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x};
        sum += 0.5f * sqrtf(n.x * n.x + n.y * n.y + n.z * n.z);
    }
    return sum;
}

static void test_options(void)
{
    scene_rib r;
    if (!good("##RenderMan RIB-Structure 1.1\nversion 3.04 # a comment\n"
              "Format 320 200 2\nProjection \"perspective\" \"fov\" [45]\nClipping 0.5 50\n"
              "Display \"out.png\" \"file\" \"rgba\"\nExposure 2 1\nPixelSamples 3 4\n"
              "PixelFilter \"box\" 1 1\nWorldBegin\nWorldEnd\n", &r))
        return;
    CU_ASSERT_EQUAL(r.opt.xres, 320);
    CU_ASSERT_EQUAL(r.opt.yres, 200);
    NEAR(r.opt.pixel_aspect, 2);
    NEAR(r.opt.frame_aspect, 3.2); /* 320 * 2 / 200 */
    /* RI 3.2's default window for an aspect above 1: [-a, a] x [-1, 1]. */
    NEAR(r.opt.screen[0], -3.2);
    NEAR(r.opt.screen[1], 3.2);
    NEAR(r.opt.screen[2], -1);
    NEAR(r.opt.screen[3], 1);
    CU_ASSERT_TRUE(r.opt.perspective);
    NEAR(r.opt.fov, 45);
    NEAR(r.opt.hither, 0.5);
    NEAR(r.opt.yon, 50);
    CU_ASSERT_STRING_EQUAL(r.opt.display_name, "out.png");
    CU_ASSERT_STRING_EQUAL(r.opt.display_mode, "rgba");
    NEAR(r.opt.gain, 2);
    NEAR(r.opt.pixel_samples[1], 4);
    CU_ASSERT_STRING_EQUAL(r.opt.filter, "box");
    CU_ASSERT_TRUE(r.scene->camera.has_screen);
    CU_ASSERT_FALSE(r.scene->camera.orthographic);
    CU_ASSERT_EQUAL(r.nwarnings, 0);
    scene_rib_free(&r);
}

/* Primary rays through the screen window: parallel from the window's point
 * (orthographic), through (sx tan(fov/2), sy tan(fov/2), 1) (perspective). */
static void test_camera_rays(void)
{
    scene_camera c = {.eye = {0, 0, 0}, .look = {0, 0, 1}, .up = {0, 1, 0}, .fov = 90, .has_screen = true,
                      .orthographic = true, .screen = {-2, 2, -1, 1}};
    scene_vec3 o, d;
    /* px 0.25 -> x = -2 + 0.25 * 4 = -1; py 0.25 -> y = 1 - 0.25 * 2 = 0.5 */
    scene_camera_ray(&c, 0.25f, 0.25f, 7, &o, &d);
    NEAR(o.x, -1);
    NEAR(o.y, 0.5);
    NEAR(o.z, 0);
    NEAR(d.x, 0);
    NEAR(d.z, 1);
    c.orthographic = false;
    c.screen[0] = -1, c.screen[1] = 1;
    /* The right edge at half height: (1, 0, 1) normalized (tan 45 = 1). */
    scene_camera_ray(&c, 1, 0.5f, 7, &o, &d);
    NEAR(o.x, 0);
    NEAR(d.x, sqrt(0.5));
    NEAR(d.y, 0);
    NEAR(d.z, sqrt(0.5));
    /* fov 60 and the window's top-left corner: (-1, 1, 1) * tan 30 on x, y. */
    c.fov = 60;
    scene_camera_ray(&c, 0, 0, 7, &o, &d);
    double t = tan(SCENE_TEST_PI / 6), len = sqrt(2 * t * t + 1);
    NEAR(d.x, -t / len);
    NEAR(d.y, t / len);
    NEAR(d.z, 1 / len);
}

static const scene_rib_coordsys *coordsys(const scene_rib *r, const char *name)
{
    for (size_t i = 0; i < r->ncoordsys; i++)
        if (strcmp(r->coordsys[i].name, name) == 0)
            return &r->coordsys[i];
    return NULL;
}

/* A point of the named space back in camera space (dividing by w). */
static scene_vec3 to_camera(const scene_rib *r, const char *name, float x, float y, float z)
{
    const scene_rib_coordsys *c = coordsys(r, name);
    CU_ASSERT_PTR_NOT_NULL_FATAL(c);
    scene_vec3 p = scene_mat4_point(&c->to_camera, (scene_vec3){x, y, z});
    float w = c->to_camera.m[3][0] * x + c->to_camera.m[3][1] * y + c->to_camera.m[3][2] * z + c->to_camera.m[3][3];
    return (scene_vec3){p.x / w, p.y / w, p.z / w};
}

/* Camera point (1, 0.5, 2) under fov 90, Format 100 50 (window -2..2 x
 * -1..1), Clipping 1 10: screen (x/z, y/z) = (0.5, 0.25), z 10 (2-1) / (2 9)
 * = 5/9; NDC ((0.5+2)/4, (1-0.25)/2) = (0.625, 0.375); raster (62.5, 18.75). */
static void test_screen_spaces(void)
{
    scene_rib r;
    if (!good("Format 100 50 1\nProjection \"perspective\" \"fov\" 90\nClipping 1 10\nWorldBegin\nWorldEnd\n", &r))
        return;
    const float zs = 5.0f / 9;
    scene_vec3 p = to_camera(&r, "screen", 0.5f, 0.25f, zs);
    NEAR(p.x, 1);
    NEAR(p.y, 0.5);
    NEAR(p.z, 2);
    p = to_camera(&r, "NDC", 0.625f, 0.375f, zs);
    NEAR(p.x, 1);
    NEAR(p.y, 0.5);
    NEAR(p.z, 2);
    p = to_camera(&r, "raster", 62.5f, 18.75f, zs);
    CU_ASSERT_DOUBLE_EQUAL(p.x, 1, 1e-4);
    CU_ASSERT_DOUBLE_EQUAL(p.y, 0.5, 1e-4);
    CU_ASSERT_DOUBLE_EQUAL(p.z, 2, 1e-4);
    scene_rib_free(&r);
    /* Orthographic: screen is camera space's x, y; raster (0,0) is the
     * window's top left. */
    if (!good("Format 4 2 1\nWorldBegin\nWorldEnd\n", &r))
        return;
    p = to_camera(&r, "raster", 0, 0, 3);
    NEAR(p.x, -2);
    NEAR(p.y, 1);
    NEAR(p.z, 3);
    scene_rib_free(&r);
}

static void test_shader_params(void)
{
    scene_rib r;
    if (!good("Declare \"Kx\" \"varying color\"\nWorldBegin\n"
              "Surface \"plastic\" \"Ks\" .5 \"uniform color specularcolor\" [1 0 0] \"Kx\" [0 1 0]\n"
              "  \"varying float[2] uv\" [1 2 3 4] \"string texturename\" \"wood.tx\" \"mystery\" [1 2 3]\n"
              "WorldEnd\n", &r))
        return;
    CU_ASSERT_EQUAL_FATAL(r.nshaders, 1);
    const scene_shader_instance *in = &r.shaders[0];
    CU_ASSERT_STRING_EQUAL(in->name, "plastic");
    CU_ASSERT_EQUAL(in->kind, SCENE_SHADER_SURFACE);
    CU_ASSERT_EQUAL_FATAL(in->nparams, 6);
    const scene_param *p = scene_param_find(in->params, in->nparams, "Ks");
    CU_ASSERT_PTR_NOT_NULL_FATAL(p);
    CU_ASSERT_EQUAL(p->type, SCENE_PARAM_FLOAT); /* predeclared */
    CU_ASSERT_TRUE(p->declared);
    NEAR(p->f[0], 0.5);
    p = scene_param_find(in->params, in->nparams, "specularcolor");
    CU_ASSERT_PTR_NOT_NULL_FATAL(p);
    CU_ASSERT_EQUAL(p->type, SCENE_PARAM_COLOR);
    CU_ASSERT_EQUAL(p->cls, SCENE_CLASS_UNIFORM);
    CU_ASSERT_EQUAL(p->nvalues, 3);
    p = scene_param_find(in->params, in->nparams, "Kx");
    CU_ASSERT_PTR_NOT_NULL_FATAL(p);
    CU_ASSERT_EQUAL(p->type, SCENE_PARAM_COLOR); /* by Declare */
    CU_ASSERT_EQUAL(p->cls, SCENE_CLASS_VARYING);
    p = scene_param_find(in->params, in->nparams, "uv");
    CU_ASSERT_PTR_NOT_NULL_FATAL(p);
    CU_ASSERT_EQUAL(p->arraylen, 2);
    CU_ASSERT_EQUAL(p->nvalues, 4);
    NEAR(p->f[3], 4);
    p = scene_param_find(in->params, in->nparams, "texturename");
    CU_ASSERT_PTR_NOT_NULL_FATAL(p);
    CU_ASSERT_EQUAL(p->type, SCENE_PARAM_STRING);
    CU_ASSERT_STRING_EQUAL(p->s[0], "wood.tx");
    p = scene_param_find(in->params, in->nparams, "mystery");
    CU_ASSERT_PTR_NOT_NULL_FATAL(p);
    CU_ASSERT_FALSE(p->declared); /* left for the renderer to match */
    CU_ASSERT_EQUAL(p->nvalues, 3);
    scene_rib_free(&r);
}

/* The CTM maps object space to camera space: the camera's transform (before
 * WorldBegin) and the world's compose. */
static void test_transforms(void)
{
    scene_rib r;
    if (!good("Translate 0 0 5\nWorldBegin\nAttributeBegin\nRotate 90 0 0 1\nScale 2 2 2\n"
              "CoordinateSystem \"mine\"\nPolygon \"P\" [0 0 0 1 0 0 0 1 0]\nAttributeEnd\n"
              "TransformBegin\nConcatTransform [1 0 0 0 0 1 0 0 0 0 1 0 7 8 9 1]\nColor 1 0 0\nTransformEnd\n"
              "Polygon \"P\" [0 0 0 1 0 0 0 1 0]\nWorldEnd\n", &r))
        return;
    CU_ASSERT_EQUAL_FATAL(r.scene->nobjs, 2);
    /* (1,0,0) scaled to (2,0,0), turned to (0,2,0), moved to (0,2,5). */
    NEAR(r.scene->P[1].x, 0);
    NEAR(r.scene->P[1].y, 2);
    NEAR(r.scene->P[1].z, 5);
    /* (0,1,0) -> (0,2,0) -> (-2,0,0) -> (-2,0,5). */
    NEAR(r.scene->P[2].x, -2);
    /* The object's space: (1,0,0) of the first object is (0,2,5). */
    scene_vec3 q = scene_mat4_point(&r.objects[0].object_to_camera, (scene_vec3){1, 0, 0});
    NEAR(q.y, 2);
    NEAR(q.z, 5);
    /* After TransformEnd the transform is back but the color stays red. */
    NEAR(r.scene->P[4].x, 1);
    NEAR(r.scene->P[4].z, 5);
    NEAR(r.scene->objs[1].Cs.y, 0);
    NEAR(r.scene->objs[0].Cs.y, 1);
    const scene_rib_coordsys *mine = NULL, *world = NULL;
    for (size_t i = 0; i < r.ncoordsys; i++) {
        if (strcmp(r.coordsys[i].name, "mine") == 0)
            mine = &r.coordsys[i];
        if (strcmp(r.coordsys[i].name, "world") == 0)
            world = &r.coordsys[i];
    }
    CU_ASSERT_PTR_NOT_NULL_FATAL(mine);
    CU_ASSERT_PTR_NOT_NULL_FATAL(world);
    NEAR(world->to_camera.m[2][3], 5);
    scene_vec3 p = scene_mat4_point(&mine->to_camera, (scene_vec3){1, 0, 0});
    NEAR(p.y, 2);
    NEAR(p.z, 5);
    scene_rib_free(&r);
}

/* Skew 45 from y towards x shears (0,1,0) to (1,1,0): y turned 45 degrees
 * towards x.  Perspective 90 divides x and y by z (tan 45 = 1). */
static void test_skew_perspective(void)
{
    scene_rib r;
    if (good("WorldBegin\nAttributeBegin\nSkew 45 0 1 0 1 0 0\nPolygon \"P\" [0 0 0 0 1 0 1 0 0]\nAttributeEnd\n"
             "Perspective 90\nPolygon \"P\" [0 0 1 2 0 2 0 3 3]\nWorldEnd\n", &r)) {
        CU_ASSERT_EQUAL_FATAL(r.scene->nverts, 6);
        NEAR(r.scene->P[1].x, 1);
        NEAR(r.scene->P[1].y, 1);
        NEAR(r.scene->P[2].x, 1);
        NEAR(r.scene->P[2].y, 0);
        /* (2,0,2) -> (2,0,2,2) -> (1,0,1); (0,3,3) -> (0,1,1). */
        NEAR(r.scene->P[4].x, 1);
        NEAR(r.scene->P[4].z, 1);
        NEAR(r.scene->P[5].y, 1);
        scene_rib_free(&r);
    }
    if (good("Polygon \"P\" [0 0 1 1 0 1 0 1 1]\nPolygon \"P\" [0 0 1 1 0 1 0 1 1]\nWorldBegin\nWorldEnd\n", &r)) {
        CU_ASSERT_EQUAL(r.scene->nobjs, 0);
        CU_ASSERT_EQUAL_FATAL(r.nwarnings, 1);
        CU_ASSERT_STRING_EQUAL(r.warnings[0], "t.rib:1:1: warning: geometry before WorldBegin is ignored");
        scene_rib_free(&r);
    }
}

/* Only the first frame is read: what follows its world changes nothing. */
static void test_frames(void)
{
    scene_rib r;
    if (!good("FrameBegin 1\nFormat 10 10 1\nWorldBegin\nLightSource \"a\" 1\nPolygon \"P\" [0 0 1 1 0 1 0 1 1]\n"
              "WorldEnd\nFrameEnd\nFrameBegin 2\nFormat 20 20 1\nWorldBegin\nLightSource \"b\" 1\n"
              "Polygon \"P\" [0 0 1 1 0 1 0 1 1]\nWorldEnd\nFrameEnd\n", &r))
        return;
    CU_ASSERT_EQUAL(r.opt.xres, 10);
    CU_ASSERT_EQUAL(r.nlights, 1);
    CU_ASSERT_EQUAL(r.scene->nobjs, 1);
    CU_ASSERT_EQUAL_FATAL(r.nwarnings, 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(r.warnings[0], "t.rib:10:1: warning: only the first world is rendered"));
    scene_rib_free(&r);
    char *e = bad("FrameBegin 1\nWorldBegin\nWorldEnd\nFrameEnd\nWorldEnd\n");
    CU_ASSERT_PTR_NOT_NULL(strstr(e, "t.rib:5:1: error: WorldEnd without WorldBegin"));
    free(e);
}

static void test_attributes_and_lights(void)
{
    scene_rib r;
    if (!good("WorldBegin\nLightSource \"pointlight\" 1 \"from\" [0 1 0]\nLightSource \"spot\" \"key\"\n"
              "AttributeBegin\nAttribute \"identifier\" \"name\" \"first\"\nAttribute \"user\" \"float k\" 3\n"
              "Illuminate 1 0\nSides 1\nSurface \"matte\"\nPolygon \"P\" [0 0 1 1 0 1 0 1 1]\nAttributeEnd\n"
              "Illuminate \"key\" 0\nPolygon \"P\" [0 0 1 1 0 1 0 1 1]\nWorldEnd\n", &r))
        return;
    CU_ASSERT_EQUAL_FATAL(r.nlights, 2);
    CU_ASSERT_STRING_EQUAL(r.lights[0].handle, "1");
    CU_ASSERT_STRING_EQUAL(r.lights[1].handle, "key");
    CU_ASSERT_STRING_EQUAL(r.shaders[r.lights[1].shader].name, "spot");
    const scene_param *from = scene_param_find(r.shaders[r.lights[0].shader].params, 1, "from");
    CU_ASSERT_PTR_NOT_NULL_FATAL(from);
    CU_ASSERT_EQUAL(from->type, SCENE_PARAM_POINT);
    CU_ASSERT_EQUAL_FATAL(r.scene->nobjs, 2);
    const scene_rib_object *a = &r.objects[0], *b = &r.objects[1];
    CU_ASSERT_FALSE(scene_rib_light_on(a, 0));
    CU_ASSERT_TRUE(scene_rib_light_on(a, 1));
    CU_ASSERT_TRUE(scene_rib_light_on(b, 0)); /* the AttributeEnd restored it */
    CU_ASSERT_FALSE(scene_rib_light_on(b, 1));
    CU_ASSERT_STRING_EQUAL(a->name, "first");
    CU_ASSERT_PTR_NULL(b->name);
    CU_ASSERT_EQUAL(a->sides, 1);
    CU_ASSERT_EQUAL(b->sides, 2);
    CU_ASSERT_EQUAL(a->shader[SCENE_SHADER_SURFACE], 2);
    CU_ASSERT_EQUAL(b->shader[SCENE_SHADER_SURFACE], -1);
    CU_ASSERT_PTR_NOT_NULL_FATAL(a->attrs);
    CU_ASSERT_STRING_EQUAL(a->attrs->param.name, "user:k");
    NEAR(a->attrs->param.f[0], 3);
    scene_rib_free(&r);
}

/* Ear clipping: the triangles of a concave L and of a square with a hole
 * cover exactly the polygon's area. */
static void test_polygons(void)
{
    scene_rib r;
    if (good("WorldBegin\nPolygon \"P\" [0 0 1  2 0 1  2 1 1  1 1 1  1 2 1  0 2 1]\nWorldEnd\n", &r)) {
        CU_ASSERT_EQUAL(r.scene->ntris, 4);
        NEAR(tri_area_sum(r.scene), 3);
        scene_rib_free(&r);
    }
    if (good("WorldBegin\nGeneralPolygon [4 4] \"P\" [0 0 1  4 0 1  4 4 1  0 4 1  1 1 1  1 3 1  3 3 1  3 1 1]\n"
             "WorldEnd\n", &r)) {
        CU_ASSERT_EQUAL(r.scene->ntris, 8);
        NEAR(tri_area_sum(r.scene), 12);
        /* No triangle covers the hole's centre (2, 2). */
        scene_hit h;
        CU_ASSERT_FALSE(scene_intersect(r.scene, (scene_vec3){2, 2, 0}, (scene_vec3){0, 0, 1}, 0, 10, &h));
        CU_ASSERT_TRUE(scene_intersect(r.scene, (scene_vec3){0.5, 2, 0}, (scene_vec3){0, 0, 1}, 0, 10, &h));
        scene_rib_free(&r);
    }
    /* A concave star of 500 corners, radii 1 and 0.5 in turn: its area is
     * 500 triangles from the centre, 0.5 * 1 * 0.5 * sin(2 pi / 500) each. */
    {
        size_t cap = 64 + 500 * 40, at = 0;
        char *text = malloc(cap);
        at += (size_t)snprintf(text + at, cap - at, "WorldBegin\nPolygon \"P\" [");
        for (int i = 0; i < 500; i++) {
            double a = 2 * SCENE_TEST_PI * i / 500, rr = i % 2 ? 0.5 : 1;
            at += (size_t)snprintf(text + at, cap - at, "%.9f %.9f 1 ", rr * cos(a), rr * sin(a));
        }
        snprintf(text + at, cap - at, "]\nWorldEnd\n");
        if (good(text, &r)) {
            CU_ASSERT_EQUAL(r.scene->ntris, 498);
            CU_ASSERT_DOUBLE_EQUAL(tri_area_sum(r.scene), 125 * sin(2 * SCENE_TEST_PI / 500), 1e-4);
            CU_ASSERT_EQUAL(r.nwarnings, 0);
            scene_rib_free(&r);
        }
        free(text);
    }
    /* Two quads sharing an edge, with per-face (uniform) and per-corner
     * (facevarying) values. */
    if (good("WorldBegin\nPointsPolygons [4 4] [0 1 4 3  1 2 5 4] \"P\" [0 0 1 1 0 1 2 0 1 0 1 1 1 1 1 2 1 1]\n"
             "\"uniform color Cs\" [1 0 0 0 0 1] \"facevarying float s\" [0 1 2 3 4 5 6 7]\nWorldEnd\n", &r)) {
        CU_ASSERT_EQUAL(r.scene->ntris, 4);
        NEAR(tri_area_sum(r.scene), 2);
        CU_ASSERT_PTR_NOT_NULL_FATAL(r.scene->Cv);
        NEAR(r.scene->Cv[0].x, 1);
        NEAR(r.scene->Cv[4].z, 1);
        NEAR(r.scene->s[7], 7);
        CU_ASSERT_EQUAL(r.nwarnings, 0);
        scene_rib_free(&r);
    }
    if (good("WorldBegin\nPolygon \"P\" [0 0 1 1 0 1 0 1 1] \"Os\" [1 1 1 1 1 1 .5 .5 .5]\nWorldEnd\n", &r)) {
        NEAR(r.scene->objs[0].Os.x, 1);
        CU_ASSERT_EQUAL_FATAL(r.nwarnings, 1);
        CU_ASSERT_STRING_EQUAL(r.warnings[0], "t.rib:2:1: warning: Polygon: \"Os\" varying over the primitive is "
                                              "not supported: its first value is used");
        scene_rib_free(&r);
    }
    /* ObjectInstance places the object's geometry with the current CTM. */
    if (good("WorldBegin\nObjectBegin 7\nPolygon \"P\" [0 0 0 1 0 0 0 1 0]\nObjectEnd\n"
             "Translate 0 0 3\nObjectInstance 7\nTranslate 0 0 1\nObjectInstance 7\nWorldEnd\n", &r)) {
        CU_ASSERT_EQUAL(r.scene->nobjs, 2);
        NEAR(r.scene->P[0].z, 3);
        NEAR(r.scene->P[3].z, 4);
        scene_rib_free(&r);
    }
}

static void test_errors(void)
{
    char *e = bad("WorldBegin\n  Polygon \"P\" [0 0 1 1 0 1]\nWorldEnd\n");
    CU_ASSERT_STRING_EQUAL(e, "t.rib:2:3: error: Polygon needs \"P\" with at least 3 points\n"
                              "  Polygon \"P\" [0 0 1 1 0 1]\n  ^");
    free(e);
    e = bad("AttributeBegin\nWorldEnd\n");
    CU_ASSERT_PTR_NOT_NULL(strstr(e, "t.rib:2:1: error: WorldEnd inside AttributeBegin"));
    free(e);
    e = bad("Format 10 10 1\n\x01");
    CU_ASSERT_PTR_NOT_NULL(strstr(e, "t.rib:2:1: error: unexpected control character 0x01"));
    free(e);
    e = bad("Translate 1e39 0 0\n");
    CU_ASSERT_PTR_NOT_NULL(strstr(e, "t.rib:1:11: error: number '1e39' is out of range"));
    free(e);
    e = bad("Surface [1 2\nWorldBegin");
    CU_ASSERT_PTR_NOT_NULL(strstr(e, "t.rib:2:1: error: request name inside an array"));
    free(e);
    e = bad("Declare \"x\" \"shiny float\"\n");
    CU_ASSERT_PTR_NOT_NULL(strstr(e, "t.rib:1:13: error: Declare: bad declaration \"shiny float\""));
    free(e);
    e = bad("Color 1 0 0 1 2 3\n");
    CU_ASSERT_PTR_NOT_NULL(strstr(e, "t.rib:1:13: error: Color takes 3 numbers: unexpected argument"));
    free(e);
    /* Unknown requests: one warning per name, the reading goes on. */
    scene_rib r;
    if (good("Frob 1\nFrob 2\nGlorp\nWorldBegin\nWorldEnd\n", &r)) {
        CU_ASSERT_EQUAL_FATAL(r.nwarnings, 2);
        CU_ASSERT_STRING_EQUAL(r.warnings[0], "t.rib:1:1: warning: unknown or unsupported request 'Frob' ignored");
        CU_ASSERT_STRING_EQUAL(r.warnings[1], "t.rib:3:1: warning: unknown or unsupported request 'Glorp' ignored");
        scene_rib_free(&r);
    }
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    fputs(text, f);
    fclose(f);
}

static void test_archives(void)
{
    char a[4096], b[4096], c[4096];
    snprintf(a, sizeof a, "%s/rib_a.rib", SCENE_TEST_TMP);
    snprintf(b, sizeof b, "%s/rib_b.rib", SCENE_TEST_TMP);
    snprintf(c, sizeof c, "%s/rib_c.rib", SCENE_TEST_TMP);
    write_file(a, "WorldBegin\nReadArchive \"rib_b.rib\"\nWorldEnd\n");
    write_file(b, "Color 0 1 0\nPolygon \"P\" [0 0 1 1 0 1 0 1 1]\n");
    scene_rib r;
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(scene_rib_load(a, &r, &err));
    CU_ASSERT_EQUAL(r.scene->nobjs, 1);
    NEAR(r.scene->objs[0].Cs.x, 0);
    scene_rib_free(&r);
    /* a -> c -> a: the second read of a is refused where c asks for it. */
    write_file(a, "ReadArchive \"rib_c.rib\"\n");
    write_file(c, "\n  ReadArchive \"rib_a.rib\"\n");
    CU_ASSERT_FALSE(scene_rib_load(a, &r, &err));
    CU_ASSERT_PTR_NOT_NULL_FATAL(err);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "rib_c.rib:2:15: error: ReadArchive:"));
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "includes itself"));
    free(err);
    err = NULL;
    CU_ASSERT_FALSE(scene_rib_load("/nonexistent/x.rib", &r, &err));
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "/nonexistent/x.rib: error: cannot read"));
    free(err);
}

/* The same scene gzip-compressed (zlib's gzip wrapper, written here). */
static void test_gzip(void)
{
    const char *text = "Format 16 8 1\nWorldBegin\nPolygon \"P\" [0 0 1 1 0 1 0 1 1]\nWorldEnd\n";
    unsigned char gz[512];
    z_stream z = {0};
    CU_ASSERT_EQUAL_FATAL(deflateInit2(&z, 9, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY), Z_OK);
    z.next_in = (Bytef *)text;
    z.avail_in = (uInt)strlen(text);
    z.next_out = gz;
    z.avail_out = sizeof gz;
    CU_ASSERT_EQUAL_FATAL(deflate(&z, Z_FINISH), Z_STREAM_END);
    size_t n = sizeof gz - z.avail_out;
    deflateEnd(&z);
    scene_rib r;
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(scene_rib_parse("t.rib.gz", gz, n, SCENE_RIB_NO_FILES, &r, &err));
    CU_ASSERT_EQUAL(r.opt.xres, 16);
    CU_ASSERT_EQUAL(r.scene->ntris, 1);
    scene_rib_free(&r);
    /* Cut short: an error, not a crash. */
    CU_ASSERT_FALSE(scene_rib_parse("t.rib.gz", gz, n / 2, SCENE_RIB_NO_FILES, &r, &err));
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "t.rib.gz: error:"));
    free(err);
}

static void test_search_path(void)
{
    scene_rib r;
    if (!good("Option \"searchpath\" \"shader\" \"a:b\"\nOption \"searchpath\" \"shader\" \"c:&:@\"\n", &r))
        return;
    const char *want[] = {"c", "a", "b", "@", NULL};
    for (int i = 0; want[i]; i++) {
        CU_ASSERT_PTR_NOT_NULL_FATAL(r.shader_path[i]);
        CU_ASSERT_STRING_EQUAL(r.shader_path[i], want[i]);
    }
    CU_ASSERT_PTR_NULL(r.shader_path[4]);
    scene_rib_free(&r);
}

/* Quadrics through the tessellators: placed by the CTM, normals outward,
 * inward after ReverseOrientation; primitive variables carried. */
static void test_primitives(void)
{
    scene_rib r;
    if (!good("WorldBegin\nTranslate 0 0 5\nSphere 2 -2 2 360 \"varying color Cs\" [1 0 0 1 0 0 0 0 1 0 0 1]\n"
              "ReverseOrientation\nTranslate 10 0 0\nSphere 2 -2 2 360\nWorldEnd\n", &r))
        return;
    CU_ASSERT_EQUAL_FATAL(r.scene->nobjs, 2);
    CU_ASSERT_PTR_NOT_NULL_FATAL(r.scene->Cv);
    const scene_object *o = r.scene->objs;
    int out0 = 0, out1 = 0, far = 0, n0 = 0;
    for (size_t t = 0; t < r.scene->ntris; t++) {
        int obj = (int)r.scene->tri_obj[t];
        for (int k = 0; k < 3; k++) {
            uint32_t v = r.scene->tri[3 * t + k];
            scene_vec3 c = {obj ? 10.0f : 0.0f, 0, 5}, p = r.scene->P[v], n = r.scene->N[v];
            scene_vec3 d = {p.x - c.x, p.y - c.y, p.z - c.z};
            float len = sqrtf(d.x * d.x + d.y * d.y + d.z * d.z);
            far += fabsf(len - 2) > 1e-4f;
            float dn = d.x * n.x + d.y * n.y + d.z * n.z;
            if (obj == 0) {
                out0 += dn > 0;
                n0++;
                /* z = -2 is red, z = 2 blue, linearly in v between. */
                CU_ASSERT_DOUBLE_EQUAL(r.scene->Cv[v].x + r.scene->Cv[v].z, 1, 1e-5);
            } else {
                out1 += dn > 0;
            }
        }
    }
    CU_ASSERT_EQUAL(far, 0);
    CU_ASSERT_EQUAL(out0, n0);
    CU_ASSERT_EQUAL(out1, 0);
    CU_ASSERT_EQUAL(o[0].first_tri, 0);
    scene_rib_free(&r);
    /* TextureCoordinates: s runs 2 -> 4 with u, t 10 -> 30 with v. */
    if (good("WorldBegin\nTextureCoordinates 2 10 4 10 2 30 4 30\nCylinder 1 0 1 360\nWorldEnd\n", &r)) {
        for (size_t i = 0; i < r.scene->nverts; i++) {
            /* Cylinder: v = z, and u = theta / 360 grows with the angle. */
            float z = r.scene->P[i].z;
            CU_ASSERT_DOUBLE_EQUAL(r.scene->t[i], 10 + 20 * z, 1e-4);
            CU_ASSERT_TRUE(r.scene->s[i] >= 2 - 1e-5f && r.scene->s[i] <= 4 + 1e-5f);
        }
        scene_rib_free(&r);
    }
    /* A bilinear "Pz" height field over the unit square, all heights 0. */
    if (good("WorldBegin\nPatchMesh \"bilinear\" 2 \"nonperiodic\" 2 \"nonperiodic\" \"Pz\" [0 0 0 0]\n"
             "Patch \"bilinear\" \"P\" [0 0 1 2 0 1 0 2 1 2 2 1]\nWorldEnd\n", &r)) {
        CU_ASSERT_EQUAL(r.scene->nobjs, 2);
        NEAR(tri_area_sum(r.scene), 1 + 4);
        scene_rib_free(&r);
    }
    /* "interpolateboundary" is the tessellator's; other tags warn. */
    if (good("WorldBegin\nSubdivisionMesh \"catmull-clark\" [4] [0 1 2 3] [\"interpolateboundary\" \"crease\"] "
             "[0 0 2 1] [0 1] [5] \"P\" [0 0 1 1 0 1 1 1 1 0 1 1]\nWorldEnd\n", &r)) {
        CU_ASSERT_EQUAL(r.scene->nobjs, 1);
        CU_ASSERT_EQUAL_FATAL(r.nwarnings, 1);
        CU_ASSERT_PTR_NOT_NULL(strstr(r.warnings[0], "SubdivisionMesh: tag \"crease\" is not supported"));
        scene_rib_free(&r);
    }
    char *e = bad("WorldBegin\nCurves \"quadratic\" [2] \"nonperiodic\" \"P\" [0 0 0 1 1 1]\nWorldEnd\n");
    CU_ASSERT_PTR_NOT_NULL(strstr(e, "t.rib:2:8: error: Curves type must be \"linear\" or \"cubic\""));
    free(e);
    e = bad("WorldBegin\nSphere -1 -1 1 360\nWorldEnd\n");
    CU_ASSERT_PTR_NOT_NULL(strstr(e, "t.rib:2:1: error: "));
    free(e);
    e = bad("Basis \"bezier\" 3 \"nurbs\" 1\n");
    CU_ASSERT_PTR_NOT_NULL(strstr(e, "t.rib:1:18: error: Basis: unknown basis \"nurbs\""));
    free(e);
}

const unit_test rib_tests[] = {
    {"primitives", test_primitives},
    {"options", test_options},
    {"camera rays through the screen window", test_camera_rays},
    {"screen, NDC and raster spaces", test_screen_spaces},
    {"shader parameters", test_shader_params},
    {"transforms and coordinate systems", test_transforms},
    {"attributes and lights", test_attributes_and_lights},
    {"frames", test_frames},
    {"Skew, Perspective, geometry outside the world", test_skew_perspective},
    {"polygons", test_polygons},
    {"errors", test_errors},
    {"ReadArchive and cycles", test_archives},
    {"gzip", test_gzip},
    {"search path", test_search_path},
    {NULL, NULL},
};
