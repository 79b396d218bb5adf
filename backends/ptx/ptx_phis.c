/* Phis: where their copies go, and which incoming values share their
 * registers.
 *
 * Phis become copies on their incoming edges, emitted at the end of the
 * predecessor before its branch.  Written straight into the phi's register,
 * such a copy is wrong when the phi's old value is still read after it: by
 * the branch, by the copies into other phis (of this block or of another
 * successor), or along another successor where the old value is live.
 * Those phis take their edge copies into a temporary that is moved into the
 * phi's register at the top of its block (the parallel-copy form); every
 * other phi is written directly.
 *
 * A directly written phi then takes an incoming value into its own
 * registers when the two do not interfere (neither is live where the other
 * is defined), so that the edge needs no copy at all.  ptxas does not undo
 * such copies well: a phi whose incoming values sit in registers of their
 * own costs it registers (lit_bunny's normalize(): 28 instead of 25).
 *
 * Two directly written phis of blocks with the same predecessors that take
 * the same value from each (a loop's counter and its copy in the block
 * after the loop, as a runtime-unrolled loop and its remainder have them)
 * share their registers: every edge copy writes both the same value, and a
 * direct write is only allowed where neither is still live, so the
 * register holds each one's value wherever it is live.  Unshared, ptxas
 * kept both (weighted_rows: 8 more SASS instructions). */
#include "ptx_internal.h"

#include <stdlib.h>

static bool is_phi(LLVMValueRef v) { return LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMPHI; }

static bool uses_value(LLVMValueRef inst, LLVMValueRef v) {
    for (int k = 0, n = LLVMGetNumOperands(inst); k < n; k++)
        if (LLVMGetOperand(inst, (unsigned)k) == v)
            return true;
    return false;
}

/* Does a phi of succ other than v take v on the edge from pred? */
static bool edge_reads(LLVMBasicBlockRef pred, LLVMBasicBlockRef succ, LLVMValueRef v) {
    for (LLVMValueRef q = LLVMGetFirstInstruction(succ); q && is_phi(q); q = LLVMGetNextInstruction(q))
        for (unsigned k = 0, n = LLVMCountIncoming(q); k < n; k++)
            if (LLVMGetIncomingBlock(q, k) == pred && LLVMGetIncomingValue(q, k) == v && q != v)
                return true;
    return false;
}

/* ---- liveness of one value ---- */

typedef struct {
    LLVMValueRef v;
    bool *live_in; /* per block of Emitter.blocks */
} Liveness;

typedef struct {
    bool *live;
    int *work;
    size_t nwork;
    int def;
} LiveWalk;

static void live_at(LiveWalk *w, int b) {
    if (b >= 0 && b != w->def && !w->live[b]) {
        w->live[b] = true;
        w->work[w->nwork++] = b;
    }
}

/* The blocks where v (an instruction) is live on entry: from each use back
 * through the predecessors, stopping at v's block.  A phi's use is at the
 * end of its incoming block. */
static Liveness liveness(const Emitter *e, LLVMValueRef v) {
    Liveness l = {v, calloc(e->cfg.n + 1, sizeof(bool))};
    LiveWalk w = {l.live_in, malloc((e->cfg.n + 1) * sizeof *w.work), 0,
                  ptx_cfg_index(&e->cfg, LLVMGetInstructionParent(v))};
    if (!l.live_in || !w.work)
        abort();
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (is_phi(user)) {
            for (unsigned k = 0, n = LLVMCountIncoming(user); k < n; k++)
                if (LLVMGetIncomingValue(user, k) == v)
                    live_at(&w, ptx_cfg_index(&e->cfg, LLVMGetIncomingBlock(user, k)));
        } else {
            live_at(&w, ptx_cfg_index(&e->cfg, LLVMGetInstructionParent(user)));
        }
    }
    while (w.nwork) {
        int b = w.work[--w.nwork];
        for (int k = 0; k < e->cfg.npreds[b]; k++)
            live_at(&w, e->cfg.preds[b][k]);
    }
    free(w.work);
    return l;
}

static bool live_in(const Emitter *e, const Liveness *l, LLVMBasicBlockRef bb) {
    int i = ptx_cfg_index(&e->cfg, bb);
    return i < 0 || l->live_in[i];
}

/* Is l's value live past the end of bb: on entry to a successor, or read by
 * a successor's phi on the edge from bb? */
static bool live_out(const Emitter *e, const Liveness *l, LLVMBasicBlockRef bb) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
    for (unsigned s = 0, n = term ? LLVMGetNumSuccessors(term) : 0; s < n; s++) {
        LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
        if (live_in(e, l, succ) || edge_reads(bb, succ, l->v))
            return true;
    }
    return false;
}

