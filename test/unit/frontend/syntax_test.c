/* CUnit tests of the frontend's syntax half: lexer tokens and locations,
 * the preprocessor (macros, includes, conditionals, line tracking) and the
 * parser (precedence, forms, error recovery), checked through the AST. */
#define _XOPEN_SOURCE 700 /* mkdtemp */
#include <CUnit/CUnit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cunit_main.h"
#include "ast.h"
#include "lexer.h"

/* Diagnostics go to a scratch file so that tests can read them back. */
static FILE *diag_out;

static rsl_diag *new_diag(void) {
    rewind(diag_out);
    if (ftruncate(fileno(diag_out), 0) != 0) abort();
    return rsl_diag_new(diag_out);
}

static char *diag_text(void) {
    static char buf[8192];
    fflush(diag_out);
    rewind(diag_out);
    size_t n = fread(buf, 1, sizeof buf - 1, diag_out);
    buf[n] = 0;
    return buf;
}

/* ---- Lexer ------------------------------------------------------------------ */
static void test_lexer_tokens(void) {
    const char *src = "a.b 1.5 .5 1e-3 += \"s\\\"x\" ^ <= // c\n\t/* x\n */ z";
    rsl_diag *d = new_diag();
    rsl_lexer lx;
    rsl_lexer_init(&lx, "t.sl", src, strlen(src), d);
    static const enum rsl_tok kinds[] = {RSL_TOK_IDENT, RSL_TOK_DOT, RSL_TOK_IDENT, RSL_TOK_NUMBER,
                                         RSL_TOK_NUMBER, RSL_TOK_NUMBER, RSL_TOK_PLUS_ASSIGN,
                                         RSL_TOK_STRING, RSL_TOK_CARET, RSL_TOK_LE, RSL_TOK_IDENT,
                                         RSL_TOK_EOF};
    static const char *const texts[] = {"a", ".", "b", "1.5", ".5", "1e-3", "+=", "\"s\\\"x\"", "^", "<=", "z", ""};
    rsl_token t;
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        rsl_lexer_next(&lx, &t);
        CU_ASSERT_EQUAL(t.kind, kinds[i]);
        CU_ASSERT_EQUAL(t.len, strlen(texts[i]));
        CU_ASSERT(memcmp(t.text, texts[i], t.len) == 0);
        if (i == 10) { /* z: third line, after the comment */
            CU_ASSERT_EQUAL(t.loc.line, 3);
            CU_ASSERT_EQUAL(t.loc.col, 5);
            CU_ASSERT(t.bol);
        }
        if (i == 3) {
            CU_ASSERT_EQUAL(t.loc.line, 1);
            CU_ASSERT_EQUAL(t.loc.col, 5);
            CU_ASSERT(t.space && !t.bol);
        }
    }
    CU_ASSERT_EQUAL(rsl_diag_error_count(d), 0);
    rsl_diag_free(d);
}

static void test_lexer_errors(void) {
    const char *src = "x \"open\n/* never closed";
    rsl_diag *d = new_diag();
    rsl_lexer lx;
    rsl_lexer_init(&lx, "t.sl", src, strlen(src), d);
    rsl_token t;
    do rsl_lexer_next(&lx, &t);
    while (t.kind != RSL_TOK_EOF);
    CU_ASSERT_EQUAL(rsl_diag_error_count(d), 2);
    const char *text = diag_text();
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "t.sl:1:3: error: missing terminating '\"' character"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "t.sl:2:1: error: unterminated /* comment"));
    rsl_diag_free(d);
}

