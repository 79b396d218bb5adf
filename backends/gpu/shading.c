/* The host side of shading a buffer of points: the points, the lights, and
 * the light list's effect in C for the JIT, written with the runtime's own
 * helpers (rsl_internal.h) so the cone test and the vector arithmetic are
 * those the PTX glue (runtime/glue_ptx.c) compiles. */
#include <math.h>
#include <string.h>

#include "rsl_internal.h"
#include "rsl_runtime.h"
#include "rslgpu.h"

_Static_assert(RSL_G_COUNT == 27, "rsl_gpu_globals_floats lists 17 triples and 10 floats");

void rsl_gpu_make_points(rsl_globals *points, int n)
{
    int w = 1;
    while (w * w < n)
        w++;
    int h = (n + w - 1) / w;
    for (int i = 0; i < n; i++) {
        rsl_globals *g = &points[i];
        memset(g, 0, sizeof *g);
        float u = ((float)(i % w) + 0.5f) / (float)w, v = ((float)(i / w) + 0.5f) / (float)h;
        /* A disc of radius 0.9 lifted onto the unit sphere, on its -z side: every
         * point faces the eye (N . I < 0 needs N.z < -1/3). */
        float x = 1.8f * u - 0.9f, y = 1.8f * v - 0.9f, r2 = x * x + y * y;
        if (r2 > 0.81f) {
            float k = 0.9f / sqrtf(r2);
            x *= k, y *= k, r2 = 0.81f;
        }
        rsl_vector d = rsl_f3(x, y, -sqrtf(1.0f - r2));
        g->P = g->Ps = rsl_f3(0, 0, 3) + d;
        g->N = g->Ng = d;
        g->E = rsl_f3s(0.0f);
        g->I = g->P - g->E;
        g->Cs = rsl_f3(0.3f + 0.7f * u, 0.5f, 0.3f + 0.7f * v);
        g->Os = rsl_f3s(1.0f);
        g->Ci = g->Cs;
        g->Oi = g->Os;
        g->dPdu = rsl_f3(1, 0, 0);
        g->dPdv = rsl_f3(0, 1, 0);
        g->s = g->u = u;
        g->t = g->v = v;
        g->dsdu = g->dtdv = 1.0f;
        g->du = 1.0f / (float)w;
        g->dv = 1.0f / (float)h;
        g->ncomps = 3;
        g->alpha = 1;
        g->light = -1;
    }
}

void rsl_gpu_default_lights(rsl_ptx_light_list *l)
{
    *l = (rsl_ptx_light_list){
        .count = 3,
        .light = {
            {RSL_PTX_LIGHT_AMBIENT, {0, 0, 0}, {0.05f, 0.05f, 0.05f}},
            {RSL_PTX_LIGHT_POINT, {2, 2, 0}, {6, 6, 6}},
            {RSL_PTX_LIGHT_DISTANT, {0, 0, 1}, {0.5f, 0.45f, 0.4f}},
        },
    };
}

static int light_count(const rsl_ptx_light_list *l)
{
    return l->count < 0 ? 0 : l->count > RSL_PTX_MAX_LIGHTS ? RSL_PTX_MAX_LIGHTS : l->count;
}

bool rsl_gpu_light_at(const rsl_ptx_light_list *list, int index, rsl_point P, rsl_vector *L, rsl_color *Cl)
{
    if (index < 0 || index >= light_count(list))
        return false;
    const rsl_ptx_light *l = &list->light[index];
    rsl_float3 pos = rsl_f3(l->pos[0], l->pos[1], l->pos[2]);
    rsl_color c = rsl_f3(l->color[0], l->color[1], l->color[2]);
    if (l->kind == RSL_PTX_LIGHT_POINT) {
        *L = pos - P;
        float d2 = rsl_dot3(*L, *L);
        *Cl = d2 > 0.0f ? c / d2 : c;
        return true;
    }
    if (l->kind == RSL_PTX_LIGHT_DISTANT) {
        *L = -pos;
        *Cl = c;
        return true;
    }
    return false;
}

rsl_color rsl_gpu_ambient(const rsl_ptx_light_list *list)
{
    rsl_color sum = rsl_f3s(0.0f);
    for (int i = 0; i < light_count(list); i++)
        if (list->light[i].kind == RSL_PTX_LIGHT_AMBIENT)
            sum += rsl_f3(list->light[i].color[0], list->light[i].color[1], list->light[i].color[2]);
    return sum;
}

static const rsl_ptx_light_list *installed;

static int32_t host_light_count(void *user, rsl_globals *g)
{
    (void)user, (void)g;
    return light_count(installed);
}

static int32_t host_illuminance(void *user, rsl_globals *g, int32_t light, rsl_string category, rsl_point P,
                                rsl_vector axis, float angle)
{
    (void)user, (void)category;
    rsl_vector L;
    rsl_color Cl;
    if (!rsl_gpu_light_at(installed, light, P, &L, &Cl) || !rsl_in_cone(L, axis, angle))
        return 0;
    g->L = L;
    g->Cl = Cl;
    return 1;
}

static rsl_color host_ambient(void *user, rsl_globals *g)
{
    (void)user, (void)g;
    return rsl_gpu_ambient(installed);
}

void rsl_gpu_host_lights_install(const rsl_ptx_light_list *lights)
{
    installed = lights;
    if (!lights) {
        rsl_host_set_env(NULL);
        return;
    }
    rsl_host_env env = {.light_count = host_light_count, .illuminance = host_illuminance, .ambient = host_ambient};
    rsl_host_set_env(&env);
}

const char *rsl_gpu_shader_kind_name(enum rsl_shader_kind kind)
{
    static const char *const names[] = {
        [RSL_SHADER_SURFACE] = "surface", [RSL_SHADER_LIGHT] = "light",
        [RSL_SHADER_DISPLACEMENT] = "displacement", [RSL_SHADER_VOLUME] = "volume",
        [RSL_SHADER_IMAGER] = "imager",
    };
    return (unsigned)kind < sizeof names / sizeof names[0] ? names[kind] : NULL;
}
