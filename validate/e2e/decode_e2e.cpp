// run_decode_e2e: offloaded decode of transformer stacks on the real kernels, one stack per model
// set (gpu_bench.hpp: the "dev" Llama-3.1-8B shape and the "heldout" Mistral-NeMo-12B shape with
// its attention projections resident in GPU memory).
//
// Per token, per layer, per matrix group, strictly serially (the paper's breakdown, no overlap):
//   select  GPU top-k tier selection of |x|, indices copied to pinned host memory, sync
//           (sparse only; a GPU-resident group keeps its indices on the GPU, no copy, no sync)
//   plan    CPU: selected bundles -> gather copies / page-aligned O_DIRECT reads, offset table
//   gather  CPU threads copy bundles into pinned staging (CPU memory), or pread workers read them
//           with O_DIRECT (flash); dense CPU memory skips this (H2D straight from pinned weights)
//   copy    one H2D cudaMemcpyAsync of the staging buffer (offset table + data), sync
//   compute GEMV kernel(s) + partial-sum reduction, sync (a resident group reads its weights in
//           place from GPU memory: no plan, gather or copy)
//   other   the rest of the token's wall time (loop bookkeeping, thread wake-ups, and with block
//           ops the kernels below, which no phase waits for on its own)
// Block ops: the rest of a decoder block runs on the same stream inside the timed token, launched
// where a decoder launches it and never waited for separately (the next synchronised phase waits
// for it, as a decoder's next step does): RMSNorm before qkv; after qkv the rotary embedding with
// the KV-cache append, then attention of the token over context_tokens cached tokens; after o a
// residual add and RMSNorm; after gate_up the SiLU-gated product; after down a residual add. Their
// GPU time is measured with events (gpu_event_ms_mean.attention, .small_ops); documents made before
// 2026-12-01 timed the GEMVs alone. The input x of every group is regenerated
// on the GPU at the start of each token (Laplace-distributed, new seed per token, so every
// selection is different); that generation is timed separately (xgen) and excluded from the token
// time. The block ops work on buffers of their real sizes whose values do not feed the GEMVs.
//
// Rounds (validate/e2e/rounds.hpp): the machine's speed drifts over minutes, so the harness makes
// `rounds` passes over the whole case list of all sets (same case order in every pass); in each
// pass every case runs its warm-up tokens and then ceil(tokens / rounds) timed tokens. Drift thus
// lands on every case alike. A case's token_ms and phase statistics cover all its timed tokens of
// all rounds; round_medians_ms and spread_pct (max - min of those medians over their median) show
// how far the measurement itself moves.
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

#include "validate/common/cuda_util.hpp"
#include "validate/common/direct_io.hpp"
#include "validate/common/stats.hpp"
#include "validate/common/worker_pool.hpp"
#include "validate/e2e/decode_plan.hpp"
#include "validate/e2e/read_replay.hpp"
#include "validate/e2e/rounds.hpp"
#include "validate/gpu_bench.hpp"
#include "validate/kernels/kernels.hpp"
#include "validate/kernels/q4k.hpp"
#include "validate/micro/host_probe.hpp"
#include "validate/micro/ssd_batch.hpp"

