/* Instruction selection: lowered LLVM IR -> machine IR.
 *
 * Every LLVM value becomes a *view*: a virtual register (or literal) read
 * through a swizzle, a negation and a scale.  Views cost nothing, so
 * extractelement, shufflevector, fneg and multiplication by +-0.5/2/4 emit no
 * instruction; they fold into the sources of the instructions that read them.
 * Patterns: fmul feeding fadd/fsub -> mad; a sum of the three lane products
 * of two vectors -> dp3; @rpu.rsq of such a sum -> dp3_rsq; clamp to [0,1]
 * -> _sat (folded into the instruction computing the clamped value);
 * insertelement chains write their scalars lane by lane into one register.
 * A compare feeding a branch becomes a subtraction into R15 whose sign the
 * block's paired jmp tests.  Loads and stores through pointers address
 * data memory (rpucg.h, "Memory"): cells read once per block, stores to a
 * cell gathered into one `store`.  Anything else is an error naming the
 * instruction and the function. */
#include "isel.h"

#include <llvm-c/Target.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- value map (open addressing on the value's address) ------------------------ */

static size_t hash_ptr(const void *p, size_t cap) { return ((uintptr_t)p >> 4) * 2654435761u & (cap - 1); }

static vmap_entry *map_slot(isel *s, LLVMValueRef v) {
    size_t i = hash_ptr(v, s->mapcap);
    while (s->map[i].key && s->map[i].key != v) i = (i + 1) & (s->mapcap - 1);
    return &s->map[i];
}

void isel_map_put(isel *s, LLVMValueRef v, mir_opnd o) {
    if ((s->mapn + 1) * 2 > s->mapcap) {
        vmap_entry *old = s->map;
        size_t oldcap = s->mapcap;
        s->mapcap = oldcap ? oldcap * 2 : 256;
        s->map = calloc(s->mapcap, sizeof *s->map);
        for (size_t i = 0; i < oldcap; i++)
            if (old[i].key) *map_slot(s, old[i].key) = old[i];
        free(old);
    }
    vmap_entry *e = map_slot(s, v);
    if (!e->key) s->mapn++;
    e->key = v;
    e->val = o;
}

mir_opnd *isel_map_get(isel *s, LLVMValueRef v) {
    if (!s->mapcap) return NULL;
    vmap_entry *e = map_slot(s, v);
    return e->key ? &e->val : NULL;
}

/* ---- errors ---------------------------------------------------------------------- */

bool isel_fail(isel *s, LLVMValueRef at, const char *what) {
    if (s->err) return false;
    size_t len;
    const char *fname = LLVMGetValueName2(s->fn, &len);
    if (at) {
        char *text = LLVMPrintValueToString(at);
        char *p = text;
        while (*p == ' ') p++;
        s->err = rsl_format("function '%s': cannot select '%s': %s", fname, p, what);
        LLVMDisposeMessage(text);
    } else
        s->err = rsl_format("function '%s': %s", fname, what);
    return false;
}

/* ---- types -------------------------------------------------------------------------- */

/* Lanes of a value of type t: 1 for float/i32, 2-4 for float vectors, 0 otherwise. */
int isel_type_lanes(LLVMTypeRef t) {
    switch (LLVMGetTypeKind(t)) {
    case LLVMFloatTypeKind: return 1;
    case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(t) == 32 ? 1 : 0;
    case LLVMPointerTypeKind: return 1; /* a cell address, an integer lane */
    case LLVMVectorTypeKind: {
        unsigned n = LLVMGetVectorSize(t);
        return LLVMGetTypeKind(LLVMGetElementType(t)) == LLVMFloatTypeKind && n >= 2 && n <= 4 ? (int)n : 0;
    }
    default: return 0;
    }
}

int isel_new_vreg_for(isel *s, int lanes) {
    return mir_new_vreg(s->f, lanes == 1 ? VK_SCALAR : lanes == 4 ? VK_VEC4 : VK_VEC, lanes);
}

bool isel_is_int(LLVMValueRef v) { return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind; }

/* ---- emitting --------------------------------------------------------------------- */

mir_instr *isel_emit(isel *s, int op, int dst, uint8_t mask, int nsrc, const mir_opnd *src) {
    mir_instr in = {.op = (uint8_t)op, .mask = mask};
    if (dst >= 0) in.dst = (mir_opnd){.kind = MO_VREG, .index = dst};
    for (int i = 0; i < nsrc; i++) in.src[i] = src[i];
    return mir_append(s->f, s->cur, &in);
}

