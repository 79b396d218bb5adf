; Diagnostics of llc-rpu -march=rpu: what it cannot select names the
; instruction and the function; a function that does not fit in registers
; names the function and the count; bad options.
; RUN: not llc-rpu %s -o %t.s 2>&1 | FileCheck %s
; RUN: not llc-rpu --print-after=nothing %s 2>&1 | FileCheck --check-prefix=STAGE %s
; RUN: llc-rpu -keep-going %s -o %t.s 2>&1 | FileCheck --check-prefix=KEEP %s
; RUN: FileCheck --check-prefix=KEPT %s < %t.s
; CHECK: llc-rpu: error: {{.*}}: function 'takes_double': a parameter of a type the calling convention does not pass in registers
; STAGE: llc-rpu: error: unknown stage 'nothing' for --print-after
; KEEP-DAG: warning: function 'takes_double': {{.*}}(function left out)
; KEEP-DAG: warning: function 'uses_alloca': cannot select '%p = alloca float, align 4': {{.*}}(function left out)
; KEEP-DAG: warning: function 'calls_left_out' calls a left-out function (left out)
; KEEP-DAG: warning: function 'too_many' does not fit in registers: {{[0-9]+}} lanes of values live at once
; KEPT-NOT: ENTRY_takes_double
; KEPT: SUBROUTINE_ENTRY_fine:
; KEPT-NOT: ENTRY_calls_left_out

define double @takes_double(double %a) {
  ret double %a
}
define float @uses_alloca(float %a) {
  %p = alloca float, align 4
  store volatile float %a, ptr %p
  %b = load volatile float, ptr %p
  ret float %b
}
define float @calls_left_out(float %a) {
  %b = call float @uses_alloca(float %a)
  ret float %b
}
define float @fine(float %a) {
  %b = fadd float %a, 1.0
  ret float %b
}
; sixteen vectors live at once: 15 registers hold at most 15
define <3 x float> @too_many(<3 x float> %a) {
  %v0 = fmul <3 x float> %a, <float 3.0, float 5.0, float 7.0>
  %v1 = fmul <3 x float> %a, <float 4.0, float 6.0, float 9.0>
  %v2 = fmul <3 x float> %a, <float 5.0, float 7.0, float 11.0>
  %v3 = fmul <3 x float> %a, <float 6.0, float 8.0, float 13.0>
  %v4 = fmul <3 x float> %a, <float 7.0, float 9.0, float 15.0>
  %v5 = fmul <3 x float> %a, <float 8.0, float 10.0, float 17.0>
  %v6 = fmul <3 x float> %a, <float 9.0, float 11.0, float 19.0>
  %v7 = fmul <3 x float> %a, <float 10.0, float 12.0, float 21.0>
  %v8 = fmul <3 x float> %a, <float 11.0, float 13.0, float 23.0>
  %v9 = fmul <3 x float> %a, <float 12.0, float 14.0, float 25.0>
  %v10 = fmul <3 x float> %a, <float 13.0, float 15.0, float 27.0>
  %v11 = fmul <3 x float> %a, <float 14.0, float 16.0, float 29.0>
  %v12 = fmul <3 x float> %a, <float 15.0, float 17.0, float 31.0>
  %v13 = fmul <3 x float> %a, <float 16.0, float 18.0, float 33.0>
  %v14 = fmul <3 x float> %a, <float 17.0, float 19.0, float 35.0>
  %v15 = fmul <3 x float> %a, <float 18.0, float 20.0, float 37.0>
  %s1 = fmul <3 x float> %v0, %v15
  %s2 = fmul <3 x float> %s1, %v14
  %s3 = fmul <3 x float> %s2, %v13
  %s4 = fmul <3 x float> %s3, %v12
  %s5 = fmul <3 x float> %s4, %v11
  %s6 = fmul <3 x float> %s5, %v10
  %s7 = fmul <3 x float> %s6, %v9
  %s8 = fmul <3 x float> %s7, %v8
  %s9 = fmul <3 x float> %s8, %v7
  %s10 = fmul <3 x float> %s9, %v6
  %s11 = fmul <3 x float> %s10, %v5
  %s12 = fmul <3 x float> %s11, %v4
  %s13 = fmul <3 x float> %s12, %v3
  %s14 = fmul <3 x float> %s13, %v2
  %s15 = fmul <3 x float> %s14, %v1
  ret <3 x float> %s15
}
