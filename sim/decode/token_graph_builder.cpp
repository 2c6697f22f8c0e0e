#include "sim/decode/token_graph_builder.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "sim/decode/eager_graph.hpp"
#include "sim/decode/flash_reads.hpp"
#include "sim/decode/kernel_cost.hpp"
#include "sim/decode/outer_weights.hpp"
#include "sim/decode/overheads.hpp"

namespace hwsim::decode {

const std::vector<PlacementTraits>& placement_registry() {
  static const std::vector<PlacementTraits> rows = {
      {Placement::gpu, "gpu", Fetch::resident, true},
      {Placement::cpu, "cpu", Fetch::host_copy, true},
      {Placement::flash, "flash", Fetch::storage_reads, true},
      {Placement::pageable, "pageable", Fetch::host_copy, false},
  };
  return rows;
}

const PlacementTraits& traits_of(Placement placement) {
  const auto i = static_cast<std::size_t>(placement);
  if (i >= placement_registry().size() || placement_registry()[i].placement != placement)
    throw std::logic_error("decode: placement without its registry row");
  return placement_registry()[i];
}

bool gathers_on_cpu(Fetch fetch, CpuFetch cpu_fetch, const TierPlan& plan) {
  return fetch == Fetch::host_copy && (cpu_fetch == CpuFetch::gather ||
                                       (cpu_fetch == CpuFetch::gather_sparse && plan.selects()));
}

const PlacementTraits* find_placement(const std::string& name) {
  for (const PlacementTraits& row : placement_registry())
    if (name == row.name) return &row;
  return nullptr;
}

const char* to_string(Placement placement) { return traits_of(placement).name; }

namespace {

Placement place_all(const PlacementConfig& config, const model::MatrixGroup&) {
  return config.offload;
}

// The attention projections (and the MoE router): every group but the FFN's stays on the GPU.
Placement place_ca(const PlacementConfig& config, const model::MatrixGroup& group) {
  return group.is_ffn() ? config.offload : Placement::gpu;
}

// The user names groups by their names in model::matrix_groups.
Placement place_custom(const PlacementConfig& config, const model::MatrixGroup& group) {
  const auto it = config.groups.find(group.name);
  return it == config.groups.end() ? config.offload : it->second;
}

}  // namespace

const std::vector<PresetTraits>& preset_registry() {
  static const std::vector<PresetTraits> rows = {
      {PlacementPreset::all, "ALL", place_all},
      {PlacementPreset::ca, "CA", place_ca},
      {PlacementPreset::custom, "custom", place_custom},
  };
  return rows;
}

const PresetTraits* find_preset(const std::string& name) {
  for (const PresetTraits& row : preset_registry())
    if (name == row.name) return &row;
  return nullptr;
}

Placement PlacementConfig::placement_of(const model::MatrixGroup& group) const {
  const auto i = static_cast<std::size_t>(preset);
  if (i >= preset_registry().size() || preset_registry()[i].preset != preset)
    throw std::logic_error("decode: placement preset without its registry row");
  return preset_registry()[i].placement_of(*this, group);
}

namespace {

using graph::Task;
using graph::TaskId;

bool reads_storage(Placement placement) {
  return traits_of(placement).fetch == Fetch::storage_reads;
}

Task make_task(std::string name, const char* category_name) {
  Task task;
  task.name = std::move(name);
  task.category = category_name;
  return task;
}

// What one tier of a group costs a CPU gather: its bytes and its memcpy calls (runs of adjacent
// selected columns), so its copies are bytes / copies long on average.
struct GatherPart {
  double bytes = 0.0;
  double copies = 0.0;
};

// A contiguous part of one group's fetch and the share of the group's GEMV work it carries.
struct Piece {
  std::vector<ReadRequest> requests;  // flash only
  double bytes = 0.0;                 // bytes moved to the GPU
  double extra_h2d_bytes = 0.0;       // sent with the piece but not gathered or read (index table)
  std::vector<GatherPart> gather_parts;  // CPU gather: per tier (a dense group: one part)
  double share = 0.0;                    // fraction of the group's kernel work
  bool sequential = false;               // flash: consecutive requests of a dense group
};

class Builder {
 public:
  Builder(const hw::HardwareProfile& profile, const DecodeMachine& machine,
          const model::ModelSpec& model, const MethodSpec& method, const TokenOptions& options)
      : hw_(profile), m_(machine), model_(model), method_(method), o_(options) {}

  TokenGraph run() {
    const auto ordinals = tensor_ordinals(model_, method_.format);
    const std::size_t layer_count =
        o_.layers > 0 ? static_cast<std::size_t>(o_.layers) : model_.layers.size();
    // A model built without a vocabulary (block tests) has no embedding or head.
    const bool outer = !o_.blocks_only && model_.vocab > 0;
    if (outer) embedding_lookup();
    for (std::size_t l = 0; l < layer_count; ++l) {
      const auto& layer = model_.layers[l];
      const std::string prefix = "L" + std::to_string(l) + ".";
      const auto groups = model::matrix_groups(layer, model_.hidden);
      framework(l, prefix, layer, groups, ordinals[l]);
      small_ops(prefix + "norm", layer, SmallOpSite::start);
      for (std::size_t g = 0; g < groups.size(); ++g) {
        const auto& group = groups[g];
        run_routed_group(l, g, prefix + group.name, group, ordinals[l]);
        if (group.attention_after) {
          small_ops(prefix + "pre_attention", layer, SmallOpSite::pre_attention);
          attention(prefix, layer.attention);
        }
        if (group.role == model::GroupRole::attention_out)
          small_ops(prefix + "residual_norm", layer, SmallOpSite::after_o);
        if (group.role == model::GroupRole::ffn_in)
          small_ops(prefix + group.name + ".act", layer, SmallOpSite::after_gate_up, &group);
        if (group.role == model::GroupRole::ffn_down)
          small_ops(prefix + group.name + ".residual", layer, SmallOpSite::after_down, &group);
      }
    }
    if (outer) output_head(layer_count);
    return std::move(out_);
  }

