; select becomes a branch around an empty block and a phi (vector
; conditions: conditions.ll).
; RUN: rpu-lower-ir %s | FileCheck %s

; CHECK-LABEL: define float @pick(
; CHECK-NEXT: %c = fcmp ogt float %x, %y
; CHECK-NEXT: br i1 %c, label %[[END:.*]], label %[[F:.*]]
; CHECK: [[F]]:
; CHECK-NEXT: br label %[[END]]
; CHECK: [[END]]:
; CHECK-NEXT: %r = phi float [ 1.000000e+01, %0 ], [ 2.000000e+01, %[[F]] ]
; CHECK-NEXT: ret float %r
define float @pick(float %x, float %y) {
  %c = fcmp ogt float %x, %y
  %r = select i1 %c, float 10.0, float 20.0
  ret float %r
}

; In a loop latch: the loop's phi follows the block that now branches back.
; CHECK-LABEL: define i32 @latch(
; CHECK: loop:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %next, %[[END:.*]] ]
; CHECK-NEXT: %best = phi i32 [ 0, %entry ], [ %pick, %[[END]] ]
; CHECK: [[END]]:
; CHECK-NEXT: %pick = phi i32
; CHECK: br i1 %more, label %loop, label %exit
define i32 @latch(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %best = phi i32 [ 0, %entry ], [ %pick, %loop ]
  %c = icmp sgt i32 %i, %best
  %pick = select i1 %c, i32 %i, i32 %best
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i32 %pick
}


; Selects on one condition share one branch.
; CHECK-LABEL: define float @shared(
; CHECK: br i1 %c
; CHECK-NOT: br i1
; CHECK-DAG: %hi = phi float [ %x, %0 ], [ %y, %sel.false ]
; CHECK-DAG: %lo = phi float [ %y, %0 ], [ %x, %sel.false ]
define float @shared(float %x, float %y) {
  %c = fcmp ogt float %x, %y
  %hi = select i1 %c, float %x, float %y
  %lo = select i1 %c, float %y, float %x
  %r = fsub float %hi, %lo
  ret float %r
}

; CHECK-LABEL: define float @constant(
; CHECK-NEXT: ret float %y
define float @constant(float %x, float %y) {
  %r = select i1 false, float %x, float %y
  ret float %r
}
