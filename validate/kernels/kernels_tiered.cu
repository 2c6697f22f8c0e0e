// Middle-tier kernels: GEMV over b-bit scalar codes or bitshift-trellis codes, reconstructed in
// registers (layout: mid_layout.hpp), and a decode-only kernel used to check reconstruction bit for
// bit against the CPU decoder.
//
// Each thread owns 32 consecutive rows of a bundle: b stream words (b+1 for the trellis window) and
// one header word per column. Inside the GEMV the affine part is folded out of the inner loop:
//   sum_t x_t (s_t c_it + o_t) = sum_t (x_t s_t) c_it + sum_t x_t o_t,
// so each weight costs a bit-field extract, an exact int-to-float conversion and one FMA (scalar),
// or the same plus the hash of the 16-bit state (trellis). The decode kernel instead forms scale *
// code + offset exactly as the CPU decoder does.
#include <cuda_fp16.h>

#include <stdexcept>

#include "validate/common/cuda_util.hpp"
#include "validate/kernels/kernels.hpp"
#include "validate/kernels/trellis_code.hpp"

namespace hwsim::validate {
namespace {

constexpr int kMidThreads = 64;
constexpr int kMidRows = 32;
static_assert(kMidThreads * kMidRows == kColumnTileRows);
constexpr int kMidUnroll = 2;

struct MidParams {
  int seg_end[kMaxSegments];
  int nseg;
  int header_bytes;
};

template <MidCodec C, int B>
constexpr int kWords = C == MidCodec::kTrellis ? B + 1 : B;

// Exact float of a small non-negative integer without the (slow) I2F unit: 2^23 + v has v in its
// mantissa.
__device__ __forceinline__ float small_uint_to_float(unsigned v, float bias) {
  return __uint_as_float(0x4B000000u | v) - bias;
}

// Field of value r of this thread's 32 values: the code (scalar) or the 16-bit state (trellis).
template <MidCodec C, int B>
__device__ __forceinline__ unsigned field(const unsigned (&w)[kWords<C, B>], int r) {
  const int pos = r * B;
  const int wi = pos >> 5;
  const int off = pos & 31;
  const int next = wi + 1 < kWords<C, B> ? wi + 1 : wi;
  const unsigned v = __funnelshift_r(w[wi], w[next], off);
  return C == MidCodec::kScalar ? (v & ((1u << B) - 1u)) : (v & 0xFFFFu);
}

__device__ __forceinline__ void header_params(unsigned hdr, float& scale, float& offset) {
  scale = __half2float(__ushort_as_half(static_cast<unsigned short>(hdr & 0xFFFFu)));
  offset = __half2float(__ushort_as_half(static_cast<unsigned short>(hdr >> 16)));
}

__device__ __forceinline__ const char* bundle_ptr(const char* base, const ColumnSet& cols, int t) {
  if (cols.offsets) return base + __ldg(cols.offsets + t);
  const int slot = cols.in_place ? __ldg(cols.idx + t) : t;
  return base + static_cast<std::uint64_t>(slot) * cols.stride;
}

__device__ __forceinline__ int segment_of(const MidParams& p, int row0) {
  int seg = 0;
#pragma unroll
  for (int i = 0; i < kMaxSegments - 1; ++i)
    seg += (i < p.nseg - 1 && row0 >= p.seg_end[i]) ? 1 : 0;
  return seg;
}

template <MidCodec C, int B>
__device__ __forceinline__ void load_column(const char* b, const MidParams& p, int chunk, int seg,
                                            unsigned (&w)[kWords<C, B>], unsigned& hdr) {
  hdr = __ldg(reinterpret_cast<const unsigned*>(b) + seg);
  const unsigned* s = reinterpret_cast<const unsigned*>(b + p.header_bytes) + chunk * B;
#pragma unroll
  for (int k = 0; k < kWords<C, B>; ++k) w[k] = __ldg(s + k);
}

template <MidCodec C, int B>
__device__ __forceinline__ void accumulate(float (&acc)[kMidRows], float& acc_off,
                                           const unsigned (&w)[kWords<C, B>], unsigned hdr,
                                           float xv) {
  float scale, offset;
  header_params(hdr, scale, offset);
  acc_off = fmaf(xv, offset, acc_off);
  if constexpr (C == MidCodec::kScalar) {
    const float xs = xv * scale;
#pragma unroll
    for (int r = 0; r < kMidRows; ++r)
      acc[r] = fmaf(xs, small_uint_to_float(field<C, B>(w, r), 8388608.0f), acc[r]);
  } else {
    constexpr float kInvSd = static_cast<float>(1.0 / 147.800537109375);
    const float xs = xv * scale * kInvSd;
#pragma unroll
    for (int r = 0; r < kMidRows; ++r) {
      const unsigned h = field<C, B>(w, r) * 34038481u + 76625530u;
      const unsigned sum = __dp4a(h, 0x01010101u, 0u);
      // float(sum - 510) exactly: 2^23 + 510 is representable.
      acc[r] = fmaf(xs, small_uint_to_float(sum, 8389118.0f), acc[r]);
    }
  }
}

template <MidCodec C, int B>
__global__ void __launch_bounds__(kMidThreads)
    gemv_mid_cols_kernel(const char* __restrict__ base, ColumnSet cols, int rows, MidParams p,
                         const std::uint16_t* __restrict__ x, float* __restrict__ partial,
                         int cols_per_split) {
  const int chunk = blockIdx.x * kMidThreads + threadIdx.x;
  const int row0 = chunk * kMidRows;
  if (row0 >= rows) return;
  const int seg = segment_of(p, row0);
  const int c0 = blockIdx.y * cols_per_split;
  const int c1 = min(cols.count, c0 + cols_per_split);
  float acc[kMidRows] = {};
  float acc_off = 0.0f;
  int c = c0;
  for (; c + kMidUnroll <= c1; c += kMidUnroll) {
    unsigned w[kMidUnroll][kWords<C, B>];
    unsigned hdr[kMidUnroll];
    float xv[kMidUnroll];
#pragma unroll
    for (int u = 0; u < kMidUnroll; ++u) {
      load_column<C, B>(bundle_ptr(base, cols, c + u), p, chunk, seg, w[u], hdr[u]);
      const int j = cols.idx ? __ldg(cols.idx + c + u) : c + u;
      xv[u] = __uint_as_float(static_cast<unsigned>(__ldg(x + j)) << 16);
    }
#pragma unroll
    for (int u = 0; u < kMidUnroll; ++u) accumulate<C, B>(acc, acc_off, w[u], hdr[u], xv[u]);
  }
  for (; c < c1; ++c) {
    unsigned w[kWords<C, B>];
    unsigned hdr;
    load_column<C, B>(bundle_ptr(base, cols, c), p, chunk, seg, w, hdr);
    const int j = cols.idx ? __ldg(cols.idx + c) : c;
    accumulate<C, B>(acc, acc_off, w, hdr,
                     __uint_as_float(static_cast<unsigned>(__ldg(x + j)) << 16));
  }
  float4* out =
      reinterpret_cast<float4*>(partial + static_cast<std::size_t>(blockIdx.y) * rows + row0);
#pragma unroll
  for (int q = 0; q < kMidRows / 4; ++q)
    out[q] = make_float4(acc[4 * q] + acc_off, acc[4 * q + 1] + acc_off, acc[4 * q + 2] + acc_off,
                         acc[4 * q + 3] + acc_off);
}

template <MidCodec C, int B>
__global__ void decode_mid_cols_kernel(const char* __restrict__ base, ColumnSet cols, int rows,
                                       MidParams p, float* __restrict__ out) {
  const int chunk = blockIdx.x * kMidThreads + threadIdx.x;
  const int row0 = chunk * kMidRows;
  const int t = blockIdx.y;
  if (row0 >= rows || t >= cols.count) return;
  unsigned w[kWords<C, B>];
  unsigned hdr;
  load_column<C, B>(bundle_ptr(base, cols, t), p, chunk, segment_of(p, row0), w, hdr);
  float scale, offset;
  header_params(hdr, scale, offset);
  float* o = out + static_cast<std::size_t>(t) * rows + row0;
#pragma unroll
  for (int r = 0; r < kMidRows; ++r) {
    const unsigned f = field<C, B>(w, r);
    o[r] =
        C == MidCodec::kScalar ? scalar_value(f, scale, offset) : trellis_value(f, scale, offset);
  }
}

MidParams make_params(const MidLayout& layout) {
  layout.validate();
  MidParams p{};
  int end = 0;
  for (std::size_t i = 0; i < layout.segments.size(); ++i) {
    end += layout.segments[i];
    p.seg_end[i] = end;
  }
  p.nseg = static_cast<int>(layout.segments.size());
  p.header_bytes = static_cast<int>(layout.header_bytes());
  return p;
}

template <MidCodec C>
void dispatch_gemv(int bits, dim3 grid, cudaStream_t s, const char* base, const ColumnSet& cols,
                   int rows, const MidParams& p, const std::uint16_t* x, float* partial, int per) {
  switch (bits) {
    case 2:
      gemv_mid_cols_kernel<C, 2><<<grid, kMidThreads, 0, s>>>(base, cols, rows, p, x, partial, per);
      break;
    case 3:
      gemv_mid_cols_kernel<C, 3><<<grid, kMidThreads, 0, s>>>(base, cols, rows, p, x, partial, per);
      break;
    case 4:
      gemv_mid_cols_kernel<C, 4><<<grid, kMidThreads, 0, s>>>(base, cols, rows, p, x, partial, per);
      break;
    default:
      throw std::invalid_argument("mid tier: bits must be 2, 3 or 4");
  }
}

template <MidCodec C>
void dispatch_decode(int bits, dim3 grid, cudaStream_t s, const char* base, const ColumnSet& cols,
                     int rows, const MidParams& p, float* out) {
  switch (bits) {
    case 2:
      decode_mid_cols_kernel<C, 2><<<grid, kMidThreads, 0, s>>>(base, cols, rows, p, out);
      break;
    case 3:
      decode_mid_cols_kernel<C, 3><<<grid, kMidThreads, 0, s>>>(base, cols, rows, p, out);
      break;
    case 4:
      decode_mid_cols_kernel<C, 4><<<grid, kMidThreads, 0, s>>>(base, cols, rows, p, out);
      break;
    default:
      throw std::invalid_argument("mid tier: bits must be 2, 3 or 4");
  }
}

}  // namespace

void launch_gemv_mid_cols(const MidLayout& layout, const void* base, const ColumnSet& cols,
                          const std::uint16_t* x, float* partial, int splits, cudaStream_t s) {
  const MidParams p = make_params(layout);
  if (splits < 1) throw std::invalid_argument("gemv_mid_cols: splits < 1");
  const int per = std::max(1, (cols.count + splits - 1) / splits);
  const dim3 grid((layout.rows + kColumnTileRows - 1) / kColumnTileRows, splits);
  const auto* b = static_cast<const char*>(base);
  if (layout.codec == MidCodec::kScalar) {
    dispatch_gemv<MidCodec::kScalar>(layout.bits, grid, s, b, cols, layout.rows, p, x, partial,
                                     per);
  } else {
    dispatch_gemv<MidCodec::kTrellis>(layout.bits, grid, s, b, cols, layout.rows, p, x, partial,
                                      per);
  }
  HWSIM_CUDA_CHECK_LAUNCH("gemv_mid_cols_kernel");
}

void launch_decode_mid_cols(const MidLayout& layout, const void* base, const ColumnSet& cols,
                            float* out, cudaStream_t s) {
  const MidParams p = make_params(layout);
  if (cols.count == 0) return;
  const dim3 grid((layout.rows + kColumnTileRows - 1) / kColumnTileRows, cols.count);
  const auto* b = static_cast<const char*>(base);
  if (layout.codec == MidCodec::kScalar) {
    dispatch_decode<MidCodec::kScalar>(layout.bits, grid, s, b, cols, layout.rows, p, out);
  } else {
    dispatch_decode<MidCodec::kTrellis>(layout.bits, grid, s, b, cols, layout.rows, p, out);
  }
  HWSIM_CUDA_CHECK_LAUNCH("decode_mid_cols_kernel");
}

}  // namespace hwsim::validate
