; Vector arithmetic is scalarized; loads and stores of vectors stay.
; RUN: rsl-opt -passes=scalarize %s | FileCheck %s

define void @f(ptr addrspace(1) %p) {
; CHECK-LABEL: define void @f(
; CHECK: load <4 x float>, ptr addrspace(1) %p
; CHECK-COUNT-4: fmul float
; CHECK-NOT: fmul <4 x float>
; CHECK: store <4 x float>
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %m = fmul <4 x float> %v, %v
  store <4 x float> %m, ptr addrspace(1) %p, align 16
  ret void
}
