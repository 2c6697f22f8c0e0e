// Exact tiered top-k selection by activation magnitude (contract in kernels.hpp).
//
// Keys are the IEEE bits of |x| as uint32 (order-preserving for non-negative floats). One block of
// 1024 threads keeps 16 consecutive elements per thread in registers. For a count k, four rounds of
// 8-bit radix select (a 256-bin shared histogram of the elements that still match the prefix) find
// T, the k-th largest key, and r, how many elements equal to T belong to the first k. Elements with
// key > T, plus the first r (by index) with key == T, are the first k under (|x| desc, index asc).
// The compaction keeps index order with block-wide exclusive sums (two 16-bit counts packed per
// word, exact because n <= 16384).
#include <cub/block/block_scan.cuh>
#include <stdexcept>

#include "validate/common/cuda_util.hpp"
#include "validate/kernels/kernels.hpp"
#include "validate/kernels/kernels_batch.hpp"

namespace hwsim::validate {
namespace {

constexpr int kThreads = 1024;
constexpr int kPerThread = kSelectMaxN / kThreads;
static_assert(kPerThread == 16);

struct SelectShared {
  unsigned hist[256];
  unsigned digit;
  unsigned remaining;
};

// Finds the k-th largest key (1 <= k <= number of valid keys). Returns T; sets r = elements equal
// to T that are among the first k.
__device__ unsigned radix_select(const unsigned (&key)[kPerThread], int valid, unsigned k,
                                 SelectShared& sh, unsigned& r) {
  unsigned prefix = 0, mask = 0;
  if (threadIdx.x == 0) sh.remaining = k;
  for (int shift = 24; shift >= 0; shift -= 8) {
    for (int i = threadIdx.x; i < 256; i += kThreads) sh.hist[i] = 0;
    __syncthreads();
#pragma unroll
    for (int e = 0; e < kPerThread; ++e) {
      if (e < valid && (key[e] & mask) == prefix)
        atomicAdd(&sh.hist[(key[e] >> shift) & 0xFFu], 1u);
    }
    __syncthreads();
    if (threadIdx.x < 32) {
      // Warp 0: lane l owns bins 255-8l .. 248-8l (descending), finds where the count from the top
      // reaches `remaining`.
      const int lane = threadIdx.x;
      unsigned local = 0;
#pragma unroll
      for (int b = 0; b < 8; ++b) local += sh.hist[255 - 8 * lane - b];
      unsigned incl = local;
#pragma unroll
      for (int o = 1; o < 32; o *= 2) {
        const unsigned v = __shfl_up_sync(0xFFFFFFFFu, incl, o);
        if (lane >= o) incl += v;
      }
      const unsigned excl = incl - local;
      const unsigned need = sh.remaining;
      if (excl < need && incl >= need) {
        unsigned above = excl;
        for (int b = 0; b < 8; ++b) {
          const int bin = 255 - 8 * lane - b;
          const unsigned c = sh.hist[bin];
          if (above + c >= need) {
            sh.digit = static_cast<unsigned>(bin);
            sh.remaining = need - above;
            break;
          }
          above += c;
        }
      }
    }
    __syncthreads();
    prefix |= sh.digit << shift;
    mask |= 0xFFu << shift;
    __syncthreads();  // sh.digit is rewritten in the next round
  }
  r = sh.remaining;
  __syncthreads();  // everyone has read sh.remaining before a next call resets it
  return prefix;
}

__global__ void __launch_bounds__(kThreads)
    select_tiers_kernel(const std::uint16_t* __restrict__ x, int n, int k_top, int k_mid,
                        int* __restrict__ top, int* __restrict__ mid, std::size_t ld_x,
                        int ld_out) {
  // Block b selects from input row b (batched launches; one block: row 0).
  x += blockIdx.x * ld_x;
  top += static_cast<std::size_t>(blockIdx.x) * ld_out;
  if (mid) mid += static_cast<std::size_t>(blockIdx.x) * ld_out;
  using Scan = cub::BlockScan<unsigned, kThreads>;
  __shared__ typename Scan::TempStorage scan_tmp;
  __shared__ SelectShared sh;
  const int first = threadIdx.x * kPerThread;
  const int valid = max(0, min(kPerThread, n - first));
  unsigned key[kPerThread];
#pragma unroll
  for (int e = 0; e < kPerThread; ++e)
    key[e] = e < valid ? (static_cast<unsigned>(x[first + e]) << 16) & 0x7FFFFFFFu : 0u;

  // Thresholds for the first k_top and the first k_top + k_mid elements. k = 0 selects nothing.
  unsigned r1 = 0, r2 = 0;
  const unsigned t1 =
      k_top > 0 ? radix_select(key, valid, static_cast<unsigned>(k_top), sh, r1) : 0xFFFFFFFFu;
  const int k2 = k_top + k_mid;
  const unsigned t2 =
      k2 > 0 ? radix_select(key, valid, static_cast<unsigned>(k2), sh, r2) : 0xFFFFFFFFu;

  // Rank of each tie in index order: exclusive sum of per-thread tie counts (t1 low, t2 high half).
  unsigned ties = 0;
#pragma unroll
  for (int e = 0; e < kPerThread; ++e) {
    if (e < valid) ties += (key[e] == t1 ? 1u : 0u) + (key[e] == t2 ? 0x10000u : 0u);
  }
  unsigned tie_base = 0;
  Scan(scan_tmp).ExclusiveSum(ties, tie_base);
  __syncthreads();
  unsigned tie1 = tie_base & 0xFFFFu, tie2 = tie_base >> 16;
  unsigned sel_bits_top = 0, sel_bits_mid = 0, counts = 0;
#pragma unroll
  for (int e = 0; e < kPerThread; ++e) {
    if (e >= valid) continue;
    bool in_top = false, in_all = false;
    if (key[e] > t1 && k_top > 0) in_top = true;
    if (key[e] == t1 && k_top > 0) in_top = tie1++ < r1;
    if (key[e] > t2 && k2 > 0) in_all = true;
    if (key[e] == t2 && k2 > 0) in_all = tie2++ < r2;
    const bool in_mid = in_all && !in_top;
    sel_bits_top |= (in_top ? 1u : 0u) << e;
    sel_bits_mid |= (in_mid ? 1u : 0u) << e;
    counts += (in_top ? 1u : 0u) + (in_mid ? 0x10000u : 0u);
  }
  unsigned base = 0;
  Scan(scan_tmp).ExclusiveSum(counts, base);
  unsigned pos_top = base & 0xFFFFu, pos_mid = base >> 16;
#pragma unroll
  for (int e = 0; e < kPerThread; ++e) {
    if ((sel_bits_top >> e) & 1u) top[pos_top++] = first + e;
    if ((sel_bits_mid >> e) & 1u) mid[pos_mid++] = first + e;
  }
}

}  // namespace

void launch_select_tiers(const std::uint16_t* x, int n, int k_top, int k_mid, int* top, int* mid,
                         cudaStream_t s) {
  if (n < 1 || n > kSelectMaxN) throw std::invalid_argument("select_tiers: n must be 1..16384");
  if (k_top < 0 || k_mid < 0 || k_top + k_mid > n)
    throw std::invalid_argument("select_tiers: need 0 <= k_top, k_mid and k_top + k_mid <= n");
  select_tiers_kernel<<<1, kThreads, 0, s>>>(x, n, k_top, k_mid, top, mid, 0, 0);
  HWSIM_CUDA_CHECK_LAUNCH("select_tiers_kernel");
}

void launch_select_topk_batch(const std::uint16_t* x, int ld_x, int n, int k, int batch, int* top,
                              cudaStream_t s) {
  if (n < 1 || n > kSelectMaxN || ld_x < n)
    throw std::invalid_argument("select_topk_batch: n must be 1..16384 and ld_x >= n");
  if (k < 0 || k > n || batch < 1) throw std::invalid_argument("select_topk_batch: 0 <= k <= n");
  // k_mid = 0 never writes the middle tier: no pointer for it.
  select_tiers_kernel<<<batch, kThreads, 0, s>>>(x, n, k, 0, top, nullptr,
                                                 static_cast<std::size_t>(ld_x), k);
  HWSIM_CUDA_CHECK_LAUNCH("select_tiers_kernel (batch)");
}

}  // namespace hwsim::validate
