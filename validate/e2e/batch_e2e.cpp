// run_batch_e2e: B sequences decoded together on the real kernels, weights in pinned CPU memory,
// every matrix group offloaded (the dev Llama-3.1-8B shape, `layers` layers).
//
// The timed token is one decode step of the whole batch (B tokens, one per sequence). Per layer,
// per matrix group (qkv, o, gate_up, down), strictly serially, as run_decode_e2e at batch 1:
//   select  TEAL: the GPU top-k of every sequence's |x| (one launch, a block per sequence), each
//           sequence's input masked to its own columns, all B index lists copied to pinned host
//           memory in one D2H, sync
//   plan    TEAL: the union of the B selections (sorted), its gather extents (runs of adjacent
//           bundles merged up to max_request_bytes) and the index table (4 B per column,
//           page-rounded) at the start of the staging buffer
//   gather  TEAL: the gather workers copy the union's bundles into pinned staging; dense: none
//   copy    one H2D (TEAL: index table + bundles; dense: the group's weights straight from pinned
//           memory), sync
//   compute the batched GEMM (B activation vectors against the union's bundles, or against the
//           full matrix: dense) with fp32 accumulation, the partial-sum reduction, sync
// Block ops on the same stream, never waited for on their own (as run_decode_e2e): RMSNorm of
// every sequence before qkv; per sequence the rotary embedding with its KV-cache append and
// attention over its own cache of context_tokens tokens after qkv; a residual add over the batch
// and per sequence RMSNorm after o; per sequence the SiLU product after gate_up; a residual add
// over the batch after down. hwsim charges attention as one kernel reading B caches and the
// small ops as at batch 1 (token_graph_builder.hpp); here they are the per-sequence launches a
// batched decoder of these kernels makes, their GPU time recorded (attention, small_ops).
// Inputs: every sequence's x of every group is regenerated on the GPU before each token (Laplace,
// a new seed per token and sequence), outside the timed token (xgen_ms_mean).
// Per case and group the measured union fraction (columns of the union / columns) is recorded,
// so that the overlap model can be checked.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "validate/common/cuda_util.hpp"
#include "validate/common/stats.hpp"
#include "validate/common/worker_pool.hpp"
#include "validate/e2e/batch_bench.hpp"
#include "validate/kernels/kernels.hpp"
#include "validate/kernels/kernels_batch.hpp"

namespace hwsim::validate {

std::vector<BatchCaseSpec> batch_dev_cases() {
  std::vector<BatchCaseSpec> out;
  for (int b : {1, 2, 4, 8}) {
    out.push_back({"dev", "dense_bf16", 1.0, b});
    out.push_back({"dev", "teal", 0.50, b});
  }
  return out;
}

std::vector<BatchCaseSpec> batch_heldout_cases() {
  std::vector<BatchCaseSpec> out;
  for (int b : {3, 6}) {
    out.push_back({"heldout", "dense_bf16", 1.0, b});
    out.push_back({"heldout", "teal", 0.30, b});
    out.push_back({"heldout", "teal", 0.70, b});
  }
  return out;
}

namespace {

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}
constexpr std::uint64_t kPage = 4096;
std::uint64_t round_up(std::uint64_t v, std::uint64_t a) { return (v + a - 1) / a * a; }
constexpr const char* kPhases[] = {"select", "plan", "gather", "copy", "compute", "other"};
constexpr int kNumPhases = 6;

std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
  std::uint64_t z = a * 0x9E3779B97F4A7C15ull + b + 0x632BE59BD9B4E019ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

struct Token {
  double phase_ms[kNumPhases] = {};
  double total_ms = 0, xgen_ms = 0, copy_gpu_ms = 0, compute_gpu_ms = 0;
  double attention_gpu_ms = 0, small_ops_gpu_ms = 0, h2d_bytes = 0;
  std::vector<double> union_cols;  // per group, summed over layers
};

struct Case {
  BatchCaseSpec spec;
  std::string name;
  std::vector<int> k;  // per group, columns one sequence selects
};

class BatchHarness {
 public:
  explicit BatchHarness(const BatchOptions& o) : o_(o), groups_(decoder_groups(o.shape)) {
    if (o_.layers < 1 || o_.rounds < 1 || o_.tokens < 1 || o_.warmup_tokens < 0 ||
        o_.gather_threads < 1)
      throw std::invalid_argument("batch: layers, rounds, tokens, gather threads >= 1");
    if (o_.context_tokens < 1 || o_.context_tokens > kAttentionMaxTokens)
      throw std::invalid_argument("batch: context tokens must be 1 to 8192");
    allocate();
  }

