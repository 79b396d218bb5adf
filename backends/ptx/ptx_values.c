/* Registers and operands of the PTX emitter: one or more registers per SSA
 * value, immediates, and addresses as [symbol+offset] or [reg+offset].
 * Integers narrower than their register (i8 in .b16, i24 in .b32, ...) are
 * kept with undefined upper bits and extended only where an instruction
 * reads them (OP_CANON). */
#include "ptx_internal.h"
#include "rslpasses.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- text helpers ---- */

Buf *ring_slot(Emitter *e) {
    Buf *b = &e->ring[e->ring_next++ % 16];
    b->len = 0;
    if (b->data)
        b->data[0] = 0;
    return b;
}

const char *const reg_prefix[RC_COUNT] = {"%p", "%rs", "%r", "%rd", "%f", "%fd"};

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
        if (is_i128(t) && max >= 2) { /* low half, high half (ptx_wide_int.c) */
            elems[0] = elems[1] = LLVMInt64TypeInContext(LLVMGetTypeContext(t));
            return 2;
        }
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

LLVMTypeRef element_type(LLVMTypeRef t, int elem) {
    LLVMTypeRef el[64];
    int n = value_shape(t, el, 64);
    return n > elem ? el[elem] : t;
}

bool is_half(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMHalfTypeKind; }
bool is_bfloat(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMBFloatTypeKind; }
bool is_int(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMIntegerTypeKind; }

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
    case LLVMHalfTypeKind: case LLVMBFloatTypeKind: return ".b16";
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

void number_values(Emitter *e, LLVMValueRef f) {
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
Reg phi_edge_reg(Emitter *e, LLVMValueRef phi, int elem) {
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
    case LLVMHalfTypeKind:
    case LLVMBFloatTypeKind: {
        /* 16-bit float constants: the bits through a bitcast of the constant. */
        LLVMValueRef bits = undef ? NULL : LLVMConstBitCast(c, LLVMInt16TypeInContext(LLVMGetTypeContext(t)));
        buf_printf(b, "%u", bits && LLVMIsAConstantInt(bits) ? (unsigned)LLVMConstIntGetZExtValue(bits) : 0u);
        return;
    }
    default:
        emit_error(e, c, "unsupported constant");
    }
}

bool is_alloca(LLVMValueRef v) { return LLVMIsAAllocaInst(v) != NULL; }

const char *local_symbol(Emitter *e, LLVMValueRef alloca) {
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
        } else if (is_i128(vt)) {
            c = int_constant_word(v, (unsigned)elem);
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

/* ---- addresses ---- */

bool const_int_value(LLVMValueRef v, int64_t *out) {
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
const char *addr_plus(Emitter *e, LLVMValueRef ptr, unsigned as, int64_t extra) {
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
        buf_printf(out, "[%s+%" PRId64 "]", base, off); /* ptxas reads [r+-4], not [r-4] */
    else
        buf_printf(out, "[%s]", base);
    return out->data;
}

const char *ADDR(Emitter *e, LLVMValueRef ptr, unsigned as) { return addr_plus(e, ptr, as, 0); }
