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
#include "mir.h"

#include <llvm-c/Target.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct vmap_entry {
    LLVMValueRef key;
    mir_opnd val;
} vmap_entry;

/* A <3 x float> built by inserting three scalars computed lane by lane in
 * the same way (find_triples): selected as vector instructions. */
typedef struct triple {
    LLVMValueRef w;       /* the value the insertelement chain builds */
    LLVMValueRef ins[3];  /* the chain's insertelements */
    LLVMValueRef lane[3]; /* the scalars at lanes 0-2 */
    int state;            /* 0 pending, 1 selected, -1 left scalar */
} triple;

typedef struct isel {
    mir_func *f;
    LLVMValueRef fn;
    vmap_entry *map;
    size_t mapcap, mapn;
    LLVMBasicBlockRef *bbs;
    int nbbs;
    int cur;
    LLVMValueRef record; /* find_record */
    uint8_t record_lanes;
    struct triple *triples; /* find_triples */
    int ntriples;
    /* data memory through pointers (the "memory" section below), all per block */
    LLVMTargetDataRef td;
    LLVMValueRef abase[4];   /* the pointer whose cell address A's lane holds (NULL: none) */
    struct mem_cell {
        LLVMValueRef base;
        int32_t cell;
        mir_opnd val; /* the cell's 4 lanes */
    } cached[16];            /* cells read (or written) in this block, newest last */
    int ncached;
    LLVMValueRef pbase;      /* the pointer the pending stores write through */
    struct pending {
        int32_t cell;
        int vreg;     /* the cell's new value */
        uint8_t mask; /* lanes written */
        bool known;   /* old: the cell's value before, already read */
        mir_opnd old;
    } pending[8];
    int npending;
    char *err;
} isel;

/* ---- value map (open addressing on the value's address) ------------------------ */

static size_t hash_ptr(const void *p, size_t cap) { return ((uintptr_t)p >> 4) * 2654435761u & (cap - 1); }

static vmap_entry *map_slot(isel *s, LLVMValueRef v) {
    size_t i = hash_ptr(v, s->mapcap);
    while (s->map[i].key && s->map[i].key != v) i = (i + 1) & (s->mapcap - 1);
    return &s->map[i];
}

