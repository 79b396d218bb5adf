; Calls passing pointers are inlined (the RPU passes only floats, triples
; and i32s); internal callees left without calls are deleted, and the
; arrays become registers.
; RUN: rpu-lower-ir %s | FileCheck %s

@periods = internal constant [2 x i32] [i32 4, i32 8]

; CHECK-NOT: define {{.*}}@wrap(
; CHECK-NOT: define {{.*}}@hidden_wrap(
define internal i32 @wrap(i32 %x, ptr %period, i32 %k) {
  %p = getelementptr inbounds i32, ptr %period, i32 %k
  %n = load i32, ptr %p, align 4
  %r = srem i32 %x, %n
  ret i32 %r
}

define hidden i32 @hidden_wrap(i32 %x, ptr %period) {
  %n = load i32, ptr %period, align 4
  %r = srem i32 %x, %n
  ret i32 %r
}

define i32 @other(i32 %x) {
  %r = call i32 @hidden_wrap(i32 %x, ptr @periods)
  ret i32 %r
}

; CHECK-LABEL: define i32 @lattice(
; CHECK-NOT: call
; CHECK-NOT: load
; CHECK: icmp eq i32 %k, 1
; CHECK: call float @rpu.rcp
define i32 @lattice(i32 %x, i32 %k) {
  %r = call i32 @wrap(i32 %x, ptr @periods, i32 %k)
  ret i32 %r
}

; A caller's local array, through a call.
; CHECK-LABEL: define float @sum(
; CHECK-NOT: alloca
; CHECK-NOT: call float @first
; CHECK: ret float %a
define float @first(ptr %v) {
  %r = load float, ptr %v, align 4
  ret float %r
}
define float @sum(float %a) {
  %v = alloca [2 x float], align 4
  store float %a, ptr %v, align 4
  %r = call float @first(ptr %v)
  ret float %r
}
