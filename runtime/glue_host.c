/* Environment glue for the host target (rsl_abi.h, "Environment calls"):
 * each call goes to its rsl_host_* counterpart, native C in librslruntime
 * (host_env.c) that a renderer configures (rsl_runtime.h).  Keeping the glue
 * a thin forwarder means JIT code and the renderer share one scene. */
#include "rsl_dynamic.h"
#include "rsl_runtime.h"

/* Names %struct.rsl_globals in the bitcode for the frontend. */
const rsl_globals rsl_globals_layout;

/* The module's string table (ids index it), for the names of categories and
 * of gather's outputs; weak, so the native build of this file (rslstdlib)
 * links without one. */
extern const char *const rsl_module_strings[] __asm__("rsl.strings") __attribute__((weak));

int32_t rsl_env_light_count(rsl_globals *g) { return rsl_host_light_count(g); }
int32_t rsl_env_illuminance(rsl_globals *g, int32_t light, rsl_string category, rsl_point P,
                            rsl_vector axis, float angle) {
    return rsl_host_illuminance(g, light, category, P, axis, angle) &&
           (category == 0 || rsl_host_light_category(g, rsl_module_strings, category) != 0.0f);
}
int32_t rsl_env_illuminate(rsl_globals *g, rsl_point from, rsl_vector axis, float angle) {
    return rsl_host_illuminate(g, from, axis, angle);
}
int32_t rsl_env_solar(rsl_globals *g, rsl_vector axis, float angle) {
    return rsl_host_solar(g, axis, angle);
}
rsl_color rsl_env_ambient(rsl_globals *g) { return rsl_host_ambient(g); }
void rsl_env_clipping(rsl_globals *g, float *near_z, float *far_z) {
    rsl_host_clipping(g, near_z, far_z);
}
rsl_color rsl_env_trace(rsl_globals *g, rsl_point from, rsl_vector dir) {
    return rsl_host_trace(g, from, dir);
}
int32_t rsl_env_space_matrix(rsl_globals *g, rsl_string space, rsl_matrix *out) {
    return rsl_host_space_matrix(g, space, out);
}
void rsl_env_unsupported(rsl_globals *g, rsl_string what) { rsl_host_unsupported(g, what); }

/* Map lookups name their file by string id, resolved in the module's
 * string table above; environment() and shadow() go through
 * host_raytrace.c, which chooses between the map "raytrace" and a file. */
rsl_color rsl_env_texture(rsl_globals *g, rsl_string map, int32_t channel, const rsl_float3 *at, int32_t nat,
                          const rsl_texture_options *o) {
    return rsl_host_map_lookup(g, rsl_module_strings, RSL_STR_TEXTURE, map, channel, at, nat, o);
}
float rsl_env_textureinfo(rsl_globals *g, rsl_string map, rsl_string query, int32_t kind, int32_t count,
                          void *out) {
    return rsl_host_map_info(g, rsl_module_strings, map, query, kind, count, out);
}
#define RSL_GLUE_READS_MAPS
#include "glue_unsupported.h"

/* Ray-traced shading (host_raytrace.c). */
rsl_color rsl_env_environment(rsl_globals *g, rsl_string map, int32_t channel, const rsl_float3 *at, int32_t nat,
                              const rsl_texture_options *o) {
    return rsl_host_environment(g, rsl_module_strings, map, channel, at, nat, o);
}
rsl_color rsl_env_shadow(rsl_globals *g, rsl_string map, int32_t channel, const rsl_float3 *at, int32_t nat,
                         const rsl_texture_options *o) {
    return rsl_host_shadow(g, rsl_module_strings, map, channel, at, nat, o);
}
float rsl_env_occlusion(rsl_globals *g, rsl_point P, rsl_normal N, float samples, const rsl_ray_options *o,
                        rsl_named_value *outs, int32_t nouts) {
    return rsl_host_occlusion(g, rsl_module_strings, P, N, samples, o, outs, nouts);
}
rsl_color rsl_env_indirectdiffuse(rsl_globals *g, rsl_point P, rsl_normal N, float samples,
                                  const rsl_ray_options *o, rsl_named_value *outs, int32_t nouts) {
    return rsl_host_indirectdiffuse(g, rsl_module_strings, P, N, samples, o, outs, nouts);
}
rsl_color rsl_env_transmission(rsl_globals *g, rsl_point from, rsl_point to, const rsl_ray_options *o,
                               rsl_named_value *outs, int32_t nouts) {
    (void)outs, (void)nouts;
    return rsl_host_transmission(g, rsl_module_strings, from, to, o);
}
float rsl_env_visibility(rsl_globals *g, rsl_point from, rsl_point to, const rsl_ray_options *o,
                         rsl_named_value *outs, int32_t nouts) {
    (void)outs, (void)nouts;
    return rsl_host_visibility(g, from, to, o);
}
int32_t rsl_env_gather(rsl_globals *g, int32_t sample, rsl_string category, rsl_point P, rsl_vector dir,
                       float angle, float samples, const rsl_ray_options *o, rsl_named_value *outs,
                       int32_t nouts) {
    (void)category; /* every hit is shaded, whatever the category asks of it */
    return rsl_host_gather(g, rsl_module_strings, sample, P, dir, angle, samples, o, outs, nouts);
}
float rsl_env_raylevel(rsl_globals *g) { return rsl_host_raylevel(g); }
float rsl_env_rayinfo(rsl_globals *g, rsl_string keyword, int32_t kind, int32_t count, void *out) {
    return rsl_host_rayinfo(g, rsl_module_strings, keyword, kind, count, out);
}
int32_t rsl_env_loop_tick(void) { return rsl_host_loop_tick(); }

/* Strings made at run time, printf, match, message passing and resizable
 * arrays (rsl_dynamic.h). */
rsl_string rsl_env_format(const char *const *literals, rsl_string format, int32_t nargs,
                          const rsl_dynamic_arg *args) {
    return rsl_host_format(literals, format, nargs, args);
}
void rsl_env_printf(const char *const *literals, rsl_string format, int32_t nargs,
                    const rsl_dynamic_arg *args) {
    rsl_host_printf(literals, format, nargs, args);
}
float rsl_env_match(const char *const *literals, rsl_string pattern, rsl_string subject) {
    return rsl_host_match(literals, pattern, subject);
}
float rsl_env_message(rsl_globals *g, const char *const *literals, int32_t function, rsl_string name,
                      int32_t kind, int32_t count, void *var) {
    return rsl_host_message(g, literals, function, name, kind, count, var);
}
void rsl_env_array_resize(rsl_resizable_array *a, int32_t elem_size, float n) {
    rsl_host_array_resize(a, elem_size, n);
}
void *rsl_env_array_push(rsl_resizable_array *a, int32_t elem_size) {
    return rsl_host_array_push(a, elem_size);
}
void *rsl_env_array_pop(rsl_resizable_array *a, int32_t elem_size) {
    return rsl_host_array_pop(a, elem_size);
}
void rsl_env_array_free(rsl_resizable_array *a) { rsl_host_array_free(a); }
