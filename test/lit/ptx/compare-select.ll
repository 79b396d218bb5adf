; Integer compares (signed for signed predicates and for equality, as llc
; prints them, narrow values extended first), selects on every register
; class, and i1 logic on predicates.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

define i32 @icmps(i32 %a, i32 %b, i16 %c) {
; CHECK-LABEL: icmps(
; CHECK: setp.lt.s32 [[P1:%p[0-9]+]],
; CHECK: setp.lt.u32 [[P2:%p[0-9]+]],
; CHECK: setp.eq.s32 [[P3:%p[0-9]+]], {{%r[0-9]+}}, 5;
; CHECK: and.pred [[Q:%p[0-9]+]], [[P1]], [[P2]];
; CHECK: or.pred {{%p[0-9]+}}, [[Q]], [[P3]];
; CHECK: setp.ge.s16
; CHECK: selp.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, {{%r[0-9]+}}, {{%p[0-9]+}};
  %p1 = icmp slt i32 %a, %b
  %p2 = icmp ult i32 %a, %b
  %p3 = icmp eq i32 %a, 5
  %q = and i1 %p1, %p2
  %q2 = or i1 %q, %p3
  %p4 = icmp sge i16 %c, 3
  %q3 = xor i1 %q2, %p4
  %r = select i1 %q3, i32 %a, i32 %b
  ret i32 %r
}

define i8 @narrow(i8 %a, i8 %b) {
; CHECK-LABEL: narrow(
; An unsigned compare of bytes masks both sides, a signed one extends them.
; CHECK: and.b16 [[A:%rs[0-9]+]], {{%rs[0-9]+}}, 255;
; CHECK: and.b16 [[B:%rs[0-9]+]], {{%rs[0-9]+}}, 255;
; CHECK: setp.gt.u16 {{%p[0-9]+}}, [[A]], [[B]];
; CHECK: cvt.s16.s8
; CHECK: setp.gt.s16
; Equality: both sides sign-extended alike, the constant as a signed number.
; CHECK: cvt.s16.s8 [[E:%rs[0-9]+]],
; CHECK: setp.ne.s16 {{%p[0-9]+}}, [[E]], -1;
  %u = icmp ugt i8 %a, %b
  %s = icmp sgt i8 %a, %b
  %m = select i1 %u, i8 %a, i8 %b
  %n = select i1 %s, i8 %m, i8 0
  %e = icmp ne i8 %a, -1
  %r = select i1 %e, i8 %n, i8 1
  ret i8 %r
}

define float @selects(i1 %c, float %x, double %y, i64 %z) {
; CHECK-LABEL: selects(
; CHECK: selp.f32
; CHECK: selp.f64
; CHECK: selp.b64
  %a = select i1 %c, float %x, float 1.0
  %b = select i1 %c, double %y, double 2.0
  %d = select i1 %c, i64 %z, i64 7
  %bf = fptrunc double %b to float
  %df = uitofp i64 %d to float
  %s1 = fadd float %a, %bf
  %s2 = fadd float %s1, %df
  ret float %s2
}

define i1 @pred_select(i1 %c, i1 %a, i1 %b) {
; CHECK-LABEL: pred_select(
; A select of predicates: (c and a) or (not c and b).
; CHECK: and.pred
; CHECK: not.pred
; CHECK: and.pred
; CHECK: or.pred
; CHECK: selp.b32 {{%r[0-9]+}}, 1, 0,
  %r = select i1 %c, i1 %a, i1 %b
  ret i1 %r
}

; select c, a, false and select c, true, b: one and.pred / or.pred.
; CHECK-LABEL: logical_and_or(
; CHECK: setp.ne.b32 [[C:%p[0-9]+]]
; CHECK: setp.ne.b32 [[A:%p[0-9]+]]
; CHECK: setp.ne.b32 [[B:%p[0-9]+]]
; CHECK-NEXT: and.pred [[X:%p[0-9]+]], [[C]], [[A]];
; CHECK-NEXT: or.pred [[Y:%p[0-9]+]], [[C]], [[B]];
; CHECK-NEXT: xor.pred {{%p[0-9]+}}, [[X]], [[Y]];
define i1 @logical_and_or(i1 %c, i1 %a, i1 %b) {
  %x = select i1 %c, i1 %a, i1 false
  %y = select i1 %c, i1 true, i1 %b
  %r = xor i1 %x, %y
  ret i1 %r
}