/* ---- Preprocessor -------------------------------------------------------------- */
/* The preprocessed spellings joined by single spaces. */
static char *preprocess(const char *src, const rsl_source_options *opts, rsl_diag *d) {
    static char out[4096];
    rsl_arena *names = rsl_arena_new();
    rsl_pp *pp = rsl_pp_new(opts, d, names);
    rsl_pp_open_string(pp, "p.sl", src, strlen(src));
    size_t n = 0;
    out[0] = 0;
    for (;;) {
        rsl_token t;
        rsl_pp_next(pp, &t);
        if (t.kind == RSL_TOK_EOF) break;
        n += (size_t)snprintf(out + n, sizeof out - n, "%s%.*s", n ? " " : "", (int)t.len, t.text);
    }
    rsl_pp_free(pp);
    rsl_arena_free(names);
    return out;
}

static void test_pp_macros(void) {
    rsl_diag *d = new_diag();
    const char *src =
        "#define K 2\n"
        "#define SQR(x) ((x)*(x))\n"
        "#define STR(x) #x\n"
        "#define CAT(a, b) a##b\n"
        "#define TWICE(f, v) f(f(v))\n"
        "SQR(K+1) STR(a  \"b\") CAT(x, 1) TWICE(SQR, K) SQR\n"
        "#undef K\n"
        "K\n";
    CU_ASSERT_STRING_EQUAL(preprocess(src, NULL, d),
                           "( ( 2 + 1 ) * ( 2 + 1 ) ) \"a \\\"b\\\"\" x1 "
                           "( ( ( ( 2 ) * ( 2 ) ) ) * ( ( ( 2 ) * ( 2 ) ) ) ) SQR K");
    CU_ASSERT_EQUAL(rsl_diag_error_count(d), 0);
    rsl_diag_free(d);
}

static void test_pp_recursion_stops(void) {
    rsl_diag *d = new_diag();
    CU_ASSERT_STRING_EQUAL(preprocess("#define A B\n#define B A\n#define F(x) F(x)\nA F(1)\n", NULL, d),
                           "A F ( 1 )");
    CU_ASSERT_EQUAL(rsl_diag_error_count(d), 0);
    rsl_diag_free(d);
}

static void test_pp_conditionals(void) {
    rsl_diag *d = new_diag();
    const char *defines[] = {"ONE", "TWO=2"};
    rsl_source_options opts = {NULL, 0, defines, 2};
    const char *src =
        "#if TWO * 3 + 1 == 7 && defined(ONE) && ONE\n a\n#else\n b\n#endif\n"
        "#ifdef THREE\n c\n#elif TWO > 2\n d\n#elif !defined THREE\n e\n#else\n f\n#endif\n"
        "#ifndef ONE\n#if 1/0\n#endif\n g\n#endif\n";
    CU_ASSERT_STRING_EQUAL(preprocess(src, &opts, d), "a e");
    CU_ASSERT_EQUAL(rsl_diag_error_count(d), 0);
    rsl_diag_free(d);
}

static void test_pp_errors(void) {
    rsl_diag *d = new_diag();
    preprocess("#endif\n#if 1/0\n#endif\n#bogus\n#if 1\n", NULL, d);
    CU_ASSERT_EQUAL(rsl_diag_error_count(d), 4);
    const char *text = diag_text();
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "p.sl:1:2: error: #endif without #if"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "p.sl:2:6: error: division by zero"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "p.sl:4:2: error: invalid preprocessing directive '#bogus'"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "p.sl:5:1: error: unterminated conditional directive"));
    rsl_diag_free(d);
}

static char tmpdir[64];

static void write_file(const char *name, const char *text) {
    char path[128];
    snprintf(path, sizeof path, "%s/%s", tmpdir, name);
    FILE *f = fopen(path, "w");
    CU_ASSERT_PTR_NOT_NULL_FATAL(f);
    fputs(text, f);
    fclose(f);
}

/* Tokens of an included file carry its name and lines; the includer's lines
 * go on after the #include. */
