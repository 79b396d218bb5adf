/* Environment glue for the RPU target (rsl_abi.h, "Environment calls";
 * docs/rpu.md, "Shader interface" and "Scene memory layout", whose vertex
 * and triangle records vm/scene/scene.h's scene_rpu_layout extends).
 *
 * The RPU backend (backends/rpu/rpucg.h) selects the rpu.* declarations
 * below into single instructions: `trace` and the call of the hit shader at
 * HIT.w, data-memory loads, the HIT registers and C2.x.  This C is linked
 * into every shader module for --target=rpu and inlines into:
 *   - the surface and displacement entries the frontend writes for each
 *     shader (frontend/irgen_rpu_entries.c): rsl_rpu_surface_globals fills
 *     the globals from the ray and the hit, then the shader runs;
 *   - trace(): black on a miss or RSL_MAX_TRACE_DEPTH traces deep, else the
 *     hit object's shader, whose color comes back in R0.xyz (rpu.shade.hit,
 *     which the frontend makes the call of HIT.w, and an object's entry
 *     also the tracing surface's interior or exterior volume:
 *     frontend/rpu_object_entry.c);
 *   - illuminance and ambient: the lights of the light list whose address
 *     the drivers put in C2.x (a count cell, whose y is the address of
 *     the objects' "object" spaces or 0, then per light two cells:
 *     (position or direction, kind) and (color times intensity, shader
 *     address)).  Kind 0 point and 1 distant are the scene's lights,
 *     evaluated here as the JIT renderer's scene lights are; kind 2 is an
 *     RSL light shader, called at the shader address (rpu.run.light, which
 *     the frontend turns into a call of the light's entry with the
 *     surface's globals in registers).
 *   - coordinate systems: "object" from the scene object's matrix (4
 *     cells per object, rows of rsl_matrix, at the address in the light
 *     list's count cell; the identity without them), every other name the
 *     identity here; the RPU renderer binds the scene's in place of this
 *     function's body (backends/rpurender/bind_spaces.c).
 * Everything else is scene-less (glue_standalone.h). */
#define RSL_GLUE_OWN_LIGHTS
#define RSL_GLUE_OWN_TRACE
#define RSL_GLUE_OWN_LIGHT_SOURCES
#define RSL_GLUE_OWN_SPACES
#include "glue_standalone.h"
#include "ray_footprint.h"

typedef float rpu_cell __attribute__((ext_vector_type(4)));

float rpu_trace(rsl_point orig, rsl_vector dir) __asm__("rpu.trace"); /* HIT.z: t, < 0 on a miss */
/* The color the ray (orig, dir) that the shading g traced brings back: the
 * hit object's entry (HIT.w) at g->raylevel + 1 traces deep, for a ray
 * cone of that spread and width, without exact differentials (the
 * frontend writes the call rpu.call.hit: frontend/irgen_rpu_entries.c,
 * rpu_object_entry.c). */
rsl_color rpu_shade_hit(const rsl_globals *g, rsl_point orig, rsl_vector dir, float spread, float width)
    __asm__("rpu.shade.hit");
rpu_cell rpu_load(int32_t cell) __asm__("rpu.load");
rpu_cell rpu_hit(void) __asm__("rpu.hit");
int32_t rpu_hit_tri(void) __asm__("rpu.hit.tri");
int32_t rpu_light_list(void) __asm__("rpu.light.list"); /* C2.x */
/* Runs the light shader whose entry is at `addr` with the globals *lg (Ps
 * the surface point, Ns its normal): sets lg->L (from the light) and lg->Cl; returns
 * whether it was a directed light (illuminate or solar ran). */
int32_t rpu_run_light(int32_t addr, rsl_globals *lg) __asm__("rpu.run.light");

/* Whether the light list may hold light shaders: a constant that the
 * frontend puts in (rsl_target_options.light_shaders), so that without them
 * the calls and the ambient loop leave no code. */
int32_t rpu_light_shaders(void) __asm__("rpu.light.shaders");
/* Whether the scene may have vertex colors (rsl_target_options.vertex_colors),
 * a constant the same way: without them, reading Cs costs one load. */
int32_t rpu_vertex_colors(void) __asm__("rpu.vertex.colors");

enum { LIGHT_POINT, LIGHT_DISTANT, LIGHT_SHADER };

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

/* The differentials of a ray cone along dir: width and spread along two
 * unit vectors across the ray, camera x (and y where dir is along x) made
 * perpendicular to it, so that a ray along the camera's z keeps x and y. */
static rsl_ray_diff cone_diff(rsl_vector dir, float width, float spread) {
    rsl_vector d = unit(dir), x = rsl_f3(1.0f, 0.0f, 0.0f);
    rsl_vector across = x - rsl_dot3(x, d) * d;
    if (rsl_dot3(across, across) < 1e-6f)
        across = rsl_f3(0.0f, 1.0f, 0.0f) - d[1] * d;
    rsl_vector e1 = unit(across), e2 = rsl_cross3(d, e1);
    rsl_ray_diff r = {width * e1, width * e2, spread * e1, spread * e2};
    return r;
}

