/* libFuzzer target: the PLY and OBJ parsers (first byte picks which), then
 * Embree's tracing over whatever parsed and a few rays through it.  Bad
 * input must end in an error message, never a crash, hang or leak; a hit
 * must be one the scene can shade (a triangle of the scene, its object, t
 * inside the ray's interval, barycentrics in the triangle) and any hit must
 * also be one for shadow rays.  Agreement with the brute-force reference is
 * the unit tests' (test/unit/scene/intersect_test.c): on adversarial
 * geometry (rays along a triangle's plane, from inside it) two watertight
 * tests may each be right. */
#include "scene.h"

#include <math.h>
#include <stdlib.h>

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
    for (int i = 0; i < 16; i++) {
        scene_vec3 o, d;
        scene_camera_ray(&s->camera, (i % 4 + 0.5f) / 4, (i / 4 + 0.5f) / 4, 1, &o, &d);
        scene_hit h;
        if (!scene_intersect(s, o, d, 0, 1e30f, &h))
            continue;
        if (h.tri >= s->ntris || h.obj != (int)s->tri_obj[h.tri] || !(h.t >= 0 && h.t <= 1e30f) || !(h.u >= -eps) ||
            !(h.v >= -eps) || !(h.u + h.v <= 1 + eps) || !scene_occluded(s, o, d, 0, 1e30f))
            abort();
    }
    scene_free(s);
    return 0;
}
