/* Machine IR: construction, def/use queries, lane-precise liveness, printing. */
#include "mir.h"

#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static void *grow(void *p, int *cap, int need, size_t elem) {
    if (need <= *cap) return p;
    int c = *cap ? *cap * 2 : 16;
    while (c < need) c *= 2;
    p = realloc(p, (size_t)c * elem);
    memset((char *)p + (size_t)*cap * elem, 0, (size_t)(c - *cap) * elem);
    *cap = c;
    return p;
}

mir_func *mir_func_new(const char *name) {
    mir_func *f = calloc(1, sizeof *f);
    f->name = strdup(name);
    f->nphys = MIR_NPHYS;
    f->sreg = mir_new_vreg(f, VK_VEC4, 4);
    f->vregs[f->sreg].special = true;
    f->vregs[f->sreg].file = RPU_F_SPECIAL;
    for (int k = 0; k < 4; k++) {
        f->ireg[k] = mir_new_vreg(f, VK_VEC4, 4);
        f->vregs[f->ireg[k]].special = true;
        f->vregs[f->ireg[k]].file = RPU_F_I;
        f->vregs[f->ireg[k]].findex = (uint8_t)k;
    }
    f->areg = mir_new_vreg(f, VK_VEC4, 4);
    f->vregs[f->areg].special = true;
    f->vregs[f->areg].file = RPU_F_A;
    f->memreg = mir_new_vreg(f, VK_SCALAR, 1);
    f->vregs[f->memreg].special = true;
    return f;
}

static void free_instr(mir_instr *in) {
    free(in->callee);
    free(in->args);
}

void mir_func_free(mir_func *f) {
    if (!f) return;
    for (int b = 0; b < f->nblocks; b++) {
        for (int i = 0; i < f->blocks[b].n; i++) free_instr(&f->blocks[b].ins[i]);
        free(f->blocks[b].ins);
        free(f->blocks[b].live_in);
        free(f->blocks[b].live_out);
        free(f->blocks[b].in.v);
        free(f->blocks[b].in.mask);
        free(f->blocks[b].out.v);
        free(f->blocks[b].out.mask);
    }
    free(f->blocks);
    free(f->vregs);
    free(f->recompute);
    free(f->name);
    free(f);
}

int mir_new_vreg(mir_func *f, mir_vkind kind, int lanes) {
    f->vregs = grow(f->vregs, &f->vcap, f->nvregs + 1, sizeof *f->vregs);
    f->vregs[f->nvregs] = (mir_vreg){.kind = (uint8_t)kind, .lanes = (uint8_t)lanes, .reg = -1, .lane = 0};
    return f->nvregs++;
}

int mir_new_block(mir_func *f) {
    f->blocks = grow(f->blocks, &f->bcap, f->nblocks + 1, sizeof *f->blocks);
    f->blocks[f->nblocks] = (mir_block){.term = MT_RET, .succ = {-1, -1}};
    return f->nblocks++;
}

void mir_insert(mir_func *f, int block, int pos, const mir_instr *in) {
    mir_block *b = &f->blocks[block];
    b->ins = grow(b->ins, &b->cap, b->n + 1, sizeof *b->ins);
    memmove(&b->ins[pos + 1], &b->ins[pos], (size_t)(b->n - pos) * sizeof *b->ins);
    b->ins[pos] = *in;
    b->n++;
}

mir_instr *mir_append(mir_func *f, int block, const mir_instr *in) {
    mir_insert(f, block, f->blocks[block].n, in);
    return &f->blocks[block].ins[f->blocks[block].n - 1];
}

void mir_remove(mir_func *f, int block, int pos) {
    mir_block *b = &f->blocks[block];
    free_instr(&b->ins[pos]);
    memmove(&b->ins[pos], &b->ins[pos + 1], (size_t)(b->n - pos - 1) * sizeof *b->ins);
    b->n--;
}

