; Seed 004 section 3.6: without wrapping, folding turns address arithmetic
; on a global into a constant expression; wrapped, the arithmetic stays
; instructions, and unwrapping puts the global back.  The wrapper has no
; memory effects, so early-cse makes the accesses to a global in dominated
; blocks share one address.
; RUN: rsl-opt -passes=expand-gep,llvm\(instcombine\) %s | FileCheck %s --check-prefix=FOLDED
; RUN: rsl-opt -passes=wrap-global-addresses %s | FileCheck %s --check-prefix=WRAPPED
; RUN: rsl-opt -passes=wrap-global-addresses,expand-gep,llvm\(instcombine\),unwrap-global-addresses %s | FileCheck %s --check-prefix=KEPT
; RUN: rsl-opt -passes=wrap-global-addresses,expand-gep,llvm\(early-cse\),unwrap-global-addresses %s | FileCheck %s --check-prefix=SHARED

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

define float @twice(i64 %i, float %x) {
entry:
  %p = getelementptr [8 x float], ptr addrspace(1) @g, i64 0, i64 %i
  store float %x, ptr addrspace(1) %p
  %c = fcmp ogt float %x, 0.0
  br i1 %c, label %more, label %done
more:
  %q = getelementptr [8 x float], ptr addrspace(1) @g, i64 0, i64 %i
  %r = getelementptr [8 x float], ptr addrspace(1) @g, i64 0, i64 1
  %v = load float, ptr addrspace(1) %q
  %w = load float, ptr addrspace(1) %r
  %s = fadd float %v, %w
  br label %done
done:
  %res = phi float [ %s, %more ], [ 0.0, %entry ]
  ret float %res
}
; SHARED-LABEL: define float @twice(
; SHARED: ptrtoint ptr addrspace(1) @g to i64
; SHARED-NOT: ptrtoint ptr addrspace(1) @g
; SHARED: ret float
