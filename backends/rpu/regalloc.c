/* Register allocation by graph coloring with friends (seed 000 section 8),
 * with scalars packed into free lanes of any register (seed 002 section 3.3.4).
 *
 * Interference is lane-precise: an edge between two virtual registers is a
 * 4x4 matrix saying which logical lane of one may not share a physical lane
 * with which logical lane of the other.  A copy adds no conflict between the
 * lanes it copies, so a scalar written into a lane of a vector (a triple built
 * from scalars) may live in that very lane.  Friends are the two sides of a
 * copy, lane by lane; a placement scores by the friends it shares a physical
 * lane with, then scalars prefer the w lane (the thesis's scalar half), then
 * the least used register, then the lowest number.  Vectors (3 lanes, xyz)
 * are placed before scalars, which fill the lanes left over. */
#include "mir.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct edge {
    int other;
    int twin;   /* index of the reverse half in other's list */
    uint16_t m; /* bit i*4+j: my lane i conflicts with its lane j */
} edge;

typedef struct friend {
    int other;
    uint8_t mine, its; /* logical lanes holding the same value */
} friend;

typedef struct node {
    edge *e;
    int ne, ce;
    friend *fr;
    int nf, cf;
} node;

typedef struct ra {
    mir_func *f;
    node *n;
    bool *across_light; /* live across a light call (@rpu.call): best kept in R8-R14 */
    int *at;            /* scratch, -1 outside add_edges: where v's edge to w is (at[w]) */
} ra;

static uint16_t transpose(uint16_t m) {
    uint16_t t = 0;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            if (m & (1u << (i * 4 + j))) t |= (uint16_t)(1u << (j * 4 + i));
    return t;
}

static void grow_edges(node *n) {
    if (n->ne < n->ce) return;
    n->ce = n->ce ? n->ce * 2 : 8;
    n->e = realloc(n->e, (size_t)n->ce * sizeof *n->e);
}

/* The conflicts m[k] of a with each b[k]: through r->at, one pass over a's
 * edges finds those already there, whatever a's degree. */
static void add_edges(ra *r, int a, const int *b, const uint16_t *m, int nb) {
    if (r->f->vregs[a].special) return;
    node *na = &r->n[a];
    for (int k = 0; k < na->ne; k++) r->at[na->e[k].other] = k;
    for (int k = 0; k < nb; k++) {
        int w = b[k];
        if (w == a || !m[k] || r->f->vregs[w].special) continue;
        node *nw = &r->n[w];
        if (r->at[w] >= 0) {
            edge *e = &na->e[r->at[w]];
            e->m |= m[k];
            nw->e[e->twin].m |= transpose(m[k]);
            continue;
        }
        grow_edges(na);
        grow_edges(nw);
        r->at[w] = na->ne;
        na->e[na->ne++] = (edge){w, nw->ne, m[k]};
        nw->e[nw->ne++] = (edge){a, r->at[w], transpose(m[k])};
    }
    for (int k = 0; k < na->ne; k++) r->at[na->e[k].other] = -1;
}

static void add_friend(ra *r, int a, int b, int la, int lb) {
    if (a == b || r->f->vregs[a].special || r->f->vregs[b].special) return;
    node *n = &r->n[a];
    if (n->nf == n->cf) {
        n->cf = n->cf ? n->cf * 2 : 4;
        n->fr = realloc(n->fr, (size_t)n->cf * sizeof *n->fr);
    }
    n->fr[n->nf++] = (friend){b, (uint8_t)la, (uint8_t)lb};
}

static bool plain_copy(const mir_instr *in) {
    return in->op == RPU_MOV && !(in->flags & ~MI_FULLDEF) && in->src[0].kind == MO_VREG && !in->src[0].neg && !in->src[0].scale &&
           in->dst.kind == MO_VREG;
}

typedef struct def_ctx {
    ra *r;
    const mir_instr *in;
    const mir_live *live;
    int *w;      /* scratch: the vregs v conflicts with */
    uint16_t *m; /* ...and how */
} def_ctx;

/* The lanes conflicting when lanes `mine` of one vreg and `its` of another live at once. */
static uint16_t conflict(uint8_t mine, uint8_t its) {
    uint16_t m = 0;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            if ((mine & (1 << i)) && (its & (1 << j))) m |= (uint16_t)(1u << (i * 4 + j));
    return m;
}