void mir_remove_marked(mir_func *f, int block, const bool *drop) {
    mir_block *b = &f->blocks[block];
    int n = 0;
    for (int i = 0; i < b->n; i++)
        if (drop[i]) free_instr(&b->ins[i]);
        else b->ins[n++] = b->ins[i];
    b->n = n;
}

mir_opnd mir_vreg_opnd(const mir_func *f, int v) {
    mir_opnd o = {.kind = MO_VREG, .index = v};
    int n = f->vregs[v].lanes;
    for (int i = 0; i < 4; i++) o.swz[i] = (uint8_t)(i < n ? i : n - 1);
    return o;
}

mir_opnd mir_imm(float x) { return (mir_opnd){.kind = MO_IMM, .imm = x}; }

mir_opnd mir_phys(rpu_file file, int index) {
    return (mir_opnd){.kind = MO_PHYS, .file = (uint8_t)file, .index = index, .swz = {0, 1, 2, 3}};
}

uint8_t mir_full_mask(const mir_func *f, int v) { return (uint8_t)((1u << f->vregs[v].lanes) - 1); }

bool mir_same_opnd(const mir_opnd *a, const mir_opnd *b) {
    if (a->kind != b->kind || a->scale != b->scale || a->neg != b->neg) return false;
    if (a->kind == MO_IMM) return a->imm == b->imm;
    return a->file == b->file && a->index == b->index && !memcmp(a->swz, b->swz, 4);
}

bool mir_is_file(const mir_func *f, int v, int file) { return f->vregs[v].special && f->vregs[v].file == file; }

bool mir_is_arith(const mir_instr *in) {
    return in->op < RPU_OPCODE_COUNT && in->op != RPU_LOAD && in->op != RPU_STORE && in->op != RPU_TRACE;
}

typedef struct touch {
    int v;        /* vreg looked for */
    uint8_t mask; /* its lanes */
    bool hit;
} touch;

static void touch_def(void *ctx, int v, uint8_t mask, bool kill) {
    (void)kill;
    touch *t = ctx;
    if (v == t->v && (mask & t->mask)) t->hit = true;
}

static void touch_use(void *ctx, int v, uint8_t mask) { touch_def(ctx, v, mask, false); }

bool mir_touches(const mir_func *f, const mir_block *bb, int from, int to, int v, uint8_t mask, bool reads) {
    touch t = {v, mask, false};
    for (int i = from; i < to && !t.hit; i++) {
        mir_defs(f, &bb->ins[i], touch_def, &t);
        if (reads) mir_uses(f, &bb->ins[i], touch_use, &t);
    }
    return t.hit;
}

bool mir_sources_kept(const mir_func *f, const mir_block *bb, const mir_instr *in, int from, int to) {
    for (int s = 0; s < mir_nsrc(in); s++)
        if (in->src[s].kind == MO_VREG && mir_touches(f, bb, from, to, in->src[s].index, 15, false)) return false;
        else if (in->src[s].kind == MO_PHYS && in->src[s].file != RPU_F_C && mir_touches(f, bb, from, to, f->memreg, 1, false))
            return false;
    return true;
}

const mir_instr *mir_branch_compare(const mir_func *f, const mir_block *bb, int *test) {
    if (bb->term != MT_BR || bb->n < 2) return NULL;
    const mir_instr *c = &bb->ins[bb->n - 1];
    const mir_opnd *x = &c->src[0];
    if (c->op != RPU_MOV || c->flags || x->kind != MO_VREG || x->scale || f->vregs[x->index].special) return NULL;
    *test = x->neg ? mir_negated_test(bb->test) : bb->test;
    return c;
}

int *mir_pred_counts(const mir_func *f) {
    int *npred = calloc(f->nblocks > 0 ? (size_t)f->nblocks : 1, sizeof *npred);
    if (!npred) abort();
    for (int b = 0; b < f->nblocks; b++) {
        const mir_block *bb = &f->blocks[b];
        if (bb->term != MT_RET) npred[bb->succ[0]]++;
        if (bb->term == MT_BR && bb->succ[1] != bb->succ[0]) npred[bb->succ[1]]++;
    }
    return npred;
}

