; Redundant computations (ptx_ir_cleanup.c): identical fdivs in blocks none
; of which dominates the others are computed once in their nearest common
; dominator, and a select that repeats the choice of a dominating phi reads
; the phi.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

; normalize() inlined twice and its result selected again: one division,
; before the first branch, and no selp.
; CHECK-LABEL: twice(
; CHECK: setp.gt.f32 [[C:%p[0-9]+]], %f2, 0f00000000;
; CHECK-NEXT: div.rn.f32 [[Q:%f[0-9]+]], %f1, %f2;
; CHECK-NOT: div.rn
; CHECK-NOT: selp
; CHECK: ret;
define float @twice(float %x, float %len, i1 %again) {
entry:
  %c = fcmp ogt float %len, 0.0
  br i1 %c, label %then, label %join
then:
  %q = fdiv float %x, %len
  br label %join
join:
  %n = phi float [ %q, %then ], [ %x, %entry ]
  br i1 %again, label %a, label %b
a:
  %q2 = fdiv float %x, %len
  %s = select i1 %c, float %q2, float %x
  %r = fmul float %s, %n
  ret float %r
b:
  %q3 = fdiv float %x, %len
  %r3 = fadd float %q3, %n
  ret float %r3
}

; The same select under the inverted branch (the phi takes the quotient on
; the false edge).  The quotient, now computed before the branch, keeps a
; register of its own: the phi's copy on the other edge, at the end of the
; same block, would overwrite it (ptx_phis.c).
; CHECK-LABEL: inverted(
; CHECK: div.rn.f32 [[Q:%f[0-9]+]], %f1, %f2;
; CHECK-NEXT: mov.f32 [[N:%f[0-9]+]], %f1;
; CHECK-NEXT: @%p1 bra
; CHECK-NEXT: $L__BB1_1:
; CHECK-NEXT: mov.f32 [[N]], [[Q]];
; CHECK-NOT: selp
; CHECK: ret;
define float @inverted(float %x, float %len) {
entry:
  %c = fcmp ole float %len, 0.0
  br i1 %c, label %join, label %then
then:
  %q = fdiv float %x, %len
  br label %join
join:
  %n = phi float [ %x, %entry ], [ %q, %then ]
  %q2 = fdiv float %x, %len
  %s = select i1 %c, float %x, float %q2
  %r = fmul float %s, %n
  ret float %r
}

; A select with another condition stays.
; CHECK-LABEL: other_condition(
; CHECK: selp.f32
; CHECK: ret;
define float @other_condition(float %x, float %len, i1 %d) {
entry:
  %c = fcmp ogt float %len, 0.0
  br i1 %c, label %then, label %join
then:
  %q = fdiv float %x, %len
  br label %join
join:
  %n = phi float [ %q, %then ], [ %x, %entry ]
  %q2 = fdiv float %x, %len
  %s = select i1 %d, float %q2, float %x
  %r = fmul float %s, %n
  ret float %r
}

; Never into a loop that a copy is outside of: the common dominator is the
; loop's header, so both divisions stay where they are.
; CHECK-LABEL: loop(
; CHECK: $L__BB{{[0-9]+}}_1:
; CHECK: div.rn.f32
; CHECK: div.rn.f32
; CHECK: ret;
define float @loop(float %x, float %y, i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i1, %body ]
  %acc = phi float [ 0.0, %entry ], [ %acc1, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit
body:
  %q = fdiv float %x, %y
  %acc1 = fadd float %acc, %q
  %i1 = add i32 %i, 1
  br label %head
exit:
  %q2 = fdiv float %x, %y
  %r = fadd float %acc, %q2
  ret float %r
}
