; A load whose value is first needed after a loop moves below the loop when
; no store in between can change what it reads (ptx_ir_cleanup.c): its
; registers are then not live across the loop.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}

; The loop stores 16 bytes at base+144; the load reads base+80: sunk, with
; its extractelements, below the loop.
; CHECK-LABEL: past_loop(
; CHECK: st.global.f32 [%rd{{[0-9]+}}+144]
; CHECK: @{{!?}}%p{{[0-9]+}} bra
; CHECK: ld.global.v2.f32 {{.*}}[%rd{{[0-9]+}}+80];
; CHECK: ret;
define float @past_loop(i64 %base, i32 %n) {
entry:
  %a = add i64 %base, 80
  %p = inttoptr i64 %a to ptr addrspace(1)
  %v = load <3 x float>, ptr addrspace(1) %p, align 16
  %x = extractelement <3 x float> %v, i32 0
  %y = extractelement <3 x float> %v, i32 1
  %s = add i64 %base, 144
  %q = inttoptr i64 %s to ptr addrspace(1)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %f = sitofp i32 %i to float
  store float %f, ptr addrspace(1) %q, align 4
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = fadd float %x, %y
  ret float %r
}

; The loop stores into the loaded bytes: the load stays above the loop.
; CHECK-LABEL: clobbered(
; CHECK: ld.global.v2.f32 {{.*}}[%rd{{[0-9]+}}+80];
; CHECK: st.global.f32 [%rd{{[0-9]+}}+84]
; CHECK: ret;
define float @clobbered(i64 %base, i32 %n) {
entry:
  %a = add i64 %base, 80
  %p = inttoptr i64 %a to ptr addrspace(1)
  %v = load <3 x float>, ptr addrspace(1) %p, align 16
  %x = extractelement <3 x float> %v, i32 0
  %y = extractelement <3 x float> %v, i32 1
  %s = add i64 %base, 84
  %q = inttoptr i64 %s to ptr addrspace(1)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %f = sitofp i32 %i to float
  store float %f, ptr addrspace(1) %q, align 4
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = fadd float %x, %y
  ret float %r
}
