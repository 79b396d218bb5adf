/* Copy coalescing, after register allocation: the allocator gave the two
 * sides of most copies the same place (friends), which leaves moves from a
 * register lane to itself; they go here, as do moves whose lanes all became
 * the same physical lanes. */
#include "mir.h"

#include <stdlib.h>

static bool self_copy(const mir_func *f, const mir_instr *in) {
    if (in->op != RPU_MOV || in->flags & ~MI_FULLDEF || in->dst.kind != MO_VREG || in->src[0].kind != MO_VREG) return false;
    const mir_opnd *s = &in->src[0];
    const mir_vreg *d = &f->vregs[in->dst.index], *r = &f->vregs[s->index];
    if (s->neg || s->scale || d->special || r->special || d->reg != r->reg) return false;
    for (int l = 0; l < 4; l++)
        if ((in->mask & (1 << l)) && d->lane + l != r->lane + s->swz[d->lane + l]) return false;
    return true;
}

void rpu_coalesce(mir_func *f) {
    bool *drop = NULL;
    for (int b = 0; b < f->nblocks; b++) {
        const mir_block *bb = &f->blocks[b];
        drop = realloc(drop, (size_t)bb->n + 1);
        for (int i = 0; i < bb->n; i++) drop[i] = self_copy(f, &bb->ins[i]) && !(bb->term == MT_BR && i == bb->n - 1);
        mir_remove_marked(f, b, drop);
    }
    free(drop);
}
