// The storage-format registry: every row's bytes per weight derived by hand from its definition
// (each row cites it), and exact matrix bytes with per-tensor, per-row, per-column and per-tile
// terms.
#include "sim/model/weight_formats.hpp"

#include <map>
#include <string>

#include "catch.hpp"

using namespace hwsim::model;

namespace {

double bits(const std::string& name) {
  const StorageFormat* f = find_storage_format(name);
  REQUIRE(f != nullptr);
  return 8.0 * f->layout.bytes_per_weight();
}

}  // namespace

TEST_CASE("every registry row's bits per weight, by hand") {
  // Bits per weight = 8 x bytes per block / weights per block (+ tile scales).
  const std::map<std::string, double> by_hand = {
      {"bf16", 16.0},  // 2 B
      {"fp16", 16.0},  // 2 B
      // ggml-common.h: block_q8_0 = fp16 d + int8 qs[32] = 34 B / 32.
      {"q8_0", 34.0 * 8 / 32},
      // block_q6_K = ql[128] + qh[64] + int8 scales[16] + fp16 d = 210 B / 256.
      {"q6_k", 210.0 * 8 / 256},
      // block_q4_K = fp16 d, dmin (4) + scales[12] + qs[128] = 144 B / 256.
      {"q4_k", 144.0 * 8 / 256},
      {"fp32", 32.0},
      // FP8: one byte a weight (the per-tensor scale is per matrix, not per weight).
      {"fp8_e4m3", 8.0},
      {"fp8_e5m2", 8.0},
      // + a 4 B fp32 scale per 128 x 128 block: 8 + 32 / 16384.
      {"fp8_e4m3_block128", 8.0 + 32.0 / 16384.0},
      // OCP MX v1.0: 32 E2M1 codes (16 B) + one E8M0 scale (1 B) = 17 B / 32 = 4.25.
      {"mxfp4", 4.25},
      // NVFP4: 16 E2M1 codes (8 B) + one E4M3 scale (1 B) = 9 B / 16 = 4.5.
      {"nvfp4", 4.5},
      {"int8", 8.0},  // + a 4 B fp32 scale per row
      // NF4, blocksize 64: 32 B codes + fp32 absmax 4 B = 36 B / 64 = 4.5.
      {"nf4", 4.5},
      // Double quantization: 32 B + 1 B absmax per 64 + 4 B per 256 blocks:
      // 4 + 8/64 + 32/(64 x 256) = 4.126953125 (QLoRA: 0.127 bits of constants).
      {"nf4_dq", 4.0 + 8.0 / 64 + 32.0 / (64 * 256)},
      // GPTQ int4 g128: 64 B codes + fp16 scale + 4-bit zero = 66.5 B / 128 = 4.15625.
      {"gptq_int4", 66.5 * 8 / 128},
      {"awq_int4", 66.5 * 8 / 128},
      // compressed-tensors int4 g32, bf16 scale, symmetric: 18 B / 32 = 4.5.
      {"int4_packed", 4.5},
      // HQQ g64 with fp16 scale and zero: (8 b + 4) B / 64.
      {"hqq_4bit", 36.0 * 8 / 64},
      {"hqq_3bit", 28.0 * 8 / 64},
      {"hqq_2bit", 20.0 * 8 / 64},
      {"hqq_1bit", 12.0 * 8 / 64},
      // block_q2_K = scales[16] + qs[64] + fp16 d, dmin = 84 B / 256 = 2.625.
      {"q2_k", 2.625},
      // block_q3_K = hmask[32] + qs[64] + scales[12] + fp16 d = 110 B / 256 = 3.4375.
      {"q3_k", 3.4375},
      // block_q5_K = d, dmin 4 + scales[12] + qh[32] + qs[128] = 176 B / 256 = 5.5.
      {"q5_k", 5.5},
      // block_q4_0 = fp16 d + qs[16] = 18 B / 32; block_q5_0 = d + qh[4] + qs[16] = 22 B / 32.
      {"q4_0", 4.5},
      {"q5_0", 5.5},
      // HQQ with 8-bit scales and zeros, their fp16 scale and zero per 128 groups:
      // g16 2-bit: (4 + 2 + 8/128) B / 16 = 3.03125 bits; g64 3-bit: (24 + 2 + 8/128) B / 64.
      {"hqq_2bit_g16_qmeta", 6.0625 * 8 / 16},
      {"hqq_3bit_g64_qmeta", 26.0625 * 8 / 64},
  };
  REQUIRE(storage_formats().size() == by_hand.size());
  for (const StorageFormat& f : storage_formats()) {
    INFO(f.name);
    REQUIRE(by_hand.count(f.name) == 1);
    CHECK(bits(f.name) == by_hand.at(f.name));
    CHECK(std::string(f.definition).size() > 10);  // every row cites its definition
  }
  // The first five rows are decode's named block types, in that order.
  CHECK(storage_format_names()[0] == "bf16");
  CHECK(storage_format_names()[4] == "q4_k");
  CHECK_FALSE(find_storage_format("bf16")->quantised);
  CHECK(find_storage_format("mxfp4")->quantised);
}

