/* Environment glue for the PTX target (rsl_abi.h, "Environment calls").
 * The GPU side has no scene yet: a kernel runs shaders on data the host
 * hands it, so the scene-less bodies apply (and a kernel cannot print, so
 * unsupported features stay silent). */
#include "glue_standalone.h"
