/* The RPU machine: executes objects per docs/rpu.md, one thread at a time or
 * four in a lockstep chunk, and counts instructions and cycles under the
 * timing model.  Semantics (exec) and timing (source readiness, result
 * latency) are kept apart so that a chunk runs exactly the single-thread
 * semantics on each of its threads and only the clock is shared. */
#include "isa.h"

#include <math.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct frame {
    uint32_t ret;
    uint8_t push;
} frame;

/* Execution form of a source operand, decoded once per thread
 * (decode_program): where the register lives and whether the read is a
 * straight copy.  A literal is swizzled and modified at decode time. */
enum { XS_THREAD, XS_STACK, XS_LITERAL };
typedef struct xsrc {
    uint8_t how, plain, mods, lane[4];
    uint16_t off; /* XS_THREAD: byte offset in rpu_thread; XS_STACK: index in the window */
    rpu_vec lit;
} xsrc;

typedef struct xinstr {
    xsrc src[3];
    uint16_t dest_off; /* as xsrc.off */
    uint8_t dest_how;
} xinstr;

struct rpu_thread {
    /* Fixed for the thread's life. */
    const rpu_machine *m;
    rpu_vec *stack;
    const xinstr *xcode; /* code[i] decoded for execution */
    frame *frames;
    uint64_t (*ready_stack)[4];
    uint32_t nstack;
    /* Cleared by rpu_thread_reset: from r up to fault. */
    rpu_vec r[16], special, in[4], a, hit, hit_tri, hit_obj;
    uint32_t sp, sp_high; /* sp_high: deepest window base used, to reset cheaply */
    uint32_t depth, pc, prev_pc;
    rpu_status status;
    uint32_t fault_addr;
    rpu_counters cnt;
    uint64_t clock;
    char fault[200]; /* set with status RPU_FAULT */
    rpu_vec c[32]; /* the machine's constants at reset; C3.x this thread's copy of the data area (rpu_install_data) */
    /* Cycle at which each lane of each register is ready (timing model):
     * cleared at reset only when the machine counts cycles. */
    uint64_t ready_r[16][4], ready_special[4], ready_in[4][4], ready_a[4], ready_hit[4], ready_hit_scalar[4];
};

static const uint64_t never_waits[4];

static const xinstr *decode_program(const rpu_object *obj);

rpu_thread *rpu_thread_new(const rpu_machine *m) {
    rpu_thread *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->m = m;
    if (!(t->xcode = decode_program(m->obj))) {
        free(t);
        return NULL;
    }
    uint32_t depth = m->max_depth ? m->max_depth : 1;
    t->nstack = depth * 8 + 8;
    t->stack = calloc(t->nstack, sizeof *t->stack);
    t->ready_stack = calloc(t->nstack, sizeof *t->ready_stack);
    t->frames = calloc(depth, sizeof *t->frames);
    if (!t->stack || !t->ready_stack || !t->frames) {
        rpu_thread_free(t);
        return NULL;
    }
    return t;
}

void rpu_thread_free(rpu_thread *t) {
    if (!t) return;
    free(t->stack);
    free(t->ready_stack);
    free(t->frames);
    free((void *)t->xcode);
    free(t);
}

void rpu_thread_reset(rpu_thread *t, uint32_t entry) {
    const rpu_machine *m = t->m;
    uint32_t used = t->sp_high + 8 < t->nstack ? t->sp_high + 8 : t->nstack;
    memset(t->stack, 0, used * sizeof *t->stack);
    memset(&t->r, 0, offsetof(rpu_thread, fault) - offsetof(rpu_thread, r));
    if (m->count_cycles) {
        memset(t->ready_stack, 0, used * sizeof *t->ready_stack);
        memset(&t->ready_r, 0, sizeof *t - offsetof(rpu_thread, ready_r));
    }
    t->pc = entry;
    t->prev_pc = UINT32_MAX;
    t->status = RPU_RUNNING;
    memcpy(t->c, m->c, sizeof t->c);
}

