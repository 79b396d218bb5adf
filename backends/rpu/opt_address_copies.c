/* Address copies reused across blocks, after merge-copies: a move into
 * lanes of A from an I register (`mov A.w, I0.w` before a load through
 * A.w) goes where A already holds those lanes of that I register on every
 * way to it, as the move of its other lanes left it (`mov A.xyz, I0.xyz`
 * widened to `mov A, I0`, in a block before: the triangle record's lanes,
 * loaded once, addressing loads in later blocks).  A forward dataflow over
 * the blocks tells per lane of A which I register lane it holds: a move
 * sets it, any other write of the lane, of the I register (a load) or a
 * call forgets it.  A move may also lend the lanes of A dead after it (it
 * would copy them unasked: nothing reads them before they are written
 * again); where a later move is dropped thanks to such a lane, the move
 * writes it.  Co-issued moves stay as they are (the pair's masks). */
#include "mir.h"

#include <stdlib.h>

enum { TOP = -2, NONE = -1 };

typedef struct lane_fact {
    int8_t code;   /* I register * 4 + its lane; NONE; TOP: no way reaches here yet */
    int owner;     /* a lent lane: the move (candidate number) that would write it; -1: written */
} lane_fact;

typedef struct facts {
    lane_fact l[4];
} facts;

typedef struct copies {
    mir_func *f;
    uint8_t **dead; /* per block and instruction: the lanes of A dead after it */
    int *cand_block, *cand_pos, ncand;
    int **cand_of;  /* per block and instruction: its candidate number or -1 */
} copies;

/* The I register a plain move into A reads (its number), or -1. */
static int move_from_i(const mir_func *f, const mir_instr *in) {
    if (in->op != RPU_MOV || in->flags & ~MI_FULLDEF || in->dst.kind != MO_VREG || in->dst.index != f->areg) return -1;
    const mir_opnd *s = &in->src[0];
    if (s->kind != MO_VREG || s->neg || s->scale) return -1;
    for (int k = 0; k < 4; k++)
        if (s->index == f->ireg[k]) return k;
    return -1;
}

static bool paired(const mir_block *bb, int p) { return bb->ins[p].flags & MI_PAIR_NEXT || (p > 0 && bb->ins[p - 1].flags & MI_PAIR_NEXT); }

typedef struct forget {
    const mir_func *f;
    facts *x;
} forget;

static void forget_def(void *ctx, int v, uint8_t mask, bool kill) {
    forget *g = ctx;
    for (int l = 0; l < 4; l++) {
        lane_fact *t = &g->x->l[l];
        if (v == g->f->areg && (kill || mask & (1 << l))) t->code = NONE;
        for (int k = 0; k < 4; k++)
            if (v == g->f->ireg[k] && t->code >= 0 && t->code / 4 == k) t->code = NONE;
        if (t->code == NONE) t->owner = -1;
    }
}

/* x after instruction p of block b. */
static void step(const copies *c, int b, int p, facts *x) {
    const mir_func *f = c->f;
    const mir_instr *in = &f->blocks[b].ins[p];
    int k = move_from_i(f, in);
    if (k < 0) {
        mir_defs(f, in, forget_def, &(forget){f, x});
        return;
    }
    int cand = c->cand_of[b][p];
    for (int l = 0; l < 4; l++)
        if (in->mask & (1 << l)) x->l[l] = (lane_fact){(int8_t)(k * 4 + in->src[0].swz[l]), -1};
        else if (cand >= 0 && c->dead[b][p] & (1 << l)) x->l[l] = (lane_fact){(int8_t)(k * 4 + l), cand};
        else if (in->flags & MI_FULLDEF) x->l[l] = (lane_fact){NONE, -1};
}

/* Whether move p of block b writes what A holds already (x before it). */
static bool held(const mir_func *f, const mir_block *bb, int p, const facts *x) {
    const mir_instr *m = &bb->ins[p];
    int k = move_from_i(f, m);
    if (k < 0 || paired(bb, p) || m->flags & MI_FULLDEF) return false;
    for (int l = 0; l < 4; l++)
        if (m->mask & (1 << l) && x->l[l].code != k * 4 + m->src[0].swz[l]) return false;
    return true;
}

/* x over instruction p of block b; true (x unchanged) for a move A holds
 * already, which goes. */
static bool transfer(const copies *c, int b, int p, facts *x) {
    if (held(c->f, &c->f->blocks[b], p, x)) return true;
    step(c, b, p, x);
    return false;
}

static bool meet(facts *into, const facts *x) {
    bool changed = false;
    for (int l = 0; l < 4; l++) {
        lane_fact *a = &into->l[l];
        const lane_fact *b = &x->l[l];
        lane_fact m = a->code == TOP ? *b : b->code == TOP ? *a : (a->code == b->code && a->owner == b->owner) ? *a : (lane_fact){NONE, -1};
        changed |= m.code != a->code || m.owner != a->owner;
        *a = m;
    }
    return changed;
}