/* A scalar view reads one lane everywhere. */
mir_opnd isel_lane_of(mir_opnd o, int lane) {
    if (o.kind == MO_IMM) return o;
    uint8_t l = o.swz[lane];
    for (int i = 0; i < 4; i++) o.swz[i] = l;
    return o;
}

/* New temp of `lanes` lanes computed by op from src, fully defined. */
mir_opnd isel_emit_value(isel *s, int op, int lanes, int nsrc, const mir_opnd *src, uint8_t flags) {
    int v = isel_new_vreg_for(s, lanes);
    mir_instr *in = isel_emit(s, op, v, mir_full_mask(s->f, v), nsrc, src);
    in->flags = (uint8_t)(flags | MI_FULLDEF);
    return mir_vreg_opnd(s->f, v);
}

/* An integer constant: a literal holding its bits (printed as an integer
 * where an integer instruction reads it). */
mir_opnd isel_int_const(LLVMValueRef c) {
    uint32_t k = (uint32_t)LLVMConstIntGetZExtValue(c);
    float fbits;
    memcpy(&fbits, &k, sizeof fbits);
    return mir_imm(fbits);
}


/* The view of a value used in the current block. */
bool isel_get(isel *s, LLVMValueRef v, mir_opnd *out) {
    if (s->err) return false;
    int lanes = isel_type_lanes(LLVMTypeOf(v));
    if (LLVMIsAConstant(v)) {
        if (!lanes) return isel_fail(s, v, "constant of a type the RPU has no registers for");
        if (LLVMIsUndef(v) || LLVMIsPoison(v)) {
            *out = mir_imm(0.0f);
            return true;
        }
        if (LLVMIsAConstantInt(v)) {
            *out = isel_int_const(v);
            return true;
        }
        if (LLVMIsAGlobalVariable(v) || (LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMGetElementPtr))
            return isel_pointer_value(s, v, out);
        if (LLVMIsAConstantPointerNull(v)) {
            *out = mir_imm(0.0f); /* the integer 0 */
            return true;
        }
        if (LLVMIsAConstantFP(v)) {
            LLVMBool lossy;
            *out = mir_imm((float)LLVMConstRealGetDouble(v, &lossy));
            return true;
        }
        if (lanes > 1) {
            float e[4] = {0};
            bool def[4] = {false};
            for (int i = 0; i < lanes; i++) {
                LLVMValueRef el = LLVMGetAggregateElement(v, (unsigned)i);
                if (!el) return isel_fail(s, v, "vector constant without elements");
                if (LLVMIsUndef(el) || LLVMIsPoison(el)) continue;
                if (!LLVMIsAConstantFP(el)) return isel_fail(s, v, "vector constant with a non-float element");
                LLVMBool lossy;
                e[i] = (float)LLVMConstRealGetDouble(el, &lossy);
                def[i] = true;
            }
            /* all defined lanes equal: a broadcast literal */
            int first = -1;
            bool same = true;
            for (int i = 0; i < lanes; i++)
                if (def[i]) {
                    if (first < 0) first = i;
                    else if (e[i] != e[first]) same = false;
                }
            if (same) {
                *out = mir_imm(first < 0 ? 0.0f : e[first]);
                return true;
            }
            /* one mov per distinct value, the first one defining the register */
            int r = isel_new_vreg_for(s, lanes);
            uint8_t done = 0;
            for (int i = 0; i < lanes; i++) {
                if (done & (1 << i) || !def[i]) continue;
                uint8_t m = 0;
                for (int j = i; j < lanes; j++)
                    if (def[j] && e[j] == e[i]) m |= (uint8_t)(1 << j);
                mir_opnd src = mir_imm(e[i]);
                mir_instr *in = isel_emit(s, RPU_MOV, r, m, 1, &src);
                if (!done) in->flags = MI_FULLDEF;
                done |= m;
            }
            *out = mir_vreg_opnd(s->f, r);
            return true;
        }
        return isel_fail(s, v, "unsupported constant");
    }
    mir_opnd *o = isel_map_get(s, v);
    if (!o && (LLVMIsAFCmpInst(v) || LLVMIsAICmpInst(v)))
        return isel_fail(s, v, "compare used other than as a branch condition (not lowered)");
    if (!o) return isel_fail(s, v, "value used before its definition was selected");
    *out = *o;
    return true;
}

