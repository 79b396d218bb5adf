/* ptxcg: the PTX code generator (seed 004, chapter 3). It walks optimized
 * LLVM IR and prints PTX; NVIDIA's ptxas allocates registers and schedules.
 *
 * Kernels (.entry) are the functions marked by nvvm.annotations "kernel",
 * else those that are defined, never called and return void; every other
 * defined function is a device function (.func). */
#ifndef PTXCG_H
#define PTXCG_H

#include <stdbool.h>
#include <llvm-c/Core.h>

typedef struct {
    const char *sm;      /* target, e.g. "sm_80" (the default when NULL) */
    bool accurate_math;  /* IEEE-accurate sequences instead of .approx */
} PtxOptions;

/* The lowest PTX ISA version that accepts target sm (e.g. "sm_80" -> 7.0).
 * Returns false for a target it does not know. */
bool ptxcg_isa_version(const char *sm, int *major, int *minor);

/* Prepares m for PTX (the rslpasses pipeline: address spaces, math, vectors,
 * GEPs) and prints it. On success returns true and sets *ptx (free with
 * free()). On failure returns false and sets *error (free with free()) to a
 * message naming the function and the instruction it could not handle;
 * nothing is printed then. m is changed in place either way. */
bool ptxcg_compile(LLVMModuleRef m, const PtxOptions *opt, char **ptx, char **error);

/* Prints an already prepared module (no passes run). */
bool ptxcg_emit(LLVMModuleRef m, const PtxOptions *opt, char **ptx, char **error);

#endif
