/* Forwarding (seed 000 section 7.6): after `mov T, B` the assertion "T is
 * B" holds until T or B is written again, and reads of T become reads of B
 * with the swizzle and modifiers composed (so "T is -2*B.yzx" is an
 * assertion too).  B may be a literal, a virtual register, a lane of S (the
 * results of _rcp/_rsq), an I register (a loaded cell, until the next load
 * into it or a call), HIT, HIT_TRI (until a trace or call) or a constant
 * register.  Assertions flow along the edge into a block whose only
 * predecessor comes before it.  Copies from registers pinned by the calling
 * convention are not forwarded: that would stretch them across other pinned
 * uses of the same register.  The copies left unread go in DCE.  (The
 * thesis's other assertions, "A is B times C" and "A is the dot product of B
 * and C", are not needed: isel builds mad and dp3_rsq from the IR directly.) */
#include "mir.h"

#include <stdlib.h>
#include <string.h>

typedef struct assertion {
    int t;
    mir_opnd b;
} assertion;

static int scale_code(float x) { return x == 1.0f ? 0 : x == 2.0f ? 1 : x == 4.0f ? 2 : x == 0.5f ? 3 : -1; }
static float scale_value(int c) { return c == 0 ? 1.0f : c == 1 ? 2.0f : c == 2 ? 4.0f : 0.5f; }

/* Operand `use` (reading T) rewritten to read b instead; false if the
 * modifiers do not compose. */
static bool compose(const mir_opnd *use, const mir_opnd *b, mir_opnd *out) {
    float k = scale_value(use->scale) * (use->neg ? -1.0f : 1.0f);
    if (b->kind == MO_IMM) {
        *out = mir_imm(b->imm * k);
        return true;
    }
    int c = scale_code(scale_value(use->scale) * scale_value(b->scale));
    if (c < 0) return false;
    *out = *b;
    for (int i = 0; i < 4; i++) out->swz[i] = b->swz[use->swz[i]];
    out->scale = (uint8_t)c;
    out->neg = use->neg != b->neg;
    return true;
}

static bool is_int_op(int op) { return op >= RPU_IADD && op <= RPU_I2F; }

typedef struct kill_ctx {
    const mir_func *f;
    assertion *a;
    int *n;
} kill_ctx;

static void kill_cb(void *ctx, int v, uint8_t mask, bool full) {
    (void)mask;
    (void)full;
    kill_ctx *k = ctx;
    for (int i = *k->n - 1; i >= 0; i--) {
        const mir_opnd *b = &k->a[i].b;
        bool state = b->kind == MO_PHYS && b->file != RPU_F_C && v == k->f->memreg;
        if (k->a[i].t == v || (b->kind == MO_VREG && b->index == v) || state) k->a[i] = k->a[--*k->n];
    }
}

/* A source a copy may be forwarded from. */
static bool forwardable(const mir_func *f, const mir_opnd *src, int dst) {
    if (src->kind == MO_IMM) return true;
    if (src->kind == MO_PHYS)
        return src->file == RPU_F_HIT || src->file == RPU_F_HIT_TRI || src->file == RPU_F_HIT_OBJ || src->file == RPU_F_C;
    return src->kind == MO_VREG && !f->vregs[src->index].pinned && src->index != dst &&
           !mir_is_file(f, src->index, RPU_F_A);
}

enum { MAXA = 64 };

/* Every predecessor of b (preds[first[b]..first[b+1]]) comes before it in
 * reverse postorder (no loop edge into b). */
static bool all_before(const int *first, const int *preds, const int *pos, int b) {
    for (int k = first[b]; k < first[b + 1]; k++)
        if (pos[preds[k]] >= pos[b]) return false;
    return true;
}

static void postorder(const mir_func *f, int b, bool *seen, int *order, int *k) {
    if (seen[b]) return;
    seen[b] = true;
    const mir_block *bb = &f->blocks[b];
    int ns = bb->term == MT_BR ? 2 : bb->term == MT_JMP ? 1 : 0;
    for (int s = 0; s < ns; s++) postorder(f, bb->succ[s], seen, order, k);
    order[(*k)++] = b;
}

static bool holds(const assertion *a, int n, const assertion *x) {
    for (int k = 0; k < n; k++)
        if (a[k].t == x->t && mir_same_opnd(&a[k].b, &x->b)) return true;
    return false;
}

