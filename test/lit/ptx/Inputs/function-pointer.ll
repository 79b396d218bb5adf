define void @k(ptr addrspace(1) %p) {
  store ptr @k, ptr addrspace(1) %p
  ret void
}
