define i32 @lane(<2 x i32> %v) {
  %x = extractelement <2 x i32> %v, i32 1
  ret i32 %x
}
