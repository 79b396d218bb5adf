#!/bin/bash
# PTX code quality: our PTX (llc-rpu -march=ptx) beside LLVM's NVPTX backend
# (llc-16 -march=nvptx64) on the same optimized IR, per kernel of the seed 004
# test suite and per shader of the RSL corpus. For each side: registers and
# spill bytes from `ptxas -v`, and machine instructions from the size of the
# cubin's .text section (16 bytes per instruction on sm_70 and later).
# Notes where llc fails and we do not (and the reverse), and marks a row
# "worse than llc" where ours has more registers or instructions (saying
# when more registers still leave the same occupancy).  For the seed 004
# kernels a third column: nvcc (CUDA's compiler, -O3) on the same C source,
# made a .cu file at run time (its top-level functions marked extern "C"
# __global__, ptx_intrinsics.h's macros given CUDA's meaning), measured the
# same way.  With a CUDA device, each seed 004 kernel is then timed from the
# three PTX files (rsl-gpu-time: one thread, the seed's inputs, mean of N
# launches); without one, a line says why the timing was skipped.
#
# usage: bench/ptx.sh [BUILD_DIR] [SM]     (defaults: build, sm_80)
# environment: RSL_SHARED_DIR, NVCC (default: nvcc on PATH or in
# /usr/local/cuda/bin), PTX_BENCH_LAUNCHES (timed launches, default 1000)
set -u
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-$here/../build}
sm=${2:-sm_80}
shared=${RSL_SHARED_DIR:-$here/../../shared}
llvm=/usr/lib/llvm-16/bin
ptxas=$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
launches=${PTX_BENCH_LAUNCHES:-1000}
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

# Resident warps per SM that REGS registers per thread allow: registers
# are allocated per warp in units of 256 out of 64K, and an SM holds at
# most max_warps warps (CUDA's occupancy tables for compute capability 7.x
# to 9.0).
case $sm in
  sm_75) max_warps=32 ;;
  sm_86|sm_87|sm_89) max_warps=48 ;;
  *) max_warps=64 ;;
esac
warps_per_sm() {
  local per_warp=$(( ($1 * 32 + 255) / 256 * 256 ))
  local w=$(( 65536 / per_warp ))
  echo $(( w < max_warps ? w : max_warps ))
}

