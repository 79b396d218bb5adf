/* Texture, environment and shadow lookups and textureinfo (rsl_abi.h,
 * "Environment calls") for a target that reads no map files: every target
 * until one links OpenImageIO.  Each reports itself through the target's
 * rsl_env_unsupported and gives 0; textureinfo answers as for a map it
 * cannot read (0, the output left alone).  The frontend warns at compile
 * time as well, naming the feature and the target.  Included by exactly
 * one glue file per target, after rsl_env_unsupported is declared. */
#ifndef RSL_GLUE_NO_MAPS_H
#define RSL_GLUE_NO_MAPS_H

#include "rsl_abi.h"

static rsl_color rsl_no_map(rsl_globals *g, rsl_string what, rsl_string map, int32_t channel,
                            const rsl_float3 *at, int32_t nat, const rsl_texture_options *o) {
    (void)map, (void)channel, (void)at, (void)nat, (void)o;
    rsl_env_unsupported(g, what);
    rsl_color zero = {0.0f, 0.0f, 0.0f};
    return zero;
}
rsl_color rsl_env_texture(rsl_globals *g, rsl_string map, int32_t channel, const rsl_float3 *at, int32_t nat,
                          const rsl_texture_options *o) {
    return rsl_no_map(g, RSL_STR_TEXTURE, map, channel, at, nat, o);
}
rsl_color rsl_env_environment(rsl_globals *g, rsl_string map, int32_t channel, const rsl_float3 *at, int32_t nat,
                              const rsl_texture_options *o) {
    return rsl_no_map(g, RSL_STR_ENVIRONMENT, map, channel, at, nat, o);
}
rsl_color rsl_env_shadow(rsl_globals *g, rsl_string map, int32_t channel, const rsl_float3 *at, int32_t nat,
                         const rsl_texture_options *o) {
    return rsl_no_map(g, RSL_STR_SHADOW, map, channel, at, nat, o);
}
float rsl_env_textureinfo(rsl_globals *g, rsl_string map, rsl_string query, int32_t kind, int32_t count,
                          void *out) {
    (void)map, (void)query, (void)kind, (void)count, (void)out;
    rsl_env_unsupported(g, RSL_STR_TEXTUREINFO);
    return 0.0f;
}

#endif /* RSL_GLUE_NO_MAPS_H */
