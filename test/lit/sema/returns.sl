// Return values must match the function's type.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
void v() { return 1; }
// CHECK: returns.sl:[[@LINE-1]]:19: error: void function 'v' cannot return a value
float f() { return color(1, 0, 0); }
// CHECK: returns.sl:[[@LINE-1]]:20: error: cannot convert 'color' to 'float' in a return
float g() { return; }
// CHECK: returns.sl:[[@LINE-1]]:13: error: function 'g' must return a 'float'
point h() { return 1; }
surface s() { return Ci; }
// CHECK: returns.sl:[[@LINE-1]]:22: error: shader 's' cannot return a value
