/* Spilling (rpucg.h, "Spilling"): the rewrite of the values regalloc.c
 * chose, and what that choice weighs (rpu_spill_costs).
 *
 * A value spilled to memory lives in its own cell of the function's spill
 * area, in the data area that C3.x addresses.  Each definition writes a
 * fresh short-lived copy and stores it (`mov A.l, C3.x` + `store A.l, CELL,
 * copy`); each use loads the cell into an I register (`mov A.l, C3.x` +
 * `load Ik, A.l, CELL`) and reads it from there, or through a copy where
 * only a virtual register will do (call arguments, the called address) or
 * where fewer I registers are free than cells to read.  A scalar is stored
 * broadcast, so every lane of its cell holds it; a vector's logical lane i
 * is the cell's lane i.  A value whose one definition reads only literals
 * and C registers is not stored: that definition is repeated before each
 * use instead (rematerialized).
 *
 * The rewrite never fails for want of machine registers: where every lane
 * of A is live, one is copied to a short-lived register and written back
 * after the spill code; where every I register holds a loaded cell still to
 * be read, one of them is copied to a fresh (spillable) register that its
 * later readers read instead.
 *
 * The spill area is static, but a call may re-enter the function: a trace's
 * call of the shader at HIT.w may run this very shader again (a mirror), and
 * a called function may trace.  So around every such call (MI_REENTERS,
 * set by isel_calls.c), each stored value still needed after the call is
 * loaded into a short-lived register before it and stored back after it:
 * the register lives across the call, and the call's saves (emit_asm.c)
 * keep it in the S window, which is a stack. */
#include "mir.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct spiller {
    mir_func *f;
    const int *slot;
    mir_instr *def;    /* per vreg: the definition a rematerialized value repeats */
    mir_block *done;   /* rewritten blocks (those before the current one) */
    int cur;           /* the block being rewritten */
    int *first, *preds; /* the predecessors of block b: preds[first[b]..first[b+1]) */
    uint8_t *a_before, *a_after, *i_before; /* A lanes and I registers live around each instruction */
    uint8_t *live;
    int nlive; /* the vregs before the rewrite: those the liveness and slot know */
    mir_instr *out;
    int n, cap;
} spiller;

static void put(spiller *s, const mir_instr *in) {
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 64;
        s->out = realloc(s->out, (size_t)s->cap * sizeof *s->out);
    }
    s->out[s->n++] = *in;
}

/* The lowest bit of `free_bits` (taken out of it), or -1. */
static int take(uint8_t *free_bits) {
    if (!*free_bits) return -1;
    int k = __builtin_ctz(*free_bits);
    *free_bits &= (uint8_t)~(1u << k);
    return k;
}

static mir_opnd lane_opnd(const mir_func *f, int v, int lane) {
    mir_opnd o = mir_vreg_opnd(f, v);
    memset(o.swz, lane, sizeof o.swz);
    return o;
}

static void mov(spiller *s, int dst, uint8_t mask, mir_opnd src) {
    mir_instr in = {.op = RPU_MOV, .flags = MI_FULLDEF, .mask = mask};
    in.dst = (mir_opnd){.kind = MO_VREG, .index = dst};
    in.src[0] = src;
    if (dst == s->f->areg) in.flags = 0; /* one lane of A */
    put(s, &in);
}

/* `mov A.l, C3.x`: A lane l holds the data area's address. */
static void address(spiller *s, int l) {
    mir_opnd c3 = mir_phys(RPU_F_C, 3);
    memset(c3.swz, 0, sizeof c3.swz);
    mov(s, s->f->areg, (uint8_t)(1 << l), c3);
}

static mir_opnd cell_imm(const spiller *s, int v) {
    int32_t cell = s->f->spill_base + s->slot[v];
    float off;
    memcpy(&off, &cell, sizeof off);
    return mir_imm(off);
}

/* What rpu_spill does with v.  The vregs it makes are past the caller's slot
 * array and never spilled: split_i's copies are read by instructions still to
 * be rewritten. */
static int slot_of(const spiller *s, int v) { return v < s->nlive ? s->slot[v] : MIR_SPILL_NONE; }

