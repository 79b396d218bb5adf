/* Environment glue for the RPU target (rsl_abi.h, "Environment calls";
 * docs/rpu.md, "Shader interface" and "Scene memory layout").
 *
 * The RPU backend (backends/rpu/rpucg.h) selects the rpu.* declarations
 * below into single instructions: `trace` and the call of the hit shader at
 * HIT.w, data-memory loads, the HIT registers and C2.x.  This C is linked
 * into every shader module for --target=rpu and inlines into:
 *   - the surface entry the backend builds for each surface shader
 *     (rpu_add_entries): rsl_rpu_surface_globals fills the globals from the
 *     ray and the hit, then the shader runs;
 *   - trace(): black on a miss, else the hit object's shader, whose color
 *     comes back in R0.xyz;
 *   - illuminance: the scene's point and distant lights, read from the light
 *     list whose address the drivers put in C2.x (a count cell, then per
 *     light (position or direction, kind 0 point / 1 distant) and (color times
 *     intensity, 0)), evaluated as the JIT renderer's scene lights are.  RSL
 *     light shaders are not called on the RPU.
 * Everything else is scene-less (glue_standalone.h). */
#define RSL_GLUE_OWN_LIGHTS
#define RSL_GLUE_OWN_TRACE
#include "glue_standalone.h"

typedef float rpu_cell __attribute__((ext_vector_type(4)));

float rpu_trace(rsl_point orig, rsl_vector dir) __asm__("rpu.trace"); /* HIT.z: t, < 0 on a miss */
rsl_color rpu_call_hit(rsl_point orig, rsl_vector dir) __asm__("rpu.call.hit");
rpu_cell rpu_load(int32_t cell) __asm__("rpu.load");
rpu_cell rpu_hit(void) __asm__("rpu.hit");
int32_t rpu_hit_tri(void) __asm__("rpu.hit.tri");
int32_t rpu_light_list(void) __asm__("rpu.light.list"); /* C2.x */

static inline int32_t word(float x) {
    int32_t i;
    __builtin_memcpy(&i, &x, sizeof i);
    return i;
}

static inline rsl_float3 xyz(rpu_cell c) { return rsl_f3(c.x, c.y, c.z); }

static inline rsl_float3 unit(rsl_float3 v) {
    float l2 = rsl_dot3(v, v);
    return l2 > 0.0f ? v * (1.0f / __builtin_sqrtf(l2)) : v;
}

/* The globals of a surface shader at the hit `trace` found for the ray
 * (orig, dir), as the JIT renderer sets them (backends/jit/render.c): N
 * interpolated from the vertex normals (or N = Ng when `flat`, the thesis's
 * setup), Ng from the winding on the side of N, s and t interpolated. */
void rsl_rpu_surface_globals(rsl_globals *g, rsl_point orig, rsl_vector dir, int32_t flat) {
    rpu_cell hit = rpu_hit();
    rpu_cell tri = rpu_load(rpu_hit_tri());
    int32_t a = word(tri.x), b = word(tri.y), c = word(tri.z), d = word(tri.w);
    rpu_cell pa = rpu_load(a), pb = rpu_load(b), pc = rpu_load(c);
    float u = hit.x, v = hit.y, w = 1.0f - u - v;
    rsl_point A = xyz(pa), B = xyz(pb), C = xyz(pc);
    g->E = orig;
    g->I = hit.z * dir;
    g->P = g->Ps = orig + g->I;
    g->Ng = unit(rsl_cross3(B - A, C - A));
    g->s = w * pa.w + u * pb.w + v * pc.w;
    g->u = u;
    g->v = v;
    g->dPdu = B - A;
    g->dPdv = C - A;
    if (flat) {
        g->N = g->Ng;
        g->t = 0.0f;
    } else {
        rpu_cell na = rpu_load(a + 1), nb = rpu_load(b + 1), nc = rpu_load(c + 1);
        g->N = unit(w * xyz(na) + u * xyz(nb) + v * xyz(nc));
        if (rsl_dot3(g->Ng, g->N) < 0.0f)
            g->Ng = -g->Ng;
        g->t = w * na.w + u * nb.w + v * nc.w;
    }
    g->Cs = g->Ci = xyz(rpu_load(d));
    g->Os = g->Oi = xyz(rpu_load(d + 1));
}

rsl_color rsl_env_trace(rsl_globals *g, rsl_point from, rsl_vector dir) {
    (void)g;
    if (rpu_trace(from, dir) < 0.0f)
        return rsl_f3s(0.0f);
    return rpu_call_hit(from, dir);
}

int32_t rsl_env_light_count(rsl_globals *g) {
    (void)g;
    return word(rpu_load(rpu_light_list()).x);
}

int32_t rsl_env_illuminance(rsl_globals *g, int32_t light, rsl_string category, rsl_point P,
                            rsl_vector axis, float angle) {
    (void)category; /* scene lights have no categories: every light matches */
    int32_t at = rpu_light_list() + 1 + 2 * light;
    rpu_cell where = rpu_load(at), color = rpu_load(at + 1);
    rsl_vector L;
    rsl_color Cl = xyz(color);
    if (word(where.w) == 0) {
        L = xyz(where) - P;
        float d2 = rsl_dot3(L, L);
        if (d2 > 0.0f)
            Cl = Cl * (1.0f / d2);
    } else {
        L = -xyz(where);
    }
    if (!rsl_in_cone(L, axis, angle))
        return 0;
    g->L = L;
    g->Cl = Cl;
    return 1;
}

rsl_color rsl_env_ambient(rsl_globals *g) {
    (void)g;
    return rsl_f3s(0.0f); /* the scene has no ambient lights */
}
