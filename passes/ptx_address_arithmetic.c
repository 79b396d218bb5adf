/* The straight-line scalar optimizations LLVM's NVPTX target runs before its
 * instruction selection (NVPTXTargetMachine::addIRPasses): constant offsets
 * split out of getelementptr indices (a[i + 1] as (a + i) + 4, so that the
 * emitter folds the 4 into the address, [r+4]), straight-line strength
 * reduction and n-ary reassociation of the address arithmetic that is left,
 * with common subexpressions merged after each.  They ask the target what
 * addressing modes it has, so they run with LLVM's NVPTX target machine as
 * their cost model; without it they change nothing.
 *
 * The loop-nest kernel of bench/cuda/kernels.cu (weighted_rows), its inner
 * loop unrolled 4x by clang: 288 -> 240 SASS instructions (llc: 208). */
#include "rslpasses.h"

#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *copy_error(const char *what, const char *msg) {
    size_t n = strlen(what) + strlen(msg) + 8;
    char *e = malloc(n);
    if (!e)
        abort();
    snprintf(e, n, "%s: %s", what, msg);
    return e;
}

bool rsl_optimize_ptx_addresses(LLVMModuleRef m, char **error) {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    const char *triple = LLVMGetTarget(m);
    if (!triple || !*triple)
        triple = "nvptx64-nvidia-cuda";
    LLVMTargetRef target;
    char *msg = NULL;
    if (LLVMGetTargetFromTriple(triple, &target, &msg)) {
        *error = copy_error("no NVPTX target in LLVM for the address optimizations", msg ? msg : "");
        LLVMDisposeMessage(msg);
        return false;
    }
    LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, triple, "", "", LLVMCodeGenLevelDefault,
                                                      LLVMRelocDefault, LLVMCodeModelDefault);
    LLVMPassBuilderOptionsRef opts = LLVMCreatePassBuilderOptions();
    LLVMErrorRef err = LLVMRunPasses(
        m, "function(separate-const-offset-from-gep,slsr,early-cse,nary-reassociate,early-cse)", tm, opts);
    LLVMDisposePassBuilderOptions(opts);
    LLVMDisposeTargetMachine(tm);
    if (!err)
        return true;
    char *text = LLVMGetErrorMessage(err);
    *error = copy_error("the NVPTX address optimizations", text);
    LLVMDisposeErrorMessage(text);
    return false;
}