 private:
  TaskId add(Task task, const std::vector<TaskId>& deps) {
    const TaskId id = out_.graph.add(std::move(task));
    out_.graph.depend_all(deps, id);
    return id;
  }
  // The same with one dependency (no vector per task: a flash read and its turn are two of these).
  TaskId add(Task task, TaskId dep) {
    const TaskId id = out_.graph.add(std::move(task));
    out_.graph.depend(dep, id);
    return id;
  }

  SimTime launch() const { return seconds_to_time(hw_.gpu.kernel_launch_overhead); }

  // The measured kernel kind of this method's GEMV (keys of gpu.gemv_kernels).
  std::string kernel_kind() const { return traits_of(method_.kind).kernel_kind(method_); }

  // A projection GEMV of `kernels` kernels: one launch + the measured fit of its kind when the
  // profile has one (it includes the decode work and the other kernels' launch gaps), else the
  // cost from the algorithm (sim/decode/kernel_cost.hpp).
  // At batch > 1 a dense or sparse BF16 group takes the profile's measured GEMM at its sequences
  // per weight read (gpu.gemm_kernels) when it has one.
  SimTime gemv_time(const GemvWork& work, int kernels) const {
    const std::string kind = kernel_kind();
    const auto fit = hw_.gpu.gemv_kernels.find(kind);
    const bool measured = fit != hw_.gpu.gemv_kernels.end();
    if (o_.batch > 1 && hw::has_gemm_kernels(kind)) {
      const auto gemm = hw_.gpu.gemm_kernel_at(
          flop_batch_, measured ? std::optional<hw::KernelFit>(fit->second) : std::nullopt);
      if (gemm)
        return launch() + seconds_to_time(std::max(gemm->time(work.bytes), gemm_flops(work)));
    }
    if (measured)  // its fixed time covers the kernels' launch gaps
      return launch() + seconds_to_time(std::max(fit->second.time(work.bytes), gemm_flops(work)));
    const double memory = work.bytes / hw_.gpu.gemv_rate();
    return launch() * kernels +
           seconds_to_time(std::max(gemv_seconds(hw_.gpu, work, memory), gemm_flops(work)));
  }

  // A batch's GEMM: 2 FLOPs per weight read per sequence at the BF16 tensor-core peak (0 at
  // batch 1, where the GEMV's own terms hold).
  double gemm_flops(const GemvWork& work) const {
    if (o_.batch <= 1 || hw_.gpu.flops_bf16 <= 0.0) return 0.0;
    double weights = 0.0;
    for (const auto& tier : work.weights) weights += tier.second;
    return 2.0 * flop_batch_ * weights / hw_.gpu.flops_bf16;
  }

  // A host wait for the stream to drain after `before` (host_syncs mode), in `category_name`:
  // gpu.sync_overhead after a kernel; after a host-to-device copy of `copied_bytes` the measured
  // pcie.h2d_sync_time when the profile has it.
  TaskId host_sync(const std::string& name, const char* category_name, TaskId before,
                   std::optional<double> copied_bytes = std::nullopt) {
    if (!o_.host_syncs) return before;
    Task t = make_task(name + ".sync", category_name);
    const double copy_sync = copied_bytes ? hw_.pcie.h2d_sync_time(*copied_bytes) : 0.0;
    t.delay = seconds_to_time(copy_sync > 0.0 ? copy_sync : hw_.gpu.sync_overhead);
    return add(std::move(t), before);
  }

  // Host framework time of one layer (sim/decode/overheads.hpp), before its first kernel.
  void framework(std::size_t l, const std::string& prefix, const model::LayerSpec& layer,
                 const std::vector<model::MatrixGroup>& groups, const LayerOrdinals& ordinals) {
    int ops = layer_fixed_host_ops(model_, layer, o_.small_ops, o_.attention);
    for (const auto& group : groups) {
      const Placement where = o_.placement_in(l, group);
      const bool offloaded = traits_of(where).offloaded();
      ops +=
          group_host_ops(method_, group_plan(group, ordinals, where).plan, offloaded, o_.selection);
    }
    host_ops(prefix + "framework", ops, true);
  }

  // The stack's host time for `ops` host operations (plus its per-layer time for a `layer`),
  // before the kernels they issue.
  void host_ops(const std::string& name, int ops, bool layer) {
    const stack::Stack none;
    const stack::Stack& s = o_.stack ? *o_.stack : none;
    const double seconds = (layer ? s.layer_overhead : 0.0) + ops * s.op_overhead;
    if (seconds <= 0.0) return;
    Task t = make_task(name, category::kFramework);
    t.delay = seconds_to_time(seconds);
    frontier_ = {add(std::move(t), frontier_)};
  }

  // ---- outside the blocks (sim/decode/outer_weights.hpp)

  // A small GPU kernel named `name` moving `bytes`, after the frontier.
  void small_kernel(const std::string& name, double bytes) {
    if (!o_.small_ops) return;
    Task t = make_task(name, category::kSmallOps);
    t.slots = m_.gpu_stream;
    t.delay = seconds_to_time(small_kernel_seconds(hw_.gpu, bytes));
    frontier_ = {add(std::move(t), frontier_)};
  }

