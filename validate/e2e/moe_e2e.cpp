// run_moe_e2e: a small MoE decode stack on the real GPU, case by case (sim/validation/
// moe_cases.hpp: Qwen3-30B-A3B-shaped, config CA, a GPU expert cache in front of experts in pinned
// CPU memory or in a file read with O_DIRECT).
//
// Per token, per layer, strictly serially with a host sync after every copy and kernel (the
// simulator's serial, host-synchronised decode, TokenOptions::host_syncs):
//   qkv, o, router  one resident row-major GEMV each (weights in GPU memory), sync;
//   route           the case's routing trace gives the layer's top-8 experts; the slot cache
//                   (moe_cache.hpp, the simulator's LRU/LFU) says which are hits and where every
//                   miss lands;
//   per matrix group (gate_up, then down):
//     hits          one grouped GEMV (kernels_moe.hpp) over the hit experts' cache slots, launched
//                   first, running on the GPU while the misses are fetched;
//     misses        cpu: one cudaMemcpyAsync per missed expert from pinned memory into its cache
//                   slot; flash: the missed experts' matrices read with O_DIRECT by the pread
//                   workers (queue depth Q, request_bytes each) into pinned staging, then one
//                   cudaMemcpyAsync per expert into its slot; sync of the copy stream;
//     miss GEMV     one grouped GEMV over the missed experts' slots, sync of the compute stream.
// In the timed token: all of the above, from the first qkv launch to the last sync. Not in it:
// attention, RMSNorm, rotary embedding, SiLU product, residual adds and the weighted combine of
// the experts' outputs (the cases are predicted with attention and small ops off, the same); the
// GEMV inputs are fixed random buffers whose values do not feed one another.
//
// Rounds (validate/rounds.hpp; windows in moe_cases.hpp's MoeRoundWindow): the harness makes
// `rounds` passes over the whole case list (same order in every pass), so the disk's and the
// machine's drift lands on every case alike. Each case has one route sequence of
// warmup + rounds x slice tokens (slice = ceil(tokens / rounds)); in round r the case starts from
// an empty cache (other cases have overwritten its slots since), re-warms it over the `warmup`
// tokens just before its slice (untimed, recorded apart) and times the slice. Per measured token
// the time, hits and misses (round-major); per case the hit rate per layer, the per-round medians
// and their spread, and the routing trace (the simulator's CSV) it replayed. A kernel check of the
// grouped GEMV against a CPU reference runs first and is recorded ("kernel_check").
#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>
#include <nlohmann/json.hpp>
#include <random>
#include <stdexcept>

#include "sim/validation/moe_cases.hpp"
#include "validate/common/cuda_util.hpp"
#include "validate/common/direct_io.hpp"
#include "validate/common/numeric.hpp"
#include "validate/common/stats.hpp"
#include "validate/common/worker_pool.hpp"
#include "validate/e2e/moe_bench.hpp"
#include "validate/e2e/moe_cache.hpp"
#include "validate/e2e/rounds.hpp"
#include "validate/kernels/kernels.hpp"
#include "validate/kernels/kernels_moe.hpp"

