; Atomics by the PTX memory model's mapping of LLVM's (issue 17 item 10):
; every ordering as its PTX semantics (relaxed, acquire, release, acq_rel;
; seq_cst a fence.sc before an acq_rel operation) in the scope of its
; syncscope: LLVM's default is the whole system (.sys), "device" the GPU
; (.gpu), "block" the CTA (.cta); "singlethread" orders nothing.  Fences
; likewise.  uinc_wrap and udec_wrap are atom.inc and atom.dec.
; RUN: llc-rpu -march=ptx %s -o - | FileCheck %s
; RUN: %if ptxas %{ llc-rpu -march=ptx %s -o %t.ptx && %ptxas -arch=sm_80 %t.ptx -o %t.cubin 2>&1 | count 0 %}
; RUN: %if ptxas %{ llc-rpu -march=ptx -mcpu=sm_90 %s -o %t90.ptx && %ptxas -arch=sm_90 %t90.ptx -o %t90.cubin 2>&1 | count 0 %}
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

define void @k(ptr addrspace(1) %p, ptr addrspace(3) %s) {
; CHECK-LABEL: .entry k(
; CHECK: fence.sc.sys;
; CHECK-NEXT: atom.acq_rel.sys.global.add.u32
; CHECK: fence.sc.gpu;
; CHECK-NEXT: atom.acq_rel.gpu.global.add.u32
; CHECK: atom.acquire.cta.shared.add.u32
; CHECK: atom.release.gpu.global.exch.b32
; CHECK: atom.relaxed.sys.global.inc.u32 {{%r[0-9]+}}, [{{%rd[0-9]+}}], 9;
; CHECK: atom.relaxed.sys.global.dec.u32
; CHECK: atom.global.or.b32
; CHECK: fence.sc.gpu;
; CHECK-NEXT: atom.acq_rel.gpu.global.cas.b32
; CHECK: fence.sc.sys;
; CHECK: fence.acq_rel.cta;
; CHECK-NOT: fence
; CHECK: ld.acquire.gpu.global.u32
; CHECK: st.release.sys.global.u32
; CHECK: ld.relaxed.cta.shared.u32
  %a = atomicrmw add ptr addrspace(1) %p, i32 1 seq_cst
  %b = atomicrmw add ptr addrspace(1) %p, i32 %a syncscope("device") seq_cst
  %c = atomicrmw add ptr addrspace(3) %s, i32 %b syncscope("block") acquire
  %d = atomicrmw xchg ptr addrspace(1) %p, i32 %c syncscope("device") release
  %e = atomicrmw uinc_wrap ptr addrspace(1) %p, i32 9 monotonic
  %f = atomicrmw udec_wrap ptr addrspace(1) %p, i32 %e monotonic
  %g = atomicrmw or ptr addrspace(1) %p, i32 %f syncscope("singlethread") monotonic
  %x = cmpxchg ptr addrspace(1) %p, i32 %d, i32 %g syncscope("device") seq_cst monotonic
  fence seq_cst
  fence syncscope("block") acq_rel
  fence syncscope("singlethread") seq_cst
  %l = load atomic i32, ptr addrspace(1) %p syncscope("device") acquire, align 4
  store atomic i32 %l, ptr addrspace(1) %p release, align 4
  %m = load atomic i32, ptr addrspace(3) %s syncscope("block") monotonic, align 4
  store i32 %m, ptr addrspace(1) %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
