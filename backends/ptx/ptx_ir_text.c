/* What LLVM-C 16 cannot tell about an instruction, read from its printed
 * form: fast-math flags, the synchronization scope of atomics, a fence's
 * ordering (LLVMGetOrdering does not take fences), the atomicrmw operations
 * added after the C API's enum (uinc_wrap, udec_wrap).
 *
 * Fast-math flags (LLVM LangRef, "Fast-Math Flags") where they change the
 * PTX: `contract` fuses a multiply into the add or subtract that uses it
 * (fma.rn, as llc's DAG combiner does), `afn`/`arcp` and a function's
 * "unsafe-fp-math"="true" allow div.approx.f32 and sqrt.approx.f32.  They
 * stand between the opcode and the type. */
#include "ptx_internal.h"

#include <ctype.h>
#include <string.h>

static bool unsafe_function(LLVMValueRef fn) {
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, "unsafe-fp-math", 14);
    unsigned len = 0;
    const char *v = a ? LLVMGetStringAttributeValue(a, &len) : NULL;
    return v && len == 4 && memcmp(v, "true", 4) == 0;
}

unsigned ptx_fp_flags(Emitter *e, LLVMValueRef inst) {
    unsigned flags = unsafe_function(e->fn) ? PTX_FP_CONTRACT | PTX_FP_AFN | PTX_FP_ARCP : 0;
    char *text = LLVMPrintValueToString(inst);
    const char *p = strchr(text, '=');
    p = p ? p + 1 : text;
    /* Words up to the first operand, global or parenthesis: the opcode, the
     * flags, the type. */
    while (*p && *p != '%' && *p != '@' && *p != '(') {
        while (*p == ' ')
            p++;
        const char *w = p;
        while (*p && (isalnum((unsigned char)*p) || *p == '_'))
            p++;
        size_t n = (size_t)(p - w);
        if ((n == 8 && !memcmp(w, "contract", 8)) || (n == 4 && !memcmp(w, "fast", 4)))
            flags |= PTX_FP_CONTRACT;
        if ((n == 3 && !memcmp(w, "afn", 3)) || (n == 4 && !memcmp(w, "fast", 4)))
            flags |= PTX_FP_AFN;
        if ((n == 4 && !memcmp(w, "arcp", 4)) || (n == 4 && !memcmp(w, "fast", 4)))
            flags |= PTX_FP_ARCP;
        if (n == 0 && *p && *p != '%' && *p != '@' && *p != '(')
            p++;
    }
    LLVMDisposeMessage(text);
    return flags;
}

/* The fmul that `v` is, when it may be fused into its one user `add`. */
static bool fusable_mul(Emitter *e, LLVMValueRef v, LLVMValueRef add) {
    if (!LLVMIsAInstruction(v) || LLVMGetInstructionOpcode(v) != LLVMFMul ||
        LLVMGetInstructionParent(v) != LLVMGetInstructionParent(add))
        return false;
    LLVMUseRef u = LLVMGetFirstUse(v);
    return u && !LLVMGetNextUse(u) && (ptx_fp_flags(e, v) & PTX_FP_CONTRACT);  /* flags last: they print v */
}

bool ptx_emit_contracted(Emitter *e, LLVMValueRef i, int k, Reg d, const char *fs) {
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    if (op != LLVMFAdd && op != LLVMFSub)
        return false;
    LLVMValueRef a = LLVMGetOperand(i, 0), b = LLVMGetOperand(i, 1);
    /* a*b + c and c + a*b; a*b - c = fma(a, b, -c); c - a*b = fma(-a, b, c).
     * The multiply is still emitted where it stands; ptxas drops it.  The
     * shape first: reading flags prints the instruction. */
    bool first = fusable_mul(e, a, i);
    if ((!first && !fusable_mul(e, b, i)) || !(ptx_fp_flags(e, i) & PTX_FP_CONTRACT))
        return false;
    LLVMValueRef mul = first ? a : b, other = first ? b : a;
    const char *x = OP(e, LLVMGetOperand(mul, 0), k, OP_REG), *y = OP(e, LLVMGetOperand(mul, 1), k, 0);
    const char *z = OP(e, other, k, OP_REG);
    if (op == LLVMFAdd) {
        ins(e, "fma.rn.%s %s, %s, %s, %s;", fs, R(e, d), x, y, z);
    } else {
        Reg c = new_reg(e, d.cls);
        ins(e, "neg.%s %s, %s;", fs, R(e, c), first ? z : x);
        if (first)
            ins(e, "fma.rn.%s %s, %s, %s, %s;", fs, R(e, d), x, y, R(e, c));
        else
            ins(e, "fma.rn.%s %s, %s, %s, %s;", fs, R(e, d), R(e, c), y, z);
    }
    return true;
}

const char *ptx_sync_scope(LLVMValueRef inst) {
    char *text = LLVMPrintValueToString(inst);
    const char *scope = ".sys"; /* LLVM's default: the whole system */
    const char *at = strstr(text, "syncscope(\"");
    if (at) {
        at += strlen("syncscope(\"");
        if (!strncmp(at, "block\"", 6))
            scope = ".cta";
        else if (!strncmp(at, "cluster\"", 8))
            scope = ".cluster";
        else if (!strncmp(at, "device\"", 7))
            scope = ".gpu";
        else if (!strncmp(at, "singlethread\"", 13))
            scope = NULL;
    }
    LLVMDisposeMessage(text);
    return scope;
}

const char *ptx_rmw_wrap_op(LLVMValueRef inst) {
    char *text = LLVMPrintValueToString(inst);
    const char *op = strstr(text, "atomicrmw uinc_wrap ") ? "inc" : strstr(text, "atomicrmw udec_wrap ") ? "dec" : NULL;
    LLVMDisposeMessage(text);
    return op;
}

bool ptx_fence_is_seq_cst(LLVMValueRef fence) {
    char *text = LLVMPrintValueToString(fence);
    bool sc = strstr(text, " seq_cst") != NULL;
    LLVMDisposeMessage(text);
    return sc;
}
