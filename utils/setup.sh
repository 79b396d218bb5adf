#!/usr/bin/env bash
# Installs what the project needs on Debian 12 (run as root, or with sudo available).
set -euo pipefail
pkgs=(cmake ninja-build python3 gcc llvm-16-dev llvm-16-tools clang-16 libclang-16-dev
      libclang-rt-16-dev libcunit1-dev libpng-dev libembree-dev zlib1g-dev help2man pkg-config
      libopenimageio-dev openimageio-tools)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi
