; 32-bit nvptx (triple nvptx-nvidia-cuda, 32-bit pointers): ptxas of CUDA 13
; refuses .address_size 32 on every target, so this is a compile-time error
; naming the feature, the target and what to use instead, and no output.
; RUN: not llc-rpu -march=ptx %s -o %t.ptx 2>&1 | FileCheck %s
; RUN: not test -e %t.ptx
; CHECK: llc-rpu: error: {{.*}}address-size-32.ll: 32-bit addressing (triple 'nvptx-nvidia-cuda', data layout 'e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64') is not supported by the ptx target (sm_80): ptxas no longer accepts .address_size 32 {{.*}}; compile for nvptx64-nvidia-cuda
; The triple alone says 32 bits too.
; RUN: not llc-rpu -march=ptx -mcpu=sm_90 %S/Inputs/triple-32.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRIPLE
; TRIPLE: 32-bit addressing (triple 'nvptx-nvidia-cuda', {{.*}}) is not supported by the ptx target (sm_90)
; The reason, checked on the installed ptxas: the smallest 32-bit kernel.
; RUN: %if ptxas %{ not %ptxas -arch=sm_80 %S/Inputs/address-size-32.ptx -o %t80.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS80 %}
; PTXAS80: fatal {{.*}}32-Bit compilation is no longer supported
; RUN: %if ptxas %{ not %ptxas -arch=sm_90 %S/Inputs/address-size-32.ptx -o %t90.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS90 %}
; PTXAS90: fatal {{.*}}not supported on sm_90 or higher
target datalayout = "e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx-nvidia-cuda"

define void @k(ptr %p) {
  %q = getelementptr float, ptr %p, i32 1
  store float 2.0, ptr %q
  ret void
}
