/* Private helpers shared by the scene library's files (not installed). */
#ifndef RSL_SCENE_INTERNAL_H
#define RSL_SCENE_INTERNAL_H

#include "scene.h"

#include <math.h>
#include <stdarg.h>

#include "rsl_format.h"

#define SCENE_PI 3.14159265358979323846

/* Sets *err (when err is not NULL) to a formatted message; returns false. */
bool scene_fail(char **err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Allocation that ends the process on failure (out of memory is not an
 * input error the caller could report better). */
void *scene_alloc(size_t n, size_t size);
void *scene_grow(void *p, size_t n, size_t size);

static inline scene_vec3 v3(float x, float y, float z) { return (scene_vec3){x, y, z}; }
static inline scene_vec3 v3_add(scene_vec3 a, scene_vec3 b) { return v3(a.x + b.x, a.y + b.y, a.z + b.z); }
static inline scene_vec3 v3_sub(scene_vec3 a, scene_vec3 b) { return v3(a.x - b.x, a.y - b.y, a.z - b.z); }
static inline scene_vec3 v3_scale(scene_vec3 a, float s) { return v3(a.x * s, a.y * s, a.z * s); }
static inline float v3_dot(scene_vec3 a, scene_vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static inline scene_vec3 v3_cross(scene_vec3 a, scene_vec3 b)
{
    return v3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}
static inline scene_vec3 v3_normalize(scene_vec3 a)
{
    float l = sqrtf(v3_dot(a, a));
    return l > 0 ? v3_scale(a, 1.0f / l) : a;
}

/* scene_camera_ray's ray from a camera set up once; inline, so that the
 * renderer core's loop over a row of samples (render_view_rays_row)
 * overlaps one ray's divisions and square root with the next's. */
static inline void camera_rays_at(const scene_camera_rays *r, float px, float py, float aspect, scene_vec3 *org,
                                  scene_vec3 *dir)
{
    const scene_camera *c = &r->c;
    scene_vec3 right = r->right, up = r->up, f = r->f;
    float h = r->h;
    if (c->has_screen) {
        float sx = c->screen[0] + px * (c->screen[1] - c->screen[0]);
        float sy = c->screen[3] - py * (c->screen[3] - c->screen[2]);
        if (c->orthographic) {
            *org = v3_add(c->eye, v3_add(v3_scale(right, sx), v3_scale(up, sy)));
            *dir = f;
        } else {
            *org = c->eye;
            *dir = v3_normalize(v3_add(f, v3_add(v3_scale(right, sx * h), v3_scale(up, sy * h))));
        }
        return;
    }
    float sx = aspect >= 1 ? h * aspect : h, sy = aspect >= 1 ? h : h / aspect;
    scene_vec3 d = v3_add(f, v3_add(v3_scale(right, (2 * px - 1) * sx), v3_scale(up, (1 - 2 * py) * sy)));
    *org = c->eye;
    *dir = v3_normalize(d);
}

/* Frees the BVH (scene_add_mesh makes it stale). */
void scene_bvh_release(scene *s);

/* Allocates a mesh's arrays (zeroed), for the parsers and generators. */
void scene_mesh_init(scene_mesh *m, size_t nverts, size_t ntris);

#endif
