// run_decode_e2e: offloaded decode of a Llama-3.1-8B-shaped stack on the real kernels.
//
// Per token, per layer, per matrix group, strictly serially (the paper's breakdown, no overlap):
//   select  GPU top-k tier selection of |x|, indices copied to pinned host memory, sync
//           (sparse only)
//   plan    CPU: selected bundles -> gather copies / page-aligned O_DIRECT reads, offset table
//   gather  CPU threads copy bundles into pinned staging (CPU memory), or pread workers read them
//           with O_DIRECT (flash); dense CPU memory skips this (H2D straight from pinned weights)
//   copy    one H2D cudaMemcpyAsync of the staging buffer (offset table + data), sync
//   compute GEMV kernel(s) + partial-sum reduction, sync
//   other   the rest of the token's wall time (loop bookkeeping, thread wake-ups)
// Attention over the KV cache, norms and the activation function are omitted (microseconds for one
// token of an 8B model); the input x of every group is instead regenerated on the GPU at the start
// of each token (Laplace-distributed, new seed per token, so every selection is different). That
// generation is timed separately (xgen) and excluded from the token time.
//
// Rounds (validate/rounds.hpp): the machine's speed drifts over minutes, so the harness makes
// `rounds` passes over the whole case list (same case order in every pass); in each pass every case
// runs its warm-up tokens and then ceil(tokens / rounds) timed tokens. Drift thus lands on every
// case alike. A case's token_ms and phase statistics cover all its timed tokens of all rounds;
// round_medians_ms and spread_pct (max - min of those medians over their median) show how far the
// measurement itself moves.
//
// Storage probe (flash cases only): the batch-read benchmark (ssd_batch.hpp) on the weights file,
// one slice of every point per round, dealt over that round's flash cases (point p runs just before
// flash case (p + round) mod F, so each point is sampled at a different place in every round). The
// pooled points are returned as "storage_probe": the flash cases can be predicted from reads of the
// same minutes, the same file and the same pauses as theirs. (With more rounds than flash cases a
// point's place repeats.) No probe without flash cases.
//
// Host probe (sparse CPU-memory cases only, host_probe.hpp): the gather and staged-copy
// microbenchmarks on the pinned weights, one slice just before every sparse CPU-memory case of
// every round, returned as "host_probe" (the CPU cases' gathers and copies can be predicted from
// the same minutes and the same source memory). No probe without such cases.
//
// Read replay (read_replays > 0, a diagnostic; read_replay.hpp): after every round of a sparse
// flash case, the reads of its last token are read again as bare batches in four forms (exact,
// compact, uniform, slots), reported per group as "read_replay".
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "validate/cuda_util.hpp"
#include "validate/decode_plan.hpp"
#include "validate/direct_io.hpp"
#include "validate/gpu_bench.hpp"
#include "validate/host_probe.hpp"
#include "validate/kernels.hpp"
#include "validate/q4k.hpp"
#include "validate/read_replay.hpp"
#include "validate/rounds.hpp"
#include "validate/ssd_batch.hpp"
#include "validate/stats.hpp"
#include "validate/worker_pool.hpp"

namespace hwsim::validate {
namespace {

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

struct CaseSpec {
  std::string placement;  // "cpu" or "flash"
  Method method;
  double budget;
  int layers;
  int timed_per_round;  // timed tokens in each round
  int warmup;           // warm-up tokens at the start of each round
  std::vector<GroupCase> groups;
  std::string name() const {
    std::string n = placement + "/" + to_string(method);
    if (method != Method::kDenseBf16 && method != Method::kQ4K)
      n += "-" + std::to_string(static_cast<int>(std::lround(budget * 100)));
    return n;
  }
};

constexpr const char* kPhases[] = {"select", "plan", "gather", "copy", "compute", "other"};
constexpr int kNumPhases = 6;

struct TokenRecord {
  double total_ms = 0;
  double phase_ms[kNumPhases] = {};
  double copy_gpu_ms = 0, compute_gpu_ms = 0, xgen_ms = 0;
  std::uint64_t bytes_needed = 0, bytes_moved = 0, h2d_bytes = 0, requests = 0;
  // Per matrix group (the harness's group order), over all layers: gather phase and transfers.
  std::vector<double> group_gather_ms;
  std::vector<std::uint64_t> group_requests;
};

bool is_sparse(Method m) {
  return m == Method::kTeal || m == Method::kSpaxScalar || m == Method::kSpaxTrellis;
}

class Harness {
 public:
  explicit Harness(const DecodeE2EOptions& o) : o_(o), groups_(decoder_groups(model_)) {
    image_ = make_layer_image(groups_, o.mid_bits);
    for (const auto& g : groups_) {
      x_offsets_.push_back(x_per_layer_);
      x_per_layer_ += static_cast<std::uint64_t>(g.cols);
      max_rows_ = std::max(max_rows_, g.rows);
      max_group_bytes_ = std::max<std::uint64_t>(max_group_bytes_,
                                                 static_cast<std::uint64_t>(g.rows) * g.cols * 2);
    }
  }

