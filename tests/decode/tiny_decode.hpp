#pragma once
// What the decode tests share: one-layer dense models and a small machine whose figures make the
// hand derivations in the tests round numbers. Each test file states the sizes it relies on.
#include <cstdint>
#include <string>

#include "sim/hw/hardware_profile.hpp"
#include "sim/model/architecture.hpp"

// One dense layer of width `hidden`, `heads` query heads and `kv_heads` KV heads of `head_dim`, and
// an FFN of inner width `inner` (bf16 groups: qkv hidden x (heads + 2 kv_heads) head_dim, o,
// gate_up hidden x 2 inner, down inner x hidden).
inline hwsim::model::ModelSpec one_layer_model(const std::string& name, std::int64_t hidden,
                                               std::int64_t heads, std::int64_t kv_heads,
                                               std::int64_t head_dim, std::int64_t inner) {
  hwsim::model::ModelSpec m;
  m.name = name;
  m.hidden = hidden;
  hwsim::model::LayerSpec l;
  l.attention.heads = heads;
  l.attention.kv_heads = kv_heads;
  l.attention.head_dim = head_dim;
  l.ffn.inner = inner;
  m.layers = {l};
  return m;
}

// Hidden 1000, one head of 1000 (q, k, v 1000 rows each), FFN inner 2000: bf16 groups qkv 6 MB,
// o 2 MB, gate_up 8 MB, down 4 MB, 20 MB in all.
inline hwsim::model::ModelSpec tiny_dense_model() {
  return one_layer_model("tiny", 1000, 1, 1, 1000, 2000);
}

// H2D 1 GB/s, HBM 10 GB/s at full GEMV efficiency, 1 us launches, host DRAM 10 GB/s on one thread;
// nothing else set (no PCIe latency, no sync or top-k cost, no GPU memory limit).
inline hwsim::hw::HardwareProfile tiny_decode_machine() {
  hwsim::hw::HardwareProfile p;
  p.name = "tiny";
  p.gpu.hbm_bandwidth = 1e10;
  p.gpu.gemv_efficiency = 1.0;
  p.gpu.kernel_launch_overhead = 1e-6;
  p.pcie.h2d_pinned = 1e9;
  p.host.dram_bandwidth = 1e10;
  p.host.threads = 1;
  return p;
}
