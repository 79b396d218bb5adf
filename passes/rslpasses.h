/* rslpasses: the project's own IR passes, written on the LLVM-C API.
 *
 * Every pass takes a module, changes it in place and leaves it valid for
 * LLVMVerifyModule. The passes prepare a module for code generation (seed 004,
 * section 3.6); they are usable on any module, not only RSL ones.
 *
 * Address spaces use NVPTX numbering: 0 generic, 1 global, 3 shared,
 * 4 constant, 5 local. */
#ifndef RSLPASSES_H
#define RSLPASSES_H

#include <stdbool.h>
#include <llvm-c/Core.h>

/* Reads textual IR or bitcode from path ("-" is stdin) into a new module of
 * ctx. On failure prints to stderr "TOOL: error: PATH: why" when the input
 * cannot be read, or the parser's located message ("FILE:LINE:COL: error:
 * ..."), and returns NULL. */
LLVMModuleRef rsl_read_module(LLVMContextRef ctx, const char *path, const char *tool);

enum {
    RSL_AS_GENERIC = 0,
    RSL_AS_GLOBAL = 1,
    RSL_AS_SHARED = 3,
    RSL_AS_CONSTANT = 4,
    RSL_AS_LOCAL = 5,
};

/* Turns every constant expression used as an instruction operand into
 * instructions (a phi's operand goes to the end of its incoming block), so
 * that later passes and emitters see plain instructions only. */
void rsl_lower_constant_exprs(LLVMModuleRef m);

/* Loads and stores of whole structs and arrays become one access per
 * member (scalars and vectors), joined by insertvalue / split by
 * extractvalue; extractvalues reading through the new insertvalues become
 * the members themselves. Atomic accesses are left alone. */
void rsl_split_aggregate_accesses(LLVMModuleRef m);

/* Address-space assignment (seed 004's SetGPUAddressSpace, by propagation):
 * globals without a space move to global memory, allocas are addressed
 * through local memory, generic pointer parameters of kernels point to global
 * memory, and every generic pointer proven to come from one space (through
 * GEPs, phis, selects, calls and returns of device functions) is rewritten to
 * that space, with addrspacecasts left only where a generic pointer is still
 * needed. Kernels are named by rsl_is_kernel. */
void rsl_lower_address_spaces(LLVMModuleRef m);

/* Is f a kernel?  LLVM's NVPTX conventions: nvvm.annotations "kernel", or
 * the ptx_kernel calling convention. */
bool rsl_is_kernel(LLVMModuleRef m, LLVMValueRef f);
/* Seed 004's rule for a module that marks no kernel: annotates as kernels
 * the functions that are defined, never called and return void (rsl-opt
 * -passes=mark-unmarked-kernels, llc-rpu -ptx-unmarked-kernels). */
void rsl_mark_unmarked_kernels(LLVMModuleRef m);

/* Math lowering for PTX (seed 004, figure 3.2): libm calls and llvm.*
 * intrinsics become the instructions PTX has. With accurate = false the
 * transcendental functions use PTX's .approx instructions (ex2, lg2, sin,
 * cos) through llvm.nvvm.*.approx intrinsics; with accurate = true they are
 * expanded into range reduction and polynomials built from IEEE-rounded
 * arithmetic. sqrt, division, fma, floor and friends map to exact
 * instructions in both modes. Calls it does not know are left alone. */
void rsl_lower_math_ptx(LLVMModuleRef m, bool accurate);

/* An extractelement or insertelement at a constant lane past the vector's
 * end is poison (LangRef): both become poison.  LLVM 16's scalarizer reads
 * past its lane array on such an extract, and the RPU's instruction
 * selection indexes its swizzles by the lane (crashes found by llvm-stress). */
void rsl_fold_lanes_out_of_range(LLVMModuleRef m);

/* Scalarizes vector operations through LLVM's own scalarizer; vector loads
 * and stores stay vectors (rsl_fold_lanes_out_of_range first). Returns
 * false (and sets *error, to be freed with free()) if the pipeline fails. */
bool rsl_scalarize(LLVMModuleRef m, char **error);

/* Seed 004 section 3.6: every use of a global's address in an instruction
 * goes through a call to an opaque wrapper, so that constant folding cannot
 * rebuild a constant expression from it; rsl_unwrap_global_addresses puts
 * the globals back after optimization. */
void rsl_wrap_global_addresses(LLVMModuleRef m);
void rsl_unwrap_global_addresses(LLVMModuleRef m);

/* Replaces every getelementptr by integer arithmetic on ptrtoint/inttoptr,
 * with all constant offsets folded into one add. */
void rsl_expand_geps(LLVMModuleRef m);

/* Runs a list of passes by name, comma-separated: the passes above
 * ("lower-constant-exprs", "split-aggregate-accesses", "lower-address-spaces",
 * "lower-math-ptx", "lower-math-ptx-accurate", "scalarize", "wrap-global-addresses",
 * "unwrap-global-addresses", "expand-gep", "ptx-prepare") and, in
 * "llvm(...)", a pipeline for LLVM's own pass builder. Returns false and
 * sets *error (free with free()) on an unknown name or a failing pass. */
bool rsl_run_passes(LLVMModuleRef m, const char *names, char **error);

/* The whole preparation of a module for the PTX emitter, in order:
 * constant expressions, aggregate accesses, address spaces, LLVM's
 * load-store vectorizer,
 * scalarization, NVPTX's address optimizations, 16-bit floats in float,
 * math, wrapping,
 * GEP expansion, clean-up by LLVM (instsimplify, early-cse, dce),
 * unwrapping; then LLVMVerifyModule. *error is freed with free(). */
/* Arithmetic and comparisons of half and bfloat done in float, rounded
 * once to the 16-bit format (promote_fp16.c, which says why that is exact). */
void rsl_promote_16bit_floats(LLVMModuleRef m);

/* LLVM's NVPTX straight-line address optimizations (constant offsets split
 * out of getelementptrs, strength reduction), with NVPTX's cost model;
 * rsl_prepare_for_ptx runs them (ptx_address_arithmetic.c). */
bool rsl_optimize_ptx_addresses(LLVMModuleRef m, char **error);
bool rsl_prepare_for_ptx(LLVMModuleRef m, bool accurate_math, char **error);

/* Forward-mode automatic differentiation with respect to the surface
 * parameters u and v (differentiate.c, whose header gives the design):
 * each call of a declared `T rsl_deriv_du_*(T x)` or `rsl_deriv_dv_*`
 * becomes the derivative of x along u or v, seeded by the shading globals
 * of %struct.rsl_globals (rsl_abi.h).  A module that runs no such call is
 * left unchanged.  *constant_calls gets NULL or a malloc'd list of the
 * functions ("a, b") whose results a derivative needed but were taken as
 * constants; false and *error (malloc'd) when the inliner fails. */
#define RSL_DERIV_PREFIX "rsl_deriv_d"
#define RSL_DERIV_DU_PREFIX "rsl_deriv_du"
#define RSL_DERIV_DV_PREFIX "rsl_deriv_dv"
bool rsl_differentiate(LLVMModuleRef m, char **constant_calls, char **error);

#endif