  nlohmann::json run() {
    std::vector<CaseSpec> cases = make_cases();
    int layers = 0;
    for (const auto& c : cases) layers = std::max(layers, c.layers);
    nlohmann::json out{{"model",
                        {{"name", "Llama-3.1-8B-shaped"},
                         {"hidden", model_.hidden},
                         {"heads", model_.heads},
                         {"kv_heads", model_.kv_heads},
                         {"head_dim", model_.head_dim},
                         {"ffn", model_.ffn}}},
                       {"layer_image_bytes", image_.bytes},
                       {"device", device_name()}};
    const auto t0 = Clock::now();
    build_image(layers);
    out["image_build_seconds"] = ms_since(t0) / 1e3;
    allocate();
    // Every seed of a case lies below the next case's first: room for all its rounds' tokens.
    std::uint64_t tokens_per_case = 0;
    for (const auto& c : cases)
      tokens_per_case = std::max<std::uint64_t>(
          tokens_per_case, static_cast<std::uint64_t>(o_.rounds * (c.warmup + c.timed_per_round)));
    std::size_t flash_cases = 0;
    for (const auto& c : cases) flash_cases += c.placement == "flash" ? 1 : 0;
    std::unique_ptr<SsdBatchReader> probe;
    const double probe_slice = o_.storage_probe_seconds_per_point / o_.rounds;
    if (file_ && flash_cases > 0 && probe_slice > 0) {
      probe = std::make_unique<SsdBatchReader>(*file_, storage_probe_grid(o_),
                                               o_.seed * 6364136223846793005ull + 31);
      if (probe->point_count() == 0) probe.reset();
    }
    std::unique_ptr<HostProbe> host_probe;
    const bool cpu_gathers = std::any_of(cases.begin(), cases.end(), [](const CaseSpec& c) {
      return c.placement == "cpu" && is_sparse(c.method);
    });
    if (cpu_gathers && o_.host_probe_calls > 0)
      host_probe = std::make_unique<HostProbe>(
          host_.get(), host_.bytes(),
          HostProbeGrid{o_.gather_threads, o_.host_probe_call_mib, o_.host_probe_bundle_kib,
                        o_.host_probe_staged_mib, o_.host_probe_staged_bundle_kib},
          o_.seed * 2862933555777941757ull + 37);
    if (file_ && o_.read_replays > 0) {
      std::vector<std::string> names;
      for (const auto& g : groups_) names.push_back(g.name);
      read_replay_ =
          std::make_unique<ReadReplay>(names, *file_, *io_pool_, h_stage_.get(), staging_bytes_,
                                       o_.seed * 3202034522624059733ull + 41);
    }
    std::vector<std::vector<std::vector<TokenRecord>>> timed(cases.size());  // [case][round]
    for (int round = 0; round < o_.rounds; ++round) {
      std::size_t flash_index = 0;
      for (std::size_t i = 0; i < cases.size(); ++i) {
        if (host_probe && cases[i].placement == "cpu" && is_sparse(cases[i].method))
          host_probe->run_slice(o_.host_probe_calls);
        if (probe && cases[i].placement == "flash") {
          for (std::size_t p :
               probe_points_before(flash_index, round, flash_cases, probe->point_count()))
            probe->run_slice(p, probe_slice);
          ++flash_index;
        }
        timed[i].push_back(run_round(cases[i], i, round, tokens_per_case));
        if (replays(cases[i])) read_replay_->replay(cases[i].name(), o_.read_replays);
      }
    }
    nlohmann::json list = nlohmann::json::array();
    for (std::size_t i = 0; i < cases.size(); ++i) list.push_back(case_json(cases[i], timed[i]));
    out["cases"] = list;
    if (probe) {
      out["storage_probe"] = probe->document(o_.flash_file, o_.rounds);
      out["storage_probe"]["when"] =
          "one slice of every point per round, point p before flash case (p + round) mod F";
    }
    if (host_probe) {
      out["host_probe"] = host_probe->document();
      out["host_probe"]["when"] = "one slice of every point before every sparse cpu case";
    }
    return out;
  }

