/* Function level of the PTX emitter (seed 004, section 3.7): registers for
 * SSA values, phis as copies on incoming edges, predicated branches, and one
 * handler per instruction family. Integers narrower than their register
 * (i8 in .b16, i24 in .b32, ...) are kept with undefined upper bits and
 * extended only where an instruction reads them (compares, divisions,
 * right shifts, extensions, conversions). */
#include "ptx_internal.h"
#include "rslpasses.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- text helpers ---- */

static Buf *ring_slot(Emitter *e) {
    Buf *b = &e->ring[e->ring_next++ % 16];
    b->len = 0;
    if (b->data)
        b->data[0] = 0;
    return b;
}

static const char *const reg_prefix[RC_COUNT] = {"%p", "%rs", "%r", "%rd", "%f", "%fd"};

Reg new_reg(Emitter *e, RegClass c) { return (Reg){c, ++e->next_reg[c]}; }

const char *R(Emitter *e, Reg r) {
    Buf *b = ring_slot(e);
    buf_printf(b, "%s%d", reg_prefix[r.cls], r.idx);
    return b->data;
}

void ins(Emitter *e, const char *fmt, ...) {
    char line[1024];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof line) {
        emit_error(e, NULL, "internal: instruction text too long");
        return;
    }
    buf_printf(&e->body, "\t%s\n", line);
}

/* ---- types ---- */

int value_shape(LLVMTypeRef t, LLVMTypeRef *elems, int max) {
    RegClass c;
    switch (LLVMGetTypeKind(t)) {
    case LLVMVectorTypeKind: {
        int n = (int)LLVMGetVectorSize(t);
        LLVMTypeRef el = LLVMGetElementType(t);
        if (n > max || !reg_class_of(el, &c))
            return -1;
        for (int i = 0; i < n; i++)
            elems[i] = el;
        return n;
    }
    case LLVMStructTypeKind: {
        int n = (int)LLVMCountStructElementTypes(t);
        if (n > max)
            return -1;
        for (int i = 0; i < n; i++) {
            elems[i] = LLVMStructGetTypeAtIndex(t, (unsigned)i);
            if (!reg_class_of(elems[i], &c))
                return -1;
        }
        return n;
    }
    default:
        if (!reg_class_of(t, &c))
            return -1;
        elems[0] = t;
        return 1;
    }
}

RegClass class_of_type(LLVMTypeRef t) {
    RegClass c = RC_B32;
    reg_class_of(t, &c);
    return c;
}

static LLVMTypeRef element_type(LLVMTypeRef t, int elem) {
    LLVMTypeRef el[64];
    int n = value_shape(t, el, 64);
    return n > elem ? el[elem] : t;
}

static bool is_half(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMHalfTypeKind; }
static bool is_int(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMIntegerTypeKind; }

const char *mem_type(LLVMTypeRef t) {
    switch (LLVMGetTypeKind(t)) {
    case LLVMIntegerTypeKind:
        switch (LLVMGetIntTypeWidth(t)) {
        case 1: case 8: return ".u8";
        case 16: return ".u16";
        case 32: return ".u32";
        case 64: return ".u64";
        default: return NULL;
        }
    case LLVMPointerTypeKind: return ".u64";
    case LLVMHalfTypeKind: return ".b16";
    case LLVMFloatTypeKind: return ".f32";
    case LLVMDoubleTypeKind: return ".f64";
    default: return NULL;
    }
}

/* ---- values ---- */

static int cmp_info(const void *a, const void *b) {
    uintptr_t x = (uintptr_t)((const ValueInfo *)a)->v, y = (uintptr_t)((const ValueInfo *)b)->v;
    return x < y ? -1 : x > y;
}

ValueInfo *value_info(Emitter *e, LLVMValueRef v) {
    ValueInfo key = {.v = v};
    return bsearch(&key, e->values, e->nvalues, sizeof key, cmp_info);
}

static int push_regs(Emitter *e, LLVMTypeRef *el, int n) {
    if (e->nregs + (size_t)n > e->capregs) {
        e->capregs = (e->capregs + (size_t)n) * 2;
        e->regs = realloc(e->regs, e->capregs * sizeof *e->regs);
        if (!e->regs)
            abort();
    }
    int first = (int)e->nregs;
    for (int i = 0; i < n; i++)
        e->regs[e->nregs++] = new_reg(e, class_of_type(el[i]));
    return first;
}

static void number_values(Emitter *e, LLVMValueRef f) {
    size_t n = LLVMCountParams(f);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
            n++;
    e->values = calloc(n ? n : 1, sizeof *e->values);
    if (!e->values)
        abort();
    e->nvalues = 0;
    LLVMTypeRef el[64];
    for (LLVMValueRef p = LLVMGetFirstParam(f); p; p = LLVMGetNextParam(p)) {
        int k = value_shape(LLVMTypeOf(p), el, 64);
        if (k < 0) {
            emit_error(e, p, "unsupported parameter type");
            k = 0;
        }
        e->values[e->nvalues++] = (ValueInfo){p, k, push_regs(e, el, k), -1};
    }
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
            LLVMTypeRef t = LLVMTypeOf(i);
            int k = 0;
            if (LLVMGetTypeKind(t) != LLVMVoidTypeKind) {
                k = value_shape(t, el, 64);
                if (k < 0) {
                    emit_error(e, i, "unsupported result type");
                    k = 0;
                }
            }
            int first = push_regs(e, el, k);
            bool temp = LLVMGetInstructionOpcode(i) == LLVMPHI && phi_needs_temp(e, i);
            int phi_first = temp ? push_regs(e, el, k) : -1;
            e->values[e->nvalues++] = (ValueInfo){i, k, first, phi_first};
        }
    qsort(e->values, e->nvalues, sizeof *e->values, cmp_info);
}

Reg value_reg(Emitter *e, LLVMValueRef v, int elem) {
    ValueInfo *vi = value_info(e, v);
    if (!vi || elem >= vi->nregs) {
        emit_error(e, v, "internal: value without a register");
        return (Reg){RC_B32, 0};
    }
    return e->regs[vi->first + elem];
}

/* The register the incoming edges of phi write (ptx_phis.c). */
static Reg phi_edge_reg(Emitter *e, LLVMValueRef phi, int elem) {
    ValueInfo *vi = value_info(e, phi);
    return e->regs[(vi->phi_first < 0 ? vi->first : vi->phi_first) + elem];
}

static void print_immediate(Emitter *e, Buf *b, LLVMValueRef c, LLVMTypeRef t, bool is_signed) {
    bool undef = LLVMIsUndef(c);
    if (!undef && !LLVMIsAConstantInt(c) && !LLVMIsAConstantFP(c) && !LLVMIsAConstantPointerNull(c)) {
        emit_error(e, e->cur, "unsupported constant operand");
        buf_printf(b, "0");
        return;
    }
    switch (LLVMGetTypeKind(t)) {
    case LLVMIntegerTypeKind: {
        unsigned w = LLVMGetIntTypeWidth(t);
        uint64_t v = undef ? 0 : LLVMConstIntGetZExtValue(c);
        if (w < 64)
            v &= (UINT64_C(1) << w) - 1;
        if (w == 1) {
            buf_printf(b, "%d", (int)v);
        } else if (is_signed) {
            int64_t s = w < 64 && (v >> (w - 1)) ? (int64_t)(v | ~((UINT64_C(1) << w) - 1)) : (int64_t)v;
            buf_printf(b, "%" PRId64, s);
        } else {
            buf_printf(b, "%" PRIu64, v);
        }
        return;
    }
    case LLVMPointerTypeKind:
        buf_printf(b, "0");
        return;
    case LLVMFloatTypeKind:
    case LLVMDoubleTypeKind: {
        LLVMBool lost;
        double d = undef ? 0.0 : LLVMConstRealGetDouble(c, &lost);
        if (LLVMGetTypeKind(t) == LLVMFloatTypeKind) {
            float f = (float)d;
            uint32_t u;
            memcpy(&u, &f, 4);
            buf_printf(b, "0f%08" PRIX32, u);
        } else {
            uint64_t u;
            memcpy(&u, &d, 8);
            buf_printf(b, "0d%016" PRIX64, u);
        }
        return;
    }
    case LLVMHalfTypeKind: {
        /* Half constants: the bits through a bitcast of the constant. */
        LLVMValueRef bits = undef ? NULL : LLVMConstBitCast(c, LLVMInt16TypeInContext(LLVMGetTypeContext(t)));
        buf_printf(b, "%u", bits && LLVMIsAConstantInt(bits) ? (unsigned)LLVMConstIntGetZExtValue(bits) : 0u);
        return;
    }
    default:
        emit_error(e, c, "unsupported constant");
    }
}

