/* The constant part of each @rpu.load address outermost, so that
 * instruction selection takes it as the load's offset (`load I1, A.w, 1`)
 * and loads from one record share the base's lane of A:
 *
 *   - `or X, C` is `add X, C` where C lies in the low bits X has zero
 *     (InstCombine writes (2*i)+1 as (2*i)|1);
 *   - `add (add X, C), Y` is `add (add X, Y), C` (reassociated where the
 *     inner sum has no other reader: no instruction is added).
 *
 * 32-bit integer addition wraps, so the sums are the same. */
#include "lower.h"

#include <stdint.h>

static bool is_op(LLVMValueRef v, LLVMOpcode op) {
    return LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == op && LLVMTypeOf(v) == LLVMInt32TypeInContext(LLVMGetTypeContext(LLVMTypeOf(v)));
}

/* How many low bits of v are known to be zero (0 when unknown). */
static unsigned low_zero_bits(LLVMValueRef v, int depth) {
    if (LLVMIsAConstantInt(v)) {
        uint32_t c = (uint32_t)LLVMConstIntGetZExtValue(v);
        return c ? (unsigned)__builtin_ctz(c) : 32;
    }
    if (depth > 4 || !LLVMIsAInstruction(v)) return 0;
    unsigned a, b;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMShl: {
        LLVMValueRef k = LLVMGetOperand(v, 1);
        if (!LLVMIsAConstantInt(k) || LLVMConstIntGetZExtValue(k) >= 32) return 0;
        a = low_zero_bits(LLVMGetOperand(v, 0), depth + 1) + (unsigned)LLVMConstIntGetZExtValue(k);
        return a < 32 ? a : 32;
    }
    case LLVMMul:
        a = low_zero_bits(LLVMGetOperand(v, 0), depth + 1) + low_zero_bits(LLVMGetOperand(v, 1), depth + 1);
        return a < 32 ? a : 32;
    case LLVMAnd:
        a = low_zero_bits(LLVMGetOperand(v, 0), depth + 1);
        b = low_zero_bits(LLVMGetOperand(v, 1), depth + 1);
        return a > b ? a : b;
    case LLVMAdd:
    case LLVMOr:
        a = low_zero_bits(LLVMGetOperand(v, 0), depth + 1);
        b = low_zero_bits(LLVMGetOperand(v, 1), depth + 1);
        return a < b ? a : b;
    default: return 0;
    }
}

/* v as `X + C` (C a constant), or false. */
static bool plus_constant(LLVMValueRef v, LLVMValueRef *x, LLVMValueRef *c) {
    bool add = is_op(v, LLVMAdd), disjoint_or = false;
    if (!add && !is_op(v, LLVMOr)) return false;
    for (unsigned side = 0; side < 2; side++) {
        LLVMValueRef k = LLVMGetOperand(v, side), other = LLVMGetOperand(v, !side);
        if (!LLVMIsAConstantInt(k) || LLVMIsAConstantInt(other)) continue;
        if (!add) {
            unsigned z = low_zero_bits(other, 0);
            uint32_t bits = (uint32_t)LLVMConstIntGetZExtValue(k);
            disjoint_or = z >= 32 || (bits >> z) == 0;
            if (!disjoint_or) return false;
        }
        *x = other;
        *c = k;
        return true;
    }
    return false;
}

/* The address with its constant terms moved out of it, one step: the
 * rewritten value, or NULL when there is nothing to move. */
static LLVMValueRef move_constant_out(LLVMBuilderRef b, LLVMValueRef addr) {
    LLVMValueRef x, c;
    if (is_op(addr, LLVMOr) && plus_constant(addr, &x, &c)) {
        LLVMPositionBuilderBefore(b, addr);
        return LLVMBuildAdd(b, x, c, "");
    }
    if (!is_op(addr, LLVMAdd)) return NULL;
    for (unsigned side = 0; side < 2; side++) {
        LLVMValueRef inner = LLVMGetOperand(addr, side), other = LLVMGetOperand(addr, !side);
        if (LLVMIsAConstantInt(other) || !plus_constant(inner, &x, &c) || LLVMGetNextUse(LLVMGetFirstUse(inner)))
            continue;
        LLVMPositionBuilderBefore(b, addr);
        return LLVMBuildAdd(b, LLVMBuildAdd(b, x, other, ""), c, "");
    }
    return NULL;
}

bool rpu_lower_load_offsets(LLVMModuleRef m, char **err) {
    (void)err;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
    rl_vec all = {0}, loads = {0};
    rl_module_instructions(m, &all);
    static const char *const load[] = {"rpu.load", NULL};
    int which;
    for (size_t k = 0; k < all.n; k++)
        if (rl_calls_one_of(all.v[k], load, &which)) rl_push(&loads, all.v[k]);
    for (size_t k = 0; k < loads.n; k++) {
        /* past the constants already outermost, to the base */
        LLVMValueRef addr = LLVMGetOperand(loads.v[k], 0), x, c, moved;
        for (int depth = 0; depth < 64; depth++) {
            if (is_op(addr, LLVMAdd) && plus_constant(addr, &x, &c)) {
                addr = x;
            } else if ((moved = move_constant_out(b, addr))) {
                rl_replace(addr, moved);
                addr = moved;
            } else
                break;
        }
    }
    rl_erase_dead(m);
    rl_free(&all);
    rl_free(&loads);
    LLVMDisposeBuilder(b);
    return true;
}