bool mir_is_scalar_view(const mir_opnd *o) {
    return o->kind == MO_IMM || (o->swz[0] == o->swz[1] && o->swz[1] == o->swz[2] && o->swz[2] == o->swz[3]);
}

int mir_nsrc(const mir_instr *in) {
    switch (in->op) {
    case RPU_MOV:
    case RPU_FRAC:
    case RPU_F2I:
    case RPU_I2F: return 1;
    case RPU_MAD:
    case RPU_STORE: return 3;
    case MIR_CALL: return 0;
    default: return 2;
    }
}

uint8_t mir_src_lanes(const mir_instr *in, int s) {
    const mir_opnd *o = &in->src[s];
    uint8_t want;
    if ((in->op == RPU_LOAD || in->op == RPU_STORE) && s < 2) want = 1; /* the address lane */
    else if (in->op == RPU_TRACE) want = 7;
    else if (in->op == RPU_DP3) want = 7;
    else if (in->op == RPU_DP4) want = 15;
    else if (in->dst.kind == MO_PHYS) want = in->mask; /* R15: physical lanes */
    else want = in->mask;
    if (in->flags & (MI_RCP | MI_RSQ)) want |= 8; /* the special result comes from lane w */
    uint8_t lanes = 0;
    for (int i = 0; i < 4; i++)
        if (want & (1 << i)) lanes |= (uint8_t)(1 << o->swz[i]);
    return lanes;
}

bool mir_has_side_effects(const mir_instr *in) {
    return in->op == MIR_CALL || in->op == RPU_STORE || in->op == RPU_TRACE;
}

void mir_defs(const mir_func *f, const mir_instr *in, void (*fn)(void *ctx, int v, uint8_t mask, bool kill), void *ctx) {
    if (in->op == MIR_CALL) {
        for (int r = 0; r < in->nresults; r++) fn(ctx, in->results[r], mir_full_mask(f, in->results[r]), true);
        fn(ctx, f->sreg, 15, true);
        for (int k = 0; k < 4; k++) fn(ctx, f->ireg[k], 15, true); /* the callee loads and addresses too */
        fn(ctx, f->areg, 15, true);
        fn(ctx, f->memreg, 1, false);
        return;
    }
    if (in->op == RPU_STORE || in->op == RPU_TRACE) fn(ctx, f->memreg, 1, false);
    if (in->dst.kind == MO_VREG) fn(ctx, in->dst.index, in->mask, (in->flags & MI_FULLDEF) != 0);
    if (in->flags & (MI_RCP | MI_RSQ)) {
        /* the S lanes follow the physical mask of the destination */
        uint8_t m = in->mask;
        if (in->dst.kind == MO_VREG && f->vregs[in->dst.index].reg >= 0) m = (uint8_t)(m << f->vregs[in->dst.index].lane);
        fn(ctx, f->sreg, m, false);
    }
}

void mir_uses(const mir_func *f, const mir_instr *in, void (*fn)(void *ctx, int v, uint8_t mask), void *ctx) {
    if (in->op == MIR_CALL) {
        for (int i = 0; i < in->nargs; i++) fn(ctx, in->args[i], mir_full_mask(f, in->args[i]));
        if (in->src[0].kind == MO_VREG) fn(ctx, in->src[0].index, (uint8_t)(1 << in->src[0].swz[0])); /* the called address */
        fn(ctx, f->memreg, 1);
        return;
    }
    int n = mir_nsrc(in);
    bool state = in->op == RPU_LOAD || in->op == RPU_STORE || in->op == RPU_TRACE;
    for (int s = 0; s < n; s++) {
        if (in->src[s].kind == MO_VREG) fn(ctx, in->src[s].index, mir_src_lanes(in, s));
        if (in->src[s].kind == MO_PHYS && in->src[s].file >= RPU_F_I && in->src[s].file <= RPU_F_HIT_OBJ) state = true;
    }
    if (state) fn(ctx, f->memreg, 1);
}

