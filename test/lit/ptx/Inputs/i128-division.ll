; i128 division (i128.ll's error case): PTX has no 128-bit divide.
define i128 @quotient(i128 %a, i128 %b) {
  %q = udiv i128 %a, %b
  ret i128 %q
}
