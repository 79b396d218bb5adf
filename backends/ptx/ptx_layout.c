/* Block layout of the PTX emitter: the reverse post-order of ptx_cfg.c with
 * loops rotated where LLVM's block placement rotates them: the latch placed
 * right above its header, the loop entered by a jump to the header, left
 * through the latch's forward branch, which falls through into the header.
 *
 * ptxas unrolls loops in this shape and not in the plain one (header on
 * top, latch at the bottom with a conditional branch back): a loop nest
 * with an inner loop clang unrolled 4x (runtime trip count), compiled by
 * ptxas for sm_80, had 5 global loads in its SASS from our layout against
 * 29 from llc's; the same PTX with only the outer latch moved above its
 * header and the inner back edge as `bra.uni` had 33 (test/lit/ptx/
 * loop-shape.ll, bench/ptx.sh).  The back edges' `bra.uni` is in
 * emit_terminator (ptx_function.c). */
#include "ptx_internal.h"

#include <stdlib.h>

/* The single latch of header h (a predecessor that h dominates), or -1. */
static int only_latch(const PtxCfg *g, int h) {
    int latch = -1;
    for (int k = 0; k < g->npreds[h]; k++) {
        int p = g->preds[h][k];
        if (p < 0 || (size_t)p >= g->nreachable || !ptx_cfg_dominates(g, h, p))
            continue;
        if (latch >= 0 && latch != p)
            return -1;
        latch = p;
    }
    return latch;
}

/* Is latch reached from more than one block?  LLVM's placement moves a
 * latch above its header when the back edge it then falls through gains
 * more than it loses, the fall-through into the latch among the losses
 * (findBestLoopTop, by block frequencies): with one predecessor that edge
 * carries all of the latch's frequency and the loop stays as it is
 * (seed 004's test_loop13: rotated, ptxas unrolled it where llc's it did
 * not, 456 SASS instructions against 176). */
static bool several_ways_in(const PtxCfg *g, int latch) {
    int first = -1;
    for (int k = 0; k < g->npreds[latch]; k++) {
        int p = g->preds[latch][k];
        if (p < 0 || (size_t)p >= g->nreachable)
            continue;
        if (first >= 0 && p != first)
            return true;
        first = p;
    }
    return false;
}

/* Does the conditional branch ending latch leave h's loop (its other
 * successor outside the natural loop of the back edge latch -> h)?  The
 * walk marks the loop's blocks in in_loop and clears them again. */
static bool latch_exits(const PtxCfg *g, int h, int latch, bool *in_loop, int *stack) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(g->blocks[latch]);
    if (!t || LLVMGetInstructionOpcode(t) != LLVMBr || !LLVMIsConditional(t))
        return false;
    int a = ptx_cfg_index(g, LLVMGetSuccessor(t, 0)), b = ptx_cfg_index(g, LLVMGetSuccessor(t, 1));
    int other = a == h ? b : b == h ? a : -1;
    if (other < 0 || other == h)
        return false;
    size_t depth = 0, nvisited = 0;
    in_loop[h] = true;
    stack[depth++] = latch;
    in_loop[latch] = true;
    int *visited = stack + g->n; /* the second half of the scratch */
    visited[nvisited++] = latch;
    while (depth) {
        int x = stack[--depth];
        for (int k = 0; k < g->npreds[x]; k++) {
            int p = g->preds[x][k];
            if (p >= 0 && (size_t)p < g->nreachable && !in_loop[p]) {
                in_loop[p] = true;
                visited[nvisited++] = p;
                stack[depth++] = p;
            }
        }
    }
    bool exits = !in_loop[other];
    in_loop[h] = false;
    for (size_t k = 0; k < nvisited; k++)
        in_loop[visited[k]] = false;
    return exits;
}

void ptx_layout_blocks(const PtxCfg *g, int *order) {
    size_t n = g->n;
    /* The order as a doubly linked list (-1 ends it), so that a move is
     * constant work. */
    int *next = malloc((n + 1) * sizeof *next), *prev = malloc((n + 1) * sizeof *prev);
    int *scratch = malloc((2 * n + 1) * sizeof *scratch);
    bool *in_loop = calloc(n + 1, sizeof *in_loop);
    if (!next || !prev || !scratch || !in_loop)
        abort();
    for (size_t i = 0; i < n; i++) {
        next[i] = i + 1 < n ? (int)i + 1 : -1;
        prev[i] = (int)i - 1;
    }
    int first = n ? 0 : -1;
    for (size_t h = 1; h < g->nreachable; h++) {
        int latch = only_latch(g, (int)h);
        if (latch < 0 || latch == (int)h || !several_ways_in(g, latch) ||
            !latch_exits(g, (int)h, latch, in_loop, scratch))
            continue;
        /* Unlink the latch, then link it in above h (never above the
         * entry: h > 0 has a predecessor placed before it). */
        if (prev[latch] >= 0)
            next[prev[latch]] = next[latch];
        else
            first = next[latch];
        if (next[latch] >= 0)
            prev[next[latch]] = prev[latch];
        prev[latch] = prev[h];
        next[latch] = (int)h;
        if (prev[h] >= 0)
            next[prev[h]] = latch;
        else
            first = latch;
        prev[h] = latch;
    }
    size_t k = 0;
    for (int b = first; b >= 0; b = next[b])
        order[k++] = b;
    free(next);
    free(prev);
    free(scratch);
    free(in_loop);
}
