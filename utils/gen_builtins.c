/* gen_builtins: writes the frontend's builtin signature table from the
 * runtime's C header, so each standard-library signature is written once.
 *
 *   gen_builtins [-I DIR]... -o OUT.c HEADER.h
 *
 * Every function `rsl_<name>[__<suffix>]` declared in HEADER itself (not in
 * the headers it includes) becomes one rsl_builtin_sig row; the conventions
 * are stated at the top of runtime/rsl_stdlib.h.  A type the table cannot
 * express is an error naming the declaration, and the build fails. */
#include <clang-c/Index.h>

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rsl_abi.h"

static const char *const kind_enum_names[] = {
#define RSL_X_(k, s) "RSL_T_" #k,
    RSL_TYPE_KINDS(RSL_X_)
#undef RSL_X_
};

/* Operators have their spelling as table name so no RSL identifier matches. */
static const struct { const char *c; const char *rsl; } operators[] = {
    {"op_mul", "*"}, {"op_div", "/"}, {"op_eq", "=="}, {"op_ne", "!="},
};

typedef struct generator {
    FILE *out;
    const char *header;
    CXFile main_file;
    int rows;
    int errors;
} generator;

static void report(generator *gen, CXCursor at, const char *what, const char *detail) {
    CXFile file;
    unsigned line, col;
    clang_getExpansionLocation(clang_getCursorLocation(at), &file, &line, &col, NULL);
    CXString fname = clang_getFileName(file);
    CXString name = clang_getCursorSpelling(at);
    const char *n = clang_getCString(name);
    if (strcmp(detail, n) == 0) /* the detail is the declaration itself */
        fprintf(stderr, "%s:%u:%u: error: %s '%s'\n", clang_getCString(fname), line, col, what, n);
    else
        fprintf(stderr, "%s:%u:%u: error: %s '%s' in '%s'\n", clang_getCString(fname), line, col,
                what, detail, n);
    clang_disposeString(name);
    clang_disposeString(fname);
    gen->errors++;
}

