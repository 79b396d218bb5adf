// Shading globals are writable only in the shader kinds RI 3.2 allows, and
// where the major compilers allow more (frontend/sema_globals.c): P and I in
// surface shaders, P and N in light shaders, with a warning.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: --strict-whitespace
surface s()
{
    P = P + N;
// CHECK: readonly_global.sl:[[@LINE-1]]:5: warning: assigning to 'P', which RI 3.2 makes read-only in a surface shader (compiled as PRMan does)
// CHECK-NEXT: {{^}}    P = P + N;
// CHECK-NEXT: {{^}}    ^
    I = -I;
// CHECK: readonly_global.sl:[[@LINE-1]]:5: warning: assigning to 'I', which RI 3.2 makes read-only in a surface shader (compiled as PRMan does)
    N = normalize(N);
    Ci = Cs;
    Cl += 1;
// CHECK: readonly_global.sl:[[@LINE-1]]:5: error: cannot assign to 'Cl': it is read-only in a surface shader
    Ng = N;
// CHECK: readonly_global.sl:[[@LINE-1]]:5: error: cannot assign to 'Ng': it is read-only in a surface shader
    Oi = Ns;
// CHECK: readonly_global.sl:[[@LINE-1]]:10: error: 'Ns' (the normal of the surface being lit) exists only in light shaders, not in a surface shader
    dtime = 1;
// CHECK: readonly_global.sl:[[@LINE-1]]:5: error: cannot assign to 'dtime': it is read-only in a surface shader
    dPdtime = 0;
// CHECK: readonly_global.sl:[[@LINE-1]]:5: error: cannot assign to 'dPdtime': it is read-only in a surface shader
}
light l()
{
    Ci = 0;
// CHECK: readonly_global.sl:[[@LINE-1]]:5: error: cannot assign to 'Ci': it is read-only in a light shader
    P = point(0, 1, 0);
// CHECK: readonly_global.sl:[[@LINE-1]]:5: warning: assigning to 'P', which RI 3.2 makes read-only in a light shader (compiled as PRMan does)
    N = normal(0, -1, 0);
// CHECK: readonly_global.sl:[[@LINE-1]]:5: warning: assigning to 'N', which RI 3.2 makes read-only in a light shader (compiled as PRMan does)
    Ns = N;
// CHECK: readonly_global.sl:[[@LINE-1]]:5: error: cannot assign to 'Ns': it is read-only in a light shader
    I = 0;
// CHECK: readonly_global.sl:[[@LINE-1]]:5: error: cannot assign to 'I': it is read-only in a light shader
    Cl = 1;
}
displacement d()
{
    P += N;
    s = 0;
// CHECK: readonly_global.sl:[[@LINE-1]]:5: error: cannot assign to 's': it is read-only in a displacement shader
    Oi = Ns;
// CHECK: readonly_global.sl:[[@LINE-1]]:10: error: 'Ns' (the normal of the surface being lit) exists only in light shaders, not in a displacement shader
}
