; Reduced from the llvm-stress sweep (utils/stress-sweep.py, issue 19).
; An extractelement or insertelement at a constant lane past the end is
; poison (LangRef): instruction selection indexed its swizzles by the lane
; (UBSan: index 7 out of bounds for 'uint8_t[4]'), and an insert at lane 9
; wrote no lane ((uint8_t)(1 << 9)); now they are poison before the
; lowering, and poison reads 0.  Lanes in range are untouched.
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-as %t.s -o %t.rpo
; RUN: rpu-vm %t.s --call in_range --set R0=1,2,3,9 --print R0 | FileCheck --check-prefix=IN %s

; CHECK-LABEL: SUBROUTINE_ENTRY_extract_past_end:
; CHECK-NEXT: mov R0.w, 0 + return
define float @extract_past_end(<3 x float> %v) {
  %e = extractelement <3 x float> %v, i32 7
  ret float %e
}

; CHECK-LABEL: SUBROUTINE_ENTRY_insert_past_end:
; CHECK-NEXT: mov R0.xyz, 0 + return
define <3 x float> @insert_past_end(<3 x float> %v) {
  %e = extractelement <3 x float> %v, i64 -1
  %i = insertelement <3 x float> %v, float %e, i64 9
  ret <3 x float> %i
}

; IN: R0 = 1 9 3 9
define <3 x float> @in_range(<3 x float> %v, float %x) {
  %i = insertelement <3 x float> %v, float %x, i32 1
  ret <3 x float> %i
}
