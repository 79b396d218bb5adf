; fabs and copysign by the sign bit, clamps to [0,1] as rpu.sat, other
; min/max as compare + select, then branches.
; RUN: rpu-lower-ir %s | FileCheck %s

declare float @llvm.fabs.f32(float)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare <3 x float> @llvm.minnum.v3f32(<3 x float>, <3 x float>)
declare <3 x float> @llvm.maxnum.v3f32(<3 x float>, <3 x float>)
declare i32 @llvm.smin.i32(i32, i32)

; CHECK-LABEL: define float @abs(
; CHECK-NEXT: %[[B:.*]] = bitcast float %x to i32
; CHECK-NEXT: %[[A:.*]] = and i32 %[[B]], 2147483647
; CHECK-NEXT: %[[R:.*]] = bitcast i32 %[[A]] to float
; CHECK-NEXT: ret float %[[R]]
define float @abs(float %x) {
  %r = call float @llvm.fabs.f32(float %x)
  ret float %r
}

; CHECK-LABEL: define float @copysign(
; CHECK: and i32 %{{.*}}, 2147483647
; CHECK: and i32 %{{.*}}, -2147483648
; CHECK: or i32
define float @copysign(float %x, float %y) {
  %r = call float @llvm.copysign.f32(float %x, float %y)
  ret float %r
}

; The runtime's clamp(x, 0, 1) after opt -O2.
; CHECK-LABEL: define float @clamp_selects(
; CHECK-NEXT: %[[S:.*]] = call float @rpu.sat(float %x)
; CHECK-NEXT: ret float %[[S]]
define float @clamp_selects(float %x) {
  %a = fcmp olt float %x, 0.0
  %b = select i1 %a, float 0.0, float %x
  %c = fcmp ogt float %b, 1.0
  %r = select i1 %c, float 1.0, float %b
  ret float %r
}

; CHECK-LABEL: define <3 x float> @clamp_vector(
; CHECK-NEXT: %[[S:.*]] = call <3 x float> @rpu.sat.v3(<3 x float> %v)
; CHECK-NEXT: ret <3 x float> %[[S]]
define <3 x float> @clamp_vector(<3 x float> %v) {
  %a = call <3 x float> @llvm.minnum.v3f32(<3 x float> %v, <3 x float> <float 1.0, float 1.0, float 1.0>)
  %b = call <3 x float> @llvm.maxnum.v3f32(<3 x float> %a, <3 x float> zeroinitializer)
  ret <3 x float> %b
}

; Not a clamp to [0,1]: a branch around an empty block.
; CHECK-LABEL: define float @clamp_other(
; CHECK-NOT: rpu.sat
; CHECK: %[[C:.*]] = fcmp olt float %x, 2.000000e+00
; CHECK-NEXT: br i1 %[[C]], label %[[END:.*]], label %[[F:.*]]
; CHECK: [[F]]:
; CHECK-NEXT: br label %[[END]]
; CHECK: [[END]]:
; CHECK-NEXT: phi float [ %x, %{{.*}} ], [ 2.000000e+00, %[[F]] ]
define float @clamp_other(float %x) {
  %r = call float @llvm.minnum.f32(float %x, float 2.0)
  ret float %r
}

; CHECK-LABEL: define i32 @smin(
; CHECK: icmp slt i32 %a, %b
; CHECK: phi i32 [ %a, %{{.*}} ], [ %b, %{{.*}} ]
define i32 @smin(i32 %a, i32 %b) {
  %r = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  ret i32 %r
}

; CHECK-NOT: select
; CHECK-NOT: declare {{.*}}@llvm.minnum
