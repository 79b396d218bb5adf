/* The camera's ray differentials as the renderers' hosts hand them to the
 * footprint of runtime/ray_footprint.h (du, dv from ray differentials,
 * shared with the RPU glue). */
#ifndef RSL_JIT_FOOTPRINT_H
#define RSL_JIT_FOOTPRINT_H

#include "ray_footprint.h"
#include "rsl_runtime.h"

struct scene_camera_rays;

/* The differentials of the camera's ray through pixel (x, y) of a width x
 * height image (render_camera_ray_diff). */
rsl_ray_diff rsl_jit_camera_ray_diff(const struct scene_camera_rays *c, int x, int y, int width, int height);

#endif
