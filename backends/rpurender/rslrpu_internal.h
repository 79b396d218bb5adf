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

#endif
