define void @k(ptr addrspace(1) %p) {
  %x = load i128, ptr addrspace(1) %p
  %y = mul i128 %x, %x
  store i128 %y, ptr addrspace(1) %p
  ret void
}
