; A module calling no derivative marker: the pass leaves it as it is.
%struct.rsl_globals = type { <3 x float>, float }

define float @f(ptr %g, float %x) {
  %p = getelementptr %struct.rsl_globals, ptr %g, i32 0, i32 1
  %u = load float, ptr %p
  %y = fmul float %u, %x
  ret float %y
}
