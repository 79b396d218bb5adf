; Reduced from the llvm-stress sweep (utils/stress-sweep.py, issue 19).
; RUN: llc-rpu -march=ptx -ptx-unmarked-kernels %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx -ptx-unmarked-kernels %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -ptx-unmarked-kernels -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

; A vector store of constants to a constant address: the constants' registers
; and the address wrapped the emitter's string ring onto the operand list
; ('st.v4.u8 [%rd1], {[%rd1]}', which ptxas refused).
; CHECK-LABEL: .entry store_constants(
; CHECK: st.v4.u8 [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}};
; CHECK: st.v4.u32 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
; CHECK: st.v4.u32 [%rd{{[0-9]+}}+16], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
define void @store_constants() {
  store <4 x i8> <i8 1, i8 2, i8 3, i8 4>, ptr null, align 4
  store <8 x i32> zeroinitializer, ptr null, align 32
  ret void
}

; An extract at a constant lane past the end is poison (LangRef); LLVM 16's
; scalarizer crashed on it (a read past its lane array, SIGSEGV).  The insert
; past the end is poison as well.
; CHECK-LABEL: extract_past_end(
; CHECK: mov.b16 %rs[[P:[0-9]+]], 0;
; CHECK-NEXT: cvt.u32.u16 %r[[R:[0-9]+]], %rs[[P]];
; CHECK-NEXT: st.param.b32 [func_retval0], %r[[R]];
define i8 @extract_past_end(<8 x i8> %v) {
  %e = extractelement <8 x i8> %v, i32 131623
  ret i8 %e
}
; CHECK-LABEL: insert_past_end(
; CHECK: st.param.u16 [func_retval0+0], 0;
; CHECK-NEXT: st.param.u16 [func_retval0+2], 0;
define <2 x i16> @insert_past_end(<2 x i16> %v) {
  %i = insertelement <2 x i16> %v, i16 7, i64 -1
  ret <2 x i16> %i
}
; A lane index too narrow to be past the end is left to the scalarizer.
; CHECK-LABEL: extract_narrow_index(
; CHECK: ld.param.f32 %f[[X:[0-9]+]], [extract_narrow_index_param_0+4];
; CHECK-NEXT: ld.param
; CHECK-NEXT: ld.param
; CHECK-NEXT: mov.f32 %f[[Y:[0-9]+]], %f[[X]];
; CHECK-NEXT: st.param.f32 [func_retval0], %f[[Y]];
define float @extract_narrow_index(<4 x float> %v) {
  %e = extractelement <4 x float> %v, i1 1
  ret float %e
}
