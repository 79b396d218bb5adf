/* AST construction helpers, the arena the tree lives in, names, and the
 * readable dump (rsl2ll --ast-dump). */
#include "ast.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rslfront.h"

/* ---- Arena ----------------------------------------------------------------- */
typedef struct arena_chunk {
    struct arena_chunk *next;
    size_t used, size;
    max_align_t data[]; /* keeps every allocation max-aligned */
} arena_chunk;

struct rsl_arena {
    arena_chunk *head;
};

enum { ARENA_CHUNK = 64 * 1024 };

rsl_arena *rsl_arena_new(void) {
    rsl_arena *a = calloc(1, sizeof *a);
    if (!a) abort();
    return a;
}

void *rsl_arena_alloc(rsl_arena *a, size_t size) {
    const size_t align = _Alignof(max_align_t);
    size = (size + align - 1) / align * align;
    arena_chunk *c = a->head;
    if (!c || c->size - c->used < size) {
        size_t cap = size > ARENA_CHUNK ? size : ARENA_CHUNK;
        c = malloc(sizeof *c + cap);
        if (!c) abort();
        c->next = a->head;
        c->used = 0;
        c->size = cap;
        a->head = c;
    }
    void *p = (char *)c->data + c->used;
    c->used += size;
    memset(p, 0, size);
    return p;
}

char *rsl_arena_strndup(rsl_arena *a, const char *s, size_t len) {
    char *p = rsl_arena_alloc(a, len + 1);
    memcpy(p, s, len);
    p[len] = 0;
    return p;
}

void rsl_arena_free(rsl_arena *a) {
    if (!a) return;
    for (arena_chunk *c = a->head, *n; c; c = n) {
        n = c->next;
        free(c);
    }
    free(a);
}

/* ---- Builders -------------------------------------------------------------- */
rsl_type rsl_type_make(enum rsl_type_kind kind, enum rsl_detail detail, int array_len) {
    rsl_type t = {kind, detail, array_len};
    return t;
}

rsl_expr *rsl_ast_new_expr(rsl_arena *a, enum rsl_expr_kind kind, rsl_loc loc) {
    rsl_expr *e = rsl_arena_alloc(a, sizeof *e);
    e->kind = kind;
    e->loc = loc;
    e->global = -1;
    e->type.array_len = RSL_NOT_ARRAY;
    e->cast_type.array_len = RSL_NOT_ARRAY;
    return e;
}

rsl_stmt *rsl_ast_new_stmt(rsl_arena *a, enum rsl_stmt_kind kind, rsl_loc loc) {
    rsl_stmt *s = rsl_arena_alloc(a, sizeof *s);
    s->kind = kind;
    s->loc = loc;
    s->level = 1;
    return s;
}

rsl_var *rsl_ast_new_var(rsl_arena *a, enum rsl_var_kind kind, rsl_loc loc, const char *name) {
    rsl_var *v = rsl_arena_alloc(a, sizeof *v);
    v->kind = kind;
    v->loc = loc;
    v->name = name;
    v->type.array_len = RSL_NOT_ARRAY;
    return v;
}

rsl_func *rsl_ast_new_func(rsl_arena *a, enum rsl_shader_kind kind, rsl_loc loc, const char *name) {
    rsl_func *f = rsl_arena_alloc(a, sizeof *f);
    f->kind = kind;
    f->loc = loc;
    f->name = name;
    f->ret = rsl_type_make(RSL_T_VOID, RSL_DETAIL_DEFAULT, RSL_NOT_ARRAY);
    return f;
}

void rsl_program_free(rsl_program *p) {
    if (p) rsl_arena_free(p->arena); /* the program itself lives in its arena */
}

/* ---- Names ------------------------------------------------------------------ */
const char *rsl_type_kind_name(enum rsl_type_kind k) {
    static const char *const names[] = {
#define RSL_X_(k, s) s,
        RSL_TYPE_KINDS(RSL_X_)
#undef RSL_X_
    };
    return (unsigned)k < RSL_T_COUNT ? names[k] : "?";
}

const char *rsl_op_spelling(enum rsl_op op) {
    static const char *const names[RSL_OP_COUNT] = {
        [RSL_OP_NONE] = "?",      [RSL_OP_NEG] = "-",         [RSL_OP_NOT] = "!",
        [RSL_OP_ADD] = "+",       [RSL_OP_SUB] = "-",         [RSL_OP_MUL] = "*",
        [RSL_OP_DIV] = "/",       [RSL_OP_DOT] = ".",         [RSL_OP_CROSS] = "^",
        [RSL_OP_LT] = "<",        [RSL_OP_LE] = "<=",         [RSL_OP_GT] = ">",
        [RSL_OP_GE] = ">=",       [RSL_OP_EQ] = "==",         [RSL_OP_NE] = "!=",
        [RSL_OP_AND] = "&&",      [RSL_OP_OR] = "||",         [RSL_OP_ASSIGN] = "=",
        [RSL_OP_ADD_ASSIGN] = "+=", [RSL_OP_SUB_ASSIGN] = "-=", [RSL_OP_MUL_ASSIGN] = "*=",
        [RSL_OP_DIV_ASSIGN] = "/=",
    };
    return (unsigned)op < RSL_OP_COUNT ? names[op] : "?";
}