namespace hwsim::validate {
namespace {

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

struct CaseSpec {
  std::size_t model;      // index of its model part
  std::string set;        // "dev" or "heldout"
  std::string placement;  // "cpu" or "flash"
  Method method;
  double budget;
  int layers;
  int timed_per_round;  // timed tokens in each round
  int warmup;           // warm-up tokens at the start of each round
  std::vector<GroupCase> groups;
  std::string name() const {
    std::string n =
        (set == "dev" ? std::string() : set + "/") + placement + "/" + to_string(method);
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
  double attention_gpu_ms = 0, small_ops_gpu_ms = 0;  // block ops (GPU events)
  std::uint64_t bytes_needed = 0, bytes_moved = 0, h2d_bytes = 0, requests = 0;
  // Per matrix group (the harness's group order), over all layers: gather phase and transfers.
  std::vector<double> group_gather_ms;
  std::vector<std::uint64_t> group_requests;
};

bool is_sparse(Method m) {
  return m == Method::kTeal || m == Method::kSpaxScalar || m == Method::kSpaxTrellis;
}

// Whether a placement preset keeps `group` in GPU memory.
bool resident_in(const std::string& preset, const std::string& group) {
  if (preset == "all") return false;
  if (preset == "ca") return group == "qkv" || group == "o";
  throw std::invalid_argument("e2e: unknown placement preset '" + preset + "' (all, ca)");
}

// One model set's stack: its groups, its layer image, where its layers lie in pinned memory (and
// the flash file) and on the GPU, and its KV cache.
struct ModelPart {
  E2EModelSet spec;
  std::vector<GroupShape> groups;
  std::vector<bool> resident;  // per group
  LayerImage image;
  std::vector<std::uint64_t> x_offsets;
  std::uint64_t x_per_layer = 0;
  int layers = 0;        // layers of the image (the most any of its cases runs)
  int flash_layers = 0;  // its layers in the flash file (the first ones)
  // Offset of layer l in pinned memory; for l < flash_layers the same offset in the flash file.
  std::vector<std::uint64_t> layer_offset;
  DeviceBuffer d_image;  // every layer, when a group is resident
  AttentionShape attention;
  DeviceBuffer d_kv;  // per layer: k then v cache, each kv_heads * capacity * head_dim bf16
  bool any_resident() const {
    return std::find(resident.begin(), resident.end(), true) != resident.end();
  }
  std::uint64_t kv_layer_elems() const {
    return static_cast<std::uint64_t>(attention.kv_heads) * attention.capacity * attention.head_dim;
  }
};

// Where a group's GEMV reads its weights: the staging copy on the GPU (offloaded: bundles at the
// offsets of the uploaded table, dense data contiguous) or the resident image (in place).
struct WeightSource {
  const std::uint8_t* bf16 = nullptr;
  const std::uint8_t* mid = nullptr;
  const std::uint8_t* q4k = nullptr;
  const std::uint32_t* offsets = nullptr;  // offloaded sparse: the uploaded offset table
  std::uint64_t bf16_stride = 0, mid_stride = 0;
  bool in_place = false;
};

// Summaries over a case's timed tokens (all rounds pooled), of one field of each.
template <typename Field>
Summary summary_over(const std::vector<TokenRecord>& recs, Field&& field) {
  std::vector<double> v;
  for (const auto& r : recs) v.push_back(field(r));
  return summarize(v);
}
template <typename Field>
double mean_over(const std::vector<TokenRecord>& recs, Field&& field) {
  return summary_over(recs, field).mean;
}

// The timed tokens of every round in one list; `round_medians` gets each round's median token time.
std::vector<TokenRecord> pooled(const std::vector<std::vector<TokenRecord>>& rounds,
                                std::vector<double>& round_medians) {
  std::vector<TokenRecord> recs;
  for (const auto& round : rounds) {
    recs.insert(recs.end(), round.begin(), round.end());
    std::vector<double> ms;
    for (const auto& r : round) ms.push_back(r.total_ms);
    round_medians.push_back(summarize(ms).median);
  }
  return recs;
}

// Each phase's mean or median over the tokens, by phase name.
nlohmann::json phases_json(const std::vector<TokenRecord>& recs, bool median) {
  nlohmann::json out;
  for (int p = 0; p < kNumPhases; ++p) {
    const Summary sp = summary_over(recs, [p](const TokenRecord& r) { return r.phase_ms[p]; });
    out[kPhases[p]] = median ? sp.median : sp.mean;
  }
  return out;
}

// The case's groups with their placement, median gather time and mean transfers per token;
// `layer_needed` gets the bytes one layer's offloaded groups need.
nlohmann::json groups_json(const CaseSpec& c, const ModelPart& part,
                           const std::vector<TokenRecord>& recs, std::uint64_t& layer_needed) {
  nlohmann::json groups = nlohmann::json::array();
  for (std::size_t gi = 0; gi < c.groups.size(); ++gi) {
    nlohmann::json g = to_json(c.groups[gi]);
    g["resident"] = part.resident[gi];
    g["gather_ms_median"] =
        summary_over(recs, [gi](const TokenRecord& r) { return r.group_gather_ms[gi]; }).median;
    g["transfers_per_token"] = mean_over(
        recs, [gi](const TokenRecord& r) { return static_cast<double>(r.group_requests[gi]); });
    groups.push_back(std::move(g));
    if (!part.resident[gi]) layer_needed += c.groups[gi].bytes_needed;
  }
  return groups;
}

// Mean bytes and transfers per token.
nlohmann::json per_token_json(const std::vector<TokenRecord>& recs) {
  auto mean = [&](auto&& field) {
    return mean_over(recs, [&](const TokenRecord& r) { return static_cast<double>(field(r)); });
  };
  return {{"bytes_needed", mean([](const TokenRecord& r) { return r.bytes_needed; })},
          {"bytes_moved", mean([](const TokenRecord& r) { return r.bytes_moved; })},
          {"h2d_bytes", mean([](const TokenRecord& r) { return r.h2d_bytes; })},
          {"transfers", mean([](const TokenRecord& r) { return r.requests; })}};
}

// Mean GPU event times per token of the copy, the GEMVs, attention and the small ops.
nlohmann::json gpu_events_json(const std::vector<TokenRecord>& recs) {
  return {{"copy", mean_over(recs, [](const TokenRecord& r) { return r.copy_gpu_ms; })},
          {"compute", mean_over(recs, [](const TokenRecord& r) { return r.compute_gpu_ms; })},
          {"attention", mean_over(recs, [](const TokenRecord& r) { return r.attention_gpu_ms; })},
          {"small_ops", mean_over(recs, [](const TokenRecord& r) { return r.small_ops_gpu_ms; })}};
}

class Harness {
 public:
  explicit Harness(const DecodeE2EOptions& o) : o_(o) {
    for (const auto& spec : o.models) parts_.push_back(make_part(spec));
    for (const auto& p : parts_) {
      for (std::size_t g = 0; g < p.groups.size(); ++g)
        if (p.groups[g].name != parts_.front().groups[g].name)
          throw std::invalid_argument("e2e: model sets must have the same matrix groups");
    }
  }

