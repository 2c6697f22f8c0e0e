#include "sim/decode/decode_report.hpp"

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <map>
#include <span>
#include <utility>

#include "sim/core/parallel.hpp"
#include "sim/decode/outer_weights.hpp"
#include "sim/decode/token_sequence.hpp"
#include "sim/io/units.hpp"
#include "sim/report/error_summary.hpp"

namespace hwsim::decode {

namespace {

using Interval = std::pair<SimTime, SimTime>;

std::string percent_text(double fraction) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.4g%%", fraction * 100.0);
  return buffer;
}

// Appends the busy intervals [start, finish) of `records` (each request of a batch), an
// interval that overlaps or touches the one before it joined to it: a batch's requests start in
// order and overlap, so a flash token's 10^5 requests become a few intervals to sort. The union
// is the same set, so every union length below is the same.
void add_merged(std::span<const graph::TaskRecord> records, std::vector<Interval>& list) {
  bool open = false;
  Interval current{0, 0};
  for (const auto& record : records) {
    if (record.finish <= record.start) continue;
    if (open && record.start >= current.first && record.start <= current.second) {
      current.second = std::max(current.second, record.finish);
      continue;
    }
    if (open) list.push_back(current);
    current = {record.start, record.finish};
    open = true;
  }
  if (open) list.push_back(current);
}

}  // namespace

TokenBreakdown breakdown(const graph::TaskGraph& graph, const graph::RunResult& result,
                         const std::vector<graph::TaskId>& resident_gemvs) {
  std::vector<Interval> resident;
  for (const graph::TaskId id : resident_gemvs) {
    const auto& record = result.tasks.at(id);
    if (record.finish > record.start) resident.push_back({record.start, record.finish});
  }
  std::vector<Interval> gpu;
  std::vector<Interval> transfer;
  std::vector<Interval> software;
  for (graph::TaskId id = 0; id < graph.size(); ++id) {
    const auto& task = graph.task(id);
    std::vector<Interval>* list = nullptr;
    if (task.category == category::kGemv) {
      list = &gpu;
    } else if (task.category == category::kSsdRead || task.category == category::kGather ||
               task.category == category::kH2d) {
      list = &transfer;
    } else if (task.category == category::kFramework || task.category == category::kStack) {
      list = &software;
    }
    if (list == nullptr) continue;
    add_merged(result.records(id), *list);
  }
  // Sort each list once and merge the two.
  sort_by_begin(gpu);
  sort_by_begin(transfer);
  std::vector<Interval> both;
  both.reserve(gpu.size() + transfer.size());
  std::merge(gpu.begin(), gpu.end(), transfer.begin(), transfer.end(), std::back_inserter(both),
             [](const Interval& a, const Interval& b) { return a.first < b.first; });
  TokenBreakdown out;
  out.total_s = time_to_seconds(result.makespan);
  out.gpu_s = time_to_seconds(sorted_union_length(gpu));
  out.transfer_s = time_to_seconds(sorted_union_length(transfer));
  const double busy = time_to_seconds(sorted_union_length(both));
  out.other_s = out.total_s - busy;
  out.overlap_s = out.gpu_s + out.transfer_s - busy;
  out.gpu_resident_s = time_to_seconds(union_length(std::move(resident)));
  out.gpu_offloaded_s = out.gpu_s - out.gpu_resident_s;
  if (!software.empty()) {
    // |software \ busy| = |software u busy| - |busy|.
    sort_by_begin(software);
    std::vector<Interval> all;
    all.reserve(both.size() + software.size());
    std::merge(both.begin(), both.end(), software.begin(), software.end(), std::back_inserter(all),
               [](const Interval& a, const Interval& b) { return a.first < b.first; });
    out.software_s = time_to_seconds(sorted_union_length(all)) - busy;
  }
  return out;
}