static void map_put(isel *s, LLVMValueRef v, mir_opnd o) {
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

static mir_opnd *map_get(isel *s, LLVMValueRef v) {
    if (!s->mapcap) return NULL;
    vmap_entry *e = map_slot(s, v);
    return e->key ? &e->val : NULL;
}

/* ---- errors ---------------------------------------------------------------------- */

static bool fail(isel *s, LLVMValueRef at, const char *what) {
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
static int type_lanes(LLVMTypeRef t) {
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

static int new_vreg_for(isel *s, int lanes) {
    return mir_new_vreg(s->f, lanes == 1 ? VK_SCALAR : lanes == 4 ? VK_VEC4 : VK_VEC, lanes);
}

static bool is_int(LLVMValueRef v) { return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMIntegerTypeKind; }

/* ---- emitting --------------------------------------------------------------------- */

static mir_instr *emit(isel *s, int op, int dst, uint8_t mask, int nsrc, const mir_opnd *src) {
    mir_instr in = {.op = (uint8_t)op, .mask = mask};
    if (dst >= 0) in.dst = (mir_opnd){.kind = MO_VREG, .index = dst};
    for (int i = 0; i < nsrc; i++) in.src[i] = src[i];
    return mir_append(s->f, s->cur, &in);
}

/* A scalar view reads one lane everywhere. */
static mir_opnd lane_of(mir_opnd o, int lane) {
    if (o.kind == MO_IMM) return o;
    uint8_t l = o.swz[lane];
    for (int i = 0; i < 4; i++) o.swz[i] = l;
    return o;
}

/* New temp of `lanes` lanes computed by op from src, fully defined. */
static mir_opnd emit_value(isel *s, int op, int lanes, int nsrc, const mir_opnd *src, uint8_t flags) {
    int v = new_vreg_for(s, lanes);
    mir_instr *in = emit(s, op, v, mir_full_mask(s->f, v), nsrc, src);
    in->flags = (uint8_t)(flags | MI_FULLDEF);
    return mir_vreg_opnd(s->f, v);
}

/* An integer constant: a literal holding its bits (printed as an integer
 * where an integer instruction reads it). */
static mir_opnd int_const(LLVMValueRef c) {
    uint32_t k = (uint32_t)LLVMConstIntGetZExtValue(c);
    float fbits;
    memcpy(&fbits, &k, sizeof fbits);
    return mir_imm(fbits);
}

static bool pointer_value(isel *s, LLVMValueRef v, mir_opnd *out);

/* The view of a value used in the current block. */
static bool get(isel *s, LLVMValueRef v, mir_opnd *out) {
    if (s->err) return false;
    int lanes = type_lanes(LLVMTypeOf(v));
    if (LLVMIsAConstant(v)) {
        if (!lanes) return fail(s, v, "constant of a type the RPU has no registers for");
        if (LLVMIsUndef(v) || LLVMIsPoison(v)) {
            *out = mir_imm(0.0f);
            return true;
        }
        if (LLVMIsAConstantInt(v)) {
            *out = int_const(v);
            return true;
        }
        if (LLVMIsAGlobalVariable(v) || (LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMGetElementPtr))
            return pointer_value(s, v, out);
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
                if (!el) return fail(s, v, "vector constant without elements");
                if (LLVMIsUndef(el) || LLVMIsPoison(el)) continue;
                if (!LLVMIsAConstantFP(el)) return fail(s, v, "vector constant with a non-float element");
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
            int r = new_vreg_for(s, lanes);
            uint8_t done = 0;
            for (int i = 0; i < lanes; i++) {
                if (done & (1 << i) || !def[i]) continue;
                uint8_t m = 0;
                for (int j = i; j < lanes; j++)
                    if (def[j] && e[j] == e[i]) m |= (uint8_t)(1 << j);
                mir_opnd src = mir_imm(e[i]);
                mir_instr *in = emit(s, RPU_MOV, r, m, 1, &src);
                if (!done) in->flags = MI_FULLDEF;
                done |= m;
            }
            *out = mir_vreg_opnd(s->f, r);
            return true;
        }
        return fail(s, v, "unsupported constant");
    }
    mir_opnd *o = map_get(s, v);
    if (!o && (LLVMIsAFCmpInst(v) || LLVMIsAICmpInst(v)))
        return fail(s, v, "compare used other than as a branch condition (not lowered)");
    if (!o) return fail(s, v, "value used before its definition was selected");
    *out = *o;
    return true;
}

/* Scale codes: 0: 1, 1: 2, 2: 4, 3: 0.5 */
static float scale_value(int code) { return code == 0 ? 1.0f : code == 1 ? 2.0f : code == 2 ? 4.0f : 0.5f; }
static int scale_code(float x) { return x == 1.0f ? 0 : x == 2.0f ? 1 : x == 4.0f ? 2 : x == 0.5f ? 3 : -1; }

/* o scaled by k (a view when the product of scales is representable). */
static bool scale_view(mir_opnd *o, float k) {
    if (o->kind == MO_IMM) {
        o->imm *= k;
        return true;
    }
    bool neg = k < 0;
    int c = scale_code(scale_value(o->scale) * fabsf(k));
    if (c < 0) return false;
    o->scale = (uint8_t)c;
    o->neg ^= neg;
    return true;
}

static mir_opnd negate(mir_opnd o) {
    if (o.kind == MO_IMM) o.imm = -o.imm;
    else o.neg = !o.neg;
    return o;
}

/* Integer instructions take no source modifiers: copy a modified view first. */
static mir_opnd plain(isel *s, mir_opnd o, int lanes) {
    if (o.kind == MO_IMM || (!o.neg && !o.scale)) return o;
    return emit_value(s, RPU_MOV, lanes, 1, &o, 0);
}

/* A constant float (scalar or splat vector), or false. */
static bool const_float(LLVMValueRef v, float *x) {
    if (LLVMIsAConstantFP(v)) {
        LLVMBool lossy;
        *x = (float)LLVMConstRealGetDouble(v, &lossy);
        return true;
    }
    if (LLVMIsAConstantDataVector(v) || LLVMIsAConstantVector(v) || LLVMIsAConstantAggregateZero(v)) {
        int n = type_lanes(LLVMTypeOf(v));
        bool any = false;
        for (int i = 0; i < n; i++) {
            LLVMValueRef el = LLVMGetAggregateElement(v, (unsigned)i);
            float e;
            if (!el) return false;
            if (LLVMIsUndef(el)) continue;
            if (!const_float(el, &e) || (any && e != *x)) return false;
            *x = e;
            any = true;
        }
        return any;
    }
    return false;
}

static bool single_use(LLVMValueRef v) {
    LLVMUseRef u = LLVMGetFirstUse(v);
    return u && !LLVMGetNextUse(u);
}

static LLVMValueRef called(LLVMValueRef call) {
    LLVMValueRef c = LLVMGetCalledValue(call);
    return LLVMIsAFunction(c) ? c : NULL;
}

static bool callee_is(LLVMValueRef v, const char *name) {
    if (!LLVMIsACallInst(v)) return false;
    LLVMValueRef c = called(v);
    if (!c) return false;
    size_t len;
    const char *n = LLVMGetValueName2(c, &len);
    size_t k = strlen(name);
    return len >= k && !strncmp(n, name, k) && (n[k] == 0 || n[k] == '.');
}

/* ---- dot products ------------------------------------------------------------ */

typedef struct term {
    LLVMValueRef a, b;
    int lane;
} term;

/* Collects the products summed into lane `lane` of v (lane -1: v is scalar). */
static bool triple_lane(const struct isel *s, LLVMValueRef v, LLVMValueRef *w, int *lane);

static bool collect(const struct isel *s, LLVMValueRef v, int lane, term *t, int *n, int depth) {
    if (depth > 10 || !LLVMIsAInstruction(v)) return false;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    bool vec = LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind;
    if (op == LLVMFAdd)
        return collect(s, LLVMGetOperand(v, 0), lane, t, n, depth + 1) && collect(s, LLVMGetOperand(v, 1), lane, t, n, depth + 1);
    if (op == LLVMExtractElement) {
        LLVMValueRef idx = LLVMGetOperand(v, 1);
        if (!LLVMIsAConstantInt(idx)) return false;
        return collect(s, LLVMGetOperand(v, 0), (int)LLVMConstIntGetZExtValue(idx), t, n, depth + 1);
    }
    if (op == LLVMShuffleVector && vec) {
        int m = LLVMGetMaskValue(v, (unsigned)lane);
        LLVMValueRef a = LLVMGetOperand(v, 0);
        int na = (int)LLVMGetVectorSize(LLVMTypeOf(a));
        if (m < 0) return false;
        return m < na ? collect(s, a, m, t, n, depth + 1) : collect(s, LLVMGetOperand(v, 1), m - na, t, n, depth + 1);
    }
    bool fmuladd = callee_is(v, "llvm.fmuladd") || callee_is(v, "llvm.fma");
    if (op == LLVMFMul || fmuladd) {
        if (*n >= 3) return false;
        LLVMValueRef a = LLVMGetOperand(v, 0), b = LLVMGetOperand(v, 1);
        if (vec) {
            t[(*n)++] = (term){a, b, lane};
        } else {
            LLVMValueRef wa, wb;
            int ta, tb;
            if (s && triple_lane(s, a, &wa, &ta) && triple_lane(s, b, &wb, &tb)) {
                if (ta != tb) return false;
                t[(*n)++] = (term){wa, wb, ta};
                return !fmuladd || collect(s, LLVMGetOperand(v, 2), lane, t, n, depth + 1);
            }
            if (!LLVMIsAExtractElementInst(a) || !LLVMIsAExtractElementInst(b)) return false;
            LLVMValueRef ia = LLVMGetOperand(a, 1), ib = LLVMGetOperand(b, 1);
            if (!LLVMIsAConstantInt(ia) || !LLVMIsAConstantInt(ib)) return false;
            int la = (int)LLVMConstIntGetZExtValue(ia), lb = (int)LLVMConstIntGetZExtValue(ib);
            if (la != lb) return false;
            t[(*n)++] = (term){LLVMGetOperand(a, 0), LLVMGetOperand(b, 0), la};
        }
        return !fmuladd || collect(s, LLVMGetOperand(v, 2), lane, t, n, depth + 1);
    }
    return false;
}

/* v = A.x*B.x + A.y*B.y + A.z*B.z for vectors A, B of 3 or 4 lanes. */
static bool match_dot(const struct isel *s, LLVMValueRef v, LLVMValueRef *a, LLVMValueRef *b) {
    term t[3];
    int n = 0;
    if (type_lanes(LLVMTypeOf(v)) != 1 || is_int(v) || !collect(s, v, -1, t, &n, 0) || n != 3) return false;
    int seen = 0;
    for (int i = 0; i < 3; i++) {
        bool same = (t[i].a == t[0].a && t[i].b == t[0].b) || (t[i].a == t[0].b && t[i].b == t[0].a);
        if (!same || t[i].lane < 0 || t[i].lane > 2 || (seen & (1 << t[i].lane))) return false;
        seen |= 1 << t[i].lane;
    }
    if (type_lanes(LLVMTypeOf(t[0].a)) < 3) return false;
    *a = t[0].a;
    *b = t[0].b;
    return true;
}

/* ---- clamp to [0, 1] ------------------------------------------------------------- */

static bool is_const(LLVMValueRef v, float k) {
    float x;
    return const_float(v, &x) && x == k;
}

/* v = max(x, 0) or min(x, 1) (bound 0 or 1) as a select on a compare, or minnum/maxnum. */
static bool match_bound(LLVMValueRef v, float bound, LLVMValueRef *x) {
    bool want_max = bound == 0.0f;
    if (callee_is(v, want_max ? "llvm.maxnum" : "llvm.minnum")) {
        LLVMValueRef a = LLVMGetOperand(v, 0), b = LLVMGetOperand(v, 1);
        if (is_const(b, bound)) return *x = a, true;
        if (is_const(a, bound)) return *x = b, true;
        return false;
    }
    if (!LLVMIsASelectInst(v)) return false;
    LLVMValueRef c = LLVMGetOperand(v, 0), t = LLVMGetOperand(v, 1), e = LLVMGetOperand(v, 2);
    if (!LLVMIsAFCmpInst(c)) return false;
    LLVMRealPredicate p = LLVMGetFCmpPredicate(c);
    LLVMValueRef l = LLVMGetOperand(c, 0), r = LLVMGetOperand(c, 1);
    if (!is_const(r, bound)) return false;
    bool gt = p == LLVMRealOGT || p == LLVMRealOGE || p == LLVMRealUGT || p == LLVMRealUGE;
    bool lt = p == LLVMRealOLT || p == LLVMRealOLE || p == LLVMRealULT || p == LLVMRealULE;
    /* max(x,0): x > 0 ? x : 0  or  x < 0 ? 0 : x;  min(x,1): x < 1 ? x : 1  or  x > 1 ? 1 : x */
    if (t == l && is_const(e, bound) && (want_max ? gt : lt)) return *x = l, true;
    if (e == l && is_const(t, bound) && (want_max ? lt : gt)) return *x = l, true;
    return false;
}

static bool match_sat(LLVMValueRef v, LLVMValueRef *x) {
    LLVMValueRef y;
    if (match_bound(v, 1.0f, &y) && match_bound(y, 0.0f, x)) return true;
    if (match_bound(v, 0.0f, &y) && match_bound(y, 1.0f, x)) return true;
    return false;
}

/* _sat on the value o: folded into the instruction that just computed it
 * when nothing else reads it, else a mov_sat. */
static mir_opnd saturate(isel *s, LLVMValueRef x, mir_opnd o, int lanes) {
    mir_block *b = &s->f->blocks[s->cur];
    if (o.kind == MO_VREG && single_use(x) && b->n && !o.neg && !o.scale) {
        mir_instr *last = &b->ins[b->n - 1];
        bool identity = true;
        for (int i = 0; i < lanes; i++) identity = identity && o.swz[i] == i;
        if (identity && last->dst.kind == MO_VREG && last->dst.index == o.index && (last->flags & MI_FULLDEF) &&
            !(last->flags & (MI_RCP | MI_RSQ)) && last->op <= RPU_DP4) {
            last->flags |= MI_SAT;
            return o;
        }
    }
    return emit_value(s, RPU_MOV, lanes, 1, &o, MI_SAT);
}

/* ---- special results (S register) ----------------------------------------------------- */

/* op_rcp/op_rsq into R15, result read back from the S lane (round robin). */
static mir_opnd special(isel *s, int op, int nsrc, const mir_opnd *src, uint8_t flag) {
    int lane = s->f->nspecial++ & 3;
    mir_instr in = {.op = (uint8_t)op, .flags = flag, .mask = (uint8_t)(1 << lane)};
    in.dst = mir_phys(RPU_F_R, MIR_JUNK);
    for (int i = 0; i < nsrc; i++) in.src[i] = src[i];
    mir_append(s->f, s->cur, &in);
    mir_opnd sv = mir_vreg_opnd(s->f, s->f->sreg);
    sv = lane_of(sv, lane);
    return emit_value(s, RPU_MOV, 1, 1, &sv, 0);
}

/* ---- calls -------------------------------------------------------------------- */

static int pinned(isel *s, int lanes, int index) {
    int v = new_vreg_for(s, lanes);
    mir_vreg *r = &s->f->vregs[v];
    r->pinned = true;
    r->reg = (int8_t)index;
    r->lane = (int8_t)(lanes == 1 ? 3 : 0);
    return v;
}

/* The calling convention's registers for a result of type t: a float (or
 * i32) in R0.w, a vector in R0.xyz, a struct's members in order of their
 * kind (vectors R0.xyz, R1.xyz, ...; scalars R0.w, R1.w, ...).  Returns the
 * number of pinned vregs put in out, 0 for a type it cannot return. */
static int result_regs(isel *s, LLVMTypeRef t, int out[MIR_MAXRET]) {
    int n = LLVMGetTypeKind(t) == LLVMStructTypeKind ? (int)LLVMCountStructElementTypes(t) : 1;
    if (n < 1 || n > MIR_MAXRET) return 0;
    LLVMTypeRef m[MIR_MAXRET] = {t};
    if (LLVMGetTypeKind(t) == LLVMStructTypeKind) LLVMGetStructElementTypes(t, m);
    int lanes[MIR_MAXRET], nv = 0, ns = 0;
    for (int i = 0; i < n; i++)
        if (!(lanes[i] = type_lanes(m[i])) || lanes[i] == 4) return 0;
    for (int i = 0; i < n; i++) out[i] = pinned(s, lanes[i], lanes[i] == 1 ? ns++ : nv++);
    return n;
}

/* Whether fn, or a function it calls, calls the shader at HIT.w (seen:
 * the functions already looked at, a list of at most max). */
static bool traces(LLVMValueRef fn, LLVMValueRef *seen, int *nseen, int max) {
    for (int k = 0; k < *nseen; k++)
        if (seen[k] == fn) return false;
    if (*nseen == max) return true; /* too deep to tell: assume it does */
    seen[(*nseen)++] = fn;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
            LLVMValueRef c = LLVMIsACallInst(in) ? LLVMGetCalledValue(in) : NULL;
            if (!c || !LLVMIsAFunction(c)) continue;
            size_t len;
            const char *name = LLVMGetValueName2(c, &len);
            if (!strcmp(name, "rpu.call.hit") || (!LLVMIsDeclaration(c) && traces(c, seen, nseen, max))) return true;
        }
    return false;
}

/* `call`: a defined function (callee), the shader at HIT.w (callee NULL),
 * or, with `indirect`, the code address in the first argument. */
static bool sel_call(isel *s, LLVMValueRef v, LLVMValueRef callee, bool indirect) {
    int nargs = LLVMGetNumArgOperands(v);
    int *args = calloc((size_t)nargs + 1, sizeof *args);
    int nv = 0, ns = 0, first = indirect ? 1 : 0;
    mir_opnd target = {0};
    if (indirect) {
        if (!get(s, LLVMGetOperand(v, 0), &target)) {
            free(args);
            return false;
        }
        target = plain(s, lane_of(target, 0), 1);
    }
    for (int i = first; i < nargs; i++) {
        LLVMValueRef a = LLVMGetOperand(v, (unsigned)i);
        int lanes = type_lanes(LLVMTypeOf(a));
        if (!lanes || lanes == 4) {
            free(args);
            return fail(s, v, "argument of a type the calling convention does not pass in registers");
        }
        int idx = lanes == 1 ? ns++ : nv++;
        if (idx >= MIR_NPHYS) {
            free(args);
            return fail(s, v, "more than 15 arguments of one kind");
        }
        mir_opnd o;
        if (!get(s, a, &o)) {
            free(args);
            return false;
        }
        args[i - first] = pinned(s, lanes, idx);
        emit(s, RPU_MOV, args[i - first], mir_full_mask(s->f, args[i - first]), 1, &o)->flags = MI_FULLDEF;
    }
    LLVMTypeRef rt = LLVMTypeOf(v);
    size_t len;
    const char *name = callee ? LLVMGetValueName2(callee, &len) : ""; /* "": the shader at HIT.w */
    mir_instr in = {.op = MIR_CALL, .callee = strdup(name), .args = args, .nargs = nargs - first};
    LLVMValueRef seen[64];
    int nseen = 0;
    if (!indirect && (!callee || traces(callee, seen, &nseen, 64))) in.flags |= MI_REENTERS;
    in.src[0] = target;
    if (LLVMGetTypeKind(rt) != LLVMVoidTypeKind && !(in.nresults = result_regs(s, rt, in.results))) {
        free(in.callee);
        free(args);
        return fail(s, v, "result of a type the calling convention does not return in registers");
    }
    mir_append(s->f, s->cur, &in);
    if (LLVMGetTypeKind(rt) != LLVMStructTypeKind) {
        if (in.nresults) {
            mir_opnd r = mir_vreg_opnd(s->f, in.results[0]);
            map_put(s, v, emit_value(s, RPU_MOV, type_lanes(rt), 1, &r, 0));
        }
        return true;
    }
    /* a struct result: its members, copied out of the pinned registers, are what extractvalue reads */
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef x = LLVMGetUser(u);
        if (!LLVMIsAExtractValueInst(x) || LLVMGetNumIndices(x) != 1)
            return fail(s, x, "use of a struct call result other than extractvalue");
        int k = (int)LLVMGetIndices(x)[0];
        mir_opnd r = mir_vreg_opnd(s->f, in.results[k]);
        map_put(s, x, emit_value(s, RPU_MOV, type_lanes(LLVMTypeOf(x)), 1, &r, 0));
    }
    return true;
}

