/* The camera's ray differentials as rsl_ray_diff (footprint.h). */
#include "footprint.h"

#include "render_core.h"

static rsl_vector f3(scene_vec3 v)
{
    return (rsl_vector){v.x, v.y, v.z};
}

rsl_ray_diff rsl_jit_camera_ray_diff(const scene_camera_rays *c, int x, int y, int width, int height)
{
    scene_vec3 d[4];
    render_camera_ray_diff(c, x, y, width, height, d);
    return (rsl_ray_diff){f3(d[0]), f3(d[1]), f3(d[2]), f3(d[3])};
}