namespace hwsim::validate {
namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

// The grouped GEMV against a double-precision CPU reference on small random matrices.
json check_grouped_gemv(cudaStream_t s) {
  constexpr int count = 3, rows = 64, cols = 256;
  std::mt19937 rng(7);
  std::normal_distribution<float> dist(0.0f, 1.0f);
  std::vector<std::uint16_t> w(static_cast<std::size_t>(count) * rows * cols), x(count * cols);
  for (auto& v : w) v = float_to_bf16(dist(rng));
  for (auto& v : x) v = float_to_bf16(dist(rng));
  DeviceBuffer dw(w.size() * 2), dx(x.size() * 2), dy(count * rows * 4);
  HWSIM_CUDA_CHECK(cudaMemcpy(dw.get(), w.data(), w.size() * 2, cudaMemcpyHostToDevice));
  HWSIM_CUDA_CHECK(cudaMemcpy(dx.get(), x.data(), x.size() * 2, cudaMemcpyHostToDevice));
  ExpertPointers p;
  for (int e = 0; e < count; ++e)  // reversed, so the pointer table is really used
    p.ptr[e] = dw.get<std::uint16_t>() + static_cast<std::size_t>(count - 1 - e) * rows * cols;
  launch_gemv_experts(p, count, rows, cols, dx.get<std::uint16_t>(), cols, dy.get<float>(), s);
  std::vector<float> y(count * rows);
  HWSIM_CUDA_CHECK(cudaStreamSynchronize(s));
  HWSIM_CUDA_CHECK(cudaMemcpy(y.data(), dy.get(), y.size() * 4, cudaMemcpyDeviceToHost));
  double worst = 0.0;
  for (int e = 0; e < count; ++e) {
    const std::size_t we = static_cast<std::size_t>(count - 1 - e) * rows * cols;
    for (int r = 0; r < rows; ++r) {
      double ref = 0.0, scale = 0.0;
      for (int j = 0; j < cols; ++j) {
        const double a = bf16_to_float(w[we + static_cast<std::size_t>(r) * cols + j]);
        const double b = bf16_to_float(x[static_cast<std::size_t>(e) * cols + j]);
        ref += a * b;
        scale += std::abs(a * b);
      }
      worst = std::max(worst, std::abs(y[static_cast<std::size_t>(e) * rows + r] - ref) / scale);
    }
  }
  return {{"kernel", "gemv_experts"}, {"max_error_over_abs_sum", worst}, {"passed", worst < 1e-4}};
}

class MoeHarness {
 public:
  explicit MoeHarness(const MoeE2EOptions& o) : o_(o) {
    g_ = 2 * shape_.expert_inner * shape_.hidden * 2;  // gate_up bytes of one expert
    d_ = shape_.hidden * shape_.expert_inner * 2;      // down bytes
    expert_bytes_ = g_ + d_;
    layer_bytes_ = expert_bytes_ * static_cast<std::uint64_t>(shape_.experts);
  }

  json run() {
    json out;
    out["kernel_check"] = check_grouped_gemv(compute_.get());
    std::vector<validation::MoeCase> cases;
    for (const auto& c : validation::moe_cases())
      if (o_.only.empty() || c.name.find(o_.only) != std::string::npos) cases.push_back(c);
    if (cases.empty()) throw std::invalid_argument("moe: no case matches '" + o_.only + "'");
    const auto t0 = Clock::now();
    setup(cases);
    out["setup_seconds"] = ms_since(t0) / 1e3;
    out["model"] = {{"name", "Qwen3-30B-A3B-shaped"}, {"hidden", shape_.hidden},
                    {"heads", shape_.heads},          {"kv_heads", shape_.kv_heads},
                    {"head_dim", shape_.head_dim},    {"experts", shape_.experts},
                    {"top_k", shape_.top_k},          {"expert_inner", shape_.expert_inner},
                    {"layers", shape_.layers},        {"config", "CA"},
                    {"expert_bytes", expert_bytes_}};
    out["queue_depth"] = o_.queue_depth;
    out["request_bytes"] = o_.request_bytes;
    out["flash_file"] = o_.flash_file;
    out["rounds"] = o_.rounds;
    std::vector<CaseRun> runs;
    for (const auto& c : cases) runs.push_back(prepare(c));
    for (int r = 0; r < o_.rounds; ++r) {
      for (auto& run : runs) {
        const auto tc = Clock::now();
        run_round(run, r);
        run.seconds += ms_since(tc) / 1e3;
      }
      out["cases"] = json::array();
      for (const auto& run : runs) out["cases"].push_back(case_json(run, r + 1));
      if (o_.after_case) o_.after_case(out);
    }
    return out;
  }