 private:
  // Whether the reads of this case are replayed (read_replay.hpp).
  bool replays(const CaseSpec& c) const {
    return read_replay_ && c.placement == "flash" && is_sparse(c.method);
  }

  std::vector<CaseSpec> make_cases() {
    std::vector<CaseSpec> cases;
    for (const auto& placement : o_.placements) {
      if (placement != "cpu" && placement != "flash")
        throw std::invalid_argument("unknown placement '" + placement + "' (cpu, flash)");
      const bool flash = placement == "flash";
      for (const auto& mname : o_.methods) {
        const Method m = parse_method(mname);
        std::vector<double> budgets{1.0};
        if (m == Method::kTeal) budgets = o_.teal_budgets;
        if (m == Method::kSpaxScalar || m == Method::kSpaxTrellis) budgets = o_.spax_budgets;
        for (double b : budgets) {
          CaseSpec c{placement,
                     m,
                     b,
                     flash ? o_.layers_flash : o_.layers_cpu,
                     timed_tokens_per_round(flash ? o_.tokens_flash : o_.tokens, o_.rounds),
                     flash ? o_.warmup_tokens_flash : o_.warmup_tokens,
                     {}};
          for (const auto& g : groups_)
            c.groups.push_back(plan_group(g, m, b, o_.mid_bits, o_.mid_to_top_ratio));
          if (c.layers > 0 && c.timed_per_round > 0) cases.push_back(std::move(c));
        }
      }
    }
    return cases;
  }

  // Random weights in every format, generated on the GPU layer by layer and copied into pinned
  // memory; the flash file receives the first layers_flash layers of the same bytes.
  void build_image(int layers) {
    host_ = PinnedBuffer(image_.bytes * static_cast<std::uint64_t>(layers));
    DeviceBuffer gen(image_.bytes);
    const cudaStream_t s = stream_.get();
    for (int l = 0; l < layers; ++l) {
      auto* base = gen.get<std::uint8_t>();
      launch_fill_words(gen.get<std::uint32_t>(), image_.bytes / 4,
                        o_.seed * 131 + static_cast<std::uint64_t>(l), s);
      for (std::size_t g = 0; g < groups_.size(); ++g) {
        const auto& r = image_.groups[g];
        const auto& shape = groups_[g];
        const auto cols = static_cast<std::size_t>(shape.cols);
        const int nseg = static_cast<int>(shape.segments.size());
        launch_fill_normal_bf16(reinterpret_cast<std::uint16_t*>(base + r.bf16), cols * shape.rows,
                                0.02f, o_.seed * 977 + static_cast<std::uint64_t>(l * 16) + g, s);
        // Mid headers: fp16 scale 0.015625, offset 0 (codes themselves are random bits).
        launch_fill_headers(base + r.scalar, cols, r.scalar_stride, nseg, 0x00002400u, s);
        launch_fill_headers(base + r.trellis, cols, r.trellis_stride, nseg, 0x00002400u, s);
        // Q4_K blocks: fp16 d = dmin = 2^-8 (scales and quants random).
        launch_fill_headers(base + r.q4k, r.q4k_bytes / kQ4KBytes, kQ4KBytes, 1, 0x1C001C00u, s);
      }
      HWSIM_CUDA_CHECK(cudaMemcpyAsync(host_.get() + image_.bytes * static_cast<std::uint64_t>(l),
                                       base, image_.bytes, cudaMemcpyDeviceToHost, s));
      stream_.sync();
    }
    const bool flash =
        std::find(o_.placements.begin(), o_.placements.end(), "flash") != o_.placements.end();
    if (flash && o_.layers_flash > 0) {
      const auto t0 = Clock::now();
      write_file_direct(o_.flash_file, host_.get(),
                        image_.bytes * static_cast<std::uint64_t>(o_.layers_flash));
      file_write_seconds_ = ms_since(t0) / 1e3;
      file_ = std::make_unique<DirectFile>(o_.flash_file);
    }
  }

