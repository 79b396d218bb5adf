; Which functions are kernels (issue 17 item 9): LLVM's NVPTX conventions,
; an nvvm.annotations "kernel" entry or the ptx_kernel calling convention;
; every other function, even an unused void one, is a device function
; (.func, pointer parameters generic), as llc makes it.  Seed 004's rule
; (unused void functions are kernels) applies only with
; -ptx-unmarked-kernels, and only to a module that marks no kernel.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s --check-prefix=KINDS
; RUN: sed -e '/^!/d' -e 's/ptx_kernel //' %s | llc-rpu -march=ptx - -o - | FileCheck %s --check-prefix=PLAIN
; RUN: sed -e '/^!/d' -e 's/ptx_kernel //' %s | llc-rpu -march=ptx -ptx-unmarked-kernels - -o - | FileCheck %s --check-prefix=SEED
; RUN: llc-rpu -march=ptx -ptx-unmarked-kernels %s -o - | FileCheck %s --check-prefix=KINDS
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

; KINDS-DAG: .visible .entry annotated(
; KINDS-DAG: .visible .entry by_cc(
; KINDS-DAG: .visible .func unmarked(
; PLAIN-NOT: .entry
; PLAIN-DAG: .visible .func annotated(
; PLAIN-DAG: .visible .func by_cc(
; PLAIN-DAG: .visible .func unmarked(
; SEED-DAG: .visible .entry annotated(
; SEED-DAG: .visible .entry by_cc(
; SEED-DAG: .visible .entry unmarked(

define void @annotated(ptr %p) {
; A kernel's generic pointer parameter is global memory.
; CHECK-LABEL: .entry annotated(
; CHECK: st.global.f32
  store float 1.0, ptr %p
  ret void
}

define ptx_kernel void @by_cc(ptr %p) {
  store float 2.0, ptr %p
  ret void
}

define void @unmarked(ptr %p) {
; A device function's stays generic.
; CHECK-LABEL: .func unmarked(
; CHECK: st.f32
  store float 3.0, ptr %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"kernel", i32 1}
