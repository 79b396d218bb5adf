/* rsl-jit: compiles an RSL file with MCJIT and runs one of its functions or
 * shaders (the JIT twin of seed 000's function test driver). */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rsljit.h"
#include "tool_common.h"

static const char *tool = "rsl-jit";

static const char usage[] =
    "usage: rsl-jit [options] FILE.sl --call NAME [ARG...]\n"
    "       rsl-jit [options] FILE.sl --batch CASES|-\n"
    "       rsl-jit [options] FILE.sl --emit-llvm [-o FILE]\n"
    "Compiles FILE.sl (--target=host, default<O2>) and runs it with MCJIT.\n"
    "  --call NAME ARG...  run function or shader NAME; each ARG is a float (3.5),\n"
    "                      a triple (3,4,0), 16 comma-separated floats (matrix) or a\n"
    "                      string (\"text\"); prints the result, then any output\n"
    "                      arguments, as floats on one line.  A shader runs with its\n"
    "                      parameters' defaults on the globals of rsljit.h and prints\n"
    "                      Ci then Oi (a transformation shader: P).\n"
    "  --batch FILE        one call per line (\"NAME ARG...\"), one result line each\n"
    "  --emit-llvm         print the optimized IR that runs\n"
    "  --time              print the compile times (frontend, O2, MCJIT) on stderr\n"
    "  --global NAME=VALUE set a shading global for --call and --batch (u=0.3,\n"
    "                      dPdu=2,0,0; also dsdu dtdu dsdv dtdv, the derivatives\n"
    "                      of s and t); the others keep rsljit.h's defaults\n"
    "  -o FILE             where --emit-llvm writes (default: stdout)\n"
    "  -I DIR, -DNAME[=V]  preprocessor include folder, definition\n"
    "  -h, --help          this text\n"
    "  --version           the versions of rsltools and LLVM\n";

/* Splits "a,b,c" into floats; false when a part is not a number. */
static bool parse_floats(const char *word, float *out, int max, int *count)
{
    int n = 0;
    const char *p = word;
    for (;;) {
        char *end;
        errno = 0;
        float v = strtof(p, &end);
        if (end == p || n == max)
            return false;
        out[n++] = v;
        if (*end == '\0')
            break;
        if (*end != ',')
            return false;
        p = end + 1;
    }
    *count = n;
    return true;
}

static const char *kind_name(int kind)
{
    static const char *const names[] = {
#define RSL_X_(k, s) s,
        RSL_TYPE_KINDS(RSL_X_)
#undef RSL_X_
    };
    return kind >= 0 && kind < RSL_T_COUNT ? names[kind] : "?";
}

/* One word as a value of the given kind: RSL's own promotions apply (a float
 * for a triple or a matrix). */
static bool parse_arg(const rsl_jit_unit *u, const char *word, int kind, rsl_jit_value *v)
{
    memset(v, 0, sizeof *v);
    if (kind == RSL_T_STRING) {
        size_t len = strlen(word);
        char *text = strdup(word);
        if (len >= 2 && word[0] == '"' && word[len - 1] == '"') {
            memmove(text, word + 1, len - 2);
            text[len - 2] = '\0';
        }
        v->s = rsl_jit_string_id(u, text);
        free(text);
        return true;
    }
    float f[16];
    int n;
    if (!parse_floats(word, f, 16, &n))
        return false;
    switch (kind) {
    case RSL_T_FLOAT:
        if (n != 1)
            return false;
        v->f[0] = f[0];
        return true;
    case RSL_T_MATRIX:
        if (n == 1) {
            for (int i = 0; i < 16; i++)
                v->f[i] = i % 5 == 0 ? f[0] : 0.0f;
            return true;
        }
        if (n != 16)
            return false;
        memcpy(v->f, f, sizeof f);
        return true;
    default: /* triples */
        if (n == 1)
            f[1] = f[2] = f[0];
        else if (n != 3)
            return false;
        memcpy(v->f, f, 3 * sizeof(float));
        return true;
    }
}