namespace {

bool g_per_request_form = false;

void add_breakdown(TokenBreakdown& sum, const TokenBreakdown& b) {
  sum.total_s += b.total_s;
  sum.gpu_s += b.gpu_s;
  sum.transfer_s += b.transfer_s;
  sum.other_s += b.other_s;
  sum.overlap_s += b.overlap_s;
  sum.gpu_resident_s += b.gpu_resident_s;
  sum.gpu_offloaded_s += b.gpu_offloaded_s;
  sum.software_s += b.software_s;
}

TokenBreakdown scaled(TokenBreakdown b, double factor) {
  for (double* v : {&b.total_s, &b.gpu_s, &b.transfer_s, &b.other_s, &b.overlap_s,
                    &b.gpu_resident_s, &b.gpu_offloaded_s, &b.software_s})
    *v *= factor;
  return b;
}

}  // namespace

void set_per_request_form(bool per_request) { g_per_request_form = per_request; }

CaseResult run_case(const hw::HardwareProfile& profile, const model::ModelSpec& model,
                    const DecodeJob& job, const MethodSpec& method, Placement placement,
                    std::shared_ptr<const report::TracedRun>* traced) {
  const MethodSpec read = batch_method(job, method);  // the batch's union of columns
  const SequencePlan plan = plan_sequence(job, model, profile, read, placement);
  const std::int64_t total = plan.warmup + plan.measured;
  CaseResult out;
  out.label = method.label;
  out.method = method;
  out.placement = placement;
  out.cache_capacity = plan.capacity;
  if (plan.routing) {
    out.lookups_per_layer = plan.routing->lookups_per_layer;
    out.hits_per_layer = plan.routing->hits_per_layer;
  }
  if (job.prompt_tokens > 0) {
    DecodeMachine machine = build_decode_machine(profile, job.machine);
    TokenOptions options = token_options(job, plan, 0, placement);
    options.step_tokens = job.prompt_tokens;
    options.context_tokens = 0;
    const TokenGraph prefill = build_token_graph(profile, machine, model, read, options);
    const graph::RunResult result = graph::execute(machine.machine, prefill.graph);
    out.prefill = breakdown(prefill.graph, result, prefill.resident_gemvs);
  }
  double requests = 0.0;
  for (std::int64_t t = 0; t < total; ++t) {
    DecodeMachine machine = build_decode_machine(profile, job.machine);
    TokenOptions options = token_options(job, plan, t, placement);
    if (g_per_request_form) options.aggregate_requests = false;
    TokenGraph token = build_token_graph(profile, machine, model, read, options);
    graph::RunResult result = graph::execute(machine.machine, token.graph);
    const TokenBreakdown time = breakdown(token.graph, result, token.resident_gemvs);
    if (t < plan.warmup) {
      out.warmup_s.push_back(time.total_s);
    } else {
      out.measured_s.push_back(time.total_s);
      add_breakdown(out.time, time);
      out.needed_bytes += token.needed_bytes;
      out.moved_bytes += token.moved_bytes;
      requests += static_cast<double>(token.requests);
    }
    if (traced && t + 1 == total) {
      *traced = std::make_shared<const report::TracedRun>(
          report::TracedRun{std::move(machine.machine), std::move(token.graph), std::move(result)});
    }
  }
  // Means: with one measured token these divisions by 1 leave its figures exact.
  const double n = static_cast<double>(plan.measured);
  out.time = scaled(out.time, 1.0 / n);
  out.needed_bytes /= n;
  out.moved_bytes /= n;
  out.requests = std::llround(requests / n);
  return out;
}

