/* The shading environment on the host: what the host glue (runtime/glue_host.c)
 * asks of the renderer through its hooks, answered for the thread's bound
 * environment (rsl_jit_host_bind).  A thread with nothing bound (rsl-jit
 * --call) sees no scene and no lights: trace is black, ambient() is 0.
 *
 * Spaces: "current" is camera space (RenderMan's convention), and every
 * named space maps to it by the identity: the renderer hands shaders
 * camera-space positions. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include <llvm-c/Support.h>

#include "jit_internal.h"

static _Thread_local const rsl_jit_host_env *bound_env;
static _Thread_local int trace_depth;

void rsl_jit_host_bind(const rsl_jit_host_env *env)
{
    bound_env = env;
    trace_depth = 0;
}

static float dot3(const float a[3], const float b[3])
{
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/* Whether direction d lies within `angle` radians of axis (RI 3.2: a zero
 * axis or an angle of pi or more admits every direction). */
static bool in_cone(const float d[3], const float axis[3], float angle)
{
    float la = dot3(axis, axis);
    if (la == 0.0f || angle >= 3.14159265f)
        return true;
    float ld = dot3(d, d);
    if (ld == 0.0f)
        return true;
    return dot3(d, axis) >= cosf(angle) * sqrtf(la * ld);
}

/* Runs light `index` for a surface at P; returns false for an ambient light
 * (one that ran neither illuminate nor solar).  L is from P towards the light. */
static bool eval_light(const rsl_jit_host_env *env, int index, const rsl_globals *surf, const float P[3], float L[3],
                       float Cl[3])
{
    if (env->nlight_shaders == 0)
        return env->scene_light(env->ctx, index, P, L, Cl);
    rsl_globals lg;
    rsl_jit_default_globals(&lg);
    lg.Ps = (rsl_float3){P[0], P[1], P[2]};
    lg.P = (rsl_float3){0, 0, 0};
    lg.E = surf->E;
    lg.N = surf->N;
    lg.Ng = surf->Ng;
    lg.I = surf->I;
    lg.s = surf->s;
    lg.t = surf->t;
    lg.u = surf->u;
    lg.v = surf->v;
    lg.L = lg.Cl = lg.Ol = (rsl_float3){0, 0, 0};
    lg.light = RSL_JIT_LIGHT_AMBIENT;
    const rsl_jit_shader_ref *ls = &env->light_shaders[index];
    rsl_jit_run_shader(ls->unit, ls->entry, &lg);
    Cl[0] = lg.Cl.x, Cl[1] = lg.Cl.y, Cl[2] = lg.Cl.z;
    L[0] = -lg.L.x, L[1] = -lg.L.y, L[2] = -lg.L.z;
    return lg.light != RSL_JIT_LIGHT_AMBIENT;
}

static int light_count(void)
{
    const rsl_jit_host_env *env = bound_env;
    if (!env)
        return 0;
    return env->nlight_shaders ? env->nlight_shaders : env->nscene_lights;
}

int32_t rsl_jit_host_light_count(rsl_globals *g)
{
    (void)g;
    return light_count();
}

int32_t rsl_jit_host_illuminance(rsl_globals *g, int32_t light, rsl_string category, const float P[3],
                                 const float axis[3], float angle)
{
    (void)category; /* lights declare no categories here: every light matches */
    const rsl_jit_host_env *env = bound_env;
    if (!env || light < 0 || light >= light_count())
        return 0;
    float L[3], Cl[3];
    if (!eval_light(env, light, g, P, L, Cl))
        return 0;
    if (!in_cone(L, axis, angle))
        return 0;
    g->L = (rsl_float3){L[0], L[1], L[2]};
    g->Cl = (rsl_float3){Cl[0], Cl[1], Cl[2]};
    return 1;
}

