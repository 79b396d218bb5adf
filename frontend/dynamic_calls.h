/* The calls that need what only some targets have (runtime/rsl_dynamic.h):
 * strings made at run time, an output stream, message passing, resizable
 * arrays.  Sema marks
 * them (rsl_expr.dynamic_call, sema_dynamic.c); irgen lowers them for the
 * host or reports them for the other targets (irgen_dynamic.c). */
#ifndef RSL_DYNAMIC_CALLS_H
#define RSL_DYNAMIC_CALLS_H

#include "ast.h"

enum rsl_dynamic_call {
    RSL_DYN_NONE,
    RSL_DYN_FORMAT,  /* format(fmt, ...) and concat(...) (as format("%s%s...", ...)) */
    RSL_DYN_PRINTF,  /* printf(fmt, ...) */
    RSL_DYN_MATCH,   /* match(pattern, subject) */
    RSL_DYN_MESSAGE, /* surface(name, var), attribute(name, var), ... */
    RSL_DYN_RESIZE,  /* resize(a, n) of a resizable array */
    RSL_DYN_PUSH,    /* push(a, value) */
    RSL_DYN_POP,     /* pop(a) */
    RSL_DYN_LENGTH   /* arraylength(a) of a resizable array or an unsized array parameter */
};

/* A resizable array: a local declared without a size or initializer
 * (`float a[];`); its elements live on the heap. */
static inline bool rsl_var_is_resizable(const rsl_var *v)
{
    return v && v->kind == RSL_VAR_LOCAL && !v->is_extern && v->type.array_len == RSL_UNSIZED_ARRAY;
}

#endif /* RSL_DYNAMIC_CALLS_H */
