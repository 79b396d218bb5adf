; i128: two .b64 registers, low half first, as LLVM's NVPTX backend holds
; it (PTX's .b128 only moves and stores, and needs PTX 8.3): carry chains
; for + and -, three multiplies for *, shifts by PTX's clamped amounts,
; compares through setp's .and/.or forms; parameters and returns in 16-byte
; .param arrays; loads and stores as <2 x i64>.  Division is an error.
; RUN: llc-rpu -march=ptx %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; Values: the PTX executed on the host by the PTX ISA's definitions
; (utils/ptx-eval.py), against the cases below: CASE results worked out by
; hand, EVAL ones computed by Python's integers, on edge and random values.
; RUN: python3 %src/utils/ptx-eval.py %t.ptx %s
; RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}
; RUN: not llc-rpu -march=ptx %S/Inputs/i128-division.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIV
; DIV: in function 'quotient': i128 division and remainder are not supported by the ptx target (sm_80): PTX has no 128-bit divide: '%q = udiv i128 %a, %b'

; Initializers byte by byte, little-endian: 2^65 - 1 is eight 255s, then 1;
; -2 is 254 and fifteen 255s.
@g = addrspace(1) global i128 36893488147419103231, align 16
@h = addrspace(1) global [2 x i128] [i128 1, i128 -2], align 16
; CHECK: .global .align 16 .b8 g[16] = {255, 255, 255, 255, 255, 255, 255, 255, 1, 0, 0, 0, 0, 0, 0, 0};
; CHECK: .global .align 16 .b8 h[32] = {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 254, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255};

