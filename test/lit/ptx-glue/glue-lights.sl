// The PTX glue's lights (rsl_abi.h, "The PTX glue's lights"): illuminance and
// ambient() read the list in @rsl_ptx_lights, which stays an external,
// writable global through opt (the host fills it with cuModuleGetGlobal), in
// the layout the host declares (452 bytes: count, then 16 lights of 7 words).
// RUN: rsl2ll --target=ptx %s | opt -O2 -S -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: llc-rpu -march=ptx %t.ll -o - | FileCheck %s --check-prefix=PTX

surface lit() {
    color sum = ambient();
    illuminance(P, N, PI / 2) {
        sum += Cl * (normalize(L) . normalize(N));
    }
    Ci = sum;
}

// CHECK-DAG: %struct.rsl_ptx_light_list = type { i32, [16 x %struct.rsl_ptx_light] }
// CHECK-DAG: %struct.rsl_ptx_light = type { i32, [3 x float], [3 x float] }
// CHECK-DAG: @rsl_ptx_lights = {{(dso_local )?(local_unnamed_addr )?}}global %struct.rsl_ptx_light_list zeroinitializer, align 4
// CHECK-LABEL: define void @surface_lit(
// CHECK: load i32, ptr @rsl_ptx_lights
// CHECK-LABEL: define void @surface_lit_kernel(

// PTX: .visible .global .align 4 .b8 rsl_ptx_lights[452];
