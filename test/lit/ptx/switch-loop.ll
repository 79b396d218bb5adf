; A reported crash: a switch heading a loop (its default edge goes back to
; it), after diamonds that share a condition, with a return reached from
; three blocks. Every block is placed once, the loop's back edge branches to
; the switch, and ptxas takes the result.
; RUN: llc-rpu -march=ptx -ptx-unmarked-kernels %s -o - | FileCheck %s
; RUN: llc-rpu -march=ptx -ptx-unmarked-kernels -ptx-accurate-math < %s | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx -ptx-unmarked-kernels %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -ptx-unmarked-kernels -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

; CHECK-LABEL: .entry f(
; CHECK: ld.param.u32 [[X:%r[0-9]+]], [f_param_3+0];
; CHECK: [[SWITCH:\$L__BB0_[0-9]+]]:{{[[:space:]]+}}setp.eq.u32 [[P0:%p[0-9]+]], [[X]], 0;
; CHECK-NEXT: @[[P0]] bra [[CASE0:\$L__BB0_[0-9]+]];
; CHECK-NEXT: setp.eq.u32 [[P1:%p[0-9]+]], [[X]], 1;
; CHECK-NEXT: @[[P1]] bra [[CASE1:\$L__BB0_[0-9]+]];
; The default block loops back.
; CHECK-NEXT: $L__BB0_{{[0-9]+}}:
; CHECK-NEXT: bra.uni [[SWITCH]];
; CHECK-DAG: [[CASE0]]:
; CHECK-DAG: [[CASE1]]:
; CHECK: ret;
; CHECK-NOT: ret;
; CHECK: }

define void @f(i1 %0, i1 %1, i1 %2, i32 %3) {
entry: br i1 %0, label %4, label %n
4: br label %n
n: br label %a
a: br i1 %2, label %5, label %6
5: br label %6
6: br i1 %0, label %d, label %7
7: br label %8
8: switch i32 %3, label %c [ i32 0, label %9
                             i32 1, label %10 ]
9: br label %r
r: ret void
10: br label %r
c: br label %8
d: br label %r }
