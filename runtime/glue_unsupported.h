/* The environment calls a target does not provide (rsl_abi.h, "Texture
 * lookups" and "Ray-traced queries"): only the host glue reads map files
 * (it defines RSL_GLUE_READS_MAPS first), and no glue answers the
 * ray-traced queries or keeps point clouds.  Each reports itself through
 * the target's rsl_env_unsupported and answers 0 (gather: a miss); the
 * queries and texture3d leave their outputs alone, as for a map that
 * cannot be read.  The frontend warns at compile time as well, naming the
 * feature and the target.  Included by exactly one glue file per target, after
 * rsl_env_unsupported is declared. */
#ifndef RSL_GLUE_UNSUPPORTED_H
#define RSL_GLUE_UNSUPPORTED_H

#include "rsl_abi.h"

static float rsl_unsupported(rsl_globals *g, rsl_string what) {
    rsl_env_unsupported(g, what);
    return 0.0f;
}
static rsl_color rsl_unsupported_color(rsl_globals *g, rsl_string what) {
    rsl_color zero = {0.0f, 0.0f, 0.0f};
    rsl_env_unsupported(g, what);
    return zero;
}

#ifndef RSL_GLUE_READS_MAPS
rsl_color rsl_env_texture(rsl_globals *g, rsl_string map, int32_t channel, const rsl_float3 *at, int32_t nat,
                          const rsl_texture_options *o) {
    (void)map, (void)channel, (void)at, (void)nat, (void)o;
    return rsl_unsupported_color(g, RSL_STR_TEXTURE);
}
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
float rsl_env_textureinfo(rsl_globals *g, rsl_string map, rsl_string query, int32_t kind, int32_t count,
                          void *out) {
    (void)map, (void)query, (void)kind, (void)count, (void)out;
    return rsl_unsupported(g, RSL_STR_TEXTUREINFO);
}
#endif
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
float rsl_env_bake3d(rsl_globals *g, rsl_string file, rsl_string channels, rsl_point P, rsl_normal N,
                     const rsl_ptc_options *o, rsl_named_value *data, int32_t ndata) {
    (void)file, (void)channels, (void)P, (void)N, (void)o, (void)data, (void)ndata;
    return rsl_unsupported(g, RSL_STR_BAKE3D);
}
float rsl_env_texture3d(rsl_globals *g, rsl_string file, rsl_point P, rsl_normal N, const rsl_ptc_options *o,
                        rsl_named_value *outs, int32_t nouts) {
    (void)file, (void)P, (void)N, (void)o, (void)outs, (void)nouts;
    return rsl_unsupported(g, RSL_STR_TEXTURE3D);
}

#endif /* RSL_GLUE_UNSUPPORTED_H */
