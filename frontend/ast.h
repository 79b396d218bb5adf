/* The RSL abstract syntax tree (internal to the frontend library).
 *
 * The parser builds it; sema fills the slots marked "sema" (resolved types,
 * the declaration an identifier names, the function a call chooses); irgen
 * reads both.  Every node lives in the program's arena and is freed with the
 * program, so nothing in the tree is freed one by one: code that adds nodes
 * (e.g. sema inserting implicit conversions) allocates them with
 * rsl_arena_alloc(program->arena, ...) or the rsl_ast_new_* helpers. */
#ifndef RSL_AST_H
#define RSL_AST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "rsl_abi.h"

/* ---- Arena ----------------------------------------------------------------- */
typedef struct rsl_arena rsl_arena;
rsl_arena *rsl_arena_new(void);
void *rsl_arena_alloc(rsl_arena *, size_t size); /* zeroed, max-aligned */
char *rsl_arena_strndup(rsl_arena *, const char *s, size_t len);
void rsl_arena_free(rsl_arena *);

/* ---- Source locations ------------------------------------------------------
 * file is the name the file was opened by (an #include'd file keeps its own),
 * interned for the lifetime of the program; line and col count from 1.  A
 * token that comes from a macro expansion carries the invocation's location. */
typedef struct rsl_loc {
    const char *file;
    int line, col;
} rsl_loc;

/* ---- Types ------------------------------------------------------------------ */
enum rsl_detail {
    RSL_DETAIL_DEFAULT, /* not written: sema decides (sema_detail.c) */
    RSL_DETAIL_UNIFORM,
    RSL_DETAIL_VARYING,
    RSL_DETAIL_ARGUMENT /* sema: a function parameter without `uniform`/`varying`
                           and what is computed from it: the detail of the call's arguments */
};
#define RSL_NOT_ARRAY (-1)
#define RSL_UNSIZED_ARRAY 0
typedef struct rsl_type {
    enum rsl_type_kind kind; /* from rsl_abi.h: RSL_T_FLOAT ... */
    enum rsl_detail detail;
    int array_len; /* RSL_NOT_ARRAY, RSL_UNSIZED_ARRAY (`float a[]`) or the length */
} rsl_type;

const char *rsl_type_kind_name(enum rsl_type_kind); /* "float", ... */

/* ---- Expressions ------------------------------------------------------------ */
enum rsl_expr_kind {
    RSL_E_NUM,        /* num */
    RSL_E_STR,        /* str, str_len (escapes decoded) */
    RSL_E_IDENT,      /* name */
    RSL_E_UNARY,      /* op a */
    RSL_E_BINARY,     /* a op b */
    RSL_E_COND,       /* a ? b : c */
    RSL_E_ASSIGN,     /* a op b; op is RSL_OP_ASSIGN or a compound one; a is IDENT or INDEX */
    RSL_E_CALL,       /* name(args) */
    RSL_E_CAST,       /* cast_type [space] a: `float x`, `point "world" (0,0,0)`;
                         implicit is set on conversions sema inserts */
    RSL_E_TRIPLE,     /* (args[0], args[1], args[2]) */
    RSL_E_MATRIX,     /* (args[0] ... args[15]) */
    RSL_E_INDEX,      /* a[b] */
    RSL_E_ARRAY_INIT  /* {args...}: only as an initializer or default */
};

enum rsl_op {
    RSL_OP_NONE,
    RSL_OP_NEG, /* -a */
    RSL_OP_NOT, /* !a */
    RSL_OP_ADD,
    RSL_OP_SUB,
    RSL_OP_MUL,
    RSL_OP_DIV,
    RSL_OP_DOT,   /* a . b */
    RSL_OP_CROSS, /* a ^ b */
    RSL_OP_LT,
    RSL_OP_LE,
    RSL_OP_GT,
    RSL_OP_GE,
    RSL_OP_EQ,
    RSL_OP_NE,
    RSL_OP_AND, /* && */
    RSL_OP_OR,  /* || */
    RSL_OP_ASSIGN,
    RSL_OP_ADD_ASSIGN,
    RSL_OP_SUB_ASSIGN,
    RSL_OP_MUL_ASSIGN,
    RSL_OP_DIV_ASSIGN,
    RSL_OP_COUNT
};
const char *rsl_op_spelling(enum rsl_op); /* "+", "+=", "." ... */

