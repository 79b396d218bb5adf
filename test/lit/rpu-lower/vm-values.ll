; The lowered sequences through the whole RPU chain: llc-rpu, rpu-vm.
; Expected values are libm's, printed to the VM's six digits.
; RUN: llc-rpu -march=rpu %s -o %t.s
; RUN: rpu-vm %t.s --call f_sin --set R0=0,0,0,0.5 --print R0 | FileCheck %s --check-prefix=SIN
; RUN: rpu-vm %t.s --call f_cos --set R0=0,0,0,2 --print R0 | FileCheck %s --check-prefix=COS
; RUN: rpu-vm %t.s --call f_tan --set R0=0,0,0,-3 --print R0 | FileCheck %s --check-prefix=TAN
; RUN: rpu-vm %t.s --call f_asin --set R0=0,0,0,0.5 --print R0 | FileCheck %s --check-prefix=ASIN
; RUN: rpu-vm %t.s --call f_atan2 --set R0=0,0,0,-1 --set R1=0,0,0,-2 --print R0 | FileCheck %s --check-prefix=ATAN2
; RUN: rpu-vm %t.s --call f_exp --set R0=0,0,0,2 --print R0 | FileCheck %s --check-prefix=EXP
; RUN: rpu-vm %t.s --call f_log --set R0=0,0,0,100 --print R0 | FileCheck %s --check-prefix=LOG
; RUN: rpu-vm %t.s --call f_pow --set R0=0,0,0,2 --set R1=0,0,0,0.5 --print R0 | FileCheck %s --check-prefix=POW
; RUN: rpu-vm %t.s --call f_round --set R0=0,0,0,-2.5 --print R0 | FileCheck %s --check-prefix=ROUND
; RUN: rpu-vm %t.s --call f_rem --set R0=0,0,0,-17 --set R1=0,0,0,5 --print R0 | FileCheck %s --check-prefix=REM
; RUN: rpu-vm %t.s --call f_sqrt --set R0=0,0,0,0 --print R0 | FileCheck %s --check-prefix=SQRT0
; SIN: R0 = {{.*}} 0.479426
; COS: R0 = {{.*}} -0.416147
; TAN: R0 = {{.*}} 0.142547
; ASIN: R0 = {{.*}} 0.523599
; ATAN2: R0 = {{.*}} -2.67795
; EXP: R0 = {{.*}} 7.38906
; LOG: R0 = {{.*}} 4.60517
; POW: R0 = {{.*}} 1.41421
; ROUND: R0 = {{.*}} -3
; REM: R0 = {{.*}} -2
; SQRT0: R0 = {{.*}} 0

declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
declare float @tanf(float)
declare float @asinf(float)
declare float @atan2f(float, float)
declare float @llvm.exp.f32(float)
declare float @llvm.log.f32(float)
declare float @llvm.pow.f32(float, float)
declare float @llvm.round.f32(float)
declare float @llvm.sqrt.f32(float)

define float @f_sin(float %x) {
  %r = call float @llvm.sin.f32(float %x)
  ret float %r
}
define float @f_cos(float %x) {
  %r = call float @llvm.cos.f32(float %x)
  ret float %r
}
define float @f_tan(float %x) {
  %r = call float @tanf(float %x)
  ret float %r
}
define float @f_asin(float %x) {
  %r = call float @asinf(float %x)
  ret float %r
}
define float @f_atan2(float %y, float %x) {
  %r = call float @atan2f(float %y, float %x)
  ret float %r
}
define float @f_exp(float %x) {
  %r = call float @llvm.exp.f32(float %x)
  ret float %r
}
define float @f_log(float %x) {
  %r = call float @llvm.log.f32(float %x)
  ret float %r
}
define float @f_pow(float %x, float %y) {
  %r = call float @llvm.pow.f32(float %x, float %y)
  ret float %r
}
define float @f_round(float %x) {
  %r = call float @llvm.round.f32(float %x)
  ret float %r
}
define float @f_rem(float %x, float %y) {
  %a = fptosi float %x to i32
  %b = fptosi float %y to i32
  %r = srem i32 %a, %b
  %f = sitofp i32 %r to float
  ret float %f
}
define float @f_sqrt(float %x) {
  %r = call float @llvm.sqrt.f32(float %x)
  ret float %r
}