  void allocate() {
    staging_bytes_ = max_group_bytes_ + (32ull << 20);
    h_stage_ = PinnedBuffer(staging_bytes_);
    d_stage_ = DeviceBuffer(staging_bytes_);
    const int layers = std::max(o_.layers_cpu, o_.layers_flash);
    d_x_ = DeviceBuffer(x_per_layer_ * static_cast<std::uint64_t>(layers) * 2);
    d_top_ = DeviceBuffer(kSelectMaxN * 4);
    d_mid_ = DeviceBuffer(kSelectMaxN * 4);
    h_idx_ = PinnedBuffer(2 * kSelectMaxN * 4);
    d_partial_ = DeviceBuffer(64ull << 20);
    d_y_ = DeviceBuffer(static_cast<std::uint64_t>(max_rows_) * 4);
    gather_pool_ = std::make_unique<WorkerPool>(o_.gather_threads);
    io_pool_ = std::make_unique<WorkerPool>(o_.queue_depth);
  }

  void run_group(const CaseSpec& c, int layer, std::size_t gi, TokenRecord& rec) {
    const GroupCase& gc = c.groups[gi];
    const GroupShape& shape = groups_[gi];
    const GroupRegions& r = image_.groups[gi];
    const bool flash = c.placement == "flash";
    const cudaStream_t s = stream_.get();
    const std::uint64_t layer_base = image_.bytes * static_cast<std::uint64_t>(layer);
    const auto* x = d_x_.get<std::uint16_t>() + x_per_layer_ * static_cast<std::uint64_t>(layer) +
                    x_offsets_[gi];
    int* h_top = h_idx_.get<int>();
    int* h_mid = h_top + kSelectMaxN;
    const bool sparse = is_sparse(c.method);
    const bool tiered = c.method == Method::kSpaxScalar || c.method == Method::kSpaxTrellis;

    // select
    auto t = Clock::now();
    if (sparse) {
      launch_select_tiers(x, shape.cols, gc.k_top, gc.k_mid, d_top_.get<int>(), d_mid_.get<int>(),
                          s);
      HWSIM_CUDA_CHECK(cudaMemcpyAsync(h_top, d_top_.get(), static_cast<std::size_t>(gc.k_top) * 4,
                                       cudaMemcpyDeviceToHost, s));
      if (gc.k_mid > 0)
        HWSIM_CUDA_CHECK(cudaMemcpyAsync(h_mid, d_mid_.get(),
                                         static_cast<std::size_t>(gc.k_mid) * 4,
                                         cudaMemcpyDeviceToHost, s));
      stream_.sync();
    }
    rec.phase_ms[0] += ms_since(t);

    // plan
    t = Clock::now();
    TransferPlan plan;
    const std::uint64_t page = flash ? kPage : 0;
    const std::uint64_t table =
        sparse ? round_up(static_cast<std::uint64_t>(gc.k_top + gc.k_mid) * 4, kPage) : 0;
    plan.staging_end = table;
    const MidCodec codec = c.method == Method::kSpaxScalar ? MidCodec::kScalar : MidCodec::kTrellis;
    const MidLayout layout = tiered ? mid_layout_for(shape, codec, o_.mid_bits) : MidLayout{};
    if (c.method == Method::kDenseBf16 || c.method == Method::kQ4K) {
      const std::uint64_t src = layer_base + (c.method == Method::kQ4K ? r.q4k : r.bf16);
      const std::uint64_t request = flash ? o_.dense_request_bytes : gc.bytes_needed;
      plan_sequential_transfers(src, gc.bytes_needed, request, page, plan);
    } else {
      plan_bundle_transfers(h_top, gc.k_top, layer_base + r.bf16, r.bf16_stride,
                            gc.top_bundle_bytes, page, o_.max_request_bytes, plan);
      if (tiered) {
        const std::uint64_t region =
            layer_base + (codec == MidCodec::kScalar ? r.scalar : r.trellis);
        const std::uint64_t stride =
            codec == MidCodec::kScalar ? r.scalar_stride : r.trellis_stride;
        plan_bundle_transfers(h_mid, gc.k_mid, region, stride, layout.bundle_bytes(), page,
                              o_.max_request_bytes, plan);
      }
      std::memcpy(h_stage_.get(), plan.column_offsets.data(), plan.column_offsets.size() * 4);
    }
    if (plan.staging_end > staging_bytes_) throw std::length_error("e2e: staging buffer too small");
    rec.phase_ms[1] += ms_since(t);

    // gather / read
    t = Clock::now();
    const bool direct_h2d = !flash && !sparse;  // dense CPU memory: H2D from the pinned weights
    if (flash) {
      const int fd = file_->fd();
      io_pool_->parallel_for(plan.extents.size(), 1, [&](std::size_t i, int) {
        const Extent& e = plan.extents[i];
        pread_exact(fd, h_stage_.get() + e.dst, e.bytes, e.src);
      });
    } else if (!direct_h2d) {
      gather_pool_->parallel_for(plan.extents.size(), 1, [&](std::size_t i, int) {
        const Extent& e = plan.extents[i];
        std::memcpy(h_stage_.get() + e.dst, host_.get() + e.src, e.bytes);
      });
    }
    const double gather_ms = ms_since(t);
    rec.phase_ms[2] += gather_ms;
    rec.group_gather_ms[gi] += gather_ms;
    if (record_reads_) read_replay_->record(gi, plan.extents, gather_ms);

    // copy
    t = Clock::now();
    const std::uint64_t h2d = plan.staging_end;
    ev_[0].record(s);
    if (direct_h2d) {
      HWSIM_CUDA_CHECK(cudaMemcpyAsync(d_stage_.get(), host_.get() + plan.extents.front().src,
                                       gc.bytes_needed, cudaMemcpyHostToDevice, s));
    } else {
      HWSIM_CUDA_CHECK(
          cudaMemcpyAsync(d_stage_.get(), h_stage_.get(), h2d, cudaMemcpyHostToDevice, s));
    }
    ev_[1].record(s);
    stream_.sync();
    rec.phase_ms[3] += ms_since(t);

    // compute
    t = Clock::now();
    ev_[2].record(s);
    const auto* base = d_stage_.get<std::uint8_t>();
    float* partial = d_partial_.get<float>();
    float* y = d_y_.get<float>();
    switch (c.method) {
      case Method::kQ4K:
        launch_gemv_q4k_rows(base, shape.rows, shape.cols, x, y, s);
        break;
      case Method::kDenseBf16: {
        const int splits = column_splits(shape.rows, shape.cols);
        launch_gemv_bf16_cols(base, {shape.cols, nullptr, nullptr, gc.top_bundle_bytes}, shape.rows,
                              x, partial, splits, s);
        launch_reduce_partials(partial, splits, shape.rows, y, s);
        break;
      }
      default: {
        const auto* offs = d_stage_.get<std::uint32_t>();
        const int s1 = column_splits(shape.rows, gc.k_top);
        const int s2 = tiered ? column_splits(shape.rows, gc.k_mid) : 0;
        launch_gemv_bf16_cols(base, {gc.k_top, d_top_.get<int>(), offs, 0}, shape.rows, x, partial,
                              s1, s);
        if (tiered && gc.k_mid > 0)
          launch_gemv_mid_cols(layout, base, {gc.k_mid, d_mid_.get<int>(), offs + gc.k_top, 0}, x,
                               partial + static_cast<std::size_t>(s1) * shape.rows, s2, s);
        launch_reduce_partials(partial, s1 + (gc.k_mid > 0 ? s2 : 0), shape.rows, y, s);
        break;
      }
    }
    ev_[3].record(s);
    stream_.sync();
    rec.phase_ms[4] += ms_since(t);
    rec.copy_gpu_ms += elapsed_ms(ev_[0], ev_[1]);
    rec.compute_gpu_ms += elapsed_ms(ev_[2], ev_[3]);
    rec.bytes_needed += plan.bytes_needed;
    rec.bytes_moved += plan.bytes_moved;
    rec.h2d_bytes += direct_h2d ? gc.bytes_needed : h2d;
    rec.requests += plan.extents.size();
    rec.group_requests[gi] += plan.extents.size();
  }

