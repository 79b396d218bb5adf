define void @k(ptr addrspace(1) %p) {
  %x = load i256, ptr addrspace(1) %p
  %y = mul i256 %x, %x
  store i256 %y, ptr addrspace(1) %p
  ret void
}