rpu_status rpu_thread_status(const rpu_thread *t) { return t->status; }
const rpu_counters *rpu_thread_counters(const rpu_thread *t) { return &t->cnt; }
const char *rpu_thread_fault(const rpu_thread *t, uint32_t *addr) {
    if (addr) *addr = t->fault_addr;
    return t->status == RPU_FAULT ? t->fault : NULL;
}

/* Byte offset in rpu_thread of a register kept there: every file but the
 * stack window (and literals, which are no registers). */
static uint16_t thread_offset(uint8_t file, uint8_t index) {
    switch (file) {
    case RPU_F_R: return (uint16_t)(offsetof(rpu_thread, r) + index * sizeof(rpu_vec));
    case RPU_F_C: return (uint16_t)(offsetof(rpu_thread, c) + index * sizeof(rpu_vec));
    case RPU_F_SPECIAL: return offsetof(rpu_thread, special);
    case RPU_F_I: return (uint16_t)(offsetof(rpu_thread, in) + index * sizeof(rpu_vec));
    case RPU_F_A: return offsetof(rpu_thread, a);
    case RPU_F_HIT: return offsetof(rpu_thread, hit);
    case RPU_F_HIT_TRI: return offsetof(rpu_thread, hit_tri);
    default: return offsetof(rpu_thread, hit_obj);
    }
}

static rpu_vec *at_offset(rpu_thread *t, uint16_t off) { return (rpu_vec *)((char *)t + off); }

static rpu_vec *reg(rpu_thread *t, uint8_t file, uint8_t index) {
    return file == RPU_F_STACK ? &t->stack[t->sp + index] : at_offset(t, thread_offset(file, index));
}

rpu_vec *rpu_thread_reg(rpu_thread *t, rpu_regname r) {
    if (r.file == RPU_F_NONE || r.file == RPU_F_LITERAL || r.file >= RPU_FILE_COUNT || r.index >= rpu_file_size(r.file))
        return NULL;
    return reg(t, r.file, r.index);
}

static uint64_t *ready(rpu_thread *t, uint8_t file, uint8_t index) {
    switch (file) {
    case RPU_F_R: return t->ready_r[index];
    case RPU_F_STACK: return t->ready_stack[t->sp + index];
    case RPU_F_SPECIAL: return t->ready_special;
    case RPU_F_I: return t->ready_in[index];
    case RPU_F_A: return t->ready_a;
    case RPU_F_HIT: return t->ready_hit;
    case RPU_F_HIT_TRI:
    case RPU_F_HIT_OBJ: return t->ready_hit_scalar;
    default: return (uint64_t *)never_waits; /* constants and literals */
    }
}

static void fault(rpu_thread *t, uint32_t addr, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(t->fault, sizeof t->fault, fmt, ap);
    va_end(ap);
    t->fault_addr = addr;
    t->status = RPU_FAULT;
}

/* ---- Semantics ----------------------------------------------------------------- */

static const float scale_factor[4] = {1.0f, 2.0f, 4.0f, 0.5f};

/* The swizzle, scale and negation of a source applied to its register. */
static void modify_src(const xsrc *x, const rpu_vec *raw, rpu_vec *v) {
    for (int i = 0; i < 4; i++) v->u[i] = raw->u[x->lane[i]];
    if (x->mods & 3)
        for (int i = 0; i < 4; i++) v->f[i] *= scale_factor[x->mods & 3];
    if (x->mods & 4)
        for (int i = 0; i < 4; i++) v->u[i] ^= 0x80000000u;
}

static void decode_src(const rpu_operand *o, xsrc *x) {
    *x = (xsrc){.mods = o->mods, .plain = o->swizzle == RPU_SWIZZLE_IDENTITY && !(o->mods & 7)};
    for (int i = 0; i < 4; i++) x->lane[i] = (o->swizzle >> (2 * i)) & 3;
    if (o->file == RPU_F_LITERAL) {
        rpu_vec raw = {.u = {o->value, o->value, o->value, o->value}};
        modify_src(x, &raw, &x->lit);
        x->how = XS_LITERAL;
        x->plain = 1;
    } else if (o->file == RPU_F_STACK) {
        x->how = XS_STACK;
        x->off = o->index;
    } else {
        x->how = XS_THREAD;
        x->off = thread_offset(o->file, o->index);
    }
}