  TokenRecord run_token(const CaseSpec& c, std::uint64_t token_seed) {
    TokenRecord rec;
    rec.group_gather_ms.assign(groups_.size(), 0.0);
    rec.group_requests.assign(groups_.size(), 0);
    const cudaStream_t s = stream_.get();
    auto t = Clock::now();
    launch_fill_laplace_bf16(d_x_.get<std::uint16_t>(),
                             x_per_layer_ * static_cast<std::uint64_t>(c.layers), 1.0f, token_seed,
                             s);
    stream_.sync();
    rec.xgen_ms = ms_since(t);
    t = Clock::now();
    for (int l = 0; l < c.layers; ++l)
      for (std::size_t g = 0; g < groups_.size(); ++g) run_group(c, l, g, rec);
    rec.total_ms = ms_since(t);
    double sum = 0;
    for (int p = 0; p < kNumPhases - 1; ++p) sum += rec.phase_ms[p];
    rec.phase_ms[kNumPhases - 1] = rec.total_ms - sum;
    return rec;
  }

  // One round of one case: its warm-up tokens, then its timed tokens (returned).
  std::vector<TokenRecord> run_round(const CaseSpec& c, std::size_t index, int round,
                                     std::uint64_t tokens_per_case) {
    std::vector<TokenRecord> timed;
    const int n = c.warmup + c.timed_per_round;
    for (int tok = 0; tok < n; ++tok) {
      // The last token's reads are kept for the replay after the round.
      record_reads_ = replays(c) && tok == n - 1;
      if (record_reads_) read_replay_->begin_token();
      const TokenRecord r =
          run_token(c, token_seed(o_.seed * 1000003u, index, tokens_per_case, round, n, tok));
      if (tok >= c.warmup) timed.push_back(r);
    }
    record_reads_ = false;
    return timed;
  }