static void kill_cb(void *ctx, int v, uint8_t mask, bool full) {
    uint8_t *live = ctx;
    live[v] = full ? 0 : (uint8_t)(live[v] & ~mask);
}

static void use_cb(void *ctx, int v, uint8_t mask) {
    uint8_t *live = ctx;
    live[v] |= mask;
}

void mir_live_step(const mir_func *f, const mir_instr *in, uint8_t *live) {
    mir_defs(f, in, kill_cb, live);
    mir_uses(f, in, use_cb, live);
}

void mir_live_init(mir_live *l, const mir_func *f) {
    *l = (mir_live){calloc((size_t)f->nvregs, 1), malloc((size_t)f->nvregs * sizeof(int)),
                    malloc((size_t)f->nvregs * sizeof(int)), 0};
}

void mir_live_free(mir_live *l) {
    free(l->mask);
    free(l->list);
    free(l->pos);
}

static void live_kill(void *ctx, int v, uint8_t mask, bool full) {
    mir_live *l = ctx;
    if (!l->mask[v]) return;
    l->mask[v] = full ? 0 : (uint8_t)(l->mask[v] & ~mask);
    if (!l->mask[v]) {
        int last = l->list[--l->n];
        l->list[l->pos[v]] = last;
        l->pos[last] = l->pos[v];
    }
}

static void live_add(void *ctx, int v, uint8_t mask) {
    mir_live *l = ctx;
    if (!l->mask[v] && mask) {
        l->pos[v] = l->n;
        l->list[l->n++] = v;
    }
    l->mask[v] |= mask;
}

void mir_live_back(const mir_func *f, const mir_instr *in, mir_live *l) {
    mir_defs(f, in, live_kill, l);
    mir_uses(f, in, live_add, l);
}

static void live_or(mir_live *l, const mir_lanes *s) {
    for (int k = 0; k < s->n; k++) live_add(l, s->v[k], s->mask[k]);
}

void mir_live_load(mir_live *l, const mir_lanes *s) {
    for (int k = 0; k < l->n; k++) l->mask[l->list[k]] = 0;
    l->n = 0;
    live_or(l, s);
}

static bool live_equal(const mir_live *l, const mir_lanes *s) {
    if (l->n != s->n) return false;
    for (int k = 0; k < s->n; k++)
        if (l->mask[s->v[k]] != s->mask[k]) return false;
    return true;
}

static void live_save(const mir_live *l, mir_lanes *s) {
    s->v = realloc(s->v, (size_t)(l->n ? l->n : 1) * sizeof *s->v);
    s->mask = realloc(s->mask, (size_t)(l->n ? l->n : 1));
    for (int k = 0; k < l->n; k++) {
        s->v[k] = l->list[k];
        s->mask[k] = l->mask[l->list[k]];
    }
    s->n = l->n;
}

uint8_t mir_lanes_of(const mir_lanes *s, int v) {
    for (int k = 0; k < s->n; k++)
        if (s->v[k] == v) return s->mask[k];
    return 0;
}

static int nsucc(const mir_block *bb) { return bb->term == MT_BR ? 2 : bb->term == MT_JMP ? 1 : 0; }

/* out of block b from its successors (the return values after a return) into l. */
static void live_out_of(const mir_func *f, int b, mir_live *l) {
    const mir_block *bb = &f->blocks[b];
    mir_live_load(l, &(mir_lanes){0});
    for (int s = 0; s < nsucc(bb); s++) live_or(l, &f->blocks[bb->succ[s]].in);
    for (int r = 0; bb->term == MT_RET && r < f->nrets; r++) live_add(l, f->rets[r], mir_full_mask(f, f->rets[r]));
}

void mir_live_block_out(mir_func *f, int b) {
    mir_live l;
    mir_live_init(&l, f);
    live_out_of(f, b, &l);
    live_save(&l, &f->blocks[b].out);
    mir_live_free(&l);
}