static void test_pp_include_lines(void) {
    write_file("sub/inc.h", "\n\nfloat inc_f;\n");
    write_file("main.sl", "#include \"inc.h\"\n// comment\nmain_tok\n");
    char main_path[128], sub[128];
    snprintf(main_path, sizeof main_path, "%s/main.sl", tmpdir);
    snprintf(sub, sizeof sub, "%s/sub", tmpdir);
    const char *dirs[] = {sub};
    rsl_source_options opts = {dirs, 1, NULL, 0};
    rsl_diag *d = new_diag();
    rsl_arena *names = rsl_arena_new();
    rsl_pp *pp = rsl_pp_new(&opts, d, names);
    CU_ASSERT_FATAL(rsl_pp_open_file(pp, main_path));
    rsl_token t;
    rsl_pp_next(pp, &t); /* float */
    CU_ASSERT_PTR_NOT_NULL(strstr(t.loc.file, "sub/inc.h"));
    CU_ASSERT_EQUAL(t.loc.line, 3);
    rsl_pp_next(pp, &t); /* inc_f */
    rsl_pp_next(pp, &t); /* ; */
    rsl_pp_next(pp, &t); /* main_tok */
    CU_ASSERT_EQUAL(t.len, 8);
    CU_ASSERT_STRING_EQUAL(t.loc.file, main_path);
    CU_ASSERT_EQUAL(t.loc.line, 3);
    CU_ASSERT_EQUAL(t.loc.col, 1);
    rsl_pp_next(pp, &t);
    CU_ASSERT_EQUAL(t.kind, RSL_TOK_EOF);
    CU_ASSERT_EQUAL(rsl_diag_error_count(d), 0);
    rsl_pp_free(pp);
    rsl_arena_free(names);
    rsl_diag_free(d);
}

static void test_pp_include_cycle(void) {
    write_file("c1.h", "#include \"c2.h\"\n");
    write_file("c2.h", "\n#include \"c1.h\"\n");
    char path[128];
    snprintf(path, sizeof path, "%s/c1.h", tmpdir);
    rsl_diag *d = new_diag();
    rsl_program *p = rsl_parse_file(path, NULL, d);
    CU_ASSERT_PTR_NULL(p);
    CU_ASSERT_EQUAL(rsl_diag_error_count(d), 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_text(), "c2.h:2:10: error: #include cycle"));
    rsl_diag_free(d);
}

/* ---- Parser ------------------------------------------------------------------------ */
/* An expression as an s-expression: (op a b), (? c a b), (cast type a) ... */
static void sexpr(const rsl_expr *e, char *buf, size_t size) {
    char a[512] = "", b[512] = "", c[512] = "";
    if (e->a) sexpr(e->a, a, sizeof a);
    if (e->b) sexpr(e->b, b, sizeof b);
    if (e->c) sexpr(e->c, c, sizeof c);
    switch (e->kind) {
    case RSL_E_NUM: snprintf(buf, size, "%g", e->num); break;
    case RSL_E_IDENT: snprintf(buf, size, "%s", e->name); break;
    case RSL_E_STR: snprintf(buf, size, "\"%s\"", e->str); break;
    case RSL_E_UNARY: snprintf(buf, size, "(%s %s)", rsl_op_spelling(e->op), a); break;
    case RSL_E_BINARY:
    case RSL_E_ASSIGN: snprintf(buf, size, "(%s %s %s)", rsl_op_spelling(e->op), a, b); break;
    case RSL_E_COND: snprintf(buf, size, "(? %s %s %s)", a, b, c); break;
    case RSL_E_INDEX: snprintf(buf, size, "([] %s %s)", a, b); break;
    case RSL_E_CAST:
        snprintf(buf, size, "(%s%s%s %s)", rsl_type_kind_name(e->cast_type.kind), e->space ? " " : "",
                 e->space ? e->space : "", a);
        break;
    default: {
        size_t n = (size_t)snprintf(buf, size, "(%s", e->kind == RSL_E_CALL ? e->name
                                                      : e->kind == RSL_E_TRIPLE ? "triple"
                                                                                : "list");
        for (int i = 0; i < e->nargs && n < size; i++) {
            char x[512];
            sexpr(e->args[i], x, sizeof x);
            n += (size_t)snprintf(buf + n, size - n, " %s", x);
        }
        if (n < size) snprintf(buf + n, size - n, ")");
    }
    }
}

