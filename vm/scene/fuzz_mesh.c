/* libFuzzer target: the PLY and OBJ parsers (first byte picks which), then a
 * BVH over whatever parsed and a few rays through it.  Bad input must end
 * in an error message, never a crash, hang or leak. */
#include "scene.h"

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
    for (int i = 0; i < 16; i++) {
        scene_vec3 o, d;
        scene_camera_ray(&s->camera, (i % 4 + 0.5f) / 4, (i / 4 + 0.5f) / 4, 1, &o, &d);
        scene_hit a, b;
        bool ha = scene_intersect(s, o, d, 0, 1e30f, &a), hb = scene_intersect_brute(s, o, d, 0, 1e30f, &b);
        if (ha != hb || (ha && a.t != b.t))
            abort(); /* the BVH must agree with brute force */
    }
    scene_free(s);
    return 0;
}