bool rpu_forward(mir_func *f) {
    bool changed = false;
    int nb = f->nblocks;
    int *npred = mir_pred_counts(f);
    /* the predecessors of each block, once each: preds[first[b]..first[b+1]] */
    int *first = calloc((size_t)nb + 1, sizeof *first), *preds = malloc((size_t)nb * 2 * sizeof *preds);
    for (int b = 0; b < nb; b++) first[b + 1] = first[b] + npred[b];
    int *fill = malloc((size_t)nb * sizeof *fill);
    memcpy(fill, first, (size_t)nb * sizeof *fill);
    for (int b = 0; b < nb; b++) {
        const mir_block *bb = &f->blocks[b];
        int ns = bb->term == MT_BR ? 2 : bb->term == MT_JMP ? 1 : 0;
        for (int k = 0; k < ns && !(k == 1 && bb->succ[1] == bb->succ[0]); k++) preds[fill[bb->succ[k]]++] = b;
    }
    assertion(*out)[MAXA] = malloc((size_t)nb * sizeof *out);
    int *nout = calloc((size_t)nb, sizeof *nout);
    int *order = malloc((size_t)nb * sizeof *order), *pos = malloc((size_t)nb * sizeof *pos), norder = 0;
    bool *seen = calloc((size_t)nb, 1);
    postorder(f, 0, seen, order, &norder);
    for (int b = 0; b < nb; b++) pos[b] = nb; /* unreachable: after everything */
    for (int k = 0; k < norder; k++) pos[order[k]] = norder - 1 - k;
    for (int k = norder - 1; k >= 0; k--) {
        int b = order[k];
        mir_block *bb = &f->blocks[b];
        assertion *a = out[b];
        int n = 0;
        int p0 = npred[b] ? preds[first[b]] : -1; /* the first predecessor, the only one of some */
        if (npred[b] == 1 && pos[p0] < pos[b]) {
            n = nout[p0];
            memcpy(a, out[p0], (size_t)n * sizeof *a);
        } else if (npred[b] > 1 && all_before(first, preds, pos, b)) {
            /* a join: what holds at the end of every predecessor */
            for (int k = 0; k < nout[p0]; k++) {
                bool everywhere = true;
                for (int e = first[b]; e < first[b + 1] && everywhere; e++) {
                    int q = preds[e];
                    if (q != p0 && !holds(out[q], nout[q], &out[p0][k])) everywhere = false;
                }
                if (everywhere) a[n++] = out[p0][k];
            }
        }
        for (int i = 0; i < bb->n; i++) {
            mir_instr *in = &bb->ins[i];
            int ns = mir_nsrc(in);
            /* integer operations, addresses and the bits put in A take no modifiers */
            bool bits = is_int_op(in->op) || (in->dst.kind == MO_VREG && mir_is_file(f, in->dst.index, RPU_F_A));
            for (int s = 0; s < ns; s++) {
                if (in->src[s].kind != MO_VREG) continue;
                for (int k = 0; k < n; k++) {
                    if (a[k].t != in->src[s].index) continue;
                    mir_opnd c;
                    if (!compose(&in->src[s], &a[k].b, &c)) break;
                    bool address = (in->op == RPU_LOAD || in->op == RPU_STORE) && s < 2;
                    if (address || ((bits || in->op == RPU_TRACE) && (c.neg || c.scale))) break;
                    if (c.kind == MO_VREG && mir_is_file(f, c.index, RPU_F_SPECIAL)) {
                        bool other_s = false;
                        for (int q = 0; q < ns; q++)
                            if (q != s && in->src[q].kind == MO_VREG && mir_is_file(f, in->src[q].index, RPU_F_SPECIAL)) other_s = true;
                        if (other_s) break;
                    }
                    in->src[s] = c;
                    changed = true;
                    break;
                }
            }
            kill_ctx kc = {f, a, &n};
            mir_defs(f, in, kill_cb, &kc);
            /* a new assertion: a plain full copy into an unpinned register */
            const mir_opnd *src = &in->src[0];
            if (in->op == RPU_MOV && !(in->flags & ~MI_FULLDEF) && in->dst.kind == MO_VREG &&
                in->mask == mir_full_mask(f, in->dst.index) && !f->vregs[in->dst.index].pinned &&
                !f->vregs[in->dst.index].special && n < MAXA && forwardable(f, src, in->dst.index))
                a[n++] = (assertion){in->dst.index, *src};
        }
        nout[b] = n;
    }
    free(npred);
    free(first);
    free(preds);
    free(fill);
    free(order);
    free(pos);
    free(seen);
    free(out);
    free(nout);
    return changed;
}
