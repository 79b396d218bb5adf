; Diagnostics of llc-rpu -march=rpu: what it cannot select names the
; instruction and the function; bad options.  (A function with more values
; live than registers spills: spill.ll.)
; RUN: not llc-rpu %s -o %t.s 2>&1 | FileCheck %s
; RUN: not llc-rpu --print-after=nothing %s 2>&1 | FileCheck --check-prefix=STAGE %s
; RUN: llc-rpu -keep-going %s -o %t.s 2>&1 | FileCheck --check-prefix=KEEP %s
; RUN: FileCheck --check-prefix=KEPT %s < %t.s
; CHECK: llc-rpu: error: {{.*}}: function 'takes_double': a parameter of a type the calling convention does not pass in registers
; STAGE: llc-rpu: error: unknown stage 'nothing' for --print-after
; KEEP-DAG: warning: function 'takes_double': {{.*}}(function left out)
; KEEP-DAG: warning: function 'uses_alloca': cannot select '%p = alloca float, align 4': {{.*}}(function left out)
; KEEP-DAG: warning: function 'calls_left_out' calls a left-out function (left out)
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
