; floor, ceil, trunc, round through rpu.frac; |x| and the sign by bit operations.
; RUN: rpu-lower-ir %s | FileCheck %s

declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare float @truncf(float)
declare float @llvm.round.f32(float)
declare <3 x float> @llvm.floor.v3f32(<3 x float>)
declare <2 x float> @llvm.floor.v2f32(<2 x float>)

; CHECK-LABEL: define float @floor(
; CHECK-NEXT: %[[F:.*]] = call float @rpu.frac(float %x)
; CHECK-NEXT: %[[R:.*]] = fsub float %x, %[[F]]
; CHECK-NEXT: ret float %[[R]]
define float @floor(float %x) {
  %r = call float @llvm.floor.f32(float %x)
  ret float %r
}

; CHECK-LABEL: define float @ceil(
; CHECK-NEXT: %[[N:.*]] = fneg float %x
; CHECK-NEXT: %[[F:.*]] = call float @rpu.frac(float %[[N]])
; CHECK-NEXT: %[[R:.*]] = fadd float %x, %[[F]]
define float @ceil(float %x) {
  %r = call float @llvm.ceil.f32(float %x)
  ret float %r
}

; CHECK-LABEL: define float @trunc(
; CHECK: and i32 %{{.*}}, 2147483647
; CHECK: call float @rpu.frac
; CHECK: and i32 %{{.*}}, -2147483648
; CHECK: or i32
define float @trunc(float %x) {
  %r = call float @truncf(float %x)
  ret float %r
}

; CHECK-LABEL: define float @round(
; CHECK: call float @rpu.frac
; CHECK: fsub float %{{.*}}, 5.000000e-01
; CHECK: fmul float %{{.*}}, 0x4190000000000000
; CHECK: call float @rpu.sat
define float @round(float %x) {
  %r = call float @llvm.round.f32(float %x)
  ret float %r
}

; CHECK-LABEL: define <3 x float> @floor3(
; CHECK-NEXT: %[[F:.*]] = call <3 x float> @rpu.frac.v3(<3 x float> %v)
; CHECK-NEXT: fsub <3 x float> %v, %[[F]]
define <3 x float> @floor3(<3 x float> %v) {
  %r = call <3 x float> @llvm.floor.v3f32(<3 x float> %v)
  ret <3 x float> %r
}

; A pair is widened to a triple for frac.v3.
; CHECK-LABEL: define <2 x float> @floor2(
; CHECK-NEXT: %[[W:.*]] = shufflevector <2 x float> %v, <2 x float> undef, <3 x i32> <i32 0, i32 1, i32 undef>
; CHECK-NEXT: %[[F:.*]] = call <3 x float> @rpu.frac.v3(<3 x float> %[[W]])
; CHECK-NEXT: %[[N:.*]] = shufflevector <3 x float> %[[F]], <3 x float> undef, <2 x i32> <i32 0, i32 1>
; CHECK-NEXT: fsub <2 x float> %v, %[[N]]
define <2 x float> @floor2(<2 x float> %v) {
  %r = call <2 x float> @llvm.floor.v2f32(<2 x float> %v)
  ret <2 x float> %r
}