const char *rsl_shader_kind_name(enum rsl_shader_kind k) {
    static const char *const names[RSL_SHADER_KIND_COUNT] = {
        [RSL_SHADER_SURFACE] = "surface", [RSL_SHADER_LIGHT] = "light",
        [RSL_SHADER_DISPLACEMENT] = "displacement", [RSL_SHADER_VOLUME] = "volume",
        [RSL_SHADER_IMAGER] = "imager", [RSL_SHADER_TRANSFORMATION] = "transformation",
        [RSL_SHADER_FUNCTION] = "function",
    };
    return (unsigned)k < RSL_SHADER_KIND_COUNT ? names[k] : "?";
}

const char *rsl_type_format(rsl_type t, char *buf, size_t size) {
    const char *detail = t.detail == RSL_DETAIL_UNIFORM   ? "uniform "
                         : t.detail == RSL_DETAIL_VARYING ? "varying "
                                                          : "";
    if (t.array_len == RSL_NOT_ARRAY)
        snprintf(buf, size, "%s%s", detail, rsl_type_kind_name(t.kind));
    else if (t.array_len == RSL_UNSIZED_ARRAY)
        snprintf(buf, size, "%s%s[]", detail, rsl_type_kind_name(t.kind));
    else
        snprintf(buf, size, "%s%s[%d]", detail, rsl_type_kind_name(t.kind), t.array_len);
    return buf;
}

/* ---- Dump ------------------------------------------------------------------- */
typedef struct dumper {
    FILE *out;
    const rsl_program *prog;
} dumper;

static void indent(const dumper *d, int depth) {
    for (int i = 0; i < depth; i++) fputs("  ", d->out);
}

/* " <line:col>", with the file name when it is not the main file's. */
static void dump_loc(const dumper *d, rsl_loc loc) {
    if (loc.file && d->prog->file && strcmp(loc.file, d->prog->file) != 0)
        fprintf(d->out, " <%s:%d:%d>", loc.file, loc.line, loc.col);
    else
        fprintf(d->out, " <%d:%d>", loc.line, loc.col);
}

static void dump_string(const dumper *d, const char *s, size_t len) {
    fputc('"', d->out);
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        switch (c) {
        case '"': fputs("\\\"", d->out); break;
        case '\\': fputs("\\\\", d->out); break;
        case '\n': fputs("\\n", d->out); break;
        case '\t': fputs("\\t", d->out); break;
        default:
            if (c < 32 || c >= 127)
                fprintf(d->out, "\\%03o", c);
            else
                fputc(c, d->out);
        }
    }
    fputc('"', d->out);
}

static void dump_expr(const dumper *d, const rsl_expr *e, int depth);
static void dump_stmt(const dumper *d, const rsl_stmt *s, int depth);
static void dump_func(const dumper *d, const rsl_func *f, int depth);

static void dump_child_or_none(const dumper *d, const rsl_expr *e, int depth) {
    if (e) {
        dump_expr(d, e, depth);
    } else {
        indent(d, depth);
        fputs("<none>\n", d->out);
    }
}

static void dump_expr(const dumper *d, const rsl_expr *e, int depth) {
    static const char *const kinds[] = {
        [RSL_E_NUM] = "Num",     [RSL_E_STR] = "Str",       [RSL_E_IDENT] = "Ident",
        [RSL_E_UNARY] = "Unary", [RSL_E_BINARY] = "Binary", [RSL_E_COND] = "Cond",
        [RSL_E_ASSIGN] = "Assign", [RSL_E_CALL] = "Call",   [RSL_E_CAST] = "Cast",
        [RSL_E_TRIPLE] = "Triple", [RSL_E_MATRIX] = "Matrix", [RSL_E_INDEX] = "Index",
        [RSL_E_ARRAY_INIT] = "ArrayInit",
    };
    char buf[64];
    indent(d, depth);
    fputs(kinds[e->kind], d->out);
    switch (e->kind) {
    case RSL_E_NUM: fprintf(d->out, " %.9g", e->num); break;
    case RSL_E_STR: fputc(' ', d->out); dump_string(d, e->str, e->str_len); break;
    case RSL_E_IDENT:
    case RSL_E_CALL: fprintf(d->out, " %s", e->name); break;
    case RSL_E_UNARY:
    case RSL_E_BINARY:
    case RSL_E_ASSIGN: fprintf(d->out, " '%s'", rsl_op_spelling(e->op)); break;
    case RSL_E_CAST:
        fprintf(d->out, " %s%s", e->implicit ? "implicit " : "", rsl_type_format(e->cast_type, buf, sizeof buf));
        if (e->space) {
            fputc(' ', d->out);
            dump_string(d, e->space, strlen(e->space));
        }
        break;
    default: break;
    }
    if (d->prog->sema_done) fprintf(d->out, " : %s", rsl_type_format(e->type, buf, sizeof buf));
    dump_loc(d, e->loc);
    fputc('\n', d->out);
    if (e->a) dump_expr(d, e->a, depth + 1);
    if (e->b) dump_expr(d, e->b, depth + 1);
    if (e->c) dump_expr(d, e->c, depth + 1);
    for (int i = 0; i < e->nargs; i++) dump_expr(d, e->args[i], depth + 1);
}

