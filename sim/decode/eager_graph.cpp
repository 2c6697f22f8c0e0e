#include "sim/decode/eager_graph.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "sim/decode/formats.hpp"
#include "sim/decode/kernel_cost.hpp"
#include "sim/decode/outer_weights.hpp"
#include "sim/decode/overheads.hpp"

namespace hwsim::decode {
namespace {

using graph::Task;
using graph::TaskId;
using stack::EagerOp;

double d(std::int64_t v) { return static_cast<double>(v); }

// One tensor an eager stack fetches or multiplies: its bytes and weights (all instances it is
// read for).
struct Tensor {
  std::string name;
  double bytes = 0.0;
  double weights = 0.0;
};

class EagerBuilder {
 public:
  EagerBuilder(const hw::HardwareProfile& hw, const DecodeMachine& m, const model::ModelSpec& model,
               const MethodSpec& method, const TokenOptions& o)
      : hw_(hw), m_(m), model_(model), method_(method), o_(o), s_(*o.stack) {}

  TokenGraph run() {
    const auto ordinals = tensor_ordinals(model_, method_.format);
    const std::size_t layers =
        o_.layers > 0 ? static_cast<std::size_t>(o_.layers) : model_.layers.size();
    // accelerate's dispatch_model hooks modules only when the model spans devices (a model on one
    // device is moved there whole: big_modeling.py dispatch_model).
    dispatched_ = !o_.blocks_only && (traits_of(o_.head).offloaded() ||
                                      traits_of(embedding_placement(model_, o_)).offloaded());
    for (std::size_t l = 0; l < layers && !dispatched_; ++l)
      dispatched_ = layer_offloaded(l, model::matrix_groups(model_.layers[l], model_.hidden));
    host("token", s_.token_overhead);
    if (!o_.blocks_only) embedding();
    for (std::size_t l = 0; l < layers; ++l) layer(l, ordinals[l]);
    if (!o_.blocks_only) {
      if (model_.final_norm) small("final.norm", "norm", 3.0 * d(model_.hidden) * kAct);
      output_head();
    }
    const EagerOp sample = s_.eager_op("sample");
    gpu_kernel("sample", category::kSmallOps, issue("sample", sample.ops),
               kernels_seconds(sample.kernels, 0.0));
    wait_gpu("sample.sync", hw_.gpu.sync_overhead, category::kStack);
    return std::move(out_);
  }

 private:
  static constexpr double kAct = 2.0;  // bytes per bf16 activation

  // ---- the two lanes
  TaskId add(Task task, std::vector<TaskId> deps) {
    const TaskId id = out_.graph.add(std::move(task));
    out_.graph.depend_all(deps, id);
    return id;
  }
  static Task make(std::string name, const char* category, double seconds) {
    Task t;
    t.name = std::move(name);
    t.category = category;
    t.delay = seconds_to_time(std::max(0.0, seconds));
    return t;
  }
  std::vector<TaskId> after_host() const {
    return host_ ? std::vector<TaskId>{*host_} : std::vector<TaskId>{};
  }
  // Host time after the host's last task.
  TaskId host(const std::string& name, double seconds, const char* category = category::kStack) {
    host_ = add(make(name, category, seconds), after_host());
    return *host_;
  }
  // The host issues `ops` framework operations.
  TaskId issue(const std::string& name, double ops) {
    return host(name + ".issue", ops * s_.op_overhead);
  }
  // A host-to-device copy of `bytes` that takes `seconds` alone (the stack's measured table or the
  // link's rate): a flow over the PCIe link capped at bytes / seconds, so copies at once share the
  // link and the resource table counts their bytes.
  Task copy_task(std::string name, double bytes, double seconds) const {
    Task t = make(std::move(name), category::kH2d, bytes > 0.0 ? 0.0 : seconds);
    if (bytes > 0.0 && seconds > 0.0) {
      t.bytes = bytes;
      t.rate_cap = bytes / seconds;
      t.path = {m_.pcie_h2d};
    }
    return t;
  }
  // The host waits for the stream to drain, then runs `t` (a synchronous call).
  TaskId wait_gpu(Task t) {
    std::vector<TaskId> deps = after_host();
    if (gpu_) deps.push_back(*gpu_);
    host_ = add(std::move(t), deps);
    return *host_;
  }
  TaskId wait_gpu(const std::string& name, double seconds, const char* category) {
    return wait_gpu(make(name, category, seconds));
  }
  // `t` on the stream after its issue and the stream's last task.
  TaskId on_stream(Task t, TaskId issued, std::vector<TaskId> more = {}) {
    t.slots = m_.gpu_stream;
    more.push_back(issued);
    if (gpu_) more.push_back(*gpu_);
    gpu_ = add(std::move(t), more);
    return *gpu_;
  }
  TaskId gpu_kernel(const std::string& name, const char* category, TaskId issued, double seconds,
                    std::vector<TaskId> more = {}) {
    return on_stream(make(name, category, seconds), issued, std::move(more));
  }