static bool is_alloca(LLVMValueRef v) { return LLVMIsAAllocaInst(v) != NULL; }

static const char *local_symbol(Emitter *e, LLVMValueRef alloca) {
    for (size_t i = 0; i < e->nallocas; i++)
        if (e->allocas[i] == alloca) {
            Buf *b = ring_slot(e);
            buf_printf(b, "__local%d_%zu", e->fn_index, i);
            return b->data;
        }
    emit_error(e, alloca, "internal: alloca without a symbol");
    return "0";
}

/* The extension of an integer narrower than its register into a fresh one. */
static Reg canonical(Emitter *e, Reg src, unsigned width, bool is_signed) {
    Reg r = new_reg(e, src.cls);
    int bits = class_bits(src.cls);
    if (width == 8 && src.cls == RC_B16 && is_signed) {
        ins(e, "cvt.s16.s8 %s, %s;", R(e, r), R(e, src));
    } else if (!is_signed && width < 32) {
        ins(e, "and.b%d %s, %s, %" PRIu64 ";", bits, R(e, r), R(e, src), (UINT64_C(1) << width) - 1);
    } else if (src.cls != RC_B16) {
        ins(e, "bfe.%c%d %s, %s, 0, %u;", is_signed ? 's' : 'u', bits, R(e, r), R(e, src), width);
    } else {
        ins(e, "shl.b16 %s, %s, %u;", R(e, r), R(e, src), 16 - width);
        ins(e, "shr.s16 %s, %s, %u;", R(e, r), R(e, r), 16 - width);
    }
    return r;
}

/* Is element elem of v undefined: an undef or poison constant, or a lane
 * that a shuffle or insert leaves undefined?  Its register is never
 * written, and reading it would make ptxas keep a register live from the
 * function's entry; such lanes read as an immediate zero instead. */
static bool lane_is_undef(LLVMValueRef v, int elem, int depth) {
    if (LLVMIsUndef(v))
        return true;
    if (depth > 16 || !LLVMIsAInstruction(v))
        return false;
    switch (LLVMGetInstructionOpcode(v)) {
    case LLVMShuffleVector: {
        LLVMValueRef a = LLVMGetOperand(v, 0);
        int na = (int)LLVMGetVectorSize(LLVMTypeOf(a));
        int m = LLVMGetMaskValue(v, (unsigned)elem);
        if (m == LLVMGetUndefMaskElem())
            return true;
        return m < na ? lane_is_undef(a, m, depth + 1) : lane_is_undef(LLVMGetOperand(v, 1), m - na, depth + 1);
    }
    case LLVMInsertElement: {
        int64_t k;
        LLVMValueRef idx = LLVMGetOperand(v, 2);
        if (!LLVMIsAConstantInt(idx))
            return false;
        k = LLVMConstIntGetSExtValue(idx);
        return k == elem ? lane_is_undef(LLVMGetOperand(v, 1), 0, depth + 1)
                         : lane_is_undef(LLVMGetOperand(v, 0), elem, depth + 1);
    }
    case LLVMInsertValue:
        if (LLVMGetNumIndices(v) != 1)
            return false;
        return (int)LLVMGetIndices(v)[0] == elem ? lane_is_undef(LLVMGetOperand(v, 1), 0, depth + 1)
                                                 : lane_is_undef(LLVMGetOperand(v, 0), elem, depth + 1);
    default:
        return false;
    }
}

const char *OP(Emitter *e, LLVMValueRef v, int elem, int flags) {
    LLVMTypeRef vt = LLVMTypeOf(v);
    LLVMTypeRef t = element_type(vt, elem);
    if (LLVMIsAGlobalVariable(v)) {
        Reg r = new_reg(e, RC_B64);
        Buf *b = ring_slot(e);
        ptx_symbol(b, v);
        ins(e, "mov.u64 %s, %s;", R(e, r), b->data);
        unsigned as = LLVMGetPointerAddressSpace(vt);
        if (as == 0)
            ins(e, "cvta.global.u64 %s, %s;", R(e, r), R(e, r));
        return R(e, r);
    }
    if (LLVMIsAFunction(v) || LLVMIsAConstantExpr(v) || LLVMIsABlockAddress(v)) {
        Buf what = {0};
        describe_value(&what, v);
        emit_error(e, e->cur, "%s %s as an operand is not supported",
                   LLVMIsAFunction(v) ? "function address" : "constant expression or block address", what.data);
        buf_free(&what);
        return "0";
    }
    if (LLVMIsAConstant(v)) {
        LLVMValueRef c = v;
        if (LLVMGetTypeKind(vt) == LLVMVectorTypeKind || LLVMGetTypeKind(vt) == LLVMStructTypeKind) {
            c = LLVMGetAggregateElement(v, (unsigned)elem);
            if (!c) {
                emit_error(e, e->cur, "unsupported aggregate constant");
                return "0";
            }
        }
        Buf *b = ring_slot(e);
        print_immediate(e, b, c, t, flags & OP_SIGNED);
        if (!(flags & OP_REG))
            return b->data;
        RegClass cls = class_of_type(t);
        Reg r = new_reg(e, cls);
        ins(e, "mov%s %s, %s;", type_b(cls), R(e, r), b->data);
        return R(e, r);
    }
    if (lane_is_undef(v, elem, 0))
        return OP(e, LLVMGetUndef(vt), elem, flags);
    Reg r = value_reg(e, v, elem);
    if ((flags & OP_CANON) && is_int(t) && LLVMGetIntTypeWidth(t) > 1 &&
        LLVMGetIntTypeWidth(t) < (unsigned)class_bits(r.cls))
        r = canonical(e, r, LLVMGetIntTypeWidth(t), flags & OP_SIGNED);
    return R(e, r);
}

/* ---- memory ---- */

static bool const_int_value(LLVMValueRef v, int64_t *out) {
    if (!LLVMIsAConstantInt(v))
        return false;
    *out = LLVMConstIntGetSExtValue(v);
    return true;
}

/* A symbol standing for base when accessed through space as, or NULL. */
static const char *base_symbol(Emitter *e, LLVMValueRef base, unsigned as) {
    if (LLVMIsAGlobalVariable(base) && LLVMGetPointerAddressSpace(LLVMTypeOf(base)) == as) {
        Buf *b = ring_slot(e);
        ptx_symbol(b, base);
        return b->data;
    }
    if (as == RSL_AS_LOCAL && LLVMIsAAddrSpaceCastInst(base) && is_alloca(LLVMGetOperand(base, 0)))
        return local_symbol(e, LLVMGetOperand(base, 0));
    return NULL;
}

/* "[base+offset]" with extra bytes added to the offset. */
static const char *addr_plus(Emitter *e, LLVMValueRef ptr, unsigned as, int64_t extra) {
    const char *base = base_symbol(e, ptr, as);
    int64_t off = 0;
    if (!base && LLVMIsAIntToPtrInst(ptr)) {
        LLVMValueRef x = LLVMGetOperand(ptr, 0);
        LLVMValueRef b = x;
        if (LLVMIsAInstruction(x) && LLVMGetInstructionOpcode(x) == LLVMAdd &&
            const_int_value(LLVMGetOperand(x, 1), &off) && off >= INT32_MIN && off <= INT32_MAX)
            b = LLVMGetOperand(x, 0);
        else
            off = 0;
        if (LLVMGetTypeKind(LLVMTypeOf(b)) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(LLVMTypeOf(b)) == 64) {
            if (LLVMIsAPtrToIntInst(b))
                base = base_symbol(e, LLVMGetOperand(b, 0), as);
            if (!base)
                base = OP(e, b, 0, OP_REG);
        } else {
            off = 0;
        }
    }
    if (!base)
        base = OP(e, ptr, 0, OP_REG);
    off += extra;
    Buf *out = ring_slot(e);
    if (off)
        buf_printf(out, "[%s%+" PRId64 "]", base, off);
    else
        buf_printf(out, "[%s]", base);
    return out->data;
}

