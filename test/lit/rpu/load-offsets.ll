; The constants of a load's address become its offset (lower_load_offsets.c,
; isel_memory.c): InstCombine's (2*i)|1 is 2*i + 1 when the low bit of 2*i
; is known zero, a constant inside a sum moves outermost, and constants added
; one after another sum up, so two loads of a light record (base + 2i + 1
; and the cell after it) share one lane of A with offsets 1 and 2.  An or
; whose constant overlaps the known zero bits stays an ior.  An address read
; by nothing but the move into A is computed into A (opt_address_defs.c);
; one read as a number too stays in its register.
; RUN: rpu-lower-ir %s | FileCheck --check-prefix=IR %s
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call pair --set R0=0,0,0,#2 --set C2=#10,0,0,0 --set-mem '15=1,2,3,0;10,20,30,0' --print R0 | FileCheck --check-prefix=PAIR %s
; RUN: rpu-vm %t.s --call overlap --set R0=0,0,0,#3 --set C2=#10,0,0,0 --set-mem '17=1,2,3,0;10,20,30,0;100,200,300,0' --print R0 | FileCheck --check-prefix=OVERLAP %s
; RUN: rpu-vm %t.s --call reused --set R0=0,0,0,#2 --set C2=#10,0,0,0 --set-mem '12=1,2,3,0' --print R0 | FileCheck --check-prefix=REUSED %s

; IR-LABEL: define <3 x float> @pair(
; IR: %s = shl i32 %i, 1
; IR-NEXT: %[[B:[0-9]+]] = add i32 %s, %base
; IR-NEXT: %a = add i32 %[[B]], 1
; IR-NOT: or i32
; IR-LABEL: define <3 x float> @overlap(
; IR: %o = or i32 %s, 3

; CHECK-LABEL: SUBROUTINE_ENTRY_pair:
; CHECK-NEXT: ishl [[S:R[0-9]+]].w, R0.w, 1
; CHECK-NEXT: iadd A.[[L:[xyzw]]], [[S]].w, C2.x
; CHECK-NEXT: load I{{[0-3]}}, A.[[L]], 1
; CHECK-NEXT: load I{{[0-3]}}, A.[[L]], 2
; CHECK-LABEL: SUBROUTINE_ENTRY_overlap:
; CHECK: ior R{{[0-9]+}}.w, R{{[0-9]+}}.w, 3
; CHECK: load I{{[0-3]}}, A.{{[xyzw]}}, 0
; CHECK-LABEL: SUBROUTINE_ENTRY_reused:
; CHECK-NEXT: iadd [[R:R[0-9]+]].w, R0.w, C2.x
; CHECK-NEXT: mov A.{{[xyzw]}}, [[R]].w

; i = 2: cells 10 + (4|1) = 15 and 16, summed
; PAIR: R0 = 11 22 33
; i = 3: 6|3 = 7 (not 6 + 3): cell 17
; OVERLAP: R0 = 1 2 3
; i = 2: cell 12 plus its address, 12
; REUSED: R0 = 13 14 15 12
declare <4 x float> @rpu.load(i32)
declare i32 @rpu.light.list()

define <3 x float> @pair(i32 %i) {
  %base = call i32 @rpu.light.list()
  %s = shl i32 %i, 1
  %o = or i32 %s, 1
  %a = add i32 %o, %base
  %x = call <4 x float> @rpu.load(i32 %a)
  %a1 = add i32 %a, 1
  %y = call <4 x float> @rpu.load(i32 %a1)
  %r = fadd <4 x float> %x, %y
  %r3 = shufflevector <4 x float> %r, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  ret <3 x float> %r3
}

define <3 x float> @overlap(i32 %i) {
  %base = call i32 @rpu.light.list()
  %s = shl i32 %i, 1
  %o = or i32 %s, 3
  %a = add i32 %o, %base
  %x = call <4 x float> @rpu.load(i32 %a)
  %r3 = shufflevector <4 x float> %x, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  ret <3 x float> %r3
}

; the address is read as a number too: it stays in its register and moves to A
define <3 x float> @reused(i32 %i) {
  %base = call i32 @rpu.light.list()
  %a = add i32 %i, %base
  %x = call <4 x float> @rpu.load(i32 %a)
  %f = sitofp i32 %a to float
  %fv = insertelement <4 x float> poison, float %f, i64 0
  %fs = shufflevector <4 x float> %fv, <4 x float> poison, <4 x i32> zeroinitializer
  %r = fadd <4 x float> %x, %fs
  %r3 = shufflevector <4 x float> %r, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  ret <3 x float> %r3
}