  // ---- costs
  // Tokens of this step over the batch: what the GEMMs multiply and the small ops read.
  double tokens() const {
    return d(std::max<std::int64_t>(1, o_.step_tokens)) * d(std::max(1, o_.batch));
  }
  double step_tokens() const { return d(std::max<std::int64_t>(1, o_.step_tokens)); }
  double kernels_seconds(double kernels, double bytes) const {
    const double start = s_.kernel_time > 0.0 ? s_.kernel_time : hw_.gpu.kernel_launch_overhead;
    return kernels * start + bytes * tokens() / hw_.gpu.gemv_rate();
  }
  double flop_seconds(double flops) const {
    return flops / (hw_.gpu.flops_bf16 * s_.gemm_efficiency);
  }
  // One projection call reading `t`: the stack's GEMV line or the hardware's, at least its GEMM's
  // FLOPs over the step's tokens.
  double gemv_seconds_of(const Tensor& t, const GemvWork& group_work, double group_bytes) const {
    double memory = 0.0;
    if (s_.gemv) {
      memory = s_.gemv->time(t.bytes);
    } else {
      const double share = group_bytes > 0.0 ? t.bytes / group_bytes : 1.0;
      memory = hw_.gpu.kernel_launch_overhead +
               gemv_seconds(hw_.gpu, group_work.scaled(share), t.bytes / hw_.gpu.gemv_rate());
    }
    const double flops = tokens() > 1.0 ? flop_seconds(2.0 * tokens() * t.weights) : 0.0;
    return std::max(memory, flops);
  }
  // Seconds of one pinned host-to-device copy of `bytes` on the GPU side.
  double pinned_seconds(double bytes) const {
    const double base = !s_.pinned_copy.empty()
                            ? stack::table_seconds(s_.pinned_copy, bytes)
                            : hw_.pcie.latency + bytes / hw_.pcie.effective_h2d(true);
    return base / s_.efficiency;
  }
  double pageable_seconds(double bytes) const {
    return !s_.pageable_copy.empty() ? stack::table_seconds(s_.pageable_copy, bytes)
                                     : hw_.pcie.latency + bytes / hw_.pcie.effective_h2d(false);
  }
  double onload_seconds(double bytes) const {
    return !s_.onload.empty() ? stack::table_seconds(s_.onload, bytes) : pageable_seconds(bytes);
  }
  double disk_seconds(double bytes) const {
    if (!s_.disk_read.empty()) return stack::table_seconds(s_.disk_read, bytes);
    if (!hw_.storage)
      throw std::invalid_argument("placement flash needs a storage section in hardware profile '" +
                                  hw_.name + "'");
    return hw_.storage->read_latency + bytes / hw_.storage->seq_read_bandwidth;
  }

