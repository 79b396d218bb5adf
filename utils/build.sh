#!/usr/bin/env bash
# Configures and builds one build tree. Usage: utils/build.sh [DIR [CMAKE-ARGS...]]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-$root/build}; shift || true
cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_C_COMPILER=clang-16 -DCMAKE_CXX_COMPILER=clang++-16 "$@" >/dev/null
cmake --build "$dir"