/* ret of a struct built by insertvalue: each member into its result register. */
static bool sel_ret_struct(isel *s, LLVMValueRef t, LLVMValueRef agg) {
    LLVMValueRef member[MIR_MAXRET] = {0};
    for (; LLVMIsAInsertValueInst(agg); agg = LLVMGetOperand(agg, 0)) {
        if (LLVMGetNumIndices(agg) != 1) return fail(s, agg, "insertvalue into a nested struct");
        unsigned k = LLVMGetIndices(agg)[0];
        if (k < MIR_MAXRET && !member[k]) member[k] = LLVMGetOperand(agg, 1);
    }
    for (int k = 0; k < s->f->nrets; k++) {
        LLVMValueRef x = member[k];
        if (!x && (LLVMIsUndef(agg) || LLVMIsPoison(agg))) continue; /* an undefined member */
        if (!x && LLVMIsAConstant(agg)) x = LLVMGetAggregateElement(agg, (unsigned)k);
        mir_opnd o;
        if (!x) return fail(s, t, "struct result not built by insertvalue");
        if (!get(s, x, &o)) return false;
        emit(s, RPU_MOV, s->f->rets[k], mir_full_mask(s->f, s->f->rets[k]), 1, &o)->flags = MI_FULLDEF;
    }
    return true;
}

/* ---- instructions ---------------------------------------------------------------- */

static bool sel_binary(isel *s, LLVMValueRef v, int op, int lanes) {
    mir_opnd a, b;
    if (!get(s, LLVMGetOperand(v, 0), &a) || !get(s, LLVMGetOperand(v, 1), &b)) return false;
    mir_opnd src[2] = {a, b};
    map_put(s, v, emit_value(s, op, lanes, 2, src, 0));
    return true;
}

static bool sel_int(isel *s, LLVMValueRef v, int op) {
    mir_opnd a, b;
    if (type_lanes(LLVMTypeOf(v)) != 1) return fail(s, v, "integer vector arithmetic (not lowered)");
    if (!get(s, LLVMGetOperand(v, 0), &a) || !get(s, LLVMGetOperand(v, 1), &b)) return false;
    mir_opnd src[2] = {plain(s, a, 1), plain(s, b, 1)};
    map_put(s, v, emit_value(s, op, 1, 2, src, 0));
    return true;
}

/* A constant vector whose defined lanes differ. */
static bool mixed_const(LLVMValueRef v, int lanes) {
    float x;
    if (!(LLVMIsAConstantDataVector(v) || LLVMIsAConstantVector(v)) || const_float(v, &x)) return false;
    for (int i = 0; i < lanes; i++) {
        LLVMValueRef el = LLVMGetAggregateElement(v, (unsigned)i);
        if (!el || !(LLVMIsAConstantFP(el) || LLVMIsUndef(el) || LLVMIsPoison(el))) return false;
    }
    return true;
}

static float const_lane(LLVMValueRef v, int i) {
    LLVMValueRef el = LLVMGetAggregateElement(v, (unsigned)i);
    LLVMBool lossy;
    return LLVMIsAConstantFP(el) ? (float)LLVMConstRealGetDouble(el, &lossy) : 0.0f;
}

/* op over the operands ops (negated where negs), when some are constant
 * vectors with lanes that differ: one instruction per group of lanes with
 * the same literals, writing those lanes of the result, instead of building
 * the constants in registers first (constant folding then turns lanes that
 * add 0 or multiply by a scale into moves).  *done false: nothing to split. */
static bool sel_lanewise(isel *s, LLVMValueRef v, int op, int lanes, LLVMValueRef *ops, const bool *negs, int n, bool *done) {
    *done = false;
    bool split[3] = {false}, any = false;
    for (int k = 0; k < n; k++) any |= split[k] = lanes > 1 && mixed_const(ops[k], lanes);
    if (!any) return true;
    mir_opnd view[3];
    for (int k = 0; k < n; k++)
        if (!split[k] && !get(s, ops[k], &view[k])) return false;
    int r = new_vreg_for(s, lanes);
    uint8_t done_lanes = 0;
    for (int i = 0; i < lanes; i++) {
        if (done_lanes & (1 << i)) continue;
        uint8_t m = 0;
        for (int j = i; j < lanes; j++) {
            bool same = true;
            for (int k = 0; k < n; k++)
                if (split[k] && const_lane(ops[k], j) != const_lane(ops[k], i)) same = false;
            if (same) m |= (uint8_t)(1 << j);
        }
        mir_opnd src[3];
        for (int k = 0; k < n; k++) {
            src[k] = split[k] ? mir_imm(const_lane(ops[k], i)) : view[k];
            if (negs[k]) src[k] = negate(src[k]);
        }
        mir_instr *in = emit(s, op, r, m, n, src);
        if (!done_lanes) in->flags = MI_FULLDEF;
        done_lanes |= m;
    }
    map_put(s, v, mir_vreg_opnd(s->f, r));
    *done = true;
    return true;
}

/* a*b + c for the fadd/fsub v, when one side is a product read only here. */
static bool try_mad(isel *s, LLVMValueRef v, bool sub, int lanes) {
    for (int side = 0; side < 2; side++) {
        LLVMValueRef m = LLVMGetOperand(v, (unsigned)side), c = LLVMGetOperand(v, (unsigned)!side);
        if (!LLVMIsAInstruction(m) || LLVMGetInstructionOpcode(m) != LLVMFMul || !single_use(m)) continue;
        float k;
        if ((const_float(LLVMGetOperand(m, 0), &k) || const_float(LLVMGetOperand(m, 1), &k)) &&
            (k == 0.0f || scale_code(fabsf(k)) >= 0))
            continue; /* a source scale (a view) or a product by zero */
        LLVMValueRef ops[3] = {LLVMGetOperand(m, 0), LLVMGetOperand(m, 1), c};
        bool negs[3] = {sub && side == 1, false, sub && side == 0};
        bool done;
        if (!sel_lanewise(s, v, RPU_MAD, lanes, ops, negs, 3, &done)) return false;
        if (done) return true;
        mir_opnd x, y, z;
        if (!get(s, LLVMGetOperand(m, 0), &x) || !get(s, LLVMGetOperand(m, 1), &y) || !get(s, c, &z)) return false;
        /* fsub: m - c -> mad x, y, -c;  c - m -> mad -x, y, c */
        if (sub && side == 0) z = negate(z);
        if (sub && side == 1) x = negate(x);
        mir_opnd src[3] = {x, y, z};
        map_put(s, v, emit_value(s, RPU_MAD, lanes, 3, src, 0));
        return true;
    }
    return false;
}

static bool sel_dot(isel *s, LLVMValueRef v, LLVMValueRef a, LLVMValueRef b, uint8_t flag, mir_opnd *out) {
    mir_opnd x, y;
    if (!get(s, a, &x) || !get(s, b, &y)) return false;
    mir_opnd src[2] = {x, y};
    (void)v;
    *out = flag ? special(s, RPU_DP3, 2, src, flag) : emit_value(s, RPU_DP3, 1, 2, src, 0);
    return true;
}

/* A load's address without an added constant (that becomes the offset). */
static LLVMValueRef load_base(LLVMValueRef call, int32_t *offset) {
    LLVMValueRef addr = LLVMGetOperand(call, 0);
    *offset = 0;
    if (LLVMIsAInstruction(addr) && LLVMGetInstructionOpcode(addr) == LLVMAdd && LLVMIsAConstantInt(LLVMGetOperand(addr, 1))) {
        *offset = (int32_t)LLVMConstIntGetSExtValue(LLVMGetOperand(addr, 1));
        addr = LLVMGetOperand(addr, 0);
    }
    return addr;
}

/* The loaded cell and lane a load address is read from (through bitcasts
 * between float and i32 lanes), or NULL. */
static LLVMValueRef record_lane(LLVMValueRef addr, int *lane) {
    if (LLVMIsABitCastInst(addr)) addr = LLVMGetOperand(addr, 0);
    if (!LLVMIsAExtractElementInst(addr) || !LLVMIsAConstantInt(LLVMGetOperand(addr, 1))) return NULL;
    *lane = (int)(LLVMConstIntGetZExtValue(LLVMGetOperand(addr, 1)) & 3);
    LLVMValueRef r = LLVMGetOperand(addr, 0);
    if (LLVMIsABitCastInst(r)) r = LLVMGetOperand(r, 0);
    return callee_is(r, "rpu.load") ? r : NULL;
}

/* The record whose lanes stay in A (the thesis's `mov A, I0` after loading
 * the triangle record): when every load of the function reads from HIT_TRI
 * or from a lane of one loaded cell R (itself read from HIT_TRI), and no
 * call can clobber A, R's lanes go to the same lanes of A once, right after
 * R is loaded, and those loads address through them.  Otherwise each load
 * sets a lane of A just before it.  Returns R and the lanes used, or NULL. */
static LLVMValueRef find_record(LLVMValueRef fn, uint8_t *lanes) {
    LLVMValueRef rec = NULL;
    *lanes = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef v = LLVMGetFirstInstruction(bb); v; v = LLVMGetNextInstruction(v)) {
            if (LLVMIsALoadInst(v) || LLVMIsAStoreInst(v) || callee_is(v, "llvm.memset")) return NULL; /* A holds their addresses */
            if (!LLVMIsACallInst(v)) continue;
            if (callee_is(v, "rpu.call") || (called(v) && !LLVMIsDeclaration(called(v))) || !called(v)) return NULL;
            if (!callee_is(v, "rpu.load")) continue;
            int32_t off;
            LLVMValueRef base = load_base(v, &off);
            if (callee_is(base, "rpu.hit.tri")) continue;
            int lane;
            int32_t roff;
            LLVMValueRef r = record_lane(base, &lane);
            if (!r || (rec && r != rec) || !callee_is(load_base(r, &roff), "rpu.hit.tri")) return NULL;
            rec = r;
            *lanes |= (uint8_t)(1u << lane);
        }
    return rec;
}

