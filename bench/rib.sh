#!/usr/bin/env bash
# RIB scene benchmark: a generated scene of about 1M triangles (a wavy
# PointsPolygons height field of 708x708 quads, 1,002,528 triangles, plastic
# under a distant light), rendered by `rsl-render SCENE.rib --stats`: the
# time to read it (RIB parse, polygon triangulation, BVH build) and the
# render's rays/s with JIT shading.  Beside it, in the same run, the same
# triangles as an OBJ through scene-bench: the library's OBJ load and BVH
# build, and bare Embree tracing primary rays over them (no shading: the
# ceiling for our tracer).
# Usage: bench/rib.sh [BUILD-DIR]  (default: build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
[ -f "$build/build.ninja" ] || "$root/utils/build.sh" "$build" >/dev/null
cmake --build "$build" --target rsl-render scene-bench >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" <<'PY'
import math, sys
n = 708  # quads per side: 2 * 708^2 = 1,002,528 triangles
d = sys.argv[1]
pts = []
for j in range(n + 1):
    for i in range(n + 1):
        x, z = -2 + 4 * i / n, -2 + 4 * j / n
        pts.append((x, 0.15 * math.sin(3 * x) * math.cos(3 * z), z))
quads = [(j * (n + 1) + i, j * (n + 1) + i + 1, (j + 1) * (n + 1) + i + 1, (j + 1) * (n + 1) + i)
         for j in range(n) for i in range(n)]
with open(f"{d}/grid.rib", "w") as f:
    f.write('Display "grid.png" "file" "rgb"\nFormat 512 512 1\nProjection "perspective" "fov" [45]\n'
            'Rotate -35 1 0 0\nTranslate 0 -3 5\nWorldBegin\n'
            'LightSource "distantlight" 1 "from" [1 3 -2] "to" [0 0 0]\nSurface "plastic"\nColor [0.3 0.6 0.9]\n')
    f.write("PointsPolygons [" + " ".join(["4"] * len(quads)) + "]\n[")
    f.write(" ".join("%d %d %d %d" % q for q in quads) + "]\n\"P\" [")
    f.write(" ".join("%.5f %.5f %.5f" % p for p in pts) + "]\nWorldEnd\n")
with open(f"{d}/grid.obj", "w") as f:
    f.write("".join("v %.5f %.5f %.5f\n" % p for p in pts))
    f.write("".join("f %d %d %d %d\n" % tuple(k + 1 for k in q) for q in quads))
PY
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "scene: $(du -h "$work/grid.rib" | cut -f1) of RIB, 1,002,528 triangles"
echo "ours (rsl-render, JIT shading, 2 threads):"
"$build/bin/rsl-render" "$work/grid.rib" -o "$work/grid.png" --threads 2 --stats 2>&1 | sed 's/^/  /'
echo "peer (the same triangles as OBJ: library load and build, bare Embree tracing):"
"$build/bin/scene-bench" --size 512 --threads 2 "$work/grid.obj" | sed 's/^/  /'
