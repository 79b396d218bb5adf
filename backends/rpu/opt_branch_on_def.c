/* Branching on a definition, after scheduling: a block ending in
 * `op V.l, ...` then the compare `mov R15.l, V` tests V itself, so the
 * jump pairs with the op and the compare goes (`dp3 R5.w, R8, R6 + jmp L,
 * w (<0)`): the paired condition is checked on the op's result lanes (the
 * VM evaluates it on the value the op writes).  Only for an op whose
 * result is a float (not the integer ones, whose bits the test would read
 * as a float), not saturated or writing S, and not co-issued; a negated
 * compare tests the negated condition, where there is one. */
#include "mir.h"

static bool float_result(const mir_instr *in) { return in->op <= RPU_DP4 || in->op == RPU_I2F; }

bool rpu_branch_on_def(mir_func *f) {
    bool changed = false;
    for (int b = 0; b < f->nblocks; b++) {
        mir_block *bb = &f->blocks[b];
        if (bb->term != MT_BR || bb->n < 2) continue;
        const mir_instr *c = &bb->ins[bb->n - 1], *def = &bb->ins[bb->n - 2];
        const mir_opnd *x = &c->src[0];
        if (c->op != RPU_MOV || c->flags || x->kind != MO_VREG || x->scale || f->vregs[x->index].special) continue;
        if (def->dst.kind != MO_VREG || def->dst.index != x->index || !float_result(def) ||
            def->flags & ~MI_FULLDEF || (bb->n >= 3 && bb->ins[bb->n - 3].flags & MI_PAIR_NEXT))
            continue;
        int lane = __builtin_ctz(c->mask), test = x->neg ? mir_negated_test(bb->test) : bb->test;
        if (test < 0 || def->mask != 1 << x->swz[lane]) continue;
        bb->test = (uint8_t)test;
        mir_remove(f, b, bb->n - 1);
        changed = true;
    }
    return changed;
}
