/* Instruction selection of arithmetic: fadd/fsub/fmul (lane by lane
 * where constants differ per lane), integer operations, and the patterns
 * that fold into one instruction: mad, dp3 (and dp3_rsq), clamps to [0,1]
 * as _sat, rcp/rsq results read from the S register. */
#include "isel.h"

#include <math.h>

/* ---- dot products ------------------------------------------------------------ */

typedef struct term {
    LLVMValueRef a, b;
    int lane;
} term;

/* Lane `lane` of v (a scalar: lane -1) as the lane of the vector it comes
 * from through extractelements and shufflevectors: *root and the lane;
 * false for a scalar computed otherwise. */
static bool root_lane(LLVMValueRef v, int lane, LLVMValueRef *root, int *root_lane_out) {
    for (int depth = 0; depth < 8; depth++) {
        if (lane < 0) {
            if (!LLVMIsAExtractElementInst(v) || !LLVMIsAConstantInt(LLVMGetOperand(v, 1))) return false;
            lane = (int)LLVMConstIntGetZExtValue(LLVMGetOperand(v, 1));
            v = LLVMGetOperand(v, 0);
            continue;
        }
        if (!LLVMIsAShuffleVectorInst(v)) break;
        int m = LLVMGetMaskValue(v, (unsigned)lane), na = (int)LLVMGetVectorSize(LLVMTypeOf(LLVMGetOperand(v, 0)));
        if (m < 0) return false;
        v = LLVMGetOperand(v, m < na ? 0 : 1);
        lane = m < na ? m : m - na;
    }
    *root = v;
    *root_lane_out = lane;
    return lane >= 0;
}

/* Collects the products summed into lane `lane` of v (lane -1: v is scalar). */
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
    bool fmuladd = isel_callee_is(v, "llvm.fmuladd") || isel_callee_is(v, "llvm.fma");
    if (op == LLVMFMul || fmuladd) {
        if (*n >= 3) return false;
        LLVMValueRef a = LLVMGetOperand(v, 0), b = LLVMGetOperand(v, 1), wa, wb;
        int ta, tb;
        if (!vec && s && isel_triple_lane(s, a, &wa, &ta) && isel_triple_lane(s, b, &wb, &tb)) {
            if (ta != tb) return false;
            t[(*n)++] = (term){wa, wb, ta};
            return !fmuladd || collect(s, LLVMGetOperand(v, 2), lane, t, n, depth + 1);
        }
        /* the lanes multiplied, traced to the vectors they are lanes of */
        int at = vec ? lane : -1;
        if (!root_lane(a, at, &wa, &ta) || !root_lane(b, at, &wb, &tb) || ta != tb) return false;
        t[(*n)++] = (term){wa, wb, ta};
        return !fmuladd || collect(s, LLVMGetOperand(v, 2), lane, t, n, depth + 1);
    }
    return false;
}

/* v = A.x*B.x + A.y*B.y + A.z*B.z for vectors A, B of 3 or 4 lanes. */
bool isel_match_dot(const struct isel *s, LLVMValueRef v, LLVMValueRef *a, LLVMValueRef *b) {
    term t[3];
    int n = 0;
    if (isel_type_lanes(LLVMTypeOf(v)) != 1 || isel_is_int(v) || !collect(s, v, -1, t, &n, 0) || n != 3) return false;
    int seen = 0;
    for (int i = 0; i < 3; i++) {
        bool same = (t[i].a == t[0].a && t[i].b == t[0].b) || (t[i].a == t[0].b && t[i].b == t[0].a);
        if (!same || t[i].lane < 0 || t[i].lane > 2 || (seen & (1 << t[i].lane))) return false;
        seen |= 1 << t[i].lane;
    }
    if (isel_type_lanes(LLVMTypeOf(t[0].a)) < 3) return false;
    *a = t[0].a;
    *b = t[0].b;
    return true;
}

/* ---- clamp to [0, 1] ------------------------------------------------------------- */

bool isel_is_const(LLVMValueRef v, float k) {
    float x;
    return isel_const_float(v, &x) && x == k;
}

