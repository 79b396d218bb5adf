/* Internals shared by the files of the rslrpu library. */
#ifndef RSLRPU_INTERNAL_H
#define RSLRPU_INTERNAL_H

#include <llvm-c/Core.h>

#include "rslrpu.h"

/* A render's compile: the assembly of every instance, and the entry names
 * made so far (a second instance of a shader gets NAME_2, ...). */
typedef struct rslrpu_job {
    const rslrpu_options *o;
    char **entries;
    int nentries;
    char *text;
    size_t len;
    bool noted_bump;    /* the note that displacement is bump mapping is out */
    bool vertex_colors; /* the scene has per-vertex Cs */
} rslrpu_job;

/* render.c: one shader instance of `kind` (NULL: a main shader's file
 * alone, main_name its main shader) from FILE.sl[:NAME] `spec` through the
 * frontend into ctx, its parameter values and spaces bound, its entry
 * renamed to a name no earlier instance has (*entry, malloc'd; with `part`
 * an object part: rsl_target_options.object_part, its NAME.run renamed
 * with it); NULL with *err, or *err NULL after diagnostics to o->errors. */
LLVMModuleRef rslrpu_instance_module(rslrpu_job *j, LLVMContextRef ctx, const char *spec, const rslrpu_shader *sh,
                                     const char *kind, const char *main_name, bool part, char **entry, char **err);
/* render.c: LLVM's O2 and the code generator on m (disposed), its assembly
 * added to j->text; false with *err naming spec's file.  Coordinate
 * systems the code still asks for and the scene lacks are reported once
 * each, naming `what` (e.g. "surface shader 'NAME'"). */
bool rslrpu_emit_module(rslrpu_job *j, LLVMModuleRef m, const char *spec, const char *what, char **err);
/* object_entries.c: object i's entry (rslrpu_options.objects): its surface
 * and other shaders compiled as one (rsl_rpu_object_entry), its assembly
 * added to j->text, named as the surface's entry would be (*entry,
 * malloc'd). */
bool rslrpu_compile_object(rslrpu_job *j, int i, char **entry, char **err);

/* bind_params.c: stores `params` into the parameter block of shader entry
 * `shader` of m after its defaults; a name the shader lacks is a warning
 * on `warnings`, a value that does not fit an error. */
bool rslrpu_bind_params(LLVMModuleRef m, const char *shader, const rslrpu_param *params, int nparams, FILE *warnings,
                        char **err);


#endif