static void print_value(const rsl_jit_unit *u, int kind, const rsl_jit_value *v, bool *first, FILE *out)
{
    int n = kind == RSL_T_FLOAT ? 1 : kind == RSL_T_MATRIX ? 16 : kind == RSL_T_STRING ? 0 : 3;
    if (kind == RSL_T_VOID)
        return;
    if (kind == RSL_T_STRING) {
        fprintf(out, "%s%s", *first ? "" : " ", rsl_jit_string_text(u, v->s));
        *first = false;
        return;
    }
    for (int i = 0; i < n; i++) {
        fprintf(out, "%s%g", *first ? "" : " ", (double)v->f[i]);
        *first = false;
    }
}

static bool entry_accepts(const rsl_jit_unit *u, const rsl_jit_entry *e, char **words, int nwords,
                          rsl_jit_value *args)
{
    if (e->nparams != nwords)
        return false;
    for (int i = 0; i < nwords; i++)
        if (!parse_arg(u, words[i], e->params[i] & 0xff, &args[i]))
            return false;
    return true;
}

/* Explains why no overload of `name` takes these words. */
static void explain_mismatch(const rsl_jit_unit *u, const char *name, char **words, int nwords)
{
    const rsl_jit_entry *only = NULL;
    int count = 0;
    for (int i = 0; i < rsl_jit_entry_count(u); i++) {
        const rsl_jit_entry *e = rsl_jit_entry_at(u, i);
        if (strcmp(e->name, name) == 0)
            only = e, count++;
    }
    if (count != 1) {
        fprintf(stderr, "%s: error: no overload of '%s' takes these %d argument(s)\n", tool, name, nwords);
        return;
    }
    if (only->nparams != nwords) {
        fprintf(stderr, "%s: error: '%s' takes %d argument(s), %d given\n", tool, name, only->nparams, nwords);
        return;
    }
    rsl_jit_value v;
    for (int i = 0; i < nwords; i++)
        if (!parse_arg(u, words[i], only->params[i] & 0xff, &v)) {
            fprintf(stderr, "%s: error: argument %d of '%s' must be a %s, not '%s'\n", tool, i + 1, name,
                    kind_name(only->params[i] & 0xff), words[i]);
            return;
        }
}

/* --global NAME=VALUE: one shading global of g set; false (with a message)
 * for an unknown name or a value of the wrong shape. */
static bool set_global(rsl_globals *g, const char *assignment)
{
    static const struct {
        const char *name;
        size_t offset;
        int count;
    } fields[] = {
#define RSL_X_(n, kind, w) {#n, offsetof(rsl_globals, n), sizeof(g->n) == sizeof(float) ? 1 : 3},
        RSL_GLOBALS(RSL_X_)
#undef RSL_X_
        {"dsdu", offsetof(rsl_globals, dsdu), 1}, {"dtdu", offsetof(rsl_globals, dtdu), 1},
        {"dsdv", offsetof(rsl_globals, dsdv), 1}, {"dtdv", offsetof(rsl_globals, dtdv), 1},
    };
    const char *eq = strchr(assignment, '=');
    for (size_t i = 0; eq && i < sizeof fields / sizeof fields[0]; i++) {
        if (strlen(fields[i].name) != (size_t)(eq - assignment) ||
            strncmp(fields[i].name, assignment, (size_t)(eq - assignment)) != 0)
            continue;
        float v[3];
        int n = 0;
        if (!parse_floats(eq + 1, v, 3, &n) || n != fields[i].count) {
            fprintf(stderr, "%s: error: --global %s: %s takes %d number(s)\n", tool, assignment, fields[i].name,
                    fields[i].count);
            return false;
        }
        memcpy((char *)g + fields[i].offset, v, (size_t)n * sizeof(float));
        return true;
    }
    fprintf(stderr, "%s: error: --global '%s' is not NAME=VALUE with NAME a shading global\n", tool, assignment);
    return false;
}

