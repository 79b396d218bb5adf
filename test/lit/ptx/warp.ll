; Warp-level intrinsics and the read-only loads real CUDA code uses (issue
; 17 item 12): a warp reduction with shfl.sync.bfly and .down, the
; predicate-producing idx form, up with its clamp, match.any/all.sync,
; activemask, bar.warp.sync, and ld.global.nc / ldu.global.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define void @reduce(ptr addrspace(1) %out, ptr addrspace(1) %in) {
; CHECK-LABEL: .entry reduce(
; CHECK: ld.global.nc.f32 [[V:%f[0-9]+]], [{{%rd[0-9]+}}];
; CHECK: shfl.sync.bfly.b32 [[A:%f[0-9]+]], [[V]], 16, 31, 4294967295;
; CHECK: shfl.sync.down.b32 {{%f[0-9]+}}, {{%f[0-9]+}}, 8, 31, 4294967295;
; CHECK: activemask.b32 [[M:%r[0-9]+]];
; CHECK: shfl.sync.idx.b32 [[I:%r[0-9]+]]|[[P:%p[0-9]+]], {{%r[0-9]+}}, 0, 31, [[M]];
; CHECK: shfl.sync.up.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 1, 0, [[M]];
; CHECK: bar.warp.sync [[M]];
  %v = call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %in, i32 4)
  %a = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %v, i32 16, i32 31)
  %s = fadd float %v, %a
  %b = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %s, i32 8, i32 31)
  %t = fadd float %s, %b
  %m = call i32 @llvm.nvvm.activemask()
  %bits = bitcast float %t to i32
  %ip = call { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32 %m, i32 %bits, i32 0, i32 31)
  %i = extractvalue { i32, i1 } %ip, 0
  %ok = extractvalue { i32, i1 } %ip, 1
  %u = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 %m, i32 %i, i32 1, i32 0)
  call void @llvm.nvvm.bar.warp.sync(i32 %m)
  %r = select i1 %ok, i32 %u, i32 0
  store i32 %r, ptr addrspace(1) %out
  ret void
}

define void @groups(ptr addrspace(1) %out, ptr addrspace(1) %keys) {
; CHECK-LABEL: .entry groups(
; CHECK: ldu.global.u64 [[K:%rd[0-9]+]], [{{%rd[0-9]+}}];
; CHECK: match.any.sync.b64 {{%r[0-9]+}}, [[K]], 4294967295;
; CHECK: match.all.sync.b32 {{%r[0-9]+}}|{{%p[0-9]+}}, {{%r[0-9]+}}, 4294967295;
  %k = call i64 @llvm.nvvm.ldu.global.i.i64.p1(ptr addrspace(1) %keys, i32 8)
  %peers = call i32 @llvm.nvvm.match.any.sync.i64(i32 -1, i64 %k)
  %same = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %peers)
  %mask = extractvalue { i32, i1 } %same, 0
  %all = extractvalue { i32, i1 } %same, 1
  %r = select i1 %all, i32 %mask, i32 %peers
  store i32 %r, ptr addrspace(1) %out
  ret void
}

declare float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1), i32)
declare i64 @llvm.nvvm.ldu.global.i.i64.p1(ptr addrspace(1), i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.activemask()
declare void @llvm.nvvm.bar.warp.sync(i32)
declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32)

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @reduce, !"kernel", i32 1}
!1 = !{ptr @groups, !"kernel", i32 1}
