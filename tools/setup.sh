#!/usr/bin/env bash
# Installs hwsim's build dependencies (Debian/Ubuntu packages) when missing, then configures and
# builds hwsim in build/ (or $HWSIM_BUILD_DIR). Safe to run repeatedly: it only does what is needed.
#   tools/setup.sh [extra cmake -D options...]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${HWSIM_BUILD_DIR:-$root/build}

packages=(build-essential cmake ninja-build pkg-config libboost-graph-dev libboost-program-options-dev
          libyaml-cpp-dev catch2 nlohmann-json3-dev libbenchmark-dev gnuplot-nox
          libopenmpi-dev openmpi-bin python3-dev python3-pybind11 python3-pytest)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "hwsim setup: missing packages: ${missing[*]} (run as root, or install them)" >&2
    exit 1
  fi
  echo "hwsim setup: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq "${missing[@]}" >&2
fi

if [ ! -f "$build/build.ninja" ] || [ $# -gt 0 ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >&2
fi
cmake --build "$build" -j"$(nproc)" >&2