/* Liveness of A after each instruction, and the moves that may lend lanes
 * (identity lanes, not co-issued). */
static void find_candidates(copies *c) {
    mir_func *f = c->f;
    mir_live_sets(f);
    mir_live live;
    mir_live_init(&live, f);
    for (int b = 0; b < f->nblocks; b++) {
        const mir_block *bb = &f->blocks[b];
        c->dead[b] = calloc((size_t)bb->n + 1, 1);
        c->cand_of[b] = malloc(((size_t)bb->n + 1) * sizeof(int));
        if (!c->dead[b] || !c->cand_of[b]) abort();
        mir_live_load(&live, &bb->out);
        for (int p = bb->n - 1; p >= 0; p--) {
            c->dead[b][p] = (uint8_t)(~live.mask[f->areg] & 15);
            mir_live_back(f, &bb->ins[p], &live);
        }
        for (int p = 0; p < bb->n; p++) {
            const mir_instr *in = &bb->ins[p];
            bool identity = move_from_i(f, in) >= 0 && !paired(bb, p);
            for (int l = 0; l < 4 && identity; l++) identity = !(in->mask & (1 << l)) || in->src[0].swz[l] == l;
            c->cand_of[b][p] = identity ? c->ncand : -1;
            if (identity) {
                c->cand_block[c->ncand] = b;
                c->cand_pos[c->ncand++] = p;
            }
        }
    }
    mir_live_free(&live);
}

bool rpu_address_copies(mir_func *f) {
    int ninstr = 0;
    for (int b = 0; b < f->nblocks; b++) ninstr += f->blocks[b].n;
    size_t nblocks = f->nblocks > 0 ? (size_t)f->nblocks : 1;
    copies c = {f, calloc(nblocks, sizeof(uint8_t *)), malloc(((size_t)ninstr + 1) * sizeof(int)),
                malloc(((size_t)ninstr + 1) * sizeof(int)), 0, calloc(nblocks, sizeof(int *))};
    facts *in = malloc(nblocks * sizeof *in);
    uint8_t *widen = calloc((size_t)ninstr + 1, 1);
    if (!c.dead || !c.cand_block || !c.cand_pos || !c.cand_of || !in || !widen) abort();
    find_candidates(&c);
    for (int b = 0; b < f->nblocks; b++)
        for (int l = 0; l < 4; l++) in[b].l[l] = (lane_fact){(int8_t)(b == 0 ? NONE : TOP), -1};
    /* the moves that go change the facts of those after them: a cap on
       the rounds, past which nothing changes */
    bool settled = false;
    for (int round = 0; round < 4 * f->nblocks + 8 && !settled; round++) {
        settled = true;
        for (int b = 0; b < f->nblocks; b++) {
            const mir_block *bb = &f->blocks[b];
            facts x = in[b];
            for (int p = 0; p < bb->n; p++) transfer(&c, b, p, &x);
            int nsucc = bb->term == MT_BR ? 2 : bb->term == MT_JMP ? 1 : 0;
            for (int s = 0; s < nsucc; s++) settled &= !meet(&in[bb->succ[s]], &x);
        }
    }
    bool dropped = false;
    bool **drop = calloc(nblocks, sizeof *drop);
    if (!drop) abort();
    for (int b = 0; b < f->nblocks && settled; b++) {
        const mir_block *bb = &f->blocks[b];
        drop[b] = calloc((size_t)bb->n + 1, 1);
        if (!drop[b]) abort();
        facts x = in[b];
        for (int p = 0; p < bb->n; p++)
            if (transfer(&c, b, p, &x)) {
                for (int l = 0; l < 4; l++)
                    if (bb->ins[p].mask & (1 << l) && x.l[l].owner >= 0) widen[x.l[l].owner] |= (uint8_t)(1 << l);
                drop[b][p] = dropped = true;
            }
    }
    /* the lent lanes used: their moves write them (before any instruction
       goes, while the candidates' positions hold) */
    for (int k = 0; k < c.ncand; k++) {
        if (!widen[k]) continue;
        mir_instr *m = &f->blocks[c.cand_block[k]].ins[c.cand_pos[k]];
        m->mask |= widen[k];
        for (int l = 0; l < 4; l++)
            if (widen[k] & (1 << l)) m->src[0].swz[l] = (uint8_t)l;
    }
    for (int b = 0; b < f->nblocks; b++) {
        if (drop[b]) mir_remove_marked(f, b, drop[b]);
        free(drop[b]);
    }
    free(drop);
    for (int b = 0; b < f->nblocks; b++) {
        free(c.dead[b]);
        free(c.cand_of[b]);
    }
    free(c.dead);
    free(c.cand_of);
    free(c.cand_block);
    free(c.cand_pos);
    free(in);
    free(widen);
    return dropped;
}