/* The globals --call and --batch run with: rsljit.h's defaults and --global's. */
static rsl_globals run_globals;

/* Runs NAME with the words as arguments and prints the result line. */
static bool run_call(const rsl_jit_unit *u, const char *name, char **words, int nwords, FILE *out)
{
    rsl_globals g = run_globals;
    const rsl_jit_entry *shader = NULL, *func = NULL;
    rsl_jit_value args[RSL_JIT_MAX_PARAMS];
    for (int i = 0; i < rsl_jit_entry_count(u); i++) {
        const rsl_jit_entry *e = rsl_jit_entry_at(u, i);
        if (strcmp(e->name, name) != 0)
            continue;
        if (e->kind != RSL_SHADER_FUNCTION) {
            shader = shader ? shader : e;
        } else if (!func && nwords <= RSL_JIT_MAX_PARAMS && entry_accepts(u, e, words, nwords, args)) {
            func = e;
        }
    }
    if (!func && shader) {
        if (nwords) {
            fprintf(stderr, "%s: error: shader '%s' runs with its parameters' defaults and takes no arguments\n",
                    tool, name);
            return false;
        }
        if (shader->unsupported) {
            fprintf(stderr, "%s: error: cannot run shader '%s': %s\n", tool, name, shader->unsupported);
            return false;
        }
        rsl_jit_run_shader(u, shader, &g);
        rsl_jit_value ci = {.f = {g.Ci[0], g.Ci[1], g.Ci[2]}}, oi = {.f = {g.Oi[0], g.Oi[1], g.Oi[2]}};
        rsl_jit_value p = {.f = {g.P[0], g.P[1], g.P[2]}};
        bool first = true;
        if (shader->kind == RSL_SHADER_TRANSFORMATION) { /* what it gives back is P */
            print_value(u, RSL_T_POINT, &p, &first, out);
        } else {
            print_value(u, RSL_T_COLOR, &ci, &first, out);
            print_value(u, RSL_T_COLOR, &oi, &first, out);
        }
        fputc('\n', out);
        return true;
    }
    if (!func) {
        if (!rsl_jit_find(u, name, 0))
            fprintf(stderr, "%s: error: no function or shader named '%s'\n", tool, name);
        else
            explain_mismatch(u, name, words, nwords);
        return false;
    }
    if (func->unsupported) {
        fprintf(stderr, "%s: error: cannot call '%s': %s\n", tool, name, func->unsupported);
        return false;
    }
    rsl_jit_value result;
    memset(&result, 0, sizeof result);
    rsl_jit_call(u, func, args, &result, &g);
    bool first = true;
    print_value(u, func->ret, &result, &first, out);
    for (int i = 0; i < func->nparams; i++)
        if (func->params[i] & RSL_PARAM_OUT)
            print_value(u, func->params[i] & 0xff, &args[i], &first, out);
    fputc('\n', out);
    return true;
}

/* --batch: "NAME ARG..." per line; blank lines and lines starting with '#'
 * are skipped.  A failing line prints "error" so results stay aligned. */
static bool run_batch(const rsl_jit_unit *u, const char *path)
{
    FILE *in = tool_open_input(path, false);
    if (!in)
        return false;
    bool ok = true;
    char line[4096];
    while (fgets(line, sizeof line, in)) {
        char *words[RSL_JIT_MAX_PARAMS + 2];
        int n = 0;
        for (char *w = strtok(line, " \t\r\n"); w && n < RSL_JIT_MAX_PARAMS + 2; w = strtok(NULL, " \t\r\n"))
            words[n++] = w;
        if (n == 0 || words[0][0] == '#')
            continue;
        if (!run_call(u, words[0], words + 1, n - 1, stdout)) {
            puts("error");
            ok = false;
        }
        fflush(stdout);
    }
    tool_close(in, path);
    return ok;
}