static void def_conflicts(void *ctx, int v, uint8_t mask, bool kill) {
    (void)kill;
    def_ctx *d = ctx;
    bool copy = plain_copy(d->in) && d->in->dst.index == v;
    int nw = 0;
    for (int k = 0; k < d->live->n; k++) {
        int w = d->live->list[k];
        uint16_t m = conflict(mask, d->live->mask[w]);
        if (copy && d->in->src[0].index == w)
            for (int i = 0; i < 4; i++) m &= (uint16_t)~(1u << (i * 4 + d->in->src[0].swz[i]));
        d->w[nw] = w;
        d->m[nw++] = m;
    }
    add_edges(d->r, v, d->w, d->m, nw);
}

static void build(ra *r) {
    mir_func *f = r->f;
    int nv = f->nvregs;
    mir_live_sets(f);
    mir_live live;
    mir_live_init(&live, f);
    def_ctx d = {r, NULL, &live, malloc((size_t)nv * sizeof(int)), malloc((size_t)nv * sizeof(uint16_t))};
    for (int b = 0; b < f->nblocks; b++) {
        mir_block *bb = &f->blocks[b];
        mir_live_load(&live, &bb->out);
        for (int i = bb->n - 1; i >= 0; i--) {
            const mir_instr *in = &bb->ins[i];
            if (in->op == MIR_CALL && in->src[0].kind == MO_VREG) /* what lives on after a light call */
                for (int k = 0; k < live.n; k++) r->across_light[live.list[k]] = true;
            d.in = in;
            mir_defs(f, in, def_conflicts, &d);
            if (plain_copy(in))
                for (int l = 0; l < 4; l++)
                    if (in->mask & (1 << l)) {
                        add_friend(r, in->dst.index, in->src[0].index, l, in->src[0].swz[l]);
                        add_friend(r, in->src[0].index, in->dst.index, in->src[0].swz[l], l);
                    }
            mir_live_back(f, in, &live);
        }
    }
    /* values live at the entry (parameters) conflict with each other */
    mir_live_load(&live, &f->blocks[0].in);
    for (int k = 0; k < live.n; k++) {
        int v = live.list[k], nw = 0;
        for (int q = 0; q < live.n; q++)
            if (live.list[q] > v) {
                d.w[nw] = live.list[q];
                d.m[nw++] = conflict(live.mask[v], live.mask[live.list[q]]);
            }
        add_edges(r, v, d.w, d.m, nw);
    }
    mir_live_free(&live);
    free(d.w);
    free(d.m);
}

/* The bases (bit b: logical lane 0 at physical lane b) where n's vreg would
 * clash with its placed neighbours, per register: one pass over the edges. */
static void clashes(const mir_func *f, const node *n, uint8_t *blocked) {
    memset(blocked, 0, MIR_NPHYS);
    for (int k = 0; k < n->ne; k++) {
        const mir_vreg *o = &f->vregs[n->e[k].other];
        if (o->reg < 0) continue;
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++)
                if ((n->e[k].m & (1u << (i * 4 + j))) && o->lane + j - i >= 0) blocked[o->reg] |= (uint8_t)(1 << (o->lane + j - i));
    }
}

/* Spill choice while coloring (rpucg.h, "Spilling"): a vreg that finds no
 * place either is spilled itself or takes the place whose occupants cost
 * least to spill, and they are spilled (lose their place), whichever costs
 * less (rpu_spill_costs); so one coloring pass decides every spill its
 * failures call for.  Costs are computed at the first failure only: a
 * function that fits is colored exactly as without spilling. */
typedef struct spill_choice {
    int *slot;    /* per vreg, rpu_spill's */
    double *cost; /* NULL until the first failure */
    bool *remat;
    int nspilled;
} spill_choice;

static void spill_vreg(mir_func *f, spill_choice *c, int v) {
    c->slot[v] = c->remat[v] ? MIR_SPILL_REMAT : f->nspill++;
    c->nspilled++;
}

