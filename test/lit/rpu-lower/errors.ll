; What the RPU has no lowering for is an error naming the instruction and
; the function; tool misuse is reported too.
; RUN: not rpu-lower-ir %s 2>&1 | FileCheck %s
; RUN: not rpu-lower-ir --bogus 2>&1 | FileCheck %s --check-prefix=OPT
; RUN: not rpu-lower-ir %t.missing 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: rpu-lower-ir --help | FileCheck %s --check-prefix=HELP

; CHECK: rpu-lower-ir: error: {{.*}}errors.ll: in function 'hyperbolic': cannot lower '%r = call float @sinhf(float %x)': no RPU lowering for this function
; OPT: rpu-lower-ir: error: unknown option '--bogus'
; MISSING: rpu-lower-ir: error: '{{.*}}.missing': No such file or directory
; HELP: usage: rpu-lower-ir

declare float @sinhf(float)

define float @hyperbolic(float %x) {
  %r = call float @sinhf(float %x)
  ret float %r
}

; CHECK-ARG: rpu-lower-ir: error: {{.*}}: in function 'on_argument': cannot lower 'br i1 %c, label %a, label %b': a branch on a boolean that is not a compare
; RUN: not rpu-lower-ir %S/Inputs/branch-on-argument.ll 2>&1 | FileCheck %s --check-prefix=CHECK-ARG

; CHECK-VEC: rpu-lower-ir: error: {{.*}}: in function 'lane': cannot lower '%x = extractelement <2 x i32> %v, i32 1': integer vector arguments are not supported
; RUN: not rpu-lower-ir %S/Inputs/int-vector-argument.ll 2>&1 | FileCheck %s --check-prefix=CHECK-VEC

; CHECK-DOUBLE: rpu-lower-ir: error: {{.*}}: in function 'half_of': cannot lower '%r = fdiv double %x, 2.000000e+00': the RPU has 32-bit floats only
; RUN: not rpu-lower-ir %S/Inputs/double.ll 2>&1 | FileCheck %s --check-prefix=CHECK-DOUBLE

; CHECK-INVALID: rpu-lower-ir: error: {{.*}}invalid.ll: invalid input module: PHINode should have one entry for each predecessor
; RUN: not rpu-lower-ir %S/Inputs/invalid.ll 2>&1 | FileCheck %s --check-prefix=CHECK-INVALID
