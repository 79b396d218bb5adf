; half and bfloat values: initializers as their bits, loads and stores as
; .b16, constants, and arithmetic and comparisons in float, rounded once to
; the 16-bit format (rsl_promote_16bit_floats: exact for + - * / because
; float holds 2p + 2 bits of either); bfloat widens by moving its bits up
; and rounds with cvt.rn.bf16.f32 (sm_80).
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}
; Rounding to bfloat before sm_80, or from double, is an error that says so.
; RUN: not llc-rpu -march=ptx -mcpu=sm_75 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM75
; RUN: not llc-rpu -march=ptx %S/Inputs/bfloat-from-double.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DOUBLE
; SM75: error: {{.*}}rounding to bfloat needs sm_80 or later on the ptx target (target sm_75)
; DOUBLE: error: {{.*}}rounding a double to bfloat is not supported by the ptx target

; 1.0 and -2.0 in half are 0x3C00 and 0xC000; 1.0 in bfloat is 0x3F80.
; CHECK: .visible .global .align 2 .b8 hg[4] = {0, 60, 0, 192};
; CHECK: .visible .global .align 2 .b8 bg[2] = {128, 63};
@hg = addrspace(1) global [2 x half] [half 0xH3C00, half 0xHC000]
@bg = addrspace(1) global bfloat 0xR3F80

; (a + b) * 2, each step rounded to half.
; CHECK-LABEL: hmath(
; CHECK: cvt.f32.f16 [[A:%f[0-9]+]], %rs{{[0-9]+}};
; CHECK: cvt.f32.f16 [[B:%f[0-9]+]], %rs{{[0-9]+}};
; CHECK: add.rn.f32 [[S:%f[0-9]+]], [[A]], [[B]];
; CHECK: cvt.rn.f16.f32 [[SH:%rs[0-9]+]], [[S]];
; CHECK: cvt.f32.f16 [[S2:%f[0-9]+]], [[SH]];
; CHECK: mul.rn.f32 [[M:%f[0-9]+]], [[S2]], 0f40000000;
; CHECK: cvt.rn.f16.f32 %rs{{[0-9]+}}, [[M]];
define half @hmath(half %a, half %b) {
  %s = fadd half %a, %b
  %m = fmul half %s, 0xH4000
  ret half %m
}

; CHECK-LABEL: hless(
; CHECK: setp.lt.f32
define i1 @hless(half %a, half %b) {
  %c = fcmp olt half %a, %b
  ret i1 %c
}

; CHECK-LABEL: bmath(
; CHECK: cvt.u32.u16 [[W:%r[0-9]+]], %rs{{[0-9]+}};
; CHECK-NEXT: shl.b32 [[W]], [[W]], 16;
; CHECK-NEXT: mov.b32 %f{{[0-9]+}}, [[W]];
; CHECK: sub.rn.f32 [[D:%f[0-9]+]],
; CHECK: cvt.rn.bf16.f32 %rs{{[0-9]+}}, [[D]];
define bfloat @bmath(bfloat %a, bfloat %b) {
  %d = fsub bfloat %a, %b
  ret bfloat %d
}

; CHECK-LABEL: .entry copy16(
; CHECK: ld.global.b16 [[H:%rs[0-9]+]], [%rd{{[0-9]+}}];
; CHECK: ld.global.b16 [[BF:%rs[0-9]+]], [%rd{{[0-9]+}}];
; CHECK: st.global.b16 [%rd{{[0-9]+}}], [[BF]];
; CHECK: st.global.b16 [%rd{{[0-9]+}}], [[H]];
define void @copy16(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %h = load half, ptr addrspace(1) %p
  %b = load bfloat, ptr addrspace(1) %q
  store bfloat %b, ptr addrspace(1) %p
  store half %h, ptr addrspace(1) %q
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @copy16, !"kernel", i32 1}
