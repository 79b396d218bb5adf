/* rsl2ll: RenderMan Shading Language to LLVM IR.  A thin command line over
 * the rslfront library. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/BitWriter.h>

#include "rslfront.h"
#include "tool_common.h"

static const char usage[] =
    "usage: rsl2ll [options] [FILE.sl|-]\n"
    "Compiles a RenderMan Shading Language file to LLVM IR (stdin when no file or '-').\n"
    "options:\n"
    "  -o FILE            write the output to FILE ('-' = stdout, the default)\n"
    "  -I DIR             search DIR for #include files\n"
    "  -DNAME[=VALUE]     define a preprocessor macro\n"
    "  -E                 preprocess only\n"
    "  -fsyntax-only      check syntax and semantics, write nothing\n"
    "  --parse-only       check the syntax only\n"
    "  --ast-dump         print the syntax tree (parse only)\n"
    "  --target=host|rpu|ptx  target of the IR (default host)\n"
    "  --main=NAME        rpu: the function `color NAME(point P)` is the main shader (its entry NAME(P))\n"
    "  --export=NAME      rpu: keep function NAME callable (rpu-vm --call) beside the shader entries\n"
    "  --flat-normals     rpu: surface entries take N = Ng (the thesis's setup)\n"
    "  --light-shaders    rpu: surfaces call the RSL light shaders of the light list\n"
    "  --no-opacity       rpu: surface entries return Ci alone, no Oi\n"
    "  --displacement=FILE.sl, --atmosphere=FILE.sl, --interior=FILE.sl, --exterior=FILE.sl\n"
    "                     rpu: the file's first surface shader NAME and these shaders make one\n"
    "                     object's entry {Ci, Oi, P} NAME(orig, dir, raylevel) (as rsl-render\n"
    "                     --backend=rpu gives each object): displacement, surface, atmosphere;\n"
    "                     the surface's traced rays come back through the interior or exterior\n"
    "                     volume, on the hit's P, which every object's entry returns: the\n"
    "                     surfaces such rays hit must be object entries too\n"
    "  --object           rpu: the object's entry of the file's first surface alone\n"
    "  -S                 textual IR (the default)\n"
    "  --emit-bc          LLVM bitcode\n"
    "  --info             print each shader's kind, parameters, types and defaults\n"
    "  -Werror            warnings are errors\n"
    "  -w                 no warnings\n"
    "  -fcolor-diagnostics, -fno-color-diagnostics  colours in messages (default: on a terminal)\n"
    "  -h, --help         this text\n"
    "  --version          the versions of rsltools and LLVM\n";

/* The object parts' options, in rsl_rpu_object's order after the surface. */
static const char *const part_options[] = {"--displacement=", "--atmosphere=", "--interior=", "--exterior="};
enum { NPARTS = sizeof part_options / sizeof part_options[0] };

typedef struct options {
    const char *input, *output;
    const char *parts[NPARTS]; /* the files of an object's other shaders (NULL: none) */
    bool object;               /* --object or some part: write the object's entry */
    rsl_target_options target;
    const char **includes, **defines;
    int nincludes, ndefines;
    bool preprocess_only, syntax_only, parse_only, ast_dump, emit_bc, info;
    rsl_diag_style style;
} options;

static int fail(const char *msg, const char *arg) { return tool_error("%s%s", msg, arg ? arg : ""); }

/* Whether a is an object part's option (--displacement=FILE, ...), noted in o. */
static bool part_option(const char *a, options *o) {
    for (int k = 0; k < NPARTS; k++)
        if (strncmp(a, part_options[k], strlen(part_options[k])) == 0) {
            o->parts[k] = a + strlen(part_options[k]);
            o->object = true;
            return true;
        }
    return false;
}

