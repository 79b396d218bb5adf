/* rpucg: the RPU code generator (docs/rpu.md is the target it writes for).
 *
 * Pipeline of rpu_compile_module, one file per stage:
 *   lower_*.c      IR-level lowering (what the RPU lacks becomes what it has),
 *                  entry rpu_lower_module(); leaves a module LLVMVerifyModule accepts
 *   isel*.c        LLVM IR -> machine IR (virtual vector / scalar registers)
 *   opt_*.c        machine clean-ups: constant folding, forwarding, DCE, addresses
 *                  computed into A, coalescing
 *   regalloc.c     graph coloring with friends, scalars packed into free lanes,
 *   spill.c        ...and spilling to the data area when that fails ("Spilling")
 *   schedule.c     list scheduling per basic block (docs/rpu.md timing model),
 *                  pairing instructions for co-issue (`a || b`)
 *   emit_asm.c     calls with S-register saves, linearized control flow, assembly
 *
 * Input to instruction selection (the contract between lowering and isel):
 * float, <2|3|4 x float>, i32, ptr (see "Memory" below), i1 (only as a br
 * condition from fcmp/icmp);
 * fadd fsub fmul fneg, llvm.fmuladd/llvm.fma; fcmp/icmp + br; br, switch-free
 * CFGs, phi, ret, unreachable; extractelement/insertelement/shufflevector;
 * i32 add sub mul shl ashr and or xor, sitofp fptosi, bitcast float<->i32;
 * calls of defined functions and of these pseudo-intrinsics (declarations,
 * each selected into one instruction or modifier):
 *
 *   float       @rpu.rcp(float)                    1/x through mov_rcp and S
 *   float       @rpu.rsq(float)                    1/sqrt(x) through mov_rsq and S
 *   float       @rpu.frac(float)                   x - floor(x)
 *   <3 x float> @rpu.frac.v3(<3 x float>)
 *   float       @rpu.sat(float)                    clamp to [0,1] (mov_sat)
 *   <3 x float> @rpu.sat.v3(<3 x float>)
 *   float       @rpu.dp3(<3 x float>, <3 x float>) dot product (dp3)
 *
 * The environment (runtime/glue_rpu.c declares these with asm labels):
 *
 *   <4 x float> @rpu.load(i32 cell)      the data-memory cell at that address
 *                                        (mov A.x + load I0 + mov; a constant
 *                                        added to the address is the offset)
 *   <4 x float> @rpu.hit()               the HIT register (u, v, t, shader)
 *   i32         @rpu.hit.tri()           HIT_TRI, the hit triangle's record
 *   i32         @rpu.light.list()        C2.x, the light list's address
 *   float       @rpu.trace(<3 x float> orig, <3 x float> dir)
 *                                        trace orig, dir, C31; the result is
 *                                        HIT.z (t, negative on a miss)
 *   <3 x float> @rpu.call.hit(<3 x float> orig, <3 x float> dir, i32 level,
 *                             float spread, float width, i32 exact)
 *                                        call HIT.w with the ray in R0/R1,
 *                                        the trace depth in R0.w (a surface
 *                                        entry's raylevel), its cone in
 *                                        R1.w, R2.w, R3.w 0, the color back
 *                                        in R0.xyz
 *   T           @rpu.call(i32 address, args...)
 *                                        call Rn.c: the function at that code
 *                                        address (a light shader's entry from
 *                                        the light list, which keeps R8-R14:
 *                                        RSL_RPU_LIGHT_ENTRY_ATTR), args and
 *                                        result by the calling convention
 * A function (or call) may return a struct of up to 4 floats/vectors: its
 * members go in order of their kind to R0.xyz, R1.xyz, ... and R0.w, R1.w, ...
 * (a surface entry's {Ci, Oi} is R0.xyz, R1.xyz); callers read them by
 * extractvalue, returns build them by insertvalue.
 * Loads, HIT reads, traces and calls keep their order (mir_func.memreg).
 * Integers (cell addresses) live in a lane as their 32-bit pattern; a vector
 * of floats bitcast to one of i32 is the same register.
 *
 * Memory and aggregates (the calling convention's part for what registers
 * cannot hold; docs/rpu.md leaves it open):
 *  - A pointer (ptr) is the data-memory cell address of a cell-aligned
 *    object, an integer in a lane.  The object's bytes lie 16 to a cell,
 *    4 to a lane: the word at byte offset b is lane (b/4)%4 of cell
 *    address + b/16.  A matrix (16 floats, row-major) is 4 cells, row r in
 *    cell address + r.
 *  - Pointer arguments go with the scalars: R0.w, R1.w, ... in order with
 *    the floats and strings.  A matrix argument is passed as the address
 *    of its 4 cells; a matrix result is written to the cells at an address
 *    the caller passes (the IR's first `out` pointer parameter, after the
 *    shading globals' address when the function reaches those: the same
 *    order as the JIT, backends/jit/entries.c).  The callee reads and
 *    writes those cells; it allocates no memory.
 *  - Selected: load/store of float, i32 and vectors of them (up to 4
 *    lanes; a wider vector load only read lane by lane, like a whole
 *    matrix), llvm.memset of zeros over whole words, getelementptr with
 *    constant indices, all through a pointer parameter at a constant
 *    offset.  A block loads each cell once (`mov A.l, base` +
 *    `load Ik, A.l, cell`, later reads use the copy); a store writes a
 *    whole cell, so stores are gathered per cell and written at the next
 *    load, call or branch, the lanes not written first read from memory.
 *    Pending stores go through one pointer at a time; two pointer
 *    arguments are assumed to point to different cells (as the JIT's
 *    copies of by-value matrices do).
 *  - Module global variables the functions use (the runtime's random()
 *    state) live in a data area: each at the next whole cell, in module
 *    order (data_area.c); code reaches them through C3.x, the area's
 *    address, which the drivers set when they append the area after their
 *    memory (rpu_install_data, vm/README.md); llc-rpu writes the initial
 *    values as `.data OFFSET` / `.cell` lines after the code.
 *  - No alloca, pointer loads/stores or variable offsets (lowering turns
 *    arrays into registers; shaders' globals reach no memory: the entries
 *    below inline everything and SROA keeps them in registers).
 *
 * Spilling (**decision**: docs/rpu.md leaves open between failing and a
 * documented memory spill area; regalloc.c, spill.c).  Only when graph
 * coloring fails, and decided in the coloring pass itself: a value that
 * finds no place is spilled, or the occupants of the place that are
 * cheapest to spill are (cost: the spill code added per point of a value's
 * life), never pinned values, machine registers or a spill's own copies;
 * then the spill code is written and coloring runs again (a few rounds:
 * each spills values not spilled before; the copies next to a spill make
 * the later ones).  A value whose one definition reads only literals and C
 * registers is rematerialized: that definition is repeated before each use,
 * nothing is stored.  Any other spilled value gets one cell (a scalar
 * stored broadcast to all four lanes, a vector's lane i in lane i) of its
 * function's spill area; each definition writes a fresh copy stored right
 * after (`mov A.l, C3.x` + `store A.l, CELL, copy`), each use reads the cell
 * loaded just before into a free I register (`mov A.l, C3.x` + `load Ik,
 * A.l, CELL`), through a copy for call arguments or where fewer I registers
 * are free than cells to read.  Where every lane of A is live (the triangle
 * record's lanes), lane x is copied to a register and written back after
 * the spill code; where every I register still holds a loaded cell to be
 * read, one is copied to a register its later readers read instead (in
 * every block the cell reaches; a join it enters also from elsewhere gets
 * the copy made at the end of those predecessors too).  So spilling cannot
 * fail for want of machine registers (but for a cell carried round a loop
 * back to where it is split).  The spill areas are
 * data-area cells after the module's globals, one area per function in the
 * order compiled, emitted as zeroed `.data`/`.cell` lines; code reaches
 * them through C3.x like the globals.  The area is static, not a stack
 * frame, and a call may re-enter the function (a trace's hit shader may be
 * this shader: a mirror); around such calls (MI_REENTERS) the stored values
 * needed after the call are loaded into registers before it and stored back
 * after it, so the call's saves in the S stack keep them (spill.c).  Threads: **decision** (vm/README.md,
 * "Per-thread data areas"): each thread of a VM chunk (--chunk, 2x2 render
 * chunks), which share data memory, has its own copy of the whole data area
 * and reads C3.x as its copy's address, and the renderers' workers each
 * have a private copy of data memory (vm/render.c); so no two threads share
 * spill cells (or the runtime's random() state).  The S data stack would be
 * per thread too, but its 8-cell window also holds the saves around calls,
 * and spilling functions need more (the stdlib's noise cases 43 cells).
 * The allocation fails ("does not fit in registers: N lanes ...; spilling
 * to memory did not help") only where nothing but values that cannot be
 * spilled compete for a place.  A function that fits spills nothing (its
 * code is exactly as without spilling).  Around a call, what is live
 * goes into the S stack: 8 cells in the caller's window, the rest (up to
 * R0-R14 whole) through a call helper one window further (emit_asm.c).
 */
