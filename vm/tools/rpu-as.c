/* rpu-as: assembles RPU assembly into an object (vm/README.md) and writes
 * the entry points beside it as NAME.epts (seed 000 section 5.4). */
#include "rpuvm.h"
#include "tool_common.h"

#include <stdlib.h>
#include <string.h>

static const char usage[] = "usage: rpu-as FILE.s|- [-o FILE.rpo|-]\n"
                            "Assembles RPU assembly: writes FILE.rpo and FILE.epts (entry name and address per\n"
                            "line); from stdin ('-') the object goes to stdout unless -o names a file.\n"
                            "  -o FILE     the object ('-' for stdout; FILE.epts beside a file)\n"
                            "  -h, --help  this text\n"
                            "  --version   the versions of rsltools and LLVM\n";

/* PATH with its extension replaced by EXT. */
static char *with_ext(const char *path, const char *ext) {
    const char *slash = strrchr(path, '/'), *dot = strrchr(path, '.');
    size_t n = dot && (!slash || dot > slash) ? (size_t)(dot - path) : strlen(path);
    char *r = malloc(n + strlen(ext) + 1);
    if (!r) exit(1);
    memcpy(r, path, n);
    strcpy(r + n, ext);
    return r;
}

int main(int argc, char **argv) {
    tool_init("rpu-as", usage);
    const char *in, *out = NULL;
    int parsed = tool_parse_args(argc, argv, 1, (const char *const[]){"o"}, &out, &in);
    if (parsed >= 0) return parsed;
    if (!in) return tool_error("no input file (see rpu-as --help)");
    FILE *input = tool_open_input(in, false); /* reports a missing file as the tools do */
    if (!input) return 1;
    tool_close(input, in);
    rpu_object *obj = rpu_load_program(in, stderr);
    if (!obj) return 1;
    char *outpath = out || !strcmp(in, "-") ? NULL : with_ext(in, ".rpo");
    if (!out) out = outpath ? outpath : "-";
    size_t size;
    uint8_t *bytes = rpu_object_encode(obj, &size);
    FILE *f = tool_open_output(out, true);
    int rc = 0;
    if (!bytes || !f || tool_refuse_terminal(f, "an object file") || fwrite(bytes, 1, size, f) != size) rc = 1;
    if (f && !tool_close(f, out)) rc = 1;
    const char *base = strcmp(out, "-") ? out : strcmp(in, "-") ? in : NULL;
    if (!rc && base) {
        char *epts = with_ext(base, ".epts");
        FILE *e = tool_open_output(epts, false);
        if (!e) {
            rc = 1;
        } else {
            rpu_object_write_epts(obj, e);
            if (!tool_close(e, epts)) rc = 1;
        }
        free(epts);
    }
    free(bytes);
    free(outpath);
    rpu_object_free(obj);
    return rc;
}
