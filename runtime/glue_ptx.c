/* Environment glue for the PTX target (rsl_abi.h, "Environment calls").
 * A kernel shades a buffer of points that the host hands it (deferred
 * shading, seed 004 section 4.2; the kernels are rsl2ll's, see
 * frontend/irgen_ptx_kernels.c).  Lights come from the list the host writes
 * into rsl_ptx_lights (rsl_abi.h, "The PTX glue's lights"), each object's
 * "object" and "shader" spaces from the table of rsl_ptx_spaces (rsl_abi.h,
 * "The PTX glue's coordinate systems"), the other spaces from the renderer
 * that binds them (rslfront.h, rsl_bind_spaces); everything else is
 * scene-less (glue_standalone.h): trace is black, and a kernel cannot
 * print, so unsupported features stay silent. */
#define RSL_GLUE_OWN_LIGHTS
#define RSL_GLUE_OWN_SPACES
#include "glue_standalone.h"

/* Written by the host before a launch; external so that the optimizer
 * cannot take their zero initializers for their values (rsl2ll keeps them
 * so). */
rsl_ptx_light_list rsl_ptx_lights;
rsl_ptx_space_table rsl_ptx_spaces;

/* The "object" (shader 0) or "shader" (1) matrix of the table's record of
 * the object being shaded; the identity without one. */
static int32_t table_space(const rsl_globals *g, int shader, rsl_matrix *out) {
    if (g->object <= 0 || g->object > rsl_ptx_spaces.count || !rsl_ptx_spaces.objects) {
        rsl_mat_identity(out);
        return 1;
    }
    const rsl_ptx_object_spaces *o = (const rsl_ptx_object_spaces *)(uintptr_t)rsl_ptx_spaces.objects + (g->object - 1);
    *out = shader ? o->shader : o->object;
    return 1;
}

/* "object" and "shader" of the object being shaded; a renderer's space
 * body calls them (rsl_space_binding's object_glue and shader_glue).  Out
 * of line, so that they are still there to call when a renderer binds the
 * spaces, which lets O2 inline them. */
__attribute__((noinline)) int32_t rsl_ptx_object_space(rsl_globals *g, rsl_matrix *out) {
    return table_space(g, 0, out);
}

__attribute__((noinline)) int32_t rsl_ptx_shader_space(rsl_globals *g, rsl_matrix *out) {
    return table_space(g, 1, out);
}

int32_t rsl_env_space_matrix(rsl_globals *g, rsl_string space, rsl_matrix *out) {
    if (space == RSL_STR_OBJECT)
        return rsl_ptx_object_space(g, out);
    if (space == RSL_STR_SHADER)
        return rsl_ptx_shader_space(g, out);
    rsl_mat_identity(out);
    return 1;
}

int32_t rsl_env_light_count(rsl_globals *g) {
    (void)g;
    int32_t n = rsl_ptx_lights.count;
    return n < 0 ? 0 : n > RSL_PTX_MAX_LIGHTS ? RSL_PTX_MAX_LIGHTS : n;
}

int32_t rsl_env_illuminance(rsl_globals *g, int32_t light, rsl_string category, rsl_point P,
                            rsl_vector axis, float angle) {
    (void)category; /* lights have no categories here: every light matches */
    if (light < 0 || light >= rsl_env_light_count(g))
        return 0;
    const rsl_ptx_light *l = &rsl_ptx_lights.light[light];
    rsl_float3 pos = rsl_f3(l->pos[0], l->pos[1], l->pos[2]);
    rsl_color c = rsl_f3(l->color[0], l->color[1], l->color[2]);
    /* Selects rather than branches: threads of a warp stay together. */
    int point = l->kind == RSL_PTX_LIGHT_POINT;
    if (!point && l->kind != RSL_PTX_LIGHT_DISTANT)
        return 0;
    rsl_vector L = point ? pos - P : -pos;
    float d2 = rsl_dot3(L, L);
    if (point && d2 > 0.0f)
        c = c / d2;
    if (!rsl_in_cone(L, axis, angle))
        return 0;
    g->L = L;
    g->Cl = c;
    return 1;
}

rsl_color rsl_env_ambient(rsl_globals *g) {
    rsl_color sum = rsl_f3s(0.0f);
    int32_t n = rsl_env_light_count(g);
    for (int32_t i = 0; i < n; i++) {
        const rsl_ptx_light *l = &rsl_ptx_lights.light[i];
        if (l->kind == RSL_PTX_LIGHT_AMBIENT)
            sum += rsl_f3(l->color[0], l->color[1], l->color[2]);
    }
    return sum;
}
