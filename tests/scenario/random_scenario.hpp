#pragma once
// A generator of random *valid* scenarios for property tests: hardware, model and job drawn from
// ranges inside the schema's bounds (`hwsim describe`), from a seed, deterministically (the draws
// use std::mt19937_64, whose output the C++ standard fixes; no std::*_distribution, whose output is
// implementation-defined).
//
// The model is small (1-4 blocks, hidden 256-2048) so that a property test runs hundreds of points
// in seconds, also under AddressSanitizer. Knobs let a property vary one thing at a time:
//   speed     every rate (bandwidths, FLOP/s, IOPS) multiplied and every time (latencies,
//             overheads) divided by it: every duration of the simulation scales by 1/speed;
//   bandwidth only the bandwidths multiplied (times unchanged).
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace hwsim::test {

struct Knobs {
  double speed = 1.0;
  double bandwidth = 1.0;
  // Set: a decode job with these budgets for its sparse methods (job.budgets), any placement.
  std::vector<double> budgets;
  bool force_decode = false;
};

class RandomScenario {
 public:
  explicit RandomScenario(std::uint64_t seed) : rng_(seed) {}

  // The scenario's YAML text. Draws are taken in a fixed order, so the same seed with other knobs
  // gives the same machine, model and job with only the knob's values changed.
  std::string text(const Knobs& knobs = {}) {
    rng_.seed(seed_of_draws_);
    std::string out = "name: generated\n";
    out += hardware(knobs);
    out += model();
    out += job(knobs);
    return out;
  }

  bool is_decode(const Knobs& knobs = {}) {
    rng_.seed(seed_of_draws_);
    hardware(knobs);
    model();
    return knobs.force_decode || !knobs.budgets.empty() || pick(2) == 0;
  }

 private:
  // Integer in [0, n).
  std::uint64_t pick(std::uint64_t n) { return rng_() % n; }
  // Real in [lo, hi), rounded to 3 significant digits so the text is short and exact.
  double real(double lo, double hi) {
    const double u = static_cast<double>(rng_() >> 11) * 0x1.0p-53;
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3g", lo + (hi - lo) * u);
    return std::stod(buffer);
  }
  static std::string num(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.9g", v);
    return buffer;
  }
  template <typename T>
  T one_of(const std::vector<T>& values) {
    return values[pick(values.size())];
  }

  std::string hardware(const Knobs& k) {
    const double rate = k.speed * k.bandwidth;  // bandwidths
    const double flops = k.speed;               // compute and IOPS
    const double time = 1.0 / k.speed;          // latencies and overheads
    const auto gbps = [&](double lo, double hi) { return num(real(lo, hi) * rate) + " GB/s"; };
    const auto us = [&](double lo, double hi) { return num(real(lo, hi) * time) + " us"; };
    std::string s = "hardware:\n  name: generated machine\n";
    s += "  gpu: {name: g, memory: " + num(real(24, 192)) +
         " GB, hbm_bandwidth: " + gbps(500, 5000) + ", flops_bf16: " + num(real(50, 1000) * flops) +
         " TFLOP/s, flops_fp32: " + num(real(10, 100) * flops) +
         " TFLOP/s, kernel_launch_overhead: " + us(1, 10) + ", sync_overhead: " + us(1, 10) +
         ", gemv_efficiency: " + num(real(50, 100)) + "%}\n";
    s += "  host: {name: h, memory: " + num(real(64, 1024)) +
         " GiB, dram_bandwidth: " + gbps(50, 400) + ", copy_bandwidth_per_thread: " + gbps(2, 20) +
         ", threads: " + std::to_string(1 + pick(64)) +
         ", gather_overhead_per_column: " + num(real(0, 100) * time) + " ns}\n";
    const std::string h2d = gbps(5, 60);
    s += "  pcie: {h2d_pinned: " + h2d + ", d2h_pinned: " + h2d + ", h2d_pageable: " + gbps(2, 20) +
         ", latency: " + us(1, 10) + "}\n";
    s += "  storage: {ssd_count: " + std::to_string(1 + pick(4)) +
         ", seq_read_bandwidth: " + gbps(2, 14) + ", read_iops: " + num(real(1e5, 3e6) * flops) +
         ", max_request_size: " + one_of<std::string>({"128 KiB", "512 KiB", "1 MiB"}) +
         ", queue_depth: " + std::to_string(1 + pick(128)) + ", read_latency: " + us(20, 200) +
         ", submit_cost: " + us(0, 5) + "}\n";
    return s;
  }

  std::string model() {
    const std::int64_t head_dim = one_of<std::int64_t>({32, 64, 128});
    const std::int64_t heads = one_of<std::int64_t>({4, 8, 16});
    const std::int64_t kv = heads / one_of<std::int64_t>({1, 2, 4});
    const std::int64_t hidden = heads * head_dim;
    layers_ = 1 + static_cast<int>(pick(4));
    heads_ = heads;
    kv_heads_ = kv;
    return "model: {name: m, vocab: " + std::to_string(1000 + pick(31000)) +
           ", hidden: " + std::to_string(hidden) + ", layers: " + std::to_string(layers_) +
           ", block: {attention: {kind: full, heads: " + std::to_string(heads) +
           ", kv_heads: " + std::to_string(kv) + ", head_dim: " + std::to_string(head_dim) +
           "}, ffn: {kind: swiglu, inner: " + std::to_string(hidden * (2 + pick(3))) + "}}}\n";
  }

  std::string job(const Knobs& k) {
    const bool decode = k.force_decode || !k.budgets.empty() || pick(2) == 0;
    if (!decode) {
      const std::int64_t tp = one_of<std::int64_t>({1, 2});
      return "job: {kind: train, seq_len: " + std::to_string(128 << pick(4)) +
             ", micro_batch: " + std::to_string(1 + pick(4)) +
             ", precision: " + one_of<std::string>({"fp32", "bf16_mixed", "bf16_pure"}) +
             ", recompute: " + one_of<std::string>({"none", "selective", "full"}) +
             ", parallel: {tp: " + std::to_string(kv_heads_ % tp == 0 ? tp : 1) + "}}\n";
    }
    std::string s = "job:\n  kind: decode\n  placement: " +
                    one_of<std::string>({"cpu", "flash", "[cpu, flash]"}) + "\n";
    s += "  overlap: " + one_of<std::string>({"serial", "pipelined"}) + "\n";
    s += "  cpu_fetch: " + one_of<std::string>({"direct", "gather", "gather_sparse"}) + "\n";
    s += "  context_tokens: " + std::to_string(pick(4096)) + "\n";
    // job.budgets replaces the methods' own budgets, which are then left out (an error if given).
    const std::string budget =
        k.budgets.empty() ? ", budget: " + num(real(5, 95)) + "%" : (real(5, 95), std::string());
    s += "  methods:\n    - {name: dense, format: " + one_of<std::string>({"bf16", "q4_k_m"}) +
         "}\n    - {name: teal" + budget +
         "}\n    - {name: spax, codec: " + one_of<std::string>({"scalar", "trellis"}) +
         ", bits: " + std::to_string(2 + pick(3)) + budget + "}\n";
    if (!k.budgets.empty()) {
      s += "  budgets: [";
      for (std::size_t i = 0; i < k.budgets.size(); ++i) {
        s += (i ? ", " : "") + num(k.budgets[i] * 100) + "%";
      }
      s += "]\n";
    }
    return s;
  }

  std::mt19937_64 rng_;
  std::uint64_t seed_of_draws_ = rng_();
  int layers_ = 1;
  std::int64_t heads_ = 1, kv_heads_ = 1;
};

}  // namespace hwsim::test
