/* The CPU renderer: a main shader per pixel (or the scene's camera), the
 * surface shader on every hit of trace, light shaders (or the scene's point
 * and distant lights) for illuminance, over a scene of the scene library in
 * camera space.  Rows are handed out to the worker threads one at a time. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "rsl_clock.h"
#include "rsl_format.h"
#include "jit_internal.h"
#include "rsl_dynamic.h"
#include "rsl_runtime.h"
#include "scene.h"

typedef struct render_job {
    const rsl_jit_render_options *opts;
    rsl_jit_host_env env;
    float *rgb;
    atomic_int next_row, rows_done;
    atomic_uint_fast64_t rays;
    atomic_flag failed; /* a pixel ran out of loop iterations */
    atomic_bool stop;   /* set after error is written: every thread stops */
    char error[256];
} render_job;

/* Rays traced by this thread, added to the job's count when it finishes. */
static _Thread_local uint64_t thread_rays;
/* The first shader of this thread's pixel that ran out of loop iterations. */
static _Thread_local const rsl_jit_entry *thread_exceeded_in;

static rsl_float3 f3(scene_vec3 v)
{
    return (rsl_float3){v.x, v.y, v.z};
}

static scene_vec3 v3(rsl_float3 v)
{
    return (scene_vec3){v.x, v.y, v.z};
}

static rsl_float3 unit(rsl_float3 v)
{
    float l = sqrtf(v.x * v.x + v.y * v.y + v.z * v.z);
    return l > 0.0f ? v / l : v;
}

static rsl_float3 cross(rsl_float3 a, rsl_float3 b)
{
    return (rsl_float3){a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}

/* rsl_jit_ray_hit_globals, also telling the object hit. */
static bool hit_globals(const scene *sc, rsl_point from, rsl_vector dir, rsl_globals *g, uint32_t *object)
{
    scene_hit hit;
    if (!scene_intersect(sc, v3(from), v3(dir), 1e-4f, INFINITY, &hit))
        return false;
    *object = sc->tri_obj[hit.tri];
    const uint32_t *tri = &sc->tri[3 * (size_t)hit.tri];
    float w = 1.0f - hit.u - hit.v;
    rsl_float3 A = f3(sc->P[tri[0]]), B = f3(sc->P[tri[1]]), C = f3(sc->P[tri[2]]);
    const scene_object *obj = &sc->objs[sc->tri_obj[hit.tri]];
    rsl_jit_default_globals(g);
    g->E = from;
    g->I = hit.t * dir;
    g->P = g->Ps = from + g->I;
    g->N = unit(w * f3(sc->N[tri[0]]) + hit.u * f3(sc->N[tri[1]]) + hit.v * f3(sc->N[tri[2]]));
    /* Ng from the winding, on the side of the shading normal (meshes do not
     * all wind the same way; their vertex normals say which side is out). */
    g->Ng = unit(cross(B - A, C - A));
    if (g->Ng.x * g->N.x + g->Ng.y * g->N.y + g->Ng.z * g->N.z < 0.0f)
        g->Ng = -g->Ng;
    g->s = w * sc->s[tri[0]] + hit.u * sc->s[tri[1]] + hit.v * sc->s[tri[2]];
    g->t = w * sc->t[tri[0]] + hit.u * sc->t[tri[1]] + hit.v * sc->t[tri[2]];
    g->u = hit.u;
    g->v = hit.v;
    g->du = g->dv = 0.0f;
    g->dPdu = B - A;
    g->dPdv = C - A;
    g->Cs = sc->Cv ? w * f3(sc->Cv[tri[0]]) + hit.u * f3(sc->Cv[tri[1]]) + hit.v * f3(sc->Cv[tri[2]]) : f3(obj->Cs);
    g->Os = f3(obj->Os);
    g->Ci = g->Cs;
    g->Oi = g->Os;
    return true;
}

bool rsl_jit_ray_hit_globals(const scene *sc, rsl_point from, rsl_vector dir, rsl_globals *g)
{
    uint32_t object;
    return hit_globals(sc, from, dir, g, &object);
}

/* The shaders of scene object `object`: one set serves every object. */
static const rsl_jit_object_shaders *shaders_of(const rsl_jit_render_options *o, uint32_t object)
{
    return o->nobjects == 1 ? &o->objects[0] : &o->objects[o->scene->objs[object].shader];
}

/* Runs inst (if any) on g, noting it when the pixel's loop budget ran out in it. */
static void run_shader(const rsl_jit_instance *inst, rsl_globals *g)
{
    if (!inst)
        return;
    rsl_jit_run_instance(inst, g);
    if (!thread_exceeded_in && rsl_host_loop_exceeded())
        thread_exceeded_in = rsl_jit_instance_entry(inst);
}

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
    run_shader(vol, &g);
    *Oi = g.Oi;
    return g.Ci;
}