  nlohmann::json run() {
    std::vector<CaseSpec> cases = make_cases();
    nlohmann::json out{{"model", model_json(parts_.front())}, {"device", device_name()}};
    out["layer_image_bytes"] = parts_.front().image.bytes;
    nlohmann::json models = nlohmann::json::array();
    for (const auto& p : parts_) models.push_back(model_json(p));
    out["models"] = models;
    const auto t0 = Clock::now();
    build_image();
    out["image_build_seconds"] = ms_since(t0) / 1e3;
    allocate();
    out["cases"] = run_cases(cases);
    if (storage_probe_) {
      out["storage_probe"] = storage_probe_->document(o_.flash_file, o_.rounds);
      out["storage_probe"]["when"] =
          "one slice of every point per round, point p before flash case (p + round) mod F";
    }
    if (host_probe_) {
      out["host_probe"] = host_probe_->document();
      out["host_probe"]["when"] = "one slice of every point before every sparse cpu case";
    }
    return out;
  }

 private:
  ModelPart make_part(const E2EModelSet& spec) const {
    ModelPart p;
    p.spec = spec;
    p.groups = decoder_groups(spec.shape);
    for (const auto& g : p.groups) {
      p.resident.push_back(resident_in(spec.preset, g.name));
      p.x_offsets.push_back(p.x_per_layer);
      p.x_per_layer += static_cast<std::uint64_t>(g.cols);
    }
    p.image = make_layer_image(p.groups, o_.mid_bits);
    p.attention = {spec.shape.heads, spec.shape.kv_heads, spec.shape.head_dim,
                   std::max(1, o_.context_tokens), 500000.0f};
    return p;
  }

  static nlohmann::json model_json(const ModelPart& p) {
    const ModelShape& m = p.spec.shape;
    return {{"name", p.spec.name},    {"set", p.spec.set}, {"preset", p.spec.preset},
            {"hidden", m.hidden},     {"heads", m.heads},  {"kv_heads", m.kv_heads},
            {"head_dim", m.head_dim}, {"ffn", m.ffn},      {"layer_image_bytes", p.image.bytes}};
  }

  nlohmann::json run_cases(const std::vector<CaseSpec>& cases) {
    // Every seed of a case lies below the next case's first: room for all its rounds' tokens.
    std::uint64_t tokens_per_case = 0;
    std::size_t flash_cases = 0;
    bool cpu_gathers = false;
    for (const auto& c : cases) {
      tokens_per_case = std::max<std::uint64_t>(
          tokens_per_case, static_cast<std::uint64_t>(o_.rounds * (c.warmup + c.timed_per_round)));
      flash_cases += c.placement == "flash" ? 1 : 0;
      cpu_gathers = cpu_gathers || (c.placement == "cpu" && is_sparse(c.method));
    }
    make_probes(flash_cases, cpu_gathers);
    const double probe_slice = o_.storage_probe_seconds_per_point / o_.rounds;
    std::vector<std::vector<std::vector<TokenRecord>>> timed(cases.size());  // [case][round]
    for (int round = 0; round < o_.rounds; ++round) {
      std::size_t flash_index = 0;
      for (std::size_t i = 0; i < cases.size(); ++i) {
        if (host_probe_ && cases[i].placement == "cpu" && is_sparse(cases[i].method))
          host_probe_->run_slice(o_.host_probe_calls);
        if (storage_probe_ && cases[i].placement == "flash") {
          for (std::size_t p :
               probe_points_before(flash_index, round, flash_cases, storage_probe_->point_count()))
            storage_probe_->run_slice(p, probe_slice);
        }
        flash_index += cases[i].placement == "flash" ? 1 : 0;
        timed[i].push_back(run_round(cases[i], i, round, tokens_per_case));
        if (replays(cases[i])) read_replay_->replay(cases[i].name(), o_.read_replays);
      }
    }
    nlohmann::json list = nlohmann::json::array();
    for (std::size_t i = 0; i < cases.size(); ++i) list.push_back(case_json(cases[i], timed[i]));
    return list;
  }

