// Preprocessor errors: directives, #if expressions, macro arguments.
// RUN: not rsl2ll --parse-only %s 2>&1 | FileCheck %s
#define F(a, b) a + b
#endif
#if 1 / 0
#endif
#frobnicate
#define
surface s() { float x = F(1); }
#error stop here
#if 1
// CHECK: err_preprocessor.sl:4:2: error: #endif without #if
// CHECK: err_preprocessor.sl:5:7: error: division by zero in preprocessor expression
// CHECK: err_preprocessor.sl:7:2: error: invalid preprocessing directive '#frobnicate'
// CHECK: err_preprocessor.sl:8:2: error: macro name must be an identifier
// CHECK: err_preprocessor.sl:9:25: error: macro 'F' takes 2 arguments, but 1 given
// CHECK: err_preprocessor.sl:10:1: error: #error stop here
// CHECK: err_preprocessor.sl:11:1: error: unterminated conditional directive
