; Loops with a constant trip count are unrolled and folded where that at
; least halves the function (the runtime's identity matrices); loops that
; would only grow stay loops, and loop-free functions are left as they are.
; RUN: rpu-lower-ir %s | FileCheck %s

; The runtime's identity: m[i] = (i % 5 == 0) for i < 16, then m[5] read.
; CHECK-LABEL: define float @identity(
; CHECK-NOT: br
; CHECK-NOT: alloca
; CHECK: ret float 1.000000e+00
define float @identity() {
entry:
  %m = alloca [16 x float], align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %n = trunc i32 %i to i8
  %r = urem i8 %n, 5
  %z = icmp eq i8 %r, 0
  %v = select i1 %z, float 1.0, float 0.0
  %p = getelementptr inbounds [16 x float], ptr %m, i32 0, i32 %i
  store float %v, ptr %p, align 4
  %next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i, 15
  br i1 %more, label %loop, label %done
done:
  %q = getelementptr inbounds [16 x float], ptr %m, i32 0, i32 5
  %x = load float, ptr %q, align 4
  ret float %x
}

; A loop with a run-time trip count stays a loop.
; CHECK-LABEL: define float @power(
; CHECK: loop:
; CHECK: br i1 %{{.*}}, label %loop, label %done
define float @power(float %x, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %acc = phi float [ 1.0, %entry ], [ %mul, %loop ]
  %mul = fmul float %acc, %x
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %done
done:
  ret float %mul
}

; Straight-line code is not re-optimized: the redundant pair stays.
; CHECK-LABEL: define float @straight(
; CHECK-NEXT: %a = fadd float %x, 1.000000e+00
; CHECK-NEXT: %b = fadd float %x, 1.000000e+00
define float @straight(float %x) {
  %a = fadd float %x, 1.0
  %b = fadd float %x, 1.0
  %r = fmul float %a, %b
  ret float %r
}
