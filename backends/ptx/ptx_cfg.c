/* A function's control-flow graph as the emitter and its IR clean-up see it
 * (ptx_internal.h, PtxCfg): blocks in reverse post-order, successors,
 * predecessors and immediate dominators by index. */
#include "ptx_internal.h"

#include <stdlib.h>

struct PtxBlockKey {
    LLVMBasicBlockRef bb;
    int index;
};
typedef struct PtxBlockKey BlockKey;

static int cmp_key(const void *a, const void *b) {
    uintptr_t x = (uintptr_t)((const BlockKey *)a)->bb, y = (uintptr_t)((const BlockKey *)b)->bb;
    return x < y ? -1 : x > y;
}

int ptx_cfg_index(const PtxCfg *g, LLVMBasicBlockRef bb) {
    BlockKey key = {bb, -1};
    const BlockKey *k = bsearch(&key, g->keys, g->n, sizeof key, cmp_key);
    return k ? k->index : -1;
}

/* Reverse post-order from the entry, the last successor visited first so
 * that the first one is placed right after its branch (as in the source
 * order, and as LLVM's block placement keeps loops together); then the
 * blocks that cannot be reached, in function order.  An explicit stack:
 * kernels can be deep. */
static void order_blocks(PtxCfg *g, LLVMValueRef f, LLVMBasicBlockRef *all) {
    size_t n = g->n;
    struct Frame {
        size_t block;
        unsigned next_succ;
    } *stack = calloc(n ? n : 1, sizeof *stack);
    LLVMBasicBlockRef *post = calloc(n ? n : 1, sizeof *post);
    bool *seen = calloc(n ? n : 1, sizeof *seen);
    if (!stack || !post || !seen)
        abort();
    LLVMGetBasicBlocks(f, all);
    /* The blocks by address, to find a successor's index in log n. */
    BlockKey *byaddr = malloc((n ? n : 1) * sizeof *byaddr);
    if (!byaddr)
        abort();
    for (size_t k = 0; k < n; k++)
        byaddr[k] = (BlockKey){all[k], (int)k};
    qsort(byaddr, n, sizeof *byaddr, cmp_key);
    size_t npost = 0, depth = 0;
    if (n) {
        seen[0] = true;
        stack[depth++] = (struct Frame){0, 0};
    }
    while (depth) {
        struct Frame *top = &stack[depth - 1];
        LLVMValueRef term = LLVMGetBasicBlockTerminator(all[top->block]);
        unsigned nsucc = term ? LLVMGetNumSuccessors(term) : 0;
        if (top->next_succ < nsucc) {
            LLVMBasicBlockRef succ = LLVMGetSuccessor(term, nsucc - 1 - top->next_succ++);
            BlockKey key = {succ, -1};
            const BlockKey *hit = bsearch(&key, byaddr, n, sizeof key, cmp_key);
            size_t k = hit ? (size_t)hit->index : n;
            if (k < n && !seen[k]) {
                seen[k] = true;
                stack[depth++] = (struct Frame){k, 0};
            }
        } else {
            post[npost++] = all[top->block];
            depth--;
        }
    }
    g->nreachable = npost;
    size_t m = 0;
    for (size_t k = npost; k > 0; k--)
        g->blocks[m++] = post[k - 1];
    for (size_t k = 0; k < n; k++)
        if (!seen[k])
            g->blocks[m++] = all[k];
    free(stack);
    free(post);
    free(seen);
    free(byaddr);
}

int ptx_cfg_common_dominator(const PtxCfg *g, int a, int b) {
    while (a != b) {
        while (a > b)
            a = g->idom[a];
        while (b > a)
            b = g->idom[b];
    }
    return a;
}

bool ptx_cfg_dominates(const PtxCfg *g, int a, int b) {
    if (a < 0 || b < 0 || g->idom[b] < 0)
        return false;
    while (b != a && b != 0)
        b = g->idom[b];
    return b == a;
}

static int *edge_list(int **lists, int *counts, size_t i, int extra) {
    lists[i] = realloc(lists[i], (size_t)(counts[i] + extra + 1) * sizeof **lists);
    if (!lists[i])
        abort();
    return lists[i];
}

void ptx_cfg_build(PtxCfg *g, LLVMValueRef f) {
    size_t n = LLVMCountBasicBlocks(f);
    LLVMBasicBlockRef *all = calloc(n ? n : 1, sizeof *all);
    *g = (PtxCfg){.n = n};
    g->blocks = calloc(n ? n : 1, sizeof *g->blocks);
    g->keys = calloc(n ? n : 1, sizeof *g->keys);
    g->succs = calloc(n ? n : 1, sizeof *g->succs);
    g->preds = calloc(n ? n : 1, sizeof *g->preds);
    g->nsuccs = calloc(n ? n : 1, sizeof *g->nsuccs);
    g->npreds = calloc(n ? n : 1, sizeof *g->npreds);
    g->idom = malloc((n ? n : 1) * sizeof *g->idom);
    if (!all || !g->blocks || !g->keys || !g->succs || !g->preds || !g->nsuccs || !g->npreds || !g->idom)
        abort();
    order_blocks(g, f, all);
    free(all);
    for (size_t i = 0; i < n; i++)
        g->keys[i] = (BlockKey){g->blocks[i], (int)i};
    qsort(g->keys, n, sizeof *g->keys, cmp_key);
    for (size_t i = 0; i < n; i++) {
        g->idom[i] = -1;
        LLVMValueRef term = LLVMGetBasicBlockTerminator(g->blocks[i]);
        unsigned nsucc = term ? LLVMGetNumSuccessors(term) : 0;
        edge_list(g->succs, g->nsuccs, i, (int)nsucc);
        for (unsigned k = 0; k < nsucc; k++) {
            int s = ptx_cfg_index(g, LLVMGetSuccessor(term, k));
            g->succs[i][g->nsuccs[i]++] = s;
            edge_list(g->preds, g->npreds, (size_t)s, 1)[g->npreds[s]++] = (int)i;
        }
    }
    /* Immediate dominators by Cooper, Harvey and Kennedy's iteration over
     * the reverse post-order; the unreachable blocks keep -1. */
    if (!g->nreachable)
        return;
    g->idom[0] = 0;
    for (bool changed = true; changed;) {
        changed = false;
        for (size_t b = 1; b < g->nreachable; b++) {
            int idom = -1;
            for (int k = 0; k < g->npreds[b]; k++) {
                int p = g->preds[b][k];
                if (g->idom[p] >= 0)
                    idom = idom < 0 ? p : ptx_cfg_common_dominator(g, p, idom);
            }
            if (idom != g->idom[b]) {
                g->idom[b] = idom;
                changed = true;
            }
        }
    }
}

void ptx_cfg_free(PtxCfg *g) {
    for (size_t i = 0; i < g->n; i++) {
        free(g->succs[i]);
        free(g->preds[i]);
    }
    free(g->succs);
    free(g->preds);
    free(g->nsuccs);
    free(g->npreds);
    free(g->idom);
    free(g->keys);
    free(g->blocks);
    *g = (PtxCfg){0};
}