/* The execution form of every instruction of obj (malloc'd; NULL when out
 * of memory).  Instructions are valid (rpu_instr_check), so every index is. */
static const xinstr *decode_program(const rpu_object *obj) {
    xinstr *xs = malloc((obj && obj->ncode ? obj->ncode : 1) * sizeof *xs);
    if (!xs || !obj) return xs;
    for (uint32_t i = 0; i < obj->ncode; i++) {
        const rpu_instr *in = &obj->code[i];
        for (int k = 0; k < 3; k++) decode_src(&in->src[k], &xs[i].src[k]);
        xs[i].dest_how = in->dest_file == RPU_F_STACK ? XS_STACK : XS_THREAD;
        xs[i].dest_off = in->dest_file == RPU_F_STACK ? in->dest_index : thread_offset(in->dest_file, in->dest_index);
    }
    return xs;
}

static inline void read_src(rpu_thread *t, const xsrc *x, rpu_vec *v) {
    const rpu_vec *raw = x->how == XS_THREAD  ? at_offset(t, x->off)
                         : x->how == XS_STACK ? &t->stack[t->sp + x->off]
                                              : &x->lit;
    if (x->plain)
        *v = *raw;
    else
        modify_src(x, raw, v);
}

static int32_t float_to_int(float f) {
    if (isnan(f)) return 0;
    if (f >= 2147483647.0f) return INT32_MAX;
    if (f <= -2147483648.0f) return INT32_MIN;
    return (int32_t)f;
}

/* The result vector of an arithmetic instruction (before the write mask). */
__attribute__((always_inline)) static inline rpu_vec compute(rpu_thread *t, const rpu_instr *in, const xinstr *x) {
    rpu_vec a, b, c, r;
    const rpu_opinfo *op = &rpu_ops[in->opcode];
    if (op->nsrc > 0) read_src(t, &x->src[0], &a);
    if (op->nsrc > 1) read_src(t, &x->src[1], &b);
    if (op->nsrc > 2) read_src(t, &x->src[2], &c);
    float d;
    switch (in->opcode) {
    case RPU_MOV: r = a; break;
    case RPU_FRAC: for (int i = 0; i < 4; i++) r.f[i] = a.f[i] - floorf(a.f[i]); break;
    case RPU_ADD: for (int i = 0; i < 4; i++) r.f[i] = a.f[i] + b.f[i]; break;
    case RPU_MUL: for (int i = 0; i < 4; i++) r.f[i] = a.f[i] * b.f[i]; break;
    case RPU_MAD:
        for (int i = 0; i < 4; i++) {
            float p = a.f[i] * b.f[i]; /* rounded product, then the sum: not fused */
            r.f[i] = p + c.f[i];
        }
        break;
    case RPU_DP2H:
        d = a.f[0] * b.f[0];
        d += a.f[1] * b.f[1];
        d += a.f[2];
        goto broadcast;
    case RPU_DP3:
    case RPU_DP3H:
    case RPU_DP4:
        d = a.f[0] * b.f[0];
        d += a.f[1] * b.f[1];
        d += a.f[2] * b.f[2];
        if (in->opcode == RPU_DP3H) d += a.f[3];
        if (in->opcode == RPU_DP4) d += a.f[3] * b.f[3];
    broadcast:
        r.f[0] = r.f[1] = r.f[2] = r.f[3] = d;
        break;
    case RPU_IADD: for (int i = 0; i < 4; i++) r.u[i] = a.u[i] + b.u[i]; break;
    case RPU_IMUL: for (int i = 0; i < 4; i++) r.u[i] = a.u[i] * b.u[i]; break;
    case RPU_ISHL: for (int i = 0; i < 4; i++) r.u[i] = a.u[i] << (b.u[i] & 31); break;
    case RPU_ISHR: /* arithmetic */
        for (int i = 0; i < 4; i++) {
            unsigned s = b.u[i] & 31;
            r.u[i] = (a.u[i] >> s) | ((a.i[i] < 0 && s) ? ~(0xffffffffu >> s) : 0);
        }
        break;
    case RPU_IAND: for (int i = 0; i < 4; i++) r.u[i] = a.u[i] & b.u[i]; break;
    case RPU_IOR: for (int i = 0; i < 4; i++) r.u[i] = a.u[i] | b.u[i]; break;
    case RPU_IXOR: for (int i = 0; i < 4; i++) r.u[i] = a.u[i] ^ b.u[i]; break;
    case RPU_F2I: for (int i = 0; i < 4; i++) r.i[i] = float_to_int(a.f[i]); break;
    default: /* RPU_I2F */
        for (int i = 0; i < 4; i++) r.f[i] = (float)a.i[i];
        break;
    }
    if (in->flags & RPU_MOD_SAT)
        for (int i = 0; i < 4; i++) r.f[i] = r.f[i] > 0.0f ? (r.f[i] < 1.0f ? r.f[i] : 1.0f) : 0.0f;
    return r;
}

