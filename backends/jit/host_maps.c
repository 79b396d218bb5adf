/* The host renderer's map lookups (rsl_host_env's map_lookup and map_info):
 * texture, environment and shadow maps and textureinfo through OpenImageIO
 * (texture_oiio.h).  The map name "raytrace" (PRMan's) never gets here:
 * runtime/host_raytrace.c traces rays for it. */
#include <string.h>

#include "jit_internal.h"
#include "rsl_dynamic.h"
#include "rsl_runtime.h"
#include "texture_oiio.h"

rsl_color rsl_jit_map_lookup(void *user, rsl_globals *g, const char *const *literals, rsl_string what,
                             const char *map, int32_t channel, const rsl_float3 *at, int32_t nat,
                             const rsl_texture_options *o)
{
    (void)user;
    float c[3];
    const char *filter = rsl_host_string_text(literals, o->filter);
    if (what == RSL_STR_SHADOW) {
        rsl_matrix world_to_current;
        rsl_host_space_matrix(g, RSL_STR_WORLD, &world_to_current);
        rsl_oiio_shadow(map, &world_to_current, at, nat, o, c);
        c[1] = c[2] = c[0];
    } else if (what == RSL_STR_ENVIRONMENT) {
        rsl_oiio_environment(map, channel, at, nat, o, filter, c);
    } else {
        rsl_oiio_texture(map, channel, at, nat, o, filter, c);
    }
    return (rsl_color){c[0], c[1], c[2]};
}

/* textureinfo: 1 with `out` written when the answer has out's type and
 * size (a float[2] for "resolution", a string for "type", ...), else 0. */
float rsl_jit_map_info(void *user, rsl_globals *g, const char *const *literals, const char *map, const char *query,
                       int32_t kind, int32_t count, void *out)
{
    (void)user, (void)g;
    float v[16];
    const char *text = NULL;
    int n = rsl_oiio_textureinfo(map, query, v, 16, &text);
    if (n == 0)
        return 0.0f;
    if (text) {
        if (kind != RSL_T_STRING || count != 1)
            return 0.0f;
        *(rsl_string *)out = rsl_host_string_make(literals, text, strlen(text));
        return 1.0f;
    }
    if (n != (kind == RSL_T_MATRIX ? 16 * count : kind == RSL_T_FLOAT ? count : 0))
        return 0.0f;
    memcpy(out, v, (size_t)n * sizeof v[0]);
    return 1.0f;
}