void mir_live_block_in(mir_func *f, int b) {
    mir_block *bb = &f->blocks[b];
    mir_live l;
    mir_live_init(&l, f);
    mir_live_load(&l, &bb->out);
    for (int i = bb->n - 1; i >= 0; i--) mir_live_back(f, &bb->ins[i], &l);
    live_save(&l, &bb->in);
    mir_live_free(&l);
}

static bool lower_rank(const void *ctx, int x, int y) {
    const int *rank = ctx;
    return rank[x] < rank[y];
}

void mir_live_sets(mir_func *f) {
    int nb = f->nblocks;
    /* predecessors (an edge twice when both branch targets are one block: harmless) */
    int *first = calloc((size_t)nb + 1, sizeof *first), *fill = malloc((size_t)nb * sizeof *fill);
    for (int b = 0; b < nb; b++)
        for (int s = 0; s < nsucc(&f->blocks[b]); s++) first[f->blocks[b].succ[s] + 1]++;
    for (int b = 0; b < nb; b++) first[b + 1] += first[b];
    int *pred = malloc((size_t)(first[nb] + 1) * sizeof *pred);
    memcpy(fill, first, (size_t)nb * sizeof *fill);
    for (int b = 0; b < nb; b++)
        for (int s = 0; s < nsucc(&f->blocks[b]); s++) pred[fill[f->blocks[b].succ[s]]++] = b;
    /* a worklist, successors before predecessors (postorder from the entry,
     * unreachable blocks last), a block again when the in set of a
     * successor changed */
    int *rank = malloc((size_t)nb * sizeof *rank), *stack = malloc((size_t)nb * sizeof *stack), *next = calloc((size_t)nb, sizeof *next);
    int nrank = 0, depth = 0;
    for (int b = 0; b < nb; b++) rank[b] = -1;
    rank[0] = -2; /* on the stack */
    stack[depth++] = 0;
    while (depth) {
        int b = stack[depth - 1];
        const mir_block *bb = &f->blocks[b];
        if (next[b] < nsucc(bb)) {
            int s = bb->succ[next[b]++];
            if (rank[s] == -1) {
                rank[s] = -2;
                stack[depth++] = s;
            }
        } else
            rank[stack[--depth]] = nrank++;
    }
    for (int b = 0; b < nb; b++)
        if (rank[b] == -1) rank[b] = nrank++;
    bool *queued = malloc((size_t)nb);
    mir_heap work = {malloc((size_t)nb * sizeof(int)), 0, lower_rank, rank, NULL};
    for (int b = 0; b < nb; b++) {
        mir_block *bb = &f->blocks[b];
        bb->in.n = bb->out.n = 0;
        queued[b] = true;
        mir_heap_push(&work, b);
    }
    mir_live l;
    mir_live_init(&l, f);
    while (work.n) {
        int b = mir_heap_pop(&work);
        queued[b] = false;
        mir_block *bb = &f->blocks[b];
        live_out_of(f, b, &l);
        live_save(&l, &bb->out);
        for (int i = bb->n - 1; i >= 0; i--) mir_live_back(f, &bb->ins[i], &l);
        if (live_equal(&l, &bb->in)) continue;
        live_save(&l, &bb->in);
        for (int k = first[b]; k < first[b + 1]; k++)
            if (!queued[pred[k]]) {
                queued[pred[k]] = true;
                mir_heap_push(&work, pred[k]);
            }
    }
    mir_live_free(&l);
    free(first);
    free(fill);
    free(pred);
    free(rank);
    free(stack);
    free(next);
    free(work.a);
    free(queued);
}

void mir_liveness(mir_func *f) {
    mir_live_sets(f);
    for (int b = 0; b < f->nblocks; b++) {
        mir_block *bb = &f->blocks[b];
        free(bb->live_in);
        free(bb->live_out);
        bb->live_in = calloc((size_t)f->nvregs, 1);
        bb->live_out = calloc((size_t)f->nvregs, 1);
        for (int k = 0; k < bb->in.n; k++) bb->live_in[bb->in.v[k]] = bb->in.mask[k];
        for (int k = 0; k < bb->out.n; k++) bb->live_out[bb->out.v[k]] = bb->out.mask[k];
    }
}

