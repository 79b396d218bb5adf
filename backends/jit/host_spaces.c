/* Coordinate systems and clipping on the host: the callbacks behind
 * rsl_host_space_matrix and rsl_host_clipping (runtime/rsl_runtime.h) for
 * the environment bound to the calling thread (host_env.c).
 *
 * "current" and "camera" are camera space (RenderMan's convention: the
 * renderer hands shaders camera-space positions); "shader" is the running
 * instance's (rsl_jit_instance_set_shader_space); "object" that of the
 * scene object being shaded (rsl_jit_host_enter_object); every other name
 * ("world", "screen", "NDC", "raster", a RIB's CoordinateSystem) is looked
 * up by its text in the bound environment's list, "world" defaulting to
 * camera space.  A name found nowhere is an error reported once per shader
 * (the shader goes on, the transform leaving its value unchanged, as PRMan
 * does).  With no environment bound (rsl-jit --call) every space but
 * "shader" is the identity and clipping is the runtime's default [0, 1]. */
#include <stdio.h>
#include <string.h>

#include "jit_internal.h"
#include "rsl_runtime.h"

static _Thread_local const rsl_jit_shader_frame *running;
static _Thread_local int shaded_object = -1;

const rsl_jit_shader_frame *rsl_jit_host_enter_shader(const rsl_jit_shader_frame *frame)
{
    const rsl_jit_shader_frame *outer = running;
    running = frame;
    return outer;
}

int rsl_jit_host_enter_object(int object)
{
    int outer = shaded_object;
    shaded_object = object;
    return outer;
}

static void identity(rsl_matrix *out)
{
    *out = (rsl_matrix){{0}};
    out->m[0] = out->m[5] = out->m[10] = out->m[15] = 1.0f;
}

/* The text of a space name: the running unit's string, else (a main shader
 * run by rsl_jit_call) the predefined name. */
static const char *space_name(rsl_string space)
{
    static const char *const predefined[] = {
        "",
#define RSL_X_(k, s) s,
        RSL_PREDEFINED_STRINGS(RSL_X_)
#undef RSL_X_
    };
    if (running && running->unit)
        return rsl_jit_string_text(running->unit, space);
    return space < sizeof predefined / sizeof predefined[0] ? predefined[space] : "";
}

void rsl_jit_report_unknown(enum rsl_jit_unknown what, const char *name)
{
    static atomic_flag outside_shaders[RSL_JIT_UNKNOWN_KINDS];
    /* The entry belongs to its unit, which is not const: only the pointers
     * handed around are. */
    rsl_jit_entry_impl *e = running ? (rsl_jit_entry_impl *)running->entry : NULL;
    if (atomic_flag_test_and_set(e ? &e->unknown_reported[what] : &outside_shaders[what]))
        return;
    char shader[256] = "";
    if (e)
        snprintf(shader, sizeof shader, "%s shader '%s': ", rsl_jit_kind_name(e->pub.kind), e->pub.name);
    /* one call a message: stdio keeps it whole among threads */
    if (what == RSL_JIT_UNKNOWN_SPACE)
        fprintf(stderr, "error: %sunknown coordinate system \"%s\" (transforms naming it leave their value "
                "unchanged)\n", shader, name);
    else
        fprintf(stderr, "error: %sunknown rayinfo keyword \"%s\" (rayinfo returns 0 and leaves its output "
                "unchanged)\n", shader, name);
}

int32_t rsl_jit_host_space_matrix(void *user, rsl_globals *g, rsl_string space, rsl_matrix *out)
{
    (void)user, (void)g;
    const rsl_jit_host_env *env = rsl_jit_host_bound();
    identity(out);
    if (space == RSL_STR_SHADER) {
        if (running && running->shader_space)
            *out = *running->shader_space;
        return 1;
    }
    if (!env || space == RSL_STR_CURRENT || space == RSL_STR_CAMERA)
        return 1;
    if (space == RSL_STR_OBJECT) {
        if (env->object_spaces && shaded_object >= 0)
            *out = env->object_spaces[shaded_object];
        return 1;
    }
    const char *name = space_name(space);
    for (int i = 0; i < env->nspaces; i++)
        if (strcmp(env->spaces[i].name, name) == 0) {
            *out = env->spaces[i].to_current;
            return 1;
        }
    if (space == RSL_STR_WORLD)
        return 1;
    rsl_jit_report_unknown(RSL_JIT_UNKNOWN_SPACE, name);
    return 0;
}

void rsl_jit_host_clipping(void *user, rsl_globals *g, float *near_z, float *far_z)
{
    (void)user, (void)g;
    const rsl_jit_host_env *env = rsl_jit_host_bound();
    bool given = env && (env->clipping[0] != 0.0f || env->clipping[1] != 0.0f);
    *near_z = given ? env->clipping[0] : 0.0f;
    *far_z = given ? env->clipping[1] : 1.0f;
}
