/* rpu-objdump: prints an RPU object as assembly that re-assembles to the
 * same bytes (every instruction on its original source line). */
#include "rpuvm.h"

#include <string.h>

int main(int argc, char **argv) {
    const char *in = NULL, *out = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            printf("usage: rpu-objdump FILE.rpo [-o FILE.s]\n");
            return 0;
        } else if (!strcmp(argv[i], "-o") && i + 1 < argc) {
            out = argv[++i];
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "rpu-objdump: error: unknown option '%s'\n", argv[i]);
            return 1;
        } else {
            in = argv[i];
        }
    }
    if (!in) {
        fprintf(stderr, "rpu-objdump: error: no input file\nusage: rpu-objdump FILE.rpo [-o FILE.s]\n");
        return 1;
    }
    rpu_object *obj = rpu_load_program(in, stderr);
    if (!obj) return 1;
    FILE *f = out && strcmp(out, "-") ? fopen(out, "w") : stdout;
    if (!f) {
        fprintf(stderr, "rpu-objdump: error: cannot write '%s'\n", out);
        rpu_object_free(obj);
        return 1;
    }
    rpu_disassemble(obj, f);
    int rc = (f != stdout && fclose(f)) ? 1 : 0;
    rpu_object_free(obj);
    return rc;
}
