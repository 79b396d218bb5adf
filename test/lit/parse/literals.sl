// Float literals in every form and string literals with escapes.
// RUN: rsl2ll --ast-dump %s | FileCheck %s

surface s()
{
    float a = 1, b = 1.5, c = .5, d = 1e-3, e = 2.5E+2, f = 3.;
    float g = 0.5f, h = 1.f, i = 2e1f, j = .25F, k = 1.5e-1f;
    string t = "tab\there \"quoted\" back\\slash \101 \x42";
    string u = "con" "cat";
}
// CHECK:      Num 1 <6:15>
// CHECK:      Num 1.5
// CHECK:      Num 0.5
// CHECK:      Num 0.001
// CHECK:      Num 250
// CHECK:      Num 3
// float literals with C's f suffix
// CHECK:      Num 0.5 <7:15>
// CHECK:      Num 1 <7:25>
// CHECK:      Num 20
// CHECK:      Num 0.25
// CHECK:      Num 0.15
// CHECK:      Str "tab\there \"quoted\" back\\slash A B"
// CHECK:      Str "concat"