  nlohmann::json run(const std::vector<BatchCaseSpec>& specs) {
    std::vector<Case> cases;
    for (const auto& s : specs) cases.push_back(make_case(s));
    std::vector<std::vector<std::vector<Token>>> rec(cases.size());
    const int per_round = (o_.tokens + o_.rounds - 1) / o_.rounds;
    for (int r = 0; r < o_.rounds; ++r)
      for (std::size_t i = 0; i < cases.size(); ++i) {
        std::vector<Token> timed;
        for (int t = 0; t < o_.warmup_tokens + per_round; ++t) {
          Token tok = run_token(cases[i], mix(mix(o_.seed, i), mix(r, t)));
          if (t >= o_.warmup_tokens) timed.push_back(std::move(tok));
        }
        rec[i].push_back(std::move(timed));
      }
    nlohmann::json list = nlohmann::json::array();
    for (std::size_t i = 0; i < cases.size(); ++i) list.push_back(case_json(cases[i], rec[i]));
    const ModelShape& m = o_.shape;
    return {{"model",
             {{"name", o_.model_name},
              {"hidden", m.hidden},
              {"heads", m.heads},
              {"kv_heads", m.kv_heads},
              {"head_dim", m.head_dim},
              {"ffn", m.ffn}}},
            {"device", device_name()},
            {"options",
             {{"layers", o_.layers},
              {"rounds", o_.rounds},
              {"tokens", o_.tokens},
              {"warmup_tokens", o_.warmup_tokens},
              {"context_tokens", o_.context_tokens},
              {"gather_threads", o_.gather_threads},
              {"max_request_bytes", o_.max_request_bytes},
              {"seed", o_.seed}}},
            {"cases", list}};
  }

 private:
  std::uint64_t group_bytes(std::size_t g) const {
    return static_cast<std::uint64_t>(groups_[g].rows) * groups_[g].cols * 2;
  }

  void allocate() {
    const cudaStream_t s = stream_.get();
    std::uint64_t layer = 0, max_group = 0, max_partial = 0;
    int cols_sum = 0, max_rows = 0, max_cols = 0;
    for (std::size_t g = 0; g < groups_.size(); ++g) {
      offset_.push_back(layer);
      layer += round_up(group_bytes(g), kPage);
      max_group = std::max(max_group, group_bytes(g));
      x_off_.push_back(cols_sum);
      cols_sum += groups_[g].cols;
      max_rows = std::max(max_rows, groups_[g].rows);
      max_cols = std::max(max_cols, groups_[g].cols);
      const int splits = column_splits(groups_[g].rows, groups_[g].cols);
      max_partial = std::max<std::uint64_t>(
          max_partial, static_cast<std::uint64_t>(splits) * kMaxBatch * groups_[g].rows * 4);
    }
    layer_bytes_ = layer;
    host_ = PinnedBuffer(layer * static_cast<std::uint64_t>(o_.layers));
    {  // weights: normal(0, 0.02) bf16, generated on the GPU, one group at a time
      DeviceBuffer fill(max_group);
      for (int l = 0; l < o_.layers; ++l)
        for (std::size_t g = 0; g < groups_.size(); ++g) {
          launch_fill_normal_bf16(fill.get<std::uint16_t>(), group_bytes(g) / 2, 0.02f,
                                  mix(o_.seed, 1000 * l + g), s);
          HWSIM_CUDA_CHECK(cudaMemcpyAsync(host_.get() + layer * l + offset_[g], fill.get(),
                                           group_bytes(g), cudaMemcpyDeviceToHost, s));
        }
      stream_.sync();
    }
    ld_x_ = cols_sum * o_.layers;  // one sequence's inputs: [layer][group][cols]
    table_bytes_ = round_up(static_cast<std::uint64_t>(max_cols) * 4, kPage);
    staging_bytes_ = table_bytes_ + max_group;
    h_stage_ = PinnedBuffer(staging_bytes_);
    d_stage_ = DeviceBuffer(staging_bytes_);
    d_x_ = DeviceBuffer(static_cast<std::uint64_t>(ld_x_) * kMaxBatch * 2);
    d_xs_ = DeviceBuffer(static_cast<std::uint64_t>(max_cols) * kMaxBatch * 2);
    d_sel_ = DeviceBuffer(static_cast<std::uint64_t>(max_cols) * kMaxBatch * 4);
    h_sel_ = PinnedBuffer(static_cast<std::uint64_t>(max_cols) * kMaxBatch * 4);
    d_partial_ = DeviceBuffer(max_partial);
    d_y_ = DeviceBuffer(static_cast<std::uint64_t>(max_rows) * kMaxBatch * 4);
    allocate_block_ops(max_rows);
    pool_ = std::make_unique<WorkerPool>(o_.gather_threads);
  }

