/* Built-in procedural scenes, so the project renders with nothing
 * downloaded: "sphere", "plane", "cornell". */
#include "scene_internal.h"

#include <math.h>
#include <string.h>

const char *const scene_builtin_names[] = {"sphere", "plane", "cornell", NULL};

static const scene_vec3 opaque = {1, 1, 1};

/* The quad o, o+e1, o+e1+e2, o+e2 facing cross(e1, e2). */
static void quad(scene_mesh *m, scene_vec3 o, scene_vec3 e1, scene_vec3 e2)
{
    scene_mesh_init(m, 4, 2);
    scene_vec3 n = v3_normalize(v3_cross(e1, e2));
    scene_vec3 p[4] = {o, v3_add(o, e1), v3_add(v3_add(o, e1), e2), v3_add(o, e2)};
    float s[4] = {0, 1, 1, 0}, t[4] = {0, 0, 1, 1};
    for (int i = 0; i < 4; i++) {
        m->P[i] = p[i];
        m->N[i] = n;
        m->s[i] = s[i];
        m->t[i] = t[i];
    }
    static const uint32_t idx[6] = {0, 1, 2, 0, 2, 3};
    memcpy(m->idx, idx, sizeof idx);
    m->has_normals = m->has_st = true;
}

/* The unit cube [-0.5,0.5]^3 with outward faces, 4 vertices per face so
 * the normals stay flat. */
static void cube(scene_mesh *m)
{
    static const float faces[6][3][3] = {
        /* corner, e1, e2 with cross(e1, e2) outward */
        {{-0.5f, -0.5f, -0.5f}, {0, 1, 0}, {1, 0, 0}},  {{-0.5f, -0.5f, 0.5f}, {1, 0, 0}, {0, 1, 0}},
        {{-0.5f, -0.5f, -0.5f}, {0, 0, 1}, {0, 1, 0}},  {{0.5f, -0.5f, -0.5f}, {0, 1, 0}, {0, 0, 1}},
        {{-0.5f, -0.5f, -0.5f}, {1, 0, 0}, {0, 0, 1}},  {{-0.5f, 0.5f, -0.5f}, {0, 0, 1}, {1, 0, 0}},
    };
    scene_mesh_init(m, 24, 12);
    for (int f = 0; f < 6; f++) {
        scene_mesh q;
        quad(&q, v3(faces[f][0][0], faces[f][0][1], faces[f][0][2]), v3(faces[f][1][0], faces[f][1][1], faces[f][1][2]),
             v3(faces[f][2][0], faces[f][2][1], faces[f][2][2]));
        for (int i = 0; i < 4; i++) {
            m->P[4 * f + i] = q.P[i];
            m->N[4 * f + i] = q.N[i];
            m->s[4 * f + i] = q.s[i];
            m->t[4 * f + i] = q.t[i];
        }
        for (int i = 0; i < 6; i++)
            m->idx[6 * f + i] = 4 * (uint32_t)f + q.idx[i];
        scene_mesh_free(&q);
    }
    m->has_normals = m->has_st = true;
}

/* A unit sphere of `rings` latitude bands and `segs` longitude segments,
 * s around (0 to 1), t from the south pole (0) to the north pole (1). */
static void sphere(scene_mesh *m, int rings, int segs)
{
    scene_mesh_init(m, (size_t)(rings + 1) * (segs + 1), (size_t)2 * rings * segs);
    size_t k = 0;
    for (int i = 0; i <= rings; i++) {
        double th = SCENE_PI * i / rings;
        for (int j = 0; j <= segs; j++, k++) {
            double ph = 2 * SCENE_PI * j / segs;
            /* The seam column repeats the first one's position exactly. */
            scene_vec3 p = v3((float)(sin(th) * cos(j == segs ? 0 : ph)), (float)-cos(th),
                              (float)(sin(th) * -sin(j == segs ? 0 : ph)));
            m->P[k] = p;
            m->N[k] = p;
            m->s[k] = (float)j / segs;
            m->t[k] = (float)i / rings;
        }
    }
    uint32_t *t = m->idx;
    for (int i = 0; i < rings; i++)
        for (int j = 0; j < segs; j++) {
            uint32_t a = (uint32_t)(i * (segs + 1) + j), b = a + 1, c = a + (uint32_t)segs + 1, d = c + 1;
            /* Outward winding; the pole rows make one degenerate triangle
             * each, which never hits. */
            *t++ = a, *t++ = c, *t++ = b;
            *t++ = b, *t++ = c, *t++ = d;
        }
    m->has_normals = m->has_st = true;
}

