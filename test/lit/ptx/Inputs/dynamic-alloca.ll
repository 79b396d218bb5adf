define void @k(ptr addrspace(1) %p, i32 %n) {
  %a = alloca float, i32 %n
  store float 1.0, ptr %a
  ret void
}
