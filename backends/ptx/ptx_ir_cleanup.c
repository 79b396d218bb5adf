/* The IR reshaped before printing, where ptxas would not do it itself:
 * identical fdivs (same operands) in blocks none of which dominates the
 * others become one fdiv in their nearest common dominator, a select that
 * repeats the choice of a dominating phi reads the phi, and a load read
 * after a loop is loaded (again) below it.
 *
 * normalize() is inlined once per call, each a division of the vector by
 * its length under its own `length > 0`, so a shader that normalizes N for
 * diffuse() and specular() divides N by the same length in four places and
 * selects the quotient again with the same condition; early-cse cannot
 * merge them (none dominates another).  Each div.rn.f32 is a long sequence
 * for ptxas and keeps its operands live to the last copy.  llc's MachineCSE
 * hoists such copies too ("simple PRE").  An fdiv neither traps nor has
 * side effects, so computing it on a path that did not need it changes no
 * result.  bench/ptx.sh, all three together: plastic 70 -> 63 registers
 * (1144 -> 968 instructions), paintedplastic 72 -> 66 (1152 -> 976),
 * matte 53 -> 47 (592 -> 568).  Reloading after loops then: paintedplastic
 * 66 -> 61, matte 47 -> 42, shinymetal 56 -> 52, metal 52 -> 50. */
#include "ptx_internal.h"

#include <stdlib.h>
#include <string.h>

/* The index of a reachable block; -1 for any other. */
static int block_index(const PtxCfg *g, LLVMBasicBlockRef bb) {
    int i = ptx_cfg_index(g, bb);
    return i < (int)g->nreachable ? i : -1;
}

/* Which blocks each reachable block reaches along at least one edge: a bit
 * matrix, one walk from every block, so that the questions below (on the
 * way from a load to its uses, inside a loop) are lookups. */
typedef struct {
    size_t n, words;
    uint64_t *bits;
} Reach;

static void reach_build(Reach *r, const PtxCfg *g) {
    r->n = g->nreachable;
    r->words = (r->n + 63) / 64;
    r->bits = calloc(r->n * r->words + 1, sizeof *r->bits);
    int *stack = malloc((r->n + 1) * sizeof *stack);
    if (!r->bits || !stack)
        abort();
    for (size_t from = 0; from < r->n; from++) {
        uint64_t *row = r->bits + from * r->words;
        size_t depth = 0;
        stack[depth++] = (int)from;
        while (depth) {
            int b = stack[--depth];
            for (int k = 0; k < g->nsuccs[b]; k++) {
                int s = g->succs[b][k];
                if (s >= 0 && (size_t)s < r->n && !(row[s / 64] >> (s % 64) & 1)) {
                    row[s / 64] |= (uint64_t)1 << (s % 64);
                    stack[depth++] = s;
                }
            }
        }
    }
    free(stack);
}

static bool reaches(const Reach *r, int from, int to) {
    return r->bits[(size_t)from * r->words + (size_t)to / 64] >> (to % 64) & 1;
}

/* Is block b inside a loop that block outer is not part of? */
static bool in_inner_loop(const Reach *r, int b, int outer) {
    return reaches(r, b, b) && !(reaches(r, b, outer) && reaches(r, outer, b));
}

/* Are blocks a and b on one cycle (or the same block)? */
static bool same_cycle(const Reach *r, int a, int b) {
    return a == b || (reaches(r, a, b) && reaches(r, b, a));
}

/* Does some path from block from to block to run through a loop that
 * contains neither?  (Going round a loop that holds from, or to, reaches
 * the same iteration's code again, not code after a loop.) */
static bool loop_between(const Reach *r, int from, int to) {
    for (size_t x = 0; x < r->n; x++)
        if (reaches(r, (int)x, (int)x) && !same_cycle(r, (int)x, from) && !same_cycle(r, (int)x, to) &&
            reaches(r, from, (int)x) && reaches(r, (int)x, to))
            return true;
    return false;
}

/* Is operand v available at the end of block at? */
static bool available_in(const PtxCfg *g, LLVMValueRef v, int at) {
    if (!LLVMIsAInstruction(v))
        return true;
    int def = block_index(g, LLVMGetInstructionParent(v));
    return def >= 0 && ptx_cfg_dominates(g, def, at);
}

