; A function defined in another module is declared `.extern .func` and
; called (separate compilation: ptxas -c, the CUDA linker resolves it), as
; llc does (issue 17 item 13).  Only the project's runtime (rsl_*), which
; rsl2ll --target=ptx links in, missing is an error (ptx/errors.test).
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -c -arch=sm_80 %t.ptx -o %t.o 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -c -arch=sm_90 %t90.ptx -o %t90.o 2>&1 | count 0 %}
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

; CHECK: .extern .func (.param .f32 func_retval0) helper(
; CHECK-NEXT: .param .f32 helper_param_0,
; CHECK-NEXT: .param .b64 helper_param_1);
; CHECK: .extern .func log_event(
; CHECK-NEXT: .param .b32 log_event_param_0);
; CHECK-LABEL: .entry k(
; CHECK: call (retval0), helper, (param0, param1);
; CHECK: call log_event, (param0);
declare float @helper(float, ptr)
declare void @log_event(i32)
declare void @unused(i32)

define void @k(ptr addrspace(1) %p) {
  %v = load float, ptr addrspace(1) %p
  %g = addrspacecast ptr addrspace(1) %p to ptr
  %r = call float @helper(float %v, ptr %g)
  store float %r, ptr addrspace(1) %p
  call void @log_event(i32 3)
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
