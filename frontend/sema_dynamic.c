/* Semantic checks of the string functions and message passing (RI 3.2
 * sections 15.6 and 15.8): format, concat, printf, match, shadername and
 * surface/displacement/lightsource/atmosphere/incident/opposite/attribute/
 * option/rendererinfo.  Each call is marked for irgen (dynamic_call), which
 * decides per target; shadername folds to the shader's name here, and calls
 * of constants fold in sema_string_fold.c. */
#include <regex.h>
#include <string.h>

#include "dynamic_calls.h"
#include "rsl_dynamic.h"
#include "sema_internal.h"

static bool is_string(const rsl_expr *e)
{
    return e->type.kind == RSL_T_STRING && e->type.array_len == RSL_NOT_ARRAY;
}

static rsl_type result(rsl_expr *e, int kind, enum rsl_dynamic_call call)
{
    e->dynamic_call = call;
    e->type = sema_scalar(kind);
    e->type.detail = RSL_DETAIL_VARYING;
    return e->type;
}

static rsl_type error(rsl_expr *e)
{
    return e->type = sema_scalar(RSL_T_ERROR);
}

/* Reports arguments[first...] that are not strings; true when all are. */
static bool check_strings(sema *S, rsl_expr *e, int first, int count)
{
    bool ok = true;
    char b[64];
    for (int i = first; i < first + count; i++) {
        if (is_string(e->args[i]))
            continue;
        rsl_diag_error(S->diag, e->args[i]->loc, "argument %d of '%s' must be a string, not '%s'", i + 1, e->name,
                       sema_type_str(e->args[i]->type, b, sizeof b));
        ok = false;
    }
    return ok;
}

/* Whether a value of `kind` prints under conversion `letter`. */
static bool conversion_takes(char letter, int kind)
{
    switch (letter) {
    case 'f':
    case 'd':
    case 'e':
    case 'g': return kind == RSL_T_FLOAT;
    case 's': return kind == RSL_T_STRING;
    case 'p': return rsl_kind_is_pointlike(kind);
    case 'c': return kind == RSL_T_COLOR;
    default: return kind == RSL_T_MATRIX;
    }
}

static const char *conversion_wants(char letter)
{
    switch (letter) {
    case 'f':
    case 'd':
    case 'e':
    case 'g': return "a float";
    case 's': return "a string";
    case 'p': return "a point, vector or normal";
    case 'c': return "a color";
    default: return "a matrix";
    }
}

/* A constant format against the arguments after it: the conversions known,
 * as many arguments as conversions, each of the type its conversion takes. */
static bool check_constant_format(sema *S, rsl_expr *e)
{
    const rsl_expr *fmt = e->args[0];
    int next = 1;
    bool ok = true;
    char b[64];
    for (const char *p = fmt->str; *p; p++) {
        if (*p != '%')
            continue;
        if (p[1] == '%') {
            p++;
            continue;
        }
        const char *at = ++p;
        rsl_format_conversion c;
        if (!rsl_format_parse_conversion(&p, &c)) {
            if (c.letter)
                rsl_diag_error(S->diag, fmt->loc, "unknown conversion '%%%.*s' in the format of '%s' (%%f %%d %%e %%g %%s %%p %%c %%m)",
                               (int)(p - at + 1), at, e->name);
            else
                rsl_diag_error(S->diag, fmt->loc, "the format of '%s' ends inside a conversion", e->name);
            return false;
        }
        p--; /* the loop steps past the letter */
        if (next >= e->nargs) {
            rsl_diag_error(S->diag, e->loc, "too few arguments to '%s': the format has more conversions than the "
                                            "%d argument%s after it", e->name, e->nargs - 1, e->nargs == 2 ? "" : "s");
            return false;
        }
        rsl_expr *a = e->args[next++];
        if (a->type.array_len != RSL_NOT_ARRAY || !conversion_takes(c.letter, (int)a->type.kind)) {
            rsl_diag_error(S->diag, a->loc, "'%%%c' in the format of '%s' takes %s, not '%s'", c.letter, e->name,
                           conversion_wants(c.letter), sema_type_str(a->type, b, sizeof b));
            ok = false;
        }
    }
    if (ok && next < e->nargs)
        rsl_diag_warning(S->diag, e->args[next]->loc, "more arguments to '%s' than its format converts", e->name);
    return ok;
}

/* format(fmt, ...) / printf(fmt, ...): a string, then values; a format
 * not known until run time is checked there (rsl_dynamic.h). */
static rsl_type check_format(sema *S, rsl_expr *e, int ret, enum rsl_dynamic_call call)
{
    if (e->nargs < 1 || !check_strings(S, e, 0, 1)) {
        if (e->nargs < 1)
            rsl_diag_error(S->diag, e->loc, "'%s' needs a format string", e->name);
        return error(e);
    }
    char b[64];
    for (int i = 1; i < e->nargs; i++)
        if (e->args[i]->type.array_len != RSL_NOT_ARRAY) {
            rsl_diag_error(S->diag, e->args[i]->loc, "'%s' cannot print an array ('%s')", e->name,
                           sema_type_str(e->args[i]->type, b, sizeof b));
            return error(e);
        }
    if (e->args[0]->kind == RSL_E_STR && !check_constant_format(S, e))
        return error(e);
    return result(e, ret, call);
}

