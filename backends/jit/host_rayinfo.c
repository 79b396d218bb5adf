/* raylevel() and rayinfo() on the JIT renderer (rsl_host_rays' members):
 * what the renderer knows of the ray whose hit is being shaded (host_env.c's
 * rsl_jit_ray).  rayinfo's keywords (PRMan's):
 *   "depth"          float   rays traced between the camera ray and this
 *                            shading: raylevel(), the sum of the next three
 *   "speculardepth"  float   of them, specular: trace(), environment("raytrace")
 *   "diffusedepth"   float   diffuse: indirectdiffuse(), gather() (its rays
 *                            are cosine-distributed)
 *   "shadowdepth"    float   transmission(): the surfaces it shades
 *   "type"           string  "camera", "specular", "diffuse" or "transmission"
 *   "label"          string  the "label" option of the query that traced it
 *                            ("" without one; trace() and environment() take none)
 *   "origin"         point   where it started
 *   "direction"      vector  its unit direction
 *   "length"         float   from its origin to the hit
 * An output of another type (the frontend rejects constant keywords with
 * one) is 0 and left untouched; an unknown keyword too, and a run-time
 * error once per shader (as an unknown coordinate system).  Outside any
 * ray (rsl-jit --call) only the depths answer: 0. */
#include <math.h>
#include <string.h>

#include "jit_internal.h"
#include "rsl_dynamic.h"
#include "rsl_internal.h"
#include "rsl_runtime.h"
#include "typerules.h"

float rsl_jit_raylevel(rsl_globals *g)
{
    (void)g;
    return (float)rsl_jit_host_raylevel();
}

static const char *const kind_names[RSL_JIT_RAY_KINDS] = {
    [RSL_JIT_RAY_CAMERA] = "camera",
    [RSL_JIT_RAY_SPECULAR] = "specular",
    [RSL_JIT_RAY_DIFFUSE] = "diffuse",
    [RSL_JIT_RAY_TRANSMISSION] = "transmission",
};

/* Writes n floats (a float, or a triple) when the output is one of them. */
static float answer_floats(int32_t kind, int32_t count, void *out, const float *v, int n)
{
    if (count != 1 || (n == 1 ? kind != RSL_T_FLOAT : !rsl_kind_is_triple(kind)))
        return 0.0f;
    memcpy(out, v, (size_t)n * sizeof *v);
    return 1.0f;
}

float rsl_jit_rayinfo(rsl_globals *g, const char *const *literals, rsl_string keyword, int32_t kind, int32_t count,
                      void *out)
{
    const char *key = rsl_host_string_text(literals, keyword);
    const rsl_jit_ray *ray = rsl_jit_host_ray();
    static const struct {
        const char *name;
        enum rsl_jit_ray_kind kind;
    } depths[] = {{"speculardepth", RSL_JIT_RAY_SPECULAR},
                  {"diffusedepth", RSL_JIT_RAY_DIFFUSE},
                  {"shadowdepth", RSL_JIT_RAY_TRANSMISSION}};
    if (strcmp(key, "depth") == 0) {
        float d = rsl_jit_raylevel(g);
        return answer_floats(kind, count, out, &d, 1);
    }
    for (size_t i = 0; i < sizeof depths / sizeof depths[0]; i++)
        if (strcmp(key, depths[i].name) == 0) {
            float d = ray ? (float)ray->depth[depths[i].kind] : 0.0f;
            return answer_floats(kind, count, out, &d, 1);
        }
    bool known = strcmp(key, "type") == 0 || strcmp(key, "label") == 0 || strcmp(key, "origin") == 0 ||
                 strcmp(key, "direction") == 0 || strcmp(key, "length") == 0;
    if (!known) {
        rsl_jit_report_unknown(RSL_JIT_UNKNOWN_RAYINFO, key);
        return 0.0f;
    }
    if (!ray)
        return 0.0f;
    if (strcmp(key, "type") == 0 || strcmp(key, "label") == 0) {
        if (kind != RSL_T_STRING || count != 1)
            return 0.0f;
        const char *text = key[0] == 't' ? kind_names[ray->kind] : ray->label;
        *(rsl_string *)out = rsl_host_string_make(literals, text, strlen(text));
        return 1.0f;
    }
    float len = sqrtf(rsl_dot3(ray->I, ray->I));
    if (strcmp(key, "length") == 0)
        return answer_floats(kind, count, out, &len, 1);
    rsl_float3 v = strcmp(key, "origin") == 0 ? ray->origin : len > 0.0f ? ray->I / len : ray->I;
    return answer_floats(kind, count, out, (float[3]){v[0], v[1], v[2]}, 3);
}
