; Local arrays indexed by a variable go to registers: one word per float,
; compares and selects for the variable index, then mem2reg.
; RUN: rpu-lower-ir %s | FileCheck %s

declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
define void @use(ptr %p) {
  ret void
}

; The runtime's spline: four knots, the segment picked at run time.
; CHECK-LABEL: define float @pick(
; CHECK-NOT: alloca
; CHECK-NOT: load
; CHECK-NOT: store
; CHECK: lshr i32 %{{.*}}, 2
; CHECK-COUNT-3: icmp eq i32
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

; Passed to a call: left for instruction selection to report.
; CHECK-LABEL: define void @escapes(
; CHECK: alloca [4 x float]
define void @escapes() {
  %k = alloca [4 x float], align 4
  call void @use(ptr %k)
  ret void
}