/* Scale codes: 0: 1, 1: 2, 2: 4, 3: 0.5 */
static float scale_value(int code) { return code == 0 ? 1.0f : code == 1 ? 2.0f : code == 2 ? 4.0f : 0.5f; }
int isel_scale_code(float x) { return x == 1.0f ? 0 : x == 2.0f ? 1 : x == 4.0f ? 2 : x == 0.5f ? 3 : -1; }

/* o scaled by k (a view when the product of scales is representable). */
static bool scale_view(mir_opnd *o, float k) {
    if (o->kind == MO_IMM) {
        o->imm *= k;
        return true;
    }
    bool neg = k < 0;
    int c = isel_scale_code(scale_value(o->scale) * fabsf(k));
    if (c < 0) return false;
    o->scale = (uint8_t)c;
    o->neg ^= neg;
    return true;
}

mir_opnd isel_negate(mir_opnd o) {
    if (o.kind == MO_IMM) o.imm = -o.imm;
    else o.neg = !o.neg;
    return o;
}

/* Integer instructions take no source modifiers: copy a modified view first. */
mir_opnd isel_plain(isel *s, mir_opnd o, int lanes) {
    if (o.kind == MO_IMM || (!o.neg && !o.scale)) return o;
    return isel_emit_value(s, RPU_MOV, lanes, 1, &o, 0);
}

/* v's entry among the i32 values branches compare, or NULL. */
static struct compared_int *compared_int(const isel *s, LLVMValueRef v) {
    for (int k = 0; k < s->ncompared; k++)
        if (s->compared[k].v == v) return &s->compared[k];
    return NULL;
}

/* The float of the i32 v (selected as a): a literal when v is a constant,
 * the one conversion made where v is defined when branches compare v,
 * else an i2f here. */
mir_opnd isel_int_to_float(isel *s, LLVMValueRef v, mir_opnd a) {
    if (LLVMIsAConstantInt(v)) return mir_imm((float)(int32_t)(uint32_t)LLVMConstIntGetZExtValue(v));
    const struct compared_int *c = compared_int(s, v);
    if (c && c->f.kind != MO_NONE) return c->f;
    a = isel_plain(s, a, 1);
    return isel_emit_value(s, RPU_I2F, 1, 1, &a, 0);
}

/* The RPU compares floats only, so an i32 compare converts its sides.  The
 * i32 values branches compare (operands of i32 icmps, which only branches
 * read by now) are converted once, right after their definition
 * (isel_convert_compared), not at each compare: a loop's bound is then
 * converted outside the loop, not on every iteration. */
static void isel_find_compared_ints(isel *s, LLVMValueRef fn) {
    int cap = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef v = LLVMGetFirstInstruction(bb); v; v = LLVMGetNextInstruction(v)) {
            if (!LLVMIsAICmpInst(v) || isel_type_lanes(LLVMTypeOf(LLVMGetOperand(v, 0))) != 1) continue;
            for (int j = 0; j < 2; j++) {
                LLVMValueRef x = LLVMGetOperand(v, (unsigned)j);
                if (LLVMIsAConstantInt(x) || compared_int(s, x) || !(LLVMIsAInstruction(x) || LLVMIsAArgument(x)))
                    continue;
                if (s->ncompared == cap) {
                    cap = cap ? 2 * cap : 8;
                    s->compared = realloc(s->compared, (size_t)cap * sizeof *s->compared);
                    if (!s->compared) abort();
                }
                s->compared[s->ncompared++] = (struct compared_int){.v = x};
            }
        }
}

/* v's float, in the current block, where branches compare v. */
static void isel_convert_compared(isel *s, LLVMValueRef v) {
    struct compared_int *c = compared_int(s, v);
    mir_opnd a;
    if (!c || c->f.kind != MO_NONE || s->err || !isel_get(s, v, &a)) return;
    c->f = isel_int_to_float(s, v, a);
}

