/* Semantic checks of the resizable-array functions: resize(a, n),
 * push(a, value), pop(a) and arraylength(a) of a resizable array (a local
 * declared `TYPE a[];`, dynamic_calls.h).  Only such a variable can change
 * its length: a fixed-size array, or an unsized parameter (the callee gets
 * the elements, not the array), cannot.  As in PRMan, an array's length is
 * uniform: it changes only under uniform conditions and to a uniform
 * length, so arraylength is uniform and can bound a uniform loop. */
#include <string.h>

#include "dynamic_calls.h"
#include "sema_internal.h"

static bool names_resizable(const rsl_expr *e)
{
    return e->kind == RSL_E_IDENT && rsl_var_is_resizable(e->var);
}

bool sema_check_resizable_call(sema *S, rsl_expr *e, rsl_type *type)
{
    static const struct {
        const char *name;
        int nargs;
        enum rsl_dynamic_call call;
    } forms[] = {
        {"resize", 2, RSL_DYN_RESIZE},
        {"push", 2, RSL_DYN_PUSH},
        {"pop", 1, RSL_DYN_POP},
        {"arraylength", 1, RSL_DYN_LENGTH},
    };
    int f = -1;
    for (int i = 0; i < (int)(sizeof forms / sizeof forms[0]); i++)
        if (strcmp(forms[i].name, e->name) == 0)
            f = i;
    /* arraylength of any other array is sema_calls.c's (a constant). */
    if (f < 0 || (forms[f].call == RSL_DYN_LENGTH && !(e->nargs == 1 && names_resizable(e->args[0]))))
        return false;
    char b[64];
    if (e->nargs != forms[f].nargs) {
        rsl_diag_error(S->diag, e->loc, "'%s' takes %s", e->name,
                       forms[f].nargs == 1 ? "(a resizable array)" : forms[f].call == RSL_DYN_PUSH
                                                                          ? "(a resizable array, a value)"
                                                                          : "(a resizable array, a length)");
        *type = e->type = sema_scalar(RSL_T_ERROR);
        return true;
    }
    rsl_expr *a = e->args[0];
    if (!names_resizable(a)) {
        rsl_diag_error(S->diag, a->loc, "'%s' needs a resizable array (a local declared without a size, "
                                        "'float a[];'), not '%s'", e->name, sema_type_str(a->type, b, sizeof b));
        *type = e->type = sema_scalar(RSL_T_ERROR);
        return true;
    }
    rsl_type element = sema_scalar((int)a->type.kind);
    if (forms[f].call == RSL_DYN_PUSH && !sema_coerce(S, &e->args[1], element, "in 'push'")) {
        *type = e->type = sema_scalar(RSL_T_ERROR);
        return true;
    }
    if (forms[f].call == RSL_DYN_RESIZE && !sema_coerce(S, &e->args[1], sema_scalar(RSL_T_FLOAT), "as a length")) {
        *type = e->type = sema_scalar(RSL_T_ERROR);
        return true;
    }
    if (forms[f].call == RSL_DYN_RESIZE &&
        !sema_detail_require_uniform(S, e->args[1]->loc, e->args[1]->type.detail,
                                     "the length given to resizable array '%s' must be uniform", a->name)) {
        *type = e->type = sema_scalar(RSL_T_ERROR);
        return true;
    }
    if (forms[f].call != RSL_DYN_LENGTH && S->varying_conditions > a->var->conditions) {
        rsl_diag_error(S->diag, e->loc, "'%s' cannot change the length of resizable array '%s' under a varying "
                                        "condition: its length is uniform", e->name, a->name);
        rsl_diag_note(S->diag, S->varying_condition, "the condition is varying here");
        *type = e->type = sema_scalar(RSL_T_ERROR);
        return true;
    }
    e->dynamic_call = forms[f].call;
    e->type = forms[f].call == RSL_DYN_POP      ? element
              : forms[f].call == RSL_DYN_LENGTH ? sema_scalar(RSL_T_FLOAT)
                                                : sema_scalar(RSL_T_VOID);
    e->type.detail = forms[f].call == RSL_DYN_LENGTH ? RSL_DETAIL_UNIFORM : RSL_DETAIL_VARYING;
    *type = e->type;
    return true;
}
