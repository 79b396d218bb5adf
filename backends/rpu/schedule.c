/* List scheduling per basic block (seed 000 section 9), after register
 * allocation, with the latencies of docs/rpu.md.  Dependencies are on
 * physical lanes: read after write waits for the writer's latency; write
 * after read and write after write only keep the order (writes to the junk
 * register R15 are free).  Every earlier writer of a lane read counts, not
 * only the last (a slow write followed by a fast one to the same lane still
 * delays the reader).  The S lanes written by _rcp/_rsq are lanes like any
 * other (isel spreads them round robin, so they reorder).  Calls split a
 * block into independently scheduled runs; a branch's compare stays last.
 * Among the ready instructions: the longest latency-weighted path to the
 * end, then the most direct dependents, then the longest latency, then the
 * original order.
 *
 * Co-issue (docs/rpu.md, thesis 2.2 and 9.3): with `coissue`, the
 * instruction issued in a cycle takes a partner from the instructions ready
 * in the same cycle (the best of the first few in priority order) when both
 * are arithmetic and their physical write masks split the lanes xyz+w or
 * xy+zw; the first gets MI_PAIR_NEXT and emit_asm.c prints the two as one
 * line joined by `||`.  Two instructions ready together have no dependence
 * between them (each waits for its predecessors), so reading both sources
 * before either writes, as the VM does, changes nothing.
 *
 * Linear in the run's length (times the lanes an instruction touches, and
 * a log for the heaps): the dependence graph keeps per lane only the edges
 * from the last writer and from the readers since it, which order
 * everything else transitively; the latencies of the earlier writers and
 * the paths through the transitive edges come from per-lane maxima. */
#include "mir.h"

#include <stdlib.h>
#include <string.h>

/* Lanes as resources: R0-R15 lanes (0-63, 4 per register), S lanes (64-67),
 * A lanes (68-71), I0-I3 lanes (72-87, four per register), memory and HIT
 * (88, mir_func.memreg). */
enum { NRES = 89, RES_S = 64, RES_A = 68, RES_I = 72, RES_MEM = 88 };

typedef struct res {
    uint64_t r; /* lanes 0-63 */
    uint32_t s; /* lanes 64-88 */
} res;

typedef struct acc_ctx {
    const mir_func *f;
    res *into;
} acc_ctx;

static void add_lanes(const mir_func *f, res *x, int v, uint8_t mask) {
    const mir_vreg *r = &f->vregs[v];
    if (v == f->memreg) x->s |= 1u << (RES_MEM - 64);
    else if (r->special && r->file == RPU_F_I) x->s |= (uint32_t)mask << (RES_I - 64 + 4 * r->findex);
    else if (r->special) x->s |= (uint32_t)mask << (r->file == RPU_F_A ? RES_A - 64 : RES_S - 64);
    else if (r->reg >= 0) x->r |= (uint64_t)(mask << r->lane) << (4 * r->reg);
}

static void def_cb(void *ctx, int v, uint8_t mask, bool kill) {
    (void)kill;
    acc_ctx *a = ctx;
    add_lanes(a->f, a->into, v, mask);
}

static void use_cb(void *ctx, int v, uint8_t mask) {
    acc_ctx *a = ctx;
    add_lanes(a->f, a->into, v, mask);
}

/* The lanes of x as resource numbers into ids (at most NRES); their count. */
static int lanes_of(res x, int *ids) {
    int n = 0;
    for (uint64_t m = x.r; m; m &= m - 1) ids[n++] = __builtin_ctzll(m);
    for (uint32_t m = x.s; m; m &= m - 1) ids[n++] = 64 + __builtin_ctz(m);
    return n;
}

typedef struct sched {
    const mir_instr *ins;
    int *path, *succs, *lat, *earliest;
    bool *loaded_before; /* reads an I register loaded before the run (ready at a time the run does not know) */
} sched;

/* The physical lanes an arithmetic instruction writes, 0 for any other
 * (memory, trace, call). */
static uint8_t alu_lanes(const mir_func *f, const mir_instr *in) {
    if (!mir_is_arith(in)) return 0;
    if (in->dst.kind == MO_PHYS) return in->mask;
    if (in->dst.kind != MO_VREG) return 0;
    const mir_vreg *v = &f->vregs[in->dst.index];
    return v->special ? in->mask : (uint8_t)(in->mask << v->lane);
}

/* Whether a and b may issue as one pair: their lanes split xyz+w or xy+zw. */
static bool pairs_with(uint8_t a, uint8_t b) {
    return a && !(a & b) && (a | b) == 15 && (a == 7 || a == 8 || a == 3 || a == 12);
}

enum { PARTNER_LOOKAHEAD = 8 };

/* Takes from `ready` the best instruction that pairs with x, if any among
 * its first PARTNER_LOOKAHEAD; -1 otherwise (ready unchanged).  Not one
 * reading a cell loaded before the run: it may still be on its way, and
 * the pair would make x wait for it too. */