/* A constant float (scalar or splat vector), or false. */
bool isel_const_float(LLVMValueRef v, float *x) {
    if (LLVMIsAConstantFP(v)) {
        LLVMBool lossy;
        *x = (float)LLVMConstRealGetDouble(v, &lossy);
        return true;
    }
    if (LLVMIsAConstantDataVector(v) || LLVMIsAConstantVector(v) || LLVMIsAConstantAggregateZero(v)) {
        int n = isel_type_lanes(LLVMTypeOf(v));
        bool any = false;
        for (int i = 0; i < n; i++) {
            LLVMValueRef el = LLVMGetAggregateElement(v, (unsigned)i);
            float e;
            if (!el) return false;
            if (LLVMIsUndef(el)) continue;
            if (!isel_const_float(el, &e) || (any && e != *x)) return false;
            *x = e;
            any = true;
        }
        return any;
    }
    return false;
}

bool isel_single_use(LLVMValueRef v) {
    LLVMUseRef u = LLVMGetFirstUse(v);
    return u && !LLVMGetNextUse(u);
}

LLVMValueRef isel_called(LLVMValueRef call) {
    LLVMValueRef c = LLVMGetCalledValue(call);
    return LLVMIsAFunction(c) ? c : NULL;
}

bool isel_callee_is(LLVMValueRef v, const char *name) {
    if (!LLVMIsACallInst(v)) return false;
    LLVMValueRef c = isel_called(v);
    if (!c) return false;
    size_t len;
    const char *n = LLVMGetValueName2(c, &len);
    size_t k = strlen(name);
    return len >= k && !strncmp(n, name, k) && (n[k] == 0 || n[k] == '.');
}
static bool sel_instr(isel *s, LLVMValueRef v) {
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    int lanes = isel_type_lanes(LLVMTypeOf(v));
    LLVMValueRef x, y;
    mir_opnd a;
    if (s->ntriples && isel_triple(s, v)) return !s->err;
    switch (op) {
    case LLVMFNeg:
        if (!isel_get(s, LLVMGetOperand(v, 0), &a)) return false;
        isel_map_put(s, v, isel_negate(a));
        return true;
    case LLVMFAdd:
    case LLVMFSub: {
        if (op == LLVMFAdd && isel_match_dot(s, v, &x, &y)) {
            mir_opnd o;
            if (!isel_dot(s, v, x, y, 0, &o)) return false;
            isel_map_put(s, v, o);
            return true;
        }
        if (isel_try_mad(s, v, op == LLVMFSub, lanes) || s->err) return !s->err;
        LLVMValueRef ops[2] = {LLVMGetOperand(v, 0), LLVMGetOperand(v, 1)};
        bool negs[2] = {false, op == LLVMFSub}, done;
        if (!isel_lanewise(s, v, RPU_ADD, lanes, ops, negs, 2, &done)) return false;
        if (done) return true;
        mir_opnd b;
        if (!isel_get(s, LLVMGetOperand(v, 0), &a) || !isel_get(s, LLVMGetOperand(v, 1), &b)) return false;
        mir_opnd src[2] = {a, op == LLVMFSub ? isel_negate(b) : b};
        isel_map_put(s, v, isel_emit_value(s, RPU_ADD, lanes, 2, src, 0));
        return true;
    }
    case LLVMFMul: {
        float k;
        for (int side = 0; side < 2; side++) {
            if (!isel_const_float(LLVMGetOperand(v, (unsigned)side), &k)) continue;
            if (!isel_get(s, LLVMGetOperand(v, (unsigned)!side), &a)) return false;
            if (k == 0.0f) break;
            if (scale_view(&a, k)) {
                isel_map_put(s, v, a);
                return true;
            }
        }
        LLVMValueRef ops[2] = {LLVMGetOperand(v, 0), LLVMGetOperand(v, 1)};
        bool negs[2] = {false, false}, done;
        if (!isel_lanewise(s, v, RPU_MUL, lanes, ops, negs, 2, &done)) return false;
        if (done) return true;
        return isel_binary(s, v, RPU_MUL, lanes);
    }
    case LLVMAdd: return isel_int(s, v, RPU_IADD);
    case LLVMMul: return isel_int(s, v, RPU_IMUL);
    case LLVMShl: return isel_int(s, v, RPU_ISHL);
    case LLVMAShr: return isel_int(s, v, RPU_ISHR);
    case LLVMAnd: return isel_int(s, v, RPU_IAND);
    case LLVMOr: return isel_int(s, v, RPU_IOR);
    case LLVMXor:
        if (!isel_is_int(v) || LLVMGetIntTypeWidth(LLVMTypeOf(v)) != 32) break;
        return isel_int(s, v, RPU_IXOR);
    case LLVMSub: {
        /* a - b = a + b * -1 (no integer negation modifier) */
        mir_opnd b, m1 = mir_imm(-1.0f);
        if (!isel_get(s, LLVMGetOperand(v, 0), &a) || !isel_get(s, LLVMGetOperand(v, 1), &b)) return false;
        mir_opnd minus1 = isel_emit_value(s, RPU_F2I, 1, 1, &m1, 0);
        mir_opnd src[2] = {isel_plain(s, b, 1), minus1};
        mir_opnd nb = isel_emit_value(s, RPU_IMUL, 1, 2, src, 0);
        mir_opnd src2[2] = {isel_plain(s, a, 1), nb};
        isel_map_put(s, v, isel_emit_value(s, RPU_IADD, 1, 2, src2, 0));
        return true;
    }
    case LLVMLShr: {
        /* logical shift by a constant: arithmetic shift, then the high bits cleared */
        LLVMValueRef amount = LLVMGetOperand(v, 1);
        if (!isel_is_int(v) || !LLVMIsAConstantInt(amount)) break;
        unsigned k = (unsigned)LLVMConstIntGetZExtValue(amount) & 31;
        if (!isel_int(s, v, RPU_ISHR)) return false;
        if (!k) return true;
        LLVMValueRef maskc = LLVMConstInt(LLVMTypeOf(v), 0xffffffffu >> k, false);
        mir_opnd src[2] = {*isel_map_get(s, v), isel_int_const(maskc)};
        isel_map_put(s, v, isel_emit_value(s, RPU_IAND, 1, 2, src, 0));
        return true;
    }
    case LLVMSIToFP:
    case LLVMFPToSI:
        if (lanes != 1 || !isel_get(s, LLVMGetOperand(v, 0), &a)) break;
        if (op == LLVMSIToFP) {
            isel_map_put(s, v, isel_int_to_float(s, LLVMGetOperand(v, 0), a));
            return true;
        }
        a = isel_plain(s, a, 1);
        isel_map_put(s, v, isel_emit_value(s, RPU_F2I, 1, 1, &a, 0));
        return true;
    case LLVMBitCast: {
        /* a vector of floats and one of i32 with as many lanes: the same bits (a view) */
        LLVMTypeRef to = LLVMTypeOf(v), from = LLVMTypeOf(LLVMGetOperand(v, 0));
        if (LLVMGetTypeKind(to) == LLVMVectorTypeKind && LLVMGetTypeKind(from) == LLVMVectorTypeKind &&
            LLVMGetVectorSize(to) == LLVMGetVectorSize(from) && LLVMGetVectorSize(to) <= 4 && !LLVMIsAConstant(LLVMGetOperand(v, 0))) {
            if (!isel_get(s, LLVMGetOperand(v, 0), &a)) return false;
            isel_map_put(s, v, a);
            return true;
        }
    }
        if (lanes != 1 || isel_type_lanes(LLVMTypeOf(LLVMGetOperand(v, 0))) != 1) break;
        if (!isel_get(s, LLVMGetOperand(v, 0), &a)) return false;
        isel_map_put(s, v, isel_is_int(v) ? isel_plain(s, a, 1) : a);
        return true;
    case LLVMExtractElement: {
        LLVMValueRef idx = LLVMGetOperand(v, 1);
        if (isel_map_get(s, v)) return true; /* a lane of a wide load, mapped there */
        if (!LLVMIsAConstantInt(idx)) return isel_fail(s, v, "extractelement at a variable index");
        if (isel_match_dot(s, v, &x, &y)) {
            mir_opnd o;
            if (!isel_dot(s, v, x, y, 0, &o)) return false;
            isel_map_put(s, v, o);
            return true;
        }
        if (!isel_get(s, LLVMGetOperand(v, 0), &a)) return false;
        isel_map_put(s, v, isel_lane_of(a, (int)LLVMConstIntGetZExtValue(idx)));
        return true;
    }
    case LLVMInsertElement: return isel_insert(s, v, lanes);
    case LLVMShuffleVector: return isel_shuffle(s, v, lanes);
    case LLVMFCmp:
    case LLVMICmp: return true; /* selected at the branch that reads it */
    case LLVMSelect:
        if (isel_match_sat(v, &x)) {
            if (!isel_get(s, x, &a)) return false;
            isel_map_put(s, v, isel_saturate(s, x, a, lanes));
            return true;
        }
        return isel_fail(s, v, "select that is not a clamp to [0,1] (not lowered to branches)");
    case LLVMCall: {
        LLVMValueRef c = isel_called(v);
        if (!c) return isel_fail(s, v, "indirect call");
        size_t len;
        const char *name = LLVMGetValueName2(c, &len);
        bool env = !LLVMIsDeclaration(c) || isel_callee_is(v, "rpu.call") || isel_callee_is(v, "rpu.load") || isel_callee_is(v, "rpu.trace");
        if (env && s->npending && !isel_flush_stores(s)) return false; /* what they read is in memory */
        if (LLVMIsDeclaration(c) && !isel_callee_is(v, "rpu.call")) return isel_intrinsic(s, v, name, lanes);
        bool ok = LLVMIsDeclaration(c) ? isel_intrinsic(s, v, name, lanes) : isel_call(s, v, c, false);
        /* the callee may write memory, A and the I registers */
        s->ncached = 0;
        memset(s->abase, 0, sizeof s->abase);
        memset(s->iheld, 0, sizeof s->iheld);
        return ok;
    }
    case LLVMLoad: return isel_mem_load(s, v);
    case LLVMStore: return isel_mem_store(s, v);
    case LLVMGetElementPtr: return isel_gep(s, v);
    case LLVMPHI: return true; /* vreg made up front, written by the predecessors */
    case LLVMExtractValue: /* of a struct call result: mapped at the call */
        if (LLVMIsAInstruction(LLVMGetOperand(v, 0)) && LLVMGetInstructionOpcode(LLVMGetOperand(v, 0)) == LLVMCall)
            return true;
        return isel_fail(s, v, "extractvalue of something other than a call result");
    case LLVMInsertValue: /* building a struct result: read at the ret */
        for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef x = LLVMGetUser(u);
            if (!LLVMIsAInsertValueInst(x) && !LLVMIsAReturnInst(x))
                return isel_fail(s, v, "a struct used other than as a function's result");
        }
        return true;
    default: break;
    }
    return isel_fail(s, v, "no RPU instruction selection for this operation (not lowered)");
}
/* Reverse postorder of the blocks reachable from the entry. */
static void rpo(isel *s, LLVMBasicBlockRef bb, bool *seen, LLVMBasicBlockRef *out, int *k) {
    int i = isel_block_index(s, bb);
    if (seen[i]) return;
    seen[i] = true;
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;
    for (unsigned j = ns; j-- > 0;) rpo(s, LLVMGetSuccessor(t, j), seen, out, k);
    out[--*k] = bb;
}

