/* The environment calls no target provides yet (rsl_abi.h, "Texture
 * lookups"): only the host glue reads map files (it defines
 * RSL_GLUE_READS_MAPS first), and no glue keeps point clouds.  Each reports
 * itself through the target's rsl_env_unsupported and answers 0;
 * textureinfo and texture3d leave their outputs alone, as for a map that
 * cannot be read.  The ray-traced calls are glue_untraced.h's.
 * The frontend warns at compile time as well, naming the feature and the
 * target.  Included by exactly one glue file per target, after
 * rsl_env_unsupported is declared. */
#ifndef RSL_GLUE_UNSUPPORTED_H
#define RSL_GLUE_UNSUPPORTED_H

#include "rsl_abi.h"

static inline float rsl_unsupported(rsl_globals *g, rsl_string what) {
    rsl_env_unsupported(g, what);
    return 0.0f;
}
static inline rsl_color rsl_unsupported_color(rsl_globals *g, rsl_string what) {
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
float rsl_env_textureinfo(rsl_globals *g, rsl_string map, rsl_string query, int32_t kind, int32_t count,
                          void *out) {
    (void)map, (void)query, (void)kind, (void)count, (void)out;
    return rsl_unsupported(g, RSL_STR_TEXTUREINFO);
}
#endif
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
