define float @k(float %x) {
entry:
  br label %next
next:
  %p = phi float [ %x, %entry ], [ 0.0, %entry ]
  ret float %p
}
