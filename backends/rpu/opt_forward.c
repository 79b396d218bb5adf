/* Forwarding (seed 000 section 7.6), inside each block: after `mov T, B`
 * the assertion "T is B" holds until T or B is written again, and reads of T
 * become reads of B with the swizzle and modifiers composed (so "T is
 * -2*B.yzx" is an assertion too).  B may be a literal, a virtual register or
 * a lane of S (the results of _rcp/_rsq, forwarded until the lane is written
 * again or a call clobbers it).  Copies from registers pinned by the calling
 * convention are not forwarded: that would stretch them across other pinned
 * uses of the same register.  The copies left unread go in DCE.  (The
 * thesis's other assertions, "A is B times C" and "A is the dot product of B
 * and C", are not needed: isel builds mad and dp3_rsq from the IR directly.) */
#include "mir.h"

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
    assertion *a;
    int *n;
} kill_ctx;

static void kill_cb(void *ctx, int v, uint8_t mask, bool full) {
    (void)mask;
    (void)full;
    kill_ctx *k = ctx;
    for (int i = *k->n - 1; i >= 0; i--)
        if (k->a[i].t == v || (k->a[i].b.kind == MO_VREG && k->a[i].b.index == v)) k->a[i] = k->a[--*k->n];
}

bool rpu_forward(mir_func *f) {
    bool changed = false;
    assertion a[64];
    for (int b = 0; b < f->nblocks; b++) {
        mir_block *bb = &f->blocks[b];
        int n = 0;
        for (int i = 0; i < bb->n; i++) {
            mir_instr *in = &bb->ins[i];
            int ns = mir_nsrc(in);
            for (int s = 0; s < ns; s++) {
                if (in->src[s].kind != MO_VREG) continue;
                for (int k = 0; k < n; k++) {
                    if (a[k].t != in->src[s].index) continue;
                    mir_opnd c;
                    if (!compose(&in->src[s], &a[k].b, &c)) break;
                    bool address = (in->op == RPU_LOAD || in->op == RPU_STORE) && s < 2;
                    if ((is_int_op(in->op) || address) && (c.neg || c.scale)) break;
                    if (c.kind == MO_VREG && f->vregs[c.index].special) {
                        bool other_s = false;
                        for (int q = 0; q < ns; q++)
                            if (q != s && in->src[q].kind == MO_VREG && f->vregs[in->src[q].index].special) other_s = true;
                        if (other_s) break;
                    }
                    in->src[s] = c;
                    changed = true;
                    break;
                }
            }
            kill_ctx kc = {a, &n};
            mir_defs(f, in, kill_cb, &kc);
            /* a new assertion: a plain full copy into an unpinned register */
            const mir_opnd *src = &in->src[0];
            if (in->op == RPU_MOV && !(in->flags & ~MI_FULLDEF) && in->dst.kind == MO_VREG &&
                in->mask == mir_full_mask(f, in->dst.index) && !f->vregs[in->dst.index].pinned && n < 64 &&
                (src->kind == MO_IMM || (src->kind == MO_VREG && !f->vregs[src->index].pinned && src->index != in->dst.index)))
                a[n++] = (assertion){in->dst.index, *src};
        }
    }
    return changed;
}
