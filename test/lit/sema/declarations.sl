// Declarations: redefinitions, shader parameters without defaults, extern
// names that name nothing.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
float f(float x) { return x; }
float f(float y) { return y; }
// CHECK: declarations.sl:[[@LINE-1]]:7: error: redefinition of 'f'
// CHECK: declarations.sl:[[@LINE-3]]:7: note: previous definition is here
surface s(float Kd)
// CHECK: declarations.sl:[[@LINE-1]]:17: error: shader parameter 'Kd' needs a default value
{
    float a = 1;
    float a = 2;
// CHECK: declarations.sl:[[@LINE-1]]:11: error: redefinition of 'a'
    float g() { extern float missing; return missing; }
// CHECK: declarations.sl:[[@LINE-1]]:30: error: extern 'missing' names no variable of an enclosing scope
    Ci = a + g();
}