static void heap_put(mir_heap *h, int k, int x) {
    h->a[k] = x;
    if (h->pos) h->pos[x] = k;
}

/* x placed at k or above it. */
static void heap_sift_up(mir_heap *h, int k, int x) {
    for (; k > 0 && h->before(h->ctx, x, h->a[(k - 1) / 2]); k = (k - 1) / 2) heap_put(h, k, h->a[(k - 1) / 2]);
    heap_put(h, k, x);
}

void mir_heap_push(mir_heap *h, int x) { heap_sift_up(h, h->n++, x); }

void mir_heap_up(mir_heap *h, int x) { heap_sift_up(h, h->pos[x], x); }

int mir_heap_pop(mir_heap *h) {
    int top = h->a[0], x = h->a[--h->n], k = 0;
    for (;;) {
        int c = 2 * k + 1;
        if (c >= h->n) break;
        if (c + 1 < h->n && h->before(h->ctx, h->a[c + 1], h->a[c])) c++;
        if (!h->before(h->ctx, h->a[c], x)) break;
        heap_put(h, k, h->a[c]);
        k = c;
    }
    if (h->n) heap_put(h, k, x);
    return top;
}

int mir_latency(const mir_instr *in) {
    int l;
    switch (in->op) {
    case RPU_MUL:
    case RPU_MAD:
    case RPU_DP2H:
    case RPU_DP3:
    case RPU_DP3H:
    case RPU_DP4:
    case RPU_IMUL: l = 5; break;
    case RPU_LOAD:
    case RPU_LOAD4: l = 20; break;
    case RPU_TRACE: l = 100; break;
    case MIR_CALL: l = 1; break;
    default: l = 3;
    }
    if (in->flags & (MI_RCP | MI_RSQ)) l += 2;
    return l;
}

/* ---- printing ----------------------------------------------------------------- */

static const char *const op_names[] = {
    [RPU_MOV] = "mov",   [RPU_FRAC] = "frac", [RPU_ADD] = "add",   [RPU_MUL] = "mul",   [RPU_MAD] = "mad",
    [RPU_DP2H] = "dp2h", [RPU_DP3] = "dp3",   [RPU_DP3H] = "dp3h", [RPU_DP4] = "dp4",   [RPU_IADD] = "iadd",
    [RPU_IMUL] = "imul", [RPU_ISHL] = "ishl", [RPU_ISHR] = "ishr", [RPU_IAND] = "iand", [RPU_IOR] = "ior",
    [RPU_IXOR] = "ixor", [RPU_F2I] = "f2i",   [RPU_I2F] = "i2f",   [RPU_LOAD] = "load", [RPU_STORE] = "store",
    [RPU_TRACE] = "trace",
};

int mir_lane_of(const mir_func *f, const mir_opnd *o) { return o->kind == MO_VREG ? f->vregs[o->index].lane : 0; }

static int place_of(const mir_func *f, const mir_opnd *o) {
    if (o->kind == MO_PHYS) return o->file * 64 + o->index;
    if (o->kind != MO_VREG) return -1;
    const mir_vreg *v = &f->vregs[o->index];
    return v->special ? v->file * 64 + v->findex : RPU_F_R * 64 + v->reg;
}

mir_reg_lanes mir_written(const mir_func *f, const mir_instr *in) {
    return (mir_reg_lanes){place_of(f, &in->dst), (uint8_t)(in->mask << mir_lane_of(f, &in->dst))};
}

mir_reg_lanes mir_read_by(const mir_func *f, const mir_opnd *s) {
    mir_reg_lanes r = {place_of(f, s), 0};
    for (int k = 0; k < 4; k++) r.mask |= (uint8_t)(1 << ((mir_lane_of(f, s) + s->swz[k]) & 3));
    return r;
}

bool mir_overlap(mir_reg_lanes a, mir_reg_lanes b) { return a.place >= 0 && a.place == b.place && (a.mask & b.mask); }

