/* Detail (uniform or varying) of variables, expressions and calls.
 *
 * Detail is a property the frontend checks; it never changes the code: every
 * target runs a shader once per shading point, so a uniform value is simply a
 * value that is the same at every point, and a check that is too lax cannot
 * give a wrong value, only accept a program PRMan would reject.  The rules, as
 * a PRMan user expects them:
 *
 * - Shader parameters without `uniform`/`varying` are uniform, locals varying.
 * - A function parameter without `uniform`/`varying` takes the detail of what
 *   the call passes (RSL_DETAIL_ARGUMENT).  PRMan inlines every call and so
 *   checks a function once per call; here a function is checked once, with
 *   its unqualified parameters standing for "whatever the call passes":
 *     . the body may store anything into them (`y = s * x` is legal);
 *       storing a varying value, or any value under a varying condition,
 *       makes that parameter varying from there on (in source order: a
 *       store later in a loop does not reach back);
 *     . a value computed from one of them that the body needs uniform
 *       (stored into a variable declared `uniform`, passed to a parameter
 *       declared or used as uniform, returned as a uniform result) makes
 *       that parameter "used as uniform": each call must pass it a uniform
 *       value (`uniform float n = floor(octaves)` in a library's fBm), as
 *       PRMan, checking each inlined call, rules; a value computed from
 *       several may be varying (varying is the safe default), an error;
 *     . the function's result and each output parameter have a detail of
 *       their own: uniform, varying (it reads a varying global, ...), one
 *       parameter's (at a call: its argument's) or several's (at a call: the
 *       join of the input arguments' details; an output parameter's value on
 *       entry is not followed: a function that returns it unchanged is taken
 *       as uniform).  So f(1) of `float f(float x) { return 2 * x; }` is
 *       uniform, f(s) is varying, and `f(x; output y) { y = s * x; }` makes
 *       y varying whatever x is.
 *   A call to a function not checked yet (defined later in the file) checks
 *   it first, so the order of definitions does not matter (up to a chain of
 *   MAX_CALLEES_UNDER_WAY such calls; beyond, the result is taken as varying).
 * - A parameter declared `uniform` rejects a varying value, stored in the
 *   body or passed by a call; a function declared `uniform float f()` must
 *   return uniform values.
 * - Builtins are polymorphic in detail: the result is as varying as the
 *   arguments (random() with none is uniform where the context is, as in
 *   `uniform color c = color(random(), random(), random())`), except those
 *   that read the shading state (diffuse, area, texture, ...): varying.  The
 *   transforms and depth read only the coordinate systems and the clipping
 *   planes, which are uniform, so transform() of uniform arguments is uniform.
 * - A uniform variable declared outside an if or loop whose condition is
 *   varying cannot be assigned under it, as PRMan's compiler rules: its value
 *   would differ between the points of one grid.  Where the condition comes
 *   from unqualified parameters (`for (i = 0; i < octaves; i += 1)` in a
 *   library's fBm) it is accepted: PRMan rejects it only for calls that pass
 *   a varying count.  A uniform declared under the condition may be assigned
 *   there; illuminance and gather bodies do not count as conditions. */
#include <string.h>

#include "sema_internal.h"

/* A value computed from one unqualified parameter, number k of the function
 * being checked, has the detail RSL_DETAIL_ARGUMENT + 1 + k (the enum's
 * range ends at RSL_DETAIL_ARGUMENT, which stands for "several, or not
 * known which"): where such a value must be uniform, the parameter is
 * marked used_as_uniform and each call must pass it a uniform value. */
static enum rsl_detail of_param(int k)
{
    return (enum rsl_detail)(RSL_DETAIL_ARGUMENT + 1 + k);
}
static int param_of(enum rsl_detail d)
{
    return (int)d > RSL_DETAIL_ARGUMENT ? (int)d - RSL_DETAIL_ARGUMENT - 1 : -1;
}

static int detail_rank(enum rsl_detail d)
{
    return d == RSL_DETAIL_VARYING ? 2 : (int)d >= RSL_DETAIL_ARGUMENT ? 1 : 0;
}

