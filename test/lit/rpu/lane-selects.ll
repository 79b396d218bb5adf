; Scalar selects on one condition between the same lanes of two vectors
; (a vector select LLVM scalarized: faceforward's lanes) become one vector
; select again in the select lowering, so the chosen vector stays in one
; register and the dot product of its lanes is one dp3 (lower_select.c).
; Lanes of different vectors or conditions stay scalar selects.
; RUN: rpu-lower-ir %s | FileCheck --check-prefix=IR %s
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call facing --set R0=1,2,3,1 --set R1=4,5,6 --set R2=1,10,100 --print R0 | FileCheck --check-prefix=FRONT %s
; RUN: rpu-vm %t.s --call facing --set R0=1,2,3,-1 --set R1=4,5,6 --set R2=1,10,100 --print R0 | FileCheck --check-prefix=BACK %s
; RUN: rpu-vm %t.s --call apart --set R0=1,2,3,1 --set R1=4,5,6,-1 --print R0 | FileCheck --check-prefix=APART %s

; IR-LABEL: define float @facing(
; IR: br i1 %c, label %[[END:.*]], label %[[F:.*]]
; IR: [[END]]:
; IR-NEXT: %[[V:[0-9]+]] = phi <3 x float> [ %a, %0 ], [ %b, %[[F]] ]
; IR-NEXT: %s0 = extractelement <3 x float> %[[V]], i32 0
; IR-NEXT: %s1 = extractelement <3 x float> %[[V]], i32 1
; IR-NEXT: %s2 = extractelement <3 x float> %[[V]], i32 2
; IR-NOT: phi
; IR-LABEL: define <2 x float> @apart(
; IR: %s0 = phi float
; IR: %s1 = phi float

; CHECK-LABEL: SUBROUTINE_ENTRY_facing:
; CHECK-NOT: {{mul|mad}}
; CHECK: dp3 R0.w, R{{[0-9]+}}.xyz, R2.xyz + return
; CHECK-NOT: {{mul|mad}}
; CHECK: SUBROUTINE_ENTRY_apart:

; a.l = 1 + 20 + 300, b.l = 4 + 50 + 600
; FRONT: R0 = {{.*}} 321
; BACK: R0 = {{.*}} 654
; APART: R0 = 1 5 3
define float @facing(<3 x float> %a, <3 x float> %b, <3 x float> %l, float %k) {
  %c = fcmp ogt float %k, 0.0
  %a0 = extractelement <3 x float> %a, i32 0
  %a1 = extractelement <3 x float> %a, i32 1
  %a2 = extractelement <3 x float> %a, i32 2
  %b0 = extractelement <3 x float> %b, i32 0
  %b1 = extractelement <3 x float> %b, i32 1
  %b2 = extractelement <3 x float> %b, i32 2
  %s0 = select i1 %c, float %a0, float %b0
  %s1 = select i1 %c, float %a1, float %b1
  %s2 = select i1 %c, float %a2, float %b2
  %l0 = extractelement <3 x float> %l, i32 0
  %l1 = extractelement <3 x float> %l, i32 1
  %l2 = extractelement <3 x float> %l, i32 2
  %p0 = fmul float %s0, %l0
  %p1 = fmul float %s1, %l1
  %p2 = fmul float %s2, %l2
  %d0 = fadd float %p1, %p0
  %d = fadd float %p2, %d0
  ret float %d
}

; lanes of different vectors, or on different conditions, stay scalar selects
define <2 x float> @apart(<3 x float> %a, <3 x float> %b, float %k, float %j) {
  %c = fcmp ogt float %k, 0.0
  %e = fcmp ogt float %j, 0.0
  %a0 = extractelement <3 x float> %a, i32 0
  %a1 = extractelement <3 x float> %a, i32 1
  %b0 = extractelement <3 x float> %b, i32 0
  %b1 = extractelement <3 x float> %b, i32 1
  %s0 = select i1 %c, float %a0, float %b0
  %s1 = select i1 %e, float %a1, float %b1
  %v0 = insertelement <2 x float> poison, float %s0, i32 0
  %v = insertelement <2 x float> %v0, float %s1, i32 1
  ret <2 x float> %v
}
