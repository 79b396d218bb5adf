/* printf on PTX through CUDA's vprintf (`.extern .func (.param .b32 r)
 * vprintf(.param .b64 fmt, .param .b64 args)`, which the CUDA driver
 * provides and whose output it writes to the host's stdout at the next
 * synchronization).  vprintf takes a C format and the arguments packed as
 * CUDA packs them: each in 8 bytes, floats as doubles, in a buffer in
 * local memory.  RSL's format is a compile-time constant here, rewritten
 * to C's: a triple's conversion is repeated for its three components (a
 * matrix's for its sixteen) with one space between, %d prints the integer
 * part as %lld, a constant string argument goes into the format itself
 * (escaped).  The text is what the host's printf (runtime/host_strings.c)
 * writes.  A format or a string argument known only at run time is a
 * compile-time error: the device has no strings made at run time. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "irgen.h"
#include "rsl_dynamic.h"

typedef struct text {
    char *s;
    size_t len, cap;
} text;

static void put(text *t, const char *s, size_t n)
{
    if (t->len + n + 1 > t->cap) {
        t->cap = (t->len + n + 1) * 2;
        t->s = realloc(t->s, t->cap);
        if (!t->s)
            abort();
    }
    memcpy(t->s + t->len, s, n);
    t->len += n;
    t->s[t->len] = '\0';
}

/* Text that vprintf must print as it is: each '%' doubled. */
static void put_escaped(text *t, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        put(t, s[i] == '%' ? "%%" : &s[i], s[i] == '%' ? 2 : 1);
}

/* The C conversion for one number under c, as the host's append_value
 * builds it: '#' only for e/f/g, and the letter's C form. */
static void put_number_spec(text *t, const rsl_format_conversion *c)
{
    const char *kind = c->letter == 'd' ? "lld" : c->letter == 'e' ? "e" : c->letter == 'g' || c->letter == 's' ? "g" : "f";
    char spec[48];
    int n = snprintf(spec, sizeof spec, "%%");
    for (const char *f = c->flags; *f; f++)
        if (*f != '#' || kind[0] != 'l')
            spec[n++] = *f;
    n += c->width >= 0 ? snprintf(spec + n, sizeof spec - (size_t)n, "%d", c->width) : 0;
    n += c->prec >= 0 ? snprintf(spec + n, sizeof spec - (size_t)n, ".%d", c->prec) : 0;
    snprintf(spec + n, sizeof spec - (size_t)n, "%s", kind);
    put(t, spec, strlen(spec));
}

/* A constant string under c, formatted now (C's %s with its flags, width
 * and precision; '0' and '#' mean nothing there). */
static void put_string(text *t, const rsl_format_conversion *c, const char *s)
{
    char spec[32];
    int n = snprintf(spec, sizeof spec, "%%");
    for (const char *f = c->flags; *f; f++)
        if (*f == '-' || *f == ' ' || *f == '+')
            spec[n++] = *f;
    snprintf(spec + n, sizeof spec - (size_t)n, "*.*s");
    int len = snprintf(NULL, 0, spec, c->width < 0 ? 0 : c->width, c->prec, s);
    char *buf = malloc((size_t)len + 1);
    if (!buf)
        abort();
    snprintf(buf, (size_t)len + 1, spec, c->width < 0 ? 0 : c->width, c->prec, s);
    put_escaped(t, buf, (size_t)len);
    free(buf);
}

/* x's integer part as an i64 (NaN 0, beyond the range saturated), as the host's %d. */
static LLVMValueRef integer_part(irgen *g, LLVMValueRef x)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(g->ctx);
    LLVMValueRef lo = LLVMConstReal(g->f32, -9.2e18), hi = LLVMConstReal(g->f32, 9.2e18);
    LLVMValueRef c = LLVMBuildSelect(g->b, LLVMBuildFCmp(g->b, LLVMRealOLT, x, lo, ""), lo, x, "");
    c = LLVMBuildSelect(g->b, LLVMBuildFCmp(g->b, LLVMRealOGT, c, hi, ""), hi, c, "");
    LLVMValueRef v = LLVMBuildFPToSI(g->b, c, i64, "");
    return LLVMBuildSelect(g->b, LLVMBuildFCmp(g->b, LLVMRealUNO, x, x, ""), LLVMConstInt(i64, 0, 0), v, "");
}

