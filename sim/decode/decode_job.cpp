#include "sim/decode/decode_job.hpp"

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <string>
#include <utility>

#include "sim/decode/token_sequence.hpp"
#include "sim/io/did_you_mean.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/joined.hpp"
#include "sim/io/number_text.hpp"
#include "sim/io/param_builders.hpp"
#include "sim/io/units.hpp"

namespace hwsim::decode {

namespace {

using namespace io::param::table;

// The YAML names of the placement and preset registries (token_graph_builder.hpp).
std::vector<std::string> placement_names() {
  std::vector<std::string> names;
  for (const PlacementTraits& row : placement_registry()) names.emplace_back(row.name);
  return names;
}

// "a | b | c": the names for a key's help text.
std::string joined(const std::vector<std::string>& names) { return io::joined(names, " | "); }

std::string placement_help() {
  return "Where offloaded weights live, or a list of them: " + joined(placement_names()) +
         " (default cpu; gpu: the whole model resident, nothing offloaded).";
}

std::string groups_help() {
  return "config custom: group name -> " + joined(placement_names()) +
         " | offloaded (= the case's placement); groups not named are offloaded.";
}

std::vector<std::string> preset_names() {
  std::vector<std::string> names;
  for (const PresetTraits& row : preset_registry()) names.emplace_back(row.name);
  return names;
}

// A plain number: a quantity without a unit.
ParamSpec number(std::string name, std::string default_text, std::string help, double min,
                 double max = kUnbounded) {
  return quantity(std::move(name), Unit::none, std::move(default_text), std::move(help), min, max);
}

SectionSpec job_section() {
  SectionSpec s{"job", "Offloaded decode: time per token per method, budget and placement.", {}};
  auto& p = s.params;
  p.push_back(choice("kind", "", {"decode"}, "Job kind."));
  p.push_back(block("placement", ParamKind::list, placement_help()));
  p.push_back(choice("config", "ALL", preset_names(),
                     "ALL: every projection offloaded; CA: attention projections cached on the "
                     "GPU, FFN offloaded; custom: per-group placement from `groups`."));
  p.push_back(block("groups", ParamKind::section, groups_help()));
  p.push_back(choice("overlap", "serial", {"serial", "pipelined"},
                     "serial: fetch, then compute, per group (the paper's breakdown); pipelined: "
                     "chunk i+1 is fetched while chunk i is computed."));
  p.push_back(integer("chunks", "4", "Pieces per group when pipelined.", 1, 4096));
  p.push_back(
      integer("context_tokens", "512", "Tokens in the KV cache read by attention.", 0, 1e9));
  p.push_back(choice("staging", "pinned", {"pinned", "pageable"},
                     "Host staging memory: pinned or pageable (sets the H2D rate)."));
  p.push_back(choice("cpu_fetch", "direct", {"direct", "gather", "gather_sparse"},
                     "CPU placement: direct (DMA of the selected bundles from pinned memory) or "
                     "gather (CPU threads copy them into a staging buffer first), or gather_sparse "
                     "(gather for groups with a selection, direct for dense groups)."));
  p.push_back(quantity("flash_staging", Unit::bytes, "0 B",
                       "Serial flash: H2D per staged piece of this size (reads of the next piece "
                       "overlap it); 0 = the whole group is read before its H2D."));
  p.push_back(optional(
      integer("threads", "", "Gather threads (default: hardware host.threads).", 1, 4096)));
  p.push_back(
      optional(integer("queue_depth", "",
                       "Outstanding requests per SSD (default: storage.queue_depth).", 1, 65536)));
  p.push_back(integer("layers", "0",
                      "Simulate only the first N layers (0 = all; at most the model's layers).", 0,
                      1e6));
  p.push_back(integer("gpu_layers", "0",
                      "The first N layers keep every group on the GPU (llama.cpp -ngl, a "
                      "device_map filling the GPU first); the others follow `placement`.",
                      0, 1e6));
  p.push_back(choice("head", "gpu", placement_names(),
                     "Where the output head's weights (and the final norm's) live; an offloaded "
                     "head is fetched every token. Tied embeddings: the one table lives here."));
  p.push_back(choice("embedding", "gpu", placement_names(),
                     "Where the embedding tables live (untied models); offloaded, the harness "
                     "copies a token's rows, an eager stack onloads the whole module."));
  p.push_back(boolean("blocks_only", "false",
                      "Time and count the blocks only, as hwsim's CUDA harness runs them: no "
                      "embedding lookup, final norm or output head, in time, bytes or memory."));
  p.push_back(optional(integer(
      "prompt_tokens", "",
      "A generation: the prompt's prefill before the measured tokens (time to first token), "
      "every group dense, GEMMs at the FLOP rate; the tokens then read a KV cache of "
      "prompt_tokens + t (context_tokens defaults to it). Needs an eager stack.",
      1, 1e7)));
  p.push_back(integer("tokens", "0",
                      "Measured tokens per case, after the warm-up (0 = auto: 1 without "
                      "`experts`, where nothing carries between tokens; 64 with `experts`).",
                      0, 1e6));
  p.push_back(optional(integer("warmup_tokens", "",
                               "Tokens simulated before the measured ones and reported apart "
                               "(default: until every MoE layer's expert cache is full, at most "
                               "512; 0 without a cache).",
                               0, 1e6)));
  p.push_back(integer("batch", "1",
                      "Sequences decoded together: GEMVs become GEMMs (FLOP roofline at "
                      "gpu.flops_bf16), attention reads every sequence's KV cache, sparse methods "
                      "read the union of the batch's columns, MoE layers the union of its experts "
                      "(with `experts`).",
                      1, 4096));
  p.push_back(optional(quantity("batch_overlap", Unit::ratio, "",
                                "Measured column overlap o: each further sequence adds (1 - o) of "
                                "its budget (default: independent, union 1 - (1 - b)^batch).",
                                0, 1)));
  p.push_back(optional(block("batch_overlap_source", ParamKind::string,
                             "Where batch_overlap was measured (required with it).")));
  p.push_back(block("experts", ParamKind::section,
                    "MoE routing over the tokens and the GPU expert cache (see job.experts)."));
  p.push_back(boolean("attention", "true", "Simulate attention kernels."));
  p.push_back(boolean("small_ops", "true", "Simulate norm, activation and residual kernels."));
  p.push_back(boolean("resident_budget", "true",
                      "Whether a sparse method's budget also applies to GPU-resident groups "
                      "(false: they are read whole, only offloaded groups select)."));
  p.push_back(
      choice("selection", "fused", {"fused", "unfused"},
             "How sparse groups select their columns: fused (one kernel ranks |x| and "
             "writes both tiers) or unfused (|x|, top-k and the SpAx tier split as separate "
             "framework ops)."));
  p.push_back(
      number("kv_bytes_per_element", "2", "KV cache bytes per element.", io::kPositive, 64));
  p.push_back(
      integer("seed", "1", "Seed of the (deterministic) random column selection.", 0, 9.0e18));
  p.push_back(block("methods", ParamKind::list, "Methods to simulate (required)."));
  p.push_back(block("budgets", ParamKind::list,
                    "Budgets (fractions of dense bytes) applied to every sparse method."));
  p.push_back(block("reference", ParamKind::list,
                    "Published figures to compare with: {method, placement, total_ms, ...}."));
  p.push_back(optional(block("trace_method", ParamKind::string,
                             "Label of the case kept as the trace (default: the last case).")));
  return s;
}

SectionSpec experts_section() {
  SectionSpec s{"job.experts", "MoE routing per token and layer, and the GPU expert cache.", {}};
  auto& p = s.params;
  p.push_back(choice("routing", "uniform", {"uniform", "zipf", "trace"},
                     "uniform: top-k distinct experts drawn uniformly; zipf: expert of "
                     "popularity rank r drawn with weight 1/(r+1)^zipf_s; trace: from `trace`."));
  p.push_back(number("zipf_s", "1", "Zipf exponent s (routing zipf).", 0, 16));
  p.push_back(quantity("reuse", Unit::ratio, "0%",
                       "Probability that each of the previous token's experts is routed again "
                       "(uniform, zipf).",
                       0, 1));
  p.push_back(optional(block("trace", ParamKind::string,
                             "Routing trace CSV (token,layer,experts; experts separated by "
                             "spaces), relative to this file.")));
  p.push_back(choice("cache", "lru", {"none", "lru", "lfu", "static"},
                     "GPU expert cache policy: lru, lfu, static (the most probable experts, "
                     "fixed), none."));
  p.push_back(optional(integer("capacity", "",
                               "Cached experts per MoE layer (default: the GPU memory left after "
                               "resident weights, KV cache and staging).",
                               0, 1e9)));
  return s;
}

ExpertsSpec load_experts(const io::Node& node, const SectionSpec& spec, io::Resolved* sink) {
  if (!node.is_map()) node.fail("expected a map such as {routing: zipf, cache: lru}");
  io::SectionReader r(node, spec, sink);
  ExpertsSpec e;
  e.node = node;
  const std::string routing = r.choice("routing");
  e.routing = routing == "uniform" ? RoutingKind::uniform
              : routing == "zipf"  ? RoutingKind::zipf
                                   : RoutingKind::trace;
  e.zipf_s = r.quantity("zipf_s");
  e.reuse = r.quantity("reuse");
  const std::string cache = r.choice("cache");
  e.policy = cache == "none"  ? CachePolicy::none
             : cache == "lru" ? CachePolicy::lru
             : cache == "lfu" ? CachePolicy::lfu
                              : CachePolicy::fixed;
  if (r.has("capacity")) {
    e.capacity = r.integer("capacity");
    e.capacity_node = r.node("capacity");
  }
  r.finish();
  if (e.routing == RoutingKind::trace) {
    if (!r.has("trace")) node.fail("routing trace needs `trace` (a CSV file: token,layer,experts)");
    e.trace_node = r.node("trace");
    e.trace = load_routing_trace(*e.trace_node);
  } else if (r.has("trace")) {
    r.node("trace")->fail("trace needs routing: trace (remove it, or set routing: trace)");
  }
  if (e.routing != RoutingKind::zipf && node.find("zipf_s"))
    node.at("zipf_s").fail("zipf_s needs routing: zipf (remove it)");
  if (e.routing == RoutingKind::trace && node.find("reuse"))
    node.at("reuse").fail("reuse does not apply to a routing trace (remove it)");
  if (e.policy == CachePolicy::none && e.capacity && *e.capacity > 0)
    e.capacity_node->fail("capacity needs a cache policy (cache: lru, lfu or static)");
  return e;
}

SectionSpec method_section() {
  SectionSpec s{"job.methods[]", "One decode method.", {}};
  auto& p = s.params;
  p.push_back(choice("name", "", method_names(), "Method."));
  p.push_back(optional(block("label", ParamKind::string, "Row label (default generated).")));
  p.push_back(
      choice("format", "bf16", weight_format_names(), "Dense format, or the top tier's format."));
  p.push_back(optional(quantity("budget", Unit::ratio, "",
                                "teal/spax: fraction of the dense bytes read per token.",
                                io::kPositive, 1.0)));
  p.push_back(optional(block("budget_source", ParamKind::string,
                             "Where the budget comes from (printed with a reference comparison; "
                             "say so when it is derived from a published byte count).")));
  p.push_back(choice("codec", "scalar", {"scalar", "trellis"}, "spax middle-tier codec."));
  p.push_back(integer("bits", "4", "spax code bits per weight.", 1, 8));
  p.push_back(choice("split", "mid_to_top_ratio",
                     {"mid_to_top_ratio", "top_fraction_of_budget", "fractions"},
                     "spax tier split rule: mid_to_top_ratio (k_mid = r k_top), "
                     "top_fraction_of_budget (the top tier takes t of the budget bytes), "
                     "fractions (k_top and k_mid given)."));
  p.push_back(number("mid_to_top_ratio", "3", "r for mid_to_top_ratio.", 0, 1e6));
  p.push_back(quantity("top_fraction_of_budget", Unit::ratio, "50%",
                       "t for top_fraction_of_budget.", 0, 1));
  p.push_back(optional(quantity("k_top", Unit::ratio, "", "fractions: k_top / columns.", 0, 1)));
  p.push_back(optional(quantity("k_mid", Unit::ratio, "", "fractions: k_mid / columns.", 0, 1)));
  return s;
}

SectionSpec reference_section() {
  SectionSpec s{"job.reference[]", "Published figures for one case.", {}};
  auto& p = s.params;
  p.push_back(block("method", ParamKind::string, "Method label as in `methods`."));
  p.push_back(choice("placement", "", placement_names(), joined(placement_names()) + "."));
  for (const char* name :
       {"needed_gb", "moved_gb", "gpu_ms", "transfer_ms", "other_ms", "total_ms"}) {
    p.push_back(optional(number(name, "", "Published value.", 0)));
  }
  // A generation's figures (with prompt_tokens), as the generation table defines them.
  p.push_back(optional(number("ttft_ms", "", "Published time to first token.", 0)));
  p.push_back(optional(number("tpot_ms", "", "Published time per output token.", 0)));
  p.push_back(
      optional(number("throughput", "",
                      "Published generation throughput, tokens/s (batch x new tokens / e2e).", 0)));
  p.push_back(choice("set", "dev", {"fit", "dev", "held_out"},
                     "fit: the profile was fitted to this row (shown, left out of every mean); "
                     "dev: in-sample (compared while developing the model); held_out: "
                     "out-of-sample (never used to change the model)."));
  p.push_back(block("source", ParamKind::string, "Where the figures come from."));
  return s;
}

Placement parse_placement(const io::Node& node, bool allow_offloaded, Placement offloaded) {
  std::vector<std::string> choices = placement_names();
  if (allow_offloaded) choices.push_back("offloaded");
  const std::string text = node.as_choice(choices);
  if (text == "offloaded") return offloaded;
  return find_placement(text)->placement;
}

// Keys a method reads beyond name, label and format, by kind and split rule (the method
// registry, tiers.hpp): any other key written would be silently ignored, so it is an error naming
// the key and why it does not apply.
std::vector<std::string> method_keys(MethodKind kind, SplitRule split) {
  return traits_of(kind).keys(split);
}

void reject_unread_keys(const io::Node& node, const std::string& name, const std::string& split,
                        const std::vector<std::string>& read) {
  for (const char* key : {"budget", "budget_source", "codec", "bits", "split", "mid_to_top_ratio",
                          "top_fraction_of_budget", "k_top", "k_mid"}) {
    if (!node.find(key) || std::find(read.begin(), read.end(), key) != read.end()) continue;
    const std::string where = name == "spax" ? "a spax method with split " + split : name;
    node.at(key).fail(std::string(key) + " does not apply to " + where +
                      (name == "spax" && std::string(key) == "budget"
                           ? " (k_top and k_mid set the tiers; remove budget)"
                           : " (remove it)"));
  }
}

SplitRule split_rule(const std::string& text) {
  return text == "mid_to_top_ratio"         ? SplitRule::mid_to_top_ratio
         : text == "top_fraction_of_budget" ? SplitRule::top_fraction_of_budget
                                            : SplitRule::fractions;
}

// budgets_node: the job's `budgets`, when given: it replaces the budget of every method that has
// one, so such a method's own budget would be silently unused (and a sweep of it mislabelled).
MethodSpec load_method(const io::Node& node, const SectionSpec& spec, io::Resolved* sink,
                       const std::optional<io::Node>& budgets_node) {
  if (!node.is_map()) node.fail("expected a method map such as {name: teal, budget: 57%}");
  io::SectionReader r(node, spec, sink);
  MethodSpec m;
  const std::string name = r.choice("name");
  m.kind = find_method(name)->kind;  // a choice of method_names()
  m.format = weight_format_from_name(r.choice("format"));
  std::string split = "mid_to_top_ratio";
  if (traits_of(m.kind).tiered) {
    m.codec = r.choice("codec") == "trellis" ? Codec::trellis : Codec::scalar;
    m.bits = static_cast<int>(r.integer("bits"));
    split = r.choice("split");
    m.split = split_rule(split);
  }
  r.finish();  // unknown keys first: a misspelt key is reported as such
  reject_unread_keys(node, name, split, method_keys(m.kind, m.split));
  if (m.split == SplitRule::top_fraction_of_budget) {
    m.split_value = r.quantity("top_fraction_of_budget");
  } else if (traits_of(m.kind).tiered && m.split == SplitRule::mid_to_top_ratio) {
    m.split_value = r.quantity("mid_to_top_ratio");
  }
  if (traits_of(m.kind).tiered && m.split == SplitRule::fractions) {
    if (!r.has("k_top") || !r.has("k_mid")) node.fail("split fractions needs k_top and k_mid");
    m.top_fraction = r.quantity("k_top");
    m.mid_fraction = r.quantity("k_mid");
    if (m.top_fraction + m.mid_fraction > 1.0 + 1e-12) {
      node.at("k_mid").fail("k_top + k_mid must not exceed 100% of the columns");
    }
  } else if (m.kind != MethodKind::dense && budgets_node) {
    if (r.has("budget")) {
      node.at("budget").fail("job.budgets (line " + std::to_string(budgets_node->location().line) +
                             ") replaces this method's budget with each of its values; remove "
                             "one of them");
    }
    m.budget = 1.0;  // replaced by each of job.budgets when the cases are built
  } else if (m.kind != MethodKind::dense) {
    if (!r.has("budget")) node.fail("missing required key 'budget' (a ratio such as '85%')");
    m.budget = r.quantity("budget");
  }
  if (r.has("budget_source")) m.budget_source = r.string("budget_source");
  m.label = r.has("label") ? r.string("label") : default_label(m);
  if (m.label.find_first_not_of(" \t") == std::string::npos) {
    node.at("label").fail("a label must not be empty: rows are told apart by it");
  }
  return m;
}

ReferenceRow load_reference(const io::Node& node, const SectionSpec& spec, io::Resolved* sink) {
  if (!node.is_map())
    node.fail("expected a map such as {method: TEAL, placement: cpu, total_ms: 680}");
  io::SectionReader r(node, spec, sink);
  ReferenceRow row;
  row.method = r.string("method");
  row.placement = find_placement(r.choice("placement"))->placement;
  auto opt = [&](const char* key, std::optional<double>& out) {
    if (r.has(key)) out = r.quantity(key);
  };
  opt("needed_gb", row.needed_gb);
  opt("moved_gb", row.moved_gb);
  opt("gpu_ms", row.gpu_ms);
  opt("transfer_ms", row.transfer_ms);
  opt("other_ms", row.other_ms);
  opt("total_ms", row.total_ms);
  opt("ttft_ms", row.ttft_ms);
  opt("tpot_ms", row.tpot_ms);
  opt("throughput", row.throughput);
  for (const char* key : {"ttft_ms", "tpot_ms", "throughput"})
    if (r.has(key)) row.generation_node = r.node(key);
  const std::string set = r.choice("set");
  row.set = set == "fit"   ? ReferenceSet::fit
            : set == "dev" ? ReferenceSet::dev
                           : ReferenceSet::held_out;
  row.source = r.string("source");
  r.finish();
  return row;
}

// Duplicate placements repeat their rows; `budgets` without a method that has a budget is unread.
void reject_unread_job_keys(const io::Node& job, const DecodeJob& out) {
  if (job.find("budgets") && unread_job_key(out, "budgets")) {
    job.at("budgets").fail("budgets " + *unread_job_key(out, "budgets") + "; remove it");
  }
  for (std::size_t i = 0; i < out.placements.size(); ++i) {
    for (std::size_t j = 0; j < i; ++j) {
      if (out.placements[i] != out.placements[j]) continue;
      out.placement_node->items()[i].fail(std::string("placement ") + to_string(out.placements[i]) +
                                          " is listed twice: its rows would repeat");
    }
  }
}

// A reference row is compared with the one case of its method and placement.
void check_reference_row(const io::Node& item, const DecodeJob& out, std::size_t index) {
  const ReferenceRow& row = out.reference[index];
  if (std::find(out.placements.begin(), out.placements.end(), row.placement) ==
      out.placements.end()) {
    item.at("placement")
        .fail(std::string("the job runs no case with placement ") + to_string(row.placement) +
              ", so this row would never be compared");
  }
  if (row.generation_node && out.prompt_tokens == 0)
    row.generation_node->fail(
        "a generation's figure needs the job's prompt_tokens (the prefill "
        "it counts)");
  for (std::size_t j = 0; j < index; ++j) {
    if (out.reference[j].method == row.method && out.reference[j].placement == row.placement) {
      item.fail("a second reference row for method '" + row.method + "' with placement " +
                to_string(row.placement) + " (row " + std::to_string(j + 1) +
                " has it): only one can be compared");
    }
  }
}

}  // namespace

bool any_placement(const DecodeJob& job, const std::function<bool(const PlacementTraits&)>& holds) {
  for (const Placement p : job.placements)
    if (holds(traits_of(p))) return true;
  for (const auto& [group, placement] : job.placement.groups) {
    if (holds(traits_of(placement))) return true;
  }
  // The head and the embedding tables (an untied model's embedding; a tied one's is the head).
  if (!job.token.blocks_only)
    for (const Placement p : {job.token.head, job.token.embedding})
      if (holds(traits_of(p))) return true;
  return false;
}

bool fetches_by(const DecodeJob& job, Fetch fetch) {
  return any_placement(job, [fetch](const PlacementTraits& t) { return t.fetch == fetch; });
}

bool adds_dense_baseline(const DecodeJob& job) {
  return !job.experts && std::none_of(job.methods.begin(), job.methods.end(), [](const auto& m) {
    return m.kind == MethodKind::dense && m.format == WeightFormat::bf16;
  });
}

bool has_sparse_method(const DecodeJob& job) {
  return std::any_of(job.methods.begin(), job.methods.end(),
                     [](const MethodSpec& m) { return m.is_sparse(); });
}

bool reads_seed(const DecodeJob& job) { return job.experts || has_sparse_method(job); }

bool gathers(const DecodeJob& job) {
  if (!fetches_by(job, Fetch::host_copy)) return false;
  if (job.token.cpu_fetch == CpuFetch::gather) return true;
  // gather_sparse gathers only what a selection leaves (gathers_on_cpu): a sparse method.
  return job.token.cpu_fetch == CpuFetch::gather_sparse && has_sparse_method(job);
}

const char* to_string(ReferenceSet set) {
  switch (set) {
    case ReferenceSet::fit:
      return "fit";
    case ReferenceSet::dev:
      return "dev";
    case ReferenceSet::held_out:
      return "held_out";
  }
  return "?";
}

Placement placement_in(const DecodeJob& job, const PlacementConfig& placement, std::size_t layer,
                       const model::MatrixGroup& group) {
  return static_cast<std::int64_t>(layer) < job.token.gpu_layers ? Placement::gpu
                                                                 : placement.placement_of(group);
}

std::optional<std::string> unread_job_key(const DecodeJob& job, const std::string& key) {
  const bool pipelined = job.token.overlap == Overlap::pipelined;
  const bool flash = fetches_by(job, Fetch::storage_reads);
  const bool cpu = fetches_by(job, Fetch::host_copy);
  const char* no_flash = "applies to flash reads, and no case of this job reads flash";
  if (key == "chunks" && !pipelined)
    return "applies to overlap: pipelined only (this job is serial)";
  if (key == "flash_staging" && pipelined) {
    return "applies to serial flash reads only (pipelined reads are cut into `chunks`)";
  }
  if ((key == "flash_staging" || key == "queue_depth") && !flash) return no_flash;
  if (key == "cpu_fetch" && !cpu) {
    return "applies to weights in CPU memory, and no case of this job reads CPU memory";
  }
  if (key == "threads" && !gathers(job)) {
    return "sets the gathering threads, and no case of this job gathers (cpu_fetch gather or "
           "gather_sparse, with CPU placement)";
  }
  const bool sparse = has_sparse_method(job);
  if ((key == "selection" || key == "resident_budget") && !sparse) {
    return "applies to the column selection of teal and spax methods, and this job has dense "
           "methods only";
  }
  if (key == "resident_budget" && job.placement.preset == PlacementPreset::all) {
    return "applies to GPU-resident groups, and config ALL offloads every group";
  }
  if (key == "seed" && !reads_seed(job)) {
    return "draws the sparse selections and the experts' routes, and this job has dense methods "
           "only and no experts";
  }
  if (key == "kv_bytes_per_element" && !job.token.attention) {
    return "sizes the KV cache, and this job models no attention (attention: false)";
  }
  if (key == "batch_overlap" && (job.batch == 1 || !sparse)) {
    return "sets the union of a batch's sparse selections, and this job has batch 1 or dense "
           "methods only";
  }
  if (key == "budgets" && std::none_of(job.methods.begin(), job.methods.end(), [](const auto& m) {
        return m.is_sparse() && m.split != SplitRule::fractions;
      })) {
    return "replaces the budget of teal and spax methods (not spax with split fractions), and no "
           "method of this job has one";
  }
  return std::nullopt;
}

namespace {
// Built once: the sections are fixed tables, and every sweep point's job is read against them.
const std::vector<io::SectionSpec>& decode_specs() {
  static const std::vector<io::SectionSpec> specs{job_section(), method_section(),
                                                  reference_section(), experts_section()};
  return specs;
}
}  // namespace

std::vector<io::SectionSpec> decode_sections() { return decode_specs(); }

namespace {

// One entry of job.groups: the group's name, the map that holds its key and the key there, and
// its value. A dotted group name may also be written nested ({shared: {gate_up: gpu}} for
// shared.gate_up), as the resolved input writes it.
struct GroupEntry {
  std::string name;
  io::Node parent;
  std::string key;
  io::Node value;
};
void add_group_entries(const io::Node& groups, const std::string& prefix,
                       std::vector<GroupEntry>& out) {
  for (const auto& [key, value] : groups.entries()) {
    if (!value.is_map()) {
      // One group written both dotted and nested would keep only the later placement.
      const std::string name = prefix + key;
      for (const GroupEntry& earlier : out)
        if (earlier.name == name)
          value.fail("group '" + name + "' is placed twice (also at " +
                     std::to_string(earlier.value.location().line) + ":" +
                     std::to_string(earlier.value.location().column) + ")");
      out.push_back({name, groups, key, value});
      continue;
    }
    if (value.entries().empty()) value.fail("expected a placement, or a map of groups under it");
    add_group_entries(value, prefix + key + ".", out);
  }
}
std::vector<GroupEntry> group_entries(const io::Node& groups) {
  std::vector<GroupEntry> out;
  add_group_entries(groups, "", out);
  return out;
}

void read_group_placements(const io::Node& groups, io::Resolved* sink, DecodeJob& out) {
  for (const GroupEntry& g : group_entries(groups)) {
    // "offloaded" is stored as the absence of an entry: such groups follow each case's placement.
    std::vector<std::string> choices = placement_names();
    choices.push_back("offloaded");
    const std::string text = g.value.as_choice(choices);
    if (text != "offloaded") out.placement.groups[g.name] = find_placement(text)->placement;
    if (sink) sink->record(g.value.key_path(), g.value.as_string());
  }
}

// The job's placements (`placement`, `config`, `groups`) and the nodes later checks point at.
void read_placements(io::SectionReader& r, const io::Node& job, io::Resolved* sink,
                     DecodeJob& out) {
  out.job_node = job;
  out.placements.clear();
  out.placement_node = r.node("placement");
  out.threads_node = r.node("threads");
  out.queue_depth_node = r.node("queue_depth");
  out.config_node = r.node("config");
  out.context_node = r.node("context_tokens");
  if (auto node = r.node("placement")) {
    const auto items = node->is_sequence() ? node->items() : std::vector<io::Node>{*node};
    if (items.empty()) node->fail("expected cpu, flash or a list of them");
    for (const auto& item : items) {
      // gpu: a GPU-resident case (nothing offloaded), what offloading is compared with.
      const Placement p = parse_placement(item, false, Placement::cpu);
      out.placements.push_back(p);
      if (sink) sink->record(item.key_path(), to_string(p));
    }
  } else {
    out.placements = {Placement::cpu};
    if (sink) sink->record(job.key_path() + ".placement", "cpu");
  }

  const std::string config = r.choice("config");
  out.placement.preset = find_preset(config)->preset;  // a choice of preset_names()
  if (auto groups = r.node("groups")) {
    if (out.placement.preset != PlacementPreset::custom)
      groups->fail("groups needs config: custom");
    if (!groups->is_map()) groups->fail("expected a map such as {qkv: gpu, down: flash}");
    out.groups_node = groups;
    read_group_placements(*groups, sink, out);
  }
}

// The token options, the machine's counts, routing (`experts`), tokens and batch.
void read_token_options(io::SectionReader& r, const std::vector<SectionSpec>& sections,
                        io::Resolved* sink, DecodeJob& out) {
  auto& t = out.token;
  t.overlap = r.choice("overlap") == "pipelined" ? Overlap::pipelined : Overlap::serial;
  t.chunks = static_cast<int>(r.integer("chunks"));
  if (r.has("prompt_tokens")) {
    out.prompt_tokens = r.integer("prompt_tokens");
    out.prompt_node = r.node("prompt_tokens");
  }
  // A generation's tokens follow its prompt unless the context is written.
  t.context_tokens = out.prompt_tokens > 0 && !r.has("context_tokens")
                         ? out.prompt_tokens
                         : r.integer("context_tokens");
  if (out.prompt_tokens > 0 && !r.has("context_tokens") && sink)
    sink->record(r.map().key_path() + ".context_tokens", std::to_string(t.context_tokens));
  out.machine.pinned = r.choice("staging") == "pinned";
  const std::string cpu_fetch = r.choice("cpu_fetch");
  t.cpu_fetch = cpu_fetch == "gather"          ? CpuFetch::gather
                : cpu_fetch == "gather_sparse" ? CpuFetch::gather_sparse
                                               : CpuFetch::direct;
  t.flash_staging_bytes = r.quantity("flash_staging");
  if (r.has("threads")) out.machine.threads = static_cast<int>(r.integer("threads"));
  if (r.has("queue_depth")) out.machine.queue_depth = static_cast<int>(r.integer("queue_depth"));
  t.layers = static_cast<int>(r.integer("layers"));
  if (t.layers > 0) out.layers_node = r.node("layers");
  t.gpu_layers = r.integer("gpu_layers");
  if (t.gpu_layers > 0) out.gpu_layers_node = r.node("gpu_layers");
  t.head = find_placement(r.choice("head"))->placement;
  t.embedding = find_placement(r.choice("embedding"))->placement;
  if (r.has("embedding")) out.embedding_node = r.node("embedding");
  t.blocks_only = r.boolean("blocks_only");
  t.attention = r.boolean("attention");
  t.small_ops = r.boolean("small_ops");
  t.selection = r.choice("selection") == "fused" ? Selection::fused : Selection::unfused;
  t.budget_on_resident = r.boolean("resident_budget");
  t.kv_bytes_per_element = r.quantity("kv_bytes_per_element");
  t.seed = static_cast<std::uint64_t>(r.integer("seed"));
  if (auto experts = r.node("experts")) out.experts = load_experts(*experts, sections[3], sink);
  // tokens and batch show the per-token table when written (decode_report.cpp), so they are read,
  // and resolved, only then: the resolved input repeats the run's tables.
  out.tokens_node = r.node("tokens");
  out.tokens = out.tokens_node ? r.integer("tokens") : 0;  // 0: the default count
  if (out.tokens == 0) out.tokens = out.experts ? 64 : 1;
  if (r.has("warmup_tokens")) out.warmup_tokens = r.integer("warmup_tokens");
  out.batch_node = r.node("batch");
  if (out.batch_node) out.batch = static_cast<int>(r.integer("batch"));
  if (r.has("batch_overlap")) {
    out.batch_overlap = r.quantity("batch_overlap");
    if (!r.has("batch_overlap_source"))
      r.node("batch_overlap")
          ->fail("batch_overlap needs batch_overlap_source (where the overlap was measured)");
    out.batch_overlap_source = r.string("batch_overlap_source");
  } else if (r.has("batch_overlap_source")) {
    r.node("batch_overlap_source")->fail("batch_overlap_source needs batch_overlap (remove it)");
  }
}

// `methods`: a non-empty list, labels distinct.
void read_methods(io::SectionReader& r, const io::Node& job,
                  const std::vector<SectionSpec>& sections, io::Resolved* sink, DecodeJob& out) {
  const auto methods = r.node("methods");
  if (!methods) {
    r.finish();  // a misspelt `methods` is reported as the unknown key it is
    job.fail("missing required key 'methods' (a list such as [{name: dense}])");
  }
  if (!methods->is_sequence() || methods->items().empty()) {
    methods->fail("expected a non-empty list of methods");
  }
  for (const auto& item : methods->items()) {
    out.methods.push_back(load_method(item, sections[1], sink, r.node("budgets")));
    for (std::size_t i = 0; i + 1 < out.methods.size(); ++i) {
      if (out.methods[i].label != out.methods.back().label) continue;
      // Rows are told apart by label: a second method of one label would look like the first.
      item.fail("a second method labelled '" + out.methods.back().label + "' (method " +
                std::to_string(i + 1) + " has it); give one a distinct `label`");
    }
  }
}

// `budgets` and the `reference` rows (each naming a method's label).
void read_budgets_and_reference(io::SectionReader& r, const std::vector<SectionSpec>& sections,
                                io::Resolved* sink, DecodeJob& out) {
  if (auto budgets = r.node("budgets")) {
    if (!budgets->is_sequence() || budgets->items().empty()) {
      budgets->fail("expected a non-empty list of budgets such as [10%, 50%]");
    }
    for (const auto& item : budgets->items()) {
      const double budget = item.as_quantity(Unit::ratio, io::kPositive, 1.0);
      // A repeated budget would give two rows of one case.
      const auto same = std::find(out.budgets.begin(), out.budgets.end(), budget);
      if (same != out.budgets.end())
        item.fail("budget " + io::format_quantity(budget, Unit::ratio) +
                  " is listed twice (items " + std::to_string(same - out.budgets.begin()) +
                  " and " + std::to_string(out.budgets.size()) + ")");
      out.budgets.push_back(budget);
      if (sink) sink->record(item.key_path(), io::format_quantity(out.budgets.back(), Unit::ratio));
    }
  }
  if (auto reference = r.node("reference")) {
    if (!reference->is_sequence()) reference->fail("expected a list of reference rows");
    for (const auto& item : reference->items()) {
      out.reference.push_back(load_reference(item, sections[2], sink));
      bool known = false;
      for (const auto& m : out.methods) known = known || m.label == out.reference.back().method;
      if (!known) {
        item.at("method").fail("no method is labelled '" + out.reference.back().method + "'");
      }
      check_reference_row(item, out, out.reference.size() - 1);
    }
  }
}

// `trace_method`: a method's label, or the dense bf16 baseline the cases add for speedups.
void read_trace_method(io::SectionReader& r, const io::Node& job, DecodeJob& out) {
  if (r.has("trace_method")) {
    out.trace_method = r.string("trace_method");
    std::vector<std::string> labels;
    bool dense_bf16 = false;
    for (const auto& m : out.methods) {
      labels.push_back(m.label);
      dense_bf16 = dense_bf16 || (m.kind == MethodKind::dense && m.format == WeightFormat::bf16);
    }
    if (!dense_bf16) labels.push_back("dense-bf16 (baseline)");  // the case added for speedups
    if (std::find(labels.begin(), labels.end(), out.trace_method) == labels.end()) {
      const auto close = io::did_you_mean(out.trace_method, labels);
      job.at("trace_method")
          .fail("no method is labelled '" + out.trace_method + "'" +
                (close ? " (did you mean '" + *close + "'?)" : "") +
                ": the trace would silently be of the last case");
    }
  }
}

}  // namespace

DecodeJob load_decode_job(const io::Node& job, io::Resolved* sink) {
  if (!job.is_map()) job.fail("expected a map with kind: decode and methods");
  const std::vector<SectionSpec>& sections = decode_specs();
  io::SectionReader r(job, sections[0], sink);
  r.choice("kind");
  DecodeJob out;
  read_placements(r, job, sink, out);
  read_token_options(r, sections, sink, out);
  read_methods(r, job, sections, sink, out);
  read_budgets_and_reference(r, sections, sink, out);
  read_trace_method(r, job, out);
  r.finish();
  if (out.batch > 1) {
    for (const auto& m : out.methods) {
      if (m.split == SplitRule::fractions && traits_of(m.kind).tiered)
        out.batch_node->fail("batch > 1 with a spax method of split fractions (" + m.label +
                             "): the union of given tiers is not modelled; use a budget");
    }
  }
  reject_unread_job_keys(job, out);
  return out;
}

namespace {

// A placement for a group the model does not have would be silently unused.
void check_group_names(const io::Node& groups, const model::ModelSpec& model) {
  std::vector<std::string> names;
  for (const auto& layer : model.layers) {
    for (const auto& group : model::matrix_groups(layer, model.hidden)) {
      if (std::find(names.begin(), names.end(), group.name) == names.end()) {
        names.push_back(group.name);
      }
    }
  }
  for (const GroupEntry& g : group_entries(groups)) {
    const std::string& name = g.name;
    if (std::find(names.begin(), names.end(), name) != names.end()) continue;
    const auto close = io::did_you_mean(name, names);
    throw io::InputError(g.parent.key_location(g.key), g.value.key_path(),
                         "the model has no matrix group '" + name + "'" +
                             (close ? " (did you mean '" + *close + "'?)" : "") +
                             "; its groups: " + io::joined(names));
  }
}

// The static hot set under group-limited routing comes from exact marginals whose cost
// routing.hpp states: about (E k^2 + C(G, topk_group) topk_group^2 k^2) operations per Gauss-
// Legendre node, a DP over the 2^G group subsets, at most 20 groups. Measured per MoE layer
// (check, one core): 88,064 of these units (256 experts, 8 groups, 4 chosen, k 8) 0.2 s, 327,680
// (4,000 experts) 0.9 s, 4,981,760 (20 groups, 4 chosen) 6.5 s, and 52.7 million (16 groups, 8
// chosen) over 30 s. kMaxHotSetCost keeps a layer's hot set to about 3 s.
constexpr double kMaxHotSetCost = 2'000'000;
constexpr std::int64_t kMaxHotSetGroups = 20;  // group_limited_marginals' subset DP

double hot_set_cost(const model::FfnSpec& f) {
  double sets = 1;  // C(G, topk_group)
  for (std::int64_t i = 0; i < f.group_top_k; ++i)
    sets = sets * static_cast<double>(f.expert_groups - i) / static_cast<double>(i + 1);
  const double k2 = static_cast<double>(f.top_k) * static_cast<double>(f.top_k);
  const double tg2 = static_cast<double>(f.group_top_k) * static_cast<double>(f.group_top_k);
  return static_cast<double>(f.experts) * k2 + sets * tg2 * k2;
}

void check_hot_set_cost(const ExpertsSpec& experts, const model::ModelSpec& model) {
  if (experts.policy != CachePolicy::fixed || experts.trace || !experts.node) return;
  for (const model::LayerSpec& layer : model.layers) {
    const model::FfnSpec& f = layer.ffn;
    if (!f.is_moe() || !f.group_limited()) continue;
    if (f.expert_groups <= kMaxHotSetGroups && hot_set_cost(f) <= kMaxHotSetCost) continue;
    const io::Node at = experts.node->find("cache") ? experts.node->at("cache") : *experts.node;
    at.fail("a static hot set under group-limited routing (" + std::to_string(f.experts) +
            " experts in " + std::to_string(f.expert_groups) + " groups, " +
            std::to_string(f.group_top_k) + " chosen, top_k " + std::to_string(f.top_k) +
            ") needs exact marginals beyond hwsim's bound (at most " +
            std::to_string(kMaxHotSetGroups) +
            " groups, and E k^2 + C(groups, group_top_k) group_top_k^2 k^2 at most 2e+06, here " +
            io::detail::format_number(hot_set_cost(f)) + "); use cache lru or lfu");
  }
}

}  // namespace

void check_against_stack(const DecodeJob& job) {
  if (job.token.stack && job.token.stack->eager_execution()) return;
  if (job.prompt_node)
    job.prompt_node->fail(
        "a prompt's prefill is simulated for eager stacks only (stack: pytorch, "
        "hf-transformers, hf-accelerate, ...); the harness graph decodes tokens");
}

void check_against_model(const DecodeJob& job, const model::ModelSpec& model) {
  if (model.tied_embeddings && job.embedding_node && job.token.embedding != job.token.head &&
      !job.token.blocks_only) {
    job.embedding_node->fail("model '" + model.name +
                             "' ties its embeddings: the embedding table is the output head, "
                             "placed by `head` (" +
                             to_string(job.token.head) + "); remove embedding or set it to " +
                             to_string(job.token.head));
  }
  if (job.groups_node) check_group_names(*job.groups_node, model);
  if (job.experts) check_hot_set_cost(*job.experts, model);
  if (job.experts && job.experts->node &&
      std::none_of(model.layers.begin(), model.layers.end(),
                   [](const model::LayerSpec& l) { return l.ffn.is_moe(); })) {
    job.experts->node->fail("model '" + model.name +
                            "' has no MoE block: experts needs a model with routed experts "
                            "(remove experts)");
  }
  check_expert_cache(job, model);
  const bool moe = std::any_of(model.layers.begin(), model.layers.end(),
                               [](const model::LayerSpec& l) { return l.ffn.is_moe(); });
  if (job.batch > 1 && job.batch_node && moe && !job.experts) {
    job.batch_node->fail("batch > 1 on MoE model '" + model.name +
                         "' needs `experts` (routing: uniform or zipf): the batch reads the "
                         "union of its sequences' experts");
  }
  if (job.batch > 1 && job.batch_node && job.experts && job.experts->trace) {
    job.batch_node->fail(
        "batch > 1 with a routing trace: the trace is one sequence; use routing "
        "uniform or zipf, or batch: 1");
  }
  const auto blocks = model.layers.size();
  if (job.token.gpu_layers > 0 && static_cast<std::size_t>(job.token.gpu_layers) > blocks &&
      job.gpu_layers_node)
    job.gpu_layers_node->fail("gpu_layers is " + std::to_string(job.token.gpu_layers) +
                              " but the model has " + std::to_string(blocks) + " blocks");
  if (static_cast<std::size_t>(job.token.layers) <= blocks) return;
  const std::string message = "layers is " + std::to_string(job.token.layers) +
                              " but the model has " + std::to_string(blocks) +
                              (blocks == 1 ? " block" : " blocks");
  if (job.layers_node) job.layers_node->fail(message);
  throw std::invalid_argument("decode job: " + message);
}

std::size_t simulated_layers(const DecodeJob& job, const model::ModelSpec& model) {
  if (job.token.layers < 0 || static_cast<std::size_t>(job.token.layers) > model.layers.size())
    throw std::invalid_argument("decode: layers is " + std::to_string(job.token.layers) +
                                ", beyond the model's " + std::to_string(model.layers.size()));
  return job.token.layers > 0 ? static_cast<std::size_t>(job.token.layers) : model.layers.size();
}

}  // namespace hwsim::decode
