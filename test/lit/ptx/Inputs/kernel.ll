define void @scale(ptr addrspace(1) %p, float %k) {
  %v = load float, ptr addrspace(1) %p
  %w = fmul float %v, %k
  store float %w, ptr addrspace(1) %p
  ret void
}
