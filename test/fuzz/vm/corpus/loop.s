; counts R1.x down, calls a helper on the way
SUBROUTINE_ENTRY_main:
L: add R1.x, R1.x, -1.0 + jmp L, x (>=0)
    mov S0, R1
    call SUBROUTINE_ENTRY_h push 1
    mad_sat R0.xyz, S0.zyx, 0.5*R2, -R3 || dp3_rsq R0.w, R1, R1
    return
SUBROUTINE_ENTRY_h:
    frac R2, -4*R1.yx + return or xy (<0 or >=1)
    dp4 R3, R2, S.w
    return
