// gen_builtins turns each rsl_ declaration into one table row, by the
// conventions of runtime/rsl_stdlib.h.
// RUN: gen_builtins -I %src/runtime -o - %s | FileCheck %s
#include "rsl_abi.h"

float rsl_sqrt(float x);
// CHECK: {"sqrt", "rsl_sqrt", RSL_T_FLOAT, 1, {RSL_T_FLOAT}, 0},
rsl_color rsl_noise__c_pf(rsl_point p, float t);
// CHECK-NEXT: {"noise", "rsl_noise__c_pf", RSL_T_COLOR, 2, {RSL_T_POINT, RSL_T_FLOAT}, 0},
rsl_normal rsl_n(rsl_globals *g, rsl_vector v, rsl_string s);
// CHECK-NEXT: {"n", "rsl_n", RSL_T_NORMAL, 2, {RSL_T_VECTOR, RSL_T_STRING}, RSL_BUILTIN_GLOBALS},
void rsl_out(float x, float *y, rsl_color *c, rsl_matrix *m);
// CHECK-NEXT: {"out", "rsl_out", RSL_T_VOID, 4, {RSL_T_FLOAT, RSL_T_FLOAT | RSL_PARAM_OUT, RSL_T_COLOR | RSL_PARAM_OUT, RSL_T_MATRIX | RSL_PARAM_OUT}, 0},
void rsl_inv(rsl_globals *g, rsl_matrix *out, const rsl_matrix *m);
// CHECK-NEXT: {"inv", "rsl_inv", RSL_T_MATRIX, 1, {RSL_T_MATRIX}, RSL_BUILTIN_GLOBALS | RSL_BUILTIN_MATRIX_OUT},
#define TWICE(T, l) T rsl_twice__##l(T x);
TWICE(rsl_vector, v)
// CHECK-NEXT: {"twice", "rsl_twice__v", RSL_T_VECTOR, 1, {RSL_T_VECTOR}, 0},
void rsl_op_mul__m_mm(rsl_matrix *out, const rsl_matrix *a, const rsl_matrix *b);
// CHECK-NEXT: {"*", "rsl_op_mul__m_mm", RSL_T_MATRIX, 2, {RSL_T_MATRIX, RSL_T_MATRIX}, RSL_BUILTIN_MATRIX_OUT},
float rsl_random__f(void);
// CHECK-NEXT: {"random", "rsl_random__f", RSL_T_FLOAT, 0, {}, 0},
// CHECK-NEXT: };
// CHECK-NEXT: const int rsl_builtin_count = 8;
