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

/* Camera rays a block at a time, origins and directions in separate
 * arrays: the block's arithmetic runs in SIMD lanes (render_view_rays_row
 * makes a row of primary rays this way). */
#define SCENE_RAY_BLOCK 64
typedef struct scene_ray_block {
    float ox[SCENE_RAY_BLOCK], oy[SCENE_RAY_BLOCK], oz[SCENE_RAY_BLOCK];
    float dx[SCENE_RAY_BLOCK], dy[SCENE_RAY_BLOCK], dz[SCENE_RAY_BLOCK];
} scene_ray_block;
/* The rays of camera r through the m <= SCENE_RAY_BLOCK image positions
 * (px[i], py[i]) into b: scene_camera_ray's, bit for bit. */
void scene_camera_rays_block(const scene_camera_rays *r, size_t m, const float *px, const float *py, float aspect,
                             scene_ray_block *b);

/* Frees the BVH (scene_add_mesh makes it stale). */
void scene_bvh_release(scene *s);

/* Allocates a mesh's arrays (zeroed), for the parsers and generators. */
void scene_mesh_init(scene_mesh *m, size_t nverts, size_t ntris);

#endif
