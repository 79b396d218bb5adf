; NVVM's math intrinsics, the ones libdevice is written in (issue 17 item
; 11): rounding-mode arithmetic, approximations, rounding to integers,
; min/max/abs with and without .ftz, saturation, conversions with their
; rounding (to an integer: the integral forms rni/rzi/rmi/rpi), the halves of
; a double and back, and the integer helpers.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define float @arith(float %a, float %b, float %c) {
; CHECK-LABEL: arith(
; CHECK: add.rz.ftz.f32 [[X:%f[0-9]+]],
; CHECK: mul.rm.f32 [[Y:%f[0-9]+]], [[X]],
; CHECK: div.rp.f32 [[Z:%f[0-9]+]], [[Y]],
; CHECK: fma.rn.ftz.f32 [[W:%f[0-9]+]], [[Z]],
; CHECK: rcp.rn.f32 [[V:%f[0-9]+]], [[W]];
; CHECK: sqrt.approx.ftz.f32 [[U:%f[0-9]+]], [[V]];
; CHECK: div.approx.f32 {{%f[0-9]+}}, [[U]],
  %x = call float @llvm.nvvm.add.rz.ftz.f(float %a, float %b)
  %y = call float @llvm.nvvm.mul.rm.f(float %x, float %c)
  %z = call float @llvm.nvvm.div.rp.f(float %y, float %a)
  %w = call float @llvm.nvvm.fma.rn.ftz.f(float %z, float %b, float %c)
  %v = call float @llvm.nvvm.rcp.rn.f(float %w)
  %u = call float @llvm.nvvm.sqrt.approx.ftz.f(float %v)
  %t = call float @llvm.nvvm.div.approx.f(float %u, float %a)
  ret float %t
}

define double @arith_d(double %a) {
; CHECK-LABEL: arith_d(
; CHECK: rcp.approx.ftz.f64
; CHECK: sqrt.rn.f64
; CHECK: cvt.rmi.f64.f64
; CHECK: max.f64
; CHECK: cvt.sat.f64.f64
  %r = call double @llvm.nvvm.rcp.approx.ftz.d(double %a)
  %s = call double @llvm.nvvm.sqrt.rn.d(double %r)
  %f = call double @llvm.nvvm.floor.d(double %s)
  %m = call double @llvm.nvvm.fmax.d(double %f, double %a)
  %t = call double @llvm.nvvm.saturate.d(double %m)
  ret double %t
}

define float @simple(float %a, float %b) {
; CHECK-LABEL: simple(
; CHECK: cvt.sat.f32.f32
; CHECK: cvt.ftz.sat.f32.f32
; CHECK: abs.ftz.f32
; CHECK: min.ftz.f32
; CHECK: cvt.rni.f32.f32
; CHECK: cvt.rpi.ftz.f32.f32
; CHECK: ex2.approx.ftz.f32
  %s = call float @llvm.nvvm.saturate.f(float %a)
  %t = call float @llvm.nvvm.saturate.ftz.f(float %s)
  %u = call float @llvm.nvvm.fabs.ftz.f(float %t)
  %v = call float @llvm.nvvm.fmin.ftz.f(float %u, float %b)
  %w = call float @llvm.nvvm.round.f(float %v)
  %x = call float @llvm.nvvm.ceil.ftz.f(float %w)
  %y = call float @llvm.nvvm.ex2.approx.ftz.f(float %x)
  ret float %y
}

define i64 @conversions(float %f, double %d, i32 %i) {
; CHECK-LABEL: conversions(
; CHECK: cvt.rzi.s32.f32
; CHECK: cvt.rni.ftz.u32.f32
; CHECK: cvt.rmi.s64.f64
; CHECK: cvt.rn.f32.s32
; CHECK: cvt.rz.ftz.f32.f64
; CHECK: cvt.rpi.u64.f32
  %a = call i32 @llvm.nvvm.f2i.rz(float %f)
  %b = call i32 @llvm.nvvm.f2ui.rn.ftz(float %f)
  %c = call i64 @llvm.nvvm.d2ll.rm(double %d)
  %g = call float @llvm.nvvm.i2f.rn(i32 %i)
  %h = call float @llvm.nvvm.d2f.rz.ftz(double %d)
  %s = fadd float %g, %h
  %k = call i64 @llvm.nvvm.f2ull.rp(float %s)
  %ab = add i32 %a, %b
  %abw = zext i32 %ab to i64
  %ck = add i64 %c, %k
  %r = add i64 %ck, %abw
  ret i64 %r
}

define double @halves(double %d, i32 %x, i32 %y) {
; The words of a double, then a double from words: mov.b64 with a pair.
; CHECK-LABEL: halves(
; CHECK: ld.param.f64 [[D:%fd[0-9]+]],
; CHECK: mov.b64 {[[LO:%r[0-9]+]], {{%r[0-9]+}}}, [[D]];
; CHECK: mov.b64 {{{%r[0-9]+}}, [[HI:%r[0-9]+]]}, [[D]];
; CHECK: mul.hi.s32 [[M:%r[0-9]+]], [[LO]],
; CHECK: sad.u32 [[S:%r[0-9]+]], [[HI]],
; CHECK: prmt.b32 [[P:%r[0-9]+]], [[M]], [[S]],
; CHECK: mov.b64 {{%fd[0-9]+}}, {[[P]], [[HI]]};
  %lo = call i32 @llvm.nvvm.d2i.lo(double %d)
  %hi = call i32 @llvm.nvvm.d2i.hi(double %d)
  %m = call i32 @llvm.nvvm.mulhi.i(i32 %lo, i32 %x)
  %s = call i32 @llvm.nvvm.sad.ui(i32 %hi, i32 %y, i32 %x)
  %p = call i32 @llvm.nvvm.prmt(i32 %m, i32 %s, i32 12816)
  %r = call double @llvm.nvvm.lohi.i2d(i32 %p, i32 %hi)
  ret double %r
}

declare float @llvm.nvvm.add.rz.ftz.f(float, float)
declare float @llvm.nvvm.mul.rm.f(float, float)
declare float @llvm.nvvm.div.rp.f(float, float)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float)
declare float @llvm.nvvm.rcp.rn.f(float)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float)
declare float @llvm.nvvm.div.approx.f(float, float)
declare double @llvm.nvvm.rcp.approx.ftz.d(double)
declare double @llvm.nvvm.sqrt.rn.d(double)
declare double @llvm.nvvm.floor.d(double)
declare double @llvm.nvvm.fmax.d(double, double)
declare double @llvm.nvvm.saturate.d(double)
declare float @llvm.nvvm.saturate.f(float)
declare float @llvm.nvvm.saturate.ftz.f(float)
declare float @llvm.nvvm.fabs.ftz.f(float)
declare float @llvm.nvvm.fmin.ftz.f(float, float)
declare float @llvm.nvvm.round.f(float)
declare float @llvm.nvvm.ceil.ftz.f(float)
declare float @llvm.nvvm.ex2.approx.ftz.f(float)
declare i32 @llvm.nvvm.f2i.rz(float)
declare i32 @llvm.nvvm.f2ui.rn.ftz(float)
declare i64 @llvm.nvvm.d2ll.rm(double)
declare float @llvm.nvvm.i2f.rn(i32)
declare float @llvm.nvvm.d2f.rz.ftz(double)
declare i64 @llvm.nvvm.f2ull.rp(float)
declare i32 @llvm.nvvm.d2i.lo(double)
declare i32 @llvm.nvvm.d2i.hi(double)
declare i32 @llvm.nvvm.mulhi.i(i32, i32)
declare i32 @llvm.nvvm.sad.ui(i32, i32, i32)
declare i32 @llvm.nvvm.prmt(i32, i32, i32)
declare double @llvm.nvvm.lohi.i2d(i32, i32)