  // ---- small ops, embedding, head
  void small(const std::string& name, const std::string& op, double bytes) {
    const EagerOp e = s_.eager_op(op);
    gpu_kernel(name, category::kSmallOps, issue(name, e.ops), kernels_seconds(e.kernels, bytes));
  }
  void small_ops(const std::string& prefix, const model::LayerSpec& layer, SmallOpSite site,
                 const model::MatrixGroup* group = nullptr) {
    for (const SmallOpKernel& k : small_op_kernels(model_, layer, site, group))
      small(prefix + k.name, k.name, k.bytes);
  }
  // An offloaded embedding module is onloaded whole (every input-side table) before its lookup.
  void embedding() {
    const OuterWeights w = outer_weights(model_);
    const Placement where = embedding_placement(model_, o_);
    if (traits_of(where).offloaded()) {
      fetch_tensor("embed", w.input_bytes, where, {});
      out_.needed_bytes += w.input_bytes;
      out_.moved_bytes += w.input_bytes;
    }
    small("embed", "embedding", 2.0 * w.row_bytes);
  }
  void output_head() {
    const Tensor head{"head", outer_weights(model_).head_read_bytes,
                      d(model_.vocab) * d(model_.hidden)};
    std::vector<TaskId> ready;
    if (traits_of(o_.head).offloaded()) {
      ready = fetch_tensor("head", head.bytes, o_.head, {});
      out_.needed_bytes += head.bytes;
      out_.moved_bytes += head.bytes;
    } else {
      out_.resident_bytes += head.bytes;
    }
    GemvWork work;
    work.bytes = head.bytes;
    work.weights.emplace_back(&kernel_format(BlockType::bf16), head.weights);
    // Only the last position's logits are computed (generate's logits_to_keep = 1): a GEMV.
    const double seconds = s_.gemv
                               ? s_.gemv->time(head.bytes)
                               : hw_.gpu.kernel_launch_overhead +
                                     gemv_seconds(hw_.gpu, work, head.bytes / hw_.gpu.gemv_rate());
    const TaskId gemv =
        gpu_kernel("head.gemv", category::kGemv, issue("head", s_.gemv_ops), seconds, ready);
    if (!traits_of(o_.head).offloaded()) out_.resident_gemvs.push_back(gemv);
  }

  // ---- one layer
  void layer(std::size_t l, const LayerOrdinals& ordinals) {
    const auto& layer = model_.layers[l];
    const std::string prefix = "L" + std::to_string(l) + ".";
    const bool hooks = s_.host_fetch == stack::HostFetch::onload_hook && dispatched_;
    host(prefix + "layer",
         s_.layer_overhead +
             s_.modules_per_layer * (s_.module_overhead + (hooks ? s_.hook_overhead : 0.0)));
    const auto groups = model::matrix_groups(layer, model_.hidden);
    prefetch_for(l, groups, ordinals);
    if (hooks && layer_offloaded(l, groups)) onload_norms(prefix, layer);
    small_ops(prefix, layer, SmallOpSite::start);
    for (const auto& group : groups) {
      run_group(l, prefix + group.name, layer, group, ordinals);
      if (group.attention_after) {
        small_ops(prefix, layer, SmallOpSite::pre_attention);
        attention(prefix, layer.attention);
      }
      if (group.role == model::GroupRole::attention_out)
        small_ops(prefix, layer, SmallOpSite::after_o);
      if (group.role == model::GroupRole::ffn_in)
        small_ops(prefix + group.name + ".", layer, SmallOpSite::after_gate_up, &group);
      if (group.role == model::GroupRole::ffn_down)
        small_ops(prefix + group.name + ".", layer, SmallOpSite::after_down, &group);
    }
    if (gpu_) layer_done_.push_back(*gpu_);
  }

  bool layer_offloaded(std::size_t l, const std::vector<model::MatrixGroup>& groups) const {
    for (const auto& g : groups)
      if (traits_of(o_.placement_in(l, g)).offloaded()) return true;
    return false;
  }

  // accelerate onloads each norm module's weight of an offloaded layer as it runs.
  void onload_norms(const std::string& prefix, const model::LayerSpec& layer) {
    const double norm = d(model_.hidden) * kAct;
    for (std::int64_t i = 0; i < layer.norms; ++i)
      wait_gpu(
          copy_task(prefix + "norm" + std::to_string(i) + ".onload", norm, onload_seconds(norm)));
    if (layer.attention.qk_norm)
      for (const char* n : {"q_norm", "k_norm"})
        wait_gpu(copy_task(prefix + n + ".onload", d(layer.attention.head_dim) * kAct,
                           onload_seconds(d(layer.attention.head_dim) * kAct)));
  }

