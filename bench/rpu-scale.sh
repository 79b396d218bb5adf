#!/bin/bash
# Compile time of the RPU code generator beside LLVM's optimizer on the same
# IR, in one run: llc-rpu against `opt -O2` (a budget the backend should stay
# under: issue 11 asks for llc-rpu never slower than opt -O2 on a corpus
# shader, the median under a quarter of it).
#  1. Every shader of the corpus (standard and seeds): opt -O2 on rsl2ll
#     --target=rpu's IR, and llc-rpu on opt's result; first both on an empty
#     module, the start-up (loading libLLVM) that every row includes.
#  2. One basic block of N statements (a generated function, long chains of
#     floats and vectors that opt cannot fold away, few values live at once):
#     the time and peak memory of opt -O2 and of llc-rpu on opt's result, for
#     N = 2.5k .. 100k; both should grow linearly.
# Times are processor seconds (user + system; the machine may be shared),
# the least of RPU_SCALE_RUNS runs (default 3) for the corpus.  Peak memory
# from /usr/bin/time, else VmHWM polled from /proc.
#   usage: bench/rpu-scale.sh [BUILD_DIR]
#   environment: RSL_SHARED_DIR, RPU_SCALE_SIZES (default "2500 5000 10000
#   25000 50000 100000"), RPU_SCALE_RUNS
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
corpus=${RSL_SHARED_DIR:-$root/../shared}/corpus/rsl
sizes=${RPU_SCALE_SIZES:-2500 5000 10000 25000 50000 100000}
runs=${RPU_SCALE_RUNS:-3}
opt=/usr/lib/llvm-16/bin/opt
PATH=$build/bin:$PATH
for tool in "$build/bin/llc-rpu" "$build/bin/rsl2ll" "$opt"; do
    [ -x "$tool" ] || { echo "bench/rpu-scale.sh: error: $tool not found" >&2; exit 1; }
done
[ -d "$corpus" ] || { echo "bench/rpu-scale.sh: error: no corpus under $corpus (set RSL_SHARED_DIR)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# cpu CMD... -> processor seconds of one run (ms resolution); fails with CMD
cpu() {
    local t
    t=$( { TIMEFORMAT='%3U %3S'; time "$@" >/dev/null 2>"$tmp/err"; } 2>&1 ) || return 1
    echo "$t" | awk '{ printf "%.3f\n", $1 + $2 }'
}

# best CMD... -> the least processor seconds of $runs runs
best() {
    local k t b=
    for k in $(seq "$runs"); do
        t=$(cpu "$@") || return 1
        if [ -z "$b" ] || awk "BEGIN { exit !($t < $b) }"; then b=$t; fi
    done
    echo "$b"
}

# peak CMD... -> peak resident memory of one run in MB
peak() {
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f %M -o "$tmp/mem" "$@" >/dev/null 2>&1 || return 1
        awk '{ printf "%.0f\n", $1 / 1024 }' "$tmp/mem"
        return
    fi
    "$@" >/dev/null 2>&1 &
    local pid=$! kb=0 k
    while k=$(sed -n 's/^VmHWM: *\([0-9]*\).*/\1/p' "/proc/$pid/status" 2>/dev/null) && [ -n "$k" ]; do
        kb=$k
        sleep 0.02
    done
    wait "$pid" || return 1
    echo "$kb" | awk '{ printf "%.0f\n", $1 / 1024 }'
}

ratio() { echo "$1 $2" | awk '{ printf "%.2f", ($2 > 0) ? $1 / $2 : 0 }'; }

echo "== corpus: llc-rpu beside opt -O2 (processor seconds, best of $runs) =="
printf '%-18s %9s %9s %7s  %s\n' shader "opt -O2" llc-rpu ratio input
: > "$tmp/empty.ll"
printf '%-18s %9s %9s %7s  %s\n' "(empty module)" "$(best "$opt" -O2 "$tmp/empty.ll" -o "$tmp/o.bc")" \
    "$(best "$build/bin/llc-rpu" "$tmp/empty.ll" -o "$tmp/o.s")" - "start-up only"
for sl in "$corpus"/standard/*.sl "$corpus"/seeds/*.sl; do
    name=$(basename "$sl" .sl)
    rsl2ll --target=rpu "$sl" -o "$tmp/$name.ll" 2>/dev/null || { printf '%-18s  rsl2ll failed\n' "$name"; continue; }
    "$opt" -O2 "$tmp/$name.ll" -o "$tmp/$name.bc"
    o=$(best "$opt" -O2 "$tmp/$name.ll" -o "$tmp/o.bc")
    how="opt -O2 | llc-rpu"
    l=$(best "$build/bin/llc-rpu" "$tmp/$name.bc" -o "$tmp/o.s") || { l=; how="llc-rpu failed"; }
    printf '%-18s %9s %9s %7s  %s\n' "$name" "$o" "${l:--}" "$(ratio "${l:-0}" "$o")" "$how"
done

echo
echo "== one basic block of N statements: opt -O2 and llc-rpu on its result =="
# gen N: float f(float x; vector v) with N statements, half floats and half
# vectors, each reading the last few values of both chains
gen() {
    awk -v n="$1" 'BEGIN {
        print "float f(float x; vector v)\n{"
        print "    float a0 = x * 1.1 + 0.3;"
        print "    vector b0 = v * x + vector(0.1, 0.2, 0.3);"
        split("xcomp ycomp zcomp", comp, " ")
        for (k = 1; k < n / 2; k++) {
            p = k - 1; q = (k >= 3) ? k - 3 : 0; r = (k >= 7) ? k - 7 : 0
            printf "    float a%d = a%d * a%d - %s(b%d);\n", k, p, r, comp[k % 3 + 1], q
            printf "    vector b%d = b%d * b%d + b%d * %.2f;\n", k, p, r, q, 0.5 + (k % 7) / 10
        }
        printf "    return a%d + ycomp(b%d);\n}\n", k - 1, k - 1
    }'
}
printf '%10s %10s %9s %8s %9s %8s %7s\n' statements "IR instrs" "opt -O2" "opt MB" llc-rpu "llc MB" ratio
for n in $sizes; do
    gen "$n" > "$tmp/f.sl"
    rsl2ll --target=rpu "$tmp/f.sl" -o "$tmp/f.ll"
    o=$(cpu "$opt" -O2 "$tmp/f.ll" -o "$tmp/f.bc")
    om=$(peak "$opt" -O2 "$tmp/f.ll" -o "$tmp/f.bc")
    instrs=$("$opt" -S "$tmp/f.bc" -o - | grep -c '^  ')
    if l=$(cpu "$build/bin/llc-rpu" "$tmp/f.bc" -o "$tmp/f.s") && lm=$(peak "$build/bin/llc-rpu" "$tmp/f.bc" -o "$tmp/f.s"); then
        printf '%10s %10s %9s %8s %9s %8s %7s\n' "$n" "$instrs" "$o" "$om" "$l" "$lm" "$(ratio "$l" "$o")"
    else
        printf '%10s %10s %9s %8s  llc-rpu failed: %s\n' "$n" "$instrs" "$o" "$om" "$(head -c 60 "$tmp/err")"
    fi
done
