; Integers as the RPU has them: i32 scalars.  Vectors go to lanes, i8/i16/
; i64 to i32, division through rcp with sign-mask corrections.
; RUN: rpu-lower-ir %s | FileCheck %s
; RUN: rpu-lower-ir %s | FileCheck %s --check-prefix=NONE

; The runtime's identity loops: (i % 5 == 0) on an i8 counter.
; CHECK-LABEL: define float @diagonal(
; CHECK: %[[M:.*]] = and i32 %i, 255
; CHECK: fmul float %{{.*}}, 0x3FC99999A0000000
; CHECK: icmp eq i32 %{{.*}}, 0
define float @diagonal(i32 %i) {
  %n = trunc i32 %i to i8
  %r = urem i8 %n, 5
  %z = icmp eq i8 %r, 0
  %f = select i1 %z, float 1.0, float 0.0
  ret float %f
}

; CHECK-LABEL: define i32 @quotient(
; CHECK: %[[R:.*]] = call float @rpu.rcp(float
; CHECK: fptosi float
; CHECK: ashr i32 %{{.*}}, 31
; CHECK-NOT: sdiv
define i32 @quotient(i32 %a, i32 %b) {
  %q = sdiv i32 %a, %b
  ret i32 %q
}

; SLP's <2 x i32> work as two lanes.
; CHECK-LABEL: define <2 x float> @wrap(
; CHECK: fptosi float %{{.*}} to i32
; CHECK: fptosi float %{{.*}} to i32
; CHECK: sitofp i32
; CHECK: sitofp i32
define <2 x float> @wrap(<2 x float> %x) {
  %i = fptosi <2 x float> %x to <2 x i32>
  %m = srem <2 x i32> %i, <i32 3, i32 3>
  %f = sitofp <2 x i32> %m to <2 x float>
  ret <2 x float> %f
}

; Lanes reinterpreted as floats: bitcasts lane by lane.
; CHECK-LABEL: define <2 x float> @bits(
; CHECK: bitcast i32 %{{.*}} to float
; CHECK: bitcast i32 %{{.*}} to float
define <2 x float> @bits(<2 x float> %x) {
  %i = bitcast <2 x float> %x to <2 x i32>
  %m = and <2 x i32> %i, <i32 2147483647, i32 2147483647>
  %f = bitcast <2 x i32> %m to <2 x float>
  ret <2 x float> %f
}

; Signed compares of i8 sign-extend first.
; CHECK-LABEL: define float @negative(
; CHECK: shl i32 %{{.*}}, 24
; CHECK-NEXT: ashr i32 %{{.*}}, 24
; CHECK: icmp slt i32
define float @negative(i32 %i) {
  %n = trunc i32 %i to i8
  %c = icmp slt i8 %n, 0
  %r = select i1 %c, float 1.0, float 0.0
  ret float %r
}

; A variable lane index (setcomp), the index an i64 phi.
; CHECK-LABEL: define <3 x float> @setcomp(
; CHECK: phi i32 [ 1,
; CHECK-COUNT-3: icmp eq i32
; CHECK-NOT: insertelement <3 x float> %v, float %s, i32 %
define <3 x float> @setcomp(<3 x float> %v, float %s, float %x) {
entry:
  %c = fcmp olt float %x, 0.0
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %i = phi i64 [ 1, %entry ], [ 2, %a ]
  %r = insertelement <3 x float> %v, float %s, i64 %i
  ret <3 x float> %r
}

; CHECK-LABEL: define float @comp(
; CHECK-COUNT-2: icmp eq i32 %i
define float @comp(<3 x float> %v, i32 %i) {
  %r = extractelement <3 x float> %v, i32 %i
  ret float %r
}

; Matrix equality: all 4 lanes of a vector compare.
; CHECK-LABEL: define float @all_equal(
; CHECK-COUNT-4: fcmp oeq float
; CHECK-NOT: bitcast <4 x i1>
define float @all_equal(<4 x float> %a, <4 x float> %b) {
  %c = fcmp oeq <4 x float> %a, %b
  %f = freeze <4 x i1> %c
  %m = bitcast <4 x i1> %f to i4
  %t = icmp eq i4 %m, -1
  %r = select i1 %t, float 1.0, float 0.0
  ret float %r
}

; NONE-NOT: {{ i8 | i16 | i64 |<2 x i32>|srem|urem|sdiv|udiv}}