  void attention(const std::string& prefix, const model::AttentionSpec& a) {
    const EagerOp e = s_.eager_op("attention");
    double seconds = 0.0;
    if (a.kind == model::AttentionKind::linear) {
      const double state =
          2.0 * 4.0 * d(a.linear.value_heads * a.linear.key_head_dim * a.linear.value_head_dim);
      seconds = kernels_seconds(e.kernels, state / tokens());
    } else if (step_tokens() > 1.0) {
      // A prefill: causal attention over the prompt, for every sequence of the batch.
      const double t = step_tokens();
      seconds = kernels_seconds(e.kernels, 0.0) +
                flop_seconds(4.0 * d(a.q_width()) * t * (t + 1.0) / 2.0 * d(std::max(1, o_.batch)));
    } else {
      const double kv = d(model::kv_cache_elements(a, o_.context_tokens)) *
                        o_.kv_bytes_per_element * d(std::max(1, o_.batch));
      seconds = s_.attention ? s_.attention->time(kv)
                             : softmax_attention_seconds(hw_.gpu, kv) +
                                   (e.kernels - 1.0) * kernels_seconds(1.0, 0.0);
    }
    gpu_kernel(prefix + "attention", category::kAttention, issue(prefix + "attention", e.ops),
               seconds);
  }

  // ---- one matrix group
  bool fused(const model::LayerSpec& layer, const model::MatrixGroup& group) const {
    if (!s_.per_tensor) return true;
    if (group.role == model::GroupRole::attention_in) return layer.attention.fused_qkv;
    if (group.role == model::GroupRole::ffn_in) return layer.ffn.fused_gate_up;
    return true;
  }
  // The tensors of `instances` instances of `group` in the method's format.
  std::vector<Tensor> tensors(const std::string& name, const model::LayerSpec& layer,
                              const model::MatrixGroup& group, const LayerOrdinals& ordinals,
                              double instances) const {
    std::vector<Tensor> out;
    for (const auto& output : group.outputs) {
      const double weights = d(output.rows) * d(group.input_dim) * instances;
      const double bytes =
          weights * bytes_per_weight(output_block_type(method_.format, group, output, ordinals));
      if (fused(layer, group) && !out.empty()) {
        out.back().bytes += bytes;
        out.back().weights += weights;
      } else {
        out.push_back({name + "." + output.name, bytes, weights});
      }
    }
    return out;
  }

  void run_group(std::size_t l, const std::string& name, const model::LayerSpec& layer,
                 const model::MatrixGroup& group, const LayerOrdinals& ordinals) {
    const Placement placement = o_.placement_in(l, group);
    const bool offloaded = traits_of(placement).offloaded();
    MethodSpec method = method_;
    if (step_tokens() > 1.0 || !offloaded) method.kind = MethodKind::dense;  // prefill; resident
    const TierPlan plan = plan_tiers(method, group, ordinals);
    double instances = d(group.active_instances);
    double hits = 0.0;
    if (group.is_routed() && offloaded && l < o_.expert_hits.size())
      hits = std::min(d(o_.expert_hits[l]), instances);
    const GemvWork work = gemv_work(method, group, plan, ordinals, instances);
    if (plan.selects()) {
      sparse_group(l, name, group, placement, plan, work);
      return;
    }
    std::vector<Tensor> all = tensors(name, layer, group, ordinals, instances);
    double group_bytes = 0.0;
    for (const Tensor& t : all) group_bytes += t.bytes;
    if (!offloaded) {
      out_.resident_bytes += group_bytes;
      for (const Tensor& t : all) gemv(t, work, group_bytes, {}, true);
      join(name, group);
      return;
    }
    // Cached experts are read on the GPU; the misses are fetched.
    const double miss_share = instances > 0.0 ? (instances - hits) / instances : 0.0;
    out_.needed_bytes += group_bytes * miss_share;
    out_.moved_bytes += group_bytes * miss_share;
    out_.resident_bytes += group_bytes * (1.0 - miss_share);
    for (const Tensor& t : all) {
      Tensor fetched = t;
      fetched.bytes *= miss_share;
      std::vector<TaskId> ready;
      if (fetched.bytes > 0.0) {
        if (s_.host_fetch == stack::HostFetch::compute_on_host) {
          host(t.name + ".cpu", fetched.bytes / (hw_.host.dram_bandwidth * s_.efficiency),
               category::kGemv);
          continue;
        }
        ready = prefetched(l, t.name);
        if (ready.empty()) ready = fetch_tensor(t.name, fetched.bytes, placement, {});
        if (s_.eviction == stack::Eviction::copy_back && group.is_routed())
          copy_back(t.name, fetched.bytes);
      }
      gemv(t, work, group_bytes, ready, false);
    }
    join(name, group);
  }

