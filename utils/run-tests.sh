#!/usr/bin/env bash
# Builds and runs every test twice: a normal build (warnings as errors) and an
# AddressSanitizer+UndefinedBehaviorSanitizer build with the libFuzzer targets.
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
exit $status