static bool is_fdiv(LLVMValueRef inst) {
    return LLVMGetInstructionOpcode(inst) == LLVMFDiv && LLVMGetTypeKind(LLVMTypeOf(inst)) != LLVMVectorTypeKind;
}

static bool same_division(LLVMValueRef inst, LLVMValueRef a, LLVMValueRef b) {
    return inst && is_fdiv(inst) && LLVMGetOperand(inst, 0) == a && LLVMGetOperand(inst, 1) == b;
}

/* The one predecessor of bb, NULL if it has none or several. */
static LLVMBasicBlockRef only_predecessor(const PtxCfg *g, LLVMBasicBlockRef bb) {
    int b = block_index(g, bb), pred = -1;
    for (int k = 0; b >= 0 && k < g->npreds[b]; k++) {
        if (g->preds[b][k] >= (int)g->nreachable)
            continue;
        if (pred >= 0)
            return NULL;
        pred = g->preds[b][k];
    }
    return pred >= 0 ? g->blocks[pred] : NULL;
}

/* The phi of block join that equals select(c, t, f): join is reached from
 * a block ending in `br c` directly and through an empty-handed then-block
 * (one predecessor, one successor), and the phi takes t on the path where c
 * holds and f on the other.  NULL if there is none. */
static LLVMValueRef phi_like(const PtxCfg *g, int join, LLVMValueRef c, LLVMValueRef t, LLVMValueRef f) {
    for (LLVMValueRef p = LLVMGetFirstInstruction(g->blocks[join]); p && LLVMGetInstructionOpcode(p) == LLVMPHI;
         p = LLVMGetNextInstruction(p)) {
        if (LLVMCountIncoming(p) != 2)
            continue;
        for (unsigned k = 0; k < 2; k++) {
            LLVMBasicBlockRef then = LLVMGetIncomingBlock(p, k), from = LLVMGetIncomingBlock(p, 1 - k);
            LLVMValueRef br = LLVMGetBasicBlockTerminator(from);
            LLVMValueRef then_br = LLVMGetBasicBlockTerminator(then);
            if (!br || !then_br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br) || LLVMGetCondition(br) != c ||
                LLVMGetNumSuccessors(then_br) != 1 || only_predecessor(g, then) != from)
                continue;
            LLVMBasicBlockRef on_true = LLVMGetSuccessor(br, 0), on_false = LLVMGetSuccessor(br, 1);
            LLVMValueRef via_then = LLVMGetIncomingValue(p, k), direct = LLVMGetIncomingValue(p, 1 - k);
            if (on_true == then && on_false == g->blocks[join] && via_then == t && direct == f)
                return p;
            if (on_false == then && on_true == g->blocks[join] && via_then == f && direct == t)
                return p;
        }
    }
    return NULL;
}

/* A select that repeats the choice of a dominating phi (normalize()'s
 * result selected again with its own condition, once the division is
 * shared) reads the phi. */
static void reuse_phis(const PtxCfg *g) {
    for (size_t b = 0; b < g->nreachable; b++) {
        LLVMValueRef next;
        for (LLVMValueRef i = LLVMGetFirstInstruction(g->blocks[b]); i; i = next) {
            next = LLVMGetNextInstruction(i);
            if (LLVMGetInstructionOpcode(i) != LLVMSelect)
                continue;
            LLVMValueRef c = LLVMGetOperand(i, 0), t = LLVMGetOperand(i, 1), f = LLVMGetOperand(i, 2);
            for (int j = (int)b; j >= 0; j = j ? g->idom[j] : -1) {
                LLVMValueRef p = phi_like(g, j, c, t, f);
                if (p) {
                    LLVMReplaceAllUsesWith(i, p);
                    LLVMInstructionEraseFromParent(i);
                    break;
                }
            }
        }
    }
}

/* ---- loads sunk to their uses ---- */

/* addr as base + constant byte offset (the form expand-gep leaves:
 * inttoptr (add i64 base, C)); false for any other address. */
