/* libFuzzer target: the PLY and OBJ parsers (first byte picks which), then a
 * trace (Embree) over whatever parsed and a few rays through it, against
 * brute force.  Bad input must end
 * in an error message, never a crash, hang or leak. */
#include "scene.h"

#include <math.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Whether dir lies within 1e-4 (cosine) of triangle tri's plane. */
static bool grazing(const scene *s, uint32_t tri, scene_vec3 d)
{
    const uint32_t *t = &s->tri[3 * (size_t)tri];
    scene_vec3 a = s->P[t[0]], b = s->P[t[1]], c = s->P[t[2]];
    scene_vec3 e1 = {b.x - a.x, b.y - a.y, b.z - a.z}, e2 = {c.x - a.x, c.y - a.y, c.z - a.z};
    scene_vec3 n = {e1.y * e2.z - e1.z * e2.y, e1.z * e2.x - e1.x * e2.z, e1.x * e2.y - e1.y * e2.x};
    float nd = n.x * d.x + n.y * d.y + n.z * d.z;
    return fabsf(nd) <= 1e-4f * sqrtf(n.x * n.x + n.y * n.y + n.z * n.z) * sqrtf(d.x * d.x + d.y * d.y + d.z * d.z);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!size)
        return 0;
    scene_mesh m;
    char *err = NULL;
    bool ok = data[0] & 1 ? scene_mesh_parse_obj("fuzz.obj", (const char *)data + 1, size - 1, &m, &err)
                          : scene_mesh_parse_ply("fuzz.ply", data + 1, size - 1, &m, &err);
    if (!ok) {
        if (!err)
            abort(); /* every failure must say why */
        free(err);
        return 0;
    }
    scene_mesh_fit_unit_box(&m);
    scene *s = scene_new();
    scene_add_mesh(s, &m, NULL, (scene_vec3){1, 1, 1}, (scene_vec3){1, 1, 1}, 0);
    scene_mesh_free(&m);
    scene_build(s);
    for (int i = 0; i < 16; i++) {
        scene_vec3 o, d;
        scene_camera_ray(&s->camera, (i % 4 + 0.5f) / 4, (i / 4 + 0.5f) / 4, 1, &o, &d);
        scene_hit a, b;
        bool ha = scene_intersect(s, o, d, 0, 1e30f, &a), hb = scene_intersect_brute(s, o, d, 0, 1e30f, &b);
        /* Embree must agree with brute force: hit or miss (but within 1e-5
         * of an edge, or along a triangle seen edge-on, where either is
         * right), and the distance. */
        if (ha != hb) {
            const scene_hit *h = ha ? &a : &b;
            if (!(h->u < 1e-5f || h->v < 1e-5f || 1 - h->u - h->v < 1e-5f || grazing(s, h->tri, d)))
                abort();
        } else if (ha && fabsf(a.t - b.t) > 1e-5f * fmaxf(1.0f, fabsf(b.t))) {
            abort();
        }
    }
    scene_free(s);
    return 0;
}
