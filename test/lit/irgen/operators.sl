// Operators on triples: float promotion by splat, dot and cross products,
// negation, compound assignment, point - point.
// RUN: rsl2ll %s | FileCheck %s
surface s()
{
    vector d = P - E;
// CHECK: fsub <3 x float>
    float l = d . N;
// CHECK: fmul <3 x float>
// CHECK: extractelement <3 x float> %{{.*}}, i32 2
    vector c = d ^ N;
// CHECK: shufflevector <3 x float> %{{.*}}, <3 x float> undef, <3 x i32> <i32 1, i32 2, i32 0>
    Ci = -Cs * l;
// CHECK: fneg <3 x float>
// CHECK: shufflevector <3 x float> %{{.*}}, <3 x float> undef, <3 x i32> zeroinitializer
    Ci *= 0.5;
// CHECK: fmul <3 x float> %{{.*}}, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
    Oi = color(c);
}
