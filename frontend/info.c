/* rsl2ll --info: what sloinfo tells of a compiled shader, read from the
 * checked tree: each shader's kind and name, its parameters with storage,
 * type and default value, and the file's top-level functions. */
#include <stdio.h>

#include "semantics.h"
#include "typerules.h"

/* Writes a default value when it is a constant, else says it is computed. */
static bool const_float(const rsl_expr *e, double *out)
{
    if (e->kind == RSL_E_NUM) {
        *out = e->num;
        return true;
    }
    if (e->kind == RSL_E_UNARY && e->op == RSL_OP_NEG && const_float(e->a, out)) {
        *out = -*out;
        return true;
    }
    if (e->kind == RSL_E_CAST && !e->space && e->a->type.kind == RSL_T_FLOAT)
        return const_float(e->a, out);
    return false;
}

static bool print_value(const rsl_expr *e, FILE *out)
{
    double x, c[16];
    int kind = (int)e->type.kind;
    if (e->kind == RSL_E_STR) {
        fprintf(out, "\"%s\"", e->str);
        return true;
    }
    if (e->kind == RSL_E_CAST && e->space && e->a) {
        fprintf(out, "\"%s\" ", e->space);
        return print_value(e->a, out);
    }
    if (e->kind == RSL_E_CAST && e->a && (int)e->a->type.kind == kind)
        return print_value(e->a, out);
    if (e->kind == RSL_E_ARRAY_INIT) {
        fputc('{', out);
        for (int i = 0; i < e->nargs; i++) {
            if (i)
                fputs(", ", out);
            if (!print_value(e->args[i], out))
                fputs("?", out);
        }
        fputc('}', out);
        return true;
    }
    int n = rsl_kind_is_triple(kind) ? 3 : kind == RSL_T_MATRIX ? 16 : 1;
    if (const_float(e, &x)) {
        for (int i = 0; i < n; i++)
            c[i] = kind == RSL_T_MATRIX ? (i % 5 == 0 ? x : 0) : x;
    } else if ((e->kind == RSL_E_TRIPLE || e->kind == RSL_E_MATRIX) && e->nargs == n) {
        for (int i = 0; i < n; i++)
            if (!const_float(e->args[i], &c[i]))
                return false;
    } else {
        return false;
    }
    if (n == 1) {
        fprintf(out, "%g", c[0]);
        return true;
    }
    if (kind == RSL_T_COLOR)
        fputs("\"rgb\" ", out);
    fputc('[', out);
    for (int i = 0; i < n; i++)
        fprintf(out, i ? " %g" : "%g", c[i]);
    fputc(']', out);
    return true;
}

static void print_param(const rsl_var *p, bool shader, FILE *out)
{
    char type[64];
    rsl_type t = p->type;
    const char *detail = t.detail == RSL_DETAIL_VARYING ? "varying" : "uniform";
    t.detail = RSL_DETAIL_DEFAULT;
    fprintf(out, "    \"%s\" \"%s%s %s %s\"\n", p->name, p->is_output ? "output " : "",
            shader ? "parameter" : "argument", detail, rsl_type_format(t, type, sizeof type));
    if (!shader)
        return;
    fputs("\t\tDefault value: ", out);
    if (!p->init || !print_value(p->init, out))
        fputs("(computed when the shader starts)", out);
    fputc('\n', out);
}

void rsl_print_info(const rsl_program *prog, FILE *out)
{
    for (int i = 0; i < prog->nfuncs; i++) {
        const rsl_func *f = prog->funcs[i];
        bool shader = f->kind != RSL_SHADER_FUNCTION;
        if (shader) {
            fprintf(out, "%s \"%s\"\n", rsl_shader_kind_name(f->kind), f->name);
        } else {
            char type[64];
            rsl_type rt = f->ret;
            rt.detail = RSL_DETAIL_DEFAULT;
            fprintf(out, "function \"%s\" returns \"%s\"\n", f->name, rsl_type_format(rt, type, sizeof type));
        }
        for (int j = 0; j < f->nparams; j++)
            print_param(f->params[j], shader, out);
    }
}