  // The token's embedding rows: from an offloaded table the host first copies each sequence's rows
  // to the GPU (flash: one page-rounded read each), then the lookup kernel writes the hidden state.
  void embedding_lookup() {
    const double rows = outer_weights(model_).row_bytes * o_.batch;
    const Placement where = embedding_placement(model_, o_);
    if (traits_of(where).offloaded()) {
      Piece piece;
      piece.bytes = rows;
      piece.share = 1.0;
      if (reads_storage(where)) {
        const double page = hw_.storage->page_size;
        const double read = std::ceil(rows / o_.batch / page) * page;
        for (int b = 0; b < o_.batch; ++b) piece.requests.push_back({read * b, read});
        out_.moved_bytes += read * o_.batch;
      } else {
        out_.moved_bytes += rows;
      }
      out_.needed_bytes += rows;
      host_ops("embed.framework", 1, false);  // the copy
      frontier_ = {fetch_piece("embed", where, piece, frontier_, std::nullopt, 1, false)};
    }
    if (o_.small_ops) host_ops("embed.framework", 1, false);  // the lookup
    small_kernel("embed", 2.0 * rows);
  }

  // The final norm, then the head's GEMV over the last hidden state (only the last position's
  // logits): a dense bf16 group of vocab rows at job.head, fetched per token like any dense group
  // when offloaded. `layer` numbers it after the blocks (its flash reads' seed).
  void output_head(std::size_t layer) {
    if (model_.final_norm && o_.small_ops) {
      host_ops("final_norm.framework", 1, false);
      small_kernel("final_norm", 3.0 * static_cast<double>(model_.hidden) * 2.0);
    }
    model::MatrixGroup head;
    head.name = "lm_head";
    head.role = model::GroupRole::attention_out;
    head.input_dim = model_.hidden;
    head.outputs = {{"lm_head", model_.vocab}};
    head.weights = model_.vocab * model_.hidden;
    const MethodSpec blocks = method_;
    method_ = MethodSpec{};
    method_.label = "head";
    flop_batch_ = o_.batch;
    const LayerOrdinals ordinals;
    host_ops("lm_head.framework",
             group_host_ops(method_, group_plan(head, ordinals, o_.head).plan,
                            traits_of(o_.head).offloaded(), o_.selection),
             false);
    run_group(layer, 0, "lm_head", head, ordinals, o_.head);
    method_ = blocks;
  }

  void small_ops(const std::string& name, const model::LayerSpec& layer, SmallOpSite site,
                 const model::MatrixGroup* group = nullptr) {
    if (!o_.small_ops) return;
    const auto kernels = small_op_kernels(model_, layer, site, group);
    if (kernels.empty()) return;
    double seconds = 0.0;
    for (const auto& k : kernels) seconds += small_kernel_seconds(hw_.gpu, k.bytes);
    Task t = make_task(name, category::kSmallOps);
    t.slots = m_.gpu_stream;
    t.delay = seconds_to_time(seconds);
    frontier_ = {add(std::move(t), frontier_)};
  }

  void attention(const std::string& prefix, const model::AttentionSpec& a) {
    if (!o_.attention) return;
    double seconds = 0.0;
    if (a.recurrent()) {
      // The recurrent update (linear attention, Mamba-2) reads and writes its fp32 state.
      const double state = 2.0 * 4.0 * static_cast<double>(model::recurrent_update_elements(a));
      seconds = small_kernel_seconds(hw_.gpu, state * o_.batch);
    } else {
      const double kv = static_cast<double>(model::kv_cache_elements(a, o_.context_tokens)) *
                        o_.kv_bytes_per_element;
      seconds = softmax_attention_seconds(hw_.gpu, kv * o_.batch);
    }
    Task t = make_task(prefix + "attention", category::kAttention);
    t.slots = m_.gpu_stream;
    t.delay = seconds_to_time(seconds);
    frontier_ = {add(std::move(t), frontier_)};
  }

  std::vector<Piece> flash_pieces(std::size_t layer, std::size_t group_index,
                                  const model::MatrixGroup& group, const TierPlan& plan) {
    const bool dense = plan.k_top == plan.columns && plan.k_mid == 0;
    if (!hw_.storage) {
      throw std::invalid_argument("placement flash needs a storage section in hardware profile '" +
                                  hw_.name + "'");
    }
    const auto& storage = *hw_.storage;
    std::vector<ReadRequest> requests;
    const double max_request =
        dense && o_.dense_request_bytes > 0.0 ? o_.dense_request_bytes : storage.max_request_size;
    for (std::int64_t i = 0; i < group.active_instances; ++i) {
      append_instance_reads(plan, selection_seed(o_.seed, layer, group_index, i), storage.page_size,
                            max_request, requests);
    }
    double moved = 0.0;
    for (const auto& r : requests) moved += r.bytes;
    std::vector<Piece> pieces;
    auto cut = [&](auto&& should_close) {
      Piece current;
      for (const auto& r : requests) {
        current.requests.push_back(r);
        current.bytes += r.bytes;
        if (should_close(current, pieces.size())) {
          pieces.push_back(std::move(current));
          current = Piece{};
        }
      }
      if (!current.requests.empty()) pieces.push_back(std::move(current));
    };
    if (o_.overlap == Overlap::pipelined) {
      double done = 0.0;
      cut([&](const Piece& p, std::size_t index) {
        const double boundary = moved * static_cast<double>(index + 1) / o_.chunks;
        if (done + p.bytes >= boundary - 1e-9) {
          done += p.bytes;
          return true;
        }
        return false;
      });
    } else if (o_.flash_staging_bytes > 0.0) {
      cut([&](const Piece& p, std::size_t) { return p.bytes >= o_.flash_staging_bytes; });
    } else {
      cut([](const Piece&, std::size_t) { return false; });
    }
    for (auto& p : pieces) {
      p.share = moved > 0.0 ? p.bytes / moved : 1.0;
      p.sequential = dense;
    }
    out_.moved_bytes += moved;
    out_.requests += static_cast<std::int64_t>(requests.size());
    return pieces;
  }

