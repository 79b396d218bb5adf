; The function driver's data memory and integer lanes: --set-mem fills cells
; before the run, --print-mem prints them after it, #N is an integer lane
; (a cell address here), --print-int prints lanes as integers.
; f(addr in R0.w): cell[addr+2] = cell[addr+1] + cell[addr]
; RUN: rpu-vm %s --call f --set R0=0,0,0,#5 --set-mem '5=1,2,3,4;10,20,30,40' --print-mem 5,3 --print-int R0 | FileCheck %s
; CHECK: mem[5] = 1 2 3 4
; CHECK-NEXT: mem[6] = 10 20 30 40
; CHECK-NEXT: mem[7] = 11 22 33 44
; CHECK-NEXT: R0 = 0 0 0 5
; RUN: rpu-vm %s --call f --set R0=#-1,0,0x10,#0x7 --print-int R0 --print-mem 9 | FileCheck --check-prefix=INT %s
; INT: R0 = -1 0 1098907648 7
; INT-NEXT: mem[9] = 0 0 0 0
; RUN: not rpu-vm %s --call f --set-mem 1024=1 2>&1 | FileCheck --check-prefix=PAST %s
; PAST: rpu-vm: error: --set-mem past the end of data memory (see --mem)
; RUN: not rpu-vm %s --call f --mem 8 --print-mem 6,3 2>&1 | FileCheck --check-prefix=PRINTPAST %s
; PRINTPAST: rpu-vm: error: --print-mem past the end of data memory
; RUN: not rpu-vm %s --call f --set-mem '3=1,x' 2>&1 | FileCheck --check-prefix=BAD %s
; BAD: rpu-vm: error: bad --set-mem '3=1,x' (expected ADDR=x,y,z,w[;x,y,z,w]...)
; RUN: not rpu-vm %s --call f --print-mem 3,0 2>&1 | FileCheck --check-prefix=BADPRINT %s
; BADPRINT: rpu-vm: error: bad --print-mem '3,0' (expected ADDR[,COUNT])
; RUN: not rpu-vm %s --call f --set R0=#zz 2>&1 | FileCheck --check-prefix=BADINT %s
; BADINT: rpu-vm: error: bad --set 'R0=#zz'
SUBROUTINE_ENTRY_f:
    mov A.x, R0.w
    load I0, A.x, 0
    load I1, A.x, 1
    add R1, I0, I1
    store A.x, 2, R1
    return
