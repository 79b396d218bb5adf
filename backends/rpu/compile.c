/* The pipeline of rpu_compile_module: lowering, then per function instruction
 * selection, machine clean-ups (to a fixed point), register allocation,
 * coalescing, scheduling, assembly. */
#include "mir.h"
#include "rsl_abi.h"

#include <llvm-c/Analysis.h>
#include <stdlib.h>
#include <string.h>

const char *const rpu_stage_names[] = {"isel", "constfold", "forward", "dce", "sink", "address-defs", "regalloc", "coalesce", "schedule", "merge-copies", "address-copies", "branch-on-def", NULL};

static void after(const rpu_options *o, const char *stage, const mir_func *f) {
    if (o->print_after && !strcmp(o->print_after, stage)) {
        fprintf(stderr, "; after %s\n", stage);
        mir_print(f, stderr);
    }
}

/* A light entry (RSL_RPU_LIGHT_ENTRY_ATTR) keeps R8-R14 for its callers: it is
 * allocated in R0-R7 and may call nothing (a callee could change them). */
static bool light_entry(LLVMValueRef fn, mir_func *f, char **err) {
    unsigned len = (unsigned)strlen(RSL_RPU_LIGHT_ENTRY_ATTR);
    if (!LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, RSL_RPU_LIGHT_ENTRY_ATTR, len)) return true;
    f->nphys = MIR_LIGHT_REGS;
    for (int b = 0; b < f->nblocks; b++)
        for (int i = 0; i < f->blocks[b].n; i++)
            if (f->blocks[b].ins[i].op == MIR_CALL) {
                *err = rsl_format("light shader '%s' calls a function (a trace or a shader call): a light entry "
                                   "must keep R8-R14 for its caller", f->name);
                return false;
            }
    return true;
}

/* spill_at: the data-area cell where this function's spill area would begin. */
static mir_func *compile_function(LLVMValueRef fn, const rpu_options *o, int spill_at, char **err) {
    mir_func *f = rpu_isel(fn, err);
    if (!f) return NULL;
    f->spill_base = spill_at;
    if (!light_entry(fn, f, err)) {
        mir_func_free(f);
        return NULL;
    }
    after(o, "isel", f);
    if (o->opt_level > 0) {
        for (int round = 0; round < 8; round++) {
            bool changed = rpu_constfold(f);
            after(o, "constfold", f);
            changed |= rpu_forward(f);
            after(o, "forward", f);
            changed |= rpu_dce(f);
            after(o, "dce", f);
            if (changed) continue;
            /* once the rest is done: sinking would move what forward removes */
            changed = rpu_sink(f);
            after(o, "sink", f);
            if (!changed) break;
        }
        rpu_address_defs(f);
        after(o, "address-defs", f);
    }
    if (!rpu_regalloc(f, err)) {
        mir_func_free(f);
        return NULL;
    }
    after(o, "regalloc", f);
    rpu_find_recomputable(f);
    rpu_coalesce(f);
    after(o, "coalesce", f);
    if (o->opt_level > 0) {
        rpu_schedule(f, !o->no_coissue);
        after(o, "schedule", f);
        rpu_merge_copies(f);
        after(o, "merge-copies", f);
        rpu_address_copies(f);
        after(o, "address-copies", f);
        rpu_branch_on_def(f);
        after(o, "branch-on-def", f);
    }
    return f;
}

static bool calls_dropped(const mir_func *f, char **dropped, int ndropped) {
    for (int b = 0; b < f->nblocks; b++)
        for (int i = 0; i < f->blocks[b].n; i++)
            if (f->blocks[b].ins[i].op == MIR_CALL)
                for (int k = 0; k < ndropped; k++)
                    if (!strcmp(f->blocks[b].ins[i].callee, dropped[k])) return true;
    return false;
}

bool rpu_compile_module(LLVMModuleRef m, const rpu_options *opts, FILE *out, char **err) {
    *err = NULL;
#ifndef RPU_LOWERING_MISSING
    if (!rpu_lower_module(m, err)) return false;
#endif
    char *msg = NULL;
    if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
        *err = rsl_format("the lowered module does not verify: %s", msg);
        LLVMDisposeMessage(msg);
        return false;
    }
    LLVMDisposeMessage(msg);
    int n = 0;
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) n++;
    mir_func **fs = calloc((size_t)n + 1, sizeof *fs);
    char **dropped = calloc((size_t)n + 1, sizeof *dropped);
    int nf = 0, nd = 0, spill_at = rpu_global_cells(m), spill_cells = 0;
    bool ok = true;
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn && ok; fn = LLVMGetNextFunction(fn)) {
        if (LLVMIsDeclaration(fn)) continue;
        char *e = NULL;
        mir_func *f = compile_function(fn, opts, spill_at + spill_cells, &e);
        if (f) {
            fs[nf++] = f;
            spill_cells += f->nspill;
        }
        else if (opts->keep_going) {
            fprintf(stderr, "llc-rpu: warning: %s (function left out)\n", e);
            size_t len;
            dropped[nd++] = strdup(LLVMGetValueName2(fn, &len));
            free(e);
        } else {
            *err = e;
            ok = false;
        }
    }
    /* with keep_going, callers of left-out functions go too */
    for (bool again = ok; again;) {
        again = false;
        for (int i = 0; i < nf; i++)
            if (fs[i] && calls_dropped(fs[i], dropped, nd)) {
                fprintf(stderr, "llc-rpu: warning: function '%s' calls a left-out function (left out)\n", fs[i]->name);
                dropped[nd++] = strdup(fs[i]->name);
                mir_func_free(fs[i]);
                fs[i] = NULL;
                again = true;
            }
    }
    for (int i = 0; i < nf && ok; i++)
        if (fs[i]) {
            ok = rpu_emit_asm(fs[i], out, err);
        }
    if (ok) rpu_emit_data(m, spill_cells, out);
    for (int i = 0; i < nf; i++) mir_func_free(fs[i]);
    for (int i = 0; i < nd; i++) free(dropped[i]);
    free(fs);
    free(dropped);
    return ok;
}
