// Arrays: initializers, indexing with a float, array parameters by pointer.
// RUN: rsl2ll %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=GLOBAL < %t.ll
// RUN: opt -O2 -verify-each -S %t.ll | FileCheck %s --check-prefix=OPT
float sum(float v[3]) { return v[0] + v[1] + v[2]; }
// CHECK: define float @sum(ptr %0)
surface s(float w[3] = {1, 2, 3})
{
    float a[3] = {4, 5, 6};
    a[1] = 7;
// CHECK: getelementptr [3 x float], ptr %a, i32 0, i32
    Ci = sum(a) + sum(w);
}
// GLOBAL: @surface_s.defaults = constant %params.surface_s { [3 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00] }
// OPT-LABEL: define void @surface_s(
// OPT: fadd float %{{.*}}, 1.700000e+01
