/* The register allocator: scalars packed into free lanes (seed 002), no two
 * values live at once in one physical lane, copies coalesced by friends, and
 * spilling when they do not fit (constants rematerialized), nothing changed
 * when they fit, the failure message when spilling cannot help. */
#include "mir.h"

#include "cunit_main.h"
#include <stdlib.h>
#include <string.h>

/* n scalars (and vectors) defined from literals, or from the parameter in
 * R0.w plus literals (`computed`), then all summed: all live at once. */
static mir_func *many_values(int n, int vectors, bool computed) {
    mir_func *f = mir_func_new("many");
    int b = mir_new_block(f);
    int *v = calloc((size_t)(n + vectors), sizeof *v);
    int param = mir_new_vreg(f, VK_SCALAR, 1);
    f->vregs[param].pinned = true;
    f->vregs[param].reg = 0;
    f->vregs[param].lane = 3;
    for (int i = 0; i < n + vectors; i++) {
        v[i] = mir_new_vreg(f, i < n ? VK_SCALAR : VK_VEC, i < n ? 1 : 3);
        mir_instr in = {.op = computed ? RPU_ADD : RPU_MOV, .flags = MI_FULLDEF, .mask = mir_full_mask(f, v[i])};
        in.dst = (mir_opnd){.kind = MO_VREG, .index = v[i]};
        in.src[0] = mir_imm((float)i + 3.0f);
        in.src[1] = mir_vreg_opnd(f, param);
        mir_append(f, b, &in);
    }
    int acc = v[0];
    for (int i = 1; i < n + vectors; i++) {
        int t = mir_new_vreg(f, VK_SCALAR, 1);
        mir_instr in = {.op = RPU_ADD, .flags = MI_FULLDEF, .mask = 1};
        in.dst = (mir_opnd){.kind = MO_VREG, .index = t};
        in.src[0] = mir_vreg_opnd(f, acc);
        in.src[1] = mir_vreg_opnd(f, v[i]);
        for (int k = 0; k < 4; k++) in.src[1].swz[k] = 0;
        mir_append(f, b, &in);
        acc = t;
    }
    f->rets[f->nrets++] = mir_new_vreg(f, VK_SCALAR, 1);
    f->vregs[f->rets[0]].pinned = true;
    f->vregs[f->rets[0]].reg = 0;
    f->vregs[f->rets[0]].lane = 3;
    mir_instr in = {.op = RPU_MOV, .flags = MI_FULLDEF, .mask = 1};
    in.dst = (mir_opnd){.kind = MO_VREG, .index = f->rets[0]};
    in.src[0] = mir_vreg_opnd(f, acc);
    mir_append(f, b, &in);
    free(v);
    return f;
}

static int count_op(const mir_func *f, int op) {
    int n = 0;
    for (int b = 0; b < f->nblocks; b++)
        for (int i = 0; i < f->blocks[b].n; i++) n += f->blocks[b].ins[i].op == op;
    return n;
}

/* Simulates the block: no value may be overwritten while it is still read. */
static void check_no_overlap(mir_func *f) {
    mir_liveness(f);
    uint8_t *live = malloc((size_t)f->nvregs);
    mir_block *bb = &f->blocks[0];
    memcpy(live, bb->live_out, (size_t)f->nvregs);
    for (int i = bb->n - 1; i >= 0; i--) {
        mir_live_step(f, &bb->ins[i], live);
        /* every pair live before instruction i occupies distinct lanes */
        uint64_t used = 0;
        for (int v = 0; v < f->nvregs; v++) {
            if (!live[v] || f->vregs[v].special) continue;
            uint64_t lanes = (uint64_t)(live[v] << f->vregs[v].lane) << (4 * f->vregs[v].reg);
            CU_ASSERT_EQUAL(used & lanes, 0);
            used |= lanes;
        }
    }
    free(live);
}

static void test_packs_scalars(void) {
    /* 40 scalars at once: more than the 15 w lanes, so x/y/z lanes are used */
    mir_func *f = many_values(40, 0, true);
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(rpu_regalloc(f, &err));
    int non_w = 0;
    for (int v = 0; v < f->nvregs; v++)
        if (!f->vregs[v].special && f->vregs[v].reg >= 0 && f->vregs[v].lane != 3) non_w++;
    CU_ASSERT(non_w >= 25);
    check_no_overlap(f);
    mir_func_free(f);
}

static void test_vectors_and_scalars(void) {
    /* 14 vectors (xyz) and 15 scalars: the scalars take the w lanes */
    mir_func *f = many_values(15, 14, true);
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(rpu_regalloc(f, &err));
    check_no_overlap(f);
    mir_func_free(f);
}


