/* Internals shared by the files of the rslrpu library. */
#ifndef RSLRPU_INTERNAL_H
#define RSLRPU_INTERNAL_H

#include <llvm-c/Core.h>

#include "rslrpu.h"

/* bind_params.c: stores `params` into the parameter block of shader entry
 * `shader` of m after its defaults; a name the shader lacks is a warning
 * on `warnings`, a value that does not fit an error. */
bool rslrpu_bind_params(LLVMModuleRef m, const char *shader, const rslrpu_param *params, int nparams, FILE *warnings,
                        char **err);

/* bind_spaces.c: "shader" and "world" space (16 floats each, as
 * rsl_matrix holds them; NULL: the identity) in place of the glue's
 * scene-less answer for the instance's module m. */
bool rslrpu_bind_spaces(LLVMModuleRef m, const float *shader, const float *world, char **err);

#endif