/* Parses argv; returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, options *o) {
    o->target.target = "host";
    o->style.color = tool_is_terminal(stderr);
    o->style.source_order = true;
    o->includes = calloc((size_t)argc, sizeof *o->includes);
    o->defines = calloc((size_t)argc, sizeof *o->defines);
    if (!o->includes || !o->defines) abort();
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        int have_output = tool_option_value(argc, argv, &i, "o", &o->output);
        if (have_output) {
            if (have_output < 0) return 1;
        } else if (tool_info_option(a)) {
            return 0;
        } else if (strncmp(a, "-I", 2) == 0 || strncmp(a, "-D", 2) == 0) {
            const char *v = a[2] ? a + 2 : (i + 1 < argc ? argv[++i] : NULL);
            if (!v || !*v) return fail(a[1] == 'I' ? "missing directory after '-I'" : "missing macro name after '-D'", NULL);
            if (a[1] == 'I') o->includes[o->nincludes++] = v;
            else o->defines[o->ndefines++] = v;
        } else if (strcmp(a, "-E") == 0) {
            o->preprocess_only = true;
        } else if (strcmp(a, "-fsyntax-only") == 0) {
            o->syntax_only = true;
        } else if (strcmp(a, "--parse-only") == 0) {
            o->parse_only = true;
        } else if (strcmp(a, "--ast-dump") == 0) {
            o->ast_dump = true;
        } else if (strncmp(a, "--target=", 9) == 0) {
            o->target.target = a + 9;
            if (strcmp(a + 9, "host") != 0 && strcmp(a + 9, "rpu") != 0 && strcmp(a + 9, "ptx") != 0)
                return fail("unknown target (expected host, rpu or ptx): ", a + 9);
        } else if (strncmp(a, "--main=", 7) == 0) {
            if (!a[7]) return fail("missing function name after '--main='", NULL);
            o->target.main_name = a + 7;
        } else if (strncmp(a, "--export=", 9) == 0) {
            if (!a[9]) return fail("missing function name after '--export='", NULL);
            o->target.export_name = a + 9;
        } else if (strcmp(a, "--flat-normals") == 0) {
            o->target.flat_normals = true;
        } else if (strcmp(a, "--light-shaders") == 0) {
            o->target.light_shaders = true;
        } else if (strcmp(a, "--no-opacity") == 0) {
            o->target.no_opacity = true;
        } else if (strcmp(a, "--object") == 0) {
            o->object = true;
        } else if (part_option(a, o)) {
            if (!strchr(a, '=')[1]) return fail("missing file after ", a);
        } else if (strcmp(a, "-S") == 0) {
            o->emit_bc = false;
        } else if (strcmp(a, "--emit-bc") == 0) {
            o->emit_bc = true;
        } else if (strcmp(a, "--info") == 0) {
            o->info = true;
        } else if (strcmp(a, "-Werror") == 0) {
            o->style.warnings_as_errors = true;
        } else if (strcmp(a, "-w") == 0) {
            o->style.no_warnings = true;
        } else if (strcmp(a, "-fcolor-diagnostics") == 0 || strcmp(a, "-fno-color-diagnostics") == 0) {
            o->style.color = a[2] == 'c';
        } else if (a[0] == '-' && a[1] != 0) {
            return fail("unknown option: ", a);
        } else {
            if (o->input) return fail("more than one input file: ", a);
            o->input = a;
        }
    }
    if (!o->input) o->input = "-";
    if (!o->output) o->output = "-";
    const rsl_target_options *t = &o->target;
    if (strcmp(t->target, "rpu") != 0 &&
        (t->main_name || t->export_name || t->flat_normals || t->light_shaders || t->no_opacity || o->object))
        return fail("--main, --export, --flat-normals, --light-shaders, --no-opacity, --object and the object's "
                    "shaders (--displacement, ...) shape RPU entries: they need --target=rpu", NULL);
    if (o->object && t->no_opacity) return fail("an object's entry returns Oi: no --no-opacity", NULL);
    o->target.object_part = o->object;
    return -1;
}

static FILE *open_output(const options *o) { return tool_open_output(o->output, true); }

static int close_output(FILE *f, const options *o) { return tool_close(f, o->output) ? 0 : 1; }

static int print_info(const options *o, const rsl_program *prog) {
    FILE *out = open_output(o);
    if (!out) return 1;
    rsl_print_info(prog, out);
    return close_output(out, o);
}

/* The module of an object part's file in ctx; NULL after diagnostics. */
static LLVMModuleRef part_module(const options *o, const char *path, LLVMContextRef ctx, rsl_diag *diag) {
    FILE *in = tool_open_input(path, true);
    if (!in) return NULL;
    tool_close(in, path);
    rsl_source_options src = {o->includes, o->nincludes, o->defines, o->ndefines};
    rsl_program *prog = rsl_parse_file(path, &src, diag);
    LLVMModuleRef m = prog && rsl_sema_check(prog, diag) ? rsl_irgen(prog, ctx, &o->target, diag) : NULL;
    if (prog) rsl_program_free(prog);
    return m;
}

