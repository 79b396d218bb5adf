#!/bin/bash
# RPU VM benchmark: instructions per second of the machine, and the cost of
# chunk mode (4 threads in lockstep) against threads run alone, on the same
# shaders over the same bunny, in one run.  One worker thread (-j 1) so the
# rate is per core; times are processor time (the machine may be shared):
# for renders rpu-vm's own measure of the shading (scene loading, BVH
# building and PNG writing excluded; `trace` through the BVH included: the
# interpreter is most of it, trace about a fifth).  The arithmetic kernel runs
# beside the same computation in Lua 5.4 (bench/vm_kernel.lua; lua5.4 is a
# bench-only dependency, installed here when missing and run as root), with
# the timing model off (no --stats) as renders run it, and on.
# Last, the bunny rendered by rsl-render with the same RSL shader (the
# standard matte, one point light) on the VM (--backend=rpu) and on the JIT,
# one thread, at 2048x2048: the render times each prints with --stats (the
# renderer core's loop: rays, shading, pixels; compile, BVH and PNG not;
# the VM without its timing model, as renders run), best of 3 in turns.
#   usage: bench/vm.sh [BUILD_DIR] [SIZE]      (defaults: build, 256)
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
size=${2:-256}
vm=$build/bin/rpu-vm
bunny=${RSL_SHARED_DIR:-$root/../shared}/data/bunny/bun_zipper.ply
[ -x "$vm" ] || { echo "bench/vm.sh: error: $vm not built" >&2; exit 1; }
[ -f "$bunny" ] || { echo "bench/vm.sh: error: $bunny not found (set RSL_SHARED_DIR)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# stat NAME FILE: the value of "NAME: value" in rpu-vm --stats output
stat() { sed -n "s/^$1: \([0-9.]*\).*/\1/p" "$2"; }

run() { # run SHADER MODE -> $tmp/out
    "$vm" --render -j 1 $2 --main m --surface s --scene "$bunny" -W "$size" -H "$size" --stats \
        -o "$tmp/img.png" "$root/test/lit/vm/$1" > "$tmp/out"
}

printf '%-22s %-7s %12s %12s %12s %9s %8s %10s\n' shader mode instructions issues cycles "lanes%" seconds "Minstr/s"
for shader in depth-shader.s realistic-shader.s; do
    for mode in alone chunk; do
        flag=; [ $mode = chunk ] && flag=--chunk
        run "$shader" "$flag"
        secs=$(stat "render cpu seconds" "$tmp/out")
        instr=$(stat instructions "$tmp/out"); issues=$(stat issues "$tmp/out"); cycles=$(stat cycles "$tmp/out")
        lanes=$(stat "active lanes" "$tmp/out"); [ -n "$lanes" ] || lanes=-
        echo "$shader $mode $instr $issues $cycles $lanes $secs" | awk '{
            t = $7; if (t <= 0) t = 1e-9
            printf "%-22s %-7s %12d %12d %12d %9s %8.3f %10.1f\n", $1, $2, $3, $4, $5, $6, t, $3 / t / 1e6 }'
        eval "${mode}_cycles=$cycles; ${mode}_issues=$issues"
    done
    echo "$shader $alone_issues $chunk_issues $alone_cycles $chunk_cycles" | awk '{
        printf "  chunk mode: %.3f issues per thread instruction (1.00 = no divergence, 0.25 = ideal 4-wide), cycles x%.3f of 4 threads alone / 4\n",
               $3 / $2, $5 / ($4 / 4) }'
done

