; Code patterns of the scene reads and of the guards (issue 5, seed 000 12.2):
; loads go to I0-I3 and are read there in place; a triangle record's lanes go
; to A once (`mov A, I0`, the thesis's listing) and the vertex loads address
; through A.x-A.z; an address computed otherwise sets a lane of A just before
; its load.  Normalize's zero-length guard is the dp3_rsq's own paired jump;
; constant vectors with differing lanes become literals lane by lane; a cross
; product written lane by lane is two vector instructions.
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: FileCheck --check-prefix=NOCOPY %s < %t.s
; RUN: rpu-vm %t.s --call unit --set R0=3,0,4 --print R0 | FileCheck --check-prefix=UNIT %s
; RUN: rpu-vm %t.s --call unit --set R0=0,0,0 --print R0 | FileCheck --check-prefix=ZERO %s
; RUN: rpu-vm %t.s --call affine --set R0=1,0,3 --print R0 | FileCheck --check-prefix=AFFINE %s
; RUN: rpu-vm %t.s --call cross --set R0=1,2,3 --set R1=4,5,6 --print R0 | FileCheck --check-prefix=CROSS %s
; RUN: rpu-vm %t.s --call cell --set R0=0,0,0,0 --print R0 | FileCheck --check-prefix=CELL %s

; CHECK-LABEL: SUBROUTINE_ENTRY_edges:
; CHECK: load I0, HIT_TRI, 0
; CHECK-NEXT: mov A.xyz, I0
; CHECK-DAG: load I{{[1-3]}}, A.x, 0
; CHECK-DAG: load I{{[1-3]}}, A.y, 0
; CHECK-DAG: load I{{[1-3]}}, A.z, 0
; CHECK-DAG: add R{{[0-9]+}}, I{{[1-3]}}, -I{{[1-3]}}
; NOCOPY-LABEL: SUBROUTINE_ENTRY_edges:
; NOCOPY-NOT: mov R{{[0-9]+}}{{.*}}, I{{[0-3]}}
; NOCOPY: SUBROUTINE_ENTRY_cell:

; CHECK-LABEL: SUBROUTINE_ENTRY_cell:
; CHECK: mov A.x, R0.w
; CHECK-NEXT: load I0, A.x, 3
; CHECK-NEXT: mov R0.w, I0.y

; CHECK-LABEL: SUBROUTINE_ENTRY_unit:
; CHECK-NOT: mov
; CHECK: dp3_rsq R15.[[L:[xyzw]]], R0.xyz, R0.xyz + jmp [[N:L[0-9_a-z]+]], [[L]] (>=0 and !=0)
; CHECK: [[N]]:
; CHECK-NEXT: mul R0.xyz, R0.xyz, S.[[L]]

; CHECK-LABEL: SUBROUTINE_ENTRY_affine:
; CHECK-NOT: mov R{{[0-9]+}}.{{[xyz]+}}, {{-?[0-9.]+$}}
; CHECK: add R{{[0-9]+}}.xy, R{{[0-9]+}}.{{[xyz]+}}, -0.5
; CHECK: return

; CHECK-LABEL: SUBROUTINE_ENTRY_cross:
; CHECK-NEXT: mul [[T:R[0-9]+]].xyz, R{{[0-9]+}}.zxy, R{{[0-9]+}}.yzx
; CHECK-NEXT: mad R0.xyz, R{{[0-9]+}}.yzx, R{{[0-9]+}}.zxy, -[[T]].xyz + return

; UNIT: R0 = 0.6 0 0.8
; ZERO: R0 = 0 0 0
; AFFINE: R0 = 1 1 1
; CROSS: R0 = -3 6 -3
; CELL: R0 = 0 0 0 0

declare <4 x float> @rpu.load(i32)
declare i32 @rpu.hit.tri()
declare float @rpu.rsq(float)

define <3 x float> @edges() {
  %t = call i32 @rpu.hit.tri()
  %rec = call <4 x float> @rpu.load(i32 %t)
  %ri = bitcast <4 x float> %rec to <4 x i32>
  %a = extractelement <4 x i32> %ri, i64 0
  %b = extractelement <4 x i32> %ri, i64 1
  %c = extractelement <4 x i32> %ri, i64 2
  %pa = call <4 x float> @rpu.load(i32 %a)
  %pb = call <4 x float> @rpu.load(i32 %b)
  %pc = call <4 x float> @rpu.load(i32 %c)
  %e1 = fsub <4 x float> %pb, %pa
  %e2 = fsub <4 x float> %pc, %pa
  %s = fadd <4 x float> %e1, %e2
  %r = shufflevector <4 x float> %s, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  ret <3 x float> %r
}

; a computed address: its lane of A is set just before the load (the
; VM's memory is empty here: the cell reads as zeros)
define float @cell(float %addr) {
  %i = bitcast float %addr to i32
  %p = add i32 %i, 3
  %v = call <4 x float> @rpu.load(i32 %p)
  %y = extractelement <4 x float> %v, i64 1
  ret float %y
}

; normalize as lowered: v * rsq(v.v) when v.v > 0, else v
define <3 x float> @unit(<3 x float> %v) {
entry:
  %x = extractelement <3 x float> %v, i64 0
  %y = extractelement <3 x float> %v, i64 1
  %z = extractelement <3 x float> %v, i64 2
  %xx = fmul float %x, %x
  %yy = fmul float %y, %y
  %zz = fmul float %z, %z
  %s1 = fadd float %xx, %yy
  %d = fadd float %s1, %zz
  %c = fcmp ogt float %d, 0.0
  br i1 %c, label %norm, label %done
norm:
  %r = call float @rpu.rsq(float %d)
  %ri = insertelement <3 x float> poison, float %r, i64 0
  %rs = shufflevector <3 x float> %ri, <3 x float> poison, <3 x i32> zeroinitializer
  %n = fmul <3 x float> %v, %rs
  br label %done
done:
  %res = phi <3 x float> [ %n, %norm ], [ %v, %entry ]
  ret <3 x float> %res
}

; the main shader's direction: (P - (0.5, 0.5, 0)) * (2, -2, 0) + (0, 0, 1)
define <3 x float> @affine(<3 x float> %p) {
  %a = fsub <3 x float> %p, <float 0.5, float 0.5, float 0.0>
  %b = fmul <3 x float> %a, <float 2.0, float -2.0, float 0.0>
  %c = fadd <3 x float> %b, <float 0.0, float 0.0, float 1.0>
  ret <3 x float> %c
}

; a cross product written lane by lane (as the RPU glue's Ng)
define <3 x float> @cross(<3 x float> %a, <3 x float> %b) {
  %ax = extractelement <3 x float> %a, i64 0
  %ay = extractelement <3 x float> %a, i64 1
  %az = extractelement <3 x float> %a, i64 2
  %bx = extractelement <3 x float> %b, i64 0
  %by = extractelement <3 x float> %b, i64 1
  %bz = extractelement <3 x float> %b, i64 2
  %m0 = fmul float %ay, %bz
  %n0 = fmul float %az, %by
  %c0 = fsub float %m0, %n0
  %m1 = fmul float %az, %bx
  %n1 = fmul float %ax, %bz
  %c1 = fsub float %m1, %n1
  %m2 = fmul float %ax, %by
  %n2 = fmul float %ay, %bx
  %c2 = fsub float %m2, %n2
  %r0 = insertelement <3 x float> poison, float %c0, i64 0
  %r1 = insertelement <3 x float> %r0, float %c1, i64 1
  %r2 = insertelement <3 x float> %r1, float %c2, i64 2
  ret <3 x float> %r2
}