namespace {

bool is_dense_bf16(const MethodSpec& m) {
  return m.kind == MethodKind::dense && m.format == WeightFormat::bf16;
}

struct PlannedCase {
  MethodSpec method;
  Placement placement;
  bool baseline_only = false;  // added for the speedup column
};

std::vector<PlannedCase> plan_cases(const DecodeJob& job) {
  std::vector<PlannedCase> cases;
  for (const Placement placement : job.placements) {
    // With an expert cache the baseline would share a capacity sized for another format: no
    // baseline then, and no speedup column values.
    if (adds_dense_baseline(job)) {
      MethodSpec baseline;
      baseline.label = "dense-bf16 (baseline)";
      cases.push_back({baseline, placement, true});
    }
    for (const auto& method : job.methods) {
      if (!method.is_sparse() || job.budgets.empty() || method.split == SplitRule::fractions) {
        cases.push_back({method, placement, false});
        continue;
      }
      for (const double budget : job.budgets) {
        MethodSpec m = method;
        m.budget = budget;
        cases.push_back({m, placement, false});
      }
    }
  }
  return cases;
}

report::Column col(std::string name, std::string unit, int decimals, std::string heading = "") {
  return report::Column{std::move(name), std::move(unit), decimals, std::move(heading)};
}

// A table with one row per case (method and placement): those two label columns, then `columns`.
report::Table case_table(std::string name, std::string title, std::vector<report::Column> columns) {
  report::Table table;
  table.name = std::move(name);
  table.title = std::move(title);
  table.columns = {col("method", "", 0), col("placement", "", 0)};
  table.columns.insert(table.columns.end(), columns.begin(), columns.end());
  return table;
}

double budget_of(const CaseResult& c) {
  if (c.method.kind == MethodKind::dense) return 1.0;
  return c.method.split == SplitRule::fractions ? std::nan("") : c.method.budget;
}

void add_stats_note(report::Table& table, const char* metric, const char* what,
                    const report::ErrorSummary& stats) {
  if (stats.count == 0) return;
  char line[200];
  std::snprintf(line, sizeof line, "%s, %s: mean |error| %.1f%%, max |error| %.1f%% over %d cases",
                metric, what, stats.mean_abs(), stats.max_abs, static_cast<int>(stats.count));
  table.notes.push_back(line);
}

// Means are taken over predicted rows only (dev, held_out, and both together); fit rows are shown
// but their figures were inputs of the profile, so they are in no mean.
void add_comparison_notes(
    report::Table& table, const DecodeJob& job,
    const std::map<std::pair<std::string, ReferenceSet>, report::ErrorSummary>& stats) {
  static const std::pair<ReferenceSet, const char*> kSets[] = {
      {ReferenceSet::dev, "dev rows (in-sample)"},
      {ReferenceSet::held_out, "held-out rows (out-of-sample)"}};
  for (const char* metric : {"total_ms", "gpu_ms"}) {
    report::ErrorSummary both;
    for (const auto& [set, what] : kSets) {
      const auto it = stats.find({metric, set});
      if (it == stats.end()) continue;
      add_stats_note(table, metric, what, it->second);
      both.merge(it->second);
    }
    add_stats_note(table, metric, "all predicted rows", both);
  }
  std::string fits;
  for (const auto& ref : job.reference) {
    if (ref.set != ReferenceSet::fit) continue;
    fits += (fits.empty() ? "" : ", ") + ref.method + "/" + to_string(ref.placement);
  }
  if (!fits.empty()) table.notes.push_back("fit rows (profile inputs, in no mean): " + fits);
  for (const auto& m : job.methods) {
    if (!m.budget_source.empty())
      table.notes.push_back("budget of " + m.label + " (" + percent_text(m.budget) +
                            "): " + m.budget_source);
  }
  for (const auto& ref : job.reference) {
    if (!ref.source.empty()) {
      table.notes.push_back("reference: " + ref.source);
      break;
    }
  }
}

double mean_of(const std::vector<double>& values) {
  double sum = 0.0;
  for (const double v : values) sum += v;
  return values.empty() ? 0.0 : sum / static_cast<double>(values.size());
}

report::Table comparison_table(const DecodeJob& job, const std::vector<CaseResult>& results) {
  report::Table table =
      case_table("decode_vs_reference", "Predicted vs published, per cell",
                 {col("set", "", 0), col("metric", "", 0), col("predicted", "", 2),
                  col("reference", "", 2), col("error_pct", "%", 1, "error")});
  std::map<std::pair<std::string, ReferenceSet>, report::ErrorSummary> stats;
  for (const auto& ref : job.reference) {
    const auto it = std::find_if(results.begin(), results.end(), [&](const CaseResult& c) {
      return c.label == ref.method && c.placement == ref.placement;
    });
    if (it == results.end()) continue;
    const CaseResult& c = *it;
    double decode = 0.0;
    for (const double s : c.measured_s) decode += s;
    const double e2e = (c.prefill ? c.prefill->total_s : 0.0) + decode;
    const double generated = 1.0 + static_cast<double>(c.measured_s.size());
    const std::pair<const char*, std::pair<std::optional<double>, double>> metrics[] = {
        {"needed_gb", {ref.needed_gb, c.needed_bytes / 1e9}},
        {"moved_gb", {ref.moved_gb, c.moved_bytes / 1e9}},
        {"gpu_ms", {ref.gpu_ms, c.time.gpu_s * 1e3}},
        {"transfer_ms", {ref.transfer_ms, c.time.transfer_s * 1e3}},
        {"other_ms", {ref.other_ms, c.time.other_s * 1e3}},
        {"total_ms", {ref.total_ms, c.time.total_s * 1e3}},
        {"ttft_ms", {ref.ttft_ms, c.prefill ? c.prefill->total_s * 1e3 : 0.0}},
        {"tpot_ms", {ref.tpot_ms, mean_of(c.measured_s) * 1e3}},
        {"throughput", {ref.throughput, job.batch * generated / e2e}},
    };
    for (const auto& [metric, values] : metrics) {
      const auto& [published, predicted] = values;
      if (!published) continue;
      const double error = *published != 0.0 ? (predicted - *published) / *published * 100.0 : 0.0;
      table.add_row({ref.method, std::string(to_string(ref.placement)),
                     std::string(to_string(ref.set)), std::string(metric), predicted, *published,
                     error});
      if (ref.set != ReferenceSet::fit) stats[{metric, ref.set}].add(error);
    }
  }
  add_comparison_notes(table, job, stats);
  return table;
}

double hit_rate(const std::vector<std::int64_t>& hits, const std::vector<std::int64_t>& lookups) {
  std::int64_t h = 0, n = 0;
  for (std::size_t l = 0; l < hits.size(); ++l) {
    h += hits[l];
    n += lookups[l];
  }
  return n > 0 ? static_cast<double>(h) / static_cast<double>(n) : std::nan("");
}

// The distribution of the time per token per case, the warm-up apart (percentiles by nearest
// rank over the measured tokens).
report::Table tokens_table(const DecodeJob& job, const std::vector<CaseResult>& results) {
  report::Table table =
      case_table("decode_tokens", "Time per token over the simulated tokens",
                 {col("warmup_tokens", "", 0), col("warmup_mean_ms", "ms", 2), col("tokens", "", 0),
                  col("mean_ms", "ms", 2), col("p50_ms", "ms", 2), col("p90_ms", "ms", 2),
                  col("p99_ms", "ms", 2), col("tokens_per_s", "tok/s", 2), col("moved_gb", "GB", 3),
                  col("cache_experts", "", 0), col("hit_rate", "%", 1), col("batch", "", 0),
                  col("aggregate_tokens_per_s", "tok/s", 2), col("series", "", 0)});
  for (const CaseResult& c : results) {
    const double mean = mean_of(c.measured_s);
    const double rate = hit_rate(c.hits_per_layer, c.lookups_per_layer);
    table.add_row({c.label, std::string(to_string(c.placement)),
                   static_cast<std::int64_t>(c.warmup_s.size()),
                   c.warmup_s.empty() ? report::Cell{} : report::Cell{mean_of(c.warmup_s) * 1e3},
                   static_cast<std::int64_t>(c.measured_s.size()), mean * 1e3,
                   nearest_rank(c.measured_s, 0.5) * 1e3, nearest_rank(c.measured_s, 0.9) * 1e3,
                   nearest_rank(c.measured_s, 0.99) * 1e3, 1.0 / mean, c.moved_bytes / 1e9,
                   c.cache_capacity, std::isnan(rate) ? report::Cell{} : report::Cell{rate * 100.0},
                   static_cast<std::int64_t>(job.batch), job.batch / mean,
                   c.label + " / " + to_string(c.placement)});
  }
  table.notes.push_back(
      "token t reads a KV cache of context_tokens + t tokens; p50/p90/p99 by nearest rank over "
      "the measured tokens; moved_gb is the mean per measured token; tokens_per_s is per "
      "sequence, aggregate_tokens_per_s over the batch");
  if (job.batch > 1)
    table.notes.push_back(
        "batch " + std::to_string(job.batch) + ": sparse methods read the union of the batch's " +
        "columns, " +
        (job.batch_overlap
             ? "overlap " + percent_text(*job.batch_overlap) + " (" + job.batch_overlap_source + ")"
             : std::string("independent sequences: 1 - (1 - b)^B")));
  if (job.experts)
    table.notes.push_back(
        "hit_rate: routed experts found in the GPU expert cache, measured tokens");
  return table;
}

// A generation per case, as published throughput tables define it: time to first token (the
// prompt's prefill), time per output token over the measured tokens, end-to-end latency of the
// first token and every measured one, and tokens per second over that latency.
report::Table generation_table(const DecodeJob& job, const std::vector<CaseResult>& results) {
  report::Table table = case_table(
      "generation",
      "Generation after a prompt of " + std::to_string(job.prompt_tokens) +
          " tokens: the first token, then " + std::to_string(job.tokens) + " measured",
      {col("prompt_tokens", "", 0), col("new_tokens", "", 0), col("ttft_ms", "ms", 2),
       col("ttft_software_ms", "ms", 2), col("tpot_ms", "ms", 2), col("tpot_p50_ms", "ms", 2),
       col("tpot_p90_ms", "ms", 2), col("tpot_p99_ms", "ms", 2), col("e2e_ms", "ms", 1),
       col("throughput", "tok/s", 2), col("series", "", 0)});
  for (const CaseResult& c : results) {
    if (!c.prefill) continue;
    double decode = 0.0;
    for (const double s : c.measured_s) decode += s;
    const double e2e = c.prefill->total_s + decode;
    const double tokens = 1.0 + static_cast<double>(c.measured_s.size());
    table.add_row({c.label, std::string(to_string(c.placement)), job.prompt_tokens,
                   static_cast<std::int64_t>(tokens), c.prefill->total_s * 1e3,
                   c.prefill->software_s * 1e3, mean_of(c.measured_s) * 1e3,
                   nearest_rank(c.measured_s, 0.5) * 1e3, nearest_rank(c.measured_s, 0.9) * 1e3,
                   nearest_rank(c.measured_s, 0.99) * 1e3, e2e * 1e3, job.batch * tokens / e2e,
                   c.label + " / " + to_string(c.placement)});
  }
  table.notes.push_back(
      "ttft = the prompt's prefill, which samples the first token; tpot over the measured tokens "
      "(token t reads a KV cache of context_tokens + t); e2e = ttft + every measured token; "
      "throughput = batch x (1 + measured tokens) / e2e");
  return table;
}

report::Table experts_table(const std::vector<CaseResult>& results) {
  report::Table table = case_table(
      "expert_cache", "GPU expert cache per MoE layer (measured tokens)",
      {col("layer", "", 0), col("lookups", "", 0), col("hits", "", 0), col("hit_rate", "%", 1)});
  for (const CaseResult& c : results) {
    for (std::size_t l = 0; l < c.lookups_per_layer.size(); ++l) {
      if (c.lookups_per_layer[l] == 0) continue;
      table.add_row({c.label, std::string(to_string(c.placement)), static_cast<std::int64_t>(l),
                     c.lookups_per_layer[l], c.hits_per_layer[l],
                     100.0 * static_cast<double>(c.hits_per_layer[l]) /
                         static_cast<double>(c.lookups_per_layer[l])});
    }
  }
  return table;
}

}  // namespace

