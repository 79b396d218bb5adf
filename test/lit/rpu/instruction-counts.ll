; Instruction counts (issue 16: the bunny render on the VM against the JIT):
; two loads from one address share its lane of A (one mov, not two); moves
; into lanes of A from one register are one move (merge-copies); a compare
; against an integer constant reads a literal, not an i2f of it; a branch on
; a value just computed pairs its jump with the op computing it
; (branch-on-def), also where the value is used after the branch; a jump to
; a short block that returns takes its instructions.  The values are worked
; out by hand from the inputs.
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call two_cells --set R0=0,0,0,#5 --set-mem "5=1,2,3,4;10,20,30,40" --print R0 | FileCheck --check-prefix=TWO %s
; RUN: rpu-vm %t.s --call gather --set R0=0,0,0,#5 --set-mem "5=#7,#8,0,0" --set-mem "7=1,2,3,4;10,20,30,40" --print R0 | FileCheck --check-prefix=GATHER %s
; RUN: rpu-vm %t.s --call sign_of_int --set R0=0,0,0,2.5 --print R0 | FileCheck --check-prefix=PLUS %s
; RUN: rpu-vm %t.s --call sign_of_int --set R0=0,0,0,0.7 --print R0 | FileCheck --check-prefix=MINUS %s
; RUN: rpu-vm %t.s --call sign_of_int --set R0=0,0,0,-3 --print R0 | FileCheck --check-prefix=MINUS %s
; RUN: rpu-vm %t.s --call dot_sign --set R0=1,2,3,0 --set R1=1,1,1,0 --print R0 | FileCheck --check-prefix=DOTPOS %s
; RUN: rpu-vm %t.s --call dot_sign --set R0=1,2,3,0 --set R1=-1,-1,-1,0 --print R0 | FileCheck --check-prefix=DOTNEG %s

; CHECK-LABEL: SUBROUTINE_ENTRY_two_cells:
; CHECK-NEXT: mov A.[[L:[xyzw]]], R0.w
; CHECK-NOT: mov A
; CHECK: load I{{[0-3]}}, A.[[L]], 0
; CHECK-NOT: mov A
; CHECK: load I{{[0-3]}}, A.[[L]], 1
; cell 5's x + cell 6's y
; TWO: R0 = 0 0 0 21

; CHECK-LABEL: SUBROUTINE_ENTRY_gather:
; CHECK: load I[[R:[0-3]]], A.{{[xyzw]}}, 0
; CHECK-NEXT: mov A.[[P:[xyzw]]][[Q:[xyzw]]], I[[R]].{{[xyzw]+}}
; CHECK-NEXT: load I{{[0-3]}}, A.[[P]], 0
; CHECK-NEXT: load I{{[0-3]}}, A.[[Q]], 0
; cell 7's x + cell 8's z
; GATHER: R0 = 0 0 0 31

; CHECK-LABEL: SUBROUTINE_ENTRY_sign_of_int:
; CHECK-NOT: i2f {{.*}}, {{-?[0-9]}}
; CHECK: i2f {{.*}} + jmp
; CHECK-NOT: i2f
; CHECK: SUBROUTINE_ENTRY_dot_sign:
; int(2.5) = 2 > 0; int(0.7) = 0 and int(-3) = -3 are not
; PLUS: R0 = 0 0 0 1
; MINUS: R0 = 0 0 0 -1

; CHECK: dp3 [[D:R[0-9]+\.[xyzw]]], R0.xyz, R1.xyz + jmp [[NEG:L[0-9]+_dot_sign]], {{[xyzw]}} (<0)
; CHECK-NEXT: mul R0.w, [[D]], 3 + return
; CHECK: [[NEG]]:
; CHECK-NEXT: {{.*}}[[D]]{{.*}} + return
; 1 + 2 + 3 = 6, times 3; -6 times -2
; DOTPOS: R0 = 1 2 3 18
; DOTNEG: R0 = 1 2 3 12

declare <4 x float> @rpu.load(i32)

define float @two_cells(float %addr) {
  %i = bitcast float %addr to i32
  %a = call <4 x float> @rpu.load(i32 %i)
  %j = add i32 %i, 1
  %b = call <4 x float> @rpu.load(i32 %j)
  %x = extractelement <4 x float> %a, i64 0
  %y = extractelement <4 x float> %b, i64 1
  %s = fadd float %x, %y
  ret float %s
}

define float @gather(float %addr) {
  %i = bitcast float %addr to i32
  %rec = call <4 x float> @rpu.load(i32 %i)
  %ri = bitcast <4 x float> %rec to <4 x i32>
  %pa = extractelement <4 x i32> %ri, i64 0
  %pb = extractelement <4 x i32> %ri, i64 1
  %p = call <4 x float> @rpu.load(i32 %pa)
  %q = call <4 x float> @rpu.load(i32 %pb)
  %x = extractelement <4 x float> %p, i64 0
  %z = extractelement <4 x float> %q, i64 2
  %s = fadd float %x, %z
  ret float %s
}

define float @sign_of_int(float %n) {
entry:
  %k = fptosi float %n to i32
  %c = icmp sgt i32 %k, 0
  br i1 %c, label %pos, label %neg
pos:
  ret float 1.0
neg:
  ret float -1.0
}

define float @dot_sign(<3 x float> %a, <3 x float> %b) {
entry:
  %m = fmul <3 x float> %a, %b
  %m0 = extractelement <3 x float> %m, i64 0
  %m1 = extractelement <3 x float> %m, i64 1
  %m2 = extractelement <3 x float> %m, i64 2
  %s01 = fadd float %m0, %m1
  %d = fadd float %s01, %m2
  %c = fcmp olt float %d, 0.0
  br i1 %c, label %neg, label %pos
neg:
  %n = fmul float %d, -2.0
  ret float %n
pos:
  %p = fmul float %d, 3.0
  ret float %p
}
