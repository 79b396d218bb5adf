; The local space (issue 17 item 2): PTX allows neither .volatile nor
; scoped orderings there, and no other thread can see it, so volatile and
; atomic accesses to the stack are plain ld.local/st.local (as llc does).
; An alloca typed in the local space itself stays a local address (no
; cvta to generic before ld.local/st.local use it).
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define void @volatile_stack(ptr addrspace(1) %p, i32 %n) {
; CHECK-LABEL: volatile_stack(
; CHECK: st.local.u32 [[[ADDR:%rd[0-9]+]]], 7;
; CHECK: ld.local.u32 [[V:%r[0-9]+]], [[[ADDR]]];
; CHECK: st.volatile.global.u32 [{{%rd[0-9]+}}], [[V]];
; CHECK: ld.local.u32 [[W:%r[0-9]+]], [[[ADDR]]];
; CHECK-NOT: .volatile.local
  %a = alloca [4 x i32], align 4
  %g = getelementptr [4 x i32], ptr %a, i32 0, i32 %n
  store volatile i32 7, ptr %g
  %v = load volatile i32, ptr %g
  store volatile i32 %v, ptr addrspace(1) %p
  %w = load atomic i32, ptr %g monotonic, align 4
  store i32 %w, ptr addrspace(1) %p
  ret void
}

define void @local_alloca(ptr addrspace(1) %p, i32 %n) {
; CHECK-LABEL: local_alloca(
; CHECK: mov.u64 [[BASE:%rd[0-9]+]], __local1_0;
; CHECK-NOT: cvta.local
; CHECK: st.local.u32
  %a = alloca [4 x i32], align 4, addrspace(5)
  %g = getelementptr [4 x i32], ptr addrspace(5) %a, i32 0, i32 %n
  store i32 7, ptr addrspace(5) %g
  %v = load i32, ptr addrspace(5) %g
  store i32 %v, ptr addrspace(1) %p
  ret void
}