enum rsl_detail sema_join_detail(enum rsl_detail a, enum rsl_detail b)
{
    int ra = detail_rank(a), rb = detail_rank(b);
    if (ra == 1 && rb == 1 && a != b)
        return RSL_DETAIL_ARGUMENT;
    enum rsl_detail hi = ra >= rb ? a : b;
    return detail_rank(hi) == 0 ? RSL_DETAIL_UNIFORM : hi;
}

/* Varying when any of the expressions is. */
enum rsl_detail sema_args_detail(rsl_expr **args, int nargs)
{
    enum rsl_detail d = RSL_DETAIL_UNIFORM;
    for (int i = 0; i < nargs; i++)
        d = sema_join_detail(d, args[i]->type.detail);
    return d;
}

enum rsl_detail sema_declared_detail(const rsl_var *v)
{
    if (v->type.detail != RSL_DETAIL_DEFAULT)
        return v->type.detail;
    switch (v->kind) {
    case RSL_VAR_LOCAL: return RSL_DETAIL_VARYING;
    case RSL_VAR_FUNC_PARAM: return RSL_DETAIL_ARGUMENT;
    case RSL_VAR_SHADER_PARAM: break;
    }
    return RSL_DETAIL_UNIFORM;
}

enum rsl_detail sema_detail_of_use(const sema *S, const rsl_var *v)
{
    if (v->type.detail == RSL_DETAIL_ARGUMENT && v->owner == S->func && v->kind == RSL_VAR_FUNC_PARAM)
        return of_param(v->index);
    return v->type.detail;
}

/* A value of detail `value` going where only a uniform one may: an error,
 * with a word on why when the value comes from parameters' arguments; from
 * one parameter, that parameter's calls must pass a uniform value. */
static bool check_uniform_target(sema *S, rsl_loc loc, enum rsl_detail value, const char *fmt, const char *name)
{
    int k = param_of(value);
    if (k >= 0 && k < S->func->nparams) {
        rsl_var *p = S->func->params[k];
        if (!p->used_as_uniform)
            p->uniform_use = loc;
        p->used_as_uniform = true;
        return true;
    }
    if (detail_rank(value) == 0)
        return true;
    rsl_diag_error(S->diag, loc, fmt, name);
    if (value == RSL_DETAIL_ARGUMENT)
        rsl_diag_note(S->diag, loc, "a function parameter without 'uniform' takes the detail of its argument, "
                                    "which may be varying");
    return false;
}

bool sema_detail_require_uniform(sema *S, rsl_loc loc, enum rsl_detail value, const char *fmt, const char *name)
{
    return check_uniform_target(S, loc, value, fmt, name);
}

void sema_detail_init(sema *S, rsl_var *v, enum rsl_detail value)
{
    if (v->type.detail == RSL_DETAIL_UNIFORM)
        check_uniform_target(S, v->init->loc, value, "cannot initialize uniform '%s' with a varying value", v->name);
}

void sema_detail_store(sema *S, rsl_expr *target, enum rsl_detail value)
{
    rsl_expr *base = target->kind == RSL_E_INDEX ? target->a : target;
    if (base->kind != RSL_E_IDENT || !base->var)
        return;
    rsl_var *v = base->var;
    bool under_varying = S->varying_conditions > v->conditions;
    if (v->type.detail == RSL_DETAIL_ARGUMENT) {
        if (value == RSL_DETAIL_VARYING || under_varying) /* some points store, others not */
            v->type.detail = RSL_DETAIL_VARYING;
    } else if (target->type.detail == RSL_DETAIL_UNIFORM &&
               check_uniform_target(S, target->loc, value, "cannot assign a varying value to uniform '%s'",
                                    base->name) &&
               under_varying) {
        rsl_diag_error(S->diag, target->loc, "cannot assign to uniform '%s' under a varying condition", base->name);
        rsl_diag_note(S->diag, S->varying_condition, "the condition is varying here");
    }
}

bool sema_detail_enter_condition(sema *S, const rsl_expr *condition)
{
    if (condition->type.detail != RSL_DETAIL_VARYING)
        return false;
    if (S->varying_conditions++ == 0)
        S->varying_condition = condition->loc;
    return true;
}

void sema_detail_leave_condition(sema *S, bool entered)
{
    S->varying_conditions -= entered;
}

