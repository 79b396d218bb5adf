/* Copy merging, after scheduling: two moves into other lanes of one
 * register from one source register (`mov A.x, I0.x` then `mov A.y, I0.y`)
 * are one move writing both (`mov A.xy, I0.xy`), where a lane-by-lane
 * selection (addresses, phi copies, vectors split by the allocator) left
 * them.  The second moves up to the first over instructions that neither
 * touch its destination lanes nor write its source; it must read no lane
 * the first writes; co-issued pairs and a branch's compare stay as they
 * are.  Moves into two vregs sharing a register become a move into the
 * register itself, only in a function without calls (the saves around a
 * call follow vregs). */
#include "mir.h"

#include <stdlib.h>
#include <string.h>

static bool same_source(const mir_opnd *a, const mir_opnd *b) {
    if (a->kind != b->kind || a->neg != b->neg || a->scale != b->scale) return false;
    if (a->kind == MO_IMM) return memcmp(&a->imm, &b->imm, sizeof a->imm) == 0;
    return a->kind != MO_NONE && a->index == b->index && (a->kind != MO_PHYS || a->file == b->file);
}

static bool plain_move(const mir_instr *in) { return in->op == RPU_MOV && !(in->flags & ~MI_FULLDEF) && in->dst.kind == MO_VREG; }

static bool mergeable(const mir_func *f, const mir_instr *a, const mir_instr *b, bool calls) {
    if (!plain_move(a) || !plain_move(b) || !same_source(&a->src[0], &b->src[0])) return false;
    mir_reg_lanes aw = mir_written(f, a), bw = mir_written(f, b);
    if (aw.place != bw.place || (aw.mask & bw.mask) || (a->dst.index != b->dst.index && calls)) return false;
    return a->src[0].kind != MO_VREG || !mir_overlap(aw, mir_read_by(f, &b->src[0]));
}

/* a writes b's lanes too (a's destination the register when they name two vregs). */
static void merge(const mir_func *f, mir_instr *a, const mir_instr *b) {
    int la = mir_lane_of(f, &a->dst), lb = mir_lane_of(f, &b->dst);
    if (a->dst.index != b->dst.index) {
        int reg = f->vregs[a->dst.index].reg;
        uint8_t swz[4];
        memcpy(swz, a->src[0].swz, 4);
        for (int l = 0; l < 4; l++) a->src[0].swz[l] = swz[l - la >= 0 ? l - la : 0];
        a->mask = (uint8_t)(a->mask << la);
        a->dst = mir_phys(RPU_F_R, reg);
        la = 0;
    }
    for (int l = 0; l < 4; l++)
        if (b->mask & (1 << l)) a->src[0].swz[lb + l - la] = b->src[0].swz[l];
    a->mask |= (uint8_t)(b->mask << (lb - la));
    a->flags |= b->flags;
    /* an unwritten lane reads what the next written one does (the last
       written one's past it): the short swizzle */
    int next = 31 - __builtin_clz(a->mask);
    for (int l = 3; l >= 0; l--) {
        if (a->mask & (1 << l)) next = l;
        else a->src[0].swz[l] = a->src[0].swz[next];
    }
}

enum { WINDOW = 4 }; /* how far a second move is looked for */

bool rpu_merge_copies(mir_func *f) {
    bool changed = false, calls = false;
    for (int bi = 0; bi < f->nblocks; bi++)
        for (int i = 0; i < f->blocks[bi].n; i++) calls = calls || f->blocks[bi].ins[i].op == MIR_CALL;
    for (int bi = 0; bi < f->nblocks; bi++) {
        mir_block *bb = &f->blocks[bi];
        bool *drop = calloc((size_t)bb->n + 1, 1);
        if (!drop) abort();
        int end = bb->term == MT_BR ? bb->n - 1 : bb->n; /* the compare stays */
        for (int i = 0; i < end; i++) {
            mir_instr *a = &bb->ins[i];
            if (drop[i] || (i > 0 && bb->ins[i - 1].flags & MI_PAIR_NEXT) || !plain_move(a)) continue;
            for (int j = i + 1; j < end && j <= i + WINDOW; j++) {
                const mir_instr *b = &bb->ins[j];
                if (drop[j]) continue;
                if (!(bb->ins[j - 1].flags & MI_PAIR_NEXT) && mergeable(f, a, b, calls)) {
                    bool clear = true;
                    for (int k = i + 1; k < j && clear; k++) clear = drop[k] || mir_commute(f, &bb->ins[k], b);
                    if (clear) {
                        merge(f, a, b);
                        drop[j] = changed = true;
                        continue;
                    }
                }
                if (b->flags & MI_PAIR_NEXT) break;
            }
        }
        mir_remove_marked(f, bi, drop);
        free(drop);
    }
    return changed;
}