/* The RSL kind of a value type, by typedef name; -1 if it has none. */
static int value_kind(const char *spelling) {
    static const struct { const char *c; int kind; } map[] = {
        {"float", RSL_T_FLOAT},        {"rsl_string", RSL_T_STRING}, {"rsl_color", RSL_T_COLOR},
        {"rsl_point", RSL_T_POINT},    {"rsl_vector", RSL_T_VECTOR}, {"rsl_normal", RSL_T_NORMAL},
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (strcmp(spelling, map[i].c) == 0)
            return map[i].kind;
    return -1;
}

/* Spelling of a type with its qualifiers, e.g. "const rsl_matrix *". */
static bool type_is(CXType t, const char *spelling) {
    CXString s = clang_getTypeSpelling(t);
    bool same = strcmp(clang_getCString(s), spelling) == 0;
    clang_disposeString(s);
    return same;
}

static int type_kind_of(CXType t) {
    CXString s = clang_getTypeSpelling(t);
    int kind = value_kind(clang_getCString(s));
    clang_disposeString(s);
    return kind;
}

static void emit_row(generator *gen, CXCursor fn, const char *c_name) {
    const char *rest = c_name + strlen("rsl_");
    const char *sep = strstr(rest, "__");
    size_t len = sep ? (size_t)(sep - rest) : strlen(rest);
    char rsl_name[128];
    if (len == 0 || len >= sizeof rsl_name) {
        report(gen, fn, "bad builtin name", c_name);
        return;
    }
    memcpy(rsl_name, rest, len);
    rsl_name[len] = '\0';
    const char *table_name = rsl_name;
    if (strncmp(rsl_name, "op_", 3) == 0) {
        table_name = NULL;
        for (size_t i = 0; i < sizeof operators / sizeof operators[0]; i++)
            if (strcmp(rsl_name, operators[i].c) == 0)
                table_name = operators[i].rsl;
        if (!table_name) {
            report(gen, fn, "unknown operator", rsl_name);
            return;
        }
    }

    CXType fty = clang_getCursorType(fn);
    int nargs = clang_getNumArgTypes(fty);
    if (clang_isFunctionTypeVariadic(fty)) {
        report(gen, fn, "variadic builtin", c_name);
        return;
    }
    unsigned flags = 0;
    int first = 0;
    if (first < nargs && type_is(clang_getArgType(fty, (unsigned)first), "rsl_globals *")) {
        flags |= RSL_BUILTIN_GLOBALS;
        first++;
    }
    int ret;
    CXType rty = clang_getResultType(fty);
    /* A void function whose next parameter is `rsl_matrix *out` returns a
     * matrix; any other `rsl_matrix *` is an output argument. */
    if (first < nargs && rty.kind == CXType_Void &&
        type_is(clang_getArgType(fty, (unsigned)first), "rsl_matrix *")) {
        CXString an = clang_getCursorSpelling(clang_Cursor_getArgument(fn, (unsigned)first));
        if (strcmp(clang_getCString(an), "out") == 0) {
            flags |= RSL_BUILTIN_MATRIX_OUT;
            first++;
        }
        clang_disposeString(an);
    }
    if (flags & RSL_BUILTIN_MATRIX_OUT) {
        ret = RSL_T_MATRIX;
    } else if (rty.kind == CXType_Void) {
        ret = RSL_T_VOID;
    } else {
        ret = type_kind_of(rty);
        if (ret < 0) {
            CXString s = clang_getTypeSpelling(rty);
            report(gen, fn, "unknown result type", clang_getCString(s));
            clang_disposeString(s);
            return;
        }
    }

    int params[RSL_BUILTIN_MAX_PARAMS];
    int np = 0;
    for (int i = first; i < nargs; i++) {
        CXType at = clang_getArgType(fty, (unsigned)i);
        int kind;
        if (type_is(at, "const rsl_matrix *")) {
            kind = RSL_T_MATRIX;
        } else if (type_is(at, "rsl_matrix *")) {
            kind = RSL_T_MATRIX | RSL_PARAM_OUT;
        } else if (at.kind == CXType_Pointer &&
                   !clang_isConstQualifiedType(clang_getPointeeType(at)) &&
                   type_kind_of(clang_getPointeeType(at)) >= 0) {
            kind = type_kind_of(clang_getPointeeType(at)) | (int)RSL_PARAM_OUT;
        } else {
            kind = type_kind_of(at);
        }
        if (kind < 0) {
            CXString s = clang_getTypeSpelling(at);
            report(gen, fn, "unknown parameter type", clang_getCString(s));
            clang_disposeString(s);
            return;
        }
        if (np == RSL_BUILTIN_MAX_PARAMS) {
            report(gen, fn, "more parameters than RSL_BUILTIN_MAX_PARAMS in", c_name);
            return;
        }
        params[np++] = kind;
    }

    fprintf(gen->out, "    {\"%s\", \"%s\", %s, %d, {", table_name, c_name, kind_enum_names[ret],
            np);
    for (int i = 0; i < np; i++) {
        int k = params[i] & ~(int)RSL_PARAM_OUT;
        fprintf(gen->out, "%s%s%s", i ? ", " : "", kind_enum_names[k],
                (params[i] & RSL_PARAM_OUT) ? " | RSL_PARAM_OUT" : "");
    }
    fprintf(gen->out, "}, %s%s%s},\n", flags ? "" : "0",
            (flags & RSL_BUILTIN_GLOBALS) ? "RSL_BUILTIN_GLOBALS" : "",
            (flags & RSL_BUILTIN_MATRIX_OUT)
                ? ((flags & RSL_BUILTIN_GLOBALS) ? " | RSL_BUILTIN_MATRIX_OUT" : "RSL_BUILTIN_MATRIX_OUT")
                : "");
    gen->rows++;
}

static enum CXChildVisitResult visit(CXCursor c, CXCursor parent, CXClientData data) {
    (void)parent;
    generator *gen = data;
    if (clang_getCursorKind(c) != CXCursor_FunctionDecl)
        return CXChildVisit_Continue;
    /* Declarations written by a macro of the header count as the header's. */
    CXFile file;
    clang_getExpansionLocation(clang_getCursorLocation(c), &file, NULL, NULL, NULL);
    if (!file || !clang_File_isEqual(file, gen->main_file))
        return CXChildVisit_Continue;
    CXString name = clang_getCursorSpelling(c);
    const char *n = clang_getCString(name);
    if (strncmp(n, "rsl_", 4) == 0)
        emit_row(gen, c, n);
    else
        report(gen, c, "not a builtin name (rsl_...)", n);
    clang_disposeString(name);
    return CXChildVisit_Continue;
}

static int usage(FILE *f, int status) {
    fprintf(f, "usage: gen_builtins [-I DIR]... -o OUT.c HEADER.h\n"
               "Writes the RSL builtin signature table (rsl_builtins[]) from HEADER.\n");
    return status;
}

int main(int argc, char **argv) {
    const char *out_path = NULL, *header = NULL;
    const char **cargs = calloc((size_t)argc * 2 + 4, sizeof *cargs);
    if (!cargs)
        return 1;
    int ncargs = 0;
    cargs[ncargs++] = "-xc";
    cargs[ncargs++] = "-std=c17";
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            free(cargs);
            return usage(stdout, 0);
        } else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) {
            out_path = argv[++i];
        } else if (strcmp(argv[i], "-I") == 0 && i + 1 < argc) {
            cargs[ncargs++] = "-I";
            cargs[ncargs++] = argv[++i];
        } else if (strncmp(argv[i], "-I", 2) == 0 && argv[i][2]) {
            cargs[ncargs++] = argv[i];
        } else if (argv[i][0] == '-') {
            fprintf(stderr, "gen_builtins: error: unknown option '%s'\n", argv[i]);
            free(cargs);
            return usage(stderr, 1);
        } else if (!header) {
            header = argv[i];
        } else {
            fprintf(stderr, "gen_builtins: error: more than one header given\n");
            free(cargs);
            return 1;
        }
    }
    if (!header || !out_path) {
        fprintf(stderr, "gen_builtins: error: need a header and -o OUT\n");
        free(cargs);
        return usage(stderr, 1);
    }

    int status = 1;
    CXIndex index = clang_createIndex(0, 0);
    CXTranslationUnit tu = NULL;
    enum CXErrorCode err = clang_parseTranslationUnit2(index, header, cargs, ncargs, NULL, 0,
                                                       CXTranslationUnit_SkipFunctionBodies, &tu);
    if (err != CXError_Success || !tu) {
        fprintf(stderr, "gen_builtins: error: cannot parse '%s'\n", header);
        goto done;
    }
    unsigned ndiag = clang_getNumDiagnostics(tu);
    int bad = 0;
    for (unsigned i = 0; i < ndiag; i++) {
        CXDiagnostic d = clang_getDiagnostic(tu, i);
        if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Warning) {
            CXString s = clang_formatDiagnostic(d, clang_defaultDiagnosticDisplayOptions());
            fprintf(stderr, "%s\n", clang_getCString(s));
            clang_disposeString(s);
            bad |= clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error;
        }
        clang_disposeDiagnostic(d);
    }
    if (bad)
        goto done;

    generator gen = {.header = header, .main_file = clang_getFile(tu, header)};
    gen.out = strcmp(out_path, "-") == 0 ? stdout : fopen(out_path, "w");
    if (!gen.out) {
        fprintf(stderr, "gen_builtins: error: cannot write '%s'\n", out_path);
        goto done;
    }
    fprintf(gen.out, "/* Generated by utils/gen_builtins from %s; do not edit. */\n"
                     "#include \"rsl_abi.h\"\n\n"
                     "const rsl_builtin_sig rsl_builtins[] = {\n",
            header);
    clang_visitChildren(clang_getTranslationUnitCursor(tu), visit, &gen);
    fprintf(gen.out, "};\nconst int rsl_builtin_count = %d;\n", gen.rows);
    bool write_failed = ferror(gen.out) != 0;
    if (gen.out != stdout)
        write_failed |= fclose(gen.out) != 0;
    if (write_failed)
        fprintf(stderr, "gen_builtins: error: writing '%s' failed\n", out_path);
    if (gen.errors || write_failed || gen.rows == 0) {
        if (gen.rows == 0 && !gen.errors)
            fprintf(stderr, "gen_builtins: error: no builtins in '%s'\n", header);
        if (strcmp(out_path, "-") != 0)
            remove(out_path);
        goto done;
    }
    status = 0;
done:
    if (tu)
        clang_disposeTranslationUnit(tu);
    clang_disposeIndex(index);
    free(cargs);
    return status;
}
