; Matrices and other aggregates in data memory (rpucg.h, "Memory"): a
; pointer argument is a cell address in the next scalar lane (R0.w, R1.w,
; ... with the floats); 16 bytes to a cell, a matrix row per cell; a block
; loads each cell once; stores are gathered per cell, the lanes not written
; read back from memory first (a store writes a whole cell).
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call diagonal --set R0=0,0,0,#8 --set-mem '8=1,2,3,4;5,6,7,8;9,10,11,12;13,14,15,16' --print R0 | FileCheck --check-prefix=DIAG %s
; RUN: rpu-vm %t.s --call rows --set R0=0,0,0,#4 --set R1=0,0,0,#8 --set R2=0,0,0,10 --set-mem '4=-1,-1,-1,-1;-2,-2,-2,-2;-3,-3,-3,-3;-4,-4,-4,-4' --set-mem '8=1,2,3,4;5,6,7,8' --print-mem 4,4 | FileCheck --check-prefix=ROWS %s
; RUN: rpu-vm %t.s --call scaled --set R0=3,4,5,2 --set R1=0,0,0,#16 --set-mem '17=2,0,0,0' --print R0 | FileCheck --check-prefix=SCALED %s

; The diagonal's sum: three loads from one A lane, lanes read in place.
; CHECK-LABEL: SUBROUTINE_ENTRY_diagonal:
; CHECK-NEXT: mov A.[[A:[xyzw]]], R0.w
; CHECK-DAG: load I{{[0-3]}}, A.[[A]], 0
; CHECK-DAG: load I{{[0-3]}}, A.[[A]], 1
; CHECK-DAG: load I{{[0-3]}}, A.[[A]], 2
; CHECK-NOT: {{load|mov A}}
; CHECK: return
; DIAG: R0 = 0 0 0 18
define float @diagonal(ptr %m) {
  %a = load float, ptr %m
  %p5 = getelementptr inbounds [16 x float], ptr %m, i32 0, i32 5
  %b = load float, ptr %p5
  %p10 = getelementptr inbounds [16 x float], ptr %m, i32 0, i32 10
  %c = load float, ptr %p10
  %again = load float, ptr %p5
  %s = fadd float %a, %b
  %t = fadd float %s, %c
  %u = fmul float %again, 0.0
  %r = fadd float %t, %u
  ret float %r
}

; out (R0.w) = in's row 1 as row 1, x in lane 1 of row 2, zeros over lanes
; 3 of row 2 and 0 of row 3 (a memset across two cells); row 0 untouched.
; CHECK-LABEL: SUBROUTINE_ENTRY_rows:
; CHECK-DAG: mov A.[[IN:[xyzw]]], R1.w
; CHECK-DAG: mov A.[[OUT:[xyzw]]], R0.w
; CHECK: store A.[[OUT]], 1, I
; CHECK: load [[OLD2:I[0-3]]], A.[[OUT]], 2
; CHECK: store A.[[OUT]], 2,
; CHECK: load [[OLD3:I[0-3]]], A.[[OUT]], 3
; CHECK: store A.[[OUT]], 3,
; CHECK-NOT: store
; ROWS: mem[4] = -1 -1 -1 -1
; ROWS-NEXT: mem[5] = 5 6 7 8
; ROWS-NEXT: mem[6] = -3 10 -3 0
; ROWS-NEXT: mem[7] = 0 -4 -4 -4
define void @rows(ptr %out, ptr %in, float %x) {
  %r1 = getelementptr inbounds [16 x float], ptr %in, i32 0, i32 4
  %v = load <4 x float>, ptr %r1
  %o1 = getelementptr inbounds [16 x float], ptr %out, i32 0, i32 4
  store <4 x float> %v, ptr %o1
  %o2 = getelementptr inbounds [16 x float], ptr %out, i32 0, i32 9
  store float %x, ptr %o2
  %o3 = getelementptr inbounds [16 x float], ptr %out, i32 0, i32 11
  call void @llvm.memset.p0.i64(ptr %o3, i8 0, i64 8, i1 false)
  ret void
}
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; A pointer among the scalars: s in R0.w, m in R1.w; v in R0.xyz.  A whole
; <16 x float> load read lane by lane: lane 4 (row 1, x) scales v.
; CHECK-LABEL: SUBROUTINE_ENTRY_scaled:
; CHECK: mov A.[[M:[xyzw]]], R1.w
; CHECK-NEXT: load I{{[0-3]}}, A.[[M]], 1
; CHECK-NOT: load
; SCALED: R0 = 12 16 20 2
define <3 x float> @scaled(float %s, ptr %m, <3 x float> %v) {
  %all = load <16 x float>, ptr %m
  %k = extractelement <16 x float> %all, i32 4
  %ks = fmul float %k, %s
  %i = insertelement <3 x float> undef, float %ks, i32 0
  %sp = shufflevector <3 x float> %i, <3 x float> undef, <3 x i32> zeroinitializer
  %r = fmul <3 x float> %v, %sp
  ret <3 x float> %r
}
