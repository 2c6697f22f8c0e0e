// run_moe_e2e: a small MoE decode stack on the real GPU, case by case (sim/validation/
// moe_cases.hpp: Qwen3-30B-A3B-shaped, config CA, a GPU expert cache in front of experts in pinned
// CPU memory or in a file read with O_DIRECT), in the mode users run: the whole decoder block.
//
// Per token, per layer, strictly serially with a host sync after every GEMV and copy (the
// simulator's serial, host-synchronised decode, TokenOptions::host_syncs); the block's small ops
// and attention are launched on the compute stream where a decoder launches them and are never
// waited for on their own (the next synchronised step waits for them, as in the dense harness):
//   norm            RMSNorm of the hidden state;
//   qkv             one resident row-major GEMV, sync; then q and k RMSNorm (qk_norm; one launch
//                   over each whole vector: per-head statistics read the same bytes), the rotary
//                   embedding with the KV-cache append, and attention of the token over
//                   context_tokens cached tokens (kernels_block.cu);
//   o               resident GEMV, sync; residual add and RMSNorm;
//   router          resident GEMV, sync; softmax and top-k of the logits (kernels_moe.hpp);
//   route           the case's routing trace gives the layer's top-8 experts (the router kernel's
//                   choice is computed and not used: the trace is the test); the slot cache
//                   (moe_cache.hpp, the simulator's LRU/LFU) says which are hits and where every
//                   miss lands;
//   per matrix group (gate_up, then down):
//     hits          one grouped GEMV (kernels_moe.hpp) over the hit experts' cache slots, launched
//                   first, running on the GPU while the misses are fetched;
//     misses        cpu: one cudaMemcpyAsync per missed expert from pinned memory into its cache
//                   slot; flash: the missed experts' matrices read with O_DIRECT by the pread
//                   workers (queue depth Q, request_bytes each) into pinned staging, then one
//                   cudaMemcpyAsync per expert into its slot; sync of the copy stream;
//     miss GEMV     one grouped GEMV over the missed experts' slots, sync of the compute stream;
//     after gate_up the SiLU-gated product of the k experts; after down the weighted combine of
//     the k outputs (shared experts would be laid after them with weight 1; this shape has none)
//     and the residual add.
// Token i of a round's window (warm-up first, i from 0) attends over context_tokens + i cached
// tokens (the simulator's token i of a job). The timed token runs from the first norm launch to a
// sync after the last layer's residual add. The GEMV inputs and the block ops' buffers are fixed
// random data of their real sizes whose values do not feed one another. Documents carry "mode":
// "block" (this); documents without a mode timed the GEMVs and copies alone ("gemvs"), and are
// predicted that way.
//
// Rounds (validate/rounds.hpp; windows in moe_cases.hpp's MoeRoundWindow): the harness makes
// `rounds` passes over the whole case list (same order in every pass), so the disk's and the
// machine's drift lands on every case alike. Each case has one route sequence of
// warmup + rounds x slice tokens (slice = ceil(tokens / rounds)); in round r the case starts from
// an empty cache (other cases have overwritten its slots since), re-warms it over the `warmup`
// tokens just before its slice (untimed, recorded apart) and times the slice. Per measured token
// the time, hits and misses (round-major); per case the hit rate per layer, the per-round medians
// and their spread, and the routing trace (the simulator's CSV) it replayed.
//
// Storage probe (flash cases only, as the dense harness's): the batch-read benchmark
// (ssd_batch.hpp, storage_probe_grid's points) on the weights file, one slice of every point per
// round, point p just before flash case (p + round) mod F (rounds.hpp's probe_points_before),
// returned as "storage_probe": `hwsim validate` predicts the flash cases from it beside the
// calibration-only figure. The kernel checks (moe_checks.cpp) run first ("kernel_check").
#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>
#include <nlohmann/json.hpp>
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
#include "validate/gpu_bench.hpp"
#include "validate/kernels/kernels.hpp"
#include "validate/kernels/kernels_moe.hpp"
#include "validate/micro/ssd_batch.hpp"