/* The color along a ray: the closest hit's object's displacement, surface
 * and atmosphere shaders, in that order (RI 3.2); black on a miss.  A ray
 * a surface's shader traced passes through that surface's interior or
 * exterior volume on the way. */
static rsl_color trace_ray(void *ctx, const rsl_globals *from_g, rsl_point from, rsl_vector dir)
{
    const render_job *job = ctx;
    thread_rays++;
    rsl_globals g;
    uint32_t object;
    if (!hit_globals(job->opts->scene, from, dir, &g, &object))
        return (rsl_color){0, 0, 0};
    const rsl_jit_object_shaders *sh = shaders_of(job->opts, object);
    int caller = rsl_jit_host_enter_object((int)object);
    run_shader(sh->displacement, &g);
    run_shader(sh->surface, &g);
    rsl_color c = run_volume(sh->atmosphere, from, g.P, g.Ci, &g.Oi);
    rsl_jit_host_enter_object(caller);
    if (caller >= 0 && from_g) {
        const rsl_jit_object_shaders *csh = shaders_of(job->opts, (uint32_t)caller);
        bool outside = dir.x * from_g->Ng.x + dir.y * from_g->Ng.y + dir.z * from_g->Ng.z >= 0.0f;
        c = run_volume(outside ? csh->exterior : csh->interior, from, g.P, c, &g.Oi);
    }
    return c;
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
        float d2 = (*L).x * (*L).x + (*L).y * (*L).y + (*L).z * (*L).z;
        *Cl = d2 > 0.0f ? c / d2 : c;
    } else {
        *L = -f3(l->dir);
        *Cl = c;
    }
}

/* The imager on a pixel's color: P its raster position (pixel centre),
 * alpha and Oi 1 where the camera ray hits (always with a main shader), 0
 * where it misses. */
static rsl_color run_imager(const rsl_jit_render_options *o, int x, int y, rsl_color c, float alpha)
{
    rsl_globals g;
    rsl_jit_default_globals(&g);
    g.P = g.Ps = (rsl_float3){(float)x + 0.5f, (float)y + 0.5f, 0};
    g.Ci = c;
    g.Oi = (rsl_color){alpha, alpha, alpha};
    g.alpha = alpha;
    run_shader(o->imager, &g);
    return g.Ci;
}

