// No matching overload: the error lists the candidates as notes.
// RUN: not rsl2ll %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
float twice(float x) { return 2 * x; }
color twice(color x) { return 2 * x; }
surface s()
{
    float a = twice("no");
// CHECK: overloads.sl:[[@LINE-1]]:15: error: no matching function for call to 'twice(string)'
// CHECK: overloads.sl:3:7: note: candidate: float twice(float)
// CHECK: overloads.sl:4:7: note: candidate: color twice(color)
    a = mix(a, 1);
// CHECK: overloads.sl:[[@LINE-1]]:9: error: no matching function for call to 'mix(float, float)'
// CHECK: note: candidate: float mix(float, float, float)
    a = twice(a, a);
// CHECK: overloads.sl:[[@LINE-1]]:9: error: no matching function for call to 'twice(float, float)'
    Ci = twice(Cs);
}