  // The framework's glue around a group's projections (the qkv cat and split).
  void join(const std::string& name, const model::MatrixGroup& group) {
    if (group.role == model::GroupRole::attention_in && s_.eager.count("qkv_join"))
      small(name + ".join", "qkv_join", 2.0 * d(group.output_dim()) * kAct);
    if (s_.group_ops > 0.0) host(name + ".ops", s_.group_ops * s_.op_overhead);
  }

  void gemv(const Tensor& t, const GemvWork& work, double group_bytes,
            const std::vector<TaskId>& ready, bool resident) {
    const TaskId id = gpu_kernel(t.name + ".gemv", category::kGemv, issue(t.name, s_.gemv_ops),
                                 gemv_seconds_of(t, work, group_bytes), ready);
    if (resident) out_.resident_gemvs.push_back(id);
  }

  // TEAL-style selection of an offloaded (or resident) group, then its gather and copy.
  void sparse_group(std::size_t l, const std::string& name, const model::MatrixGroup& group,
                    Placement placement, const TierPlan& plan, const GemvWork& work) {
    (void)l;
    const double instances = d(group.active_instances);
    const double bytes = instances * plan.needed_bytes();
    const EagerOp selection = s_.eager_op("select");
    gpu_kernel(name + ".select", category::kSelect, issue(name + ".select", selection.ops),
               kernels_seconds(selection.kernels - 1.0, 0.0) + s_.select_fixed +
                   d(plan.columns) * s_.select_per_element);
    std::vector<TaskId> ready;
    const bool offloaded = traits_of(placement).offloaded();
    if (offloaded) {
      out_.needed_bytes += bytes;
      out_.moved_bytes += bytes;
      wait_gpu(name + ".indices", s_.select_host + hw_.gpu.sync_overhead, category::kSelect);
      if (s_.host_fetch == stack::HostFetch::index_select) {
        const double bundle = plan.top_column_bytes;
        hw::HostSpec gatherer;
        gatherer.gather_bandwidth = s_.gather;
        const double rate = gatherer.gather_bandwidth_at(s_.gather_threads, bytes, bundle);
        host(name + ".gather", rate > 0.0 ? bytes / rate : 0.0, category::kGather);
        const TaskId issued = issue(name + ".copy", 1.0);
        ready = {on_stream(copy_task(name + ".h2d", bytes, pinned_seconds(bytes)), issued)};
      } else {
        ready = fetch_tensor(name, bytes, placement, {});
      }
    } else {
      out_.resident_bytes += bytes;
    }
    const Tensor t{name, bytes, plan.top_weights() * instances};
    const TaskId id = gpu_kernel(name + ".gemv", category::kGemv, issue(name, s_.gemv_ops + 1.0),
                                 gemv_seconds_of(t, work, bytes), ready);
    if (!offloaded) out_.resident_gemvs.push_back(id);
  }

  // ---- fetches
  // Brings `bytes` of tensor `name` from `placement` to the GPU; returns what its use waits for
  // (empty when the copy is in stream order before it).
  std::vector<TaskId> fetch_tensor(const std::string& name, double bytes, Placement placement,
                                   std::vector<TaskId> deps) {
    if (traits_of(placement).fetch == Fetch::storage_reads)
      host(name + ".read", disk_seconds(bytes), category::kSsdRead);
    if (s_.host_fetch == stack::HostFetch::onload_hook) {
      wait_gpu(copy_task(name + ".h2d", bytes, onload_seconds(bytes)));
      return {};
    }
    if (s_.host_fetch == stack::HostFetch::pageable_copy || !traits_of(placement).pinned) {
      wait_gpu(copy_task(name + ".h2d", bytes, pageable_seconds(bytes)));
      return {};
    }
    const TaskId issued = issue(name + ".copy", 1.0);
    on_stream(copy_task(name + ".h2d", bytes, pinned_seconds(bytes)), issued, std::move(deps));
    return {};
  }

