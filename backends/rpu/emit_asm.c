/* Code output (seed 000 section 10): blocks laid out depth first so that
 * branches fall through where they can, jumps and returns paired with the
 * block's last instruction when it has no control of its own, and calls
 * expanded with the saves of what lives across them: the live lanes of each
 * register are copied into lanes of S0, S1, ... before the call (packed: see
 * pack_saves) and back after it, and `push n` moves the callee's stack
 * window just past the cells used.  More than the window's 8 cells (up to
 * R0-R14 whole: 15) go through a call helper, a subroutine after the
 * function: the caller saves 8 cells and calls it with `push 8`, so its S0,
 * S1, ... are the caller's S8, S9, ...; it saves the rest there, makes the
 * call, restores them and returns (`push` reaches at most 8 cells).  A light call (@rpu.call) saves only
 * R0-R7: light entries keep R8-R14 (rpucg.h, RSL_RPU_LIGHT_ENTRY_ATTR). */
#include "mir.h"

#include <stdlib.h>
#include <string.h>

typedef struct out {
    mir_func *f;
    FILE *fp;
    int *order, norder;
    int *pos;          /* block -> layout position */
    bool *referenced;  /* block needs a label */
    char line[512];    /* the pending instruction, to pair control with */
    bool pending, pairable;
    char *err;
    FILE *helpers;     /* the call helpers' code, written after the function */
    char *helper_text;
    size_t helper_len;
    int nhelpers;
} out;

static void flush(out *o) {
    if (o->pending) fprintf(o->fp, "    %s\n", o->line);
    o->pending = false;
}

static void put(out *o, const char *text, bool pairable) {
    flush(o);
    snprintf(o->line, sizeof o->line, "%s", text);
    o->pending = true;
    o->pairable = pairable;
}

/* Control paired with the pending instruction when it can take one. */
static void control(out *o, const char *ctrl) {
    if (o->pending && o->pairable) {
        size_t n = strlen(o->line);
        snprintf(o->line + n, sizeof o->line - n, " + %s", ctrl);
        o->pairable = false;
        flush(o);
        return;
    }
    put(o, ctrl, false);
    flush(o);
}

static void place(out *o, int b) {
    if (o->pos[b] >= 0) return;
    o->pos[b] = o->norder;
    o->order[o->norder++] = b;
    const mir_block *bb = &o->f->blocks[b];
    if (bb->term == MT_JMP) place(o, bb->succ[0]);
    if (bb->term == MT_BR) {
        place(o, bb->succ[1]);
        place(o, bb->succ[0]);
    }
}

/* The block a jump to b reaches first doing something: empty blocks that
 * only jump (phi-copy edges whose copies coalesced away) are passed through,
 * so that no jump lands on another jump. */
static int past_empty_jumps(const mir_func *f, int b) {
    for (int hops = 0; hops < f->nblocks && f->blocks[b].n == 0 && f->blocks[b].term == MT_JMP; hops++) b = f->blocks[b].succ[0];
    return b;
}

static void thread_jumps(mir_func *f) {
    for (int b = 0; b < f->nblocks; b++) {
        mir_block *bb = &f->blocks[b];
        int n = bb->term == MT_BR ? 2 : bb->term == MT_JMP ? 1 : 0;
        for (int k = 0; k < n; k++) bb->succ[k] = past_empty_jumps(f, bb->succ[k]);
    }
}

/* A jump to a short block that returns takes that block's instructions
 * and returns itself: one jump less on the way out (the block stays for
 * whoever falls into it). */
enum { TAIL_MAX = 3 };

static void duplicate_return_tails(mir_func *f) {
    for (int b = 0; b < f->nblocks; b++) {
        int t = f->blocks[b].succ[0];
        if (f->blocks[b].term != MT_JMP || t == b || f->blocks[t].term != MT_RET || f->blocks[t].n > TAIL_MAX) continue;
        bool plain = true;
        for (int i = 0; i < f->blocks[t].n; i++) plain = plain && mir_is_arith(&f->blocks[t].ins[i]);
        if (!plain) continue;
        for (int i = 0; i < f->blocks[t].n; i++) {
            mir_instr copy = f->blocks[t].ins[i]; /* f->blocks may move as it grows */
            mir_append(f, b, &copy);
        }
        f->blocks[b].term = MT_RET;
    }
}

