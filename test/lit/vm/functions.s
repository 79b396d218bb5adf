; Several functions in one file (seed 000 section 5.4): entries, the .epts
; file, the first instruction as default entry, a call with push.
; RUN: rpu-as %s -o %t.rpo && FileCheck --check-prefix=EPTS %s < %t.epts
; RUN: rpu-vm %s --call f --print R0 --stats | FileCheck %s
; RUN: rpu-vm %s --call add --set R0=0,0,0,1.5 --set R1=0,0,0,2 --print R0 | FileCheck --check-prefix=ADD %s
; RUN: rpu-objdump %t.rpo -o %t.s && rpu-as %t.s -o %t2.rpo && cmp %t.rpo %t2.rpo
; EPTS: add 0
; EPTS-NEXT: f 2
; f() = add(5, 2) * 3 = 21, in 7 instructions.
; CHECK: R0 = 0 0 0 21
; CHECK: instructions: 7
; ADD: R0 = 0 0 0 3.5
SUBROUTINE_ENTRY_add:
    add R0.w, R0.w, R1.w
    return
SUBROUTINE_ENTRY_f:
    mov R0.w, 5.0
    mov R1.w, 2.0
    call SUBROUTINE_ENTRY_add push 0
    mul R0.w, R0.w, 3.0
    return
