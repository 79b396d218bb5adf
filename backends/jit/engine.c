/* Compiling a file for the JIT: frontend (--target=host), calling wrappers,
 * default<O2>, MCJIT. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/ExecutionEngine.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "rsl_clock.h"
#include "jit_internal.h"
#include "rsl_dynamic.h"

void rsl_jit_report(const rsl_jit_options *opts, const char *fmt, ...)
{
    FILE *out = opts && opts->errors ? opts->errors : stderr;
    fprintf(out, "%s: error: ", opts && opts->tool ? opts->tool : "rsljit");
    va_list ap;
    va_start(ap, fmt);
    vfprintf(out, fmt, ap);
    va_end(ap);
    fputc('\n', out);
}

/* Native target set-up, once per process.  The host hooks the glue calls are
 * registered by name so MCJIT resolves them whether or not the executable
 * exports its symbols. */
static void init_llvm_once(void)
{
    static bool done;
    if (done)
        return;
    done = true;
    LLVMLinkInMCJIT();
    LLVMInitializeNativeTarget();
    LLVMInitializeNativeAsmPrinter();
    rsl_jit_host_install();
}

static LLVMTargetMachineRef host_target_machine(char **err)
{
    char *triple = LLVMGetDefaultTargetTriple();
    LLVMTargetRef target;
    if (LLVMGetTargetFromTriple(triple, &target, err)) {
        LLVMDisposeMessage(triple);
        return NULL;
    }
    char *cpu = LLVMGetHostCPUName();
    char *features = LLVMGetHostCPUFeatures();
    LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, triple, cpu, features, LLVMCodeGenLevelDefault,
                                                      LLVMRelocDefault, LLVMCodeModelJITDefault);
    LLVMDisposeMessage(triple);
    LLVMDisposeMessage(cpu);
    LLVMDisposeMessage(features);
    return tm;
}

/* The module's string table @rsl.strings (ids index it), copied so that
 * printing does not depend on the module surviving optimisation. */
static void read_string_table(rsl_jit_unit *u, LLVMModuleRef mod)
{
    unsigned n = rsl_module_string_count(mod);
    if (!n)
        return;
    u->strings = calloc(n, sizeof *u->strings);
    u->nstrings = n;
    for (unsigned i = 0; i < n; i++) {
        size_t len;
        const char *text = rsl_module_string(mod, i, &len);
        u->strings[i] = strndup(text ? text : "", len);
    }
}

static rsl_jit_unit *compile_program(rsl_program *prog, const rsl_jit_options *opts, rsl_diag *diag, double t0)
{
    rsl_jit_unit *u = calloc(1, sizeof *u);
    u->ctx = LLVMContextCreate();
    if (!rsl_sema_check(prog, diag))
        goto fail;
    LLVMModuleRef mod = rsl_irgen(prog, u->ctx, &(rsl_target_options){.target = "host", .no_loop_budget = opts->no_loop_budget}, diag);
    if (!mod)
        goto fail;
    if (!rsl_jit_collect_entries(u, prog, mod, opts)) {
        LLVMDisposeModule(mod);
        goto fail;
    }
    read_string_table(u, mod);
    rsl_jit_build_wrappers(u, mod);
    double t1 = rsl_seconds_now();
    u->times.frontend = t1 - t0;

    char *err = NULL;
    if (opts->optimize) {
        LLVMTargetMachineRef tm = host_target_machine(&err);
        if (!tm) {
            rsl_jit_report(opts, "no native target: %s", err ? err : "?");
            LLVMDisposeMessage(err);
            LLVMDisposeModule(mod);
            goto fail;
        }
        LLVMPassBuilderOptionsRef pbo = LLVMCreatePassBuilderOptions();
        LLVMErrorRef e = LLVMRunPasses(mod, "default<O2>", tm, pbo);
        LLVMDisposePassBuilderOptions(pbo);
        LLVMDisposeTargetMachine(tm);
        if (e) {
            char *msg = LLVMGetErrorMessage(e);
            rsl_jit_report(opts, "optimisation failed: %s", msg);
            LLVMDisposeErrorMessage(msg);
            LLVMDisposeModule(mod);
            goto fail;
        }
    }
    u->point_state = rsl_jit_reads_point_state(mod);
    for (int i = 0; i < u->nentries; i++) {
        rsl_jit_entry_impl *e = &u->entries[i];
        LLVMValueRef w = e->wrapper_name ? LLVMGetNamedFunction(mod, e->wrapper_name) : NULL;
        e->globals_read = w ? rsl_jit_globals_read(mod, w) : RSL_JIT_ALL_GLOBALS;
    }
    double t2 = rsl_seconds_now();
    u->times.optimize = t2 - t1;
    if (opts->emit_ir) {
        char *text = LLVMPrintModuleToString(mod);
        fputs(text, opts->emit_ir);
        LLVMDisposeMessage(text);
    }

    struct LLVMMCJITCompilerOptions mo;
    LLVMInitializeMCJITCompilerOptions(&mo, sizeof mo);
    mo.OptLevel = 2;
    if (LLVMCreateMCJITCompilerForModule(&u->engine, mod, &mo, sizeof mo, &err)) {
        rsl_jit_report(opts, "MCJIT: %s", err ? err : "cannot create the engine");
        LLVMDisposeMessage(err);
        u->engine = NULL;
        goto fail;  /* the failed call has disposed of the module */
    }
    rsl_jit_layout_params(u);
    for (int i = 0; i < u->nentries; i++) {
        rsl_jit_entry_impl *e = &u->entries[i];
        if (!e->wrapper_name)
            continue;
        e->address = LLVMGetFunctionAddress(u->engine, e->wrapper_name);
        if (!e->address) {
            rsl_jit_report(opts, "MCJIT produced no code for '%s'", e->pub.name);
            goto fail;
        }
    }
    u->times.codegen = rsl_seconds_now() - t2;
    return u;
fail:
    rsl_jit_unit_free(u);
    return NULL;
}

