; GEPs become integer arithmetic: dynamic indices scaled (shifts for powers
; of two), constant indices and struct fields folded into one offset.
; RUN: rsl-opt -passes=expand-gep %s | FileCheck %s

target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
%inner = type { float, i8, i32, i8 }
%outer = type { float, %inner, [3 x %inner], i32 }

define float @f(ptr addrspace(1) %p, i32 %i, i64 %j) {
; CHECK-LABEL: define float @f(
; [3 x %inner] at offset 20, each %inner 16 bytes, field 2 at 8: 20 + 8 = 28.
; CHECK-DAG: [[B:%.*]] = ptrtoint ptr addrspace(1) %p to i64
; CHECK-DAG: [[I:%.*]] = sext i32 %i to i64
; CHECK-DAG: [[S:%.*]] = shl i64 [[I]], 4
; CHECK: [[D:%.*]] = add i64 [[B]], [[S]]
; CHECK: [[O:%.*]] = add i64 [[D]], 28
; CHECK: %q = inttoptr i64 [[O]] to ptr addrspace(1)
  %q = getelementptr %outer, ptr addrspace(1) %p, i64 0, i32 2, i32 %i, i32 2
  %v = load i32, ptr addrspace(1) %q
; 12-byte rows are multiplied, the constant column (2 * 4 bytes) added.
; CHECK: mul i64 %j, 12
; CHECK: add i64 {{%.*}}, 8
; CHECK: add i64 {{%.*}}, -16
  %r = getelementptr [4 x [3 x float]], ptr addrspace(1) %p, i64 0, i64 %j, i64 2
  %r2 = getelementptr float, ptr addrspace(1) %r, i64 -4
  %w = load float, ptr addrspace(1) %r2
  %vf = sitofp i32 %v to float
  %s = fadd float %vf, %w
  ret float %s
}