static void label_name(const out *o, int b, char *buf, size_t size) { snprintf(buf, size, "L%d_%s", b, o->f->name); }

static int inverse(int test) {
    switch (test) {
    case RPU_T_LT0: return RPU_T_GE0;
    case RPU_T_GE0: return RPU_T_LT0;
    case RPU_T_LT1: return RPU_T_GE1;
    case RPU_T_GE1: return RPU_T_LT1;
    case RPU_T_EQ0: return RPU_T_NE0;
    case MIR_T_GT0: return MIR_T_LE0;
    case MIR_T_LE0: return MIR_T_GT0;
    default: return RPU_T_EQ0;
    }
}

static bool is_next(const out *o, int b, int target) { return o->pos[target] == o->pos[b] + 1; }

/* One save: lanes of a register copied into lanes of an S cell (and back). */
typedef struct piece {
    int reg, cell;
    int8_t cell_lane[4]; /* register lane -> lane of the cell, -1 where not saved here */
} piece;

enum { S_CELLS = 8 };

/* Packs the saved lanes (mask[r]: lanes of R r) into as few S cells as fit:
 * registers with the most lanes first, each into a used cell where its lanes
 * are free in place, else anywhere in a used cell with room (swizzled),
 * else a new cell, else split over the free lanes.  Every register still
 * costs one save and one restore unless split, so packing only shortens
 * `push n`.  Returns the cells used, -1 when max_cells do not hold them. */
static int pack_saves(const uint8_t mask[MIR_NPHYS], piece *pieces, int *npieces, int max_cells) {
    uint8_t free_lanes[2 * S_CELLS];
    int ncells = 0, order[MIR_NPHYS], n = 0;
    memset(free_lanes, 15, sizeof free_lanes);
    for (int k = 4; k >= 1; k--)
        for (int r = 0; r < MIR_NPHYS; r++)
            if (__builtin_popcount(mask[r]) == k) order[n++] = r;
    *npieces = 0;
    for (int i = 0; i < n; i++) {
        int r = order[i], k = __builtin_popcount(mask[r]), cell = -1;
        for (int c = 0; c < ncells && cell < 0; c++)
            if ((free_lanes[c] & mask[r]) == mask[r]) cell = c;
        bool in_place = cell >= 0;
        for (int c = 0; c < ncells && cell < 0; c++)
            if (__builtin_popcount(free_lanes[c]) >= k) cell = c;
        if (cell < 0 && ncells < max_cells) {
            cell = ncells++;
            in_place = true;
        }
        /* lanes still to place, into `cell` (or, when split, the cells with room) */
        uint8_t left = mask[r];
        for (int c = cell >= 0 ? cell : 0; left && c < max_cells; c++) {
            if (!free_lanes[c]) continue;
            piece *p = &pieces[(*npieces)++];
            *p = (piece){r, c, {-1, -1, -1, -1}};
            for (int l = 0; l < 4; l++) {
                if (!(left & (1 << l))) continue;
                int to = in_place ? l : free_lanes[c] ? __builtin_ctz(free_lanes[c]) : -1;
                if (to < 0) break;
                p->cell_lane[l] = (int8_t)to;
                free_lanes[c] &= (uint8_t)~(1 << to);
                left &= (uint8_t)~(1 << l);
            }
            if (cell >= 0) break;
        }
        if (left) return -1;
    }
    return ncells;
}

/* ".xyz" for a mask; "" for all four lanes. */
static void mask_text(uint8_t mask, char *buf) {
    int k = 0;
    if (mask != 15) {
        buf[k++] = '.';
        for (int l = 0; l < 4; l++)
            if (mask & (1 << l)) buf[k++] = "xyzw"[l];
    }
    buf[k] = 0;
}

/* ".zw" for the swizzle reading from[l] into lane l (where from[l] >= 0);
 * "" when every such lane reads itself.  Unread lanes repeat a neighbour so
 * that the short form (a repeated last letter) can be used. */
