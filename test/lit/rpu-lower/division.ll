; fdiv becomes a multiplication by rpu.rcp; frem goes through trunc (frac).
; RUN: rpu-lower-ir %s | FileCheck %s

; CHECK-LABEL: define float @div(
; CHECK: %[[R:.*]] = call float @rpu.rcp(float %y)
; CHECK: fmul float %x, %[[R]]
; CHECK-NOT: fdiv
define float @div(float %x, float %y) {
  %q = fdiv float %x, %y
  ret float %q
}

; CHECK-LABEL: define float @reciprocal(
; CHECK-NEXT: %[[R:.*]] = call float @rpu.rcp(float %y)
; CHECK-NEXT: ret float %[[R]]
define float @reciprocal(float %y) {
  %q = fdiv float 1.0, %y
  ret float %q
}

; CHECK-LABEL: define float @by_constant(
; CHECK-NEXT: fmul float %x, 2.500000e-01
; CHECK-NOT: rpu.rcp
define float @by_constant(float %x) {
  %q = fdiv float %x, 4.0
  ret float %q
}

; A vector over a splat takes one rcp.
; CHECK-LABEL: define <3 x float> @by_splat(
; CHECK: call float @rpu.rcp(float %s)
; CHECK-NOT: rpu.rcp
; CHECK: fmul <3 x float> %v
define <3 x float> @by_splat(<3 x float> %v, float %s) {
  %i = insertelement <3 x float> undef, float %s, i32 0
  %d = shufflevector <3 x float> %i, <3 x float> undef, <3 x i32> zeroinitializer
  %q = fdiv <3 x float> %v, %d
  ret <3 x float> %q
}

; Other vectors: one rcp per lane.
; CHECK-LABEL: define <3 x float> @lanes(
; CHECK-COUNT-3: call float @rpu.rcp
; CHECK-NOT: fdiv
define <3 x float> @lanes(<3 x float> %v, <3 x float> %w) {
  %q = fdiv <3 x float> %v, %w
  ret <3 x float> %q
}

; CHECK-LABEL: define float @remainder(
; CHECK: call float @rpu.rcp(float %y)
; CHECK: call float @rpu.frac
; CHECK-NOT: frem
; CHECK: ret float
define float @remainder(float %x, float %y) {
  %r = frem float %x, %y
  ret float %r
}

; CHECK-NOT: declare float @fmodf
; CHECK: declare float @rpu.rcp(float) #[[A:[0-9]+]]
; CHECK: attributes #[[A]] = { nofree nosync nounwind willreturn memory(none) }