static bool split_address(LLVMValueRef addr, LLVMValueRef *base, long long *offset) {
    *offset = 0;
    if (!LLVMIsAIntToPtrInst(addr))
        return false;
    LLVMValueRef x = LLVMGetOperand(addr, 0);
    if (LLVMIsAInstruction(x) && LLVMGetInstructionOpcode(x) == LLVMAdd && LLVMIsAConstantInt(LLVMGetOperand(x, 1))) {
        *offset = LLVMConstIntGetSExtValue(LLVMGetOperand(x, 1));
        x = LLVMGetOperand(x, 0);
    }
    *base = x;
    return true;
}

/* Can inst write the bytes that load reads?  Only a store to the same base
 * at a disjoint offset, and calls of intrinsics that touch no memory, are
 * known not to. */
static bool may_clobber(LLVMTargetDataRef dl, LLVMValueRef inst, LLVMValueRef load) {
    switch (LLVMGetInstructionOpcode(inst)) {
    case LLVMStore: {
        LLVMValueRef lb, sb;
        long long lo, so;
        if (!split_address(LLVMGetOperand(load, 0), &lb, &lo) || !split_address(LLVMGetOperand(inst, 1), &sb, &so) ||
            lb != sb)
            return true;
        long long ln = (long long)LLVMStoreSizeOfType(dl, LLVMTypeOf(load));
        long long sn = (long long)LLVMStoreSizeOfType(dl, LLVMTypeOf(LLVMGetOperand(inst, 0)));
        return lo < so + sn && so < lo + ln;
    }
    case LLVMCall: {
        LLVMValueRef callee = LLVMGetCalledValue(inst);
        if (!LLVMIsAFunction(callee))
            return true;
        size_t len;
        const char *name = LLVMGetValueName2(callee, &len);
        static const char *const pure[] = {"llvm.sqrt.", "llvm.fabs.", "llvm.smin.", "llvm.smax.", "llvm.umin.",
                                           "llvm.umax.", "llvm.minnum.", "llvm.maxnum.", "llvm.nvvm.read.ptx.sreg.",
                                           "llvm.nvvm.ex2.approx.", "llvm.nvvm.lg2.approx.", "llvm.nvvm.sin.approx.",
                                           "llvm.nvvm.cos.approx.", "llvm.floor.", "llvm.ceil.", "llvm.trunc.",
                                           "llvm.copysign.", "llvm.fma."};
        for (size_t k = 0; k < sizeof pure / sizeof *pure; k++)
            if (strncmp(name, pure[k], strlen(pure[k])) == 0)
                return false;
        return true;
    }
    case LLVMAtomicRMW: case LLVMAtomicCmpXchg: case LLVMFence: case LLVMVAArg:
        return true;
    default:
        return false;
    }
}

/* Does some instruction between load (in block from) and the top of block to
 * possibly overwrite what it reads? */
static bool clobbered_on_the_way(const PtxCfg *g, const Reach *r, LLVMTargetDataRef dl, LLVMValueRef load, int from,
                                 int to) {
    for (LLVMValueRef i = LLVMGetNextInstruction(load); i; i = LLVMGetNextInstruction(i))
        if (may_clobber(dl, i, load))
            return true;
    for (size_t x = 0; x < r->n; x++)
        if ((int)x != to && reaches(r, from, (int)x) && reaches(r, (int)x, to))
            for (LLVMValueRef i = LLVMGetFirstInstruction(g->blocks[x]); i; i = LLVMGetNextInstruction(i))
                if (may_clobber(dl, i, load))
                    return true;
    return false;
}

/* A use of a load: the instruction that reads it, directly or through an
 * extractelement in the load's block (extract; NULL when direct). */
typedef struct {
    LLVMValueRef user, extract;
    int block;
    LLVMValueRef copy; /* the extract of the reloaded value, once made */
} LoadUse;

/* Is a use in block b late for a load in block d: past a loop that b is
 * not in, and in no loop that d is not in? */
static bool late_use(const Reach *r, int d, int b) {
    return loop_between(r, d, b) && !in_inner_loop(r, b, d);
}

