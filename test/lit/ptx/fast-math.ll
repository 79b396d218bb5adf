; Fast-math flags that change the PTX (issue 17 items 6 and 7): a `contract`
; fmul with one use fuses into the `contract` fadd/fsub using it (fma.rn,
; negating the addend or a factor for the two subtractions); without the
; flag on both, or with a second use of the product, mul.rn and add.rn stay.
; afn or arcp on an f32 fdiv gives div.approx, afn on llvm.sqrt.f32
; sqrt.approx; a function marked "unsafe-fp-math"="true" gets all of them;
; f64 keeps its IEEE forms.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

define float @fused(float %a, float %b, float %c) {
; CHECK-LABEL: fused(
; CHECK: ld.param.f32 [[A:%f[0-9]+]], [fused_param_0
; CHECK: ld.param.f32 [[B:%f[0-9]+]], [fused_param_1
; CHECK: ld.param.f32 [[C:%f[0-9]+]], [fused_param_2
; a*b + c
; CHECK: fma.rn.f32 [[S:%f[0-9]+]], [[A]], [[B]], [[C]];
; s*b - c = fma(s, b, -c)
; CHECK: neg.f32 [[NC:%f[0-9]+]], [[C]];
; CHECK: fma.rn.f32 [[T:%f[0-9]+]], [[S]], [[B]], [[NC]];
; c - t*a = fma(-t, a, c)
; CHECK: neg.f32 [[NT:%f[0-9]+]], [[T]];
; CHECK: fma.rn.f32 {{%f[0-9]+}}, [[NT]], [[A]], [[C]];
  %m = fmul contract float %a, %b
  %s = fadd contract float %m, %c
  %m2 = fmul contract float %s, %b
  %t = fsub contract float %m2, %c
  %m3 = fmul contract float %t, %a
  %u = fsub contract float %c, %m3
  ret float %u
}

define float @kept(float %a, float %b, float %c) {
; CHECK-LABEL: kept(
; CHECK-NOT: fma
; CHECK: mul.rn.f32
; CHECK: add.rn.f32
; CHECK: mul.rn.f32
; CHECK: add.rn.f32
; CHECK: mul.rn.f32
; CHECK: add.rn.f32
; CHECK: add.rn.f32
; CHECK: ret;
  %m = fmul float %a, %b
  %s = fadd contract float %m, %c
  %m2 = fmul contract float %s, %b
  %t = fadd float %m2, %c
  %m3 = fmul contract float %t, %a
  %u = fadd contract float %m3, %c
  %v = fadd float %u, %m3
  ret float %v
}

define float @approx(float %a, float %b) {
; CHECK-LABEL: approx(
; CHECK: div.approx.f32
; CHECK: div.approx.f32
; CHECK: sqrt.approx.f32
; CHECK: div.rn.f32
; CHECK: sqrt.rn.f32
  %d = fdiv afn float %a, %b
  %e = fdiv arcp float %d, %b
  %r = call afn float @llvm.sqrt.f32(float %e)
  %f = fdiv float %r, %a
  %s = call float @llvm.sqrt.f32(float %f)
  ret float %s
}

define float @unsafe(float %a, float %b) "unsafe-fp-math"="true" {
; CHECK-LABEL: unsafe(
; CHECK: fma.rn.f32
; CHECK: div.approx.f32
; CHECK: sqrt.approx.f32
  %m = fmul float %a, %b
  %s = fadd float %m, %a
  %d = fdiv float %s, %b
  %r = call float @llvm.sqrt.f32(float %d)
  ret float %r
}

define double @f64(double %a, double %b) {
; CHECK-LABEL: f64(
; CHECK: fma.rn.f64
; CHECK: div.rn.f64
; CHECK: sqrt.rn.f64
  %m = fmul fast double %a, %b
  %s = fadd fast double %m, %a
  %d = fdiv fast double %s, %b
  %r = call fast double @llvm.sqrt.f64(double %d)
  ret double %r
}

declare float @llvm.sqrt.f32(float)
declare double @llvm.sqrt.f64(double)
