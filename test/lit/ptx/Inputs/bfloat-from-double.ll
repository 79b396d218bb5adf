; Rounding a double to bfloat (half-bfloat.ll's error case).
define bfloat @narrow(double %x) {
  %b = fptrunc double %x to bfloat
  ret bfloat %b
}
