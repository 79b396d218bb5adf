/* Instruction selection of vector building: shufflevector and
 * insertelement as views and lane writes, and <3 x float> values computed
 * lane by lane the same way (a cross product) selected as vector
 * instructions. */
#include "isel.h"

#include <stdlib.h>
#include <string.h>

bool isel_shuffle(isel *s, LLVMValueRef v, int lanes) {
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
        if (!isel_get(s, LLVMGetOperand(ins, 1), &x)) return false;
        isel_map_put(s, v, x);
        return true;
    }
    mir_opnd src[2];
    for (int k = 0; k < 2; k++)
        if ((used & (1 << k)) && !isel_get(s, ops[k], &src[k])) return false;
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
        isel_map_put(s, v, used ? o : mir_imm(0.0f));
        return true;
    }
    int r = isel_new_vreg_for(s, lanes);
    bool first = true;
    for (int k = 0; k < 2; k++) {
        mir_opnd o = src[k];
        uint8_t m = 0;
        for (int i = 0; i < lanes; i++)
            if (mask[i] >= 0 && (mask[i] >= na) == k) {
                m |= (uint8_t)(1 << i);
                if (o.kind != MO_IMM) o.swz[i] = src[k].swz[mask[i] - k * na];
            }
        mir_instr *in = isel_emit(s, RPU_MOV, r, m, 1, &o);
        if (first) in->flags = MI_FULLDEF;
        first = false;
    }
    isel_map_put(s, v, mir_vreg_opnd(s->f, r));
    return true;
}

bool isel_insert(isel *s, LLVMValueRef v, int lanes) {
    LLVMValueRef base = LLVMGetOperand(v, 0), idx = LLVMGetOperand(v, 2);
    if (!LLVMIsAConstantInt(idx)) return isel_fail(s, v, "insertelement at a variable index");
    int k = (int)LLVMConstIntGetZExtValue(idx);
    mir_opnd x;
    if (!isel_get(s, LLVMGetOperand(v, 1), &x)) return false;
    bool undef = LLVMIsUndef(base) || LLVMIsPoison(base);
    int r = -1;
    if (!undef) {
        mir_opnd b;
        if (!isel_get(s, base, &b)) return false;
        bool identity = b.kind == MO_VREG && !b.neg && !b.scale;
        for (int i = 0; identity && i < lanes; i++) identity = b.swz[i] == i;
        /* writing in place is fine when the old vector is read nowhere else */
        if (identity && isel_single_use(base) && LLVMIsAInsertElementInst(base) && !s->f->vregs[b.index].pinned)
            r = b.index;
        else {
            r = isel_new_vreg_for(s, lanes);
            uint8_t m = (uint8_t)(mir_full_mask(s->f, r) & ~(1u << k));
            isel_emit(s, RPU_MOV, r, m, 1, &b)->flags = MI_FULLDEF;
        }
    }
    if (r < 0) {
        r = isel_new_vreg_for(s, lanes);
        isel_emit(s, RPU_MOV, r, (uint8_t)(1 << k), 1, &x)->flags = MI_FULLDEF;
    } else
        isel_emit(s, RPU_MOV, r, (uint8_t)(1 << k), 1, &x);
    isel_map_put(s, v, mir_vreg_opnd(s->f, r));
    return true;
}

/* ---- triples computed lane by lane (a cross product) ----------------------------------- */

bool isel_triple_lane(const isel *s, LLVMValueRef v, LLVMValueRef *w, int *lane) {
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
    if (isel_const_float(n[0], &k0) && isel_const_float(n[1], &k1) && isel_const_float(n[2], &k2))
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
        if (mode == T_CHECK) return !LLVMIsAConstant(vec) && isel_map_get(s, vec) != NULL;
        mir_opnd o;
        if (!isel_get(s, vec, &o)) return false;
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
                ok = ok && LLVMIsAInstruction(m) && LLVMGetInstructionOpcode(m) == LLVMFMul && isel_single_use(m);
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
                mir_opnd src[3] = {v[0], v[1], op == LLVMFSub && j == 1 ? isel_negate(x) : x};
                if (op == LLVMFSub && mside == 1) src[0] = isel_negate(src[0]);
                *out = isel_emit_value(s, RPU_MAD, 3, 3, src, 0);
            } else
                v[j] = x;
        }
    }
    if (mode != T_EMIT) return mode == T_FIND ? any : true;
    if (mside < 0) {
        if (op == LLVMFNeg) *out = isel_negate(v[0]);
        else {
            mir_opnd src[2] = {v[0], op == LLVMFSub ? isel_negate(v[1]) : v[1]};
            *out = isel_emit_value(s, op == LLVMFMul ? RPU_MUL : RPU_ADD, 3, 2, src, 0);
        }
    }
    for (int i = 0; i < 3; i++) isel_map_put(s, n[i], isel_lane_of(*out, i));
    return true;
}

/* The <3 x float> insertelement chains over undef whose three scalars are
 * computed the same way lane by lane (a cross product, a sum of vectors
 * written out per lane). */
void isel_find_triples(isel *s, LLVMValueRef fn) {
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef v = LLVMGetFirstInstruction(bb); v; v = LLVMGetNextInstruction(v)) {
            if (!LLVMIsAInsertElementInst(v) || isel_type_lanes(LLVMTypeOf(v)) != 3) continue;
            triple t = {.w = v};
            LLVMValueRef c = v;
            int seen = 0, k = 0;
            for (; k < 3 && LLVMIsAInsertElementInst(c); k++) {
                LLVMValueRef idx = LLVMGetOperand(c, 2);
                if (!LLVMIsAConstantInt(idx) || (c != v && !isel_single_use(c))) break;
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
bool isel_triple(isel *s, LLVMValueRef v) {
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
        for (int i = 0; i < 3; i++) isel_map_put(s, t->ins[i], o);
        t->state = 1;
        return true;
    }
    return false;
}