int main(int argc, char **argv)
{
    tool_init(tool, usage);
    const char *file = NULL, *call = NULL, *batch = NULL, *out_path = NULL;
    bool emit = false, show_time = false;
    const char **incs = calloc((size_t)argc, sizeof *incs), **defs = calloc((size_t)argc, sizeof *defs);
    rsl_source_options src = {.include_dirs = incs, .defines = defs};
    char **call_args = NULL;
    int ncall_args = 0, rc = 1;
    rsl_jit_default_globals(&run_globals);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (tool_info_option(a)) {
            rc = 0;
            goto done;
        } else if (strcmp(a, "--call") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "%s: error: --call needs a function name\n", tool);
                goto done;
            }
            call = argv[++i];
            call_args = argv + i + 1;
            ncall_args = argc - i - 1;
            break;
        } else if (strcmp(a, "--batch") == 0 || strcmp(a, "-o") == 0 || strcmp(a, "-I") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "%s: error: %s needs an argument\n", tool, a);
                goto done;
            }
            const char *v = argv[++i];
            if (a[1] == 'o')
                out_path = v;
            else if (a[1] == 'I')
                incs[src.n_include_dirs++] = v;
            else
                batch = v;
        } else if (strncmp(a, "-I", 2) == 0) {
            incs[src.n_include_dirs++] = a + 2;
        } else if (strncmp(a, "-D", 2) == 0 && a[2]) {
            defs[src.n_defines++] = a + 2;
        } else if (strcmp(a, "--global") == 0) {
            if (i + 1 >= argc) {
                fprintf(stderr, "%s: error: --global needs NAME=VALUE\n", tool);
                goto done;
            }
            if (!set_global(&run_globals, argv[++i]))
                goto done;
        } else if (strcmp(a, "--emit-llvm") == 0) {
            emit = true;
        } else if (strcmp(a, "--time") == 0) {
            show_time = true;
        } else if (a[0] == '-' && a[1] != '\0') {
            fprintf(stderr, "%s: error: unknown option '%s' (see --help)\n", tool, a);
            goto done;
        } else if (file) {
            fprintf(stderr, "%s: error: more than one input file ('%s' and '%s')\n", tool, file, a);
            goto done;
        } else {
            file = a;
        }
    }
    if (!file) {
        fprintf(stderr, "%s: error: no input file (see --help)\n", tool);
        goto done;
    }
    if (!call && !batch && !emit && !show_time) {
        fprintf(stderr, "%s: error: nothing to do: give --call NAME, --batch FILE, --emit-llvm or --time\n", tool);
        goto done;
    }
    FILE *input = tool_open_input(file, false); /* reports a missing file as the tools do */
    if (!input)
        goto done;
    tool_close(input, file);
    FILE *ir_out = NULL;
    if (emit) {
        ir_out = tool_open_output(out_path ? out_path : "-", false);
        if (!ir_out)
            goto done;
    }
    rsl_diag *diag = rsl_diag_new(stderr);
    rsl_jit_options opts = {.source = &src, .optimize = true, .emit_ir = ir_out, .errors = stderr, .tool = tool};
    rsl_jit_unit *u = rsl_jit_compile_file(file, &opts, diag);
    rsl_diag_free(diag);
    if (ir_out && !tool_close(ir_out, out_path ? out_path : "-")) {
        rsl_jit_unit_free(u);
        u = NULL;
    }
    if (u) {
        bool ok = true;
        if (show_time) {
            rsl_jit_times t = rsl_jit_unit_times(u);
            fprintf(stderr, "%s: frontend %.4f s, optimize %.4f s, codegen %.4f s\n", file, t.frontend, t.optimize,
                    t.codegen);
        }
        if (batch)
            ok = run_batch(u, batch);
        if (call)
            ok = run_call(u, call, call_args, ncall_args, stdout) && ok;
        rc = ok ? 0 : 1;
        rsl_jit_unit_free(u);
    }
done:
    free(incs);
    free(defs);
    return rc;
}
