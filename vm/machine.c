/* The RPU machine: executes objects per docs/rpu.md, one thread at a time or
 * four in a lockstep chunk, and counts instructions and cycles under the
 * timing model.  Semantics (exec) and timing (source readiness, result
 * latency) are kept apart so that a chunk runs exactly the single-thread
 * semantics on each of its threads and only the clock is shared. */
#include "machine_internal.h"

#include <math.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const uint64_t never_waits[4];

rpu_thread *rpu_thread_new(const rpu_machine *m) {
    rpu_thread *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    t->m = m;
    uint32_t depth = m->max_depth ? m->max_depth : 1;
    t->nstack = depth * 8 + 8;
    t->stack = calloc(t->nstack, sizeof *t->stack);
    t->ready_stack = calloc(t->nstack, sizeof *t->ready_stack);
    t->frames = calloc(depth, sizeof *t->frames);
    if (!t->stack || !t->ready_stack || !t->frames || !rpu_decode_program(t)) {
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
    free(t->xcode);
    free(t->literals);
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
    t->c3 = m->c[3];
}

rpu_status rpu_thread_status(const rpu_thread *t) { return t->status; }
const rpu_counters *rpu_thread_counters(const rpu_thread *t) { return &t->cnt; }
const char *rpu_thread_fault(const rpu_thread *t, uint32_t *addr) {
    if (addr) *addr = t->fault_addr;
    return t->status == RPU_FAULT ? t->fault : NULL;
}

rpu_vec *rpu_thread_reg(rpu_thread *t, rpu_regname r) {
    if (r.file == RPU_F_NONE || r.file == RPU_F_LITERAL || r.file >= RPU_FILE_COUNT || r.index >= rpu_file_size(r.file))
        return NULL;
    return thread_reg(t, r.file, r.index);
}

/* Moves the stack window to sp + delta: S0-S7 back into the stack, then
 * the new window's out of it (calls and returns; the window overlaps the
 * caller's when it pushes fewer than 8). */
static void window_enter(rpu_thread *t, int32_t delta) {
    memcpy(&t->stack[t->sp], t->window, sizeof t->window);
    t->sp += (uint32_t)delta;
    memcpy(t->window, &t->stack[t->sp], sizeof t->window);
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

/* A source; `plain`: known to be a straight copy (a constant in the
 * handlers made for that). */
__attribute__((always_inline)) static inline vu4 read_src(const xsrc *x, bool plain) {
    if (plain || x->plain) return load_vec(x->reg);
    return modify_src(x, (const uint32_t *)x->reg);
}

static int32_t float_to_int(float f) {
    if (isnan(f)) return 0;
    if (f >= 2147483647.0f) return INT32_MAX;
    if (f <= -2147483648.0f) return INT32_MIN;
    return (int32_t)f;
}

/* The result vector of arithmetic instruction x (before the write mask):
 * inlined with constant opcode and plainness as each one's handler. */
__attribute__((always_inline)) static inline vu4 compute(const xinstr *x, uint8_t opcode, bool plain) {
    vu4 a = read_src(&x->src[0], plain), b, c, r;
    vf4 af = (vf4)a, rf;
    float d;
    switch (opcode) {
    case RPU_MOV: r = a; break;
    case RPU_FRAC:
        for (int i = 0; i < 4; i++) rf[i] = af[i] - floorf(af[i]);
        r = (vu4)rf;
        break;
    case RPU_ADD: r = (vu4)(af + (vf4)read_src(&x->src[1], plain)); break;
    case RPU_MUL: r = (vu4)(af * (vf4)read_src(&x->src[1], plain)); break;
    case RPU_MAD: {
        b = read_src(&x->src[1], plain);
        c = read_src(&x->src[2], plain);
        vf4 p = af * (vf4)b; /* rounded product, then the sum: not fused */
        r = (vu4)(p + (vf4)c);
        break;
    }
    case RPU_DP2H:
    case RPU_DP3:
    case RPU_DP3H:
    case RPU_DP4: {
        vf4 bf = (vf4)read_src(&x->src[1], plain);
        d = af[0] * bf[0];
        d += af[1] * bf[1];
        if (opcode == RPU_DP2H) {
            d += af[2];
        } else {
            d += af[2] * bf[2];
            if (opcode == RPU_DP3H) d += af[3];
            if (opcode == RPU_DP4) d += af[3] * bf[3];
        }
        r = (vu4)(vf4){d, d, d, d};
        break;
    }
    case RPU_IADD: r = a + read_src(&x->src[1], plain); break;
    case RPU_IMUL: r = a * read_src(&x->src[1], plain); break;
    case RPU_ISHL: r = a << (read_src(&x->src[1], plain) & 31); break;
    case RPU_ISHR: r = (vu4)((vi4)a >> (vi4)(read_src(&x->src[1], plain) & 31)); break; /* arithmetic */
    case RPU_IAND: r = a & read_src(&x->src[1], plain); break;
    case RPU_IOR: r = a | read_src(&x->src[1], plain); break;
    case RPU_IXOR: r = a ^ read_src(&x->src[1], plain); break;
    case RPU_F2I:
        for (int i = 0; i < 4; i++) r[i] = (uint32_t)float_to_int(af[i]);
        break;
    default: /* RPU_I2F */
        r = (vu4)__builtin_convertvector((vi4)a, vf4);
        break;
    }
    return r;
}

/* r clamped to [0, 1] when x is _sat (X_SAT, a post step). */
__attribute__((always_inline)) static inline vu4 saturate(const xinstr *x, vu4 r) {
    if (!(x->post & X_SAT)) return r;
    vf4 rf = (vf4)r;
    for (int i = 0; i < 4; i++) rf[i] = rf[i] > 0.0f ? (rf[i] < 1.0f ? rf[i] : 1.0f) : 0.0f;
    return (vu4)rf;
}

/* The lanes of mask blended into *dst as one 16-byte store: a later 16-byte
 * read of the register is then forwarded from it, where lane-by-lane stores
 * would stall it (the kernel of bench/vm.sh ran 1.5x slower so). */
static inline void write_masked(void *dst, vu4 v, vu4 mask) { store_vec(dst, (load_vec(dst) & ~mask) | (v & mask)); }

__attribute__((always_inline)) static inline void write_result(rpu_thread *t, const xinstr *x, vu4 r) {
    vu4 mask = x->write_mask;
    write_masked(x->dest, r, mask);
    if (x->post & X_SPECIAL) {
        float w = ((vf4)r)[3];
        float s = (x->post & X_RCP) ? 1.0f / w : 1.0f / sqrtf(w);
        write_masked(&t->special, (vu4)(vf4){s, s, s, s}, mask);
    }
}

/* Whether the condition of x (X_COND) holds for its result r: the tested
 * lanes whose values are of a passing class, any or all of them. */
__attribute__((always_inline)) static inline bool condition(const xinstr *x, vu4 r) {
    vf4 f = (vf4)r;
    if (x->cond_lane < 4) return x->cond_classes >> value_class(f[x->cond_lane]) & 1;
    unsigned pass = 0;
    for (int i = 0; i < 4; i++) pass |= (x->cond_classes >> value_class(f[i]) & 1u) << i;
    pass &= x->cond_mask;
    return x->cond_any ? pass != 0 : pass == x->cond_mask;
}

static bool mem_address(rpu_thread *t, const xinstr *x, uint32_t addr, int span, int64_t *out) {
    int64_t cell = (int64_t)*x->addr_base + x->in->offset;
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
    store_vec(&o, read_src(&x->src[0], false));
    store_vec(&d, read_src(&x->src[1], false));
    store_vec(&g, read_src(&x->src[2], false));
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

/* Runs the control part of `in` (own or paired) at addr, *pc the next
 * instruction's address so far; false if the thread stopped. */
static bool exec_control(rpu_thread *t, const rpu_instr *in, uint32_t addr, uint32_t *pc) {
    const rpu_object *obj = t->m->obj;
    switch (in->ctrl) {
    case RPU_CTRL_JMP: *pc = in->target; return true;
    case RPU_CTRL_CALL: {
        int64_t target = in->target_file ? (int64_t)thread_reg(t, in->target_file, in->target_index)->i[in->target_lane]
                                         : (int64_t)in->target;
        if (target < 0 || target >= obj->ncode) {
            fault(t, addr, "bad call target %lld (code has %u instructions)", (long long)target, obj->ncode);
            return false;
        }
        if (t->depth >= t->m->max_depth) {
            fault(t, addr, "call stack overflow: depth above %u (runaway recursion?)", t->m->max_depth);
            return false;
        }
        t->frames[t->depth++] = (frame){*pc, in->push};
        window_enter(t, in->push);
        if (t->sp > t->sp_high) t->sp_high = t->sp;
        *pc = (uint32_t)target;
        return true;
    }
    case RPU_CTRL_RETURN:
        if (!t->depth) {
            t->status = RPU_DONE;
            return false;
        }
        t->depth--;
        window_enter(t, -(int32_t)t->frames[t->depth].push);
        *pc = t->frames[t->depth].ret;
        return true;
    default: return true;
    }
}

/* A co-issued pair whose first result is r: the second's computed (both
 * read before either writes), both written; the second's result. */
__attribute__((noinline)) static vu4 exec_pair(rpu_thread *t, const xinstr *x, vu4 r) {
    vu4 r2 = saturate(x + 1, compute(x + 1, x[1].in->opcode, false));
    write_result(t, x, r);
    write_result(t, x + 1, r2);
    return r2;
}

/* The opcodes by kind, for the handler tables. */
#define RPU_ARITH_OPCODES(X)                                                                                           \
    X(RPU_MOV) X(RPU_FRAC) X(RPU_ADD) X(RPU_MUL) X(RPU_MAD) X(RPU_DP2H) X(RPU_DP3) X(RPU_DP3H) X(RPU_DP4) X(RPU_IADD) \
    X(RPU_IMUL) X(RPU_ISHL) X(RPU_ISHR) X(RPU_IAND) X(RPU_IOR) X(RPU_IXOR) X(RPU_F2I) X(RPU_I2F)
#define RPU_OTHER_OPCODES(X) X(RPU_LOAD) X(RPU_LOAD4) X(RPU_STORE) X(RPU_JMP) X(RPU_CALL) X(RPU_RETURN) X(RPU_TRACE)

/* Executes the decoded instruction (or co-issued pair) x at *pc, moving
 * *pc on by `count` (2 for a pair, X_PAIRED) to the next; false when the thread stopped
 * (returned from its entry or faulted).  *returned: whether a `return` was
 * taken.  Inlined into the run loops, and with a constant `handler`
 * (x->handler without X_PAIRED) and count into each of the threaded loop's
 * handlers: there the next instruction's address is no load away. */
__attribute__((always_inline)) static inline bool step(rpu_thread *t, const xinstr *x, uint32_t *pc, bool *returned,
                                                       uint8_t handler, uint8_t count) {
    uint32_t addr = *pc;
    const xinstr *last = x;
    const rpu_instr *in = x->in;
    int64_t cell;
    vu4 r;
    switch (handler) {
    case RPU_LOAD:
        if (!mem_address(t, x, addr, 1, &cell)) return false;
        t->in[in->dest_index] = t->m->mem[cell];
        goto memory_done;
    case RPU_LOAD4:
        if (!mem_address(t, x, addr, 4, &cell)) return false;
        memcpy(t->in, &t->m->mem[cell], sizeof t->in);
        goto memory_done;
    case RPU_STORE:
        if (!mem_address(t, x, addr, 1, &cell)) return false;
        store_vec(&t->m->mem[cell], read_src(&x->src[0], false));
        goto memory_done;
    case RPU_TRACE: exec_trace(t, x); goto control;
#define ARITH(op)                                                                                                      \
    case op: r = compute(x, op, true); break;                                                                          \
    case op | X_MODIFIED: r = compute(x, op, false); break;
        RPU_ARITH_OPCODES(ARITH)
#undef ARITH
    default: goto control; /* jmp, call, return */
    }
    *pc = addr + count;
    if (__builtin_expect(count == 1 && !x->post, 1)) {
        write_masked(x->dest, r, x->write_mask);
        return true;
    }
    r = saturate(x, r);
    if (count == 2) {
        r = exec_pair(t, x, r);
        last = x + 1;
    } else {
        write_result(t, x, r);
    }
    if ((last->post & X_COND) && !condition(last, r)) return true;
    goto control;
memory_done:
    if (!(x->post & X_CONTROL)) {
        *pc = addr + count;
        return true;
    }
control:
    *pc = addr + count;
    *returned = last->ctrl == RPU_CTRL_RETURN;
    if (last->ctrl == RPU_CTRL_JMP) { /* the most common control first */
        *pc = last->target;
        return true;
    }
    return exec_control(t, last->in, addr + count - 1, pc);
}

/* The decoded instruction at pc, or NULL (and a fault) when there is none
 * or the step budget is spent. */
static const xinstr *fetch(rpu_thread *t) {
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
    return &t->xcode[t->pc];
}

/* Executes the instruction (or pair) fetched at t->pc, one at a time, as
 * chunks and the timing model step; *returned tells whether a `return` was
 * taken. */
static void exec(rpu_thread *t, const xinstr *x, bool *returned) {
    uint32_t pc = t->pc;
    *returned = false;
    t->prev_pc = pc;
    uint8_t count = x->handler & X_PAIRED ? 2 : 1;
    t->cnt.instructions += count;
    step(t, x, &pc, returned, x->handler & ~X_PAIRED, count);
    t->pc = pc;
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
        switch (x->opcode) {
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
        default: /* arithmetic (component-wise or dot products) and control */
            for (int s = 0; s < rpu_ops[x->opcode].nsrc; s++) w = max64(w, operand_ready(t, &x->src[s], rpu_lanes_read(x, s)));
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

/* The thread alone under the timing model, one instruction at a time. */
static void run_timed(rpu_thread *t) {
    const xinstr *x;
    while (t->status == RPU_RUNNING && (x = fetch(t))) {
        const rpu_instr *in = x->in;
        uint64_t issue = max64(t->clock, sources_ready(t, in));
        t->cnt.stalls += issue - t->clock;
        results_ready(t, in, issue);
        bool returned;
        exec(t, x, &returned);
        t->clock = issue + issue_delay(in);
        t->cnt.cycles = t->clock;
        t->cnt.issues++;
    }
}

rpu_status rpu_run(rpu_thread *t) {
    if (t->status != RPU_RUNNING) return t->status;
    if (t->m->count_cycles) {
        run_timed(t);
        return t->status;
    }
    /* pc and the counters live in locals over the run (for the compiler a
     * store into the thread's registers could change them in memory). */
    const xinstr *xcode = t->xcode;
    const uint32_t ncode = t->m->obj->ncode;
    const uint64_t budget = t->m->max_steps ? t->m->max_steps : UINT64_MAX;
    uint32_t pc = t->pc, prev = t->prev_pc;
    uint64_t instructions = t->cnt.instructions, issues = t->cnt.issues;
    bool running = true, returned;
    const xinstr *x;
    /* Threaded: a handler per opcode and plainness, of one instruction;
     * co-issued pairs have their own (the opcode read at run time).  The
     * decoded code ends in an X_END past its last instruction, where
     * control may go (a jump to the end, the last instruction's
     * successor): pc needs no test, and the spent budget only picks the
     * jump's target. */
    static const void *const handlers[2 * X_PAIRED] = {
#define PLAIN(op) [op] = &&plain_##op,
#define MODIFIED(op) [op | X_MODIFIED] = &&modified_##op,
        RPU_ARITH_OPCODES(PLAIN) RPU_ARITH_OPCODES(MODIFIED) RPU_OTHER_OPCODES(PLAIN)
#undef PLAIN
#undef MODIFIED
        [X_END] = &&out,
        [X_PAIRED ... 2 * X_PAIRED - 1] = &&paired,
    };
#define DISPATCH()                                                                                                     \
    do {                                                                                                               \
        x = &xcode[pc];                                                                                                \
        goto *(instructions < budget ? handlers[x->handler] : &&out);                                                  \
    } while (0)
    if (pc >= ncode) goto out;
    DISPATCH();
#define HANDLER(label, handler, count)                                                                                 \
    label : prev = pc;                                                                                                 \
    issues++;                                                                                                          \
    instructions += count;                                                                                             \
    if (!step(t, x, &pc, &returned, handler, count)) goto stopped;                                                     \
    DISPATCH();
#define PLAIN(op) HANDLER(plain_##op, op, 1)
#define MODIFIED(op) HANDLER(modified_##op, op | X_MODIFIED, 1)
    RPU_ARITH_OPCODES(PLAIN) RPU_ARITH_OPCODES(MODIFIED) RPU_OTHER_OPCODES(PLAIN)
    HANDLER(paired, x->handler & ~X_PAIRED, 2)
#undef PLAIN
#undef MODIFIED
#undef HANDLER
#undef DISPATCH
stopped:
    running = false;
out:
    t->pc = pc;
    t->prev_pc = prev;
    t->cnt.instructions = instructions;
    t->cnt.issues = issues;
    if (running) fetch(t); /* out of the code or the budget: the fault */
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
        t[i]->c3.i[0] = t[i]->m->c[3].i[0] + i * (int32_t)t[i]->m->data_cells; /* its own data area */
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
        const xinstr *in[4] = {0};
        uint64_t issue = clock;
        for (int i = 0; i < 4; i++)
            if (lanes & (1u << i) && (in[i] = fetch(t[i])) && timing) issue = max64(issue, sources_ready(t[i], in[i]->in));
        unsigned active = 0, returned_lanes = 0;
        const rpu_instr *ran = NULL;
        for (int i = 0; i < 4; i++) {
            if (!in[i]) continue;
            bool returned;
            if (timing) results_ready(t[i], in[i]->in, issue);
            exec(t[i], in[i], &returned);
            t[i]->cnt.issues++;
            active++;
            ran = in[i]->in;
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