/* Is l's value live right after the definition of d (for a phi: after the
 * phis of its block)?  Reads by d itself do not count. */
static bool live_after_def(const Emitter *e, const Liveness *l, LLVMValueRef d) {
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(d);
    LLVMValueRef x = l->v;
    bool defined_before = live_in(e, l, bb);
    if (!defined_before && LLVMGetInstructionParent(x) == bb) {
        /* defined in bb: before d unless d is a phi or comes first */
        if (is_phi(d))
            return false;
        for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && i != d; i = LLVMGetNextInstruction(i))
            defined_before = defined_before || i == x;
    }
    if (!defined_before)
        return false;
    for (LLVMValueRef i = is_phi(d) ? LLVMGetFirstInstruction(bb) : LLVMGetNextInstruction(d); i;
         i = LLVMGetNextInstruction(i))
        if (!is_phi(i) && uses_value(i, x))
            return true;
    return live_out(e, l, bb);
}

/* ---- where the copies go ---- */

bool phi_needs_temp(const Emitter *e, LLVMValueRef phi) {
    LLVMBasicBlockRef def = LLVMGetInstructionParent(phi);
    Liveness l = {NULL, NULL};
    bool needs = false;
    for (unsigned k = 0, n = LLVMCountIncoming(phi); k < n && !needs; k++) {
        LLVMBasicBlockRef pred = LLVMGetIncomingBlock(phi, k);
        LLVMValueRef term = LLVMGetBasicBlockTerminator(pred);
        if (!term || uses_value(term, phi)) {
            needs = true;
            break;
        }
        for (unsigned s = 0, ns = LLVMGetNumSuccessors(term); s < ns && !needs; s++) {
            LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
            if (edge_reads(pred, succ, phi)) {
                needs = true;
            } else if (succ != def) {
                if (!l.v)
                    l = liveness(e, phi);
                needs = live_in(e, &l, succ);
            }
        }
    }
    free(l.live_in);
    return needs;
}

/* ---- sharing registers ---- */

/* Instructions that read each operand lane before writing the same lane of
 * their result, with one PTX instruction per lane: their result may share
 * registers with an operand. */
static bool reads_before_writing(LLVMValueRef i) {
    LLVMTypeRef t = LLVMTypeOf(i);
    if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
        t = LLVMGetElementType(t);
    switch (LLVMGetInstructionOpcode(i)) {
    case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv:
    case LLVMAdd: case LLVMSub: case LLVMAnd: case LLVMOr: case LLVMXor:
        return class_of_type(t) != RC_PRED;
    default:
        return false;
    }
}

/* Does instruction i read v in a way that sharing registers would break?
 * (A phi reads its incoming values on the edges, not where it is.) */
static bool reads_shared(LLVMValueRef i, LLVMValueRef v) {
    return !is_phi(i) && uses_value(i, v) && !reads_before_writing(i);
}

/* Can a and b share registers?  Neither may be live where the other is
 * defined, and an instruction may read a value in its own registers only
 * lane by lane. */
static bool interfere(const Emitter *e, const Liveness *a, const Liveness *b) {
    return live_after_def(e, a, b->v) || live_after_def(e, b, a->v) || reads_shared(b->v, a->v) ||
           reads_shared(a->v, b->v);
}

/* May v, an incoming value of phi, take the phi's registers at all? */
static bool may_share(Emitter *e, LLVMValueRef phi, LLVMValueRef v) {
    if (!LLVMIsAInstruction(v) || is_phi(v) || LLVMIsAAllocaInst(v) || v == phi)
        return false;
    ValueInfo *pi = value_info(e, phi), *vi = value_info(e, v);
    if (!pi || !vi || vi->nregs != pi->nregs || vi->first == pi->first)
        return false;
    /* Only phi may read v on an edge: another phi's copy would read the
     * phi's register after it changed. */
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u))
        if (is_phi(LLVMGetUser(u)) && LLVMGetUser(u) != phi)
            return false;
    return true;
}

/* Would an edge copy into the phi's registers overwrite l's value while it
 * is still needed?  The copies of the incoming values outside the group
 * are written at the end of their predecessor, before its branch: l's value
 * must not be read by that branch nor live past it (a quotient computed
 * before `br c` and taken by the phi through the then-block only). */