std::uint32_t CaseCache::input_id(const std::string& input) {
  std::lock_guard lock(mutex_);
  return inputs_.try_emplace(input, static_cast<std::uint32_t>(inputs_.size())).first->second;
}

std::optional<CaseResult> CaseCache::get(const std::string& key) {
  std::lock_guard lock(mutex_);
  const auto it = results_.find(key);
  if (it == results_.end()) {
    ++misses_;
    return std::nullopt;
  }
  ++hits_;
  return it->second;
}

void CaseCache::put(const std::string& key, const CaseResult& result) {
  std::lock_guard lock(mutex_);
  if (results_.size() < kMaxEntries) results_.try_emplace(key, result);
}

std::size_t CaseCache::hits() const {
  std::lock_guard lock(mutex_);
  return hits_;
}

std::size_t CaseCache::misses() const {
  std::lock_guard lock(mutex_);
  return misses_;
}

std::string case_key(std::uint32_t input_id, const MethodSpec& m, Placement placement) {
  // %a writes a double exactly; every field of MethodSpec but its label, in declaration order.
  char buffer[256];
  std::snprintf(buffer, sizeof buffer, "%u|%d|%d|%a|%d|%d|%d|%a|%a|%a|%d|", input_id,
                static_cast<int>(m.kind), static_cast<int>(m.format), m.budget,
                static_cast<int>(m.codec), m.bits, static_cast<int>(m.split), m.split_value,
                m.top_fraction, m.mid_fraction, static_cast<int>(placement));
  return buffer + m.budget_source;
}