  nlohmann::json case_json(const CaseSpec& c, const std::vector<std::vector<TokenRecord>>& rounds) {
    const bool flash = c.placement == "flash";
    std::vector<TokenRecord> recs;
    std::vector<double> round_medians;
    for (const auto& round : rounds) {
      recs.insert(recs.end(), round.begin(), round.end());
      std::vector<double> ms;
      for (const auto& r : round) ms.push_back(r.total_ms);
      round_medians.push_back(summarize(ms).median);
    }
    auto summary_of = [&](auto&& field) {
      std::vector<double> v;
      for (const auto& r : recs) v.push_back(field(r));
      return summarize(v);
    };
    nlohmann::json phases_mean, phases_median;
    for (int p = 0; p < kNumPhases; ++p) {
      const Summary sp = summary_of([p](const TokenRecord& r) { return r.phase_ms[p]; });
      phases_mean[kPhases[p]] = sp.mean;
      phases_median[kPhases[p]] = sp.median;
    }
    const auto mean_of = [&](auto&& field) { return summary_of(field).mean; };
    nlohmann::json groups = nlohmann::json::array();
    std::uint64_t layer_needed = 0;
    for (std::size_t gi = 0; gi < c.groups.size(); ++gi) {
      nlohmann::json g = to_json(c.groups[gi]);
      g["gather_ms_median"] =
          summary_of([gi](const TokenRecord& r) { return r.group_gather_ms[gi]; }).median;
      g["transfers_per_token"] =
          mean_of([gi](const TokenRecord& r) { return static_cast<double>(r.group_requests[gi]); });
      groups.push_back(std::move(g));
      layer_needed += c.groups[gi].bytes_needed;
    }
    nlohmann::json j{
        {"name", c.name()},
        {"placement", c.placement},
        {"method", to_string(c.method)},
        {"budget", c.budget},
        {"layers", c.layers},
        {"tokens_timed", recs.size()},
        {"warmup_tokens", c.warmup},
        {"mid_bits",
         (c.method == Method::kSpaxScalar || c.method == Method::kSpaxTrellis) ? o_.mid_bits : 0},
        {"mid_to_top_ratio", o_.mid_to_top_ratio},
        {"gather_threads", (!flash && is_sparse(c.method)) ? o_.gather_threads : 0},
        {"queue_depth", flash ? o_.queue_depth : 0},
        {"max_request_bytes", o_.max_request_bytes},
        {"dense_request_bytes", o_.dense_request_bytes},
        {"page_bytes", flash ? kPage : 0},
        {"weights_source",
         flash ? "O_DIRECT file " + o_.flash_file : std::string("pinned host memory")},
        {"groups", groups},
        {"bytes_needed_per_layer", layer_needed},
        {"per_token",
         {{"bytes_needed",
           mean_of([](const TokenRecord& r) { return static_cast<double>(r.bytes_needed); })},
          {"bytes_moved",
           mean_of([](const TokenRecord& r) { return static_cast<double>(r.bytes_moved); })},
          {"h2d_bytes",
           mean_of([](const TokenRecord& r) { return static_cast<double>(r.h2d_bytes); })},
          {"transfers",
           mean_of([](const TokenRecord& r) { return static_cast<double>(r.requests); })}}},
        {"token_ms", to_json(summary_of([](const TokenRecord& r) { return r.total_ms; }))},
        {"rounds", rounds.size()},
        {"round_medians_ms", round_medians},
        {"spread_pct", spread_pct(round_medians)},
        {"phases_ms_mean", phases_mean},
        {"phases_ms_median", phases_median},
        {"gpu_event_ms_mean",
         {{"copy", mean_of([](const TokenRecord& r) { return r.copy_gpu_ms; })},
          {"compute", mean_of([](const TokenRecord& r) { return r.compute_gpu_ms; })}}},
        {"xgen_ms_mean", mean_of([](const TokenRecord& r) { return r.xgen_ms; })}};
    if (flash) j["file_write_seconds"] = file_write_seconds_;
    if (replays(c)) j["read_replay"] = read_replay_->case_json(c.name());
    return j;
  }