static int new_copy(mir_func *f, int v) {
    int t = mir_new_vreg(f, (mir_vkind)f->vregs[v].kind, f->vregs[v].lanes);
    f->vregs[t].no_spill = true;
    return t;
}

/* A copy of v's value held in src (a fresh vreg), written before what follows. */
static int copy_from(spiller *s, int v, int src, uint8_t mask) {
    int t = new_copy(s->f, v);
    mov(s, t, mask, mir_vreg_opnd(s->f, src));
    return t;
}

/* A lane of A for spill code where every lane is live: lane 0, its value
 * kept in a fresh short-lived register (*saved) to write back (restore_a). */
static int borrow_a(spiller *s, int *saved) {
    *saved = mir_new_vreg(s->f, VK_SCALAR, 1);
    s->f->vregs[*saved].no_spill = true;
    mov(s, *saved, 1, lane_opnd(s->f, s->f->areg, 0));
    return 0;
}

static void restore_a(spiller *s, int saved) {
    if (saved >= 0) mov(s, s->f->areg, 1, mir_vreg_opnd(s->f, saved));
}

/* A lanes and I registers live around each instruction of block b. */
static void block_state(spiller *s, int b) {
    mir_func *f = s->f;
    mir_block *bb = &f->blocks[b];
    s->a_after = realloc(s->a_after, (size_t)bb->n + 1);
    s->a_before = realloc(s->a_before, (size_t)bb->n + 1);
    s->i_before = realloc(s->i_before, (size_t)bb->n + 1);
    /* vregs added since the liveness (copies) are live nowhere in it */
    s->live = realloc(s->live, (size_t)f->nvregs);
    memset(s->live, 0, (size_t)f->nvregs);
    memcpy(s->live, bb->live_out, (size_t)s->nlive);
    for (int i = bb->n - 1; i >= 0; i--) {
        s->a_after[i] = s->live[f->areg];
        mir_live_step(f, &bb->ins[i], s->live);
        s->a_before[i] = s->live[f->areg];
        s->i_before[i] = 0;
        for (int k = 0; k < 4; k++)
            if (s->live[f->ireg[k]]) s->i_before[i] |= (uint8_t)(1 << k);
    }
}

typedef struct redef {
    int v;
    bool hit;
} redef;

static void note_redef(void *ctx, int v, uint8_t mask, bool kill) {
    (void)mask, (void)kill;
    redef *r = ctx;
    r->hit = r->hit || v == r->v;
}

static int nsucc(const mir_block *bb) { return bb->term == MT_BR ? 2 : bb->term == MT_JMP ? 1 : 0; }

/* Block x as it is now: rewritten (in s->done) when before the current one. */
static mir_block *block_now(spiller *s, int x) { return x < s->cur ? &s->done[x] : &s->f->blocks[x]; }

/* The reads of I register ik in block x from instruction `from` on, up to
 * its next definition, read t instead (unless dry); whether ik's value
 * reaches the end of x (no definition met). */
static bool reroute_block(spiller *s, int x, int from, int ik, int t, bool dry) {
    mir_block *bb = block_now(s, x);
    for (int i = from; i < bb->n; i++) {
        mir_instr *in = &bb->ins[i];
        for (int q = 0; !dry && q < mir_nsrc(in); q++)
            if (in->src[q].kind == MO_VREG && in->src[q].index == ik) in->src[q].index = t;
        redef r = {ik, false};
        mir_defs(s->f, in, note_redef, &r);
        if (r.hit) return false;
    }
    return true;
}

/* `mov t, ik` at the end of block x (before the compare a branch ends with). */
static void copy_at_end(spiller *s, int x, int ik, int t) {
    mir_block *bb = block_now(s, x);
    mir_instr in = {.op = RPU_MOV, .flags = MI_FULLDEF, .mask = 15};
    in.dst = (mir_opnd){.kind = MO_VREG, .index = t};
    in.src[0] = mir_vreg_opnd(s->f, ik);
    if (bb->n == bb->cap) {
        bb->cap = bb->cap ? bb->cap * 2 : 4;
        bb->ins = realloc(bb->ins, (size_t)bb->cap * sizeof *bb->ins);
    }
    int pos = bb->n - (bb->term == MT_BR);
    memmove(&bb->ins[pos + 1], &bb->ins[pos], (size_t)(bb->n - pos) * sizeof *bb->ins);
    bb->ins[pos] = in;
    bb->n++;
}

