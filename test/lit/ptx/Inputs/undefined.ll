declare float @rsl_mystery(float)
define void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p
  %y = call float @rsl_mystery(float %x)
  store float %y, ptr addrspace(1) %p
  ret void
}