/* What A's lanes hold where block i starts (isel.abase): what they hold
 * at the end of each of its predecessors alike (a_out), when all of them
 * come before it; nothing after a back edge. */
static void abase_on_entry(isel *s, int i, LLVMValueRef (*a_out)[4]) {
    bool first = true;
    memset(s->abase, 0, sizeof s->abase);
    for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(s->bbs[i])); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        int p = LLVMIsATerminatorInst(user) ? isel_block_index(s, LLVMGetInstructionParent(user)) : i;
        if (p < 0) continue; /* unreachable */
        if (p >= i) {
            memset(s->abase, 0, sizeof s->abase);
            return;
        }
        for (int l = 0; l < 4; l++)
            if (first || s->abase[l] != a_out[p][l]) s->abase[l] = first ? a_out[p][l] : NULL;
        first = false;
    }
}

mir_func *rpu_isel(LLVMValueRef fn, char **err) {
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    isel s = {.f = mir_func_new(name), .fn = fn};
    s.td = LLVMCreateTargetData(LLVMGetDataLayoutStr(LLVMGetGlobalParent(fn)));
    int n = (int)LLVMCountBasicBlocks(fn);
    LLVMBasicBlockRef *all = calloc((size_t)n, sizeof *all);
    LLVMGetBasicBlocks(fn, all);
    bool *seen = calloc((size_t)n, 1);
    LLVMBasicBlockRef *order = calloc((size_t)n, sizeof *order);
    int k = n;
    for (int i = 0; i < n; i++) isel_put_block(&s, all[i], i);
    rpo(&s, all[0], seen, order, &k);
    /* reachable blocks in reverse postorder: the entry is block 0 */
    s.nbbs = n - k;
    s.bbs = order + k;
    for (int i = 0; i < n; i++) isel_put_block(&s, all[i], -1);
    for (int i = 0; i < s.nbbs; i++) isel_put_block(&s, s.bbs[i], i);
    s.back = calloc((size_t)s.nbbs * 2 + 1, sizeof *s.back);
    for (int i = 0; i < s.nbbs; i++) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(s.bbs[i]);
        for (unsigned j = 0, ns = t ? LLVMGetNumSuccessors(t) : 0; j < ns; j++) {
            int h = isel_block_index(&s, LLVMGetSuccessor(t, j));
            if (h >= 0 && h <= i && s.nback < 2 * s.nbbs) s.back[s.nback++] = (struct back_edge){h, i};
        }
    }
    s.record = isel_find_record(fn, &s.record_lanes);
    isel_find_triples(&s, fn);
    for (int i = 0; i < s.nbbs; i++) mir_new_block(s.f);

    /* parameters: pinned by the calling convention, copied to temps at once */
    s.cur = 0;
    int nv = 0, ns = 0;
    unsigned np = LLVMCountParams(fn);
    for (unsigned i = 0; i < np && !s.err; i++) {
        LLVMValueRef p = LLVMGetParam(fn, i);
        int lanes = isel_type_lanes(LLVMTypeOf(p));
        if (!lanes || lanes == 4) {
            isel_fail(&s, NULL, "a parameter of a type the calling convention does not pass in registers");
            break;
        }
        int idx = lanes == 1 ? ns++ : nv++;
        if (idx >= MIR_NPHYS) {
            isel_fail(&s, NULL, "more than 15 parameters of one kind");
            break;
        }
        mir_opnd o = mir_vreg_opnd(s.f, isel_pinned(&s, lanes, idx));
        isel_map_put(&s, p, isel_emit_value(&s, RPU_MOV, lanes, 1, &o, 0));
    }
    LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
    if (!s.err && LLVMGetTypeKind(rt) != LLVMVoidTypeKind) {
        if (!(s.f->nrets = isel_result_regs(&s, rt, s.f->rets)))
            isel_fail(&s, NULL, "a result of a type the calling convention does not return in registers");
    }
    isel_find_compared_ints(&s, fn);
    for (unsigned i = 0; i < np && !s.err; i++) isel_convert_compared(&s, LLVMGetParam(fn, i));
    /* phi registers first: predecessors write them before their definitions are met */
    for (int i = 0; i < s.nbbs && !s.err; i++)
        for (LLVMValueRef p = LLVMGetFirstInstruction(s.bbs[i]); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) {
            int lanes = isel_type_lanes(LLVMTypeOf(p));
            if (!lanes) {
                isel_fail(&s, p, "phi of a type the RPU has no registers for");
                break;
            }
            isel_map_put(&s, p, mir_vreg_opnd(s.f, isel_new_vreg_for(&s, lanes)));
        }
    LLVMValueRef(*a_out)[4] = calloc((size_t)s.nbbs + 1, sizeof *a_out);
    for (int i = 0; i < s.nbbs && !s.err; i++) {
        s.cur = i;
        s.ncached = 0; /* what a block knows of memory is its own; of A, its predecessors' */
        abase_on_entry(&s, i, a_out);
        /* the phis hold their values from the block's start (their vregs
           are written by the predecessors) */
        for (LLVMValueRef p = LLVMGetFirstInstruction(s.bbs[i]); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p))
            isel_convert_compared(&s, p);
        for (LLVMValueRef v = LLVMGetFirstInstruction(s.bbs[i]); v && !s.err; v = LLVMGetNextInstruction(v)) {
            if (LLVMIsATerminatorInst(v)) {
                if (isel_flush_stores(&s)) isel_terminator(&s, v, s.bbs[i]);
            } else {
                sel_instr(&s, v);
                isel_convert_compared(&s, v);
            }
        }
        memcpy(a_out[i], s.abase, sizeof s.abase);
    }
    free(a_out);
    free(s.back);
    free(all);
    free(seen);
    free(order);
    free(s.map);
    free(s.triples);
    free(s.compared);
    LLVMDisposeTargetData(s.td);
    if (s.err) {
        *err = s.err;
        mir_func_free(s.f);
        return NULL;
    }
    return s.f;
}
