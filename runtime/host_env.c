/* The host side of the host target's environment calls (rsl_runtime.h):
 * defaults for running shaders with no renderer, and the renderer's hook. */
#include "rsl_runtime.h"

#include <llvm-c/Support.h>
#include <stdatomic.h>
#include <stdio.h>

#include "rsl_dynamic.h"
#include "rsl_internal.h"

static rsl_host_env env;
static const char *const *string_names;
static int string_count;

void rsl_host_set_env(const rsl_host_env *e) {
    static const rsl_host_env none;
    env = e ? *e : none;
}

void rsl_host_set_strings(const char *const *names, int count) {
    string_names = names;
    string_count = names ? count : 0;
}

int32_t rsl_host_light_count(rsl_globals *g) {
    return env.light_count ? env.light_count(env.user, g) : 0;
}
int32_t rsl_host_illuminance(rsl_globals *g, int32_t light, rsl_string category, rsl_point P,
                             rsl_vector axis, float angle) {
    return env.illuminance ? env.illuminance(env.user, g, light, category, P, axis, angle) : 0;
}
/* Defaults: L as RI 3.2 defines it, the body runs inside the cone. */
int32_t rsl_host_illuminate(rsl_globals *g, rsl_point from, rsl_vector axis, float angle) {
    if (env.illuminate)
        return env.illuminate(env.user, g, from, axis, angle);
    g->L = g->Ps - from;
    return rsl_in_cone(g->L, axis, angle);
}
int32_t rsl_host_solar(rsl_globals *g, rsl_vector axis, float angle) {
    if (env.solar)
        return env.solar(env.user, g, axis, angle);
    g->L = axis;
    return 1;
}
rsl_color rsl_host_ambient(rsl_globals *g) {
    return env.ambient ? env.ambient(env.user, g) : rsl_f3s(0.0f);
}
void rsl_host_clipping(rsl_globals *g, float *near_z, float *far_z) {
    if (env.clipping) {
        env.clipping(env.user, g, near_z, far_z);
        return;
    }
    *near_z = 0.0f;
    *far_z = 1.0f;
}
rsl_color rsl_host_trace(rsl_globals *g, rsl_point from, rsl_vector dir) {
    return env.trace ? env.trace(env.user, g, from, dir) : rsl_f3s(0.0f);
}
int32_t rsl_host_space_matrix(rsl_globals *g, rsl_string space, rsl_matrix *out) {
    if (env.space_matrix)
        return env.space_matrix(env.user, g, space, out);
    rsl_mat_identity(out);
    return 1;
}
/* Without a renderer's maps a lookup is reported as unsupported and is 0. */
rsl_color rsl_host_map_lookup(rsl_globals *g, const char *const *literals, rsl_string what, rsl_string map,
                              int32_t channel, const rsl_float3 *at, int32_t nat, const rsl_texture_options *o) {
    if (env.map_lookup)
        return env.map_lookup(env.user, g, literals, what, rsl_host_string_text(literals, map), channel, at, nat,
                              o);
    rsl_host_unsupported(g, what);
    return rsl_f3s(0.0f);
}
float rsl_host_map_info(rsl_globals *g, const char *const *literals, rsl_string map, rsl_string query,
                        int32_t kind, int32_t count, void *out) {
    if (env.map_info)
        return env.map_info(env.user, g, literals, rsl_host_string_text(literals, map),
                            rsl_host_string_text(literals, query), kind, count, out);
    rsl_host_unsupported(g, RSL_STR_TEXTUREINFO);
    return 0.0f;
}

static const char *const predefined_names[] = {
    "",
#define RSL_X_(k, s) s,
    RSL_PREDEFINED_STRINGS(RSL_X_)
#undef RSL_X_
};
#define N_PREDEFINED ((int)(sizeof predefined_names / sizeof predefined_names[0]))

/* One warning per string id (ids past the table share the last flag). */
#define N_REPORTED 1024
static atomic_flag reported[N_REPORTED];

void rsl_host_unsupported(rsl_globals *g, rsl_string what) {
    (void)g;
    if (atomic_flag_test_and_set(&reported[what < N_REPORTED ? what : N_REPORTED - 1]))
        return;
    const char *name = NULL;
    if ((int64_t)what < string_count)
        name = string_names[what];
    else if ((int64_t)what < N_PREDEFINED)
        name = predefined_names[what];
    if (name)
        fprintf(stderr, "warning: %s is not supported on this target\n", name);
    else
        fprintf(stderr, "warning: a call the host target does not support ran and gave 0 (rsl2ll warns "
                        "about it by name when compiling)\n");
}

static uint64_t loop_budget;
static _Thread_local uint64_t loop_ticks;

void rsl_host_loop_budget(uint64_t iterations) { loop_budget = iterations; }
void rsl_host_loop_reset(void) { loop_ticks = 0; }
int rsl_host_loop_exceeded(void) { return loop_budget && loop_ticks > loop_budget; }
int32_t rsl_host_loop_tick(void) { return loop_budget && ++loop_ticks > loop_budget; }

void rsl_host_add_symbols(void) {
    static const struct { const char *name; void *fn; } hooks[] = {
        {"rsl_host_loop_tick", (void *)rsl_host_loop_tick},
        {"rsl_host_light_count", (void *)rsl_host_light_count},
        {"rsl_host_illuminance", (void *)rsl_host_illuminance},
        {"rsl_host_illuminate", (void *)rsl_host_illuminate},
        {"rsl_host_solar", (void *)rsl_host_solar},
        {"rsl_host_ambient", (void *)rsl_host_ambient},
        {"rsl_host_clipping", (void *)rsl_host_clipping},
        {"rsl_host_trace", (void *)rsl_host_trace},
        {"rsl_host_space_matrix", (void *)rsl_host_space_matrix},
        {"rsl_host_unsupported", (void *)rsl_host_unsupported},
        {"rsl_host_map_lookup", (void *)rsl_host_map_lookup},
        {"rsl_host_map_info", (void *)rsl_host_map_info},
        {"rsl_host_format", (void *)rsl_host_format},
        {"rsl_host_printf", (void *)rsl_host_printf},
        {"rsl_host_match", (void *)rsl_host_match},
        {"rsl_host_message", (void *)rsl_host_message},
        {"rsl_host_light_category", (void *)rsl_host_light_category},
        {"rsl_host_array_resize", (void *)rsl_host_array_resize},
        {"rsl_host_array_push", (void *)rsl_host_array_push},
        {"rsl_host_array_pop", (void *)rsl_host_array_pop},
        {"rsl_host_array_free", (void *)rsl_host_array_free},
    };
    for (size_t i = 0; i < sizeof hooks / sizeof hooks[0]; i++)
        LLVMAddSymbol(hooks[i].name, hooks[i].fn);
    rsl_host_add_ray_symbols();
}
