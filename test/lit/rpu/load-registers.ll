; A load takes the next I register in turn whose value has no reads left
; (isel_memory.c, take_i): a triangle-like record whose last lane is read
; after three more loads and a branch stays in I0, read there, not copied
; to an R register first; the vertex cells' I1 goes to the next load.
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call record --set R0=0,0,0,#4 --set R1=0,0,0,1 --set-mem '4=#8,#9,#10,#11' --set-mem '8=1,0,0,0;0,10,0,0;0,0,100,0;1000,1000,1000,0' --print R0 | FileCheck --check-prefix=TWICE %s
; RUN: rpu-vm %t.s --call record --set R0=0,0,0,#4 --set R1=0,0,0,-1 --set-mem '4=#8,#9,#10,#11' --set-mem '8=1,0,0,0;0,10,0,0;0,0,100,0;1000,1000,1000,0' --print R0 | FileCheck --check-prefix=ONCE %s

; CHECK-LABEL: SUBROUTINE_ENTRY_record:
; CHECK: load I0, A.x, 0
; CHECK-NOT: mov R{{[0-9]+}}{{.*}}, I0
; CHECK: load I1, A.y, 1
; CHECK: mov A.{{[xyzw]}}, I0.w

; cells 8-11 read as x + y + z + f*(cell 9) + cell 11, f = 2 or 1
; TWICE: R0 = 1001 1030 1100
; ONCE: R0 = 1001 1020 1100

declare <4 x float> @rpu.load(i32)

define <3 x float> @record(i32 %p, float %k) {
entry:
  %rec = call <4 x float> @rpu.load(i32 %p)
  %r = bitcast <4 x float> %rec to <4 x i32>
  %a0 = extractelement <4 x i32> %r, i64 0
  %a1 = extractelement <4 x i32> %r, i64 1
  %a2 = extractelement <4 x i32> %r, i64 2
  %a3 = extractelement <4 x i32> %r, i64 3
  %x = call <4 x float> @rpu.load(i32 %a0)
  %y = call <4 x float> @rpu.load(i32 %a1)
  %z = call <4 x float> @rpu.load(i32 %a2)
  %s1 = fadd <4 x float> %x, %y
  %s = fadd <4 x float> %s1, %z
  %c = fcmp ogt float %k, 0.0
  br i1 %c, label %twice, label %join
twice:
  br label %join
join:
  %f = phi float [ 2.0, %twice ], [ 1.0, %entry ]
  %a01 = add i32 %a0, 1
  %q = call <4 x float> @rpu.load(i32 %a01)
  %fv = insertelement <4 x float> poison, float %f, i64 0
  %fs = shufflevector <4 x float> %fv, <4 x float> poison, <4 x i32> zeroinitializer
  %qf = fmul <4 x float> %q, %fs
  %w = call <4 x float> @rpu.load(i32 %a3)
  %t1 = fadd <4 x float> %s, %qf
  %t = fadd <4 x float> %t1, %w
  %t3 = shufflevector <4 x float> %t, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  ret <3 x float> %t3
}
