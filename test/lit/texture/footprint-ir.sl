// A single-point texture(), environment() or shadow() on a target that
// reads maps (the host) filters over the point's footprint: the frontend
// asks for its derivatives (rsl_lookup_footprint, runtime/derivatives.c:
// Du(p), Dv(p) through the derivative markers), so the differentiation
// pass must find that s and t, D and P need derivatives, and the lookup
// gets the four corners p -+ Du(p) du/2 -+ Dv(p) dv/2.  Checked on the
// optimized IR: the derivative seeds read from the globals (fields: P 0,
// I 3, dPdu 13, dPdv 14, s 15, t 16, du 19, dv 20, and the hidden dsdu 29,
// dtdu 30, dsdv 31, dtdv 32), the corners' arithmetic and the count 4.
// RUN: rsl2ll %s -o - | opt -O2 -S | FileCheck %s
// RUN: rsl2ll %s -o - 2>&1 >/dev/null | count 0

// texture(map, 2 s, t): Du(p) = (2 dsdu, dtdu, 0), Dv(p) = (2 dsdv, dtdv, 0).
// CHECK-LABEL: define void @surface_tex(
// CHECK-DAG: %[[DSDU_P:[0-9]+]] = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 29
// CHECK-DAG: %[[DSDU:[0-9]+]] = load float, ptr %[[DSDU_P]]
// CHECK-DAG: %[[DTDU_P:[0-9]+]] = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 30
// CHECK-DAG: %[[DTDU:[0-9]+]] = load float, ptr %[[DTDU_P]]
// CHECK-DAG: %[[DSDV_P:[0-9]+]] = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 31
// CHECK-DAG: %[[DSDV:[0-9]+]] = load float, ptr %[[DSDV_P]]
// CHECK-DAG: %[[DTDV_P:[0-9]+]] = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 32
// CHECK-DAG: %[[DTDV:[0-9]+]] = load float, ptr %[[DTDV_P]]
// CHECK-DAG: %[[DS_U:[a-z0-9]+]] = fmul float %[[DSDU]], 2.000000e+00
// CHECK-DAG: %[[DS_V:[a-z0-9]+]] = fmul float %[[DSDV]], 2.000000e+00
// CHECK-DAG: %[[DU0:[a-z0-9]+]] = insertelement <3 x float> <float poison, float poison, float 0.000000e+00>, float %[[DS_U]], i64 0
// CHECK-DAG: %[[DV0:[a-z0-9]+]] = insertelement <3 x float> <float poison, float poison, float 0.000000e+00>, float %[[DS_V]], i64 0
// CHECK-DAG: %[[DUP:[a-z0-9]+]] = insertelement <3 x float> %[[DU0]], float %[[DTDU]], i64 1
// CHECK-DAG: %[[DVP:[a-z0-9]+]] = insertelement <3 x float> %[[DV0]], float %[[DTDV]], i64 1
// Half the shading step: du (field 19) and dv (20) times 0.5, times Du(p) and Dv(p).
// CHECK-DAG: %[[DU_P:[0-9]+]] = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 19
// CHECK-DAG: %[[DU:[0-9]+]] = load float, ptr %[[DU_P]]
// CHECK-DAG: %[[HDU:[0-9]+]] = fmul float %[[DU]], 5.000000e-01
// CHECK-DAG: %[[DV_P:[0-9]+]] = getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 20
// CHECK-DAG: %[[DV:[0-9]+]] = load float, ptr %[[DV_P]]
// CHECK-DAG: %[[HDV:[0-9]+]] = fmul float %[[DV]], 5.000000e-01
// CHECK-DAG: = fmul <3 x float> %[[DUP]], %{{[0-9]+}}
// CHECK-DAG: = fmul <3 x float> %[[DVP]], %{{[0-9]+}}
// CHECK: call <3 x float> @rsl_host_map_lookup(ptr {{.*}}%globals, ptr {{.*}}@rsl.strings, i32 {{.*}}, i32 {{.*}}, i32 {{.*}}0, ptr {{.*}}%at, i32 {{.*}}4, ptr
surface tex(string map = "grid.tx") { Ci = texture(map, 2 * s, t); }

// environment(map, I): I's derivatives are dPdu (13) and dPdv (14).
// CHECK-LABEL: define void @surface_env(
// CHECK-DAG: getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 13
// CHECK-DAG: getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 14
// CHECK-DAG: getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 19
// CHECK-DAG: getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 20
// CHECK: call <3 x float> @rsl_host_environment(ptr {{.*}}%globals, ptr {{.*}}@rsl.strings, i32 {{.*}}, i32 {{.*}}0, ptr {{.*}}%at, i32 {{.*}}4, ptr
surface env(string map = "sky.tx") { Ci = environment(map, I); }

// shadow(map, P): P's derivatives likewise.
// CHECK-LABEL: define void @surface_shd(
// CHECK-DAG: getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 13
// CHECK-DAG: getelementptr inbounds %struct.rsl_globals, ptr %globals, i64 0, i32 14
// CHECK: call <3 x float> @rsl_host_shadow(ptr {{.*}}%globals, ptr {{.*}}@rsl.strings, i32 {{.*}}, i32 {{.*}}0, ptr {{.*}}%at, i32 {{.*}}4, ptr
surface shd(string map = "light.shd") { Ci = shadow(map, P); }

// shadow("raytrace", P) traces from P itself: one point, no derivatives.
// CHECK-LABEL: define void @surface_traced(
// CHECK-NOT: i32 13
// CHECK-NOT: i32 29
// CHECK: call <3 x float> @rsl_host_shadow(ptr {{.*}}%globals, ptr {{.*}}@rsl.strings, i32 {{.*}}, i32 {{.*}}0, ptr {{.*}}%at, i32 {{.*}}1, ptr
// CHECK-LABEL: define
surface traced() { Ci = shadow("raytrace", P); }

// A target that reads no maps (its lookups are 0, with a warning) asks for
// no derivatives: one point, as written.
// RUN: rsl2ll --target=ptx %s 2>/dev/null | FileCheck %s --check-prefix=PTX
// PTX-LABEL: define void @surface_tex(
// PTX-NOT: rsl_lookup_footprint
// PTX: call <3 x float> @rsl_env_texture(ptr %globals, i32 %{{.*}}, i32 0, ptr %at, i32 1, ptr
