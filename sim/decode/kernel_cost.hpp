#pragma once
// GEMV kernel cost from the algorithm: a kernel that reads `bytes` of weights and reconstructs
// weights of several storage forms takes
//   max(bytes / (gpu.hbm_bandwidth * gpu.gemv_efficiency), sum over forms of weights / rate(form))
//   + gpu.kernel_launch_overhead
// (a measured gpu.gemv_kernels fit of the kernel kind replaces the first term). rate(form) is the
// measured gpu.decode_rates.<rate_key> when present and non-zero (`hwsim calibrate` writes it, in
// weights/s), else derived from the GPU's datasheet rates and the form's work per weight:
//   seconds per weight = max(int_ops / gpu.int32_ops, fp_ops / fp32_issue,
//                            (int_ops + fp_ops) / fp32_issue),   fp32_issue = gpu.flops_fp32 / 2
// fp32_issue is FP32 lanes x clock (an FMA counts 2 FLOP); the third term is the issue limit: on
// NVIDIA SMs since Ampere (GA10x, AD10x, GH100) the four warp schedulers of an SM issue 4 x 32
// thread instructions per clock, as many as the SM has FP32 lanes, while INT32 runs on 64 lanes
// per SM (Ada and Hopper architecture whitepapers). gpu.int32_ops 0 drops the INT32 term.
//
// Work per weight, counted in thread instructions from the kernels in validate/ (kernels_dense.cu,
// kernels_tiered.cu, kernels_q4k.cu) and, for Q6_K and Q8_0, from llama.cpp's dequantisation
// (ggml-cuda dequantize_q6_K / dequantize_q8_0) written the same way; loads are in the bytes term:
//   bf16, fp16  1 int (bf16: shift or mask into an fp32; fp16: one conversion) + 1 fp (FMA)
//   q8_0        2 int (byte extract, sign-extending OR into the 2^23 mantissa trick)
//               + 2 fp (the trick's subtraction, FMA); the fp16 block scale every 32 weights
//               is one FMUL per block (left out, < 0.04 per weight)
//   q6_k        6 int (low nibble shift + mask, high 2 bits shift + mask, shift + OR to join)
//               + 1 int (OR into the mantissa) + 2 fp (subtract the bias incl. -32, FMA)
//   q4_k        3 int (shift, mask, OR into the mantissa) + 0.5 int (bf16 x unpacked once for
//               the warp's 2 rows) + 2 fp (subtract, FMA) + 0.5 fp (running sum of x for the
//               folded minimum, shared by 2 rows); scales per 32 weights left out
//   scalar      3 int (funnel shift, mask, OR into the mantissa) + 2 fp (subtract, FMA); the
//               affine scale/offset is folded out of the inner loop (one FMA per column)
//   trellis     5 int (funnel shift, 16-bit mask, the 1MAD hash's IMAD, DP4A byte sum, OR
//               into the mantissa) + 2 fp (subtract, FMA)
// The further rows of the storage-format registry (sim/model/weight_formats.hpp), counted the
// same way from each format's definition; no kernel in validate/ measures them, so they take the
// derived rate (rate_key null). A per-block scale applied once to a block's partial sum is one
// multiply per block (left out below 0.07 per weight, as the q8_0 and q4_k scales above):
//   fp32        0 int + 1 fp (FMA)
//   fp8_e4m3, fp8_e4m3_block128
//               0.5 int (cvt.rn.f16x2.e4m3x2: two codes per instruction, PTX ISA 7.8, sm_89+)
//               + 1 int (f16 to f32) + 1 fp (FMA); the per-tensor scale is one multiply per
//               output, a 128 x 128 block's one per 128 weights of a row (left out)
//   fp8_e5m2    0.5 int (PRMT: two codes become the high bytes of two f16, as E5M2 is f16's top
//               byte) + 1 int (f16 to f32) + 1 fp (FMA)
//   mxfp4, nvfp4
//               2 int (shift, mask: the 4-bit E2M1 code) + 1 int (byte-permute lookup of its
//               value in a 16-entry register table, as ggml-cuda's get_int_from_table_16) + 1 int
//               (OR into the 2^23 mantissa) + 2 fp (subtract, FMA); the E8M0 (MX, per 32) or
//               E4M3 (NV, per 16) block scale multiplies the block's partial sum (left out)
//   int8        as q8_0: 2 int (byte extract, OR into the mantissa) + 2 fp (subtract, FMA); the
//               per-row scale is one multiply per output
//   nf4, nf4_dq 2 int (shift, mask) + 1 int (load of the code's level from the 16-entry NF4
//               table, as bitsandbytes' dequantize kernels read it) + 1 fp (FMA); the block's
//               absmax multiplies its partial sum
//   gptq_int4, awq_int4, int4_packed, hqq_1bit .. hqq_4bit
//               as the scalar codec: 3 int (funnel shift, mask, OR into the mantissa) + 2 fp
//               (subtract the group's zero offset, FMA); the group's scale multiplies its
//               partial sum
//   q2_k        as q4_k: 3 int + 0.5 int (x unpacked once for 2 rows) + 2 fp + 0.5 fp (x's
//               running sum for the folded minimum); 4-bit scales and mins per 16 left out
//   q3_k        6 int (low 2 bits: shift + mask; high bit from hmask: shift + mask; join; OR
//               into the mantissa) + 2 fp (subtract the bias incl. -4, FMA)
//   q5_k        6 int (low nibble: shift + mask; high bit: shift + mask; join; OR) + 0.5 int (x
//               unpacked once for 2 rows) + 2 fp + 0.5 fp (folded minimum)
//   q4_0        3 int (shift, mask, OR) + 2 fp (subtract the bias incl. -8, FMA)
//   q5_0        6 int (low nibble, high bit from qh, join, OR as q5_k) + 2 fp
#include <string>
#include <utility>
#include <vector>

