; Module globals in data memory (rpucg.h, "Memory"; vm/README.md, data): each
; global at the next whole cell of the data area, in module order, its
; initial value as .data/.cell lines; code reaches the area through C3.x,
; the address the driver gives it (after the --mem cells).
; RUN: llc-rpu %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: rpu-vm %t.s --call next --mem 16 --print-int R0 --print-mem 16,3 | FileCheck --check-prefix=NEXT %s
; RUN: rpu-vm %t.s --call last --print R0 | FileCheck --check-prefix=LAST %s
; RUN: rpu-as %t.s -o %t.rpo && rpu-objdump %t.rpo | FileCheck --check-prefix=DUMP %s

@counter = internal global i32 41
@table = internal global [6 x float] [float 1.0, float 2.0, float 3.0, float 4.0, float 5.5, float 6.5]
@unused = internal global float 9.0

; The counter's cell is read once, its lane 0 replaced, the cell stored.
; CHECK-LABEL: SUBROUTINE_ENTRY_next:
; CHECK: mov A.[[D:[xyzw]]], C3.x
; CHECK: load I{{[0-3]}}, A.[[D]], 0
; CHECK-NOT: load
; CHECK: store A.[[D]], 0,
; CHECK: return
; NEXT: R0 = 0 0 0 42
; NEXT-NEXT: mem[16] = 5.88545e-44 0 0 0
; NEXT-NEXT: mem[17] = 1 2 3 4
; NEXT-NEXT: mem[18] = 5.5 6.5 0 0
define i32 @next() {
  %c = load i32, ptr @counter
  %n = add i32 %c, 1
  store i32 %n, ptr @counter
  ret i32 %n
}

; table[5]: cell 1 of the table (data cell 2), lane y.
; CHECK-LABEL: SUBROUTINE_ENTRY_last:
; CHECK: mov A.[[E:[xyzw]]], C3.x
; CHECK: load [[I:I[0-3]]], A.[[E]], 2
; CHECK: mov R0.w, [[I]].y
; LAST: R0 = 0 0 0 6.5
define float @last() {
  %p = getelementptr inbounds [6 x float], ptr @table, i32 0, i32 5
  %t = load float, ptr %p
  ret float %t
}

; CHECK: ; @counter
; CHECK-NEXT: .data 0
; CHECK-NEXT: .cell #41, #0, #0, #0
; CHECK-NEXT: ; @table
; CHECK-NEXT: .data 1
; CHECK-NEXT: .cell #1065353216, #1073741824, #1077936128, #1082130432
; CHECK-NEXT: .cell #1085276160, #1087373312, #0, #0
; CHECK-NOT: .cell
; DUMP: .data 0
; DUMP-NEXT: .cell #41, 0, 0, 0
; DUMP-NEXT: .cell 1, 2, 3, 4
; DUMP-NEXT: .cell 5.5, 6.5, 0, 0
