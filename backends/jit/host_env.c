/* The shading environment on the host: the callbacks behind the runtime's
 * rsl_host_* hooks (runtime/rsl_runtime.h), which the host glue's
 * environment calls reach.  They answer for the environment bound to the
 * calling thread (rsl_jit_host_bind), so render threads never share state;
 * a thread with nothing bound (rsl-jit --call) sees no scene and no lights:
 * trace is black, ambient() is 0, illuminance loops run zero times.
 * Coordinate systems and clipping are host_spaces.c's. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <string.h>

#include "jit_internal.h"
#include "rsl_runtime.h"

static _Thread_local const rsl_jit_host_env *bound_env;
static _Thread_local int trace_depth;
/* The ray whose hit is being shaded; each shade_ray's on its stack. */
static _Thread_local rsl_jit_ray *current_ray;

/* The lights switched on for the surface being shaded (NULL: all). */
static _Thread_local const bool *lights_on;

const bool *rsl_jit_host_enter_lights(const bool *on)
{
    const bool *outer = lights_on;
    lights_on = on;
    return outer;
}

void rsl_jit_host_bind(const rsl_jit_host_env *env)
{
    bound_env = env;
    trace_depth = 0;
    current_ray = NULL;
}

const rsl_jit_host_env *rsl_jit_host_bound(void)
{
    return bound_env;
}

