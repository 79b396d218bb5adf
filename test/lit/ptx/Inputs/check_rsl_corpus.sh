#!/bin/bash
# Every shader of the RSL corpus through rsl2ll --target=ptx | opt -O2 |
# llc-rpu -march=ptx [-ptx-accurate-math], then ptxas for sm_80 and sm_90:
# one line per shader and mode, "OK" only when ptxas is silent.
# usage: check_rsl_corpus.sh SHARED_DIR PTXAS OUTDIR
shared=$1 ptxas=$2 out=$3
set -o pipefail
mkdir -p "$out"
status=0
for sl in "$shared"/corpus/rsl/*/*.sl; do
  name=$(basename "$sl" .sl)
  if ! rsl2ll --target=ptx "$sl" 2>"$out/$name.err" | opt -O2 -o "$out/$name.bc" 2>>"$out/$name.err"; then
    echo "$name: FAIL (rsl2ll | opt): $(head -c 300 "$out/$name.err")"; status=1; continue
  fi
  for mode in approx accurate; do
    flag=; [ $mode = accurate ] && flag=-ptx-accurate-math
    for sm in sm_80 sm_90; do
      ptx="$out/$name.$mode.$sm.ptx"
      if ! llc-rpu -march=ptx -mcpu=$sm $flag "$out/$name.bc" -o "$ptx" 2>"$out/$name.err"; then
        echo "$name $mode $sm: FAIL (llc-rpu): $(head -c 300 "$out/$name.err")"; status=1; continue
      fi
      msg=$("$ptxas" -arch=$sm "$ptx" -o "$ptx.cubin" 2>&1)
      if [ $? -ne 0 ] || [ -n "$msg" ]; then
        echo "$name $mode $sm: FAIL (ptxas): $(echo "$msg" | head -c 300)"; status=1; continue
      fi
      # a file of functions only (no shader) has no kernel
      entries=$(grep -c '^\.visible \.entry' "$ptx")
      shaders=$(rsl2ll --info "$sl" 2>/dev/null | grep -Ec '^(surface|light|volume|displacement|imager|transformation) "')
      if [ "$entries" -ne "$shaders" ]; then
        echo "$name $mode $sm: FAIL ($entries kernels for $shaders shaders)"; status=1; continue
      fi
      echo "$name $mode $sm: OK ($entries kernels)"
    done
  done
done
exit $status
