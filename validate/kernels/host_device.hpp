// Lets the small numeric helpers shared by the CPU references and the CUDA kernels be compiled by
// both g++ and nvcc, so that CPU and GPU decode the same codes with the same arithmetic.
#pragma once

#if defined(__CUDACC__)
#define HWSIM_HD __host__ __device__
#else
#define HWSIM_HD
#endif

namespace hwsim::validate {

// Single-rounding multiply and add. On the GPU the intrinsics forbid contraction into FMA, so the
// reconstructed weight values are bit-identical to the CPU's (the CPU builds with
// -ffp-contract=off, which is what ISO C++ mode gives g++).
HWSIM_HD inline float mul_rn(float a, float b) {
#if defined(__CUDA_ARCH__)
  return __fmul_rn(a, b);
#else
  return a * b;
#endif
}

HWSIM_HD inline float add_rn(float a, float b) {
#if defined(__CUDA_ARCH__)
  return __fadd_rn(a, b);
#else
  return a + b;
#endif
}

}  // namespace hwsim::validate