  void allocate_block_ops(int max_rows) {
    const ModelShape& m = o_.shape;
    att_ = AttentionShape{m.heads, m.kv_heads, m.head_dim, o_.context_tokens};
    kv_elems_ = static_cast<std::uint64_t>(m.kv_heads) * o_.context_tokens * m.head_dim;
    const std::uint64_t kv = 2 * kv_elems_ * kMaxBatch * static_cast<std::uint64_t>(o_.layers);
    const cudaStream_t s = stream_.get();
    auto normal = [&](DeviceBuffer& b, std::uint64_t n, std::uint64_t seed) {
      b = DeviceBuffer(n * 2);
      launch_fill_normal_bf16(b.get<std::uint16_t>(), n, 1.0f, mix(o_.seed, seed), s);
    };
    normal(d_kv_, kv, 11);
    normal(d_h_, static_cast<std::uint64_t>(m.hidden) * kMaxBatch, 12);
    normal(d_norm_w_, static_cast<std::uint64_t>(m.hidden), 13);
    normal(d_hn_, static_cast<std::uint64_t>(m.hidden) * kMaxBatch, 14);
    normal(d_qkv_, static_cast<std::uint64_t>(max_rows) * kMaxBatch, 15);
    normal(d_act_, static_cast<std::uint64_t>(m.ffn) * kMaxBatch, 16);
    d_attn_ = DeviceBuffer(static_cast<std::uint64_t>(m.heads) * m.head_dim * kMaxBatch * 4);
    stream_.sync();
    ops_events_ = std::make_unique<CudaEvent[]>(static_cast<std::size_t>(2 * 8 * o_.layers));
  }

  Case make_case(const BatchCaseSpec& s) {
    if (s.batch < 1 || s.batch > kMaxBatch)
      throw std::invalid_argument("batch: batch must be 1 to 8");
    if (s.method != "dense_bf16" && s.method != "teal")
      throw std::invalid_argument("batch: method must be dense_bf16 or teal");
    Case c;
    c.spec = s;
    char budget[32] = "";
    if (s.method == "teal")
      std::snprintf(budget, sizeof budget, "-%d", static_cast<int>(std::lround(100 * s.budget)));
    c.name = (s.set == "dev" ? "" : s.set + "/") + "cpu/" + s.method + budget + "/b" +
             std::to_string(s.batch);
    for (const auto& g : groups_)
      c.k.push_back(s.method == "teal" ? static_cast<int>(std::lround(s.budget * g.cols)) : g.cols);
    return c;
  }

  // A block op on the stream, timed by a pair of events (attention apart from the small ops).
  template <class F>
  void timed(bool attention, F&& launch) {
    CudaEvent& a = ops_events_[ops_used_++];
    CudaEvent& b = ops_events_[ops_used_++];
    const cudaStream_t s = stream_.get();
    a.record(s);
    launch();
    b.record(s);
    pending_.push_back({&a, &b, attention});
  }