/* The value I register ik holds before instruction `from` of block b flows
 * through the rest of b and on into every block where it is live, up to the
 * next definition of ik: its region.  Every read of it there reads t instead
 * (with `dry`, only whether that can be done).  A block of the region may
 * be a join whose other predecessors bring ik a value of their own, or this
 * one by another path (opt_forward.c forwards a loaded cell into a join
 * where every predecessor holds it): those predecessors copy ik to t at
 * their end, so that t holds on every path what ik held.  Fails when the
 * value flows back into b, round a loop (the reads before `from` would need
 * t as well), and with `tree`, when it reaches a block with more than one
 * predecessor.  Liveness follows. */
static bool reroute(spiller *s, int b, int from, int ik, int t, bool dry, bool tree) {
    mir_func *f = s->f;
    int nb = f->nblocks, n = 0;
    bool *in = calloc((size_t)nb, 1), *carries = calloc((size_t)nb, 1), *fix = calloc((size_t)nb, 1);
    int *stack = malloc((size_t)nb * sizeof *stack);
    bool ok = true;
    in[b] = true;
    stack[n++] = b;
    while (n && ok) {
        int x = stack[--n];
        carries[x] = reroute_block(s, x, x == b ? from : 0, ik, t, dry);
        for (int k = 0; k < (carries[x] ? nsucc(&f->blocks[x]) : 0) && ok; k++) {
            int y = f->blocks[x].succ[k];
            if (!f->blocks[y].live_in[ik] || in[y]) continue;
            ok = y != b && (!tree || s->first[y + 1] - s->first[y] == 1);
            in[y] = true;
            stack[n++] = y;
        }
    }
    for (int x = 0; x < nb && ok && !dry; x++) {
        if (!in[x] || x == b) continue;
        for (int k = s->first[x]; k < s->first[x + 1]; k++) {
            int p = s->preds[k];
            if ((!in[p] || !carries[p]) && !fix[p]) {
                fix[p] = true;
                copy_at_end(s, p, ik, t);
            }
        }
        f->blocks[x].live_in[ik] = 0;
    }
    /* ik stays live out of a block only for a successor outside the region */
    for (int x = 0; x < nb && ok && !dry; x++) {
        if (!in[x] && !fix[x]) continue;
        uint8_t out = 0;
        for (int k = 0; k < nsucc(&f->blocks[x]); k++) out |= f->blocks[f->blocks[x].succ[k]].live_in[ik];
        f->blocks[x].live_out[ik] = out;
    }
    free(in);
    free(carries);
    free(fix);
    free(stack);
    return ok;
}

/* Frees an I register live before instruction i of block b (all are): its
 * value copied to a fresh vreg that the later readers read; one whose value
 * reaches no join first (the copy needs no other definition).  -1 if none
 * can be. */
static int split_i(spiller *s, int b, int i) {
    mir_func *f = s->f;
    for (int tree = 1; tree >= 0; tree--)
        for (int k = 0; k < 4; k++) {
            int ik = f->ireg[k];
            if (!reroute(s, b, i, ik, -1, true, tree)) continue;
            int t = mir_new_vreg(f, VK_VEC4, 4);
            mov(s, t, 15, mir_vreg_opnd(f, ik));
            reroute(s, b, i, ik, t, false, tree);
            block_state(s, b);
            return k;
        }
    return -1;
}

typedef struct loaded {
    int v, src; /* spilled vreg, where its value is now: an I register or a copy */
} loaded;

/* The stored values (cells, not rematerialized) live after instruction i of
 * block b (not yet rewritten), into out; their count. */
static int stored_live_after(spiller *s, int b, int i, int **out) {
    mir_func *f = s->f;
    const mir_block *bb = &f->blocks[b];
    uint8_t *live = calloc((size_t)f->nvregs, 1);
    memcpy(live, bb->live_out, (size_t)s->nlive);
    for (int k = bb->n - 1; k > i; k--) mir_live_step(f, &bb->ins[k], live);
    int n = 0;
    *out = malloc((size_t)s->nlive * sizeof **out);
    for (int v = 0; v < s->nlive; v++)
        if (live[v] && s->slot[v] >= 0) (*out)[n++] = v;
    free(live);
    return n;
}

