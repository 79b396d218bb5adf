/* rsl-opt: runs the project's passes on a module and prints it.
 *   rsl-opt -passes=lower-address-spaces,expand-gep [-o out.ll] [in.ll|in.bc|-] */
#include "rslpasses.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void usage(FILE *to) {
    fprintf(to, "usage: rsl-opt -passes=NAME[,NAME...] [-o FILE] [FILE|-]\n"
                "passes: lower-constant-exprs split-aggregate-accesses lower-address-spaces\n"
                "        lower-math-ptx lower-math-ptx-accurate scalarize wrap-global-addresses\n"
                "        mark-unmarked-kernels\n"
                "        unwrap-global-addresses expand-gep ptx-prepare ptx-prepare-accurate\n"
                "        llvm(PIPELINE) (LLVM's own passes)\n");
}

int main(int argc, char **argv) {
    const char *passes = NULL, *out = "-", *in = "-";
    for (int i = 1; i < argc; i++) {
        if (strncmp(argv[i], "-passes=", 8) == 0 || strncmp(argv[i], "--passes=", 9) == 0) {
            passes = strchr(argv[i], '=') + 1;
        } else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) {
            out = argv[++i];
        } else if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-help") == 0) {
            usage(stdout);
            return 0;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "rsl-opt: error: unknown option '%s'\n", argv[i]);
            usage(stderr);
            return 2;
        } else {
            in = argv[i];
        }
    }
    if (!passes) {
        fprintf(stderr, "rsl-opt: error: no -passes= given\n");
        usage(stderr);
        return 2;
    }
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef m = rsl_read_module(ctx, in, "rsl-opt");
    if (!m) {
        LLVMContextDispose(ctx);
        return 1;
    }
    char *err = NULL;
    int rc = 0;
    if (!rsl_run_passes(m, passes, &err)) {
        fprintf(stderr, "rsl-opt: error: %s\n", err);
        free(err);
        rc = 1;
    } else {
        char *text = LLVMPrintModuleToString(m);
        FILE *f = strcmp(out, "-") == 0 ? stdout : fopen(out, "w");
        if (!f) {
            fprintf(stderr, "rsl-opt: error: cannot write '%s'\n", out);
            rc = 1;
        } else {
            fputs(text, f);
            if (f != stdout)
                fclose(f);
        }
        LLVMDisposeMessage(text);
    }
    LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
    return rc;
}
