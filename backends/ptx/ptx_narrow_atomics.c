/* Atomics on 8- and 16-bit values (atomicrmw, cmpxchg): PTX's atom works
 * on 32 and 64 bits, so the value's aligned 32-bit word is updated by a
 * compare-and-swap loop that changes only the value's bytes, as LLVM's
 * AtomicExpand does for the NVPTX target.  The access is naturally aligned
 * (LLVM requires it of atomics), so the value never straddles two words;
 * bytes are little-endian, the value at bit 8 * (address & 3). */
#include "ptx_internal.h"

#include <stdio.h>

/* The word's address, the value's bit offset, its mask and the mask's
 * complement (registers, in that order). */
typedef struct {
    char word[16], shift[16], mask[16], rest[16];
} Field;

static Field field_of(Emitter *e, LLVMValueRef ptr, unsigned bits) {
    Field f;
    Reg word = new_reg(e, RC_B64), low = new_reg(e, RC_B32), mask = new_reg(e, RC_B32), rest = new_reg(e, RC_B32);
    const char *p = OP(e, ptr, 0, OP_REG);
    ins(e, "and.b64 %s, %s, -4;", R(e, word), p);
    ins(e, "cvt.u32.u64 %s, %s;", R(e, low), p);
    ins(e, "and.b32 %s, %s, 3;", R(e, low), R(e, low));
    ins(e, "shl.b32 %s, %s, 3;", R(e, low), R(e, low));
    ins(e, "mov.b32 %s, %u;", R(e, mask), bits == 8 ? 0xffu : 0xffffu);
    ins(e, "shl.b32 %s, %s, %s;", R(e, mask), R(e, mask), R(e, low));
    ins(e, "not.b32 %s, %s;", R(e, rest), R(e, mask));
    snprintf(f.word, sizeof f.word, "%s", R(e, word));
    snprintf(f.shift, sizeof f.shift, "%s", R(e, low));
    snprintf(f.mask, sizeof f.mask, "%s", R(e, mask));
    snprintf(f.rest, sizeof f.rest, "%s", R(e, rest));
    return f;
}

/* v (an i8 or i16) zero- or sign-extended into a fresh 32-bit register. */
static Reg widen(Emitter *e, LLVMValueRef v, bool is_signed) {
    Reg r = new_reg(e, RC_B32);
    ins(e, "cvt.%c32.%c16 %s, %s;", is_signed ? 's' : 'u', is_signed ? 's' : 'u', R(e, r),
        OP(e, v, 0, OP_REG | OP_CANON | (is_signed ? OP_SIGNED : 0)));
    return r;
}

/* Is op one the loop can do (the integer ones)? */
static bool narrow_op_supported(LLVMAtomicRMWBinOp op) {
    switch (op) {
    case LLVMAtomicRMWBinOpXchg: case LLVMAtomicRMWBinOpAdd: case LLVMAtomicRMWBinOpSub:
    case LLVMAtomicRMWBinOpAnd: case LLVMAtomicRMWBinOpNand: case LLVMAtomicRMWBinOpOr:
    case LLVMAtomicRMWBinOpXor: case LLVMAtomicRMWBinOpMax: case LLVMAtomicRMWBinOpMin:
    case LLVMAtomicRMWBinOpUMax: case LLVMAtomicRMWBinOpUMin:
        return true;
    default:
        return false;
    }
}

/* out = op(cur, val), on the fields extended to 32 bits (signed for max and
 * min); bits above the field are dropped by the caller. */
static void combine(Emitter *e, LLVMAtomicRMWBinOp op, Reg cur, Reg val, Reg out) {
    char C[16], V[16], O[16];
    snprintf(C, sizeof C, "%s", R(e, cur));
    snprintf(V, sizeof V, "%s", R(e, val));
    snprintf(O, sizeof O, "%s", R(e, out));
    switch (op) {
    case LLVMAtomicRMWBinOpXchg: ins(e, "mov.b32 %s, %s;", O, V); break;
    case LLVMAtomicRMWBinOpAdd: ins(e, "add.u32 %s, %s, %s;", O, C, V); break;
    case LLVMAtomicRMWBinOpSub: ins(e, "sub.u32 %s, %s, %s;", O, C, V); break;
    case LLVMAtomicRMWBinOpAnd: ins(e, "and.b32 %s, %s, %s;", O, C, V); break;
    case LLVMAtomicRMWBinOpOr: ins(e, "or.b32 %s, %s, %s;", O, C, V); break;
    case LLVMAtomicRMWBinOpXor: ins(e, "xor.b32 %s, %s, %s;", O, C, V); break;
    case LLVMAtomicRMWBinOpNand:
        ins(e, "and.b32 %s, %s, %s;", O, C, V);
        ins(e, "not.b32 %s, %s;", O, O);
        break;
    case LLVMAtomicRMWBinOpMax: ins(e, "max.s32 %s, %s, %s;", O, C, V); break;
    case LLVMAtomicRMWBinOpMin: ins(e, "min.s32 %s, %s, %s;", O, C, V); break;
    case LLVMAtomicRMWBinOpUMax: ins(e, "max.u32 %s, %s, %s;", O, C, V); break;
    default: ins(e, "min.u32 %s, %s, %s;", O, C, V); break;
    }
}

static bool signed_op(LLVMAtomicRMWBinOp op) { return op == LLVMAtomicRMWBinOpMax || op == LLVMAtomicRMWBinOpMin; }