/* ---- data memory through pointers -------------------------------------------------- */

/* A pointer as (base, byte offset): base a pointer parameter (a cell
 * address in a lane) or, for a global variable, the function itself
 * standing for the module's data area (data_area.c, its address in C3.x);
 * the offset constant, through getelementptrs with constant indices (the
 * module's data layout gives their bytes).  False for other pointers. */
static bool mem_address(isel *s, LLVMValueRef p, LLVMValueRef *base, int64_t *off) {
    *off = 0;
    for (int depth = 0; depth < 32; depth++) {
        bool gep = LLVMIsAGetElementPtrInst(p) || (LLVMIsAConstantExpr(p) && LLVMGetConstOpcode(p) == LLVMGetElementPtr);
        if (!gep && LLVMIsAGlobalVariable(p)) {
            int64_t at = rpu_global_offset(s->td, p);
            *base = s->fn; /* stands for the data area (C3.x) */
            *off += at;
            return at >= 0;
        }
        if (!gep) {
            *base = p;
            return LLVMIsAArgument(p) != NULL;
        }
        LLVMTypeRef t = LLVMGetGEPSourceElementType(p);
        int n = LLVMGetNumOperands(p);
        for (int i = 1; i < n; i++) {
            LLVMValueRef idx = LLVMGetOperand(p, (unsigned)i);
            if (!LLVMIsAConstantInt(idx)) return false;
            int64_t k = LLVMConstIntGetSExtValue(idx);
            if (i > 1 && LLVMGetTypeKind(t) == LLVMStructTypeKind) {
                *off += (int64_t)LLVMOffsetOfElement(s->td, t, (unsigned)k);
                t = LLVMStructGetTypeAtIndex(t, (unsigned)k);
                continue;
            }
            if (i > 1) t = LLVMGetElementType(t);
            *off += k * (int64_t)LLVMABISizeOfType(s->td, t);
        }
        p = LLVMGetOperand(p, 0);
    }
    return false;
}

/* The words (4-byte lanes) of a value loaded or stored: float, i32 or a
 * vector of them; 0 for anything else. */
static int mem_words(LLVMTypeRef t) {
    int n = 1;
    if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
        n = (int)LLVMGetVectorSize(t);
        t = LLVMGetElementType(t);
    }
    bool word = LLVMGetTypeKind(t) == LLVMFloatTypeKind ||
                (LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 32);
    return word ? n : 0;
}

static int32_t cell_of(int64_t word) { return (int32_t)(word >= 0 ? word / 4 : -((3 - word) / 4)); }

/* The next lane of A for an address (round robin); forgets what it held. */
static int take_a_lane(isel *s) {
    int l = s->f->naddr++ & 3;
    s->abase[l] = NULL;
    return l;
}

/* A lane of A holding base's cell address: set by a mov unless one already does. */
static mir_opnd address_lane(isel *s, LLVMValueRef base) {
    mir_opnd a = mir_vreg_opnd(s->f, s->f->areg);
    for (int l = 0; l < 4; l++)
        if (s->abase[l] == base) return lane_of(a, l);
    mir_opnd b = mir_phys(RPU_F_C, 3); /* C3.x: the data area */
    memset(b.swz, 0, sizeof b.swz);
    if (base != s->fn && !get(s, base, &b)) return a;
    int l = take_a_lane(s);
    b = plain(s, lane_of(b, 0), 1);
    emit(s, RPU_MOV, s->f->areg, (uint8_t)(1 << l), 1, &b);
    s->abase[l] = base;
    return lane_of(a, l);
}

static void forget_cell(isel *s, int k) {
    memmove(&s->cached[k], &s->cached[k + 1], (size_t)(s->ncached - k - 1) * sizeof s->cached[0]);
    s->ncached--;
}

static void cache_cell(isel *s, LLVMValueRef base, int32_t cell, mir_opnd val) {
    for (int k = 0; k < s->ncached; k++)
        if (s->cached[k].base == base && s->cached[k].cell == cell) forget_cell(s, k--);
    if (s->ncached == (int)(sizeof s->cached / sizeof s->cached[0])) forget_cell(s, 0);
    s->cached[s->ncached++] = (struct mem_cell){base, cell, val};
}

/* `load Ik, A.l, cell` into the next I register. */
static int emit_load(isel *s, mir_opnd a, int32_t cell) {
    float off;
    memcpy(&off, &cell, sizeof off);
    mir_opnd src[2] = {a, mir_imm(off)};
    int in = s->f->ireg[s->f->nload++ & 3];
    emit(s, RPU_LOAD, in, 15, 2, src)->flags = MI_FULLDEF;
    return in;
}

/* Writes the cells of the pending stores (their unwritten lanes read from
 * memory first: a store writes a whole cell). */
static bool flush_stores(isel *s) {
    int n = s->npending;
    s->npending = 0;
    for (int k = 0; k < n && !s->err; k++) {
        struct pending *p = &s->pending[k];
        mir_opnd a = address_lane(s, s->pbase);
        if (p->mask != 15) {
            mir_opnd old = p->known ? p->old : mir_vreg_opnd(s->f, emit_load(s, a, p->cell));
            emit(s, RPU_MOV, p->vreg, (uint8_t)(15 & ~p->mask), 1, &old);
        }
        float off;
        memcpy(&off, &p->cell, sizeof off);
        mir_opnd src[3] = {a, mir_imm(off), mir_vreg_opnd(s->f, p->vreg)};
        emit(s, RPU_STORE, -1, 15, 3, src);
        cache_cell(s, s->pbase, p->cell, src[2]);
    }
    return !s->err;
}

/* The 4 lanes of cell `cell` from base: read once per block. */
static bool load_cell(isel *s, LLVMValueRef base, int32_t cell, mir_opnd *out) {
    for (int k = s->ncached; k-- > 0;)
        if (s->cached[k].base == base && s->cached[k].cell == cell) {
            *out = s->cached[k].val;
            return true;
        }
    if (s->npending && !flush_stores(s)) return false;
    mir_opnd a = address_lane(s, base);
    if (s->err) return false;
    mir_opnd iv = mir_vreg_opnd(s->f, emit_load(s, a, cell));
    *out = emit_value(s, RPU_MOV, 4, 1, &iv, 0);
    cache_cell(s, base, cell, *out);
    return true;
}

/* n (1-4) words from word `word` of base: a view of one cell, or the lanes
 * gathered from two. */
static bool load_words(isel *s, LLVMValueRef base, int64_t word, int n, mir_opnd *out) {
    int32_t c0 = cell_of(word), c1 = cell_of(word + n - 1);
    int l0 = (int)(word - 4 * (int64_t)c0);
    mir_opnd a, b;
    if (!load_cell(s, base, c0, &a)) return false;
    if (c0 == c1) {
        uint8_t sw[4];
        for (int i = 0; i < 4; i++) sw[i] = a.swz[l0 + (i < n ? i : n - 1)];
        memcpy(a.swz, sw, sizeof sw);
        *out = a;
        return true;
    }
    if (!load_cell(s, base, c1, &b)) return false;
    int r = new_vreg_for(s, n);
    mir_opnd x = a, y = b;
    uint8_t mx = 0, my = 0;
    for (int i = 0; i < n; i++) {
        if (l0 + i < 4) {
            mx |= (uint8_t)(1 << i);
            x.swz[i] = a.swz[l0 + i];
        } else {
            my |= (uint8_t)(1 << i);
            y.swz[i] = b.swz[l0 + i - 4];
        }
    }
    emit(s, RPU_MOV, r, mx, 1, &x)->flags = MI_FULLDEF;
    emit(s, RPU_MOV, r, my, 1, &y);
    *out = mir_vreg_opnd(s->f, r);
    return true;
}

/* Stores n words of val (a literal: n any) from word `word` of base into
 * pending cells, written by flush_stores at the next load, call or branch
 * (or when another pointer is written: only one is pending at a time). */
static bool store_words(isel *s, LLVMValueRef base, int64_t word, int n, mir_opnd val) {
    if (s->npending && s->pbase != base && !flush_stores(s)) return false;
    s->pbase = base;
    for (int i = 0; i < n;) {
        int32_t cell = cell_of(word + i);
        struct pending *p = NULL;
        for (int k = 0; k < s->npending; k++)
            if (s->pending[k].cell == cell) p = &s->pending[k];
        if (!p) {
            if (s->npending == (int)(sizeof s->pending / sizeof s->pending[0]) && !flush_stores(s)) return false;
            p = &s->pending[s->npending++];
            *p = (struct pending){cell, new_vreg_for(s, 4), 0, false, {0}};
            for (int k = 0; k < s->ncached; k++) /* the lanes not written keep this */
                if (s->cached[k].base == base && s->cached[k].cell == cell) {
                    p->known = true;
                    p->old = s->cached[k].val;
                }
        }
        mir_opnd src = val;
        uint8_t m = 0;
        for (; i < n && word + i < 4 * (int64_t)cell + 4; i++) {
            int l = (int)(word + i - 4 * (int64_t)cell);
            m |= (uint8_t)(1 << l);
            if (src.kind != MO_IMM) src.swz[l] = val.swz[i];
        }
        mir_instr *in = emit(s, RPU_MOV, p->vreg, m, 1, &src);
        if (!p->mask) in->flags = MI_FULLDEF;
        p->mask |= m;
    }
    /* what is known of memory: other pointers' cells may be these, these cells change */
    for (int k = 0; k < s->ncached; k++) {
        int64_t c = s->cached[k].cell;
        if (s->cached[k].base != base || (c >= cell_of(word) && c <= cell_of(word + n - 1))) forget_cell(s, k--);
    }
    return true;
}

/* A load or store's pointer as base and first word. */
static bool mem_words_at(isel *s, LLVMValueRef v, LLVMValueRef ptr, LLVMValueRef *base, int64_t *word) {
    int64_t off;
    if (!mem_address(s, ptr, base, &off))
        return fail(s, v, "memory access other than through a pointer parameter at a constant offset");
    if (off % 4) return fail(s, v, "memory access at an offset that is not a whole word");
    *word = off / 4;
    return true;
}

static bool sel_mem_load(isel *s, LLVMValueRef v) {
    LLVMValueRef base;
    int64_t word;
    int n = mem_words(LLVMTypeOf(v));
    if (!n) return fail(s, v, "load of a type that is not floats or i32s");
    if (!mem_words_at(s, v, LLVMGetOperand(v, 0), &base, &word)) return false;
    mir_opnd o;
    if (n <= 4) {
        if (!load_words(s, base, word, n, &o)) return false;
        map_put(s, v, o);
        return true;
    }
    /* a wider vector (a whole matrix): only its constant lanes are read */
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef x = LLVMGetUser(u);
        if (!LLVMIsAExtractElementInst(x) || !LLVMIsAConstantInt(LLVMGetOperand(x, 1)))
            return fail(s, v, "a vector of more than 4 lanes read other than lane by lane");
    }
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef x = LLVMGetUser(u);
        int64_t k = (int64_t)LLVMConstIntGetZExtValue(LLVMGetOperand(x, 1));
        if (k >= n) return fail(s, x, "lane past the vector's end");
        if (!load_words(s, base, word + k, 1, &o)) return false;
        map_put(s, x, o);
    }
    return true;
}

