/* rpu-objdump: prints an RPU object as assembly that re-assembles to the
 * same bytes (every instruction on its original source line). */
#include "rpuvm.h"
#include "tool_common.h"

#include <string.h>

static const char usage[] = "usage: rpu-objdump FILE.rpo|- [-o FILE.s|-]\n"
                            "Prints an RPU object as assembly (stdout unless -o names a file).\n"
                            "  -o FILE     output file ('-' for stdout, the default)\n"
                            "  -h, --help  this text\n"
                            "  --version   the versions of rsltools and LLVM\n";

int main(int argc, char **argv) {
    tool_init("rpu-objdump", usage);
    const char *in, *out = "-";
    int parsed = tool_parse_args(argc, argv, 1, (const char *const[]){"o"}, &out, &in);
    if (parsed >= 0) return parsed;
    if (!in) return tool_error("no input file (see rpu-objdump --help)");
    FILE *input = tool_open_input(in, true); /* reports a missing file as the tools do */
    if (!input) return 1;
    tool_close(input, in);
    rpu_object *obj = rpu_load_program(in, stderr);
    if (!obj) return 1;
    FILE *f = tool_open_output(out, false);
    if (!f) {
        rpu_object_free(obj);
        return 1;
    }
    rpu_disassemble(obj, f);
    int rc = tool_close(f, out) ? 0 : 1;
    rpu_object_free(obj);
    return rc;
}
