define void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p
  store float %undefined_value, ptr addrspace(1) %p
  ret void
}