typedef struct rsl_expr rsl_expr;
typedef struct rsl_var rsl_var;

/* An RSL 2.0 struct: the parser reads it and resolves member access to the
 * per-member variables "x.m"; lower_structs.c replaces each struct variable,
 * parameter and result by those before sema, so sema and irgen never see one. */
typedef struct rsl_struct {
    rsl_loc loc;
    const char *name;
    rsl_var **members; /* with their types and defaults (init) */
    int nmembers;
    int nleaves;       /* members once nested structs are expanded */
} rsl_struct;
typedef struct rsl_func rsl_func;
typedef struct rsl_stmt rsl_stmt;

struct rsl_expr {
    enum rsl_expr_kind kind;
    enum rsl_op op;
    rsl_loc loc;            /* of the operator for UNARY/BINARY/ASSIGN/COND, else of the first token */
    rsl_expr *a, *b, *c;    /* operands */
    rsl_expr **args;        /* CALL arguments, TRIPLE/MATRIX/ARRAY_INIT elements */
    int nargs;
    double num;             /* NUM */
    const char *name;       /* IDENT, CALL */
    const char *str;        /* STR (NUL-terminated; may hold NULs, see str_len) */
    size_t str_len;
    rsl_type cast_type;     /* CAST: kind only (detail DEFAULT, not an array) */
    const char *space;      /* CAST: coordinate system / color space literal, or NULL */
    bool implicit;          /* CAST inserted by sema */

    /* sema */
    rsl_type type;                  /* resolved type of the expression */
    rsl_var *var;                   /* IDENT: the variable it names, NULL for a shading global */
    int global;                     /* IDENT: enum rsl_global_index, or -1 */
    rsl_func *callee;               /* CALL: the user function chosen, or NULL */
    const rsl_builtin_sig *builtin; /* CALL: the builtin chosen, or NULL */
    int string_id;                  /* STR, CAST space: interned id (rsl_abi.h) */
    struct rsl_env_call *env_call;  /* CALL: texture, shadow, filterstep... (env_calls.h), or NULL */
    const rsl_struct *strct;        /* parser: a whole struct value (lowered before sema) */
    int dynamic_call;               /* CALL: enum rsl_dynamic_call (dynamic_calls.h), 0 if none */
};

/* ---- Variables (shader and function parameters, locals) ------------------- */
enum rsl_var_kind {
    RSL_VAR_SHADER_PARAM,
    RSL_VAR_FUNC_PARAM,
    RSL_VAR_LOCAL
};
struct rsl_var {
    enum rsl_var_kind kind;
    rsl_loc loc;        /* of the name */
    const char *name;
    rsl_type type;
    bool is_output;     /* `output` */
    bool is_extern;     /* `extern` */
    rsl_expr *init;     /* initializer / default value, or NULL */
    const rsl_struct *strct; /* parser: its struct type, type keeping the detail and array_len */
    bool is_member;     /* lower_structs.c: a member of a struct variable (unused members are fine) */

    /* sema / irgen */
    rsl_func *owner;    /* the function or shader it belongs to */
    int conditions;     /* sema: varying conditions around its declaration (sema_detail.c) */
    bool used_as_uniform; /* sema: an unqualified parameter the body needs uniform, */
    rsl_loc uniform_use;  /* there (sema_detail.c) */
    int index;          /* position among the owner's params (params only) */
    void *ir_value;     /* irgen: its LLVMValueRef (storage pointer) */
    void *ir_length;    /* irgen: an unsized array parameter's length, a float passed beside it */
};

