#!/usr/bin/env bash
# The main job: install, build, then compile the project's example shaders through
# the whole pipeline (rsl2ll | opt -O2) and print what came out; then render the
# built-in Cornell box with them on the CPU (MCJIT) into out/cornell.png and the
# README's RIB scene (examples/scene.rib) into out/scene.png.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/utils/setup.sh"
"$root/utils/build.sh" "$root/build"
export PATH="$root/build/bin:/usr/lib/llvm-16/bin:$PATH"
mkdir -p "$root/out"
for sl in "$root"/examples/*.sl; do
  name=$(basename "$sl" .sl)
  rsl2ll "$sl" | opt -O2 -S -o "$root/out/$name.ll"
  rsl2ll --info "$sl"
  echo "$name: $(grep -c '^define' "$root/out/$name.ll") functions in out/$name.ll"
done
rsl-render --backend=jit --scene builtin:cornell --main "$root/examples/camera.sl" \
  --surface "$root/examples/stripes.sl" --light "$root/examples/lamp.sl" \
  --light "$root/examples/boxlight.sl" --light "$root/examples/fill.sl" \
  -W 512 -H 512 -o "$root/out/cornell.png"
echo "rendered out/cornell.png"
rsl-render "$root/examples/scene.rib" -o "$root/out/scene.png"
echo "rendered out/scene.png"
