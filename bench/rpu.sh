#!/bin/sh
# The RPU backend against the thesis (seed 000 section 12, figure 5.2): for
# every shader of ../shared/corpus/rsl/seeds, each function's static
# instruction count (ours: rsl2ll --target=rpu | opt -O2 | llc-rpu) beside the
# thesis's listing, and the VM's instructions/cycles for one call where the
# function runs on its own (no scene).  The thesis's hand-written listing of
# figure 5.2 (test/lit/vm/functions.s) runs in the same table.
# Usage: bench/rpu.sh [BUILD_DIR]   (default: build)
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build}
seeds=$src/../shared/corpus/rsl/seeds
[ -d "$seeds" ] || { echo "bench/rpu.sh: $seeds is absent" >&2; exit 1; }
PATH=$build/bin:/usr/lib/llvm-16/bin:$PATH
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# thesis listings: instructions including the final return (section 12 with
# flat normals; figure 5.2's f() is "5 plus return")
thesis() {
    case $1 in
    depth_bunny:s) echo 9 ;; depth_bunny:m) echo 19 ;; lit_bunny:s) echo 38 ;; functions_fig52:f) echo 6 ;;
    *) echo - ;;
    esac
}

# instructions of entry $2 in assembly file $1 (labels and comments aside)
count() {
    awk -v e="SUBROUTINE_ENTRY_$2:" '
        $0 == e { on = 1; next }
        /^SUBROUTINE_ENTRY_/ { on = 0 }
        on && $0 !~ /^[ \t]*(;|$)/ && $0 !~ /^[A-Za-z0-9_.$]+:[ \t]*$/ { n++ }
        END { print n + 0 }' "$1"
}

stats() { # file entry -> "instructions cycles" or "- -"
    if out=$(rpu-vm "$1" --call "$2" --stats 2>/dev/null); then
        echo "$out" | awk '/^instructions:/ { i = $2 } /^cycles:/ { c = $2 } END { print i, c }'
    else
        echo "- -"
    fi
}

printf '%-18s %-20s %8s %8s %10s %10s  %s\n' shader function thesis ours "vm instr" "vm cycles" note
for sl in "$seeds"/*.sl; do
    name=$(basename "$sl" .sl)
    s=$tmp/$name.s
    rsl2ll --target=rpu "$sl" 2>/dev/null | opt -O2 | llc-rpu -keep-going -o "$s" 2>"$tmp/$name.err" || true
    for fn in $(rsl2ll --target=rpu "$sl" 2>/dev/null | opt -O2 -S | sed -n 's/^define [^@]*@\([A-Za-z0-9_.]*\)(.*/\1/p'); do
        t=$(thesis "$name:${fn#surface_}")
        if grep -q "^SUBROUTINE_ENTRY_$fn:" "$s" 2>/dev/null; then
            set -- $(stats "$s" "$fn")
            printf '%-18s %-20s %8s %8s %10s %10s\n' "$name" "$fn" "$t" "$(count "$s" "$fn")" "$1" "$2"
        else
            why=$(grep -o "function '$fn'[^(]*" "$tmp/$name.err" | head -1 | cut -c1-70)
            printf '%-18s %-20s %8s %8s %10s %10s  %s\n' "$name" "$fn" "$t" - - - "not compiled: ${why:-?}"
        fi
    done
done
# The shader entries (rsl2ll --target=rpu --main=m | opt -O2 | llc-rpu: what the VM calls, the
# globals computed from the hit and inlined, as the thesis's listings count
# them; lit_bunny with flat normals and every surface without Oi
# (--no-opacity), as in the thesis, whose surface shaders did no Oi work).  A surface entry's VM
# run uses the bunny scene's triangle 0 (HIT zero: the ray's t is 0).
bunny=$src/../shared/data/bunny/bun_zipper_res2.ply
for sl in "$seeds"/*.sl; do
    name=$(basename "$sl" .sl)
    flat=
    [ "$name" = lit_bunny ] && flat=--flat-normals
    main=
    rsl2ll --target=rpu "$sl" 2>/dev/null | grep -q '^define [^@]*@m(ptr [^,]*, <3 x float>' && main=--main=m
    e=$tmp/$name.entries.s
    rsl2ll --target=rpu --no-opacity $main $flat "$sl" 2>/dev/null | opt -O2 | llc-rpu -o "$e" 2>/dev/null || continue
    for fn in $(sed -n 's/^SUBROUTINE_ENTRY_\(.*\):$/\1/p' "$e"); do
        t=$(thesis "$name:$fn")
        if [ "$fn" = m ]; then set -- $(stats "$e" m); else
            out=$(rpu-vm "$e" --call "$fn" --scene "$bunny" --surface "$fn" --stats 2>/dev/null) &&
                set -- $(echo "$out" | awk '/^instructions:/ { i = $2 } /^cycles:/ { c = $2 } END { print i, c }') ||
                set -- - -
        fi
        printf '%-18s %-20s %8s %8s %10s %10s  %s\n' "$name" "$fn" "$t" "$(count "$e" "$fn")" "$1" "$2" "entry $flat"
    done
done

ref=$src/test/lit/vm/functions.s
if [ -f "$ref" ]; then
    set -- $(stats "$ref" f)
    printf '%-18s %-20s %8s %8s %10s %10s  %s\n' "thesis listing" f 6 "$(count "$ref" f)" "$1" "$2" "test/lit/vm/functions.s (hand-written)"
fi
