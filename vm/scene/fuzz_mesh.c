/* libFuzzer target: the PLY and OBJ parsers (first byte picks which), then
 * Embree's tracing over whatever parsed and a few rays through it.  Bad
 * input must end in an error message, never a crash, hang or leak; a hit
 * must be one the scene can shade (a triangle of the scene, its object, t
 * inside the ray's interval, barycentrics in the triangle) and any single
 * ray's hit must also be one for shadow rays.  The rays traced as one batch
 * (scene_intersect_rays, Embree's coherent packets) and one at a time must
 * agree: the same distance to within rounding (where coplanar triangles
 * overlap, either may be named), unless the nearer answer lies where two
 * watertight tests may each be right: on a triangle's edge, at the ray's
 * start (the single rays leave out a hit at t = tmin, the packets take
 * it), or along the triangle's plane.  Agreement with the brute-force reference is the unit tests'
 * (test/unit/scene/intersect_test.c). */
#include "scene_internal.h"

#include <math.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Whether d runs within 1e-4 (cosine) of the plane of h's triangle. */
static bool grazing(const scene *s, const scene_hit *h, scene_vec3 d)
{
    const uint32_t *t = &s->tri[3 * (size_t)h->tri];
    scene_vec3 a = s->P[t[0]], n = v3_cross(v3_sub(s->P[t[1]], a), v3_sub(s->P[t[2]], a));
    return fabsf(v3_dot(n, d)) <= 1e-4f * sqrtf(v3_dot(n, n)) * sqrtf(v3_dot(d, d));
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
        scene_hit one;
        const scene_hit *answer[2] = {scene_intersect(s, o, d, 0, 1e30f, &one) ? &one : NULL,
                                      batch[i].obj >= 0 ? &batch[i] : NULL};
        for (int k = 0; k < 2; k++) {
            const scene_hit *h = answer[k];
            if (h && (h->tri >= s->ntris || h->obj != (int)s->tri_obj[h->tri] || !(h->t >= 0 && h->t <= 1e30f) ||
                      !(h->u >= -eps) || !(h->v >= -eps) || !(h->u + h->v <= 1 + eps) ||
                      (k == 0 && !scene_occluded(s, o, d, 0, 1e30f))))
                abort();
        }
        const scene_hit *a = answer[0], *b = answer[1];
        if ((!a && !b) || (a && b && fabsf(a->t - b->t) <= 1e-5f * fmaxf(1, a->t)))
            continue;
        const scene_hit *near = !a ? b : !b ? a : a->t < b->t ? a : b;
        if (!(near->u <= eps || near->v <= eps || near->u + near->v >= 1 - eps || near->t <= eps || grazing(s, near, d)))
            abort();
    }
    scene_free(s);
    return 0;
}