# compare IR KERNEL LABEL [NVCC_PTX]: one table row; the PTX that ptxas
# accepts is kept as $tmp/KERNEL.{ours,llc}.ptx for the timing.
compare() {
  local ir=$1 kernel=$2 label=$3 nvcc_ptx=${4:-} ours llc nv="" note=""
  if "$build/bin/llc-rpu" -march=ptx -ptx-unmarked-kernels -mcpu="$sm" "$ir" -o "$tmp/ours.ptx" 2>"$tmp/ours.err"; then
    ours=$(measure "$tmp/ours.ptx" "$kernel")
    if [ "${ours%% *}" = "-" ]; then
      note="ptxas rejects our PTX: $(grep -m1 -o 'error.*\|fatal.*' "$tmp/ours.ptx.log" | head -c 60)"
    else
      cp "$tmp/ours.ptx" "$tmp/$kernel.ours.ptx"
    fi
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
  [ "${llc%% *}" != "-" ] && cp "$tmp/llc.ptx" "$tmp/$kernel.llc.ptx"
  if [ -n "$nvcc_ptx" ]; then
    if [ ! -s "$nvcc_ptx" ]; then
      nv="- - -"; note="$note; nvcc fails: $nvcc_failure"
    elif ! grep -q "^\.visible \.entry $kernel(" "$nvcc_ptx"; then
      nv="- - -"; note="$note; nvcc made no kernel $kernel"
    else
      nv=$(measure "$nvcc_ptx" "$kernel")
      [ "${nv%% *}" = "-" ] && note="$note; ptxas rejects nvcc's PTX"
    fi
  fi
  note=${note#; }
  echo "$ours $llc" >"$tmp/last"
  set -- $ours $llc ${nv:-"" "" ""}
  if [ "$3" != "?" ] && [ "$6" != "?" ] && [ "$3" != "-" ] && [ "$6" != "-" ]; then
    if [ "$3" -le "$6" ] && [ "$1" -le "$4" ]; then
      verdict="ok"
    else
      verdict="worse than llc"
      # More registers matter through occupancy: say when both sides get
      # the same number of resident warps all the same.
      if [ "$3" -le "$6" ] && [ "$(warps_per_sm "$1")" = "$(warps_per_sm "$4")" ]; then
        verdict="$verdict in registers only, same occupancy ($(warps_per_sm "$1") of $max_warps warps per SM)"
      fi
    fi
    note="$verdict${note:+ ($note)}"
  fi
  printf "%-48s %5s %5s %6s | %5s %5s %6s | %5s %5s %6s | %s\n" "$label" "$1" "$2" "$3" "$4" "$5" "$6" "${7:-}" "${8:-}" "${9:-}" "$note"
}

printf "target %s; ours = llc-rpu -march=ptx, llc = llc-16 -march=nvptx64 (same -O2 IR), nvcc = %s -O3 (same C, seed 004 only;\n  its libm is CUDA's IEEE one, ours and llc's the .approx lowering)\n" \
  "$sm" "$nvcc"
printf "%-48s %5s %5s %6s | %5s %5s %6s | %5s %5s %6s |\n" "" "ours" "" "" "llc" "" "" "nvcc" "" ""
printf "%-48s %5s %5s %6s | %5s %5s %6s | %5s %5s %6s | %s\n" "kernel" "regs" "spill" "instrs" "regs" "spill" "instrs" \
  "regs" "spill" "instrs" "note"

# The seed 004 kernels: one module each, marked as kernels for both sides.
kernels=$shared/corpus/kernels
"$llvm/clang" --target=nvptx64-nvidia-cuda -Wno-unknown-cuda-version -O2 -S -emit-llvm \
  -I "$kernels" "$kernels/seed004_tests.c" -o "$tmp/seed.ll"

# nvcc on the same source: every top-level void function of the file is a
# kernel; the header's guard is defined so that its macros are CUDA's here.
nvcc_failure=""
if [ -x "$nvcc" ]; then
  sed 's/^void \([A-Za-z_][A-Za-z0-9_]*\)(/extern "C" __global__ void \1(/' "$kernels/seed004_tests.c" >"$tmp/seed004_kernels.inc"
  cat >"$tmp/seed004.cu" <<'CU'
#include <cuda_fp16.h>
#define PTX_INTRINSICS_H
#define GLOBAL
#define SHARED __shared__
#define CONSTANT __constant__
#define LOCAL
#define TID_X() threadIdx.x
#define TID_Y() threadIdx.y
#define TID_Z() threadIdx.z
#define NTID_X() blockDim.x
#define NTID_Y() blockDim.y
#define CTAID_X() blockIdx.x
__device__ static inline float half2float(short h) { return __half2float(__short_as_half(h)); }
#include "seed004_kernels.inc"
CU
  "$nvcc" -arch="$sm" -O3 -ptx -I "$kernels" "$tmp/seed004.cu" -o "$tmp/nvcc.ptx" 2>"$tmp/nvcc.err" ||
    { rc=$?; rm -f "$tmp/nvcc.ptx"
      nvcc_failure=$({ grep -m1 'error' "$tmp/nvcc.err" || head -n1 "$tmp/nvcc.err"; } | head -c 60)
      [ -n "$nvcc_failure" ] || nvcc_failure="exit status $rc"; }
else
  nvcc_failure="no nvcc ($nvcc)"
fi
touch -a "$tmp/nvcc.ptx"
seed_kernels=$(sed -n 's/^define dso_local void @\([A-Za-z0-9_]*\)(.*/\1/p' "$tmp/seed.ll")
for k in $seed_kernels; do
  "$llvm/llvm-extract" -S --func="$k" "$tmp/seed.ll" -o "$tmp/$k.ll"
  printf '!nvvm.annotations = !{!9000}\n!9000 = !{ptr @%s, !"kernel", i32 1}\n' "$k" >>"$tmp/$k.ll"
  compare "$tmp/$k.ll" "$k" "seed004/$k" "$tmp/nvcc.ptx"
done

# Kernels in the shapes of real CUDA code (bench/cuda/kernels.cu: tiled
# SGEMM, a stencil, a shuffle reduction, a shared-memory histogram, libdevice
# math, saxpy): clang-16 with libdevice gives the IR both backends take,
# nvcc -O3 compiles the source as it stands.  Then the geometric means of
# ours/llc over them, and the fma instructions of each kernel's PTX (ptxas
# keeps an fma an FFMA; no SASS disassembler ships with this CUDA).
libdevice=${CUDA_PATH:-/usr/local/cuda}/nvvm/libdevice/libdevice.10.bc
if [ -f "$libdevice" ] &&
   "$llvm/clang" -x cuda --cuda-device-only --cuda-gpu-arch="$sm" -nocudainc -nocudalib -Wno-unknown-cuda-version -O2 \
     -S -emit-llvm -Xclang -mlink-builtin-bitcode -Xclang "$libdevice" "$here/cuda/kernels.cu" -o "$tmp/cuda.ll"; then
  [ -x "$nvcc" ] && "$nvcc" -arch="$sm" -O3 -ptx "$here/cuda/kernels.cu" -o "$tmp/cuda.nvcc.ptx" 2>/dev/null || : >"$tmp/cuda.nvcc.ptx"
  nvcc_failure="nvcc did not compile bench/cuda/kernels.cu"
  : >"$tmp/cuda.rows"
  cuda_kernels=$(sed -n 's/^define dso_local void @\([A-Za-z0-9_]*\)(.*/\1/p' "$tmp/cuda.ll")
  for k in $cuda_kernels; do
    compare "$tmp/cuda.ll" "$k" "cuda/$k" "$tmp/cuda.nvcc.ptx"
    echo "$k $(cat "$tmp/last")" >>"$tmp/cuda.rows"
  done
  # fma instructions in KERNEL's function of PTX file FILE
  fmas() { awk -v k="$2" '$0 ~ "\\.entry "k"\\(" {on=1} on && /fma\.rn/ {n++} on && /^}/ {on=0} END {print n+0}' "$1"; }
  "$build/bin/llc-rpu" -march=ptx -mcpu="$sm" "$tmp/cuda.ll" -o "$tmp/cuda.ours.ptx" 2>/dev/null
  "$llvm/llc" -march=nvptx64 -mcpu="$sm" "$tmp/cuda.ll" -o "$tmp/cuda.llc.ptx" 2>/dev/null
  for k in $cuda_kernels; do
    printf "  %-14s fma in PTX: ours %3s, llc %3s, nvcc %3s\n" "$k" "$(fmas "$tmp/cuda.ours.ptx" "$k")" \
      "$(fmas "$tmp/cuda.llc.ptx" "$k")" "$(fmas "$tmp/cuda.nvcc.ptx" "$k")"
  done
  # Global loads and FFMAs in each kernel's SASS: the loads show how far
  # ptxas unrolled its loops.  No SASS disassembler ships with this CUDA: an
  # instruction is 16 bytes, its opcode the low 9 bits (the 3 above them
  # choose the operand forms): LDG 0x181, FFMA 0x023 on sm_80 to sm_90,
  # checked first on a kernel of exactly three of each.
  sass_opcode_count() { # CUBIN KERNEL OPCODE
    python3 - "$@" <<'PY'
import re, struct, subprocess, sys
cubin, kernel, opcode = sys.argv[1], sys.argv[2], int(sys.argv[3], 16)
data = open(cubin, "rb").read()
out = subprocess.run(["readelf", "-S", "-W", cubin], capture_output=True, text=True).stdout
n = "?"
for line in out.splitlines():
    m = re.search(r"\]\s+\.text\.(\S+)\s+\S+\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)", line)
    if m and m.group(1) == kernel:
        off, size = int(m.group(2), 16), int(m.group(3), 16)
        n = sum(1 for i in range(off, off + size, 16) if struct.unpack("<Q", data[i:i + 8])[0] & 0x1ff == opcode)
print(n)
PY
  }
  {
    printf '.version %s\n.target %s\n.address_size 64\n' "$(sed -n 's/^\.version //p' "$tmp/cuda.ours.ptx")" "$sm"
    printf '.visible .entry calibrate(.param .u64 calibrate_p)\n{\n\t.reg .b64 %%rd<3>;\n\t.reg .f32 %%f<7>;\n'
    printf '\tld.param.u64 %%rd1, [calibrate_p];\n\tcvta.to.global.u64 %%rd2, %%rd1;\n'
    printf '\tld.global.f32 %%f%d, [%%rd2+%d];\n' 1 0 2 64 3 128
    printf '\tfma.rn.f32 %%f4, %%f1, %%f2, %%f3;\n\tfma.rn.f32 %%f5, %%f4, 0f40400000, %%f1;\n\tfma.rn.f32 %%f6, %%f5, %%f4, %%f2;\n'
    printf '\tst.global.f32 [%%rd2+%d], %%f%d;\n' 4 4 68 5 132 6
    printf '\tret;\n}\n'
  } >"$tmp/calibrate.ptx"
  if "$ptxas" -arch="$sm" "$tmp/calibrate.ptx" -o "$tmp/calibrate.cubin" 2>/dev/null &&
     [ "$(sass_opcode_count "$tmp/calibrate.cubin" calibrate 181)" = 3 ] &&
     [ "$(sass_opcode_count "$tmp/calibrate.cubin" calibrate 023)" = 3 ]; then
    for side in ours llc nvcc; do
      "$ptxas" -arch="$sm" "$tmp/cuda.$side.ptx" -o "$tmp/cuda.$side.cubin" 2>/dev/null || rm -f "$tmp/cuda.$side.cubin"
    done
    for k in $cuda_kernels; do
      for what in "global loads:181" "FFMA:023"; do
        printf "  %-14s %-13s in SASS:" "$k" "${what%%:*}"
        for side in ours llc nvcc; do
          if [ -f "$tmp/cuda.$side.cubin" ]; then n=$(sass_opcode_count "$tmp/cuda.$side.cubin" "$k" "${what##*:}"); else n="-"; fi
          printf " %s %3s" "$side" "$n"
        done
        echo
      done
    done
  else
    echo "  (SASS global loads and FFMAs not counted: the opcodes 0x181 and 0x023 are not LDG and FFMA on $sm)"
  fi
  awk '$2 ~ /^[0-9]+$/ && $5 ~ /^[0-9]+$/ && $4 ~ /^[0-9]+$/ && $7 ~ /^[0-9]+$/ && $5 > 0 && $7 > 0 {
         r += log($2 / $5); i += log($4 / $7); n++ }
       END { if (n) printf "  cuda kernels, geometric mean of ours/llc over %d: registers %.3f, instructions %.3f\n", n, exp(r / n), exp(i / n) }' \
    "$tmp/cuda.rows"
