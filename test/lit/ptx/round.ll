; llvm.round: half away from zero as trunc(|x| + 0.5) with the sign of x,
; 0 below |x| = 0.5 and |x| itself from 2^23 (2^52) on: every literal in
; PTX's full hex forms (0f00000000, not 0f0) and x itself, not a predicate,
; as copysign's sign operand.  RSL's round() reaches it on --target=ptx.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

define float @roundf(float %x) {
; CHECK-LABEL: roundf(
; CHECK: ld.param.f32 [[P:%f[0-9]+]],
; CHECK: mov.f32 [[X:%f[0-9]+]], [[P]];
; CHECK: abs.f32 [[A:%f[0-9]+]], [[X]];
; CHECK: add.rn.f32 [[R:%f[0-9]+]], [[A]], 0f3F000000;
; CHECK: cvt.rzi.f32.f32 [[R]], [[R]];
; CHECK: setp.lt.f32 [[SMALL:%p[0-9]+]], [[A]], 0f3F000000;
; CHECK: selp.f32 [[R]], 0f00000000, [[R]], [[SMALL]];
; CHECK: setp.gt.f32 [[BIG:%p[0-9]+]], [[A]], 0f4B000000;
; CHECK: selp.f32 [[R]], [[A]], [[R]], [[BIG]];
; CHECK: copysign.f32 {{%f[0-9]+}}, [[X]], [[R]];
  %r = call float @llvm.round.f32(float %x)
  ret float %r
}

define double @round(double %x) {
; CHECK-LABEL: round(
; CHECK: selp.f64 {{%fd[0-9]+}}, 0d0000000000000000,
; CHECK: setp.gt.f64 {{%p[0-9]+}}, {{%fd[0-9]+}}, 0d4330000000000000;
; CHECK: copysign.f64 {{%fd[0-9]+}}, [[X:%fd[0-9]+]],
  %r = call double @llvm.round.f64(double %x)
  ret double %r
}

declare float @llvm.round.f32(float)
declare double @llvm.round.f64(double)
