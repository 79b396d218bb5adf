; Integer arithmetic: unsigned forms except where LLVM's instruction is
; signed; i8 lives in 16-bit registers and is extended only where the upper
; bits matter (division, right shifts, compares).
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

define i32 @ops32(i32 %a, i32 %b) {
; CHECK-LABEL: .func (.param .b32 func_retval0) ops32(
; CHECK: ld.param.b32 [[A:%r[0-9]+]], [ops32_param_0];
; CHECK: ld.param.b32 [[B:%r[0-9]+]], [ops32_param_1];
; CHECK: add.u32 [[S:%r[0-9]+]], [[A]], [[B]];
; CHECK: sub.u32 {{%r[0-9]+}}, [[S]], 7;
; CHECK: mul.lo.u32
; CHECK: div.u32
; CHECK: div.s32
; CHECK: rem.u32
; CHECK: rem.s32
; CHECK: shl.b32
; CHECK: shr.u32
; CHECK: shr.s32
; CHECK: and.b32
; CHECK: or.b32
; CHECK: xor.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 4294967295;
; CHECK: st.param.b32 [func_retval0],
  %s = add i32 %a, %b
  %t = sub i32 %s, 7
  %m = mul i32 %t, %b
  %ud = udiv i32 %m, %b
  %sd = sdiv i32 %ud, %b
  %ur = urem i32 %sd, %b
  %sr = srem i32 %ur, %b
  %sh = shl i32 %sr, %b
  %lr = lshr i32 %sh, %b
  %ar = ashr i32 %lr, %b
  %an = and i32 %ar, %a
  %o = or i32 %an, %b
  %x = xor i32 %o, -1
  ret i32 %x
}

define i64 @ops64(i64 %a, i64 %b) {
; CHECK-LABEL: ops64(
; CHECK: add.u64
; CHECK: mul.lo.u64
; CHECK: div.s64
; The shift amount is a 32-bit operand in PTX.
; CHECK: cvt.u32.u64 [[N:%r[0-9]+]],
; CHECK: shl.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[N]];
  %s = add i64 %a, %b
  %m = mul i64 %s, %b
  %d = sdiv i64 %m, %b
  %h = shl i64 %d, %b
  ret i64 %h
}

define i8 @ops8(i8 %a, i8 %b) {
; CHECK-LABEL: ops8(
; i8 parameters arrive as 32 bits and live in 16-bit registers.
; CHECK: ld.param.b32 [[W:%r[0-9]+]], [ops8_param_0];
; CHECK: cvt.u16.u32 [[A:%rs[0-9]+]], [[W]];
; CHECK: add.u16 [[S:%rs[0-9]+]], [[A]],
; Signed division sign-extends the low byte first, unsigned masks it.
; CHECK: cvt.s16.s8 [[SA:%rs[0-9]+]], [[S]];
; CHECK: div.s16 [[Q:%rs[0-9]+]], [[SA]],
; CHECK: and.b16 [[UQ:%rs[0-9]+]], [[Q]], 255;
; CHECK: shr.u16 {{%rs[0-9]+}}, [[UQ]], 1;
  %s = add i8 %a, %b
  %q = sdiv i8 %s, %b
  %r = lshr i8 %q, 1
  ret i8 %r
}

define i32 @odd_width(i32 %a) {
; CHECK-LABEL: odd_width(
; An i24 is sign-extended in its 32-bit register with bfe, zero-extended with a mask.
; CHECK: bfe.s32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0, 24;
; CHECK: and.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 16777215;
  %t = trunc i32 %a to i24
  %s = sext i24 %t to i32
  %z = zext i24 %t to i32
  %r = add i32 %s, %z
  ret i32 %r
}

define i64 @wide(i32 %i, i32 %j) {
; CHECK-LABEL: wide(
; A widened 32-bit value times a 32-bit constant is one mul.wide, also for
; the shifts of GEP expansion.
; CHECK: mul.wide.u32 {{%rd[0-9]+}}, {{%r[0-9]+}}, 288;
; CHECK: mul.wide.s32 {{%rd[0-9]+}}, {{%r[0-9]+}}, 16;
; CHECK-NOT: mul.lo.u64
  %zi = zext i32 %i to i64
  %a = mul i64 %zi, 288
  %sj = sext i32 %j to i64
  %b = shl i64 %sj, 4
  %r = add i64 %a, %b
  ret i64 %r
}