/* The lanes of mask blended into *dst as one 16-byte store: a later 16-byte
 * read of the register is then forwarded from it, where lane-by-lane stores
 * would stall it (the kernel of bench/vm.sh ran 1.5x slower so). */
static void write_masked(rpu_vec *dst, const rpu_vec *v, uint8_t mask) {
    rpu_vec d = *dst;
    for (int i = 0; i < 4; i++) {
        uint32_t keep = (mask >> i) & 1 ? 0 : ~0u;
        d.u[i] = (d.u[i] & keep) | (v->u[i] & ~keep);
    }
    *dst = d;
}

__attribute__((always_inline)) static inline void write_result(rpu_thread *t, const rpu_instr *in, const xinstr *x, const rpu_vec *r) {
    rpu_vec *dest = x->dest_how == XS_STACK ? &t->stack[t->sp + x->dest_off] : at_offset(t, x->dest_off);
    if (in->mask == 15)
        *dest = *r;
    else
        write_masked(dest, r, in->mask);
    if (in->flags & (RPU_MOD_RCP | RPU_MOD_RSQ)) {
        float w = r->f[3];
        rpu_vec s;
        s.f[0] = (in->flags & RPU_MOD_RCP) ? 1.0f / w : 1.0f / sqrtf(w);
        s.f[1] = s.f[2] = s.f[3] = s.f[0];
        write_masked(&t->special, &s, in->mask);
    }
}

static bool test(uint8_t which, float v) {
    switch (which) {
    case RPU_T_LT0: return v < 0.0f;
    case RPU_T_GE0: return v >= 0.0f;
    case RPU_T_LT1: return v < 1.0f;
    case RPU_T_GE1: return v >= 1.0f;
    case RPU_T_EQ0: return v == 0.0f;
    default: return v != 0.0f;
    }
}

static bool condition(const rpu_instr *in, const rpu_vec *r) {
    if (!(in->cond_flags & RPU_COND_PRESENT)) return true;
    bool any = in->cond_flags & RPU_COND_ANY, all = true, some = false;
    for (int i = 0; i < 4; i++) {
        if (!(in->cond_mask & (1 << i))) continue;
        bool ok = test(in->test1, r->f[i]);
        if (in->test2) ok = (in->cond_flags & RPU_COND_TESTS_OR) ? (ok || test(in->test2, r->f[i])) : (ok && test(in->test2, r->f[i]));
        all = all && ok;
        some = some || ok;
    }
    return any ? some : all;
}

static bool mem_address(rpu_thread *t, const rpu_instr *in, uint32_t addr, int span, int64_t *out) {
    int32_t base = in->addr_file == RPU_F_A ? t->a.i[in->addr_lane] : t->hit_tri.i[0];
    int64_t cell = (int64_t)base + in->offset;
    if (cell < 0 || cell + span > (int64_t)t->m->ncells) {
        fault(t, addr, "data address %lld out of range [0, %zu)", (long long)(cell < 0 ? cell : cell + span - 1),
              t->m->ncells);
        return false;
    }
    *out = cell;
    return true;
}

