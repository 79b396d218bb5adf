/* Spilling (rpucg.h, "Spilling"): a spilled value lives in its own cell of
 * the function's spill area, in the data area that C3.x addresses.  Each
 * definition writes a fresh short-lived copy and stores it (`mov A.l, C3.x`
 * + `store A.l, CELL, copy`); each use loads the cell into an I register
 * (`mov A.l, C3.x` + `load Ik, A.l, CELL`) and reads it from there, or
 * through a copy where only a virtual register will do (call arguments, the
 * called address).  A scalar is stored broadcast, so every lane of its cell
 * holds it; a vector's logical lane i is the cell's lane i.  The A lanes and
 * I registers taken are ones not live at that point. */
#include "mir.h"

#include <stdlib.h>
#include <string.h>

typedef struct spiller {
    mir_func *f;
    const int *slot;
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

/* `mov A.l, C3.x`: A lane l holds the data area's address. */
static void address(spiller *s, int l) {
    mir_instr in = {.op = RPU_MOV, .mask = (uint8_t)(1 << l)};
    in.dst = (mir_opnd){.kind = MO_VREG, .index = s->f->areg};
    in.src[0] = mir_phys(RPU_F_C, 3);
    memset(in.src[0].swz, 0, sizeof in.src[0].swz);
    put(s, &in);
}

static mir_opnd cell_imm(const spiller *s, int v) {
    int32_t cell = s->f->spill_base + s->slot[v];
    float off;
    memcpy(&off, &cell, sizeof off);
    return mir_imm(off);
}

static int new_copy(mir_func *f, int v) {
    int t = mir_new_vreg(f, (mir_vkind)f->vregs[v].kind, f->vregs[v].lanes);
    f->vregs[t].no_spill = true;
    return t;
}

/* A copy of spilled v read from I register ik (a fresh vreg), written before what follows. */
static int copy_from(spiller *s, int v, int ik, uint8_t mask, uint8_t flags) {
    int t = new_copy(s->f, v);
    mir_instr in = {.op = RPU_MOV, .flags = flags, .mask = mask};
    in.dst = (mir_opnd){.kind = MO_VREG, .index = t};
    in.src[0] = mir_vreg_opnd(s->f, ik);
    put(s, &in);
    return t;
}

typedef struct loaded {
    int v, ik; /* spilled vreg, the I register holding its cell */
} loaded;

/* Rewrites one instruction; a_before/a_after, i_before: A lanes and I
 * registers live around it. */
static bool rewrite(spiller *s, mir_instr in, uint8_t a_before, uint8_t a_after, uint8_t i_before) {
    mir_func *f = s->f;
    uint8_t free_a = (uint8_t)(15 & ~a_before), free_i = (uint8_t)(15 & ~i_before);
    loaded ld[8];
    int nld = 0;
    /* every spilled vreg the instruction reads (a partial definition reads the lanes it keeps) */
    int reads[8], nreads = 0;
    int ns = in.op == MIR_CALL ? 1 : mir_nsrc(&in);
    for (int q = 0; q < ns + in.nargs + 1; q++) {
        int v = -1;
        if (q < ns && in.src[q].kind == MO_VREG) v = in.src[q].index;
        else if (q >= ns && q < ns + in.nargs) v = in.args[q - ns];
        else if (q == ns + in.nargs && in.op != MIR_CALL && in.dst.kind == MO_VREG && !(in.flags & MI_FULLDEF) &&
                 in.mask != mir_full_mask(f, in.dst.index))
            v = in.dst.index;
        if (v < 0 || s->slot[v] < 0) continue;
        bool seen = false;
        for (int k = 0; k < nreads; k++) seen = seen || reads[k] == v;
        if (seen) continue;
        if (nreads == 8) return false;
        reads[nreads++] = v;
    }
    for (int k = 0; k < nreads; k++) {
        int l = take(&free_a), ik = take(&free_i);
        if (l < 0 || ik < 0) return false;
        address(s, l);
        mir_instr load = {.op = RPU_LOAD, .flags = MI_FULLDEF, .mask = 15};
        load.dst = (mir_opnd){.kind = MO_VREG, .index = f->ireg[ik]};
        load.src[0] = lane_opnd(f, f->areg, l);
        load.src[1] = cell_imm(s, reads[k]);
        put(s, &load);
        ld[nld++] = (loaded){reads[k], f->ireg[ik]};
        free_a |= (uint8_t)(1 << l); /* the load has read it */
    }
    for (int k = 0; k < nld; k++) {
        int v = ld[k].v, ik = ld[k].ik;
        for (int q = 0; q < ns; q++) {
            if (in.src[q].kind != MO_VREG || in.src[q].index != v) continue;
            bool needs_vreg = in.op == MIR_CALL || ((in.op == RPU_LOAD || in.op == RPU_STORE) && q < 2);
            in.src[q].index = needs_vreg ? copy_from(s, v, ik, mir_full_mask(f, v), MI_FULLDEF) : ik;
        }
        for (int q = 0; q < in.nargs; q++)
            if (in.args[q] == v) in.args[q] = copy_from(s, v, ik, mir_full_mask(f, v), MI_FULLDEF);
    }
    /* definitions go to a fresh copy, stored right after */
    int defs[2 * (MIR_MAXRET + 1)], ndefs = 0; /* pairs: spilled vreg, its copy */
    if (in.dst.kind == MO_VREG && s->slot[in.dst.index] >= 0) {
        int v = in.dst.index, t;
        uint8_t full = mir_full_mask(f, v);
        if (!(in.flags & MI_FULLDEF) && in.mask != full) {
            int ik = -1;
            for (int k = 0; k < nld; k++)
                if (ld[k].v == v) ik = ld[k].ik;
            t = copy_from(s, v, ik, (uint8_t)(full & ~in.mask), MI_FULLDEF); /* the lanes it keeps */
        } else
            t = new_copy(f, v);
        in.dst.index = t;
        defs[ndefs++] = v;
        defs[ndefs++] = t;
    }
    if (in.op == MIR_CALL)
        for (int r = 0; r < in.nresults; r++)
            if (s->slot[in.results[r]] >= 0) {
                int v = in.results[r];
                in.results[r] = new_copy(f, v);
                defs[ndefs++] = v;
                defs[ndefs++] = in.results[r];
            }
    put(s, &in);
    free_a = (uint8_t)(15 & ~a_after);
    for (int k = 0; k + 1 < ndefs; k += 2) {
        int l = take(&free_a);
        if (l < 0) return false;
        free_a |= (uint8_t)(1 << l);
        address(s, l);
        mir_instr st = {.op = RPU_STORE, .mask = 15};
        st.src[0] = lane_opnd(f, f->areg, l);
        st.src[1] = cell_imm(s, defs[k]);
        st.src[2] = mir_vreg_opnd(f, defs[k + 1]); /* a scalar broadcast to the whole cell */
        put(s, &st);
    }
    return true;
}

static uint8_t i_live(const mir_func *f, const uint8_t *live) {
    uint8_t m = 0;
    for (int k = 0; k < 4; k++)
        if (live[f->ireg[k]]) m |= (uint8_t)(1 << k);
    return m;
}

bool rpu_spill(mir_func *f, const int *slot) {
    mir_liveness(f);
    spiller s = {f, slot, NULL, 0, 0};
    mir_block *done = calloc((size_t)f->nblocks, sizeof *done);
    bool ok = true;
    int nv = f->nvregs; /* the copies added below are in no block's liveness */
    uint8_t *live = malloc((size_t)nv);
    for (int b = 0; b < f->nblocks && ok; b++) {
        mir_block *bb = &f->blocks[b];
        /* liveness of A and I around each instruction (vregs added below are all after these) */
        uint8_t *a_after = malloc((size_t)bb->n + 1), *a_before = malloc((size_t)bb->n + 1), *i_before = malloc((size_t)bb->n + 1);
        memcpy(live, bb->live_out, (size_t)nv);
        for (int i = bb->n - 1; i >= 0; i--) {
            a_after[i] = live[f->areg];
            mir_live_step(f, &bb->ins[i], live);
            a_before[i] = live[f->areg];
            i_before[i] = i_live(f, live);
        }
        s.n = 0;
        for (int i = 0; i < bb->n && ok; i++) ok = rewrite(&s, bb->ins[i], a_before[i], a_after[i], i_before[i]);
        free(a_after);
        free(a_before);
        free(i_before);
        done[b].ins = malloc((size_t)(s.n ? s.n : 1) * sizeof *s.out);
        memcpy(done[b].ins, s.out, (size_t)s.n * sizeof *s.out);
        done[b].n = done[b].cap = s.n;
    }
    free(live);
    free(s.out);
    for (int b = 0; b < f->nblocks; b++) {
        if (!ok) {
            free(done[b].ins);
            continue;
        }
        free(f->blocks[b].ins);
        f->blocks[b].ins = done[b].ins;
        f->blocks[b].n = done[b].n;
        f->blocks[b].cap = done[b].cap;
    }
    free(done);
    return ok;
}