static bool sel_mem_store(isel *s, LLVMValueRef v) {
    LLVMValueRef val = LLVMGetOperand(v, 0), base;
    int64_t word;
    int n = mem_words(LLVMTypeOf(val));
    if (!n || n > 4) return fail(s, v, "store of a type that is not up to 4 floats or i32s");
    mir_opnd o;
    if (!mem_words_at(s, v, LLVMGetOperand(v, 1), &base, &word) || !get(s, val, &o)) return false;
    return store_words(s, base, word, n, o);
}

/* llvm.memset of zeros over whole words: stores of 0. */
static bool sel_memset(isel *s, LLVMValueRef v) {
    LLVMValueRef byte = LLVMGetOperand(v, 1), len = LLVMGetOperand(v, 2), base;
    if (!LLVMIsAConstantInt(byte) || LLVMConstIntGetZExtValue(byte) || !LLVMIsAConstantInt(len) ||
        LLVMConstIntGetZExtValue(len) % 4)
        return fail(s, v, "memset other than of zeros over whole words");
    int64_t word;
    if (!mem_words_at(s, v, LLVMGetOperand(v, 0), &base, &word)) return false;
    return store_words(s, base, word, (int)(LLVMConstIntGetZExtValue(len) / 4), mir_imm(0.0f));
}

/* Whether every use of pointer p only addresses memory (then p needs no register). */
static bool only_addresses(LLVMValueRef p) {
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef x = LLVMGetUser(u);
        bool ok = LLVMIsALoadInst(x) || (LLVMIsAStoreInst(x) && LLVMGetOperand(x, 0) != p) ||
                  (LLVMIsAGetElementPtrInst(x) && only_addresses(x)) ||
                  ((callee_is(x, "llvm.memset") || callee_is(x, "llvm.lifetime")) && LLVMGetOperand(x, 0) == p);
        if (!ok) return false;
    }
    return true;
}

/* The cell address a pointer (a getelementptr, a global) points to, as a value. */
static bool pointer_value(isel *s, LLVMValueRef v, mir_opnd *out) {
    LLVMValueRef base;
    int64_t off;
    if (!mem_address(s, v, &base, &off))
        return fail(s, v, "pointer other than a parameter or global variable plus a constant offset");
    if (off % 16) return fail(s, v, "pointer into the middle of a cell used as a value");
    mir_opnd b = mir_phys(RPU_F_C, 3), k = int_const(LLVMConstInt(LLVMInt32TypeInContext(LLVMGetTypeContext(LLVMTypeOf(v))), (unsigned long long)(off / 16), true));
    memset(b.swz, 0, sizeof b.swz);
    if (base != s->fn && !get(s, base, &b)) return false;
    mir_opnd src[2] = {plain(s, lane_of(b, 0), 1), k};
    *out = off || base == s->fn ? emit_value(s, RPU_IADD, 1, 2, src, 0) : src[0];
    return true;
}

/* A getelementptr: nothing when it only addresses memory, else the cell
 * address it points to (whole cells past its base). */
static bool sel_gep(isel *s, LLVMValueRef v) {
    mir_opnd o;
    if (only_addresses(v)) return true;
    if (!pointer_value(s, v, &o)) return false;
    map_put(s, v, o);
    return true;
}

/* @rpu.load(i32 address): `load Ik, ADDRESS, offset` into the next I
 * register (round robin), the value a copy of it that forwarding removes
 * where the I register still holds it. */
static bool sel_load(isel *s, LLVMValueRef v) {
    int32_t offset;
    LLVMValueRef addr = load_base(v, &offset);
    mir_opnd a;
    int rlane;
    if (callee_is(addr, "rpu.hit.tri"))
        a = mir_phys(RPU_F_HIT_TRI, 0);
    else if (s->record && record_lane(addr, &rlane) == s->record)
        a = lane_of(mir_vreg_opnd(s->f, s->f->areg), rlane);
    else {
        int lane = take_a_lane(s);
        if (LLVMIsAConstantInt(addr)) {
            offset += (int32_t)LLVMConstIntGetSExtValue(addr);
            a = mir_imm(0.0f);
        } else if (!get(s, addr, &a))
            return false;
        else
            a = plain(s, lane_of(a, 0), 1);
        emit(s, RPU_MOV, s->f->areg, (uint8_t)(1 << lane), 1, &a);
        a = lane_of(mir_vreg_opnd(s->f, s->f->areg), lane);
    }
    float off;
    memcpy(&off, &offset, sizeof off);
    mir_opnd src[2] = {a, mir_imm(off)};
    int in = s->f->ireg[s->f->nload++ & 3];
    emit(s, RPU_LOAD, in, 15, 2, src)->flags = MI_FULLDEF;
    mir_opnd iv = mir_vreg_opnd(s->f, in);
    mir_opnd val = emit_value(s, RPU_MOV, 4, 1, &iv, 0);
    map_put(s, v, val);
    if (v == s->record) emit(s, RPU_MOV, s->f->areg, s->record_lanes, 1, &val);
    return true;
}

static bool sel_intrinsic(isel *s, LLVMValueRef v, const char *name, int lanes) {
    mir_opnd a, b, c;
    LLVMValueRef x, y;
    if (!strncmp(name, "llvm.fmuladd", 12) || !strncmp(name, "llvm.fma.", 9)) {
        if (!get(s, LLVMGetOperand(v, 0), &a) || !get(s, LLVMGetOperand(v, 1), &b) || !get(s, LLVMGetOperand(v, 2), &c))
            return false;
        mir_opnd src[3] = {a, b, c};
        map_put(s, v, emit_value(s, RPU_MAD, lanes, 3, src, 0));
        return true;
    }
    if (!strcmp(name, "rpu.rcp") || !strcmp(name, "rpu.rsq")) {
        uint8_t flag = name[4] == 'r' && name[5] == 's' ? MI_RSQ : MI_RCP;
        if (flag == MI_RSQ && match_dot(s, LLVMGetOperand(v, 0), &x, &y)) {
            mir_opnd o;
            if (!sel_dot(s, v, x, y, MI_RSQ, &o)) return false;
            map_put(s, v, o);
            return true;
        }
        if (!get(s, LLVMGetOperand(v, 0), &a)) return false;
        map_put(s, v, special(s, RPU_MOV, 1, &a, flag));
        return true;
    }
    if (!strncmp(name, "rpu.frac", 8) || !strncmp(name, "rpu.sat", 7)) {
        if (!get(s, LLVMGetOperand(v, 0), &a)) return false;
        if (name[4] == 'f') map_put(s, v, emit_value(s, RPU_FRAC, lanes, 1, &a, 0));
        else map_put(s, v, saturate(s, LLVMGetOperand(v, 0), a, lanes));
        return true;
    }
    if (!strcmp(name, "rpu.dp3")) {
        mir_opnd o;
        if (!sel_dot(s, v, LLVMGetOperand(v, 0), LLVMGetOperand(v, 1), 0, &o)) return false;
        map_put(s, v, o);
        return true;
    }
    if (!strcmp(name, "rpu.load")) return sel_load(s, v);
    if (!strncmp(name, "llvm.memset.", 12)) return sel_memset(s, v);
    if (!strncmp(name, "llvm.lifetime.", 14)) return true;
    if (!strcmp(name, "rpu.hit") || !strcmp(name, "rpu.hit.tri")) {
        bool tri = name[7] == '.';
        mir_opnd src = mir_phys(tri ? RPU_F_HIT_TRI : RPU_F_HIT, 0);
        map_put(s, v, emit_value(s, RPU_MOV, tri ? 1 : 4, 1, &src, 0));
        return true;
    }
    if (!strcmp(name, "rpu.light.list")) {
        mir_opnd src = mir_phys(RPU_F_C, 2);
        memset(src.swz, 0, sizeof src.swz);
        map_put(s, v, emit_value(s, RPU_MOV, 1, 1, &src, 0));
        return true;
    }
    if (!strcmp(name, "rpu.trace")) {
        if (!get(s, LLVMGetOperand(v, 0), &a) || !get(s, LLVMGetOperand(v, 1), &b)) return false;
        mir_opnd src[2] = {a, b};
        emit(s, RPU_TRACE, -1, 0, 2, src);
        mir_opnd t = lane_of(mir_phys(RPU_F_HIT, 0), 2);
        map_put(s, v, emit_value(s, RPU_MOV, 1, 1, &t, 0));
        return true;
    }
    if (!strcmp(name, "rpu.call.hit")) return sel_call(s, v, NULL, false);
    if (!strcmp(name, "rpu.call")) return sel_call(s, v, NULL, true);
    if ((!strncmp(name, "llvm.minnum", 11) || !strncmp(name, "llvm.maxnum", 11)) && match_sat(v, &x)) {
        if (!get(s, x, &a)) return false;
        map_put(s, v, saturate(s, x, a, lanes));
        return true;
    }
    return fail(s, v, "intrinsic without an RPU instruction (not lowered)");
}

static bool sel_shuffle(isel *s, LLVMValueRef v, int lanes) {
    LLVMValueRef ops[2] = {LLVMGetOperand(v, 0), LLVMGetOperand(v, 1)};
    int na = (int)LLVMGetVectorSize(LLVMTypeOf(ops[0]));
    int mask[4], used = 0;
    for (int i = 0; i < lanes; i++) {
        mask[i] = LLVMGetMaskValue(v, (unsigned)i);
        if (mask[i] >= 0) used |= mask[i] < na ? 1 : 2;
    }
    /* a splat of an element inserted into undef reads the scalar itself */
    for (int k = 0; k < 2; k++) {
        LLVMValueRef ins = ops[k];
        if (used != (1 << k) || !LLVMIsAInsertElementInst(ins)) continue;
        LLVMValueRef base = LLVMGetOperand(ins, 0), idx = LLVMGetOperand(ins, 2);
        if (!(LLVMIsUndef(base) || LLVMIsPoison(base)) || !LLVMIsAConstantInt(idx)) continue;
        int at = (int)LLVMConstIntGetZExtValue(idx) + k * na;
        bool only = true;
        for (int i = 0; i < lanes; i++) only = only && (mask[i] < 0 || mask[i] == at);
        if (!only) continue;
        mir_opnd x;
        if (!get(s, LLVMGetOperand(ins, 1), &x)) return false;
        map_put(s, v, x);
        return true;
    }
    mir_opnd src[2];
    for (int k = 0; k < 2; k++)
        if ((used & (1 << k)) && !get(s, ops[k], &src[k])) return false;
    if (used != 3) {
        int k = used == 2 ? 1 : 0;
        mir_opnd o = src[k];
        if (used && o.kind != MO_IMM) {
            uint8_t sw[4];
            int last = 0;
            for (int i = 0; i < 4; i++) {
                int m = i < lanes ? mask[i] : -1;
                if (m >= 0) last = m - k * na;
                sw[i] = o.swz[last];
            }
            memcpy(o.swz, sw, 4);
        }
        map_put(s, v, used ? o : mir_imm(0.0f));
        return true;
    }
    int r = new_vreg_for(s, lanes);
    bool first = true;
    for (int k = 0; k < 2; k++) {
        mir_opnd o = src[k];
        uint8_t m = 0;
        for (int i = 0; i < lanes; i++)
            if (mask[i] >= 0 && (mask[i] >= na) == k) {
                m |= (uint8_t)(1 << i);
                if (o.kind != MO_IMM) o.swz[i] = src[k].swz[mask[i] - k * na];
            }
        mir_instr *in = emit(s, RPU_MOV, r, m, 1, &o);
        if (first) in->flags = MI_FULLDEF;
        first = false;
    }
    map_put(s, v, mir_vreg_opnd(s->f, r));
    return true;
}

