/* shadow("raytrace", P...) and environment("raytrace", R...): the lookups
 * that trace rays rather than read a map (host_maps.c dispatches on the
 * name).  Not implemented yet: each warns once and answers 0 (lit, black). */
#include <stdatomic.h>
#include <stdio.h>

#include "jit_internal.h"

static rsl_color not_traced(atomic_flag *warned, const char *what)
{
    if (!atomic_flag_test_and_set(warned))
        fprintf(stderr, "warning: %s(\"raytrace\", ...) is not supported on this target\n", what);
    return (rsl_color){0, 0, 0};
}

rsl_color rsl_host_trace_shadow(rsl_globals *g, const rsl_float3 *at, int32_t nat, const rsl_texture_options *o)
{
    static atomic_flag warned;
    (void)g, (void)at, (void)nat, (void)o;
    return not_traced(&warned, "shadow");
}

rsl_color rsl_host_trace_environment(rsl_globals *g, const rsl_float3 *at, int32_t nat,
                                     const rsl_texture_options *o)
{
    static atomic_flag warned;
    (void)g, (void)at, (void)nat, (void)o;
    return not_traced(&warned, "environment");
}
