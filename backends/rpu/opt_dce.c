/* Dead code elimination (seed 000 section 7.7): an instruction whose written
 * lanes are all dead afterwards, and that has no other effect, goes.  Compare
 * instructions ending a branch block, calls and stores stay; an _rcp/_rsq
 * into R15 lives as long as its S lane is read. */
#include "mir.h"

#include <stdlib.h>
#include <string.h>

typedef struct probe {
    const uint8_t *live;
    bool needed;
} probe;

static void needed_cb(void *ctx, int v, uint8_t mask, bool kill) {
    (void)kill;
    probe *p = ctx;
    if (p->live[v] & mask) p->needed = true;
}

bool rpu_dce(mir_func *f) {
    mir_live_sets(f);
    bool changed = false;
    mir_live live;
    mir_live_init(&live, f);
    bool *drop = NULL;
    for (int b = 0; b < f->nblocks; b++) {
        mir_block *bb = &f->blocks[b];
        drop = realloc(drop, (size_t)bb->n + 1);
        mir_live_load(&live, &bb->out);
        for (int i = bb->n - 1; i >= 0; i--) {
            mir_instr *in = &bb->ins[i];
            bool keep = mir_has_side_effects(in) || (bb->term == MT_BR && i == bb->n - 1);
            if (!keep) {
                probe p = {live.mask, false};
                mir_defs(f, in, needed_cb, &p);
                keep = p.needed;
            }
            drop[i] = !keep;
            if (keep) mir_live_back(f, in, &live);
            else changed = true;
        }
        mir_remove_marked(f, b, drop);
    }
    free(drop);
    mir_live_free(&live);
    return changed;
}
