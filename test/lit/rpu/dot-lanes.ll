; Dot products whose lanes LLVM's SLP vectorizer spread over shuffles and
; phis are one dp3: the products' lanes are traced through extractelement
; and shufflevector to the vectors they are lanes of (isel_arith.c), and a
; phi of lanes of the values another phi of its block joins reads that phi
; (lower_phi_lanes.c).  Lanes that do not pair up (a1*b2 + a2*b1) stay
; products.
; RUN: rpu-lower-ir %s | FileCheck --check-prefix=IR %s
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call split --set R0=1,2,3 --set R1=4,5,6 --print R0 | FileCheck --check-prefix=SPLIT %s
; RUN: rpu-vm %t.s --call crossed --set R0=1,2,3 --set R1=4,5,6 --print R0 | FileCheck --check-prefix=CROSSED %s
; RUN: rpu-vm %t.s --call joined --set R0=1,2,3,1 --set R1=4,5,6 --print R0 | FileCheck --check-prefix=JOINED-POS %s
; RUN: rpu-vm %t.s --call joined --set R0=1,2,3,-1 --set R1=4,5,6 --print R0 | FileCheck --check-prefix=JOINED-NEG %s

; IR-LABEL: define float @joined(
; IR: join:
; IR-NEXT: %v = phi <3 x float> [ %m, %scale ], [ %n, %entry ]
; IR-DAG: %vz = extractelement <3 x float> %v, i32 2
; IR-DAG: %vxy = shufflevector <3 x float> %v, <3 x float> poison, <2 x i32> <i32 0, i32 1>
; IR-NOT: phi

; CHECK-LABEL: SUBROUTINE_ENTRY_split:
; CHECK-NEXT: dp3 R0.w, R0.xyz, R1.xyz + return
; CHECK-LABEL: SUBROUTINE_ENTRY_crossed:
; CHECK-NOT: dp3
; CHECK: SUBROUTINE_ENTRY_joined:
; CHECK-NOT: {{mad|add}}
; CHECK: dp3 [[D:R[0-9]+]].w, R1.xyz, R0.xyz
; CHECK-NEXT: mul R0.w, [[D]].w, R0.x + return

; (1,2,3).(4,5,6) = 32; crossed: 1*4 + 2*6 + 3*5 = 31; joined: k > 0 doubles
; n: (4,5,6).(2,4,6) * 2 = 128, else 32 * 1
; SPLIT: R0 = {{.*}} 32
; CROSSED: R0 = {{.*}} 31
; JOINED-POS: R0 = {{.*}} 128
; JOINED-NEG: R0 = {{.*}} 32

define float @split(<3 x float> %a, <3 x float> %b) {
  %a0 = extractelement <3 x float> %a, i64 0
  %b0 = extractelement <3 x float> %b, i64 0
  %p0 = fmul float %a0, %b0
  %a12 = shufflevector <3 x float> %a, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %b12 = shufflevector <3 x float> %b, <3 x float> poison, <2 x i32> <i32 1, i32 2>
  %p12 = fmul <2 x float> %a12, %b12
  %p1 = extractelement <2 x float> %p12, i64 0
  %s = fadd float %p0, %p1
  %p2 = extractelement <2 x float> %p12, i64 1
  %d = fadd float %p2, %s
  ret float %d
}

define float @crossed(<3 x float> %a, <3 x float> %b) {
  %a0 = extractelement <3 x float> %a, i64 0
  %b0 = extractelement <3 x float> %b, i64 0
  %p0 = fmul float %a0, %b0
  %a12 = shufflevector <3 x float> %a, <3 x float> undef, <2 x i32> <i32 1, i32 2>
  %b21 = shufflevector <3 x float> %b, <3 x float> poison, <2 x i32> <i32 2, i32 1>
  %p12 = fmul <2 x float> %a12, %b21
  %p1 = extractelement <2 x float> %p12, i64 0
  %s = fadd float %p0, %p1
  %p2 = extractelement <2 x float> %p12, i64 1
  %d = fadd float %p2, %s
  ret float %d
}

define float @joined(<3 x float> %n, <3 x float> %g, float %k) {
entry:
  %c = fcmp ogt float %k, 0.0
  %nxy = shufflevector <3 x float> %n, <3 x float> poison, <2 x i32> <i32 0, i32 1>
  %nz = extractelement <3 x float> %n, i64 2
  br i1 %c, label %scale, label %join
scale:
  %m = fmul <3 x float> %n, <float 2.0, float 2.0, float 2.0>
  %mxy = shufflevector <3 x float> %m, <3 x float> poison, <2 x i32> <i32 0, i32 1>
  %mz = extractelement <3 x float> %m, i64 2
  br label %join
join:
  %v = phi <3 x float> [ %m, %scale ], [ %n, %entry ]
  %vxy = phi <2 x float> [ %mxy, %scale ], [ %nxy, %entry ]
  %vz = phi float [ %mz, %scale ], [ %nz, %entry ]
  %gxy = shufflevector <3 x float> %g, <3 x float> poison, <2 x i32> <i32 0, i32 1>
  %p = fmul <2 x float> %gxy, %vxy
  %sh = shufflevector <2 x float> %p, <2 x float> poison, <2 x i32> <i32 1, i32 undef>
  %s2 = fadd <2 x float> %p, %sh
  %s = extractelement <2 x float> %s2, i64 0
  %gz = extractelement <3 x float> %g, i64 2
  %pz = fmul float %gz, %vz
  %d = fadd float %pz, %s
  %vx = extractelement <3 x float> %v, i64 0
  %r = fmul float %d, %vx
  ret float %r
}
