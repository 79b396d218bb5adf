#!/usr/bin/env bash
# Texture lookups per second, in one run (bench/texture_bench.cpp): RSL
# texture() through our host glue beside OpenImageIO's TextureSystem called
# directly, with the same points and footprints, on a 1024x1024 noise map
# made tiled and MIP-mapped by maketx.
# Usage: bench/texture.sh [BUILD-DIR] [LOOKUPS]  (default: build, 2000000)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
lookups=${2:-2000000}
[ -f "$build/build.ninja" ] || "$root/utils/build.sh" "$build" >/dev/null
cmake --build "$build" --target texture-bench >/dev/null
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
oiiotool --pattern noise:type=uniform:min=0:max=1 1024x1024 3 -d half -o "$dir/noise.exr"
maketx "$dir/noise.exr" -o "$dir/noise.tx" >/dev/null
"$build/bin/texture-bench" "$dir/noise.tx" "$lookups"