/* v (node n) found no place: false when neither it nor what blocks it can be spilled. */
static bool place_by_spilling(mir_func *f, const node *n, int v, spill_choice *c, int *uses) {
    if (!c->cost) {
        c->cost = malloc((size_t)f->nvregs * sizeof *c->cost);
        c->remat = malloc((size_t)f->nvregs * sizeof *c->remat);
        rpu_spill_costs(f, c->cost, c->remat);
    }
    mir_vreg *vr = &f->vregs[v];
    int best_reg = -1, best_lane = 0;
    double best = c->cost[v]; /* spilling v itself */
    for (int reg = 0; reg < f->nphys; reg++)
        for (int base = 0; base + vr->lanes <= 4 && (vr->kind == VK_SCALAR || !base); base++) {
            double sum = 0;
            for (int k = 0; k < n->ne && sum < best; k++) {
                int o = n->e[k].other;
                if (f->vregs[o].reg != reg) continue;
                for (int i = 0; i < 16; i++)
                    if ((n->e[k].m & (1u << i)) && base + i / 4 == f->vregs[o].lane + i % 4) {
                        sum += c->cost[o];
                        break;
                    }
            }
            if (sum < best) {
                best = sum;
                best_reg = reg;
                best_lane = base;
            }
        }
    if (best_reg < 0) {
        if (c->cost[v] == HUGE_VAL) return false;
        spill_vreg(f, c, v);
        return true;
    }
    for (int k = 0; k < n->ne; k++) {
        mir_vreg *o = &f->vregs[n->e[k].other];
        if (o->reg != best_reg) continue;
        for (int i = 0; i < 16; i++)
            if ((n->e[k].m & (1u << i)) && best_lane + i / 4 == o->lane + i % 4) {
                spill_vreg(f, c, n->e[k].other);
                uses[o->reg]--;
                o->reg = -1;
                o->lane = 0;
                break;
            }
    }
    vr->reg = (int8_t)best_reg;
    vr->lane = (int8_t)best_lane;
    uses[best_reg]++;
    return true;
}

/* The coloring order's heap: fewest edges left, then fewest friends, then the lowest number. */
typedef struct order_ctx {
    const node *n;
    const int *deg;
} order_ctx;

static bool fewer_edges(const void *ctx, int x, int y) {
    const order_ctx *o = ctx;
    if (o->deg[x] != o->deg[y]) return o->deg[x] < o->deg[y];
    if (o->n[x].nf != o->n[y].nf) return o->n[x].nf < o->n[y].nf;
    return x < y;
}

/* One coloring pass; false when some vreg found no place and could not be
 * given one by spilling (c->slot says what is spilled). */
static bool color(mir_func *f, spill_choice *c) {
    ra r = {f, calloc((size_t)f->nvregs, sizeof(node)), calloc((size_t)f->nvregs, 1), malloc((size_t)f->nvregs * sizeof(int))};
    for (int v = 0; v < f->nvregs; v++) r.at[v] = -1;
    build(&r);
    int nv = f->nvregs;
    /* the coloring order: repeatedly take the node with fewest edges (then fewest friends) */
    bool *gone = calloc((size_t)nv, 1);
    int *deg = calloc((size_t)nv, sizeof *deg), *order = calloc((size_t)nv, sizeof *order), norder = 0;
    order_ctx oc = {r.n, deg};
    mir_heap h = {malloc((size_t)nv * sizeof(int)), 0, fewer_edges, &oc, malloc((size_t)nv * sizeof(int))};
    for (int v = 0; v < nv; v++) {
        gone[v] = f->vregs[v].special || f->vregs[v].pinned;
        deg[v] = r.n[v].ne;
        if (!gone[v]) mir_heap_push(&h, v);
    }
    while (h.n) {
        int best = mir_heap_pop(&h);
        gone[best] = true;
        order[norder++] = best;
        for (int k = 0; k < r.n[best].ne; k++) {
            int w = r.n[best].e[k].other;
            deg[w]--;
            if (!gone[w]) mir_heap_up(&h, w);
        }
    }
    free(h.a);
    free(h.pos);
    int uses[MIR_NPHYS] = {0};
    for (int v = 0; v < nv; v++)
        if (f->vregs[v].pinned) uses[f->vregs[v].reg]++;
    bool ok = true;
    /* the last removed (most constrained) first; vectors before scalars */
    for (int pass = 0; pass < 2 && ok; pass++)
        for (int k = norder - 1; k >= 0 && ok; k--) {
            int v = order[k];
            mir_vreg *vr = &f->vregs[v];
            if ((vr->kind == VK_SCALAR) != (pass == 1)) continue;
            int best_reg = -1, best_lane = 0, best_score = -1;
            uint8_t blocked[MIR_NPHYS];
            clashes(f, &r.n[v], blocked);
            for (int reg = 0; reg < f->nphys; reg++)
                for (int base = 0; base + vr->lanes <= 4; base++) {
                    if (vr->kind != VK_SCALAR && base) break;
                    if (blocked[reg] & (1 << base)) continue;
                    int friends = 0;
                    for (int q = 0; q < r.n[v].nf; q++) {
                        const friend *fr = &r.n[v].fr[q];
                        const mir_vreg *o = &f->vregs[fr->other];
                        if (o->reg == reg && o->lane + fr->its == base + fr->mine) friends++;
                    }
                    /* friends, then R8-R14 for what a light call must not change, then a
                       scalar's w lane, then balance, then low numbers */
                    int score = friends * 4096 + (r.across_light[v] && reg >= MIR_LIGHT_REGS) * 2048 +
                                (vr->kind == VK_SCALAR && base == 3) * 1024 + (64 - uses[reg]) * 16;
                    if (best_reg < 0 || score > best_score) {
                        best_score = score;
                        best_reg = reg;
                        best_lane = base;
                    }
                }
            if (best_reg < 0) {
                ok = place_by_spilling(f, &r.n[v], v, c, uses);
                continue;
            }
            vr->reg = (int8_t)best_reg;
            vr->lane = (int8_t)best_lane;
            uses[best_reg]++;
        }
    for (int v = 0; v < nv; v++) {
        free(r.n[v].e);
        free(r.n[v].fr);
    }
    free(r.n);
    free(r.across_light);
    free(r.at);
    free(gone);
    free(deg);
    free(order);
    return ok;
}