else
  echo "(libdevice not found at $libdevice, or clang failed: CUDA kernels skipped)"
fi

# The RSL shaders, when the frontend is built.
if [ -x "$build/bin/rsl2ll" ]; then
  for sl in "$shared"/corpus/rsl/*/*.sl; do
    name=$(basename "$sl" .sl)
    if ! "$build/bin/rsl2ll" --target=ptx "$sl" 2>/dev/null | "$llvm/opt" -O2 -S -o "$tmp/$name.ll" 2>/dev/null; then
      printf "%-48s rsl2ll | opt failed\n" "rsl/$name"; continue
    fi
    "$build/bin/llc-rpu" -march=ptx -ptx-unmarked-kernels -mcpu="$sm" "$tmp/$name.ll" -o "$tmp/$name.ptx" 2>/dev/null
    for k in $(sed -n 's/^\.visible \.entry \([A-Za-z0-9_$]*\)(.*/\1/p' "$tmp/$name.ptx" 2>/dev/null); do
      compare "$tmp/$name.ll" "$k" "rsl/$name/$k"
    done
  done
else
  echo "(rsl2ll not built: RSL shaders skipped)"
fi

# GPU times of the seed 004 kernels from the three PTX files, with the inputs
# of the seed's harness (fa[k] = 0.5 + 0.25k, fa[0] = 1.5, fa[1] = 2.5,
# f = 3.2, i = 3): the host build of the same file writes the DataStruct.
echo
if [ ! -x "$build/bin/rsl-gpu-time" ]; then
  echo "GPU timing skipped: rsl-gpu-time not built"
  exit 0
