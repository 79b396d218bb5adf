; An i32 a branch compares is converted to float once, where it is defined
; (isel_find_compared_ints): a loop's bound, defined before the loop, is
; converted there, and each iteration converts only its counter.  The loop
; adds 2 n times: 10 for n = 5, 2 for n = 1, and a bound of 0 skips the
; loop (its first compare reads the same conversion).
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call sum_below --set R0=0,0,0,5 --print R0 | FileCheck --check-prefix=FIVE %s
; RUN: rpu-vm %t.s --call sum_below --set R0=0,0,0,1 --print R0 | FileCheck --check-prefix=ONE %s
; RUN: rpu-vm %t.s --call sum_below --set R0=0,0,0,0 --print R0 | FileCheck --check-prefix=NONE %s
; FIVE: R0 = 0 0 0 10
; ONE: R0 = 0 0 0 2
; NONE: R0 = 0 0 0 0

; The bound's i2f comes before the loop's label; inside the loop one i2f,
; the counter's, feeds the compare.
; CHECK-LABEL: SUBROUTINE_ENTRY_sum_below:
; CHECK: f2i [[N:R[0-9]+]].[[NL:[xyzw]]], R0.w
; CHECK: i2f R{{[0-9]+}}.{{[xyzw]}}, [[N]].[[NL]]
; CHECK: {{^L[0-9]+_sum_below}}:
; CHECK-NOT: i2f {{.*}}[[N]].[[NL]]
; CHECK: i2f
; CHECK-NOT: i2f
; CHECK: return

define float @sum_below(float %x) {
entry:
  %n = fptosi float %x to i32
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %done

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %acc, %loop ]
  %acc = fadd float %sum, 2.0
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %done

done:
  %r = phi float [ 0.0, %entry ], [ %acc, %loop ]
  ret float %r
}
