/* How finely the RIB reader has its primitives tessellated: the error
 * bound handed to the tessellators (tess_*.c) follows the size of a pixel
 * where the primitive is, so that the triangles stay within a quarter
 * pixel of the true surface at the resolution rendered, however large the
 * primitive is on the image. */
#include "rib_internal.h"

#include <math.h>

/* The coarsest bound, as a fraction of the primitive's size: small or far
 * primitives are still cut this finely (their u, v, N interpolate well). */
#define RIB_TESS_COARSEST 1e-3f
/* The finest: a primitive at or around the eye would need ever smaller
 * triangles; this bounds its work (the steps of each curved direction grow
 * as 1/sqrt(tolerance): at most about 10 times the coarsest's triangles). */
#define RIB_TESS_FINEST 1e-4f
/* The error allowed on the image, in pixels. */
#define RIB_TESS_PIXELS 0.25f

float rib_tolerance(rib_state *st, scene_vec3 centre, float size)
{
    if (!(isfinite(size) && size > 0))
        size = 1;
    float coarse = RIB_TESS_COARSEST * size, fine = RIB_TESS_FINEST * size;
    const scene_rib_options *o = &st->r->opt;
    if (!st->in_world || o->xres <= 0 || o->screen[1] <= o->screen[0])
        return coarse;
    /* The CTM's largest stretch (bounded by its columns' Frobenius norm)
     * carries object-space lengths to camera space. */
    const scene_mat4 *m = &st->stack[st->depth].ctm;
    float stretch2 = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            stretch2 += m->m[i][j] * m->m[i][j];
    float stretch = sqrtf(stretch2);
    if (!(stretch > 0 && isfinite(stretch)))
        return coarse;
    float pixel = (o->screen[1] - o->screen[0]) / (float)o->xres; /* screen units per pixel */
    if (o->perspective) {
        /* A pixel spans depth * tan(fov/2) screen units at that depth:
         * take the primitive's nearest, but no nearer than a tenth of its
         * size (it may surround the eye). */
        float radius = stretch * size, z = scene_mat4_point(m, centre).z - radius;
        pixel *= fmaxf(z, 0.1f * radius) * tanf(o->fov * (float)SCENE_PI / 360);
    }
    float by_pixel = RIB_TESS_PIXELS * pixel / stretch;
    return fmaxf(fminf(coarse, by_pixel), fine);
}