/* Parses "surface s() { STMT }" and returns the first statement's expression. */
static const char *parse_expr(const char *stmt) {
    static char out[1024];
    char src[512];
    snprintf(src, sizeof src, "surface s() { %s }", stmt);
    rsl_diag *d = new_diag();
    rsl_program *p = rsl_parse_string("e.sl", src, strlen(src), NULL, d);
    strcpy(out, "<error>");
    if (p && p->nfuncs == 1 && p->funcs[0]->body->nstmts == 1) {
        const rsl_stmt *s = p->funcs[0]->body->stmts[0];
        const rsl_expr *e = s->kind == RSL_S_DECL ? s->vars[0]->init : s->expr;
        if (e) sexpr(e, out, sizeof out);
    }
    rsl_program_free(p);
    rsl_diag_free(d);
    return out;
}

static void test_parser_precedence(void) {
    CU_ASSERT_STRING_EQUAL(parse_expr("x = a + b * c . d ^ e;"), "(= x (+ a (^ (* b (. c d)) e)))");
    CU_ASSERT_STRING_EQUAL(parse_expr("x = a ^ b + c;"), "(= x (+ (^ a b) c))");
    CU_ASSERT_STRING_EQUAL(parse_expr("x = a / b . c - d / e;"), "(= x (- (/ a (. b c)) (/ d e)))");
    CU_ASSERT_STRING_EQUAL(parse_expr("x = a || b && c == d < e ? f : g;"),
                           "(= x (? (|| a (&& b (== c (< d e)))) f g))");
    CU_ASSERT_STRING_EQUAL(parse_expr("x = a ? b : c ? d : e;"), "(= x (? a b (? c d e)))");
    CU_ASSERT_STRING_EQUAL(parse_expr("a = b += c;"), "(= a (+= b c))");
    CU_ASSERT_STRING_EQUAL(parse_expr("x = -a . b - !c;"), "(= x (- (. (- a) b) (! c)))");
    CU_ASSERT_STRING_EQUAL(parse_expr("x = a - b - c;"), "(= x (- (- a b) c))");
    CU_ASSERT_STRING_EQUAL(parse_expr("x = float a * b;"), "(= x (* (float a) b))");
    CU_ASSERT_STRING_EQUAL(parse_expr("x[i+1] = a[2] * (b + c);"), "(= ([] x (+ i 1)) (* ([] a 2) (+ b c)))");
}

static void test_parser_forms(void) {
    CU_ASSERT_STRING_EQUAL(parse_expr("point p = point \"world\" (0, 1, 2);"), "(point world (triple 0 1 2))");
    CU_ASSERT_STRING_EQUAL(parse_expr("color c = color \"hsv\" \"\" (a, b, c);"), "(color hsv (triple a b c))");
    CU_ASSERT_STRING_EQUAL(parse_expr("vector v = vector(1, .5, 1e-3);"), "(vector (triple 1 0.5 0.001))");
    CU_ASSERT_STRING_EQUAL(parse_expr("x = color environment(\"a\\tb\", D);"), "(= x (color (environment \"a\tb\" D)))");
    CU_ASSERT_STRING_EQUAL(parse_expr("matrix m = (1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1);"),
                           "(list 1 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1)");
    CU_ASSERT_STRING_EQUAL(parse_expr("x = f() + g(a, (b));"), "(= x (+ (f) (g a b)))");
    CU_ASSERT_STRING_EQUAL(parse_expr("x = (a, b);"), "<error>");
}

static rsl_program *parse_ok(const char *src) {
    rsl_diag *d = new_diag();
    rsl_program *p = rsl_parse_string("f.sl", src, strlen(src), NULL, d);
    CU_ASSERT_EQUAL(rsl_diag_error_count(d), 0);
    rsl_diag_free(d);
    return p;
}