/* The components of a number argument (1, 3 or 16 floats). */
static int components(irgen *g, rsl_expr *a, LLVMValueRef out[16])
{
    LLVMValueRef v = ir_expr(g, a);
    int kind = (int)a->type.kind;
    if (kind == RSL_T_FLOAT) {
        out[0] = v;
        return 1;
    }
    if (kind == RSL_T_MATRIX) { /* a matrix is its 16 floats in memory */
        for (int i = 0; i < 16; i++) {
            LLVMValueRef idx[2] = {LLVMConstInt(g->i32, 0, 0), LLVMConstInt(g->i32, (unsigned)i, 0)};
            out[i] = LLVMBuildLoad2(g->b, g->f32, LLVMBuildGEP2(g->b, g->mat, v, idx, 2, ""), "");
        }
        return 16;
    }
    for (int i = 0; i < 3; i++)
        out[i] = LLVMBuildExtractElement(g->b, v, LLVMConstInt(g->i32, (unsigned)i, 0), "");
    return 3;
}

LLVMValueRef ir_ptx_printf(irgen *g, rsl_expr *e)
{
    const rsl_expr *fmt = e->args[0];
    if (fmt->kind != RSL_E_STR || strlen(fmt->str) != fmt->str_len) {
        ir_error(g, fmt->loc, "run-time printing with a format known only at run time (printf) is not supported by "
                              "the ptx target: vprintf needs the format at compile time");
        return NULL;
    }
    text t = {0};
    put(&t, "", 0);
    int nvalues = 0, cap = 16;
    LLVMValueRef *values = malloc((size_t)cap * sizeof *values); /* i64 or double, 8 bytes each */
    if (!values)
        abort();
    int next = 1;
    for (const char *p = fmt->str; *p && !g->failed;) {
        const char *start = p;
        if (*p != '%') {
            while (*p && *p != '%')
                p++;
            put_escaped(&t, start, (size_t)(p - start));
            continue;
        }
        p++;
        rsl_format_conversion c;
        if (*p == '%') {
            put(&t, "%%", 2);
            p++;
            continue;
        }
        if (!rsl_format_parse_conversion(&p, &c) || next >= e->nargs) {
            put_escaped(&t, start, (size_t)(p - start)); /* as the host: the text as written */
            continue;
        }
        rsl_expr *a = e->args[next++];
        if ((int)a->type.kind == RSL_T_STRING) {
            if (a->kind != RSL_E_STR || strlen(a->str) != a->str_len) {
                ir_error(g, a->loc, "run-time strings in printf (a string argument known only at run time) are "
                                    "not supported by the ptx target");
                break;
            }
            put_string(&t, &c, a->str);
            continue;
        }
        LLVMValueRef comp[16];
        int n = components(g, a, comp);
        for (int i = 0; i < n; i++) {
            if (i)
                put(&t, " ", 1);
            put_number_spec(&t, &c);
            if (nvalues == cap) {
                cap *= 2;
                values = realloc(values, (size_t)cap * sizeof *values);
                if (!values)
                    abort();
            }
            values[nvalues++] = c.letter == 'd' ? integer_part(g, comp[i])
                                                : LLVMBuildFPExt(g->b, comp[i], LLVMDoubleTypeInContext(g->ctx), "");
        }
    }
    if (!g->failed) {
        LLVMTypeRef i8 = LLVMInt8TypeInContext(g->ctx), i64 = LLVMInt64TypeInContext(g->ctx);
        LLVMValueRef text_init = LLVMConstStringInContext(g->ctx, t.s, (unsigned)t.len, 0);
        LLVMValueRef format = LLVMAddGlobal(g->mod, LLVMArrayType(i8, (unsigned)t.len + 1), "printf.format");
        LLVMSetInitializer(format, text_init);
        LLVMSetGlobalConstant(format, 1);
        LLVMSetLinkage(format, LLVMPrivateLinkage);
        LLVMSetUnnamedAddress(format, LLVMGlobalUnnamedAddr);
        LLVMValueRef buf = LLVMConstPointerNull(g->ptr);
        if (nvalues) {
            LLVMTypeRef buf_ty = LLVMArrayType(i64, (unsigned)nvalues);
            buf = ir_alloca(g, buf_ty, "printf.args");
            for (int i = 0; i < nvalues; i++) {
                LLVMValueRef idx[2] = {LLVMConstInt(g->i32, 0, 0), LLVMConstInt(g->i32, (unsigned)i, 0)};
                LLVMBuildStore(g->b, values[i], LLVMBuildGEP2(g->b, buf_ty, buf, idx, 2, ""));
            }
        }
        LLVMTypeRef params[2] = {g->ptr, g->ptr};
        LLVMTypeRef fn_ty = LLVMFunctionType(g->i32, params, 2, 0);
        LLVMValueRef fn = LLVMGetNamedFunction(g->mod, "vprintf");
        if (!fn)
            fn = LLVMAddFunction(g->mod, "vprintf", fn_ty);
        LLVMValueRef args[2] = {format, buf};
        LLVMBuildCall2(g->b, fn_ty, fn, args, 2, "");
    }
    free(values);
    free(t.s);
    return NULL;
}