  std::vector<Piece> even_pieces(double bytes, const std::vector<GatherPart>& parts, int count) {
    std::vector<Piece> pieces(static_cast<std::size_t>(count));
    for (auto& p : pieces) {
      p.bytes = bytes / count;
      for (const GatherPart& part : parts)
        p.gather_parts.push_back({part.bytes / count, part.copies / count});
      p.share = 1.0 / count;
    }
    return pieces;
  }

  // The tiers of a sparse group's CPU gather over every instance: bytes, and memcpy calls (one
  // per run of adjacent selected columns of the sampled selection: the stager merges neighbours,
  // as for flash reads). Tiers without columns are left out.
  std::vector<GatherPart> sparse_gather_parts(std::size_t layer, std::size_t group_index,
                                              const model::MatrixGroup& group,
                                              const TierPlan& plan) const {
    GatherPart top{0.0, 0.0}, mid{0.0, 0.0};
    for (std::int64_t i = 0; i < group.active_instances; ++i) {
      const auto selection = sample_selection(plan.columns, plan.k_top, plan.k_mid,
                                              selection_seed(o_.seed, layer, group_index, i));
      top.copies += static_cast<double>(count_runs(selection.top));
      mid.copies += static_cast<double>(count_runs(selection.mid));
    }
    const auto instances = static_cast<double>(group.active_instances);
    top.bytes = instances * static_cast<double>(plan.k_top) * plan.top_column_bytes;
    mid.bytes = instances * static_cast<double>(plan.k_mid) * plan.mid_column_bytes;
    std::vector<GatherPart> parts;
    for (const GatherPart& part : {top, mid})
      if (part.copies > 0.0) parts.push_back(part);
    return parts;
  }

  // I/O submission of `requests` flash requests on the submission thread.
  TaskId submit(const std::string& name, std::size_t requests, const std::vector<TaskId>& deps) {
    Task task = make_task(name + ".submit", category::kIoSubmit);
    task.slots = m_.io_submit;
    task.delay = seconds_to_time(static_cast<double>(requests) * hw_.storage->submit_cost +
                                 (o_.host_syncs ? hw_.host.dispatch_overhead : 0.0));
    return add(std::move(task), deps);
  }

  // What one flash read does but for its bytes: a request batch of reads holds reads whose
  // shapes are equal (graph::Task::requests).
  struct ReadShape {
    graph::ResourceId slots = graph::kNoResource;
    SimTime delay = 0;
    graph::ResourceId link = graph::kNoResource;  // the SSD link its bytes cross, or none
    bool operator==(const ReadShape&) const = default;
    // The bytes a read of this shape moves over its link (a measured latency holds its transfer).
    double moved(double bytes) const { return link != graph::kNoResource ? bytes : 0.0; }
  };

  // One flash read of `bytes` on SSD `ssd`. Without measured latencies it follows its controller
  // turn (read_turn): it waits out the rest of the queue-depth-1 latency in its queue slot and
  // streams over the SSD link, so alone it still takes read_latency + bytes / rate, while deep
  // queues of small requests are held to read_iops.
  ReadShape read_shape(double bytes, std::size_t ssd, bool sequential, int in_flight) const {
    const auto& storage = *hw_.storage;
    if (storage.read_latencies.empty() && !sequential) {
      return {m_.ssd_queues[ssd],
              seconds_to_time(std::max(0.0, storage.read_latency - command_time())),
              m_.ssd_links[ssd]};
    }
    // With `in_flight` reads queued the SSD completes this one every latency / in_flight
    // (Little's law on the measured point): it holds the device for that share.
    const double latency = sequential ? storage.seq_read_latency_at(bytes, in_flight)
                                      : storage.read_latency_at(bytes, in_flight);
    return {m_.ssd_devices[ssd], seconds_to_time(latency / in_flight), graph::kNoResource};
  }

  // The last read shape of a piece's loop, by its bytes and SSD: a piece's requests are mostly of
  // one size on one SSD, and a shape costs a latency lookup and a rounding to picoseconds.
  struct ShapeMemo {
    bool held = false;
    double bytes = 0.0;
    std::size_t ssd = 0;
    ReadShape shape;
    template <typename Make>
    const ReadShape& get(double b, std::size_t s, const Make& make) {
      if (!held || b != bytes || s != ssd) {
        shape = make();
        held = true;
        bytes = b;
        ssd = s;
      }
      return shape;
    }
  };

  // The read task of `shape` moving `bytes` (named by the caller).
  static Task read_task(const ReadShape& shape, double bytes) {
    Task read = make_task("", category::kSsdRead);
    read.slots = shape.slots;
    read.delay = shape.delay;
    read.bytes = shape.moved(bytes);
    if (shape.link != graph::kNoResource) read.path = {shape.link};
    return read;
  }

  // Adds a read of `bytes` to `batch`, a batch of reads of one shape, as its next request.
  static void join(Task& batch, double bytes) {
    if (batch.request_bytes.empty() && bytes != batch.bytes)
      batch.request_bytes.assign(batch.requests, batch.bytes);
    if (!batch.request_bytes.empty()) batch.request_bytes.push_back(bytes);
    ++batch.requests;
  }

  // Without measured latencies the controller completes at most read_iops requests per second:
  // each request holds the device for 1 / read_iops (0 = no limit, for profiles built in code). A
  // measured grid already holds the device's completion rate at each size and depth.
  double command_time() const {
    const double iops = hw_.storage->read_iops;
    return iops > 0.0 ? 1.0 / iops : 0.0;
  }

