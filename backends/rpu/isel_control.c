/* Instruction selection of control flow: phi copies on the edges, a
 * compare feeding a branch as a subtraction into R15 whose sign the block's
 * paired jmp tests, returns. */
#include "isel.h"

#include <stdlib.h>

/* ---- control flow ------------------------------------------------------------------ */

/* Blocks are in the value map too (as values), their operand's index their
 * number: in the function while rpo runs, then in s->bbs (-1: unreachable). */
void isel_put_block(isel *s, LLVMBasicBlockRef bb, int index) {
    isel_map_put(s, LLVMBasicBlockAsValue(bb), (mir_opnd){.index = index});
}

int isel_block_index(isel *s, LLVMBasicBlockRef bb) { return isel_map_get(s, LLVMBasicBlockAsValue(bb))->index; }

/* The lanes of vector v that are undef or poison (a copy need not write
 * them): of a shuffle, the lanes its mask leaves undefined or takes from
 * such lanes; of an insertelement, its base's but the one inserted. */
static unsigned undef_lanes(LLVMValueRef v, int depth) {
    LLVMTypeRef t = LLVMTypeOf(v);
    if (LLVMGetTypeKind(t) != LLVMVectorTypeKind || depth > 8) return 0;
    unsigned n = LLVMGetVectorSize(t), all = n >= 32 ? ~0u : (1u << n) - 1;
    if (LLVMIsUndef(v) || LLVMIsPoison(v)) return all;
    if (LLVMIsAShuffleVectorInst(v)) {
        LLVMValueRef a = LLVMGetOperand(v, 0);
        unsigned na = LLVMGetVectorSize(LLVMTypeOf(a)), ua = undef_lanes(a, depth + 1), ub = undef_lanes(LLVMGetOperand(v, 1), depth + 1), u = 0;
        for (unsigned k = 0; k < n && k < 32; k++) {
            int m = LLVMGetMaskValue(v, k);
            int from = m < (int)na ? m : m - (int)na; /* the lane of the operand it takes */
            if (m == LLVMGetUndefMaskElem() || (from < 32 && ((m < (int)na ? ua : ub) >> from & 1))) u |= 1u << k;
        }
        return u;
    }
    if (LLVMIsAInsertElementInst(v) && LLVMIsAConstantInt(LLVMGetOperand(v, 2))) {
        unsigned long long k = LLVMConstIntGetZExtValue(LLVMGetOperand(v, 2));
        return undef_lanes(LLVMGetOperand(v, 0), depth + 1) & ~(k < 32 ? 1u << k : 0u);
    }
    return 0;
}

/* Copies for the phis of `succ` coming from `pred`, into block `into`
 * (as many as the block has: an array promoted to registers makes one per
 * word a loop carries). */
