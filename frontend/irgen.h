/* State shared by the IR generator's files (irgen.c: module, functions,
 * shaders, statements; irgen_expr.c: expressions, calls, conversions).
 *
 * Values: float -> float, point/vector/normal/color -> <3 x float>, string ->
 * i32 id, a relation -> i1, a matrix -> a pointer to [16 x float] (a variable's
 * storage or a temporary), an array -> a pointer to its storage. */
#ifndef RSL_IRGEN_H
#define RSL_IRGEN_H

#include "diag.h"
#include "semantics.h"

/* What irgen knows about one user function or shader (rsl_func.ir_func). */
typedef struct ir_func {
    rsl_func *func;
    LLVMValueRef fn;
    LLVMTypeRef type;
    bool needs_globals; /* takes the globals pointer (first parameter) */
    rsl_var **captures; /* variables of enclosing functions it uses, by pointer (last parameters; an
                           unsized array parameter's length after it, ir_passes_length) */
    int ncaptures;
    bool overloaded;    /* another function of its name shares its parent: the symbol adds parameter types */
    struct ir_func **callers; /* the functions calling it (a caller per call), to rescan when its needs grow */
    int ncallers;
    bool queued;        /* on the work list of that rescan */
} ir_func;

typedef struct ir_loop {
    LLVMBasicBlockRef brk, cont;
} ir_loop;

typedef struct irgen {
    rsl_program *prog;
    rsl_diag *diag;
    LLVMContextRef ctx;
    LLVMModuleRef mod;
    LLVMBuilderRef b;
    const char *target;
    const rsl_target_options *opts;
    LLVMTypeRef f32, v3, i32, i1, ptr, mat, globals_ty;
    rsl_string_table strings;
    bool failed;
    unsigned warned_env; /* bits of enum rsl_env_kind: features already warned about */
    uint64_t warned_spaces; /* bits of predefined string ids: spaces already warned about */

    /* The function being generated. */
    ir_func *fi;
    LLVMValueRef globals;   /* the globals pointer, or NULL */
    LLVMValueRef ret_slot;  /* storage of the return value (a matrix: the out pointer) */
    LLVMBasicBlockRef entry, ret_block;
    ir_loop loops[RSL_MAX_LOOP_DEPTH];
    int nloops;
    LLVMValueRef *resizables; /* headers of its resizable arrays (irgen_resizable.c) */
    int nresizables, cap_resizables;
} irgen;

/* Reports an internal problem (a runtime function missing, ...). */
/* Every function and shader, nested ones included, each with its ir_func
 * (irgen_funcs.c); ir_free_functions frees those. */
typedef struct ir_func_list {
    rsl_func **v;
    int n, cap;
} ir_func_list;
void ir_collect_functions(irgen *g, ir_func_list *all);
void ir_free_functions(ir_func_list *all);
/* irgen_prune.c: drops the runtime (and anything internal) that nothing uses. */
void ir_drop_unused_internals(LLVMModuleRef mod);

void ir_error(irgen *g, rsl_loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

LLVMTypeRef ir_storage_type(irgen *g, rsl_type t); /* of a variable of type t */
LLVMTypeRef ir_value_type(irgen *g, int kind);     /* of a value of kind (matrix: ptr) */
LLVMValueRef ir_alloca(irgen *g, LLVMTypeRef ty, const char *name); /* in the entry block */
LLVMValueRef ir_zero(irgen *g, int kind);          /* 0 of kind (a matrix: a zeroed temporary) */
LLVMValueRef ir_runtime_call(irgen *g, rsl_loc loc, const char *c_name, LLVMValueRef *args, int nargs);
LLVMValueRef ir_string(irgen *g, int id);
LLVMValueRef ir_const_vec(irgen *g, float x, float y, float z);

LLVMValueRef ir_expr(irgen *g, rsl_expr *e);
LLVMValueRef ir_condition(irgen *g, rsl_expr *e); /* i1 */
LLVMValueRef ir_address(irgen *g, rsl_expr *e);   /* of an IDENT or INDEX */
/* Stores value v of type t at ptr (matrices and arrays are copied). */
void ir_store(irgen *g, rsl_type t, LLVMValueRef v, LLVMValueRef ptr);
/* A constant for a default value when it is one (else NULL). */
LLVMValueRef ir_constant(irgen *g, rsl_expr *e, rsl_type t);

/* n values (floats, or triples stored as 4 lanes as C lays out
 * rsl_float3) in a temporary array; returns its address. */
LLVMValueRef ir_value_array(irgen *g, LLVMValueRef *v, int n, bool triple, const char *name);
/* The renderer queries of env_calls.h (irgen_env_calls.c): calls, the
 * gather statement, illuminance's options (returns the arguments before them). */
LLVMValueRef ir_env_call(irgen *g, rsl_expr *e);
/* irgen_spaces.c: warnings for coordinate systems the target lacks and
 * unknown color spaces. */
void ir_check_space_id(irgen *g, rsl_loc loc, int id);
void ir_check_color_space(irgen *g, rsl_loc loc, int id);
void ir_check_space_args(irgen *g, const rsl_expr *call);
void ir_gather(irgen *g, rsl_stmt *s);
int ir_illuminance_options(irgen *g, rsl_stmt *s);
/* The jump from a loop's step back to its condition `cond`; on the host,
 * through the JIT's iteration budget (to `end` when it is spent). */
void ir_loop_back(irgen *g, rsl_loc loc, LLVMBasicBlockRef cond, LLVMBasicBlockRef end);
/* Statements and blocks for those (irgen.c): a branch only from an open block. */
void ir_stmt(irgen *g, rsl_stmt *s);
LLVMBasicBlockRef ir_block(irgen *g, const char *name);
void ir_branch(irgen *g, LLVMBasicBlockRef bb);

/* format, printf, match, message passing (irgen_dynamic.c). */
LLVMValueRef ir_dynamic_call(irgen *g, rsl_expr *e);

/* Resizable arrays (irgen_resizable.c): a local's header, the address of
 * its elements, resize/push/pop/arraylength, and the zeroing and freeing of
 * the function's headers (end_function). */
void ir_declare_resizable(irgen *g, rsl_var *v);
LLVMValueRef ir_resizable_data(irgen *g, rsl_var *v);
/* The address of element i (i32) of a resizable array, clamped into it. */
LLVMValueRef ir_resizable_element(irgen *g, rsl_var *v, LLVMValueRef i);
LLVMValueRef ir_resizable_call(irgen *g, rsl_expr *e);
/* An unsized array parameter: its length (a float) is passed after it,
 * as a parameter and as a capture. */
static inline bool ir_passes_length(const rsl_var *v)
{
    return v->kind == RSL_VAR_FUNC_PARAM && v->type.array_len == RSL_UNSIZED_ARRAY;
}
/* printf on PTX: a call of CUDA's vprintf (irgen_ptx_printf.c). */
LLVMValueRef ir_ptx_printf(irgen *g, rsl_expr *e);
/* The length (a float) of array `a`: fixed, a resizable array's or an
 * unsized parameter's. */
LLVMValueRef ir_array_length(irgen *g, const rsl_expr *a);
void ir_finish_resizables(irgen *g);

/* Replaces the derivative markers by derivatives (irgen_derivatives.c). */
void ir_differentiate(irgen *g);
/* --target=ptx: a deferred-shading kernel per shader (irgen_ptx_kernels.c). */
void ir_ptx_kernels(irgen *g);
/* --target=rpu: the shader entries the RPU's drivers call (irgen_rpu_entries.c). */
void ir_rpu_entries(irgen *g);

#endif /* RSL_IRGEN_H */
