/* Checks shared by the tessellator tests (tess_check.c). */
#ifndef TESS_CHECK_H
#define TESS_CHECK_H

#include "scene_test.h"

static inline scene_vec3 tv_add(scene_vec3 a, scene_vec3 b) { return (scene_vec3){a.x + b.x, a.y + b.y, a.z + b.z}; }
static inline scene_vec3 tv_sub(scene_vec3 a, scene_vec3 b) { return (scene_vec3){a.x - b.x, a.y - b.y, a.z - b.z}; }
static inline scene_vec3 tv_scale(scene_vec3 a, float s) { return (scene_vec3){a.x * s, a.y * s, a.z * s}; }
static inline double tv_dot(scene_vec3 a, scene_vec3 b) { return (double)a.x * b.x + (double)a.y * b.y + (double)a.z * b.z; }

/* The test's own exact parametrization of a surface: P at (u, v). */
typedef void (*tess_exact_fn)(const void *ctx, double u, double v, double P[3]);

/* The largest distance between the exact surface and the mesh's triangles,
 * both taken at the same (u, v): each triangle's centroid and edge
 * midpoints, the triangle's point interpolated from its vertices. */
double tess_param_error(const scene_mesh *m, tess_exact_fn exact, const void *ctx);
/* Asserts that every vertex has P on the exact surface at its (u, v), dPdu
 * and dPdv matching central differences of `exact`, a unit N along
 * dPdu x dPdv and the default s = u, t = v; `scale` is the surface's size. */
void tess_check_frames(const scene_mesh *m, tess_exact_fn exact, const void *ctx, double scale);
/* The distance from p to the nearest triangle of m (brute force). */
double tess_mesh_distance(const scene_mesh *m, scene_vec3 p);
/* Triangles whose winding faces away from their vertices' normals. */
size_t tess_count_flipped(const scene_mesh *m);

#endif