static bool reads_s(const mir_func *f, const mir_instr *in) {
    for (int s = 0; s < mir_nsrc(in); s++)
        if (in->src[s].kind == MO_VREG && mir_is_file(f, in->src[s].index, RPU_F_SPECIAL))
            return true;
    return false;
}

/* Whether neither writes what the other reads or writes. */
static bool apart(const mir_func *f, const mir_instr *a, const mir_instr *b) {
    mir_reg_lanes aw = mir_written(f, a);
    if (mir_overlap(aw, mir_written(f, b))) return false;
    for (int s = 0; s < mir_nsrc(b); s++)
        if (mir_overlap(aw, mir_read_by(f, &b->src[s]))) return false;
    return !(a->flags & (MI_RCP | MI_RSQ)) || !((b->flags & (MI_RCP | MI_RSQ)) || reads_s(f, b));
}

bool mir_commute(const mir_func *f, const mir_instr *a, const mir_instr *b) {
    return mir_is_arith(a) && mir_is_arith(b) && apart(f, a, b) && apart(f, b, a);
}

/* The test on X equivalent to `test` on -X; -1 where none is (<1, >=1). */
int mir_negated_test(int test) {
    switch (test) {
    case RPU_T_LT0: return MIR_T_GT0;
    case RPU_T_GE0: return MIR_T_LE0;
    case MIR_T_GT0: return RPU_T_LT0;
    case MIR_T_LE0: return RPU_T_GE0;
    case RPU_T_EQ0:
    case RPU_T_NE0: return test;
    default: return -1;
    }
}

const char *mir_test_name(int test) {
    static const char *const names[] = {"", "<0", ">=0", "<1", ">=1", "=0", "!=0", ">=0 and !=0", "<0 or =0"};
    return names[test];
}

static const char lane_letter[] = "xyzw";

/* Physical lane of logical lane `l` of operand o (a vreg once allocated). */
static int phys_lane(const mir_func *f, const mir_opnd *o, int l) {
    if (o->kind == MO_VREG && f->vregs[o->index].reg >= 0) return f->vregs[o->index].lane + l;
    return l;
}

static int reg_name(const mir_func *f, const mir_opnd *o, char *buf, size_t size) {
    if (o->kind == MO_VREG) {
        const mir_vreg *v = &f->vregs[o->index];
        if (v->special && v->file == RPU_F_I) return snprintf(buf, size, "I%d", v->findex);
        if (v->special) return snprintf(buf, size, v->file == RPU_F_A ? "A" : "S");
        if (v->reg >= 0) return snprintf(buf, size, "R%d", v->reg);
        return snprintf(buf, size, "%%v%d", o->index);
    }
    static const char *const files[RPU_FILE_COUNT] = {"", "R", "C", "S", "S", "I", "A", "HIT", "HIT_TRI", "HIT_OBJ", ""};
    if (o->file == RPU_F_SPECIAL || o->file == RPU_F_HIT || o->file == RPU_F_HIT_TRI || o->file == RPU_F_HIT_OBJ ||
        (o->file == RPU_F_A && o->index < 0))
        return snprintf(buf, size, "%s", files[o->file]);
    return snprintf(buf, size, "%s%d", files[o->file], o->index);
}

void mir_format_src(const mir_func *f, const mir_opnd *o, char *buf, size_t size) {
    if (o->kind == MO_IMM) {
        snprintf(buf, size, "%.9g", o->imm);
        return;
    }
    static const char *const scales[] = {"", "2*", "4*", "0.5*"};
    int n = snprintf(buf, size, "%s%s", o->neg ? "-" : "", scales[o->scale & 3]);
    n += reg_name(f, o, buf + n, size - (size_t)n);
    char sw[5];
    for (int i = 0; i < 4; i++) sw[i] = lane_letter[phys_lane(f, o, o->swz[i]) & 3];
    sw[4] = 0;
    int len = 4;
    while (len > 1 && sw[len - 1] == sw[len - 2]) len--;
    sw[len] = 0;
    if (strcmp(sw, "xyzw") != 0) snprintf(buf + n, size - (size_t)n, ".%s", sw);
}

