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

/* bind_spaces.c: the coordinate systems of the instance's module m in
 * place of the glue's scene-less answer: "shader" (16 floats as
 * rsl_matrix holds them; NULL: the identity), the scene's named `spaces`,
 * "object" from data memory; any other name leaves values unchanged. */
bool rslrpu_bind_spaces(LLVMModuleRef m, const float *shader, const rslrpu_space *spaces, int nspaces, char **err);
/* The scene's clipping planes (near, far; both 0: the glue's [0, 1]) in
 * place of the glue's answer. */
bool rslrpu_bind_clipping(LLVMModuleRef m, const float clipping[2], char **err);
/* After O2: an error on `errors` for each unknown space name the code of
 * `shader` ("surface shader 'NAME'") still asks for, once each. */
void rslrpu_report_spaces(LLVMModuleRef m, const char *shader, FILE *errors);

#endif
