; Arrays indexed by a variable go to registers: one word per float,
; compares and selects for the variable index, then mem2reg; constant
; tables give constants.
; RUN: rpu-lower-ir %s | FileCheck %s

declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
@slot = global ptr null
@table = internal constant [3 x float] [float 1.5, float 2.5, float 3.5]

; The runtime's spline: four knots, the segment picked at run time.
; CHECK-LABEL: define float @pick(
; CHECK-NOT: alloca
; CHECK-NOT: load
; CHECK-NOT: store
; CHECK-COUNT-3: icmp eq i32 %i
; CHECK: ret float
define float @pick(float %a, float %b, float %c, float %d, i32 %i) {
  %k = alloca [4 x float], align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr %k)
  store float %a, ptr %k, align 4
  %p1 = getelementptr inbounds float, ptr %k, i32 1
  store float %b, ptr %p1, align 4
  %p2 = getelementptr inbounds float, ptr %k, i32 2
  store float %c, ptr %p2, align 4
  %p3 = getelementptr inbounds float, ptr %k, i32 3
  store float %d, ptr %p3, align 4
  %pi = getelementptr inbounds float, ptr %k, i32 %i
  %r = load float, ptr %pi, align 4
  call void @llvm.lifetime.end.p0(i64 16, ptr %k)
  ret float %r
}

; A store at a variable row of a zeroed 2x2 matrix, read back at constants.
; CHECK-LABEL: define <2 x float> @row(
; CHECK-NOT: alloca
; CHECK-NOT: memset
; CHECK: icmp eq i32
; CHECK: ret <2 x float>
define <2 x float> @row(i32 %r, float %x) {
  %m = alloca [2 x [2 x float]], align 4
  call void @llvm.memset.p0.i32(ptr %m, i8 0, i32 16, i1 false)
  %p = getelementptr inbounds [2 x [2 x float]], ptr %m, i32 0, i32 %r, i32 1
  store float %x, ptr %p, align 4
  %q = getelementptr inbounds [2 x [2 x float]], ptr %m, i32 0, i32 1
  %v = load <2 x float>, ptr %q, align 4
  ret <2 x float> %v
}

; A copy between two local arrays: word loads and stores, then registers.
; CHECK-LABEL: define float @copy(
; CHECK-NOT: alloca
; CHECK-NOT: memcpy
; CHECK: ret float %b
define float @copy(float %a, float %b) {
  %x = alloca [2 x float], align 4
  %y = alloca [2 x float], align 4
  store float %a, ptr %x, align 4
  %x1 = getelementptr inbounds float, ptr %x, i32 1
  store float %b, ptr %x1, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr %y, ptr %x, i32 8, i1 false)
  %y1 = getelementptr inbounds float, ptr %y, i32 1
  %r = load float, ptr %y1, align 4
  ret float %r
}

; A constant table read at a variable index: selects of its constants.
; CHECK-LABEL: define float @lookup(
; CHECK-NOT: load
; CHECK-DAG: 2.500000e+00
; CHECK-DAG: 3.500000e+00
define float @lookup(i32 %i) {
  %p = getelementptr inbounds [3 x float], ptr @table, i32 0, i32 %i
  %r = load float, ptr %p, align 4
  ret float %r
}

; Its address stored away: left for instruction selection to report.
; CHECK-LABEL: define void @escapes(
; CHECK: alloca [4 x float]
define void @escapes() {
  %k = alloca [4 x float], align 4
  store ptr %k, ptr @slot
  ret void
}