  void block_ops(int batch, int l, int gi) {
    const cudaStream_t s = stream_.get();
    const ModelShape& m = o_.shape;
    auto* h = d_h_.get<std::uint16_t>();
    auto* hn = d_hn_.get<std::uint16_t>();
    const auto* w = d_norm_w_.get<std::uint16_t>();
    const float* y = d_y_.get<float>();
    auto rmsnorm = [&] {
      for (int b = 0; b < batch; ++b)
        launch_rmsnorm_bf16(h + b * m.hidden, w, m.hidden, hn + b * m.hidden, s);
    };
    const std::string group = gi < 0 ? "" : groups_[static_cast<std::size_t>(gi)].name;
    if (gi < 0) {
      timed(false, rmsnorm);
    } else if (group == "qkv") {
      const int rows = groups_[0].rows, qw = m.heads * m.head_dim, kvw = m.kv_heads * m.head_dim;
      auto cache = [&](int b) {
        return d_kv_.get<std::uint16_t>() +
               2 * kv_elems_ * (static_cast<std::uint64_t>(l) * kMaxBatch + b);
      };
      const int ctx = o_.context_tokens;
      timed(false, [&] {
        for (int b = 0; b < batch; ++b) {
          auto* q = d_qkv_.get<std::uint16_t>() + static_cast<std::size_t>(b) * rows;
          launch_rope_append(q, q + qw, q + qw + kvw, att_, ctx - 1, cache(b), cache(b) + kv_elems_,
                             s);
        }
      });
      timed(true, [&] {
        for (int b = 0; b < batch; ++b)
          launch_decode_attention(d_qkv_.get<std::uint16_t>() + static_cast<std::size_t>(b) * rows,
                                  cache(b), cache(b) + kv_elems_, att_, ctx,
                                  d_attn_.get<float>() + static_cast<std::size_t>(b) * qw, s);
      });
    } else if (group == "o") {
      timed(false, [&] {
        launch_residual_add(h, y, batch * m.hidden, s);
        rmsnorm();
      });
    } else if (group == "gate_up") {
      timed(false, [&] {
        for (int b = 0; b < batch; ++b)
          launch_silu_mul(y + static_cast<std::size_t>(b) * 2 * m.ffn, m.ffn,
                          d_act_.get<std::uint16_t>() + static_cast<std::size_t>(b) * m.ffn, s);
      });
    } else if (group == "down") {
      timed(false, [&] { launch_residual_add(h, y, batch * m.hidden, s); });
    }
  }

  // select + plan of a TEAL group: returns the union (ascending).
  std::vector<int> select_and_plan(const Case& c, std::size_t g, const std::uint16_t* x,
                                   Token& rec) {
    const cudaStream_t s = stream_.get();
    const int B = c.spec.batch, k = c.k[g], n = groups_[g].cols;
    auto t = Clock::now();
    int* sel = d_sel_.get<int>();
    launch_select_topk_batch(x, ld_x_, n, k, B, sel, s);
    launch_mask_selected(x, ld_x_, n, B, sel, k, d_xs_.get<std::uint16_t>(), s);
    HWSIM_CUDA_CHECK(cudaMemcpyAsync(h_sel_.get(), sel, static_cast<std::size_t>(B) * k * 4,
                                     cudaMemcpyDeviceToHost, s));
    stream_.sync();
    rec.phase_ms[0] += ms_since(t);
    t = Clock::now();
    mark_.assign(static_cast<std::size_t>(n), 0);
    const int* hs = h_sel_.get<int>();
    for (int i = 0; i < B * k; ++i) mark_[static_cast<std::size_t>(hs[i])] = 1;
    std::vector<int> u;
    u.reserve(static_cast<std::size_t>(n));
    for (int j = 0; j < n; ++j)
      if (mark_[static_cast<std::size_t>(j)]) u.push_back(j);
    rec.phase_ms[1] += ms_since(t);
    return u;
  }