void rsl_jit_host_ambient(rsl_globals *g, float out[3])
{
    out[0] = out[1] = out[2] = 0.0f;
    const rsl_jit_host_env *env = bound_env;
    if (!env)
        return;
    float P[3] = {g->P.x, g->P.y, g->P.z};
    for (int i = 0; i < env->nlight_shaders; i++) {
        float L[3], Cl[3];
        if (!eval_light(env, i, g, P, L, Cl))
            for (int k = 0; k < 3; k++)
                out[k] += Cl[k];
    }
    if (env->nlight_shaders == 0)
        for (int k = 0; k < 3; k++)
            out[k] = env->scene_ambient[k];
}

/* In a light shader: L from the light to the surface point; the light is no
 * longer ambient. */
int32_t rsl_jit_host_illuminate(rsl_globals *g, const float from[3], const float axis[3], float angle)
{
    g->light = RSL_JIT_LIGHT_DIRECTED;
    g->L = (rsl_float3){g->Ps.x - from[0], g->Ps.y - from[1], g->Ps.z - from[2]};
    float L[3] = {g->L.x, g->L.y, g->L.z};
    return in_cone(L, axis, angle);
}

/* solar(axis, angle): light arriving along axis (RI 3.2 lets the renderer
 * pick any direction inside the cone; the axis itself is that choice).
 * Without an axis, light comes from everywhere: along the view ray. */
int32_t rsl_jit_host_solar(rsl_globals *g, const float axis[3], float angle)
{
    (void)angle;
    g->light = RSL_JIT_LIGHT_DIRECTED;
    if (dot3(axis, axis) > 0.0f)
        g->L = (rsl_float3){axis[0], axis[1], axis[2]};
    else
        g->L = g->I;
    return 1;
}

void rsl_jit_host_trace(rsl_globals *g, const float from[3], const float dir[3], float out[3])
{
    out[0] = out[1] = out[2] = 0.0f;
    const rsl_jit_host_env *env = bound_env;
    if (!env || !env->trace || trace_depth >= RSL_JIT_MAX_TRACE_DEPTH)
        return;
    trace_depth++;
    env->trace(env->ctx, g, from, dir, out);
    trace_depth--;
}

void rsl_jit_host_space_matrix(rsl_globals *g, rsl_string space, float out[16])
{
    (void)g, (void)space;
    for (int i = 0; i < 16; i++)
        out[i] = i % 5 == 0 ? 1.0f : 0.0f;
}

void rsl_jit_host_clipping(rsl_globals *g, float *near_z, float *far_z)
{
    (void)g;
    *near_z = RSL_JIT_CLIP_NEAR;
    *far_z = RSL_JIT_CLIP_FAR;
}

/* Reported once per feature per process, then zeros. */
void rsl_jit_host_unsupported(rsl_globals *g, const char *what)
{
    (void)g;
    static char seen[16][64];
    static int nseen;
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&lock);
    bool known = false;
    for (int i = 0; i < nseen && !known; i++)
        known = strncmp(seen[i], what, sizeof seen[i] - 1) == 0;
    if (!known && nseen < 16)
        snprintf(seen[nseen++], sizeof seen[0], "%s", what);
    pthread_mutex_unlock(&lock);
    if (!known)
        fprintf(stderr, "warning: %s is not supported on the CPU; it gives zeros\n", what);
}

void rsl_jit_register_host_symbols(void)
{
    static const struct {
        const char *name;
        void *address;
    } hooks[] = {
#define HOOK(f) {#f, (void *)f}
        HOOK(rsl_jit_host_light_count), HOOK(rsl_jit_host_illuminance), HOOK(rsl_jit_host_ambient),
        HOOK(rsl_jit_host_illuminate),  HOOK(rsl_jit_host_solar),       HOOK(rsl_jit_host_trace),
        HOOK(rsl_jit_host_space_matrix), HOOK(rsl_jit_host_clipping),   HOOK(rsl_jit_host_unsupported),
#undef HOOK
    };
    for (size_t i = 0; i < sizeof hooks / sizeof hooks[0]; i++)
        LLVMAddSymbol(hooks[i].name, hooks[i].address);
}
