/* libFuzzer target: the PLY and OBJ parsers (first byte picks which), then
 * Embree's tracing over whatever parsed and a few rays through it.  Bad
 * input must end in an error message, never a crash, hang or leak; a hit
 * must be one the scene can shade (a triangle of the scene, its object, t
 * inside the ray's interval, barycentrics in the triangle) and any hit must
 * also be one for shadow rays, and the rays traced as one batch
 * (scene_intersect_rays, Embree's packets) must get the same answers as
 * one at a time.  Agreement with the brute-force reference is
 * the unit tests' (test/unit/scene/intersect_test.c): on adversarial
 * geometry (rays along a triangle's plane, from inside it) two watertight
 * tests may each be right. */
#include "scene.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

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
    const float eps = 1e-4f;
    scene_ray rays[16];
    scene_hit batch[16];
    for (int i = 0; i < 16; i++) {
        rays[i] = (scene_ray){.tmin = 0, .tmax = 1e30f};
        scene_camera_ray(&s->camera, (i % 4 + 0.5f) / 4, (i / 4 + 0.5f) / 4, 1, &rays[i].org, &rays[i].dir);
    }
    scene_intersect_rays(s, rays, 16, batch);
    for (int i = 0; i < 16; i++) {
        scene_vec3 o = rays[i].org, d = rays[i].dir;
        scene_hit h;
        bool hit = scene_intersect(s, o, d, 0, 1e30f, &h);
        if (hit != (batch[i].obj >= 0) || (hit && memcmp(&h, &batch[i], sizeof h)))
            abort();
        if (!hit)
            continue;
        if (h.tri >= s->ntris || h.obj != (int)s->tri_obj[h.tri] || !(h.t >= 0 && h.t <= 1e30f) || !(h.u >= -eps) ||
            !(h.v >= -eps) || !(h.u + h.v <= 1 + eps) || !scene_occluded(s, o, d, 0, 1e30f))
            abort();
    }
    scene_free(s);
    return 0;
}