  void run_group(const Case& c, int l, std::size_t g, Token& rec) {
    const cudaStream_t s = stream_.get();
    const GroupShape& shape = groups_[g];
    const int B = c.spec.batch;
    const std::uint64_t bundle = static_cast<std::uint64_t>(shape.rows) * 2;
    const std::uint64_t region = layer_bytes_ * static_cast<std::uint64_t>(l) + offset_[g];
    const auto* x =
        d_x_.get<std::uint16_t>() + static_cast<std::size_t>(l) * (ld_x_ / o_.layers) + x_off_[g];
    const bool teal = c.spec.method == "teal";
    std::vector<int> u;
    TransferPlan plan;
    if (teal) {
      u = select_and_plan(c, g, x, rec);
      const auto t = Clock::now();
      const std::uint64_t table = round_up(u.size() * 4, kPage);
      plan.staging_end = table;
      plan_bundle_transfers(u.data(), static_cast<int>(u.size()), region, bundle, bundle, 0,
                            o_.max_request_bytes, plan);
      // The GEMM reads the union's bundles consecutively after the table: check the plan did.
      if (!u.empty() && plan.column_offsets.back() != table + (u.size() - 1) * bundle)
        throw std::logic_error("batch: gather plan is not contiguous");
      std::memcpy(h_stage_.get(), u.data(), u.size() * 4);
      rec.phase_ms[1] += ms_since(t);
      const auto tg = Clock::now();
      pool_->parallel_for(plan.extents.size(), 1, [&](std::size_t i, int) {
        const Extent& e = plan.extents[i];
        std::memcpy(h_stage_.get() + e.dst, host_.get() + e.src, e.bytes);
      });
      rec.phase_ms[2] += ms_since(tg);
      rec.union_cols[g] += static_cast<double>(u.size());
    } else {
      rec.union_cols[g] += shape.cols;
    }
    // copy
    auto t = Clock::now();
    const std::uint64_t h2d = teal ? plan.staging_end : group_bytes(g);
    ev_[0].record(s);
    HWSIM_CUDA_CHECK(cudaMemcpyAsync(d_stage_.get(), teal ? h_stage_.get() : host_.get() + region,
                                     h2d, cudaMemcpyHostToDevice, s));
    ev_[1].record(s);
    stream_.sync();
    rec.phase_ms[3] += ms_since(t);
    rec.copy_gpu_ms += elapsed_ms(ev_[0], ev_[1]);
    rec.h2d_bytes += static_cast<double>(h2d);
    // compute
    t = Clock::now();
    ev_[2].record(s);
    const int count = teal ? static_cast<int>(u.size()) : shape.cols;
    if (count > 0) {
      const auto* base = d_stage_.get<std::uint8_t>() + (teal ? round_up(u.size() * 4, kPage) : 0);
      const ColumnSet cols{count, teal ? d_stage_.get<int>() : nullptr, nullptr, bundle, false};
      const int splits = column_splits(shape.rows, count);
      launch_gemm_bf16_cols(base, cols, shape.rows, teal ? d_xs_.get<std::uint16_t>() : x,
                            teal ? shape.cols : ld_x_, B, d_partial_.get<float>(), splits, s);
      launch_reduce_partials(d_partial_.get<float>(), splits, B * shape.rows, d_y_.get<float>(), s);
    }
    ev_[3].record(s);
    stream_.sync();
    rec.phase_ms[4] += ms_since(t);
    rec.compute_gpu_ms += elapsed_ms(ev_[2], ev_[3]);
  }

  Token run_token(const Case& c, std::uint64_t seed) {
    Token rec;
    rec.union_cols.assign(groups_.size(), 0.0);
    const cudaStream_t s = stream_.get();
    auto t = Clock::now();
    for (int b = 0; b < c.spec.batch; ++b)
      launch_fill_laplace_bf16(d_x_.get<std::uint16_t>() + static_cast<std::size_t>(b) * ld_x_,
                               static_cast<std::size_t>(ld_x_), 1.0f, mix(seed, b), s);
    stream_.sync();
    rec.xgen_ms = ms_since(t);
    t = Clock::now();
    for (int l = 0; l < o_.layers; ++l) {
      block_ops(c.spec.batch, l, -1);
      for (std::size_t g = 0; g < groups_.size(); ++g) {
        run_group(c, l, g, rec);
        block_ops(c.spec.batch, l, static_cast<int>(g));
      }
    }
    stream_.sync();
    rec.total_ms = ms_since(t);
    for (const auto& op : pending_)
      (op.attention ? rec.attention_gpu_ms : rec.small_ops_gpu_ms) +=
          elapsed_ms(*op.start, *op.end);
    pending_.clear();
    ops_used_ = 0;
    double sum = 0;
    for (int p = 0; p < kNumPhases - 1; ++p) sum += rec.phase_ms[p];
    rec.phase_ms[kNumPhases - 1] = rec.total_ms - sum;
    return rec;
  }

  nlohmann::json case_json(const Case& c, const std::vector<std::vector<Token>>& rounds) const;

