; Special registers, barriers, votes, atomics and fences, bit operations,
; math that PTX has, and memory intrinsics.
; RUN: llc-rpu -march=ptx -ptx-unmarked-kernels %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx -ptx-unmarked-kernels %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -ptx-unmarked-kernels -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t.cubin 2>&1 | count 0 %}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.bar.sync(i32)
declare void @llvm.nvvm.barrier.sync(i32)
declare i1 @llvm.nvvm.vote.any(i1)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.smax.i32(i32, i32)
declare float @llvm.sqrt.f32(float)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.floor.f32(float)
declare double @llvm.fabs.f64(double)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.copysign.f32(float, float)
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)

define void @sregs(ptr addrspace(1) %p) {
; CHECK-LABEL: .visible .entry sregs(
; CHECK: mov.u32 {{%r[0-9]+}}, %tid.x;
; CHECK: mov.u32 {{%r[0-9]+}}, %ntid.y;
; CHECK: mov.u32 {{%r[0-9]+}}, %ctaid.z;
; CHECK: mov.u32 {{%r[0-9]+}}, %nctaid.x;
; CHECK: mov.u32 {{%r[0-9]+}}, %laneid;
; CHECK: bar.sync 0;
; CHECK: bar.sync 1;
; CHECK: barrier.sync 2;
; CHECK: vote.sync.any.pred {{%p[0-9]+}}, {{%p[0-9]+}}, -1;
; CHECK: vote.sync.ballot.b32 {{%r[0-9]+}}, {{%p[0-9]+}}, 4294967295;
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %c = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %g = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.bar.sync(i32 1)
  call void @llvm.nvvm.barrier.sync(i32 2)
  %odd = trunc i32 %t to i1
  %any = call i1 @llvm.nvvm.vote.any(i1 %odd)
  %ballot = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %any)
  %s1 = add i32 %t, %n
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %g
  %s4 = add i32 %s3, %l
  %s5 = add i32 %s4, %ballot
  store i32 %s5, ptr addrspace(1) %p
  ret void
}

define void @atomics(ptr addrspace(1) %p, ptr addrspace(3) %s, i32 %v) {
; CHECK-LABEL: .visible .entry atomics(
; CHECK: atom.relaxed.sys.global.add.u32 {{%r[0-9]+}}, [{{%rd[0-9]+}}], {{%r[0-9]+}};
; CHECK: atom.relaxed.sys.shared.max.s32
; CHECK: atom.relaxed.sys.global.exch.b32
; CHECK: fence.sc.sys;
; CHECK: atom.acq_rel.sys.global.min.u32
; CHECK: atom.relaxed.sys.global.add.f32
; CHECK: atom.relaxed.sys.global.cas.b32 [[OLD:%r[0-9]+]], [{{%rd[0-9]+}}], 0, {{%r[0-9]+}};
; CHECK: setp.eq.b32 {{%p[0-9]+}}, [[OLD]], 0;
; CHECK: fence.acq_rel.sys;
  %a = atomicrmw add ptr addrspace(1) %p, i32 %v monotonic
  %b = atomicrmw max ptr addrspace(3) %s, i32 %a monotonic
  %c = atomicrmw xchg ptr addrspace(1) %p, i32 %b monotonic
  %d = atomicrmw umin ptr addrspace(1) %p, i32 %c seq_cst
  %f = getelementptr i32, ptr addrspace(1) %p, i64 1
  %e = atomicrmw fadd ptr addrspace(1) %f, float 1.0 monotonic
  %x = cmpxchg ptr addrspace(1) %p, i32 0, i32 %d monotonic monotonic
  %ok = extractvalue { i32, i1 } %x, 1
  fence acq_rel
  %z = zext i1 %ok to i32
  store i32 %z, ptr addrspace(1) %p
  ret void
}

define i64 @bits(i32 %a, i64 %b, i32 %c) {
; CHECK-LABEL: bits(
; CHECK: popc.b32
; CHECK: clz.b64
; CHECK: prmt.b32 {{%r[0-9]+}}, {{%r[0-9]+}}, 0, 0x0123;
; CHECK: max.s32
  %p = call i32 @llvm.ctpop.i32(i32 %a)
  %z = call i64 @llvm.ctlz.i64(i64 %b, i1 false)
  %s = call i32 @llvm.bswap.i32(i32 %c)
  %m = call i32 @llvm.smax.i32(i32 %p, i32 %s)
  %m64 = zext i32 %m to i64
  %r = add i64 %z, %m64
  ret i64 %r
}

define float @math(float %x, float %y, double %d) {
; CHECK-LABEL: math(
; CHECK: sqrt.rn.f32
; CHECK: fma.rn.f32
; CHECK: cvt.rmi.f32.f32
; CHECK: abs.f64
; CHECK: min.f32
; copysign takes the sign first in PTX
; CHECK: copysign.f32 {{%f[0-9]+}}, [[SIGN:%f[0-9]+]], {{%f[0-9]+}};
  %s = call float @llvm.sqrt.f32(float %x)
  %f = call float @llvm.fma.f32(float %s, float %y, float %x)
  %fl = call float @llvm.floor.f32(float %f)
  %ad = call double @llvm.fabs.f64(double %d)
  %adf = fptrunc double %ad to float
  %mn = call float @llvm.minnum.f32(float %fl, float %adf)
  %cs = call float @llvm.copysign.f32(float %mn, float %y)
  ret float %cs
}

define void @memory(ptr addrspace(1) %dst, ptr addrspace(1) %src, i64 %n) {
; CHECK-LABEL: .visible .entry memory(
; A small constant copy is unrolled, others loop over bytes.
; CHECK: ld.global.u8 {{%rs[0-9]+}}, [{{%rd[0-9]+}}+3];
; CHECK: st.global.u8 [{{%rd[0-9]+}}+3],
; CHECK: $L__mem{{[0-9_]+}}:
; CHECK: st.global.u8
; CHECK: bra.uni $L__mem
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %dst, ptr addrspace(1) %src, i64 4, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %dst, i8 0, i64 %n, i1 false)
  ret void
}
