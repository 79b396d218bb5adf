; The depth-shaded bunny of seed 000 section 12.1, written by hand.
; Surface s: P = orig + t*dir, dist = |P - E| with E = 0, g = 1.8 - dist,
; Ci = (1-g, g, 1-g).  Ray from the origin along +z hitting at t = 1.5:
; dist 1.5, g 0.3, Ci (0.7, 0.3, 0.7).
; RUN: rpu-vm %s --call s --set R0=0,0,0,0 --set R1=0,0,1,0 --set HIT=0,0,1.5,0 --print R0 | FileCheck --check-prefix=SURF %s
; A ray along (0,0.6,0.8) hitting at t = 1: dist 1, g 0.8.
; RUN: rpu-vm %s --call s --set R0=0,0,0,0 --set R1=0,0.6,0.8,0 --set HIT=0,0,1,0 --print R0 | FileCheck --check-prefix=SURF2 %s
; Main m with no scene: every ray misses and the color is black.
; RUN: rpu-vm %s --call m --set R0=0.5,0.5,0,0 --print R0 --print R1 | FileCheck --check-prefix=MISS %s
; RUN: rpu-as %s -o %t.rpo && rpu-objdump %t.rpo -o %t.s && rpu-as %t.s -o %t2.rpo && cmp %t.rpo %t2.rpo
; SURF: R0 = 0.7 0.3 0.7 0
; SURF2: R0 = 0.2 0.8 0.2 0
; The centre pixel looks straight down +z: dir = (0, 0, 1).
; MISS: R0 = 0 0 0 0
; MISS: R1 = 0 -0 1 1
SUBROUTINE_ENTRY_m:
    add R2.xy, R0, -0.5            ; P - (0.5, 0.5)
    mov R1.x, 2*R2.x               ; dir0 + (P - s) * (2, -2, 0)
    mov R1.y, -2*R2.y
    mov R1.zw, 1.0
    dp3_rsq R15.w, R1, R1          ; S.w = 1 / |dir|
    mul R1.xyz, R1, S.w
    trace 0.0, R1, C31
    mov R15.w, HIT.z + jmp hit, w (>=0)
    mov R0.xyz, 0.0 + return       ; a miss is black
hit: mov R0.xyz, 0.0               ; the surface gets origin R0, direction R1
    call HIT.w push 0
    return
SUBROUTINE_ENTRY_s:
    mad R2.xyz, R1, HIT.z, R0      ; P
    dp3_rsq R15.w, R2, R2          ; S.w = 1 / distance(P, E)
    mov_rcp R15.w, S.w             ; S.w = distance
    add R0.y, 1.8, -S.w            ; g
    add R0.xz, 1.0, -R0.y          ; rb
    return
