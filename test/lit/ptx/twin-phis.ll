; Phis of two blocks with the same predecessors and the same value from
; each (a runtime-unrolled loop's counter and sum, and their copies in the
; block after the loop that the remainder loop starts from) share one
; register: each edge writes it once, and the block after the loop reads
; the loop's own registers.  With a register each, ptxas kept both
; (bench/ptx.sh's weighted_rows: 216 SASS instructions instead of llc's 208).
; RUN: llc-rpu -march=ptx %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; Values: the PTX run on the host (utils/ptx-eval.py) against Python's sum
; for every n below 70 (the unrolled loop alone, with each remainder, and
; neither), and by hand.
; RUN: python3 %src/utils/ptx-eval.py %t.ptx %s
; RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

; mix(n) = sum of j * (j xor 5) for j < n
; CASE: mix 0 = 0
; CASE: mix 1 = 0
; 0*5 + 1*4 + 2*7 + 3*6 + 4*1 = 40
; CASE: mix 5 = 40
; EVAL: mix(i32<70) = sum(j * (j ^ 5) for j in range(a))

; CHECK-LABEL: .func (.param .b32 func_retval0) mix(
; The edge into the loop and the edge around it write j and s once each.
; CHECK: and.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 4294967292;
; CHECK-NEXT: mov.b32 [[J:%r[0-9]+]], 0;
; CHECK-NEXT: mov.b32 [[S:%r[0-9]+]], 0;
; CHECK-NEXT: @%p{{[0-9]+}} bra [[AFTER:\$L__BB0_[0-9]+]];
; CHECK: add.u32 [[J4:%r[0-9]+]], [[J]], 4;
; CHECK-NEXT: setp.eq.s32
; CHECK-NEXT: mov.b32 [[J]], [[J4]];
; CHECK-NEXT: mov.b32 [[S]], {{%r[0-9]+}};
; CHECK-NEXT: @%p{{[0-9]+}} bra [[AFTER]];
; CHECK-NEXT: bra.uni
; The remainder starts from the loop's registers.
; CHECK: [[AFTER]]:
; CHECK: mov.b32 {{%r[0-9]+}}, [[J]];
; CHECK-NEXT: mov.b32 {{%r[0-9]+}}, [[S]];
define i32 @mix(i32 %n) {
entry:
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %pre, label %done

pre:
  %rem = and i32 %n, 3
  %short = icmp ult i32 %n, 4
  %main.end = and i32 %n, -4
  br i1 %short, label %after, label %main

main:
  %j = phi i32 [ 0, %pre ], [ %j4, %main ]
  %s = phi i32 [ 0, %pre ], [ %s4, %main ]
  %x0 = xor i32 %j, 5
  %m0 = mul i32 %x0, %j
  %s1 = add i32 %m0, %s
  %j1 = or i32 %j, 1
  %x1 = xor i32 %j, 4
  %m1 = mul i32 %x1, %j1
  %s2 = add i32 %m1, %s1
  %j2 = or i32 %j, 2
  %x2 = xor i32 %j, 7
  %m2 = mul i32 %x2, %j2
  %s3 = add i32 %m2, %s2
  %j3 = or i32 %j, 3
  %x3 = xor i32 %j, 6
  %m3 = mul i32 %x3, %j3
  %s4 = add i32 %m3, %s3
  %j4 = add i32 %j, 4
  %last = icmp eq i32 %j4, %main.end
  br i1 %last, label %after, label %main

after:
  %j.after = phi i32 [ 0, %pre ], [ %j4, %main ]
  %s.after = phi i32 [ 0, %pre ], [ %s4, %main ]
  %none = icmp eq i32 %rem, 0
  br i1 %none, label %done, label %tail

tail:
  %k = phi i32 [ %j.after, %after ], [ %k1, %tail ]
  %t = phi i32 [ %s.after, %after ], [ %t1, %tail ]
  %c = phi i32 [ 0, %after ], [ %c1, %tail ]
  %xk = xor i32 %k, 5
  %mk = mul i32 %xk, %k
  %t1 = add i32 %mk, %t
  %k1 = add i32 %k, 1
  %c1 = add i32 %c, 1
  %end = icmp eq i32 %c1, %rem
  br i1 %end, label %done, label %tail

done:
  %r = phi i32 [ 0, %entry ], [ %s.after, %after ], [ %t1, %tail ]
  ret i32 %r
}