static void swizzle_text(const int8_t from[4], char *buf) {
    bool identity = true;
    int8_t s[4];
    for (int l = 0; l < 4; l++) {
        s[l] = from[l];
        identity = identity && (from[l] < 0 || from[l] == l);
    }
    buf[0] = 0;
    if (identity) return;
    int first = 0;
    while (s[first] < 0) first++;
    for (int l = 0; l < 4; l++)
        if (s[l] < 0) s[l] = l < first ? s[first] : s[l - 1];
    int len = 4;
    while (len > 1 && s[len - 1] == s[len - 2]) len--;
    buf[0] = '.';
    for (int l = 0; l < len; l++) buf[l + 1] = "xyzw"[s[l]];
    buf[len + 1] = 0;
}

/* What such an instruction wrote is written again after a call instead of
 * being saved and restored (one instruction instead of two, and no S lanes). */
bool rpu_recomputable(const mir_instr *in) {
    if (!mir_is_arith(in) || (in->flags & (MI_RCP | MI_RSQ)) || in->dst.kind != MO_VREG)
        return false;
    for (int s = 0; s < mir_nsrc(in); s++)
        if (in->src[s].kind != MO_IMM && !(in->src[s].kind == MO_PHYS && in->src[s].file == RPU_F_C)) return false;
    return true;
}

typedef struct def_count {
    mir_func *f;
    const mir_instr *in;
    int *ndefs;
} def_count;

static void count_def(void *ctx, int v, uint8_t mask, bool kill) {
    (void)mask, (void)kill;
    def_count *d = ctx;
    if (d->ndefs[v]++ == 0 && rpu_recomputable(d->in)) d->f->recompute[v] = *d->in;
    else d->f->recompute[v].op = MIR_CALL;
}

void rpu_find_recomputable(mir_func *f) {
    int *ndefs = calloc((size_t)f->nvregs, sizeof *ndefs);
    free(f->recompute);
    f->recompute = calloc((size_t)f->nvregs, sizeof *f->recompute);
    for (int v = 0; v < f->nvregs; v++) f->recompute[v].op = MIR_CALL;
    for (int b = 0; b < f->nblocks; b++)
        for (int i = 0; i < f->blocks[b].n; i++) {
            def_count d = {f, &f->blocks[b].ins[i], ndefs};
            mir_defs(f, d.in, count_def, &d);
        }
    free(ndefs);
}

/* The save of piece p into its cell (the restore from it with `restore`),
 * a cell of the second window (8..15) as S0..S7 of the call helper's; into
 * buf (64 bytes), returned. */
static const char *save_text(const piece *p, bool restore, char *buf) {
    char dm[8], sw[8];
    int8_t from[4] = {-1, -1, -1, -1};
    uint8_t cells = 0, regs = 0;
    for (int l = 0; l < 4; l++)
        if (p->cell_lane[l] >= 0) {
            from[p->cell_lane[l]] = (int8_t)l;
            cells |= (uint8_t)(1 << p->cell_lane[l]);
            regs |= (uint8_t)(1 << l);
        }
    mask_text(restore ? regs : cells, dm);
    swizzle_text(restore ? p->cell_lane : from, sw);
    if (restore) snprintf(buf, 64, "mov R%d%s, S%d%s", p->reg, dm, p->cell % S_CELLS, sw);
    else snprintf(buf, 64, "mov S%d%s, R%d%s", p->cell % S_CELLS, dm, p->reg, sw);
    return buf;
}

