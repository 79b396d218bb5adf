; The calling convention (docs/rpu.md, seed 000 7.2): float arguments in
; R0.w, R1.w, ..., vectors in R0.xyz, ...; the result in R0.w / R0.xyz;
; values live across a call saved in S registers with the smallest push.
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call caller --set R0=5,6,7,2 --print R0 | FileCheck --check-prefix=CALLER %s
; RUN: rpu-vm %t.s --call twice --set R0=5,6,7,2 --print R0 | FileCheck --check-prefix=TWICE %s

; CHECK-LABEL: SUBROUTINE_ENTRY_callee:
; CHECK-NEXT: add [[S:R[0-9]+]].w, R0.w, R1.w
; CHECK-NEXT: mul R0.w, [[S]].w, R0.y + return
define float @callee(float %a, <3 x float> %v, float %b) noinline {
  %x = extractelement <3 x float> %v, i32 1
  %s = fadd float %a, %b
  %t = fmul float %s, %x
  ret float %t
}

; x and y live across the call: saved, both in lanes of one S cell (a
; scalar's w lane in place, the other swizzled into a free lane), push 1.
; CHECK-LABEL: SUBROUTINE_ENTRY_caller:
; CHECK: mov S0.w, R
; CHECK-NEXT: mov S0.x, R{{[0-9]+}}.w
; CHECK-NEXT: call SUBROUTINE_ENTRY_callee push 1
; CHECK-NEXT: mov R{{[0-9]+}}.w, S0
; CHECK-NEXT: mov R{{[0-9]+}}.w, S0.x
; CALLER: R0 = 5 6 7 63
define float @caller(float %x, <3 x float> %w) {
  %y = fadd float %x, 1.0
  %r = call float @callee(float %y, <3 x float> %w, float %x)
  %m = fmul float %r, %x
  %n = fadd float %m, %y
  ret float %n
}

; The vector argument stays in R0.xyz across both calls (saved without w,
; where the result comes back).
; CHECK-LABEL: SUBROUTINE_ENTRY_twice:
; CHECK: mov S0.xyz, R0
; CHECK-NEXT: call SUBROUTINE_ENTRY_callee push 1
; CHECK-NEXT: mov R0.xyz, S0
; TWICE: R0 = 18 120 0
define <3 x float> @twice(<3 x float> %w) {
  %a = call float @callee(float 1.0, <3 x float> %w, float 2.0)
  %b = call float @callee(float %a, <3 x float> %w, float 2.0)
  %v = insertelement <3 x float> undef, float %a, i32 0
  %v2 = insertelement <3 x float> %v, float %b, i32 1
  %v3 = insertelement <3 x float> %v2, float 0.0, i32 2
  ret <3 x float> %v3
}
