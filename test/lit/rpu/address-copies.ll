; Address copies across blocks (opt_address_copies.c): the triangle record's
; lanes go to A as the loads need them (a load from a fixed cell keeps the
; record from owning A), and a later block's `mov A.w, I0.w` is left out
; where A.w is dead after the first copy, which copies it too: A holds I0.w
; on every way to that load (no load into I0, no write of A.w between).
; Values by hand: cell 3 = (h,2,4), record (#8,#9,#10,#11): ((1,2,3) +
; (10,20,30)) * (h,2,4) = (11h,44,132), plus cell 11 (100,200,300) where
; 11h > 0: h = 1 gives (111,244,432), h = -1 (-11,44,132).
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call record_later --set HIT_TRI=#4 --set-mem '3=1,2,4,0;#8,#9,#10,#11' --set-mem '8=1,2,3,0;10,20,30,0;5,5,5,0;100,200,300,0' --print R0 | FileCheck --check-prefix=LATER %s
; RUN: rpu-vm %t.s --call record_later --set HIT_TRI=#4 --set-mem '3=-1,2,4,0;#8,#9,#10,#11' --set-mem '8=1,2,3,0;10,20,30,0;5,5,5,0;100,200,300,0' --print R0 | FileCheck --check-prefix=NOW %s

; CHECK-LABEL: SUBROUTINE_ENTRY_record_later:
; CHECK: load I0, HIT_TRI, 0
; CHECK: mov A.xyw, I0.xy{{[xyzw]}}w
; CHECK: jmp [[L:L[0-9_a-z]+]]
; CHECK: [[L]]:
; CHECK-NOT: mov A
; CHECK-NEXT: load I{{[0-3]}}, A.w, 0

; LATER: R0 = 111 244 432 0
; NOW: R0 = -11 44 132 0

declare <4 x float> @rpu.load(i32)
declare i32 @rpu.hit.tri()

define <3 x float> @record_later() {
entry:
  %t = call i32 @rpu.hit.tri()
  %rec = call <4 x float> @rpu.load(i32 %t)
  %ri = bitcast <4 x float> %rec to <4 x i32>
  %a = extractelement <4 x i32> %ri, i64 0
  %b = extractelement <4 x i32> %ri, i64 1
  %va = call <4 x float> @rpu.load(i32 %a)
  %vb = call <4 x float> @rpu.load(i32 %b)
  %k = call <4 x float> @rpu.load(i32 3)
  %s = fadd <4 x float> %va, %vb
  %sk = fmul <4 x float> %s, %k
  %x = extractelement <4 x float> %sk, i64 0
  %c = fcmp ogt float %x, 0.0
  br i1 %c, label %later, label %done
later:
  %d = extractelement <4 x i32> %ri, i64 3
  %vd = call <4 x float> @rpu.load(i32 %d)
  %sum = fadd <4 x float> %sk, %vd
  br label %done
done:
  %r4 = phi <4 x float> [ %sum, %later ], [ %sk, %entry ]
  %r = shufflevector <4 x float> %r4, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  ret <3 x float> %r
}