 private:
  void setup(const std::vector<validation::MoeCase>& cases) {
    const std::uint64_t total = layer_bytes_ * static_cast<std::uint64_t>(shape_.layers);
    host_ = PinnedBuffer(total);
    {  // expert weights: normal bf16 made on the GPU, copied into pinned memory
      const std::uint64_t chunk = 256ull << 20;
      DeviceBuffer tmp(chunk);
      for (std::uint64_t off = 0; off < total; off += chunk) {
        const std::uint64_t n = std::min(chunk, total - off);
        launch_fill_normal_bf16(tmp.get<std::uint16_t>(), n / 2, 0.02f, o_.seed + off,
                                compute_.get());
        HWSIM_CUDA_CHECK(cudaMemcpyAsync(host_.get() + off, tmp.get(), n, cudaMemcpyDeviceToHost,
                                         compute_.get()));
      }
      compute_.sync();
    }
    if (std::any_of(cases.begin(), cases.end(),
                    [](const auto& c) { return c.placement == "flash"; })) {
      write_file_direct(o_.flash_file, host_.get(), total);
      file_ = std::make_unique<DirectFile>(o_.flash_file);
      io_pool_ = std::make_unique<WorkerPool>(o_.queue_depth);
      stage_ = PinnedBuffer(static_cast<std::size_t>(shape_.top_k) * g_);
    }
    std::int64_t slots = 0;
    for (const auto& c : cases) slots = std::max(slots, c.capacity);
    cache_ = DeviceBuffer(static_cast<std::size_t>(slots) * shape_.layers * expert_bytes_);
    const auto h = shape_.hidden, q = shape_.heads * shape_.head_dim;
    qkv_rows_ = static_cast<int>(q + 2 * shape_.kv_heads * shape_.head_dim);
    qkv_ = DeviceBuffer(static_cast<std::size_t>(qkv_rows_ * h) * 2 * shape_.layers);
    o_w_ = DeviceBuffer(static_cast<std::size_t>(h * q) * 2 * shape_.layers);
    router_ = DeviceBuffer(static_cast<std::size_t>(shape_.experts * h) * 2 * shape_.layers);
    x_ = DeviceBuffer(static_cast<std::size_t>(q) * 2);
    xd_ = DeviceBuffer(static_cast<std::size_t>(shape_.top_k * shape_.expert_inner) * 2);
    y_ = DeviceBuffer(static_cast<std::size_t>(kMaxGroupedExperts) * 2 * shape_.expert_inner * 4 +
                      static_cast<std::size_t>(qkv_rows_) * 4);
    std::uint64_t seed = o_.seed * 31 + 5;
    for (DeviceBuffer* b : {&qkv_, &o_w_, &router_, &x_, &xd_, &cache_})
      launch_fill_normal_bf16(b->get<std::uint16_t>(), b->bytes() / 2, 0.5f, ++seed,
                              compute_.get());
    compute_.sync();
  }

  void resident_gemvs(int layer) {
    const auto h = static_cast<int>(shape_.hidden),
               q = static_cast<int>(shape_.heads * shape_.head_dim);
    const auto l = static_cast<std::size_t>(layer);
    float* y = y_.get<float>();
    launch_gemv_bf16_rows(qkv_.get<std::uint16_t>() + l * qkv_rows_ * h, qkv_rows_, h,
                          x_.get<std::uint16_t>(), y, compute_.get());
    compute_.sync();
    launch_gemv_bf16_rows(o_w_.get<std::uint16_t>() + l * h * q, h, q, x_.get<std::uint16_t>(), y,
                          compute_.get());
    compute_.sync();
    launch_gemv_bf16_rows(router_.get<std::uint16_t>() + l * shape_.experts * h,
                          static_cast<int>(shape_.experts), h, x_.get<std::uint16_t>(), y,
                          compute_.get());
    compute_.sync();
  }

