/* Branching on a definition, after scheduling: a block whose compare is
 * `mov R15.l, V`, V computed in the block by `op V.l, ...`, tests V itself:
 * the op moves to the end of the block (over up to 4 instructions it
 * commutes with), the jump pairs with it and the compare goes
 * (`dp3 R5.w, R8, R6 + jmp L, w (<0)`); the VM checks a paired condition on
 * the value the op writes.  Only for an op whose result is a float (not the
 * integer ones, whose bits the test would read as a float), not saturated
 * or writing S, and not co-issued; a negated compare tests the negated
 * condition, where there is one. */
#include "mir.h"

static bool float_result(const mir_instr *in) { return in->op <= RPU_DP4 || in->op == RPU_I2F; }

enum { WINDOW = 4 }; /* how far back the definition is looked for */

/* The position of the compare's operand's definition, which can move to
 * the end of the block (the instructions after it commute with it); -1. */
static int movable_def(const mir_func *f, const mir_block *bb, const mir_instr *c) {
    mir_reg_lanes v = mir_read_by(f, &c->src[0]);
    for (int d = bb->n - 2; d >= 0 && d >= bb->n - 2 - WINDOW; d--) {
        const mir_instr *def = &bb->ins[d];
        if (!mir_overlap(mir_written(f, def), v)) continue;
        if (def->dst.kind != MO_VREG || def->dst.index != c->src[0].index || !float_result(def) || def->flags & ~MI_FULLDEF ||
            (d > 0 && bb->ins[d - 1].flags & MI_PAIR_NEXT))
            return -1;
        for (int k = d + 1; k < bb->n - 1; k++)
            if (!mir_commute(f, def, &bb->ins[k])) return -1;
        return d;
    }
    return -1;
}

bool rpu_branch_on_def(mir_func *f) {
    bool changed = false;
    for (int b = 0; b < f->nblocks; b++) {
        mir_block *bb = &f->blocks[b];
        int test;
        const mir_instr *c = mir_branch_compare(f, bb, &test);
        if (!c) continue;
        int d = movable_def(f, bb, c), lane = __builtin_ctz(c->mask);
        if (d < 0 || test < 0 || bb->ins[d].mask != 1 << c->src[0].swz[lane]) continue;
        mir_instr def = bb->ins[d];
        bb->test = (uint8_t)test;
        mir_remove(f, b, bb->n - 1);
        mir_remove(f, b, d);
        mir_append(f, b, &def);
        changed = true;
    }
    return changed;
}
