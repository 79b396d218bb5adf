/* Which lanes of the R registers a function may read before it writes
 * them: what a caller must set up before running it (the renderer skips
 * the camera ray's differentials for an entry that never reads them). */
#include "isa.h"

#include <stdlib.h>

/* The lanes of its register that source k of `in` reads: those the
 * instruction uses (rpu_lanes_read) through the swizzle. */
static uint8_t src_lanes(const rpu_instr *in, int k) {
    uint8_t used = rpu_lanes_read(in, k), lanes = 0;
    for (int i = 0; i < 4; i++)
        if (used & (1 << i)) lanes |= (uint8_t)(1 << ((in->src[k].swizzle >> (2 * i)) & 3));
    return lanes;
}

/* The R lanes (bit 4*r + lane) one instruction reads and writes. */
static void uses(const rpu_instr *in, uint64_t *reads, uint64_t *writes) {
    *reads = *writes = 0;
    for (int k = 0; k < rpu_ops[in->opcode].nsrc; k++)
        if (in->src[k].file == RPU_F_R) *reads |= (uint64_t)src_lanes(in, k) << (4 * in->src[k].index);
    if (in->target_file == RPU_F_R) *reads |= 1ull << (4 * in->target_index + in->target_lane);
    uint8_t kind = rpu_ops[in->opcode].kind;
    if ((kind == RPU_K_FLOAT || kind == RPU_K_INT) && in->dest_file == RPU_F_R)
        *writes = (uint64_t)in->mask << (4 * in->dest_index);
}

uint64_t rpu_entry_inputs(const rpu_object *obj, uint32_t entry) {
    /* Forward over the code from the entry: at each address the R lanes
     * some path there has left unwritten; a read of one is an input.  A
     * call may read anything (its callee is not followed). */
    uint32_t n = obj->ncode;
    if (entry >= n) return 0;
    uint64_t *unwritten = calloc(n, sizeof *unwritten), inputs = 0;
    uint32_t *work = malloc(n * sizeof *work);
    bool *queued = calloc(n, sizeof *queued);
    if (!unwritten || !work || !queued) {
        inputs = ~0ull;
        goto done;
    }
    uint32_t nwork = 0;
    unwritten[entry] = ~0ull;
    work[nwork++] = entry;
    queued[entry] = true;
    while (nwork) {
        uint32_t pc = work[--nwork];
        queued[pc] = false;
        uint64_t open = unwritten[pc];
        const rpu_instr *in = &obj->code[pc], *last = in;
        uint32_t count = (in->flags & RPU_PAIR_NEXT) && pc + 1 < n ? 2 : 1;
        uint64_t reads, writes;
        uses(in, &reads, &writes);
        if (count == 2) { /* both read before either writes */
            uint64_t r2, w2;
            last = in + 1;
            uses(last, &r2, &w2);
            reads |= r2;
            writes |= w2;
        }
        inputs |= reads & open;
        open &= ~writes;
        uint32_t next[2], nnext = 0;
        switch (last->ctrl) {
        case RPU_CTRL_RETURN:
            if (last->cond_flags) next[nnext++] = pc + count;
            break;
        case RPU_CTRL_JMP:
            next[nnext++] = last->target;
            if (last->cond_flags) next[nnext++] = pc + count;
            break;
        case RPU_CTRL_CALL:
            inputs |= open;
            break;
        default: next[nnext++] = pc + count;
        }
        for (uint32_t i = 0; i < nnext; i++) {
            uint32_t to = next[i];
            if (to >= n || (unwritten[to] | open) == unwritten[to]) continue;
            unwritten[to] |= open;
            if (!queued[to]) {
                queued[to] = true;
                work[nwork++] = to;
            }
        }
    }
done:
    free(unwritten);
    free(work);
    free(queued);
    return inputs;
}
