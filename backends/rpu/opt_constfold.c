/* Opcode simplification and constant folding with source modifiers (seed 000
 * section 7.5): an operation on literals becomes a mov of the result; a
 * multiplication by +-0.5, 1, 2 or 4 becomes a mov with a source scale; an
 * addition of 0 a mov; a mad whose product is of literals, or of a literal
 * that is a source scale, an add (shorter latency).
 *
 * Conditional branches are simplified too: a branch's compare (`mov R15.w,
 * -X`, testing X > 0) on a value X computed only for it becomes the
 * instruction computing X, written to R15 with the test carried over; when
 * X is a dot product whose reciprocal square root is taken anyway (in the
 * block, or first thing on the taken edge: normalize's zero-length guard),
 * the compare becomes that dp3_rsq, so the guard costs no instruction. */
#include "mir.h"

#include <math.h>
#include <stdlib.h>

static int scale_code(float x) { return x == 1.0f ? 0 : x == 2.0f ? 1 : x == 4.0f ? 2 : x == 0.5f ? 3 : -1; }
static float scale_value(int c) { return c == 0 ? 1.0f : c == 1 ? 2.0f : c == 2 ? 4.0f : 0.5f; }

static bool is_imm(const mir_opnd *o, float *x) {
    if (o->kind != MO_IMM) return false;
    *x = o->imm;
    return true;
}

/* x scaled by the literal k, as a view; false if not representable. */
static bool scaled(mir_opnd x, float k, mir_opnd *out) {
    if (x.kind == MO_IMM) {
        *out = mir_imm(x.imm * k);
        return true;
    }
    int c = scale_code(scale_value(x.scale) * fabsf(k));
    if (c < 0 || k == 0.0f) return false;
    x.scale = (uint8_t)c;
    x.neg = x.neg != (k < 0);
    *out = x;
    return true;
}

static void to_mov(mir_instr *in, mir_opnd src) {
    in->op = RPU_MOV;
    in->src[0] = src;
    in->src[1] = in->src[2] = (mir_opnd){0};
}

static bool same_dot(const mir_instr *a, const mir_instr *b) {
    return (mir_same_opnd(&a->src[0], &b->src[0]) && mir_same_opnd(&a->src[1], &b->src[1])) ||
           (mir_same_opnd(&a->src[0], &b->src[1]) && mir_same_opnd(&a->src[1], &b->src[0]));
}

static bool is_dp3_rsq(const mir_instr *r) { return r->op == RPU_DP3 && r->flags == MI_RSQ && r->dst.kind == MO_PHYS; }

/* A branch's `dp3 R15.l, A, B` replaced by a `dp3_rsq R15.m, A, B` of the
 * same dot product: one earlier in the block that nothing after it reads
 * or changes (a reader only one successor needs has moved there:
 * opt_sink.c), or the first instruction of a successor only this block
 * reaches (normalize's guard): moved to the end, it tests the same value. */
static bool fuse_dp3_rsq(mir_func *f, int b, const int *npred) {
    mir_block *bb = &f->blocks[b];
    mir_instr *c = &bb->ins[bb->n - 1];
    if (c->op != RPU_DP3 || c->flags || c->dst.kind != MO_PHYS) return false;
    for (int i = bb->n - 2; i >= 0; i--) {
        mir_instr *r = &bb->ins[i];
        if (!is_dp3_rsq(r)) continue;
        if (!same_dot(r, c) || mir_touches(f, bb, i + 1, bb->n - 1, f->sreg, r->mask, true) || !mir_sources_kept(f, bb, r, i + 1, bb->n - 1))
            return false;
        *c = *r;
        mir_remove(f, b, i);
        return true;
    }
    for (int k = 0; k < 2; k++) {
        int sb = bb->succ[k], other = bb->succ[!k];
        mir_block *s = &f->blocks[sb];
        if (sb == other || !s->n || !is_dp3_rsq(&s->ins[0]) || !same_dot(&s->ins[0], c) || npred[sb] != 1 ||
            (mir_lanes_of(&f->blocks[other].in, f->sreg) & s->ins[0].mask))
            continue;
        *c = s->ins[0];
        mir_remove(f, sb, 0);
        return true;
    }
    return false;
}