void mir_format_dst(const mir_func *f, const mir_instr *in, char *buf, size_t size) {
    int n = reg_name(f, &in->dst, buf, size);
    uint8_t m = in->mask;
    if (in->dst.kind == MO_VREG && f->vregs[in->dst.index].reg >= 0) m = (uint8_t)(m << f->vregs[in->dst.index].lane);
    if (m == 15) return;
    buf[n++] = '.';
    for (int i = 0; i < 4; i++)
        if (m & (1 << i)) buf[n++] = lane_letter[i];
    buf[n] = 0;
}

void mir_format_instr(const mir_func *f, const mir_instr *in, char *buf, size_t size) {
    if (in->op == MIR_CALL) {
        char target[32] = "HIT.w";
        if (in->src[0].kind == MO_VREG) mir_format_src(f, &in->src[0], target, sizeof target);
        int n = snprintf(buf, size, "call %s", in->callee[0] ? in->callee : target);
        for (int i = 0; i < in->nargs; i++) {
            char a[32];
            mir_opnd o = mir_vreg_opnd(f, in->args[i]);
            mir_format_src(f, &o, a, sizeof a);
            n += snprintf(buf + n, size - (size_t)n, "%s%s", i ? ", " : " (", a);
        }
        if (in->nargs) n += snprintf(buf + n, size - (size_t)n, ")");
        for (int r = 0; r < in->nresults; r++) n += snprintf(buf + n, size - (size_t)n, "%s%%v%d", r ? ", " : " -> ", in->results[r]);
        return;
    }
    /* A copy of a literal whose bits no float literal spells (a NaN: the bits
       of an integer such as -1, which the assembler would read as its one
       canonical NaN) is the integer `ior d, K, 0`: the same bits. */
    mir_instr as_int;
    if (in->op == RPU_MOV && !(in->flags & (MI_SAT | MI_RCP | MI_RSQ)) && in->src[0].kind == MO_IMM &&
        isnan(in->src[0].imm)) {
        as_int = *in;
        as_int.op = RPU_IOR;
        as_int.src[1] = mir_imm(0.0f);
        in = &as_int;
    }
    char d[32];
    mir_format_dst(f, in, d, sizeof d);
    int n = snprintf(buf, size, "%s%s%s%s %s", op_names[in->op], in->flags & MI_SAT ? "_sat" : "",
                     in->flags & MI_RCP ? "_rcp" : "", in->flags & MI_RSQ ? "_rsq" : "", d);
    bool int_src = in->op >= RPU_IADD && in->op <= RPU_I2F && in->op != RPU_F2I;
    for (int s = 0; s < mir_nsrc(in); s++) {
        char a[48];
        if (int_src && in->src[s].kind == MO_IMM) {
            int32_t bits;
            memcpy(&bits, &in->src[s].imm, sizeof bits);
            snprintf(a, sizeof a, "%d", (int)bits);
        } else
            mir_format_src(f, &in->src[s], a, sizeof a);
        n += snprintf(buf + n, size - (size_t)n, ", %s", a);
    }
}

void mir_print(const mir_func *f, FILE *out) {
    fprintf(out, "function %s:\n", f->name);
    for (int b = 0; b < f->nblocks; b++) {
        const mir_block *bb = &f->blocks[b];
        fprintf(out, "bb%d:\n", b);
        for (int i = 0; i < bb->n; i++) {
            char buf[256];
            mir_format_instr(f, &bb->ins[i], buf, sizeof buf);
            fprintf(out, "    %s%s\n", buf, (bb->ins[i].flags & MI_FULLDEF) ? "   ; def" : "");
        }
        if (bb->term == MT_RET) fprintf(out, "    return\n");
        else if (bb->term == MT_JMP) fprintf(out, "    jmp bb%d\n", bb->succ[0]);
        else fprintf(out, "    branch (%s) bb%d else bb%d\n", mir_test_name(bb->test), bb->succ[0], bb->succ[1]);
    }
}
