; A marker of the wrong shape is an error naming it, not a crash.
; RUN: not rsl-opt -passes=differentiate %s 2>&1 | FileCheck %s
; CHECK: error: {{.*}}differentiate: marker @rsl_deriv_du_f must take and return one floating-point value

declare float @rsl_deriv_du_f()

define float @f() {
  %d = call float @rsl_deriv_du_f()
  ret float %d
}
