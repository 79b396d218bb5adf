/* Environment glue bodies for a target with no scene wired in yet (the
 * PTX and RPU glues include this; each says why it has no scene):
 * no lights (illuminance loops run zero times, ambient is black), trace is
 * black, every named space is "current" (identity), clipping is [0, 1], no
 * maps are read nor ray-traced queries answered (glue_unsupported.h,
 * glue_untraced.h), and
 * unsupported features are silent (the host run reports them).  illuminate
 * and solar set L and apply the cone, so a light shader called directly
 * computes what it would for the point Ps.  Definitions in a header: include
 * it from exactly one glue file per target.  A glue with lights of its own
 * defines RSL_GLUE_OWN_LIGHTS first and then defines rsl_env_light_count,
 * rsl_env_illuminance and rsl_env_ambient itself; one that traces rays defines
 * RSL_GLUE_OWN_TRACE and rsl_env_trace; one that tells directed lights from
 * ambient ones defines RSL_GLUE_OWN_LIGHT_SOURCES and rsl_env_illuminate and
 * rsl_env_solar; one with coordinate systems of its own defines
 * RSL_GLUE_OWN_SPACES and rsl_env_space_matrix. */
#ifndef RSL_GLUE_STANDALONE_H
#define RSL_GLUE_STANDALONE_H

#include "rsl_internal.h"

/* Names %struct.rsl_globals in the bitcode for the frontend. */
const rsl_globals rsl_globals_layout;
#ifndef RSL_GLUE_OWN_LIGHTS
int32_t rsl_env_light_count(rsl_globals *g) {
    (void)g;
    return 0;
}
int32_t rsl_env_illuminance(rsl_globals *g, int32_t light, rsl_string category, rsl_point P,
                            rsl_vector axis, float angle) {
    (void)g, (void)light, (void)category, (void)P, (void)axis, (void)angle;
    return 0;
}
rsl_color rsl_env_ambient(rsl_globals *g) {
    (void)g;
    return rsl_f3s(0.0f);
}
#endif
#ifndef RSL_GLUE_OWN_LIGHT_SOURCES
int32_t rsl_env_illuminate(rsl_globals *g, rsl_point from, rsl_vector axis, float angle) {
    g->L = g->Ps - from;
    return rsl_in_cone(g->L, axis, angle);
}
int32_t rsl_env_solar(rsl_globals *g, rsl_vector axis, float angle) {
    (void)angle;
    g->L = axis;
    return 1;
}
#endif
void rsl_env_clipping(rsl_globals *g, float *near_z, float *far_z) {
    (void)g;
    *near_z = 0.0f;
    *far_z = 1.0f;
}
#ifndef RSL_GLUE_OWN_TRACE
rsl_color rsl_env_trace(rsl_globals *g, rsl_point from, rsl_vector dir) {
    (void)g, (void)from, (void)dir;
    return rsl_f3s(0.0f);
}
#endif
#ifndef RSL_GLUE_OWN_SPACES
int32_t rsl_env_space_matrix(rsl_globals *g, rsl_string space, rsl_matrix *out) {
    (void)g, (void)space;
    rsl_mat_identity(out);
    return 1;
}
#endif
void rsl_env_unsupported(rsl_globals *g, rsl_string what) { (void)g, (void)what; }
#include "glue_unsupported.h"
#include "glue_untraced.h"

#endif /* RSL_GLUE_STANDALONE_H */
