; CUDA's dynamic shared memory, `extern __shared__ float s[];`, is an
; external zero-length array in the shared space: PTX's unsized
; `.extern .shared` declaration, whose size the launch gives (issue 17
; item 3), where a sized one would be one byte of static shared memory.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

; CHECK: .extern .shared .align 4 .b8 s[];
; CHECK: .shared .align 4 .b8 fixed[64];
@s = external addrspace(3) global [0 x float], align 4
@fixed = internal addrspace(3) global [16 x float] undef, align 4

define void @k(ptr addrspace(1) %p) {
; CHECK-LABEL: .entry k(
; CHECK: st.shared.f32 [{{%rd[0-9]+}}], 0f3F800000;
; CHECK: bar.sync 0;
; CHECK: ld.shared.f32 {{%f[0-9]+}}, [s];
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = getelementptr [0 x float], ptr addrspace(3) @s, i32 0, i32 %t
  store float 1.0, ptr addrspace(3) %g
  %h = getelementptr [16 x float], ptr addrspace(3) @fixed, i32 0, i32 %t
  store float 2.0, ptr addrspace(3) %h
  call void @llvm.nvvm.barrier0()
  %v = load float, ptr addrspace(3) @s
  store float %v, ptr addrspace(1) %p
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