namespace hwsim::validate {
namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
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
    out["kernel_check"] = moe_kernel_checks();
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
    out["mode"] = "block";
    out["context_tokens"] = o_.context_tokens;
    out["queue_depth"] = o_.queue_depth;
    out["request_bytes"] = o_.request_bytes;
    out["flash_file"] = o_.flash_file;
    out["rounds"] = o_.rounds;
    out["storage_probe_seconds_per_point"] = o_.storage_probe_seconds_per_point;
    std::vector<CaseRun> runs;
    for (const auto& c : cases) runs.push_back(prepare(c));
    for (int r = 0; r < o_.rounds; ++r) {
      run_pass(runs, r);
      out["cases"] = json::array();
      for (const auto& run : runs) out["cases"].push_back(case_json(run, r + 1));
      if (probe_) {
        out["storage_probe"] = probe_->document(o_.flash_file, r + 1);
        out["storage_probe"]["when"] =
            "one slice of every point per round, point p before flash case (p + round) mod F";
      }
      if (o_.after_case) o_.after_case(out);
    }
    return out;
  }

 private:
  // One case over all rounds: its routes and what its rounds measured so far.
  struct CaseRun {
    validation::MoeCase c;  // tokens = rounds x slice
    validation::MoeRoutes routes;
    std::vector<double> warm_ms, token_ms;
    std::vector<int> token_hits;
    std::vector<std::int64_t> layer_hits;
    double seconds = 0.0;
  };

  // One pass over the cases, the storage probe's slices of this round before their flash cases.
  void run_pass(std::vector<CaseRun>& runs, int r) {
    std::size_t flash_cases = 0, flash_index = 0;
    for (const auto& run : runs) flash_cases += run.c.placement == "flash" ? 1 : 0;
    for (auto& run : runs) {
      if (run.c.placement == "flash") {
        if (probe_)
          for (const std::size_t p :
               probe_points_before(flash_index, r, flash_cases, probe_->point_count()))
            probe_->run_slice(p, o_.storage_probe_seconds_per_point / o_.rounds);
        ++flash_index;
      }
      const auto tc = Clock::now();
      run_round(run, r);
      run.seconds += ms_since(tc) / 1e3;
    }
  }

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
      if (o_.storage_probe_seconds_per_point > 0) {
        probe_ = std::make_unique<SsdBatchReader>(*file_, storage_probe_grid(DecodeE2EOptions{}),
                                                  o_.seed * 6364136223846793005ull + 31);
        if (probe_->point_count() == 0) probe_.reset();
      }
    }
    std::int64_t slots = 0, window = 0;
    for (const auto& c : cases) {
      slots = std::max(slots, c.capacity);
      const int tokens = o_.tokens > 0 ? o_.tokens : c.tokens;
      window = std::max<std::int64_t>(window, c.warmup + timed_tokens_per_round(tokens, o_.rounds));
    }
    // Token i of a round's window (warm-up first) attends over context_tokens + i cached tokens,
    // as the simulator's token i of a job does.
    const std::int64_t capacity = o_.context_tokens + window;
    if (capacity > kAttentionMaxTokens)
      throw std::invalid_argument("moe: context tokens + a round's tokens (" +
                                  std::to_string(capacity) + ") exceed the attention kernel's " +
                                  std::to_string(kAttentionMaxTokens));
    attention_ = {static_cast<int>(shape_.heads), static_cast<int>(shape_.kv_heads),
                  static_cast<int>(shape_.head_dim), static_cast<int>(capacity), 1000000.0f};
    cache_ = DeviceBuffer(static_cast<std::size_t>(slots) * shape_.layers * expert_bytes_);
    allocate_block();
  }

  // The resident weights, the GEMV inputs and outputs, and the block ops' buffers.
  void allocate_block() {
    const auto h = shape_.hidden, q = shape_.heads * shape_.head_dim, k = shape_.top_k;
    const auto f = shape_.expert_inner;
    qkv_rows_ = static_cast<int>(q + 2 * shape_.kv_heads * shape_.head_dim);
    qkv_ = DeviceBuffer(static_cast<std::size_t>(qkv_rows_ * h) * 2 * shape_.layers);
    o_w_ = DeviceBuffer(static_cast<std::size_t>(h * q) * 2 * shape_.layers);
    router_ = DeviceBuffer(static_cast<std::size_t>(shape_.experts * h) * 2 * shape_.layers);
    x_ = DeviceBuffer(static_cast<std::size_t>(q) * 2);
    xd_ = DeviceBuffer(static_cast<std::size_t>(k * f) * 2);
    y_ = DeviceBuffer(static_cast<std::size_t>(std::max<std::int64_t>(qkv_rows_, h)) * 4);
    gate_up_ = DeviceBuffer(static_cast<std::size_t>(k * 2 * f) * 4);
    down_ = DeviceBuffer(static_cast<std::size_t>(k * h) * 4);
    combined_ = DeviceBuffer(static_cast<std::size_t>(h) * 4);
    ids_ = DeviceBuffer(static_cast<std::size_t>(k) * 4);
    gates_ = DeviceBuffer(static_cast<std::size_t>(k) * 4);
    h_ = DeviceBuffer(static_cast<std::size_t>(h) * 2);
    hn_ = DeviceBuffer(static_cast<std::size_t>(h) * 2);
    norm_w_ = DeviceBuffer(static_cast<std::size_t>(std::max<std::int64_t>(q, h)) * 2);
    qkv_act_ = DeviceBuffer(static_cast<std::size_t>(qkv_rows_) * 2);
    qk_normed_ = DeviceBuffer(static_cast<std::size_t>(qkv_rows_) * 2);
    attn_out_ = DeviceBuffer(static_cast<std::size_t>(q) * 4);
    kv_ = DeviceBuffer(2 * kv_layer_elems() * 2 * static_cast<std::size_t>(shape_.layers));
    std::uint64_t seed = o_.seed * 31 + 5;
    for (DeviceBuffer* b :
         {&qkv_, &o_w_, &router_, &x_, &xd_, &cache_, &h_, &norm_w_, &qkv_act_, &kv_})
      launch_fill_normal_bf16(b->get<std::uint16_t>(), b->bytes() / 2, 0.5f, ++seed,
                              compute_.get());
    compute_.sync();
  }

  std::size_t kv_layer_elems() const {
    return static_cast<std::size_t>(attention_.kv_heads) * attention_.capacity *
           attention_.head_dim;
  }

  void gemv_sync(const DeviceBuffer& w, int layer, int rows, int cols, float* y) {
    const auto l = static_cast<std::size_t>(layer);
    launch_gemv_bf16_rows(w.get<std::uint16_t>() + l * rows * cols, rows, cols,
                          x_.get<std::uint16_t>(), y, compute_.get());
    compute_.sync();
  }

  // The layer before its experts: norm, qkv, attention over `ctx` tokens and its small ops, o,
  // residual and norm, router and its top-k.
  void attention_block(int layer, int ctx) {
    const cudaStream_t s = compute_.get();
    const int h = static_cast<int>(shape_.hidden),
              q = static_cast<int>(shape_.heads * shape_.head_dim);
    const int kv = static_cast<int>(shape_.kv_heads * shape_.head_dim);
    auto* hs = h_.get<std::uint16_t>();
    auto* hn = hn_.get<std::uint16_t>();
    const auto* nw = norm_w_.get<std::uint16_t>();
    float* y = y_.get<float>();
    launch_rmsnorm_bf16(hs, nw, h, hn, s);
    gemv_sync(qkv_, layer, qkv_rows_, h, y);
    auto* qkv = qkv_act_.get<std::uint16_t>();
    auto* normed = qk_normed_.get<std::uint16_t>();
    launch_rmsnorm_bf16(qkv, nw, q, normed, s);
    launch_rmsnorm_bf16(qkv + q, nw, kv, normed + q, s);
    auto* k_cache =
        kv_.get<std::uint16_t>() + 2 * kv_layer_elems() * static_cast<std::size_t>(layer);
    auto* v_cache = k_cache + kv_layer_elems();
    launch_rope_append(qkv, qkv + q, qkv + q + kv, attention_, ctx - 1, k_cache, v_cache, s);
    launch_decode_attention(qkv, k_cache, v_cache, attention_, ctx, attn_out_.get<float>(), s);
    gemv_sync(o_w_, layer, h, q, y);
    launch_residual_add(hs, y, h, s);
    launch_rmsnorm_bf16(hs, nw, h, hn, s);
    gemv_sync(router_, layer, static_cast<int>(shape_.experts), h, y);
    launch_router_topk(y, static_cast<int>(shape_.experts), static_cast<int>(shape_.top_k),
                       ids_.get<int>(), gates_.get<float>(), s);
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

  // The grouped GEMV of `part`, whose experts are routed experts [first, first + size) of the
  // token: their inputs (down) and outputs at that place.
  void grouped(const std::vector<SlotLookup>& part, std::size_t first, int layer, bool down) {
    if (part.empty()) return;
    ExpertPointers p;
    for (std::size_t i = 0; i < part.size(); ++i) p.ptr[i] = slot_ptr(layer, part[i].slot, down);
    const auto h = static_cast<int>(shape_.hidden), f = static_cast<int>(shape_.expert_inner);
    const auto n = static_cast<int>(part.size());
    if (down)
      launch_gemv_experts(p, n, h, f, xd_.get<std::uint16_t>() + first * f,
                          static_cast<std::size_t>(f), down_.get<float>() + first * h,
                          compute_.get());
    else
      launch_gemv_experts(p, n, 2 * f, h, x_.get<std::uint16_t>(), 0,
                          gate_up_.get<float>() + first * 2 * f, compute_.get());
  }

  // One layer's experts: hits and misses of each group, the SiLU product after gate_up, the
  // weighted combine and the residual add after down; returns the hits.
  int experts(int layer, const std::vector<SlotLookup>& route, bool flash) {
    std::vector<SlotLookup> hits, misses;
    for (const auto& s : route) (s.hit ? hits : misses).push_back(s);
    const cudaStream_t s = compute_.get();
    const int k = static_cast<int>(route.size()), f = static_cast<int>(shape_.expert_inner);
    const int h = static_cast<int>(shape_.hidden);
    for (const bool down : {false, true}) {
      grouped(hits, 0, layer, down);
      if (!misses.empty()) {
        fetch(misses, layer, down, flash);
        grouped(misses, hits.size(), layer, down);
      }
      compute_.sync();
      if (!down) launch_silu_mul_experts(gate_up_.get<float>(), k, f, xd_.get<std::uint16_t>(), s);
    }
    launch_combine_experts(down_.get<float>(), gates_.get<float>(), k, h, combined_.get<float>(),
                           s);
    launch_residual_add(h_.get<std::uint16_t>(), combined_.get<float>(), h, s);
    return static_cast<int>(hits.size());
  }

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
        attention_block(l, o_.context_tokens + static_cast<int>(i));
        const auto route = caches[static_cast<std::size_t>(l)].lookup(
            token[static_cast<std::size_t>(l)], static_cast<std::int64_t>(i));
        const int h = experts(l, route, flash);
        hits += h;
        if (timed) run.layer_hits[static_cast<std::size_t>(l)] += h;
      }
      compute_.sync();
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
    validation::MoeCase c = run.c;
    c.tokens = static_cast<int>(run.token_ms.size());
    const double lookups = static_cast<double>(c.tokens * shape_.top_k);
    json rates = json::array();
    for (const auto h : run.layer_hits) rates.push_back(static_cast<double>(h) / lookups);
    const int per_token = static_cast<int>(shape_.top_k * shape_.layers);
    json misses = json::array();
    for (const int h : run.token_hits) misses.push_back(per_token - h);
    const std::vector<double> medians = validation::moe_round_medians(run.token_ms, rounds_done);
    json out = validation::case_header_json(c, rounds_done);
    out["case_seconds"] = run.seconds;
    out["warmup_ms"] = run.warm_ms;
    out["token_ms"] = run.token_ms;
    out["token_hits"] = run.token_hits;
    out["token_misses"] = misses;
    out["token_ms_summary"] = to_json(summarize(run.token_ms));
    out["round_medians_ms"] = medians;
    out["spread_pct"] = validation::moe_spread_pct(medians);
    out["hit_rate_per_layer"] = rates;
    out["trace_csv"] = validation::routes_csv(run.routes);
    return out;
  }

  MoeE2EOptions o_;
  validation::MoeShape shape_;
  AttentionShape attention_;
  std::uint64_t g_ = 0, d_ = 0, expert_bytes_ = 0, layer_bytes_ = 0;
  int qkv_rows_ = 0, slots_ = 0;
  CudaStream compute_, copy_;
  PinnedBuffer host_, stage_;
  DeviceBuffer cache_, qkv_, o_w_, router_, x_, xd_, y_, gate_up_, down_, combined_, ids_, gates_;
  DeviceBuffer h_, hn_, norm_w_, qkv_act_, qk_normed_, attn_out_, kv_;
  std::unique_ptr<DirectFile> file_;
  std::unique_ptr<WorkerPool> io_pool_;
  std::unique_ptr<SsdBatchReader> probe_;
};

}  // namespace

json run_moe_e2e(const MoeE2EOptions& options) { return MoeHarness(options).run(); }

}  // namespace hwsim::validate
