/* List scheduling per basic block (seed 000 section 9), after register
 * allocation, with the latencies of docs/rpu.md.  Dependencies are on
 * physical lanes: read after write waits for the writer's latency; write
 * after read and write after write only keep the order (writes to the junk
 * register R15 are free).  The S lanes written by _rcp/_rsq are lanes like
 * any other (isel spreads them round robin, so they reorder).  Calls split a
 * block into independently scheduled runs; a branch's compare stays last.
 * Among the ready instructions: the longest latency-weighted path to the
 * end, then the most direct dependents, then the longest latency, then the
 * original order. */
#include "mir.h"

#include <stdlib.h>
#include <string.h>

typedef struct res {
    uint64_t r; /* R0-R15 lanes, 4 bits per register */
    uint32_t s; /* S lanes (bits 0-3), A lanes (4-7), I0-I3 (8-23, four per
                   register), memory and HIT (bit 24, mir_func.memreg) */
} res;

typedef struct acc_ctx {
    const mir_func *f;
    res *into;
} acc_ctx;

static void add_lanes(const mir_func *f, res *x, int v, uint8_t mask) {
    const mir_vreg *r = &f->vregs[v];
    if (v == f->memreg) x->s |= 1u << 24;
    else if (r->special && r->file == RPU_F_I) x->s |= (uint32_t)mask << (8 + 4 * r->findex);
    else if (r->special) x->s |= (uint32_t)mask << (r->file == RPU_F_A ? 4 : 0);
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

static bool overlap(res a, res b) { return (a.r & b.r) || (a.s & b.s); }

static void schedule_run(mir_func *f, mir_instr *ins, int n) {
    res *rd = calloc((size_t)n, sizeof *rd), *wr = calloc((size_t)n, sizeof *wr);
    for (int i = 0; i < n; i++) {
        acc_ctx a = {f, &wr[i]};
        mir_defs(f, &ins[i], def_cb, &a);
        a.into = &rd[i];
        mir_uses(f, &ins[i], use_cb, &a);
    }
    /* dep[i*n+j]: j must issue at least this many cycles after i (0: no edge) */
    int *dep = calloc((size_t)n * (size_t)n, sizeof *dep);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            int w = 0;
            if (overlap(wr[i], rd[j])) w = mir_latency(&ins[i]);
            else if (overlap(rd[i], wr[j]) || overlap(wr[i], wr[j])) w = 1;
            dep[i * n + j] = w;
        }
    int *path = calloc((size_t)n, sizeof *path), *succs = calloc((size_t)n, sizeof *succs);
    for (int i = n - 1; i >= 0; i--) {
        path[i] = mir_latency(&ins[i]);
        for (int j = i + 1; j < n; j++)
            if (dep[i * n + j]) {
                succs[i]++;
                if (dep[i * n + j] + path[j] > path[i]) path[i] = dep[i * n + j] + path[j];
            }
    }
    int *issued = malloc((size_t)n * sizeof *issued), *order = malloc((size_t)n * sizeof *order);
    for (int i = 0; i < n; i++) issued[i] = -1;
    for (int k = 0, cycle = 0; k < n; cycle++) {
        int best = -1;
        for (int j = 0; j < n; j++) {
            if (issued[j] >= 0) continue;
            bool ready = true;
            for (int i = 0; i < j && ready; i++)
                if (dep[i * n + j] && (issued[i] < 0 || issued[i] + dep[i * n + j] > cycle)) ready = false;
            if (!ready) continue;
            if (best < 0 || path[j] > path[best] || (path[j] == path[best] && succs[j] > succs[best]) ||
                (path[j] == path[best] && succs[j] == succs[best] && mir_latency(&ins[j]) > mir_latency(&ins[best])))
                best = j;
        }
        if (best < 0) continue;
        issued[best] = cycle;
        order[k++] = best;
    }
    mir_instr *copy = malloc((size_t)n * sizeof *copy);
    for (int k = 0; k < n; k++) copy[k] = ins[order[k]];
    memcpy(ins, copy, (size_t)n * sizeof *copy);
    free(copy);
    free(rd);
    free(wr);
    free(dep);
    free(path);
    free(succs);
    free(issued);
    free(order);
}

void rpu_schedule(mir_func *f) {
    for (int b = 0; b < f->nblocks; b++) {
        mir_block *bb = &f->blocks[b];
        int end = bb->term == MT_BR ? bb->n - 1 : bb->n;
        int start = 0;
        for (int i = 0; i <= end; i++)
            if (i == end || bb->ins[i].op == MIR_CALL) {
                /* only runs of two or more: an empty block's ins is NULL */
                if (i - start >= 2) schedule_run(f, bb->ins + start, i - start);
                start = i + 1;
            }
    }
}
