/* Ray-traced shading on the JIT renderer (rsl_host_rays, runtime/
 * rsl_runtime.h): occlusion, indirectdiffuse, transmission/visibility,
 * gather, and shadow() and environment() on the map "raytrace" (raylevel
 * and rayinfo: host_rayinfo.c), answered from the scene bound to the
 * calling thread (host_env.c) at the hit being shaded.
 *
 * Sampling: the n rays of a call are stratified over the unit square (a
 * jittered m x m grid, m = floor(sqrt(n)); the n - m^2 left over are
 * uniform) and mapped into a cone about the axis.  The jitter is a hash of
 * the pixel and pixel sample being shaded (rsl_jit_host_begin_sample), the
 * number of queries made so far there (gather: the loop's arguments), the
 * ray and the dimension: no state shared between threads, so a render is
 * the same every run and on any number of threads.
 *
 * visibility() and shadow() take every surface as opaque (visibility():
 * the fraction of its rays that nothing blocks; shadow(): the fraction
 * blocked); transmission() runs the shaders of the surfaces between and
 * lets 1 - Oi of each through, averaged over its rays.  Their "samples"
 * rays spread uniformly over a cone about the segment ("samplecone";
 * shadow()'s and environment()'s "blur"), as one loop (cone_mean) traces
 * them for all four.  Rays of occlusion() and indirectdiffuse() that meet
 * nothing bring the "environmentmap" along them (looked up in
 * "environmentspace"; black without one), and give the outputs
 * "environmentcolor" and "environmentdir"; environment()'s bring black.
 * A ray starts `bias` along itself
 * from its point (the option, or
 * RSL_JIT_RAY_BIAS where the shader leaves it at its default: -1 for the
 * ray queries, 0 for shadow() and environment()). */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "jit_internal.h"
#include "rsl_dynamic.h"
#include "rsl_internal.h"
#include "rsl_runtime.h"
#include "typerules.h"

/* More rays than this in one call are cut to it: work stays bounded. */
#define MAX_RAYS 65536

/* The sample being shaded (pixel and sample key) and its seed, the hash
 * of the three, made when a query first asks (most samples make none). */
static _Thread_local uint32_t sample_x, sample_y, sample_key, sample_seed;
static _Thread_local bool seed_made;
static _Thread_local uint32_t query_count;  /* queries made at this sample */

static uint32_t hash2(uint32_t a, uint32_t b)
{
    return rsl_hash_bits(a ^ rsl_hash_bits(b + 0x9e3779b9U));
}

void rsl_jit_host_begin_sample(uint32_t x, uint32_t y, uint32_t sample)
{
    sample_x = x, sample_y = y, sample_key = sample;
    seed_made = false;
    query_count = 0;
}

static uint32_t seed(void)
{
    if (!seed_made) {
        sample_seed = hash2(hash2(sample_x, sample_y), sample_key);
        seed_made = true;
    }
    return sample_seed;
}

/* A new random stream for the next query at this sample. */
static uint32_t next_stream(void)
{
    return hash2(seed(), query_count++);
}

static float uniform01(uint32_t stream, uint32_t ray, uint32_t dim)
{
    return (float)(hash2(hash2(stream, ray), dim) >> 8) * 0x1p-24f;
}

/* Ray i of n's point of the unit square. */
static void stratified(uint32_t stream, int i, int n, float *u1, float *u2)
{
    int m = (int)sqrtf((float)n);
    while ((m + 1) * (m + 1) <= n)
        m++;
    float r1 = uniform01(stream, (uint32_t)i, 0), r2 = uniform01(stream, (uint32_t)i, 1);
    if (i < m * m) {
        *u1 = ((float)(i % m) + r1) / (float)m;
        *u2 = ((float)(i / m) + r2) / (float)m;
    } else {
        *u1 = r1;
        *u2 = r2;
    }
}

/* The direction of (u1, u2) in the cone of half-angle `angle` about the
 * unit axis: cosine-weighted about the axis (for occlusion and
 * indirectdiffuse, RI's irradiance; the cone at most the hemisphere) or
 * uniform over the cone's solid angle. */