  void make_probes(std::size_t flash_cases, bool cpu_gathers) {
    if (file_ && flash_cases > 0 && o_.storage_probe_seconds_per_point / o_.rounds > 0) {
      storage_probe_ = std::make_unique<SsdBatchReader>(*file_, storage_probe_grid(o_),
                                                        o_.seed * 6364136223846793005ull + 31);
      if (storage_probe_->point_count() == 0) storage_probe_.reset();
    }
    if (cpu_gathers && o_.host_probe_calls > 0)
      host_probe_ = std::make_unique<HostProbe>(
          host_.get(), host_.bytes(),
          HostProbeGrid{o_.gather_threads, o_.host_probe_call_mib, o_.host_probe_bundle_kib,
                        o_.host_probe_staged_mib, o_.host_probe_staged_bundle_kib,
                        o_.host_probe_pause_us},
          o_.seed * 2862933555777941757ull + 37);
    if (file_ && o_.read_replays > 0) {
      std::vector<std::string> names;
      for (const auto& g : parts_.front().groups) names.push_back(g.name);
      read_replay_ =
          std::make_unique<ReadReplay>(names, *file_, *io_pool_, h_stage_.get(), staging_bytes_,
                                       o_.seed * 3202034522624059733ull + 41);
    }
  }

  // Whether the reads of this case are replayed (read_replay.hpp).
  bool replays(const CaseSpec& c) const {
    return read_replay_ && c.placement == "flash" && is_sparse(c.method);
  }

  std::vector<CaseSpec> make_cases() {
    std::vector<CaseSpec> cases;
    for (std::size_t mi = 0; mi < parts_.size(); ++mi) {
      ModelPart& part = parts_[mi];
      for (const auto& placement : part.spec.placements) {
        if (placement != "cpu" && placement != "flash")
          throw std::invalid_argument("unknown placement '" + placement + "' (cpu, flash)");
        const bool flash = placement == "flash";
        for (const auto& mname : part.spec.methods) {
          const Method m = parse_method(mname);
          std::vector<double> budgets{1.0};
          if (m == Method::kTeal) budgets = part.spec.teal_budgets;
          if (m == Method::kSpaxScalar || m == Method::kSpaxTrellis)
            budgets = part.spec.spax_budgets;
          for (double b : budgets) {
            CaseSpec c{mi,
                       part.spec.set,
                       placement,
                       m,
                       b,
                       flash ? o_.layers_flash : o_.layers_cpu,
                       timed_tokens_per_round(flash ? o_.tokens_flash : o_.tokens, o_.rounds),
                       flash ? o_.warmup_tokens_flash : o_.warmup_tokens,
                       {}};
            for (const auto& g : part.groups)
              c.groups.push_back(plan_group(g, m, b, o_.mid_bits, o_.mid_to_top_ratio));
            if (c.layers <= 0 || c.timed_per_round <= 0) continue;
            part.layers = std::max(part.layers, c.layers);
            if (flash) part.flash_layers = std::max(part.flash_layers, c.layers);
            cases.push_back(std::move(c));
          }
        }
      }
    }
    return cases;
  }

  // Pinned memory holds the flash layers of every part first (so that the flash file is its
  // prefix and a flash layer has the same offset in both), then the other layers of every part.
  std::uint64_t lay_out_layers() {
    std::uint64_t off = 0;
    for (auto& p : parts_) {
      p.layer_offset.assign(static_cast<std::size_t>(p.layers), 0);
      for (int l = 0; l < p.flash_layers; ++l, off += p.image.bytes) p.layer_offset[l] = off;
    }
    flash_bytes_ = off;
    for (auto& p : parts_)
      for (int l = p.flash_layers; l < p.layers; ++l, off += p.image.bytes) p.layer_offset[l] = off;
    return off;
  }

  // Random weights in every format, generated on the GPU layer by layer (in place on the GPU for a
  // part with resident groups) and copied into pinned memory; the flash file receives the pinned
  // prefix of flash layers.
  void build_image() {
    host_ = PinnedBuffer(lay_out_layers());
    for (std::size_t pi = 0; pi < parts_.size(); ++pi) {
      ModelPart& p = parts_[pi];
      DeviceBuffer gen;
      if (p.any_resident())
        p.d_image = DeviceBuffer(p.image.bytes * static_cast<std::uint64_t>(p.layers));
      else
        gen = DeviceBuffer(p.image.bytes);
      for (int l = 0; l < p.layers; ++l) {
        auto* base = p.any_resident() ? p.d_image.get<std::uint8_t>() +
                                            p.image.bytes * static_cast<std::uint64_t>(l)
                                      : gen.get<std::uint8_t>();
        fill_layer(p, base, o_.seed + 100003 * pi, l);
        HWSIM_CUDA_CHECK(cudaMemcpyAsync(host_.get() + p.layer_offset[l], base, p.image.bytes,
                                         cudaMemcpyDeviceToHost, stream_.get()));
        stream_.sync();
      }
    }
    if (flash_bytes_ > 0) {
      const auto t0 = Clock::now();
      write_file_direct(o_.flash_file, host_.get(), flash_bytes_);
      file_write_seconds_ = ms_since(t0) / 1e3;
      file_ = std::make_unique<DirectFile>(o_.flash_file);
    }
  }