/* The globals of a surface shader at the hit `trace` found for the ray
 * (orig, dir), as the JIT renderer sets them (backends/jit/render.c): N
 * interpolated from the vertex normals (or N = Ng when `flat`, the thesis's
 * setup), Ng from the winding on the side of N, s and t interpolated (and
 * their derivatives, the seeds of passes/differentiate.c), u, v, dPdu and
 * dPdv the primitive's true ones where its vertices have them (the
 * triangle's own else), Cs from the vertices' colors where they have
 * them (scene.h, scene_rpu_layout), and du and dv
 * from the ray's differentials by the JIT renderer's footprint
 * (runtime/ray_footprint.h).  A camera ray (`exact`) brings its exact
 * differentials (dOdx, dOdy, dDdx, dDdy: the driver's).  A ray trace()
 * sent brings only a cone, two numbers where the differentials would take
 * four more registers at every trace (a shader with many values live
 * across its trace would no longer fit, and the mirror's code would grow
 * fourfold): the width at its origin and its spread per unit of distance,
 * the mean lengths of the camera ray's differentials (the driver's too),
 * the width grown by the spread times each distance travelled.  So what a traced ray hits has the JIT's du and
 * dv where the footprint leaving the shading point is as long in x as in y
 * and along the camera's x and y (a mirror facing the camera); elsewhere
 * they differ by the footprint's anisotropy, by the stretch 1/cos of an
 * oblique hit (the JIT carries the footprint in the surface's plane, the
 * cone across the ray) and, for a footprint turned against u and v, by up
 * to sqrt(2) in |du/dx| + |du/dy|.  What the shader does not read, O2
 * removes. */
void rsl_rpu_surface_globals(rsl_globals *g, rsl_point orig, rsl_vector dir, int32_t flat, float spread,
                             float width, int32_t exact, rsl_vector dOdx, rsl_vector dOdy, rsl_vector dDdx,
                             rsl_vector dDdy) {
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
    float ds1 = pb.w - pa.w, ds2 = pc.w - pa.w, dt1 = 0.0f, dt2 = 0.0f;
    if (flat) {
        g->N = g->Ng;
        g->t = 0.0f;
    } else {
        rpu_cell na = rpu_load(a + 1), nb = rpu_load(b + 1), nc = rpu_load(c + 1);
        g->N = unit(w * xyz(na) + u * xyz(nb) + v * xyz(nc));
        if (rsl_dot3(g->Ng, g->N) < 0.0f)
            g->Ng = -g->Ng;
        g->t = w * na.w + u * nb.w + v * nc.w;
        dt1 = nb.w - na.w;
        dt2 = nc.w - na.w;
    }
    rpu_cell cs = rpu_load(d), has = rpu_load(d + 2);
    /* Selects, not branches: what the shader does not read goes, loads and
     * all, and no empty branch stays behind. */
    int32_t uv = word(has.x), colors = rpu_vertex_colors() && word(has.y);
    rpu_cell ua = rpu_load(a + 2), ub = rpu_load(b + 2), uc = rpu_load(c + 2);
    rpu_cell va = rpu_load(a + 3), vb = rpu_load(b + 3), vc = rpu_load(c + 3);
    /* The triangle's steps in s and t through the inverse of its (u, v)
     * Jacobian: [ds/du ds/dv] = [ds1 ds2] J^-1 (with the triangle's own u
     * and v, J is the identity). */
    float ja = uv ? ub.w - ua.w : 1.0f, jb = uv ? uc.w - ua.w : 0.0f;
    float jc = uv ? vb.w - va.w : 0.0f, jd = uv ? vc.w - va.w : 1.0f;
    float det = ja * jd - jb * jc, inv = det != 0.0f ? 1.0f / det : 0.0f;
    g->u = uv ? w * ua.w + u * ub.w + v * uc.w : u;
    g->v = uv ? w * va.w + u * vb.w + v * vc.w : v;
    g->dPdu = uv ? w * xyz(ua) + u * xyz(ub) + v * xyz(uc) : B - A;
    g->dPdv = uv ? w * xyz(va) + u * xyz(vb) + v * xyz(vc) : C - A;
    g->dsdu = (ds1 * jd - ds2 * jc) * inv;
    g->dsdv = (ds2 * ja - ds1 * jb) * inv;
    g->dtdu = (dt1 * jd - dt2 * jc) * inv;
    g->dtdv = (dt2 * ja - dt1 * jb) * inv;
    g->Cs = g->Ci = colors ? w * xyz(rpu_load(a + 4)) + u * xyz(rpu_load(b + 4)) + v * xyz(rpu_load(c + 4)) : xyz(cs);
    g->Os = g->Oi = xyz(rpu_load(d + 1));
    g->object = 1 + word(cs.w);
    rsl_ray_diff camera = {dOdx, dOdy, dDdx, dDdy};
    rsl_ray_diff in = exact ? camera : cone_diff(dir, width, spread);
    rsl_ray_footprint(&in, dir, g);
    g->ray_width = width + spread * rsl_len3(g->I);
    g->ray_spread = spread;
}

