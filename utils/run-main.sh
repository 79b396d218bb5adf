#!/usr/bin/env bash
# The main job: install, build, then compile the project's example shaders through
# the whole pipeline (rsl2ll | opt -O2) and print what came out.
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