  // An evicted expert's storage copied back to the host (D2H, beside the stream).
  void copy_back(const std::string& name, double bytes) {
    Task t = make(name + ".copy_back", category::kH2d, hw_.pcie.latency);
    t.slots = m_.copy_engine_d2h;
    t.bytes = bytes;
    t.path = {m_.pcie_d2h};
    add(std::move(t), after_host());
  }

  // Prefetching stacks copy layer l+1's tensors on the copy engine while layer l computes.
  void prefetch_for(std::size_t l, const std::vector<model::MatrixGroup>& groups,
                    const LayerOrdinals& ordinals) {
    if (s_.prefetch_layers <= 0 || !copies_on_engine()) return;
    const std::size_t layers =
        o_.layers > 0 ? static_cast<std::size_t>(o_.layers) : model_.layers.size();
    if (l == 0) issue_copies(0, groups, ordinals);
    for (std::size_t k = l + 1; k <= l + static_cast<std::size_t>(s_.prefetch_layers); ++k) {
      if (k >= layers) break;
      const auto next = model::matrix_groups(model_.layers[k], model_.hidden);
      issue_copies(k, next, tensor_ordinals(model_, method_.format)[k]);
    }
  }
  bool copies_on_engine() const {
    return s_.host_fetch == stack::HostFetch::pinned_copy ||
           s_.host_fetch == stack::HostFetch::partitioned;
  }
  void issue_copies(std::size_t l, const std::vector<model::MatrixGroup>& groups,
                    const LayerOrdinals& ordinals) {
    if (prefetch_.count(l)) return;
    auto& done = prefetch_[l];
    const std::string prefix = "L" + std::to_string(l) + ".";
    // The buffers are free once the layer that used them last (l - depth - 1) has finished.
    std::vector<TaskId> free;
    const std::size_t depth = static_cast<std::size_t>(s_.prefetch_layers);
    if (l >= depth + 1 && l - depth - 1 < layer_done_.size())
      free.push_back(layer_done_[l - depth - 1]);
    for (const auto& group : groups) {
      const Placement placement = o_.placement_in(l, group);
      if (!traits_of(placement).offloaded() || traits_of(placement).fetch != Fetch::host_copy)
        continue;
      for (const Tensor& t : tensors(prefix + group.name, model_.layers[l], group, ordinals,
                                     d(group.active_instances))) {
        std::vector<TaskId> deps = free;
        deps.push_back(issue(t.name + ".copy", 1.0));
        Task copy = copy_task(t.name + ".h2d", t.bytes, pinned_seconds(t.bytes));
        copy.slots = m_.copy_engine;
        done[t.name] = add(std::move(copy), deps);
      }
    }
  }
  // The prefetched copy of tensor `name` of layer l, if any.
  std::vector<TaskId> prefetched(std::size_t l, const std::string& name) const {
    const auto layer = prefetch_.find(l);
    if (layer == prefetch_.end()) return {};
    const auto it = layer->second.find(name);
    return it == layer->second.end() ? std::vector<TaskId>{} : std::vector<TaskId>{it->second};
  }

  const hw::HardwareProfile& hw_;
  const DecodeMachine& m_;
  const model::ModelSpec& model_;
  const MethodSpec& method_;
  const TokenOptions& o_;
  const stack::Stack& s_;
  TokenGraph out_;
  std::optional<TaskId> host_;
  std::optional<TaskId> gpu_;
  bool dispatched_ = false;         // some weights are off the GPU (accelerate hooks every module)
  std::vector<TaskId> layer_done_;  // per layer, its last GPU task
  std::map<std::size_t, std::map<std::string, TaskId>> prefetch_;  // layer -> tensor -> copy
};

}  // namespace

TokenGraph build_eager_graph(const hw::HardwareProfile& profile, const DecodeMachine& machine,
                             const model::ModelSpec& model, const MethodSpec& method,
                             const TokenOptions& options) {
  if (!options.stack || !options.stack->eager_execution())
    throw std::logic_error("decode: build_eager_graph needs an eager stack");
  return EagerBuilder(profile, machine, model, method, options).run();
}

}  // namespace hwsim::decode
