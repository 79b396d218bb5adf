/* The parser's state and the helpers its files share: parser.c (tokens,
 * errors, the entry points), parse_expr.c, parse_decl.c, parse_stmt.c,
 * parse_structs.c and parse_class.c (RSL 2.0 structs, shader classes and
 * shader handles). */
#ifndef RSL_PARSER_INTERNAL_H
#define RSL_PARSER_INTERNAL_H

#include "lexer.h"
#include "namemap.h"

enum { PARSER_LOOKAHEAD = 4 };

/* A growable array in the arena (the old copy stays there until the end). */
typedef struct ptrvec {
    void **v;
    int n, cap;
} ptrvec;
void rsl_ptrvec_push(rsl_arena *, ptrvec *, void *);

typedef struct parser {
    rsl_pp *pp;
    rsl_diag *diag;
    rsl_arena *arena;
    rsl_token la[PARSER_LOOKAHEAD];
    int nla;
    rsl_loc last_loc; /* of the last consumed token, for "expected ';'" after it */
    size_t last_len;
    int depth;
    bool panic; /* an error was reported; quiet until the next statement */
    bool fatal; /* too deep, or too many errors: unwind */
    rsl_func *func; /* being parsed */
    /* parse_structs.c: which names are structs and struct values */
    ptrvec structs;             /* rsl_struct *, declared so far */
    rsl_namemap struct_names;   /* -> index in structs */
    ptrvec struct_funcs;        /* rsl_func * with a struct result, defined so far */
    rsl_namemap struct_func_names;
    ptrvec visible;             /* struct variables and the names hiding them, innermost last */
    rsl_namemap visible_names;  /* -> the innermost's index in visible */
} parser;

/* Qualifiers and a type (a struct's name included: strct). */
typedef struct decl_spec {
    rsl_type type;
    const rsl_struct *strct;
    bool is_output, is_extern;
    rsl_loc loc;
} decl_spec;

/* parser.c: tokens, errors, keywords */
const rsl_token *rsl_parser_peek(parser *, int k);
bool rsl_parser_at(parser *, enum rsl_tok);
rsl_token rsl_parser_next(parser *);
bool rsl_parser_accept(parser *, enum rsl_tok);
bool rsl_parser_expect(parser *, enum rsl_tok);
bool rsl_parser_is_word(const rsl_token *, const char *word);
__attribute__((format(printf, 3, 4))) void rsl_parser_error(parser *, rsl_loc, const char *fmt, ...);
/* "expected WHAT before" the current token. */
void rsl_parser_error_expected(parser *, const char *what);
bool rsl_parser_expect_semi(parser *);
/* Entering a nested statement or expression: false (reported) when too deep. */
bool rsl_parser_enter(parser *);
bool rsl_parser_enter_expr(parser *);
void rsl_parser_leave(parser *);
/* The rsl_type_kind a type keyword names, or -1. */
int rsl_parser_type_keyword(const rsl_token *);
/* A declaration: a type, a qualifier or a struct's name. */
bool rsl_parser_starts_decl(parser *, const rsl_token *);
/* The rsl_shader_kind a shader keyword names, or -1. */
int rsl_parser_shader_keyword(const rsl_token *);
bool rsl_parser_is_reserved(const rsl_token *);
bool rsl_parser_expect_name(parser *, const char *what, rsl_token *out);
const char *rsl_parser_ident(parser *, const rsl_token *);

/* parse_expr.c */
rsl_expr *rsl_parse_assign(parser *);
/* Expressions up to `close` (eaten), comma-separated, into out. */
bool rsl_parser_expr_list(parser *, enum rsl_tok close, ptrvec *out);
void rsl_parser_set_args(rsl_expr *call, const ptrvec *args);
/* '(' arguments ')' of a call. */
bool rsl_parser_call_args(parser *, rsl_expr *call);

/* parse_decl.c */
bool rsl_parser_decl_spec(parser *, decl_spec *);
rsl_var *rsl_parser_declarator(parser *, const decl_spec *, enum rsl_var_kind);
bool rsl_parser_params(parser *, rsl_func *, enum rsl_var_kind);
rsl_func *rsl_parser_function_rest(parser *, enum rsl_shader_kind, const decl_spec *, const rsl_token *name);
/* A function or shader definition at the top level; NULL after an error. */
rsl_func *rsl_parse_definition(parser *);
/* After an error at the top level: skips past the definition. */
void rsl_parser_skip_definition(parser *);

/* parse_stmt.c */
rsl_stmt *rsl_parse_block(parser *);

/* parse_structs.c */
/* `struct NAME { members }` at the top level. */
void rsl_parse_struct(parser *);
/* After an error inside a struct's or class's braces: skips past the '}'. */
void rsl_parser_skip_body(parser *, bool inside);
/* The struct a type name names, or NULL. */
const rsl_struct *rsl_parser_find_struct(parser *, const rsl_token *);
/* Forgets the variables recorded since visible.n was n (the end of a scope). */
void rsl_parser_forget(parser *, int n);
void rsl_parser_free_names(parser *);
/* Records a function with a struct result (calls of it are struct values). */
void rsl_parser_add_struct_func(parser *, rsl_func *);
/* Records a declared variable (its name may hide a struct variable); false
 * (reported) for an array of structs that cannot be lowered. */
bool rsl_parser_declare(parser *, rsl_var *);
/* An identifier or call, marked when it names a whole struct value. */
void rsl_parser_mark_struct(parser *, rsl_expr *);
/* After a struct value e, at '.' or '->' (a member access). */
bool rsl_parser_at_member(parser *, const rsl_expr *e);
/* There: the member it names ("x.m"); NULL after an error. */
rsl_expr *rsl_parse_member(parser *, rsl_expr *base);
/* The member of st named `name`, or NULL. */
const rsl_var *rsl_struct_member(const rsl_struct *st, const char *name);
/* At '->' or a call of getshader/getlights, or the type `shader`: reports that
 * no target has shader handles; true when it did. */
bool rsl_parser_reject_handle(parser *, const rsl_token *);

/* parse_class.c: `class NAME(params) { members; methods }`; appends the
 * shaders it makes (one per shader method) to funcs. */
void rsl_parse_class(parser *, ptrvec *funcs);

/* lower_structs.c: member m of a struct value (a variable "x" or an element
 * "a"[i]): the variable "x.m" or the element "a.m"[i]. */
rsl_expr *rsl_struct_member_expr(rsl_arena *, const rsl_expr *base, const rsl_var *m);

/* ast_clone.c: deep copies before sema; a copied variable's owner is `owner`,
 * a copied function's parent `parent`. */
rsl_expr *rsl_expr_clone(rsl_arena *, const rsl_expr *);
rsl_stmt *rsl_stmt_clone(rsl_arena *, const rsl_stmt *, rsl_func *owner);
rsl_func *rsl_func_clone(rsl_arena *, const rsl_func *, rsl_func *parent);
/* lower_structs.c: replaces every struct variable, parameter and result of
 * a parsed program by per-member ones; errors go to diag. */
void rsl_lower_structs(rsl_program *, rsl_diag *);

#endif /* RSL_PARSER_INTERNAL_H */
