/* rsl-opt: runs the project's passes on a module and prints it.
 *   rsl-opt -passes=lower-address-spaces,expand-gep [-o out.ll] [in.ll|in.bc|-] */
#include "rslpasses.h"
#include "tool_common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: rsl-opt -passes=NAME[,NAME...] [-o FILE] [FILE|-]\n"
    "Runs the project's passes on an LLVM module (stdin when no file or '-').\n"
    "passes: lower-constant-exprs split-aggregate-accesses lower-address-spaces\n"
    "        lower-math-ptx lower-math-ptx-accurate scalarize wrap-global-addresses\n"
    "        mark-unmarked-kernels differentiate\n"
    "        unwrap-global-addresses expand-gep ptx-prepare ptx-prepare-accurate\n"
    "        llvm(PIPELINE) (LLVM's own passes)\n"
    "  -o FILE     output file ('-' for stdout, the default)\n"
    "  -h, --help  this text\n"
    "  --version   the versions of rsltools and LLVM\n";

int main(int argc, char **argv) {
    tool_init("rsl-opt", usage);
    const char *in, *values[2] = {NULL, "-"}; /* -passes, -o */
    int parsed = tool_parse_args(argc, argv, 2, (const char *const[]){"passes", "o"}, values, &in);
    if (parsed >= 0)
        return parsed;
    const char *passes = values[0], *out = values[1];
    if (!passes)
        return tool_error("no -passes= given (see rsl-opt --help)");
    if (!in)
        in = "-";
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef m = rsl_read_module(ctx, in, "rsl-opt");
    if (!m) {
        LLVMContextDispose(ctx);
        return 1;
    }
    char *err = NULL;
    int rc = 0;
    if (!rsl_run_passes(m, passes, &err)) {
        tool_error("%s", err);
        free(err);
        rc = 1;
    } else {
        char *text = LLVMPrintModuleToString(m);
        FILE *f = tool_open_output(out, false);
        if (!f) {
            rc = 1;
        } else {
            fputs(text, f);
            rc = tool_close(f, out) ? 0 : 1;
        }
        LLVMDisposeMessage(text);
    }
    LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
    return rc;
}
