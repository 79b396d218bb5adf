












SUBROUTINE_ENTRY_add: add R0.w, R0.w, R1.w
return

SUBROUTINE_ENTRY_f: mov R0.w, 5
mov R1.w, 2
call SUBROUTINE_ENTRY_add push 0
mul R0.w, R0.w, 3
return