static int take_partner(const mir_func *f, const sched *s, mir_heap *ready, int x) {
    const mir_instr *ins = s->ins;
    uint8_t lanes = alu_lanes(f, &ins[x]);
    if (!lanes) return -1;
    int seen[PARTNER_LOOKAHEAD], nseen = 0, found = -1;
    while (found < 0 && nseen < PARTNER_LOOKAHEAD && ready->n) {
        int y = mir_heap_pop(ready);
        if (!s->loaded_before[y] && pairs_with(lanes, alu_lanes(f, &ins[y]))) found = y;
        else seen[nseen++] = y;
    }
    while (nseen) mir_heap_push(ready, seen[--nseen]);
    return found;
}

/* Priority among ready instructions (the file comment's order). */
static bool better(const void *ctx, int x, int y) {
    const sched *s = ctx;
    if (s->path[x] != s->path[y]) return s->path[x] > s->path[y];
    if (s->succs[x] != s->succs[y]) return s->succs[x] > s->succs[y];
    if (s->lat[x] != s->lat[y]) return s->lat[x] > s->lat[y];
    return x < y;
}

static bool sooner(const void *ctx, int x, int y) {
    const sched *s = ctx;
    return s->earliest[x] != s->earliest[y] ? s->earliest[x] < s->earliest[y] : x < y;
}

static int imax(int a, int b) { return a > b ? a : b; }

/* Per lane: the readers since its last write (the edges into the next writer). */
typedef struct readers {
    int *a, n, cap;
} readers;

/* Edges as (pred, succ) pairs; stamp[i] == j: i -> j is there already (all
 * edges into j are added while j is the newest instruction). */
typedef struct edges {
    int *e, n, cap;
    int *stamp;
} edges;

static void add_edge(edges *g, int i, int j) {
    if (i < 0 || g->stamp[i] == j) return;
    g->stamp[i] = j;
    if (g->n + 2 > g->cap) g->e = realloc(g->e, (size_t)(g->cap = 2 * g->cap + 64) * sizeof *g->e);
    g->e[g->n++] = i;
    g->e[g->n++] = j;
}

