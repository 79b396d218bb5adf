/* Internal to rpuvm: the machine's execution form of a program and the
 * thread's state, shared by the decoder (decode.c) and the machine
 * (machine.c). */
#ifndef RPUVM_MACHINE_INTERNAL_H
#define RPUVM_MACHINE_INTERNAL_H

#include "isa.h"

#include <string.h>

typedef struct frame {
    uint32_t ret;
    uint8_t push;
} frame;

/* The lanes of a register as one 16-byte value: loads, stores and lane-wise
 * arithmetic as single vector operations (registers are 4-byte aligned). */
typedef uint32_t vu4 __attribute__((vector_size(16), aligned(4), may_alias));
typedef int32_t vi4 __attribute__((vector_size(16), aligned(4), may_alias));
typedef float vf4 __attribute__((vector_size(16), aligned(4), may_alias));

static inline vu4 load_vec(const void *p) {
    vu4 v;
    memcpy(&v, p, sizeof v);
    return v;
}
static inline void store_vec(void *p, vu4 v) { memcpy(p, &v, sizeof v); }

/* Execution form of a source operand, decoded once per thread
 * (decode_program): where its register lives (the current stack window's
 * registers S0-S7 are kept in one place, rpu_thread.window), and whether
 * the read is a straight copy.  Lanes an instruction does not use are read
 * unswizzled, so that `R1.xyz` into `.xyz` is a straight copy; a literal is
 * swizzled and modified at decode time. */
typedef struct xsrc {
    const char *reg; /* the register or the literal's lanes */
    uint8_t plain, splat, scaled, lane[4]; /* splat: one lane in all four */
    float scale;
    uint32_t negate; /* the sign bit when negated, else 0 */
} xsrc;

/* What an arithmetic instruction does besides computing and writing its
 * result under the mask (xinstr.post; none: on to the next instruction; a
 * pair, X_PAIRED in xinstr.handler, always goes on to its second). */
enum {
    X_SAT = 1,
    X_SPECIAL = 2, /* _rcp/_rsq */
    X_COND = 4,    /* its control is conditional */
    X_CONTROL = 8,
    X_RCP = 16 /* the special result is _rcp's (else _rsq's) */
};

/* The classes of a tested lane's value that decide every test (docs/rpu.md
 * "Paired control"): each test, and so each condition, passes a lane for
 * a set of them (xinstr.cond_classes, bit per class). */
enum { X_NEGATIVE, X_ZERO, X_BELOW_ONE /* above 0 */, X_ONE_UP, X_NAN };
static inline unsigned value_class(float v) { return (v >= 0.0f) + (v > 0.0f) + (v >= 1.0f) + 4u * (v != v); }
/* xinstr.handler: the opcode, plus X_MODIFIED for an arithmetic
 * instruction with a source that is no straight copy (the others read
 * theirs with one load), plus X_PAIRED for the first of a co-issued pair. */
enum { X_MODIFIED = 32, X_PAIRED = 64 };
/* The handler past the last instruction (decode_program): the run stops
 * there (a fault, "control went past the end of the code"). */
enum { X_END = RPU_OPCODE_COUNT };
_Static_assert((int)X_END < (int)X_MODIFIED, "X_END is a handler of its own");

typedef struct xinstr {
    xsrc src[3];
    char *dest; /* as xsrc.reg */
    const rpu_instr *in;
    vu4 write_mask; /* all ones in the lanes written */
    uint8_t handler, post;
    /* X_COND: the lanes tested (in->cond_mask), the one lane when only one
     * is (else 4), whether any lane passing will do (else all must), and
     * the value classes for which a lane passes. */
    uint8_t cond_mask, cond_lane, cond_any, cond_classes;
    const int32_t *addr_base; /* load, load4, store: the lane their address is from */
    /* Its control (in->ctrl) and a jmp's target, here where the next
     * address is one load from the instruction, not two. */
    uint8_t ctrl;
    uint32_t target;
} xinstr;

struct rpu_thread {
    /* Fixed for the thread's life. */
    const rpu_machine *m;
    rpu_vec *stack;
    xinstr *xcode; /* code[i] decoded for execution, then an X_END */
    rpu_vec *literals; /* the lanes of code[i].src[k]'s literal at 3i+k */
    frame *frames;
    uint64_t (*ready_stack)[4];
    uint32_t nstack;
    /* Cleared by rpu_thread_reset: from r up to fault. */
    rpu_vec r[16], special, in[4], a, hit, hit_tri, hit_obj;
    rpu_vec window[8]; /* S0-S7: stack[sp..sp+7], which is stale meanwhile (window_enter) */
    uint32_t sp, sp_high; /* sp_high: deepest window base used, to reset cheaply */
    uint32_t depth, pc, prev_pc;
    rpu_status status;
    uint32_t fault_addr;
    rpu_counters cnt;
    uint64_t clock;
    char fault[200]; /* set with status RPU_FAULT */
    /* C3, the one constant register a thread holds itself: the machine's at
     * reset, C3.x this thread's copy of the data area (rpu_install_data).
     * The other constants are read where the machine keeps them: programs
     * cannot write them, so a reset copies none of them. */
    rpu_vec c3;
    /* Cycle at which each lane of each register is ready (timing model):
     * cleared at reset only when the machine counts cycles. */
    uint64_t ready_r[16][4], ready_special[4], ready_in[4][4], ready_a[4], ready_hit[4], ready_hit_scalar[4];
};

/* The storage of a register kept in the thread: every file but the stack
 * window (and literals, which are no registers); the constants but C3 are
 * the machine's. */
static inline rpu_vec *thread_reg(rpu_thread *t, uint8_t file, uint8_t index) {
    switch (file) {
    case RPU_F_R: return &t->r[index];
    case RPU_F_STACK: return &t->window[index];
    case RPU_F_C: return index == 3 ? &t->c3 : (rpu_vec *)&t->m->c[index];
    case RPU_F_SPECIAL: return &t->special;
    case RPU_F_I: return &t->in[index];
    case RPU_F_A: return &t->a;
    case RPU_F_HIT: return &t->hit;
    case RPU_F_HIT_TRI: return &t->hit_tri;
    default: return &t->hit_obj;
    }
}

/* The swizzle, scale and negation of a decoded source applied to the register at raw. */
__attribute__((always_inline)) static inline vu4 modify_src(const xsrc *x, const uint32_t *raw) {
    vu4 v;
    if (x->splat) {
        uint32_t s = raw[x->lane[0]];
        v = (vu4){s, s, s, s};
    } else {
        v = (vu4){raw[x->lane[0]], raw[x->lane[1]], raw[x->lane[2]], raw[x->lane[3]]};
    }
    if (x->scaled) v = (vu4)((vf4)v * x->scale); /* not by 1: that would quiet a signalling NaN */
    return v ^ x->negate;
}

/* Decodes the thread's program into t->xcode (and its literals); false
 * when out of memory. */
bool rpu_decode_program(rpu_thread *t);

#endif
