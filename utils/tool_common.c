/* The shared command-line conventions (tool_common.h). */
#include "tool_common.h"

#include <errno.h>
#include <stdarg.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rsltools/version.h"

/* LLVM-C's version query, resolved only in the tools that link libLLVM: the
 * others print the version they were built against. */
void LLVMGetVersion(unsigned *major, unsigned *minor, unsigned *patch) __attribute__((weak));

static const char *tool = "rsltools";
static const char *help_text = "";

void tool_init(const char *name, const char *help) {
    tool = name;
    help_text = help;
}

const char *tool_name(void) { return tool; }

static void print_version(void) {
    printf("%s (rsltools) %s\n", tool, RSLTOOLS_VERSION);
    if (LLVMGetVersion) {
        unsigned major, minor, patch;
        LLVMGetVersion(&major, &minor, &patch);
        printf("  LLVM version %u.%u.%u\n", major, minor, patch);
    } else {
        printf("  built with LLVM version %s\n", RSLTOOLS_LLVM_VERSION);
    }
}

bool tool_info_option(const char *arg) {
    if (!strcmp(arg, "-h") || !strcmp(arg, "-help") || !strcmp(arg, "--help")) {
        fputs(help_text, stdout);
        return true;
    }
    if (!strcmp(arg, "--version") || !strcmp(arg, "-version")) {
        print_version();
        return true;
    }
    return false;
}

static void report(const char *kind, const char *fmt, va_list ap) {
    fprintf(stderr, "%s: %s: ", tool, kind);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
}

int tool_error(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    report("error", fmt, ap);
    va_end(ap);
    return 1;
}

void tool_warning(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    report("warning", fmt, ap);
    va_end(ap);
}

int tool_file_error(const char *path) { return tool_error("'%s': %s", path, strerror(errno)); }

int tool_option_value(int argc, char **argv, int *i, const char *name, const char **value) {
    const char *a = argv[*i];
    if (a[0] != '-')
        return 0;
    a += a[1] == '-' ? 2 : 1;
    size_t n = strlen(name);
    if (strncmp(a, name, n) != 0)
        return 0;
    if (a[n] == '=') {
        *value = a + n + 1;
        return 1;
    }
    if (a[n] != 0)
        return 0;
    if (*i + 1 >= argc) {
        tool_error("missing value after '%s'", argv[*i]);
        return -1;
    }
    *value = argv[++*i];
    return 1;
}

int tool_parse_args(int argc, char **argv, int n, const char *const names[], const char *values[], const char **in) {
    *in = NULL;
    for (int i = 1; i < argc; i++) {
        if (tool_info_option(argv[i]))
            return 0;
        int r = 0;
        for (int k = 0; k < n && !r; k++)
            r = tool_option_value(argc, argv, &i, names[k], &values[k]);
        if (r < 0)
            return 1;
        if (r)
            continue;
        if (argv[i][0] == '-' && argv[i][1])
            return tool_error("unknown option '%s' (see %s --help)", argv[i], tool);
        if (*in)
            return tool_error("more than one input file: '%s'", argv[i]);
        *in = argv[i];
    }
    return -1;
}

bool tool_flag(const char *arg, const char *name) {
    if (arg[0] != '-')
        return false;
    arg += arg[1] == '-' ? 2 : 1;
    return !strcmp(arg, name);
}

FILE *tool_open_input(const char *path, bool binary) {
    if (!strcmp(path, "-"))
        return stdin;
    FILE *f = fopen(path, binary ? "rb" : "r");
    if (!f)
        tool_file_error(path);
    return f;
}

FILE *tool_open_output(const char *path, bool binary) {
    if (!strcmp(path, "-"))
        return stdout;
    FILE *f = fopen(path, binary ? "wb" : "w");
    if (!f)
        tool_file_error(path);
    return f;
}

bool tool_close(FILE *f, const char *path) {
    bool failed = ferror(f) != 0;
    if (f == stdin)
        return true;
    if (f == stdout)
        failed = fflush(f) != 0 || failed;
    else
        failed = fclose(f) != 0 || failed;
    if (failed)
        tool_error("'%s': cannot write: %s", path, errno ? strerror(errno) : "I/O error");
    return !failed;
}

bool tool_is_terminal(FILE *f) { return isatty(fileno(f)) == 1; }

bool tool_refuse_terminal(FILE *f, const char *what) {
    if (!tool_is_terminal(f))
        return false;
    tool_error("refusing to write %s to a terminal (use -o FILE or a pipe)", what);
    return true;
}

const char *tool_data_path(const char *name, const char *build_tree_path) {
    static char path[4096];
    char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    char *slash = n > 0 ? memchr(exe, '/', (size_t)n) : NULL;
    if (!slash)
        return build_tree_path;
    exe[n] = 0;
    *strrchr(exe, '/') = 0;
    struct stat st;
    int len = snprintf(path, sizeof path, "%s/%s/%s", exe, RSLTOOLS_BIN_TO_DATA, name);
    if (len > 0 && (size_t)len < sizeof path && stat(path, &st) == 0 && S_ISDIR(st.st_mode))
        return path;
    return build_tree_path;
}
