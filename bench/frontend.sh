#!/usr/bin/env bash
# Frontend benchmark: for every corpus shader and every library-style shader
# of test/lit/library (issue 12), the time rsl2ll takes to emit
# IR (parse, sema, irgen, runtime bitcode, verify) next to the time LLVM 16's
# opt -O2 takes on that IR, in one run, with the IR's size before and after.
# Usage: bench/frontend.sh [BUILD-DIR] [--target=host|rpu|ptx]  (default: build, host)
# Times are the best of REPEAT runs (default 5) in milliseconds.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
target=${2:---target=host}
repeat=${REPEAT:-5}
[ -f "$build/build.ninja" ] || "$root/utils/build.sh" "$build" >/dev/null
cmake --build "$build" --target rsl2ll >/dev/null
rsl2ll=$build/bin/rsl2ll
opt=/usr/lib/llvm-16/bin/opt
optflags=-O2
# opt has no RPU target: it optimizes the rpu IR as generic 32-bit code.
[ "$target" = --target=rpu ] && optflags="-O2 -mtriple=le32-unknown-unknown"
corpus=$root/../shared/corpus/rsl
if [ ! -d "$corpus" ]; then
  echo "note: ../shared is absent: the examples/ shaders stand in for the corpus"
  corpus=$root/examples
fi
library=$root/test/lit/library
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

best_ms() { # command...: the fastest of $repeat runs, in ms
  local best=
  for _ in $(seq "$repeat"); do
    local t0 t1
    t0=$(date +%s%N)
    "$@" >/dev/null 2>&1
    t1=$(date +%s%N)
    local ms=$(((t1 - t0) / 1000))
    if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
  done
  printf '%d.%03d' $((best / 1000)) $((best % 1000))
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); $target; best of $repeat"
printf '%-28s %12s %12s %10s %10s\n' shader "rsl2ll ms" "opt -O2 ms" "IR lines" "opt lines"
total_front=0 total_opt=0
while IFS= read -r sl; do
  name=${sl#"$corpus"/}
  name=${name#"$root/test/lit/"}
  "$rsl2ll" "$target" "$sl" -o "$tmp/a.ll" 2>/dev/null || { printf '%-28s %12s\n' "$name" "(error)"; continue; }
  $opt $optflags -S "$tmp/a.ll" -o "$tmp/b.ll"
  front=$(best_ms "$rsl2ll" "$target" "$sl" -o "$tmp/a.ll")
  o=$(best_ms $opt $optflags -S "$tmp/a.ll" -o "$tmp/b.ll")
  printf '%-28s %12s %12s %10d %10d\n' "$name" "$front" "$o" "$(wc -l < "$tmp/a.ll")" "$(wc -l < "$tmp/b.ll")"
  total_front=$(echo "$total_front + $front" | bc) total_opt=$(echo "$total_opt + $o" | bc)
done < <(find "$corpus" -name '*.sl' | sort; find "$library" -name '*.sl' | sort)
printf '%-28s %12s %12s\n' total "$total_front" "$total_opt"

# Scaling with the number of functions: generated files of 0.5, 1, 2 and 5 MB
# of small functions (5 MB is about 44k), rsl2ll beside opt -O2 on their IR;
# the ratio stays flat while both are linear (rsl2ll was quadratic: 72 s and
# 733 MB for 5 MB, its symbol lookups scanning every function).
echo
printf '%-28s %12s %12s %10s\n' "functions (size)" "rsl2ll ms" "opt -O2 ms" "ratio"
for kb in 512 1024 2048 5120; do
  python3 - "$kb" > "$tmp/gen.sl" <<'PY'
import sys
limit, out, n = int(sys.argv[1]) * 1024, [], 0
size = 0
while size < limit:
    f = "float f%d(float x, float y) { float a = x * %d + y; float b = a * a - x; return b / (1 + a * a) + %d; }\n" % (n, n, n)
    out.append(f); size += len(f); n += 1
out.append("surface s() { Ci = f0(1, 2) + f%d(3, 4); }\n" % (n - 1))
sys.stdout.write("".join(out))
PY
  n=$(grep -c '^float f' "$tmp/gen.sl")
  "$rsl2ll" "$target" "$tmp/gen.sl" -o "$tmp/gen.ll"
  front=$(repeat=1; best_ms "$rsl2ll" "$target" "$tmp/gen.sl" -o "$tmp/gen.ll")
  o=$(repeat=1; best_ms $opt $optflags -S "$tmp/gen.ll" -o "$tmp/gen2.ll")
  printf '%-28s %12s %12s %10s\n' "$n ($((kb / 1024)).$((kb % 1024 * 10 / 1024)) MB)" "$front" "$o" "$(echo "scale=2; $front / $o" | bc)"
done
