#!/bin/bash
# usage: shade_on_gpu.sh llc-rpu|llc SHADER.sl OUT.ptx
# Compiles the shader to PTX with the chosen code generator, then holds its
# kernel on the GPU against the JIT (rsl-gpu-run; 77 = no device, skipped).
set -o pipefail
cg=$1 sl=$2 ptx=$3
if [ "$cg" = llc-rpu ]; then
  rsl2ll --target=ptx "$sl" | opt -O2 | llc-rpu -march=ptx -o "$ptx" || exit 1
else
  rsl2ll --target=ptx "$sl" | opt -O2 | rsl-opt -passes=lower-math-ptx | llc -march=nvptx64 -mcpu=sm_80 -o "$ptx" || exit 1
fi
exec rsl-gpu-run "$sl" "$ptx"
