// What no target runs compiles to rsl_env_unsupported with the feature's
// name interned ("Kd" is 64, "surface" 65); the shader goes on with zeros.
// (gather, texture and the other renderer queries have calls of their own:
// test/lit/texture.)
// RUN: rsl2ll %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=TABLE < %t.ll
surface s()
// CHECK-LABEL: define void @surface_s(
{
    float kd = 0;
    if (surface("Kd", kd) != 0)
        Ci = kd;
// CHECK: call void @rsl_env_unsupported(ptr %globals, i32 65)
}
// TABLE-DAG: c"surface\00"
// TABLE-DAG: @rsl.strings = constant [66 x ptr]
