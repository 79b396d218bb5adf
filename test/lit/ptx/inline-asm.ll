; Inline PTX assembly is printed through (issue 17 item 13): $N are the
; operands in LLVM's order, outputs first, "$$" a dollar, "n" constraints
; immediates, several outputs the elements of the call's struct, a
; multi-line body one instruction per line.  Other operand forms are a
; clean error.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}
; RUN: not llc-rpu -march=ptx %S/Inputs/bad-asm.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define float @rcp(float %x) {
; CHECK-LABEL: rcp(
; CHECK: ld.param.f32 [[X:%f[0-9]+]],
; CHECK: // begin inline asm
; CHECK-NEXT: rcp.approx.ftz.f32 [[R:%f[0-9]+]],[[X]];
; CHECK-NEXT: // end inline asm
; CHECK: st.param.f32 [func_retval0], [[R]];
  %r = call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %x)
  ret float %r
}

define i32 @wide(i32 %a, i32 %b) {
; A carry chain over two outputs, with an immediate.
; CHECK-LABEL: wide(
; CHECK: // begin inline asm
; CHECK-NEXT: {
; CHECK-NEXT: add.cc.u32 [[LO:%r[0-9]+]], {{%r[0-9]+}}, 7;
; CHECK-NEXT: addc.u32 [[HI:%r[0-9]+]], {{%r[0-9]+}}, 0;
; CHECK-NEXT: }
; CHECK-NEXT: // end inline asm
  %p = call { i32, i32 } asm sideeffect "{\0A\09add.cc.u32 $0, $2, $4;\0A\09addc.u32 $1, $3, 0;\0A\09}", "=r,=r,r,r,n"(i32 %a, i32 %b, i32 7)
  %lo = extractvalue { i32, i32 } %p, 0
  %hi = extractvalue { i32, i32 } %p, 1
  %s = add i32 %lo, %hi
  ret i32 %s
}

; ERR: llc-rpu: error: {{.*}}unsupported inline assembly
