#!/usr/bin/env bash
# Scene library benchmark: build time and primary rays per second on the
# full-resolution bunny (512x512) through the library and through bare
# Embree on the same rays, and brute force vs. the library on a small mesh,
# in one run.  Then rsl-render's own throughput, constant shader, one
# thread, on a RIB of the bunny filling a 1024x1024 frame (bench/
# bunny_rib.py), beside bare Embree tracing the same primary rays
# (scene-bench --view: the rays made as the renderer makes them, then
# rtcIntersect1 one by one, rtcIntersect8 packets with Embree's default
# traversal and with the coherent one the renderer uses, and each row as
# one coherent stream, rtcIntersectNp, Embree's fastest here, and the
# renderer core itself with no shader: the same render into a fresh image,
# the shading step writing each hit's distance, the floor under any
# shading); rsl-render's figure
# is pixels over the render time --stats reports (shading, filtering
# included; compile, BVH and PNG not; to the microsecond, as rays over
# rays/s), best of 3 runs taken in turns with the peer's, with the part of
# it --stats puts in the shading step (the shader, its glue, the first
# writes to the image).  Usage: bench/scene.sh [BUILD-DIR]  (default: build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
[ -f "$build/build.ninja" ] || "$root/utils/build.sh" "$build" >/dev/null
cmake --build "$build" --target scene-bench rsl-render >/dev/null
bunny=$root/../shared/data/bunny
if [ -f "$bunny/bun_zipper.ply" ]; then
  big=$bunny/bun_zipper.ply small=$bunny/bun_zipper_res4.ply
else
  echo "note: ../shared is absent: the built-in sphere and cornell scenes stand in for the bunny"
  big=builtin:sphere small=builtin:cornell
fi
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
"$build/bin/scene-bench" --size 512 --threads 2 "$big" "$small"

[ -f "$bunny/bun_zipper.ply" ] || exit 0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
size=1024
python3 "$root/bench/bunny_rib.py" "$big" "$work/bunny.rib" $size
for k in 1 2 3; do
  "$build/bin/rsl-render" "$work/bunny.rib" -o "$work/bunny.png" --threads 1 --stats 2>&1 |
    awk '/^render / { printf "ours %.6f %.6f\n", $5 / $7, $11 }' >> "$work/times"
  "$build/bin/scene-bench" --view "$work/bunny.rib" 1 | tee "$work/view" |
    awk '/Mrays\/s/ { name = substr($0, 3, 36); sub(/ +$/, "", name)
                       for (i = 1; i <= NF; i++) if ($i == "Mrays/s") print name "|" $(i - 1) }' >> "$work/peers"
done
echo "rsl-render on the bunny filling the frame, constant shader, ${size}x$size, 1 thread, best of 3:"
head -1 "$work/view" | sed 's/^[^:]*: /  /; s/, best of 1:$//'
awk -F'|' -v pixels=$((size * size)) '
  FNR == NR { split($0, w, " "); if (!ours || w[2] < ours) { ours = w[2]; shading = w[3] }; next }
  { if (!($1 in best) || $2 > best[$1]) best[$1] = $2; if (!seen[$1]++) order[n++] = $1 }
  END {
    r = pixels / ours / 1e6
    printf "  %-36s %6.2f Mrays/s  (%.1f ns a ray, %.1f of them in the shading step)\n", "rsl-render (shaded)", r,
           ours / pixels * 1e9, shading / pixels * 1e9
    for (i = 0; i < n; i++)
      printf "  %-36s %6.2f Mrays/s  rsl-render at %.2fx its rate\n", order[i], best[order[i]], r / best[order[i]]
  }' "$work/times" "$work/peers"