/* The compare ending block b, fused with what computes the value it tests. */
static bool fuse_compare(mir_func *f, int b, const int *npred) {
    mir_block *bb = &f->blocks[b];
    if (bb->term != MT_BR || bb->n < 1) return false;
    if (fuse_dp3_rsq(f, b, npred)) return true;
    int test;
    const mir_instr *c = mir_branch_compare(f, bb, &test);
    if (!c || f->vregs[c->src[0].index].lanes != 1 || test < 0) return false;
    int v = c->src[0].index;
    /* X's definition in this block, read by nothing but the compare (and a
     * mov_rsq heading a successor that only this block reaches) */
    int d = -1;
    for (int i = bb->n - 2; i >= 0 && d < 0; i--)
        if (bb->ins[i].dst.kind == MO_VREG && bb->ins[i].dst.index == v) d = i;
    if (d < 0) return false;
    mir_instr *def = &bb->ins[d];
    if (!(def->flags & MI_FULLDEF) || (def->flags & (MI_RCP | MI_RSQ)) || def->op > RPU_DP4 || def->op == RPU_FRAC ||
        mir_touches(f, bb, d + 1, bb->n - 1, v, 15, true) || !mir_sources_kept(f, bb, def, d + 1, bb->n - 1))
        return false;
    int rsq_block = -1;
    for (int k = 0; k < 2; k++) {
        const mir_block *sb = &f->blocks[bb->succ[k]];
        if (!mir_lanes_of(&sb->in, v)) continue;
        int preds = npred[bb->succ[k]];
        const mir_instr *r = sb->n ? &sb->ins[0] : NULL;
        if (rsq_block >= 0 || def->op != RPU_DP3 || preds != 1 || !r || r->op != RPU_MOV || r->flags != MI_RSQ ||
            r->src[0].kind != MO_VREG || r->src[0].index != v || r->src[0].neg || r->src[0].scale ||
            mir_touches(f, sb, 1, sb->n, v, 15, true) || mir_lanes_of(&sb->out, v) || (bb->succ[0] == bb->succ[1]))
            return false;
        rsq_block = bb->succ[k];
    }
    mir_instr fused = *def;
    fused.dst = mir_phys(RPU_F_R, MIR_JUNK);
    fused.mask = c->mask;
    fused.flags = 0;
    if (rsq_block >= 0) {
        /* the successor's mov_rsq R15.l, X: the S lane is now written here */
        mir_block *sb = &f->blocks[rsq_block];
        uint8_t l = sb->ins[0].mask;
        if (sb->ins[0].dst.kind != MO_PHYS || mir_lanes_of(&f->blocks[bb->succ[0]].in, f->sreg) & l ||
            mir_lanes_of(&f->blocks[bb->succ[1]].in, f->sreg) & l)
            return false;
        fused.mask = l;
        fused.flags = MI_RSQ;
        mir_remove(f, rsq_block, 0);
    }
    bb->ins[bb->n - 1] = fused;
    bb->test = (uint8_t)test;
    mir_remove(f, b, d);
    return true;
}

bool rpu_constfold(mir_func *f) {
    bool changed = false;
    mir_live_sets(f);
    int *npred = mir_pred_counts(f);
    for (int b = 0; b < f->nblocks; b++)
        if (fuse_compare(f, b, npred)) {
            changed = true;
            /* a fusion changes liveness only between b's end and the start of
             * a successor that only b reaches (what it moves or removes is
             * defined in b or there, X and the S lanes written anew at b's
             * end were dead at both successors' starts) */
            for (int k = 0; k < 2; k++)
                if (npred[f->blocks[b].succ[k]] == 1) mir_live_block_in(f, f->blocks[b].succ[k]);
            mir_live_block_out(f, b);
        }
    free(npred);
    for (int b = 0; b < f->nblocks; b++)
        for (int i = 0; i < f->blocks[b].n; i++) {
            mir_instr *in = &f->blocks[b].ins[i];
            if (in->op > RPU_DP4 || (in->flags & (MI_RCP | MI_RSQ))) continue;
            float x = 0, y = 0, z = 0; /* set where is_imm says so (gcc cannot tell) */
            mir_opnd o;
            bool ix = is_imm(&in->src[0], &x), iy = is_imm(&in->src[1], &y), iz = is_imm(&in->src[2], &z);
            switch (in->op) {
            case RPU_MOV:
                break;
            case RPU_FRAC:
                if (ix) {
                    to_mov(in, mir_imm(x - floorf(x)));
                    changed = true;
                }
                break;
            case RPU_ADD:
                if (ix && iy) to_mov(in, mir_imm(x + y));
                else if (ix && x == 0.0f) to_mov(in, in->src[1]);
                else if (iy && y == 0.0f) to_mov(in, in->src[0]);
                else break;
                changed = true;
                break;
            case RPU_MUL:
                if (ix && iy) to_mov(in, mir_imm(x * y));
                else if (ix && scaled(in->src[1], x, &o)) to_mov(in, o);
                else if (iy && scaled(in->src[0], y, &o)) to_mov(in, o);
                else break;
                changed = true;
                break;
            case RPU_MAD:
                if (ix && iy && iz) to_mov(in, mir_imm(x * y + z));
                else if (iz && z == 0.0f) {
                    in->op = RPU_MUL;
                    in->src[2] = (mir_opnd){0};
                } else if ((ix && scaled(in->src[1], x, &o)) || (iy && scaled(in->src[0], y, &o))) {
                    in->op = RPU_ADD;
                    in->src[0] = o;
                    in->src[1] = in->src[2];
                    in->src[2] = (mir_opnd){0};
                } else
                    break;
                changed = true;
                break;
            case RPU_DP3:
                if (ix && iy) {
                    to_mov(in, mir_imm(3.0f * x * y));
                    changed = true;
                }
                break;
            default: break;
            }
            /* _sat of a literal */
            if (in->op == RPU_MOV && (in->flags & MI_SAT) && in->src[0].kind == MO_IMM) {
                float v = in->src[0].imm;
                in->src[0].imm = v > 0.0f ? (v < 1.0f ? v : 1.0f) : 0.0f;
                in->flags &= (uint8_t)~MI_SAT;
                changed = true;
            }
        }
    return changed;
}
