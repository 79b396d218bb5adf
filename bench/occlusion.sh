#!/usr/bin/env bash
# Ray-traced shading benchmark, in one run: an occlusion-heavy render on the
# JIT renderer (bench/occlusion.rib: ambient occlusion, 64 rays a shaded
# point) and its rays per second (camera and occlusion rays, shading
# included), then the very occlusion rays it traced (rsl-render --ray-log)
# replayed through the scene library one at a time and in the renderer's
# batches, and through bare Embree's rtcOccluded1 and rtcOccluded8 packets
# on the same triangles (scene-bench --replay).
# Usage: bench/occlusion.sh [BUILD-DIR]  (default: build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
[ -f "$build/build.ninja" ] || "$root/utils/build.sh" "$build" >/dev/null
cmake --build "$build" --target rsl-render scene-bench >/dev/null
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
for threads in 1 "$(nproc)"; do
  printf 'renderer, %s thread(s): ' "$threads"
  "$build/bin/rsl-render" "$root/bench/occlusion.rib" --shaderpath "$root/test/rib" --threads "$threads" \
    --stats -o "$tmp/occlusion.png" 2>&1 >/dev/null | grep '^render'
done
"$build/bin/rsl-render" "$root/bench/occlusion.rib" --shaderpath "$root/test/rib" --threads 1 \
  --ray-log "$tmp/rays.log" -o "$tmp/occlusion.png"
"$build/bin/scene-bench" --replay "$tmp/rays.log" "$root/bench/occlusion.rib"