static const rsl_jit_options *options_or_default(const rsl_jit_options *opts)
{
    static const rsl_jit_options defaults = {.optimize = true};
    return opts ? opts : &defaults;
}

rsl_jit_unit *rsl_jit_compile_file(const char *path, const rsl_jit_options *opts, rsl_diag *diag)
{
    init_llvm_once();
    opts = options_or_default(opts);
    double t0 = rsl_seconds_now();
    rsl_program *prog = rsl_parse_file(path, opts->source, diag);
    if (!prog)
        return NULL;
    rsl_jit_unit *u = compile_program(prog, opts, diag, t0);
    rsl_program_free(prog);
    return u;
}

rsl_jit_unit *rsl_jit_compile_string(const char *name, const char *text, size_t len,
                                     const rsl_jit_options *opts, rsl_diag *diag)
{
    init_llvm_once();
    opts = options_or_default(opts);
    double t0 = rsl_seconds_now();
    rsl_program *prog = rsl_parse_string(name, text, len, opts->source, diag);
    if (!prog)
        return NULL;
    rsl_jit_unit *u = compile_program(prog, opts, diag, t0);
    rsl_program_free(prog);
    return u;
}

void rsl_jit_unit_free(rsl_jit_unit *u)
{
    if (!u)
        return;
    for (int i = 0; i < u->nentries; i++)
        rsl_jit_entry_free(&u->entries[i]);
    free(u->entries);
    for (size_t i = 0; i < u->nstrings; i++)
        free(u->strings[i]);
    free(u->strings);
    if (u->engine)
        LLVMDisposeExecutionEngine(u->engine); /* owns the module */
    LLVMContextDispose(u->ctx);
    free(u);
}

rsl_jit_times rsl_jit_unit_times(const rsl_jit_unit *u)
{
    return u->times;
}

int rsl_jit_entry_count(const rsl_jit_unit *u)
{
    return u->nentries;
}

const rsl_jit_entry *rsl_jit_entry_at(const rsl_jit_unit *u, int index)
{
    return index >= 0 && index < u->nentries ? &u->entries[index].pub : NULL;
}

const rsl_jit_entry *rsl_jit_find(const rsl_jit_unit *u, const char *name, unsigned kinds)
{
    for (int i = 0; i < u->nentries; i++) {
        const rsl_jit_entry *e = &u->entries[i].pub;
        if (strcmp(e->name, name) == 0 && (kinds == 0 || (kinds & (1u << e->kind))))
            return e;
    }
    return NULL;
}

rsl_string rsl_jit_string_id(const rsl_jit_unit *u, const char *text)
{
    for (size_t i = 0; i < u->nstrings; i++)
        if (strcmp(u->strings[i], text) == 0)
            return (rsl_string)i;
    /* As the shader would make it at run time (rsl_dynamic.h). */
    return rsl_host_string_make(NULL, text, strlen(text));
}

const char *rsl_jit_string_text(const rsl_jit_unit *u, rsl_string id)
{
    if (id >= RSL_STRING_CREATED_FIRST)
        return rsl_host_string_text(NULL, id);
    return id < u->nstrings && u->strings[id] ? u->strings[id] : "";
}