static rsl_vector cone_direction(rsl_vector axis, float angle, bool cosine, float u1, float u2)
{
    float cos_t;
    if (cosine) {
        float s = angle < RSL_PI / 2 ? sinf(angle) : 1.0f;
        cos_t = sqrtf(fmaxf(0.0f, 1.0f - u1 * s * s));
    } else {
        cos_t = 1.0f - u1 * (1.0f - cosf(fminf(fmaxf(angle, 0.0f), RSL_PI)));
    }
    float sin_t = sqrtf(fmaxf(0.0f, 1.0f - cos_t * cos_t)), phi = 2.0f * RSL_PI * u2;
    rsl_vector t = fabsf(axis[0]) < 0.9f ? (rsl_vector){1, 0, 0} : (rsl_vector){0, 1, 0};
    rsl_vector b1 = rsl_norm3(rsl_cross3(axis, t)), b2 = rsl_cross3(axis, b1);
    return rsl_norm3(cos_t * axis + sin_t * cosf(phi) * b1 + sin_t * sinf(phi) * b2);
}

/* Rays first .. first + m - 1 of the n of a query's stream, over the cone
 * of half-angle `angle` about the unit axis (as cone_direction), each from
 * P, starting `bias` along itself. */
static void cone_rays(uint32_t stream, int first, int m, int n, rsl_point P, rsl_vector axis, float angle,
                      bool cosine, float bias, rsl_point *from, rsl_vector *d)
{
    for (int i = 0; i < m; i++) {
        float u1, u2;
        stratified(stream, first + i, n, &u1, &u2);
        d[i] = cone_direction(axis, angle, cosine, u1, u2);
        from[i] = P + bias * d[i];
    }
}

static int ray_count(float samples)
{
    return samples >= 1.0f ? (int)fminf(samples, (float)MAX_RAYS) : 1;
}

static float bias_of(const rsl_ray_options *o)
{
    return o->bias >= 0.0f ? o->bias : RSL_JIT_RAY_BIAS;
}

static float lookup_bias(const rsl_texture_options *o)
{
    return o->bias > 0.0f ? o->bias : RSL_JIT_RAY_BIAS;
}

/* "front", "back" or "both" (the default, also for ""). */
enum sides { SIDES_BOTH, SIDES_FRONT, SIDES_BACK };

static enum sides sides_of(const char *const *literals, rsl_string hitsides)
{
    const char *s = rsl_host_string_text(literals, hitsides);
    return strcmp(s, "front") == 0 ? SIDES_FRONT : strcmp(s, "back") == 0 ? SIDES_BACK : SIDES_BOTH;
}

/* Whether a ray from P along dir meets a surface of `sides` within maxdist. */
static bool blocked(const rsl_jit_host_env *env, rsl_point P, rsl_vector dir, float maxdist, enum sides sides)
{
    if (sides == SIDES_BOTH)
        return rsl_jit_occluded(env, P, dir, maxdist);
    /* Past each surface seen from the wrong side, on to the next. */
    for (int steps = 0; steps < 64 && maxdist > 0.0f; steps++) {
        rsl_globals hit;
        uint32_t object;
        if (!env->intersect(env->ctx, P, dir, maxdist, &hit, &object))
            return false;
        bool front = rsl_dot3(dir, hit.Ng) < 0.0f;
        if (front == (sides == SIDES_FRONT))
            return true;
        float t = sqrtf(rsl_dot3(hit.P - P, hit.P - P)) + RSL_JIT_RAY_BIAS;
        P += t * dir;
        maxdist -= t;
    }
    return false;
}

/* Writes a triple or float into an output of the same kind. */
static void put(const rsl_named_value *out, int kind, const float *v)
{
    bool triple = kind != RSL_T_FLOAT;
    if (out->count == 1 && (triple ? rsl_kind_is_triple(out->kind) : out->kind == RSL_T_FLOAT))
        memcpy(out->value, v, (triple ? 3 : 1) * sizeof(float));
}

