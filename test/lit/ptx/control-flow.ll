; Phis become copies on the incoming edges, through temporaries where two
; phis read each other (a swap); branches are predicated, back edges
; unconditional (the loop shape ptxas unrolls, as llc emits it).
; RUN: llc-rpu -march=ptx -ptx-unmarked-kernels %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx -ptx-unmarked-kernels %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -ptx-unmarked-kernels -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

define i32 @swap(i32 %n) {
; CHECK-LABEL: swap(
; CHECK: mov.b32 [[TA:%r[0-9]+]], 1;
; CHECK: mov.b32 [[TB:%r[0-9]+]], 2;
; CHECK: $L__BB0_1:
; CHECK-NEXT: mov.b32 [[A:%r[0-9]+]], [[TA]];
; CHECK-NEXT: mov.b32 [[B:%r[0-9]+]], [[TB]];
; The back edge writes both temporaries from the old values.
; CHECK: mov.b32 [[TA]], [[B]];
; CHECK-NEXT: mov.b32 [[TB]], [[A]];
; The back edge is a bra.uni, the exit the predicated branch.
; CHECK: @!%p{{[0-9]+}} bra $L__BB0_2;
; CHECK-NEXT: bra.uni $L__BB0_1;
; CHECK-NEXT: $L__BB0_2:
; CHECK: st.param.b32 [func_retval0],
entry:
  br label %loop
loop:
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 2, %entry ], [ %a, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = sub i32 %a, %b
  ret i32 %r
}

define void @switch_and_unreachable(i32 %x, ptr addrspace(1) %p) {
; CHECK-LABEL: .visible .entry switch_and_unreachable(
; CHECK: setp.eq.u32 [[P:%p[0-9]+]], {{%r[0-9]+}}, 1;
; CHECK-NEXT: @[[P]] bra $L__BB1_{{[0-9]+}};
; CHECK: setp.eq.u32 [[Q:%p[0-9]+]], {{%r[0-9]+}}, 7;
; CHECK-NEXT: @[[Q]] bra $L__BB1_{{[0-9]+}};
; CHECK: trap;
entry:
  switch i32 %x, label %other [ i32 1, label %one
                                i32 7, label %seven ]
one:
  store i32 10, ptr addrspace(1) %p
  ret void
seven:
  store i32 70, ptr addrspace(1) %p
  ret void
other:
  unreachable
}

define void @cond_branch(float %x, ptr addrspace(1) %p) {
; CHECK-LABEL: .visible .entry cond_branch(
; The fall-through successor needs no branch: a negated predicate jumps.
; CHECK: setp.lt.f32 [[C:%p[0-9]+]],
; CHECK-NEXT: @![[C]] bra $L__BB2_2;
entry:
  %c = fcmp olt float %x, 0.0
  br i1 %c, label %neg, label %done
neg:
  store float 0.0, ptr addrspace(1) %p
  br label %done
done:
  ret void
}
