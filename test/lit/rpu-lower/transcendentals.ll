; sin ... pow, as llvm.* intrinsics and as libm calls, expand inline:
; nothing but RPU operations and pseudo-intrinsics remain.
; RUN: rpu-lower-ir %s | FileCheck %s
; RUN: rpu-lower-ir %s | FileCheck %s --check-prefix=NONE

declare float @llvm.sin.f32(float)
declare float @llvm.exp2.f32(float)
declare float @llvm.log2.f32(float)
declare float @llvm.pow.f32(float, float)
declare <3 x float> @llvm.cos.v3f32(<3 x float>)
declare float @tanf(float)
declare float @asinf(float)
declare float @acosf(float)
declare float @atanf(float)
declare float @atan2f(float, float)
declare float @expf(float)
declare float @logf(float)

; The quadrant comes from the low mantissa bits after adding 1.5 * 2^23.
; CHECK-LABEL: define float @sin(
; CHECK: fmul float %x, 0x3FE45F3060000000
; CHECK: fadd float %{{.*}}, 0x4168000000000000
; CHECK: and i32 %{{.*}}, 1
; CHECK: shl i32 %{{.*}}, 30
; CHECK: xor i32
define float @sin(float %x) {
  %r = call float @llvm.sin.f32(float %x)
  ret float %r
}

; 2^n by building the exponent field: shl by 23 after the bias.
; CHECK-LABEL: define float @exp2(
; CHECK: fcmp ogt float %x, -1.270000e+02
; CHECK: add i32 %{{.*}}, -1262485377
; CHECK: shl i32 %{{.*}}, 23
define float @exp2(float %x) {
  %r = call float @llvm.exp2.f32(float %x)
  ret float %r
}

; The exponent shifted out of the bits; one rcp for (y-1)/(y+1).
; CHECK-LABEL: define float @log2(
; CHECK: sub i32 %{{.*}}, 1060439283
; CHECK: ashr i32 %{{.*}}, 23
; CHECK: call float @rpu.rcp
; CHECK: sitofp i32
define float @log2(float %x) {
  %r = call float @llvm.log2.f32(float %x)
  ret float %r
}

define float @pow(float %x, float %y) {
  %r = call float @llvm.pow.f32(float %x, float %y)
  ret float %r
}

define <3 x float> @cos3(<3 x float> %v) {
  %r = call <3 x float> @llvm.cos.v3f32(<3 x float> %v)
  ret <3 x float> %r
}

define float @libm(float %x, float %y) {
  %a = call float @tanf(float %x)
  %b = call float @asinf(float %a)
  %c = call float @acosf(float %b)
  %d = call float @atanf(float %c)
  %e = call float @atan2f(float %d, float %y)
  %f = call float @expf(float %e)
  %g = call float @logf(float %f)
  ret float %g
}

; NONE-NOT: call float @{{tanf|asinf|acosf|atanf|atan2f|expf|logf}}
; NONE-NOT: call {{.*}}@llvm.{{sin|cos|exp2|log2|pow|sqrt|minnum|maxnum}}
; NONE-NOT: select
; NONE-NOT: fdiv
