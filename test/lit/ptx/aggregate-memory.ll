; Whole-struct loads and stores go member by member; byte-wise copies
; (memcpy, memset, under-aligned scalars) address every byte through a
; 64-bit register or a symbol (a reported bug: `st.u8 [%rs1+7]`, which
; ptxas warns about as a 16-bit address).
; RUN: llc-rpu -march=ptx -ptx-unmarked-kernels %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: FileCheck %s --check-prefix=ADDR < %t.ptx
; RUN: %if ptxas %{ %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -ptx-unmarked-kernels -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; ADDR-NOT: {{\[%rs?[0-9]+}}

%S = type { i32, float, <2 x float>, i8, double }

define void @copy_struct(ptr addrspace(1) %in, ptr addrspace(1) %out) {
; CHECK-LABEL: .entry copy_struct(
; CHECK: ld.param.u64 [[IN:%rd[0-9]+]], [copy_struct_param_0+0];
; The first two members together, and the vector, are loaded as vectors.
; CHECK: ld.global.v2.u32 {{{%r[0-9]+}}, {{%r[0-9]+}}}, [[[IN]]];
; CHECK: ld.global.v2.f32 {{{%f[0-9]+}}, {{%f[0-9]+}}}, [{{%rd[0-9]+}}+8];
; CHECK: ld.global.u8 [[C:%rs[0-9]+]], [{{%rd[0-9]+}}+16];
; CHECK: ld.global.f64 [[D:%fd[0-9]+]], [{{%rd[0-9]+}}+24];
; CHECK: add.rn.f32
; CHECK: st.global.v2.u32 [{{%rd[0-9]+}}], {{{%r[0-9]+}}, {{%r[0-9]+}}};
; CHECK: st.global.v2.f32 [{{%rd[0-9]+}}+8],
; CHECK: st.global.u8 [{{%rd[0-9]+}}+16], [[C]];
; CHECK: st.global.f64 [{{%rd[0-9]+}}+24], [[D]];
  %s = load %S, ptr addrspace(1) %in, align 8
  %x = extractvalue %S %s, 1
  %y = fadd float %x, 1.0
  %t = insertvalue %S %s, float %y, 1
  store %S %t, ptr addrspace(1) %out, align 8
  ret void
}

; A device function returning a struct loaded whole: its members in the
; return parameter.
define { i32, float } @load_pair(ptr addrspace(1) %p) {
; CHECK-LABEL: .func (.param .align 4 .b8 func_retval0[8]) load_pair(
; CHECK: ld.global.v2.u32
; CHECK: st.param.u32 [func_retval0+0],
; CHECK: st.param.f32 [func_retval0+4],
  %s = load { i32, float }, ptr addrspace(1) %p, align 8
  ret { i32, float } %s
}

define void @use_pair(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %s = call { i32, float } @load_pair(ptr addrspace(1) %p)
  store { i32, float } %s, ptr addrspace(1) %q, align 4
  ret void
}

@table = internal addrspace(1) global [24 x i8] c"abcdefghijklmnopqrstuvw\00", align 1

define void @copy_to_local(ptr addrspace(1) %out, i32 %i) {
; CHECK-LABEL: .entry copy_to_local(
; ADDR: ld.global.u8 [[B:%rs[0-9]+]], [[[S:%rd[0-9]+]]+23];
; ADDR-NEXT: st.u8 [[[D:%rd[0-9]+]]+23], [[B]];
  %buf = alloca [24 x i8], align 1
  call void @llvm.memcpy.p0.p1.i64(ptr %buf, ptr addrspace(1) @table, i64 24, i1 false)
  call void @llvm.memset.p0.i64(ptr %buf, i8 0, i64 3, i1 false)
  %p = getelementptr [24 x i8], ptr %buf, i32 0, i32 %i
  %v = load i64, ptr %p, align 1
  store i64 %v, ptr addrspace(1) %out, align 1
  ret void
}

declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
