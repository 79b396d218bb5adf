; Initial data (`.data OFFSET` / `.cell x,y,z,w`, lanes float literals or #N
; integers): the drivers put the program's data area after the memory they
; set up, its address in C3.x.  counter() adds 1 to the integer in cell 2's
; w lane (storing the cell) and returns cell 0.
; RUN: rpu-vm %s --call counter --print R0 --print-int C3 --print-mem 1024,4 | FileCheck %s
; CHECK: R0 = 1.5 -2 0.25 0
; CHECK-NEXT: C3 = 1024 0 0 0
; CHECK-NEXT: mem[1024] = 1.5 -2 0.25 0
; CHECK-NEXT: mem[1025] = 0 0 0 0
; CHECK-NEXT: mem[1026] = 0 0 0 5.60519e-45
; CHECK-NEXT: mem[1027] = 3 0 0 0
; RUN: rpu-vm %s --call counter --mem 10 --print-int C3 --print-int R1 | FileCheck --check-prefix=AFTER %s
; AFTER: C3 = 10 0 0 0
; AFTER-NEXT: R1 = 0 0 0 4
; Chunk mode: four copies of the area, one per thread (C3.x four cells
; apart), so each thread counts in its own copy, as if run alone.
; RUN: rpu-vm %s --call counter --mem 10 --chunk --print-int C3 --print-int R1 --print-mem 16,1 | FileCheck --check-prefix=CHUNK %s
; CHUNK: thread 0: C3 = 10 0 0 0
; CHUNK-NEXT: thread 0: R1 = 0 0 0 4
; CHUNK-NEXT: thread 0: mem[16] = 0 0 0 5.60519e-45
; CHUNK-NEXT: thread 1: C3 = 14 0 0 0
; CHUNK-NEXT: thread 1: R1 = 0 0 0 4
; CHUNK: thread 3: C3 = 22 0 0 0
; CHUNK-NEXT: thread 3: R1 = 0 0 0 4
; With a scene, after the scene and its --mem free cells.
; RUN: rpu-vm %s --call counter --scene builtin:cornell --surface counter --mem 7 --print-int C3 --print R0 | FileCheck --check-prefix=SCENE %s
; SCENE: C3 = {{[1-9][0-9]+}} 0 0 0
; SCENE-NEXT: R0 = 1.5 -2 0.25 0
; Round trip: objdump prints the data back, the bytes are the same.
; RUN: rpu-as %s -o %t.rpo && rpu-objdump %t.rpo -o %t.s && rpu-as %t.s -o %t2.rpo && cmp %t.rpo %t2.rpo
; RUN: FileCheck --check-prefix=DUMP %s < %t.s
; DUMP: .data 0
; DUMP-NEXT: .cell 1.5, -2, 0.25, 0
; DUMP-NEXT: .data 2
; DUMP-NEXT: .cell 0, 0, 0, #3
; DUMP-NEXT: .cell 3, 0, 0, 0
; Diagnostics.
; RUN: not rpu-as %S/Inputs/bad-data.s -o %t3.rpo 2>&1 | FileCheck --check-prefix=BAD %s
; BAD: bad-data.s:1:1: error: unknown directive '.bss' (expected .data, .cell or .line)
; BAD: bad-data.s:2:8: error: data offset must be an integer in [0, 16777215]
; BAD: bad-data.s:5:1: error: data cell 0 defined twice
; BAD: bad-data.s:6:11: error: integer lane must be an integer in [-2147483648, 4294967295]
; BAD: bad-data.s:7:14: error: unexpected ','
; BAD: bad-data.s:8:7: error: malformed number
SUBROUTINE_ENTRY_counter:
    mov A.x, C3.x
    load I0, A.x, 2
    iadd R1.w, I0.w, 1
    store A.x, 2, R1
    load I1, A.x, 0
    mov R0, I1 + return
.data 2
.cell 0, 0, 0, #3
.cell 3
.data 0
.cell 1.5, -2, 0x1p-2, 0
