/* Lighting builtins through the host glue with a test renderer: point
 * lights at fixed positions, RI 3.2's hemisphere rule (cone of PI/2 about
 * N), ambient from the renderer; plus the defaults with no renderer.
 * Tolerance 1e-5. */
#include <math.h>

#include "runtime_tests.h"

typedef struct light {
    rsl_point pos;
    rsl_color color;
} light;
static const light *lights;
static int nlights;

static int32_t count(void *user, rsl_globals *g) {
    (void)user, (void)g;
    return nlights;
}
static int32_t illuminance(void *user, rsl_globals *g, int32_t i, rsl_string category, rsl_point P,
                           rsl_vector axis, float angle) {
    (void)user, (void)category;
    g->L = lights[i].pos - P;
    g->Cl = lights[i].color;
    return rsl_in_cone(g->L, axis, angle);
}
static rsl_color ambient_light(void *user, rsl_globals *g) {
    (void)user, (void)g;
    return f3(0.1f, 0.2f, 0.3f);
}
static rsl_color sky(void *user, rsl_globals *g, rsl_point from, rsl_vector dir) {
    (void)user, (void)g, (void)from;
    return dir.z > 0 ? f3(0, 0, 1) : f3(0, 0, 0);
}

static rsl_globals surface_at_origin(void) {
    rsl_globals g = {0};
    g.N = g.Ng = f3(0, 0, 1);
    g.L = f3(9, 9, 9);
    g.Cl = f3(7, 7, 7);
    return g;
}
static void use_lights(const light *l, int n) {
    lights = l;
    nlights = n;
    rsl_host_env env = {.light_count = count, .illuminance = illuminance,
                        .ambient = ambient_light, .trace = sky};
    rsl_host_set_env(&env);
}

static void diffuse_lambert(void) {
    const light l[] = {
        {{0, 0, 10}, {1, 0.5f, 0.25f}}, /* overhead: cos 1 */
        {{5, 0, 5}, {1, 1, 1}},         /* 45 degrees: cos 0.7071 */
        {{0, 0, -4}, {5, 5, 5}},        /* below the surface: excluded */
    };
    use_lights(l, 3);
    rsl_globals g = surface_at_origin();
    float c45 = sqrtf(0.5f);
    NEAR3(rsl_diffuse(&g, g.N), 1 + c45, 0.5 + c45, 0.25 + c45, 1e-5);
    /* N need not be normalized */
    NEAR3(rsl_diffuse(&g, f3(0, 0, 3)), 1 + c45, 0.5 + c45, 0.25 + c45, 1e-5);
    /* the shader's own L and Cl survive the loop */
    NEAR3(g.L, 9, 9, 9, 0);
    NEAR3(g.Cl, 7, 7, 7, 0);
    /* a surface facing away from every light */
    NEAR3(rsl_diffuse(&g, f3(0, -1, 0)), 0, 0, 0, 1e-6);
    rsl_host_set_env(NULL);
}

static void specular_and_phong(void) {
    const light overhead[] = {{{0, 0, 10}, {1, 1, 1}}};
    const light slanted[] = {{{10, 0, 10}, {2, 2, 2}}};
    rsl_globals g = surface_at_origin();
    rsl_vector V = f3(0, 0, 1);
    use_lights(overhead, 1);
    /* H = N: pow(1, 1/roughness) = 1 */
    NEAR3(rsl_specular(&g, g.N, V, 0.1f), 1, 1, 1, 1e-5);
    use_lights(slanted, 1);
    /* H halfway between L (45 deg) and V: N.H = cos(22.5 deg) */
    float nh = cosf(3.14159265f / 8);
    NEAR3(rsl_specular(&g, g.N, V, 0.1f), 2 * powf(nh, 10), 2 * powf(nh, 10), 2 * powf(nh, 10),
          1e-5);
    NEAR3(rsl_specularbrdf(f3(1, 0, 1), g.N, V, 0.5f), nh * nh, nh * nh, nh * nh, 1e-5);
    /* phong: R = reflect(-V, N) = (0,0,1), R.L = cos 45 */
    NEAR3(rsl_phong(&g, g.N, V, 2), 2 * 0.5, 2 * 0.5, 2 * 0.5, 1e-5);
    NEAR3(rsl_phong(&g, g.N, V, 4), 2 * 0.25, 2 * 0.25, 2 * 0.25, 1e-5);
    rsl_host_set_env(NULL);
}

static void ambient_and_trace(void) {
    use_lights(NULL, 0);
    rsl_globals g = surface_at_origin();
    NEAR3(rsl_ambient(&g), 0.1, 0.2, 0.3, 1e-6);
    NEAR3(rsl_trace(&g, g.P, f3(0, 0, 1)), 0, 0, 1, 0);
    NEAR3(rsl_trace(&g, g.P, f3(0, 0, -1)), 0, 0, 0, 0);
    NEAR3(rsl_diffuse(&g, g.N), 0, 0, 0, 0);
    rsl_host_set_env(NULL);
}

/* With no renderer: no lights, black ambient and trace; illuminate sets L
 * and applies its cone; unsupported features give zeros. */
static void defaults_without_a_renderer(void) {
    rsl_globals g = surface_at_origin();
    NEAR3(rsl_diffuse(&g, g.N), 0, 0, 0, 0);
    NEAR3(rsl_ambient(&g), 0, 0, 0, 0);
    NEAR3(rsl_trace(&g, g.P, f3(0, 0, 1)), 0, 0, 0, 0);
    g.Ps = f3(0, 0, 0);
    CU_ASSERT(rsl_env_illuminate(&g, f3(0, 0, 5), f3(0, 0, -1), 0.5f) != 0);
    NEAR3(g.L, 0, 0, -5, 0);
    CU_ASSERT(rsl_env_illuminate(&g, f3(5, 0, 5), f3(0, 0, -1), 0.5f) == 0);
    CU_ASSERT(rsl_env_illuminate(&g, f3(5, 0, 5), f3(0, 0, 0), 3.14159265f) != 0);
    CU_ASSERT(rsl_env_solar(&g, f3(1, 0, 0), 0) != 0);
    NEAR3(g.L, 1, 0, 0, 0);
    rsl_float3 at = f3(0.5f, 0.5f, 0);
    rsl_texture_options o = {.swidth = 1, .twidth = 1};
    NEAR3(rsl_env_texture(&g, RSL_STRING_FIRST_FREE, 0, &at, 1, &o), 0, 0, 0, 0);
    NEAR3(rsl_env_environment(&g, RSL_STRING_FIRST_FREE, 0, &at, 1, &o), 0, 0, 0, 0);
    NEAR3(rsl_env_shadow(&g, RSL_STRING_FIRST_FREE, 0, &g.P, 1, &o), 0, 0, 0, 0);
    float res[2] = {-1, -1};
    NEAR(rsl_env_textureinfo(&g, RSL_STRING_FIRST_FREE, RSL_STRING_FIRST_FREE + 1, RSL_T_FLOAT, 2, res), 0, 0);
    NEAR(res[0], -1, 0);
    float near_z = -1, far_z = -1;
    rsl_env_clipping(&g, &near_z, &far_z);
    NEAR(near_z, 0, 0);
    NEAR(far_z, 1, 0);
}

const unit_test lighting_tests[] = {
    {"diffuse: Lambert over the hemisphere", diffuse_lambert},
    {"specular, specularbrdf, phong", specular_and_phong},
    {"ambient and trace from the renderer", ambient_and_trace},
    {"defaults without a renderer", defaults_without_a_renderer},
    {NULL, NULL},
};
