; The light list in data memory (docs/rpu.md): C2.x is its address; a count
; cell, then per light (position, kind) and (color, 0).  The Cornell box has
; one point light; the list agrees with C0/C1.
; RUN: rpu-vm %s --call lights --scene builtin:cornell --print R0 --print C0 --print R1 --print C1 --print R2 | FileCheck %s
; CHECK: R0 = 1 0 0 0
; CHECK-NEXT: C0 = [[POS:[-0-9.e]+ [-0-9.e]+ [-0-9.e]+]] 0
; CHECK-NEXT: R1 = [[POS]] 0
; CHECK-NEXT: C1 = [[COLOR:[-0-9.e]+ [-0-9.e]+ [-0-9.e]+]] 0
; CHECK-NEXT: R2 = [[COLOR]] 0
; --light-at replaces the scene's lights (in camera space, intensity default
; 1.5): the list then holds those, the first in C0/C1.
; RUN: rpu-vm %s --call lights --scene builtin:cornell --light-at 1,2,3 --light-at 0,0,0,0.5 \
; RUN:   --print R0 --print C0 --print R1 --print C1 --print R2 | FileCheck --check-prefix=AT %s
; AT: R0 = 2 0 0 0
; AT-NEXT: C0 = 1 2 3 0
; AT-NEXT: R1 = 1 2 3 0
; AT-NEXT: C1 = 1.5 1.5 1.5 0
; AT-NEXT: R2 = 1.5 1.5 1.5 0
; RUN: rpu-as %s -o %t.rpo && rpu-objdump %t.rpo -o %t.s && rpu-as %t.s -o %t2.rpo && cmp %t.rpo %t2.rpo
SUBROUTINE_ENTRY_lights:
    mov A, C2
    load4 A.x, 0            ; count, light 0's two cells
    i2f R0.x, I0
    mov R1, I1              ; w: kind 0 = point, an integer 0
    mov R2, I2
    return