static void dump_var(const dumper *d, const rsl_var *v, int depth) {
    static const char *const kinds[] = {
        [RSL_VAR_SHADER_PARAM] = "Param", [RSL_VAR_FUNC_PARAM] = "Param", [RSL_VAR_LOCAL] = "Var"};
    char buf[64];
    indent(d, depth);
    fprintf(d->out, "%s %s%s%s %s", kinds[v->kind], v->is_extern ? "extern " : "",
            v->is_output ? "output " : "", rsl_type_format(v->type, buf, sizeof buf), v->name);
    dump_loc(d, v->loc);
    fputc('\n', d->out);
    if (v->init) dump_expr(d, v->init, depth + 1);
}

static void dump_label(const dumper *d, const char *label, int depth) {
    indent(d, depth);
    fprintf(d->out, "%s\n", label);
}

static void dump_stmt(const dumper *d, const rsl_stmt *s, int depth) {
    static const char *const kinds[] = {
        [RSL_S_EMPTY] = "Empty",       [RSL_S_BLOCK] = "Block",     [RSL_S_DECL] = "Decl",
        [RSL_S_EXPR] = "ExprStmt",     [RSL_S_IF] = "If",           [RSL_S_WHILE] = "While",
        [RSL_S_FOR] = "For",           [RSL_S_BREAK] = "Break",     [RSL_S_CONTINUE] = "Continue",
        [RSL_S_RETURN] = "Return",     [RSL_S_ILLUMINANCE] = "Illuminance",
        [RSL_S_ILLUMINATE] = "Illuminate", [RSL_S_SOLAR] = "Solar", [RSL_S_GATHER] = "Gather",
        [RSL_S_FUNC] = "FuncDef",
    };
    if (s->kind == RSL_S_FUNC) {
        dump_func(d, s->func, depth);
        return;
    }
    indent(d, depth);
    fputs(kinds[s->kind], d->out);
    if (s->kind == RSL_S_BREAK || s->kind == RSL_S_CONTINUE) fprintf(d->out, " %d", s->level);
    dump_loc(d, s->loc);
    fputc('\n', d->out);
    switch (s->kind) {
    case RSL_S_BLOCK:
        for (int i = 0; i < s->nstmts; i++) dump_stmt(d, s->stmts[i], depth + 1);
        break;
    case RSL_S_DECL:
        for (int i = 0; i < s->nvars; i++) dump_var(d, s->vars[i], depth + 1);
        break;
    case RSL_S_EXPR:
    case RSL_S_RETURN:
        if (s->expr) dump_expr(d, s->expr, depth + 1);
        break;
    case RSL_S_IF:
    case RSL_S_WHILE:
        dump_expr(d, s->expr, depth + 1);
        dump_stmt(d, s->body, depth + 1);
        if (s->else_body) {
            dump_label(d, "Else", depth);
            dump_stmt(d, s->else_body, depth + 1);
        }
        break;
    case RSL_S_FOR:
        dump_child_or_none(d, s->init, depth + 1);
        dump_child_or_none(d, s->expr, depth + 1);
        dump_child_or_none(d, s->step, depth + 1);
        dump_stmt(d, s->body, depth + 1);
        break;
    case RSL_S_ILLUMINANCE:
    case RSL_S_ILLUMINATE:
    case RSL_S_SOLAR:
    case RSL_S_GATHER:
        if (s->category) {
            dump_label(d, "Category", depth + 1);
            dump_expr(d, s->category, depth + 2);
        }
        for (int i = 0; i < s->nargs; i++) dump_expr(d, s->args[i], depth + 1);
        dump_stmt(d, s->body, depth + 1);
        if (s->else_body) {
            dump_label(d, "Else", depth);
            dump_stmt(d, s->else_body, depth + 1);
        }
        break;
    default: break;
    }
}

static void dump_func(const dumper *d, const rsl_func *f, int depth) {
    char buf[64];
    indent(d, depth);
    if (f->kind == RSL_SHADER_FUNCTION)
        fprintf(d->out, "Function %s %s", rsl_type_format(f->ret, buf, sizeof buf), f->name);
    else
        fprintf(d->out, "Shader %s %s", rsl_shader_kind_name(f->kind), f->name);
    dump_loc(d, f->loc);
    fputc('\n', d->out);
    for (int i = 0; i < f->nparams; i++) dump_var(d, f->params[i], depth + 1);
    if (f->body) dump_stmt(d, f->body, depth + 1);
}

void rsl_ast_dump(const rsl_program *p, FILE *out) {
    dumper d = {out, p};
    fprintf(out, "Program \"%s\"\n", p->file ? p->file : "");
    for (int i = 0; i < p->nfuncs; i++) dump_func(&d, p->funcs[i], 1);
}
