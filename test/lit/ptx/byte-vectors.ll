; Vectors PTX has no registers for (issue 17 item 13): i32 <-> <4 x i8>
; (and i16/i64 with 2 or 8 bytes) through bit fields, bfe to take a byte out
; and bfi to put it in; vector loads and stores below their elements'
; alignment element by element, byte by byte.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define i32 @swap_bytes(i32 %w) {
; Byte 2 to byte 0: bytes 0-3 unpacked, byte 2 twice into the packed result.
; CHECK-LABEL: swap_bytes(
; CHECK: bfe.u32 {{%r[0-9]+}}, [[W:%r[0-9]+]], 0, 8;
; CHECK: bfe.u32 {{%r[0-9]+}}, [[W]], 8, 8;
; CHECK: bfe.u32 [[B2:%r[0-9]+]], [[W]], 16, 8;
; CHECK: bfe.u32 {{%r[0-9]+}}, [[W]], 24, 8;
; CHECK: bfi.b32 [[ACC:%r[0-9]+]], {{%r[0-9]+}}, [[ACC]], 8, 8;
; CHECK: bfi.b32 [[ACC]], {{%r[0-9]+}}, [[ACC]], 16, 8;
; CHECK: bfi.b32 [[ACC]], {{%r[0-9]+}}, [[ACC]], 24, 8;
  %v = bitcast i32 %w to <4 x i8>
  %b = extractelement <4 x i8> %v, i32 2
  %v2 = insertelement <4 x i8> %v, i8 %b, i32 0
  %w2 = bitcast <4 x i8> %v2 to i32
  ret i32 %w2
}

define i64 @eight(<8 x i8> %v) {
; CHECK-LABEL: eight(
; CHECK: bfi.b64 {{%rd[0-9]+}}, {{%rd[0-9]+}}, {{%rd[0-9]+}}, 56, 8;
  %w = bitcast <8 x i8> %v to i64
  ret i64 %w
}

define void @unaligned(ptr addrspace(1) %p) {
; A <4 x float> at alignment 1: 16 byte loads, then 16 byte stores.
; CHECK-LABEL: unaligned(
; CHECK-COUNT-16: ld.global.u8
; CHECK-NOT: ld.global
; CHECK-COUNT-16: st.global.u8
; CHECK-NOT: st.global
  %h = load <4 x float>, ptr addrspace(1) %p, align 1
  %h2 = fmul <4 x float> %h, %h
  store <4 x float> %h2, ptr addrspace(1) %p, align 1
  ret void
}