static bool sel_insert(isel *s, LLVMValueRef v, int lanes) {
    LLVMValueRef base = LLVMGetOperand(v, 0), idx = LLVMGetOperand(v, 2);
    if (!LLVMIsAConstantInt(idx)) return fail(s, v, "insertelement at a variable index");
    int k = (int)LLVMConstIntGetZExtValue(idx);
    mir_opnd x;
    if (!get(s, LLVMGetOperand(v, 1), &x)) return false;
    bool undef = LLVMIsUndef(base) || LLVMIsPoison(base);
    int r = -1;
    if (!undef) {
        mir_opnd b;
        if (!get(s, base, &b)) return false;
        bool identity = b.kind == MO_VREG && !b.neg && !b.scale;
        for (int i = 0; identity && i < lanes; i++) identity = b.swz[i] == i;
        /* writing in place is fine when the old vector is read nowhere else */
        if (identity && single_use(base) && LLVMIsAInsertElementInst(base) && !s->f->vregs[b.index].pinned)
            r = b.index;
        else {
            r = new_vreg_for(s, lanes);
            uint8_t m = (uint8_t)(mir_full_mask(s->f, r) & ~(1u << k));
            emit(s, RPU_MOV, r, m, 1, &b)->flags = MI_FULLDEF;
        }
    }
    if (r < 0) {
        r = new_vreg_for(s, lanes);
        emit(s, RPU_MOV, r, (uint8_t)(1 << k), 1, &x)->flags = MI_FULLDEF;
    } else
        emit(s, RPU_MOV, r, (uint8_t)(1 << k), 1, &x);
    map_put(s, v, mir_vreg_opnd(s->f, r));
    return true;
}

/* ---- triples computed lane by lane (a cross product) ----------------------------------- */

static bool triple_lane(const isel *s, LLVMValueRef v, LLVMValueRef *w, int *lane) {
    for (int k = 0; k < s->ntriples; k++)
        for (int i = 0; i < 3; i++)
            if (s->triples[k].state == 1 && s->triples[k].lane[i] == v) {
                *w = s->triples[k].w;
                *lane = i;
                return true;
            }
    return false;
}

static bool is_scalar_fp(LLVMValueRef v) { return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMFloatTypeKind; }

enum { T_CHECK, T_FIND, T_EMIT };

/* Walks the three lane trees n[0..2] computed the same way: T_CHECK says
 * whether they can be one vector computation now (their leaves are lanes
 * of vectors already selected, or equal literals), T_FIND whether `find`
 * is one of their nodes, T_EMIT selects them as vector instructions, each
 * node a lane of the result (*out). */
static bool tree(isel *s, LLVMValueRef n[3], int mode, LLVMValueRef find, mir_opnd *out, int depth) {
    if (depth > 4) return false;
    float k0, k1, k2;
    if (const_float(n[0], &k0) && const_float(n[1], &k1) && const_float(n[2], &k2))
        return mode == T_FIND ? false : k0 == k1 && k1 == k2 && (mode == T_CHECK || (*out = mir_imm(k0), true));
    if (LLVMIsAExtractElementInst(n[0]) && LLVMIsAExtractElementInst(n[1]) && LLVMIsAExtractElementInst(n[2])) {
        LLVMValueRef vec = LLVMGetOperand(n[0], 0);
        int idx[3];
        for (int i = 0; i < 3; i++) {
            LLVMValueRef c = LLVMGetOperand(n[i], 1);
            if (LLVMGetOperand(n[i], 0) != vec || !LLVMIsAConstantInt(c)) return false;
            idx[i] = (int)LLVMConstIntGetZExtValue(c) & 3;
        }
        if (mode == T_FIND) return false; /* leaves are selected on their own */
        if (mode == T_CHECK) return !LLVMIsAConstant(vec) && map_get(s, vec) != NULL;
        mir_opnd o;
        if (!get(s, vec, &o)) return false;
        uint8_t sw[4] = {o.swz[idx[0]], o.swz[idx[1]], o.swz[idx[2]], o.swz[idx[2]]};
        memcpy(o.swz, sw, 4);
        *out = o;
        return true;
    }
    if (!LLVMIsAInstruction(n[0])) return false;
    LLVMOpcode op = LLVMGetInstructionOpcode(n[0]);
    for (int i = 0; i < 3; i++)
        if (!LLVMIsAInstruction(n[i]) || LLVMGetInstructionOpcode(n[i]) != op || !is_scalar_fp(n[i]) ||
            LLVMGetInstructionParent(n[i]) != LLVMGetInstructionParent(n[0]))
            return false;
    if (op != LLVMFNeg && op != LLVMFMul && op != LLVMFAdd && op != LLVMFSub) return false;
    if (mode == T_FIND && (n[0] == find || n[1] == find || n[2] == find)) return true;
    int nops = op == LLVMFNeg ? 1 : 2;
    mir_opnd v[2];
    bool any = false;
    /* a product on one side of an addition whose lanes nothing else reads: mad */
    int mside = -1;
    if (op == LLVMFAdd || op == LLVMFSub)
        for (int side = 0; side < 2 && mside < 0; side++) {
            bool ok = true;
            for (int i = 0; i < 3; i++) {
                LLVMValueRef m = LLVMGetOperand(n[i], (unsigned)side);
                ok = ok && LLVMIsAInstruction(m) && LLVMGetInstructionOpcode(m) == LLVMFMul && single_use(m);
            }
            if (ok) mside = side;
        }
    for (int j = 0; j < nops; j++) {
        LLVMValueRef c[3];
        if (j == mside) {
            LLVMValueRef p[2][3];
            for (int i = 0; i < 3; i++) {
                LLVMValueRef m = LLVMGetOperand(n[i], (unsigned)j);
                p[0][i] = LLVMGetOperand(m, 0);
                p[1][i] = LLVMGetOperand(m, 1);
            }
            if (mode == T_FIND) {
                any = any || tree(s, p[0], mode, find, NULL, depth + 1) || tree(s, p[1], mode, find, NULL, depth + 1);
                continue;
            }
            mir_opnd x, y;
            if (!tree(s, p[0], mode, find, &x, depth + 1) || !tree(s, p[1], mode, find, &y, depth + 1)) return false;
            if (mode == T_EMIT) {
                v[0] = x;
                v[1] = y;
            }
            continue;
        }
        for (int i = 0; i < 3; i++) c[i] = LLVMGetOperand(n[i], (unsigned)j);
        if (mode == T_FIND) {
            any = any || tree(s, c, mode, find, NULL, depth + 1);
            continue;
        }
        mir_opnd x;
        if (!tree(s, c, mode, find, &x, depth + 1)) return false;
        if (mode == T_EMIT) {
            if (mside >= 0) {
                mir_opnd src[3] = {v[0], v[1], op == LLVMFSub && j == 1 ? negate(x) : x};
                if (op == LLVMFSub && mside == 1) src[0] = negate(src[0]);
                *out = emit_value(s, RPU_MAD, 3, 3, src, 0);
            } else
                v[j] = x;
        }
    }
    if (mode != T_EMIT) return mode == T_FIND ? any : true;
    if (mside < 0) {
        if (op == LLVMFNeg) *out = negate(v[0]);
        else {
            mir_opnd src[2] = {v[0], op == LLVMFSub ? negate(v[1]) : v[1]};
            *out = emit_value(s, op == LLVMFMul ? RPU_MUL : RPU_ADD, 3, 2, src, 0);
        }
    }
    for (int i = 0; i < 3; i++) map_put(s, n[i], lane_of(*out, i));
    return true;
}

/* The <3 x float> insertelement chains over undef whose three scalars are
 * computed the same way lane by lane (a cross product, a sum of vectors
 * written out per lane). */
static void find_triples(isel *s, LLVMValueRef fn) {
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef v = LLVMGetFirstInstruction(bb); v; v = LLVMGetNextInstruction(v)) {
            if (!LLVMIsAInsertElementInst(v) || type_lanes(LLVMTypeOf(v)) != 3) continue;
            triple t = {.w = v};
            LLVMValueRef c = v;
            int seen = 0, k = 0;
            for (; k < 3 && LLVMIsAInsertElementInst(c); k++) {
                LLVMValueRef idx = LLVMGetOperand(c, 2);
                if (!LLVMIsAConstantInt(idx) || (c != v && !single_use(c))) break;
                int i = (int)LLVMConstIntGetZExtValue(idx);
                if (i > 2 || (seen & (1 << i))) break;
                seen |= 1 << i;
                t.lane[i] = LLVMGetOperand(c, 1);
                t.ins[k] = c;
                c = LLVMGetOperand(c, 0);
            }
            if (k != 3 || seen != 7 || !(LLVMIsUndef(c) || LLVMIsPoison(c))) continue;
            if (!tree(s, t.lane, T_FIND, t.lane[0], NULL, 0)) continue; /* not three alike computations */
            s->triples = realloc(s->triples, (size_t)(s->ntriples + 1) * sizeof *s->triples);
            s->triples[s->ntriples++] = t;
        }
}

/* v is a node of a pending triple: the whole triple is selected as vector
 * instructions now if it can be (true: v is selected). */
static bool sel_triple(isel *s, LLVMValueRef v) {
    for (int k = 0; k < s->ntriples; k++) {
        triple *t = &s->triples[k];
        if (t->state == 1) {
            for (int i = 0; i < 3; i++)
                if (t->ins[i] == v) return true;
            if (tree(s, t->lane, T_FIND, v, NULL, 0)) return true;
            continue;
        }
        if (t->state < 0 || (v != t->ins[2] && !tree(s, t->lane, T_FIND, v, NULL, 0))) continue;
        if (!tree(s, t->lane, T_CHECK, NULL, NULL, 0)) {
            t->state = -1;
            continue;
        }
        mir_opnd o;
        if (!tree(s, t->lane, T_EMIT, NULL, &o, 0)) return false;
        o.swz[3] = o.swz[2];
        for (int i = 0; i < 3; i++) map_put(s, t->ins[i], o);
        t->state = 1;
        return true;
    }
    return false;
}

