/* Internals shared by the files of the rslptxrender library. */
#ifndef RSLPTXRENDER_INTERNAL_H
#define RSLPTXRENDER_INTERNAL_H

#include "rslptxrender.h"

/* compile.c: the surface shader of o->surface ("FILE.sl[:NAME]") as PTX,
 * o's coordinate systems and clipping bound.  On success *ptx, *kernel and
 * *shader are malloc'd (the PTX text, the kernel "surface_<name>_kernel"
 * and the RSL name) and *reads_spaces says whether the module reads the
 * objects' table (rsl_ptx_spaces); on failure false with *err malloc'd, or
 * NULL when the diagnostics went to o->errors. */
bool rslptx_compile_surface(const rslptx_options *o, char **ptx, char **kernel, char **shader, bool *reads_spaces,
                            char **err);

#endif
