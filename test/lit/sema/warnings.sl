// Suspicious but legal code: warnings, and the file still compiles.
// RUN: rsl2ll %s -o %t.ll 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: opt -passes=verify -disable-output %t.ll
surface s()
{
    float unused = 1;
// CHECK-DAG: warnings.sl:[[@LINE-1]]:11: warning: unused variable 'unused'
    color u = 0;
// CHECK-DAG: warnings.sl:[[@LINE-1]]:11: warning: local 'u' hides the shading global of that name
    if (Cs == 1)
// CHECK-DAG: warnings.sl:[[@LINE-1]]:12: warning: comparison promotes a float to a color implicitly
        Ci = u;
}
float f(float x)
{
    return x;
    x = 2;
// CHECK-DAG: warnings.sl:[[@LINE-1]]:5: warning: code will never be executed
}
float g(float x) { if (x > 0) return 1; }
// CHECK-DAG: warnings.sl:[[@LINE-1]]:7: warning: function 'g' may end without returning a value
