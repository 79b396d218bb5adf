; The 32-bit triple with no data layout (address-size-32.ll).
target triple = "nvptx-nvidia-cuda"
define void @k(ptr %p) {
  store float 2.0, ptr %p
  ret void
}