/* Instructions and operands equal (the allocation aside). */
static bool same_code(const mir_func *a, const mir_func *b) {
    if (a->nblocks != b->nblocks) return false;
    for (int k = 0; k < a->nblocks; k++) {
        if (a->blocks[k].n != b->blocks[k].n) return false;
        for (int i = 0; i < a->blocks[k].n; i++) {
            const mir_instr *x = &a->blocks[k].ins[i], *y = &b->blocks[k].ins[i];
            if (x->op != y->op || x->flags != y->flags || x->mask != y->mask || memcmp(&x->dst, &y->dst, sizeof x->dst) ||
                memcmp(x->src, y->src, sizeof x->src))
                return false;
        }
    }
    return true;
}

static void test_fits_unchanged(void) {
    /* 59 lanes: they fit, so allocation adds no spill code and changes no instruction */
    mir_func *f = many_values(59, 0, true), *orig = many_values(59, 0, true);
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(rpu_regalloc(f, &err));
    CU_ASSERT_EQUAL(f->nspill, 0);
    CU_ASSERT_EQUAL(f->nvregs, orig->nvregs);
    CU_ASSERT_TRUE(same_code(f, orig));
    mir_func_free(f);
    mir_func_free(orig);
}

static void test_rematerializes(void) {
    /* 61 literals live at once: repeated before their uses instead of stored */
    mir_func *f = many_values(61, 0, false);
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(rpu_regalloc(f, &err));
    CU_ASSERT_EQUAL(f->nspill, 0);
    CU_ASSERT_EQUAL(count_op(f, RPU_STORE), 0);
    CU_ASSERT_EQUAL(count_op(f, RPU_LOAD), 0);
    check_no_overlap(f);
    mir_func_free(f);
}

static void test_spills(void) {
    /* 61 scalars live at once, R0-R14 hold 60: some go to the spill area */
    mir_func *f = many_values(61, 0, true);
    f->spill_base = 3;
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(rpu_regalloc(f, &err));
    CU_ASSERT(f->nspill >= 1);
    CU_ASSERT(count_op(f, RPU_STORE) >= f->nspill);
    CU_ASSERT(count_op(f, RPU_LOAD) >= f->nspill);
    /* each store writes a cell of the area, after the globals' cells */
    for (int i = 0; i < f->blocks[0].n; i++) {
        const mir_instr *in = &f->blocks[0].ins[i];
        if (in->op != RPU_STORE && in->op != RPU_LOAD) continue;
        int32_t cell;
        memcpy(&cell, &in->src[1].imm, sizeof cell);
        CU_ASSERT(cell >= 3 && cell < 3 + f->nspill);
    }
    check_no_overlap(f);
    mir_func_free(f);
}

static void test_too_many(void) {
    /* values that spilling would not help (marked so) */
    mir_func *f = many_values(61, 0, true);
    for (int v = 0; v < f->nvregs; v++) f->vregs[v].no_spill = true;
    char *err = NULL;
    CU_ASSERT_FALSE(rpu_regalloc(f, &err));
    CU_ASSERT_PTR_NOT_NULL_FATAL(err);
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "function 'many' does not fit in registers: 61 lanes"));
    CU_ASSERT_PTR_NOT_NULL(strstr(err, "spilling to memory did not help"));
    CU_ASSERT_EQUAL(f->nspill, 0);
    free(err);
    mir_func_free(f);
}

static void test_copy_coalesced(void) {
    /* t = 1.5; u = t (copy); return u + 2: the copy's sides share a lane */
    mir_func *f = mir_func_new("copy");
    int b = mir_new_block(f);
    int t = mir_new_vreg(f, VK_SCALAR, 1), u = mir_new_vreg(f, VK_SCALAR, 1);
    mir_instr in = {.op = RPU_MOV, .flags = MI_FULLDEF, .mask = 1};
    in.dst = (mir_opnd){.kind = MO_VREG, .index = t};
    in.src[0] = mir_imm(1.5f);
    mir_append(f, b, &in);
    in.dst.index = u;
    in.src[0] = mir_vreg_opnd(f, t);
    mir_append(f, b, &in);
    char *err = NULL;
    CU_ASSERT_TRUE_FATAL(rpu_regalloc(f, &err));
    CU_ASSERT_EQUAL(f->vregs[t].reg, f->vregs[u].reg);
    CU_ASSERT_EQUAL(f->vregs[t].lane, f->vregs[u].lane);
    rpu_coalesce(f);
    CU_ASSERT_EQUAL(f->blocks[0].n, 1);
    mir_func_free(f);
}

int main(void) {
    static const unit_test tests[] = {
        {"scalars packed into free lanes", test_packs_scalars},
        {"vectors and scalars together", test_vectors_and_scalars},
        {"values spilled when they do not fit", test_spills},
        {"a function that fits keeps its code", test_fits_unchanged},
        {"constants rematerialized instead of spilled", test_rematerializes},
        {"a function that does not fit", test_too_many},
        {"copies coalesced by friends", test_copy_coalesced},
        {NULL, NULL},
    };
    const unit_suite suites[] = {{"regalloc", tests, NULL, NULL}, {NULL, NULL, NULL, NULL}};
    return unit_main_suites(suites, CU_BRM_NORMAL);
}
