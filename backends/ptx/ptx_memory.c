/* Loads, stores, allocas, atomics and fences of the PTX emitter. */
#include "ptx_internal.h"
#include "rslpasses.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned ptr_space(LLVMValueRef ptr) { return LLVMGetPointerAddressSpace(LLVMTypeOf(ptr)); }

/* PTX accesses must be naturally aligned: a scalar whose alignment is below
 * its size goes byte by byte (little-endian), assembled in an integer. */
/* Element `elem` of a load or store (of `size` bytes at byte `base` past
 * ptr) one byte at a time: accesses below their natural alignment. */
static void load_bytes(Emitter *e, LLVMValueRef i, int elem, LLVMValueRef ptr, unsigned as, int64_t base, size_t size,
                       const char *q) {
    Reg d = value_reg(e, i, elem);
    RegClass ic = size == 8 ? RC_B64 : size == 4 ? RC_B32 : RC_B16;
    int bits = class_bits(ic);
    Reg acc = new_reg(e, ic), byte = new_reg(e, RC_B16), wide = new_reg(e, ic);
    for (size_t k = 0; k < size; k++) {
        ins(e, "ld%s%s.u8 %s, %s;", q, state_space(as), R(e, byte), addr_plus(e, ptr, as, base + (int64_t)k));
        if (ic == RC_B16)
            ins(e, "and.b16 %s, %s, 255;", R(e, wide), R(e, byte));
        else
            ins(e, "cvt.u%d.u16 %s, %s;", bits, R(e, wide), R(e, byte));
        if (k == 0) {
            ins(e, "mov.b%d %s, %s;", bits, R(e, acc), R(e, wide));
        } else {
            ins(e, "shl.b%d %s, %s, %zu;", bits, R(e, wide), R(e, wide), 8 * k);
            ins(e, "or.b%d %s, %s, %s;", bits, R(e, acc), R(e, acc), R(e, wide));
        }
    }
    ins(e, "mov.b%d %s, %s;", bits, R(e, d), R(e, acc));
}

static void store_bytes(Emitter *e, LLVMValueRef v, int elem, LLVMValueRef ptr, unsigned as, int64_t base, size_t size,
                        const char *q) {
    RegClass ic = size == 8 ? RC_B64 : size == 4 ? RC_B32 : RC_B16;
    int bits = class_bits(ic);
    Reg val = new_reg(e, ic), t = new_reg(e, ic), byte = new_reg(e, RC_B16);
    ins(e, "mov.b%d %s, %s;", bits, R(e, val), OP(e, v, elem, OP_REG));
    for (size_t k = 0; k < size; k++) {
        if (ic == RC_B16) {
            ins(e, "shr.u16 %s, %s, %zu;", R(e, byte), R(e, val), 8 * k);
        } else {
            ins(e, "shr.u%d %s, %s, %zu;", bits, R(e, t), R(e, val), 8 * k);
            ins(e, "cvt.u16.u%d %s, %s;", bits, R(e, byte), R(e, t));
        }
        ins(e, "st%s%s.u8 %s, %s;", q, state_space(as), addr_plus(e, ptr, as, base + (int64_t)k), R(e, byte));
    }
}

static const char *volatile_q(LLVMValueRef i) { return LLVMGetVolatile(i) ? ".volatile" : ""; }

enum access { ACCESS_LOAD, ACCESS_STORE, ACCESS_RMW };

/* The semantics and scope of an atomic access, by the mapping of the PTX
 * memory model (PTX ISA, "Memory Consistency Model"): relaxed, acquire,
 * release or acq_rel (a load only acquires, a store only releases) in the
 * syncscope's scope; seq_cst is a fence.sc, emitted here, before it. */
static const char *ordering_q(Emitter *e, LLVMValueRef i, LLVMAtomicOrdering o, enum access a) {
    const char *scope = ptx_sync_scope(i);
    if (!scope)
        return ""; /* singlethread: atomic only with respect to itself */
    if (o == LLVMAtomicOrderingSequentiallyConsistent)
        ins(e, "fence.sc%s;", scope);
    const char *sem = o == LLVMAtomicOrderingMonotonic || o == LLVMAtomicOrderingUnordered ? ".relaxed"
                      : a == ACCESS_LOAD || o == LLVMAtomicOrderingAcquire                 ? ".acquire"
                      : a == ACCESS_STORE || o == LLVMAtomicOrderingRelease                ? ".release"
                                                                                           : ".acq_rel";
    static char q[32];
    snprintf(q, sizeof q, "%s%s", sem, scope);
    return q;
}