rsl_color rsl_env_trace(rsl_globals *g, rsl_point from, rsl_vector dir) {
    if (g->raylevel >= RSL_MAX_TRACE_DEPTH || rpu_trace(from, dir) < 0.0f)
        return rsl_f3s(0.0f);
    return rpu_shade_hit(g, from, dir, g->ray_spread, g->ray_width);
}

/* The matrix of the object being shaded (rsl_abi.h, rsl_globals.object)
 * from the table the light list's count cell names; the identity without
 * one.  The RPU renderer's space bodies call it for "object". */
int32_t rsl_rpu_object_space(rsl_globals *g, rsl_matrix *out) {
    int32_t table = word(rpu_load(rpu_light_list()).y);
    if (!table || !g->object) {
        rsl_mat_identity(out);
        return 1;
    }
    for (int32_t row = 0; row < 4; row++) {
        rpu_cell c = rpu_load(table + 4 * (g->object - 1) + row);
        out->m[4 * row] = c.x, out->m[4 * row + 1] = c.y, out->m[4 * row + 2] = c.z, out->m[4 * row + 3] = c.w;
    }
    return 1;
}

int32_t rsl_env_space_matrix(rsl_globals *g, rsl_string space, rsl_matrix *out) {
    if (space == RSL_STR_OBJECT)
        return rsl_rpu_object_space(g, out);
    rsl_mat_identity(out);
    return 1;
}

int32_t rsl_env_light_count(rsl_globals *g) {
    (void)g;
    return word(rpu_load(rpu_light_list()).x);
}

/* Light `light` of the list for the surface point P: *L from P towards the
 * light, *Cl; false for an ambient light (a light shader that ran neither
 * illuminate nor solar), as the JIT renderer evaluates them. */
static int32_t eval_light(const rsl_globals *g, int32_t light, rsl_point P, rsl_vector *L, rsl_color *Cl) {
    int32_t at = rpu_light_list() + 1 + 2 * light;
    rpu_cell where = rpu_load(at), color = rpu_load(at + 1);
    int32_t kind = word(where.w);
    if (rpu_light_shaders() && kind == LIGHT_SHADER) {
        rsl_globals lg = *g;
        lg.Ps = P;
        lg.Ns = g->N;
        lg.P = rsl_f3s(0.0f);
        lg.light = 0;
        int32_t directed = rpu_run_light(word(color.w), &lg);
        *L = -lg.L;
        *Cl = lg.Cl;
        return directed;
    }
    *Cl = xyz(color);
    if (kind == LIGHT_POINT) {
        *L = xyz(where) - P;
        float d2 = rsl_dot3(*L, *L);
        if (d2 > 0.0f)
            *Cl = *Cl * (1.0f / d2);
    } else {
        *L = -xyz(where);
    }
    return 1;
}

int32_t rsl_env_illuminance(rsl_globals *g, int32_t light, rsl_string category, rsl_point P,
                            rsl_vector axis, float angle) {
    (void)category; /* lights declare no categories here: every light matches */
    rsl_vector L;
    rsl_color Cl;
    if (!eval_light(g, light, P, &L, &Cl) || !rsl_in_cone(L, axis, angle))
        return 0;
    g->L = L;
    g->Cl = Cl;
    return 1;
}

rsl_color rsl_env_ambient(rsl_globals *g) {
    rsl_color sum = rsl_f3s(0.0f);
    if (!rpu_light_shaders())
        return sum; /* the scene's point and distant lights are never ambient */
    int32_t n = rsl_env_light_count(g);
    for (int32_t i = 0; i < n; i++) {
        rsl_vector L;
        rsl_color Cl;
        if (!eval_light(g, i, g->P, &L, &Cl))
            sum += Cl;
    }
    return sum;
}

/* In a light shader: the light is directed (lg->light, read back by
 * rpu.run.light's caller), L from the light to the surface point. */
int32_t rsl_env_illuminate(rsl_globals *g, rsl_point from, rsl_vector axis, float angle) {
    g->light = 1;
    g->L = g->Ps - from;
    return rsl_in_cone(g->L, axis, angle);
}

/* solar(axis, angle): light along the axis (the JIT's choice); without an
 * axis, along the view direction. */
int32_t rsl_env_solar(rsl_globals *g, rsl_vector axis, float angle) {
    (void)angle;
    g->light = 1;
    g->L = rsl_dot3(axis, axis) > 0.0f ? axis : g->I;
    return 1;
}
