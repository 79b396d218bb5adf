// Unqualified function parameters take the detail of their arguments: an
// output parameter written with a varying global compiles to a store through
// the caller's variable, for every target; uniform builtins of uniform
// arguments (random, transform) initialize uniform locals.
// RUN: rsl2ll %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -O2 -verify-each -disable-output %t.ll
// RUN: rsl2ll --target=rpu %s | opt -O2 -verify-each -disable-output
// RUN: rsl2ll --target=ptx %s | opt -O2 -verify-each -disable-output
void scale_by_s(float x; output float y) { y = s * x; }
// CHECK-LABEL: define void @scale_by_s(ptr %0, float %1, ptr %2)
// CHECK: [[S:%.*]] = load float, ptr %s
// CHECK: [[PRODUCT:%.*]] = fmul float [[S]], %{{.*}}
// CHECK: store float [[PRODUCT]], ptr %2
surface detail_forms()
{
    float y;
    scale_by_s(2, y);
// CHECK: call void @scale_by_s(ptr %globals, float 2.000000e+00, ptr %y)
    uniform color c = color(random(), random(), random());
// CHECK-COUNT-3: call float @rsl_random__f()
    uniform point o = transform("world", point(0, 0, 0));
// CHECK: call <3 x float> @rsl_transform__p_sp(ptr %globals, i32 2,
    Ci = c * y + color(o);
}
