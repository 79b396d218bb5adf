; Seed 004 section 3.6: without wrapping, folding turns address arithmetic
; on a global into a constant expression; wrapped, the arithmetic stays
; instructions, and unwrapping puts the global back.
; RUN: rsl-opt -passes=expand-gep,llvm\(instcombine\) %s | FileCheck %s --check-prefix=FOLDED
; RUN: rsl-opt -passes=wrap-global-addresses %s | FileCheck %s --check-prefix=WRAPPED
; RUN: rsl-opt -passes=wrap-global-addresses,expand-gep,llvm\(instcombine\),unwrap-global-addresses %s | FileCheck %s --check-prefix=KEPT

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
@g = addrspace(1) global [8 x float] zeroinitializer

define float @f() {
  %p = getelementptr [8 x float], ptr addrspace(1) @g, i64 0, i64 3
  %v = load float, ptr addrspace(1) %p
  ret float %v
}
; FOLDED: load float, ptr addrspace(1) inttoptr (i64 add (i64 ptrtoint (ptr addrspace(1) @g to i64), i64 12) to ptr addrspace(1))
; WRAPPED: [[W:%.*]] = call ptr addrspace(1) @__rsl_global_address.p1(ptr addrspace(1) @g)
; WRAPPED: getelementptr [8 x float], ptr addrspace(1) [[W]], i64 0, i64 3
; KEPT: [[B:%.*]] = ptrtoint ptr addrspace(1) @g to i64
; KEPT: [[A:%.*]] = add i64 [[B]], 12
; KEPT: inttoptr i64 [[A]] to ptr addrspace(1)
; KEPT-NOT: __rsl_global_address