  // A controller turn on SSD `ssd`.
  Task read_turn(std::size_t ssd) const {
    Task turn = make_task("", category::kSsdRead);
    turn.slots = m_.ssd_devices[ssd];
    turn.delay = seconds_to_time(command_time());
    return turn;
  }

  // The driver's staged copy from pageable host memory (PlacementTraits::pinned false).
  double pageable_h2d() const {
    const double rate = hw_.pcie.effective_h2d(false);
    if (!(rate > 0.0))
      throw std::invalid_argument("hardware profile '" + hw_.name +
                                  "' has no positive pcie.h2d_pageable, the rate of copies from "
                                  "pageable host memory");
    return rate;
  }

  // Emits the fetch of one piece; returns the task the piece's GEMV waits for. For flash, a piece
  // without `submitted` submits its own requests first; `in_flight` is the queue depth its reads
  // see (for measured read latencies). `gather`: CPU threads stage the piece first.
  TaskId fetch_piece(const std::string& name, Placement placement, const Piece& piece,
                     const std::vector<TaskId>& deps, std::optional<TaskId> submitted,
                     int in_flight, bool gather) {
    std::vector<TaskId> h2d_deps = deps;
    if (reads_storage(placement)) {
      const TaskId submit_id = submitted ? *submitted : submit(name, piece.requests.size(), deps);
      h2d_deps = flash_reads(name, piece, submit_id, in_flight);
    } else if (gather) {
      h2d_deps = gather_copies(name, piece, deps);
    }
    Task h2d = make_task(name + ".h2d", category::kH2d);
    h2d.slots = m_.copy_engine;
    h2d.delay = seconds_to_time(hw_.pcie.latency);
    h2d.bytes = piece.bytes + piece.extra_h2d_bytes;
    h2d.path = {m_.pcie_h2d};
    if (!gather && !traits_of(placement).pinned) h2d.rate_cap = pageable_h2d();
    // A staging buffer the CPU has just written crosses the link at the measured post-gather rate.
    if (gather && traits_of(placement).fetch == Fetch::host_copy) {
      double gathered = 0.0, copies = 0.0;
      for (const GatherPart& part : piece.gather_parts) {
        gathered += part.bytes;
        copies += part.copies;
      }
      const double after_gather = hw_.pcie.h2d_after_gather_at(
          h2d.bytes, copies > 0.0 ? std::min(piece.bytes, gathered / copies) : 0.0);
      if (after_gather > 0.0) h2d.rate_cap = after_gather;
    }
    const double copied_bytes = h2d.bytes;
    const TaskId copied = add(std::move(h2d), h2d_deps);
    return host_sync(name + ".h2d", category::kH2d, copied, copied_bytes);
  }

  // The flash reads of one piece after its submission; returns what its H2D copy waits for.
  std::vector<TaskId> flash_reads(const std::string& name, const Piece& piece, TaskId submit_id,
                                  int in_flight) {
    const auto& storage = *hw_.storage;
    std::vector<TaskId> done;
    const bool sequential = piece.sequential && !storage.seq_read_latencies.empty();
    // Consecutive reads that are the same work but for their bytes on one SSD are one request batch
    // (graph::Task::requests); with several SSDs the round-robin leaves no two in a row.
    const bool batch = o_.aggregate_requests && m_.ssd_links.size() == 1;
    // Without measured latencies and with a request-rate limit each request first takes its turn
    // on the controller (read_turn).
    if (storage.read_latencies.empty() && !sequential && command_time() > 0.0)
      return turned_reads(name, piece, submit_id, in_flight, batch);
    std::optional<Task> pending;
    ReadShape pending_shape;
    const auto flush = [&] {
      if (!pending) return;
      // A batch's requests are named by appending their number (graph::request_name).
      pending->name =
          name + ".read" + (pending->requests > 1 ? "" : std::to_string(pending->first_request));
      done.push_back(add(std::move(*pending), submit_id));
      pending.reset();
    };
    ShapeMemo memo;
    for (std::size_t r = 0; r < piece.requests.size(); ++r) {
      const std::size_t ssd = next_ssd_++ % m_.ssd_links.size();
      const double bytes = piece.requests[r].bytes;
      const ReadShape shape =
          memo.get(bytes, ssd, [&] { return read_shape(bytes, ssd, sequential, in_flight); });
      if (batch && pending && shape == pending_shape && pending->requests < UINT32_MAX) {
        join(*pending, shape.moved(bytes));
        continue;
      }
      flush();
      pending = read_task(shape, bytes);
      pending->first_request = static_cast<std::uint32_t>(r);
      pending_shape = shape;
    }
    flush();
    if (piece.requests.empty()) done.push_back(submit_id);  // nothing selected to read
    return done;
  }

