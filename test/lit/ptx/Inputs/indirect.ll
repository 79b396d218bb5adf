define void @k(ptr addrspace(1) %p, ptr %f) {
  call void %f()
  ret void
}