static bool phi_copies(isel *s, LLVMBasicBlockRef pred, LLVMBasicBlockRef succ, int into) {
    int nphis = 0;
    for (LLVMValueRef p = LLVMGetFirstInstruction(succ); p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) nphis++;
    int *dst = malloc((size_t)nphis * sizeof *dst);
    mir_opnd *src = malloc((size_t)nphis * sizeof *src);
    uint8_t *mask = malloc((size_t)nphis);
    if (!dst || !src || !mask) abort();
    int saved = s->cur, n = 0;
    s->cur = into;
    bool ok = true;
    for (LLVMValueRef p = LLVMGetFirstInstruction(succ); ok && p && LLVMIsAPHINode(p); p = LLVMGetNextInstruction(p)) {
        unsigned np = LLVMCountIncoming(p);
        for (unsigned i = 0; i < np; i++)
            if (LLVMGetIncomingBlock(p, i) == pred) {
                ok = isel_get(s, LLVMGetIncomingValue(p, i), &src[n]);
                dst[n] = isel_map_get(s, p)->index;
                mask[n] = (uint8_t)(mir_full_mask(s->f, dst[n]) & ~undef_lanes(LLVMGetIncomingValue(p, i), 0));
                n++;
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
            for (int i = 0; i < n; i++) src[i] = isel_emit_value(s, RPU_MOV, s->f->vregs[dst[i]].lanes, 1, &src[i], 0);
        for (int i = 0; i < n; i++)
            if (mask[i]) isel_emit(s, RPU_MOV, dst[i], mask[i], 1, &src[i])->flags = MI_FULLDEF;
    }
    free(mask);
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
    int target = isel_block_index(s, to);
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
    if (!fcmp && !LLVMIsAICmpInst(cond)) return isel_fail(s, cond, "branch condition that is not a compare");
    mir_opnd a, b;
    LLVMValueRef lhs = LLVMGetOperand(cond, 0);
    if (fcmp && isel_is_const(LLVMGetOperand(cond, 1), 0.0f) && isel_callee_is(lhs, "rpu.rcp") && isel_callee_is(LLVMGetOperand(lhs, 0), "rpu.rsq")) {
        /* sqrt(d) > 0, = 0, != 0 or <= 0 (unordered) says the same of d (d < 0 makes sqrt NaN) */
        LLVMRealPredicate p = LLVMGetFCmpPredicate(cond);
        if (p == LLVMRealOGT || p == LLVMRealOEQ || p == LLVMRealUNE || p == LLVMRealULE) lhs = LLVMGetOperand(LLVMGetOperand(lhs, 0), 0);
    }
    if (!isel_get(s, lhs, &a) || !isel_get(s, LLVMGetOperand(cond, 1), &b)) return false;
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
        default: return isel_fail(s, cond, "compare predicate without an RPU test");
        }
    } else {
        if (isel_type_lanes(LLVMTypeOf(LLVMGetOperand(cond, 0))) != 1) return isel_fail(s, cond, "compare of a non-i32 type");
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
        a = isel_int_to_float(s, lhs, a);
        b = isel_int_to_float(s, LLVMGetOperand(cond, 1), b);
    }
    /* x > y and x <= y test y - x; the others x - y */
    bool swap = rel == GT || rel == LE;
    mir_opnd l = swap ? b : a, r = swap ? a : b;
    *test = rel == EQ ? RPU_T_EQ0 : rel == NE ? RPU_T_NE0 : (rel == LT || rel == GT) ? RPU_T_LT0 : RPU_T_GE0;
    mir_instr in = {.op = RPU_ADD, .mask = 8};
    in.dst = mir_phys(RPU_F_R, MIR_JUNK);
    in.src[0] = isel_lane_of(l, 0);
    in.src[1] = isel_lane_of(isel_negate(r), 0);
    if (r.kind == MO_IMM && r.imm == 0.0f) in.op = RPU_MOV;
    if (l.kind == MO_IMM && l.imm == 0.0f) { /* 0 - r */
        in.op = RPU_MOV;
        in.src[0] = in.src[1];
        in.src[1] = mir_imm(0.0f);
    }
    mir_append(s->f, s->cur, &in);
    return true;
}

bool isel_terminator(isel *s, LLVMValueRef t, LLVMBasicBlockRef bb) {
    mir_block *b;
    switch (LLVMGetInstructionOpcode(t)) {
    case LLVMRet:
        if (LLVMGetNumOperands(t) == 1 && LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(t, 0))) == LLVMStructTypeKind) {
            if (!isel_ret_struct(s, t, LLVMGetOperand(t, 0))) return false;
        } else if (LLVMGetNumOperands(t) == 1) {
            mir_opnd o;
            if (!isel_get(s, LLVMGetOperand(t, 0), &o)) return false;
            isel_emit(s, RPU_MOV, s->f->rets[0], mir_full_mask(s->f, s->f->rets[0]), 1, &o)->flags = MI_FULLDEF;
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
        int test = 0; /* sel_compare sets it when it succeeds (gcc cannot see that from here) */
        if (et < 0 || ef < 0 || !sel_compare(s, cond, &test)) return false;
        b = &s->f->blocks[s->cur];
        b->term = MT_BR;
        b->test = (uint8_t)test;
        b->succ[0] = et;
        b->succ[1] = ef;
        return true;
    }
    default: return isel_fail(s, t, "terminator without RPU selection (switch/indirect branches are lowered first)");
    }
}
