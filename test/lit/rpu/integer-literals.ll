; An i32 constant copied into a register as it is (a phi's incoming value)
; keeps its bits.  Those of -1 (0xffffffff) are a NaN as a float: printed
; as a float literal (`mov R1.w, -nan`) the assembler read them as its one
; canonical NaN, so a loop counting from -1 started at 0x7fc00000 and ran
; once (library/stone_wall.sl's 3x3 cell loop found nothing on the RPU).
; Such a copy is the integer `ior d, K, 0`.
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call from_minus_one --set R0=0,0,0,2 --print R0 | FileCheck --check-prefix=TWO %s
; RUN: rpu-vm %t.s --call from_minus_one --set R0=0,0,0,5 --print R0 | FileCheck --check-prefix=FIVE %s
; CHECK-LABEL: SUBROUTINE_ENTRY_from_minus_one:
; CHECK-NOT: nan
; CHECK: ior R{{[0-9]+}}.{{[xyzw]}}, -1, 0
; the sum of i*i + 1 for i = -1 .. n - 1: n = 2: 2 + 1 + 2
; TWO: R0 = 0 0 0 5
; n = 5: 2 + 1 + 2 + 5 + 10 + 17
; FIVE: R0 = 0 0 0 37

define float @from_minus_one(float %n) {
entry:
  %end = fptosi float %n to i32
  br label %loop
loop:
  %i = phi i32 [ -1, %entry ], [ %next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %f = sitofp i32 %i to float
  %sq = fmul float %f, %f
  %term = fadd float %sq, 1.0
  %sum = fadd float %acc, %term
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %end
  br i1 %more, label %loop, label %exit
exit:
  ret float %sum
}
