/* Code output (seed 000 section 10): blocks laid out depth first so that
 * branches fall through where they can, jumps and returns paired with the
 * block's last instruction when it has no control of its own, and calls
 * expanded with the saves of what lives across them: each register holding a
 * live value is copied to S0, S1, ... before the call and back after it, and
 * `push n` moves the callee's stack window just past the saved ones. */
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

/* Saves before / restores after the call at ins[i] of block b; live: lanes live after it. */
static bool emit_call(out *o, const mir_instr *in, const uint8_t *live) {
    mir_func *f = o->f;
    uint8_t mask[MIR_NPHYS] = {0};
    for (int v = 0; v < f->nvregs; v++) {
        bool result = false;
        for (int r = 0; r < in->nresults; r++) result = result || v == in->results[r];
        if (!live[v] || result || v == f->memreg) continue;
        const mir_vreg *r = &f->vregs[v];
        if (r->special) {
            o->err = mir_strdupf("function '%s': a value in %s is live across a call", f->name,
                                 r->file == RPU_F_SPECIAL ? "S" : r->file == RPU_F_I ? "an I register" : "A");
            return false;
        }
        mask[r->reg] |= (uint8_t)(live[v] << r->lane);
    }
    /* the result's lanes are written by the call: what was there is not kept */
    for (int k = 0; k < in->nresults; k++) {
        const mir_vreg *r = &f->vregs[in->results[k]];
        mask[r->reg] &= (uint8_t)~(mir_full_mask(f, in->results[k]) << r->lane);
    }
    int slot[MIR_NPHYS], n = 0;
    for (int r = 0; r < MIR_NPHYS; r++) slot[r] = mask[r] ? n++ : -1;
    if (n > 8) {
        o->err = mir_strdupf("function '%s': %d registers live across the call of '%s', the S window holds 8", f->name, n,
                             in->callee);
        return false;
    }
    static const char lanes[] = "xyzw";
    char buf[128], m[6];
    for (int pass = 0; pass < 2; pass++) {
        if (pass) {
            char target[32] = "HIT.w";
            if (in->src[0].kind == MO_VREG) { /* the address in one lane of a register */
                const mir_vreg *a = &f->vregs[in->src[0].index];
                snprintf(target, sizeof target, "R%d.%c", a->reg, lanes[(a->lane + in->src[0].swz[0]) & 3]);
            }
            if (in->callee[0]) snprintf(buf, sizeof buf, "call SUBROUTINE_ENTRY_%s push %d", in->callee, n);
            else snprintf(buf, sizeof buf, "call %s push %d", target, n);
            put(o, buf, false);
        }
        for (int r = 0; r < MIR_NPHYS; r++) {
            if (slot[r] < 0) continue;
            int k = 0;
            if (mask[r] != 15) {
                m[k++] = '.';
                for (int l = 0; l < 4; l++)
                    if (mask[r] & (1 << l)) m[k++] = lanes[l];
            }
            m[k] = 0;
            if (!pass) snprintf(buf, sizeof buf, "mov S%d%s, R%d", slot[r], m, r);
            else snprintf(buf, sizeof buf, "mov R%d%s, S%d", r, m, slot[r]);
            put(o, buf, true);
        }
    }
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

bool rpu_emit_asm(mir_func *f, FILE *fp, char **err) {
    out o = {.f = f, .fp = fp};
    o.order = calloc((size_t)f->nblocks, sizeof *o.order);
    o.pos = malloc((size_t)f->nblocks * sizeof *o.pos);
    o.referenced = calloc((size_t)f->nblocks, 1);
    for (int b = 0; b < f->nblocks; b++) o.pos[b] = -1;
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
    mir_liveness(f);
    uint8_t *live = malloc((size_t)f->nvregs);
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
        memcpy(live, bb->live_out, (size_t)f->nvregs);
        for (int i = bb->n - 1; i >= 0; i--) {
            after[i] = NULL;
            if (bb->ins[i].op == MIR_CALL) {
                after[i] = malloc((size_t)f->nvregs);
                memcpy(after[i], live, (size_t)f->nvregs);
            }
            mir_live_step(f, &bb->ins[i], live);
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
            int lane = __builtin_ctz(bb->ins[bb->n - 1].mask);
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
    free(live);
    free(o.order);
    free(o.pos);
    free(o.referenced);
    if (o.err) {
        *err = o.err;
        return false;
    }
    return true;
}