  const DecodeE2EOptions& o_;
  ModelShape model_;
  std::vector<GroupShape> groups_;
  LayerImage image_;
  std::vector<std::uint64_t> x_offsets_;
  std::uint64_t x_per_layer_ = 0;
  int max_rows_ = 0;
  std::uint64_t max_group_bytes_ = 0;
  std::uint64_t staging_bytes_ = 0;
  CudaStream stream_;
  CudaEvent ev_[4];
  PinnedBuffer host_, h_stage_, h_idx_;
  DeviceBuffer d_stage_, d_x_, d_top_, d_mid_, d_partial_, d_y_;
  std::unique_ptr<WorkerPool> gather_pool_, io_pool_;
  std::unique_ptr<DirectFile> file_;
  double file_write_seconds_ = 0;
  std::unique_ptr<ReadReplay> read_replay_;
  bool record_reads_ = false;  // the running token's reads are recorded for the replay
};

}  // namespace

nlohmann::json run_decode_e2e(const DecodeE2EOptions& options) {
  if (options.rounds < 1) throw std::invalid_argument("e2e: rounds must be at least 1");
  if (!(options.storage_probe_seconds_per_point >= 0) ||
      !std::isfinite(options.storage_probe_seconds_per_point))
    throw std::invalid_argument("e2e: storage probe seconds must be finite, zero or positive");
  if (options.host_probe_calls < 0)
    throw std::invalid_argument("e2e: host probe calls must be zero or positive");
  if (options.read_replays < 0)
    throw std::invalid_argument("e2e: read replays must be zero or positive");
  Harness h(options);
  nlohmann::json out = h.run();
  out["options"] = {{"rounds", options.rounds},
                    {"layers_cpu", options.layers_cpu},
                    {"layers_flash", options.layers_flash},
                    {"tokens", options.tokens},
                    {"warmup_tokens", options.warmup_tokens},
                    {"tokens_flash", options.tokens_flash},
                    {"warmup_tokens_flash", options.warmup_tokens_flash},
                    {"gather_threads", options.gather_threads},
                    {"queue_depth", options.queue_depth},
                    {"mid_bits", options.mid_bits},
                    {"mid_to_top_ratio", options.mid_to_top_ratio},
                    {"storage_probe_seconds_per_point", options.storage_probe_seconds_per_point},
                    {"host_probe_calls", options.host_probe_calls},
                    {"read_replays", options.read_replays},
                    {"seed", options.seed}};
  return out;
}

}  // namespace hwsim::validate
