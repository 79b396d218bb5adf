#!/usr/bin/env bash
# Installs a build tree into a clean prefix and uses it as a user would:
# the installed tools (and nothing else) on the PATH run the pipelines on
# the corpus, render a RIB scene with the installed standard shaders and
# call a function; a program builds against the install with find_package
# and with pkg-config; cpack makes the Debian package, whose contents,
# dependencies and unpacked tools are checked.
#   check-install.sh BUILD_DIR WORK_DIR [SHARED_DIR]
set -euo pipefail
build=$(cd "$1" && pwd)
work=$2
shared=${3:-}
[ -z "$shared" ] || [ ! -d "$shared" ] || shared=$(cd "$shared" && pwd)
src=$(cd "$(dirname "$0")/../.." && pwd)
llvm_bin=/usr/lib/llvm-16/bin
tools="rsl2ll rsl-jit rsl-render llc-rpu rsl-opt rpu-lower-ir rpu-as rpu-objdump rpu-vm rsl-gpu-run rsl-gpu-time imgcmp"

fail() { echo "check-install: FAIL: $*" >&2; exit 1; }
rm -rf "$work"
mkdir -p "$work"
work=$(cd "$work" && pwd)
prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" >/dev/null

# The tools and nothing else in bin/; the rest where install.cmake says.
[ "$(ls "$prefix/bin" | sort | tr '\n' ' ')" = "$(echo $tools | tr ' ' '\n' | sort | tr '\n' ' ')" ] ||
  fail "bin/ holds: $(ls "$prefix/bin" | tr '\n' ' ')"
for f in include/rsltools/rsljit.h include/rsltools/rslfront.h include/rsltools/version.h \
         lib/librsljit.a lib/cmake/rsltools/rsltoolsConfig.cmake lib/pkgconfig/rsltools.pc \
         share/rsltools/shaders/plastic.sl share/doc/rsltools/LICENSE; do
  [ -s "$prefix/$f" ] || fail "$f is not installed"
done
if command -v help2man >/dev/null; then
  for t in $tools; do
    grep -q "^\.TH $(echo "$t" | tr a-z A-Z) " "$prefix/share/man/man1/$t.1" || fail "no man page for $t"
  done
fi

# From here on only the install and LLVM's tools are on the PATH.
version=$(sed -n 's/^#define RSLTOOLS_VERSION "\(.*\)"/\1/p' "$prefix/include/rsltools/version.h")
export PATH=$prefix/bin:$llvm_bin:/usr/bin:/bin
for t in $tools; do
  [ "$($t --version | head -1)" = "$t (rsltools) $version" ] || fail "$t --version"
done
cd "$work"
printf 'vector f(vector x) { return normalize(x); }\n' > f.sl
[ "$(rsl-jit f.sl --call f 3,4,0)" = "0.6 0.8 0" ] || fail "rsl-jit --call"
printf 'float f(float x) { return sin(x); }\n' > sin.sl
rsl2ll --target=rpu sin.sl | opt -O2 | llc-rpu -o sin.s
[ "$(rpu-vm sin.s --call f --set R0=0,0,0,0.5 --print R0)" = "R0 = 0 0 0 0.479426" ] || fail "rpu-vm --call"

# A RIB scene whose shaders are the installed standard ones: the error for a
# missing one names the installed folder, and plastic renders.
printf 'Display "x.png" "file" "rgb"\nFormat 8 8 1\nProjection "perspective"\nWorldBegin\nLightSource "pointlight" 1\nSurface "plastic"\nTranslate 0 0 5\nSphere 1 -1 1 360\nWorldEnd\n' > scene.rib
mkdir -p scenes
sed 's/"plastic"/"nosuch"/' scene.rib > scenes/missing.rib
rsl-render scene.rib -o scene.png 2>/dev/null && [ -s scene.png ] || fail "rsl-render on a RIB scene"
# test/rib's scene with the standard matte, pixels worked out in test/lit/rib/shaders.test
rsl-render "$src/test/rib/lights.rib" -o lights.png
[ "$(python3 "$src/test/lit/rib/Inputs/pixels.py" lights.png --pixel 3,1 --pixel 4,0 | grep "^pixel" | tr '\n' ' ')" = \
  "pixel 3,1: 126 126 126 pixel 4,0: 0 0 255 " ] || fail "rsl-render on test/rib/lights.rib"
if rsl-render scenes/missing.rib -o missing.png 2> missing.err; then fail "a missing shader rendered"; fi
grep -q "$prefix/bin/../share/rsltools/shaders" missing.err || fail "the installed rsl-render does not search share/rsltools/shaders: $(cat missing.err)"

# The pipelines on the corpus, both targets.
if [ -n "$shared" ] && [ -d "$shared/corpus/rsl/standard" ]; then
  n=0
  for sl in "$shared"/corpus/rsl/standard/*.sl; do
    base=$(basename "$sl" .sl)
    # (the corpus's unsupported-feature warnings go to corpus.log)
    rsl2ll --target=rpu "$sl" 2>>corpus.log | opt -O2 | llc-rpu -o "$base.s" || fail "rpu pipeline on $sl"
    rsl2ll --target=ptx "$sl" 2>>corpus.log | opt -O2 | llc-rpu -march=ptx -o "$base.ptx" || fail "ptx pipeline on $sl"
    grep -q '^\.target sm_' "$base.ptx" || fail "no PTX for $sl"
    n=$((n + 1))
  done
  [ $n -gt 0 ] || fail "no corpus shaders"
else
  echo "check-install: ../shared is absent: the corpus pipelines are skipped"
fi

# A program against the install: find_package, then pkg-config.
cmake -S "$src/test/install" -B consumer -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build consumer >/dev/null
[ "$(consumer/consumer)" = "rsltools $version: 0.6 0.8 0" ] || fail "the find_package consumer"
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
# shellcheck disable=SC2046
cc -std=c17 -o consumer-pc "$src/test/install/consumer.c" $(pkg-config --cflags --libs --static rsltools) -lstdc++
[ "$(./consumer-pc)" = "rsltools $version: 0.6 0.8 0" ] || fail "the pkg-config consumer"

# The Debian package: contents, dependencies, and its tools unpacked.
(cd "$build" && cpack -G DEB -B "$work/deb" >/dev/null)
deb=$(ls "$work"/deb/rsltools_*.deb)
dpkg-deb -c "$deb" > contents
for f in ./usr/bin/rsl2ll ./usr/bin/llc-rpu ./usr/share/rsltools/shaders/plastic.sl ./usr/include/rsltools/rsljit.h \
         ./usr/lib/cmake/rsltools/rsltoolsConfig.cmake ./usr/lib/pkgconfig/rsltools.pc; do
  grep -q " $f\$" contents || fail "$f is not in $deb"
done
if grep -q "tests\$\|/gen_builtins\$\|/bin2c\$" contents; then fail "test or build-time programs in $deb"; fi
depends=$(dpkg-deb -f "$deb" Depends)
for d in libllvm16 llvm-16 libembree3-3 libpng16-16 zlib1g; do
  echo "$depends" | grep -q "\b$d\b" || fail "Depends lacks $d: $depends"
done
if echo "$depends" | grep -q "cunit\|clang\|-dev"; then fail "build-time Depends: $depends"; fi
dpkg-deb -x "$deb" debroot
[ "$(debroot/usr/bin/rsl2ll --version | head -1)" = "rsl2ll (rsltools) $version" ] || fail "the packaged rsl2ll"
echo "check-install: OK ($deb)"
