#!/bin/bash
# Compares two builds' optimized IR for every corpus shader on every target:
#   utils/compare-ir.sh OLD_BUILD/bin NEW_BUILD/bin [CORPUS_DIR]
# prints, per shader and target, the instruction counts after opt -O2 and
# whether the IR is the same (the globals' struct type and the compiler
# ident lines aside, which name the runtime's layout and files).
set -u
old=$1 new=$2 corpus=${3:-$(dirname "$0")/../../shared/corpus/rsl}
opt=/usr/lib/llvm-16/bin/opt
same=0 total=0
optimized() { "$1/rsl2ll" --target="$2" "$3" 2>/dev/null | "$opt" -O2 -S | grep -v '^source_filename\|ModuleID\|^%struct.rsl_globals = \|^!llvm.ident'; }
for f in $(find "$corpus" -name '*.sl' | sort); do
  for t in host rpu ptx; do
    a=$(optimized "$old" $t "$f") b=$(optimized "$new" $t "$f")
    total=$((total + 1))
    if [ "$a" = "$b" ]; then verdict=same; same=$((same + 1)); else verdict=differs; fi
    printf '%-5s %6d %6d %-8s %s\n' $t "$(grep -c '^  ' <<<"$a")" "$(grep -c '^  ' <<<"$b")" $verdict "${f#$corpus/}"
  done
done
echo "$same of $total the same"
