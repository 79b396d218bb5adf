; Constant expressions used by instructions become instructions; a phi's
; goes to the end of its incoming block, once per block.
; RUN: rsl-opt -passes=lower-constant-exprs %s | FileCheck %s

@g = addrspace(1) global [4 x float] zeroinitializer

define float @f(i64 %i, i32 %c) {
; CHECK-LABEL: define float @f(
; CHECK: [[C:%.*]] = addrspacecast ptr addrspace(1) @g to ptr
; CHECK: getelementptr float, ptr [[C]], i64 %i
; CHECK: [[E:%.*]] = getelementptr float, ptr addrspace(1) @g, i64 3
; CHECK: load float, ptr addrspace(1) [[E]]
entry:
  %p = getelementptr float, ptr addrspacecast (ptr addrspace(1) @g to ptr), i64 %i
  %v = load float, ptr %p
  %w = load float, ptr addrspace(1) getelementptr (float, ptr addrspace(1) @g, i64 3)
  %s = fadd float %v, %w
  switch i32 %c, label %a [ i32 1, label %b
                            i32 2, label %b ]
a:
  br label %b
b:
; CHECK: b:
; CHECK: phi i64 [ [[X:%.*]], %entry ], [ [[X]], %entry ], [ 0, %a ]
  %ph = phi i64 [ ptrtoint (ptr addrspace(1) @g to i64), %entry ], [ ptrtoint (ptr addrspace(1) @g to i64), %entry ], [ 0, %a ]
  %pf = uitofp i64 %ph to float
  %r = fadd float %s, %pf
  ret float %r
}