  void fill_layer(const ModelPart& p, std::uint8_t* base, std::uint64_t seed, int l) {
    const cudaStream_t s = stream_.get();
    launch_fill_words(reinterpret_cast<std::uint32_t*>(base), p.image.bytes / 4,
                      seed * 131 + static_cast<std::uint64_t>(l), s);
    for (std::size_t g = 0; g < p.groups.size(); ++g) {
      const auto& r = p.image.groups[g];
      const auto& shape = p.groups[g];
      const auto cols = static_cast<std::size_t>(shape.cols);
      const int nseg = static_cast<int>(shape.segments.size());
      launch_fill_normal_bf16(reinterpret_cast<std::uint16_t*>(base + r.bf16), cols * shape.rows,
                              0.02f, seed * 977 + static_cast<std::uint64_t>(l * 16) + g, s);
      // Mid headers: fp16 scale 0.015625, offset 0 (codes themselves are random bits).
      launch_fill_headers(base + r.scalar, cols, r.scalar_stride, nseg, 0x00002400u, s);
      launch_fill_headers(base + r.trellis, cols, r.trellis_stride, nseg, 0x00002400u, s);
      // Q4_K blocks: fp16 d = dmin = 2^-8 (scales and quants random).
      launch_fill_headers(base + r.q4k, r.q4k_bytes / kQ4KBytes, kQ4KBytes, 1, 0x1C001C00u, s);
    }
  }

  void allocate() {
    std::uint64_t max_group_bytes = 0, x_bytes = 0;
    int max_rows = 0, max_layers = 0, hidden = 0, qkv_rows = 0, q_width = 0, ffn = 0;
    for (auto& p : parts_) {
      for (const auto& g : p.groups) {
        max_rows = std::max(max_rows, g.rows);
        max_group_bytes = std::max<std::uint64_t>(max_group_bytes,
                                                  static_cast<std::uint64_t>(g.rows) * g.cols * 2);
      }
      x_bytes = std::max(x_bytes, p.x_per_layer * static_cast<std::uint64_t>(p.layers) * 2);
      max_layers = std::max(max_layers, p.layers);
      const ModelShape& m = p.spec.shape;
      hidden = std::max(hidden, m.hidden);
      qkv_rows = std::max(qkv_rows, (m.heads + 2 * m.kv_heads) * m.head_dim);
      q_width = std::max(q_width, m.heads * m.head_dim);
      ffn = std::max(ffn, m.ffn);
      allocate_kv(p);
    }
    staging_bytes_ = max_group_bytes + (32ull << 20);
    h_stage_ = PinnedBuffer(staging_bytes_);
    d_stage_ = DeviceBuffer(staging_bytes_);
    d_x_ = DeviceBuffer(x_bytes);
    d_top_ = DeviceBuffer(kSelectMaxN * 4);
    d_mid_ = DeviceBuffer(kSelectMaxN * 4);
    h_idx_ = PinnedBuffer(2 * kSelectMaxN * 4);
    d_partial_ = DeviceBuffer(64ull << 20);
    d_y_ = DeviceBuffer(static_cast<std::uint64_t>(max_rows) * 4);
    allocate_block_ops(hidden, qkv_rows, q_width, ffn, max_layers);
    gather_pool_ = std::make_unique<WorkerPool>(o_.gather_threads);
    io_pool_ = std::make_unique<WorkerPool>(o_.queue_depth);
  }

  void allocate_kv(ModelPart& p) {
    if (o_.context_tokens < 1 || o_.context_tokens > kAttentionMaxTokens)
      throw std::invalid_argument("e2e: context tokens must be 1 to " +
                                  std::to_string(kAttentionMaxTokens));
    const std::uint64_t elems = 2 * p.kv_layer_elems() * static_cast<std::uint64_t>(p.layers);
    p.d_kv = DeviceBuffer(elems * 2);
    launch_fill_normal_bf16(p.d_kv.get<std::uint16_t>(), elems, 1.0f, o_.seed * 53 + 3,
                            stream_.get());
  }

  // Activations of the block ops (values arbitrary but finite: they feed nothing that is timed
  // differently by value) and the events that time them.
  void allocate_block_ops(int hidden, int qkv_rows, int q_width, int ffn, int layers) {
    const cudaStream_t s = stream_.get();
    auto normal = [&](DeviceBuffer& b, int n, std::uint64_t seed) {
      b = DeviceBuffer(static_cast<std::uint64_t>(n) * 2);
      launch_fill_normal_bf16(b.get<std::uint16_t>(), static_cast<std::size_t>(n), 1.0f, seed, s);
    };
    normal(d_h_, hidden, o_.seed * 59 + 1);
    normal(d_norm_weight_, hidden, o_.seed * 59 + 2);
    normal(d_qkv_, qkv_rows, o_.seed * 59 + 3);
    normal(d_hn_, hidden, o_.seed * 59 + 4);
    normal(d_act_, ffn, o_.seed * 59 + 5);
    d_attn_out_ = DeviceBuffer(static_cast<std::uint64_t>(q_width) * 4);
    stream_.sync();
    ops_events_ =
        std::make_unique<CudaEvent[]>(static_cast<std::size_t>(2 * kOpsPerLayer * layers));
  }

