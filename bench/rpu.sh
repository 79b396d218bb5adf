#!/bin/sh
# The RPU backend against the thesis (seed 000 section 12, figure 5.2) and
# against this backend at the start of issue 11 (commit 6c1a970, measured
# with its build: `rsl2ll --target=rpu | llc-rpu --entries`, the same
# entries).  For every shader of ../shared/corpus/rsl/seeds, each entry of
# `rsl2ll --target=rpu --no-opacity [--main=m] [--flat-normals] | opt -O2 |
# llc-rpu` (lit_bunny with flat normals and every surface without Oi, as in
# the thesis, whose surface shaders did no Oi work): static instructions
# (a co-issued pair counts two) and the VM's cycles for one call, with
# co-issue (the default) and with llc-rpu --no-coissue, and the pairs.  A
# surface entry's VM run uses the bunny scene's triangle 0 (HIT zero: the
# ray's t is 0).  The thesis's hand-written listing of figure 5.2
# (test/lit/vm/functions.s) runs in the same table.  llc-rpu's time beside
# opt -O2's: bench/rpu-scale.sh.
# Usage: bench/rpu.sh [BUILD_DIR]   (default: build)
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$src/build}
seeds=$src/../shared/corpus/rsl/seeds
bunny=$src/../shared/data/bunny/bun_zipper_res2.ply
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

# the start of issue 11: "static cycles"
start() {
    case $1 in
    depth_bunny:s) echo 6 24 ;; depth_bunny:m) echo 12 124 ;; lit_bunny:s) echo 24 96 ;;
    matte_fig32:matte) echo 116 339 ;; phong_anysl:phong) echo 154 416 ;;
    functions_fig52:f | functions_fig52:add) echo 1 1 ;;
    *) echo - - ;;
    esac
}

# instructions of entry $2 in assembly file $1 (labels and comments aside;
# `a || b` is two)
count() {
    awk -v e="SUBROUTINE_ENTRY_$2:" '
        $0 == e { on = 1; next }
        /^SUBROUTINE_ENTRY_/ { on = 0 }
        on && $0 !~ /^[ \t]*(;|$)/ && $0 !~ /^[A-Za-z0-9_.$]+:[ \t]*$/ { n += 1 + ($0 ~ /\|\|/) }
        END { print n + 0 }' "$1"
}

pairs() {
    awk -v e="SUBROUTINE_ENTRY_$2:" '
        $0 == e { on = 1; next }
        /^SUBROUTINE_ENTRY_/ { on = 0 }
        on && /\|\|/ { n++ }
        END { print n + 0 }' "$1"
}

cycles() { # file entry -> VM cycles of one call (the main shader's without a scene), or -
    if [ "$2" = m ]; then
        out=$(rpu-vm "$1" --call "$2" --stats 2>/dev/null) || { echo -; return; }
    else
        out=$(rpu-vm "$1" --call "$2" --scene "$bunny" --surface "$2" --stats 2>/dev/null) || { echo -; return; }
    fi
    echo "$out" | awk '/^cycles:/ { print $2 }'
}

printf '%-16s %-8s %6s | %6s %7s | %6s %7s %5s | %6s %7s  %s\n' shader entry thesis start cycles ours cycles pairs \
    no-co cycles note
for sl in "$seeds"/*.sl; do
    name=$(basename "$sl" .sl)
    flat=
    [ "$name" = lit_bunny ] && flat=--flat-normals
    main=
    rsl2ll --target=rpu "$sl" 2>/dev/null | grep -q '^define [^@]*@m(ptr [^,]*, <3 x float>' && main=--main=m
    rsl2ll --target=rpu --no-opacity $main $flat "$sl" 2>/dev/null | opt -O2 -o "$tmp/$name.bc" || continue
    llc-rpu "$tmp/$name.bc" -o "$tmp/$name.s" 2>/dev/null || continue
    llc-rpu --no-coissue "$tmp/$name.bc" -o "$tmp/$name.noco.s" 2>/dev/null || continue
    for fn in $(sed -n 's/^SUBROUTINE_ENTRY_\(.*\):$/\1/p' "$tmp/$name.s"); do
        set -- $(start "$name:$fn")
        printf '%-16s %-8s %6s | %6s %7s | %6s %7s %5s | %6s %7s  %s\n' "$name" "$fn" "$(thesis "$name:$fn")" "$1" "$2" \
            "$(count "$tmp/$name.s" "$fn")" "$(cycles "$tmp/$name.s" "$fn")" "$(pairs "$tmp/$name.s" "$fn")" \
            "$(count "$tmp/$name.noco.s" "$fn")" "$(cycles "$tmp/$name.noco.s" "$fn")" "$flat"
    done
done

ref=$src/test/lit/vm/functions.s
if [ -f "$ref" ]; then
    printf '%-16s %-8s %6s | %6s %7s | %6s %7s %5s | %6s %7s  %s\n' "thesis listing" f 6 - - "$(count "$ref" f)" \
        "$(cycles "$ref" f)" - - - "test/lit/vm/functions.s (hand-written)"
fi
