









SUBROUTINE_ENTRY_cross: mul R0.xyz, R1.yzx, R2.zxy
mad R0.xyz, -R1.zxy, R2.yzx, R0 + return