const char *ADDR(Emitter *e, LLVMValueRef ptr, unsigned as) { return addr_plus(e, ptr, as, 0); }

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
static const char *store_operand(Emitter *e, LLVMValueRef v, int elem) {
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
static void emit_memory_access(Emitter *e, LLVMValueRef i, bool store) {
    LLVMValueRef v = store ? LLVMGetOperand(i, 0) : i, ptr = LLVMGetOperand(i, store ? 1 : 0);
    const char *what = store ? "store" : "load";
    unsigned as = ptr_space(ptr);
    LLVMTypeRef t = LLVMTypeOf(v);
    unsigned align = LLVMGetAlignment(i);
    const char *q = access_q(e, i, store, as);
    if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
        LLVMTypeRef el = LLVMGetElementType(t);
        unsigned n = LLVMGetVectorSize(t);
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

static void emit_alloca(Emitter *e, LLVMValueRef i) {
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

static void emit_atomicrmw(Emitter *e, LLVMValueRef i) {
    LLVMValueRef ptr = LLVMGetOperand(i, 0), v = LLVMGetOperand(i, 1);
    unsigned as = ptr_space(ptr);
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

static void emit_cmpxchg(Emitter *e, LLVMValueRef i) {
    LLVMValueRef ptr = LLVMGetOperand(i, 0);
    unsigned as = ptr_space(ptr);
    Reg old = value_reg(e, i, 0), ok = value_reg(e, i, 1);
    if (old.cls != RC_B32 && old.cls != RC_B64) {
        emit_error(e, i, "cmpxchg needs a 32- or 64-bit integer or pointer");
        return;
    }
    int bits = class_bits(old.cls);
    const char *sem = ordering_q(e, i, LLVMGetCmpXchgSuccessOrdering(i), ACCESS_RMW);
    const char *cmp = OP(e, LLVMGetOperand(i, 1), 0, 0);
    const char *nv = OP(e, LLVMGetOperand(i, 2), 0, 0);
    ins(e, "atom%s%s.cas.b%d %s, %s, %s, %s;", sem, atom_space(as), bits, R(e, old), ADDR(e, ptr, as), cmp, nv);
    ins(e, "setp.eq.b%d %s, %s, %s;", bits, R(e, ok), R(e, old), OP(e, LLVMGetOperand(i, 1), 0, 0));
}

static void emit_fence(Emitter *e, LLVMValueRef i) {
    const char *scope = ptx_sync_scope(i); /* (LLVM-C 16's fence accessors take no fences) */
    if (!scope)
        return;
    ins(e, "fence.%s%s;", ptx_fence_is_seq_cst(i) ? "sc" : "acq_rel", scope);
}

/* ---- arithmetic ---- */

static const char *fp_suffix(RegClass c) { return c == RC_F64 ? "f64" : "f32"; }

static void emit_pred_binop(Emitter *e, LLVMValueRef i, int k, LLVMOpcode op) {
    Reg d = value_reg(e, i, k);
    const char *a = OP(e, LLVMGetOperand(i, 0), k, OP_REG);
    const char *b = OP(e, LLVMGetOperand(i, 1), k, OP_REG);
    switch (op) {
    case LLVMAnd: case LLVMMul:
        ins(e, "and.pred %s, %s, %s;", R(e, d), a, b);
        break;
    case LLVMOr:
        ins(e, "or.pred %s, %s, %s;", R(e, d), a, b);
        break;
    case LLVMXor: case LLVMAdd: case LLVMSub:
        ins(e, "xor.pred %s, %s, %s;", R(e, d), a, b);
        break;
    default:
        emit_error(e, i, "unsupported operation on i1");
    }
}

/* Shift amounts are .u32 in PTX. */
static const char *shift_amount(Emitter *e, LLVMValueRef v, int k) {
    if (LLVMIsAConstant(v))
        return OP(e, v, k, 0);
    Reg r = value_reg(e, v, k);
    if (r.cls == RC_B32)
        return OP(e, v, k, OP_CANON);
    Reg t = new_reg(e, RC_B32);
    ins(e, "cvt.u32.u%d %s, %s;", class_bits(r.cls), R(e, t), OP(e, v, k, OP_CANON));
    return R(e, t);
}

/* An i64 product (or left shift) of a 32-bit value widened by zext or sext
 * and a constant that fits 32 bits is PTX's mul.wide (as llc selects for
 * array indexing): one 32x32->64 multiply instead of a 64-bit one. */
static bool emit_mul_wide(Emitter *e, LLVMValueRef i, const char *D) {
    LLVMValueRef a = LLVMGetOperand(i, 0), b = LLVMGetOperand(i, 1);
    if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(LLVMTypeOf(i)) != 64 ||
        !LLVMIsAInstruction(a) || !LLVMIsAConstantInt(b))
        return false;
    LLVMOpcode ext = LLVMGetInstructionOpcode(a);
    LLVMValueRef x = LLVMGetOperand(a, 0);
    if ((ext != LLVMZExt && ext != LLVMSExt) || LLVMGetTypeKind(LLVMTypeOf(x)) != LLVMIntegerTypeKind ||
        LLVMGetIntTypeWidth(LLVMTypeOf(x)) != 32)
        return false;
    bool is_signed = ext == LLVMSExt;
    uint64_t c = LLVMConstIntGetZExtValue(b);
    if (LLVMGetInstructionOpcode(i) == LLVMShl) {
        if (c >= 31)
            return false;
        c = UINT64_C(1) << c;
    }
    if (c > (is_signed ? (uint64_t)INT32_MAX : (uint64_t)UINT32_MAX))
        return false;
    ins(e, "mul.wide.%c32 %s, %s, %" PRIu64 ";", is_signed ? 's' : 'u', D, OP(e, x, 0, OP_REG), c);
    return true;
}

/* Whether element k of v is the constant 1.0. */
static bool is_fp_one(LLVMValueRef v, int k) {
    if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind)
        v = LLVMIsConstant(v) ? LLVMGetAggregateElement(v, (unsigned)k) : NULL;
    LLVMBool lost;
    return v && LLVMIsAConstantFP(v) && LLVMConstRealGetDouble(v, &lost) == 1.0;
}

static void emit_binop(Emitter *e, LLVMValueRef i) {
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    LLVMValueRef a = LLVMGetOperand(i, 0), b = LLVMGetOperand(i, 1);
    ValueInfo *vi = value_info(e, i);
    for (int k = 0; vi && k < vi->nregs; k++) {
        Reg d = value_reg(e, i, k);
        const char *D = R(e, d);
        int bits = class_bits(d.cls);
        if (d.cls == RC_PRED) {
            emit_pred_binop(e, i, k, op);
            continue;
        }
        LLVMTypeRef et = element_type(LLVMTypeOf(i), k);
        if (is_half(et)) {
            emit_error(e, i, "half arithmetic is not supported");
            return;
        }
        const char *fs = fp_suffix(d.cls);
        switch (op) {
        case LLVMAdd: ins(e, "add.u%d %s, %s, %s;", bits, D, OP(e, a, k, 0), OP(e, b, k, 0)); break;
        case LLVMSub: ins(e, "sub.u%d %s, %s, %s;", bits, D, OP(e, a, k, 0), OP(e, b, k, 0)); break;
        case LLVMMul:
            if (!emit_mul_wide(e, i, D))
                ins(e, "mul.lo.u%d %s, %s, %s;", bits, D, OP(e, a, k, 0), OP(e, b, k, 0));
            break;
        case LLVMUDiv: ins(e, "div.u%d %s, %s, %s;", bits, D, OP(e, a, k, OP_CANON), OP(e, b, k, OP_CANON)); break;
        case LLVMURem: ins(e, "rem.u%d %s, %s, %s;", bits, D, OP(e, a, k, OP_CANON), OP(e, b, k, OP_CANON)); break;
        case LLVMSDiv:
            ins(e, "div.s%d %s, %s, %s;", bits, D, OP(e, a, k, OP_CANON | OP_SIGNED), OP(e, b, k, OP_CANON | OP_SIGNED));
            break;
        case LLVMSRem:
            ins(e, "rem.s%d %s, %s, %s;", bits, D, OP(e, a, k, OP_CANON | OP_SIGNED), OP(e, b, k, OP_CANON | OP_SIGNED));
            break;
        case LLVMAnd: ins(e, "and.b%d %s, %s, %s;", bits, D, OP(e, a, k, 0), OP(e, b, k, 0)); break;
        case LLVMOr: ins(e, "or.b%d %s, %s, %s;", bits, D, OP(e, a, k, 0), OP(e, b, k, 0)); break;
        case LLVMXor: ins(e, "xor.b%d %s, %s, %s;", bits, D, OP(e, a, k, 0), OP(e, b, k, 0)); break;
        case LLVMShl: {
            if (emit_mul_wide(e, i, D))
                break;
            const char *s = shift_amount(e, b, k);
            ins(e, "shl.b%d %s, %s, %s;", bits, D, OP(e, a, k, 0), s);
            break;
        }
        case LLVMLShr: {
            const char *s = shift_amount(e, b, k);
            ins(e, "shr.u%d %s, %s, %s;", bits, D, OP(e, a, k, OP_CANON), s);
            break;
        }
        case LLVMAShr: {
            const char *s = shift_amount(e, b, k);
            ins(e, "shr.s%d %s, %s, %s;", bits, D, OP(e, a, k, OP_CANON | OP_SIGNED), s);
            break;
        }
        case LLVMFAdd:
        case LLVMFSub:
            if (!ptx_emit_contracted(e, i, k, d, fs))
                ins(e, "%s.rn.%s %s, %s, %s;", op == LLVMFAdd ? "add" : "sub", fs, D, OP(e, a, k, 0), OP(e, b, k, 0));
            break;
        case LLVMFMul: ins(e, "mul.rn.%s %s, %s, %s;", fs, D, OP(e, a, k, 0), OP(e, b, k, 0)); break;
        case LLVMFDiv: {
            /* div.approx.f32 (about 2 ulp) where afn or arcp allows it, as
             * llc; 1/x is rcp, whose .rn form is the same correctly rounded
             * quotient in a shorter sequence. */
            bool approx = d.cls == RC_F32 && (ptx_fp_flags(e, i) & (PTX_FP_AFN | PTX_FP_ARCP));
            if (is_fp_one(a, k))
                ins(e, "rcp.%s.%s %s, %s;", approx ? "approx" : "rn", fs, D, OP(e, b, k, OP_REG));
            else
                ins(e, "div.%s.%s %s, %s, %s;", approx ? "approx" : "rn", fs, D, OP(e, a, k, 0), OP(e, b, k, 0));
            break;
        }
        case LLVMFRem: {
            /* a - trunc(a / b) * b, as llc does; inf divisors give a. */
            const char *A = OP(e, a, k, OP_REG), *B = OP(e, b, k, OP_REG);
            Reg q = new_reg(e, d.cls), t = new_reg(e, d.cls), nb = new_reg(e, d.cls);
            Reg inf = new_reg(e, RC_PRED);
            ins(e, "div.rn.%s %s, %s, %s;", fs, R(e, q), A, B);
            ins(e, "cvt.rzi.%s.%s %s, %s;", fs, fs, R(e, t), R(e, q));
            ins(e, "neg.%s %s, %s;", fs, R(e, nb), B);
            ins(e, "fma.rn.%s %s, %s, %s, %s;", fs, D, R(e, t), R(e, nb), A);
            ins(e, "testp.infinite.%s %s, %s;", fs, R(e, inf), B);
            ins(e, "selp.%s %s, %s, %s, %s;", fs, D, A, D, R(e, inf));
            break;
        }
        default:
            emit_error(e, i, "unsupported binary operation");
            return;
        }
    }
}

static void emit_fneg(Emitter *e, LLVMValueRef i) {
    ValueInfo *vi = value_info(e, i);
    for (int k = 0; vi && k < vi->nregs; k++) {
        Reg d = value_reg(e, i, k);
        if (d.cls != RC_F32 && d.cls != RC_F64) {
            emit_error(e, i, "half arithmetic is not supported");
            return;
        }
        ins(e, "neg.%s %s, %s;", fp_suffix(d.cls), R(e, d), OP(e, LLVMGetOperand(i, 0), k, OP_REG));
    }
}

static const char *icmp_op(LLVMIntPredicate p, bool *is_signed) {
    *is_signed = p == LLVMIntSGT || p == LLVMIntSGE || p == LLVMIntSLT || p == LLVMIntSLE;
    switch (p) {
    case LLVMIntEQ: return "eq";
    case LLVMIntNE: return "ne";
    case LLVMIntUGT: case LLVMIntSGT: return "gt";
    case LLVMIntUGE: case LLVMIntSGE: return "ge";
    case LLVMIntULT: case LLVMIntSLT: return "lt";
    default: return "le";
    }
}

static void emit_icmp(Emitter *e, LLVMValueRef i) {
    LLVMValueRef a = LLVMGetOperand(i, 0), b = LLVMGetOperand(i, 1);
    LLVMIntPredicate p = LLVMGetICmpPredicate(i);
    ValueInfo *vi = value_info(e, i);
    for (int k = 0; vi && k < vi->nregs; k++) {
        Reg d = value_reg(e, i, k);
        LLVMTypeRef ot = element_type(LLVMTypeOf(a), k);
        RegClass c = class_of_type(ot);
        if (c == RC_PRED) {
            const char *A = OP(e, a, k, OP_REG), *B = OP(e, b, k, OP_REG);
            if (p == LLVMIntEQ) {
                ins(e, "xor.pred %s, %s, %s;", R(e, d), A, B);
                ins(e, "not.pred %s, %s;", R(e, d), R(e, d));
            } else if (p == LLVMIntNE) {
                ins(e, "xor.pred %s, %s, %s;", R(e, d), A, B);
            } else {
                /* As unsigned bits (true = 1); signed i1 has true = -1. */
                bool s = p == LLVMIntSGT || p == LLVMIntSGE || p == LLVMIntSLT || p == LLVMIntSLE;
                Reg x = new_reg(e, RC_B16), y = new_reg(e, RC_B16);
                ins(e, "selp.b16 %s, %d, 0, %s;", R(e, x), s ? -1 : 1, A);
                ins(e, "selp.b16 %s, %d, 0, %s;", R(e, y), s ? -1 : 1, B);
                bool sg;
                ins(e, "setp.%s.%c16 %s, %s, %s;", icmp_op(p, &sg), s ? 's' : 'u', R(e, d), R(e, x), R(e, y));
            }
            continue;
        }
        bool s;
        const char *cmp = icmp_op(p, &s);
        int flags = OP_CANON | (s ? OP_SIGNED : 0);
        const char *A = OP(e, a, k, flags | OP_REG);
        const char *B = OP(e, b, k, flags);
        ins(e, "setp.%s.%c%d %s, %s, %s;", cmp, s ? 's' : 'u', class_bits(c), R(e, d), A, B);
    }
}

static void emit_fcmp(Emitter *e, LLVMValueRef i) {
    static const char *const names[] = {
        [LLVMRealOEQ] = "eq",  [LLVMRealOGT] = "gt",  [LLVMRealOGE] = "ge",  [LLVMRealOLT] = "lt",
        [LLVMRealOLE] = "le",  [LLVMRealONE] = "ne",  [LLVMRealORD] = "num", [LLVMRealUNO] = "nan",
        [LLVMRealUEQ] = "equ", [LLVMRealUGT] = "gtu", [LLVMRealUGE] = "geu", [LLVMRealULT] = "ltu",
        [LLVMRealULE] = "leu", [LLVMRealUNE] = "neu",
    };
    LLVMRealPredicate p = LLVMGetFCmpPredicate(i);
    ValueInfo *vi = value_info(e, i);
    for (int k = 0; vi && k < vi->nregs; k++) {
        Reg d = value_reg(e, i, k);
        if (p == LLVMRealPredicateFalse || p == LLVMRealPredicateTrue) {
            ins(e, "mov.pred %s, %d;", R(e, d), p == LLVMRealPredicateTrue);
            continue;
        }
        RegClass c = class_of_type(element_type(LLVMTypeOf(LLVMGetOperand(i, 0)), k));
        if (c != RC_F32 && c != RC_F64) {
            emit_error(e, i, "half comparisons are not supported");
            return;
        }
        const char *A = OP(e, LLVMGetOperand(i, 0), k, OP_REG);
        const char *B = OP(e, LLVMGetOperand(i, 1), k, 0);
        ins(e, "setp.%s.%s %s, %s, %s;", names[p], fp_suffix(c), R(e, d), A, B);
    }
}

static bool is_bool_constant(LLVMValueRef v, bool value) {
    return LLVMIsAConstantInt(v) && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind &&
           LLVMConstIntGetZExtValue(v) == (value ? 1u : 0u);
}

static void emit_select(Emitter *e, LLVMValueRef i) {
    LLVMValueRef c = LLVMGetOperand(i, 0);
    bool vector_cond = LLVMGetTypeKind(LLVMTypeOf(c)) == LLVMVectorTypeKind;
    ValueInfo *vi = value_info(e, i);
    for (int k = 0; vi && k < vi->nregs; k++) {
        Reg d = value_reg(e, i, k);
        const char *C = OP(e, c, vector_cond ? k : 0, OP_REG);
        if (d.cls == RC_PRED) {
            LLVMValueRef a = LLVMGetOperand(i, 1), b = LLVMGetOperand(i, 2);
            /* LLVM's poison-safe `c && a` and `c || b` */
            if (is_bool_constant(b, false)) {
                ins(e, "and.pred %s, %s, %s;", R(e, d), C, OP(e, a, k, OP_REG));
                continue;
            }
            if (is_bool_constant(a, true)) {
                ins(e, "or.pred %s, %s, %s;", R(e, d), C, OP(e, b, k, OP_REG));
                continue;
            }
            Reg t = new_reg(e, RC_PRED), u = new_reg(e, RC_PRED);
            const char *A = OP(e, a, k, OP_REG);
            const char *B = OP(e, b, k, OP_REG);
            ins(e, "and.pred %s, %s, %s;", R(e, t), C, A);
            ins(e, "not.pred %s, %s;", R(e, u), C);
            ins(e, "and.pred %s, %s, %s;", R(e, u), R(e, u), B);
            ins(e, "or.pred %s, %s, %s;", R(e, d), R(e, t), R(e, u));
            continue;
        }
        const char *A = OP(e, LLVMGetOperand(i, 1), k, 0);
        const char *B = OP(e, LLVMGetOperand(i, 2), k, 0);
        ins(e, "selp%s %s, %s, %s, %s;", type_b(d.cls), R(e, d), A, B, C);
    }
}

/* ---- conversions ---- */

static void emit_int_resize(Emitter *e, LLVMValueRef i, int k, bool is_signed, bool extend) {
    LLVMValueRef s = LLVMGetOperand(i, 0);
    Reg d = value_reg(e, i, k);
    RegClass sc = class_of_type(element_type(LLVMTypeOf(s), k));
    if (sc == RC_PRED) {
        ins(e, "selp.b%d %s, %d, 0, %s;", class_bits(d.cls), R(e, d), is_signed ? -1 : 1, OP(e, s, k, OP_REG));
        return;
    }
    if (d.cls == RC_PRED) { /* trunc to i1: the low bit */
        Reg t = new_reg(e, sc);
        ins(e, "and.b%d %s, %s, 1;", class_bits(sc), R(e, t), OP(e, s, k, OP_REG));
        ins(e, "setp.ne.b%d %s, %s, 0;", class_bits(sc), R(e, d), R(e, t));
        return;
    }
    int flags = (extend ? OP_CANON : 0) | (is_signed ? OP_SIGNED : 0);
    const char *S = OP(e, s, k, flags | OP_REG);
    if (sc == d.cls)
        ins(e, "mov%s %s, %s;", type_b(d.cls), R(e, d), S);
    else
        ins(e, "cvt%s%s %s, %s;", is_signed ? type_s(d.cls) : type_u(d.cls), is_signed ? type_s(sc) : type_u(sc),
            R(e, d), S);
}

/* A scalar of 16, 32 or 64 bits from or to a vector of bytes (i32 <->
 * <4 x i8>): PTX moves no 8-bit lanes, so each byte is a bit field of the
 * scalar (bfe to unpack, bfi to pack), computed in 32 or 64 bits. */
static void emit_byte_vector_bitcast(Emitter *e, LLVMValueRef i, bool pack, unsigned n, RegClass sc) {
    RegClass wc = sc == RC_B64 ? RC_B64 : RC_B32;
    int wb = class_bits(wc);
    LLVMValueRef s = LLVMGetOperand(i, 0);
    if (!pack) {
        Reg w = new_reg(e, wc);
        if (sc == RC_B16)
            ins(e, "cvt.u32.u16 %s, %s;", R(e, w), OP(e, s, 0, OP_REG));
        else
            ins(e, "mov.b%d %s, %s;", wb, R(e, w), OP(e, s, 0, OP_REG));
        for (unsigned k = 0; k < n; k++) {
            Reg t = new_reg(e, wc);
            ins(e, "bfe.u%d %s, %s, %u, 8;", wb, R(e, t), R(e, w), 8 * k);
            ins(e, "cvt.u16.u%d %s, %s;", wb, R(e, value_reg(e, i, (int)k)), R(e, t));
        }
        return;
    }
    Reg acc = new_reg(e, wc);
    for (unsigned k = 0; k < n; k++) {
        Reg t = new_reg(e, wc);
        ins(e, "cvt.u%d.u16 %s, %s;", wb, R(e, t), OP(e, s, (int)k, OP_REG));
        if (k == 0)
            ins(e, "mov.b%d %s, %s;", wb, R(e, acc), R(e, t));
        else
            ins(e, "bfi.b%d %s, %s, %s, %u, 8;", wb, R(e, acc), R(e, t), R(e, acc), 8 * k);
    }
    Reg d = value_reg(e, i, 0);
    if (sc == RC_B16)
        ins(e, "cvt.u16.u32 %s, %s;", R(e, d), R(e, acc));
    else
        ins(e, "mov.b%d %s, %s;", wb, R(e, d), R(e, acc));
}

static void emit_cast(Emitter *e, LLVMValueRef i) {
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    LLVMValueRef s = LLVMGetOperand(i, 0);
    ValueInfo *vi = value_info(e, i);
    LLVMTypeRef st0 = LLVMTypeOf(s), dt0 = LLVMTypeOf(i);
    if (op == LLVMBitCast && LLVMGetTypeKind(st0) != LLVMGetTypeKind(dt0) &&
        (LLVMGetTypeKind(st0) == LLVMVectorTypeKind || LLVMGetTypeKind(dt0) == LLVMVectorTypeKind)) {
        /* vector <-> scalar of the same size: pack or unpack. */
        bool pack = LLVMGetTypeKind(st0) == LLVMVectorTypeKind;
        LLVMValueRef vec = pack ? s : i;
        LLVMTypeRef vt = LLVMTypeOf(vec), el = LLVMGetElementType(vt);
        unsigned n = LLVMGetVectorSize(vt);
        RegClass sc = class_of_type(pack ? dt0 : st0);
        if (LLVMGetTypeKind(pack ? dt0 : st0) == LLVMVectorTypeKind || int_width(el) == 1 ||
            (int)LLVMSizeOfTypeInBits(e->dl, el) * (int)n != class_bits(sc) ||
            (LLVMSizeOfTypeInBits(e->dl, el) == 8 ? n > 8 : n != 2 && n != 4)) {
            emit_error(e, i, "unsupported vector bitcast");
            return;
        }
        if (LLVMSizeOfTypeInBits(e->dl, el) == 8) {
            emit_byte_vector_bitcast(e, i, pack, n, sc);
            return;
        }
        Buf list = {0}; /* not a ring slot: as in emit_memory_access */
        for (unsigned k = 0; k < n; k++)
            buf_printf(&list, "%s%s", k ? ", " : "", pack ? OP(e, s, (int)k, OP_REG) : R(e, value_reg(e, i, (int)k)));
        if (pack)
            ins(e, "mov.b%d %s, {%s};", class_bits(sc), R(e, value_reg(e, i, 0)), list.data);
        else
            ins(e, "mov.b%d {%s}, %s;", class_bits(sc), list.data, OP(e, s, 0, OP_REG));
        buf_free(&list);
        return;
    }
    for (int k = 0; vi && k < vi->nregs; k++) {
        Reg d = value_reg(e, i, k);
        LLVMTypeRef st = element_type(st0, k), dt = element_type(dt0, k);
        RegClass sc = class_of_type(st);
        switch (op) {
        case LLVMTrunc: emit_int_resize(e, i, k, false, false); break;
        case LLVMZExt: emit_int_resize(e, i, k, false, true); break;
        case LLVMSExt: emit_int_resize(e, i, k, true, true); break;
        case LLVMFPToSI:
        case LLVMFPToUI: {
            bool sg = op == LLVMFPToSI;
            const char *src = OP(e, s, k, OP_REG);
            const char *ft = is_half(st) ? ".f16" : type_b(sc);
            if (d.cls == RC_PRED) {
                Reg t = new_reg(e, RC_B32);
                ins(e, "cvt.rzi.%c32%s %s, %s;", sg ? 's' : 'u', ft, R(e, t), src);
                ins(e, "setp.ne.b32 %s, %s, 0;", R(e, d), R(e, t));
            } else {
                ins(e, "cvt.rzi%s%s %s, %s;", sg ? type_s(d.cls) : type_u(d.cls), ft, R(e, d), src);
            }
            break;
        }
        case LLVMSIToFP:
        case LLVMUIToFP: {
            bool sg = op == LLVMSIToFP;
            const char *ft = is_half(dt) ? ".f16" : type_b(d.cls);
            if (sc == RC_PRED) {
                Reg t = new_reg(e, RC_B32);
                ins(e, "selp.b32 %s, %d, 0, %s;", R(e, t), sg ? -1 : 1, OP(e, s, k, OP_REG));
                ins(e, "cvt.rn%s.%c32 %s, %s;", ft, sg ? 's' : 'u', R(e, d), R(e, t));
            } else {
                const char *src = OP(e, s, k, OP_REG | OP_CANON | (sg ? OP_SIGNED : 0));
                ins(e, "cvt.rn%s%s %s, %s;", ft, sg ? type_s(sc) : type_u(sc), R(e, d), src);
            }
            break;
        }
        case LLVMFPTrunc:
        case LLVMFPExt: {
            const char *dtn = is_half(dt) ? ".f16" : type_b(d.cls);
            const char *stn = is_half(st) ? ".f16" : type_b(sc);
            ins(e, "cvt%s%s%s %s, %s;", op == LLVMFPTrunc ? ".rn" : "", dtn, stn, R(e, d), OP(e, s, k, OP_REG));
            break;
        }
        case LLVMPtrToInt:
        case LLVMIntToPtr:
            if (d.cls == RC_PRED || sc == RC_PRED) {
                emit_error(e, i, "unsupported pointer conversion");
                return;
            }
            if (d.cls == sc)
                ins(e, "mov.b%d %s, %s;", class_bits(d.cls), R(e, d), OP(e, s, k, 0));
            else
                ins(e, "cvt.u%d.u%d %s, %s;", class_bits(d.cls), class_bits(sc), R(e, d),
                    OP(e, s, k, OP_REG | (op == LLVMIntToPtr ? OP_CANON : 0)));
            break;
        case LLVMBitCast:
            if (d.cls == RC_PRED)
                ins(e, "mov.pred %s, %s;", R(e, d), OP(e, s, k, OP_REG));
            else
                ins(e, "mov.b%d %s, %s;", class_bits(d.cls), R(e, d), OP(e, s, k, OP_REG));
            break;
        case LLVMAddrSpaceCast: {
            unsigned from = LLVMGetPointerAddressSpace(st), to = LLVMGetPointerAddressSpace(dt);
            if (from != 0 && to != 0) {
                emit_error(e, i, "casts between two specific address spaces are not supported");
                return;
            }
            if (to == RSL_AS_LOCAL && is_alloca(s)) { /* the alloca's own symbol */
                ins(e, "mov.u64 %s, %s;", R(e, d), local_symbol(e, s));
                break;
            }
            unsigned space = from ? from : to;
            if (!*state_space(space)) {
                emit_error(e, i, "unknown address space %u", space);
                return;
            }
            ins(e, "cvta%s%s.u64 %s, %s;", from ? "" : ".to", state_space(space), R(e, d), OP(e, s, k, OP_REG));
            break;
        }
        default:
            emit_error(e, i, "unsupported conversion");
            return;
        }
    }
}

/* ---- vectors and aggregates in registers ---- */

static void copy_reg(Emitter *e, Reg d, const char *src) {
    ins(e, "mov%s %s, %s;", type_b(d.cls), R(e, d), src);
}

static void emit_extractelement(Emitter *e, LLVMValueRef i) {
    LLVMValueRef vec = LLVMGetOperand(i, 0), idx = LLVMGetOperand(i, 1);
    Reg d = value_reg(e, i, 0);
    int n = (int)LLVMGetVectorSize(LLVMTypeOf(vec));
    int64_t k;
    if (const_int_value(idx, &k)) {
        if (k >= 0 && k < n)
            copy_reg(e, d, OP(e, vec, (int)k, 0));
        return; /* out of range: poison */
    }
    /* A dynamic index: a chain of selects. */
    Reg p = new_reg(e, RC_PRED);
    copy_reg(e, d, OP(e, vec, 0, 0));
    char I[16];
    snprintf(I, sizeof I, "%s", OP(e, idx, 0, OP_REG | OP_CANON));
    int bits = class_bits(class_of_type(LLVMTypeOf(idx)));
    for (int j = 1; j < n; j++) {
        ins(e, "setp.eq.u%d %s, %s, %d;", bits, R(e, p), I, j);
        if (d.cls == RC_PRED) {
            emit_error(e, i, "dynamic extract of i1 elements is not supported");
            return;
        }
        ins(e, "selp%s %s, %s, %s, %s;", type_b(d.cls), R(e, d), OP(e, vec, j, 0), R(e, d), R(e, p));
    }
}

static void emit_insertelement(Emitter *e, LLVMValueRef i) {
    LLVMValueRef vec = LLVMGetOperand(i, 0), val = LLVMGetOperand(i, 1), idx = LLVMGetOperand(i, 2);
    int n = (int)LLVMGetVectorSize(LLVMTypeOf(i));
    int64_t k;
    bool constant = const_int_value(idx, &k);
    for (int j = 0; j < n; j++) {
        Reg d = value_reg(e, i, j);
        if (constant && j == k) {
            copy_reg(e, d, OP(e, val, 0, 0));
        } else if (!LLVMIsUndef(vec)) {
            copy_reg(e, d, OP(e, vec, j, 0));
        }
        if (!constant) {
            if (d.cls == RC_PRED) {
                emit_error(e, i, "dynamic insert of i1 elements is not supported");
                return;
            }
            Reg p = new_reg(e, RC_PRED);
            const char *I = OP(e, idx, 0, OP_REG | OP_CANON);
            ins(e, "setp.eq.u%d %s, %s, %d;", class_bits(class_of_type(LLVMTypeOf(idx))), R(e, p), I, j);
            ins(e, "selp%s %s, %s, %s, %s;", type_b(d.cls), R(e, d), OP(e, val, 0, 0), R(e, d), R(e, p));
        }
    }
}

static void emit_shufflevector(Emitter *e, LLVMValueRef i) {
    LLVMValueRef a = LLVMGetOperand(i, 0), b = LLVMGetOperand(i, 1);
    int na = (int)LLVMGetVectorSize(LLVMTypeOf(a));
    unsigned n = LLVMGetNumMaskElements(i);
    for (unsigned j = 0; j < n; j++) {
        int m = LLVMGetMaskValue(i, j);
        if (m == LLVMGetUndefMaskElem())
            continue;
        LLVMValueRef src = m < na ? a : b;
        if (LLVMIsUndef(src))
            continue;
        copy_reg(e, value_reg(e, i, (int)j), OP(e, src, m < na ? m : m - na, 0));
    }
}

static void emit_extractvalue(Emitter *e, LLVMValueRef i) {
    const unsigned *idx = LLVMGetIndices(i);
    if (LLVMGetNumIndices(i) != 1) {
        emit_error(e, i, "nested aggregates are not supported");
        return;
    }
    copy_reg(e, value_reg(e, i, 0), OP(e, LLVMGetOperand(i, 0), (int)idx[0], 0));
}

static void emit_insertvalue(Emitter *e, LLVMValueRef i) {
    const unsigned *idx = LLVMGetIndices(i);
    if (LLVMGetNumIndices(i) != 1) {
        emit_error(e, i, "nested aggregates are not supported");
        return;
    }
    LLVMValueRef agg = LLVMGetOperand(i, 0);
    ValueInfo *vi = value_info(e, i);
    for (int k = 0; vi && k < vi->nregs; k++) {
        if (k == (int)idx[0])
            copy_reg(e, value_reg(e, i, k), OP(e, LLVMGetOperand(i, 1), 0, 0));
        else if (!LLVMIsUndef(agg))
            copy_reg(e, value_reg(e, i, k), OP(e, agg, k, 0));
    }
}

static void emit_freeze(Emitter *e, LLVMValueRef i) {
    ValueInfo *vi = value_info(e, i);
    for (int k = 0; vi && k < vi->nregs; k++)
        copy_reg(e, value_reg(e, i, k), OP(e, LLVMGetOperand(i, 0), k, 0));
}

/* ---- control flow ---- */

static void store_to_param(Emitter *e, const char *sym, LLVMValueRef v);

static const char *label(Emitter *e, LLVMBasicBlockRef bb) {
    Buf *b = ring_slot(e);
    buf_printf(b, "$L__BB%d_%d", e->fn_index, ptx_cfg_index(&e->cfg, bb));
    return b->data;
}

/* Copies into the phi registers of successor succ for the edge from bb. */
static void emit_phi_copies(Emitter *e, LLVMBasicBlockRef bb, LLVMBasicBlockRef succ) {
    for (LLVMValueRef phi = LLVMGetFirstInstruction(succ); phi && LLVMGetInstructionOpcode(phi) == LLVMPHI;
         phi = LLVMGetNextInstruction(phi)) {
        LLVMValueRef v = NULL;
        for (unsigned k = 0, n = LLVMCountIncoming(phi); k < n && !v; k++)
            if (LLVMGetIncomingBlock(phi, k) == bb)
                v = LLVMGetIncomingValue(phi, k);
        if (!v || LLVMIsUndef(v))
            continue;
        ValueInfo *vi = value_info(e, phi), *from = LLVMIsAInstruction(v) ? value_info(e, v) : NULL;
        if (vi && from && from->first == vi->first && vi->phi_first < 0)
            continue; /* v lives in the phi's registers (coalesce_phis) */
        for (int j = 0; vi && j < vi->nregs; j++)
            copy_reg(e, phi_edge_reg(e, phi, j), OP(e, v, j, 0));
    }
}

/* Is target emitted right after bb (so that control falls through)? */
static bool is_next_block(Emitter *e, LLVMBasicBlockRef bb, LLVMBasicBlockRef target) {
    int i = ptx_cfg_index(&e->cfg, bb);
    return i >= 0 && (size_t)i + 1 < e->cfg.n && e->cfg.blocks[i + 1] == target;
}

static void emit_terminator(Emitter *e, LLVMValueRef t, bool kernel) {
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(t);
    unsigned nsucc = LLVMGetNumSuccessors(t);
    for (unsigned s = 0; s < nsucc; s++) {
        LLVMBasicBlockRef succ = LLVMGetSuccessor(t, s);
        bool seen = false;
        for (unsigned r = 0; r < s; r++)
            seen = seen || LLVMGetSuccessor(t, r) == succ;
        if (!seen)
            emit_phi_copies(e, bb, succ);
    }
    switch (LLVMGetInstructionOpcode(t)) {
    case LLVMBr:
        if (!LLVMIsConditional(t)) {
            LLVMBasicBlockRef to = LLVMGetSuccessor(t, 0);
            if (!is_next_block(e, bb, to))
                ins(e, "bra.uni %s;", label(e, to));
        } else {
            LLVMBasicBlockRef yes = LLVMGetSuccessor(t, 0), no = LLVMGetSuccessor(t, 1);
            const char *c = OP(e, LLVMGetCondition(t), 0, OP_REG);
            if (is_next_block(e, bb, yes)) {
                ins(e, "@!%s bra %s;", c, label(e, no));
            } else {
                ins(e, "@%s bra %s;", c, label(e, yes));
                if (!is_next_block(e, bb, no))
                    ins(e, "bra.uni %s;", label(e, no));
            }
        }
        break;
    case LLVMSwitch: {
        LLVMValueRef cond = LLVMGetOperand(t, 0); /* LLVMGetCondition is for br */
        RegClass c = class_of_type(LLVMTypeOf(cond));
        if (c == RC_PRED) {
            emit_error(e, t, "switch on i1 is not supported");
            return;
        }
        char C[16]; /* a register name, kept out of the string ring */
        snprintf(C, sizeof C, "%s", OP(e, cond, 0, OP_REG | OP_CANON));
        Reg p = new_reg(e, RC_PRED);
        /* Operands: condition, default, then (value, block) pairs. */
        for (unsigned s = 1; s < nsucc; s++) {
            LLVMValueRef v = LLVMGetOperand(t, 2 * s);
            ins(e, "setp.eq.u%d %s, %s, %s;", class_bits(c), R(e, p), C, OP(e, v, 0, 0));
            ins(e, "@%s bra %s;", R(e, p), label(e, LLVMGetSuccessor(t, s)));
        }
        if (!is_next_block(e, bb, LLVMGetSuccessor(t, 0)))
            ins(e, "bra.uni %s;", label(e, LLVMGetSuccessor(t, 0)));
        break;
    }
    case LLVMRet:
        if (LLVMGetNumOperands(t) == 1 && !kernel)
            store_to_param(e, "func_retval0", LLVMGetOperand(t, 0));
        ins(e, "ret;");
        break;
    case LLVMUnreachable:
        ins(e, "trap;");
        break;
    default:
        emit_error(e, t, "unsupported terminator");
    }
}

static void emit_instruction(Emitter *e, LLVMValueRef i) {
    LLVMOpcode op = LLVMGetInstructionOpcode(i);
    switch (op) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem:
    case LLVMSRem: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr:
    case LLVMXor: case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem:
        emit_binop(e, i);
        break;
    case LLVMFNeg: emit_fneg(e, i); break;
    case LLVMICmp: emit_icmp(e, i); break;
    case LLVMFCmp: emit_fcmp(e, i); break;
    case LLVMSelect: emit_select(e, i); break;
    case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP:
    case LLVMSIToFP: case LLVMFPTrunc: case LLVMFPExt: case LLVMPtrToInt: case LLVMIntToPtr:
    case LLVMBitCast: case LLVMAddrSpaceCast:
        emit_cast(e, i);
        break;
    case LLVMLoad: emit_memory_access(e, i, false); break;
    case LLVMStore: emit_memory_access(e, i, true); break;
    case LLVMAlloca: emit_alloca(e, i); break;
    case LLVMAtomicRMW: emit_atomicrmw(e, i); break;
    case LLVMAtomicCmpXchg: emit_cmpxchg(e, i); break;
    case LLVMFence: emit_fence(e, i); break;
    case LLVMExtractElement: emit_extractelement(e, i); break;
    case LLVMInsertElement: emit_insertelement(e, i); break;
    case LLVMShuffleVector: emit_shufflevector(e, i); break;
    case LLVMExtractValue: emit_extractvalue(e, i); break;
    case LLVMInsertValue: emit_insertvalue(e, i); break;
    case LLVMFreeze: emit_freeze(e, i); break;
    case LLVMCall: emit_call(e, i); break;
    case LLVMPHI: break; /* copied on the incoming edges */
    case LLVMGetElementPtr:
        emit_error(e, i, "getelementptr must be expanded first (rsl_expand_geps)");
        break;
    default:
        emit_error(e, i, "unsupported instruction");
    }
}

/* ---- functions ---- */

static void param_decl(Emitter *e, Buf *b, LLVMTypeRef t, bool kernel, const char *name) {
    RegClass c;
    if (LLVMGetTypeKind(t) != LLVMVectorTypeKind && LLVMGetTypeKind(t) != LLVMStructTypeKind && reg_class_of(t, &c)) {
        if (kernel) {
            const char *mt = is_int(t) && int_width(t) == 1 ? ".u8" : mem_type(t);
            buf_printf(b, ".param %s %s", mt ? mt : ".b32", name);
        } else {
            buf_printf(b, ".param %s %s", c == RC_PRED || c == RC_B16 ? ".b32" : type_b(c), name);
        }
        return;
    }
    buf_printf(b, ".param .align %u .b8 %s[%llu]", LLVMABIAlignmentOfType(e->dl, t), name,
               (unsigned long long)LLVMABISizeOfType(e->dl, t));
}

/* Byte offset of element k in a parameter of type t. */
static size_t param_offset(Emitter *e, LLVMTypeRef t, int k, LLVMTypeRef el) {
    if (LLVMGetTypeKind(t) == LLVMStructTypeKind)
        return (size_t)LLVMOffsetOfElement(e->dl, t, (unsigned)k);
    return (size_t)k * (size_t)LLVMStoreSizeOfType(e->dl, el);
}

static bool is_aggregate(LLVMTypeRef t) {
    return LLVMGetTypeKind(t) == LLVMVectorTypeKind || LLVMGetTypeKind(t) == LLVMStructTypeKind;
}

/* Writes v into .param sym (device-function layout of param_decl). */
static void store_to_param(Emitter *e, const char *sym, LLVMValueRef v) {
    LLVMTypeRef t = LLVMTypeOf(v);
    LLVMTypeRef el[64];
    int n = value_shape(t, el, 64);
    for (int k = 0; k < n; k++) {
        RegClass c = class_of_type(el[k]);
        size_t off = param_offset(e, t, k, el[k]);
        if (is_aggregate(t)) {
            ins(e, "st.param%s [%s+%zu], %s;", mem_type(el[k]), sym, off, store_operand(e, v, k));
        } else if (c == RC_PRED || c == RC_B16) {
            Reg w = new_reg(e, RC_B32);
            if (c == RC_PRED)
                ins(e, "selp.b32 %s, 1, 0, %s;", R(e, w), OP(e, v, k, OP_REG));
            else
                ins(e, "cvt.u32.u16 %s, %s;", R(e, w), OP(e, v, k, OP_REG));
            ins(e, "st.param.b32 [%s], %s;", sym, R(e, w));
        } else {
            ins(e, "st.param%s [%s], %s;", type_b(c), sym, OP(e, v, k, 0));
        }
    }
}

/* Reads .param sym into the registers of dst (a parameter or a call). */
static void load_from_param(Emitter *e, const char *sym, LLVMValueRef dst, bool kernel) {
    LLVMTypeRef t = LLVMTypeOf(dst);
    LLVMTypeRef el[64];
    int n = value_shape(t, el, 64);
    for (int k = 0; k < n; k++) {
        Reg d = value_reg(e, dst, k);
        size_t off = param_offset(e, t, k, el[k]);
        if (is_aggregate(t) || kernel) {
            if (d.cls == RC_PRED) {
                Reg w = new_reg(e, RC_B16);
                ins(e, "ld.param.u8 %s, [%s+%zu];", R(e, w), sym, off);
                ins(e, "and.b16 %s, %s, 1;", R(e, w), R(e, w));
                ins(e, "setp.ne.b16 %s, %s, 0;", R(e, d), R(e, w));
            } else {
                /* A kernel parameter typed ptr addrspace(1) holds a global
                 * address already (as for LLVM's NVPTX backend); generic
                 * ones are converted where the address-space pass says. */
                ins(e, "ld.param%s %s, [%s+%zu];", mem_type(el[k]), R(e, d), sym, off);
            }
        } else if (d.cls == RC_PRED || d.cls == RC_B16) {
            Reg w = new_reg(e, RC_B32);
            ins(e, "ld.param.b32 %s, [%s];", R(e, w), sym);
            if (d.cls == RC_PRED)
                ins(e, "setp.ne.b32 %s, %s, 0;", R(e, d), R(e, w));
            else
                ins(e, "cvt.u16.u32 %s, %s;", R(e, d), R(e, w));
        } else {
            ins(e, "ld.param%s %s, [%s];", type_b(d.cls), R(e, d), sym);
        }
    }
}

void emit_function_prototype(Emitter *e, Buf *b, LLVMValueRef f, bool kernel) {
    LLVMLinkage link = LLVMGetLinkage(f);
    if (LLVMIsDeclaration(f))
        buf_printf(b, ".extern ");
    else if (kernel || (link != LLVMInternalLinkage && link != LLVMPrivateLinkage))
        buf_printf(b, ".visible ");
    buf_printf(b, "%s ", kernel ? ".entry" : ".func");
    LLVMTypeRef ret = LLVMGetReturnType(LLVMGlobalGetValueType(f));
    if (!kernel && LLVMGetTypeKind(ret) != LLVMVoidTypeKind) {
        buf_printf(b, "(");
        param_decl(e, b, ret, false, "func_retval0");
        buf_printf(b, ") ");
    }
    ptx_symbol(b, f);
    buf_printf(b, "(");
    unsigned k = 0;
    for (LLVMValueRef p = LLVMGetFirstParam(f); p; p = LLVMGetNextParam(p), k++) {
        Buf name = {0};
        ptx_symbol(&name, f);
        buf_printf(&name, "_param_%u", k);
        buf_printf(b, "%s\n\t", k ? "," : "");
        param_decl(e, b, LLVMTypeOf(p), kernel, name.data);
        buf_free(&name);
    }
    buf_printf(b, ")");
}

static void load_params(Emitter *e, LLVMValueRef f, bool kernel) {
    unsigned k = 0;
    for (LLVMValueRef p = LLVMGetFirstParam(f); p; p = LLVMGetNextParam(p), k++) {
        Buf name = {0};
        ptx_symbol(&name, f);
        buf_printf(&name, "_param_%u", k);
        load_from_param(e, name.data, p, kernel);
        buf_free(&name);
    }
}

/* A device function call in its own scope, as PTX wants the .param
 * declarations of a call next to it. */
static void emit_device_call(Emitter *e, LLVMValueRef i, LLVMValueRef f) {
    ins(e, "{");
    unsigned n = LLVMGetNumArgOperands(i);
    Buf args = {0};
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef a = LLVMGetOperand(i, k);
        char name[32];
        snprintf(name, sizeof name, "param%u", k);
        Buf decl = {0};
        param_decl(e, &decl, LLVMTypeOf(a), false, name);
        ins(e, "%s;", decl.data);
        buf_free(&decl);
        store_to_param(e, name, a);
        buf_printf(&args, "%s%s", k ? ", " : "", name);
    }
    bool has_ret = LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind;
    if (has_ret) {
        Buf decl = {0};
        param_decl(e, &decl, LLVMTypeOf(i), false, "retval0");
        ins(e, "%s;", decl.data);
        buf_free(&decl);
    }
    Buf callee = {0};
    ptx_symbol(&callee, f);
    ins(e, "call %s%s, (%s);", has_ret ? "(retval0), " : "", callee.data, args.data ? args.data : "");
    buf_free(&callee);
    buf_free(&args);
    if (has_ret)
        load_from_param(e, "retval0", i, false);
    ins(e, "}");
}

