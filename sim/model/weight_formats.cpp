#include "sim/model/weight_formats.hpp"

namespace hwsim::model {

double WeightLayout::bytes_per_weight() const {
  const double tiles = tile > 0 ? tile_bytes / static_cast<double>(tile * tile) : 0.0;
  return group_bytes / static_cast<double>(group) + tiles;
}

double WeightLayout::matrix_bytes(std::int64_t rows, std::int64_t cols) const {
  const auto ceil_div = [](std::int64_t a, std::int64_t b) { return (a + b - 1) / b; };
  double bytes =
      static_cast<double>(rows) * static_cast<double>(ceil_div(cols, group)) * group_bytes;
  if (tile > 0) {
    bytes += static_cast<double>(ceil_div(rows, tile)) * static_cast<double>(ceil_div(cols, tile)) *
             tile_bytes;
  }
  return bytes + static_cast<double>(rows) * row_bytes + static_cast<double>(cols) * col_bytes +
         tensor_bytes;
}

namespace {

// One element per group, no scales.
WeightLayout plain(double bytes) { return WeightLayout{1, bytes}; }

// Blocks of `weights` weights of `bytes` bytes along a row (ggml's blocks, MX/NV blocks).
WeightLayout blocks(std::int64_t weights, double bytes) { return WeightLayout{weights, bytes}; }

// GPTQ (AutoGPTQ's QuantLinear buffers): qweight int32 [cols * bits / 32, rows] (bits per
// weight), qzeros int32 [cols / group, rows * bits / 32] (a bits-wide zero per group and
// output), scales fp16 [cols / group, rows] and g_idx int32 [cols] (each input's group).
WeightLayout gptq(int bits, std::int64_t group) {
  WeightLayout l{group, static_cast<double>(group * bits) / 8.0 + 2.0 + bits / 8.0};
  l.col_bytes = 4.0;
  return l;
}

// AWQ (AutoAWQ's WQLinear_GEMM buffers): qweight int32 [cols, rows * bits / 32], qzeros int32
// [cols / group, rows * bits / 32], scales fp16 [cols / group, rows]; no g_idx.
WeightLayout awq(int bits, std::int64_t group) {
  return WeightLayout{group, static_cast<double>(group * bits) / 8.0 + 2.0 + bits / 8.0};
}

// HQQ (mobiusml/hqq, transformers' HqqConfig without meta quantization): bits-wide codes and an
// fp16 scale and an fp16 zero per group.
WeightLayout hqq(int bits, std::int64_t group) {
  return WeightLayout{group, static_cast<double>(group * bits) / 8.0 + 4.0};
}

// HQQ with its scales and zeros quantized (BaseQuantizeConfig quant_scale and quant_zero: 8-bit
// codes in groups of `meta_group` groups, each such group with an fp16 scale and an fp16 zero,
// hqq/core/quantize.py), as mixtral-offloading stores its experts (src/build_model.py): per group
// of weights the codes, an 8-bit scale and an 8-bit zero, and 8 B of meta per meta_group groups.
WeightLayout hqq_quantized_meta(int bits, std::int64_t group, std::int64_t meta_group) {
  return WeightLayout{
      group, static_cast<double>(group * bits) / 8.0 + 2.0 + 8.0 / static_cast<double>(meta_group)};
}

// compressed-tensors' pack-quantized symmetric integers (Kimi-K2-Thinking, int4 group 32):
// weight_packed int32 [rows, cols * bits / 32], a bf16 weight_scale per group and output, and a
// weight_shape int32[2] per matrix.
WeightLayout packed_int(int bits, std::int64_t group) {
  WeightLayout l{group, static_cast<double>(group * bits) / 8.0 + 2.0};
  l.tensor_bytes = 8.0;
  return l;
}

WeightLayout with_tensor_scale(WeightLayout l, double bytes) {
  l.tensor_bytes = bytes;
  return l;
}

WeightLayout with_tile(WeightLayout l, std::int64_t tile, double bytes) {
  l.tile = tile;
  l.tile_bytes = bytes;
  return l;
}

WeightLayout with_row_scale(WeightLayout l, double bytes) {
  l.row_bytes = bytes;
  return l;
}

constexpr const char* kGgml =
    "llama.cpp ggml/src/ggml-common.h (block structs; QK_K = 256, K_SCALE_SIZE = 12)";

std::vector<StorageFormat> make_table() {
  return {
      {"bf16", "bfloat16: the upper 16 bits of an IEEE 754 binary32", "2 B per weight", false, 16,
       plain(2.0)},
      {"fp16", "IEEE 754 binary16", "2 B per weight", false, 16, plain(2.0)},
      {"q8_0", kGgml, "block_q8_0: fp16 d + 32 int8 = 34 B per 32 (8.5 bits)", true, 8,
       blocks(32, 34.0)},
      {"q6_k", kGgml,
       "block_q6_K: ql[128] + qh[64] + int8 scales[16] + fp16 d = 210 B per 256 (6.5625 bits)",
       true, 6, blocks(256, 210.0)},
      {"q4_k", kGgml, "block_q4_K: fp16 d, dmin + scales[12] + qs[128] = 144 B per 256 (4.5 bits)",
       true, 4, blocks(256, 144.0)},
      {"fp32", "IEEE 754 binary32", "4 B per weight", false, 32, plain(4.0)},
      {"fp8_e4m3",
       "OCP 8-bit Floating Point Specification (OFP8) rev. 1.0, E4M3; one fp32 weight_scale per "
       "tensor as compressed-tensors and vLLM store per-tensor FP8",
       "1 B per weight + a 4 B fp32 scale per matrix", true, 8, with_tensor_scale(plain(1.0), 4.0)},
      {"fp8_e5m2", "OCP 8-bit Floating Point Specification (OFP8) rev. 1.0, E5M2; per-tensor scale",
       "1 B per weight + a 4 B fp32 scale per matrix", true, 8, with_tensor_scale(plain(1.0), 4.0)},
      {"fp8_e4m3_block128",
       "DeepSeek-V3's FP8 weights (README_WEIGHTS.md: E4M3, 128 x 128 block scaling, fp32 "
       "weight_scale_inv per block); quantization_config weight_block_size [128, 128]",
       "1 B per weight + a 4 B fp32 scale per 128 x 128 block", true, 8,
       with_tile(plain(1.0), 128, 4.0)},
      {"mxfp4",
       "OCP Microscaling Formats (MX) Specification v1.0: MXFP4 = 32 FP4 E2M1 elements sharing "
       "one E8M0 scale",
       "17 B per 32: 16 B of E2M1 codes + 1 B E8M0 scale (4.25 bits)", true, 4, blocks(32, 17.0)},
      {"nvfp4",
       "NVIDIA NVFP4 (TensorRT Model Optimizer, 'Introducing NVFP4 for Efficient and Accurate "
       "Low-Precision Inference'): 16 FP4 E2M1 elements share an FP8 E4M3 scale, and a per-tensor "
       "fp32 scale (weight_scale_2)",
       "9 B per 16: 8 B of E2M1 codes + 1 B E4M3 scale (4.5 bits) + a 4 B fp32 scale per matrix",
       true, 4, with_tensor_scale(blocks(16, 9.0), 4.0)},
      {"int8",
       "LLM.int8() (Dettmers et al. 2022; bitsandbytes Int8Params): int8 rows with one fp32 "
       "absmax scale (SCB) per output row",
       "1 B per weight + a 4 B fp32 scale per output row", true, 8,
       with_row_scale(plain(1.0), 4.0)},
      {"nf4",
       "QLoRA (Dettmers et al. 2023, arXiv:2305.14314) 4-bit NormalFloat, bitsandbytes "
       "blocksize 64 with an fp32 absmax per block",
       "36 B per 64: 32 B of codes + 4 B fp32 absmax (4.5 bits)", true, 4, blocks(64, 36.0)},
      {"nf4_dq",
       "QLoRA's double quantization (bnb_4bit_use_double_quant): each block's absmax in 8 bits, "
       "one fp32 scale per 256 blocks (0.127 bits of constants per weight, the paper's figure)",
       "32 B of codes + 1 B absmax per 64, + 4 B per 256 x 64 (4.127 bits)", true, 4,
       blocks(64, 32.0 + 1.0 + 4.0 / 256.0)},
      {"gptq_int4",
       "GPTQ (Frantar et al. 2022, arXiv:2210.17323) as AutoGPTQ stores it: qweight, qzeros, "
       "fp16 scales per group of 128 inputs, int32 g_idx per input",
       "66.5 B per 128: 64 B codes + fp16 scale + 4-bit zero (4.156 bits) + 4 B per input column",
       true, 4, gptq(4, 128), gptq, 128},
      {"awq_int4",
       "AWQ (Lin et al. 2023, arXiv:2306.00978) as AutoAWQ's WQLinear_GEMM stores it: qweight, "
       "qzeros, fp16 scales per group of 128 inputs",
       "66.5 B per 128: 64 B codes + fp16 scale + 4-bit zero (4.156 bits)", true, 4, awq(4, 128),
       awq, 128},
      {"int4_packed",
       "compressed-tensors pack-quantized symmetric int4 (format pack-quantized; "
       "Kimi-K2-Thinking's "
       "config: group 32, bf16 scales)",
       "18 B per 32: 16 B of codes + bf16 scale (4.5 bits) + 8 B weight_shape per matrix", true, 4,
       packed_int(4, 32), packed_int, 32},
      {"hqq_4bit",
       "HQQ (Badri and Shaji 2023, github.com/mobiusml/hqq; transformers HqqConfig default "
       "group_size 64): codes + fp16 scale and fp16 zero per group",
       "36 B per 64: 32 B codes + 2 B scale + 2 B zero (4.5 bits)", true, 4, hqq(4, 64), hqq, 64},
      {"hqq_3bit", "HQQ as hqq_4bit, 3-bit codes",
       "28 B per 64: 24 B codes + 2 B scale + 2 B zero (3.5 bits)", true, 3, hqq(3, 64), hqq, 64},
      {"hqq_2bit", "HQQ as hqq_4bit, 2-bit codes",
       "20 B per 64: 16 B codes + 2 B scale + 2 B zero (2.5 bits)", true, 2, hqq(2, 64), hqq, 64},
      {"hqq_1bit", "HQQ as hqq_4bit, 1-bit codes",
       "12 B per 64: 8 B codes + 2 B scale + 2 B zero (1.5 bits)", true, 1, hqq(1, 64), hqq, 64},
      {"q2_k", kGgml,
       "block_q2_K: scales[16] (4-bit scale and min) + qs[64] + fp16 d, dmin = 84 B per 256 "
       "(2.625 bits)",
       true, 2, blocks(256, 84.0)},
      {"q3_k", kGgml,
       "block_q3_K: hmask[32] + qs[64] + scales[12] + fp16 d = 110 B per 256 (3.4375 bits)", true,
       3, blocks(256, 110.0)},
      {"q5_k", kGgml,
       "block_q5_K: fp16 d, dmin + scales[12] + qh[32] + qs[128] = 176 B per 256 (5.5 bits)", true,
       5, blocks(256, 176.0)},
      {"q4_0", kGgml, "block_q4_0: fp16 d + qs[16] = 18 B per 32 (4.5 bits)", true, 4,
       blocks(32, 18.0)},
      {"q5_0", kGgml, "block_q5_0: fp16 d + qh[4] + qs[16] = 22 B per 32 (5.5 bits)", true, 5,
       blocks(32, 22.0)},
      {"hqq_2bit_g16_qmeta",
       "HQQ with quantized scales and zeros as github dvmazur/mixtral-offloading stores its "
       "experts (src/build_model.py get_default_ffn_quant_config: nbits 2, group_size 16, "
       "quant_zero and quant_scale; hqq's scale_quant_params: 8-bit, group_size 128)",
       "6.0625 B per 16: 4 B codes + 8-bit scale + 8-bit zero + 8 B of fp16 meta per 128 groups "
       "(3.03125 bits)",
       true, 2, hqq_quantized_meta(2, 16, 128)},
      {"hqq_3bit_g64_qmeta",
       "HQQ with quantized scales and zeros: 3-bit codes in groups of 64 (an assumption for "
       "mixtral-offloading's 3-bit experts, whose config the repository does not ship), meta as "
       "hqq_2bit_g16_qmeta",
       "26.0625 B per 64: 24 B codes + 8-bit scale + 8-bit zero + 8 B meta per 128 groups "
       "(3.2578 bits)",
       true, 3, hqq_quantized_meta(3, 64, 128)},
  };
}

}  // namespace

const std::vector<StorageFormat>& storage_formats() {
  static const std::vector<StorageFormat> table = make_table();
  return table;
}

const StorageFormat* find_storage_format(const std::string& name) {
  for (const StorageFormat& f : storage_formats()) {
    if (name == f.name) return &f;
  }
  return nullptr;
}

std::vector<std::string> storage_format_names() {
  std::vector<std::string> out;
  for (const StorageFormat& f : storage_formats()) out.emplace_back(f.name);
  return out;
}

}  // namespace hwsim::model
