/* The calls that need what only some targets have (runtime/rsl_dynamic.h):
 * strings made at run time, an output stream, message passing.  Sema marks
 * them (rsl_expr.dynamic_call, sema_dynamic.c); irgen lowers them for the
 * host or reports them for the other targets (irgen_dynamic.c). */
#ifndef RSL_DYNAMIC_CALLS_H
#define RSL_DYNAMIC_CALLS_H

enum rsl_dynamic_call {
    RSL_DYN_NONE,
    RSL_DYN_FORMAT,  /* format(fmt, ...) and concat(...) (as format("%s%s...", ...)) */
    RSL_DYN_PRINTF,  /* printf(fmt, ...) */
    RSL_DYN_MATCH,   /* match(pattern, subject) */
    RSL_DYN_MESSAGE  /* surface(name, var), attribute(name, var), ... */
};

#endif /* RSL_DYNAMIC_CALLS_H */