void emit_call(Emitter *e, LLVMValueRef i) {
    LLVMValueRef f = LLVMGetCalledValue(i);
    if (LLVMIsAInlineAsm(f)) {
        ptx_emit_inline_asm(e, i);
        return;
    }
    if (!LLVMIsAFunction(f)) {
        emit_error(e, i, "indirect calls are not supported");
        return;
    }
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    if (len > 5 && strncmp(name, "llvm.", 5) == 0) {
        emit_intrinsic(e, i, name);
        return;
    }
    if (rsl_is_kernel(e->m, f)) {
        emit_error(e, i, "a kernel cannot be called");
        return;
    }
    if (LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f))) {
        emit_error(e, i, "calls of variadic functions are not supported");
        return;
    }
    emit_device_call(e, i, f);
}

static void reset_function_state(Emitter *e) {
    free(e->values);
    free(e->regs);
    ptx_cfg_free(&e->cfg);
    free(e->allocas);
    buf_free(&e->body);
    buf_free(&e->locals);
    e->values = NULL;
    e->regs = NULL;
    e->allocas = NULL;
    e->nvalues = e->nregs = e->capregs = e->nallocas = 0;
    memset(e->next_reg, 0, sizeof e->next_reg);
}

void emit_function(Emitter *e, LLVMValueRef f, bool kernel) {
    e->fn = f;
    reset_function_state(e);
    if (kernel && LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(f))) != LLVMVoidTypeKind)
        emit_error(e, NULL, "a kernel must return void");
    if (LLVMIsFunctionVarArg(LLVMGlobalGetValueType(f)))
        emit_error(e, NULL, "variadic functions are not supported");
    ptx_cfg_build(&e->cfg, f);
    number_values(e, f);
    coalesce_phis(e);
    load_params(e, f, kernel);
    for (size_t bi = 0; bi < e->cfg.n && !e->error; bi++) {
        LLVMBasicBlockRef bb = e->cfg.blocks[bi];
        if (bi && LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)))
            buf_printf(&e->body, "%s:\n", label(e, bb));
        for (LLVMValueRef phi = LLVMGetFirstInstruction(bb); phi && LLVMGetInstructionOpcode(phi) == LLVMPHI;
             phi = LLVMGetNextInstruction(phi)) {
            ValueInfo *vi = value_info(e, phi);
            for (int j = 0; vi && vi->phi_first >= 0 && j < vi->nregs; j++)
                copy_reg(e, value_reg(e, phi, j), R(e, phi_edge_reg(e, phi, j)));
        }
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && !e->error; i = LLVMGetNextInstruction(i)) {
            e->cur = i;
            if (LLVMIsATerminatorInst(i))
                emit_terminator(e, i, kernel);
            else
                emit_instruction(e, i);
        }
    }
    if (!e->error) {
        Buf *o = &e->out;
        emit_function_prototype(e, o, f, kernel);
        buf_printf(o, "\n{\n");
        if (e->locals.len)
            buf_append(o, e->locals.data, e->locals.len);
        static const char *const decl[RC_COUNT] = {".pred", ".b16", ".b32", ".b64", ".f32", ".f64"};
        for (int c = 0; c < RC_COUNT; c++)
            if (e->next_reg[c])
                buf_printf(o, "\t.reg %s %s<%d>;\n", decl[c], reg_prefix[c], e->next_reg[c] + 1);
        buf_printf(o, "\n");
        if (e->body.len)
            buf_append(o, e->body.data, e->body.len);
        buf_printf(o, "}\n\n");
    }
    reset_function_state(e);
    for (int r = 0; r < 16; r++)
        buf_free(&e->ring[r]);
    e->fn = NULL;
    e->cur = NULL;
}
