// What no target runs compiles to rsl_env_unsupported with the feature's
// name interned ("kd.bake" is 64, "bake" 65); the shader goes on with zeros.
// RUN: rsl2ll %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=TABLE < %t.ll
surface s()
// CHECK-LABEL: define void @surface_s(
{
    bake("kd.bake", s, t, Ci);
// CHECK: call void @rsl_env_unsupported(ptr %globals, i32 65)
    gather("illuminance", P, N, 0.1, 8) {
        Ci += 1;
    } else {
        Ci = 0;
    }
// CHECK: call void @rsl_env_unsupported(ptr %globals, i32 67)
}
// TABLE-DAG: c"bake\00"
// TABLE-DAG: c"gather\00"
// The table ends with a NULL (rsl_dynamic.h).
// TABLE-DAG: @rsl.strings = constant [69 x ptr] [{{.*}}, ptr null]
