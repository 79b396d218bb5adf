/* Internal interfaces of the frontend's second half: semantic analysis
 * (sema.c), IR generation (irgen*.c), the target module (target.c) and
 * `--info` (info.c). */
#ifndef RSL_SEMANTICS_H
#define RSL_SEMANTICS_H

#include <stdbool.h>

#include <llvm-c/Core.h>

#include "ast.h"
#include "namemap.h"
#include "rsl_runtime.h"

/* Loops (illuminance included) nest at most this deep (irgen's loop stack). */
#define RSL_MAX_LOOP_DEPTH 64

/* ---- Interned strings ---------------------------------------------------------
 * Ids as rsl_abi.h fixes them: 0 "", the predefined names from 1, any other
 * string from RSL_STRING_FIRST_FREE on, in order of first use.  Ids between
 * the predefined ones and RSL_STRING_FIRST_FREE have no name (NULL). */
typedef struct rsl_string_table {
    char **names;
    int count, cap;
    rsl_namemap ids; /* name -> its lowest id */
} rsl_string_table;
void rsl_string_table_init(rsl_string_table *);
int rsl_string_intern(rsl_string_table *, const char *s);
/* Gives `s` the id `id` (irgen rebuilding sema's table from the tree). */
void rsl_string_table_set(rsl_string_table *, int id, const char *s);
void rsl_string_table_free(rsl_string_table *);
char *rsl_strdup(const char *s); /* malloc'd copy; aborts when out of memory */

/* ---- Recursion ------------------------------------------------------------------
 * RSL has no recursion: reports each call cycle among the program's functions
 * (nested ones included), once sema has resolved the calls. */
typedef struct rsl_diag rsl_diag;
void rsl_check_recursion(rsl_program *prog, rsl_diag *diag);

/* ---- Shading globals ------------------------------------------------------------ */
int rsl_global_lookup(const char *name); /* enum rsl_global_index, or -1 */
int rsl_global_kind(int index);          /* enum rsl_type_kind */

/* ---- The target module ------------------------------------------------------------ */
bool rsl_target_known(const char *target);
/* The runtime's bitcode for target (standard library + glue), its definitions
 * made internal: the module shaders are generated into.  NULL with a malloc'd
 * *error when the bitcode is missing or broken. */
LLVMModuleRef rsl_target_module(LLVMContextRef, const char *target, const char *module_name, char **error);

#endif /* RSL_SEMANTICS_H */
