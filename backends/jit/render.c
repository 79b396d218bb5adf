/* The CPU renderer's shading step in the renderer core (render_core.h): a
 * main shader per sample (or the hits of the scene camera's rays), the
 * surface shader on every hit of trace, light shaders (or the scene's point
 * and distant lights) for illuminance, over a scene of the scene library in
 * camera space. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "rsl_format.h"
#include "footprint.h"
#include "jit_internal.h"
#include "render_core.h"
#include "rsl_dynamic.h"
#include "rsl_runtime.h"
#include "scene.h"

typedef struct render_job {
    const rsl_jit_render_options *opts;
    rsl_jit_host_env env;
    atomic_uint_fast64_t rays;
    int width, height; /* the frame's, for the camera rays' differentials */
    scene_camera_rays camera; /* the scene's camera, set up once */
    unsigned needs;           /* the hit globals computed (hit_needs) */
    uint64_t defaults;        /* the other globals a camera hit's shaders may read (hit_defaults) */
    bool point_state;         /* a shader may read the per-point state (rsl_jit_instance_reads_point_state) */
} render_job;

/* The groups of hit globals that cost something to compute, each left at
 * its default when no shader of the render reads it (globals_read.c):
 * P, I, E, Cs, Os, Ci and Oi are always set. */
enum hit_needs {
    NEED_NORMALS = 1,     /* N, Ng */
    NEED_ST = 2,          /* s, t */
    NEED_PARAMETRICS = 4, /* u, v, dPdu, dPdv and the seeds dsdu..dtdv */
    NEED_FOOTPRINT = 8,   /* du, dv: the ray differentials (all of the above) */
    NEED_ALL = 15
};

/* Rays traced by this thread, added to the job's count when it finishes. */
static _Thread_local uint64_t thread_rays;
/* The first shader of this thread's sample that ran out of loop iterations. */
static _Thread_local const rsl_jit_entry *thread_exceeded_in;
/* The differentials of the next ray this thread traces: the camera's
 * through the sample's pixel, then those leaving the shading point. */
static _Thread_local rsl_ray_diff thread_ray_diff;
/* Those of a ray leaving the hit intersect_ray found last (shade_ray_hit's). */
static _Thread_local rsl_ray_diff thread_hit_ray_diff;

static rsl_float3 f3(scene_vec3 v)
{
    return (rsl_float3){v.x, v.y, v.z};
}

static scene_vec3 v3(rsl_float3 v)
{
    return (scene_vec3){v[0], v[1], v[2]};
}

