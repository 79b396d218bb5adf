/* The host side of the ray-traced environment calls (rsl_runtime.h,
 * "Ray-traced shading on the host"): the renderer's rsl_host_rays when it
 * set one, else the feature reported as unsupported and 0.  shadow() and
 * environment() choose here, by the map's name, between tracing rays
 * ("raytrace") and reading a map file: the one place that dispatch lives. */
#include "rsl_runtime.h"

#include <llvm-c/Support.h>

#include "rsl_internal.h"

static rsl_host_rays rays;

void rsl_host_set_rays(const rsl_host_rays *r)
{
    static const rsl_host_rays none;
    rays = r ? *r : none;
}

float rsl_host_occlusion(rsl_globals *g, const char *const *literals, rsl_point P, rsl_normal N, float samples,
                         const rsl_ray_options *o, rsl_named_value *outs, int32_t nouts)
{
    if (rays.occlusion)
        return rays.occlusion(g, literals, P, N, samples, o, outs, nouts);
    rsl_host_unsupported(g, RSL_STR_OCCLUSION);
    return 0.0f;
}

rsl_color rsl_host_indirectdiffuse(rsl_globals *g, const char *const *literals, rsl_point P, rsl_normal N,
                                   float samples, const rsl_ray_options *o, rsl_named_value *outs, int32_t nouts)
{
    if (rays.indirectdiffuse)
        return rays.indirectdiffuse(g, literals, P, N, samples, o, outs, nouts);
    rsl_host_unsupported(g, RSL_STR_INDIRECTDIFFUSE);
    return rsl_f3s(0.0f);
}

float rsl_host_visibility(rsl_globals *g, rsl_point from, rsl_point to, const rsl_ray_options *o)
{
    if (rays.visibility)
        return rays.visibility(g, from, to, o);
    rsl_host_unsupported(g, RSL_STR_VISIBILITY);
    return 0.0f;
}

rsl_color rsl_host_transmission(rsl_globals *g, const char *const *literals, rsl_point from, rsl_point to,
                                const rsl_ray_options *o)
{
    if (rays.transmission)
        return rays.transmission(g, literals, from, to, o);
    rsl_host_unsupported(g, RSL_STR_TRANSMISSION);
    return rsl_f3s(0.0f);
}

int32_t rsl_host_gather(rsl_globals *g, const char *const *literals, int32_t sample, rsl_point P, rsl_vector dir,
                        float angle, float samples, const rsl_ray_options *o, rsl_named_value *outs, int32_t nouts)
{
    if (rays.gather)
        return rays.gather(g, literals, sample, P, dir, angle, samples, o, outs, nouts);
    rsl_host_unsupported(g, RSL_STR_GATHER);
    return 0;
}

float rsl_host_raylevel(rsl_globals *g)
{
    if (rays.raylevel)
        return rays.raylevel(g);
    rsl_host_unsupported(g, RSL_STR_RAYLEVEL);
    return 0.0f;
}

float rsl_host_rayinfo(rsl_globals *g, const char *const *literals, rsl_string keyword, int32_t kind, int32_t count,
                       void *out)
{
    if (rays.rayinfo)
        return rays.rayinfo(g, literals, keyword, kind, count, out);
    rsl_host_unsupported(g, RSL_STR_RAYINFO);
    return 0.0f;
}

/* Any other map is a file: rsl_host_map_lookup (the renderer's reader). */
rsl_color rsl_host_shadow(rsl_globals *g, const char *const *literals, rsl_string map, int32_t channel,
                          const rsl_float3 *at, int32_t nat, const rsl_texture_options *o)
{
    if (map == RSL_STR_RAYTRACE && rays.shadow)
        return rays.shadow(g, at, nat, o);
    return rsl_host_map_lookup(g, literals, RSL_STR_SHADOW, map, channel, at, nat, o);
}

rsl_color rsl_host_environment(rsl_globals *g, const char *const *literals, rsl_string map, int32_t channel,
                               const rsl_float3 *at, int32_t nat, const rsl_texture_options *o)
{
    if (map == RSL_STR_RAYTRACE && rays.environment)
        return rays.environment(g, at, nat, o);
    return rsl_host_map_lookup(g, literals, RSL_STR_ENVIRONMENT, map, channel, at, nat, o);
}

void rsl_host_add_ray_symbols(void)
{
    static const struct { const char *name; void *fn; } hooks[] = {
        {"rsl_host_occlusion", (void *)rsl_host_occlusion},
        {"rsl_host_indirectdiffuse", (void *)rsl_host_indirectdiffuse},
        {"rsl_host_visibility", (void *)rsl_host_visibility},
        {"rsl_host_transmission", (void *)rsl_host_transmission},
        {"rsl_host_gather", (void *)rsl_host_gather},
        {"rsl_host_raylevel", (void *)rsl_host_raylevel},
        {"rsl_host_rayinfo", (void *)rsl_host_rayinfo},
        {"rsl_host_shadow", (void *)rsl_host_shadow},
        {"rsl_host_environment", (void *)rsl_host_environment},
    };
    for (size_t i = 0; i < sizeof hooks / sizeof hooks[0]; i++)
        LLVMAddSymbol(hooks[i].name, hooks[i].fn);
}
