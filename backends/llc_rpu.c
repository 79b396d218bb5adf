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
#include "rsl_runtime.h"
#include "tool_common.h"

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

static const char usage[] =
    "usage: llc-rpu [-march=rpu|ptx] [-mcpu=CPU] [options] [-o FILE] [FILE.ll|FILE.bc|-]\n"
    "Compiles an LLVM module (stdin when no file or '-') to RPU assembly or PTX.\n"
    "  -march=rpu          the RPU (the default)\n"
    "  -march=ptx          NVIDIA PTX (default target sm_80)\n"
    "  -mcpu=CPU           rpu: rpu or generic; ptx: sm_75 ... sm_121\n"
    "  -ptx-accurate-math  ptx: IEEE-accurate math sequences instead of .approx\n"
    "  -ptx-unmarked-kernels  ptx: in a module that marks no kernel (nvvm.annotations,\n"
    "                      ptx_kernel), the unused void functions are kernels\n"
    "                      (seed 004's rule); otherwise they are device functions\n"
    "  -O0                 rpu: no machine-level optimizations (for debugging)\n"
    "  --print-after=STAGE rpu: print the machine IR after STAGE to stderr (isel constfold\n"
    "                      forward dce sink address-defs regalloc coalesce schedule\n"
    "                      merge-copies address-copies branch-on-def)\n"
    "  -keep-going         rpu: leave out, with a warning, functions that cannot be compiled\n"
    "  --no-coissue        rpu: one instruction per cycle, no co-issued pairs (a || b)\n"
    "  -o FILE             output file ('-' for stdout, the default)\n"
    "  -h, --help          this text\n"
    "  --version           the versions of rsltools and LLVM\n";

/* The options one target has and the other lacks, for the error. */
typedef struct target_only {
    const char *rpu, *ptx; /* the first such option given, or NULL */
} target_only;

/* The module's triple must be the target's (or empty, as hand-written IR's). */
static bool triple_matches(LLVMModuleRef m, bool rpu) {
    const char *triple = LLVMGetTarget(m);
    if (!triple[0])
        return true;
    return rpu ? strcmp(triple, RSL_RPU_TRIPLE) == 0 : strncmp(triple, "nvptx", 5) == 0;
}

int main(int argc, char **argv) {
    tool_init("llc-rpu", usage);
    const char *march = "rpu", *mcpu = NULL, *out = "-", *in = NULL;
    bool accurate = false, unmarked_kernels = false;
    rpu_options ropt = {.opt_level = 2};
    target_only only = {0};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int r;
        if (tool_info_option(a))
            return 0;
        if ((r = tool_option_value(argc, argv, &i, "march", &march)) ||
            (r = tool_option_value(argc, argv, &i, "mcpu", &mcpu)) ||
            (r = tool_option_value(argc, argv, &i, "o", &out))) {
            if (r < 0)
                return 1;
        } else if ((r = tool_option_value(argc, argv, &i, "print-after", &ropt.print_after))) {
            if (r < 0)
                return 1;
            bool known = false;
            for (int k = 0; rpu_stage_names[k]; k++) known = known || strcmp(rpu_stage_names[k], ropt.print_after) == 0;
            if (!known)
                return tool_error("unknown stage '%s' for --print-after", ropt.print_after);
            only.rpu = only.rpu ? only.rpu : a;
        } else if (tool_flag(a, "ptx-accurate-math") || tool_flag(a, "ptx-unmarked-kernels")) {
            accurate = accurate || tool_flag(a, "ptx-accurate-math");
            unmarked_kernels = unmarked_kernels || tool_flag(a, "ptx-unmarked-kernels");
            only.ptx = only.ptx ? only.ptx : a;
        } else if (strcmp(a, "-O0") == 0 || strcmp(a, "-O1") == 0 || strcmp(a, "-O2") == 0 || strcmp(a, "-O3") == 0) {
            ropt.opt_level = a[2] - '0';
            if (ropt.opt_level == 0)
                only.rpu = only.rpu ? only.rpu : a;
        } else if (tool_flag(a, "keep-going") || tool_flag(a, "no-coissue")) {
            ropt.keep_going = ropt.keep_going || tool_flag(a, "keep-going");
            ropt.no_coissue = ropt.no_coissue || tool_flag(a, "no-coissue");
            only.rpu = only.rpu ? only.rpu : a;
        } else if (!strcmp(a, "--entries") || !strncmp(a, "--main=", 7) || !strcmp(a, "--flat-normals") ||
                   !strcmp(a, "--light-shaders") || !strcmp(a, "--no-opacity")) {
            return tool_error("'%s' shapes shader entries, which rsl2ll writes: use rsl2ll --target=rpu %s", a,
                              strcmp(a, "--entries") ? a : "");
        } else if (a[0] == '-' && a[1]) {
            return tool_error("unknown option '%s' (see llc-rpu --help)", a);
        } else if (in) {
            return tool_error("more than one input file: '%s'", a);
        } else
            in = a;
    }
    if (!in)
        in = "-";
    bool rpu = strcmp(march, "rpu") == 0;
    if (!rpu && strcmp(march, "ptx") != 0 && strcmp(march, "nvptx64") != 0)
        return tool_error("unknown -march '%s' (rpu or ptx)", march);
    if (rpu && only.ptx)
        return tool_error("'%s' applies to -march=ptx, not to -march=rpu", only.ptx);
    if (!rpu && only.rpu)
        return tool_error("'%s' applies to -march=rpu, not to -march=%s", only.rpu, march);
    int major, minor;
    if (mcpu && rpu && strcmp(mcpu, "rpu") != 0 && strcmp(mcpu, "generic") != 0)
        return tool_error("unknown -mcpu '%s' for -march=rpu (rpu or generic)", mcpu);
    if (mcpu && !rpu && !ptxcg_isa_version(mcpu, &major, &minor))
        return tool_error("unknown -mcpu '%s' for -march=ptx (sm_75 or newer)", mcpu);
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef m = rsl_read_module(ctx, in, "llc-rpu");
    if (!m) {
        LLVMContextDispose(ctx);
        return 1;
    }
    if (!triple_matches(m, rpu)) {
        tool_error("the module's triple '%s' does not match -march=%s (%s)", LLVMGetTarget(m), march,
                   rpu ? RSL_RPU_TRIPLE : "nvptx64-nvidia-cuda");
        LLVMDisposeModule(m);
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
        tool_error("%s: %s", strcmp(in, "-") ? in : "<stdin>", err ? err : "out of memory");
        rc = 1;
    } else if (!write_output(out, text, len)) {
        tool_file_error(out);
        rc = 1;
    }
    free(text);
    free(err);
    LLVMDisposeModule(m);
    LLVMContextDispose(ctx);
    return rc;
}
