; Phis: an incoming value that does not interfere with the phi takes the
; phi's register, so that the edge needs no copy (ptx_phis.c); a phi whose
; old value is still read after its edge copies goes through a temporary.
; Undefined vector lanes read as an immediate zero, never as a register that
; nothing wrote.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

; Both incoming values live in the phi's register: no copy on either edge.
; CHECK-LABEL: diamond(
; CHECK: sub.rn.f32 [[P:%f[0-9]+]], %f1, %f2;
; CHECK-NEXT: setp.gt.f32
; CHECK-NEXT: @!%p1 bra $L__BB0_2;
; CHECK-NEXT: $L__BB0_1:
; CHECK-NEXT: div.rn.f32 [[P]], [[P]], %f2;
; CHECK-NEXT: $L__BB0_2:
; CHECK-NEXT: mul.rn.f32 %f{{[0-9]+}}, [[P]], [[P]];
define float @diamond(float %x, float %y) {
entry:
  %d = fsub float %x, %y
  %c = fcmp ogt float %y, 0.0
  br i1 %c, label %then, label %join
then:
  %q = fdiv float %d, %y
  br label %join
join:
  %p = phi float [ %q, %then ], [ %d, %entry ]
  %r = fmul float %p, %p
  ret float %r
}

; Loop counters are updated in place; the sum reads the old counter first.
; CHECK-LABEL: count(
; CHECK: mov.b32 [[I:%r[0-9]+]], 0;
; CHECK-NEXT: mov.b32 [[S:%r[0-9]+]], 0;
; CHECK-NEXT: $L__BB1_1:
; CHECK-NEXT: add.u32 [[S]], [[S]], [[I]];
; CHECK-NEXT: add.u32 [[I]], [[I]], 1;
; CHECK-NEXT: setp.lt.s32 [[C:%p[0-9]+]], [[I]], %r1;
; CHECK-NEXT: @![[C]] bra $L__BB1_2;
; CHECK-NEXT: bra.uni $L__BB1_1;
; CHECK: st.param.b32 [func_retval0], [[S]];
define i32 @count(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %s1 = add i32 %s, %i
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %s1
}

; %i is read after the loop, so the back edge cannot overwrite it: the edge
; writes a temporary that becomes %i at the top of the loop.
; CHECK-LABEL: lost_copy(
; CHECK: mov.b32 [[T:%r[0-9]+]], 0;
; CHECK-NEXT: $L__BB2_1:
; CHECK-NEXT: mov.b32 [[I:%r[0-9]+]], [[T]];
; CHECK-NEXT: add.u32 [[N:%r[0-9]+]], [[I]], 1;
; CHECK: mov.b32 [[T]], [[N]];
; CHECK-NEXT: @!%p{{[0-9]+}} bra $L__BB2_2;
; CHECK-NEXT: bra.uni $L__BB2_1;
; CHECK: st.param.b32 [func_retval0], [[I]];
define i32 @lost_copy(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %i
}

; The lanes of a vector phi swap on every iteration (scalarized into two
; phis that read each other): both edges go through temporaries.
; CHECK-LABEL: lane_swap(
; CHECK: $L__BB3_1:
; CHECK-NEXT: mov.f32 [[A:%f[0-9]+]], [[TA:%f[0-9]+]];
; CHECK-NEXT: mov.f32 [[B:%f[0-9]+]], [[TB:%f[0-9]+]];
; CHECK: mov.f32 [[TA]], [[B]];
; CHECK-NEXT: mov.f32 [[TB]], [[A]];
; CHECK-NEXT: @!%p{{[0-9]+}} bra $L__BB3_2;
; CHECK-NEXT: bra.uni $L__BB3_1;
define <2 x float> @lane_swap(<2 x float> %v, i32 %n) {
entry:
  br label %loop
loop:
  %p = phi <2 x float> [ %v, %entry ], [ %w, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %w = shufflevector <2 x float> %p, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret <2 x float> %w
}

; CHECK-LABEL: undef_lane(
; CHECK: mov.f32 [[Z:%f[0-9]+]], 0f00000000;{{[[:space:]]+}}st.global.v4.f32 [%rd1], {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, [[Z]]};
define void @undef_lane(float %x, ptr addrspace(1) %out) {
  %a = insertelement <4 x float> undef, float %x, i64 0
  %b = shufflevector <4 x float> %a, <4 x float> undef, <4 x i32> <i32 0, i32 0, i32 0, i32 undef>
  store <4 x float> %b, ptr addrspace(1) %out, align 16
  ret void
}