static void test_parser_params(void) {
    rsl_program *p = parse_ok(
        "surface s(float Ka = 1, Kd = 2; uniform string n = \"\"; output varying color c[2] = {1, 2},\n"
        "          float a[]; ) { }\n"
        "float add(float a, b) { return a + b; }\n"
        "light l() { float g(float x) { return x; } }\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(p);
    CU_ASSERT_EQUAL_FATAL(p->nfuncs, 3);
    const rsl_func *s = p->funcs[0];
    CU_ASSERT_EQUAL(s->kind, RSL_SHADER_SURFACE);
    CU_ASSERT_EQUAL_FATAL(s->nparams, 5);
    CU_ASSERT_STRING_EQUAL(s->params[1]->name, "Kd");
    CU_ASSERT_EQUAL(s->params[1]->type.kind, RSL_T_FLOAT);
    CU_ASSERT_EQUAL(s->params[1]->init->num, 2);
    CU_ASSERT_EQUAL(s->params[2]->type.detail, RSL_DETAIL_UNIFORM);
    CU_ASSERT(s->params[3]->is_output);
    CU_ASSERT_EQUAL(s->params[3]->type.array_len, 2);
    CU_ASSERT_EQUAL(s->params[3]->init->kind, RSL_E_ARRAY_INIT);
    CU_ASSERT_EQUAL(s->params[4]->type.array_len, RSL_UNSIZED_ARRAY);
    CU_ASSERT_EQUAL(s->params[4]->index, 4);
    const rsl_func *add = p->funcs[1];
    CU_ASSERT_EQUAL(add->kind, RSL_SHADER_FUNCTION);
    CU_ASSERT_EQUAL(add->ret.kind, RSL_T_FLOAT);
    CU_ASSERT_EQUAL_FATAL(add->nparams, 2);
    CU_ASSERT_EQUAL(add->params[1]->type.kind, RSL_T_FLOAT);
    CU_ASSERT_EQUAL(add->params[1]->kind, RSL_VAR_FUNC_PARAM);
    const rsl_stmt *nested = p->funcs[2]->body->stmts[0];
    CU_ASSERT_EQUAL_FATAL(nested->kind, RSL_S_FUNC);
    CU_ASSERT_PTR_EQUAL(nested->func->parent, p->funcs[2]);
    rsl_program_free(p);
}

static void test_parser_light_statements(void) {
    rsl_program *p = parse_ok(
        "surface s() {\n"
        "  illuminance(P) { }\n"
        "  illuminance(\"spec\", P) ;\n"
        "  illuminance(P, N, PI/2) { break 2; }\n"
        "  illuminance(\"spec\", P, N, PI/2) { continue; }\n"
        "}\n"
        "light l() { illuminate(from) { } illuminate(from, A, a) { } solar() { } solar(A, 0) { } }\n");
    CU_ASSERT_PTR_NOT_NULL_FATAL(p);
    const rsl_stmt *const *st = (const rsl_stmt *const *)p->funcs[0]->body->stmts;
    CU_ASSERT_EQUAL_FATAL(p->funcs[0]->body->nstmts, 4);
    CU_ASSERT_PTR_NULL(st[0]->category);
    CU_ASSERT_EQUAL(st[0]->nargs, 1);
    CU_ASSERT_PTR_NOT_NULL(st[1]->category);
    CU_ASSERT_EQUAL(st[1]->nargs, 1);
    CU_ASSERT_PTR_NULL(st[2]->category);
    CU_ASSERT_EQUAL(st[2]->nargs, 3);
    CU_ASSERT_EQUAL(st[2]->body->stmts[0]->level, 2);
    CU_ASSERT_PTR_NOT_NULL(st[3]->category);
    CU_ASSERT_EQUAL(st[3]->nargs, 3);
    CU_ASSERT_EQUAL(st[3]->body->stmts[0]->level, 1);
    const rsl_stmt *const *ls = (const rsl_stmt *const *)p->funcs[1]->body->stmts;
    CU_ASSERT_EQUAL(ls[0]->kind, RSL_S_ILLUMINATE);
    CU_ASSERT_EQUAL(ls[1]->nargs, 3);
    CU_ASSERT_EQUAL(ls[2]->kind, RSL_S_SOLAR);
    CU_ASSERT_EQUAL(ls[2]->nargs, 0);
    CU_ASSERT_EQUAL(ls[3]->nargs, 2);
    rsl_program_free(p);
}

/* One error per bad statement, then the rest of the file is still parsed. */
static void test_parser_recovery(void) {
    const char *src =
        "surface s() {\n"
        "  x = = 1;\n"
        "  y = (1, 2);\n"
        "  a + 1 = 2;\n"
        "  ok = 1;\n"
        "}\n"
        "surface t() { z = 1 }\n";
    rsl_diag *d = new_diag();
    CU_ASSERT_PTR_NULL(rsl_parse_string("r.sl", src, strlen(src), NULL, d));
    CU_ASSERT_EQUAL(rsl_diag_error_count(d), 4);
    const char *text = diag_text();
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "r.sl:2:7: error: expected an expression before '='\n  x = = 1;\n      ^\n"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "r.sl:3:7: error: a parenthesized list"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "r.sl:4:9: error: expression is not assignable"));
    CU_ASSERT_PTR_NOT_NULL(strstr(text, "r.sl:7:21: error: expected ';' before '}'"));
    rsl_diag_free(d);
}

