; Spilling where an I register's loaded cell flows into a join (rpucg.h,
; "Spilling"; library/stone_wall.sl on the RPU hit it).  The four cells of
; %m are loaded into I0-I3 in the entry and read only in %join, which has
; two predecessors: opt_forward.c forwards each cell's copy into the join,
; since both predecessors hold it, so the I registers stay live across the
; diamond.  Sixteen vectors live at once do not fit in R0-R14, so spill
; loads need an I register where all four are live, and one is split (its
; later readers read a copy).  The split used to give up at the join
; ("does not fit in registers ... spilling to memory did not help").
;   @split_before:    the split is in the entry: both predecessors of the
;                     join carry the copy.
;   @split_in_branch: the spill loads are in %below (it sums the sixteen),
;                     so the split is there; %above enters the join with the
;                     cell still in the I register only, and copies it to the
;                     copy at its end.
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; CHECK-LABEL: SUBROUTINE_ENTRY_split_before:
; CHECK: store A.{{[xyzw]}}, {{[0-9]+}}, R{{[0-9]+}}
; CHECK-LABEL: SUBROUTINE_ENTRY_split_in_branch:
; CHECK: store A.{{[xyzw]}}, {{[0-9]+}}, R{{[0-9]+}}
;
; a = (1, 1, 1): the product of the sixteen is (2^-8, 2^8, 1), the cells sum
; to (1111, 2222, 3333); %k < 0 takes %below.
; RUN: rpu-vm %t.s --call split_before --set R0=1,1,1,#8 --set R1=0,0,0,-1 --mem 16 --set-mem '8=1,2,3,0;10,20,30,0;100,200,300,0;1000,2000,3000,0' --print R0 | FileCheck --check-prefix=BEFORE-BELOW %s
; RUN: rpu-vm %t.s --call split_before --set R0=1,1,1,#8 --set R1=0,0,0,1 --mem 16 --set-mem '8=1,2,3,0;10,20,30,0;100,200,300,0;1000,2000,3000,0' --print R0 | FileCheck --check-prefix=BEFORE-ABOVE %s
; RUN: rpu-vm %t.s --call split_in_branch --set R0=1,1,1,#8 --set R1=0,0,0,-1 --mem 16 --set-mem '8=1,2,3,0;10,20,30,0;100,200,300,0;1000,2000,3000,0' --print R0 | FileCheck --check-prefix=BRANCH-BELOW %s
; RUN: rpu-vm %t.s --call split_in_branch --set R0=1,1,1,#8 --set R1=0,0,0,1 --mem 16 --set-mem '8=1,2,3,0;10,20,30,0;100,200,300,0;1000,2000,3000,0' --print R0 | FileCheck --check-prefix=BRANCH-ABOVE %s
; v0 + v15 = (2^-8 + 2^7, -2^8 - 2^-7, 2): 1239.0078125 2221.9921875 3336
; BEFORE-BELOW: R0 = 1239.01 2221.99 3336 {{.*}}
; v15 - v0 = (2^7 - 2^-8, 2^8 - 2^-7, 0): 1239 2733.9921875 3334
; BEFORE-ABOVE: R0 = 1239 2733.99 3334 {{.*}}
; the sum of the sixteen = (2^8 - 2^-8, -(2^9 - 2^-7), 16): 1367 1966.0078125 3350
; BRANCH-BELOW: R0 = 1367 1966.01 3350 {{.*}}
; v0 = (2^-8, -2^8, 1): 1111.0078125 2222 3335
; BRANCH-ABOVE: R0 = 1111.01 2222 3335 {{.*}}

define <3 x float> @split_before(<3 x float> %a, ptr %m, float %k) {
entry:
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
  %neg = fcmp olt float %k, 0.0
  br i1 %neg, label %below, label %above
below:
  %w0 = fadd <3 x float> %v0, %v15
  br label %join
above:
  %w1 = fsub <3 x float> %v15, %v0
  br label %join
join:
  %w = phi <3 x float> [ %w0, %below ], [ %w1, %above ]
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
  %r = fadd <3 x float> %t3, %w
  ret <3 x float> %r
}

define <3 x float> @split_in_branch(<3 x float> %a, ptr %m, float %k) {
entry:
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
  %c0 = load <3 x float>, ptr %m
  %p1 = getelementptr inbounds [16 x float], ptr %m, i32 0, i32 4
  %c1 = load <3 x float>, ptr %p1
  %p2 = getelementptr inbounds [16 x float], ptr %m, i32 0, i32 8
  %c2 = load <3 x float>, ptr %p2
  %p3 = getelementptr inbounds [16 x float], ptr %m, i32 0, i32 12
  %c3 = load <3 x float>, ptr %p3
  %neg = fcmp olt float %k, 0.0
  br i1 %neg, label %below, label %above
below:
  %u0 = fadd <3 x float> %v0, %v1
  %u1 = fadd <3 x float> %u0, %v2
  %u2 = fadd <3 x float> %u1, %v3
  %u3 = fadd <3 x float> %u2, %v4
  %u4 = fadd <3 x float> %u3, %v5
  %u5 = fadd <3 x float> %u4, %v6
  %u6 = fadd <3 x float> %u5, %v7
  %u7 = fadd <3 x float> %u6, %v8
  %u8 = fadd <3 x float> %u7, %v9
  %u9 = fadd <3 x float> %u8, %v10
  %u10 = fadd <3 x float> %u9, %v11
  %u11 = fadd <3 x float> %u10, %v12
  %u12 = fadd <3 x float> %u11, %v13
  %u13 = fadd <3 x float> %u12, %v14
  %u14 = fadd <3 x float> %u13, %v15
  br label %join
above:
  br label %join
join:
  %w = phi <3 x float> [ %u14, %below ], [ %v0, %above ]
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
  %r = fadd <3 x float> %t3, %w
  ret <3 x float> %r
}