  struct PendingOp {
    CudaEvent* start;
    CudaEvent* end;
    bool attention;
  };
  BatchOptions o_;
  std::vector<GroupShape> groups_;
  std::vector<std::uint64_t> offset_;  // group region within a layer
  std::vector<int> x_off_;             // group input within a layer's inputs
  std::uint64_t layer_bytes_ = 0, table_bytes_ = 0, staging_bytes_ = 0, kv_elems_ = 0;
  int ld_x_ = 0;
  AttentionShape att_;
  CudaStream stream_;
  CudaEvent ev_[4];
  PinnedBuffer host_, h_stage_, h_sel_;
  DeviceBuffer d_stage_, d_x_, d_xs_, d_sel_, d_partial_, d_y_;
  DeviceBuffer d_kv_, d_h_, d_norm_w_, d_hn_, d_qkv_, d_act_, d_attn_;
  std::unique_ptr<CudaEvent[]> ops_events_;
  std::size_t ops_used_ = 0;
  std::vector<PendingOp> pending_;
  std::vector<std::uint8_t> mark_;
  std::unique_ptr<WorkerPool> pool_;
};

nlohmann::json BatchHarness::case_json(const Case& c,
                                       const std::vector<std::vector<Token>>& rounds) const {
  std::vector<Token> recs;
  std::vector<double> medians;
  for (const auto& r : rounds) {
    recs.insert(recs.end(), r.begin(), r.end());
    std::vector<double> ms;
    for (const auto& t : r) ms.push_back(t.total_ms);
    medians.push_back(summarize(ms).median);
  }
  auto of = [&](auto&& f) {
    std::vector<double> v;
    for (const auto& t : recs) v.push_back(f(t));
    return summarize(v);
  };
  nlohmann::json mean, median;
  for (int p = 0; p < kNumPhases; ++p) {
    const Summary s = of([p](const Token& t) { return t.phase_ms[p]; });
    mean[kPhases[p]] = s.mean;
    median[kPhases[p]] = s.median;
  }
  nlohmann::json groups = nlohmann::json::array();
  for (std::size_t g = 0; g < groups_.size(); ++g) {
    const double cols = groups_[g].cols;
    const Summary u = of([&](const Token& t) { return t.union_cols[g] / (o_.layers * cols); });
    groups.push_back({{"group", groups_[g].name},
                      {"rows", groups_[g].rows},
                      {"cols", groups_[g].cols},
                      {"k", c.k[g]},
                      {"bundle_bytes", groups_[g].rows * 2},
                      {"union_fraction_mean", u.mean},
                      {"union_fraction_min", u.min},
                      {"union_fraction_max", u.max}});
  }
  const Summary tok = of([](const Token& t) { return t.total_ms; });
  const double lo = *std::min_element(medians.begin(), medians.end());
  const double hi = *std::max_element(medians.begin(), medians.end());
  const double mid = summarize(medians).median;
  return {{"name", c.name},
          {"set", c.spec.set},
          {"method", c.spec.method},
          {"budget", c.spec.budget},
          {"batch", c.spec.batch},
          {"placement", "cpu"},
          {"layers", o_.layers},
          {"block_ops", true},
          {"context_tokens", o_.context_tokens},
          {"gather_threads", c.spec.method == "teal" ? o_.gather_threads : 0},
          {"max_request_bytes", o_.max_request_bytes},
          {"tokens_timed", recs.size()},
          {"warmup_tokens", o_.warmup_tokens},
          {"groups", groups},
          {"token_ms", to_json(tok)},
          {"tokens_per_s", 1e3 * c.spec.batch / tok.median},
          {"phases_ms_mean", mean},
          {"phases_ms_median", median},
          {"gpu_event_ms_mean",
           {{"copy", of([](const Token& t) { return t.copy_gpu_ms; }).mean},
            {"compute", of([](const Token& t) { return t.compute_gpu_ms; }).mean},
            {"attention", of([](const Token& t) { return t.attention_gpu_ms; }).mean},
            {"small_ops", of([](const Token& t) { return t.small_ops_gpu_ms; }).mean}}},
          {"h2d_bytes_mean", of([](const Token& t) { return t.h2d_bytes; }).mean},
          {"xgen_ms_mean", of([](const Token& t) { return t.xgen_ms; }).mean},
          {"rounds", rounds.size()},
          {"round_medians_ms", medians},
          {"spread_pct", mid > 0 ? 100.0 * (hi - lo) / mid : 0.0}};
}

}  // namespace

nlohmann::json run_batch_e2e(const BatchOptions& options) {
  std::vector<BatchCaseSpec> specs;
  for (const auto& set : options.sets) {
    if (set != "dev" && set != "heldout")
      throw std::invalid_argument("batch: sets are dev and heldout, not '" + set + "'");
    const auto cases = set == "dev" ? batch_dev_cases() : batch_heldout_cases();
    specs.insert(specs.end(), cases.begin(), cases.end());
  }
  BatchHarness harness(options);
  return harness.run(specs);
}

}  // namespace hwsim::validate