  std::uint8_t* slot_ptr(int layer, int slot, bool down) const {
    return cache_.get<std::uint8_t>() +
           (static_cast<std::uint64_t>(layer) * slots_ + static_cast<std::uint64_t>(slot)) *
               expert_bytes_ +
           (down ? g_ : 0);
  }
  std::uint64_t home(int layer, std::int64_t expert, bool down) const {
    return static_cast<std::uint64_t>(layer) * layer_bytes_ +
           static_cast<std::uint64_t>(expert) * expert_bytes_ + (down ? g_ : 0);
  }

  // Fetches the missed experts' matrix (gate_up or down) into their slots; returns when copied.
  void fetch(const std::vector<SlotLookup>& misses, int layer, bool down, bool flash) {
    const std::uint64_t bytes = down ? d_ : g_;
    if (flash) {
      const std::uint64_t per = (bytes + o_.request_bytes - 1) / o_.request_bytes;
      io_pool_->parallel_for(misses.size() * per, 1, [&](std::size_t item, int) {
        const std::size_t m = item / per;
        const std::uint64_t off = (item % per) * o_.request_bytes;
        const std::uint64_t n = std::min(o_.request_bytes, bytes - off);
        pread_exact(file_->fd(), stage_.get() + m * bytes + off, n,
                    home(layer, misses[m].expert, down) + off);
      });
    }
    for (std::size_t m = 0; m < misses.size(); ++m) {
      const void* src = flash ? static_cast<const void*>(stage_.get() + m * bytes)
                              : host_.get() + home(layer, misses[m].expert, down);
      HWSIM_CUDA_CHECK(cudaMemcpyAsync(slot_ptr(layer, misses[m].slot, down), src, bytes,
                                       cudaMemcpyHostToDevice, copy_.get()));
    }
    copy_.sync();
  }

  void grouped(const std::vector<SlotLookup>& part, int layer, bool down, float* y) {
    if (part.empty()) return;
    ExpertPointers p;
    for (std::size_t i = 0; i < part.size(); ++i) p.ptr[i] = slot_ptr(layer, part[i].slot, down);
    const auto h = static_cast<int>(shape_.hidden), f = static_cast<int>(shape_.expert_inner);
    if (down)
      launch_gemv_experts(p, static_cast<int>(part.size()), h, f, xd_.get<std::uint16_t>(),
                          static_cast<std::size_t>(f), y, compute_.get());
    else
      launch_gemv_experts(p, static_cast<int>(part.size()), 2 * f, h, x_.get<std::uint16_t>(), 0, y,
                          compute_.get());
  }

  // One layer's experts: hits and misses of each group; returns the hits.
  int experts(int layer, const std::vector<SlotLookup>& route, bool flash) {
    std::vector<SlotLookup> hits, misses;
    for (const auto& s : route) (s.hit ? hits : misses).push_back(s);
    float* y = y_.get<float>();
    for (const bool down : {false, true}) {
      grouped(hits, layer, down, y);
      if (!misses.empty()) {
        fetch(misses, layer, down, flash);
        grouped(misses, layer, down, y + kMaxGroupedExperts / 2 * 2 * shape_.expert_inner);
      }
      compute_.sync();
    }
    return static_cast<int>(hits.size());
  }

  // One case over all rounds: its routes and what its rounds measured so far.
  struct CaseRun {
    validation::MoeCase c;  // tokens = rounds x slice
    validation::MoeRoutes routes;
    std::vector<double> warm_ms, token_ms;
    std::vector<int> token_hits;
    std::vector<std::int64_t> layer_hits;
    double seconds = 0.0;
  };

  CaseRun prepare(const validation::MoeCase& c0) {
    CaseRun run{c0, {}, {}, {}, {}, {}, 0.0};
    const int tokens = o_.tokens > 0 ? o_.tokens : c0.tokens;
    run.c.tokens = o_.rounds * timed_tokens_per_round(tokens, o_.rounds);
    run.routes = validation::generate_routes(run.c, shape_);
    run.layer_hits.assign(static_cast<std::size_t>(shape_.layers), 0);
    return run;
  }

