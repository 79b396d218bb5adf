#!/usr/bin/env bash
# JIT benchmark, in one run:
#  - compile time of every corpus shader through rsl-jit (frontend + default<O2>
#    + MCJIT), beside the peer: LLVM's own tools doing the same ahead of time
#    (rsl2ll | opt -O2 | llc -O2, wall time of the pipeline);
#  - the bunny (full resolution) at 512x512: BVH build time and rays per second
#    with RSL shading (depth-shaded bunny, lit bunny, plastic with two lights),
#    beside the peer: the scene library's own primary rays without shading
#    (scene-bench);
#  - the loop budget's cost (issue 19): render time of the corpus surfaces
#    with the default budget (every loop back-edge counts) beside
#    --max-iterations 0 (loops compiled without the count), one thread,
#    best of 3.
# Usage: bench/jit.sh [BUILD-DIR]  (default: build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
[ -f "$build/build.ninja" ] || "$root/utils/build.sh" "$build" >/dev/null
cmake --build "$build" --target rsl-jit rsl-render rsl2ll >/dev/null
cmake --build "$build" --target scene-bench >/dev/null 2>&1 || true
bin=$build/bin
llvm=/usr/lib/llvm-16/bin
shared=$root/../shared
corpus=$shared/corpus/rsl
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"

now() { date +%s.%N; }
if [ -d "$corpus" ]; then
  shaders=("$corpus"/standard/*.sl "$corpus"/seeds/*.sl)
else
  echo "note: ../shared is absent: timing the project's examples instead of the corpus"
  shaders=("$root"/examples/*.sl)
fi
printf '%-22s %10s %10s %10s %10s   %s\n' shader frontend O2 MCJIT jit-total "peer: rsl2ll|opt -O2|llc -O2"
for sl in "${shaders[@]}"; do
  t=$("$bin/rsl-jit" "$sl" --time 2>&1 >/dev/null | grep -o 'frontend.*' || true)
  read -r fe o2 cg < <(echo "$t" | sed 's/[a-z,]//g; s/  */ /g')
  t0=$(now)
  "$bin/rsl2ll" "$sl" 2>/dev/null | "$llvm/opt" -O2 | "$llvm/llc" -O2 -o /dev/null
  t1=$(now)
  awk -v n="$(basename "$sl")" -v fe="$fe" -v o2="$o2" -v cg="$cg" -v t0="$t0" -v t1="$t1" \
    'BEGIN { printf "%-22s %9.4fs %9.4fs %9.4fs %9.4fs   %9.4fs\n", n, fe, o2, cg, fe + o2 + cg, t1 - t0 }'
done

if [ -d "$corpus" ]; then
  echo "loop budget: render seconds, builtin:cornell 768x768, 1 thread, best of 3"
  printf '  %-18s %10s %10s %7s\n' shader budget none ratio
  render_time() { # shader max-iterations -> the least render time of 3
    for k in 1 2 3; do
      "$bin/rsl-render" --stats --surface "$1" -W 768 -H 768 --threads 1 --max-iterations "$2" -o /dev/null 2>&1 |
        sed -n 's/^render [0-9x]*: \([0-9.]*\) s.*/\1/p'
    done | sort -n | head -1
  }
  for sl in "$corpus"/standard/{constant,matte,metal,plastic,paintedplastic,shinymetal}.sl; do
    with=$(render_time "$sl" 100000000)
    none=$(render_time "$sl" 0)
    awk -v n="$(basename "$sl" .sl)" -v a="$with" -v b="$none" \
      'BEGIN { printf "  %-18s %9.3fs %9.3fs %7.3f\n", n, a, b, (b > 0) ? a / b : 0 }'
  done
fi

bunny=$shared/data/bunny/bun_zipper.ply
if [ ! -f "$bunny" ]; then
  echo "note: ../shared is absent: no bunny render"
  exit 0
fi
render() {
  local name=$1; shift
  local out
  out=$("$bin/rsl-render" --stats --scene "$bunny" -W 512 -H 512 --threads 2 -o /dev/null "$@" 2>&1 >/dev/null)
  echo "$name: $(echo "$out" | grep -o 'bvh build.*'); $(echo "$out" | grep -o 'render.*')"
}
echo "bunny 512x512, 2 threads:"
render "  depth bunny (seed 000 12.1)" --main "$corpus/seeds/depth_bunny.sl:m" --surface "$corpus/seeds/depth_bunny.sl:s"
render "  lit bunny   (seed 000 12.2)" --main "$corpus/seeds/depth_bunny.sl:m" --surface "$corpus/seeds/lit_bunny.sl"
render "  plastic + point + distant  " --surface "$corpus/standard/plastic.sl" \
  --light "$corpus/standard/pointlight.sl" --light "$corpus/standard/distantlight.sl"
if [ -x "$bin/scene-bench" ]; then
  echo "peer: the scene library alone (no shading):"
  "$bin/scene-bench" --size 512 --threads 2 "$bunny" "$shared/data/bunny/bun_zipper_res4.ply" | sed 's/^/  /'
fi