/* v = max(x, 0) or min(x, 1) (bound 0 or 1) as a select on a compare, or minnum/maxnum. */
static bool match_bound(LLVMValueRef v, float bound, LLVMValueRef *x) {
    bool want_max = bound == 0.0f;
    if (isel_callee_is(v, want_max ? "llvm.maxnum" : "llvm.minnum")) {
        LLVMValueRef a = LLVMGetOperand(v, 0), b = LLVMGetOperand(v, 1);
        if (isel_is_const(b, bound)) return *x = a, true;
        if (isel_is_const(a, bound)) return *x = b, true;
        return false;
    }
    if (!LLVMIsASelectInst(v)) return false;
    LLVMValueRef c = LLVMGetOperand(v, 0), t = LLVMGetOperand(v, 1), e = LLVMGetOperand(v, 2);
    if (!LLVMIsAFCmpInst(c)) return false;
    LLVMRealPredicate p = LLVMGetFCmpPredicate(c);
    LLVMValueRef l = LLVMGetOperand(c, 0), r = LLVMGetOperand(c, 1);
    if (!isel_is_const(r, bound)) return false;
    bool gt = p == LLVMRealOGT || p == LLVMRealOGE || p == LLVMRealUGT || p == LLVMRealUGE;
    bool lt = p == LLVMRealOLT || p == LLVMRealOLE || p == LLVMRealULT || p == LLVMRealULE;
    /* max(x,0): x > 0 ? x : 0  or  x < 0 ? 0 : x;  min(x,1): x < 1 ? x : 1  or  x > 1 ? 1 : x */
    if (t == l && isel_is_const(e, bound) && (want_max ? gt : lt)) return *x = l, true;
    if (e == l && isel_is_const(t, bound) && (want_max ? lt : gt)) return *x = l, true;
    return false;
}

bool isel_match_sat(LLVMValueRef v, LLVMValueRef *x) {
    LLVMValueRef y;
    if (match_bound(v, 1.0f, &y) && match_bound(y, 0.0f, x)) return true;
    if (match_bound(v, 0.0f, &y) && match_bound(y, 1.0f, x)) return true;
    return false;
}

/* _sat on the value o: folded into the instruction that just computed it
 * when nothing else reads it, else a mov_sat. */
mir_opnd isel_saturate(isel *s, LLVMValueRef x, mir_opnd o, int lanes) {
    mir_block *b = &s->f->blocks[s->cur];
    if (o.kind == MO_VREG && isel_single_use(x) && b->n && !o.neg && !o.scale) {
        mir_instr *last = &b->ins[b->n - 1];
        bool identity = true;
        for (int i = 0; i < lanes; i++) identity = identity && o.swz[i] == i;
        if (identity && last->dst.kind == MO_VREG && last->dst.index == o.index && (last->flags & MI_FULLDEF) &&
            !(last->flags & (MI_RCP | MI_RSQ)) && last->op <= RPU_DP4) {
            last->flags |= MI_SAT;
            return o;
        }
    }
    return isel_emit_value(s, RPU_MOV, lanes, 1, &o, MI_SAT);
}

/* ---- special results (S register) ----------------------------------------------------- */

/* op_rcp/op_rsq into R15, result read back from the S lane (round robin). */
mir_opnd isel_special(isel *s, int op, int nsrc, const mir_opnd *src, uint8_t flag) {
    int lane = s->f->nspecial++ & 3;
    mir_instr in = {.op = (uint8_t)op, .flags = flag, .mask = (uint8_t)(1 << lane)};
    in.dst = mir_phys(RPU_F_R, MIR_JUNK);
    for (int i = 0; i < nsrc; i++) in.src[i] = src[i];
    mir_append(s->f, s->cur, &in);
    mir_opnd sv = mir_vreg_opnd(s->f, s->f->sreg);
    sv = isel_lane_of(sv, lane);
    return isel_emit_value(s, RPU_MOV, 1, 1, &sv, 0);
}
/* ---- instructions ---------------------------------------------------------------- */

bool isel_binary(isel *s, LLVMValueRef v, int op, int lanes) {
    mir_opnd a, b;
    if (!isel_get(s, LLVMGetOperand(v, 0), &a) || !isel_get(s, LLVMGetOperand(v, 1), &b)) return false;
    mir_opnd src[2] = {a, b};
    isel_map_put(s, v, isel_emit_value(s, op, lanes, 2, src, 0));
    return true;
}