/* `mov A.l, C3.x` + `load Ik, A.l, CELL`: v's cell into I register ik. */
static void load_cell(spiller *s, int l, int ik, int v) {
    address(s, l);
    mir_instr load = {.op = RPU_LOAD, .flags = MI_FULLDEF, .mask = 15};
    load.dst = (mir_opnd){.kind = MO_VREG, .index = ik};
    load.src[0] = lane_opnd(s->f, s->f->areg, l);
    load.src[1] = cell_imm(s, v);
    put(s, &load);
}

/* Around a call that may re-enter: each cell in keep[0..n) loaded into a
 * fresh register before the call (returned in copies[]). */
static bool load_across(spiller *s, int b, int i, const int *keep, int n, int *copies) {
    mir_func *f = s->f;
    if (!(15 & ~s->i_before[i]) && split_i(s, b, i) < 0) return false;
    uint8_t free_a = (uint8_t)(15 & ~s->a_before[i]);
    int ik = f->ireg[__builtin_ctz((uint8_t)(15 & ~s->i_before[i]))], saved = -1;
    if (!free_a) free_a = (uint8_t)(1 << borrow_a(s, &saved));
    int l = take(&free_a);
    for (int k = 0; k < n; k++) {
        load_cell(s, l, ik, keep[k]);
        copies[k] = copy_from(s, keep[k], ik, mir_full_mask(f, keep[k]));
    }
    restore_a(s, saved);
    return true;
}

/* Rewrites instruction i of block b into s->out; false only when no I
 * register can be freed for it. */