define i128 @add128(i128 %a, i128 %b) {
; CHECK-LABEL: .func (.param .align 16 .b8 func_retval0[16]) add128(
; CHECK-NEXT: .param .align 16 .b8 add128_param_0[16],
; CHECK: ld.param.u64 [[A0:%rd[0-9]+]], [add128_param_0+0];
; CHECK: ld.param.u64 [[A1:%rd[0-9]+]], [add128_param_0+8];
; CHECK: ld.param.u64 [[B0:%rd[0-9]+]], [add128_param_1+0];
; CHECK: ld.param.u64 [[B1:%rd[0-9]+]], [add128_param_1+8];
; The low halves' carry goes into the high halves' sum.
; CHECK-NEXT: add.cc.u64 [[D0:%rd[0-9]+]], [[A0]], [[B0]];
; CHECK-NEXT: addc.u64 [[D1:%rd[0-9]+]], [[A1]], [[B1]];
; CHECK-NEXT: st.param.u64 [func_retval0+0], [[D0]];
; CHECK-NEXT: st.param.u64 [func_retval0+8], [[D1]];
  %r = add i128 %a, %b
  ret i128 %r
}
; CASE: add128 0xffffffffffffffff 1 = 0x10000000000000000
; CASE: add128 0xffffffffffffffffffffffffffffffff 1 = 0
; CASE: add128 0x1234 0x10000000000000000 = 0x10000000000001234
; EVAL: add128(i128, i128) = a + b

define i128 @sub128(i128 %a, i128 %b) {
; CHECK-LABEL: sub128(
; CHECK: sub.cc.u64 [[D0:%rd[0-9]+]], [[A0:%rd[0-9]+]], [[B0:%rd[0-9]+]];
; CHECK-NEXT: subc.u64
  %r = sub i128 %a, %b
  ret i128 %r
}
; CASE: sub128 0x10000000000000000 1 = 0xffffffffffffffff
; CASE: sub128 0 1 = 0xffffffffffffffffffffffffffffffff
; EVAL: sub128(i128, i128) = a - b

define i128 @mul128(i128 %a, i128 %b) {
; hi = hi(a0*b0) + lo(a0*b1) + lo(a1*b0); lo = lo(a0*b0).
; CHECK-LABEL: mul128(
; CHECK: ld.param.u64 [[A0:%rd[0-9]+]], [mul128_param_0+0];
; CHECK: ld.param.u64 [[A1:%rd[0-9]+]], [mul128_param_0+8];
; CHECK: ld.param.u64 [[B0:%rd[0-9]+]], [mul128_param_1+0];
; CHECK: ld.param.u64 [[B1:%rd[0-9]+]], [mul128_param_1+8];
; CHECK-NEXT: mul.hi.u64 [[T:%rd[0-9]+]], [[A0]], [[B0]];
; CHECK-NEXT: mad.lo.u64 [[T]], [[A0]], [[B1]], [[T]];
; CHECK-NEXT: mad.lo.u64 [[D1:%rd[0-9]+]], [[A1]], [[B0]], [[T]];
; CHECK-NEXT: mul.lo.u64 [[D0:%rd[0-9]+]], [[A0]], [[B0]];
  %r = mul i128 %a, %b
  ret i128 %r
}
; (2^64 - 1)^2 = 2^128 - 2^65 + 1
; CASE: mul128 0xffffffffffffffff 0xffffffffffffffff = 0xfffffffffffffffe0000000000000001
; CASE: mul128 0x10000000000000000 0x10000000000000000 = 0
; CASE: mul128 0xffffffffffffffffffffffffffffffff 3 = 0xfffffffffffffffffffffffffffffffd
; EVAL: mul128(i128, i128) = a * b

define i128 @logic128(i128 %a, i128 %b, i128 %c) {
; CHECK-LABEL: logic128(
; CHECK: and.b64
; CHECK: and.b64
; CHECK: or.b64
; CHECK: or.b64
; CHECK: xor.b64
; CHECK: xor.b64
  %x = and i128 %a, %b
  %y = or i128 %x, %c
  %z = xor i128 %y, %a
  ret i128 %z
}
; EVAL: logic128(i128, i128, i128) = ((a & b) | c) ^ a

define i128 @shl128(i128 %a, i128 %n) {
; CHECK-LABEL: shl128(
; CHECK: cvt.u32.u64 [[N:%r[0-9]+]], [[N0:%rd[0-9]+]];
; CHECK-NEXT: sub.u32 [[UP:%r[0-9]+]], 64, [[N]];
; CHECK-NEXT: add.u32 [[DOWN:%r[0-9]+]], [[N]], -64;
; CHECK-NEXT: shl.b64 [[T:%rd[0-9]+]], [[A1:%rd[0-9]+]], [[N]];
; CHECK-NEXT: shr.u64 [[U:%rd[0-9]+]], [[A0:%rd[0-9]+]], [[UP]];
; CHECK-NEXT: or.b64 [[T]], [[T]], [[U]];
; CHECK-NEXT: shl.b64 [[W:%rd[0-9]+]], [[A0]], [[DOWN]];
; CHECK-NEXT: or.b64 [[D1:%rd[0-9]+]], [[T]], [[W]];
; CHECK-NEXT: shl.b64 [[D0:%rd[0-9]+]], [[A0]], [[N]];
  %r = shl i128 %a, %n
  ret i128 %r
}
; CASE: shl128 1 64 = 0x10000000000000000
; CASE: shl128 0xffffffffffffffff 4 = 0xffffffffffffffff0
; CASE: shl128 3 127 = 0x80000000000000000000000000000000
; EVAL: shl128(i128, i128<128) = a << b

define i128 @lshr128(i128 %a, i128 %n) {
; CHECK-LABEL: lshr128(
; CHECK: shr.u64
; CHECK: shl.b64
; CHECK: shr.u64
  %r = lshr i128 %a, %n
  ret i128 %r
}
; CASE: lshr128 0x10000000000000000 64 = 1
; CASE: lshr128 0x10000000000000000 1 = 0x8000000000000000
; EVAL: lshr128(i128, i128<128) = a >> b

define i128 @ashr128(i128 %a, i128 %n) {
; An arithmetic shift's fill is the sign: its low half is selected.
; CHECK-LABEL: ashr128(
; CHECK: shr.s64 [[W:%rd[0-9]+]], [[A1:%rd[0-9]+]], [[DOWN:%r[0-9]+]];
; CHECK-NEXT: setp.gt.u32 [[BIG:%p[0-9]+]], [[N:%r[0-9]+]], 63;
; CHECK-NEXT: selp.b64 {{%rd[0-9]+}}, [[W]], {{%rd[0-9]+}}, [[BIG]];
; CHECK-NEXT: shr.s64 {{%rd[0-9]+}}, [[A1]], [[N]];
  %r = ashr i128 %a, %n
  ret i128 %r
}
; CASE: ashr128 0x80000000000000000000000000000000 127 = 0xffffffffffffffffffffffffffffffff
; CASE: ashr128 0x80000000000000000000000000000000 64 = 0xffffffffffffffff8000000000000000
; CASE: ashr128 0x40000000000000000000000000000000 126 = 1
; EVAL: ashr128(i128, i128<128) = s(a, 128) >> b

; Shifts by constants: by 64 or more, one half moves into the other.
; CHECK-LABEL: shl_64(
; CHECK: ld.param.u64 [[A0:%rd[0-9]+]], [shl_64_param_0+0];
; CHECK: mov.b64 [[D1:%rd[0-9]+]], [[A0]];
; CHECK-NEXT: mov.b64 [[D0:%rd[0-9]+]], 0;
; CHECK-LABEL: ashr_65(
; CHECK: ld.param.u64 [[A1:%rd[0-9]+]], [ashr_65_param_0+8];
; CHECK: shr.s64 {{%rd[0-9]+}}, [[A1]], 1;
; CHECK-NEXT: shr.s64 {{%rd[0-9]+}}, [[A1]], 63;
define i128 @shl_1(i128 %a) {
  %r = shl i128 %a, 1
  ret i128 %r
}
; EVAL: shl_1(i128) = a << 1
define i128 @shl_63(i128 %a) {
  %r = shl i128 %a, 63
  ret i128 %r
}
; EVAL: shl_63(i128) = a << 63
define i128 @shl_64(i128 %a) {
  %r = shl i128 %a, 64
  ret i128 %r
}
; EVAL: shl_64(i128) = a << 64
define i128 @shl_65(i128 %a) {
  %r = shl i128 %a, 65
  ret i128 %r
}
; EVAL: shl_65(i128) = a << 65
define i128 @shl_127(i128 %a) {
  %r = shl i128 %a, 127
  ret i128 %r
}
; EVAL: shl_127(i128) = a << 127
define i128 @lshr_1(i128 %a) {
  %r = lshr i128 %a, 1
  ret i128 %r
}
; EVAL: lshr_1(i128) = a >> 1
define i128 @lshr_63(i128 %a) {
  %r = lshr i128 %a, 63
  ret i128 %r
}
; EVAL: lshr_63(i128) = a >> 63
define i128 @lshr_64(i128 %a) {
  %r = lshr i128 %a, 64
  ret i128 %r
}
; EVAL: lshr_64(i128) = a >> 64
define i128 @lshr_65(i128 %a) {
  %r = lshr i128 %a, 65
  ret i128 %r
}
; EVAL: lshr_65(i128) = a >> 65
define i128 @lshr_127(i128 %a) {
  %r = lshr i128 %a, 127
  ret i128 %r
}
; EVAL: lshr_127(i128) = a >> 127
define i128 @ashr_1(i128 %a) {
  %r = ashr i128 %a, 1
  ret i128 %r
}
; EVAL: ashr_1(i128) = s(a, 128) >> 1
define i128 @ashr_63(i128 %a) {
  %r = ashr i128 %a, 63
  ret i128 %r
}
; EVAL: ashr_63(i128) = s(a, 128) >> 63
define i128 @ashr_64(i128 %a) {
  %r = ashr i128 %a, 64
  ret i128 %r
}
; EVAL: ashr_64(i128) = s(a, 128) >> 64
define i128 @ashr_65(i128 %a) {
  %r = ashr i128 %a, 65
  ret i128 %r
}
; EVAL: ashr_65(i128) = s(a, 128) >> 65
define i128 @ashr_127(i128 %a) {
  %r = ashr i128 %a, 127
  ret i128 %r
}
; EVAL: ashr_127(i128) = s(a, 128) >> 127
define i1 @eq(i128 %a, i128 %b) {
  %r = icmp eq i128 %a, %b
  ret i1 %r
}
; EVAL: eq(i128, i128) = a == b
define i1 @ne(i128 %a, i128 %b) {
  %r = icmp ne i128 %a, %b
  ret i1 %r
}
; EVAL: ne(i128, i128) = a != b
define i1 @ult(i128 %a, i128 %b) {
  %r = icmp ult i128 %a, %b
  ret i1 %r
}
; EVAL: ult(i128, i128) = a < b
define i1 @ule(i128 %a, i128 %b) {
  %r = icmp ule i128 %a, %b
  ret i1 %r
}
; EVAL: ule(i128, i128) = a <= b
define i1 @ugt(i128 %a, i128 %b) {
  %r = icmp ugt i128 %a, %b
  ret i1 %r
}
; EVAL: ugt(i128, i128) = a > b
define i1 @uge(i128 %a, i128 %b) {
  %r = icmp uge i128 %a, %b
  ret i1 %r
}
; EVAL: uge(i128, i128) = a >= b
define i1 @slt(i128 %a, i128 %b) {
  %r = icmp slt i128 %a, %b
  ret i1 %r
}
; EVAL: slt(i128, i128) = s(a, 128) < s(b, 128)
define i1 @sle(i128 %a, i128 %b) {
  %r = icmp sle i128 %a, %b
  ret i1 %r
}
; EVAL: sle(i128, i128) = s(a, 128) <= s(b, 128)
define i1 @sgt(i128 %a, i128 %b) {
  %r = icmp sgt i128 %a, %b
  ret i1 %r
}
; EVAL: sgt(i128, i128) = s(a, 128) > s(b, 128)
define i1 @sge(i128 %a, i128 %b) {
  %r = icmp sge i128 %a, %b
  ret i1 %r
}
; EVAL: sge(i128, i128) = s(a, 128) >= s(b, 128)
; CHECK-LABEL: .func (.param .b32 func_retval0) ult(
; CHECK: setp.lt.u64 [[P:%p[0-9]+]], [[A0:%rd[0-9]+]], [[B0:%rd[0-9]+]];
; CHECK-NEXT: setp.eq.and.u64 [[Q:%p[0-9]+]], [[A1:%rd[0-9]+]], [[B1:%rd[0-9]+]], [[P]];
; CHECK-NEXT: setp.lt.or.u64 {{%p[0-9]+}}, [[A1]], [[B1]], [[Q]];
; CHECK-LABEL: sge(
; CHECK: setp.ge.u64 [[P:%p[0-9]+]],
; CHECK-NEXT: setp.eq.and.u64 [[Q:%p[0-9]+]],
; CHECK-NEXT: setp.gt.or.s64 {{%p[0-9]+}}, {{%rd[0-9]+}}, {{%rd[0-9]+}}, [[Q]];

define i1 @above_minus5(i128 %a) {
; A constant's high half as the signed number setp.s64 reads.
; CHECK-LABEL: above_minus5(
; CHECK: setp.gt.u64 [[P:%p[0-9]+]], {{%rd[0-9]+}}, 18446744073709551611;
; CHECK-NEXT: setp.eq.and.u64 [[Q:%p[0-9]+]], {{%rd[0-9]+}}, -1, [[P]];
; CHECK-NEXT: setp.gt.or.s64 {{%p[0-9]+}}, {{%rd[0-9]+}}, -1, [[Q]];
  %r = icmp sgt i128 %a, -5
  ret i1 %r
}
; EVAL: above_minus5(i128) = s(a, 128) > -5

define i128 @plus_constant(i128 %a) {
; CHECK-LABEL: plus_constant(
; CHECK: add.cc.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 18446744073709551615;
; CHECK-NEXT: addc.u64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, 1;
  %r = add i128 %a, 36893488147419103231 ; 2^65 - 1
  ret i128 %r
}
; EVAL: plus_constant(i128) = a + 2**65 - 1

define i128 @zext64(i64 %a) {
; CHECK-LABEL: zext64(
; CHECK: mov.b64 {{%rd[0-9]+}}, 0;
  %r = zext i64 %a to i128
  ret i128 %r
}
; EVAL: zext64(i64) = a

define i128 @sext64(i64 %a) {
; CHECK-LABEL: sext64(
; CHECK: shr.s64 {{%rd[0-9]+}}, [[LO:%rd[0-9]+]], 63;
  %r = sext i64 %a to i128
  ret i128 %r
}
; EVAL: sext64(i64) = s(a, 64)

define i128 @sext32(i32 %a) {
; CHECK-LABEL: sext32(
; CHECK: cvt.s64.s32
  %r = sext i32 %a to i128
  ret i128 %r
}
; EVAL: sext32(i32) = s(a, 32)

define i128 @sext1(i1 %a) {
  %r = sext i1 %a to i128
  ret i128 %r
}
; EVAL: sext1(i1) = -a

define i32 @trunc32(i128 %a) {
; CHECK-LABEL: trunc32(
; CHECK: cvt.u32.u64
  %r = trunc i128 %a to i32
  ret i32 %r
}
; EVAL: trunc32(i128) = a

define i64 @high_half(i128 %a) {
  %h = lshr i128 %a, 64
  %r = trunc i128 %h to i64
  ret i64 %r
}
; EVAL: high_half(i128) = a >> 64

define i1 @trunc1(i128 %a) {
  %r = trunc i128 %a to i1
  ret i1 %r
}
; EVAL: trunc1(i128) = a & 1

define i128 @umax(i128 %a, i128 %b) {
; CHECK-LABEL: umax(
; CHECK: selp.b64
; CHECK: selp.b64
  %c = icmp ugt i128 %a, %b
  %r = select i1 %c, i128 %a, i128 %b
  ret i128 %r
}
; EVAL: umax(i128, i128) = max(a, b)

define i128 @swap_words(i128 %a) {
; Through <4 x i32>: the low half is words 0 and 1.
; CHECK-LABEL: swap_words(
; CHECK: mov.b64 {[[W0:%r[0-9]+]], [[W1:%r[0-9]+]]}, {{%rd[0-9]+}};
  %v = bitcast i128 %a to <4 x i32>
  %s = shufflevector <4 x i32> %v, <4 x i32> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %r = bitcast <4 x i32> %s to i128
  ret i128 %r
}
; CASE: swap_words 0x00000003000000020000000100000000 = 0x00000000000000010000000200000003
; EVAL: swap_words(i128) = sum(((a >> (32 * k)) & 0xffffffff) << (32 * (3 - k)) for k in range(4))

define i128 @square(i128 %a) {
  %r = mul i128 %a, %a
  ret i128 %r
}

define i128 @call_square(i128 %a) {
; Arguments and results in 16-byte .param arrays, as LLVM passes them.
; CHECK-LABEL: call_square(
; CHECK: .param .align 16 .b8 param0[16];
; CHECK-NEXT: st.param.u64 [param0+0],
; CHECK-NEXT: st.param.u64 [param0+8],
; CHECK-NEXT: .param .align 16 .b8 retval0[16];
; CHECK-NEXT: call (retval0), square, (param0);
; CHECK-NEXT: ld.param.u64 {{%rd[0-9]+}}, [retval0+0];
; CHECK-NEXT: ld.param.u64 {{%rd[0-9]+}}, [retval0+8];
  %r = call i128 @square(i128 %a)
  %s = add i128 %r, 1
  ret i128 %s
}
; EVAL: call_square(i128) = a * a + 1

define i128 @power(i128 %a, i32 %n) {
; A loop-carried i128: the product may share the phi's registers.
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %loop
loop:
  %acc = phi i128 [ 1, %entry ], [ %next, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %next = mul i128 %acc, %a
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, %n
  br i1 %more, label %loop, label %done
done:
  %r = phi i128 [ 1, %entry ], [ %next, %loop ]
  ret i128 %r
}
; CASE: power 3 5 = 243
; CASE: power 0x10000000000000000 2 = 0
; CASE: power 0xffffffffffffffffffffffffffffffff 7 = 0xffffffffffffffffffffffffffffffff
; EVAL: power(i128, i32<40) = a ** b

define void @memory(ptr addrspace(1) %p, ptr addrspace(1) %q, ptr addrspace(1) %u) {
; Aligned to 16: one .v2 access; to 8: two; below: byte by byte.
; CHECK-LABEL: memory(
; CHECK: ld.global.v2.u64 {[[A0:%rd[0-9]+]], [[A1:%rd[0-9]+]]}, [{{%rd[0-9]+}}];
; CHECK: ld.global.u64 [[B0:%rd[0-9]+]], [[[Q:%rd[0-9]+]]];
; CHECK-NEXT: ld.global.u64 [[B1:%rd[0-9]+]], [[[Q]]+8];
; CHECK: st.global.v2.u64 [[[Q]]], {
; CHECK: st.global.u8 [{{%rd[0-9]+}}+15],
  %a = load i128, ptr addrspace(1) %p, align 16
  %b = load i128, ptr addrspace(1) %q, align 8
  %s = add i128 %a, %b
  store i128 %s, ptr addrspace(1) %q, align 16
  store i128 %s, ptr addrspace(1) %u, align 4
  ret void
}