  // Round r of a case: an empty cache, the warm-up tokens before its slice, the slice timed.
  void run_round(CaseRun& run, int r) {
    const validation::MoeCase& c = run.c;
    const validation::MoeRoundWindow w =
        validation::moe_round_window(c.warmup, c.tokens, o_.rounds, r);
    const bool flash = c.placement == "flash";
    slots_ = static_cast<int>(c.capacity);
    std::vector<SlotCache> caches;
    for (int l = 0; l < shape_.layers; ++l)
      caches.emplace_back(moe_policy(c.policy), slots_, shape_.experts);
    for (std::int64_t i = 0; i < c.warmup + w.slice; ++i) {
      const auto& token = run.routes[static_cast<std::size_t>(w.first + i)];
      const auto t0 = Clock::now();
      int hits = 0;
      const bool timed = i >= c.warmup;
      for (int l = 0; l < shape_.layers; ++l) {
        resident_gemvs(l);
        const auto route = caches[static_cast<std::size_t>(l)].lookup(
            token[static_cast<std::size_t>(l)], static_cast<std::int64_t>(i));
        const int h = experts(l, route, flash);
        hits += h;
        if (timed) run.layer_hits[static_cast<std::size_t>(l)] += h;
      }
      const double ms = ms_since(t0);
      if (!timed) {
        run.warm_ms.push_back(ms);
      } else {
        run.token_ms.push_back(ms);
        run.token_hits.push_back(hits);
      }
    }
  }

  // The case's record after `rounds_done` rounds (its tokens are those rounds' slices).
  json case_json(const CaseRun& run, int rounds_done) const {
    const validation::MoeCase& c = run.c;
    const int tokens = static_cast<int>(run.token_ms.size());
    const double lookups = static_cast<double>(tokens * shape_.top_k);
    json rates = json::array();
    for (const auto h : run.layer_hits) rates.push_back(static_cast<double>(h) / lookups);
    const int per_token = static_cast<int>(shape_.top_k * shape_.layers);
    json misses = json::array();
    for (const int h : run.token_hits) misses.push_back(per_token - h);
    const std::vector<double> medians = validation::moe_round_medians(run.token_ms, rounds_done);
    return {{"name", c.name},
            {"set", c.set},
            {"placement", c.placement},
            {"routing", c.routing},
            {"zipf_s", c.zipf_s},
            {"reuse", c.reuse},
            {"policy", c.policy},
            {"capacity", c.capacity},
            {"seed", c.seed},
            {"warmup", c.warmup},
            {"tokens", tokens},
            {"rounds", rounds_done},
            {"case_seconds", run.seconds},
            {"warmup_ms", run.warm_ms},
            {"token_ms", run.token_ms},
            {"token_hits", run.token_hits},
            {"token_misses", misses},
            {"token_ms_summary", to_json(summarize(run.token_ms))},
            {"round_medians_ms", medians},
            {"spread_pct", validation::moe_spread_pct(medians)},
            {"hit_rate_per_layer", rates},
            {"trace_csv", validation::routes_csv(run.routes)}};
  }

  MoeE2EOptions o_;
  validation::MoeShape shape_;
  std::uint64_t g_ = 0, d_ = 0, expert_bytes_ = 0, layer_bytes_ = 0;
  int qkv_rows_ = 0, slots_ = 0;
  CudaStream compute_, copy_;
  PinnedBuffer host_, stage_;
  DeviceBuffer cache_, qkv_, o_w_, router_, x_, xd_, y_;
  std::unique_ptr<DirectFile> file_;
  std::unique_ptr<WorkerPool> io_pool_;
};

}  // namespace

json run_moe_e2e(const MoeE2EOptions& options) { return MoeHarness(options).run(); }

}  // namespace hwsim::validate