/* What the rays of one occlusion() or indirectdiffuse() call found. */
typedef struct hemisphere {
    int n, blocked;
    rsl_color hits; /* indirectdiffuse: the sum of the hit shaders' Ci */
    rsl_vector open; /* the sum of the directions that met nothing */
    rsl_color sky;   /* the sum of the environment along them */
} hemisphere;

/* The way back from current space into a space whose vectors m takes to
 * current space (v' = v m): d m^-1 by Cramer's rule on m's upper 3x3, its
 * cofactor columns and determinant worked out once for a query's rays. */
typedef struct to_space {
    rsl_vector c0, c1, c2;
    float det; /* 0: m is singular, every vector goes to zero */
} to_space;

static to_space to_space_of(const rsl_matrix *m)
{
    rsl_vector r0 = {m->m[0], m->m[1], m->m[2]}, r1 = {m->m[4], m->m[5], m->m[6]}, r2 = {m->m[8], m->m[9], m->m[10]};
    to_space t = {rsl_cross3(r1, r2), rsl_cross3(r2, r0), rsl_cross3(r0, r1), 0};
    t.det = rsl_dot3(r0, t.c0);
    return t;
}

/* d, a vector in current space, in t's space. */
static rsl_vector from_current(const to_space *t, rsl_vector d)
{
    if (t->det == 0.0f)
        return (rsl_vector){0, 0, 0};
    return (rsl_vector){rsl_dot3(d, t->c0), rsl_dot3(d, t->c1), rsl_dot3(d, t->c2)} / t->det;
}

/* The "environmentmap" of a query along d (current space), taken into
 * its "environmentspace" (env_space; NULL: current itself); black without
 * one. */
static rsl_color sky_along(rsl_globals *g, const char *const *literals, const rsl_ray_options *o,
                           const to_space *env_space, rsl_vector d)
{
    static const rsl_texture_options lookup = {
#define RSL_X_(name, kind, def) .name = def,
        RSL_TEXTURE_OPTIONS(RSL_X_)
#undef RSL_X_
    };
    if (!*rsl_host_string_text(literals, o->environmentmap))
        return (rsl_color){0, 0, 0};
    rsl_float3 at = env_space ? from_current(env_space, d) : d;
    return rsl_host_map_lookup(g, literals, RSL_STR_ENVIRONMENT, o->environmentmap, 0, &at, 1, &lookup);
}

/* n cosine-weighted rays about N within the cone: occlusion()'s tests
 * (hitsides honoured) or, with `shade`, indirectdiffuse()'s shaded hits.
 * occlusion()'s rays that stop at any surface are traced a batch at once. */
static void sample_hemisphere(rsl_globals *g, const char *const *literals, rsl_point P, rsl_normal N,
                              float samples, const rsl_ray_options *o, bool shade, hemisphere *h)
{
    const rsl_jit_host_env *env = rsl_jit_host_bound();
    *h = (hemisphere){.n = ray_count(samples)};
    rsl_matrix env_matrix;
    bool in_space = *rsl_host_string_text(literals, o->environmentmap) &&
                    *rsl_host_string_text(literals, o->environmentspace) &&
                    rsl_host_space_matrix(g, o->environmentspace, &env_matrix);
    to_space env_space = in_space ? to_space_of(&env_matrix) : (to_space){0};
    uint32_t stream = next_stream();
    enum sides sides = sides_of(literals, o->hitsides);
    bool batch = !shade && sides == SIDES_BOTH && env && env->occluded;
    float bias = bias_of(o);
    const char *label = rsl_host_string_text(literals, o->label);
    for (int first = 0; first < h->n; first += RSL_JIT_RAY_BATCH) {
        int m = h->n - first < RSL_JIT_RAY_BATCH ? h->n - first : RSL_JIT_RAY_BATCH;
        rsl_point from[RSL_JIT_RAY_BATCH];
        rsl_vector d[RSL_JIT_RAY_BATCH];
        bool blocked_ray[RSL_JIT_RAY_BATCH];
        cone_rays(stream, first, m, h->n, P, N, o->coneangle, true, bias, from, d);
        if (batch)
            env->occluded(env->ctx, m, from, d, o->maxdist, blocked_ray);
        for (int i = 0; i < m; i++) {
            rsl_globals hit;
            if (!batch)
                blocked_ray[i] = shade ? rsl_jit_host_shade_ray(RSL_JIT_RAY_DIFFUSE, label, from[i], d[i], o->maxdist,
                                                                &hit, NULL)
                                       : env && env->occluded && blocked(env, from[i], d[i], o->maxdist, sides);
            if (blocked_ray[i]) {
                h->blocked++;
                if (shade)
                    h->hits += hit.Ci;
            } else {
                h->open += d[i];
                h->sky += sky_along(g, literals, o, in_space ? &env_space : NULL, d[i]);
            }
        }
    }
}

