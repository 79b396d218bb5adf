#!/bin/sh
# Compiles the seed 004 kernels for the GPU (clang -> llc-rpu) and runs them
# against their host build. usage: run_gpu_seed004.sh HARNESS LLC_RPU CLANG SHARED OUTDIR [llc-rpu flags]
set -e
harness=$1 llc=$2 clang=$3 shared=$4 out=$5
shift 5
mkdir -p "$out"
"$clang" --target=nvptx64-nvidia-cuda -Wno-unknown-cuda-version -O2 -S -emit-llvm \
  -I "$shared/corpus/kernels" "$shared/corpus/kernels/seed004_tests.c" -o "$out/seed004.ll"
"$llc" -march=ptx -ptx-unmarked-kernels "$@" "$out/seed004.ll" -o "$out/seed004.ptx"
exec "$harness" "$out/seed004.ptx"
