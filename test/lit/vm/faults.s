; Faults end the thread with a message naming the instruction and its
; source line, and a non-zero exit; the host survives.
; RUN: not rpu-vm %s --call oob 2>&1 | FileCheck --check-prefix=OOB %s
; RUN: not rpu-vm %s --call badcall 2>&1 | FileCheck --check-prefix=BADCALL %s
; RUN: not rpu-vm %s --call rec --max-depth 10 2>&1 | FileCheck --check-prefix=REC %s
; RUN: not rpu-vm %s --call spin --max-steps 1000 2>&1 | FileCheck --check-prefix=SPIN %s
; RUN: not rpu-vm %s --call offend 2>&1 | FileCheck --check-prefix=OFFEND %s
; RUN: not rpu-vm %s --call pick --chunk --set R1=1 --set 2:R1=-1 --print R0 > %t.out 2> %t.err
; RUN: FileCheck --check-prefix=CHUNK-ERR %s < %t.err
; RUN: FileCheck --check-prefix=CHUNK-OUT %s < %t.out
; The same from the object file: lines come from its line table.
; RUN: rpu-as %s -o %t.rpo && rpu-objdump %t.rpo -o %t.s && rpu-as %t.s -o %t2.rpo && cmp %t.rpo %t2.rpo
; RUN: not rpu-vm %t.rpo --call oob 2>&1 | FileCheck --check-prefix=OOB-RPO %s
SUBROUTINE_ENTRY_oob:
    f2i A.x, 5000.0
; OOB: faults.s:[[@LINE+2]]: error: fault at address 1 'load I0, A.x, 3': data address 5003 out of range [0, 1024)
; OOB-RPO: .rpo:[[@LINE+1]]: error: fault at address 1 'load I0, A.x, 3': data address 5003
    load I0, A.x, 3
    return
SUBROUTINE_ENTRY_badcall:
    f2i R1.x, 777.0
; BADCALL: faults.s:[[@LINE+1]]: error: fault at address 4 'call R1.x push 0': bad call target 777
    call R1.x push 0
    return
SUBROUTINE_ENTRY_rec:
    mov R0, R0
; REC: faults.s:[[@LINE+1]]: error: fault at address 7 'call SUBROUTINE_ENTRY_rec push 1': call stack overflow: depth above 10
    call SUBROUTINE_ENTRY_rec push 1
    return
SUBROUTINE_ENTRY_spin:
; SPIN: faults.s:[[@LINE+1]]: error: fault at address 9 'add R0, R0, 1': instruction budget of 1000 steps exceeded
    add R0, R0, 1.0
    jmp SUBROUTINE_ENTRY_spin
SUBROUTINE_ENTRY_pick:
    mov R15, R1 + jmp SUBROUTINE_ENTRY_oob, x (<0)
    mov R0, 1.0 + return
; CHUNK-ERR: thread 2: {{.*}}faults.s:[[#@LINE-19]]: error: fault at address 1 'load I0, A.x, 3'
; CHUNK-OUT: thread 0: R0 = 1 1 1 1
; CHUNK-OUT-NEXT: thread 1: R0 = 1 1 1 1
; CHUNK-OUT-NEXT: thread 3: R0 = 1 1 1 1
SUBROUTINE_ENTRY_offend:
; OFFEND: faults.s:[[@LINE+1]]: error: fault at address 13 'mov R0, R1': control went past the end of the code (to address 14)
    mov R0, R1