void sema_detail_return(sema *S, rsl_expr *value)
{
    rsl_func *f = S->func;
    if (f->ret.detail == RSL_DETAIL_UNIFORM)
        check_uniform_target(S, value->loc, value->type.detail,
                             "cannot return a varying value from '%s', declared uniform", f->name);
    f->ret_detail = sema_join_detail(f->ret_detail, value->type.detail);
}

/* How many functions check_callee may have under way at once: a longer
 * chain of calls to functions defined further down the file is taken as
 * varying past that depth (the stack stays small whatever the input). */
#define MAX_CALLEES_UNDER_WAY 32

/* A function defined later in the file is checked before its first call,
 * in the file's scope, as if it came first. */
static void check_callee(sema *S, rsl_func *f)
{
    if (f->sema_state != 0 || f->parent || S->callees_under_way >= MAX_CALLEES_UNDER_WAY)
        return;
    scope *saved_scope = S->cur;
    enum rsl_shader_kind saved_shader = S->shader;
    S->cur = S->file_scope;
    S->callees_under_way++;
    sema_check_func(S, f);
    S->callees_under_way--;
    S->cur = saved_scope;
    S->shader = saved_shader;
}

/* What a call makes of a result or an output of detail d: a declared
 * detail stays, one parameter's becomes its argument's, several's the join
 * of the input arguments'. */
static enum rsl_detail at_call(const rsl_func *f, const rsl_expr *call, enum rsl_detail d, enum rsl_detail args)
{
    if (d == RSL_DETAIL_UNIFORM || d == RSL_DETAIL_VARYING)
        return d;
    if (f->sema_state != 2)
        return RSL_DETAIL_VARYING; /* a cycle (reported as recursion), or too deep a chain */
    int k = param_of(d);
    if (k >= 0 && k < call->nargs)
        return sema_join_detail(call->args[k]->type.detail, RSL_DETAIL_UNIFORM);
    return detail_rank(d) == 1 ? args : RSL_DETAIL_UNIFORM;
}

enum rsl_detail sema_detail_user_call(sema *S, rsl_expr *call, rsl_func *f)
{
    check_callee(S, f);
    enum rsl_detail args = RSL_DETAIL_UNIFORM;
    for (int i = 0; i < call->nargs && i < f->nparams; i++)
        if (!f->params[i]->is_output)
            args = sema_join_detail(args, call->args[i]->type.detail);
    for (int i = 0; i < call->nargs && i < f->nparams; i++) {
        const rsl_var *p = f->params[i];
        rsl_expr *arg = call->args[i];
        if (p->is_output)
            sema_detail_store(S, arg, at_call(f, call, p->type.detail, args));
        else if (p->type.detail == RSL_DETAIL_UNIFORM)
            check_uniform_target(S, arg->loc, arg->type.detail, "cannot pass a varying value to uniform parameter '%s'",
                                 p->name);
        else if (p->used_as_uniform && !check_uniform_target(S, arg->loc, arg->type.detail,
                                                             "cannot pass a varying value to parameter '%s', "
                                                             "which the function uses as uniform",
                                                             p->name))
            rsl_diag_note(S->diag, p->uniform_use, "'%s' is used as uniform here", p->name);
    }
    return at_call(f, call, f->ret.detail != RSL_DETAIL_DEFAULT ? f->ret.detail : f->ret_detail, args);
}

/* Builtins that read of the shading state only what is uniform: the
 * coordinate systems (and, for depth, the clipping planes). */
static bool reads_only_uniform_state(const char *name)
{
    static const char *const names[] = {"transform", "vtransform", "ntransform", "mtransform", "depth"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(names[i], name) == 0)
            return true;
    return false;
}

enum rsl_detail sema_detail_builtin_call(sema *S, rsl_expr *call, const rsl_builtin_sig *b)
{
    enum rsl_detail d = (b->flags & RSL_BUILTIN_GLOBALS) && !reads_only_uniform_state(b->rsl_name)
                            ? RSL_DETAIL_VARYING
                            : sema_args_detail(call->args, call->nargs);
    for (int i = 0; i < call->nargs && i < b->nparams; i++)
        if (b->params[i] & RSL_PARAM_OUT)
            sema_detail_store(S, call->args[i], d);
    return d;
}
