/* Warp-level and read-only-cache intrinsics of NVVM that real CUDA code
 * uses (issue 17 item 12): shfl.sync in its four modes (with the predicate
 * output of the ...p forms), match.any/all.sync, activemask, bar.warp.sync,
 * and the non-coherent (ldg) and uniform (ldu) global loads. */
#include "ptx_internal.h"

#include <stdio.h>
#include <string.h>

static bool starts_with(const char *s, const char *prefix) { return strncmp(s, prefix, strlen(prefix)) == 0; }

/* The destination of a result that may come with a predicate: "%r1" or
 * "%r1|%p1" for the { value, i1 } forms. */
static void dest_with_pred(Emitter *e, LLVMValueRef call, bool pred, Buf *d) {
    buf_printf(d, "%s", R(e, value_reg(e, call, 0)));
    if (pred)
        buf_printf(d, "|%s", R(e, value_reg(e, call, 1)));
}

/* llvm.nvvm.shfl.sync.{idx,up,down,bfly}.{i32,f32}[p](mask, value, lane, clamp) */
static bool emit_shfl(Emitter *e, LLVMValueRef call, const char *rest) {
    static const char *const modes[] = {"idx", "up", "down", "bfly"};
    for (size_t k = 0; k < 4; k++) {
        size_t n = strlen(modes[k]);
        if (strncmp(rest, modes[k], n) != 0 || rest[n] != '.')
            continue;
        const char *type = rest + n + 1;
        bool pred = strcmp(type, "i32p") == 0 || strcmp(type, "f32p") == 0;
        if (!pred && strcmp(type, "i32") != 0 && strcmp(type, "f32") != 0)
            return false;
        Buf d = {0};
        dest_with_pred(e, call, pred, &d);
        ins(e, "shfl.sync.%s.b32 %s, %s, %s, %s, %s;", modes[k], d.data, OP(e, LLVMGetOperand(call, 1), 0, OP_REG),
            OP(e, LLVMGetOperand(call, 2), 0, 0), OP(e, LLVMGetOperand(call, 3), 0, 0),
            OP(e, LLVMGetOperand(call, 0), 0, 0));
        buf_free(&d);
        return true;
    }
    return false;
}

/* llvm.nvvm.match.{any,all}.sync.{i32,i64}[p](mask, value) */
static bool emit_match(Emitter *e, LLVMValueRef call, const char *rest) {
    bool any = starts_with(rest, "any.sync."), all = starts_with(rest, "all.sync.");
    if (!any && !all)
        return false;
    const char *type = rest + strlen("any.sync.");
    bool pred = strcmp(type, "i32p") == 0 || strcmp(type, "i64p") == 0;
    if (!pred && strcmp(type, "i32") != 0 && strcmp(type, "i64") != 0)
        return false;
    if (any && pred)
        return false;
    Buf d = {0};
    dest_with_pred(e, call, pred, &d);
    ins(e, "match.%s.sync.b%s %s, %s, %s;", any ? "any" : "all", type[1] == '3' ? "32" : "64", d.data,
        OP(e, LLVMGetOperand(call, 1), 0, OP_REG), OP(e, LLVMGetOperand(call, 0), 0, 0));
    buf_free(&d);
    return true;
}

/* llvm.nvvm.ldg.global.{i,f,p}.TYPE / ldu.global...(ptr addrspace(1), i32 align) */
static bool emit_cached_load(Emitter *e, LLVMValueRef call, bool uniform) {
    LLVMValueRef ptr = LLVMGetOperand(call, 0);
    const char *mt = mem_type(LLVMTypeOf(call));
    if (!mt || LLVMGetTypeKind(LLVMTypeOf(call)) == LLVMVectorTypeKind) {
        emit_error(e, call, "unsupported %s type", uniform ? "ldu" : "ldg");
        return true;
    }
    const char *a = ADDR(e, ptr, LLVMGetPointerAddressSpace(LLVMTypeOf(ptr)));
    ins(e, "%s.global%s%s %s, %s;", uniform ? "ldu" : "ld", uniform ? "" : ".nc", mt, R(e, value_reg(e, call, 0)), a);
    return true;
}

bool ptx_emit_warp_intrinsic(Emitter *e, LLVMValueRef call, const char *name) {
    if (starts_with(name, "llvm.nvvm.shfl.sync."))
        return emit_shfl(e, call, name + strlen("llvm.nvvm.shfl.sync."));
    if (starts_with(name, "llvm.nvvm.match."))
        return emit_match(e, call, name + strlen("llvm.nvvm.match."));
    if (strcmp(name, "llvm.nvvm.activemask") == 0) {
        ins(e, "activemask.b32 %s;", R(e, value_reg(e, call, 0)));
        return true;
    }
    if (strcmp(name, "llvm.nvvm.bar.warp.sync") == 0) {
        ins(e, "bar.warp.sync %s;", OP(e, LLVMGetOperand(call, 0), 0, 0));
        return true;
    }
    if (starts_with(name, "llvm.nvvm.ldg.global.") || starts_with(name, "llvm.nvvm.ldu.global."))
        return emit_cached_load(e, call, name[12] == 'u');
    return false;
}
