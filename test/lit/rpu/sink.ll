; Sinking (opt_sink.c): what only one successor of a branch needs is
; computed there.  normalize's select (the unit vector where the length is
; above 0, else the vector itself) then costs the dp3_rsq carrying the
; branch and one mul into the phi's register, where the mul before the
; branch needed the test's own dp3 and a copy on the taken way.  A value
; both ways read stays before the branch.
; Values by hand: (3,0,4)/5 = (0.6,0,0.8); (0,0,-2)/2 = (0,0,-1); the zero
; vector stays; (1,2,3)*2 + 1 = (3,5,7); (1,2,3)*0.5 - (1,2,3) = -(0.5,1,1.5).
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call unit_or_same --set R0=3,0,4,0 --print R0 | FileCheck --check-prefix=UNIT %s
; RUN: rpu-vm %t.s --call unit_or_same --set R0=0,0,-2,0 --print R0 | FileCheck --check-prefix=DOWN %s
; RUN: rpu-vm %t.s --call unit_or_same --set R0=0,0,0,0 --print R0 | FileCheck --check-prefix=ZERO %s
; RUN: rpu-vm %t.s --call scaled_both_ways --set R0=1,2,3,2 --print R0 | FileCheck --check-prefix=BIG %s
; RUN: rpu-vm %t.s --call scaled_both_ways --set R0=1,2,3,0.5 --print R0 | FileCheck --check-prefix=SMALL %s

; CHECK-LABEL: SUBROUTINE_ENTRY_unit_or_same:
; CHECK-NEXT: dp3_rsq R15.[[L:[xyzw]]], R0.xyz, R0.xyz + jmp [[T:L[0-9_a-z]+]], [[L]] (>=0 and !=0)
; CHECK-NEXT: return
; CHECK-NEXT: [[T]]:
; CHECK-NEXT: mul R0.xyz, R0.xyz, S.[[L]] + return

; CHECK-LABEL: SUBROUTINE_ENTRY_scaled_both_ways:
; CHECK-NEXT: mul [[U:R[0-9]+]].xyz, R0.xyz, R0.w
; CHECK-NEXT: add R15.w, 1, -R0.w + jmp [[B:L[0-9_a-z]+]], w (<0)
; CHECK-NEXT: add R0.xyz, [[U]].xyz, -R0.xyz + return
; CHECK-NEXT: [[B]]:
; CHECK-NEXT: add R0.xyz, [[U]].xyz, 1 + return

; UNIT: R0 = 0.6 0 0.8 0
; DOWN: R0 = 0 0 -1 0
; ZERO: R0 = 0 0 0 0
; BIG: R0 = 3 5 7 2
; SMALL: R0 = -0.5 -1 -1.5 0.5

declare float @llvm.sqrt.f32(float)

define <3 x float> @unit_or_same(<3 x float> %v) {
entry:
  %m = fmul <3 x float> %v, %v
  %x = extractelement <3 x float> %m, i64 0
  %y = extractelement <3 x float> %m, i64 1
  %z = extractelement <3 x float> %m, i64 2
  %xy = fadd float %x, %y
  %d = fadd float %z, %xy
  %len = call float @llvm.sqrt.f32(float %d)
  %k = fdiv float 1.0, %len
  %ks = insertelement <3 x float> poison, float %k, i64 0
  %kv = shufflevector <3 x float> %ks, <3 x float> poison, <3 x i32> zeroinitializer
  %u = fmul <3 x float> %v, %kv
  %pos = fcmp ogt float %d, 0.0
  br i1 %pos, label %scaled, label %done
scaled:
  br label %done
done:
  %r = phi <3 x float> [ %u, %scaled ], [ %v, %entry ]
  ret <3 x float> %r
}

define <3 x float> @scaled_both_ways(<3 x float> %v, float %s) {
entry:
  %ss = insertelement <3 x float> poison, float %s, i64 0
  %sv = shufflevector <3 x float> %ss, <3 x float> poison, <3 x i32> zeroinitializer
  %u = fmul <3 x float> %v, %sv
  %pos = fcmp ogt float %s, 1.0
  br i1 %pos, label %big, label %small
big:
  %b = fadd <3 x float> %u, <float 1.0, float 1.0, float 1.0>
  br label %done
small:
  %c = fsub <3 x float> %u, %v
  br label %done
done:
  %r = phi <3 x float> [ %b, %big ], [ %c, %small ]
  ret <3 x float> %r
}
