// What no target runs compiles to rsl_env_unsupported with the feature's
// name interned ("kd.bake" is 64, "bake" 65); the shader goes on with zeros.
// (gather, texture and the other renderer queries have calls of their own:
// test/lit/texture; message passing and strings: test/lit/stdlib/strings.sl.)
// RUN: rsl2ll %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=TABLE < %t.ll
surface s()
// CHECK-LABEL: define void @surface_s(
{
    bake("kd.bake", s, t, Ci);
// CHECK: call void @rsl_env_unsupported(ptr %globals, i32 65)
}
// TABLE-DAG: c"bake\00"
// 64 predeclared names, "kd.bake" and "bake", then the NULL that ends the
// table (rsl_dynamic.h).
// TABLE-DAG: @rsl.strings = constant [67 x ptr] [{{.*}}, ptr null]
