// User functions: overloads get a suffix per parameter type, outputs and
// matrices go by pointer, a matrix result through a first out pointer, and a
// nested function receives the variables it uses from its parent by pointer.
// RUN: rsl2ll %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -O2 -verify-each -S %t.ll | FileCheck %s --check-prefix=OPT
float twice(float x) { return 2 * x; }
// CHECK-DAG: define float @twice__f(float %0)
color twice(color x) { return 2 * x; }
// CHECK-DAG: define <3 x float> @twice__c(<3 x float> %0)
void bump(output float x) { x += 1; }
// CHECK-DAG: define void @bump(ptr %0)
matrix ident() { return 1; }
// CHECK-DAG: define void @ident(ptr %0)
float lit() { return s * t; }
// CHECK-DAG: define float @lit(ptr %0)
surface shade()
{
    float k = 2;
    float scaled(float x) { return k * x; }
// CHECK-DAG: define internal float @surface_shade.scaled(float %0, ptr %1)
    bump(k);
    Ci = twice(Cs) * scaled(twice(0.5)) * comp(ident(), 1, 1) * lit();
}
// The body of the shader after opt: everything folded but the globals' s and t.
// OPT-LABEL: define void @surface_shade(
// OPT-NOT: call
// OPT: ret void
