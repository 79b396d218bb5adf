; Booleans end as compares read by br: lanes of boolean vectors become
; scalar compares, and/or/xor/phi of i1 are carried as 0.0/1.0 floats.
; RUN: rpu-lower-ir %s | FileCheck %s
; RUN: rpu-lower-ir %s | FileCheck %s --check-prefix=NONE

; All lanes equal (RSL's == on points after opt -O2): a select on an and
; becomes nested selects, so two compares and two branches.
; CHECK-LABEL: define float @equal(
; CHECK: fcmp oeq float
; CHECK: fcmp oeq float
; CHECK: br i1
; CHECK-NOT: fmul
; CHECK: br i1
; CHECK-NOT: fmul
; CHECK: ret float
define float @equal(<3 x float> %a, <3 x float> %b) {
  %c = fcmp oeq <3 x float> %a, %b
  %x = extractelement <3 x i1> %c, i32 0
  %y = extractelement <3 x i1> %c, i32 1
  %both = and i1 %x, %y
  %r = select i1 %both, float 1.0, float 2.0
  ret float %r
}

; A branch on an or of compares: short-circuit branches.
; CHECK-LABEL: define float @either(
; CHECK: br i1 %a, label %yes, label %or.rhs
; CHECK: or.rhs:
; CHECK-NEXT: br i1 %b, label %yes, label %no
; CHECK: yes:
; CHECK-NEXT: phi float [ 1.000000e+00, %entry ], [ 1.000000e+00, %or.rhs ]
define float @either(float %x, float %y) {
entry:
  %a = fcmp ogt float %x, 0.0
  %b = fcmp ogt float %y, 0.0
  %o = or i1 %a, %b
  br i1 %o, label %yes, label %no
yes:
  %r = phi float [ 1.0, %entry ]
  ret float %r
no:
  ret float 0.0
}

; or through sat, a boolean phi as a float phi.
; CHECK-LABEL: define float @flag(
; CHECK: call float @rpu.sat(float
; CHECK: phi float
; CHECK: fcmp une float
define float @flag(float %x, float %y) {
entry:
  %a = fcmp ogt float %x, 0.0
  %b = fcmp ogt float %y, 0.0
  %o = or i1 %a, %b
  br i1 %a, label %then, label %join
then:
  br label %join
join:
  %p = phi i1 [ %o, %then ], [ false, %entry ]
  br i1 %p, label %yes, label %no
yes:
  ret float 1.0
no:
  ret float 0.0
}

; zext of a compare: its 0/1 float, converted.
; CHECK-LABEL: define i32 @count(
; CHECK: fptosi float %{{.*}} to i32
define i32 @count(float %x) {
  %c = fcmp olt float %x, 1.0
  %z = zext i1 %c to i32
  ret i32 %z
}

; A vector select goes lane by lane.
; CHECK-LABEL: define <2 x float> @lanes(
; CHECK: fcmp olt float
; CHECK: fcmp olt float
define <2 x float> @lanes(<2 x float> %a, <2 x float> %b) {
  %c = fcmp olt <2 x float> %a, %b
  %r = select <2 x i1> %c, <2 x float> %a, <2 x float> %b
  ret <2 x float> %r
}

; freeze is the value itself.
; CHECK-LABEL: define float @frozen(
; CHECK-NOT: freeze
; CHECK: br i1 %c
define float @frozen(float %x) {
  %c = fcmp olt float %x, 1.0
  %f = freeze i1 %c
  %r = select i1 %f, float 1.0, float 2.0
  ret float %r
}

; NONE-NOT: {{and|or|xor|phi|zext|select}} {{(<[0-9]+ x )?}}i1
; NONE-NOT: extractelement <{{[0-9]+}} x i1>
