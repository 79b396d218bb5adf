/* rpu-lower-ir: runs the RPU's IR-level lowering (rpu_lower_module) on one
 * module and prints the result as textual IR, for tests of the lowering.
 *   rpu-lower-ir [-o FILE] [FILE|-]     reads .ll or bitcode, '-' is stdin */
#include "rpucg.h"
#include "rslpasses.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int usage(FILE *to, int rc) {
    fputs("usage: rpu-lower-ir [-o FILE] [FILE|-]\n"
          "Lowers an LLVM module for the RPU and prints it as textual IR.\n",
          to);
    return rc;
}

int main(int argc, char **argv) {
    const char *in = "-", *out = "-";
    bool have_in = false;
    for (int k = 1; k < argc; k++) {
        if (!strcmp(argv[k], "--help") || !strcmp(argv[k], "-h")) return usage(stdout, 0);
        if (!strcmp(argv[k], "-o")) {
            if (++k == argc) {
                fprintf(stderr, "rpu-lower-ir: error: -o needs a file name\n");
                return 1;
            }
            out = argv[k];
        } else if (argv[k][0] == '-' && argv[k][1]) {
            fprintf(stderr, "rpu-lower-ir: error: unknown option '%s'\n", argv[k]);
            return usage(stderr, 1);
        } else if (have_in) {
            fprintf(stderr, "rpu-lower-ir: error: more than one input file\n");
            return 1;
        } else {
            in = argv[k];
            have_in = true;
        }
    }
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef m = rsl_read_module(ctx, in, "rpu-lower-ir");
    if (!m) {
        LLVMContextDispose(ctx);
        return 1;
    }
    int rc = 0;
    char *err = NULL, *msg = NULL;
    if (!rpu_lower_module(m, &err)) {
        fprintf(stderr, "%s: error: %s\n", in, err ? err : "lowering failed");
        rc = 1;
    } else if (!strcmp(out, "-")) {
        char *text = LLVMPrintModuleToString(m);
        fputs(text, stdout);
        LLVMDisposeMessage(text);
    } else if (LLVMPrintModuleToFile(m, out, &msg)) {
        fprintf(stderr, "rpu-lower-ir: error: %s: %s\n", out, msg);
        LLVMDisposeMessage(msg);
        rc = 1;
    }
    free(err);
    LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
    return rc;
}
