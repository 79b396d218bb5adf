/* rpu-as: assembles RPU assembly into an object (vm/README.md) and writes
 * the entry points beside it as NAME.epts (seed 000 section 5.4). */
#include "rpuvm.h"

#include <stdlib.h>
#include <string.h>

static void usage(FILE *f) { fprintf(f, "usage: rpu-as FILE.s [-o FILE.rpo]\n  writes FILE.rpo and FILE.epts (entry name and address per line)\n"); }

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
    const char *in = NULL, *out = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(argv[i], "-o") && i + 1 < argc) {
            out = argv[++i];
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "rpu-as: error: unknown option '%s'\n", argv[i]);
            usage(stderr);
            return 1;
        } else if (in) {
            fprintf(stderr, "rpu-as: error: more than one input file\n");
            return 1;
        } else {
            in = argv[i];
        }
    }
    if (!in) {
        fprintf(stderr, "rpu-as: error: no input file\n");
        usage(stderr);
        return 1;
    }
    rpu_object *obj = rpu_load_program(in, stderr);
    if (!obj) return 1;
    char *outpath = out ? NULL : with_ext(strcmp(in, "-") ? in : "a.s", ".rpo");
    if (!out) out = outpath;
    size_t size;
    uint8_t *bytes = rpu_object_encode(obj, &size);
    FILE *f = strcmp(out, "-") ? fopen(out, "wb") : stdout;
    int rc = 0;
    if (!bytes || !f || fwrite(bytes, 1, size, f) != size) {
        fprintf(stderr, "rpu-as: error: cannot write '%s'\n", out);
        rc = 1;
    }
    if (f && f != stdout && fclose(f)) rc = 1;
    const char *base = strcmp(out, "-") ? out : strcmp(in, "-") ? in : NULL;
    if (!rc && base) {
        char *epts = with_ext(base, ".epts");
        FILE *e = fopen(epts, "w");
        if (!e) {
            fprintf(stderr, "rpu-as: error: cannot write '%s'\n", epts);
            rc = 1;
        } else {
            rpu_object_write_epts(obj, e);
            if (fclose(e)) rc = 1;
        }
        free(epts);
    }
    free(bytes);
    free(outpath);
    rpu_object_free(obj);
    return rc;
}