static void exec_trace(rpu_thread *t, const xinstr *x) {
    rpu_vec o, d, g;
    read_src(t, &x->src[0], &o);
    read_src(t, &x->src[1], &d);
    read_src(t, &x->src[2], &g);
    rpu_hit h = {.t = -1.0f};
    if (t->m->trace) t->m->trace(t->m->trace_ctx, o.f, d.f, g.f, &h);
    if (!(h.t >= 0.0f)) h = (rpu_hit){.t = -1.0f};
    t->hit.f[0] = h.u;
    t->hit.f[1] = h.v;
    t->hit.f[2] = h.t;
    t->hit.i[3] = h.shader_addr;
    for (int i = 0; i < 4; i++) {
        t->hit_tri.i[i] = h.tri_record;
        t->hit_obj.i[i] = h.obj;
    }
}

/* Runs the control part of `in` (own or paired); false if the thread stopped. */
static void exec_control(rpu_thread *t, const rpu_instr *in, uint32_t addr, uint32_t next) {
    const rpu_object *obj = t->m->obj;
    switch (in->ctrl) {
    case RPU_CTRL_JMP: t->pc = in->target; return;
    case RPU_CTRL_CALL: {
        int64_t target = in->target_file ? (int64_t)reg(t, in->target_file, in->target_index)->i[in->target_lane]
                                         : (int64_t)in->target;
        if (target < 0 || target >= obj->ncode) {
            fault(t, addr, "bad call target %lld (code has %u instructions)", (long long)target, obj->ncode);
            return;
        }
        if (t->depth >= t->m->max_depth) {
            fault(t, addr, "call stack overflow: depth above %u (runaway recursion?)", t->m->max_depth);
            return;
        }
        t->frames[t->depth++] = (frame){next, in->push};
        t->sp += in->push;
        if (t->sp > t->sp_high) t->sp_high = t->sp;
        t->pc = (uint32_t)target;
        return;
    }
    case RPU_CTRL_RETURN:
        if (!t->depth) {
            t->status = RPU_DONE;
            return;
        }
        t->depth--;
        t->sp -= t->frames[t->depth].push;
        t->pc = t->frames[t->depth].ret;
        return;
    default: t->pc = next; return;
    }
}

/* The instruction at pc, or NULL (and a fault) when there is none or the
 * step budget is spent. */
static const rpu_instr *fetch(rpu_thread *t) {
    const rpu_object *obj = t->m->obj;
    if (t->pc >= obj->ncode) {
        if (t->prev_pc == UINT32_MAX)
            fault(t, t->pc, "entry address %u is outside the code", t->pc);
        else
            fault(t, t->prev_pc, "control went past the end of the code (to address %u)", t->pc);
        return NULL;
    }
    if (t->m->max_steps && t->cnt.instructions >= t->m->max_steps) {
        fault(t, t->pc, "instruction budget of %llu steps exceeded", (unsigned long long)t->m->max_steps);
        return NULL;
    }
    return &obj->code[t->pc];
}

/* Executes the instruction (or co-issued pair) at pc.  Returns how many
 * instructions ran; *returned tells whether a `return` was taken. */