fi
cat >"$tmp/input.c" <<'C'
#include <stdio.h>
int host_tid[3], host_ntid[3], host_ctaid[3];
#include "seed004_tests.c"
int main(void) {
    static DataStruct d;
    for (int k = 0; k < ARRAY_N; k++) { d.fa[k] = 0.5f + 0.25f * (float)k; d.ia[k] = k; }
    d.fa[0] = 1.5f; d.fa[1] = 2.5f; d.f = 3.2f; d.i = 3; d.u = 7; d.c = 5; d.d = 2.5; d.half = 0x3C00;
    return fwrite(&d, sizeof d, 1, stdout) == 1 ? 0 : 1;
}
C
"$llvm/clang" -O1 -w -I "$kernels" "$tmp/input.c" -o "$tmp/input" -lm && "$tmp/input" >"$tmp/input.bin" ||
  { echo "bench/ptx.sh: error: cannot build the seed 004 input" >&2; exit 1; }
# time_of FILE: its time in the last rsl-gpu-time output
time_of() { sed -n "s|^$1: \\([0-9.]*\\) us\$|\\1|p" "$tmp/time.out"; }
header=""
for k in $seed_kernels; do
  files=()
  for side in ours llc; do [ -s "$tmp/$k.$side.ptx" ] && files+=("$tmp/$k.$side.ptx"); done
  [ -s "$tmp/nvcc.ptx" ] && files+=("$tmp/nvcc.ptx")
  [ ${#files[@]} -gt 0 ] || continue
  "$build/bin/rsl-gpu-time" --kernel "$k" --buffer "$tmp/input.bin" --launches "$launches" "${files[@]}" \
    >"$tmp/time.out" 2>"$tmp/time.err"
  rc=$?
  if [ $rc -eq 77 ]; then
    echo "GPU timing skipped: $(sed -n 's/^skipped: //p' "$tmp/time.out")"
    exit 0
  fi
  if [ -z "$header" ]; then
    header=1
    printf "GPU kernel times on %s: mean microseconds per launch (one thread, %s launches)\n" \
      "$(sed -n 's/^device: //p' "$tmp/time.out")" "$launches"
    printf "%-48s %10s %10s %10s | %s\n" "kernel" "ours" "llc" "nvcc" "note"
  fi
  ours=$(time_of "$tmp/$k.ours.ptx"); llc=$(time_of "$tmp/$k.llc.ptx"); nv=$(time_of "$tmp/nvcc.ptx")
  note=""
  [ $rc -ne 0 ] && note="failed: $(head -c 80 "$tmp/time.err")"
  printf "%-48s %10s %10s %10s | %s\n" "seed004/$k" "${ours:--}" "${llc:--}" "${nv:--}" "$note"
done