/* ---- Statements ------------------------------------------------------------- */
enum rsl_stmt_kind {
    RSL_S_EMPTY,       /* ; */
    RSL_S_BLOCK,       /* { stmts } */
    RSL_S_DECL,        /* vars (one declaration with several declarators) */
    RSL_S_EXPR,        /* expr ; */
    RSL_S_IF,          /* if (expr) body else else_body */
    RSL_S_WHILE,       /* while (expr) body */
    RSL_S_FOR,         /* for (init; expr; step) body; each may be NULL */
    RSL_S_BREAK,       /* break level */
    RSL_S_CONTINUE,    /* continue level */
    RSL_S_RETURN,      /* return expr (may be NULL) */
    RSL_S_ILLUMINANCE, /* illuminance ([category,] args: P [, axis, angle]) body */
    RSL_S_ILLUMINATE,  /* illuminate (args: P [, axis, angle]) body */
    RSL_S_SOLAR,       /* solar ([args: axis, angle]) body */
    RSL_S_GATHER,      /* gather (category, args: P, dir, angle, samples, ...) body else else_body */
    RSL_S_FUNC         /* a nested function definition: func */
};
struct rsl_stmt {
    enum rsl_stmt_kind kind;
    rsl_loc loc;             /* of the first token */
    rsl_stmt **stmts;        /* BLOCK */
    int nstmts;
    rsl_var **vars;          /* DECL */
    int nvars;
    rsl_expr *expr;          /* EXPR, RETURN value, IF/WHILE/FOR condition */
    rsl_expr *init, *step;   /* FOR */
    rsl_stmt *body;          /* IF then, loops, light statements */
    rsl_stmt *else_body;     /* IF, GATHER */
    int level;               /* BREAK/CONTINUE: how many loops (1 when not written) */
    rsl_expr *category;      /* ILLUMINANCE, GATHER: category string expr, or NULL */
    rsl_expr **args;         /* light statements and gather, after the category */
    int nargs;
    rsl_func *func;          /* FUNC */
    struct rsl_env_call *env_call; /* sema: GATHER's options, ILLUMINANCE's when it has some (env_calls.h) */
};

/* ---- Functions and shaders ------------------------------------------------- */
struct rsl_func {
    enum rsl_shader_kind kind; /* RSL_SHADER_SURFACE ... or RSL_SHADER_FUNCTION */
    rsl_loc loc;               /* of the name */
    const char *name;
    rsl_type ret;              /* functions; void for shaders */
    bool is_extern_decl;       /* reserved: a prototype without body (body NULL) */
    rsl_var **params;
    int nparams;
    rsl_stmt *body;            /* a BLOCK */
    rsl_func *parent;          /* the enclosing function of a nested definition */
    const rsl_struct *ret_struct; /* parser: a struct result (lowered to output parameters) */

    /* sema / irgen */
    int call_id;               /* sema: its node in the call graph (recursion check) */
    int sema_state;            /* sema: 0 not checked yet, 1 being checked, 2 checked */
    enum rsl_detail ret_detail; /* sema: the detail of what it returns (sema_detail.c) */
    void *ir_func;             /* irgen: its LLVMValueRef */
    const char *mangled;       /* irgen: the symbol name chosen (overloads) */
};

/* ---- The program -------------------------------------------------------------- */
struct rsl_program {
    rsl_arena *arena;
    const char *file;  /* the main file's name */
    rsl_func **funcs;  /* top-level shaders and functions, in source order */
    int nfuncs;
    bool sema_done;    /* sema: types in the tree are meaningful (the dump prints them) */
    bool has_structs;  /* parser: structs to lower (lower_structs.c) */
};
typedef struct rsl_program rsl_program;

/* Builders used by the parser and by sema (nodes zeroed, global = -1,
 * array_len = RSL_NOT_ARRAY). */
rsl_expr *rsl_ast_new_expr(rsl_arena *, enum rsl_expr_kind, rsl_loc);
rsl_stmt *rsl_ast_new_stmt(rsl_arena *, enum rsl_stmt_kind, rsl_loc);
rsl_var *rsl_ast_new_var(rsl_arena *, enum rsl_var_kind, rsl_loc, const char *name);
rsl_func *rsl_ast_new_func(rsl_arena *, enum rsl_shader_kind, rsl_loc, const char *name);
rsl_type rsl_type_make(enum rsl_type_kind, enum rsl_detail, int array_len);

/* Names for dumps and diagnostics. */
const char *rsl_shader_kind_name(enum rsl_shader_kind); /* "surface", ..., "function" */
/* Writes e.g. "varying point[3]" into buf (always NUL-terminated). */
const char *rsl_type_format(rsl_type, char *buf, size_t size);

#endif /* RSL_AST_H */