/* Inlined into the run loops: the call and its frame were a third of the time per instruction. */
__attribute__((always_inline)) static inline unsigned exec(rpu_thread *t, const rpu_instr *in, bool *returned) {
    uint32_t addr = t->pc;
    unsigned n = (in->flags & RPU_PAIR_NEXT) ? 2 : 1;
    const rpu_instr *last = in + n - 1;
    const xinstr *x = &t->xcode[addr];
    uint32_t next = addr + n;
    rpu_vec r[2];
    int64_t cell;
    *returned = false;
    t->prev_pc = addr;
    t->cnt.instructions += n;
    switch (rpu_ops[in->opcode].kind) {
    case RPU_K_FLOAT:
    case RPU_K_INT:
        r[0] = compute(t, in, x);
        if (n == 2) r[1] = compute(t, in + 1, x + 1); /* both read before either writes */
        write_result(t, in, x, &r[0]);
        if (n == 2) write_result(t, in + 1, x + 1, &r[1]);
        if ((last->cond_flags & RPU_COND_PRESENT) && !condition(last, &r[n - 1])) {
            t->pc = next;
            return n;
        }
        break;
    case RPU_K_MEM:
        if (in->opcode == RPU_STORE) {
            if (!mem_address(t, in, addr, 1, &cell)) return n;
            read_src(t, &x->src[0], &t->m->mem[cell]);
        } else if (in->opcode == RPU_LOAD) {
            if (!mem_address(t, in, addr, 1, &cell)) return n;
            t->in[in->dest_index] = t->m->mem[cell];
        } else {
            if (!mem_address(t, in, addr, 4, &cell)) return n;
            memcpy(t->in, &t->m->mem[cell], sizeof t->in);
        }
        break;
    case RPU_K_TRACE: exec_trace(t, x); break;
    default: break;
    }
    *returned = last->ctrl == RPU_CTRL_RETURN;
    exec_control(t, last, addr + n - 1, next);
    return n;
}

/* ---- Timing ------------------------------------------------------------------------ */

static unsigned latency(const rpu_instr *in) {
    return rpu_ops[in->opcode].latency + ((in->flags & (RPU_MOD_RCP | RPU_MOD_RSQ)) ? 2 : 0);
}

/* Lanes of each source an instruction reads: component-wise operations read
 * the swizzled lanes of the result lanes they produce or test; dot products
 * read fixed lanes. */
static uint64_t operand_ready(rpu_thread *t, const rpu_operand *o, uint8_t lanes) {
    if (o->file == RPU_F_LITERAL || o->file == RPU_F_NONE) return 0;
    const uint64_t *rd = ready(t, o->file, o->index);
    uint64_t w = 0;
    for (int i = 0; i < 4; i++)
        if (lanes & (1 << i)) {
            uint64_t x = rd[(o->swizzle >> (2 * i)) & 3];
            if (x > w) w = x;
        }
    return w;
}

static uint64_t max64(uint64_t a, uint64_t b) { return a > b ? a : b; }

static uint64_t sources_ready(rpu_thread *t, const rpu_instr *in) {
    uint64_t w = 0;
    unsigned n = (in->flags & RPU_PAIR_NEXT) ? 2 : 1;
    for (unsigned k = 0; k < n; k++) {
        const rpu_instr *x = in + k;
        uint8_t used = x->mask | x->cond_mask | ((x->flags & (RPU_MOD_RCP | RPU_MOD_RSQ)) ? 8 : 0);
        static const uint8_t dot_lanes[][2] = {{0x7, 0x3}, {0x7, 0x7}, {0xf, 0x7}, {0xf, 0xf}}; /* dp2h dp3 dp3h dp4 */
        switch (x->opcode) {
        case RPU_DP2H:
        case RPU_DP3:
        case RPU_DP3H:
        case RPU_DP4:
            for (int s = 0; s < 2; s++) w = max64(w, operand_ready(t, &x->src[s], dot_lanes[x->opcode - RPU_DP2H][s]));
            break;
        case RPU_LOAD:
        case RPU_LOAD4:
        case RPU_STORE:
            if (x->addr_file == RPU_F_A)
                w = max64(w, t->ready_a[x->addr_lane]);
            else
                w = max64(w, t->ready_hit_scalar[0]);
            if (x->opcode == RPU_STORE) w = max64(w, operand_ready(t, &x->src[0], 15));
            break;
        case RPU_TRACE:
            for (int s = 0; s < 3; s++) w = max64(w, operand_ready(t, &x->src[s], s == 2 ? 15 : 7));
            break;
        default:
            for (int s = 0; s < rpu_ops[x->opcode].nsrc; s++) w = max64(w, operand_ready(t, &x->src[s], used));
        }
        if (x->target_file) w = max64(w, ready(t, x->target_file, x->target_index)[x->target_lane]);
    }
    return w;
}

