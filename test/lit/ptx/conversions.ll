; Casts: cvt with the signedness of the LLVM instruction, selp for i1
; sources, setp for i1 results, mov for bitcasts, cvta for address spaces.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

define i64 @ints(i32 %a, i1 %b, i8 %c) {
; CHECK-LABEL: ints(
; CHECK: cvt.s64.s32
; CHECK: cvt.u64.u32
; CHECK: selp.b64 {{%rd[0-9]+}}, -1, 0,
; CHECK: selp.b64 {{%rd[0-9]+}}, 1, 0,
; zext of an i8 masks it before widening
; CHECK: and.b16 [[M:%rs[0-9]+]], {{%rs[0-9]+}}, 255;
; CHECK: cvt.u64.u16 {{%rd[0-9]+}}, [[M]];
; trunc to i1 tests the low bit
; CHECK: and.b32 [[L:%r[0-9]+]], {{%r[0-9]+}}, 1;
; CHECK: setp.ne.b32 {{%p[0-9]+}}, [[L]], 0;
  %s = sext i32 %a to i64
  %z = zext i32 %a to i64
  %bs = sext i1 %b to i64
  %bz = zext i1 %b to i64
  %cz = zext i8 %c to i64
  %t = trunc i32 %a to i1
  %r1 = add i64 %s, %z
  %r2 = add i64 %r1, %bs
  %r3 = add i64 %r2, %bz
  %r4 = add i64 %r3, %cz
  %r5 = select i1 %t, i64 %r4, i64 0
  ret i64 %r5
}

define float @floats(float %f, double %d, i32 %i, half %h) {
; CHECK-LABEL: floats(
; CHECK: cvt.rzi.s32.f32
; CHECK: cvt.rzi.u32.f32
; CHECK: cvt.rn.f32.s32
; CHECK: cvt.rn.f32.u32
; CHECK: cvt.rn.f32.f64
; CHECK: cvt.f64.f32
; CHECK: cvt.rn.f32.f64
; CHECK: cvt.f32.f16
; CHECK: mov.b32 {{%r[0-9]+}}, {{%f[0-9]+}};
  %a = fptosi float %f to i32
  %b = fptoui float %f to i32
  %c = sitofp i32 %a to float
  %e = uitofp i32 %b to float
  %g = fptrunc double %d to float
  %x = fpext float %g to double
  %x2 = fmul double %x, %d
  %y = fptrunc double %x2 to float
  %hf = fpext half %h to float
  %bits = bitcast float %f to i32
  %j = add i32 %bits, %i
  %jf = bitcast i32 %j to float
  %s1 = fadd float %c, %e
  %s2 = fadd float %s1, %y
  %s3 = fadd float %s2, %hf
  %s4 = fadd float %s3, %jf
  ret float %s4
}

define i64 @pointers(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s) {
; CHECK-LABEL: pointers(
; CHECK: cvta.to.global.u64
; CHECK: cvta.shared.u64
; CHECK: mov.b64
  %a = addrspacecast ptr %p to ptr addrspace(1)
  %b = addrspacecast ptr addrspace(3) %s to ptr
  %x = ptrtoint ptr addrspace(1) %a to i64
  %y = ptrtoint ptr %b to i64
  %z = ptrtoint ptr addrspace(1) %g to i64
  %r1 = add i64 %x, %y
  %r2 = add i64 %r1, %z
  ret i64 %r2
}

define <2 x i16> @vector_bitcast(i32 %a) {
; CHECK-LABEL: vector_bitcast(
; CHECK: mov.b32 {[[LO:%rs[0-9]+]], [[HI:%rs[0-9]+]]}, {{%r[0-9]+}};
  %v = bitcast i32 %a to <2 x i16>
  ret <2 x i16> %v
}