/* The named outputs of occlusion() and indirectdiffuse(): "occlusion",
 * "environmentcolor" (the environment over the rays that met nothing,
 * averaged over all of them: black where blocked) and "environmentdir"
 * (the unit mean of those rays' directions; N when every ray was
 * blocked). */
static void hemisphere_outputs(const char *const *literals, const hemisphere *h, rsl_normal N,
                               rsl_named_value *outs, int32_t nouts)
{
    for (int32_t i = 0; i < nouts; i++) {
        const char *name = rsl_host_string_text(literals, outs[i].name);
        if (strcmp(name, "occlusion") == 0) {
            float f = (float)h->blocked / (float)h->n;
            put(&outs[i], RSL_T_FLOAT, &f);
        } else if (strcmp(name, "environmentcolor") == 0) {
            rsl_color c = h->sky / (float)h->n;
            put(&outs[i], RSL_T_COLOR, (float[3]){c[0], c[1], c[2]});
        } else if (strcmp(name, "environmentdir") == 0) {
            rsl_vector d = h->blocked < h->n ? rsl_norm3(h->open) : N;
            put(&outs[i], RSL_T_VECTOR, (float[3]){d[0], d[1], d[2]});
        }
    }
}

static float occlusion(rsl_globals *g, const char *const *literals, rsl_point P, rsl_normal N, float samples,
                       const rsl_ray_options *o, rsl_named_value *outs, int32_t nouts)
{
    N = rsl_norm3(N);
    if (rsl_dot3(N, N) == 0.0f)
        return 0.0f;
    hemisphere h;
    sample_hemisphere(g, literals, P, N, samples, o, false, &h);
    hemisphere_outputs(literals, &h, N, outs, nouts);
    return (float)h.blocked / (float)h.n;
}

/* The mean over the rays of the hit shaders' Ci, and of the environment
 * along those that met nothing. */
static rsl_color indirectdiffuse(rsl_globals *g, const char *const *literals, rsl_point P, rsl_normal N,
                                 float samples, const rsl_ray_options *o, rsl_named_value *outs, int32_t nouts)
{
    N = rsl_norm3(N);
    if (rsl_dot3(N, N) == 0.0f)
        return (rsl_color){0, 0, 0};
    hemisphere h;
    sample_hemisphere(g, literals, P, N, samples, o, true, &h);
    hemisphere_outputs(literals, &h, N, outs, nouts);
    return (h.hits + h.sky) / (float)h.n;
}

/* A batch of n <= RSL_JIT_RAY_BATCH rays of a cone, ray i from from[i]
 * along the unit d[i], `reach` long: what each brings, into out[i] (1
 * where blocked for occlusion tests; transmission(): the color let
 * through; a traced ray: the color it sees). */
typedef void (*cone_rays_fn)(const void *ctx, int n, const rsl_point *from, const rsl_vector *d, float reach,
                             rsl_color *out);

/* The mean of f over n rays from P spread uniformly over the solid angle
 * of the cone of half-angle `angle` about the unit axis (stratified, from
 * this sample's next stream), each starting `bias` along itself and
 * `reach` long, handed to f in batches: shadow() and environment() on
 * "raytrace", visibility() and transmission().  An empty cone is one ray
 * along the axis. */
