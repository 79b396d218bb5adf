















SUBROUTINE_ENTRY_setup: f2i A, 0
iadd R0.x, R0.x, 1
iadd R0.y, R0.y, 3
iadd R0.z, R0.z, 5
iadd R0.w, R0.w, 7
store A.x, 0, R0
mov R1, 0
mov R1.z, 2
store A.x, 1, R1
mov R1.x, 1
store A.x, 3, R1
mov R1.xy, 0 || mov R1.zw, 2
mov R1.y, 1
store A.x, 5, R1
mov R1.x, 0.5
mov R1.z, 0.25
store A.x, 7, R1
mov R0, 0
mov R1, 0
mov R1.z, 1
jmp SUBROUTINE_ENTRY_s

SUBROUTINE_ENTRY_s: load I0, HIT_TRI, 0
mov A, I0
load I0, A.x, 0
load I1, A.y, 0
load I2, A.z, 0
load I3, A.w, 0
add R9.xyz, I1, -I0
add R8.xyz, I2, -I0
mad R2.xyz, R1, HIT.z, R0
mul R10.xyz, R9.zxy, R8.yzx
mad R12.xyz, R9.yzx, R8.zxy, -R10
dp3_rsq R15.w, R12, R12
mul R3.xyz, R12, S.w
dp3 R15.w, R3, R1 + jmp L37 and w (<0)
mov R3.xyz, -R3

L37: mov R4.xyz, 0 || mov R4.w, 0.5
mov R4.x, -0.200000003
mov R4.y, R4.w
add R7.xyz, R4, -R2
dp3_rsq R15.w, R7, R7
mul R7.xyz, R7, S.w
dp3_sat R5.w, R3, R7
mad_sat R5.w, 0.600000024, R5.w, 0.400000006
mul R0.xyz, I3, R5.w
return

SUBROUTINE_ENTRY_m: add R2.xy, R0, -0.5
mov R1.x, 2*R2.x
mov R1.y, -2*R2.y
mov R1.zw, 1
dp3_rsq R15.w, R1, R1
mul R1.xyz, R1, S.w
trace 0, R1, C31
mov R15.w, HIT.z + jmp L57 and w (>=0)
mov R0.xyz, 0 + return
L57: mov R0.xyz, 0
call HIT.w push 0
return