static void set_lanes(uint64_t *rd, uint8_t mask, uint64_t when) {
    for (int i = 0; i < 4; i++)
        if (mask & (1 << i)) rd[i] = when;
}

/* Marks when the results of `in` (issued at `issue`) become readable. */
static void results_ready(rpu_thread *t, const rpu_instr *in, uint64_t issue) {
    unsigned n = (in->flags & RPU_PAIR_NEXT) ? 2 : 1;
    for (unsigned k = 0; k < n; k++) {
        const rpu_instr *x = in + k;
        uint64_t when = issue + latency(x);
        switch (x->opcode) {
        case RPU_LOAD: set_lanes(t->ready_in[x->dest_index], 15, when); break;
        case RPU_LOAD4:
            for (int i = 0; i < 4; i++) set_lanes(t->ready_in[i], 15, when);
            break;
        case RPU_TRACE:
            set_lanes(t->ready_hit, 15, when);
            set_lanes(t->ready_hit_scalar, 15, when);
            break;
        default:
            if (x->dest_file) set_lanes(ready(t, x->dest_file, x->dest_index), x->mask, when);
            if (x->flags & (RPU_MOD_RCP | RPU_MOD_RSQ)) set_lanes(t->ready_special, x->mask, when);
        }
    }
}

/* Cycles until the next instruction can issue: a paired conditional control
 * waits for the result it tests. */
static unsigned issue_delay(const rpu_instr *in) {
    const rpu_instr *last = (in->flags & RPU_PAIR_NEXT) ? in + 1 : in;
    return (last->cond_flags & RPU_COND_PRESENT) ? latency(last) : 1;
}

rpu_status rpu_run(rpu_thread *t) {
    /* Fixed over the run, read once: for the compiler a store into the
     * thread's registers could have changed them. */
    const rpu_machine *m = t->m;
    const rpu_instr *code = m->obj->code;
    const uint32_t ncode = m->obj->ncode;
    const uint64_t max_steps = m->max_steps;
    const bool timing = m->count_cycles;
    while (t->status == RPU_RUNNING) {
        /* fetch() once the pc or the budget is out: it reports the fault. */
        const rpu_instr *in =
            t->pc < ncode && !(max_steps && t->cnt.instructions >= max_steps) ? &code[t->pc] : fetch(t);
        if (!in) break;
        uint64_t issue = 0;
        if (timing) {
            issue = max64(t->clock, sources_ready(t, in));
            t->cnt.stalls += issue - t->clock;
            results_ready(t, in, issue);
        }
        bool returned;
        exec(t, in, &returned);
        if (timing) {
            t->clock = issue + issue_delay(in);
            t->cnt.cycles = t->clock;
        }
        t->cnt.issues++;
    }
    return t->status;
}

/* ---- Chunks -------------------------------------------------------------------------- */

/* Threads that may run together: same pc, call stack and window. */
static bool same_place(const rpu_thread *a, const rpu_thread *b) {
    if (a->pc != b->pc || a->depth != b->depth || a->sp != b->sp) return false;
    for (uint32_t i = 0; i < a->depth; i++)
        if (a->frames[i].ret != b->frames[i].ret || a->frames[i].push != b->frames[i].push) return false;
    return true;
}

typedef struct group {
    unsigned lanes; /* bit per thread */
    bool parked;    /* returned; waits for its siblings to rejoin */
} group;

