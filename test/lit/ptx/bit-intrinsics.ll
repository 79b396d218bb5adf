; Bit intrinsics of issue 17 item 12: funnel shifts (shf on 32 bits, two
; shifts on 64), bit reversal (brev), bit counts (popc, clz, and ctz as clz
; of the reversed bits, with a bit above a narrow width so that a zero
; counts its width), byte swaps (prmt) on 16, 32 and 64 bits.
; RUN: llc-rpu -march=ptx %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; Values: the PTX run on the host by the PTX ISA's definitions
; (utils/ptx-eval.py) against LLVM's definitions of the intrinsics written
; in Python, on edge and random values, and cases by hand.
; RUN: python3 %src/utils/ptx-eval.py %t.ptx %s
; RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i64 @llvm.fshr.i64(i64, i64, i64)
declare i32 @llvm.bitreverse.i32(i32)
declare i64 @llvm.bitreverse.i64(i64)
declare i32 @llvm.cttz.i32(i32, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i16 @llvm.cttz.i16(i16, i1)
declare i16 @llvm.ctlz.i16(i16, i1)
declare i64 @llvm.ctpop.i64(i64)
declare i16 @llvm.bswap.i16(i16)
declare i32 @llvm.bswap.i32(i32)
declare i64 @llvm.bswap.i64(i64)

; fshl(x, y, n): the high 32 bits of x:y shifted left by n mod 32.
; CHECK-LABEL: funnel_left(
; CHECK: ld.param.b32 [[X:%r[0-9]+]], [funnel_left_param_0];
; CHECK: ld.param.b32 [[Y:%r[0-9]+]], [funnel_left_param_1];
; CHECK: ld.param.b32 [[N:%r[0-9]+]], [funnel_left_param_2];
; CHECK: shf.l.wrap.b32 {{%r[0-9]+}}, [[Y]], [[X]], [[N]];
define i32 @funnel_left(i32 %x, i32 %y, i32 %n) {
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %y, i32 %n)
  ret i32 %r
}
; CASE: funnel_left 0x12345678 0x9abcdef0 8 = 0x3456789a
; CASE: funnel_left 0x12345678 0x9abcdef0 40 = 0x3456789a
; CASE: funnel_left 0x12345678 0x9abcdef0 0 = 0x12345678
; EVAL: funnel_left(i32, i32, i32<100) = (((a << 32 | b) << (c % 32)) >> 32)

; CHECK-LABEL: funnel_right(
; CHECK: shf.r.wrap.b32
define i32 @funnel_right(i32 %x, i32 %y, i32 %n) {
  %r = call i32 @llvm.fshr.i32(i32 %x, i32 %y, i32 %n)
  ret i32 %r
}
; CASE: funnel_right 0x12345678 0x9abcdef0 8 = 0x789abcde
; EVAL: funnel_right(i32, i32, i32<100) = (a << 32 | b) >> (c % 32)

; 64 bits: two shifts, by n mod 64 and by 64 minus that (a shift by 64
; gives 0 in PTX, so n = 0 returns the first operand as it stands).
; CHECK-LABEL: funnel_left64(
; CHECK: and.b32 [[N:%r[0-9]+]], [[N]], 63;
; CHECK-NEXT: sub.u32 [[M:%r[0-9]+]], 64, [[N]];
; CHECK-NEXT: shl.b64 [[A:%rd[0-9]+]], {{%rd[0-9]+}}, [[N]];
; CHECK-NEXT: shr.u64 [[B:%rd[0-9]+]], {{%rd[0-9]+}}, [[M]];
; CHECK-NEXT: or.b64 {{%rd[0-9]+}}, [[A]], [[B]];
define i64 @funnel_left64(i64 %x, i64 %y, i64 %n) {
  %r = call i64 @llvm.fshl.i64(i64 %x, i64 %y, i64 %n)
  ret i64 %r
}
; CASE: funnel_left64 0x0123456789abcdef 0xfedcba9876543210 4 = 0x123456789abcdeff
; CASE: funnel_left64 5 6 64 = 5
; EVAL: funnel_left64(i64, i64, i64<200) = (((a << 64 | b) << (c % 64)) >> 64)

define i64 @funnel_right64(i64 %x, i64 %y, i64 %n) {
  %r = call i64 @llvm.fshr.i64(i64 %x, i64 %y, i64 %n)
  ret i64 %r
}
; CASE: funnel_right64 5 6 0 = 6
; EVAL: funnel_right64(i64, i64, i64<200) = (a << 64 | b) >> (c % 64)

; CHECK-LABEL: reverse32(
; CHECK: brev.b32
define i32 @reverse32(i32 %x) {
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  ret i32 %r
}
; CASE: reverse32 1 = 0x80000000
; CASE: reverse32 0x0000000f = 0xf0000000
; EVAL: reverse32(i32) = int(format(a, "032b")[::-1], 2)

; CHECK-LABEL: reverse64(
; CHECK: brev.b64
define i64 @reverse64(i64 %x) {
  %r = call i64 @llvm.bitreverse.i64(i64 %x)
  ret i64 %r
}
; EVAL: reverse64(i64) = int(format(a, "064b")[::-1], 2)

; CHECK-LABEL: trailing32(
; CHECK: brev.b32 [[REV:%r[0-9]+]],
; CHECK-NEXT: clz.b32 {{%r[0-9]+}}, [[REV]];
define i32 @trailing32(i32 %x) {
  %r = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  ret i32 %r
}
; CASE: trailing32 0 = 32
; CASE: trailing32 0x80000000 = 31
; CASE: trailing32 12 = 2
; EVAL: trailing32(i32) = (a & -a).bit_length() - 1 if a else 32

define i64 @trailing64(i64 %x) {
  %r = call i64 @llvm.cttz.i64(i64 %x, i1 false)
  ret i64 %r
}
; EVAL: trailing64(i64) = (a & -a).bit_length() - 1 if a else 64

; A zero i16 counts 16: bit 16 is set before the count.
; CHECK-LABEL: trailing16(
; CHECK: or.b32 [[T:%r[0-9]+]], {{%r[0-9]+}}, 65536;
; CHECK-NEXT: brev.b32 [[REV:%r[0-9]+]], [[T]];
define i32 @trailing16(i16 %x) {
  %t = call i16 @llvm.cttz.i16(i16 %x, i1 false)
  %r = zext i16 %t to i32
  ret i32 %r
}
; CASE: trailing16 0 = 16
; EVAL: trailing16(i16) = (a & -a).bit_length() - 1 if a else 16

; CHECK-LABEL: leading16(
; CHECK: clz.b32 [[N:%r[0-9]+]],
; CHECK-NEXT: sub.u32 {{%r[0-9]+}}, [[N]], 16;
define i32 @leading16(i16 %x) {
  %t = call i16 @llvm.ctlz.i16(i16 %x, i1 false)
  %r = zext i16 %t to i32
  ret i32 %r
}
; EVAL: leading16(i16) = 16 - a.bit_length()

; CHECK-LABEL: population64(
; CHECK: popc.b64
define i64 @population64(i64 %x) {
  %r = call i64 @llvm.ctpop.i64(i64 %x)
  ret i64 %r
}
; EVAL: population64(i64) = bin(a).count("1")

; CHECK-LABEL: swap16(
; CHECK: prmt.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0, 0x0001;
define i32 @swap16(i16 %x) {
  %s = call i16 @llvm.bswap.i16(i16 %x)
  %r = zext i16 %s to i32
  ret i32 %r
}
; EVAL: swap16(i16) = int.from_bytes(a.to_bytes(2, "little"), "big")

; CHECK-LABEL: swap32(
; CHECK: prmt.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0, 0x0123;
define i32 @swap32(i32 %x) {
  %r = call i32 @llvm.bswap.i32(i32 %x)
  ret i32 %r
}
; CASE: swap32 0x11223344 = 0x44332211
; EVAL: swap32(i32) = int.from_bytes(a.to_bytes(4, "little"), "big")

define i64 @swap64(i64 %x) {
  %r = call i64 @llvm.bswap.i64(i64 %x)
  ret i64 %r
}
; EVAL: swap64(i64) = int.from_bytes(a.to_bytes(8, "little"), "big")
