; Arithmetic kernel for bench/vm.sh: R1.x iterations of a normalize, a
; clamped dot product and a multiply-add, 5 instructions per iteration.
SUBROUTINE_ENTRY_kernel:
    mov R2.xyz, 1.0 || mov R2.w, 0.0
    mov R5.xyz, 0.5
loop:
    dp3_rsq R15.w, R2, R2
    mul R3.xyz, R2, S.w
    dp3_sat R4.w, R3, R5
    mad R2.xyz, R3, R4.w, R2
    add R1.x, R1.x, -1.0 + jmp loop, x (>=1)
    mov R0, R2 + return
