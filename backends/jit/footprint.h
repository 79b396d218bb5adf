/* Ray differentials (Igehy, "Tracing Ray Differentials", SIGGRAPH 1999):
 * how a ray's origin and direction change from one pixel to the next, and
 * the footprint they give a hit: the shading step du, dv that filter widths
 * and area() scale derivatives by (backends/jit/footprint.c). */
#ifndef RSL_JIT_FOOTPRINT_H
#define RSL_JIT_FOOTPRINT_H

#include "rsl_runtime.h"

struct scene_camera;

/* d(origin) and d(direction) per pixel in x and in y. */
typedef struct rsl_jit_ray_diff {
    rsl_vector dOdx, dOdy, dDdx, dDdy;
} rsl_jit_ray_diff;

/* The differentials of the camera's ray through pixel (x, y) of a width x
 * height image (scene_camera_ray's rays one pixel over, less this one). */
rsl_jit_ray_diff rsl_jit_camera_ray_diff(const struct scene_camera *c, int x, int y, int width, int height);
/* The same from the camera set up once (scene_camera_rays_init), for a
 * renderer's loop. */
struct scene_camera_rays;
rsl_jit_ray_diff rsl_jit_camera_rays_diff(const struct scene_camera_rays *c, int x, int y, int width, int height);

/* The ray of differentials rd along dir hit the surface of g (g->I the
 * hit's offset along dir, g->Ng, g->dPdu, g->dPdv): sets g->du and g->dv to
 * the pixel's footprint in u and v (|du/dx| + |du/dy|, ...), so they grow
 * with distance and obliquity, and returns the differentials of a ray
 * leaving the hit: its origin the footprint, its direction's spread rd's
 * (a flat mirror's reflection keeps it). */
rsl_jit_ray_diff rsl_jit_footprint(const rsl_jit_ray_diff *rd, rsl_vector dir, rsl_globals *g);

#endif