static bool rewrite(spiller *s, int b, int i) {
    mir_func *f = s->f;
    mir_instr *at = &f->blocks[b].ins[i];
    if (at->dst.kind == MO_VREG && slot_of(s, at->dst.index) == MIR_SPILL_REMAT) return true; /* repeated at the uses */
    int *keep = NULL, nkeep = at->op == MIR_CALL && (at->flags & MI_REENTERS) ? stored_live_after(s, b, i, &keep) : 0;
    int *kept = malloc(((size_t)nkeep + 1) * sizeof *kept);
    if (nkeep && !load_across(s, b, i, keep, nkeep, kept)) {
        free(keep);
        free(kept);
        return false;
    }
    at = &f->blocks[b].ins[i]; /* load_across may have rerouted its reads */
    /* every spilled vreg the instruction reads (a partial definition reads the lanes it keeps) */
    int reads[8], nreads = 0, ncells = 0;
    int ns = at->op == MIR_CALL ? 1 : mir_nsrc(at);
    for (int q = 0; q < ns + at->nargs + 1; q++) {
        int v = -1;
        if (q < ns && at->src[q].kind == MO_VREG) v = at->src[q].index;
        else if (q >= ns && q < ns + at->nargs) v = at->args[q - ns];
        else if (q == ns + at->nargs && at->op != MIR_CALL && at->dst.kind == MO_VREG && !(at->flags & MI_FULLDEF) &&
                 at->mask != mir_full_mask(f, at->dst.index))
            v = at->dst.index;
        if (v < 0 || slot_of(s, v) == MIR_SPILL_NONE) continue;
        bool seen = false;
        for (int k = 0; k < nreads; k++) seen = seen || reads[k] == v;
        if (seen) continue;
        reads[nreads++] = v;
        ncells += slot_of(s, v) >= 0;
    }
    if (ncells && !(15 & ~s->i_before[i]) && split_i(s, b, i) < 0) {
        free(keep);
        free(kept);
        return false;
    }
    mir_instr in = f->blocks[b].ins[i]; /* after split_i, which may reroute its reads (and grow the block) */
    uint8_t free_a = (uint8_t)(15 & ~s->a_before[i]), free_i = (uint8_t)(15 & ~s->i_before[i]);
    int saved = -1;
    if (ncells && !free_a) free_a = (uint8_t)(1 << borrow_a(s, &saved));
    int l = take(&free_a), nfree = __builtin_popcount(free_i), cell = 0;
    loaded ld[8];
    for (int k = 0; k < nreads; k++) {
        int v = reads[k];
        if (slot_of(s, v) == MIR_SPILL_REMAT) {
            mir_instr again = s->def[v];
            again.dst.index = new_copy(f, v);
            put(s, &again);
            ld[k] = (loaded){v, again.dst.index};
            continue;
        }
        /* each of the first free I registers holds one cell; the last takes the rest in turn, copied out */
        int ik = f->ireg[__builtin_ctz(free_i)];
        load_cell(s, l, ik, v);
        bool last = ++cell == ncells;
        if (cell < nfree) free_i &= (uint8_t)(free_i - 1);
        ld[k] = (loaded){v, cell < nfree || last ? ik : copy_from(s, v, ik, mir_full_mask(f, v))};
    }
    restore_a(s, saved);
    for (int k = 0; k < nreads; k++) {
        int v = ld[k].v, src = ld[k].src;
        bool in_i = f->vregs[src].special;
        for (int q = 0; q < ns; q++) {
            if (in.src[q].kind != MO_VREG || in.src[q].index != v) continue;
            bool needs_vreg = in.op == MIR_CALL || ((in.op == RPU_LOAD || in.op == RPU_STORE) && q < 2);
            in.src[q].index = needs_vreg && in_i ? copy_from(s, v, src, mir_full_mask(f, v)) : src;
        }
        for (int q = 0; q < in.nargs; q++)
            if (in.args[q] == v) in.args[q] = in_i ? copy_from(s, v, src, mir_full_mask(f, v)) : src;
    }
    /* definitions go to a fresh copy, stored right after */
    int defs[2 * (MIR_MAXRET + 1)], ndefs = 0; /* pairs: spilled vreg, its copy */
    if (in.dst.kind == MO_VREG && slot_of(s, in.dst.index) >= 0) {
        int v = in.dst.index, t;
        uint8_t full = mir_full_mask(f, v);
        if (!(in.flags & MI_FULLDEF) && in.mask != full) {
            int src = -1;
            for (int k = 0; k < nreads; k++)
                if (ld[k].v == v) src = ld[k].src;
            t = copy_from(s, v, src, (uint8_t)(full & ~in.mask)); /* the lanes it keeps */
        } else
            t = new_copy(f, v);
        in.dst.index = t;
        defs[ndefs++] = v;
        defs[ndefs++] = t;
    }
    if (in.op == MIR_CALL)
        for (int r = 0; r < in.nresults; r++)
            if (slot_of(s, in.results[r]) >= 0) {
                int v = in.results[r];
                in.results[r] = new_copy(f, v);
                defs[ndefs++] = v;
                defs[ndefs++] = in.results[r];
            }
    put(s, &in);
    if (ndefs || nkeep) {
        free_a = (uint8_t)(15 & ~s->a_after[i]);
        saved = -1;
        if (!free_a) free_a = (uint8_t)(1 << borrow_a(s, &saved));
        l = take(&free_a);
        for (int k = 0; k < ndefs + 2 * nkeep; k += 2) {
            bool def = k < ndefs;
            int v = def ? defs[k] : keep[(k - ndefs) / 2], t = def ? defs[k + 1] : kept[(k - ndefs) / 2];
            address(s, l);
            mir_instr st = {.op = RPU_STORE, .mask = 15};
            st.src[0] = lane_opnd(f, f->areg, l);
            st.src[1] = cell_imm(s, v);
            st.src[2] = mir_vreg_opnd(f, t); /* a scalar broadcast to the whole cell */
            put(s, &st);
        }
        restore_a(s, saved);
    }
    free(keep);
    free(kept);
    return true;
}

typedef struct occurrences {
    const mir_func *f;
    const mir_instr *in;
    int *n, *ndefs, *first, *last, pos;
    bool *remat;
} occurrences;

static void count_use(void *ctx, int v, uint8_t mask) {
    (void)mask;
    occurrences *o = ctx;
    if (!o->n[v]++) o->first[v] = o->pos;
    o->last[v] = o->pos;
}

/* remat: the first definition is a whole one from literals and C registers */
static void count_def(void *ctx, int v, uint8_t mask, bool kill) {
    occurrences *o = ctx;
    if (!o->ndefs[v]++)
        o->remat[v] = o->in->dst.kind == MO_VREG && o->in->dst.index == v && rpu_recomputable(o->in) &&
                      (kill || mask == mir_full_mask(o->f, v));
    count_use(ctx, v, mask);
}