/* The qualifier of a load or store: .volatile, or its atomic ordering.
 * None in the local space: no other thread sees it, and PTX allows
 * neither .volatile nor scopes there (LLVM drops them too). */
static const char *access_q(Emitter *e, LLVMValueRef i, bool store, unsigned as) {
    if (as == RSL_AS_LOCAL)
        return "";
    LLVMAtomicOrdering o = LLVMGetOrdering(i);
    return o == LLVMAtomicOrderingNotAtomic ? volatile_q(i) : ordering_q(e, i, o, store ? ACCESS_STORE : ACCESS_LOAD);
}

/* How many elements, from element k of n, one access can take: 4 or 2 when
 * the chunk is at most 16 bytes and aligned to its size (PTX's .v4/.v2),
 * else 1; a <3 x float> aligned to 16 goes as .v2 and one scalar. */
static unsigned vector_chunk(unsigned k, unsigned n, size_t esize, unsigned align) {
    for (unsigned w = 4; w >= 2; w /= 2) {
        size_t bytes = w * esize, off = k * esize;
        if (k + w <= n && bytes <= 16 && align >= bytes && off % bytes == 0)
            return w;
    }
    return 1;
}

/* A register for a stored value: predicates become bytes. */
const char *store_operand(Emitter *e, LLVMValueRef v, int elem) {
    LLVMTypeRef t = element_type(LLVMTypeOf(v), elem);
    if (int_width(t) == 1 && is_int(t)) {
        Reg r = new_reg(e, RC_B16);
        ins(e, "selp.b16 %s, 1, 0, %s;", R(e, r), OP(e, v, elem, OP_REG));
        return R(e, r);
    }
    return OP(e, v, elem, 0);
}

/* Loads and stores share their shape: a fence before sequentially
 * consistent ones, vectors in aligned .v4/.v2 chunks, scalars below their
 * natural alignment byte by byte. */
