; Addresses in global initializers (issue 17 item 13): a global plus a
; constant offset, through getelementptrs of any shape and casts, prints as
; `h+4` or `generic(h)+12` (llc 16 drops the offset); the globals come out
; in an order where each follows what it names.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

%pair = type { i32, [3 x float] }

; CHECK: .global .align 4 .b8 h[16] =
; CHECK: .global .align 4 .b8 rec[32];
; CHECK: .global .align 8 .u64 g[1] = {h+4};
; CHECK: .global .align 8 .u64 t[3] = {generic(h), generic(h)+12, generic(rec)+24};
@g = addrspace(1) global ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @h, i64 4), align 8
@t = addrspace(1) global [3 x ptr] [
  ptr addrspacecast (ptr addrspace(1) @h to ptr),
  ptr addrspacecast (ptr addrspace(1) getelementptr ([4 x i32], ptr addrspace(1) @h, i64 0, i64 3) to ptr),
  ptr addrspacecast (ptr addrspace(1) getelementptr ([2 x %pair], ptr addrspace(1) @rec, i64 0, i64 1, i32 1, i64 1) to ptr)], align 8
@h = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@rec = addrspace(1) global [2 x %pair] zeroinitializer, align 4

define void @k(ptr addrspace(1) %p) {
  %a = load ptr addrspace(1), ptr addrspace(1) @g
  %v = load i32, ptr addrspace(1) %a
  %b = load ptr, ptr addrspace(1) getelementptr ([3 x ptr], ptr addrspace(1) @t, i64 0, i64 2)
  %w = load i32, ptr %b
  %s = add i32 %v, %w
  store i32 %s, ptr addrspace(1) %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
