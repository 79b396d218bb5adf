/* RSL's type rules on type kinds (enum rsl_type_kind of runtime/rsl_abi.h):
 * implicit conversions, operator result types, explicit casts and the ranking
 * of overload candidates.  Pure functions, shared by semantic analysis and its
 * unit tests (RenderMan Interface 3.2, chapter 11). */
#ifndef RSL_TYPERULES_H
#define RSL_TYPERULES_H

#include <stdbool.h>

#include "ast.h"

/* The result of a relation (`<`, `==`, `&&`, ...): usable only as a condition. */
#define RSL_T_BOOL RSL_T_COUNT
/* An expression already diagnosed: every rule accepts it silently. */
#define RSL_T_ERROR (RSL_T_COUNT + 1)
/* "No type expected from the context" for polymorphic returns. */
#define RSL_T_NONE (-1)

bool rsl_kind_is_triple(int kind);     /* point vector normal color */
bool rsl_kind_is_pointlike(int kind);  /* point vector normal */
const char *rsl_kind_name(int kind);   /* "float", ..., "bool" for relations */

/* Cost of converting a value of kind `from` where `to` is wanted without a cast:
 * 0 same kind, 1 between point-like kinds, 2 float to a triple, 3 float to a
 * matrix; -1 when there is no implicit conversion. */
int rsl_conversion_cost(int from, int to);

/* An explicit typecast `to (expr)` / `(to) expr`: implicit conversions plus
 * any triple to any other triple (components kept). */
bool rsl_cast_allowed(int from, int to);

/* The kind of `l op r` (op one of ADD SUB MUL DIV DOT CROSS), or -1 when RSL has no such operation.  Floats are
 * promoted to the other operand's triple; point - point is a vector and
 * point +/- vector a point; `.` is the dot product of point-like operands,
 * `^` their cross product. */
int rsl_arith_result(enum rsl_op op, int l, int r);

/* The kind both operands of `==`/`!=` or the branches of `?:` are brought to,
 * or -1 when they cannot be compared. */
int rsl_common_kind(int l, int r);

/* Ranks a candidate (a builtin row or a user function) for a call: smaller is
 * better, -1 when it does not apply.  Argument conversions dominate; among
 * candidates with equally good arguments (builtins polymorphic in their
 * return, like noise) the return kind decides: the kind the context expects
 * (`expected`, RSL_T_NONE when none), else float. */
int rsl_overload_score(const int *param_kinds, int nparams, const int *arg_kinds, int nargs,
                       int ret_kind, int expected);

#endif /* RSL_TYPERULES_H */
