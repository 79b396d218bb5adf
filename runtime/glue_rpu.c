/* Environment glue for the RPU target (rsl_abi.h, "Environment calls").
 * The VM's light list and `trace` instruction (docs/rpu.md) are reached by
 * the RPU backend, which is not wired to these calls yet; until then the
 * scene-less bodies apply. */
#include "glue_standalone.h"
