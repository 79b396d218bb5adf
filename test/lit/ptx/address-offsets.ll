; Constant offsets in array indices fold into the address, as llc gets them
; from LLVM's NVPTX straight-line optimizations (ptx_address_arithmetic.c):
; a[i], a[i + 1], a[i + 2] from one address computation and [r+4], [r+8],
; not one sign extension and multiplication per element.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

; CHECK-LABEL: .entry three_taps(
; CHECK: mul.wide.s32
; CHECK-NOT: mul.wide
; CHECK: ld.global.f32 %f{{[0-9]+}}, {{\[}}[[A:%rd[0-9]+]]{{\]}};
; CHECK-NEXT: ld.global.f32 %f{{[0-9]+}}, {{\[}}[[A]]+4{{\]}};
; CHECK-NEXT: ld.global.f32 %f{{[0-9]+}}, {{\[}}[[A]]+8{{\]}};
; CHECK: ret;
define void @three_taps(ptr addrspace(1) %out, ptr addrspace(1) %a, i32 %i) {
  %i1 = add nsw i32 %i, 1
  %i2 = add nsw i32 %i, 2
  %x0 = sext i32 %i to i64
  %x1 = sext i32 %i1 to i64
  %x2 = sext i32 %i2 to i64
  %p0 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x0
  %p1 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x1
  %p2 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %x2
  %v0 = load float, ptr addrspace(1) %p0, align 4
  %v1 = load float, ptr addrspace(1) %p1, align 4
  %v2 = load float, ptr addrspace(1) %p2, align 4
  %s1 = fadd float %v0, %v1
  %s2 = fadd float %s1, %v2
  store float %s2, ptr addrspace(1) %out, align 4
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @three_taps, !"kernel", i32 1}