void rpu_run_chunk(rpu_thread *t[RPU_CHUNK_THREADS], rpu_counters *chunk) {
    const bool timing = t[0]->m->count_cycles;
    group g[4];
    int ng = 0;
    memset(chunk, 0, sizeof *chunk);
    for (int i = 0; i < 4; i++) {
        if (t[i]->status != RPU_RUNNING) continue;
        t[i]->c[3].i[0] = t[i]->m->c[3].i[0] + i * (int32_t)t[i]->m->data_cells; /* its own data area */
        int j = 0;
        while (j < ng && !same_place(t[__builtin_ctz(g[j].lanes)], t[i])) j++;
        if (j == ng) g[ng++] = (group){0, false};
        g[j].lanes |= 1u << i;
    }
    uint64_t clock = 0;
    while (ng) {
        /* Run the deepest group that has not returned; when all have, rejoin. */
        int pick = -1;
        for (int j = 0; j < ng; j++)
            if (!g[j].parked && (pick < 0 || t[__builtin_ctz(g[j].lanes)]->depth > t[__builtin_ctz(g[pick].lanes)]->depth))
                pick = j;
        if (pick < 0) {
            group merged[4];
            int m = 0;
            for (int j = 0; j < ng; j++) {
                int k = 0;
                while (k < m && !same_place(t[__builtin_ctz(merged[k].lanes)], t[__builtin_ctz(g[j].lanes)])) k++;
                if (k == m) merged[m++] = (group){0, false};
                merged[k].lanes |= g[j].lanes;
            }
            memcpy(g, merged, sizeof merged[0] * (size_t)m);
            ng = m;
            continue;
        }
        unsigned lanes = g[pick].lanes;
        const rpu_instr *in[4] = {0};
        uint64_t issue = clock;
        for (int i = 0; i < 4; i++)
            if (lanes & (1u << i) && (in[i] = fetch(t[i])) && timing) issue = max64(issue, sources_ready(t[i], in[i]));
        unsigned active = 0, returned_lanes = 0;
        const rpu_instr *ran = NULL;
        for (int i = 0; i < 4; i++) {
            if (!in[i]) continue;
            bool returned;
            if (timing) results_ready(t[i], in[i], issue);
            exec(t[i], in[i], &returned);
            t[i]->cnt.issues++;
            active++;
            ran = in[i];
            if (returned) returned_lanes |= 1u << i;
        }
        if (ran) {
            chunk->stalls += issue - clock;
            if (timing) clock = issue + issue_delay(ran);
            chunk->issues++;
            chunk->lane_slots += 4;
            chunk->active_lanes += active;
            chunk->instructions += active * ((ran->flags & RPU_PAIR_NEXT) ? 2u : 1u);
            chunk->cycles = clock;
        }
        /* Split the group by where each thread went; drop finished threads. */
        g[pick] = g[--ng];
        for (int i = 0; i < 4; i++) {
            if (!(lanes & (1u << i)) || t[i]->status != RPU_RUNNING) continue;
            bool parked = returned_lanes & (1u << i);
            int j = 0;
            while (j < ng && !(g[j].parked == parked && (g[j].lanes & lanes) && same_place(t[__builtin_ctz(g[j].lanes)], t[i])))
                j++;
            if (j == ng) g[ng++] = (group){0, parked};
            g[j].lanes |= 1u << i;
        }
    }
    for (int i = 0; i < 4; i++) t[i]->cnt.cycles = clock;
}

char *rpu_format_fault(const rpu_thread *t, const char *file, char *buf, size_t size) {
    const rpu_object *obj = t->m->obj;
    if (t->fault_addr < obj->ncode) {
        char text[512];
        snprintf(buf, size, "%s:%u: error: fault at address %u '%s': %s", file, obj->lines[t->fault_addr], t->fault_addr,
                 rpu_format_instr(obj, &obj->code[t->fault_addr], text, sizeof text), t->fault);
    } else {
        snprintf(buf, size, "%s: error: %s", file, t->fault);
    }
    return buf;
}

bool rpu_install_data(rpu_machine *m, const rpu_object *obj) {
    if (!obj->ndata) return true;
    size_t base = m->ncells, size = (size_t)obj->data[obj->ndata - 1].offset + 1, all = size * RPU_CHUNK_THREADS;
    rpu_vec *mem = realloc(m->mem, (base + all) * sizeof *mem);
    if (!mem) return false;
    memset(mem + base, 0, all * sizeof *mem);
    for (size_t copy = base; copy < base + all; copy += size)
        for (uint32_t i = 0; i < obj->ndata; i++) memcpy(mem[copy + obj->data[i].offset].u, obj->data[i].word, sizeof mem->u);
    m->mem = mem;
    m->ncells = base + all;
    m->data_cells = (uint32_t)size;
    m->c[3].i[0] = (int32_t)base;
    return true;
}
