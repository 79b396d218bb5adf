/* Sinking: an instruction of a branching block whose results only one
 * successor needs, a successor that only this block reaches, moves to that
 * successor's head, so the other way does not execute it.  It then never
 * runs more often than before (a block with one predecessor is no loop
 * header), and a value selected on one way is computed where it is chosen
 * (the allocator can give it its phi's register: no copy), and a length's
 * `mov_rcp` of a dp3_rsq's S lane leaves that dp3_rsq free to carry the
 * block's branch (opt_constfold.c).  Arithmetic only, whose sources the
 * rest of the block keeps and whose results (any lane of the destination,
 * a full definition undefining the others; its S lanes) the rest of the
 * block neither reads nor writes. */
#include "mir.h"

#include <stdlib.h>

typedef struct written {
    const mir_func *f;
    int nv, v[4];
    uint8_t mask[4];
} written;

static void note_written(void *ctx, int v, uint8_t mask, bool kill) {
    (void)kill;
    written *w = ctx;
    if (w->nv < 4) {
        w->v[w->nv] = v;
        w->mask[w->nv] = v == w->f->sreg ? mask : 15;
    }
    w->nv++; /* past 4: not moved */
}

/* The successor instruction p of block b can move to, or -1. */
static int sink_target(const mir_func *f, int b, int p, const int *npred) {
    const mir_block *bb = &f->blocks[b];
    const mir_instr *in = &bb->ins[p];
    if (!mir_is_arith(in) || (in->dst.kind != MO_VREG && !(in->flags & (MI_RCP | MI_RSQ))) || !mir_sources_kept(f, bb, in, p + 1, bb->n)) return -1;
    written w = {.f = f};
    mir_defs(f, in, note_written, &w);
    if (w.nv > 4) return -1;
    int target = -1;
    for (int k = 0; k < w.nv; k++) {
        if (mir_touches(f, bb, p + 1, bb->n, w.v[k], w.mask[k], true)) return -1;
        for (int s = 0; s < 2; s++)
            if (mir_lanes_of(&f->blocks[bb->succ[s]].in, w.v[k]) & w.mask[k]) {
                if (target >= 0 && target != s) return -1;
                target = s;
            }
    }
    /* dead (dce's), a join, or entered otherwise: the entry, b itself */
    int succ = target < 0 ? -1 : bb->succ[target];
    if (succ < 0 || npred[succ] != 1 || succ == 0 || succ == b) return -1;
    return succ;
}

bool rpu_sink(mir_func *f) {
    bool changed = false;
    mir_live_sets(f);
    int *npred = mir_pred_counts(f);
    for (int b = 0; b < f->nblocks; b++) {
        if (f->blocks[b].term != MT_BR || f->blocks[b].succ[0] == f->blocks[b].succ[1]) continue;
        bool moved = false;
        /* backwards, each to its successor's head: the moved keep their order */
        for (int p = f->blocks[b].n - 2; p >= 0; p--) {
            int s = sink_target(f, b, p, npred);
            if (s < 0) continue;
            mir_instr in = f->blocks[b].ins[p];
            mir_remove(f, b, p);
            mir_insert(f, s, 0, &in);
            /* s's in set changes (b alone reaches it); b's in does not (the
               sources were live there already, or defined in b before) */
            mir_live_block_in(f, s);
            moved = changed = true;
        }
        if (moved) mir_live_block_out(f, b);
    }
    free(npred);
    return changed;
}