/* Saves before / restores after the call at ins[i] of block b; live: lanes live after it. */
static bool emit_call(out *o, const mir_instr *in, const uint8_t *live) {
    mir_func *f = o->f;
    uint8_t mask[MIR_NPHYS] = {0};
    int *again = calloc((size_t)f->nvregs, sizeof *again), nagain = 0; /* recomputed after the call */
    for (int v = 0; v < f->nvregs; v++) {
        bool result = false;
        for (int r = 0; r < in->nresults; r++) result = result || v == in->results[r];
        if (!live[v] || result || v == f->memreg) continue;
        const mir_vreg *r = &f->vregs[v];
        if (r->special) {
            o->err = rsl_format("function '%s': a value in %s is live across a call", f->name,
                                 r->file == RPU_F_SPECIAL ? "S" : r->file == RPU_F_I ? "an I register" : "A");
            free(again);
            return false;
        }
        if (in->src[0].kind == MO_VREG && r->reg >= MIR_LIGHT_REGS) continue; /* a light entry keeps R8-R14 */
        const mir_instr *def = f->recompute ? &f->recompute[v] : NULL;
        if (def && def->op != MIR_CALL && !(live[v] & ~def->mask)) {
            again[nagain++] = v;
            continue;
        }
        mask[r->reg] |= (uint8_t)(live[v] << r->lane);
    }
    /* the result's lanes are written by the call: what was there is not kept */
    for (int k = 0; k < in->nresults; k++) {
        const mir_vreg *r = &f->vregs[in->results[k]];
        mask[r->reg] &= (uint8_t)~(mir_full_mask(f, in->results[k]) << r->lane);
    }
    piece pieces[4 * MIR_NPHYS];
    int npieces = 0, ncells = pack_saves(mask, pieces, &npieces, S_CELLS);
    if (ncells < 0) ncells = pack_saves(mask, pieces, &npieces, 2 * S_CELLS);
    if (ncells < 0) {
        int nlanes = 0;
        for (int r = 0; r < MIR_NPHYS; r++) nlanes += __builtin_popcount(mask[r]);
        o->err = rsl_format("function '%s': %d lanes live across the call of '%s', the S stack holds 16 cells (64 lanes)",
                             f->name, nlanes, in->callee[0] ? in->callee : "a shader");
        free(again);
        return false;
    }
    char buf[64], target[32] = "HIT.w", call[160];
    int push = ncells > S_CELLS ? ncells - S_CELLS : ncells;
    if (in->src[0].kind == MO_VREG) { /* the address in one lane of a register */
        const mir_vreg *a = &f->vregs[in->src[0].index];
        snprintf(target, sizeof target, "R%d.%c", a->reg, "xyzw"[(a->lane + in->src[0].swz[0]) & 3]);
    }
    if (in->callee[0]) snprintf(call, sizeof call, "call SUBROUTINE_ENTRY_%s push %d", in->callee, push);
    else snprintf(call, sizeof call, "call %s push %d", target, push);
    if (ncells > S_CELLS) { /* cells 8.. in a call helper, which makes the call */
        if (!o->helpers && !(o->helpers = open_memstream(&o->helper_text, &o->helper_len))) {
            o->err = rsl_format("function '%s': out of memory", f->name);
            free(again);
            return false;
        }
        fprintf(o->helpers, "C%d_%s:\n", o->nhelpers, f->name);
        for (int k = 0; k < npieces; k++)
            if (pieces[k].cell >= S_CELLS) fprintf(o->helpers, "    %s\n", save_text(&pieces[k], false, buf));
        fprintf(o->helpers, "    %s\n", call);
        for (int k = 0; k < npieces; k++)
            if (pieces[k].cell >= S_CELLS) fprintf(o->helpers, "    %s\n", save_text(&pieces[k], true, buf));
        fprintf(o->helpers, "    return\n");
        snprintf(call, sizeof call, "call C%d_%s push %d", o->nhelpers++, f->name, S_CELLS);
    }
    for (int k = 0; k < npieces; k++) /* saves: cell lanes <- register lanes */
        if (pieces[k].cell < S_CELLS) put(o, save_text(&pieces[k], false, buf), true);
    put(o, call, false);
    for (int k = 0; k < npieces; k++) /* restores: register lanes <- cell lanes */
        if (pieces[k].cell < S_CELLS) put(o, save_text(&pieces[k], true, buf), true);
    for (int k = 0; k < nagain; k++) { /* only the lanes still live */
        mir_instr def = f->recompute[again[k]];
        def.mask = live[again[k]];
        char text[320];
        mir_format_instr(f, &def, text, sizeof text);
        put(o, text, true);
    }
    free(again);
    return true;
}