static void schedule_run(mir_func *f, mir_instr *ins, int n, bool coissue) {
    res *rd = calloc((size_t)n, sizeof *rd), *wr = calloc((size_t)n, sizeof *wr);
    sched s = {ins, calloc((size_t)n, sizeof(int)), calloc((size_t)n, sizeof(int)), malloc((size_t)n * sizeof(int)),
               calloc((size_t)n, sizeof(int)), calloc((size_t)n, sizeof(bool))};
    for (int i = 0; i < n; i++) {
        acc_ctx a = {f, &wr[i]};
        mir_defs(f, &ins[i], def_cb, &a);
        a.into = &rd[i];
        mir_uses(f, &ins[i], use_cb, &a);
        s.lat[i] = mir_latency(&ins[i]);
    }
    int ids[NRES], nids;
    /* path[i]: the longest latency-weighted path from i to the end over every
     * pair that conflicts (i's latency to a later reader of what it writes,
     * 1 to a later writer of what it reads or writes), from the most any
     * later reader / writer of each lane has */
    int most_rd[NRES] = {0}, most_wr[NRES] = {0};
    for (int i = n - 1; i >= 0; i--) {
        int p = s.lat[i];
        nids = lanes_of(wr[i], ids);
        for (int k = 0; k < nids; k++) p = imax(p, imax(s.lat[i] + most_rd[ids[k]], 1 + most_wr[ids[k]]));
        nids = lanes_of(rd[i], ids);
        for (int k = 0; k < nids; k++) p = imax(p, 1 + most_wr[ids[k]]);
        s.path[i] = p;
        for (int k = 0; k < nids; k++) most_rd[ids[k]] = imax(most_rd[ids[k]], p);
        nids = lanes_of(wr[i], ids);
        for (int k = 0; k < nids; k++) most_wr[ids[k]] = imax(most_wr[ids[k]], p);
    }
    /* the edges (pred, succ), each pair once, from the last writer of each lane
     * read and, for each lane written, from its last writer and readers since */
    int last_wr[NRES];
    readers since[NRES] = {{0}};
    for (int l = 0; l < NRES; l++) last_wr[l] = -1;
    edges g = {NULL, 0, 0, malloc((size_t)n * sizeof(int))};
    for (int j = 0; j < n; j++) g.stamp[j] = -1;
    for (int j = 0; j < n; j++) {
        nids = lanes_of(rd[j], ids);
        for (int k = 0; k < nids; k++) {
            add_edge(&g, last_wr[ids[k]], j);
            s.loaded_before[j] |= ids[k] >= RES_I && ids[k] < RES_I + 16 && last_wr[ids[k]] < 0;
        }
        int wids[NRES], nw = lanes_of(wr[j], wids);
        for (int k = 0; k < nw; k++) {
            readers *r = &since[wids[k]];
            add_edge(&g, last_wr[wids[k]], j);
            for (int q = 0; q < r->n; q++) add_edge(&g, r->a[q], j);
            r->n = 0;
            last_wr[wids[k]] = j;
        }
        for (int k = 0; k < nids; k++) {
            readers *r = &since[ids[k]];
            if (last_wr[ids[k]] == j) continue; /* j's own write orders the next writer */
            if (r->n == r->cap) r->a = realloc(r->a, (size_t)(r->cap = 2 * r->cap + 8) * sizeof *r->a);
            r->a[r->n++] = j;
        }
    }
    int nedge = g.n, *edge = g.e, *npred = calloc((size_t)n, sizeof(int));
    /* successors by predecessor (counting sort of the edges) */
    int *first = calloc((size_t)n + 1, sizeof *first), *succ = malloc((size_t)(nedge / 2 + 1) * sizeof *succ);
    for (int e = 0; e < nedge; e += 2) {
        first[edge[e] + 1]++;
        npred[edge[e + 1]]++;
    }
    for (int i = 0; i < n; i++) {
        s.succs[i] = first[i + 1];
        first[i + 1] += first[i];
    }
    int *fill = malloc((size_t)n * sizeof *fill);
    memcpy(fill, first, (size_t)n * sizeof *fill);
    for (int e = 0; e < nedge; e += 2) succ[fill[edge[e]]++] = edge[e + 1];
    /* issue one instruction per cycle: the best of those whose predecessors
     * have issued and whose earliest cycle has come.  An instruction's
     * earliest cycle is fixed when its last predecessor issues: then every
     * earlier instruction touching its lanes has issued and no later one */
    int wr_done[NRES] = {0}, any_done[NRES] = {0}; /* latest cycle a lane's writes / accesses allow */
    mir_heap ready = {malloc((size_t)n * sizeof(int)), 0, better, &s, NULL}, waiting = {malloc((size_t)n * sizeof(int)), 0, sooner, &s, NULL};
    for (int i = 0; i < n; i++)
        if (!npred[i]) mir_heap_push(&waiting, i);
    mir_instr *copy = malloc((size_t)n * sizeof *copy);
    for (int k = 0, cycle = 0; k < n; cycle++) {
        while (waiting.n && s.earliest[waiting.a[0]] <= cycle) mir_heap_push(&ready, mir_heap_pop(&waiting));
        if (!ready.n) {
            cycle = s.earliest[waiting.a[0]] - 1;
            continue;
        }
        int pick[2] = {mir_heap_pop(&ready), -1};
        if (coissue) pick[1] = take_partner(f, &s, &ready, pick[0]);
        for (int p = 0; p < 2 && pick[p] >= 0; p++) {
            int best = pick[p];
            copy[k] = ins[best];
            if (p == 0 && pick[1] >= 0) copy[k].flags |= MI_PAIR_NEXT;
            k++;
            nids = lanes_of(wr[best], ids);
            for (int q = 0; q < nids; q++) wr_done[ids[q]] = imax(wr_done[ids[q]], cycle + s.lat[best]);
            nids = lanes_of((res){wr[best].r | rd[best].r, wr[best].s | rd[best].s}, ids);
            for (int q = 0; q < nids; q++) any_done[ids[q]] = imax(any_done[ids[q]], cycle + 1);
        }
        /* successors once both have issued: one of x's may touch the partner's lanes */
        for (int p = 0; p < 2 && pick[p] >= 0; p++) {
            int best = pick[p];
            for (int e = first[best]; e < first[best + 1]; e++) {
                int j = succ[e];
                if (--npred[j]) continue;
                int t = 0;
                nids = lanes_of(rd[j], ids);
                for (int q = 0; q < nids; q++) t = imax(t, wr_done[ids[q]]);
                nids = lanes_of(wr[j], ids);
                for (int q = 0; q < nids; q++) t = imax(t, any_done[ids[q]]);
                s.earliest[j] = t;
                mir_heap_push(&waiting, j);
            }
        }
    }
    memcpy(ins, copy, (size_t)n * sizeof *copy);
    for (int l = 0; l < NRES; l++) free(since[l].a);
    free(copy);
    free(ready.a);
    free(waiting.a);
    free(first);
    free(succ);
    free(fill);
    free(edge);
    free(g.stamp);
    free(npred);
    free(rd);
    free(wr);
    free(s.path);
    free(s.succs);
    free(s.lat);
    free(s.earliest);
    free(s.loaded_before);
}

void rpu_schedule(mir_func *f, bool coissue) {
    for (int b = 0; b < f->nblocks; b++) {
        mir_block *bb = &f->blocks[b];
        int end = bb->term == MT_BR ? bb->n - 1 : bb->n;
        int start = 0;
        for (int i = 0; i <= end; i++)
            if (i == end || bb->ins[i].op == MIR_CALL) {
                /* only runs of two or more: an empty block's ins is NULL */
                if (i - start >= 2) schedule_run(f, bb->ins + start, i - start, coissue);
                start = i + 1;
            }
    }
}