  // The reads of one piece that each take a controller turn first: every request's turn (named
  // <piece>.cmd<r>), then every read (<piece>.read<r>), read r after turn r. With `batch`, a run of
  // consecutive reads that do the same work but for their bytes is a batch of turns and a batch of
  // reads that follows it request by request (graph::Task::follows), which simulate and report as
  // the separate tasks.
  std::vector<TaskId> turned_reads(const std::string& name, const Piece& piece, TaskId submit_id,
                                   int in_flight, bool batch) {
    std::vector<Task> reads;  // one per run; `requests` counts it, `request_bytes` its sizes
    std::vector<std::size_t> ssds;
    ReadShape last;
    ShapeMemo memo;
    for (std::size_t r = 0; r < piece.requests.size(); ++r) {
      const std::size_t ssd = next_ssd_++ % m_.ssd_links.size();
      const double bytes = piece.requests[r].bytes;
      const ReadShape shape =
          memo.get(bytes, ssd, [&] { return read_shape(bytes, ssd, false, in_flight); });
      if (batch && !reads.empty() && shape == last && reads.back().requests < UINT32_MAX) {
        join(reads.back(), shape.moved(bytes));
        continue;
      }
      reads.push_back(read_task(shape, bytes));
      reads.back().first_request = static_cast<std::uint32_t>(r);
      ssds.push_back(ssd);
      last = shape;
    }
    // A run's name: a batch's requests are named by appending their number.
    const auto named = [](Task task, const std::string& stem) {
      task.name = stem + (task.requests > 1 ? "" : std::to_string(task.first_request));
      return task;
    };
    std::vector<TaskId> turns;
    for (std::size_t i = 0; i < reads.size(); ++i) {
      Task turn = read_turn(ssds[i]);
      turn.requests = reads[i].requests;
      turn.first_request = reads[i].first_request;
      turns.push_back(add(named(std::move(turn), name + ".cmd"), submit_id));
    }
    std::vector<TaskId> done;
    for (std::size_t i = 0; i < reads.size(); ++i) {
      if (reads[i].requests > 1) reads[i].follows = turns[i];
      done.push_back(add(named(std::move(reads[i]), name + ".read"), turns[i]));
    }
    if (piece.requests.empty()) done.push_back(submit_id);  // nothing selected to read
    return done;
  }

  // The CPU gather of one piece into pinned staging: one copy task per thread (after a dispatch
  // wake-up in host_syncs mode); returns them.
  std::vector<TaskId> gather_copies(const std::string& name, const Piece& piece,
                                    const std::vector<TaskId>& deps) {
    std::vector<TaskId> gather_deps = deps;
    if (o_.host_syncs && hw_.host.dispatch_overhead > 0.0) {
      Task wake = make_task(name + ".dispatch", category::kGather);
      wake.delay = seconds_to_time(hw_.host.dispatch_overhead);
      gather_deps = {add(std::move(wake), deps)};
    }
    const int threads = m_.threads;
    const bool measured = !hw_.host.gather_bandwidth.empty();
    double seconds = 0.0;
    for (const GatherPart& part : piece.gather_parts) {
      seconds += part.copies / threads * hw_.host.gather_overhead_per_column;
      // Every thread copies 1/T of each tier's bytes at 1/T of the measured aggregate rate of
      // this call size and of the tier's mean copy size.
      // (A pipelined dense piece holds a fraction of its instance's one copy: no copy is larger
      // than the piece.)
      if (measured)
        seconds +=
            part.bytes / hw_.host.gather_bandwidth_at(
                             threads, piece.bytes, std::min(piece.bytes, part.bytes / part.copies));
    }
    std::vector<TaskId> copies;
    for (int t = 0; t < threads; ++t) {
      Task copy = make_task(name + ".gather" + std::to_string(t), category::kGather);
      copy.slots = m_.cpu_threads;
      if (!measured) {
        copy.bytes = piece.bytes / threads;
        copy.path = {m_.host_dram};
        copy.rate_cap = hw_.host.copy_bandwidth_per_thread;
      }
      copy.delay = seconds_to_time(seconds);
      copies.push_back(add(std::move(copy), gather_deps));
    }
    return copies;
  }

  // The tiers of a group: plan_tiers, or the tiers the options give for it.
  struct GroupPlan {
    TierPlan plan;
    double index_bytes = 0.0;
  };
  GroupPlan group_plan(const model::MatrixGroup& group, const LayerOrdinals& ordinals,
                       std::optional<Placement> where = std::nullopt) const {
    // A GPU-resident group under a method whose budget covers offloaded groups only is read whole.
    const bool whole = !o_.budget_on_resident &&
                       (where ? *where : o_.placement.placement_of(group)) == Placement::gpu;
    // (Callers that know the layer pass `where`: gpu_layers keeps a layer's groups resident.)
    MethodSpec dense = method_;
    dense.kind = MethodKind::dense;
    GroupPlan out{plan_tiers(whole ? dense : method_, group, ordinals), 0.0};
    if (whole) return out;
    if (const auto given = o_.tiers.find(group.name); given != o_.tiers.end()) {
      out.plan.k_top = given->second.k_top;
      out.plan.k_mid = given->second.k_mid;
      out.plan.top_column_bytes = given->second.top_column_bytes;
      out.plan.mid_column_bytes = given->second.mid_column_bytes;
      out.index_bytes = given->second.index_bytes;
    }
    return out;
  }

  // An offloaded experts.* group with a cache split (TokenOptions::expert_hits): the misses are
  // fetched and the hits read on the GPU, both after the router; else the group as it is.
  void run_routed_group(std::size_t layer, std::size_t group_index, const std::string& name,
                        const model::MatrixGroup& group, const LayerOrdinals& ordinals) {
    const bool routed = group.is_routed();
    model::MatrixGroup part = group;
    flop_batch_ = o_.batch;
    if (routed && layer < o_.expert_union.size() && o_.expert_union[layer] > 0) {
      part.active_instances = o_.expert_union[layer];
      flop_batch_ = static_cast<double>(o_.batch) * static_cast<double>(group.active_instances) /
                    static_cast<double>(part.active_instances);
    }
    const model::MatrixGroup whole = part;
    if (!routed || layer >= o_.expert_hits.size() ||
        o_.placement_in(layer, group) == Placement::gpu) {
      run_group(layer, group_index, name, whole, ordinals);
      flop_batch_ = o_.batch;
      return;
    }
    const std::int64_t hits = std::min(o_.expert_hits[layer], whole.active_instances);
    const std::vector<TaskId> input = frontier_;
    std::vector<TaskId> done;
    if (hits < whole.active_instances) {
      part.active_instances = whole.active_instances - hits;
      run_group(layer, group_index, name, part, ordinals);
      done.insert(done.end(), frontier_.begin(), frontier_.end());
    }
    if (hits > 0) {
      frontier_ = input;
      part.active_instances = hits;
      run_group(layer, group_index, name + ".cached", part, ordinals, Placement::gpu);
      done.insert(done.end(), frontier_.begin(), frontier_.end());
    }
    frontier_ = done;
    flop_batch_ = o_.batch;
  }

