define float @modifier(float %x) {
  %r = call float asm "rcp.approx.ftz.f32 $0,${1:x};", "=f,f"(float %x)
  ret float %r
}