#ifndef RPUCG_H
#define RPUCG_H

#include <stdbool.h>
#include <stdio.h>
#include <llvm-c/Core.h>

typedef struct rpu_options {
    int opt_level;           /* 0: no machine-level optimizations (debugging) */
    const char *print_after; /* a stage name: print the machine IR after it to stderr */
    bool keep_going;         /* leave out (with a warning) functions that cannot be compiled */
    bool no_coissue;         /* one instruction per cycle: no co-issued pairs (schedule.c) */
} rpu_options;

/* The stage names --print-after accepts, NULL-terminated. */
extern const char *const rpu_stage_names[];

/* Compiles every defined function of `m` into RPU assembly on `out`.  On
 * failure returns false with a malloc'd message in *err (naming the function
 * and, for selection failures, the instruction). */
bool rpu_compile_module(LLVMModuleRef m, const rpu_options *opts, FILE *out, char **err);

/* Light entries (the function attribute RSL_RPU_LIGHT_ENTRY_ATTR of
 * rsl_abi.h, which the frontend puts on them) keep R8-R14 (**decision**,
 * thesis 7.3's "different ABI for different kinds of shaders"; docs/rpu.md
 * makes every register caller-saved): such an entry is allocated in R0-R7
 * and calls nothing, so the caller of @rpu.call (whose callee is always a
 * light entry) saves only what it keeps in R0-R7, and its allocator puts the
 * values live across those calls in R8-R14 first.  The S window's 8 cells
 * could not hold what a surface keeps across the light loop (Cs, Os, P, N,
 * I, the sums...). */

/* IR-level lowering (lower_*.c, helper rpu-lower): rewrites `m` in place so
 * that only the constructs listed above remain.  False with a malloc'd
 * message in *err for what cannot be lowered ("in function 'F': cannot
 * lower '<instruction>': why"): calls of declarations other than rpu.*,
 * llvm.fmuladd/fma and lifetime/memory intrinsics, branches on booleans
 * that are not compares, integer work it has no form for.  It adds no
 * pseudo-intrinsic beyond rcp, rsq, frac(.v3), sat(.v3).  Left for
 * instruction selection: <2 x float> values, constant i64 lane indices,
 * allocas it cannot promote (passed to calls, memcpy), loads and stores of
 * other memory.  Accuracy of the expansions: lower_transcendentals.c.
 * The first call sets LLVM's process-wide -unroll-threshold (lower_loops.c). */
bool rpu_lower_module(LLVMModuleRef m, char **err);

#endif