static void test_parser_limits(void) {
    enum { N = 5000 };
    char *src = malloc(3 * N + 64);
    CU_ASSERT_PTR_NOT_NULL_FATAL(src);
    size_t n = (size_t)sprintf(src, "surface s() { x = ");
    for (int i = 0; i < N; i++) src[n++] = '(';
    src[n++] = '1';
    for (int i = 0; i < N; i++) src[n++] = ')';
    strcpy(src + n, "; }");
    rsl_diag *d = new_diag();
    CU_ASSERT_PTR_NULL(rsl_parse_string("deep.sl", src, strlen(src), NULL, d));
    CU_ASSERT_EQUAL(rsl_diag_error_count(d), 1);
    CU_ASSERT_PTR_NOT_NULL(strstr(diag_text(), "expression too deeply nested"));
    rsl_diag_free(d);
    free(src);
}

int main(void) {
    diag_out = tmpfile();
    strcpy(tmpdir, "/tmp/rsl-syntax-XXXXXX");
    if (!diag_out || !mkdtemp(tmpdir)) return 1;
    char sub[96];
    snprintf(sub, sizeof sub, "%s/sub", tmpdir);
    if (mkdir(sub, 0700) != 0) return 1;
    static const unit_test tests[] = {
        {"lexer tokens and locations", test_lexer_tokens},
        {"lexer errors", test_lexer_errors},
        {"preprocessor macros", test_pp_macros},
        {"preprocessor macro recursion stops", test_pp_recursion_stops},
        {"preprocessor conditionals and -D", test_pp_conditionals},
        {"preprocessor errors", test_pp_errors},
        {"preprocessor include line tracking", test_pp_include_lines},
        {"preprocessor include cycle", test_pp_include_cycle},
        {"parser precedence", test_parser_precedence},
        {"parser expression forms", test_parser_forms},
        {"parser parameter lists and nested functions", test_parser_params},
        {"parser light statements", test_parser_light_statements},
        {"parser error recovery", test_parser_recovery},
        {"parser nesting limit", test_parser_limits},
        {NULL, NULL},
    };
    int status = unit_main("syntax", tests);
    fclose(diag_out);
    static const char *const files[] = {"sub/inc.h", "main.sl", "c1.h", "c2.h", "sub", ""};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[128];
        snprintf(path, sizeof path, "%s/%s", tmpdir, files[i]);
        remove(path);
    }
    return status;
}
