; Address spaces by propagation: globals move to global memory, allocas are
; addressed in local memory, kernel pointer parameters are global, and
; spaces flow through GEPs, phis, selects and into device functions whose
; every call agrees; a device function called with two spaces stays generic.
; RUN: rsl-opt -passes=mark-unmarked-kernels,lower-address-spaces %s | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"

; CHECK: @s = addrspace(3) global [16 x float] undef
; CHECK: @g = addrspace(1) global [4 x float] zeroinitializer
@g = global [4 x float] zeroinitializer
@s = addrspace(3) global [16 x float] undef

; Called with global and shared pointers: stays generic.
define internal float @mixed(ptr %p, i64 %i) {
; CHECK-LABEL: define internal float @mixed(ptr %p, i64 %i)
; CHECK: load float, ptr %q
  %q = getelementptr float, ptr %p, i64 %i
  %v = load float, ptr %q
  ret float %v
}

; Called with global pointers only: the parameter is global inside.
define internal float @only_global(ptr %p) {
; CHECK-LABEL: define internal float @only_global(ptr %p)
; CHECK: [[G:%.*]] = addrspacecast ptr %p to ptr addrspace(1)
; CHECK: load float, ptr addrspace(1) [[G]]
  %v = load float, ptr %p
  ret float %v
}

define void @k(ptr %out, i1 %c, i64 %i) {
; CHECK-LABEL: define void @k(
; CHECK: [[OUT:%.*]] = addrspacecast ptr %out to ptr addrspace(1)
; CHECK: [[A:%.*]] = addrspacecast ptr %a to ptr addrspace(5)
; CHECK: getelementptr float, ptr addrspace(1) [[OUT]], i64 1
; CHECK: phi ptr addrspace(1)
; CHECK: select i1 %c, ptr addrspace(1)
; CHECK: call float @only_global(ptr
; CHECK: [[AI:%.*]] = getelementptr float, ptr addrspace(5) [[A]], i64 %i
; CHECK: store float %x, ptr addrspace(5) [[AI]]
; CHECK: store float %sum, ptr addrspace(1) [[OUT]]
entry:
  %a = alloca [8 x float]
  %sg = addrspacecast ptr addrspace(3) @s to ptr
  br i1 %c, label %t, label %f
t:
  %p1 = getelementptr float, ptr %out, i64 1
  br label %j
f:
  %p2 = getelementptr float, ptr @g, i64 2
  br label %j
j:
  %p = phi ptr [ %p1, %t ], [ %p2, %f ]
  %ps = select i1 %c, ptr %p, ptr %out
  %x = call float @only_global(ptr %ps)
  %y = call float @mixed(ptr %sg, i64 %i)
  %y2 = call float @mixed(ptr %out, i64 %i)
  %ai = getelementptr float, ptr %a, i64 %i
  store float %x, ptr %ai
  %z = load float, ptr %ai
  %s1 = fadd float %z, %y
  %sum = fadd float %s1, %y2
  store float %sum, ptr %out
  ret void
}

; A null meets only global memory; with a local pointer it stays generic.
define void @nulls(ptr addrspace(1) %o, i1 %c) {
; CHECK-LABEL: define void @nulls(
; CHECK: %q = select i1 %c, ptr %l, ptr null
; CHECK: icmp eq ptr %q, null
  %l = alloca i32
  %q = select i1 %c, ptr %l, ptr null
  %isnull = icmp eq ptr %q, null
  %r = zext i1 %isnull to i32
  store i32 %r, ptr addrspace(1) %o
  ret void
}
