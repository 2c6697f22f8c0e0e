#!/usr/bin/env bash
# Builds hwsim-gpubench without CMake (nvcc + g++ directly): a portable binary with the static CUDA
# runtime and static libstdc++, for machines that have a GPU driver but no build dependencies.
#   validate/build_standalone.sh [BUILD_DIR]     (default: build-gpu/standalone under the repo root)
# Environment: NVCC (default nvcc on PATH, else /usr/local/cuda/bin/nvcc), CXX (default g++), JOBS (2).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/build-gpu/standalone}"
nvcc="${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}"
cxx="${CXX:-g++}"
jobs="${JOBS:-2}"
cuda_home="$(dirname "$(dirname "$nvcc")")"
mkdir -p "$out/obj"

cxxflags=(-std=c++20 -O2 -g -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wconversion
          -Wno-sign-conversion -I"$root" -I"$cuda_home/include")
nvflags=(-std=c++20 -O3 -lineinfo -gencode "arch=compute_90,code=[sm_90,compute_90]"
         -Xcompiler -Wall,-Wextra -I"$root")

host_srcs=(numeric mid_codec q4k cpu_reference stats worker_pool direct_io decode_plan
           ssd_batch_grid read_replay)
cuda_cpp_srcs=(cuda_util kernel_checks copy_bench gather_bench ssd_bench kernel_bench microbench
               plan_bench staged_copy_bench ssd_seq_bench ssd_batch_bench host_probe
               decode_e2e tool_main)
cu_srcs=(kernels_dense kernels_tiered kernels_q4k topk kernels_fill kernels_block)

cmds=()
for f in "${host_srcs[@]}" "${cuda_cpp_srcs[@]}"; do
  cmds+=("$cxx ${cxxflags[*]} -c $root/validate/$f.cpp -o $out/obj/$f.o")
done
for f in "${cu_srcs[@]}"; do
  cmds+=("$nvcc ${nvflags[*]} -c $root/validate/$f.cu -o $out/obj/$f.o")
done
printf '%s\n' "${cmds[@]}" | xargs -P "$jobs" -I{} sh -c '{}'

objs=()
for f in "${host_srcs[@]}" "${cuda_cpp_srcs[@]}" "${cu_srcs[@]}"; do objs+=("$out/obj/$f.o"); done
"$nvcc" -cudart static -gencode "arch=compute_90,code=[sm_90,compute_90]" "${objs[@]}" \
  -Xcompiler "-static-libstdc++ -static-libgcc" -lpthread -o "$out/hwsim-gpubench"
echo "built $out/hwsim-gpubench"
