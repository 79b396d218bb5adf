/* The surface shader to PTX in process, as
 * `rsl2ll --target=ptx FILE.sl | opt -O2 | llc-rpu -march=ptx` does:
 * rslfront for target "ptx" (which adds the deferred-shading kernels), the
 * scene's coordinate systems and clipping bound (rsl_bind_spaces,
 * rsl_bind_clipping), LLVM's default<O2> through rslpasses, ptxcg. */
#include <stdlib.h>
#include <string.h>

#include "ptxcg.h"
#include "ptxrender_internal.h"
#include "rsl_format.h"
#include "rslpasses.h"

static const char prefix[] = "surface_", suffix[] = "_kernel";

/* The kernel of the surface shader `name`, or of the module's first surface
 * shader when name is NULL; NULL when there is none. */
static LLVMValueRef surface_kernel(LLVMModuleRef m, const char *name)
{
    if (name) {
        char *symbol = rsl_format("%s%s%s", prefix, name, suffix);
        LLVMValueRef fn = LLVMGetNamedFunction(m, symbol);
        free(symbol);
        return fn;
    }
    size_t np = strlen(prefix), ns = strlen(suffix);
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
        size_t len;
        const char *s = LLVMGetValueName2(fn, &len);
        if (!LLVMIsDeclaration(fn) && len > np + ns && strncmp(s, prefix, np) == 0 &&
            strcmp(s + len - ns, suffix) == 0)
            return fn;
    }
    return NULL;
}

bool rslptx_compile_surface(const rslptx_options *o, char **ptx, char **kernel, char **shader, bool *reads_spaces,
                            char **err)
{
    *ptx = *kernel = *shader = *err = NULL;
    *reads_spaces = false;
    char *path = strdup(o->surface);
    const char *name = NULL;
    char *colon = strrchr(path, ':');
    if (colon && !strchr(colon, '/')) {
        *colon = '\0';
        name = colon + 1;
    }
    rsl_diag *diag = rsl_diag_new(o->errors);
    rsl_program *prog = rsl_parse_file(path, o->source, diag);
    bool ok = prog && rsl_sema_check(prog, diag);
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef m = ok ? rsl_irgen(prog, ctx, &(rsl_target_options){.target = "ptx", .spaces_bound = true}, diag) : NULL;
    ok = m != NULL;
    LLVMValueRef fn = ok ? surface_kernel(m, name) : NULL;
    if (ok && !fn) {
        *err = name ? rsl_format("%s: no surface shader named %s", path, name) : rsl_format("%s: no surface shader", path);
        ok = false;
    }
    if (ok) {
        size_t len;
        const char *s = LLVMGetValueName2(fn, &len);
        *kernel = strndup(s, len);
        *shader = strndup(s + strlen(prefix), len - strlen(prefix) - strlen(suffix));
        char *msg = NULL;
        PtxOptions po = {.sm = o->sm};
        rsl_space_binding spaces = {.shader_glue = "rsl_ptx_shader_space", .object_glue = "rsl_ptx_object_space",
                                    .spaces = o->spaces, .nspaces = o->nspaces};
        ok = rsl_bind_spaces(m, &spaces, &msg) && rsl_bind_clipping(m, o->clipping, &msg) &&
             rsl_run_passes(m, "llvm(default<O2>)", &msg);
        if (ok) {
            char *what = rsl_format("surface shader '%s'", *shader);
            rsl_report_unknown_spaces(m, what, o->errors ? o->errors : stderr);
            free(what);
            LLVMValueRef table = LLVMGetNamedGlobal(m, RSL_PTX_SPACES_SYMBOL);
            *reads_spaces = table && LLVMGetFirstUse(table);
        }
        ok = ok && ptxcg_compile(m, &po, ptx, &msg);
        if (!ok)
            *err = rsl_format("%s: %s", path, msg ? msg : "cannot compile to PTX");
        free(msg);
    }
    if (m)
        LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
    if (prog)
        rsl_program_free(prog);
    rsl_diag_free(diag);
    free(path);
    if (!ok) {
        free(*kernel);
        free(*shader);
        *kernel = *shader = NULL;
    }
    return ok;
}
