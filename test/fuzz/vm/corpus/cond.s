SUBROUTINE_ENTRY_c:
    mov R15, R1 + jmp a and xyzw (=0 or !=0)
    mov R0, 1.0
a:  dp3h R0, R1.w, -R1 + call b push 8, w (<1)
    mov R0, R0 + return or xyzw (>=0 or <1)
b:  mov_rcp R15.w, R1.x
    add R0.xy, S.w, 2*1.5 || imul R0.zw, R0, 7
    return
    add R2.x, R2.x, -1*0
    mul R2.yzw, -2*nan, -1*-inf