/* Loads, stores and traces: the address is a lane of A or HIT_TRI. */
static void emit_state(out *o, const mir_instr *in) {
    char a[48], b[48], d[48], buf[200];
    if (in->op == RPU_TRACE) {
        mir_format_src(o->f, &in->src[0], a, sizeof a);
        mir_format_src(o->f, &in->src[1], b, sizeof b);
        snprintf(buf, sizeof buf, "trace %s, %s, C31", a, b);
        put(o, buf, false);
        return;
    }
    int32_t off;
    memcpy(&off, &in->src[1].imm, sizeof off);
    if (in->src[0].kind == MO_PHYS) snprintf(a, sizeof a, "HIT_TRI");
    else snprintf(a, sizeof a, "A.%c", "xyzw"[in->src[0].swz[0] & 3]);
    if (in->op == RPU_STORE) {
        mir_format_src(o->f, &in->src[2], b, sizeof b);
        snprintf(buf, sizeof buf, "store %s, %d, %s", a, (int)off, b);
    } else {
        mir_format_dst(o->f, in, d, sizeof d);
        snprintf(buf, sizeof buf, "load %s, %s, %d", d, a, (int)off);
    }
    put(o, buf, false);
}

/* `op Rr.x, ...` followed by `mov Rr.z, Rr.x` is one `op Rr.xz, ...`: the
 * first writes one lane, so each source broadcast from what that lane reads
 * gives the same value in the copy's lane too.  Writes the merged
 * instruction into buf and returns true when the pair is of that form. */
static bool merge_lane_copy(const mir_func *f, const mir_instr *a, const mir_instr *b, char *buf, size_t size) {
    if (!mir_is_arith(a) || (a->flags & (MI_RCP | MI_RSQ)) || a->dst.kind != MO_VREG || __builtin_popcount(a->mask) != 1)
        return false;
    if (b->op != RPU_MOV || (b->flags & ~MI_FULLDEF) || b->dst.kind != MO_VREG || b->src[0].kind != MO_VREG ||
        b->src[0].index != a->dst.index || b->src[0].neg || b->src[0].scale || __builtin_popcount(b->mask) != 1)
        return false;
    int la = __builtin_ctz(a->mask), lb = __builtin_ctz(b->mask);
    const mir_vreg *va = &f->vregs[a->dst.index], *vb = &f->vregs[b->dst.index];
    int pa = va->lane + la, pb = vb->lane + lb;
    if (b->src[0].swz[lb] != la || va->reg != vb->reg || pa == pb) return false;
    mir_instr wide = *a;
    for (int s = 0; s < mir_nsrc(&wide); s++)
        for (int k = 0; k < 4; k++) wide.src[s].swz[k] = a->src[s].swz[la];
    char text[320], dst[48], merged[48], m[6];
    mir_format_instr(f, &wide, text, sizeof text);
    mir_format_dst(f, &wide, dst, sizeof dst);
    const char *at = strstr(text, dst);
    mask_text((uint8_t)(1 << pa | 1 << pb), m);
    snprintf(merged, sizeof merged, "R%d%s", va->reg, m);
    snprintf(buf, size, "%.*s%s%s", (int)(at - text), text, merged, at + strlen(dst));
    return true;
}