bool isel_int(isel *s, LLVMValueRef v, int op) {
    mir_opnd a, b;
    if (isel_type_lanes(LLVMTypeOf(v)) != 1) return isel_fail(s, v, "integer vector arithmetic (not lowered)");
    if (!isel_get(s, LLVMGetOperand(v, 0), &a) || !isel_get(s, LLVMGetOperand(v, 1), &b)) return false;
    mir_opnd src[2] = {isel_plain(s, a, 1), isel_plain(s, b, 1)};
    isel_map_put(s, v, isel_emit_value(s, op, 1, 2, src, 0));
    return true;
}

/* A constant vector whose defined lanes differ. */
static bool mixed_const(LLVMValueRef v, int lanes) {
    float x;
    if (!(LLVMIsAConstantDataVector(v) || LLVMIsAConstantVector(v)) || isel_const_float(v, &x)) return false;
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
bool isel_lanewise(isel *s, LLVMValueRef v, int op, int lanes, LLVMValueRef *ops, const bool *negs, int n, bool *done) {
    *done = false;
    bool split[3] = {false}, any = false;
    for (int k = 0; k < n; k++) any |= split[k] = lanes > 1 && mixed_const(ops[k], lanes);
    if (!any) return true;
    mir_opnd view[3];
    for (int k = 0; k < n; k++)
        if (!split[k] && !isel_get(s, ops[k], &view[k])) return false;
    int r = isel_new_vreg_for(s, lanes);
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
            if (negs[k]) src[k] = isel_negate(src[k]);
        }
        mir_instr *in = isel_emit(s, op, r, m, n, src);
        if (!done_lanes) in->flags = MI_FULLDEF;
        done_lanes |= m;
    }
    isel_map_put(s, v, mir_vreg_opnd(s->f, r));
    *done = true;
    return true;
}

/* a*b + c for the fadd/fsub v, when one side is a product read only here. */
bool isel_try_mad(isel *s, LLVMValueRef v, bool sub, int lanes) {
    for (int side = 0; side < 2; side++) {
        LLVMValueRef m = LLVMGetOperand(v, (unsigned)side), c = LLVMGetOperand(v, (unsigned)!side);
        if (!LLVMIsAInstruction(m) || LLVMGetInstructionOpcode(m) != LLVMFMul || !isel_single_use(m)) continue;
        float k;
        if ((isel_const_float(LLVMGetOperand(m, 0), &k) || isel_const_float(LLVMGetOperand(m, 1), &k)) &&
            (k == 0.0f || isel_scale_code(fabsf(k)) >= 0))
            continue; /* a source scale (a view) or a product by zero */
        LLVMValueRef ops[3] = {LLVMGetOperand(m, 0), LLVMGetOperand(m, 1), c};
        bool negs[3] = {sub && side == 1, false, sub && side == 0};
        bool done;
        if (!isel_lanewise(s, v, RPU_MAD, lanes, ops, negs, 3, &done)) return false;
        if (done) return true;
        mir_opnd x, y, z;
        if (!isel_get(s, LLVMGetOperand(m, 0), &x) || !isel_get(s, LLVMGetOperand(m, 1), &y) || !isel_get(s, c, &z)) return false;
        /* fsub: m - c -> mad x, y, -c;  c - m -> mad -x, y, c */
        if (sub && side == 0) z = isel_negate(z);
        if (sub && side == 1) x = isel_negate(x);
        mir_opnd src[3] = {x, y, z};
        isel_map_put(s, v, isel_emit_value(s, RPU_MAD, lanes, 3, src, 0));
        return true;
    }
    return false;
}

bool isel_dot(isel *s, LLVMValueRef v, LLVMValueRef a, LLVMValueRef b, uint8_t flag, mir_opnd *out) {
    mir_opnd x, y;
    if (!isel_get(s, a, &x) || !isel_get(s, b, &y)) return false;
    mir_opnd src[2] = {x, y};
    (void)v;
    *out = flag ? isel_special(s, RPU_DP3, 2, src, flag) : isel_emit_value(s, RPU_DP3, 1, 2, src, 0);
    return true;
}
