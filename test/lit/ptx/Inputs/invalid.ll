define i32 @k(i32 %x) {
entry:
  br label %next
next:
  %p = phi i32 [ %x, %entry ], [ 0, %entry ]
  ret i32 %p
}
