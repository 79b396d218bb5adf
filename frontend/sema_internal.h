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
    scope *file_scope;          /* the file's: its top-level functions */
    int callees_under_way;      /* sema_detail.c: functions checked before their definition's turn */
    int varying_conditions;     /* sema_detail.c: varying if/loop conditions around the statement */
    rsl_loc varying_condition;  /* the outermost of them */
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
/* Checks a function or shader once (a second call does nothing). */
void sema_check_func(sema *S, rsl_func *f);

/* Detail (sema_detail.c). */
enum rsl_detail sema_join_detail(enum rsl_detail a, enum rsl_detail b);
enum rsl_detail sema_args_detail(rsl_expr **args, int nargs);
enum rsl_detail sema_declared_detail(const rsl_var *v);
/* The detail of a use of v (a parameter of the function being checked: which one). */
enum rsl_detail sema_detail_of_use(const sema *S, const rsl_var *v);
/* v's initializer, assignments (and output arguments), returns: where a
 * uniform takes a varying value, an error. */
void sema_detail_init(sema *S, rsl_var *v, enum rsl_detail value);
/* A value of detail `value` where only a uniform one may go: false after
 * reporting fmt (with name) where it may be varying. */
/* An unsized array parameter (`float a[]`), whose length irgen passes
 * beside it (also to nested functions reaching it). */
bool sema_is_unsized_param(const rsl_expr *e);
/* format/concat/match of compile-time constants becomes its value
 * (sema_string_fold.c); anything else is left as it is. */
void sema_fold_string_call(sema *S, rsl_expr *e);
bool sema_detail_require_uniform(sema *S, rsl_loc loc, enum rsl_detail value, const char *fmt, const char *name);
void sema_detail_store(sema *S, rsl_expr *target, enum rsl_detail value);
void sema_detail_return(sema *S, rsl_expr *value);
/* Around the statements an if or loop condition governs: whether it was a
 * varying one, to give back to sema_detail_leave_condition. */
bool sema_detail_enter_condition(sema *S, const rsl_expr *condition);
void sema_detail_leave_condition(sema *S, bool entered);
/* The detail of a call's result; checks its arguments' and outputs' details. */
enum rsl_detail sema_detail_user_call(sema *S, rsl_expr *call, rsl_func *f);
enum rsl_detail sema_detail_builtin_call(sema *S, rsl_expr *call, const rsl_builtin_sig *b);
rsl_type sema_check_expr(sema *S, rsl_expr **ep, int expected);
/* Checks that e can be written (an output argument, ...). */
bool sema_check_lvalue(sema *S, rsl_expr *e, const char *what);

/* Shading globals by shader kind (sema_globals.c): a write (false after an
 * error), a read (false after an error), the detail. */
bool sema_check_global_write(sema *S, const rsl_expr *global, unsigned writable);
bool sema_check_global_read(sema *S, const rsl_expr *global);
enum rsl_detail sema_global_detail(int global);

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