  // The block ops after group `gi` of layer `l` (before the first group when gi < 0), timed with
  // a pair of events each: attention apart, the rest as small ops.
  void block_ops(const ModelPart& p, int l, int gi) {
    const cudaStream_t s = stream_.get();
    const ModelShape& m = p.spec.shape;
    const std::string group = gi < 0 ? "" : p.groups[static_cast<std::size_t>(gi)].name;
    auto timed = [&](bool attention, auto&& launch) {
      CudaEvent& a = ops_events_[ops_used_++];
      CudaEvent& b = ops_events_[ops_used_++];
      a.record(s);
      launch();
      b.record(s);
      pending_ops_.push_back({&a, &b, attention});
    };
    auto* h = d_h_.get<std::uint16_t>();
    auto* hn = d_hn_.get<std::uint16_t>();
    const auto* w = d_norm_weight_.get<std::uint16_t>();
    const float* y = d_y_.get<float>();
    if (gi < 0) {
      timed(false, [&] { launch_rmsnorm_bf16(h, w, m.hidden, hn, s); });
    } else if (group == "qkv") {
      auto* q = d_qkv_.get<std::uint16_t>();
      const int qw = m.heads * m.head_dim, kvw = m.kv_heads * m.head_dim;
      auto* k_cache =
          p.d_kv.get<std::uint16_t>() + 2 * p.kv_layer_elems() * static_cast<std::uint64_t>(l);
      auto* v_cache = k_cache + p.kv_layer_elems();
      const int ctx = p.attention.capacity;
      timed(false, [&] {
        launch_rope_append(q, q + qw, q + qw + kvw, p.attention, ctx - 1, k_cache, v_cache, s);
      });
      timed(true, [&] {
        launch_decode_attention(q, k_cache, v_cache, p.attention, ctx, d_attn_out_.get<float>(), s);
      });
    } else if (group == "o") {
      timed(false, [&] {
        launch_residual_add(h, y, m.hidden, s);
        launch_rmsnorm_bf16(h, w, m.hidden, hn, s);
      });
    } else if (group == "gate_up") {
      timed(false, [&] { launch_silu_mul(y, m.ffn, d_act_.get<std::uint16_t>(), s); });
    } else if (group == "down") {
      timed(false, [&] { launch_residual_add(h, y, m.hidden, s); });
    }
  }

  // After the token's last sync: the block ops' GPU times into the record.
  void collect_block_ops(TokenRecord& rec) {
    for (const auto& op : pending_ops_)
      (op.attention ? rec.attention_gpu_ms : rec.small_ops_gpu_ms) +=
          elapsed_ms(*op.start, *op.end);
    pending_ops_.clear();
    ops_used_ = 0;
  }

  // select: sparse groups pick their tiers on the GPU; an offloaded group copies the indices to
  // the host and waits for them.
  void select(const GroupCase& gc, const GroupShape& shape, const std::uint16_t* x, bool resident,
              TokenRecord& rec) {
    const auto t = Clock::now();
    const cudaStream_t s = stream_.get();
    int* h_top = h_idx_.get<int>();
    int* h_mid = h_top + kSelectMaxN;
    launch_select_tiers(x, shape.cols, gc.k_top, gc.k_mid, d_top_.get<int>(), d_mid_.get<int>(), s);
    if (!resident) {
      HWSIM_CUDA_CHECK(cudaMemcpyAsync(h_top, d_top_.get(), static_cast<std::size_t>(gc.k_top) * 4,
                                       cudaMemcpyDeviceToHost, s));
      if (gc.k_mid > 0)
        HWSIM_CUDA_CHECK(cudaMemcpyAsync(h_mid, d_mid_.get(),
                                         static_cast<std::size_t>(gc.k_mid) * 4,
                                         cudaMemcpyDeviceToHost, s));
      stream_.sync();
    }
    rec.phase_ms[0] += ms_since(t);
  }

  void run_group(const CaseSpec& c, int layer, std::size_t gi, TokenRecord& rec) {
    const ModelPart& part = parts_[c.model];
    const GroupCase& gc = c.groups[gi];
    const GroupShape& shape = part.groups[gi];
    const GroupRegions& r = part.image.groups[gi];
    const auto* x = d_x_.get<std::uint16_t>() +
                    part.x_per_layer * static_cast<std::uint64_t>(layer) + part.x_offsets[gi];
    const bool tiered = c.method == Method::kSpaxScalar || c.method == Method::kSpaxTrellis;
    const MidCodec codec = c.method == Method::kSpaxScalar ? MidCodec::kScalar : MidCodec::kTrellis;
    const MidLayout layout = tiered ? mid_layout_for(shape, codec, o_.mid_bits) : MidLayout{};
    const bool resident = part.resident[gi];
    if (is_sparse(c.method)) select(gc, shape, x, resident, rec);
    WeightSource src;
    if (resident) {
      const auto* base =
          part.d_image.get<std::uint8_t>() + part.image.bytes * static_cast<std::uint64_t>(layer);
      src = {base + r.bf16, base + (codec == MidCodec::kScalar ? r.scalar : r.trellis),
             base + r.q4k,  nullptr,
             r.bf16_stride, codec == MidCodec::kScalar ? r.scalar_stride : r.trellis_stride,
             true};
    } else {
      fetch(c, part, layer, gi, layout, rec);
      const auto* base = d_stage_.get<std::uint8_t>();
      src = {base, base, base, d_stage_.get<std::uint32_t>(), gc.top_bundle_bytes, 0, false};
    }
    compute(c, gc, shape, layout, src, x, rec);
  }

