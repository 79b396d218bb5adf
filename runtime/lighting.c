/* RSL lighting builtins (RI 3.2 section 15.5) on the environment calls of
 * rsl_abi.h.  Each is RI 3.2's own definition: an illuminance loop over the
 * lights in the hemisphere (P, N, PI/2) summing Cl times a weight.  The loop
 * writes g->L and g->Cl as a shader's illuminance would; they are restored
 * afterwards so a builtin called inside the shader's own loop leaves it
 * undisturbed. */
#include "rsl_internal.h"

typedef float (*light_weight)(rsl_vector Ln, rsl_normal Nn, rsl_vector V, float param);

static rsl_color sum_lights(rsl_globals *g, rsl_normal N, rsl_vector V, float param,
                            light_weight weight) {
    rsl_vector saved_L = g->L;
    rsl_color saved_Cl = g->Cl;
    rsl_color C = rsl_f3s(0.0f);
    rsl_normal Nn = rsl_norm3(N);
    int32_t n = rsl_env_light_count(g);
    for (int32_t i = 0; i < n; i++)
        if (rsl_env_illuminance(g, i, RSL_STR_EMPTY, g->P, N, 0.5f * RSL_PI))
            C += g->Cl * weight(rsl_norm3(g->L), Nn, V, param);
    g->L = saved_L;
    g->Cl = saved_Cl;
    return C;
}

rsl_color rsl_ambient(rsl_globals *g) { return rsl_env_ambient(g); }

static float lambert(rsl_vector Ln, rsl_normal Nn, rsl_vector V, float unused) {
    (void)V;
    (void)unused;
    return rsl_fmax(0.0f, rsl_dot3(Ln, Nn));
}
rsl_color rsl_diffuse(rsl_globals *g, rsl_normal N) {
    return sum_lights(g, N, rsl_f3s(0.0f), 0.0f, lambert);
}

/* RI 3.2: H = normalize(L + V); pow(max(0, N.H), 1/roughness). */
static float blinn(rsl_vector Ln, rsl_normal Nn, rsl_vector V, float roughness) {
    rsl_vector H = rsl_norm3(Ln + rsl_norm3(V));
    return __builtin_powf(rsl_fmax(0.0f, rsl_dot3(Nn, H)), 1.0f / roughness);
}
rsl_color rsl_specularbrdf(rsl_vector L, rsl_normal N, rsl_vector V, float roughness) {
    return rsl_f3s(blinn(rsl_norm3(L), rsl_norm3(N), V, roughness));
}
rsl_color rsl_specular(rsl_globals *g, rsl_normal N, rsl_vector V, float roughness) {
    return sum_lights(g, N, V, roughness, blinn);
}

/* RI 3.2: R = reflect(-normalize(V), normalize(N)); pow(max(0, R.L), size). */
static float phong_lobe(rsl_vector Ln, rsl_normal Nn, rsl_vector V, float size) {
    rsl_vector R = rsl_reflect(-rsl_norm3(V), Nn);
    return __builtin_powf(rsl_fmax(0.0f, rsl_dot3(R, Ln)), size);
}
rsl_color rsl_phong(rsl_globals *g, rsl_normal N, rsl_vector V, float size) {
    return sum_lights(g, N, V, size, phong_lobe);
}

rsl_color rsl_trace(rsl_globals *g, rsl_point P, rsl_vector R) { return rsl_env_trace(g, P, R); }

/* A bump map is a texture file, which no target reads yet: reported, and
 * no change of the normal. */
rsl_vector rsl_bump(rsl_globals *g, rsl_string name, rsl_normal N, rsl_vector dPdu, rsl_vector dPdv) {
    (void)name, (void)N, (void)dPdu, (void)dPdv;
    rsl_env_unsupported(g, RSL_STR_TEXTURE);
    return (rsl_vector){0.0f, 0.0f, 0.0f};
}
