#!/usr/bin/env bash
# Scene library benchmark: build time and primary rays per second on the
# full-resolution bunny (512x512) through the library and through bare
# Embree on the same rays, and brute force vs. the library on a small mesh,
# in one run.  Usage: bench/scene.sh [BUILD-DIR]  (default: build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
[ -f "$build/build.ninja" ] || "$root/utils/build.sh" "$build" >/dev/null
cmake --build "$build" --target scene-bench >/dev/null
bunny=$root/../shared/data/bunny
if [ -f "$bunny/bun_zipper.ply" ]; then
  big=$bunny/bun_zipper.ply small=$bunny/bun_zipper_res4.ply
else
  echo "note: ../shared is absent: the built-in sphere and cornell scenes stand in for the bunny"
  big=builtin:sphere small=builtin:cornell
fi
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
"$build/bin/scene-bench" --size 512 --threads 2 "$big" "$small"