namespace {

// Hands the memory a finished case's graph freed back to the system. glibc keeps freed memory in
// the arena of the thread that freed it, so without this a run on N threads keeps up to N cases'
// peaks resident although the allowance lets fewer run at once.
// Only after a case this large (about 1 kB per task while it runs, so tens of MB): trimming
// walks the arenas, which would cost more than it returns after the small cases of a sweep.
constexpr double kTrimTasks = 5e4;

void release_freed_memory() {
#ifdef __GLIBC__
  malloc_trim(0);
#endif
}

// run_case through the cache and the task allowance: a hit is the stored result with this case's
// label and method; a case that is simulated first reserves its estimated tasks.
CaseResult run_case_cached(const hw::HardwareProfile& profile, const model::ModelSpec& model,
                           const DecodeJob& job, const MethodSpec& method, Placement placement,
                           std::shared_ptr<const report::TracedRun>* traced, CaseCacheRef cache,
                           const CaseBudget& budget) {
  const std::string key = cache.cache ? case_key(cache.input_id, method, placement) : "";
  if (cache.cache && !traced) {
    if (std::optional<CaseResult> hit = cache.cache->get(key)) {
      hit->label = method.label;
      hit->method = method;
      return std::move(*hit);
    }
  }
  std::optional<WorkBudget::Hold> hold;
  const double tasks = budget.budget ? budget.tasks(method, placement) : 0.0;
  if (budget.budget) hold.emplace(budget.budget->reserve(tasks));
  CaseResult result = run_case(profile, model, job, method, placement, traced);
  if (tasks >= kTrimTasks) release_freed_memory();
  if (cache.cache) cache.cache->put(key, result);
  return result;
}

// The cases of a job run on `threads` threads, in case order, through `cache` when given; the
// traced case (trace_method's last case, else the last case) records its run into `trace` (none
// when `trace` is null).
std::vector<CaseResult> run_cases(const hw::HardwareProfile& profile, const model::ModelSpec& model,
                                  const DecodeJob& job, int threads,
                                  std::shared_ptr<const report::TracedRun>* trace,
                                  CaseCacheRef cache, const CaseBudget& budget) {
  const auto cases = plan_cases(job);
  std::size_t traced_index = cases.size() - 1;
  if (!job.trace_method.empty()) {
    for (std::size_t i = 0; i < cases.size(); ++i) {
      if (cases[i].method.label == job.trace_method) traced_index = i;
    }
  }
  std::vector<CaseResult> results(cases.size());
  parallel_for(cases.size(), threads, [&](std::size_t i) {
    results[i] = run_case_cached(profile, model, job, cases[i].method, cases[i].placement,
                                 i == traced_index ? trace : nullptr, cache, budget);
  });
  return results;
}

// What needed_gb counts, and where the weights outside the blocks are (or that they are left out).
std::string outer_weights_note(const model::ModelSpec& model, const DecodeJob& job) {
  const std::string blocks =
      "needed_gb: the simulated blocks' offloaded weight bytes a token needs";
  if (job.token.blocks_only || model.vocab <= 0)
    return blocks +
           "; the embedding, final norm and output head are left out of every time, byte "
           "and memory figure (" +
           (job.token.blocks_only ? std::string("job.blocks_only") : "the model has no vocab") +
           ")";
  const OuterWeights w = outer_weights(model);
  const Placement table = embedding_placement(model, job.token);
  std::string note = blocks;
  if (traits_of(job.token.head).offloaded())
    note += ", plus the output head's " + io::format_quantity(w.head_read_bytes, io::Unit::bytes);
  if (traits_of(table).offloaded()) note += ", plus the embedding rows";
  note += "; the output head (" + io::format_quantity(w.head_read_bytes, io::Unit::bytes) +
          " bf16, GEMV timed in gpu) is on " + to_string(job.token.head) +
          ", the embedding tables (" + io::format_quantity(w.input_bytes, io::Unit::bytes) +
          (model.tied_embeddings ? ", tied to the head" : "") + ") on " + to_string(table) +
          ", both counted in the weights of their placement";
  return note;
}

// The decode table: one row per case, its time split, bytes and speedup over dense bf16.
report::Table decode_table(const hw::HardwareProfile& profile, const model::ModelSpec& model,
                           const DecodeJob& job, const std::vector<CaseResult>& results) {
  report::Table table = case_table(
      "decode", "Time per decoded token (" + model.name + " on " + profile.name + ")",
      {col("budget", "%", 1), col("needed_gb", "GB", 2), col("moved_gb", "GB", 2),
       col("gpu_ms", "ms", 1), col("gpu_resident_ms", "ms", 1), col("gpu_offloaded_ms", "ms", 1),
       col("transfer_ms", "ms", 1), col("other_ms", "ms", 1), col("software_ms", "ms", 1),
       col("overlap_ms", "ms", 1), col("total_ms", "ms", 1), col("tokens_per_s", "tok/s", 2),
       col("speedup", "x", 2), col("requests", "", 0), col("series", "", 0), col("case", "", 0)});
  for (std::size_t i = 0; i < results.size(); ++i) {
    const CaseResult& c = results[i];
    const auto baseline = std::find_if(results.begin(), results.end(), [&](const CaseResult& b) {
      return b.placement == c.placement && is_dense_bf16(b.method);
    });
    // No baseline (an expert-cache job without dense bf16): an empty cell.
    const double speedup =
        baseline == results.end() ? std::nan("") : baseline->time.total_s / c.time.total_s;
    const double budget = budget_of(c);
    const std::string series = c.label + " / " + to_string(c.placement);
    const std::string case_name =
        series + (std::isnan(budget) ? std::string() : " @ " + percent_text(budget));
    table.add_row({c.label, std::string(to_string(c.placement)),
                   std::isnan(budget) ? report::Cell{} : report::Cell{budget * 100.0},
                   c.needed_bytes / 1e9, c.moved_bytes / 1e9, c.time.gpu_s * 1e3,
                   c.time.gpu_resident_s * 1e3, c.time.gpu_offloaded_s * 1e3,
                   c.time.transfer_s * 1e3, c.time.other_s * 1e3, c.time.software_s * 1e3,
                   c.time.overlap_s * 1e3, c.time.total_s * 1e3, 1.0 / c.time.total_s,
                   std::isnan(speedup) ? report::Cell{} : report::Cell{speedup},
                   static_cast<std::int64_t>(c.requests), series, case_name});
  }
  table.notes.push_back(
      "gpu = GEMV kernel time; transfer = SSD reads, CPU gathers and H2D copies; other = the rest "
      "(selection, index copies, I/O submission, attention, small ops, framework); software = "
      "the stack's own host time while no GEMV or transfer runs (part of other)");
  table.notes.push_back(outer_weights_note(model, job));
  table.notes.push_back(job.experts &&
                                !std::any_of(job.methods.begin(), job.methods.end(), is_dense_bf16)
                            ? "speedup: no dense bf16 method, none is added beside an expert cache"
                            : "speedup is relative to dense bf16 at the same placement");
  if (reads_seed(job))
    table.notes.push_back(
        "flash moved bytes: whole pages of a uniformly random selection drawn with seed " +
        std::to_string(job.token.seed));
  if (job.tokens > 1 || job.experts)
    table.notes.push_back("times and bytes are means over the measured tokens (decode_tokens)");
  return table;
}

// A line plot of `y` against `x` in `table`, one series per case ("series" column).
report::PlotSpec series_plot(std::string name, std::string title, std::string table, std::string x,
                             std::vector<std::string> y, std::string x_label, std::string y_label) {
  report::PlotSpec plot;
  plot.name = std::move(name);
  plot.title = std::move(title);
  plot.table = std::move(table);
  plot.x = std::move(x);
  plot.y = std::move(y);
  plot.group = "series";
  plot.x_label = std::move(x_label);
  plot.y_label = std::move(y_label);
  return plot;
}

// The job's plots: time against budget, tokens/s against batch and time against the expert cache
// when the job varies them (each case is one point; a sweep draws the curve), and the breakdown.
std::vector<report::PlotSpec> decode_plots(const model::ModelSpec& model, const DecodeJob& job) {
  std::vector<report::PlotSpec> plots;
  if (!job.budgets.empty()) {
    plots.push_back(series_plot("time_per_token_vs_budget",
                                "Time per token vs budget (" + model.name + ")", "decode", "budget",
                                {"total_ms"}, "budget (% of dense bytes)", "time per token (ms)"));
  }
  if (job.batch > 1 || job.batch_node) {
    plots.push_back(series_plot("tokens_per_s_vs_batch",
                                "Aggregate tokens/s vs batch (" + model.name + ")", "decode_tokens",
                                "batch", {"aggregate_tokens_per_s"}, "batch (sequences)",
                                "tokens/s, all sequences"));
  }
  if (job.experts) {
    plots.push_back(series_plot("time_per_token_vs_expert_cache",
                                "Time per token vs GPU expert cache (" + model.name + ")",
                                "decode_tokens", "cache_experts", {"mean_ms", "p90_ms"},
                                "cached experts per MoE layer", "time per token (ms)"));
  }
  report::PlotSpec bars;
  bars.name = "time_breakdown";
  bars.title = "Where the time per token goes";
  bars.table = "decode";
  bars.x = "case";
  bars.y = {"gpu_ms", "transfer_ms", "other_ms"};
  bars.group = "placement";
  bars.y_label = "ms per token";
  bars.style = report::PlotSpec::Style::stacked_bars;
  plots.push_back(bars);
  return plots;
}

}  // namespace

report::JobOutcome run_decode(const hw::HardwareProfile& profile, const model::ModelSpec& model,
                              const DecodeJob& job, int threads, CaseCacheRef cache,
                              bool keep_trace, const CaseBudget& budget) {
  check_against_model(job, model);
  report::JobOutcome outcome;
  const std::vector<CaseResult> results =
      run_cases(profile, model, job, threads, keep_trace ? &outcome.trace : nullptr, cache, budget);
  outcome.tables.push_back(decode_table(profile, model, job, results));
  // Shown when the job writes any of the sequence keys (a sweep over one shows it at every point).
  if (job.tokens > 1 || job.experts || job.warmup_tokens || job.batch > 1 || job.batch_node ||
      job.tokens_node)
    outcome.tables.push_back(tokens_table(job, results));
  if (job.experts) outcome.tables.push_back(experts_table(results));
  if (job.prompt_tokens > 0) outcome.tables.push_back(generation_table(job, results));
  outcome.plots = decode_plots(model, job);
  if (!job.reference.empty()) outcome.tables.push_back(comparison_table(job, results));
  return outcome;
}

}  // namespace hwsim::decode