/* concat(s1, ..., sn) is format("%s...%s", s1, ..., sn). */
static rsl_type check_concat(sema *S, rsl_expr *e)
{
    if (e->nargs < 1) {
        rsl_diag_error(S->diag, e->loc, "'concat' needs at least one string");
        return error(e);
    }
    if (!check_strings(S, e, 0, e->nargs))
        return error(e);
    rsl_expr *fmt = rsl_ast_new_expr(S->prog->arena, RSL_E_STR, e->loc);
    char *text = rsl_arena_alloc(S->prog->arena, 2 * (size_t)e->nargs + 1);
    for (int i = 0; i < e->nargs; i++)
        memcpy(text + 2 * i, "%s", 2);
    fmt->str = text;
    fmt->str_len = 2 * (size_t)e->nargs;
    sema_check_expr(S, &fmt, RSL_T_STRING);
    rsl_expr **args = rsl_arena_alloc(S->prog->arena, sizeof *args * ((size_t)e->nargs + 1));
    args[0] = fmt;
    memcpy(args + 1, e->args, sizeof *args * (size_t)e->nargs);
    e->args = args;
    e->nargs++;
    return result(e, RSL_T_STRING, RSL_DYN_FORMAT);
}

/* match(pattern, subject); a constant pattern must compile.  One with an
 * interval ("a{1000}") is left to run time: nested intervals make glibc's
 * regcomp take time and memory that multiply, and a compiler must not. */
static rsl_type check_match(sema *S, rsl_expr *e)
{
    if (e->nargs != 2) {
        rsl_diag_error(S->diag, e->loc, "'match' takes (string pattern, string subject)");
        return error(e);
    }
    if (!check_strings(S, e, 0, 2))
        return error(e);
    if (e->args[0]->kind == RSL_E_STR && !strchr(e->args[0]->str, '{')) {
        regex_t re;
        int r = regcomp(&re, e->args[0]->str, REG_EXTENDED | REG_NOSUB);
        if (r != 0) {
            char why[128];
            regerror(r, &re, why, sizeof why);
            rsl_diag_error(S->diag, e->args[0]->loc, "invalid regular expression in 'match': %s", why);
            return error(e);
        }
        regfree(&re);
    }
    return result(e, RSL_T_FLOAT, RSL_DYN_MATCH);
}

/* shadername() is the name of the shader being checked; shadername(kind)
 * the same when kind is its own kind (a renderer does not pass the names
 * of the other shaders bound at a point). */
static rsl_type check_shadername(sema *S, rsl_expr *e)
{
    rsl_func *top = S->func;
    while (top && top->parent)
        top = top->parent;
    if (!top || top->kind == RSL_SHADER_FUNCTION) {
        rsl_diag_error(S->diag, e->loc, "'shadername' is known only inside a shader, not in function '%s'",
                       top ? top->name : "?");
        return error(e);
    }
    if (e->nargs > 1 || (e->nargs == 1 && (!is_string(e->args[0]) || e->args[0]->kind != RSL_E_STR))) {
        rsl_diag_error(S->diag, e->loc, "'shadername' takes () or (a shader kind as a constant string)");
        return error(e);
    }
    const char *own = rsl_shader_kind_name(top->kind);
    if (e->nargs == 1 && strcmp(e->args[0]->str, own) != 0) {
        rsl_diag_error(S->diag, e->args[0]->loc, "shadername(\"%s\") in %s shader '%s': only the shader's own kind "
                                                 "(\"%s\") is known", e->args[0]->str, own, top->name, own);
        return error(e);
    }
    e->kind = RSL_E_STR;
    e->str = top->name;
    e->str_len = strlen(top->name);
    e->args = NULL;
    e->nargs = 0;
    return sema_check_expr(S, &e, RSL_T_STRING);
}

static bool is_message_function(const char *name)
{
    static const char *const names[] = {
#define RSL_X_(k, s) s,
        RSL_MESSAGE_FUNCTIONS(RSL_X_)
#undef RSL_X_
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(names[i], name) == 0)
            return true;
    return false;
}

/* float NAME(string name; output TYPE var). */
static rsl_type check_message(sema *S, rsl_expr *e)
{
    if (e->nargs != 2 || !is_string(e->args[0])) {
        char buf[256] = "";
        size_t n = 0;
        for (int i = 0; i < e->nargs && n < sizeof buf; i++) {
            char t[64];
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", i ? ", " : "",
                                  sema_type_str(e->args[i]->type, t, sizeof t));
        }
        rsl_diag_error(S->diag, e->loc, "'%s' takes (string name; output variable), not (%s)", e->name, buf);
        return error(e);
    }
    char what[64];
    snprintf(what, sizeof what, "the output argument of '%s'", e->name);
    if (!sema_check_lvalue(S, e->args[1], what))
        return error(e);
    return result(e, RSL_T_FLOAT, RSL_DYN_MESSAGE);
}

bool sema_check_dynamic_call(sema *S, rsl_expr *e, rsl_type *type)
{
    const char *n = e->name;
    if (strcmp(n, "format") == 0)
        *type = check_format(S, e, RSL_T_STRING, RSL_DYN_FORMAT);
    else if (strcmp(n, "printf") == 0)
        *type = check_format(S, e, RSL_T_VOID, RSL_DYN_PRINTF);
    else if (strcmp(n, "concat") == 0)
        *type = check_concat(S, e);
    else if (strcmp(n, "match") == 0)
        *type = check_match(S, e);
    else if (strcmp(n, "shadername") == 0)
        *type = check_shadername(S, e);
    else if (is_message_function(n))
        *type = check_message(S, e);
    else
        return false;
    sema_fold_string_call(S, e); /* of constants: the literal or number, on every target */
    *type = e->type;
    return true;
}
