#!/bin/bash
# usage: render_on_gpu.sh BINDIR SRCDIR SHAREDDIR OUTDIR
# rsl-render --backend=ptx (the surface shader's kernel on the GPU over the
# host's G-buffer) against --backend=jit, from the same arguments: the
# Stanford bunny (res2; builtin:cornell where ../shared is absent), 128x128,
# lit by the scene's light, with examples/stripes.sl (and the corpus's
# plastic where ../shared is there).  The images must agree to PSNR >= 40 dB
# (the GPU's .approx transcendentals and fused multiply-adds move the last
# bits, no more), and a light elsewhere must not.  Exit status 77 (skipped)
# when there is no CUDA device.
set -u
bin=$1 src=$2 shared=$3 out=$4
mkdir -p "$out" || exit 1
scene=builtin:cornell shaders=("$src/examples/stripes.sl")
if [ -r "$shared/data/bunny/bun_zipper_res2.ply" ]; then
  scene=$shared/data/bunny/bun_zipper_res2.ply
  shaders+=("$shared/corpus/rsl/standard/plastic.sl")
fi
for sl in "${shaders[@]}"; do
  name=$(basename "$sl" .sl)
  "$bin/rsl-render" --backend=ptx --stats --scene "$scene" --surface "$sl" -W 128 -H 128 -o "$out/$name.ptx.png"
  rc=$?
  [ $rc -eq 77 ] && exit 77
  [ $rc -eq 0 ] || exit 1
  "$bin/rsl-render" --backend=jit --scene "$scene" --surface "$sl" -W 128 -H 128 -o "$out/$name.jit.png" || exit 1
  "$bin/imgcmp" --min-psnr 40 "$out/$name.ptx.png" "$out/$name.jit.png" || exit 1
  "$bin/rsl-render" --backend=jit --scene "$scene" --surface "$sl" --light-at -0.5,1.5,-0.5,4 -W 128 -H 128 \
    -o "$out/$name.other.png" || exit 1
  if "$bin/imgcmp" --min-psnr 40 "$out/$name.ptx.png" "$out/$name.other.png"; then
    echo "render_on_gpu.sh: error: $name: the image under another light passes too" >&2
    exit 1
  fi
done
# Coordinate systems (the named ones bound as constants, "object" and
# "shader" from the kernel's table, depth()'s clipping): test/rib/
# spaces_colors.rib's sixteen columns, one space each, as on the JIT (the
# values by hand are test/lit/rib/spaces.test's).
"$bin/rsl-render" --backend=ptx "$src/test/rib/spaces_colors.rib" -o "$out/spaces.ptx.png" 2>/dev/null || exit 1
"$bin/rsl-render" "$src/test/rib/spaces_colors.rib" -o "$out/spaces.jit.png" 2>/dev/null || exit 1
"$bin/imgcmp" --max-error 1 "$out/spaces.ptx.png" "$out/spaces.jit.png" || exit 1
