; A lane of A keeps the address it was given across blocks (isel.c,
; abase_on_entry): a block whose predecessors all come before it and all
; leave the same address in a lane loads through that lane without setting
; it again; where they differ (or after a back edge) it is set again.
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call across --set R0=0,0,0,#4 --set R1=0,0,0,1 --set-mem '4=1,2,3,0;10,20,30,0;100,200,300,0' --print R0 | FileCheck --check-prefix=ACROSS-POS %s
; RUN: rpu-vm %t.s --call across --set R0=0,0,0,#4 --set R1=0,0,0,-1 --set-mem '4=1,2,3,0;10,20,30,0;100,200,300,0' --print R0 | FileCheck --check-prefix=ACROSS-NEG %s
; RUN: rpu-vm %t.s --call disagree --set R0=0,0,0,#4 --set R1=0,0,0,#6 --set R2=0,0,0,1 --set-mem '4=1,2,3,0;10,20,30,0;100,200,300,0' --print R0 | FileCheck --check-prefix=DISAGREE-P %s
; RUN: rpu-vm %t.s --call disagree --set R0=0,0,0,#4 --set R1=0,0,0,#6 --set R2=0,0,0,-1 --set-mem '4=1,2,3,0;10,20,30,0;100,200,300,0' --print R0 | FileCheck --check-prefix=DISAGREE-Q %s

; CHECK-LABEL: SUBROUTINE_ENTRY_across:
; CHECK-NEXT: mov A.[[L:[xyzw]]], R0.w
; CHECK-NEXT: load I{{[0-3]}}, A.[[L]], 0
; CHECK-NOT: mov A
; CHECK: load I{{[0-3]}}, A.[[L]], 1
; CHECK-NOT: mov A
; CHECK: SUBROUTINE_ENTRY_disagree:
; CHECK: mov A.{{[xyzw]}}, R1.w
; CHECK: mov A.[[P:[xyzw]]], R0.w
; CHECK-NEXT: load I{{[0-3]}}, A.[[P]], 1

; cells 4, 5, 6: (1,2,3), (10,20,30), (100,200,300); across: 2*cell 4 or
; cell 4, plus cell 5; disagree: cell 4 (p) or cell 6 (q), plus cell 5 (p+1)
; ACROSS-POS: R0 = 12 24 36
; ACROSS-NEG: R0 = 11 22 33
; DISAGREE-P: R0 = 11 22 33
; DISAGREE-Q: R0 = 110 220 330

declare <4 x float> @rpu.load(i32)

define <3 x float> @across(i32 %p, float %k) {
entry:
  %x = call <4 x float> @rpu.load(i32 %p)
  %c = fcmp ogt float %k, 0.0
  br i1 %c, label %pos, label %join
pos:
  %x2 = fmul <4 x float> %x, <float 2.0, float 2.0, float 2.0, float 2.0>
  br label %join
join:
  %y = phi <4 x float> [ %x2, %pos ], [ %x, %entry ]
  %q = add i32 %p, 1
  %z = call <4 x float> @rpu.load(i32 %q)
  %s = fadd <4 x float> %y, %z
  %r = shufflevector <4 x float> %s, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  ret <3 x float> %r
}

define <3 x float> @disagree(i32 %p, i32 %q, float %k) {
entry:
  %c = fcmp ogt float %k, 0.0
  br i1 %c, label %a, label %b
a:
  %x = call <4 x float> @rpu.load(i32 %p)
  br label %join
b:
  %y = call <4 x float> @rpu.load(i32 %q)
  br label %join
join:
  %v = phi <4 x float> [ %x, %a ], [ %y, %b ]
  %p1 = add i32 %p, 1
  %z = call <4 x float> @rpu.load(i32 %p1)
  %s = fadd <4 x float> %v, %z
  %r = shufflevector <4 x float> %s, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  ret <3 x float> %r
}