  // plan, gather (or read) and copy of an offloaded group.
  void fetch(const CaseSpec& c, const ModelPart& part, int layer, std::size_t gi,
             const MidLayout& layout, TokenRecord& rec) {
    const GroupCase& gc = c.groups[gi];
    const GroupRegions& r = part.image.groups[gi];
    const bool flash = c.placement == "flash";
    const bool sparse = is_sparse(c.method);
    const bool tiered = c.method == Method::kSpaxScalar || c.method == Method::kSpaxTrellis;
    const std::uint64_t layer_base = part.layer_offset[static_cast<std::size_t>(layer)];
    auto t = Clock::now();
    TransferPlan plan;
    const std::uint64_t page = flash ? kPage : 0;
    const std::uint64_t table =
        sparse ? round_up(static_cast<std::uint64_t>(gc.k_top + gc.k_mid) * 4, kPage) : 0;
    plan.staging_end = table;
    if (c.method == Method::kDenseBf16 || c.method == Method::kQ4K) {
      const std::uint64_t src = layer_base + (c.method == Method::kQ4K ? r.q4k : r.bf16);
      const std::uint64_t request = flash ? o_.dense_request_bytes : gc.bytes_needed;
      plan_sequential_transfers(src, gc.bytes_needed, request, page, plan);
    } else {
      const int* h_top = h_idx_.get<int>();
      plan_bundle_transfers(h_top, gc.k_top, layer_base + r.bf16, r.bf16_stride,
                            gc.top_bundle_bytes, page, o_.max_request_bytes, plan);
      if (tiered) {
        const bool scalar = c.method == Method::kSpaxScalar;
        plan_bundle_transfers(h_top + kSelectMaxN, gc.k_mid,
                              layer_base + (scalar ? r.scalar : r.trellis),
                              scalar ? r.scalar_stride : r.trellis_stride, layout.bundle_bytes(),
                              page, o_.max_request_bytes, plan);
      }
      std::memcpy(h_stage_.get(), plan.column_offsets.data(), plan.column_offsets.size() * 4);
    }
    if (plan.staging_end > staging_bytes_) throw std::length_error("e2e: staging buffer too small");
    rec.phase_ms[1] += ms_since(t);
    gather(plan, flash, !flash && !sparse, gi, rec);
    copy(plan, gc, !flash && !sparse, rec);
  }

  // gather / read; dense CPU memory (direct_h2d) has none: its H2D reads the pinned weights.
  void gather(const TransferPlan& plan, bool flash, bool direct_h2d, std::size_t gi,
              TokenRecord& rec) {
    const auto t = Clock::now();
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
    rec.bytes_needed += plan.bytes_needed;
    rec.bytes_moved += plan.bytes_moved;
    rec.requests += plan.extents.size();
    rec.group_requests[gi] += plan.extents.size();
  }

  void copy(const TransferPlan& plan, const GroupCase& gc, bool direct_h2d, TokenRecord& rec) {
    const auto t = Clock::now();
    const cudaStream_t s = stream_.get();
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
    rec.copy_gpu_ms += elapsed_ms(ev_[0], ev_[1]);
    rec.h2d_bytes += direct_h2d ? gc.bytes_needed : h2d;
  }

  void compute(const CaseSpec& c, const GroupCase& gc, const GroupShape& shape,
               const MidLayout& layout, const WeightSource& w, const std::uint16_t* x,
               TokenRecord& rec) {
    const auto t = Clock::now();
    const cudaStream_t s = stream_.get();
    ev_[2].record(s);
    float* partial = d_partial_.get<float>();
    float* y = d_y_.get<float>();
    const bool tiered = c.method == Method::kSpaxScalar || c.method == Method::kSpaxTrellis;
    if (c.method == Method::kQ4K) {
      launch_gemv_q4k_rows(w.q4k, shape.rows, shape.cols, x, y, s);
    } else if (c.method == Method::kDenseBf16) {
      const int splits = column_splits(shape.rows, shape.cols);
      launch_gemv_bf16_cols(w.bf16, {shape.cols, nullptr, nullptr, gc.top_bundle_bytes}, shape.rows,
                            x, partial, splits, s);
      launch_reduce_partials(partial, splits, shape.rows, y, s);
    } else {
      const int s1 = column_splits(shape.rows, gc.k_top);
      const int s2 = tiered ? column_splits(shape.rows, gc.k_mid) : 0;
      const ColumnSet top{gc.k_top, d_top_.get<int>(), w.offsets, w.bf16_stride, w.in_place};
      launch_gemv_bf16_cols(w.bf16, top, shape.rows, x, partial, s1, s);
      if (tiered && gc.k_mid > 0) {
        const ColumnSet mid{gc.k_mid, d_mid_.get<int>(), w.offsets ? w.offsets + gc.k_top : nullptr,
                            w.mid_stride, w.in_place};
        launch_gemv_mid_cols(layout, w.mid, mid, x,
                             partial + static_cast<std::size_t>(s1) * shape.rows, s2, s);
      }
      launch_reduce_partials(partial, s1 + (gc.k_mid > 0 ? s2 : 0), shape.rows, y, s);
    }
    ev_[3].record(s);
    stream_.sync();
    rec.phase_ms[4] += ms_since(t);
    rec.compute_gpu_ms += elapsed_ms(ev_[2], ev_[3]);
  }

