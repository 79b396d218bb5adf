/* The ray-traced environment calls (rsl_abi.h, "Ray-traced queries", and
 * environment() and shadow(), whose map may be "raytrace") for a target
 * that traces no such rays: the RPU and PTX glues (glue_standalone.h).  The
 * host answers them (glue_host.c, runtime/host_raytrace.c).  Each reports
 * itself through rsl_env_unsupported and answers 0 (gather: a miss),
 * leaving its outputs alone; the frontend warns at compile time, naming the
 * feature and the target.  Include after glue_unsupported.h. */
#ifndef RSL_GLUE_UNTRACED_H
#define RSL_GLUE_UNTRACED_H

#include "glue_unsupported.h"

rsl_color rsl_env_environment(rsl_globals *g, rsl_string map, int32_t channel, const rsl_float3 *at, int32_t nat,
                              const rsl_texture_options *o) {
    (void)map, (void)channel, (void)at, (void)nat, (void)o;
    return rsl_unsupported_color(g, RSL_STR_ENVIRONMENT);
}
rsl_color rsl_env_shadow(rsl_globals *g, rsl_string map, int32_t channel, const rsl_float3 *at, int32_t nat,
                         const rsl_texture_options *o) {
    (void)map, (void)channel, (void)at, (void)nat, (void)o;
    return rsl_unsupported_color(g, RSL_STR_SHADOW);
}
float rsl_env_occlusion(rsl_globals *g, rsl_point P, rsl_normal N, float samples, const rsl_ray_options *o,
                        rsl_named_value *outs, int32_t nouts) {
    (void)P, (void)N, (void)samples, (void)o, (void)outs, (void)nouts;
    return rsl_unsupported(g, RSL_STR_OCCLUSION);
}
rsl_color rsl_env_indirectdiffuse(rsl_globals *g, rsl_point P, rsl_normal N, float samples,
                                  const rsl_ray_options *o, rsl_named_value *outs, int32_t nouts) {
    (void)P, (void)N, (void)samples, (void)o, (void)outs, (void)nouts;
    return rsl_unsupported_color(g, RSL_STR_INDIRECTDIFFUSE);
}
rsl_color rsl_env_transmission(rsl_globals *g, rsl_point from, rsl_point to, const rsl_ray_options *o,
                               rsl_named_value *outs, int32_t nouts) {
    (void)from, (void)to, (void)o, (void)outs, (void)nouts;
    return rsl_unsupported_color(g, RSL_STR_TRANSMISSION);
}
float rsl_env_visibility(rsl_globals *g, rsl_point from, rsl_point to, const rsl_ray_options *o,
                         rsl_named_value *outs, int32_t nouts) {
    (void)from, (void)to, (void)o, (void)outs, (void)nouts;
    return rsl_unsupported(g, RSL_STR_VISIBILITY);
}
int32_t rsl_env_gather(rsl_globals *g, int32_t sample, rsl_string category, rsl_point P, rsl_vector dir,
                       float angle, float samples, const rsl_ray_options *o, rsl_named_value *outs,
                       int32_t nouts) {
    (void)sample, (void)category, (void)P, (void)dir, (void)angle, (void)samples, (void)o, (void)outs, (void)nouts;
    rsl_env_unsupported(g, RSL_STR_GATHER);
    return 0;
}
float rsl_env_raylevel(rsl_globals *g) { return rsl_unsupported(g, RSL_STR_RAYLEVEL); }
float rsl_env_rayinfo(rsl_globals *g, rsl_string keyword, int32_t kind, int32_t count, void *out) {
    (void)keyword, (void)kind, (void)count, (void)out;
    return rsl_unsupported(g, RSL_STR_RAYINFO);
}
#endif /* RSL_GLUE_UNTRACED_H */
