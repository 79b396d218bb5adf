define double @half_of(double %x) {
  %r = fdiv double %x, 2.0
  ret double %r
}
