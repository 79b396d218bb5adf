; sqrt through rpu.rsq: x / sqrt(y) is x * rsq(y), sqrt(y) is rcp(rsq(y)).
; RUN: rpu-lower-ir %s | FileCheck %s

declare float @llvm.sqrt.f32(float)
declare float @sqrtf(float)
declare <3 x float> @llvm.sqrt.v3f32(<3 x float>)

; CHECK-LABEL: define float @length(
; CHECK-NEXT: %[[S:.*]] = call float @rpu.rsq(float %d)
; CHECK-NEXT: %[[L:.*]] = call float @rpu.rcp(float %[[S]])
; CHECK-NEXT: ret float %[[L]]
define float @length(float %d) {
  %l = call float @llvm.sqrt.f32(float %d)
  ret float %l
}

; CHECK-LABEL: define float @over_sqrt(
; CHECK-NEXT: %[[S:.*]] = call float @rpu.rsq(float %y)
; CHECK-NEXT: fmul float %x, %[[S]]
; CHECK-NOT: rpu.rcp
define float @over_sqrt(float %x, float %y) {
  %s = call float @sqrtf(float %y)
  %q = fdiv float %x, %s
  ret float %q
}

; CHECK-LABEL: define float @inverse_sqrt(
; CHECK-NEXT: %[[S:.*]] = call float @rpu.rsq(float %y)
; CHECK-NEXT: ret float %[[S]]
define float @inverse_sqrt(float %y) {
  %s = call float @llvm.sqrt.f32(float %y)
  %q = fdiv float 1.0, %s
  ret float %q
}

; CHECK-LABEL: define <3 x float> @lanes(
; CHECK-COUNT-3: call float @rpu.rsq
; CHECK: ret <3 x float>
define <3 x float> @lanes(<3 x float> %v) {
  %s = call <3 x float> @llvm.sqrt.v3f32(<3 x float> %v)
  ret <3 x float> %s
}

; normalize(): the length is computed once, the vector divided by its splat.
; CHECK-LABEL: define <3 x float> @normalize(
; CHECK: %[[S:.*]] = call float @rpu.rsq(float %d)
; CHECK: rpu.rcp(float %[[S]])
; CHECK: then:
; CHECK-NOT: rpu.rcp
; CHECK: insertelement <3 x float> undef, float %[[S]], i32 0
define <3 x float> @normalize(<3 x float> %v, float %d) {
entry:
  %l = call float @llvm.sqrt.f32(float %d)
  %c = fcmp ogt float %l, 0.0
  br i1 %c, label %then, label %done
then:
  %i = insertelement <3 x float> undef, float %l, i32 0
  %s = shufflevector <3 x float> %i, <3 x float> undef, <3 x i32> zeroinitializer
  %n = fdiv <3 x float> %v, %s
  br label %done
done:
  %r = phi <3 x float> [ %n, %then ], [ %v, %entry ]
  ret <3 x float> %r
}

; CHECK-NOT: declare float @llvm.sqrt.f32
; CHECK-NOT: declare float @sqrtf