static rsl_float3 unit(rsl_float3 v)
{
    float l = sqrtf(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
    return l > 0.0f ? v / l : v;
}

static rsl_float3 cross(rsl_float3 a, rsl_float3 b)
{
    return (rsl_float3){a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}

/* The globals of a hit (ray from `from` along `dir`): those of `needs`
 * and the ones always set computed, the fields of `defaults` at their
 * defaults (RSL_JIT_ALL_GLOBALS: all others); the rest, which no shader
 * run there reads, left unset. */
static void hit_globals(const scene *sc, const scene_hit *hit, rsl_point from, rsl_vector dir, unsigned needs,
                        uint64_t defaults, rsl_globals *g)
{
    /* The vertices are read only for what needs them: unread, they are
     * the cache misses of a constant shader's hits. */
    const uint32_t *tri = &sc->tri[3 * (size_t)hit->tri];
    float w = 1.0f - hit->u - hit->v;
    const scene_object *obj = &sc->objs[hit->obj];
    rsl_jit_default_globals_of(g, defaults);
    g->E = from;
    g->I = hit->t * dir;
    g->P = g->Ps = from + g->I;
    g->Cs = sc->Cv ? w * f3(sc->Cv[tri[0]]) + hit->u * f3(sc->Cv[tri[1]]) + hit->v * f3(sc->Cv[tri[2]]) : f3(obj->Cs);
    g->Os = f3(obj->Os);
    g->Ci = g->Cs;
    g->Oi = g->Os;
    g->du = g->dv = 0.0f;
    if (needs & NEED_NORMALS) {
        g->N = unit(w * f3(sc->N[tri[0]]) + hit->u * f3(sc->N[tri[1]]) + hit->v * f3(sc->N[tri[2]]));
        /* Ng from the winding, on the side of the shading normal (meshes do
         * not all wind the same way; their vertex normals say which side is out). */
        rsl_float3 A = f3(sc->P[tri[0]]), B = f3(sc->P[tri[1]]), C = f3(sc->P[tri[2]]);
        g->Ng = unit(cross(B - A, C - A));
        if (g->Ng[0] * g->N[0] + g->Ng[1] * g->N[1] + g->Ng[2] * g->N[2] < 0.0f)
            g->Ng = -g->Ng;
    }
    if (needs & NEED_ST) {
        g->s = w * sc->s[tri[0]] + hit->u * sc->s[tri[1]] + hit->v * sc->s[tri[2]];
        g->t = w * sc->t[tri[0]] + hit->u * sc->t[tri[1]] + hit->v * sc->t[tri[2]];
    }
    if (!(needs & NEED_PARAMETRICS))
        return;
    /* The derivatives' seeds (passes/differentiate.c): s and t along u and v. */
    float ds1 = sc->s[tri[1]] - sc->s[tri[0]], ds2 = sc->s[tri[2]] - sc->s[tri[0]];
    float dt1 = sc->t[tri[1]] - sc->t[tri[0]], dt2 = sc->t[tri[2]] - sc->t[tri[0]];
    if (obj->has_uv) { /* a tessellated primitive: its true parameters and tangents */
        g->u = w * sc->u[tri[0]] + hit->u * sc->u[tri[1]] + hit->v * sc->u[tri[2]];
        g->v = w * sc->v[tri[0]] + hit->u * sc->v[tri[1]] + hit->v * sc->v[tri[2]];
        g->dPdu = w * f3(sc->dPdu[tri[0]]) + hit->u * f3(sc->dPdu[tri[1]]) + hit->v * f3(sc->dPdu[tri[2]]);
        g->dPdv = w * f3(sc->dPdv[tri[0]]) + hit->u * f3(sc->dPdv[tri[1]]) + hit->v * f3(sc->dPdv[tri[2]]);
        /* The triangle's steps in s and t through the inverse of its
         * (u, v) Jacobian: [ds/du ds/dv] = [ds1 ds2] J^-1. */
        float a = sc->u[tri[1]] - sc->u[tri[0]], b = sc->u[tri[2]] - sc->u[tri[0]];
        float c = sc->v[tri[1]] - sc->v[tri[0]], d = sc->v[tri[2]] - sc->v[tri[0]];
        float det = a * d - b * c;
        float inv = det != 0.0f ? 1.0f / det : 0.0f;
        g->dsdu = (ds1 * d - ds2 * c) * inv;
        g->dsdv = (ds2 * a - ds1 * b) * inv;
        g->dtdu = (dt1 * d - dt2 * c) * inv;
        g->dtdv = (dt2 * a - dt1 * b) * inv;
    } else { /* u and v the triangle's own */
        g->u = hit->u;
        g->v = hit->v;
        rsl_float3 A = f3(sc->P[tri[0]]);
        g->dPdu = f3(sc->P[tri[1]]) - A;
        g->dPdv = f3(sc->P[tri[2]]) - A;
        g->dsdu = ds1, g->dsdv = ds2, g->dtdu = dt1, g->dtdv = dt2;
    }
}

void rsl_jit_hit_globals(const scene *sc, const scene_hit *hit, rsl_point from, rsl_vector dir, rsl_globals *g)
{
    hit_globals(sc, hit, from, dir, NEED_ALL, RSL_JIT_ALL_GLOBALS, g);
}

/* What the render's shaders may read: the globals (RSL_JIT_ALL_GLOBALS
 * with a main shader: a function, its trace() calls read them all) and
 * whether the per-point state (taken as read with a main shader too). */
typedef struct shaders_read {
    uint64_t globals;
    bool point_state;
} shaders_read;

static void add_reads(shaders_read *r, const rsl_jit_instance *inst)
{
    if (!inst)
        return;
    r->globals |= rsl_jit_instance_globals_read(inst);
    r->point_state |= rsl_jit_instance_reads_point_state(inst);
}

static shaders_read render_reads(const rsl_jit_render_options *o)
{
    shaders_read r = {o->main.entry ? RSL_JIT_ALL_GLOBALS : 0, o->main.entry != NULL};
    for (int i = 0; i < o->nobjects; i++) {
        const rsl_jit_object_shaders *sh = &o->objects[i];
        const rsl_jit_instance *in[] = {sh->surface, sh->displacement, sh->atmosphere, sh->interior, sh->exterior};
        for (size_t k = 0; k < sizeof in / sizeof in[0]; k++)
            add_reads(&r, in[k]);
    }
    for (int i = 0; i < o->nlights; i++)
        add_reads(&r, o->lights[i]);
    return r;
}

/* The hit globals to compute for shaders reading `read`. */
static unsigned hit_needs(const rsl_jit_render_options *o, uint64_t read)
{
#define G(name) (1ull << RSL_G_##name)
    uint64_t parametrics = G(u) | G(v) | G(dPdu) | G(dPdv) | 1ull << RSL_GH_dsdu | 1ull << RSL_GH_dtdu |
                           1ull << RSL_GH_dsdv | 1ull << RSL_GH_dtdv;
    bool one_sided = false;
    for (int i = 0; i < o->nobjects; i++)
        one_sided |= o->objects[i].one_sided; /* front_hit reads Ng */
    if (read & (G(du) | G(dv)))
        return NEED_ALL;
    return (read & (G(N) | G(Ng)) || one_sided ? NEED_NORMALS : 0u) | (read & (G(s) | G(t)) ? NEED_ST : 0u) |
           (read & parametrics ? NEED_PARAMETRICS : 0u);
#undef G
}

/* The globals a camera hit's shaders may read (`read`) that hit_globals
 * does not compute: those left at their defaults. */
static uint64_t hit_defaults(uint64_t read)
{
#define G(name) (1ull << RSL_G_##name)
    return read & ~(G(E) | G(I) | G(P) | G(Ps) | G(Cs) | G(Os) | G(Ci) | G(Oi) | G(du) | G(dv));
#undef G
}

/* The shaders of scene object `object`: one set serves every object. */
static const rsl_jit_object_shaders *shaders_of(const rsl_jit_render_options *o, uint32_t object)
{
    return o->nobjects == 1 ? &o->objects[0] : &o->objects[o->scene->objs[object].shader];
}

/* Notes inst, just run, when the pixel's loop budget ran out in it. */
static void note_exceeded(const rsl_jit_instance *inst)
{
    if (!thread_exceeded_in && rsl_host_loop_exceeded())
        thread_exceeded_in = rsl_jit_instance_entry(inst);
}

/* Runs inst (if any) on g in `slot` of the point's record (message
 * passing). */
static void run_shader(enum rsl_jit_slot slot, const rsl_jit_instance *inst, rsl_globals *g)
{
    if (!inst)
        return;
    rsl_jit_shading_run(slot, inst, g);
    note_exceeded(inst);
}

/* The globals of the point whose shaders run on this thread (NULL: none):
 * a ray they trace leaves through that surface's interior or exterior. */
static _Thread_local const rsl_globals *thread_shading;

/* A volume shader (NULL: none) on the light arriving at P along the ray
 * from E: its Ci, and *Oi updated. */
static rsl_color run_volume(const rsl_jit_instance *vol, rsl_point E, rsl_point P, rsl_color Ci, rsl_color *Oi)
{
    if (!vol)
        return Ci;
    rsl_globals g;
    rsl_jit_default_globals(&g);
    g.E = E;
    g.P = g.Ps = P;
    g.I = P - E;
    g.Ci = Ci;
    g.Oi = *Oi;
    run_shader(RSL_JIT_SLOT_ATMOSPHERE, vol, &g);
    *Oi = g.Oi;
    return g.Ci;
}

/* What the points of one scene object share while its shaders run on
 * them one after another (a row's camera hits on it, or one traced ray's
 * hit): its shaders, light list and "object" space, entered once, and the
 * record of the shaders' parameters (message passing), its storage reused
 * from point to point, the displacement and surface ready to run there. */
typedef struct object_shading {
    const rsl_jit_object_shaders *sh;
    const rsl_globals *from_g; /* the point whose shader traced the ray (NULL: a camera ray) */
    int caller;                /* that point's object (-1: none) */
    const bool *caller_lights;
    rsl_jit_shading record;
    rsl_jit_slot_call displacement, surface; /* inst NULL: none */
} object_shading;

static void object_begin(object_shading *os, const render_job *job, uint32_t object)
{
    const rsl_jit_render_options *o = job->opts;
    os->sh = shaders_of(o, object);
    os->from_g = thread_shading;
    rsl_jit_shading_begin(&os->record, (int)object);
    os->displacement.inst = os->surface.inst = NULL;
    if (os->sh->displacement)
        rsl_jit_shading_prepare(&os->record, RSL_JIT_SLOT_DISPLACEMENT, os->sh->displacement, &os->displacement);
    rsl_jit_shading_prepare(&os->record, RSL_JIT_SLOT_SURFACE, os->sh->surface, &os->surface);
    os->caller = rsl_jit_host_enter_object((int)object);
    os->caller_lights = rsl_jit_host_enter_lights(os->sh->lights_on);
}

static void object_end(object_shading *os)
{
    rsl_jit_host_enter_lights(os->caller_lights);
    rsl_jit_host_enter_object(os->caller);
    rsl_jit_shading_end(&os->record);
}

/* A prepared run (NULL inst: none) on g; the loop budget checked after
 * it when the render's shaders can read the per-point state (none that
 * cannot has a loop). */
static void run_prepared(const render_job *job, const rsl_jit_slot_call *c, rsl_globals *g)
{
    if (!c->inst)
        return;
    rsl_jit_slot_call_run(c, g);
    if (job->point_state)
        note_exceeded(c->inst);
}

/* The object's shaders on g (E the ray's origin, I along it):
 * displacement, surface and atmosphere, in that order (RI 3.2), leaving
 * the color along the ray in g->Ci.  A ray a surface's shader traced
 * passes through that surface's interior or exterior volume on the way. */
static void object_point(const render_job *job, object_shading *os, rsl_globals *g)
{
    const rsl_jit_render_options *o = job->opts;
    const rsl_jit_object_shaders *sh = os->sh;
    rsl_point from = g->E;
    rsl_vector dir = g->I;
    if (job->point_state) { /* (set only where a shader can read it) */
        rsl_jit_shading_point(&os->record, g, sh->interior, sh->exterior);
        rsl_jit_host_ray_reaches(from, dir);
    }
    thread_shading = g;
    run_prepared(job, &os->displacement, g);
    run_prepared(job, &os->surface, g);
    thread_shading = os->from_g;
    if (sh->atmosphere) /* (without one, Ci is not read back here, just after the shader wrote it) */
        g->Ci = run_volume(sh->atmosphere, from, g->P, g->Ci, &g->Oi);
    if (os->caller >= 0 && os->from_g) { /* the caller's volume, with its object and lights */
        const rsl_jit_object_shaders *csh = shaders_of(o, (uint32_t)os->caller);
        const rsl_globals *from_g = os->from_g;
        bool outside = dir[0] * from_g->Ng[0] + dir[1] * from_g->Ng[1] + dir[2] * from_g->Ng[2] >= 0.0f;
        int object = rsl_jit_host_enter_object(os->caller);
        const bool *lights = rsl_jit_host_enter_lights(os->caller_lights);
        g->Ci = run_volume(outside ? csh->exterior : csh->interior, from, g->P, g->Ci, &g->Oi);
        rsl_jit_host_enter_lights(lights);
        rsl_jit_host_enter_object(object);
    }
}

/* The shaders of the object hit on one point g. */
static void shade_object(const render_job *job, uint32_t object, rsl_globals *g)
{
    object_shading os;
    object_begin(&os, job, object);
    object_point(job, &os, g);
    object_end(&os);
}

/* Sides 1: a face whose normal (Ng, on N's side) looks along the ray is
 * its back, not seen; the ray goes on past it.  *at and g become the first
 * face seen; false when none is within maxdist. */
static bool front_hit(const rsl_jit_render_options *o, scene_hit *at, rsl_point from, rsl_vector dir, float maxdist,
                      unsigned needs, uint64_t defaults, rsl_globals *g)
{
    while (shaders_of(o, (uint32_t)at->obj)->one_sided &&
           g->Ng[0] * dir[0] + g->Ng[1] * dir[1] + g->Ng[2] * dir[2] > 0.0f) {
        if (!scene_intersect(o->scene, v3(from), v3(dir), at->t + 1e-4f + at->t * 1e-6f, maxdist, at))
            return false;
        hit_globals(o->scene, at, from, dir, needs, defaults, g);
    }
    return true;
}

/* The closest hit along a ray traced by a shader, within maxdist
 * (rsl_jit_host_env.intersect). */
static bool intersect_ray(void *ctx, rsl_point from, rsl_vector dir, float maxdist, rsl_globals *g, uint32_t *object)
{
    const render_job *job = ctx;
    thread_rays++;
    scene_hit hit;
    if (!scene_intersect(job->opts->scene, v3(from), v3(dir), 1e-4f, maxdist, &hit))
        return false;
    hit_globals(job->opts->scene, &hit, from, dir, NEED_ALL, RSL_JIT_ALL_GLOBALS, g);
    if (!front_hit(job->opts, &hit, from, dir, maxdist, NEED_ALL, RSL_JIT_ALL_GLOBALS, g))
        return false;
    thread_hit_ray_diff = rsl_ray_footprint(&thread_ray_diff, dir, g);
    *object = (uint32_t)hit.obj;
    return true;
}

/* Shades the hit intersect_ray just found, with the ray differentials
 * leaving it. */
static void shade_ray_hit(void *ctx, uint32_t object, rsl_globals *g)
{
    const render_job *job = ctx;
    rsl_ray_diff incoming = thread_ray_diff;
    thread_ray_diff = thread_hit_ray_diff;
    shade_object(job, object, g);
    thread_ray_diff = incoming;
}

static void occluded_rays(void *ctx, int n, const rsl_point *from, const rsl_vector *dir, float maxdist,
                          bool *blocked)
{
    const render_job *job = ctx;
    thread_rays += (uint64_t)n;
    scene_ray rays[RSL_JIT_RAY_BATCH];
    for (int i = 0; i < n; i++) {
        if (job->opts->ray_log) {
            float ray[7] = {from[i][0], from[i][1], from[i][2], dir[i][0], dir[i][1], dir[i][2], maxdist};
            fwrite(ray, sizeof ray, 1, job->opts->ray_log); /* one call: stdio keeps the record whole */
        }
        rays[i] = (scene_ray){v3(from[i]), v3(dir[i]), 1e-4f, maxdist};
    }
    scene_occluded_rays(job->opts->scene, rays, (size_t)n, blocked);
}

/* Point lights fall off with the square of the distance, as the standard
 * pointlight shader does; distant lights shine along their direction. */
static void light_of_scene(void *ctx, int index, rsl_point P, rsl_vector *L, rsl_color *Cl)
{
    const render_job *job = ctx;
    const scene_light *l = &job->opts->scene->lights[index];
    rsl_color c = l->intensity * f3(l->color);
    if (l->kind == SCENE_LIGHT_POINT) {
        *L = f3(l->from) - P;
        float d2 = (*L)[0] * (*L)[0] + (*L)[1] * (*L)[1] + (*L)[2] * (*L)[2];
        *Cl = d2 > 0.0f ? c / d2 : c;
    } else {
        *L = -f3(l->dir);
        *Cl = c;
    }
}

/* The renderer core's imager step on a filtered pixel: P its raster
 * position (pixel centre), Oi and alpha its coverage. */
static void run_imager(void *ctx, void *thread, int x, int y, float rgba[4])
{
    (void)thread;
    const render_job *job = ctx;
    rsl_globals g;
    rsl_jit_default_globals(&g);
    g.P = g.Ps = (rsl_float3){(float)x + 0.5f, (float)y + 0.5f, 0};
    g.Ci = (rsl_color){rgba[0], rgba[1], rgba[2]};
    g.Oi = (rsl_color){rgba[3], rgba[3], rgba[3]};
    g.alpha = rgba[3];
    rsl_host_loop_reset();
    run_shader(RSL_JIT_SLOT_SURFACE, job->opts->imager, &g);
    rgba[0] = g.Ci[0], rgba[1] = g.Ci[1], rgba[2] = g.Ci[2];
}

/* Which sample of its pixel s is, for seeding the ray-traced queries: its
 * image position's bits (the core's jitter), the same on every thread. */
static uint32_t sample_key(const render_sample *s)
{
    uint32_t a, b;
    memcpy(&a, &s->px, sizeof a);
    memcpy(&b, &s->py, sizeof b);
    return a ^ (b * 0x9e3779b9U);
}

/* Starts sample s on this thread: its own loop budget and random streams. */
static void begin_sample(const render_sample *s)
{
    rsl_host_loop_reset();
    thread_exceeded_in = NULL;
    rsl_jit_host_begin_sample((uint32_t)s->x, (uint32_t)s->y, sample_key(s));
}

/* False with *err when sample s ran out of loop iterations, naming the
 * shader that did (when it was none run_shader ran: the surface of sh
 * whose light ran out, or with sh NULL the main shader) and the pixel. */
static bool sample_within_budget(const render_job *job, const render_sample *s, const rsl_jit_object_shaders *sh,
                                 char **err)
{
    if (!rsl_host_loop_exceeded())
        return true;
    const rsl_jit_entry *e = thread_exceeded_in ? thread_exceeded_in
                             : sh               ? rsl_jit_instance_entry(sh->surface)
                                                : job->opts->main.entry;
    *err = rsl_format("shader '%s' exceeded %llu iterations at pixel (%d, %d)", e->name,
                      (unsigned long long)job->opts->max_iterations, s->x, s->y);
    return false;
}

/* A run of camera samples whose rays hit one object, shaded one trace
 * level down (rsl_jit_host_camera_ray) with the object's shading set up
 * once; each sample's color and alpha 1 into rgba.  A sample seen past
 * back faces on another object is shaded on its own. */
typedef struct camera_hits {
    const render_job *job;
    const render_sample *s;
    size_t n;
    float *rgba;
    char *err; /* set when a sample ran out of loop iterations: the run stops there */
} camera_hits;

/* Camera sample s's color (black when only back faces lie along its ray). */
static rsl_color shade_camera_sample(const render_job *job, object_shading *os, uint32_t object,
                                     const render_sample *s)
{
    const rsl_jit_render_options *o = job->opts;
    rsl_globals g;
    scene_hit hit = s->hit;
    unsigned needs = job->needs;
    hit_globals(o->scene, &hit, f3(s->ray.org), f3(s->ray.dir), needs, job->defaults, &g);
    if (!front_hit(o, &hit, f3(s->ray.org), f3(s->ray.dir), INFINITY, needs, job->defaults, &g))
        return (rsl_color){0, 0, 0};
    if (needs & NEED_FOOTPRINT) {
        rsl_ray_diff camera = rsl_jit_camera_ray_diff(&job->camera, s->x, s->y, job->width, job->height);
        thread_ray_diff = rsl_ray_footprint(&camera, f3(s->ray.dir), &g);
    }
    if ((uint32_t)hit.obj == object)
        object_point(job, os, &g);
    else
        shade_object(job, (uint32_t)hit.obj, &g);
    /* Lane by lane (volatile keeps the compiler from joining the loads):
     * the shader has just stored Ci in parts, and one load of the whole
     * vector would wait for them to reach the cache (no store forwarding
     * across stores): a third of a constant shader's time per hit. */
    const volatile float *ci = (const volatile float *)&g.Ci;
    return (rsl_color){ci[0], ci[1], ci[2]};
}

static void shade_camera_hits(void *arg)
{
    camera_hits *h = arg;
    uint32_t object = (uint32_t)h->s[0].hit.obj;
    object_shading os;
    object_begin(&os, h->job, object);
    for (size_t i = 0; i < h->n; i++) {
        const render_sample *s = &h->s[i];
        if (h->job->point_state)
            begin_sample(s);
        rsl_color c = shade_camera_sample(h->job, &os, object, s);
        if (h->job->point_state && !sample_within_budget(h->job, s, os.sh, &h->err))
            break;
        float *p = &h->rgba[4 * i];
        p[0] = c[0], p[1] = c[1], p[2] = c[2], p[3] = 1;
    }
    object_end(&os);
}

/* Sample s's color and alpha 1 from the main shader at its image position. */
static bool shade_main(const render_job *job, const render_sample *s, float rgba[4], char **err)
{
    const rsl_jit_render_options *o = job->opts;
    begin_sample(s);
    rsl_globals g;
    rsl_jit_default_globals(&g);
    g.P = g.Ps = (rsl_float3){s->px, s->py, 0};
    g.E = g.I = (rsl_float3){0, 0, 0};
    rsl_jit_value arg = {.f = {s->px, s->py, 0}}, result;
    memset(&result, 0, sizeof result);
    rsl_jit_call(o->main.unit, o->main.entry, &arg, &result, &g);
    rgba[0] = result.f[0], rgba[1] = result.f[1], rgba[2] = result.f[2], rgba[3] = 1;
    return sample_within_budget(job, s, NULL, err);
}

/* The renderer core's shading step: the main shader on each sample, or
 * the hits of the camera rays a run of samples on one object at a time (a
 * miss is black, alpha 0).  A sample that runs out of its loop budget
 * stops the render naming shader and pixel. */
static bool shade(void *ctx, void *thread, const render_sample *samples, size_t n, float *rgba, char **err)
{
    (void)thread;
    const render_job *job = ctx;
    if (job->opts->main.entry) { /* (its rays are those it traces) */
        for (size_t i = 0; i < n; i++)
            if (!shade_main(job, &samples[i], &rgba[4 * i], err))
                return false;
        return true;
    }
    thread_rays += n;
    for (size_t i = 0, end; i < n; i = end) {
        int object = samples[i].hit.obj;
        for (end = i + 1; end < n && samples[end].hit.obj == object;)
            end++;
        if (object < 0) { /* camera rays that hit nothing: black, alpha 0 */
            memset(&rgba[4 * i], 0, 4 * (end - i) * sizeof *rgba);
            continue;
        }
        camera_hits h = {job, &samples[i], end - i, &rgba[4 * i], NULL};
        rsl_jit_host_camera_ray(shade_camera_hits, &h);
        if (h.err) {
            *err = h.err;
            return false;
        }
    }
    return true;
}

static void *thread_begin(void *ctx)
{
    render_job *job = ctx;
    rsl_jit_host_bind(&job->env);
    thread_rays = 0;
    return NULL;
}

static void thread_end(void *ctx, void *thread)
{
    (void)thread;
    render_job *job = ctx;
    atomic_fetch_add(&job->rays, thread_rays);
    rsl_jit_host_bind(NULL);
}

/* Whether inst is a shader of `kind` (NULL: whether it may be absent). */
static bool check_instance(const rsl_jit_instance *inst, enum rsl_shader_kind kind, bool required, char **err)
{
    if (!inst) {
        if (required)
            *err = rsl_format("no %s shader", rsl_jit_kind_name(kind));
        return !required;
    }
    const rsl_jit_entry *e = rsl_jit_instance_entry(inst);
    if (e->kind == kind)
        return true;
    *err = rsl_format("'%s' is not a %s shader", e->name, rsl_jit_kind_name(kind));
    return false;
}

/* The shaders given for the objects and the image, and the objects' indices into them. */
static bool check_shaders(const rsl_jit_render_options *o, char **err)
{
    if (o->nobjects < 1)
        return check_instance(NULL, RSL_SHADER_SURFACE, true, err);
    for (int i = 0; i < o->nobjects; i++) {
        const rsl_jit_object_shaders *sh = &o->objects[i];
        if (!check_instance(sh->surface, RSL_SHADER_SURFACE, true, err) ||
            !check_instance(sh->displacement, RSL_SHADER_DISPLACEMENT, false, err) ||
            !check_instance(sh->atmosphere, RSL_SHADER_VOLUME, false, err))
            return false;
    }
    for (size_t i = 0; o->nobjects > 1 && i < o->scene->nobjs; i++) {
        int k = o->scene->objs[i].shader;
        if (k < 0 || k >= o->nobjects) {
            *err = rsl_format("scene object %zu names shader set %d of %d", i, k, o->nobjects);
            return false;
        }
    }
    for (int i = 0; i < o->nlights; i++)
        if (!check_instance(o->lights[i], RSL_SHADER_LIGHT, true, err))
            return false;
    for (int i = 0; i < o->nobjects; i++)
        if (!check_instance(o->objects[i].interior, RSL_SHADER_VOLUME, false, err) ||
            !check_instance(o->objects[i].exterior, RSL_SHADER_VOLUME, false, err))
            return false;
    return check_instance(o->imager, RSL_SHADER_IMAGER, false, err);
}

bool rsl_jit_render(const rsl_jit_render_options *o, float *rgba, rsl_jit_render_stats *stats, char **err)
{
    *err = NULL;
    render_view simple;
    if (!o->view && o->scene)
        simple = render_view_simple(&o->scene->camera, o->width, o->height);
    const render_view *v = o->view ? o->view : &simple;
    if (!o->scene || v->width <= 0 || v->height <= 0) {
        *err = strdup("no scene or an empty image");
        return false;
    }
    if (!check_shaders(o, err))
        return false;
    for (int i = 0; i < o->nobjects; i++)
        if (o->objects[i].displacement) {
            fprintf(stderr, "note: displacement shader '%s' is applied as bump mapping: the renderer traces the "
                    "undisplaced surface\n", rsl_jit_instance_entry(o->objects[i].displacement)->name);
            break;
        }
    if (o->main.entry) {
        const rsl_jit_entry *m = o->main.entry;
        bool triple = m->ret == RSL_T_COLOR || m->ret == RSL_T_POINT || m->ret == RSL_T_VECTOR || m->ret == RSL_T_NORMAL;
        if (m->kind != RSL_SHADER_FUNCTION || m->unsupported || m->nparams != 1 || !triple ||
            (m->params[0] != RSL_T_POINT && m->params[0] != RSL_T_VECTOR && m->params[0] != RSL_T_COLOR)) {
            *err = strdup("the main shader must be a function `color NAME(point P)`");
            return false;
        }
    }
    render_job *job = calloc(1, sizeof *job);
    if (!job)
        abort();
    job->opts = o;
    job->width = v->width;
    job->height = v->height;
    scene_camera_rays_init(&job->camera, &o->scene->camera);
    shaders_read read = render_reads(o);
    job->needs = hit_needs(o, read.globals);
    job->defaults = hit_defaults(read.globals);
    job->point_state = read.point_state;
    job->env = (rsl_jit_host_env){
        .ctx = job,
        .intersect = intersect_ray,
        .shade = shade_ray_hit,
        .occluded = occluded_rays,
        .max_depth = o->max_trace_depth,
        .light_shadows = o->light_shadows,
        .query = o->query,
        .query_user = o->query_user,
        .light_shaders = o->lights,
        .nlight_shaders = o->nlights,
        .nscene_lights = (int)o->scene->nlights,
        .scene_light = light_of_scene,
        .spaces = o->spaces,
        .nspaces = o->nspaces,
        .object_spaces = o->object_spaces,
        .clipping = {o->clipping[0], o->clipping[1]},
    };
    /* The runtime's hooks may have been replaced since the first compile
     * (rsl_gpu_host_lights_install, to shade with a PTX light list on the
     * host): the renderer's again. */
    rsl_jit_host_install();
    rsl_host_loop_budget(o->max_iterations);
    rsl_host_set_format(v->width, v->height, 1.0f); /* option("Format"): square pixels */
    render_backend b = {.ctx = job, .primary_hits = !o->main.entry, .thread_begin = thread_begin,
                        .thread_end = thread_end, .shade = shade, .imager = o->imager ? run_imager : NULL};
    render_stats rs;
    bool ok = render_image(v, o->scene, &b, o->threads, o->progress, rgba, &rs, err);
    if (stats) {
        stats->seconds = rs.seconds;
        stats->shade_seconds = rs.shade_seconds;
        stats->rays = atomic_load(&job->rays);
    }
    free(job);
    return ok;
}