static void add_quad(scene *s, scene_vec3 o, scene_vec3 e1, scene_vec3 e2, scene_vec3 Cs)
{
    scene_mesh m;
    quad(&m, o, e1, e2);
    scene_add_mesh(s, &m, NULL, Cs, opaque, 0);
    scene_mesh_free(&m);
}

static void build_sphere(scene *s)
{
    scene_mesh m;
    sphere(&m, 48, 96);
    scene_mat4 xf = scene_mat4_translate(0, 1, 0);
    scene_add_mesh(s, &m, &xf, v3(0.8f, 0.3f, 0.2f), opaque, 0);
    scene_mesh_free(&m);
    add_quad(s, v3(-10, 0, -10), v3(0, 0, 20), v3(20, 0, 0), v3(0.8f, 0.8f, 0.8f));
    s->camera = (scene_camera){.eye = v3(0, 2, -6), .look = v3(0, 0.8f, 0), .up = v3(0, 1, 0), .fov = 40};
    scene_add_light(s, (scene_light){.kind = SCENE_LIGHT_POINT, .from = v3(-4, 6, -4), .color = v3(1, 1, 1), .intensity = 60});
    scene_add_light(s, (scene_light){.kind = SCENE_LIGHT_DISTANT, .dir = v3(1, -1, 0.5f), .color = v3(1, 1, 1), .intensity = 0.3f});
}

static void build_plane(scene *s)
{
    add_quad(s, v3(-5, 0, -5), v3(0, 0, 10), v3(10, 0, 0), v3(0.8f, 0.8f, 0.8f));
    s->camera = (scene_camera){.eye = v3(0, 2, -5), .look = v3(0, 0, 0), .up = v3(0, 1, 0), .fov = 50};
    scene_add_light(s, (scene_light){.kind = SCENE_LIGHT_POINT, .from = v3(0, 3, 0), .color = v3(1, 1, 1), .intensity = 9});
}

/* The box spans x in [-1,1], y in [0,2], z in [-1,1], open towards the
 * camera at z = -1.  The colours are those of the Cornell box data. */
static void build_cornell(scene *s)
{
    scene_vec3 white = v3(0.725f, 0.71f, 0.68f), red = v3(0.63f, 0.065f, 0.05f), green = v3(0.14f, 0.45f, 0.091f);
    add_quad(s, v3(-1, 0, -1), v3(0, 0, 2), v3(2, 0, 0), white);   /* floor, up */
    add_quad(s, v3(-1, 2, -1), v3(2, 0, 0), v3(0, 0, 2), white);   /* ceiling, down */
    add_quad(s, v3(-1, 0, 1), v3(0, 2, 0), v3(2, 0, 0), white);    /* back, towards -z */
    add_quad(s, v3(-1, 0, -1), v3(0, 2, 0), v3(0, 0, 2), red);     /* left, towards +x */
    add_quad(s, v3(1, 0, -1), v3(0, 0, 2), v3(0, 2, 0), green);    /* right, towards -x */
    scene_mesh c;
    cube(&c);
    scene_mat4 tall = scene_mat4_mul(scene_mat4_translate(-0.35f, 0.6f, 0.3f),
                                     scene_mat4_mul(scene_mat4_rotate(15, v3(0, 1, 0)), scene_mat4_scale(0.6f, 1.2f, 0.6f)));
    scene_mat4 low = scene_mat4_mul(scene_mat4_translate(0.4f, 0.3f, -0.3f),
                                    scene_mat4_mul(scene_mat4_rotate(-18, v3(0, 1, 0)), scene_mat4_scale(0.6f, 0.6f, 0.6f)));
    scene_add_mesh(s, &c, &tall, white, opaque, 0);
    scene_add_mesh(s, &c, &low, white, opaque, 0);
    scene_mesh_free(&c);
    s->camera = (scene_camera){.eye = v3(0, 1, -3.9f), .look = v3(0, 1, 0), .up = v3(0, 1, 0), .fov = 40};
    scene_add_light(s, (scene_light){.kind = SCENE_LIGHT_POINT, .from = v3(0, 1.9f, 0), .color = v3(1, 0.85f, 0.7f), .intensity = 3});
}

scene *scene_builtin(const char *name, char **err)
{
    static void (*const builders[])(scene *) = {build_sphere, build_plane, build_cornell};
    for (int i = 0; scene_builtin_names[i]; i++)
        if (!strcmp(name, scene_builtin_names[i])) {
            scene *s = scene_new();
            builders[i](s);
            scene_build(s);
            return s;
        }
    scene_fail(err, "error: unknown built-in scene '%s' (sphere, plane, cornell)", name);
    return NULL;
}
