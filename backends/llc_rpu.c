/* llc-rpu: the project's code generator driver.
 *   llc-rpu -march=ptx [-mcpu=sm_80] [-ptx-accurate-math] [-ptx-unmarked-kernels] [-o out.ptx] [in.ll|in.bc|-]
 *   llc-rpu [-march=rpu] [-O0] [--print-after=STAGE] [-keep-going] [--no-coissue] [-o out.s] [in.ll|in.bc|-]
 * Every defined function of the module is compiled: the shader entries are
 * rsl2ll's to write (rsl2ll --target=rpu), as a module's functions are the
 * frontend's for LLVM's llc.  The output goes to a temporary file beside
 * -o's path, renamed over it on success (as LLVM's tools do), so a failed
 * run leaves what was there and never removes anything. */
#include "ptxcg.h"
#include "rpucg.h"
#include "rslpasses.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static bool write_all(int fd, const char *text, size_t len) {
    while (len > 0) {
        ssize_t n = write(fd, text, len);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        text += n;
        len -= (size_t)n;
    }
    return true;
}

/* Writes the output: to stdout for "-", straight into what is not a
 * regular file (/dev/null, a pipe), else into a temporary file beside `path`
 * renamed over it, so that a reader never sees half a file. */
static bool write_output(const char *path, const char *text, size_t len) {
    if (!strcmp(path, "-")) return fwrite(text, 1, len, stdout) == len && fflush(stdout) == 0;
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        int fd = open(path, O_WRONLY);
        bool ok = fd >= 0 && write_all(fd, text, len);
        int saved = errno;
        if (fd >= 0 && close(fd) != 0) ok = false;
        errno = saved;
        return ok;
    }
    size_t n = strlen(path);
    char *tmp = malloc(n + 16);
    if (!tmp) return false;
    snprintf(tmp, n + 16, "%s.tmp-XXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        free(tmp);
        return false;
    }
    mode_t mask = umask(0);
    umask(mask);
    bool ok = fchmod(fd, 0666 & ~mask) == 0 && write_all(fd, text, len);
    if (close(fd) != 0) ok = false;
    if (ok) ok = rename(tmp, path) == 0;
    if (!ok) { /* the temporary file is ours to remove */
        int saved = errno;
        unlink(tmp);
        errno = saved;
    }
    free(tmp);
    return ok;
}

static void usage(FILE *to) {
    fprintf(to, "usage: llc-rpu [-march=rpu|ptx] [-mcpu=sm_XX] [-ptx-accurate-math] [-ptx-unmarked-kernels] [-o FILE] [FILE|-]\n"
                "  -march=ptx          NVIDIA PTX (default target sm_80)\n"
                "  -march=rpu          the RPU (the default)\n"
                "  -mcpu=sm_XX         PTX target (sm_75 ... sm_121)\n"
                "  -ptx-accurate-math  IEEE-accurate math sequences instead of .approx\n"
                "  -ptx-unmarked-kernels  in a module that marks no kernel (nvvm.annotations,\n"
                "                      ptx_kernel), the unused void functions are kernels\n"
                "                      (seed 004's rule); otherwise they are device functions\n"
                "  -O0                 rpu: no machine-level optimizations (for debugging)\n"
                "  --print-after=STAGE rpu: print the machine IR after STAGE to stderr (isel constfold\n"
                "                      forward dce regalloc coalesce schedule)\n"
                "  -keep-going         rpu: leave out, with a warning, functions that cannot be compiled\n"
                "  --no-coissue        rpu: one instruction per cycle, no co-issued pairs (a || b)\n"
                "  -o FILE             output file ('-' for stdout, the default)\n");
}

int main(int argc, char **argv) {
    const char *march = "rpu", *mcpu = NULL, *out = "-", *in = "-";
    bool accurate = false, unmarked_kernels = false;
    rpu_options ropt = {.opt_level = 2};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strncmp(a, "-march=", 7) == 0 || strncmp(a, "--march=", 8) == 0)
            march = strchr(a, '=') + 1;
        else if (strncmp(a, "-mcpu=", 6) == 0 || strncmp(a, "--mcpu=", 7) == 0)
            mcpu = strchr(a, '=') + 1;
        else if (strcmp(a, "-ptx-accurate-math") == 0 || strcmp(a, "--ptx-accurate-math") == 0)
            accurate = true;
        else if (strcmp(a, "-ptx-unmarked-kernels") == 0 || strcmp(a, "--ptx-unmarked-kernels") == 0)
            unmarked_kernels = true;
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
        else if (strcmp(a, "-no-coissue") == 0 || strcmp(a, "--no-coissue") == 0)
            ropt.no_coissue = true;
        else if (!strcmp(a, "--entries") || !strncmp(a, "--main=", 7) || !strcmp(a, "--flat-normals") ||
                 !strcmp(a, "--light-shaders") || !strcmp(a, "--no-opacity")) {
            fprintf(stderr, "llc-rpu: error: '%s' shapes shader entries, which rsl2ll writes: use "
                            "rsl2ll --target=rpu %s\n", a, strcmp(a, "--entries") ? a : "");
            return 2;
        } else if (strcmp(a, "-o") == 0 && i + 1 < argc)
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
    char *text = NULL, *err = NULL;
    size_t len = 0;
    bool ok;
    if (rpu) {
        FILE *f = open_memstream(&text, &len);
        ok = f && rpu_compile_module(m, &ropt, f, &err);
        if (f && fclose(f) != 0) ok = false;
    } else {
        PtxOptions opt = {.sm = mcpu, .accurate_math = accurate};
        if (unmarked_kernels)
            rsl_mark_unmarked_kernels(m);
        ok = ptxcg_compile(m, &opt, &text, &err);
        len = text ? strlen(text) : 0;
    }
    int rc = 0;
    if (!ok) {
        fprintf(stderr, "llc-rpu: error: %s: %s\n", strcmp(in, "-") ? in : "<stdin>", err ? err : "out of memory");
        rc = 1;
    } else if (!write_output(out, text, len)) {
        fprintf(stderr, "llc-rpu: error: cannot write '%s': %s\n", out, strerror(errno));
        rc = 1;
    }
    free(text);
    free(err);
    LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
    return rc;
}