/* The load's uses read after a loop are served by a copy of the load placed
 * at the top of the block that dominates them, where no store in between
 * can change what it reads; the load itself goes when nothing else reads
 * it.  Its registers are then not live across the loop: paintedplastic's
 * Cs, read only after both light loops, is loaded there (llc's MachineSink
 * does the same), and its Os, copied to Oi at the start and read again at
 * the end, is loaded twice (ptxas cannot reload global memory itself).
 * Only past a loop: moving loads past straight-line code changed ptxas's
 * schedule for the worse (lit_bunny 248 -> 256 instructions). */
static void reload_after_loops(const PtxCfg *g, const Reach *r, LLVMTargetDataRef dl) {
    size_t cap = 16;
    LoadUse *uses = malloc(cap * sizeof *uses);
    if (!uses)
        abort();
    for (size_t d = 0; d < g->nreachable; d++) {
        LLVMValueRef next;
        for (LLVMValueRef load = LLVMGetFirstInstruction(g->blocks[d]); load; load = next) {
            next = LLVMGetNextInstruction(load);
            if (LLVMGetInstructionOpcode(load) != LLVMLoad || LLVMGetVolatile(load) ||
                LLVMGetOrdering(load) != LLVMAtomicOrderingNotAtomic)
                continue;
            /* The uses, and the block that dominates the late ones.  Every
             * other use must be before any loop, or the load stays live
             * across it anyway. */
            size_t nuses = 0;
            int to = -1;
            bool ok = true;
            for (LLVMUseRef u = LLVMGetFirstUse(load); u && ok; u = LLVMGetNextUse(u)) {
                LLVMValueRef user = LLVMGetUser(u);
                bool extract = LLVMGetInstructionOpcode(user) == LLVMExtractElement &&
                               LLVMGetInstructionParent(user) == g->blocks[d];
                for (LLVMUseRef w = extract ? LLVMGetFirstUse(user) : u; w && ok;
                     w = extract ? LLVMGetNextUse(w) : NULL) {
                    LLVMValueRef final = LLVMGetUser(w);
                    int b = block_index(g, LLVMGetInstructionParent(final));
                    ok = b >= 0 && LLVMGetInstructionOpcode(final) != LLVMPHI;
                    if (!ok)
                        break;
                    if (nuses == cap) {
                        cap *= 2;
                        uses = realloc(uses, cap * sizeof *uses);
                        if (!uses)
                            abort();
                    }
                    uses[nuses++] = (LoadUse){final, extract ? user : NULL, b, NULL};
                    bool past = loop_between(r, (int)d, b), inner = in_inner_loop(r, b, (int)d);
                    if (past && !inner)
                        to = to < 0 ? b : ptx_cfg_common_dominator(g, to, b);
                    else
                        ok = !past && !inner;
                }
            }
            if (!ok || to < 0 || !late_use(r, (int)d, to) || !ptx_cfg_dominates(g, (int)d, to) ||
                clobbered_on_the_way(g, r, dl, load, (int)d, to))
                continue;
            LLVMValueRef at = LLVMGetFirstInstruction(g->blocks[to]);
            while (LLVMGetInstructionOpcode(at) == LLVMPHI)
                at = LLVMGetNextInstruction(at);
            LLVMBuilderRef builder = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(load)));
            LLVMPositionBuilderBefore(builder, at);
            LLVMValueRef copy = LLVMBuildLoad2(builder, LLVMTypeOf(load), LLVMGetOperand(load, 0), "");
            LLVMSetAlignment(copy, LLVMGetAlignment(load));
            /* Late uses read the copy, or an extract of it made once per
             * extract of the original. */
            for (size_t k = 0; k < nuses; k++) {
                if (!ptx_cfg_dominates(g, to, uses[k].block))
                    continue;
                LLVMValueRef old = uses[k].extract ? uses[k].extract : load, value = copy;
                if (uses[k].extract) {
                    value = NULL;
                    for (size_t j = 0; j < k && !value; j++)
                        if (uses[j].extract == old)
                            value = uses[j].copy;
                    if (!value)
                        value = LLVMBuildExtractElement(builder, copy, LLVMGetOperand(old, 1), "");
                    uses[k].copy = value;
                }
                for (unsigned o = 0; o < (unsigned)LLVMGetNumOperands(uses[k].user); o++)
                    if (LLVMGetOperand(uses[k].user, o) == old)
                        LLVMSetOperand(uses[k].user, o, value);
            }
            LLVMDisposeBuilder(builder);
            /* What the original no longer feeds goes. */
            for (LLVMValueRef i = LLVMGetNextInstruction(load), in; i; i = in) {
                in = LLVMGetNextInstruction(i);
                if (LLVMGetInstructionOpcode(i) == LLVMExtractElement && LLVMGetOperand(i, 0) == load &&
                    !LLVMGetFirstUse(i)) {
                    if (i == next)
                        next = in;
                    LLVMInstructionEraseFromParent(i);
                }
            }
            if (!LLVMGetFirstUse(load))
                LLVMInstructionEraseFromParent(load);
        }
    }
    free(uses);
}

