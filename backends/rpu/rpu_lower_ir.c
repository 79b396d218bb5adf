/* rpu-lower-ir: runs the RPU's IR-level lowering (rpu_lower_module) on one
 * module and prints the result as textual IR, for tests of the lowering.
 *   rpu-lower-ir [-o FILE] [FILE|-]     reads .ll or bitcode, '-' is stdin */
#include "rpucg.h"
#include "rslpasses.h"
#include "tool_common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] = "usage: rpu-lower-ir [-o FILE] [FILE|-]\n"
                            "Lowers an LLVM module for the RPU and prints it as textual IR.\n"
                            "  -o FILE     output file ('-' for stdout, the default)\n"
                            "  -h, --help  this text\n"
                            "  --version   the versions of rsltools and LLVM\n";

int main(int argc, char **argv) {
    tool_init("rpu-lower-ir", usage);
    const char *in, *out = "-";
    int parsed = tool_parse_args(argc, argv, 1, (const char *const[]){"o"}, &out, &in);
    if (parsed >= 0) return parsed;
    if (!in) in = "-";
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef m = rsl_read_module(ctx, in, "rpu-lower-ir");
    if (!m) {
        LLVMContextDispose(ctx);
        return 1;
    }
    int rc = 0;
    char *err = NULL;
    if (!rpu_lower_module(m, &err)) {
        tool_error("%s: %s", strcmp(in, "-") ? in : "<stdin>", err ? err : "lowering failed");
        rc = 1;
    } else {
        FILE *f = tool_open_output(out, false);
        char *text = f ? LLVMPrintModuleToString(m) : NULL;
        if (text) {
            fputs(text, f);
            LLVMDisposeMessage(text);
        }
        rc = f && tool_close(f, out) ? 0 : 1;
    }
    free(err);
    LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
    return rc;
}