static bool copy_clobbers(const Emitter *e, LLVMValueRef phi, const Liveness *l, const Liveness *group, int n) {
    for (unsigned k = 0, nk = LLVMCountIncoming(phi); k < nk; k++) {
        LLVMValueRef w = LLVMGetIncomingValue(phi, k);
        bool copied = w != l->v;
        for (int g = 0; g < n && copied; g++)
            copied = group[g].v != w;
        if (!copied)
            continue;
        LLVMBasicBlockRef pred = LLVMGetIncomingBlock(phi, k);
        LLVMValueRef term = LLVMGetBasicBlockTerminator(pred);
        if ((term && uses_value(term, l->v)) || live_out(e, l, pred))
            return true;
    }
    return false;
}

static LLVMValueRef incoming_from(LLVMValueRef phi, LLVMBasicBlockRef bb) {
    for (unsigned k = 0, n = LLVMCountIncoming(phi); k < n; k++)
        if (LLVMGetIncomingBlock(phi, k) == bb)
            return LLVMGetIncomingValue(phi, k);
    return NULL;
}

/* Do phis a and b have the same predecessors and take the same value from
 * each? */
static bool same_incoming(LLVMValueRef a, LLVMValueRef b) {
    unsigned n = LLVMCountIncoming(a);
    if (n != LLVMCountIncoming(b) || LLVMTypeOf(a) != LLVMTypeOf(b))
        return false;
    for (unsigned k = 0; k < n; k++)
        if (incoming_from(b, LLVMGetIncomingBlock(a, k)) != LLVMGetIncomingValue(a, k) ||
            !incoming_from(a, LLVMGetIncomingBlock(b, k)))
            return false;
    return true;
}

static bool directly_written(Emitter *e, LLVMValueRef phi) {
    ValueInfo *vi = value_info(e, phi);
    return vi && vi->phi_first < 0 && vi->nregs > 0;
}

/* Gives the twins of p in blocks from `from` on p's registers. */
static void share_with_twins(Emitter *e, LLVMValueRef p, size_t from) {
    int first = value_info(e, p)->first;
    for (size_t b = from; b < e->cfg.n; b++)
        for (LLVMValueRef q = LLVMGetFirstInstruction(e->cfg.blocks[b]); q && is_phi(q); q = LLVMGetNextInstruction(q))
            if (directly_written(e, q) && value_info(e, q)->first != first && same_incoming(p, q))
                value_info(e, q)->first = first;
}

void share_twin_phis(Emitter *e) {
    for (size_t a = 0; a < e->cfg.n; a++)
        for (LLVMValueRef p = LLVMGetFirstInstruction(e->cfg.blocks[a]); p && is_phi(p); p = LLVMGetNextInstruction(p))
            if (directly_written(e, p))
                share_with_twins(e, p, a + 1);
}

bool twin_copied_before(Emitter *e, LLVMBasicBlockRef bb, LLVMBasicBlockRef succ, LLVMValueRef phi) {
    LLVMValueRef term = LLVMGetBasicBlockTerminator(bb), v = incoming_from(phi, bb);
    int first = value_info(e, phi)->first;
    for (unsigned s = 0, n = LLVMGetNumSuccessors(term); s < n; s++) {
        LLVMBasicBlockRef other = LLVMGetSuccessor(term, s);
        if (other == succ)
            return false;
        for (LLVMValueRef q = LLVMGetFirstInstruction(other); q && is_phi(q); q = LLVMGetNextInstruction(q))
            if (q != phi && value_info(e, q) && value_info(e, q)->first == first && incoming_from(q, bb) == v)
                return true;
    }
    return false;
}

void coalesce_phis(Emitter *e) {
    Liveness group[64];
    for (size_t b = 0; b < e->cfg.n; b++)
        for (LLVMValueRef phi = LLVMGetFirstInstruction(e->cfg.blocks[b]); phi && is_phi(phi);
             phi = LLVMGetNextInstruction(phi)) {
            ValueInfo *pi = value_info(e, phi);
            if (!pi || pi->phi_first >= 0 || pi->nregs == 0)
                continue;
            int n = 0;
            group[n++] = liveness(e, phi);
            for (unsigned k = 0, nk = LLVMCountIncoming(phi); k < nk && n < 64; k++) {
                LLVMValueRef v = LLVMGetIncomingValue(phi, k);
                bool seen = false;
                for (int g = 0; g < n; g++)
                    seen = seen || group[g].v == v;
                if (seen || !may_share(e, phi, v))
                    continue;
                Liveness l = liveness(e, v);
                bool clash = copy_clobbers(e, phi, &l, group, n);
                for (int g = 0; g < n && !clash; g++)
                    clash = interfere(e, &group[g], &l);
                if (clash) {
                    free(l.live_in);
                    continue;
                }
                value_info(e, v)->first = pi->first;
                group[n++] = l;
            }
            for (int g = 0; g < n; g++)
                free(group[g].live_in);
        }
}
