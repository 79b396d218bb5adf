/* Whether a compiled module's shaders can read the renderer's per-point
 * state (rsl_jit_unit.point_state): the sample's random streams, its
 * loop budget, the record of the shaders run at the point (message
 * passing) and the ray that reached it (rayinfo), all of which render.c
 * sets at every shading point.  Only host hooks read them, so a module
 * reads them when, after optimization, it still calls a hook outside the
 * few that never do.  Those few run other shaders (illuminance() runs the
 * lights, which count on their own), or answer from the scene alone. */
#include <string.h>

#include "jit_internal.h"

/* The hooks that read no per-point state. */
static const char *const stateless_hooks[] = {
    "rsl_host_light_count", "rsl_host_illuminance", "rsl_host_illuminate", "rsl_host_solar",
    "rsl_host_ambient", "rsl_host_clipping", "rsl_host_space_matrix", "rsl_host_unsupported",
    "rsl_host_format", "rsl_host_printf", "rsl_host_match", "rsl_host_array_resize",
    "rsl_host_array_push", "rsl_host_array_pop", "rsl_host_array_free",
};

static bool stateless(const char *name, size_t len)
{
    for (size_t i = 0; i < sizeof stateless_hooks / sizeof stateless_hooks[0]; i++)
        if (strlen(stateless_hooks[i]) == len && memcmp(stateless_hooks[i], name, len) == 0)
            return true;
    return false;
}

bool rsl_jit_reads_point_state(LLVMModuleRef mod)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
        size_t len;
        const char *name = LLVMGetValueName2(f, &len);
        /* A function the module calls and does not define: an LLVM
         * intrinsic or a C library function (neither of which sees the
         * renderer), or one of the host's, rsl_*: a hook, or glue that
         * may call one. */
        if (!LLVMIsDeclaration(f) || !LLVMGetFirstUse(f) || len < 4 || memcmp(name, "rsl_", 4) != 0)
            continue;
        if (!stateless(name, len))
            return true;
    }
    return false;
}