static rsl_color cone_mean(rsl_point P, rsl_vector axis, float angle, int n, float bias, float reach, cone_rays_fn f,
                           const void *ctx)
{
    rsl_color sum = {0, 0, 0};
    uint32_t stream = next_stream();
    if (angle <= 0.0f)
        n = 1;
    for (int first = 0; first < n; first += RSL_JIT_RAY_BATCH) {
        int m = n - first < RSL_JIT_RAY_BATCH ? n - first : RSL_JIT_RAY_BATCH;
        rsl_point from[RSL_JIT_RAY_BATCH];
        rsl_vector d[RSL_JIT_RAY_BATCH];
        rsl_color out[RSL_JIT_RAY_BATCH];
        cone_rays(stream, first, m, n, P, axis, angle, false, bias, from, d);
        f(ctx, m, from, d, reach, out);
        for (int i = 0; i < m; i++)
            sum += out[i];
    }
    return sum / (float)n;
}

/* 1 where anything lies along the ray (ctx: the environment), the batch
 * traced at once. */
static void blocked_along(const void *ctx, int n, const rsl_point *from, const rsl_vector *d, float reach,
                          rsl_color *out)
{
    const rsl_jit_host_env *env = ctx;
    bool blocked[RSL_JIT_RAY_BATCH];
    env->occluded(env->ctx, n, from, d, reach, blocked);
    for (int i = 0; i < n; i++)
        out[i] = blocked[i] ? (rsl_color){1, 1, 1} : (rsl_color){0, 0, 0};
}

/* The segment from `from` to `to` of a transmission() or visibility()
 * call: the unit direction, how far its rays reach past their bias at both
 * ends (within maxdist) and how many; false when it is too short to
 * trace (all gets through). */
static bool segment(rsl_point from, rsl_point to, const rsl_ray_options *o, rsl_vector *d, float *reach, int *n)
{
    const rsl_jit_host_env *env = rsl_jit_host_bound();
    *d = to - from;
    float len = sqrtf(rsl_dot3(*d, *d)), bias = bias_of(o);
    if (!env || !env->occluded || len <= 2.0f * bias)
        return false;
    *d /= len;
    *reach = fminf(len - 2.0f * bias, o->maxdist);
    *n = ray_count(o->samples);
    return true;
}

/* The fraction of the segment's rays (a cone of "samplecone" about it)
 * that nothing blocks. */
static float visibility(rsl_globals *g, rsl_point from, rsl_point to, const rsl_ray_options *o)
{
    (void)g;
    rsl_vector d;
    float reach;
    int n;
    if (!segment(from, to, o, &d, &reach, &n))
        return 1.0f;
    return 1.0f - cone_mean(from, d, o->samplecone, n, bias_of(o), reach, blocked_along, rsl_jit_host_bound())[0];
}

typedef struct transmit_ray {
    const rsl_jit_host_env *env;
    const char *label;
    float bias;
} transmit_ray;

/* The product of 1 - Oi (clamped to [0, 1]) over the surfaces along one
 * ray, at most 64 of them (black past that); a surface past the trace
 * depth limit, which cannot be shaded, is opaque. */
static rsl_color transmitted_one(const transmit_ray *t, rsl_point P, rsl_vector d, float left)
{
    rsl_color through = {1, 1, 1}, black = {0, 0, 0};
    for (int surfaces = 0; surfaces < 64; surfaces++) {
        rsl_globals hit, bare;
        if (!rsl_jit_host_shade_ray(RSL_JIT_RAY_TRANSMISSION, t->label, P, d, left, &hit, &bare))
            return rsl_jit_occluded(t->env, P, d, left) ? black : through;
        for (int c = 0; c < 3; c++)
            through[c] *= 1.0f - fminf(fmaxf(hit.Oi[c], 0.0f), 1.0f);
        if (through[0] == 0.0f && through[1] == 0.0f && through[2] == 0.0f)
            return black;
        float step = sqrtf(rsl_dot3(bare.P - P, bare.P - P)) + t->bias;
        P += step * d;
        left -= step;
        if (left <= 0.0f)
            return through;
    }
    return black;
}

