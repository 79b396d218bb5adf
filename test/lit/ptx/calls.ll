; Device functions (.func) with parameters and returns of every class,
; vectors through .param byte arrays, calls between them; kernels by
; nvvm.annotations when the module has them.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

; Called functions are declared before the definitions.
; CHECK: .func (.param .f32 func_retval0) scale(
; CHECK: .param .f32 scale_param_0,
; CHECK: .param .b32 scale_param_1);
; CHECK: .func (.param .align 16 .b8 func_retval0[16]) swizzle(
; CHECK: .param .align 16 .b8 swizzle_param_0[16]);

define internal float @scale(float %x, i1 %neg) {
; The definition: its parameter list ends without ';'.
; CHECK-LABEL: .param .b32 scale_param_1){{$}}
; CHECK: ld.param.b32 [[W:%r[0-9]+]], [scale_param_1];
; CHECK: setp.ne.b32 {{%p[0-9]+}}, [[W]], 0;
; CHECK: st.param.f32 [func_retval0],
  %m = fmul float %x, 2.0
  %n = fneg float %m
  %r = select i1 %neg, float %n, float %m
  ret float %r
}

define internal <4 x float> @swizzle(<4 x float> %v) {
; CHECK-LABEL: .param .align 16 .b8 swizzle_param_0[16]){{$}}
; CHECK: ld.param.f32 {{%f[0-9]+}}, [swizzle_param_0+12];
; CHECK: st.param.f32 [func_retval0+0],
  %s = shufflevector <4 x float> %v, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x float> %s
}

define void @main_kernel(ptr addrspace(1) %p, i32 %flag) {
; CHECK-LABEL: .visible .entry main_kernel(
; CHECK: .param .b32 param1;
; CHECK: selp.b32 [[B:%r[0-9]+]], 1, 0,
; CHECK: st.param.b32 [param1], [[B]];
; CHECK: call (retval0), scale, (param0, param1);
; CHECK: ld.param.f32 {{%f[0-9]+}}, [retval0];
; CHECK: call (retval0), swizzle, (param0);
; CHECK: ld.param.f32 {{%f[0-9]+}}, [retval0+8];
  %x = load float, ptr addrspace(1) %p
  %c = icmp ne i32 %flag, 0
  %y = call float @scale(float %x, i1 %c)
  store float %y, ptr addrspace(1) %p
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %w = call <4 x float> @swizzle(<4 x float> %v)
  store <4 x float> %w, ptr addrspace(1) %p, align 16
  ret void
}

; Not annotated, so a device function although it is never called.
define void @helper(ptr addrspace(1) %p) {
; CHECK-LABEL: .visible .func helper(
  store float 0.0, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @main_kernel, !"kernel", i32 1}
