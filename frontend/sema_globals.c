/* Shading globals as the major RenderMan compilers (PRMan, 3Delight, BMRT)
 * allow them, beyond RI 3.2's tables (rsl_abi.h, RSL_GLOBALS):
 *
 * - Writes RI 3.2 makes read-only that shader libraries rely on compile,
 *   with a warning naming the global and the shader kind: P and I in surface
 *   shaders (a surface moving its own point, or bending the incident ray
 *   before its own lighting), P and N in light shaders (area lights place
 *   and orient their sample).  Each write changes the shader's own copy of
 *   the globals only, as those compilers do.  Any other write to a
 *   read-only global is an error.
 * - Ns, in light shaders only: the shading normal of the surface point Ps
 *   being lit (every target's light evaluation sets it).  Elsewhere it is an
 *   error.
 * - time, dtime and dPdtime: the renderers render one instant (shutter open
 *   equals shutter close, no motion), so time and dtime are 0 and dPdtime
 *   is (0,0,0): their true values, not stand-ins.
 *
 * Detail: ncomps, time and dtime are uniform, every other global varying. */
#include "sema_internal.h"

/* Writes compiled with a warning: global, the shader kinds. */
static const struct {
    int global;
    unsigned kinds;
} tolerated_writes[] = {
    {RSL_G_P, RSL_W_SURF | RSL_W_LIGHT},
    {RSL_G_I, RSL_W_SURF},
    {RSL_G_N, RSL_W_LIGHT},
};

bool sema_check_global_write(sema *S, const rsl_expr *global, unsigned writable)
{
    unsigned kind = 1u << S->shader;
    if (S->shader == RSL_SHADER_FUNCTION || (writable & kind))
        return true;
    for (size_t i = 0; i < sizeof tolerated_writes / sizeof tolerated_writes[0]; i++) {
        if (tolerated_writes[i].global == global->global && (tolerated_writes[i].kinds & kind)) {
            rsl_diag_warning(S->diag, global->loc,
                             "assigning to '%s', which RI 3.2 makes read-only in a %s shader (compiled as PRMan does)",
                             global->name, rsl_shader_kind_name(S->shader));
            return true;
        }
    }
    rsl_diag_error(S->diag, global->loc, "cannot assign to '%s': it is read-only in a %s shader", global->name,
                   rsl_shader_kind_name(S->shader));
    return false;
}

bool sema_check_global_read(sema *S, const rsl_expr *global)
{
    if (global->global != RSL_G_Ns || S->shader == RSL_SHADER_LIGHT || S->shader == RSL_SHADER_FUNCTION)
        return true;
    rsl_diag_error(S->diag, global->loc, "'Ns' (the normal of the surface being lit) exists only in light shaders, "
                                         "not in a %s shader", rsl_shader_kind_name(S->shader));
    return false;
}

enum rsl_detail sema_global_detail(int global)
{
    return global == RSL_G_ncomps || global == RSL_G_time || global == RSL_G_dtime ? RSL_DETAIL_UNIFORM
                                                                                   : RSL_DETAIL_VARYING;
}
