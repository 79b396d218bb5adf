/* The machine's execution form of a program (machine_internal.h): each
 * thread decodes its program once, operands to the addresses of its
 * registers. */
#include "machine_internal.h"

#include <stdlib.h>

static const float scale_factor[4] = {1.0f, 2.0f, 4.0f, 0.5f};

/* The value classes (value_class) for which each test passes a lane, by
 * rpu_test. */
#define CLASS(c) (1u << X_##c)
static const uint8_t test_classes[] = {
    [RPU_T_LT0] = CLASS(NEGATIVE),
    [RPU_T_GE0] = CLASS(ZERO) | CLASS(BELOW_ONE) | CLASS(ONE_UP),
    [RPU_T_LT1] = CLASS(NEGATIVE) | CLASS(ZERO) | CLASS(BELOW_ONE),
    [RPU_T_GE1] = CLASS(ONE_UP),
    [RPU_T_EQ0] = CLASS(ZERO),
    [RPU_T_NE0] = CLASS(NEGATIVE) | CLASS(BELOW_ONE) | CLASS(ONE_UP) | CLASS(NAN),
};
#undef CLASS

/* The condition of `in` (present) into x's cond_ fields. */
static void decode_condition(const rpu_instr *in, xinstr *x) {
    uint8_t classes = test_classes[in->test1];
    if (in->test2)
        classes = (in->cond_flags & RPU_COND_TESTS_OR) ? classes | test_classes[in->test2]
                                                       : classes & test_classes[in->test2];
    x->post |= X_COND;
    x->cond_mask = in->cond_mask;
    x->cond_lane = __builtin_popcount(in->cond_mask) == 1 ? (uint8_t)__builtin_ctz(in->cond_mask) : 4;
    x->cond_any = (in->cond_flags & RPU_COND_ANY) != 0;
    x->cond_classes = classes;
}

static void decode_src(rpu_thread *t, const rpu_instr *in, int k, rpu_vec *lit, xsrc *x) {
    const rpu_operand *o = &in->src[k];
    uint8_t used = rpu_lanes_read(in, k), mods = o->mods;
    *x = (xsrc){.scaled = (mods & 3) != 0, .scale = scale_factor[mods & 3], .negate = mods & 4 ? 0x80000000u : 0};
    for (int i = 0; i < 4; i++) x->lane[i] = used & (1 << i) ? (o->swizzle >> (2 * i)) & 3 : (uint8_t)i;
    x->plain = x->lane[0] == 0 && x->lane[1] == 1 && x->lane[2] == 2 && x->lane[3] == 3 && !(mods & 7);
    x->splat = x->lane[0] == x->lane[1] && x->lane[0] == x->lane[2] && x->lane[0] == x->lane[3];
    if (o->file == RPU_F_LITERAL) {
        uint32_t raw[4] = {o->value, o->value, o->value, o->value};
        store_vec(lit, modify_src(x, raw));
        x->reg = (const char *)lit;
        x->plain = 1;
    } else {
        x->reg = (const char *)thread_reg(t, o->file, o->index);
    }
}

bool rpu_decode_program(rpu_thread *t) {
    const rpu_object *obj = t->m->obj;
    uint32_t n = obj ? obj->ncode : 0;
    xinstr *xs = t->xcode = malloc((n + 1) * sizeof *xs);
    t->literals = malloc(3 * (n ? n : 1) * sizeof *t->literals);
    if (!xs || !t->literals) return false;
    /* Instructions are valid (rpu_instr_check), so every index is. */
    for (uint32_t i = 0; i < n; i++) {
        const rpu_instr *in = &obj->code[i];
        xinstr *x = &xs[i];
        for (int k = 0; k < 3; k++) decode_src(t, in, k, &t->literals[3 * i + k], &x->src[k]);
        x->in = in;
        bool modified = !x->src[0].plain || !x->src[1].plain || !x->src[2].plain, alu = in->opcode < RPU_LOAD;
        bool pair = in->flags & RPU_PAIR_NEXT;
        x->handler = (uint8_t)(in->opcode | (alu && modified ? X_MODIFIED : 0) | (pair ? X_PAIRED : 0));
        x->dest = (char *)thread_reg(t, in->dest_file, in->dest_index);
        for (int l = 0; l < 4; l++) x->write_mask[l] = in->mask & (1 << l) ? ~0u : 0;
        x->post = (in->flags & RPU_MOD_SAT ? X_SAT : 0) | (in->flags & (RPU_MOD_RCP | RPU_MOD_RSQ) ? X_SPECIAL : 0) |
                  (in->flags & RPU_MOD_RCP ? X_RCP : 0) |
                  (in->ctrl ? X_CONTROL : 0);
        if (in->cond_flags & RPU_COND_PRESENT) decode_condition(in, x);
        x->addr_base = in->addr_file == RPU_F_A ? &t->a.i[in->addr_lane] : &t->hit_tri.i[0];
        x->ctrl = in->ctrl;
        x->target = in->target;
    }
    xs[n] = (xinstr){.handler = X_END};
    return true;
}