static void transmitted_along(const void *ctx, int n, const rsl_point *from, const rsl_vector *d, float reach,
                              rsl_color *out)
{
    for (int i = 0; i < n; i++)
        out[i] = transmitted_one(ctx, from[i], d[i], reach);
}

/* The mean over the segment's rays (a cone of "samplecone" about it) of
 * the color the surfaces along each let through. */
static rsl_color transmission(rsl_globals *g, const char *const *literals, rsl_point from, rsl_point to,
                              const rsl_ray_options *o)
{
    (void)g;
    rsl_vector d;
    float reach;
    int n;
    if (!segment(from, to, o, &d, &reach, &n))
        return (rsl_color){1, 1, 1};
    transmit_ray t = {rsl_jit_host_bound(), rsl_host_string_text(literals, o->label), bias_of(o)};
    return cone_mean(from, d, o->samplecone, n, t.bias, reach, transmitted_along, &t);
}

/* "surface:NAME" and "primitive:NAME" of a global: from the shaded hit or
 * the bare surface; "ray:length" (from the gathering point P) and
 * "ray:direction". */
static void gather_output(const rsl_named_value *out, const char *name, const rsl_globals *shaded,
                          const rsl_globals *bare, rsl_point from, rsl_vector dir)
{
    const rsl_globals *g = strncmp(name, "surface:", 8) == 0 ? shaded : strncmp(name, "primitive:", 10) == 0 ? bare
                                                                                                          : NULL;
    if (g) {
        const char *global = strchr(name, ':') + 1;
#define RSL_X_(gname, kind, w)                                                                         \
    if (strcmp(global, #gname) == 0) {                                                                 \
        rsl_float3 v3 = {0, 0, 0};                                                                     \
        memcpy(&v3, &g->gname, sizeof g->gname);                                                       \
        float v[3] = {v3[0], v3[1], v3[2]};                                                               \
        put(out, RSL_T_##kind, v);                                                                     \
    }
        RSL_GLOBALS(RSL_X_)
#undef RSL_X_
    } else if (strcmp(name, "ray:length") == 0) {
        rsl_vector d = bare->P - from;
        float len = sqrtf(rsl_dot3(d, d));
        put(out, RSL_T_FLOAT, &len);
    } else if (strcmp(name, "ray:direction") == 0) {
        float v[3] = {dir[0], dir[1], dir[2]};
        put(out, RSL_T_VECTOR, v);
    }
}

static uint32_t float_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

/* One gather loop's random stream: from the sample being shaded and the
 * loop's own arguments, so that every ray of the loop draws from it even
 * when the shading of a hit runs other queries (a gather inside). */
static uint32_t gather_stream(rsl_point P, rsl_vector axis, float angle, float samples)
{
    float key[8] = {P[0], P[1], P[2], axis[0], axis[1], axis[2], angle, samples};
    uint32_t h = seed();
    for (int i = 0; i < 8; i++)
        h = hash2(h, float_bits(key[i]));
    return h;
}

static int32_t gather(rsl_globals *g, const char *const *literals, int32_t sample, rsl_point P, rsl_vector axis,
                      float angle, float samples, const rsl_ray_options *o, rsl_named_value *outs, int32_t nouts)
{
    (void)g;
    uint32_t stream = gather_stream(P, axis, angle, samples);
    axis = rsl_norm3(axis);
    int n = ray_count(samples);
    if (sample >= n || rsl_dot3(axis, axis) == 0.0f)
        return 0;
    float u1, u2;
    stratified(stream, sample, n, &u1, &u2);
    rsl_vector d = cone_direction(axis, angle, true, u1, u2);
    rsl_globals shaded, bare;
    bool hit = rsl_jit_host_shade_ray(RSL_JIT_RAY_DIFFUSE, literals ? rsl_host_string_text(literals, o->label) : NULL,
                                      P + bias_of(o) * d, d, o->maxdist, &shaded, &bare);
    for (int i = 0; i < nouts && literals; i++) {
        const char *name = rsl_host_string_text(literals, outs[i].name);
        if (hit)
            gather_output(&outs[i], name, &shaded, &bare, P, d);
        else if (strcmp(name, "ray:direction") == 0)
            gather_output(&outs[i], name, NULL, NULL, P, d);
    }
    return hit;
}

/* The light this shading point is lit by: in a light shader after
 * illuminate (L = Ps - from) or solar (L along the light), in a surface
 * shader inside illuminance (L from the point towards the light).  False
 * outside both. */
static bool light_ray(const rsl_globals *g, rsl_vector *towards, float *dist)
{
    rsl_vector L = g->light == RSL_JIT_LIGHT_DIRECTED || g->light == RSL_JIT_LIGHT_SOLAR ? -g->L : g->L;
    float len = sqrtf(rsl_dot3(L, L));
    if (len == 0.0f)
        return false;
    *towards = L / len;
    *dist = g->light == RSL_JIT_LIGHT_SOLAR ? INFINITY : len;
    return true;
}

/* The point a traced lookup starts from: the centre of its corners (a
 * single point's footprint, or RI 3.2's four points). */
static rsl_float3 lookup_centre(const rsl_float3 *at, int32_t nat)
{
    rsl_float3 sum = {0, 0, 0};
    for (int32_t i = 0; i < nat; i++)
        sum += at[i];
    return sum / (float)nat;
}

/* shadow("raytrace", P, "samples", n, "blur", b, "bias", e): the fraction
 * of n rays from P towards the light that something blocks, spread
 * uniformly over a cone of half-angle b radians (a soft shadow). */
static rsl_color shadow(rsl_globals *g, const rsl_float3 *at, int32_t nat, const rsl_texture_options *o)
{
    const rsl_jit_host_env *env = rsl_jit_host_bound();
    rsl_vector towards;
    float dist;
    if (!env || !env->occluded || nat < 1 || !light_ray(g, &towards, &dist))
        return (rsl_color){0, 0, 0};
    float bias = lookup_bias(o);
    return cone_mean(lookup_centre(at, nat), towards, o->sblur, ray_count(o->samples), bias, dist - 2.0f * bias,
                     blocked_along, env);
}

/* The color each traced ray sees (black on a miss). */
static void seen_along(const void *ctx, int n, const rsl_point *from, const rsl_vector *d, float reach,
                       rsl_color *out)
{
    (void)ctx;
    for (int i = 0; i < n; i++) {
        rsl_globals hit;
        out[i] = rsl_jit_host_shade_ray(RSL_JIT_RAY_SPECULAR, NULL, from[i], d[i], reach, &hit, NULL)
                     ? hit.Ci
                     : (rsl_color){0, 0, 0};
    }
}

/* environment("raytrace", R, ...): the mean color of n rays from P spread
 * uniformly over the cone of half-angle "blur" about R. */
static rsl_color environment(rsl_globals *g, const rsl_float3 *at, int32_t nat, const rsl_texture_options *o)
{
    rsl_vector R = nat >= 1 ? rsl_norm3(lookup_centre(at, nat)) : (rsl_vector){0, 0, 0};
    if (rsl_dot3(R, R) == 0.0f)
        return (rsl_color){0, 0, 0};
    return cone_mean(g->P, R, o->sblur, ray_count(o->samples), lookup_bias(o), INFINITY, seen_along, NULL);
}

void rsl_jit_host_install_rays(void)
{
    rsl_host_rays rays = {
        .occlusion = occlusion,
        .indirectdiffuse = indirectdiffuse,
        .visibility = visibility,
        .transmission = transmission,
        .gather = gather,
        .raylevel = rsl_jit_raylevel,
        .rayinfo = rsl_jit_rayinfo,
        .shadow = shadow,
        .environment = environment,
    };
    rsl_host_set_rays(&rays);
}
