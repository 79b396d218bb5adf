; A load whose value is needed after a loop is loaded again below the loop
; (or only there, when nothing before the loop reads it) when no store in
; between can change what it reads (ptx_ir_cleanup.c): its registers are then
; not live across the loop.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

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

; Read before the loop (copied to base+128) and again after it: the uses
; after the loop read a second load there, so the first one's registers
; end at the copy.
; CHECK-LABEL: reloaded(
; CHECK: ld.global.v2.f32 {[[A:%f[0-9]+]], [[B:%f[0-9]+]]}, [%rd{{[0-9]+}}+80];
; CHECK: st.global.v2.f32 [%rd{{[0-9]+}}+128], {[[A]], [[B]]};
; CHECK: @{{!?}}%p{{[0-9]+}} bra
; CHECK: ld.global.v2.f32 {{.*}}[%rd{{[0-9]+}}+80];
; CHECK: add.rn.f32
; CHECK: ret;
define float @reloaded(i64 %base, i32 %n) {
entry:
  %a = add i64 %base, 80
  %p = inttoptr i64 %a to ptr addrspace(1)
  %v = load <3 x float>, ptr addrspace(1) %p, align 16
  %c = add i64 %base, 128
  %pc = inttoptr i64 %c to ptr addrspace(1)
  store <3 x float> %v, ptr addrspace(1) %pc, align 16
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

; Read inside the loop too: the value is live across the loop anyway, so
; it is loaded once.
; CHECK-LABEL: read_in_loop(
; CHECK: ld.global.f32 {{.*}}[%rd{{[0-9]+}}+80];
; CHECK-NOT: ld.global
; CHECK: ret;
define float @read_in_loop(i64 %base, i32 %n) {
entry:
  %a = add i64 %base, 80
  %p = inttoptr i64 %a to ptr addrspace(1)
  %v = load float, ptr addrspace(1) %p, align 16
  %s = add i64 %base, 144
  %q = inttoptr i64 %s to ptr addrspace(1)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %f = sitofp i32 %i to float
  %g = fmul float %f, %v
  store float %g, ptr addrspace(1) %q, align 4
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = fadd float %v, %v
  ret float %r
}

; Read after the loop only inside a second loop: not moved into it (that
; would load on every iteration).
; CHECK-LABEL: into_loop(
; CHECK: ld.global.f32 {{.*}}[%rd{{[0-9]+}}+80];
; CHECK-NOT: ld.global
; CHECK: ret;
define float @into_loop(i64 %base, i32 %n) {
entry:
  %a = add i64 %base, 80
  %p = inttoptr i64 %a to ptr addrspace(1)
  %v = load float, ptr addrspace(1) %p, align 16
  %s = add i64 %base, 144
  %q = inttoptr i64 %s to ptr addrspace(1)
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %f = sitofp i32 %i to float
  store float %f, ptr addrspace(1) %q, align 4
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %second
second:
  %j = phi i32 [ 0, %loop ], [ %j1, %second ]
  %acc = phi float [ 0.0, %loop ], [ %acc1, %second ]
  %acc1 = fadd float %acc, %v
  %j1 = add i32 %j, 1
  %again = icmp slt i32 %j1, %n
  br i1 %again, label %second, label %exit
exit:
  ret float %acc1
}

; A load in an inner loop whose only use is in its own block stays there,
; after its address: the outer loop makes a path from the block back to
; itself through a loop, but the use reads this iteration's value (it was
; reloaded at the top of the block, before the address was computed).
; CHECK-LABEL: inner_loop_load(
; CHECK: mov.f32 %f{{[0-9]+}}, %f{{[0-9]+}};
; CHECK-NEXT: [[INNER:\$L__BB[0-9_]+]]:
; CHECK-NOT: ld.global
; CHECK: add.u64 [[ADDR:%rd[0-9]+]], %rd{{[0-9]+}}, %rd{{[0-9]+}};
; CHECK: ld.global.f32 [[V:%f[0-9]+]], {{\[}}[[ADDR]]{{\]}};
; CHECK: add.rn.f32 %f{{[0-9]+}}, %f{{[0-9]+}}, [[V]];
; CHECK: bra.uni [[INNER]];
define float @inner_loop_load(i64 %base, i32 %n, i32 %m) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %s = phi float [ 0.0, %entry ], [ %t1, %outer.latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %t = phi float [ %s, %outer ], [ %t1, %inner ]
  %k = add i32 %i, %j
  %w = zext i32 %k to i64
  %off = shl i64 %w, 2
  %a = add i64 %base, %off
  %p = inttoptr i64 %a to ptr addrspace(1)
  %v = load float, ptr addrspace(1) %p, align 4
  %t1 = fadd float %t, %v
  %j1 = add i32 %j, 1
  %jm = icmp slt i32 %j1, %m
  br i1 %jm, label %inner, label %outer.latch
outer.latch:
  %i1 = add i32 %i, 1
  %im = icmp slt i32 %i1, %n
  br i1 %im, label %outer, label %exit
exit:
  ret float %t1
}
