; A length tested for 0 beside its use (the light loop's `length(L) == 0`
; of illuminance): sqrt(d) is `dp3_rsq` then `mov_rcp` of the S lane, and
; sqrt(d) == 0 tests d.  The dp3_rsq itself carries the branch, and the
; mov_rcp reading its S lane moves to the successor that uses the length
; (opt_sink.c), instead of a second dp3 computing d for the test
; (opt_constfold.c).  Where both successors read the length the mov_rcp
; stays before the branch and the test keeps its own dp3.
; Values by hand: |(3,0,4)| = 5, 5/4 = 1.25; |(0,-2,0)| = 2, 2/4 = 0.5;
; the zero vector takes the other way, -1 (or 0 - 1).
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call half_length --set R0=3,0,4 --print R0 | FileCheck --check-prefix=FIVE %s
; RUN: rpu-vm %t.s --call half_length --set R0=0,-2,0 --print R0 | FileCheck --check-prefix=TWO %s
; RUN: rpu-vm %t.s --call half_length --set R0=0,0,0 --print R0 | FileCheck --check-prefix=NULL %s
; RUN: rpu-vm %t.s --call length_both_ways --set R0=3,0,4 --print R0 | FileCheck --check-prefix=FIVE %s
; RUN: rpu-vm %t.s --call length_both_ways --set R0=0,0,0 --print R0 | FileCheck --check-prefix=NULL %s

; CHECK-LABEL: SUBROUTINE_ENTRY_half_length:
; CHECK-NEXT: dp3_rsq R15.[[L:[xyzw]]], R0.xyz, R0.xyz + jmp [[Z:L[0-9_a-z]+]], [[L]] (=0)
; CHECK-NEXT: mov_rcp R15.[[M:[xyzw]]], S.[[L]]
; CHECK-NEXT: mul R0.w, S.[[M]], 0.25 + return
; CHECK-NEXT: [[Z]]:
; CHECK-NEXT: mov R0.w, -1 + return

; CHECK-LABEL: SUBROUTINE_ENTRY_length_both_ways:
; CHECK-NEXT: dp3_rsq R15.[[L:[xyzw]]], R0.xyz, R0.xyz
; CHECK-NEXT: mov_rcp R15.[[M:[xyzw]]], S.[[L]]
; CHECK-NEXT: dp3 R15.{{[xyzw]}}, R0.xyz, R0.xyz + jmp [[Z:L[0-9_a-z]+]], {{[xyzw]}} (=0)
; CHECK-NEXT: mul R0.w, S.[[M]], 0.25 + return
; CHECK-NEXT: [[Z]]:
; CHECK-NEXT: add R0.w, S.[[M]], -1 + return

; FIVE: R0 = 3 0 4 1.25
; TWO: R0 = 0 -2 0 0.5
; NULL: R0 = 0 0 0 -1

declare float @llvm.sqrt.f32(float)

define float @half_length(<3 x float> %v) {
entry:
  %m = fmul <3 x float> %v, %v
  %x = extractelement <3 x float> %m, i64 0
  %y = extractelement <3 x float> %m, i64 1
  %z = extractelement <3 x float> %m, i64 2
  %xy = fadd float %x, %y
  %d = fadd float %z, %xy
  %len = call float @llvm.sqrt.f32(float %d)
  %zero = fcmp oeq float %len, 0.0
  br i1 %zero, label %done, label %scaled
scaled:
  %h = fmul float %len, 0.25
  br label %done
done:
  %r = phi float [ -1.0, %entry ], [ %h, %scaled ]
  ret float %r
}

define float @length_both_ways(<3 x float> %v) {
entry:
  %m = fmul <3 x float> %v, %v
  %x = extractelement <3 x float> %m, i64 0
  %y = extractelement <3 x float> %m, i64 1
  %z = extractelement <3 x float> %m, i64 2
  %xy = fadd float %x, %y
  %d = fadd float %z, %xy
  %len = call float @llvm.sqrt.f32(float %d)
  %zero = fcmp oeq float %len, 0.0
  br i1 %zero, label %null, label %scaled
null:
  %o = fadd float %len, -1.0
  br label %done
scaled:
  %h = fmul float %len, 0.25
  br label %done
done:
  %r = phi float [ %o, %null ], [ %h, %scaled ]
  ret float %r
}
