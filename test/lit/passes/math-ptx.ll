; Math lowering (seed 004 figure 3.2): approximate mode uses PTX's .approx
; instructions; accurate mode uses none of them. libm calls and llvm.*
; intrinsics are both lowered; single and double.
; RUN: rsl-opt -passes=lower-math-ptx %s | FileCheck %s --check-prefix=APPROX
; RUN: rsl-opt -passes=lower-math-ptx-accurate %s | FileCheck %s --check-prefix=ACCURATE

declare float @expf(float)
declare float @powf(float, float)
declare double @log(double)
declare float @tanf(float)
declare float @llvm.sin.f32(float)
declare float @sqrtf(float)
declare float @atan2f(float, float)

define float @f(float %x, float %y, double %d) {
; APPROX-LABEL: define float @f(
; exp(x) = ex2(x * log2(e))
; APPROX: [[M:%.*]] = fmul float %x, 0x3FF7154760000000
; APPROX: call float @llvm.nvvm.ex2.approx.f(float [[M]])
; pow(x, y) = ex2(lg2(|x|) * y)
; APPROX: [[A:%.*]] = call float @llvm.fabs.f32(float %x)
; APPROX: [[L:%.*]] = call float @llvm.nvvm.lg2.approx.f(float [[A]])
; APPROX: fmul float [[L]], %y
; log of a double: lg2 in single precision, times ln 2
; APPROX: fptrunc double %d to float
; APPROX: call float @llvm.nvvm.lg2.approx.f
; APPROX: fmul float {{.*}}, 0x3FE62E4300000000
; tan = sin / cos
; APPROX: [[S:%.*]] = call float @llvm.nvvm.sin.approx.f(float %x)
; APPROX: [[C:%.*]] = call float @llvm.nvvm.cos.approx.f(float %x)
; APPROX: fdiv float [[S]], [[C]]
; APPROX: call float @llvm.sqrt.f32(float %x)
; APPROX-NOT: call float @expf
; APPROX-NOT: call float @atan2f
; ACCURATE-NOT: approx
; ACCURATE-NOT: @expf(
; ACCURATE-NOT: @tanf(
  %e = call float @expf(float %x)
  %p = call float @powf(float %x, float %y)
  %l = call double @log(double %d)
  %lf = fptrunc double %l to float
  %t = call float @tanf(float %x)
  %s = call float @llvm.sin.f32(float %y)
  %q = call float @sqrtf(float %x)
  %a = call float @atan2f(float %y, float %x)
  %r1 = fadd float %e, %p
  %r2 = fadd float %r1, %lf
  %r3 = fadd float %r2, %t
  %r4 = fadd float %r3, %s
  %r5 = fadd float %r4, %q
  %r6 = fadd float %r5, %a
  ret float %r6
}