/* The object's entry in mod (--displacement=, ...); false after a message. */
static bool object_entry(const options *o, LLVMModuleRef mod, LLVMContextRef ctx, rsl_diag *diag) {
    LLVMModuleRef parts[NPARTS] = {NULL};
    bool ok = true;
    for (int k = 0; k < NPARTS && ok; k++)
        ok = !o->parts[k] || (parts[k] = part_module(o, o->parts[k], ctx, diag)) != NULL;
    if (!ok) {
        for (int k = 0; k < NPARTS; k++)
            if (parts[k]) LLVMDisposeModule(parts[k]);
        return false;
    }
    rsl_rpu_object obj = {.surface = mod, .displacement = parts[0], .atmosphere = parts[1], .interior = parts[2],
                          .exterior = parts[3]};
    char *err = NULL;
    ok = rsl_rpu_object_entry(&obj, NULL, o->target.flat_normals, &err); /* takes the parts over */
    if (!ok) {
        tool_error("%s: %s", o->input, err);
        free(err);
    }
    return ok;
}

/* Generates, verifies and writes the module (textual IR unless --emit-bc). */
static int emit_ir(const options *o, rsl_program *prog, rsl_diag *diag) {
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMModuleRef mod = rsl_irgen(prog, ctx, &o->target, diag);
    if (mod && o->object && !object_entry(o, mod, ctx, diag)) {
        LLVMDisposeModule(mod);
        mod = NULL;
    }
    int rc = 1;
    FILE *out = mod ? open_output(o) : NULL;
    if (out && o->emit_bc && tool_refuse_terminal(out, "bitcode")) {
        tool_close(out, o->output);
    } else if (out) {
        if (o->emit_bc) {
            LLVMMemoryBufferRef buf = LLVMWriteBitcodeToMemoryBuffer(mod);
            fwrite(LLVMGetBufferStart(buf), 1, LLVMGetBufferSize(buf), out);
            LLVMDisposeMemoryBuffer(buf);
        } else {
            char *text = LLVMPrintModuleToString(mod);
            fputs(text, out);
            LLVMDisposeMessage(text);
        }
        rc = close_output(out, o);
    }
    if (mod) LLVMDisposeModule(mod);
    LLVMContextDispose(ctx);
    return rc;
}

static int run(const options *o, rsl_diag *diag) {
    FILE *in = tool_open_input(o->input, true); /* reports a missing file as the tools do */
    if (!in) return 1;
    tool_close(in, o->input);
    rsl_source_options src = {o->includes, o->nincludes, o->defines, o->ndefines};
    if (o->preprocess_only) {
        size_t len;
        char *text = rsl_preprocess_file(o->input, &src, diag, &len);
        if (!text) return 1;
        FILE *out = open_output(o);
        int rc = out ? 0 : 1;
        if (out) {
            fwrite(text, 1, len, out);
            rc = close_output(out, o);
        }
        free(text);
        return rc;
    }
    rsl_program *prog = rsl_parse_file(o->input, &src, diag);
    if (!prog) return 1;
    int rc = 0;
    if (o->ast_dump || o->parse_only) {
        if (o->ast_dump) {
            FILE *out = open_output(o);
            if (!out) {
                rc = 1;
            } else {
                rsl_ast_dump(prog, out);
                rc = close_output(out, o);
            }
        }
    } else if (rsl_sema_check(prog, diag)) {
        if (!o->syntax_only) rc = o->info ? print_info(o, prog) : emit_ir(o, prog, diag);
    } else {
        rc = 1;
    }
    rsl_program_free(prog);
    return rc;
}

int main(int argc, char **argv) {
    tool_init("rsl2ll", usage);
    options o = {0};
    int rc = parse_args(argc, argv, &o);
    if (rc < 0) {
        rsl_diag *diag = rsl_diag_new(stderr);
        rsl_diag_set_style(diag, &o.style);
        rc = run(&o, diag);
        rsl_diag_finish(diag);
        if (rsl_diag_error_count(diag) > 0) rc = 1;
        rsl_diag_free(diag);
    }
    free(o.includes);
    free(o.defines);
    return rc;
}