  // One group's GEMV(s) after its fetch: the selection (sparse groups), the fetch of its pieces
  // (offloaded groups) and the kernels; the group's last GEMV becomes the frontier.
  void run_group(std::size_t layer, std::size_t group_index, const std::string& name,
                 const model::MatrixGroup& group, const LayerOrdinals& ordinals,
                 std::optional<Placement> where = std::nullopt) {
    const Placement placement = where ? *where : o_.placement_in(layer, group);
    const auto [plan, index_bytes] = group_plan(group, ordinals, placement);
    const auto instances = static_cast<double>(group.active_instances);
    const double needed = instances * plan.needed_bytes();
    const GemvWork work = gemv_work(method_, group, plan, ordinals, instances);
    const int kernels = gemv_kernels(method_, plan);
    const std::vector<TaskId> input_ready = select_columns(name, plan, placement, instances);
    std::vector<TaskId> gemvs;
    if (!traits_of(placement).offloaded()) {
      out_.resident_bytes += needed;
      gemvs.push_back(resident_gemv(name, work, kernels, input_ready));
    } else {
      out_.needed_bytes += needed;
      const bool gather = gathers_on_cpu(traits_of(placement).fetch, o_.cpu_fetch, plan);
      std::vector<Piece> pieces =
          group_pieces(layer, group_index, group, plan, placement, gather, needed);
      pieces.front().extra_h2d_bytes = index_bytes;
      const std::vector<TaskId> h2ds = fetch_group(name, group.name, placement, pieces,
                                                   fetch_dependencies(plan, input_ready), gather);
      gemvs = offloaded_gemvs(name, work, kernels, pieces, input_ready, h2ds);
    }
    gemv_history_.push_back(gemvs);
    frontier_ = {gemvs.back()};
  }

  // A sparse group's column selection on the GPU; for an offloaded group, the host then needs the
  // selected indices before it can plan a gather or flash reads: one device-to-host copy of every
  // instance's indices, a stream sync and the plan. Returns what the group's GEMV waits for.
  std::vector<TaskId> select_columns(const std::string& name, const TierPlan& plan,
                                     Placement placement, double instances) {
    std::vector<TaskId> input_ready = frontier_;
    if (!plan.selects()) return input_ready;
    Task select = make_task(name + ".select", category::kSelect);
    select.slots = m_.gpu_stream;
    const SelectionCost selection = selection_cost(hw_, method_, plan, o_.selection);
    select.delay = seconds_to_time(selection.gpu_seconds);
    input_ready = {add(std::move(select), input_ready)};
    if (!traits_of(placement).offloaded()) return input_ready;
    Task d2h = make_task(name + ".index_d2h", category::kSelect);
    d2h.slots = m_.copy_engine_d2h;
    d2h.delay = seconds_to_time(hw_.pcie.latency);
    d2h.bytes = instances * selection.index_bytes;
    d2h.path = {m_.pcie_d2h};
    Task sync = make_task(name + ".index_sync", category::kSelect);
    sync.delay = seconds_to_time(hw_.gpu.sync_overhead);
    input_ready = {add(std::move(sync), {add(std::move(d2h), input_ready)})};
    const double plan_seconds =
        instances *
        hw_.host.plan_time(static_cast<double>(plan.k_top + plan.k_mid), reads_storage(placement));
    if (plan_seconds > 0.0) {
      Task plan_task = make_task(name + ".plan", category::kPlan);
      plan_task.delay = seconds_to_time(plan_seconds);
      input_ready = {add(std::move(plan_task), input_ready)};
    }
    return input_ready;
  }

  // A GPU-resident group's GEMV (and its host sync in host_syncs mode).
  TaskId resident_gemv(const std::string& name, const GemvWork& work, int kernels,
                       const std::vector<TaskId>& input_ready) {
    Task gemv = make_task(name + ".gemv", category::kGemv);
    gemv.slots = m_.gpu_stream;
    gemv.delay = gemv_time(work, kernels);
    const TaskId id = add(std::move(gemv), input_ready);
    out_.resident_gemvs.push_back(id);
    return host_sync(name + ".gemv", category::kGemv, id);
  }

  // The pieces an offloaded group is fetched in: flash requests cut into pieces, or `needed` bytes
  // in even pieces from CPU memory. Never empty: a budget so small that the group selects no
  // column still orders its (empty) fetch between the selection and the GEMV, as one piece of no
  // bytes.
  std::vector<Piece> group_pieces(std::size_t layer, std::size_t group_index,
                                  const model::MatrixGroup& group, const TierPlan& plan,
                                  Placement placement, bool gather, double needed) {
    std::vector<Piece> pieces;
    if (reads_storage(placement)) {
      pieces = flash_pieces(layer, group_index, group, plan);
    } else {
      out_.moved_bytes += needed;
      const int count = o_.overlap == Overlap::pipelined ? o_.chunks : 1;
      const auto instances = static_cast<double>(group.active_instances);
      // A dense group is one contiguous copy per instance.
      const std::vector<GatherPart> parts =
          !gather          ? std::vector<GatherPart>{}
          : plan.selects() ? sparse_gather_parts(layer, group_index, group, plan)
                           : std::vector<GatherPart>{{needed, instances}};
      pieces = even_pieces(needed, parts, count);
    }
    if (pieces.empty()) {
      pieces.emplace_back();
      pieces.back().share = 1.0;
    }
    return pieces;
  }