void emit_memory_access(Emitter *e, LLVMValueRef i, bool store) {
    LLVMValueRef v = store ? LLVMGetOperand(i, 0) : i, ptr = LLVMGetOperand(i, store ? 1 : 0);
    const char *what = store ? "store" : "load";
    unsigned as = ptr_space(ptr);
    LLVMTypeRef t = LLVMTypeOf(v);
    unsigned align = LLVMGetAlignment(i);
    if (is_i128(t) && LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic) {
        emit_error(e, i, "atomic i128 %ss are not supported by the ptx target", what);
        return;
    }
    const char *q = access_q(e, i, store, as);
    /* i128 goes as its two 64-bit halves, a <2 x i64> in memory (little-endian). */
    if (LLVMGetTypeKind(t) == LLVMVectorTypeKind || is_i128(t)) {
        LLVMTypeRef el = is_i128(t) ? LLVMInt64TypeInContext(LLVMGetTypeContext(t)) : LLVMGetElementType(t);
        unsigned n = is_i128(t) ? 2 : LLVMGetVectorSize(t);
        size_t esize = (size_t)LLVMStoreSizeOfType(e->dl, el);
        const char *mt = mem_type(el);
        if (!mt || int_width(el) == 1 || esize * 8 != (size_t)LLVMSizeOfTypeInBits(e->dl, el)) {
            emit_error(e, i, "unsupported vector %s", what);
            return;
        }
        if (align < esize) {
            /* Below the elements' own alignment: element by element, byte by byte. */
            for (unsigned k = 0; k < n; k++) {
                if (store)
                    store_bytes(e, v, (int)k, ptr, as, (int64_t)(k * esize), esize, q);
                else
                    load_bytes(e, i, (int)k, ptr, as, (int64_t)(k * esize), esize, q);
            }
            return;
        }
        for (unsigned k = 0, w; k < n; k += w) {
            w = vector_chunk(k, n, esize, align);
            /* Not a ring slot: the operands' own strings (constants that
             * need a register take several each) would wrap the ring onto
             * the list (found by llvm-stress: 'st.v4.u8 [%rd1], {[%rd1]}'). */
            Buf regs = {0};
            for (unsigned j = 0; j < w; j++) {
                const char *r = store ? OP(e, v, (int)(k + j), w == 1 ? 0 : OP_REG)
                                      : R(e, value_reg(e, i, (int)(k + j)));
                buf_printf(&regs, "%s%s", j ? ", " : "", r);
            }
            const char *a = addr_plus(e, ptr, as, (int64_t)(k * esize));
            char shape[8] = "";
            if (w > 1)
                snprintf(shape, sizeof shape, ".v%u", w);
            const char *open = w > 1 ? "{" : "", *close = w > 1 ? "}" : "";
            if (store)
                ins(e, "st%s%s%s%s %s, %s%s%s;", q, state_space(as), shape, mt, a, open, regs.data, close);
            else
                ins(e, "ld%s%s%s%s %s%s%s, %s;", q, state_space(as), shape, mt, open, regs.data, close, a);
            buf_free(&regs);
        }
        return;
    }
    const char *mt = mem_type(t);
    if (!mt) {
        emit_error(e, i, "unsupported %s type", what);
        return;
    }
    size_t size = (size_t)LLVMStoreSizeOfType(e->dl, t);
    if (align && align < size) {
        if (LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic)
            emit_error(e, i, "misaligned atomic %s", what);
        else if (store)
            store_bytes(e, v, 0, ptr, as, 0, size, q);
        else
            load_bytes(e, i, 0, ptr, as, 0, size, q);
        return;
    }
    if (store) {
        const char *val = store_operand(e, v, 0);
        const char *a = ADDR(e, ptr, as);
        ins(e, "st%s%s%s %s, %s;", q, state_space(as), mt, a, val);
        return;
    }
    Reg d = value_reg(e, i, 0);
    if (d.cls == RC_PRED) {
        Reg t16 = new_reg(e, RC_B16);
        ins(e, "ld%s%s.u8 %s, %s;", q, state_space(as), R(e, t16), ADDR(e, ptr, as));
        ins(e, "and.b16 %s, %s, 1;", R(e, t16), R(e, t16));
        ins(e, "setp.ne.b16 %s, %s, 0;", R(e, d), R(e, t16));
        return;
    }
    ins(e, "ld%s%s%s %s, %s;", q, state_space(as), mt, R(e, d), ADDR(e, ptr, as));
}

void emit_alloca(Emitter *e, LLVMValueRef i) {
    LLVMValueRef count = LLVMGetOperand(i, 0);
    int64_t n;
    if (!const_int_value(count, &n) || n < 0 || LLVMGetInstructionParent(i) != LLVMGetEntryBasicBlock(e->fn)) {
        emit_error(e, i, "dynamic allocas are not supported (PTX local memory has a fixed size)");
        return;
    }
    size_t size = (size_t)n * (size_t)LLVMABISizeOfType(e->dl, LLVMGetAllocatedType(i));
    unsigned align = LLVMGetAlignment(i);
    e->allocas = realloc(e->allocas, (e->nallocas + 1) * sizeof *e->allocas);
    if (!e->allocas)
        abort();
    e->allocas[e->nallocas++] = i;
    const char *sym = local_symbol(e, i);
    buf_printf(&e->locals, "\t.local .align %u .b8 %s[%zu];\n", align ? align : 1, sym, size ? size : 1);
    Reg d = value_reg(e, i, 0);
    ins(e, "mov.u64 %s, %s;", R(e, d), sym);
    /* A generic pointer unless the alloca is typed in the local space. */
    if (ptr_space(i) != RSL_AS_LOCAL)
        ins(e, "cvta.local.u64 %s, %s;", R(e, d), R(e, d));
}

static const char *atom_space(unsigned as) { return as == RSL_AS_GLOBAL || as == RSL_AS_SHARED ? state_space(as) : ""; }