void rpu_spill_costs(mir_func *f, double *cost, bool *remat) {
    int nv = f->nvregs;
    occurrences o = {f, NULL, calloc((size_t)nv, sizeof(int)), calloc((size_t)nv, sizeof(int)), calloc((size_t)nv, sizeof(int)),
                     calloc((size_t)nv, sizeof(int)), 0, remat};
    for (int v = 0; v < nv; v++) remat[v] = false;
    for (int b = 0; b < f->nblocks; b++)
        for (int i = 0; i < f->blocks[b].n; i++, o.pos++) {
            o.in = &f->blocks[b].ins[i];
            mir_defs(f, o.in, count_def, &o);
            mir_uses(f, o.in, count_use, &o);
        }
    for (int v = 0; v < nv; v++) {
        const mir_vreg *r = &f->vregs[v];
        remat[v] = remat[v] && o.ndefs[v] == 1;
        /* the code spilling adds (a load or store and its address per occurrence; one instruction
           per use when rematerialized) per point of the value's life */
        double code = remat[v] ? o.n[v] - 1 : 2.0 * o.n[v];
        cost[v] = r->special || r->pinned || r->no_spill ? HUGE_VAL : code / (o.last[v] - o.first[v] + 1);
    }
    free(o.n);
    free(o.ndefs);
    free(o.first);
    free(o.last);
}

bool rpu_spill(mir_func *f, const int *slot) {
    int nv = f->nvregs; /* the copies added below are in no block's liveness */
    spiller s = {.f = f, .slot = slot, .def = calloc((size_t)nv, sizeof *s.def), .nlive = nv};
    s.done = calloc((size_t)f->nblocks, sizeof *s.done);
    s.first = calloc((size_t)f->nblocks + 1, sizeof *s.first);
    s.preds = malloc((size_t)f->nblocks * 2 * sizeof *s.preds);
    for (int b = 0; b < f->nblocks; b++)
        for (int k = 0; k < nsucc(&f->blocks[b]); k++) s.first[f->blocks[b].succ[k] + 1]++;
    for (int b = 0; b < f->nblocks; b++) s.first[b + 1] += s.first[b];
    int *fill = malloc((size_t)f->nblocks * sizeof *fill);
    memcpy(fill, s.first, (size_t)f->nblocks * sizeof *fill);
    for (int b = 0; b < f->nblocks; b++)
        for (int k = 0; k < nsucc(&f->blocks[b]); k++) s.preds[fill[f->blocks[b].succ[k]]++] = b;
    free(fill);
    for (int b = 0; b < f->nblocks; b++) {
        const mir_block *bb = &f->blocks[b];
        for (int i = 0; i < bb->n; i++)
            if (bb->ins[i].dst.kind == MO_VREG && slot[bb->ins[i].dst.index] == MIR_SPILL_REMAT)
                s.def[bb->ins[i].dst.index] = bb->ins[i];
    }
    bool ok = true;
    for (int b = 0; b < f->nblocks && ok; b++) {
        mir_block *bb = &f->blocks[b];
        s.cur = b;
        block_state(&s, b);
        s.n = 0;
        for (int i = 0; i < bb->n; i++)
            if (!ok || !rewrite(&s, b, i)) { /* left as it was (the caller fails) */
                ok = false;
                put(&s, &bb->ins[i]);
            }
        free(bb->ins); /* the instructions moved to s.out (callee names and arguments with them) */
        bb->ins = NULL;
        s.done[b] = (mir_block){.ins = s.out, .n = s.n, .cap = s.cap};
        s.out = NULL;
        s.cap = 0;
    }
    for (int b = 0; b < f->nblocks; b++) {
        f->blocks[b].ins = s.done[b].ins;
        f->blocks[b].n = s.done[b].n;
        f->blocks[b].cap = s.done[b].cap;
    }
    free(s.def);
    free(s.live);
    free(s.done);
    free(s.first);
    free(s.preds);
    free(s.a_before);
    free(s.a_after);
    free(s.i_before);
    return ok;
}