  // What an offloaded group's fetch waits for: its selection, except dense groups in pipelined
  // mode, which prefetch (see the header) after the previous fetch and the GEMVs before last.
  std::vector<TaskId> fetch_dependencies(const TierPlan& plan,
                                         const std::vector<TaskId>& input_ready) const {
    if (plan.selects() || o_.overlap != Overlap::pipelined) return input_ready;
    std::vector<TaskId> fetch_deps = last_fetch_;
    if (gemv_history_.size() >= 2) {
      const auto& old = gemv_history_[gemv_history_.size() - 2];
      fetch_deps.insert(fetch_deps.end(), old.begin(), old.end());
    }
    return fetch_deps;
  }

  // Emits the fetch of every piece of group `group_name` (tasks named from `name`) and counts its
  // transfers; returns each piece's H2D copy.
  std::vector<TaskId> fetch_group(const std::string& name, const std::string& group_name,
                                  Placement placement, const std::vector<Piece>& pieces,
                                  const std::vector<TaskId>& fetch_deps, bool gather) {
    std::size_t group_requests = 0;
    double group_copies = 0.0;
    for (const auto& piece : pieces) {
      group_requests += piece.requests.size();
      for (const GatherPart& part : piece.gather_parts) group_copies += part.copies;
    }
    out_.transfers_by_group[group_name] +=
        reads_storage(placement) ? static_cast<double>(group_requests) : group_copies;
    const std::size_t ssds = std::max<std::size_t>(1, m_.ssd_links.size());
    const int in_flight = static_cast<int>(
        std::min<std::size_t>(static_cast<std::size_t>(m_.queue_depth),
                              std::max<std::size_t>(1, (group_requests + ssds - 1) / ssds)));
    // Serial flash: the whole group's requests are prepared and submitted as one batch before the
    // first read (the paper counts this in "other"); pipelined: each piece submits its own.
    std::optional<TaskId> submitted;
    if (reads_storage(placement) && o_.overlap == Overlap::serial)
      submitted = submit(name, group_requests, fetch_deps);
    std::vector<TaskId> h2ds;
    for (std::size_t p = 0; p < pieces.size(); ++p) {
      const std::string piece_name = pieces.size() == 1 ? name : name + ".p" + std::to_string(p);
      std::vector<TaskId> deps = fetch_deps;
      if (!h2ds.empty() && gather) {
        // Gather of piece p+1 starts once piece p is staged (one staging buffer per piece).
        deps.push_back(h2ds.back());
      }
      h2ds.push_back(
          fetch_piece(piece_name, placement, pieces[p], deps, submitted, in_flight, gather));
    }
    last_fetch_ = {h2ds.back()};
    return h2ds;
  }

  // An offloaded group's GEMVs: pipelined, one per piece after its copy and the previous GEMV;
  // serial, one after every copy (and its host sync in host_syncs mode).
  std::vector<TaskId> offloaded_gemvs(const std::string& name, const GemvWork& work, int kernels,
                                      const std::vector<Piece>& pieces,
                                      const std::vector<TaskId>& input_ready,
                                      const std::vector<TaskId>& h2ds) {
    std::vector<TaskId> gemvs;
    if (o_.overlap == Overlap::pipelined) {
      for (std::size_t p = 0; p < pieces.size(); ++p) {
        Task gemv = make_task(name + ".gemv" + (pieces.size() == 1 ? "" : ".p" + std::to_string(p)),
                              category::kGemv);
        gemv.slots = m_.gpu_stream;
        gemv.delay = gemv_time(work.scaled(pieces[p].share), kernels);
        std::vector<TaskId> deps = input_ready;
        deps.push_back(h2ds[p]);
        if (!gemvs.empty()) deps.push_back(gemvs.back());
        gemvs.push_back(add(std::move(gemv), deps));
      }
      return gemvs;
    }
    Task gemv = make_task(name + ".gemv", category::kGemv);
    gemv.slots = m_.gpu_stream;
    gemv.delay = gemv_time(work, kernels);
    std::vector<TaskId> deps = input_ready;
    deps.insert(deps.end(), h2ds.begin(), h2ds.end());
    gemvs.push_back(host_sync(name + ".gemv", category::kGemv, add(std::move(gemv), deps)));
    return gemvs;
  }

  const hw::HardwareProfile& hw_;
  const DecodeMachine& m_;
  const model::ModelSpec& model_;
  MethodSpec method_;  // the blocks' method; the head's (dense bf16) while output_head runs
  const TokenOptions& o_;
  TokenGraph out_;
  std::vector<TaskId> frontier_;
  std::vector<TaskId> last_fetch_;
  std::vector<std::vector<TaskId>> gemv_history_;
  std::size_t next_ssd_ = 0;
  double flop_batch_ = 1.0;  // sequences per weight read in the current group's GEMM
};

}  // namespace

TokenGraph build_token_graph(const hw::HardwareProfile& profile, const DecodeMachine& machine,
                             const model::ModelSpec& model, const MethodSpec& method,
                             const TokenOptions& options) {
  if (options.chunks < 1) throw std::invalid_argument("decode: chunks must be at least 1");
  if (options.layers < 0 || static_cast<std::size_t>(options.layers) > model.layers.size()) {
    throw std::invalid_argument("decode: layers is " + std::to_string(options.layers) +
                                " but model '" + model.name + "' has " +
                                std::to_string(model.layers.size()) + " blocks");
  }
  if (options.stack && options.stack->eager_execution())
    return build_eager_graph(profile, machine, model, method, options);
  return Builder(profile, machine, model, method, options).run();
}

}  // namespace hwsim::decode
