define float @on_argument(i1 %c) {
  br i1 %c, label %a, label %b
a:
  ret float 1.0
b:
  ret float 0.0
}
