#!/bin/bash
# Every shader file of the RSL corpus through rsl2ll --target=ptx | opt -O2,
# then both code generators: llc-rpu -march=ptx (in both math modes:
# llc-rpu-accurate is -ptx-accurate-math), and LLVM's own NVPTX backend
# (llc -march=nvptx64, after rsl-opt's math lowering: LLVM 16's NVPTX cannot
# select pow, exp or cos itself).  ptxas for sm_80 and sm_90 must be silent.
# One line per file, backend and target: "OK" and the .entry names, sorted.
# usage: check_kernels.sh SHARED_DIR PTXAS OUTDIR
shared=$1 ptxas=$2 out=$3
mkdir -p "$out"
status=0
for sl in "$shared"/corpus/rsl/*/*.sl; do
  name=$(basename "$sl" .sl)
  if ! rsl2ll --target=ptx "$sl" 2>"$out/$name.err" | opt -O2 -o "$out/$name.bc" 2>>"$out/$name.err"; then
    echo "$name: FAIL (rsl2ll | opt): $(head -c 300 "$out/$name.err")"; status=1; continue
  fi
  for cg in llc-rpu llc-rpu-accurate llc; do
    for sm in sm_80 sm_90; do
      ptx="$out/$name.$cg.$sm.ptx"
      if [ $cg != llc ]; then
        flag=; [ $cg = llc-rpu-accurate ] && flag=-ptx-accurate-math
        llc-rpu -march=ptx -mcpu=$sm $flag "$out/$name.bc" -o "$ptx" 2>"$out/$name.err"
      else
        rsl-opt -passes=lower-math-ptx "$out/$name.bc" -o - 2>"$out/$name.err" |
          llc -march=nvptx64 -mcpu=$sm -o "$ptx" 2>>"$out/$name.err"
      fi
      if [ $? -ne 0 ]; then
        echo "$name $cg $sm: FAIL ($cg): $(head -c 300 "$out/$name.err")"; status=1; continue
      fi
      msg=$("$ptxas" -arch=$sm "$ptx" -o "$ptx.cubin" 2>&1)
      if [ $? -ne 0 ] || [ -n "$msg" ]; then
        echo "$name $cg $sm: FAIL (ptxas): $(echo "$msg" | head -c 300)"; status=1; continue
      fi
      entries=$(sed -n 's/^\.visible \.entry \([A-Za-z0-9_$]*\).*/\1/p' "$ptx" | sort | tr '\n' ' ')
      echo "$name $cg $sm: OK entries: ${entries:-none}"
    done
  done
done
exit $status
