/* Derivatives on every target: the module's Du, Dv, Deriv, area,
 * calculatenormal and filter widths (runtime calls written with the
 * derivative markers of rsl_abi.h) differentiated by the pass of
 * passes/differentiate.c, before the targets' entries call the shaders. */
#include <stdlib.h>

#include "irgen.h"
#include "rslpasses.h"

void ir_differentiate(irgen *g)
{
    char *constant_calls = NULL, *error = NULL;
    rsl_loc file = {g->prog->file, 0, 0};
    if (!rsl_differentiate(g->mod, &constant_calls, &error)) {
        rsl_diag_error(g->diag, file, "internal error: %s", error);
        g->failed = true;
    } else if (constant_calls) {
        rsl_diag_warning(g->diag, file, "derivatives through %s are not computed on the %s target: taken as 0",
                         constant_calls, g->target);
    }
    free(constant_calls);
    free(error);
}
