/* An object's entry for rsl-render --backend=rpu: its surface instance and
 * the displacement, atmosphere, interior and exterior instances of
 * rslrpu_options.objects each through the frontend as object parts (their
 * parameter values and spaces bound) in one context, then
 * rsl_rpu_object_entry links them into one module whose entry, at the
 * object's HIT.w, runs them in RenderMan's order; O2 inlines them into it. */
#include "rslrpu_internal.h"

#include <stdio.h>
#include <stdlib.h>

#include "rsl_format.h"

bool rslrpu_compile_object(rslrpu_job *j, int i, char **entry, char **err) {
    const rslrpu_shader *surface = &j->o->surfaces[i];
    const rslrpu_object_shaders *kinds = &j->o->objects[i];
    const rslrpu_shader *others[4] = {kinds->displacement, kinds->atmosphere, kinds->interior, kinds->exterior};
    static const char *const kind_names[4] = {"displacement", "volume", "volume", "volume"};
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef parts[4] = {NULL};
    char *names[4] = {NULL};
    char *surface_entry = NULL;
    LLVMModuleRef m =
        rslrpu_instance_module(j, ctx, surface->spec, surface, "surface", NULL, true, &surface_entry, err);
    bool ok = m != NULL;
    for (int k = 0; k < 4 && ok; k++)
        if (others[k])
            ok = (parts[k] = rslrpu_instance_module(j, ctx, others[k]->spec, others[k], kind_names[k], NULL, true,
                                                    &names[k], err)) != NULL;
    if (ok && names[0] && !j->noted_bump) {
        /* the JIT renderer's note, word for word: the same behaviour */
        fprintf(j->o->errors, "note: displacement shader '%s' is applied as bump mapping: the renderer traces the "
                "undisplaced surface\n", names[0]);
        j->noted_bump = true;
    }
    if (ok) {
        rsl_rpu_object o = {.surface = m, .displacement = parts[0], .atmosphere = parts[1], .interior = parts[2],
                            .exterior = parts[3], .surface_entry = surface_entry, .displacement_entry = names[0],
                            .atmosphere_entry = names[1], .interior_entry = names[2], .exterior_entry = names[3]};
        ok = rsl_rpu_object_entry(&o, surface_entry, false, err); /* takes the parts over */
        for (int k = 0; k < 4; k++)
            parts[k] = NULL;
    }
    if (ok) {
        char *what = rsl_format("surface shader '%s' and its object's shaders", surface_entry);
        ok = rslrpu_emit_module(j, m, surface->spec, what, err); /* disposes m */
        free(what);
    }
    else if (m)
        LLVMDisposeModule(m);
    for (int k = 0; k < 4; k++) {
        if (parts[k]) LLVMDisposeModule(parts[k]);
        free(names[k]);
    }
    *entry = surface_entry;
    LLVMContextDispose(ctx);
    return ok;
}
