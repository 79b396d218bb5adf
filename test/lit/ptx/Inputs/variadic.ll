define i32 @sum(i32 %n, ...) {
  ret i32 %n
}
define void @k(ptr addrspace(1) %p) {
  %r = call i32 (i32, ...) @sum(i32 1, i32 2)
  store i32 %r, ptr addrspace(1) %p
  ret void
}
