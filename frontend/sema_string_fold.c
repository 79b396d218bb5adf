/* Folds the string functions whose arguments are all compile-time constants
 * (literals, numbers, triples of numbers, and calls folded before them), on
 * every target: format and concat become the literal they make, with the
 * runtime's own formatting (rsl_host_format_text), and match becomes 1 or 0
 * by the same POSIX regex the runtime uses.  So texture(concat("wood",
 * ".tx"), s, t) and format("%s_%d", "a", 3) need no strings made at run
 * time, which only the host has. */
#include <regex.h>
#include <stdlib.h>
#include <string.h>

#include "dynamic_calls.h"
#include "rsl_dynamic.h"
#include "sema_internal.h"

/* e as a constant float, when it is one (a number, maybe negated). */
static bool constant_float(const rsl_expr *e, float *out)
{
    if (e->kind == RSL_E_NUM) { /* the lexer rejects numbers beyond float's range */
        *out = (float)e->num;
        return true;
    }
    if (e->kind == RSL_E_UNARY && e->op == RSL_OP_NEG && constant_float(e->a, out)) {
        *out = -*out;
        return true;
    }
    if (e->kind == RSL_E_CAST && !e->space && (int)e->a->type.kind == RSL_T_FLOAT && (int)e->type.kind == RSL_T_FLOAT)
        return constant_float(e->a, out);
    return false;
}

/* The values of a constant argument: a float, a triple (as written or a
 * float made one by a cast) or 16 numbers; false for anything else. */
static bool constant_floats(const rsl_expr *e, float out[16])
{
    if (e->type.array_len != RSL_NOT_ARRAY)
        return false;
    int kind = (int)e->type.kind;
    if (kind == RSL_T_FLOAT)
        return constant_float(e, &out[0]);
    if (e->kind == RSL_E_CAST && !e->space && rsl_kind_is_triple(kind)) {
        if (rsl_kind_is_triple((int)e->a->type.kind))
            return constant_floats(e->a, out); /* color(1, 0, 0): a triple given its kind */
        if ((int)e->a->type.kind != RSL_T_FLOAT || !constant_float(e->a, &out[0]))
            return false;
        out[1] = out[2] = out[0];
        return true;
    }
    if ((e->kind != RSL_E_TRIPLE && e->kind != RSL_E_MATRIX) || e->space)
        return false;
    for (int i = 0; i < e->nargs && i < 16; i++)
        if (!constant_float(e->args[i], &out[i]))
            return false;
    return true;
}

/* e becomes the literal text (len bytes), checked and interned as any. */
static void become_literal(sema *S, rsl_expr *e, const char *text, size_t len)
{
    char *copy = rsl_arena_alloc(S->prog->arena, len + 1); /* zeroed: NUL-ended */
    memcpy(copy, text, len);
    e->kind = RSL_E_STR;
    e->str = copy;
    e->str_len = len;
    e->args = NULL;
    e->nargs = 0;
    e->dynamic_call = RSL_DYN_NONE;
    sema_check_expr(S, &e, RSL_T_STRING);
}

/* format(fmt, args...) (concat is one) of constants: its text. */
static void fold_format(sema *S, rsl_expr *e)
{
    int n = e->nargs;
    /* literals: every string argument, the format first; ids are indices */
    const char **literals = calloc((size_t)n + 1, sizeof *literals);
    rsl_dynamic_arg *args = calloc((size_t)n, sizeof *args);
    float(*values)[16] = calloc((size_t)n, sizeof *values);
    rsl_string *ids = calloc((size_t)n, sizeof *ids);
    if (!literals || !args || !values || !ids)
        abort();
    bool constant = e->args[0]->kind == RSL_E_STR;
    for (int i = 0; i < n && constant; i++) {
        const rsl_expr *a = e->args[i];
        literals[i] = a->kind == RSL_E_STR ? a->str : "";
        ids[i] = (rsl_string)i;
        if (i == 0)
            continue;
        args[i - 1].kind = (int32_t)a->type.kind;
        if ((int)a->type.kind == RSL_T_STRING) {
            constant = a->kind == RSL_E_STR && strlen(a->str) == a->str_len;
            args[i - 1].value = &ids[i];
        } else {
            constant = constant_floats(a, values[i]);
            args[i - 1].value = values[i];
        }
    }
    /* a literal with a NUL inside would be cut short by the C text */
    constant = constant && strlen(e->args[0]->str) == e->args[0]->str_len;
    if (constant) {
        size_t len;
        char *text = rsl_host_format_text(literals, 0, n - 1, args, &len);
        become_literal(S, e, text, len);
        free(text);
    }
    free(literals);
    free(args);
    free(values);
    free(ids);
}

/* match(pattern, subject) of literals: 1 or 0.  A pattern with an interval
 * stays for run time (sema_dynamic.c says why). */
static void fold_match(sema *S, rsl_expr *e)
{
    const rsl_expr *pattern = e->args[0], *subject = e->args[1];
    if (pattern->kind != RSL_E_STR || subject->kind != RSL_E_STR || strchr(pattern->str, '{') ||
        strlen(pattern->str) != pattern->str_len || strlen(subject->str) != subject->str_len)
        return;
    regex_t re;
    if (regcomp(&re, pattern->str, REG_EXTENDED | REG_NOSUB) != 0)
        return; /* sema_dynamic.c reported it */
    bool found = regexec(&re, subject->str, 0, NULL, 0) == 0;
    regfree(&re);
    e->kind = RSL_E_NUM;
    e->num = found ? 1 : 0;
    e->args = NULL;
    e->nargs = 0;
    e->dynamic_call = RSL_DYN_NONE;
    sema_check_expr(S, &e, RSL_T_FLOAT);
}

void sema_fold_string_call(sema *S, rsl_expr *e)
{
    if (e->dynamic_call == RSL_DYN_FORMAT)
        fold_format(S, e);
    else if (e->dynamic_call == RSL_DYN_MATCH)
        fold_match(S, e);
}
