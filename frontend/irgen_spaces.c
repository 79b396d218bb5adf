/* Coordinate systems a target cannot give its shaders, and color spaces
 * no target knows.  On the host the
 * renderer answers every name (backends/jit/host_spaces.c); the RPU and PTX
 * glues have no scene transforms yet (runtime/glue_standalone.h: every
 * space is "current"), so a transform naming any space but "current" or
 * "camera" would silently change nothing.  Each such name is a compile-time
 * warning naming it and the target: once per module for the predefined
 * names, at every use for the others and for names computed at run time.
 * A color space literal that is none of RI 3.2's is a warning on every
 * target: the runtime leaves such a color as it is. */
#include "irgen.h"

#include <string.h>

/* Whether a space named by `id` means something on this target (or in
 * the renderer that binds them: rsl_target_options.spaces_bound). */
static bool available(const irgen *g, int id)
{
    return strcmp(g->target, "host") == 0 || g->opts->spaces_bound || id == RSL_STR_CURRENT || id == RSL_STR_CAMERA;
}

void ir_check_space_id(irgen *g, rsl_loc loc, int id)
{
    if (available(g, id))
        return;
    if (id < RSL_STRING_FIRST_FREE) {
        uint64_t bit = 1ull << id;
        if (g->warned_spaces & bit)
            return;
        g->warned_spaces |= bit;
    }
    const char *name = id >= 0 && id < g->strings.count && g->strings.names[id] ? g->strings.names[id] : "";
    rsl_diag_warning(g->diag, loc,
                     "coordinate system \"%s\" is not supported by the %s target: it is taken as \"current\"", name,
                     g->target);
}

void ir_check_color_space(irgen *g, rsl_loc loc, int id)
{
    static const int known[] = {RSL_STR_RGB, RSL_STR_HSV, RSL_STR_HSL, RSL_STR_XYZ,
                                RSL_STR_XYZ_LOWER, RSL_STR_XYY, RSL_STR_YIQ};
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (id == known[i])
            return;
    const char *name = id >= 0 && id < g->strings.count && g->strings.names[id] ? g->strings.names[id] : "";
    rsl_diag_warning(g->diag, loc,
                     "unknown color space \"%s\" (RI 3.2: \"rgb\", \"hsv\", \"hsl\", \"xyz\", \"XYZ\", \"xyY\", "
                     "\"YIQ\"): the color is left unchanged", name);
}

void ir_check_space_args(irgen *g, const rsl_expr *call)
{
    static const char *const takes_spaces[] = {"transform", "vtransform", "ntransform", "mtransform"};
    if (strcmp(call->builtin->rsl_name, "ctransform") == 0) {
        for (int i = 0; i < call->nargs; i++)
            if (call->args[i]->kind == RSL_E_STR)
                ir_check_color_space(g, call->args[i]->loc, call->args[i]->string_id);
        return;
    }
    if (strcmp(g->target, "host") == 0 || g->opts->spaces_bound)
        return;
    bool named = false;
    for (size_t i = 0; i < sizeof takes_spaces / sizeof takes_spaces[0]; i++)
        named |= strcmp(call->builtin->rsl_name, takes_spaces[i]) == 0;
    for (int i = 0; named && i < call->nargs; i++) {
        const rsl_expr *a = call->args[i];
        if ((int)a->type.kind != RSL_T_STRING)
            continue;
        if (a->kind == RSL_E_STR)
            ir_check_space_id(g, a->loc, a->string_id);
        else
            rsl_diag_warning(g->diag, a->loc,
                             "coordinate systems named at run time are not supported by the %s target: they are "
                             "taken as \"current\"", g->target);
    }
}
