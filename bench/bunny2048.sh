#!/usr/bin/env bash
# Render-time benchmark against issue 16's starting point: rsl-render on the
# full-resolution bunny at 2048x2048 with the constant shader, one thread,
# the render time it reports with --stats, for this tree and for a build of
# the commit before issue 16's first (34f28d4: before the VM's decoded form
# and Embree), in one run, best of 3 each, alternating.  The old commit is
# exported with git archive and built under BUILD-DIR/bench-base (kept
# between runs); both builds are RelWithDebInfo, clang 16.  The old
# rsl-render has the same flags (--scene, --surface, -W, -H, --threads,
# --stats) and the same "render WxH: S s" line.
# Usage: bench/bunny2048.sh [BUILD-DIR] [SIZE]  (defaults: build, 2048)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
size=${2:-2048}
base_commit=34f28d4
bunny=${RSL_SHARED_DIR:-$root/../shared}/data/bunny/bun_zipper.ply
[ -f "$bunny" ] || { echo "bench/bunny2048.sh: error: $bunny not found (set RSL_SHARED_DIR)" >&2; exit 1; }
[ -f "$build/build.ninja" ] || "$root/utils/build.sh" "$build" >/dev/null
cmake --build "$build" --target rsl-render >/dev/null

base=$build/bench-base
if [ ! -x "$base/build/bin/rsl-render" ]; then
  echo "building $base_commit (once) in $base ..."
  rm -rf "$base/src"
  mkdir -p "$base/src"
  git -C "$root" archive "$base_commit" | tar -x -C "$base/src"
  cmake -S "$base/src" -B "$base/build" -G Ninja -DCMAKE_C_COMPILER=clang-16 -DCMAKE_CXX_COMPILER=clang++-16 \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DRSL_SHARED_DIR="$(dirname "$(dirname "$(dirname "$bunny")")")" >/dev/null
  cmake --build "$base/build" --target rsl-render >/dev/null
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
shader=$root/shaders/constant.sl
render_time() { # RSL-RENDER -> the render time it reports
  "$1" --scene "$bunny" --surface "$shader" -W "$size" -H "$size" --threads 1 --stats -o "$work/img.png" 2>&1 |
    sed -n 's/^render [0-9x]*: \([0-9.]*\) s.*/\1/p'
}
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "rsl-render --scene bun_zipper.ply --surface constant.sl -W $size -H $size --threads 1 --stats (render time, best of 3):"
ours=() old=()
for k in 1 2 3; do
  old+=("$(render_time "$base/build/bin/rsl-render")")
  ours+=("$(render_time "$build/bin/rsl-render")")
done
best() { printf '%s\n' "$@" | sort -n | head -1; }
o=$(best "${old[@]}") n=$(best "${ours[@]}")
awk -v o="$o" -v n="$n" -v c="$base_commit" 'BEGIN {
  printf "  %-28s %8.3f s\n  %-28s %8.3f s\n  ratio this/start: %.2f\n", "start of issue 16 (" c "):", o, "this tree:", n, (o > 0 ? n / o : 0) }'