void emit_atomicrmw(Emitter *e, LLVMValueRef i) {
    LLVMValueRef ptr = LLVMGetOperand(i, 0), v = LLVMGetOperand(i, 1);
    unsigned as = ptr_space(ptr);
    if (is_narrow_atomic(i)) {
        emit_narrow_atomicrmw(e, i, ordering_q(e, i, LLVMGetOrdering(i), ACCESS_RMW), atom_space(as));
        return;
    }
    Reg d = value_reg(e, i, 0);
    if (d.cls == RC_PRED || d.cls == RC_B16) {
        emit_error(e, i, "atomics on values narrower than 32 bits are not supported");
        return;
    }
    bool fp = d.cls == RC_F32 || d.cls == RC_F64;
    int bits = class_bits(d.cls);
    const char *op = NULL;
    char type = 'u';
    const char *val = OP(e, v, 0, 0);
    switch (LLVMGetAtomicRMWBinOp(i)) {
    case LLVMAtomicRMWBinOpXchg: op = "exch"; type = 'b'; break;
    case LLVMAtomicRMWBinOpAdd: op = "add"; break;
    case LLVMAtomicRMWBinOpSub: {
        Reg n = new_reg(e, d.cls);
        ins(e, "neg.s%d %s, %s;", bits, R(e, n), OP(e, v, 0, OP_REG));
        val = R(e, n);
        op = "add";
        break;
    }
    case LLVMAtomicRMWBinOpAnd: op = "and"; type = 'b'; break;
    case LLVMAtomicRMWBinOpOr: op = "or"; type = 'b'; break;
    case LLVMAtomicRMWBinOpXor: op = "xor"; type = 'b'; break;
    case LLVMAtomicRMWBinOpMax: op = "max"; type = 's'; break;
    case LLVMAtomicRMWBinOpMin: op = "min"; type = 's'; break;
    case LLVMAtomicRMWBinOpUMax: op = "max"; break;
    case LLVMAtomicRMWBinOpUMin: op = "min"; break;
    case LLVMAtomicRMWBinOpFAdd: op = "add"; type = 'f'; break;
    default:
        /* uinc_wrap and udec_wrap are PTX's atom.inc and atom.dec exactly. */
        if ((op = ptx_rmw_wrap_op(i)) != NULL && bits != 32)
            op = NULL;
        break;
    }
    if (!op || (fp && type != 'f' && type != 'b') || (!fp && type == 'f') || (fp && type == 'b' && op[0] != 'e')) {
        emit_error(e, i, "unsupported atomic operation");
        return;
    }
    const char *sem = ordering_q(e, i, LLVMGetOrdering(i), ACCESS_RMW);
    ins(e, "atom%s%s.%s.%c%d %s, %s, %s;", sem, atom_space(as), op, type, bits, R(e, d), ADDR(e, ptr, as), val);
}

void emit_cmpxchg(Emitter *e, LLVMValueRef i) {
    LLVMValueRef ptr = LLVMGetOperand(i, 0);
    unsigned as = ptr_space(ptr);
    if (is_narrow_atomic(i)) {
        emit_narrow_cmpxchg(e, i, ordering_q(e, i, LLVMGetCmpXchgSuccessOrdering(i), ACCESS_RMW), atom_space(as));
        return;
    }
    Reg old = value_reg(e, i, 0), ok = value_reg(e, i, 1);
    if (old.cls != RC_B32 && old.cls != RC_B64) {
        emit_error(e, i, "cmpxchg needs an 8-, 16-, 32- or 64-bit integer or a pointer");
        return;
    }
    int bits = class_bits(old.cls);
    const char *sem = ordering_q(e, i, LLVMGetCmpXchgSuccessOrdering(i), ACCESS_RMW);
    const char *cmp = OP(e, LLVMGetOperand(i, 1), 0, 0);
    const char *nv = OP(e, LLVMGetOperand(i, 2), 0, 0);
    ins(e, "atom%s%s.cas.b%d %s, %s, %s, %s;", sem, atom_space(as), bits, R(e, old), ADDR(e, ptr, as), cmp, nv);
    ins(e, "setp.eq.b%d %s, %s, %s;", bits, R(e, ok), R(e, old), OP(e, LLVMGetOperand(i, 1), 0, 0));
}

void emit_fence(Emitter *e, LLVMValueRef i) {
    const char *scope = ptx_sync_scope(i); /* (LLVM-C 16's fence accessors take no fences) */
    if (!scope)
        return;
    ins(e, "fence.%s%s;", ptx_fence_is_seq_cst(i) ? "sc" : "acq_rel", scope);
}