TEST_CASE("exact matrix bytes: per tensor, per row, per column, per tile and at other settings") {
  // A 4096 x 14336 matrix (Llama-3.1-8B's down_proj is 4096 x 14336).
  const std::int64_t r = 4096, c = 14336;
  // FP8 per tensor: r c + 4.
  CHECK(find_storage_format("fp8_e4m3")->layout.matrix_bytes(r, c) == 58'720'256.0 + 4.0);
  // FP8 blocks: 32 x 112 tiles x 4 B = 14,336 B of scales.
  CHECK(find_storage_format("fp8_e4m3_block128")->layout.matrix_bytes(r, c) ==
        58'720'256.0 + 14'336.0);
  // A 576 x 7168 matrix (DeepSeek's kv_a_proj_with_mqa): ceil(576 / 128) = 5 tile rows.
  CHECK(find_storage_format("fp8_e4m3_block128")->layout.matrix_bytes(576, 7168) ==
        576.0 * 7168 + 5 * 56 * 4);
  // int8: + 4 B per output row.
  CHECK(find_storage_format("int8")->layout.matrix_bytes(r, c) == 58'720'256.0 + 4 * 4096);
  // GPTQ g128: 4096 rows x 112 groups x 66.5 B + g_idx 4 B per input column.
  CHECK(find_storage_format("gptq_int4")->layout.matrix_bytes(r, c) ==
        4096.0 * 112 * 66.5 + 4.0 * 14336);
  // NVFP4: 4096 x 896 blocks x 9 B + the 4 B per-tensor scale.
  CHECK(find_storage_format("nvfp4")->layout.matrix_bytes(r, c) == 4096.0 * 896 * 9 + 4);
  // A row's width that is not a multiple of the group pads its last group: 2880 / 32 = 90
  // MXFP4 blocks exactly; 2880 / 256 = 11.25 -> 12 Q4_K blocks.
  CHECK(find_storage_format("mxfp4")->layout.matrix_bytes(5760, 2880) == 5760.0 * 90 * 17);
  CHECK(find_storage_format("q4_k")->layout.matrix_bytes(1, 2880) == 12 * 144.0);
  // Settings from a quantization_config: GPTQ 3-bit g64 = 24 B codes + 2 B scale + 3/8 B zero
  // per 64; HQQ 2-bit g16 = 4 B codes + 4 B scale and zero per 16 (4 bits a weight).
  const StorageFormat& gptq = *find_storage_format("gptq_int4");
  CHECK(gptq.with(3, 64).bytes_per_weight() == (24.0 + 2.0 + 0.375) / 64);
  CHECK(find_storage_format("hqq_2bit")->with(2, 16).bytes_per_weight() * 8 == 4.0);
  CHECK(find_storage_format("mxfp4")->with == nullptr);
}