static void clean_up_function(LLVMValueRef f, LLVMTargetDataRef dl) {
    PtxCfg g = {0};
    ptx_cfg_build(&g, f);
    size_t cap = 16, ndivs = 0;
    LLVMValueRef *divs = malloc(cap * sizeof *divs);
    int *where = malloc(cap * sizeof *where);
    Reach r;
    reach_build(&r, &g);
    if (!divs || !where)
        abort();
    for (size_t b = 0; b < g.nreachable; b++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(g.blocks[b]); i; i = LLVMGetNextInstruction(i)) {
            if (!is_fdiv(i))
                continue;
            if (ndivs == cap) {
                cap *= 2;
                divs = realloc(divs, cap * sizeof *divs);
                where = realloc(where, cap * sizeof *where);
                if (!divs || !where)
                    abort();
            }
            divs[ndivs] = i;
            where[ndivs++] = (int)b;
        }
    for (size_t i = 0; i < ndivs; i++) {
        if (!divs[i])
            continue;
        LLVMValueRef a = LLVMGetOperand(divs[i], 0), b = LLVMGetOperand(divs[i], 1);
        int ncd = -1, copies = 0;
        for (size_t j = i; j < ndivs; j++)
            if (same_division(divs[j], a, b)) {
                ncd = ncd < 0 ? where[j] : ptx_cfg_common_dominator(&g, ncd, where[j]);
                copies++;
            }
        if (copies < 2 || !available_in(&g, a, ncd) || !available_in(&g, b, ncd))
            continue;
        /* Never into a loop that some copy is outside of: that would divide
         * on every iteration instead of once. */
        bool ok = true;
        if (reaches(&r, ncd, ncd))
            for (size_t j = i; j < ndivs && ok; j++)
                if (same_division(divs[j], a, b) && ptx_cfg_dominates(&g, ncd, where[j]))
                    ok = where[j] == ncd || reaches(&r, where[j], ncd);
        if (!ok)
            continue;
        /* At the first copy in that block, else before its terminator. */
        LLVMValueRef keep = NULL;
        for (LLVMValueRef k = LLVMGetFirstInstruction(g.blocks[ncd]); k && !keep; k = LLVMGetNextInstruction(k))
            if (same_division(k, a, b))
                keep = k;
        if (!keep) {
            LLVMBuilderRef builder = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(a)));
            LLVMPositionBuilderBefore(builder, LLVMGetBasicBlockTerminator(g.blocks[ncd]));
            keep = LLVMBuildFDiv(builder, a, b, "");
            LLVMDisposeBuilder(builder);
        }
        /* Every copy that the shared one dominates reads it. */
        for (size_t j = i; j < ndivs; j++)
            if (same_division(divs[j], a, b) && ptx_cfg_dominates(&g, ncd, where[j])) {
                if (divs[j] != keep) {
                    LLVMReplaceAllUsesWith(divs[j], keep);
                    LLVMInstructionEraseFromParent(divs[j]);
                }
                divs[j] = NULL;
            }
    }
    free(divs);
    free(where);
    reuse_phis(&g);
    reload_after_loops(&g, &r, dl);
    free(r.bits);
    ptx_cfg_free(&g);
}

void clean_up_ir(LLVMModuleRef m) {
    LLVMTargetDataRef dl = LLVMGetModuleDataLayout(m);
    for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
        if (!LLVMIsDeclaration(f))
            clean_up_function(f, dl);
}
