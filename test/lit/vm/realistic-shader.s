; The "more realistic" surface of seed 000 section 12.2, written by hand: it
; reads the hit triangle through HIT_TRI (docs/rpu.md scene layout), takes
; the geometric normal from the triangle's edges, turns it to the viewer and
; lights it from (-0.2, 0.5, 0): Ci = Cs * clamp(0.6 * clamp(N.L) + 0.4).
; The main shader m shoots the thesis's primary rays (as in depth-shader.s).
; Triangle A=(0,0,2) B=(1,0,2) C=(0,1,2): record at 0, vertices at 1, 3, 5,
; data (Cs = 0.5, 1, 0.25) at 7.  A ray from the origin along +z hits it at
; t = 2: P = (0,0,2), N = (0,0,-1) after turning, L = normalize(-0.2,0.5,-2),
; N.L = 2/sqrt(4.29) = 0.965609, i = 0.979366, Ci = (0.489683, 0.979366, 0.244841).
; Entry `setup` stores that scene, then jumps to s.
; RUN: rpu-vm %s --call setup --set HIT=0,0,2,0 --mem 16 --print R0 --print I3 --print A 2>&1 | FileCheck %s
; RUN: rpu-as %s -o %t.rpo && rpu-objdump %t.rpo -o %t.s && rpu-as %t.s -o %t2.rpo && cmp %t.rpo %t2.rpo
; CHECK: R0 = 0.48968{{[0-9]}} 0.97936{{[0-9]}} 0.24484{{[0-9]}} 0
; CHECK-NEXT: I3 = 0.5 1 0.25 2
; CHECK-NEXT: A = 1 3 5 7
SUBROUTINE_ENTRY_setup:             ; lays out the one-triangle scene
    f2i A, 0.0
    iadd R0.x, R0.x, 1                  ; record (1, 3, 5, 7) as integers
    iadd R0.y, R0.y, 3
    iadd R0.z, R0.z, 5
    iadd R0.w, R0.w, 7
    store A.x, 0, R0
    mov R1, 0.0
    mov R1.z, 2.0
    store A.x, 1, R1                    ; A
    mov R1.x, 1.0
    store A.x, 3, R1                    ; B
    mov R1.xy, 0.0 || mov R1.zw, 2.0
    mov R1.y, 1.0
    store A.x, 5, R1                    ; C
    mov R1.x, 0.5
    mov R1.z, 0.25
    store A.x, 7, R1                    ; Cs
    mov R0, 0.0
    mov R1, 0.0
    mov R1.z, 1.0
    jmp SUBROUTINE_ENTRY_s
SUBROUTINE_ENTRY_s:
    load I0, HIT_TRI, 0                 ; (addrA, addrB, addrC, addrTri)
    mov A, I0
    load I0, A.x, 0                     ; vertex A (x, y, z, s)
    load I1, A.y, 0
    load I2, A.z, 0
    load I3, A.w, 0                     ; Cs
    add R9.xyz, I1, -I0                 ; B - A
    add R8.xyz, I2, -I0                 ; C - A
    mad R2.xyz, R1, HIT.z, R0           ; P = orig + t * dir
    mul R10.xyz, R9.zxy, R8.yzx
    mad R12.xyz, R9.yzx, R8.zxy, -R10   ; Ng = (B - A) x (C - A)
    dp3_rsq R15.w, R12, R12
    mul R3.xyz, R12, S.w
    dp3 R15.w, R3, R1 + jmp facing, w (<0) ; already faces the eye
    mov R3.xyz, -R3
facing:
    mov R4.xyz, 0.0 || mov R4.w, 0.5
    mov R4.x, -0.2
    mov R4.y, R4.w
    add R7.xyz, R4, -R2                 ; towards the light
    dp3_rsq R15.w, R7, R7
    mul R7.xyz, R7, S.w
    dp3_sat R5.w, R3, R7                ; clamp(N . L, 0, 1)
    mad_sat R5.w, 0.6, R5.w, 0.4
    mul R0.xyz, I3, R5.w
    return
SUBROUTINE_ENTRY_m:
    add R2.xy, R0, -0.5
    mov R1.x, 2*R2.x
    mov R1.y, -2*R2.y
    mov R1.zw, 1.0
    dp3_rsq R15.w, R1, R1
    mul R1.xyz, R1, S.w
    trace 0.0, R1, C31
    mov R15.w, HIT.z + jmp hit, w (>=0)
    mov R0.xyz, 0.0 + return
hit: mov R0.xyz, 0.0
    call HIT.w push 0
    return
