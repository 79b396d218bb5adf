/* The parts of semantic analysis shared between sema.c (declarations,
 * statements, expressions) and sema_calls.c (call resolution). */
#ifndef RSL_SEMA_INTERNAL_H
#define RSL_SEMA_INTERNAL_H

#include "diag.h"
#include "scope.h"
#include "semantics.h"
#include "typerules.h"

typedef struct sema {
    rsl_program *prog;
    rsl_diag *diag;
    scope *cur;
    rsl_func *func;             /* the function or shader being checked */
    enum rsl_shader_kind shader; /* the kind of the outermost definition */
    int loops;                  /* enclosing loops (illuminance counts as one) */
    rsl_string_table strings;
} sema;

rsl_type sema_scalar(int kind);
bool sema_is_error(rsl_type t);
const char *sema_type_str(rsl_type t, char *buf, size_t size);
/* Converts *ep to `to` where RSL does it implicitly; otherwise reports
 * "cannot convert ... <what>" and returns false. */
bool sema_coerce(sema *S, rsl_expr **ep, rsl_type to, const char *what);
enum rsl_detail sema_join_detail(enum rsl_detail a, enum rsl_detail b);
enum rsl_detail sema_args_detail(rsl_expr **args, int nargs);
rsl_type sema_check_expr(sema *S, rsl_expr **ep, int expected);
/* Checks that e can be written (an output argument, ...). */
bool sema_check_lvalue(sema *S, rsl_expr *e, const char *what);

/* A call: user functions, builtins, spline (sema_calls.c). */
rsl_type sema_check_call(sema *S, rsl_expr *e, int expected);

/* format, concat, printf, match, shadername and message passing
 * (sema_dynamic.c): false when e names none of them. */
bool sema_check_dynamic_call(sema *S, rsl_expr *e, rsl_type *type);

/* resize, push, pop and arraylength of a resizable array
 * (sema_resizable.c): false when e is none of them. */
bool sema_check_resizable_call(sema *S, rsl_expr *e, rsl_type *type);

/* spline, with any number of knots or a knot array (sema_spline.c). */
rsl_type sema_check_spline(sema *S, rsl_expr *e);

/* texture, environment, shadow, textureinfo, filterstep and their option
 * lists (sema_env_calls.c); kind from rsl_env_call_kind.  Checks the
 * arguments itself: a map name may carry a channel subscript. */
rsl_type sema_check_env_call(sema *S, rsl_expr *e, int kind, int expected);
/* The gather statement's category, arguments and options (not its body). */
void sema_check_gather(sema *S, rsl_stmt *s);
/* illuminance's trailing options, from the first string literal after the
 * position; returns the number of arguments before them. */
int sema_check_illuminance_options(sema *S, rsl_stmt *s);
/* Converts a query's argument *ep to `want` where RSL does it implicitly
 * and a float does not stand for a triple; false, reporting nothing, when
 * it cannot (sema_options.c). */
bool sema_convert_query_arg(sema *S, rsl_expr **ep, int want);
/* A call's name/value pairs from ec->first_option (sema_options.c). */
struct rsl_env_call;
bool sema_check_options(sema *S, const char *call, rsl_expr **args, int nargs, struct rsl_env_call *ec);

#endif /* RSL_SEMA_INTERNAL_H */
