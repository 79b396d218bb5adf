; A loop whose !llvm.loop metadata asks for no unrolling (unroll.disable, or
; an unroll count of 1: `#pragma unroll 1`, -fno-unroll-loops) gets
; .pragma "nounroll" at the top of its header, as LLVM's NVPTX printer puts
; it, so that ptxas keeps it rolled; a loop without it, or with another
; count, gets none.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

; CHECK-LABEL: .entry disabled(
; CHECK: [[HEAD:\$L__BB[0-9]+_[0-9]+]]:
; CHECK-NEXT: .pragma "nounroll";
; CHECK: ld.global.f32
; CHECK: bra.uni [[HEAD]];
; CHECK-NOT: .pragma
; CHECK: ret;
define void @disabled(ptr addrspace(1) %out, ptr addrspace(1) %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %p = getelementptr float, ptr addrspace(1) %a, i32 %i
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fadd float %s, %v
  %i1 = add nsw i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  store float %s1, ptr addrspace(1) %out, align 4
  ret void
}

; The pragma goes on the header, not on the latch, which is laid out above
; the header here (ptx_layout.c: two ways into the latch).
; CHECK-LABEL: .entry count_one(
; CHECK: bra.uni [[HEAD2:\$L__BB[0-9]+_[0-9]+]];
; CHECK-NEXT: $L__BB{{[0-9]+_[0-9]+}}:
; CHECK-NOT: .pragma
; CHECK: [[HEAD2]]:
; CHECK-NEXT: .pragma "nounroll";
; CHECK: setp.gt.f32
; CHECK-NOT: .pragma
; CHECK: ret;
define void @count_one(ptr addrspace(1) %out, ptr addrspace(1) %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %s = phi float [ 0.0, %entry ], [ %s2, %latch ]
  %p = getelementptr float, ptr addrspace(1) %a, i32 %i
  %v = load float, ptr addrspace(1) %p, align 4
  %pos = fcmp ogt float %v, 0.0
  br i1 %pos, label %add, label %latch
add:
  %s1 = fadd float %s, %v
  br label %latch
latch:
  %s2 = phi float [ %s, %loop ], [ %s1, %add ]
  %i1 = add nsw i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !2
exit:
  store float %s2, ptr addrspace(1) %out, align 4
  ret void
}

; No metadata, or an unroll count of 4: no pragma.
; CHECK-LABEL: .entry unmarked(
; CHECK-NOT: .pragma
; CHECK: ret;
define void @unmarked(ptr addrspace(1) %out, ptr addrspace(1) %a, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %p = getelementptr float, ptr addrspace(1) %a, i32 %i
  %v = load float, ptr addrspace(1) %p, align 4
  %s1 = fadd float %s, %v
  %i1 = add nsw i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %second, !llvm.loop !4
second:
  %j = phi i32 [ 0, %loop ], [ %j1, %second ]
  %q = getelementptr float, ptr addrspace(1) %out, i32 %j
  store float %s1, ptr addrspace(1) %q, align 4
  %j1 = add nsw i32 %j, 1
  %again = icmp slt i32 %j1, %n
  br i1 %again, label %second, label %exit
exit:
  ret void
}

!nvvm.annotations = !{!10, !11, !12}
!10 = !{ptr @disabled, !"kernel", i32 1}
!11 = !{ptr @count_one, !"kernel", i32 1}
!12 = !{ptr @unmarked, !"kernel", i32 1}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !6, !3}
!3 = !{!"llvm.loop.unroll.count", i32 1}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.count", i32 4}
!6 = !{!"llvm.loop.mustprogress"}