static bool sel_instr(isel *s, LLVMValueRef v) {
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    int lanes = type_lanes(LLVMTypeOf(v));
    LLVMValueRef x, y;
    mir_opnd a;
    if (s->ntriples && sel_triple(s, v)) return !s->err;
    switch (op) {
    case LLVMFNeg:
        if (!get(s, LLVMGetOperand(v, 0), &a)) return false;
        map_put(s, v, negate(a));
        return true;
    case LLVMFAdd:
    case LLVMFSub: {
        if (op == LLVMFAdd && match_dot(s, v, &x, &y)) {
            mir_opnd o;
            if (!sel_dot(s, v, x, y, 0, &o)) return false;
            map_put(s, v, o);
            return true;
        }
        if (try_mad(s, v, op == LLVMFSub, lanes) || s->err) return !s->err;
        LLVMValueRef ops[2] = {LLVMGetOperand(v, 0), LLVMGetOperand(v, 1)};
        bool negs[2] = {false, op == LLVMFSub}, done;
        if (!sel_lanewise(s, v, RPU_ADD, lanes, ops, negs, 2, &done)) return false;
        if (done) return true;
        mir_opnd b;
        if (!get(s, LLVMGetOperand(v, 0), &a) || !get(s, LLVMGetOperand(v, 1), &b)) return false;
        mir_opnd src[2] = {a, op == LLVMFSub ? negate(b) : b};
        map_put(s, v, emit_value(s, RPU_ADD, lanes, 2, src, 0));
        return true;
    }
    case LLVMFMul: {
        float k;
        for (int side = 0; side < 2; side++) {
            if (!const_float(LLVMGetOperand(v, (unsigned)side), &k)) continue;
            if (!get(s, LLVMGetOperand(v, (unsigned)!side), &a)) return false;
            if (k == 0.0f) break;
            if (scale_view(&a, k)) {
                map_put(s, v, a);
                return true;
            }
        }
        LLVMValueRef ops[2] = {LLVMGetOperand(v, 0), LLVMGetOperand(v, 1)};
        bool negs[2] = {false, false}, done;
        if (!sel_lanewise(s, v, RPU_MUL, lanes, ops, negs, 2, &done)) return false;
        if (done) return true;
        return sel_binary(s, v, RPU_MUL, lanes);
    }
    case LLVMAdd: return sel_int(s, v, RPU_IADD);
    case LLVMMul: return sel_int(s, v, RPU_IMUL);
    case LLVMShl: return sel_int(s, v, RPU_ISHL);
    case LLVMAShr: return sel_int(s, v, RPU_ISHR);
    case LLVMAnd: return sel_int(s, v, RPU_IAND);
    case LLVMOr: return sel_int(s, v, RPU_IOR);
    case LLVMXor:
        if (!is_int(v) || LLVMGetIntTypeWidth(LLVMTypeOf(v)) != 32) break;
        return sel_int(s, v, RPU_IXOR);
    case LLVMSub: {
        /* a - b = a + b * -1 (no integer negation modifier) */
        mir_opnd b, m1 = mir_imm(-1.0f);
        if (!get(s, LLVMGetOperand(v, 0), &a) || !get(s, LLVMGetOperand(v, 1), &b)) return false;
        mir_opnd minus1 = emit_value(s, RPU_F2I, 1, 1, &m1, 0);
        mir_opnd src[2] = {plain(s, b, 1), minus1};
        mir_opnd nb = emit_value(s, RPU_IMUL, 1, 2, src, 0);
        mir_opnd src2[2] = {plain(s, a, 1), nb};
        map_put(s, v, emit_value(s, RPU_IADD, 1, 2, src2, 0));
        return true;
    }
    case LLVMLShr: {
        /* logical shift by a constant: arithmetic shift, then the high bits cleared */
        LLVMValueRef amount = LLVMGetOperand(v, 1);
        if (!is_int(v) || !LLVMIsAConstantInt(amount)) break;
        unsigned k = (unsigned)LLVMConstIntGetZExtValue(amount) & 31;
        if (!sel_int(s, v, RPU_ISHR)) return false;
        if (!k) return true;
        LLVMValueRef maskc = LLVMConstInt(LLVMTypeOf(v), 0xffffffffu >> k, false);
        mir_opnd src[2] = {*map_get(s, v), int_const(maskc)};
        map_put(s, v, emit_value(s, RPU_IAND, 1, 2, src, 0));
        return true;
    }
    case LLVMSIToFP:
    case LLVMFPToSI:
        if (lanes != 1 || !get(s, LLVMGetOperand(v, 0), &a)) break;
        a = plain(s, a, 1);
        map_put(s, v, emit_value(s, op == LLVMSIToFP ? RPU_I2F : RPU_F2I, 1, 1, &a, 0));
        return true;
    case LLVMBitCast: {
        /* a vector of floats and one of i32 with as many lanes: the same bits (a view) */
        LLVMTypeRef to = LLVMTypeOf(v), from = LLVMTypeOf(LLVMGetOperand(v, 0));
        if (LLVMGetTypeKind(to) == LLVMVectorTypeKind && LLVMGetTypeKind(from) == LLVMVectorTypeKind &&
            LLVMGetVectorSize(to) == LLVMGetVectorSize(from) && LLVMGetVectorSize(to) <= 4 && !LLVMIsAConstant(LLVMGetOperand(v, 0))) {
            if (!get(s, LLVMGetOperand(v, 0), &a)) return false;
            map_put(s, v, a);
            return true;
        }
    }
        if (lanes != 1 || type_lanes(LLVMTypeOf(LLVMGetOperand(v, 0))) != 1) break;
        if (!get(s, LLVMGetOperand(v, 0), &a)) return false;
        map_put(s, v, is_int(v) ? plain(s, a, 1) : a);
        return true;
    case LLVMExtractElement: {
        LLVMValueRef idx = LLVMGetOperand(v, 1);
        if (map_get(s, v)) return true; /* a lane of a wide load, mapped there */
        if (!LLVMIsAConstantInt(idx)) return fail(s, v, "extractelement at a variable index");
        if (match_dot(s, v, &x, &y)) {
            mir_opnd o;
            if (!sel_dot(s, v, x, y, 0, &o)) return false;
            map_put(s, v, o);
            return true;
        }
        if (!get(s, LLVMGetOperand(v, 0), &a)) return false;
        map_put(s, v, lane_of(a, (int)LLVMConstIntGetZExtValue(idx)));
        return true;
    }
    case LLVMInsertElement: return sel_insert(s, v, lanes);
    case LLVMShuffleVector: return sel_shuffle(s, v, lanes);
    case LLVMFCmp:
    case LLVMICmp: return true; /* selected at the branch that reads it */
    case LLVMSelect:
        if (match_sat(v, &x)) {
            if (!get(s, x, &a)) return false;
            map_put(s, v, saturate(s, x, a, lanes));
            return true;
        }
        return fail(s, v, "select that is not a clamp to [0,1] (not lowered to branches)");
    case LLVMCall: {
        LLVMValueRef c = called(v);
        if (!c) return fail(s, v, "indirect call");
        size_t len;
        const char *name = LLVMGetValueName2(c, &len);
        bool env = !LLVMIsDeclaration(c) || callee_is(v, "rpu.call") || callee_is(v, "rpu.load") || callee_is(v, "rpu.trace");
        if (env && s->npending && !flush_stores(s)) return false; /* what they read is in memory */
        if (LLVMIsDeclaration(c) && !callee_is(v, "rpu.call")) return sel_intrinsic(s, v, name, lanes);
        bool ok = LLVMIsDeclaration(c) ? sel_intrinsic(s, v, name, lanes) : sel_call(s, v, c, false);
        /* the callee may write memory and A */
        s->ncached = 0;
        memset(s->abase, 0, sizeof s->abase);
        return ok;
    }
    case LLVMLoad: return sel_mem_load(s, v);
    case LLVMStore: return sel_mem_store(s, v);
    case LLVMGetElementPtr: return sel_gep(s, v);
    case LLVMPHI: return true; /* vreg made up front, written by the predecessors */
    case LLVMExtractValue: /* of a struct call result: mapped at the call */
        if (LLVMIsAInstruction(LLVMGetOperand(v, 0)) && LLVMGetInstructionOpcode(LLVMGetOperand(v, 0)) == LLVMCall)
            return true;
        return fail(s, v, "extractvalue of something other than a call result");
    case LLVMInsertValue: /* building a struct result: read at the ret */
        for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef x = LLVMGetUser(u);
            if (!LLVMIsAInsertValueInst(x) && !LLVMIsAReturnInst(x))
                return fail(s, v, "a struct used other than as a function's result");
        }
        return true;
    default: break;
    }
    return fail(s, v, "no RPU instruction selection for this operation (not lowered)");
}

/* ---- control flow ------------------------------------------------------------------ */

/* Blocks are in the value map too (as values), their operand's index their
 * number: in the function while rpo runs, then in s->bbs (-1: unreachable). */
static void put_block(isel *s, LLVMBasicBlockRef bb, int index) {
    map_put(s, LLVMBasicBlockAsValue(bb), (mir_opnd){.index = index});
}

static int block_index(isel *s, LLVMBasicBlockRef bb) { return map_get(s, LLVMBasicBlockAsValue(bb))->index; }

/* Copies for the phis of `succ` coming from `pred`, into block `into`
 * (as many as the block has: an array promoted to registers makes one per
 * word a loop carries). */
static bool phi_copies(isel *s, LLVMBasicBlockRef pred, LLVMBasicBlockRef succ, int into) {
    int nphis = 0;
    for (LLVMValueRef p = LLVMGetFirstInstruction(succ); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) nphis++;
    int *dst = malloc((size_t)nphis * sizeof *dst);
    mir_opnd *src = malloc((size_t)nphis * sizeof *src);
    if (!dst || !src) abort();
    int saved = s->cur, n = 0;
    s->cur = into;
    bool ok = true;
    for (LLVMValueRef p = LLVMGetFirstInstruction(succ); ok && p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) {
        unsigned np = LLVMCountIncoming(p);
        for (unsigned i = 0; i < np; i++)
            if (LLVMGetIncomingBlock(p, i) == pred) {
                ok = get(s, LLVMGetIncomingValue(p, i), &src[n]);
                dst[n++] = map_get(s, p)->index;
                break;
            }
    }
    if (ok) {
        /* parallel copy: through temps when a source reads another copy's target */
        bool *is_dst = calloc((size_t)s->f->nvregs, sizeof *is_dst);
        if (!is_dst) abort();
        for (int i = 0; i < n; i++) is_dst[dst[i]] = true;
        bool clash = false;
        for (int i = 0; i < n; i++)
            if (src[i].kind == MO_VREG && is_dst[src[i].index] && src[i].index != dst[i]) clash = true;
        free(is_dst);
        if (clash)
            for (int i = 0; i < n; i++) src[i] = emit_value(s, RPU_MOV, s->f->vregs[dst[i]].lanes, 1, &src[i], 0);
        for (int i = 0; i < n; i++) emit(s, RPU_MOV, dst[i], mir_full_mask(s->f, dst[i]), 1, &src[i])->flags = MI_FULLDEF;
    }
    free(dst);
    free(src);
    s->cur = saved;
    return ok;
}

