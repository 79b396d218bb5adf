/* Inline PTX assembly (`asm("..." : "=r"(x) : "r"(y))` in CUDA): the text
 * printed through, with $N replaced by the operands' registers in LLVM's
 * order (outputs, then inputs) and "$$" by "$", the outputs being the
 * call's value (a struct's elements for several).  LLVM-C 16 has no
 * accessor for an asm's string or constraints, so they are read from the
 * printed call: `asm [sideeffect] "TEXT", "CONSTRAINTS"(args)`. */
#include "ptx_internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* Reads an IR string literal at *p (after its opening quote) into b,
 * decoding \XX escapes; moves *p past the closing quote. */
static bool read_string(const char **p, Buf *b) {
    const char *s = *p;
    while (*s && *s != '"') {
        if (*s == '\\' && isxdigit((unsigned char)s[1]) && isxdigit((unsigned char)s[2])) {
            char hex[3] = {s[1], s[2], 0};
            char c = (char)strtol(hex, NULL, 16);
            buf_append(b, &c, 1);
            s += 3;
        } else {
            buf_append(b, s++, 1);
        }
    }
    if (*s != '"')
        return false;
    *p = s + 1;
    return true;
}

/* Operand texts of the asm, in $N order. */
typedef struct {
    Buf text[32];
    int n;
} Operands;

static bool collect_operands(Emitter *e, LLVMValueRef call, const char *constraints, Operands *ops) {
    int out = 0, in = 0;
    for (const char *c = constraints; *c;) {
        const char *end = strchr(c, ',');
        size_t len = end ? (size_t)(end - c) : strlen(c);
        if (ops->n == 32)
            return false;
        if (c[0] == '=') {
            buf_printf(&ops->text[ops->n++], "%s", R(e, value_reg(e, call, out++)));
        } else if (c[0] != '~') {
            if (in >= (int)LLVMGetNumArgOperands(call))
                return false;
            bool imm = len == 1 && (c[0] == 'n' || c[0] == 'i');
            buf_printf(&ops->text[ops->n++], "%s", OP(e, LLVMGetOperand(call, (unsigned)in++), 0, imm ? 0 : OP_REG));
        }
        c += len + (end ? 1 : 0);
    }
    return in == (int)LLVMGetNumArgOperands(call);
}

void ptx_emit_inline_asm(Emitter *e, LLVMValueRef call) {
    char *printed = LLVMPrintValueToString(call);
    Buf text = {0}, constraints = {0}, body = {0};
    Operands ops = {.n = 0};
    const char *p = strstr(printed, " asm ");
    bool ok = p != NULL;
    if (ok && (p = strchr(p, '"')) != NULL) {
        p++;
        ok = read_string(&p, &text) && strncmp(p, ", \"", 3) == 0;
    } else {
        ok = false;
    }
    if (ok) {
        p += 3;
        ok = read_string(&p, &constraints) && collect_operands(e, call, constraints.data ? constraints.data : "", &ops);
    }
    for (const char *s = text.data; ok && s && *s; s++) {
        if (*s != '$') {
            buf_append(&body, s, 1);
        } else if (s[1] == '$') {
            buf_append(&body, "$", 1);
            s++;
        } else if (isdigit((unsigned char)s[1])) {
            char *end;
            long k = strtol(s + 1, &end, 10);
            ok = k < ops.n;
            if (ok)
                buf_printf(&body, "%s", ops.text[k].data);
            s = end - 1;
        } else {
            ok = false; /* ${N:modifier} and other forms */
        }
    }
    if (ok) {
        ins(e, "// begin inline asm");
        for (char *line = body.data ? body.data : ""; *line;) {
            char *nl = strchr(line, '\n');
            size_t len = nl ? (size_t)(nl - line) : strlen(line);
            if (len)
                ins(e, "%.*s", (int)len, line);
            line += len + (nl ? 1 : 0);
        }
        ins(e, "// end inline asm");
    } else {
        emit_error(e, call, "unsupported inline assembly (operands as $N only, at most 32)");
    }
    for (int k = 0; k < ops.n; k++)
        buf_free(&ops.text[k]);
    buf_free(&text);
    buf_free(&constraints);
    buf_free(&body);
    LLVMDisposeMessage(printed);
}
