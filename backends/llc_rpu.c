/* llc-rpu: the project's code generator driver.
 *   llc-rpu -march=ptx [-mcpu=sm_80] [-ptx-accurate-math] [-o out.ptx] [in.ll|in.bc|-]
 *   llc-rpu [-march=rpu] [-O0] [--print-after=STAGE] [-keep-going] [--entries] [--main=NAME] [--flat-normals]
 *           [--light-shaders] [--no-opacity] [-o out.s] [in.ll|in.bc|-] */
#include "ptxcg.h"
#include "rpucg.h"
#include "rslpasses.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *to) {
    fprintf(to, "usage: llc-rpu [-march=rpu|ptx] [-mcpu=sm_XX] [-ptx-accurate-math] [-o FILE] [FILE|-]\n"
                "  -march=ptx          NVIDIA PTX (default target sm_80)\n"
                "  -march=rpu          the RPU (the default)\n"
                "  -mcpu=sm_XX         PTX target (sm_75 ... sm_121)\n"
                "  -ptx-accurate-math  IEEE-accurate math sequences instead of .approx\n"
                "  -O0                 rpu: no machine-level optimizations (for debugging)\n"
                "  --print-after=STAGE rpu: print the machine IR after STAGE to stderr (isel constfold\n"
                "                      forward dce regalloc coalesce schedule)\n"
                "  -keep-going         rpu: leave out, with a warning, functions that cannot be compiled\n"
                "  --entries           rpu: only the shader entries (docs/rpu.md): each surface shader as\n"
                "                      NAME(orig, dir) -> Ci, Oi, each light shader as NAME(Ps) -> Cl, L,\n"
                "                      directed; everything inlined into them\n"
                "  --main=NAME         rpu: the entry of the main shader `color NAME(point P)` (with\n"
                "                      --entries too: both kinds)\n"
                "  --flat-normals      rpu, with --entries: N = Ng (the thesis's setup)\n"
                "  --light-shaders     rpu, with --entries: surfaces also call light shaders of the light\n"
                "                      list (kind 2 records: docs/rpu.md, runtime/glue_rpu.c)\n"
                "  --no-opacity        rpu, with --entries: surfaces return Ci alone, no Oi (to compare\n"
                "                      with the thesis's listings, whose shaders did no Oi work)\n"
                "  -o FILE             output file ('-' for stdout, the default)\n");
}

int main(int argc, char **argv) {
    const char *march = "rpu", *mcpu = NULL, *out = "-", *in = "-";
    bool accurate = false;
    rpu_options ropt = {.opt_level = 2};
    bool entries = false, flat = false, light_calls = false, no_opacity = false;
    const char *main_name = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strncmp(a, "-march=", 7) == 0 || strncmp(a, "--march=", 8) == 0)
            march = strchr(a, '=') + 1;
        else if (strncmp(a, "-mcpu=", 6) == 0 || strncmp(a, "--mcpu=", 7) == 0)
            mcpu = strchr(a, '=') + 1;
        else if (strcmp(a, "-ptx-accurate-math") == 0 || strcmp(a, "--ptx-accurate-math") == 0)
            accurate = true;
        else if (strcmp(a, "-O0") == 0 || strcmp(a, "-O1") == 0 || strcmp(a, "-O2") == 0 || strcmp(a, "-O3") == 0)
            ropt.opt_level = a[2] - '0';
        else if (strncmp(a, "--print-after=", 14) == 0 || strncmp(a, "-print-after=", 13) == 0) {
            ropt.print_after = strchr(a, '=') + 1;
            bool known = false;
            for (int k = 0; rpu_stage_names[k]; k++) known = known || strcmp(rpu_stage_names[k], ropt.print_after) == 0;
            if (!known) {
                fprintf(stderr, "llc-rpu: error: unknown stage '%s' for --print-after\n", ropt.print_after);
                return 2;
            }
        } else if (strcmp(a, "-keep-going") == 0 || strcmp(a, "--keep-going") == 0)
            ropt.keep_going = true;
        else if (strcmp(a, "--entries") == 0)
            entries = true;
        else if (strncmp(a, "--main=", 7) == 0)
            main_name = a + 7;
        else if (strcmp(a, "--flat-normals") == 0)
            flat = true;
        else if (strcmp(a, "--light-shaders") == 0)
            light_calls = true;
        else if (strcmp(a, "--no-opacity") == 0)
            no_opacity = true;
        else if (strcmp(a, "-o") == 0 && i + 1 < argc)
            out = argv[++i];
        else if (strcmp(a, "--help") == 0 || strcmp(a, "-help") == 0) {
            usage(stdout);
            return 0;
        } else if (a[0] == '-' && a[1]) {
            fprintf(stderr, "llc-rpu: error: unknown option '%s'\n", a);
            usage(stderr);
            return 2;
        } else
            in = a;
    }
    bool rpu = strcmp(march, "rpu") == 0;
    if (!rpu && strcmp(march, "ptx") != 0 && strcmp(march, "nvptx64") != 0) {
        fprintf(stderr, "llc-rpu: error: unknown -march '%s' (rpu or ptx)\n", march);
        return 2;
    }
    int major, minor;
    if (mcpu && !ptxcg_isa_version(mcpu, &major, &minor)) {
        fprintf(stderr, "llc-rpu: error: unknown -mcpu '%s' for PTX (sm_75 or newer)\n", mcpu);
        return 2;
    }
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef m = rsl_read_module(ctx, in, "llc-rpu");
    if (!m) {
        LLVMContextDispose(ctx);
        return 1;
    }
    if (rpu) {
        FILE *f = strcmp(out, "-") == 0 ? stdout : fopen(out, "w");
        char *err = NULL;
        int rc = 0;
        if (!f) {
            fprintf(stderr, "llc-rpu: error: cannot write '%s'\n", out);
            rc = 1;
        } else if (!rpu_compile_entries(m, &(rpu_entries){entries, entries, main_name, flat, light_calls, no_opacity}, &ropt, f, &err)) {
            fprintf(stderr, "llc-rpu: error: %s: %s\n", strcmp(in, "-") ? in : "<stdin>", err);
            rc = 1;
        }
        if (f && f != stdout && fclose(f) != 0 && !rc) {
            fprintf(stderr, "llc-rpu: error: cannot write '%s'\n", out);
            rc = 1;
        }
        if (rc && f && f != stdout) remove(out);
        free(err);
        LLVMDisposeModule(m);
        LLVMContextDispose(ctx);
        return rc;
    }
    PtxOptions opt = {.sm = mcpu, .accurate_math = accurate};
    char *ptx = NULL, *err = NULL;
    int rc = 0;
    if (!ptxcg_compile(m, &opt, &ptx, &err)) {
        fprintf(stderr, "llc-rpu: error: %s: %s\n", strcmp(in, "-") ? in : "<stdin>", err);
        rc = 1;
    } else {
        FILE *f = strcmp(out, "-") == 0 ? stdout : fopen(out, "w");
        if (!f) {
            fprintf(stderr, "llc-rpu: error: cannot write '%s'\n", out);
            rc = 1;
        } else {
            fputs(ptx, f);
            if (f != stdout && fclose(f) != 0) {
                fprintf(stderr, "llc-rpu: error: cannot write '%s'\n", out);
                rc = 1;
            }
        }
    }
    free(ptx);
    free(err);
    LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
    return rc;
}
