; Spilling where every I register still holds a loaded cell (rpucg.h,
; "Spilling"): the four cells of %m are read only at the end, so at the
; spill loads of the products one I register is split, its later readers
; reading a copy.  That copy is a vreg the rewrite itself makes; it used to
; be looked up past the spill choice's per-vreg array and taken for a spilled
; value (the marble surface of spill-marble.test read cell 0 of its spill
; area in place of a triangle vertex), so %c0 was lost.
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call split --set R0=1,1,1,#8 --mem 16 --set-mem '8=1,2,3,0;10,20,30,0;100,200,300,0;1000,2000,3000,0' --print R0 | FileCheck --check-prefix=SPLIT %s

; CHECK-LABEL: SUBROUTINE_ENTRY_split:
; CHECK-DAG: load I0, A.[[M:[xyzw]]], 0
; CHECK-DAG: load I1, A.[[M]], 1
; CHECK-DAG: load I2, A.[[M]], 2
; CHECK-DAG: load I3, A.[[M]], 3
; CHECK: mov A.[[S:[xyzw]]], C3.x
; CHECK: store A.[[S]], {{[0-9]+}}, R{{[0-9]+}}
; CHECK: return
; the product of the sixteen (a = (1, 1, 1)) is (2^-8, 2^8, 1), plus the cells' sum
; SPLIT: R0 = 1111 2478 3334 {{.*}}
define <3 x float> @split(<3 x float> %a, ptr %m) {
  %c0 = load <3 x float>, ptr %m
  %p1 = getelementptr inbounds [16 x float], ptr %m, i32 0, i32 4
  %c1 = load <3 x float>, ptr %p1
  %p2 = getelementptr inbounds [16 x float], ptr %m, i32 0, i32 8
  %c2 = load <3 x float>, ptr %p2
  %p3 = getelementptr inbounds [16 x float], ptr %m, i32 0, i32 12
  %c3 = load <3 x float>, ptr %p3
  %v0 = fmul <3 x float> %a, <float 0.00390625, float -256.0, float 1.0>
  %v1 = fmul <3 x float> %a, <float 0.0078125, float -128.0, float 1.0>
  %v2 = fmul <3 x float> %a, <float 0.015625, float -64.0, float 1.0>
  %v3 = fmul <3 x float> %a, <float 0.03125, float -32.0, float 1.0>
  %v4 = fmul <3 x float> %a, <float 0.0625, float -16.0, float 1.0>
  %v5 = fmul <3 x float> %a, <float 0.125, float -8.0, float 1.0>
  %v6 = fmul <3 x float> %a, <float 0.25, float -4.0, float 1.0>
  %v7 = fmul <3 x float> %a, <float 0.5, float -2.0, float 1.0>
  %v8 = fmul <3 x float> %a, <float 1.0, float -1.0, float 1.0>
  %v9 = fmul <3 x float> %a, <float 2.0, float -0.5, float 1.0>
  %v10 = fmul <3 x float> %a, <float 4.0, float -0.25, float 1.0>
  %v11 = fmul <3 x float> %a, <float 8.0, float -0.125, float 1.0>
  %v12 = fmul <3 x float> %a, <float 16.0, float -0.0625, float 1.0>
  %v13 = fmul <3 x float> %a, <float 32.0, float -0.03125, float 1.0>
  %v14 = fmul <3 x float> %a, <float 64.0, float -0.015625, float 1.0>
  %v15 = fmul <3 x float> %a, <float 128.0, float -0.0078125, float 1.0>
  %s0 = fmul <3 x float> %v0, %v15
  %s1 = fmul <3 x float> %s0, %v14
  %s2 = fmul <3 x float> %s1, %v13
  %s3 = fmul <3 x float> %s2, %v12
  %s4 = fmul <3 x float> %s3, %v11
  %s5 = fmul <3 x float> %s4, %v10
  %s6 = fmul <3 x float> %s5, %v9
  %s7 = fmul <3 x float> %s6, %v8
  %s8 = fmul <3 x float> %s7, %v7
  %s9 = fmul <3 x float> %s8, %v6
  %s10 = fmul <3 x float> %s9, %v5
  %s11 = fmul <3 x float> %s10, %v4
  %s12 = fmul <3 x float> %s11, %v3
  %s13 = fmul <3 x float> %s12, %v2
  %s14 = fmul <3 x float> %s13, %v1
  %t0 = fadd <3 x float> %s14, %c0
  %t1 = fadd <3 x float> %t0, %c1
  %t2 = fadd <3 x float> %t1, %c2
  %t3 = fadd <3 x float> %t2, %c3
  ret <3 x float> %t3
}
