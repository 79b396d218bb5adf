// Operand and conversion rules: colors and points do not mix, strings are not
// numbers, a uniform cannot take a varying value.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
surface s(string name = "x")
{
    color c = Cs + P;
// CHECK: types.sl:[[@LINE-1]]:18: error: invalid operands to '+' ('color' and 'point')
    point p = Cs;
// CHECK: types.sl:[[@LINE-1]]:15: error: cannot convert 'color' to 'point' in an initializer
    if (name) Ci = 0;
// CHECK: types.sl:[[@LINE-1]]:9: error: a condition must be a relation or a float, not 'string'
    uniform float u = s;
// CHECK: types.sl:[[@LINE-1]]:23: error: cannot initialize uniform 'u' with a varying value
    float f = name * 2;
// CHECK: types.sl:[[@LINE-1]]:20: error: invalid operands to '*' ('string' and 'float')
    f = N[0];
// CHECK: types.sl:[[@LINE-1]]:10: error: subscripted value of type 'normal' is not an array
    matrix m = P;
// CHECK: types.sl:[[@LINE-1]]:16: error: cannot convert 'point' to 'matrix' in an initializer
    f = c . c;
// CHECK: types.sl:[[@LINE-1]]:11: error: invalid operands to '.' ('color' and 'color')
}
