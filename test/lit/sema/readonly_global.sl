// Shading globals are writable only in the shader kinds RI 3.2 allows.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
surface s()
{
    P = P + N;
// CHECK: readonly_global.sl:[[@LINE-1]]:5: error: cannot assign to 'P': it is read-only in a surface shader
    Ci = Cs;
    Cl += 1;
// CHECK: readonly_global.sl:[[@LINE-1]]:5: error: cannot assign to 'Cl': it is read-only in a surface shader
}
light l()
{
    Ci = 0;
// CHECK: readonly_global.sl:[[@LINE-1]]:5: error: cannot assign to 'Ci': it is read-only in a light shader
    Cl = 1;
}
displacement d()
{
    P += N;
    s = 0;
// CHECK: readonly_global.sl:[[@LINE-1]]:5: error: cannot assign to 's': it is read-only in a displacement shader
}
