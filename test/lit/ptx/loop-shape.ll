; Loops in the shape LLVM's block placement gives them and ptxas unrolls
; (ptx_layout.c): back edges are bra.uni with the exit as the predicated
; branch, and a latch reached from several blocks is laid out above its
; header, the loop entered by a jump to the header.  The same nest in the
; plain shape (header on top, a predicated branch back at the bottom) was
; left rolled by ptxas: 5 global loads in the SASS against 33 in this one
; (bench/ptx.sh: cuda/weighted_rows).
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

; out = sum over i < n, j < m of a[i*m + j]; the outer latch is reached from
; the inner loop's exit and from the header when m <= 0.
; CHECK-LABEL: .entry nest(
; CHECK: @%p{{[0-9]+}} bra [[OUTER:\$L__BB0_[0-9]+]];
; CHECK-NEXT: bra.uni [[EXIT:\$L__BB0_[0-9]+]];
; CHECK-NEXT: [[LATCH:\$L__BB0_[0-9]+]]:
; CHECK: add.u32
; CHECK: setp.eq.s32 [[DONE:%p[0-9]+]],
; CHECK: @[[DONE]] bra [[EXIT]];
; CHECK-NEXT: [[OUTER]]:
; CHECK: bra [[LATCH]];
; CHECK: ld.global.f32
; CHECK: @!%p{{[0-9]+}} bra [[NEXT:\$L__BB0_[0-9]+]];
; CHECK-NEXT: bra.uni $L__BB0_{{[0-9]+}};
; CHECK-NEXT: [[NEXT]]:
; CHECK: bra.uni [[LATCH]];
; CHECK: [[EXIT]]:
; CHECK: st.global.f32
define void @nest(ptr addrspace(1) %out, ptr addrspace(1) %a, i32 %n, i32 %m) {
entry:
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %outer, label %exit
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %s = phi float [ 0.0, %entry ], [ %s3, %latch ]
  %cols = icmp sgt i32 %m, 0
  br i1 %cols, label %inner.pre, label %latch
inner.pre:
  %row = mul i32 %i, %m
  br label %inner
inner:
  %j = phi i32 [ 0, %inner.pre ], [ %j1, %inner ]
  %t = phi float [ %s, %inner.pre ], [ %t1, %inner ]
  %k = add i32 %row, %j
  %p = getelementptr float, ptr addrspace(1) %a, i32 %k
  %v = load float, ptr addrspace(1) %p, align 4
  %t1 = fadd float %t, %v
  %j1 = add i32 %j, 1
  %more = icmp slt i32 %j1, %m
  br i1 %more, label %inner, label %inner.done
inner.done:
  br label %latch
latch:
  %s3 = phi float [ %s, %outer ], [ %t1, %inner.done ]
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %outer
exit:
  %r = phi float [ 0.0, %entry ], [ %s3, %latch ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; A latch with one way in stays below its loop (LLVM keeps such a loop as
; it is: the fall-through into the latch would be lost), its back edge a
; bra.uni all the same.
; CHECK-LABEL: .entry single_way(
; CHECK: [[HEAD:\$L__BB1_[0-9]+]]:
; CHECK: ld.global.f32
; CHECK: [[BOTTOM:\$L__BB1_[0-9]+]]:
; CHECK: @!%p{{[0-9]+}} bra [[OUT:\$L__BB1_[0-9]+]];
; CHECK-NEXT: bra.uni [[HEAD]];
; CHECK-NEXT: [[OUT]]:
; CHECK: ret;
define void @single_way(ptr addrspace(1) %out, ptr addrspace(1) %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %s = phi float [ 0.0, %entry ], [ %s1, %latch ]
  %p = getelementptr float, ptr addrspace(1) %a, i32 %i
  %v = load float, ptr addrspace(1) %p, align 4
  %pos = fcmp ogt float %v, 0.0
  %w = select i1 %pos, float %v, float 0.0
  br label %latch
latch:
  %s1 = fadd float %s, %w
  store float %s1, ptr addrspace(1) %out, align 4
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @nest, !"kernel", i32 1}
!1 = !{ptr @single_way, !"kernel", i32 1}
