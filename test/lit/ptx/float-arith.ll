; Floating point: IEEE-rounded .rn forms (no contraction unless LLVM asked
; for fma), division div.rn, frem through trunc and fma, fneg, and every
; fcmp predicate, ordered and unordered.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

define float @f32ops(float %a, float %b) {
; CHECK-LABEL: f32ops(
; CHECK: add.rn.f32 [[S:%f[0-9]+]],
; CHECK: sub.rn.f32 {{%f[0-9]+}}, [[S]], 0f3F800000;
; CHECK: mul.rn.f32
; CHECK: div.rn.f32
; CHECK: neg.f32
; frem: a - trunc(a / b) * b, and a itself for an infinite b
; CHECK: div.rn.f32 [[Q:%f[0-9]+]],
; CHECK: cvt.rzi.f32.f32 [[T:%f[0-9]+]], [[Q]];
; CHECK: fma.rn.f32 {{%f[0-9]+}}, [[T]],
; CHECK: testp.infinite.f32
  %s = fadd float %a, %b
  %t = fsub float %s, 1.0
  %m = fmul float %t, %b
  %d = fdiv float %m, %b
  %n = fneg float %d
  %r = frem float %n, %b
  ret float %r
}

define double @f64ops(double %a, double %b) {
; CHECK-LABEL: f64ops(
; CHECK: add.rn.f64 {{%fd[0-9]+}}, {{%fd[0-9]+}}, 0d4000000000000000;
; CHECK: div.rn.f64
  %s = fadd double %a, 2.0
  %d = fdiv double %s, %b
  ret double %d
}

define i32 @fcmps(float %a, float %b) {
; CHECK-LABEL: fcmps(
; CHECK: setp.eq.f32
; CHECK: setp.ne.f32
; CHECK: setp.lt.f32
; CHECK: setp.ge.f32
; CHECK: setp.equ.f32
; CHECK: setp.neu.f32
; CHECK: setp.gtu.f32
; CHECK: setp.leu.f32
; CHECK: setp.num.f32
; CHECK: setp.nan.f32
  %c1 = fcmp oeq float %a, %b
  %c2 = fcmp one float %a, %b
  %c3 = fcmp olt float %a, %b
  %c4 = fcmp oge float %a, %b
  %c5 = fcmp ueq float %a, %b
  %c6 = fcmp une float %a, %b
  %c7 = fcmp ugt float %a, %b
  %c8 = fcmp ule float %a, %b
  %c9 = fcmp ord float %a, %b
  %c10 = fcmp uno float %a, %b
  %x1 = xor i1 %c1, %c2
  %x2 = xor i1 %x1, %c3
  %x3 = xor i1 %x2, %c4
  %x4 = xor i1 %x3, %c5
  %x5 = xor i1 %x4, %c6
  %x6 = xor i1 %x5, %c7
  %x7 = xor i1 %x6, %c8
  %x8 = xor i1 %x7, %c9
  %x9 = xor i1 %x8, %c10
  %r = zext i1 %x9 to i32
  ret i32 %r
}