/* The most lanes of values live at once (for the failure message). */
static int pressure(mir_func *f) {
    int nv = f->nvregs, most = -1;
    mir_liveness(f);
    uint8_t *live = malloc((size_t)nv);
    for (int b = 0; b < f->nblocks; b++) {
        memcpy(live, f->blocks[b].live_out, (size_t)nv);
        for (int i = f->blocks[b].n - 1; i >= -1; i--) {
            int lanes = 0;
            for (int v = 0; v < nv; v++)
                if (live[v] && !f->vregs[v].special) lanes += __builtin_popcount(live[v]);
            if (lanes > most) most = lanes;
            if (i >= 0) mir_live_step(f, &f->blocks[b].ins[i], live);
        }
    }
    free(live);
    return most < 0 ? 0 : most;
}

/* Each round spills what its coloring chose and colors again; the spill
 * code's own short copies are never spilled, so each round spills values
 * that were not spilled before: few rounds (a failure's copies sit where
 * the pressure is, and those next to them make room).  A function holding
 * many values at once (an array of words promoted to registers, carried
 * round a loop) spills some each round, so the rounds allowed grow with its
 * values (a bounded number per value). */
enum { MIN_SPILL_ROUNDS = 32, VALUES_PER_ROUND = 8 };

bool rpu_regalloc(mir_func *f, char **err) {
    bool ok = false, stuck = false;
    int rounds = MIN_SPILL_ROUNDS + f->nvregs / VALUES_PER_ROUND;
    for (int round = 0; round < rounds && !ok && !stuck; round++) {
        spill_choice c = {malloc((size_t)f->nvregs * sizeof(int)), NULL, NULL, 0};
        for (int v = 0; v < f->nvregs; v++) c.slot[v] = MIR_SPILL_NONE;
        ok = color(f, &c) && !c.nspilled;
        if (!ok && c.nspilled) mir_liveness(f); /* the lane masks rpu_spill reads (coloring used only the sets) */
        stuck = !ok && (!c.nspilled || !rpu_spill(f, c.slot));
        if (!ok)
            for (int v = 0; v < f->nvregs; v++)
                if (!f->vregs[v].special && !f->vregs[v].pinned) {
                    f->vregs[v].reg = -1;
                    f->vregs[v].lane = 0;
                }
        free(c.slot);
        free(c.cost);
        free(c.remat);
    }
    if (ok) return true;
    *err = rsl_format("function '%s' does not fit in registers: %d lanes of values live at once, "
                       "R0-R%d hold %d%s (and vectors need xyz of one register); spilling to memory did not help",
                       f->name, pressure(f), f->nphys - 1, 4 * f->nphys,
                       f->nphys < MIR_NPHYS ? " in a light entry, which keeps R8-R14" : "");
    return false;
}
