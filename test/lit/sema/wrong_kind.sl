// Light statements belong to their shader kinds.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
surface s()
{
    illuminate(P) { Ci = 1; }
// CHECK: wrong_kind.sl:[[@LINE-1]]:5: error: 'illuminate' is not allowed in a surface shader
}
light l()
{
    illuminance(P) { Cl = 1; }
// CHECK: wrong_kind.sl:[[@LINE-1]]:5: error: 'illuminance' is not allowed in a light shader
    solar() { Cl = 1; }
}
displacement d()
{
    solar(vector(0, 0, 1), 0) { P += N; }
// CHECK: wrong_kind.sl:[[@LINE-1]]:5: error: 'solar' is not allowed in a displacement shader
}
