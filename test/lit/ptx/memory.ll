; Memory in every address space, vectors of 2 and 4 as ld/st.v2/.v4 (3 as
; scalars), bytes for i8 and i1, allocas as .local arrays, globals as byte
; arrays with their initializers, addresses of globals as generic().
; RUN: llc-rpu -march=ptx -ptx-unmarked-kernels %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx -ptx-unmarked-kernels %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -ptx-unmarked-kernels -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t.cubin 2>&1 | count 0 %}

%pair = type { i8, i32 }

; CHECK: .visible .global .align 4 .b8 table[8] = {1, 0, 0, 0, 0, 0, 128, 63};
; CHECK: .global .align 4 .b8 pair[8] = {7, 0, 0, 0, 255, 255, 255, 255};
; CHECK: .visible .const .align 4 .b8 coeffs[8] = {0, 0, 0, 64, 0, 0, 64, 64};
; CHECK: .shared .align 4 .b8 tile[64];
; CHECK: .visible .global .align 8 .u64 ptrs[2] = {generic(table), 0};
; CHECK: .visible .global .align 4 .b8 zeros[16];
@table = addrspace(1) global { i32, float } { i32 1, float 1.0 }
@pair = internal addrspace(1) global %pair { i8 7, i32 -1 }
; externally_initialized (as CUDA __constant__ memory is, by the host):
; LLVM does not fold the load below to its initializer.
@coeffs = addrspace(4) externally_initialized constant [2 x float] [float 2.0, float 3.0]
@tile = internal addrspace(3) global [16 x float] undef
@ptrs = addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @table to ptr), ptr null]
@zeros = global [4 x i32] zeroinitializer

define void @spaces(ptr addrspace(1) %out, i32 %i) {
; CHECK-LABEL: .visible .entry spaces(
; CHECK: ld.global.f32 {{%f[0-9]+}}, [table+4];
; CHECK: ld.const.f32 {{%f[0-9]+}}, [coeffs+4];
; CHECK: st.shared.f32 [tile+8],
; CHECK: ld.shared.f32
; CHECK: ld.global.u8 {{%rs[0-9]+}}, [pair];
; CHECK: st.global.f32
  %a = load float, ptr addrspace(1) getelementptr ({ i32, float }, ptr addrspace(1) @table, i64 0, i32 1)
  %b = load float, ptr addrspace(4) getelementptr ([2 x float], ptr addrspace(4) @coeffs, i64 0, i64 1)
  store float %a, ptr addrspace(3) getelementptr ([16 x float], ptr addrspace(3) @tile, i64 0, i64 2)
  %ix = sext i32 %i to i64
  %tp = getelementptr [16 x float], ptr addrspace(3) @tile, i64 0, i64 %ix
  %c = load float, ptr addrspace(3) %tp
  %byte = load i8, ptr addrspace(1) @pair
  %bf = uitofp i8 %byte to float
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  %s3 = fadd float %s2, %bf
  store float %s3, ptr addrspace(1) %out
  ret void
}

define void @vectors(ptr addrspace(1) %p, ptr addrspace(1) %q) {
; CHECK-LABEL: .visible .entry vectors(
; CHECK: ld.global.v4.f32 {[[X:%f[0-9]+]], [[Y:%f[0-9]+]], [[Z:%f[0-9]+]], [[W:%f[0-9]+]]}, [{{%rd[0-9]+}}];
; CHECK: ld.global.v2.u32 {{{%r[0-9]+}}, {{%r[0-9]+}}}, [{{%rd[0-9]+}}+16];
; A vector of 3 aligned to 16 goes as .v2 and one element; one aligned
; to its element only goes element by element.
; CHECK: st.global.v2.f32 [{{%rd[0-9]+}}], {
; CHECK: st.global.f32 [{{%rd[0-9]+}}+8],
; CHECK: st.global.v4.f32 [{{%rd[0-9]+}}+16], {
; CHECK: st.global.f32 [{{%rd[0-9]+}}+32],
; CHECK: st.global.f32 [{{%rd[0-9]+}}+36],
; CHECK: st.global.f32 [{{%rd[0-9]+}}+40],
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %ip = getelementptr i8, ptr addrspace(1) %p, i64 16
  %iv = load <2 x i32>, ptr addrspace(1) %ip, align 8
  %sum = fadd <4 x float> %v, %v
  %v3 = shufflevector <4 x float> %sum, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  store <3 x float> %v3, ptr addrspace(1) %q, align 16
  %q2 = getelementptr i8, ptr addrspace(1) %q, i64 16
  %e = extractelement <2 x i32> %iv, i32 1
  %ef = sitofp i32 %e to float
  %v4 = insertelement <4 x float> %sum, float %ef, i32 3
  store <4 x float> %v4, ptr addrspace(1) %q2, align 16
  %q3 = getelementptr i8, ptr addrspace(1) %q, i64 32
  store <3 x float> %v3, ptr addrspace(1) %q3, align 4
  ret void
}

define void @locals(ptr addrspace(1) %out, i32 %i) {
; CHECK-LABEL: .visible .entry locals(
; CHECK: .local .align 4 .b8 __local{{[0-9]+}}_0[40];
; CHECK: st.local.f32
; CHECK: ld.local.f32
  %a = alloca [10 x float], align 4
  %ix = sext i32 %i to i64
  %p = getelementptr [10 x float], ptr %a, i64 0, i64 %ix
  store float 1.0, ptr %p
  %q = getelementptr [10 x float], ptr %a, i64 0, i64 3
  %v = load float, ptr %q
  store float %v, ptr addrspace(1) %out
  ret void
}

define void @bools(ptr addrspace(1) %p, i32 %x) {
; CHECK-LABEL: .visible .entry bools(
; i1 in memory is a byte.
; CHECK: ld.global.u8 [[B:%rs[0-9]+]],
; CHECK: setp.ne.b16 {{%p[0-9]+}}, {{%rs[0-9]+}}, 0;
; CHECK: selp.b16 [[S:%rs[0-9]+]], 1, 0,
; CHECK: st.global.u8 [{{.*}}], [[S]];
  %b = load i1, ptr addrspace(1) %p
  %c = icmp eq i32 %x, 0
  %d = xor i1 %b, %c
  store i1 %d, ptr addrspace(1) %p
  ret void
}

define void @generic(ptr %p) {
; CHECK-LABEL: .visible .entry generic(
; A kernel's generic pointer parameter points to global memory.
; CHECK: cvta.to.global.u64
; CHECK: ld.global.u32
  %v = load i32, ptr %p
  %w = add i32 %v, 1
  store i32 %w, ptr %p
  ret void
}

; A negative constant offset folds into the address as PTX writes it,
; [reg+-4] (ptxas rejects [reg-4]).
; CHECK-LABEL: negative_offset(
; CHECK: ld.global.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}+-4];
; CHECK: ld.global.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}+4];
define void @negative_offset(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %before = getelementptr inbounds float, ptr addrspace(1) %p, i64 -1
  %after = getelementptr inbounds float, ptr addrspace(1) %p, i64 1
  %a = load float, ptr addrspace(1) %before, align 4
  %b = load float, ptr addrspace(1) %after, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
