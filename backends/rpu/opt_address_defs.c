/* Addresses computed straight into A: `OP v, ...` then `mov A.l, v`, where
 * the scalar v is defined there and read by that move alone, becomes
 * `OP A.l, ...` when nothing between them reads or writes A.  A scalar
 * computation's sources are broadcast (mir.h), so its result lands in lane
 * l as it would in v's; a dot product's is the same in every lane.  Saves
 * the move of every address an instruction computes (a light loop's
 * `iadd` of the record's address). */
#include "mir.h"

#include <stdlib.h>

typedef struct counts {
    int *uses, *defs;
} counts;

static void count_use(void *ctx, int v, uint8_t mask) {
    (void)mask;
    ((counts *)ctx)->uses[v]++;
}

static void count_def(void *ctx, int v, uint8_t mask, bool kill) {
    (void)mask, (void)kill;
    ((counts *)ctx)->defs[v]++;
}

/* Can def, which writes the scalar v alone, write a lane of A instead? */
static bool retargetable(const mir_instr *def) {
    if (def->op >= RPU_LOAD || (def->flags & (MI_RCP | MI_RSQ | MI_PAIR_NEXT)) || def->mask != 1) return false;
    if (def->op == RPU_DP2H || def->op == RPU_DP3 || def->op == RPU_DP3H || def->op == RPU_DP4) return true;
    for (int s = 0; s < mir_nsrc(def); s++)
        if (!mir_is_scalar_view(&def->src[s])) return false;
    return true;
}

bool rpu_address_defs(mir_func *f) {
    counts c = {calloc((size_t)f->nvregs, sizeof(int)), calloc((size_t)f->nvregs, sizeof(int))};
    bool changed = false, *drop = NULL;
    if (!c.uses || !c.defs) goto done;
    for (int b = 0; b < f->nblocks; b++)
        for (int i = 0; i < f->blocks[b].n; i++) {
            mir_uses(f, &f->blocks[b].ins[i], count_use, &c);
            mir_defs(f, &f->blocks[b].ins[i], count_def, &c);
        }
    for (int r = 0; r < f->nrets; r++) c.uses[f->rets[r]]++;
    for (int b = 0; b < f->nblocks; b++) {
        mir_block *bb = &f->blocks[b];
        bool *d = realloc(drop, (size_t)bb->n + 1);
        if (!d) break;
        drop = d;
        bool any = false;
        for (int j = 0; j < bb->n; j++) {
            drop[j] = false;
            mir_instr *mv = &bb->ins[j];
            const mir_opnd *src = &mv->src[0];
            if (mv->op != RPU_MOV || (mv->flags & ~MI_FULLDEF) || mv->dst.kind != MO_VREG || mv->dst.index != f->areg ||
                __builtin_popcount(mv->mask) != 1 || src->kind != MO_VREG || src->neg || src->scale)
                continue;
            int v = src->index;
            const mir_vreg *vr = &f->vregs[v];
            if (vr->kind != VK_SCALAR || vr->special || vr->pinned || c.uses[v] != 1 || c.defs[v] != 1) continue;
            int k = j - 1;
            while (k >= 0 && !(bb->ins[k].dst.kind == MO_VREG && bb->ins[k].dst.index == v) && !mir_touches(f, bb, k, k + 1, f->areg, 15, true))
                k--;
            mir_instr *def = k >= 0 ? &bb->ins[k] : NULL;
            if (!def || def->dst.kind != MO_VREG || def->dst.index != v || !retargetable(def)) continue;
            def->dst.index = f->areg;
            def->mask = mv->mask;
            def->flags &= (uint8_t)~MI_FULLDEF; /* the other lanes of A keep their addresses */
            drop[j] = any = changed = true;
        }
        if (any) mir_remove_marked(f, b, drop);
    }
done:
    free(drop);
    free(c.uses);
    free(c.defs);
    return changed;
}
