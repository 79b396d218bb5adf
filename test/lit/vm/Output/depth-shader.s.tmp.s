















SUBROUTINE_ENTRY_m: add R2.xy, R0, -0.5
mov R1.x, 2*R2.x
mov R1.y, -2*R2.y
mov R1.zw, 1
dp3_rsq R15.w, R1, R1
mul R1.xyz, R1, S.w
trace 0, R1, C31
mov R15.w, HIT.z + jmp L9 and w (>=0)
mov R0.xyz, 0 + return
L9: mov R0.xyz, 0
call HIT.w push 0
return

SUBROUTINE_ENTRY_s: mad R2.xyz, R1, HIT.z, R0
dp3_rsq R15.w, R2, R2
mov_rcp R15.w, S.w
add R0.y, 1.79999995, -S.w
add R0.xz, 1, -R0.y
return

