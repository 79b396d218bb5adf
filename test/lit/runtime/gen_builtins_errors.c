// A type the table cannot express fails with the declaration's location,
// and nothing is written.
// RUN: not gen_builtins -I %src/runtime -o %t.c %s 2>&1 | FileCheck %s
// RUN: not test -e %t.c
// RUN: not gen_builtins 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: not gen_builtins --bogus x.h 2>&1 | FileCheck %s --check-prefix=OPTION
#include "rsl_abi.h"

float rsl_ok(float x);
float rsl_bad(double x);
// CHECK: gen_builtins_errors.c:[[@LINE-1]]:7: error: unknown parameter type 'double' in 'rsl_bad'
int rsl_worse(float x);
// CHECK: gen_builtins_errors.c:[[@LINE-1]]:5: error: unknown result type 'int' in 'rsl_worse'
float helper(float x);
// CHECK: gen_builtins_errors.c:[[@LINE-1]]:7: error: not a builtin name (rsl_...) 'helper'{{$}}
float rsl_many(float a, float b, float c, float d, float e, float f, float g, float h, float i,
               float j, float k, float l, float m);
// CHECK: gen_builtins_errors.c:[[@LINE-2]]:7: error: more parameters than RSL_BUILTIN_MAX_PARAMS in 'rsl_many'{{$}}

// USAGE: gen_builtins: error: need a header and -o OUT
// OPTION: gen_builtins: error: unknown option '--bogus'