static rsl_color shade_pixel(render_job *job, int x, int y)
{
    const rsl_jit_render_options *o = job->opts;
    float px = ((float)x + 0.5f) / (float)o->width, py = ((float)y + 0.5f) / (float)o->height;
    if (!o->main.entry) {
        scene_vec3 org, dir;
        scene_camera_ray(&o->scene->camera, px, py, (float)o->width / (float)o->height, &org, &dir);
        rsl_color c = rsl_jit_host_trace(f3(org), f3(dir));
        if (!o->imager)
            return c;
        scene_hit hit;
        bool covered = scene_intersect(o->scene, org, dir, 1e-4f, INFINITY, &hit);
        return run_imager(o, x, y, c, covered ? 1.0f : 0.0f);
    }
    rsl_globals g;
    rsl_jit_default_globals(&g);
    g.P = g.Ps = (rsl_float3){px, py, 0};
    g.E = g.I = (rsl_float3){0, 0, 0};
    rsl_jit_value arg = {.f = {px, py, 0}}, result;
    memset(&result, 0, sizeof result);
    rsl_jit_call(o->main.unit, o->main.entry, &arg, &result, &g);
    rsl_color c = {result.f[0], result.f[1], result.f[2]};
    return o->imager ? run_imager(o, x, y, c, 1.0f) : c;
}

static void *worker(void *arg)
{
    render_job *job = arg;
    const rsl_jit_render_options *o = job->opts;
    rsl_jit_host_bind(&job->env);
    thread_rays = 0;
    for (int y; (y = atomic_fetch_add(&job->next_row, 1)) < o->height;) {
        for (int x = 0; x < o->width && !atomic_load(&job->stop); x++) {
            rsl_host_loop_reset();
            thread_exceeded_in = NULL;
            rsl_color c = shade_pixel(job, x, y);
            if (rsl_host_loop_exceeded() && !atomic_flag_test_and_set(&job->failed)) {
                const rsl_jit_entry *e = thread_exceeded_in ? thread_exceeded_in : o->main.entry;
                snprintf(job->error, sizeof job->error, "shader '%s' exceeded %llu iterations at pixel (%d, %d)",
                         e->name, (unsigned long long)o->max_iterations, x, y);
                atomic_store(&job->stop, true);
                atomic_store(&job->next_row, o->height);
            }
            float *p = &job->rgb[3 * ((size_t)y * (size_t)o->width + (size_t)x)];
            p[0] = c.x, p[1] = c.y, p[2] = c.z;
        }
        atomic_fetch_add(&job->rows_done, 1);
    }
    atomic_fetch_add(&job->rays, thread_rays);
    rsl_jit_host_bind(NULL);
    return NULL;
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

bool rsl_jit_render(const rsl_jit_render_options *o, float *rgb, rsl_jit_render_stats *stats, char **err)
{
    *err = NULL;
    if (!o->scene || o->width <= 0 || o->height <= 0) {
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
    job->opts = o;
    job->rgb = rgb;
    job->env = (rsl_jit_host_env){
        .ctx = job,
        .trace = trace_ray,
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
    rsl_host_set_format(o->width, o->height, 1.0f); /* option("Format"): square pixels */
    int nthreads = o->threads > 0 ? o->threads : (int)sysconf(_SC_NPROCESSORS_ONLN);
    if (nthreads < 1)
        nthreads = 1;
    if (nthreads > o->height)
        nthreads = o->height;
    pthread_t *threads = calloc((size_t)nthreads, sizeof *threads);
    double t0 = rsl_seconds_now();
    int started = 0;
    for (; started < nthreads; started++)
        if (pthread_create(&threads[started], NULL, worker, job) != 0)
            break;
    if (started == 0)
        worker(job);
    while (o->progress && atomic_load(&job->rows_done) < o->height) {
        fprintf(o->progress, "\rrendering: %3d%%", 100 * atomic_load(&job->rows_done) / o->height);
        fflush(o->progress);
        nanosleep(&(struct timespec){.tv_nsec = 100000000}, NULL);
    }
    for (int i = 0; i < started; i++)
        pthread_join(threads[i], NULL);
    if (o->progress)
        fprintf(o->progress, "\rrendering: 100%%\n");
    if (stats) {
        stats->seconds = rsl_seconds_now() - t0;
        stats->rays = atomic_load(&job->rays);
    }
    free(threads);
    bool ok = !job->error[0];
    if (!ok)
        *err = strdup(job->error);
    free(job);
    return ok;
}
