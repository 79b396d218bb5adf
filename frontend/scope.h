/* Sema's scopes: the names a block, function or the file declares, each
 * scope hashed by name (a file of 40k functions has 40k names in one). */
#ifndef RSL_SCOPE_H
#define RSL_SCOPE_H

#include "ast.h"
#include "namemap.h"

typedef struct sym {
    const char *name;
    rsl_var *var;   /* a variable, or */
    rsl_func *func; /* a function (overloads are several entries), or */
    int global;     /* a shading global made visible by `extern` (-1 otherwise) */
    bool used;
    int older;      /* the previous entry of this name in the scope, or -1 */
} sym;

typedef struct scope {
    struct scope *parent;
    sym *syms; /* in declaration order */
    int n, cap;
    rsl_namemap newest; /* name -> its latest entry */
} scope;

scope *rsl_scope_push(scope *parent);
/* Frees `sc`; its parent. */
scope *rsl_scope_pop(scope *sc);
/* A new entry (global -1, the rest zero); valid until the next add. */
sym *rsl_scope_add(scope *sc, const char *name);
/* The variable (or extern global) `name` declared last in `sc` or, with
 * `outward`, the innermost scope declaring one; NULL if none. */
sym *rsl_scope_find_var(scope *sc, const char *name, bool outward);
/* The functions named `name` of the innermost scope that declares any, in
 * declaration order (a nested function hides the outer ones of its name, as
 * a nested variable does); at most max; their number. */
int rsl_scope_find_funcs(scope *sc, const char *name, rsl_func **out, int max);

#endif
