; Every assembler diagnostic, each at its line and column, all in one run.
; RUN: not rpu-as %s -o %t.rpo 2>&1 | FileCheck %s
; CHECK: diagnostics.s:[[@LINE+1]]:5: error: unknown opcode 'movv'
    movv R0, R1
; CHECK: diagnostics.s:[[@LINE+1]]:9: error: unknown register 'R16'
    mov R16, R1
; CHECK: diagnostics.s:[[@LINE+1]]:13: error: unknown register 'X3'
    mov R0, X3
; CHECK: diagnostics.s:[[@LINE+1]]:9: error: bad write mask 'xx'
    mov R0.xx, R1
; CHECK: diagnostics.s:[[@LINE+1]]:9: error: bad write mask 'zx'
    mov R0.zx, R1
; CHECK: diagnostics.s:[[@LINE+1]]:13: error: bad swizzle 'xyzwx'
    mov R0, R1.xyzwx
; CHECK: diagnostics.s:[[@LINE+1]]:13: error: bad swizzle 'q'
    mov R0, R1.q
; CHECK: diagnostics.s:[[@LINE+1]]:17: error: two stack registers (S0-S7) read by one instruction
    add R0, S0, S1
; CHECK: diagnostics.s:[[@LINE+1]]:13: error: source scale must be +-0.5, 1, 2 or 4
    mov R0, 3*R1
; CHECK: diagnostics.s:[[@LINE+1]]:13: error: source scale must be +-0.5, 1, 2 or 4
    mov R0, -8*R1
dup: mov R0, R1
; CHECK: diagnostics.s:[[@LINE+1]]:1: error: duplicate label 'dup'
dup: return
; CHECK: diagnostics.s:[[@LINE+1]]:24: error: co-issued instructions must split the lanes xyz+w or xy+zw
    add R0.xyz, R1, R2 || mul R0.zw, R1, R2
; CHECK: diagnostics.s:[[@LINE+1]]:18: error: co-issued instructions must split the lanes xyz+w or xy+zw
    mov R0.x, R1 || mov R1.yzw, R1
; CHECK: diagnostics.s:[[@LINE+1]]:9: error: register 'C0' is read-only
    mov C0, R1
; CHECK: diagnostics.s:[[@LINE+1]]:9: error: register 'I0' is read-only
    mov I0, R1
; CHECK: diagnostics.s:[[@LINE+1]]:9: error: register 'HIT' is read-only
    mov HIT.x, R1
; CHECK: diagnostics.s:[[@LINE+1]]:9: error: register 'HIT_TRI' is read-only
    mov HIT_TRI, R1
; CHECK: diagnostics.s:[[@LINE+1]]:9: error: register 'HIT_OBJ' is read-only
    mov HIT_OBJ, R1
; CHECK: diagnostics.s:[[@LINE+1]]:9: error: register 'S' is read-only
    mov S.x, R1
; CHECK: diagnostics.s:[[@LINE+1]]:5: error: unknown modifier '_foo'
    mov_foo R0, R1
; CHECK: diagnostics.s:[[@LINE+1]]:5: error: conflicting modifiers in 'mov_rcp_rsq'
    mov_rcp_rsq R0, R1
; CHECK: diagnostics.s:[[@LINE+1]]:5: error: 'iadd' takes no modifiers
    iadd_sat R0, R1, R2
; CHECK: diagnostics.s:[[@LINE+1]]:14: error: integer operands take no scale or negation
    iadd R0, 2*R1, R2
; CHECK: diagnostics.s:[[@LINE+1]]:18: error: integer operand expected
    iadd R0, R1, 1.5
; CHECK: diagnostics.s:[[@LINE+1]]:10: error: load destination must be I0-I3
    load R0, A.x, 0
; CHECK: diagnostics.s:[[@LINE+1]]:14: error: address register expected (A.x-A.w, A0-A3 or HIT_TRI)
    load I0, R1.x, 0
; CHECK: diagnostics.s:[[@LINE+1]]:10: error: call through a register needs one lane, as in R3.x
    call R1 push 0
; CHECK: diagnostics.s:[[@LINE+1]]:17: error: push count must be an integer in [0, 8]
    call L push 9
; CHECK: diagnostics.s:[[@LINE+1]]:31: error: condition test expected (<0 >=0 <1 >=1 =0 !=0)
    mov R0, R1 + jmp L, xyzw (<2)
; CHECK: diagnostics.s:[[@LINE+1]]:25: error: condition lane mask expected, as in xyzw
    mov R0, R1 + jmp L, xyq (<0)
; CHECK: diagnostics.s:[[@LINE+1]]:23: error: control can only be paired with an arithmetic instruction
    load I0, A.x, 0 + jmp L
; CHECK: diagnostics.s:[[@LINE+1]]:16: error: unexpected 'extra'
    mov R0, R1 extra
; CHECK: diagnostics.s:[[@LINE+1]]:28: error: only the second co-issued instruction can carry control
    mov R0.xyz, R1 + jmp L || mov R0.w, R1
; CHECK: diagnostics.s:[[@LINE+1]]:21: error: only arithmetic instructions can be co-issued
    load I0, A.x, 0 || mov R0.w, R1
; CHECK: diagnostics.s:[[@LINE+1]]:13: error: malformed number
    mov R0, 1.2.3
; CHECK: diagnostics.s:[[@LINE+1]]:16: error: unexpected character '@'
    mov R0, R1 @
; CHECK: diagnostics.s:[[@LINE+1]]:11: error: expected ',', found end of line
    mov R0
; CHECK: diagnostics.s:[[@LINE+1]]:9: error: jmp takes a label, not a register
    jmp R1.x
; CHECK: diagnostics.s:[[@LINE+1]]:9: error: A0 names one lane and takes no write mask
    mov A0.x, R1
; CHECK: diagnostics.s:[[@LINE+1]]:5: error: instruction expected, found '('
    ( mov R0, R1
L: return
; Labels are resolved at the end, so this comes last.
; CHECK: diagnostics.s:[[@LINE+1]]:9: error: undefined label 'nowhere'
    jmp nowhere
; CHECK-NOT: error
