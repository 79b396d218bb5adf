; A table of function addresses: the error names the global, without its
; initializer or the functions it names.
@table = addrspace(1) global [3 x ptr] [ptr @first, ptr @first, ptr @first]

define void @first(ptr addrspace(1) %p) {
  %f = load ptr, ptr addrspace(1) @table
  store ptr %f, ptr addrspace(1) %p
  ret void
}