bool rpu_emit_asm(mir_func *f, FILE *fp, char **err) {
    out o = {.f = f, .fp = fp};
    o.order = calloc((size_t)f->nblocks, sizeof *o.order);
    o.pos = malloc((size_t)f->nblocks * sizeof *o.pos);
    o.referenced = calloc((size_t)f->nblocks, 1);
    for (int b = 0; b < f->nblocks; b++) o.pos[b] = -1;
    thread_jumps(f);
    duplicate_return_tails(f);
    place(&o, 0);
    /* which blocks are jumped to */
    for (int k = 0; k < o.norder; k++) {
        int b = o.order[k];
        const mir_block *bb = &f->blocks[b];
        if (bb->term == MT_JMP && !is_next(&o, b, bb->succ[0])) o.referenced[bb->succ[0]] = true;
        if (bb->term == MT_BR) {
            if (is_next(&o, b, bb->succ[1])) o.referenced[bb->succ[0]] = true;
            else if (is_next(&o, b, bb->succ[0])) o.referenced[bb->succ[1]] = true;
            else o.referenced[bb->succ[0]] = o.referenced[bb->succ[1]] = true;
        }
    }
    /* liveness only for the saves around calls (after coalescing, a vreg
     * whose defining copy went looks live back to the entry: large sets) */
    bool calls = false;
    for (int b = 0; b < f->nblocks; b++)
        for (int i = 0; i < f->blocks[b].n; i++) calls = calls || f->blocks[b].ins[i].op == MIR_CALL;
    if (calls) mir_live_sets(f);
    mir_live live;
    mir_live_init(&live, f);
    uint8_t **after = NULL;
    fprintf(fp, "SUBROUTINE_ENTRY_%s:\n", f->name);
    for (int k = 0; k < o.norder && !o.err; k++) {
        int b = o.order[k];
        mir_block *bb = &f->blocks[b];
        char buf[320], lbl[160];
        if (o.referenced[b]) {
            flush(&o);
            label_name(&o, b, lbl, sizeof lbl);
            fprintf(fp, "%s:\n", lbl);
        }
        /* lanes live after each instruction, for the calls */
        after = realloc(after, (size_t)(bb->n + 1) * sizeof *after);
        if (calls) mir_live_load(&live, &bb->out);
        for (int i = bb->n - 1; i >= 0 && calls; i--) {
            after[i] = NULL;
            if (bb->ins[i].op == MIR_CALL) {
                after[i] = malloc((size_t)f->nvregs);
                memcpy(after[i], live.mask, (size_t)f->nvregs);
            }
            mir_live_back(f, &bb->ins[i], &live);
        }
        for (int i = 0; i < bb->n; i++) {
            const mir_instr *in = &bb->ins[i];
            if (in->op == MIR_CALL) {
                if (!o.err) emit_call(&o, in, after[i]);
                free(after[i]);
                continue;
            }
            if (in->op == RPU_LOAD || in->op == RPU_STORE || in->op == RPU_TRACE) {
                emit_state(&o, in);
                continue;
            }
            if (in->flags & MI_PAIR_NEXT) { /* a co-issued pair: one line */
                static const char bar[] = " || ";
                mir_format_instr(f, in, buf, sizeof buf);
                size_t len = strlen(buf);
                const mir_instr *second = &bb->ins[++i];
                if (len + sizeof bar < sizeof buf) {
                    memcpy(buf + len, bar, sizeof bar);
                    mir_format_instr(f, second, buf + len + sizeof bar - 1, sizeof buf - len - sizeof bar + 1);
                }
            } else if (i + 1 < bb->n && !(bb->ins[i + 1].flags & MI_PAIR_NEXT) &&
                       merge_lane_copy(f, in, &bb->ins[i + 1], buf, sizeof buf)) {
                i++; /* the copy is in the merged instruction */
            } else
                mir_format_instr(f, in, buf, sizeof buf);
            put(&o, buf, !(bb->term == MT_BR && i == bb->n - 1));
        }
        if (bb->term == MT_RET) control(&o, "return");
        else if (bb->term == MT_JMP) {
            if (!is_next(&o, b, bb->succ[0])) {
                label_name(&o, bb->succ[0], lbl, sizeof lbl);
                snprintf(buf, sizeof buf, "jmp %s", lbl);
                control(&o, buf);
            }
        } else {
            /* the compare is pending: pair the jump with it */
            const mir_instr *last = &bb->ins[bb->n - 1];
            int lane = __builtin_ctz(last->mask) + mir_lane_of(f, &last->dst);
            bool fall_false = is_next(&o, b, bb->succ[1]);
            int target = fall_false ? bb->succ[0] : is_next(&o, b, bb->succ[0]) ? bb->succ[1] : bb->succ[0];
            int test = target == bb->succ[0] && (fall_false || !is_next(&o, b, bb->succ[0])) ? bb->test : inverse(bb->test);
            label_name(&o, target, lbl, sizeof lbl);
            size_t n = strlen(o.line);
            snprintf(o.line + n, sizeof o.line - n, " + jmp %s, %c (%s)", lbl, "xyzw"[lane], mir_test_name(test));
            flush(&o);
            if (!fall_false && !is_next(&o, b, bb->succ[0])) {
                label_name(&o, bb->succ[1], lbl, sizeof lbl);
                snprintf(buf, sizeof buf, "jmp %s", lbl);
                control(&o, buf);
            }
        }
        flush(&o);
    }
    free(after);
    mir_live_free(&live);
    free(o.order);
    free(o.pos);
    free(o.referenced);
    if (o.helpers) {
        if (fclose(o.helpers) == 0 && !o.err) fwrite(o.helper_text, 1, o.helper_len, fp);
        free(o.helper_text);
    }
    if (o.err) {
        *err = o.err;
        return false;
    }
    return true;
}