# The machine alone (no trace): the arithmetic kernel, one thread, then four
# in a chunk whose loops end at different counts (divergence at the end).
n=2000000
TIMEFORMAT=%U
{ time "$vm" "$root/bench/vm_kernel.s" --call kernel --max-steps 0 --set R1=$n --stats > "$tmp/k1"; } 2> "$tmp/t1"
{ time "$vm" "$root/bench/vm_kernel.s" --call kernel --max-steps 0 --set R1=$n --print R0 > "$tmp/k0"; } 2> "$tmp/t0"
{ time "$vm" "$root/bench/vm_kernel.s" --call kernel --max-steps 0 --chunk --set 0:R1=$n --set 1:R1=$((n * 3 / 4)) \
    --set 2:R1=$((n / 2)) --set 3:R1=$((n / 4)) --stats > "$tmp/k4"; } 2> "$tmp/t4"
echo
printf '%-22s %-7s %12s %12s %12s %9s %8s %10s\n' program mode instructions issues cycles "lanes%" seconds "Minstr/s"
for f in 1 4; do
    [ $f = 1 ] && mode=alone || mode=chunk
    lanes=$(stat "active lanes" "$tmp/k$f"); [ -n "$lanes" ] || lanes=-
    echo "vm_kernel.s $mode $(stat instructions "$tmp/k$f") $(stat issues "$tmp/k$f") $(stat cycles "$tmp/k$f") $lanes $(cat "$tmp/t$f")" | awk '{
        t = $7; if (t <= 0) t = 1e-9
        printf "%-22s %-7s %12d %12d %12d %9s %8.3f %10.1f\n", $1, $2, $3, $4, $5, $6, t, $3 / t / 1e6 }'
done
echo "  chunk: 4 threads of 2M, 1.5M, 1M, 0.5M iterations share issues while together; alone they take the sum of their cycles."

# The same kernel without the timing model, and in Lua 5.4: each does 2M
# iterations of the 5-instruction loop (both end at 1e6 in every lane).
if ! command -v lua5.4 > /dev/null && [ "$(id -u)" = 0 ]; then
    apt-get install -y -qq lua5.4 > /dev/null 2>&1 || true
fi
vm_secs=$(cat "$tmp/t0")
echo
echo "vm_kernel without --stats: $(sed 's/^R0 = //' "$tmp/k0") in $vm_secs s: $(echo "$n $vm_secs" | awk '{ t = $2 > 0 ? $2 : 1e-9; printf "%.1f", 5 * $1 / t / 1e6 }') M RPU instructions/s"
if command -v lua5.4 > /dev/null; then
    { time lua5.4 "$root/bench/vm_kernel.lua" $n > "$tmp/lua"; } 2> "$tmp/tl"
    echo "Lua 5.4, same computation: $(cat "$tmp/lua") in $(cat "$tmp/tl") s: the VM takes $(echo "$vm_secs $(cat "$tmp/tl")" | awk '{ printf "%.2f", $1 / ($2 > 0 ? $2 : 1e-9) }')x Lua's time"
else
    echo "Lua 5.4: lua5.4 not installed (apt-get install lua5.4), not compared"
fi

# The same shader on the VM and on the JIT.
render_secs() { # BACKEND -> seconds of the render --stats reports
    "$build/bin/rsl-render" --backend="$1" --scene "$bunny" --surface "$root/shaders/matte.sl" -W 2048 -H 2048 \
        --threads 1 --stats -o "$tmp/$1.png" 2>&1 | sed -n 's/^render [0-9x]*\( on the VM\)*: \([0-9.]*\) s.*/\2/p'
}
echo
if [ -x "$build/bin/rsl-render" ]; then
    for k in 1 2 3; do
        echo "vm $(render_secs rpu)" >> "$tmp/renders"
        echo "jit $(render_secs jit)" >> "$tmp/renders"
    done
    awk '{ if (!($1 in best) || $2 < best[$1]) best[$1] = $2 } END {
        printf "bunny 2048x2048, matte.sl, 1 thread (rsl-render --stats, best of 3): VM %.3f s, JIT %.3f s: the VM takes %.2fx the JIT'"'"'s time\n",
               best["vm"], best["jit"], best["vm"] / (best["jit"] > 0 ? best["jit"] : 1e-9) }' "$tmp/renders"
else
    echo "rsl-render not built: no bunny render beside the JIT"
fi
