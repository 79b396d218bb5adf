#!/bin/bash
# PTX code quality: our PTX (llc-rpu -march=ptx) beside LLVM's NVPTX backend
# (llc-16 -march=nvptx64) on the same optimized IR, per kernel of the seed 004
# test suite and per shader of the RSL corpus. For each side: registers and
# spill bytes from `ptxas -v`, and machine instructions from the size of the
# cubin's .text section (16 bytes per instruction on sm_70 and later).
# Notes where llc fails and we do not (and the reverse).
#
# usage: bench/ptx.sh [BUILD_DIR] [SM]     (defaults: build, sm_80)
set -u
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
sm=${2:-sm_80}
shared=${RSL_SHARED_DIR:-$here/../../shared}
llvm=/usr/lib/llvm-16/bin
ptxas=$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)
for tool in "$build/bin/llc-rpu" "$ptxas" "$llvm/llc" "$llvm/clang" "$llvm/llvm-extract"; do
  [ -x "$tool" ] || { echo "bench/ptx.sh: error: $tool not found" >&2; exit 1; }
done
[ -d "$shared/corpus" ] || { echo "bench/ptx.sh: error: no corpus under $shared (set RSL_SHARED_DIR)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# measure PTX KERNEL -> "regs spill instrs" or "-" (ptxas failed)
measure() {
  local ptx=$1 kernel=$2
  "$ptxas" -v -arch="$sm" "$ptx" -o "$ptx.cubin" >"$ptx.log" 2>&1 || { echo "- - -"; return; }
  python3 - "$ptx.log" "$ptx.cubin" "$kernel" <<'PY'
import re, subprocess, sys
log, cubin, kernel = sys.argv[1:]
regs = spill = "?"
current = None
for line in open(log):
    m = re.search(r"Function properties for (\S+)", line)
    if m: current = m.group(1)
    m = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", line)
    if m and current == kernel: spill = int(m.group(1)) + int(m.group(2))
    m = re.search(r"Compiling entry function '([^']+)'", line)
    if m: current = m.group(1)
    m = re.search(r"Used (\d+) registers", line)
    if m and current == kernel: regs = m.group(1)
out = subprocess.run(["readelf", "-S", "-W", cubin], capture_output=True, text=True).stdout
size = 0
for line in out.splitlines():
    m = re.search(r"\]\s+\.text\.(\S+)\s+\S+\s+\S+\s+\S+\s+([0-9a-f]+)", line)
    if m and m.group(1) == kernel: size += int(m.group(2), 16)
print(regs, spill, size // 16 if size else "?")
PY
}

# compare IR KERNEL LABEL: one table row
compare() {
  local ir=$1 kernel=$2 label=$3 ours llc note=""
  if "$build/bin/llc-rpu" -march=ptx -mcpu="$sm" "$ir" -o "$tmp/ours.ptx" 2>"$tmp/ours.err"; then
    ours=$(measure "$tmp/ours.ptx" "$kernel")
    [ "${ours%% *}" = "-" ] && note="ptxas rejects our PTX: $(grep -m1 -o 'error.*\|fatal.*' "$tmp/ours.ptx.log" | head -c 60)"
  else
    ours="- - -"; note="ours fails: $(head -c 60 "$tmp/ours.err")"
  fi
  # through bash -c so that llc's crash report stays in the log
  if bash -c '"$0" -march=nvptx64 -mcpu="$1" "$2" -o "$3"; exit $?' "$llvm/llc" "$sm" "$ir" "$tmp/llc.ptx" 2>"$tmp/llc.err"; then
    llc=$(measure "$tmp/llc.ptx" "$kernel")
    [ "${llc%% *}" = "-" ] && note="ptxas rejects llc's PTX, not ours: $(grep -m1 -o 'error.*\|fatal.*' "$tmp/llc.ptx.log" | head -c 60)"
  else
    llc="- - -"
    [ -z "$note" ] && note="llc fails, we do not: $(grep -m1 -o 'LLVM ERROR: .*' "$tmp/llc.err" | sed 's/ *0x[0-9a-f]*:* */ /g' | head -c 60)"
  fi
  # Where llc cannot take the IR, give it the IR after our math lowering
  # and with valid PTX names, to compare the emitters on the same code.
  if [ "${llc%% *}" = "-" ] && "$build/bin/rsl-opt" -passes=scalarize,lower-math-ptx "$ir" -o "$tmp/retry.ll" 2>/dev/null; then
    python3 -c 'import re,sys; s=open(sys.argv[1]).read(); open(sys.argv[1],"w").write(re.sub(r"@(?!llvm\.)([A-Za-z_][\w$]*)\.([\w.$]+)", lambda m: "@"+m.group(1)+"_"+m.group(2).replace(".","_"), s))' "$tmp/retry.ll"
    if bash -c '"$0" -march=nvptx64 -mcpu="$1" "$2" -o "$3"; exit $?' "$llvm/llc" "$sm" "$tmp/retry.ll" "$tmp/llc.ptx" 2>/dev/null; then
      retry=$(measure "$tmp/llc.ptx" "$kernel")
      if [ "${retry%% *}" != "-" ]; then
        llc=$retry
        note="$note; llc column: llc on our math-lowered IR"
      fi
    fi
  fi
  set -- $ours $llc
  if [ "$3" != "?" ] && [ "$6" != "?" ] && [ "$3" != "-" ] && [ "$6" != "-" ]; then
    if [ "$3" -le "$6" ] && [ "$1" -le "$4" ]; then verdict="ok"; else verdict="worse than llc"; fi
    note="$verdict${note:+ ($note)}"
  fi
  printf "%-48s %5s %6s %7s | %5s %6s %7s | %s\n" "$label" "$1" "$2" "$3" "$4" "$5" "$6" "$note"
}

printf "target %s; ours = llc-rpu -march=ptx, llc = llc-16 -march=nvptx64\n" "$sm"
printf "%-48s %5s %6s %7s | %5s %6s %7s |\n" "" "ours" "" "" "llc" "" ""
printf "%-48s %5s %6s %7s | %5s %6s %7s | %s\n" "kernel" "regs" "spill" "instrs" "regs" "spill" "instrs" "note"

# The seed 004 kernels: one module each, marked as kernels for both sides.
"$llvm/clang" --target=nvptx64-nvidia-cuda -Wno-unknown-cuda-version -O2 -S -emit-llvm \
  -I "$shared/corpus/kernels" "$shared/corpus/kernels/seed004_tests.c" -o "$tmp/seed.ll"
for k in $(sed -n 's/^define dso_local void @\([A-Za-z0-9_]*\)(.*/\1/p' "$tmp/seed.ll"); do
  "$llvm/llvm-extract" -S --func="$k" "$tmp/seed.ll" -o "$tmp/$k.ll"
  printf '!nvvm.annotations = !{!9000}\n!9000 = !{ptr @%s, !"kernel", i32 1}\n' "$k" >>"$tmp/$k.ll"
  compare "$tmp/$k.ll" "$k" "seed004/$k"
done

# The RSL shaders, when the frontend is built.
if [ -x "$build/bin/rsl2ll" ]; then
  for sl in "$shared"/corpus/rsl/*/*.sl; do
    name=$(basename "$sl" .sl)
    if ! "$build/bin/rsl2ll" --target=ptx "$sl" 2>/dev/null | "$llvm/opt" -O2 -S -o "$tmp/$name.ll" 2>/dev/null; then
      printf "%-48s rsl2ll | opt failed\n" "rsl/$name"; continue
    fi
    "$build/bin/llc-rpu" -march=ptx -mcpu="$sm" "$tmp/$name.ll" -o "$tmp/$name.ptx" 2>/dev/null
    for k in $(sed -n 's/^\.visible \.entry \([A-Za-z0-9_$]*\)(.*/\1/p' "$tmp/$name.ptx" 2>/dev/null); do
      compare "$tmp/$name.ll" "$k" "rsl/$name/$k"
    done
  done
else
  echo "(rsl2ll not built: RSL shaders skipped)"
fi
