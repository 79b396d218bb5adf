// Strings are interned ids: predefined names keep rsl_abi.h's ids, others
// start at 64, equality compares ids, and @rsl.strings keeps the names.
// RUN: rsl2ll %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=GLOBAL < %t.ll
// RUN: rsl2ll --target=ptx %s | FileCheck %s --check-prefix=PTX
surface s(string mode = "hello")
// CHECK-LABEL: define void @surface_s(
{
    if (mode == "world")
// CHECK: icmp eq i32 %{{.*}}, 2
        Ci = 1;
    if (mode != "hello")
// CHECK: icmp ne i32 %{{.*}}, 64
        Ci = 0;
}
// GLOBAL: @surface_s.defaults = constant %params.surface_s { i32 64 }
// GLOBAL: @rsl.strings = constant [66 x ptr] [ptr @rsl.str, ptr @rsl.str.1, ptr @rsl.str.2,
// PTX: @rsl.strings = internal constant [66 x ptr]