bool is_narrow_atomic(LLVMValueRef i) {
    LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(i, 1));
    return is_int(t) && (int_width(t) == 8 || int_width(t) == 16);
}

/* The field of word w into d (an i8 or i16 register). */
static void extract(Emitter *e, Reg d, Reg w, const Field *f) {
    Reg t = new_reg(e, RC_B32);
    ins(e, "shr.u32 %s, %s, %s;", R(e, t), R(e, w), f->shift);
    ins(e, "cvt.u16.u32 %s, %s;", R(e, d), R(e, t));
}

void emit_narrow_atomicrmw(Emitter *e, LLVMValueRef i, const char *sem, const char *space) {
    LLVMValueRef ptr = LLVMGetOperand(i, 0), v = LLVMGetOperand(i, 1);
    LLVMAtomicRMWBinOp op = LLVMGetAtomicRMWBinOp(i);
    unsigned bits = int_width(LLVMTypeOf(v));
    if (!narrow_op_supported(op)) {
        emit_error(e, i, "this atomic operation on %u-bit values is not supported by the ptx target", bits);
        return;
    }
    Field f = field_of(e, ptr, bits);
    bool s = signed_op(op);
    Reg val = widen(e, v, s), old = new_reg(e, RC_B32), cur = new_reg(e, RC_B32), out = new_reg(e, RC_B32);
    Reg word = new_reg(e, RC_B32), prev = new_reg(e, RC_B32), again = new_reg(e, RC_PRED);
    int id = e->next_label++;
    ins(e, "ld%s.u32 %s, [%s];", space, R(e, old), f.word);
    buf_printf(&e->body, "$L__atom%d_%d:\n", e->fn_index, id);
    ins(e, "bfe.%c32 %s, %s, %s, %u;", s ? 's' : 'u', R(e, cur), R(e, old), f.shift, bits);
    combine(e, op, cur, val, out);
    ins(e, "shl.b32 %s, %s, %s;", R(e, out), R(e, out), f.shift);
    ins(e, "and.b32 %s, %s, %s;", R(e, out), R(e, out), f.mask);
    ins(e, "and.b32 %s, %s, %s;", R(e, word), R(e, old), f.rest);
    ins(e, "or.b32 %s, %s, %s;", R(e, word), R(e, word), R(e, out));
    ins(e, "atom%s%s.cas.b32 %s, [%s], %s, %s;", sem, space, R(e, prev), f.word, R(e, old), R(e, word));
    ins(e, "setp.ne.s32 %s, %s, %s;", R(e, again), R(e, prev), R(e, old));
    ins(e, "mov.b32 %s, %s;", R(e, old), R(e, prev));
    ins(e, "@%s bra $L__atom%d_%d;", R(e, again), e->fn_index, id);
    extract(e, value_reg(e, i, 0), prev, &f);
}

/* A failed compare-and-swap is retried only while the value's own bytes
 * still equal the expected value (the other bytes of the word changed). */
void emit_narrow_cmpxchg(Emitter *e, LLVMValueRef i, const char *sem, const char *space) {
    LLVMValueRef ptr = LLVMGetOperand(i, 0);
    unsigned bits = int_width(LLVMTypeOf(LLVMGetOperand(i, 1)));
    Field f = field_of(e, ptr, bits);
    Reg cmp = widen(e, LLVMGetOperand(i, 1), false), nv = widen(e, LLVMGetOperand(i, 2), false);
    Reg old = new_reg(e, RC_B32), expect = new_reg(e, RC_B32), desired = new_reg(e, RC_B32);
    Reg prev = new_reg(e, RC_B32), t = new_reg(e, RC_B32), again = new_reg(e, RC_PRED);
    ins(e, "shl.b32 %s, %s, %s;", R(e, cmp), R(e, cmp), f.shift);
    ins(e, "shl.b32 %s, %s, %s;", R(e, nv), R(e, nv), f.shift);
    int id = e->next_label++;
    ins(e, "ld%s.u32 %s, [%s];", space, R(e, old), f.word);
    buf_printf(&e->body, "$L__atom%d_%d:\n", e->fn_index, id);
    ins(e, "and.b32 %s, %s, %s;", R(e, t), R(e, old), f.rest);
    ins(e, "or.b32 %s, %s, %s;", R(e, expect), R(e, t), R(e, cmp));
    ins(e, "or.b32 %s, %s, %s;", R(e, desired), R(e, t), R(e, nv));
    ins(e, "atom%s%s.cas.b32 %s, [%s], %s, %s;", sem, space, R(e, prev), f.word, R(e, expect), R(e, desired));
    ins(e, "and.b32 %s, %s, %s;", R(e, t), R(e, prev), f.mask);
    ins(e, "setp.eq.s32 %s, %s, %s;", R(e, again), R(e, t), R(e, cmp));
    ins(e, "setp.ne.and.s32 %s, %s, %s, %s;", R(e, again), R(e, prev), R(e, expect), R(e, again));
    ins(e, "mov.b32 %s, %s;", R(e, old), R(e, prev));
    ins(e, "@%s bra $L__atom%d_%d;", R(e, again), e->fn_index, id);
    extract(e, value_reg(e, i, 0), prev, &f);
    ins(e, "setp.eq.s32 %s, %s, %s;", R(e, value_reg(e, i, 1)), R(e, prev), R(e, expect));
}
