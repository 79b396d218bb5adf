; memory, integers, trace, calls through registers
    f2i A, R1
    iadd A.y, A.y, 3
    store A.y, 1, R1.wzyx
    load4 A.x, 2
    load I1, HIT_TRI, 0
    ishl R2.w, R2, 2
    ixor R2.z, R2, -1
    i2f R3, R2
    trace 0.0, R1.xyz, C31
    mov R4, HIT
    f2i R5.x, 12.0
    call R5.x push 2
    return
    dp2h_sat R6, I3, HIT.z + return