static float dot3(rsl_float3 a, rsl_float3 b)
{
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/* Whether direction d lies within `angle` radians of axis (RI 3.2: a zero
 * axis, or an angle of pi or more, admits every direction). */
static bool in_cone(rsl_float3 d, rsl_float3 axis, float angle)
{
    float la = dot3(axis, axis), ld = dot3(d, d);
    if (la == 0.0f || ld == 0.0f || angle >= 3.14159265f)
        return true;
    return dot3(d, axis) >= cosf(angle) * sqrtf(la * ld);
}

/* Whether the scene blocks light arriving at P from L (P towards the
 * light, as far as its length, or without end for a solar light): BMRT's
 * Attribute "light" "shadows" "on". */
static bool blocked(const rsl_jit_host_env *env, rsl_point P, rsl_vector L, bool solar)
{
    const float bias = RSL_JIT_RAY_BIAS;
    float len = sqrtf(dot3(L, L));
    if (!env->occluded || len == 0.0f)
        return false;
    rsl_vector d = L / len;
    return rsl_jit_occluded(env, P + bias * d, d, solar ? INFINITY : len - 2.0f * bias);
}

/* Runs light `index` for the surface point P; false for an ambient light
 * (one that ran neither illuminate nor solar).  *L is from P towards it. */
static bool eval_light(const rsl_jit_host_env *env, int index, const rsl_globals *surf, rsl_point P, rsl_vector *L,
                       rsl_color *Cl)
{
    if (env->nlight_shaders == 0) {
        env->scene_light(env->ctx, index, P, L, Cl);
        return true;
    }
    rsl_globals lg;
    rsl_jit_default_globals(&lg);
    lg.Ps = P;
    lg.P = (rsl_float3){0, 0, 0};
    lg.E = surf->E;
    lg.N = lg.Ns = surf->N;
    lg.Ng = surf->Ng;
    lg.I = surf->I;
    lg.s = surf->s;
    lg.t = surf->t;
    lg.u = surf->u;
    lg.v = surf->v;
    /* Ps's derivatives and the shading step are the surface point's, so a
     * light's shadow() filters over that point's footprint. */
    lg.dPdu = surf->dPdu;
    lg.dPdv = surf->dPdv;
    lg.du = surf->du;
    lg.dv = surf->dv;
    lg.dsdu = surf->dsdu, lg.dtdu = surf->dtdu, lg.dsdv = surf->dsdv, lg.dtdv = surf->dtdv;
    lg.light = RSL_JIT_LIGHT_AMBIENT;
    rsl_jit_shading_run(RSL_JIT_SLOT_LIGHT, env->light_shaders[index], &lg);
    *Cl = lg.Cl;
    *L = -lg.L;
    if (lg.light == RSL_JIT_LIGHT_AMBIENT)
        return false;
    if (env->light_shadows && env->light_shadows[index] && blocked(env, P, *L, lg.light == RSL_JIT_LIGHT_SOLAR))
        *Cl = (rsl_color){0, 0, 0};
    return true;
}

static int32_t light_count(void *user, rsl_globals *g)
{
    (void)user, (void)g;
    const rsl_jit_host_env *env = bound_env;
    if (!env)
        return 0;
    return env->nlight_shaders ? env->nlight_shaders : env->nscene_lights;
}

static int32_t illuminance(void *user, rsl_globals *g, int32_t light, rsl_string category, rsl_point P,
                           rsl_vector axis, float angle)
{
    (void)category; /* lights declare no categories here: every light matches */
    const rsl_jit_host_env *env = bound_env;
    if (!env || light < 0 || light >= light_count(user, g) || (lights_on && !lights_on[light]))
        return 0;
    rsl_vector L;
    rsl_color Cl;
    if (!eval_light(env, light, g, P, &L, &Cl) || !in_cone(L, axis, angle))
        return 0;
    g->L = L;
    g->Cl = Cl;
    return 1;
}

static rsl_color ambient(void *user, rsl_globals *g)
{
    (void)user;
    const rsl_jit_host_env *env = bound_env;
    rsl_color sum = {0, 0, 0};
    if (!env)
        return sum;
    if (env->nlight_shaders == 0)
        return env->scene_ambient;
    for (int i = 0; i < env->nlight_shaders; i++) {
        rsl_vector L;
        rsl_color Cl;
        if ((!lights_on || lights_on[i]) && !eval_light(env, i, g, g->P, &L, &Cl))
            sum += Cl;
    }
    return sum;
}

/* In a light shader: L from the light to the surface point (RI 3.2); the
 * light is no longer ambient. */
static int32_t illuminate(void *user, rsl_globals *g, rsl_point from, rsl_vector axis, float angle)
{
    (void)user;
    g->light = RSL_JIT_LIGHT_DIRECTED;
    g->L = g->Ps - from;
    return in_cone(g->L, axis, angle);
}

/* solar(axis, angle): light arriving along axis (RI 3.2 lets the renderer
 * pick any direction inside the cone; the axis is that choice).  Without an
 * axis light comes from everywhere: along the view direction. */
static int32_t solar(void *user, rsl_globals *g, rsl_vector axis, float angle)
{
    (void)user, (void)angle;
    g->light = RSL_JIT_LIGHT_SOLAR;
    g->L = dot3(axis, axis) > 0.0f ? axis : g->I;
    return 1;
}

int rsl_jit_host_raylevel(void)
{
    return trace_depth > 0 ? trace_depth - 1 : 0;
}

const rsl_jit_ray *rsl_jit_host_ray(void)
{
    return current_ray;
}

void rsl_jit_host_ray_reaches(rsl_point E, rsl_vector I)
{
    if (current_ray) {
        current_ray->origin = E;
        current_ray->I = I;
    }
}

/* Shades with `ray` the current one, one trace level down. */
static void shade_along(rsl_jit_ray *ray, void (*shade)(void *arg), void *arg)
{
    rsl_jit_ray *outer = current_ray;
    current_ray = ray;
    trace_depth++;
    shade(arg);
    trace_depth--;
    current_ray = outer;
}

typedef struct object_hit {
    const rsl_jit_host_env *env;
    uint32_t object;
    rsl_globals *g;
} object_hit;

static void shade_object_hit(void *arg)
{
    object_hit *h = arg;
    h->env->shade(h->env->ctx, h->object, h->g);
}

bool rsl_jit_host_shade_ray(enum rsl_jit_ray_kind kind, const char *label, rsl_point from, rsl_vector dir,
                            float maxdist, rsl_globals *g, rsl_globals *before)
{
    const rsl_jit_host_env *env = bound_env;
    int max_depth = env && env->max_depth > 0 ? env->max_depth : RSL_MAX_TRACE_DEPTH;
    uint32_t object;
    if (!env || !env->intersect || trace_depth >= max_depth ||
        !env->intersect(env->ctx, from, dir, maxdist, g, &object))
        return false;
    if (before)
        *before = *g;
    rsl_jit_ray ray = {.kind = kind, .label = label ? label : ""};
    if (current_ray)
        memcpy(ray.depth, current_ray->depth, sizeof ray.depth);
    ray.depth[kind]++;
    object_hit h = {env, object, g};
    shade_along(&ray, shade_object_hit, &h);
    return true;
}

static rsl_color trace(void *user, rsl_globals *g, rsl_point from, rsl_vector dir)
{
    (void)user, (void)g;
    rsl_globals hit;
    return rsl_jit_host_shade_ray(RSL_JIT_RAY_SPECULAR, NULL, from, dir, INFINITY, &hit, NULL) ? hit.Ci
                                                                                               : (rsl_color){0, 0, 0};
}

void rsl_jit_host_camera_ray(void (*shade)(void *arg), void *arg)
{
    rsl_jit_ray ray = {.kind = RSL_JIT_RAY_CAMERA, .label = ""};
    shade_along(&ray, shade, arg);
}

void rsl_jit_host_install(void)
{
    rsl_host_env hooks = {
        .light_count = light_count,
        .illuminance = illuminance,
        .illuminate = illuminate,
        .solar = solar,
        .ambient = ambient,
        .trace = trace,
        .space_matrix = rsl_jit_host_space_matrix,
        .clipping = rsl_jit_host_clipping,
        .map_lookup = rsl_jit_map_lookup,
        .map_info = rsl_jit_map_info,
    };
    rsl_host_set_env(&hooks);
    rsl_jit_host_install_rays();
    rsl_jit_host_install_messages();
    rsl_host_add_symbols();
}
