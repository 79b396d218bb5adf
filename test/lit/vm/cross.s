; The cross product in two instructions (seed 000 section 2.4), run by the
; function driver: (1,2,3) x (4,5,6) = (2*6-3*5, 3*4-1*6, 1*5-2*4); w untouched.
; RUN: rpu-vm %s --call cross --set R1=1,2,3,0 --set R2=4,5,6,0 --print R0 | FileCheck %s
; RUN: rpu-vm %s --call cross --set R1=1,2,3,0 --set R2=4,5,6,0 --print R0 --chunk | FileCheck --check-prefix=CHUNK %s
; RUN: rpu-as %s -o %t.rpo && rpu-objdump %t.rpo -o %t.s && rpu-as %t.s -o %t2.rpo && cmp %t.rpo %t2.rpo
; RUN: rpu-vm %t.rpo --call cross --set R1=0,0,1,0 --set R2=1,0,0,0 --print R0 | FileCheck --check-prefix=RPO %s
; CHECK: R0 = -3 6 -3 0
; CHUNK-COUNT-4: R0 = -3 6 -3 0
; RPO: R0 = 0 1 0 0
SUBROUTINE_ENTRY_cross:
    mul R0.xyz, R1.yzx, R2.zxy
    mad R0.xyz, -R1.zxy, R2.yzx, R0 + return