#include "sim/decode/formats.hpp"
#include "sim/decode/tiers.hpp"
#include "sim/hw/hardware_profile.hpp"

namespace hwsim::decode {

// Thread instructions a GEMV spends per weight of one storage form (see the header comment).
struct DecodeWork {
  double int_ops = 0.0;
  double fp_ops = 0.0;
};

struct KernelFormat;
// Seconds a GEMV spends reconstructing and multiplying `weights` weights of `format` on `gpu`,
// apart from reading them.
using ComputeCost = double (*)(const hw::GpuSpec& gpu, const KernelFormat& format, double weights);

// One storage form a GEMV kernel reads. The table (kernel_formats()) is the registry: a new
// format is one entry.
struct KernelFormat {
  const char* name;      // "bf16", "q4_k", "scalar", "trellis", ...
  double bits;           // bits per weight incl. block scales; 0 = set by the method (codes)
  const char* rate_key;  // gpu.decode_rates key whose non-zero value overrides the derived rate
  DecodeWork work;
  ComputeCost compute;
};

// Every kernel format: one per storage format (bf16, fp16, q8_0, q6_k, q4_k, fp32, fp8_e4m3,
// ...), then the middle-tier codecs scalar and trellis.
const std::vector<KernelFormat>& kernel_formats();
// Throws std::invalid_argument naming the known formats when `name` is not one.
const KernelFormat& kernel_format(const std::string& name);
// The entry of a dense block type and of a middle-tier codec.
const KernelFormat& kernel_format(BlockType type);
const KernelFormat& kernel_format(Codec codec);

// Weights/s derived from the datasheet rates (see the header comment); 0 when the GPU gives no
// FP32 rate (no compute limit).
double derived_decode_rate(const hw::GpuSpec& gpu, const DecodeWork& work);
// The measured gpu.decode_rates.<rate_key> when non-zero, else derived_decode_rate.
double decode_rate(const hw::GpuSpec& gpu, const KernelFormat& format);
// The measured rate of `key` (scalar, trellis, quantised); 0 when not measured or unknown.
double measured_decode_rate(const hw::GpuSpec& gpu, const std::string& key);

// What one GEMV kernel reads and reconstructs: weight bytes, and weights per storage form.
struct GemvWork {
  double bytes = 0.0;
  std::vector<std::pair<const KernelFormat*, double>> weights;
  // This work scaled by `share` (a pipelined piece).
  GemvWork scaled(double share) const;
};

// Seconds of one GEMV without its launch: max(memory term, sum of compute terms). `memory_seconds`
// is the memory term (bytes at the achievable rate, or a measured kernel fit).
double gemv_seconds(const hw::GpuSpec& gpu, const GemvWork& work, double memory_seconds);

// The work of one token's GEMV over `weights` weights of every tier of `plan`: the top tier in the
// method's format (per output block type, as column_bytes counts them), the middle tier in its
// codec. `instances` multiplies both.
GemvWork gemv_work(const MethodSpec& method, const model::MatrixGroup& group, const TierPlan& plan,
                   const LayerOrdinals& ordinals, double instances);

}  // namespace hwsim::decode
