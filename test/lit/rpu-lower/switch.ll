; switch becomes a chain of compares, phis get one entry per new edge.
; RUN: rpu-lower-ir %s | FileCheck %s

; CHECK-LABEL: define float @cases(
; CHECK-NOT: switch
; CHECK: %[[C0:.*]] = icmp eq i32 %i, 0
; CHECK-NEXT: br i1 %[[C0]], label %a, label %[[N1:.*]]
; CHECK: [[N1]]:
; CHECK-NEXT: %[[C1:.*]] = icmp eq i32 %i, 1
; CHECK-NEXT: br i1 %[[C1]], label %b, label %[[N2:.*]]
; CHECK: [[N2]]:
; CHECK-NEXT: %[[C2:.*]] = icmp eq i32 %i, 2
; CHECK-NEXT: br i1 %[[C2]], label %a, label %d
; CHECK: d:
; CHECK-NEXT: phi float [ %av, %a ], [ 2.000000e+00, %b ], [ 7.000000e+00, %[[N2]] ]
; CHECK: a:
; CHECK-NEXT: %av = phi float [ 3.000000e+00, %entry ], [ 3.000000e+00, %[[N2]] ]
define float @cases(i32 %i) {
entry:
  switch i32 %i, label %d [ i32 0, label %a
                            i32 1, label %b
                            i32 2, label %a ]
d:
  %r = phi float [ 7.0, %entry ], [ %av, %a ], [ 2.0, %b ]
  ret float %r
a:
  %av = phi float [ 3.0, %entry ], [ 3.0, %entry ]
  br label %d
b:
  br label %d
}

; CHECK-LABEL: define float @only_default(
; CHECK-NEXT: entry:
; CHECK-NEXT: br label %d
define float @only_default(i32 %i) {
entry:
  switch i32 %i, label %d []
d:
  ret float 1.0
}
