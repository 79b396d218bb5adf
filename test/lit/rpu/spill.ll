; Spilling (rpucg.h, "Spilling"): a function with more values live at once
; than R0-R14 hold keeps some of them in its spill area, cells of the data
; area after the module's globals (through C3.x): a store after each
; definition, a load into an I register before each use.  A function that
; fits spills nothing.
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call sum16 --set R0=1,2,-1,4 --print R0 --mem 16 --print-mem 16,1 | FileCheck --check-prefix=SUM %s
; RUN: rpu-vm %t.s --call fits --set R0=1,2,3,0 --print R0 | FileCheck --check-prefix=FITS %s
; Chunk mode: each thread has its own copy of the data area, so its spill
; cells too (vm/README.md, "Per-thread data areas").
; RUN: rpu-vm %t.s --call sum16 --chunk --set 0:R0=1,2,-1,4 --set 1:R0=2,1,1,0 --set 2:R0=1,2,-1,4 --set 3:R0=2,1,1,0 --print R0 | FileCheck --check-prefix=CHUNK %s
; CHUNK: thread 0: R0 = 1004 1.67782e+07 1005
; CHUNK: thread 1: R0 = 1256 1256 1001
; CHUNK: thread 2: R0 = 1004 1.67782e+07 1005
; CHUNK: thread 3: R0 = 1256 1256 1001

@bias = internal global float 1000.0

; Sixteen triples and the product live at once: 17 vectors for 15 registers.
; The global takes data cell 0, so the spill cells come after it.
; CHECK-LABEL: SUBROUTINE_ENTRY_sum16:
; CHECK: mov A.[[S:[xyzw]]], C3.x
; CHECK: store A.[[S]], {{[1-9][0-9]*}}, R{{[0-9]+}}.xyz
; CHECK: load I{{[0-3]}}, A.{{[xyzw]}}, {{[1-9][0-9]*}}
; CHECK: return
; the product over k of a * (2^(k-8), -2^(8-k), 1), a = (1, 2, -1): (2^-8, 2^24, 1),
; each plus the global's 1000 and the scalar w (4)
; SUM: R0 = 1004 1.67782e+07 1005 {{.*}}
; the global's cell is not overwritten by the spills (the area follows the --mem cells)
; SUM: mem[16] = 1000 0 0 0
define <3 x float> @sum16(<3 x float> %a, float %w) {
  %v0 = fmul <3 x float> %a, <float 0.00390625, float -256.0, float 1.0>
  %v1 = fmul <3 x float> %a, <float 0.0078125, float -128.0, float 1.0>
  %v2 = fmul <3 x float> %a, <float 0.015625, float -64.0, float 1.0>
  %v3 = fmul <3 x float> %a, <float 0.03125, float -32.0, float 1.0>
  %v4 = fmul <3 x float> %a, <float 0.0625, float -16.0, float 1.0>
  %v5 = fmul <3 x float> %a, <float 0.125, float -8.0, float 1.0>
  %v6 = fmul <3 x float> %a, <float 0.25, float -4.0, float 1.0>
  %v7 = fmul <3 x float> %a, <float 0.5, float -2.0, float 1.0>
  %v8 = fmul <3 x float> %a, <float 1.0, float -1.0, float 1.0>
  %v9 = fmul <3 x float> %a, <float 2.0, float -0.5, float 1.0>
  %v10 = fmul <3 x float> %a, <float 4.0, float -0.25, float 1.0>
  %v11 = fmul <3 x float> %a, <float 8.0, float -0.125, float 1.0>
  %v12 = fmul <3 x float> %a, <float 16.0, float -0.0625, float 1.0>
  %v13 = fmul <3 x float> %a, <float 32.0, float -0.03125, float 1.0>
  %v14 = fmul <3 x float> %a, <float 64.0, float -0.015625, float 1.0>
  %v15 = fmul <3 x float> %a, <float 128.0, float -0.0078125, float 1.0>
  %s0 = fmul <3 x float> %v0, %v15
  %s1 = fmul <3 x float> %s0, %v14
  %s2 = fmul <3 x float> %s1, %v13
  %s3 = fmul <3 x float> %s2, %v12
  %s4 = fmul <3 x float> %s3, %v11
  %s5 = fmul <3 x float> %s4, %v10
  %s6 = fmul <3 x float> %s5, %v9
  %s7 = fmul <3 x float> %s6, %v8
  %s8 = fmul <3 x float> %s7, %v7
  %s9 = fmul <3 x float> %s8, %v6
  %s10 = fmul <3 x float> %s9, %v5
  %s11 = fmul <3 x float> %s10, %v4
  %s12 = fmul <3 x float> %s11, %v3
  %s13 = fmul <3 x float> %s12, %v2
  %s14 = fmul <3 x float> %s13, %v1
  %g = load float, ptr @bias
  %gw = fadd float %g, %w
  %gi = insertelement <3 x float> undef, float %gw, i32 0
  %gv = shufflevector <3 x float> %gi, <3 x float> undef, <3 x i32> zeroinitializer
  %r = fadd <3 x float> %s14, %gv
  ret <3 x float> %r
}

; No spill where the registers suffice.
; CHECK-LABEL: SUBROUTINE_ENTRY_fits:
; CHECK-NOT: store
; CHECK-NOT: load
; CHECK: return
; FITS: R0 = 2 4 6 0
define <3 x float> @fits(<3 x float> %a) {
  %b = fadd <3 x float> %a, %a
  ret <3 x float> %b
}

; The spill area: zeroed cells after the global's.
; CHECK: .data 0
; CHECK-NEXT: .cell #1148846080, #0, #0, #0
; CHECK: ; spill areas
; CHECK-NEXT: .data 1
; CHECK-NEXT: .cell #0, #0, #0, #0