  TokenRecord run_token(const CaseSpec& c, std::uint64_t token_seed) {
    const ModelPart& part = parts_[c.model];
    TokenRecord rec;
    rec.group_gather_ms.assign(part.groups.size(), 0.0);
    rec.group_requests.assign(part.groups.size(), 0);
    auto t = Clock::now();
    launch_fill_laplace_bf16(d_x_.get<std::uint16_t>(),
                             part.x_per_layer * static_cast<std::uint64_t>(c.layers), 1.0f,
                             token_seed, stream_.get());
    stream_.sync();
    rec.xgen_ms = ms_since(t);
    t = Clock::now();
    for (int l = 0; l < c.layers; ++l) {
      block_ops(part, l, -1);
      for (std::size_t g = 0; g < part.groups.size(); ++g) {
        run_group(c, l, g, rec);
        block_ops(part, l, static_cast<int>(g));
      }
    }
    stream_.sync();  // the last block ops belong to the token
    rec.total_ms = ms_since(t);
    collect_block_ops(rec);
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
    const ModelPart& part = parts_[c.model];
    const bool flash = c.placement == "flash";
    std::vector<double> round_medians;
    const std::vector<TokenRecord> recs = pooled(rounds, round_medians);
    std::uint64_t layer_needed = 0;
    const nlohmann::json groups = groups_json(c, part, recs, layer_needed);
    nlohmann::json j{
        {"name", c.name()},
        {"set", c.set},
        {"model", model_json(part)},
        {"placement", c.placement},
        {"placement_preset", part.spec.preset},
        {"method", to_string(c.method)},
        {"budget", c.budget},
        {"layers", c.layers},
        {"block_ops", true},
        {"context_tokens", o_.context_tokens},
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
        {"per_token", per_token_json(recs)},
        {"token_ms", to_json(summary_over(recs, [](const TokenRecord& r) { return r.total_ms; }))},
        {"rounds", rounds.size()},
        {"round_medians_ms", round_medians},
        {"spread_pct", spread_pct(round_medians)},
        {"phases_ms_mean", phases_json(recs, false)},
        {"phases_ms_median", phases_json(recs, true)},
        {"gpu_event_ms_mean", gpu_events_json(recs)},
        {"xgen_ms_mean", mean_over(recs, [](const TokenRecord& r) { return r.xgen_ms; })}};
    if (flash) j["file_write_seconds"] = file_write_seconds_;
    if (replays(c)) j["read_replay"] = read_replay_->case_json(c.name());
    return j;
  }

  static constexpr int kOpsPerLayer = 6;  // timed launches of block_ops per layer
  struct PendingOp {
    CudaEvent* start;
    CudaEvent* end;
    bool attention;
  };

  const DecodeE2EOptions& o_;
  std::vector<ModelPart> parts_;
  std::uint64_t flash_bytes_ = 0;
  std::uint64_t staging_bytes_ = 0;
  CudaStream stream_;
  CudaEvent ev_[4];
  PinnedBuffer host_, h_stage_, h_idx_;
  DeviceBuffer d_stage_, d_x_, d_top_, d_mid_, d_partial_, d_y_;
  DeviceBuffer d_h_, d_hn_, d_norm_weight_, d_qkv_, d_act_, d_attn_out_;  // block ops
  std::unique_ptr<CudaEvent[]> ops_events_;
  std::size_t ops_used_ = 0;
  std::vector<PendingOp> pending_ops_;
  std::unique_ptr<WorkerPool> gather_pool_, io_pool_;
  std::unique_ptr<DirectFile> file_;
  double file_write_seconds_ = 0;
  std::unique_ptr<SsdBatchReader> storage_probe_;
  std::unique_ptr<HostProbe> host_probe_;
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
  if (options.models.empty()) throw std::invalid_argument("e2e: no model set");
  Harness h(options);
  nlohmann::json out = h.run();
  nlohmann::json sets = nlohmann::json::array();
  for (const auto& m : options.models) sets.push_back(m.set);
  out["options"] = {{"rounds", options.rounds},
                    {"sets", sets},
                    {"context_tokens", options.context_tokens},
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
