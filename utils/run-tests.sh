#!/usr/bin/env bash
# Builds and runs every test twice: a normal build (warnings as errors; its
# ctest installs into a clean prefix and builds the Debian package) and an
# AddressSanitizer+UndefinedBehaviorSanitizer build with the libFuzzer targets;
# then builds with gcc 12 and runs the unit tests and the lit suites of the
# host code that gcc compiles (the JIT, the renderers, the tools).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/utils/setup.sh"
export LSAN_OPTIONS="suppressions=$root/utils/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
status=0
"$root/utils/build.sh" "$root/build" -DRSL_WERROR=ON
(cd "$root/build" && ctest --output-on-failure -j2) || status=1
"$root/utils/build.sh" "$root/build-asan" -DRSL_WERROR=ON -DRSL_SANITIZE=ON -DRSL_FUZZ=ON
(cd "$root/build-asan" && ctest --output-on-failure -j2) || status=1
CC=gcc CXX=g++ cmake -S "$root" -B "$root/build-gcc" -G Ninja -DRSL_WERROR=ON >/dev/null
cmake --build "$root/build-gcc"
# (the unit tests and the lit suites of the host code gcc compiles: 15 s on two
# cores, where the whole ctest takes 7 to 10 minutes; the tree builds in about
# the time the clang tree does)
(cd "$root/build-gcc" &&
   ctest --output-on-failure -j2 -R "^(unit-|jit-|gpu-|ptxrender-|lit-(jit|stdlib|rib|scene|vm|tools|parse|readme)$)") ||
  status=1
exit $status