static bool has_phis(LLVMBasicBlockRef bb) {
    LLVMValueRef first = LLVMGetFirstInstruction(bb);
    return first && LLVMIsAPHINode(first);
}

/* Successor edge: the block the branch goes to (a new block holding phi copies when needed). */
static int edge(isel *s, LLVMBasicBlockRef from, LLVMBasicBlockRef to, bool critical) {
    int target = block_index(s, to);
    if (!has_phis(to)) return target;
    int into = s->cur;
    if (critical) {
        into = mir_new_block(s->f);
        s->f->blocks[into].term = MT_JMP;
        s->f->blocks[into].succ[0] = target;
    }
    if (!phi_copies(s, from, to, into)) return -1;
    return critical ? into : target;
}

/* Compare-subtract for cond, into R15.w; returns the test for "cond holds". */
static bool sel_compare(isel *s, LLVMValueRef cond, int *test) {
    bool fcmp = LLVMIsAFCmpInst(cond) != NULL;
    if (!fcmp && !LLVMIsAICmpInst(cond)) return fail(s, cond, "branch condition that is not a compare");
    mir_opnd a, b;
    LLVMValueRef lhs = LLVMGetOperand(cond, 0);
    if (fcmp && is_const(LLVMGetOperand(cond, 1), 0.0f) && callee_is(lhs, "rpu.rcp") && callee_is(LLVMGetOperand(lhs, 0), "rpu.rsq")) {
        /* sqrt(d) > 0, = 0, != 0 or <= 0 (unordered) says the same of d (d < 0 makes sqrt NaN) */
        LLVMRealPredicate p = LLVMGetFCmpPredicate(cond);
        if (p == LLVMRealOGT || p == LLVMRealOEQ || p == LLVMRealUNE || p == LLVMRealULE) lhs = LLVMGetOperand(LLVMGetOperand(lhs, 0), 0);
    }
    if (!get(s, lhs, &a) || !get(s, LLVMGetOperand(cond, 1), &b)) return false;
    int p;
    enum { EQ, NE, LT, LE, GT, GE } rel;
    if (fcmp) {
        p = LLVMGetFCmpPredicate(cond);
        switch (p) {
        case LLVMRealOEQ:
        case LLVMRealUEQ: rel = EQ; break;
        case LLVMRealONE:
        case LLVMRealUNE: rel = NE; break;
        case LLVMRealOLT:
        case LLVMRealULT: rel = LT; break;
        case LLVMRealOLE:
        case LLVMRealULE: rel = LE; break;
        case LLVMRealOGT:
        case LLVMRealUGT: rel = GT; break;
        case LLVMRealOGE:
        case LLVMRealUGE: rel = GE; break;
        default: return fail(s, cond, "compare predicate without an RPU test");
        }
    } else {
        if (type_lanes(LLVMTypeOf(LLVMGetOperand(cond, 0))) != 1) return fail(s, cond, "compare of a non-i32 type");
        p = LLVMGetICmpPredicate(cond);
        switch (p) {
        case LLVMIntEQ: rel = EQ; break;
        case LLVMIntNE: rel = NE; break;
        case LLVMIntSLT:
        case LLVMIntULT: rel = LT; break;
        case LLVMIntSLE:
        case LLVMIntULE: rel = LE; break;
        case LLVMIntSGT:
        case LLVMIntUGT: rel = GT; break;
        default: rel = GE; break;
        }
        /* integers are compared as floats (exact below 2^24) */
        a = plain(s, a, 1);
        b = plain(s, b, 1);
        a = emit_value(s, RPU_I2F, 1, 1, &a, 0);
        b = emit_value(s, RPU_I2F, 1, 1, &b, 0);
    }
    /* x > y and x <= y test y - x; the others x - y */
    bool swap = rel == GT || rel == LE;
    mir_opnd l = swap ? b : a, r = swap ? a : b;
    *test = rel == EQ ? RPU_T_EQ0 : rel == NE ? RPU_T_NE0 : (rel == LT || rel == GT) ? RPU_T_LT0 : RPU_T_GE0;
    mir_instr in = {.op = RPU_ADD, .mask = 8};
    in.dst = mir_phys(RPU_F_R, MIR_JUNK);
    in.src[0] = lane_of(l, 0);
    in.src[1] = lane_of(negate(r), 0);
    if (r.kind == MO_IMM && r.imm == 0.0f) in.op = RPU_MOV;
    mir_append(s->f, s->cur, &in);
    return true;
}

static bool sel_terminator(isel *s, LLVMValueRef t, LLVMBasicBlockRef bb) {
    mir_block *b;
    switch (LLVMGetInstructionOpcode(t)) {
    case LLVMRet:
        if (LLVMGetNumOperands(t) == 1 && LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(t, 0))) == LLVMStructTypeKind) {
            if (!sel_ret_struct(s, t, LLVMGetOperand(t, 0))) return false;
        } else if (LLVMGetNumOperands(t) == 1) {
            mir_opnd o;
            if (!get(s, LLVMGetOperand(t, 0), &o)) return false;
            emit(s, RPU_MOV, s->f->rets[0], mir_full_mask(s->f, s->f->rets[0]), 1, &o)->flags = MI_FULLDEF;
        }
        s->f->blocks[s->cur].term = MT_RET;
        return true;
    case LLVMUnreachable: s->f->blocks[s->cur].term = MT_RET; return true;
    case LLVMBr: {
        if (!LLVMIsConditional(t)) {
            int e = edge(s, bb, LLVMGetSuccessor(t, 0), false);
            b = &s->f->blocks[s->cur];
            b->term = MT_JMP;
            b->succ[0] = e;
            return e >= 0;
        }
        LLVMValueRef cond = LLVMGetCondition(t);
        bool invert = false;
        /* not c (xor with true) swaps the targets */
        while (LLVMIsAInstruction(cond) && LLVMGetInstructionOpcode(cond) == LLVMXor &&
               LLVMIsAConstantInt(LLVMGetOperand(cond, 1)) && LLVMConstIntGetZExtValue(LLVMGetOperand(cond, 1))) {
            cond = LLVMGetOperand(cond, 0);
            invert = !invert;
        }
        LLVMBasicBlockRef tb = LLVMGetSuccessor(t, invert ? 1 : 0), fb = LLVMGetSuccessor(t, invert ? 0 : 1);
        if (LLVMIsAConstantInt(cond)) {
            int e = edge(s, bb, LLVMConstIntGetZExtValue(cond) ? tb : fb, false);
            b = &s->f->blocks[s->cur];
            b->term = MT_JMP;
            b->succ[0] = e;
            return e >= 0;
        }
        int et = edge(s, bb, tb, true), ef = edge(s, bb, fb, true);
        int test;
        if (et < 0 || ef < 0 || !sel_compare(s, cond, &test)) return false;
        b = &s->f->blocks[s->cur];
        b->term = MT_BR;
        b->test = (uint8_t)test;
        b->succ[0] = et;
        b->succ[1] = ef;
        return true;
    }
    default: return fail(s, t, "terminator without RPU selection (switch/indirect branches are lowered first)");
    }
}

/* Reverse postorder of the blocks reachable from the entry. */
static void rpo(isel *s, LLVMBasicBlockRef bb, bool *seen, LLVMBasicBlockRef *out, int *k) {
    int i = block_index(s, bb);
    if (seen[i]) return;
    seen[i] = true;
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    unsigned ns = t ? LLVMGetNumSuccessors(t) : 0;
    for (unsigned j = ns; j-- > 0;) rpo(s, LLVMGetSuccessor(t, j), seen, out, k);
    out[--*k] = bb;
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
    for (int i = 0; i < n; i++) put_block(&s, all[i], i);
    rpo(&s, all[0], seen, order, &k);
    /* reachable blocks in reverse postorder: the entry is block 0 */
    s.nbbs = n - k;
    s.bbs = order + k;
    for (int i = 0; i < n; i++) put_block(&s, all[i], -1);
    for (int i = 0; i < s.nbbs; i++) put_block(&s, s.bbs[i], i);
    s.record = find_record(fn, &s.record_lanes);
    find_triples(&s, fn);
    for (int i = 0; i < s.nbbs; i++) mir_new_block(s.f);

    /* parameters: pinned by the calling convention, copied to temps at once */
    s.cur = 0;
    int nv = 0, ns = 0;
    unsigned np = LLVMCountParams(fn);
    for (unsigned i = 0; i < np && !s.err; i++) {
        LLVMValueRef p = LLVMGetParam(fn, i);
        int lanes = type_lanes(LLVMTypeOf(p));
        if (!lanes || lanes == 4) {
            fail(&s, NULL, "a parameter of a type the calling convention does not pass in registers");
            break;
        }
        int idx = lanes == 1 ? ns++ : nv++;
        if (idx >= MIR_NPHYS) {
            fail(&s, NULL, "more than 15 parameters of one kind");
            break;
        }
        mir_opnd o = mir_vreg_opnd(s.f, pinned(&s, lanes, idx));
        map_put(&s, p, emit_value(&s, RPU_MOV, lanes, 1, &o, 0));
    }
    LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(fn));
    if (!s.err && LLVMGetTypeKind(rt) != LLVMVoidTypeKind) {
        if (!(s.f->nrets = result_regs(&s, rt, s.f->rets)))
            fail(&s, NULL, "a result of a type the calling convention does not return in registers");
    }
    /* phi registers first: predecessors write them before their definitions are met */
    for (int i = 0; i < s.nbbs && !s.err; i++)
        for (LLVMValueRef p = LLVMGetFirstInstruction(s.bbs[i]); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) {
            int lanes = type_lanes(LLVMTypeOf(p));
            if (!lanes) {
                fail(&s, p, "phi of a type the RPU has no registers for");
                break;
            }
            map_put(&s, p, mir_vreg_opnd(s.f, new_vreg_for(&s, lanes)));
        }
    for (int i = 0; i < s.nbbs && !s.err; i++) {
        s.cur = i;
        s.ncached = 0; /* what a block knows of memory and A is its own */
        memset(s.abase, 0, sizeof s.abase);
        for (LLVMValueRef v = LLVMGetFirstInstruction(s.bbs[i]); v && !s.err; v = LLVMGetNextInstruction(v)) {
            if (LLVMIsATerminatorInst(v)) {
                if (flush_stores(&s)) sel_terminator(&s, v, s.bbs[i]);
            } else
                sel_instr(&s, v);
        }
    }
    free(all);
    free(seen);
    free(order);
    free(s.map);
    free(s.triples);
    LLVMDisposeTargetData(s.td);
    if (s.err) {
        *err = s.err;
        mir_func_free(s.f);
        return NULL;
    }
    return s.f;
}
