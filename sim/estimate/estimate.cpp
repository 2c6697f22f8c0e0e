#include "sim/estimate/estimate.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <nlohmann/json.hpp>

#include "sim/hf/hf_import.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/joined.hpp"
#include "sim/io/node.hpp"
#include "sim/io/sweep.hpp"
#include "sim/model/architecture.hpp"
#include "sim/scenario/scenario.hpp"
#include "sim/train/stack.hpp"

namespace hwsim::estimate {
namespace {

// The usual full fine-tuning step of one sequence (the recipe of the train scenarios in
// workloads/scenarios): bf16 mixed precision with AdamW and PyTorch's lazy state allocation, flash
// attention, full recomputation, fp32 loss upcast, and the framework overheads measured on the
// H200 machine (validate/train_memory).
constexpr const char* kTrainJob =
    "{kind: train, micro_batch: 1, global_batch: 16, seq_len: 4096, precision: bf16_mixed, "
    "optimizer: adamw, activation_mode: per_op, attention: flash, dropout: false, recompute: full, "
    "loss_fp32_upcast: true, overheads: {cuda_context: 500 MiB, cublas_workspace: 32 MiB, "
    "fragmentation: 5%}, states_allocated: first_step}";

// The recipes' sequence length and decode context, capped by a learned position table.
constexpr std::int64_t kTokens = 4096;

// job with "key: 4096" set to tokens.
std::string with_tokens(std::string job, const std::string& key, std::int64_t tokens) {
  const std::string from = key + ": " + std::to_string(kTokens);
  return job.replace(job.find(from), from.size(), key + ": " + std::to_string(tokens));
}

// Offloaded decode with every projection offloaded (config ALL), 4k tokens of context.
constexpr const char* kDecodeJob =
    "{kind: decode, config: ALL, context_tokens: 4096, flash_staging: 16 MiB}";

// The methods, one per row (placed in CPU memory, then on flash): dense BF16 and Q4_K_M, TEAL at
// 50% and SpAx (trellis, 3 bits) at the budget the SpAx paper reports for it (27%). A quantized
// checkpoint's own format takes BF16's place (checkpoint_method).
constexpr const char* kPlacements[] = {"cpu", "flash"};
constexpr const char* kMethods[] = {
    "{label: BF16, name: dense, format: bf16}",
    "{label: Q4_K_M, name: dense, format: q4_k_m}",
    "{label: TEAL-50%, name: teal, budget: 50%}",
    "{label: SpAx-trellis-3b, name: spax, codec: trellis, bits: 3, budget: 27%}",
};
constexpr const char* kMethodsText =
    "Q4_K_M (dense), TEAL-50% (teal, budget 50%), SpAx-trellis-3b (spax, codec trellis, "
    "bits 3, budget 27%)";

// The decode methods for a checkpoint: kMethods, the first in the checkpoint's format when it is
// quantized ("{label: MXFP4, name: dense, format: mxfp4}").
std::vector<std::string> methods_for(const hf::Checkpoint& c) {
  std::vector<std::string> out(std::begin(kMethods), std::end(kMethods));
  if (!c.quantized()) return out;
  std::string label = c.format;
  for (char& ch : label) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  out.front() = "{label: " + label + ", name: dense, format: " + c.format + "}";
  return out;
}

std::string methods_note(const hf::Checkpoint& c) {
  if (!c.quantized()) return std::string("methods: BF16, ") + kMethodsText;
  const std::string first = methods_for(c).front();
  const std::string label = first.substr(8, first.find(',') - 8);  // after "{label: "
  return "methods: " + label + " (dense, the checkpoint's " + c.format +
         " for every offloaded projection, at its registry row's usual setting), " + kMethodsText;
}

// An override as the job reads it ("job.seq_len=8") and as the user wrote it ("train.seq_len=8").
using Override = std::pair<std::string, std::string>;

struct Routed {
  std::vector<Override> train, decode;
  bool decode_cases_changed = false;  // placement or methods set by the user
};

// Where a refused override's keys belong instead.
std::string routing_hint(const std::string& prefix) {
  if (prefix == "model") return " (a changed model: `hwsim import-model`, then a scenario)";
  if (prefix == "job") return " (job keys go to train. or decode.)";
  return "";
}

// "train.K=V" -> train "job.K=V"; "decode.K=V" -> decode "job.K=V"; "hardware.K=V" -> both.
Routed route(const std::vector<std::string>& overrides) {
  io::check_set_order(overrides);  // as `run` refuses a value that a later --set would drop
  Routed r;
  for (const std::string& o : overrides) {
    const std::size_t dot = o.find('.');
    const std::size_t eq = o.find('=');
    const std::string prefix = dot < eq ? o.substr(0, dot) : o.substr(0, eq);
    const std::string rest = dot < eq ? o.substr(dot + 1) : "";
    if (prefix == "train" && !rest.empty()) {
      r.train.push_back({"job." + rest, o});
    } else if (prefix == "decode" && !rest.empty()) {
      r.decode.push_back({"job." + rest, o});
      r.decode_cases_changed = r.decode_cases_changed || rest.rfind("placement", 0) == 0 ||
                               rest.rfind("methods", 0) == 0 || rest.rfind("budgets", 0) == 0;
    } else if (prefix == "hardware") {
      r.train.push_back({o, o});
      r.decode.push_back({o, o});
    } else {
      throw io::InputError({"<--set " + o + ">", 1, 1}, prefix,
                           "estimate takes train.KEY=VALUE, decode.KEY=VALUE or "
                           "hardware.KEY=VALUE" +
                               routing_hint(prefix));
    }
  }
  return r;
}

// The generated training job's stack: `model: {hf_config}` is trained through transformers'
// modeling code, so the job runs stack hf-transformers with the config's model_type when the stack
// has a row for it (sim/train/stack.hpp), and stays pytorch otherwise. An override of
// train.stack or train.stack_architecture leaves both to the user.
struct TrainStack {
  std::string job;   // the job text with the stack keys added, if any
  std::string note;  // what the train table says about it
};

TrainStack with_stack(const std::string& job, const std::string& model_type,
                      const std::vector<Override>& train_overrides) {
  for (const auto& [routed, written] : train_overrides) {
    if (routed.rfind("job.stack", 0) == 0) return {job, "stack: as set by " + written};
  }
  if (train::find_hf_architecture(model_type) == nullptr) {
    return {job, std::string("stack: pytorch (hand-written modules; the hf-transformers stack has "
                             "no row for model_type ") +
                     model_type + ")"};
  }
  std::string out = job;
  out.pop_back();
  out += ", stack: hf-transformers, stack_architecture: " + model_type + "}";
  return {out, std::string("stack: hf-transformers (transformers ") +
                   train::kHfTransformersVersion + " modeling code of model_type " + model_type +
                   ", the default for a Hugging Face config; train.stack=pytorch for hand-written "
                   "modules)"};
}

std::string quoted(const std::filesystem::path& p) {
  // As given: a relative path resolves against the working directory (the generated scenario's
  // name is not a path), and messages name it as the user wrote it.
  return nlohmann::json(p.string()).dump();
}

std::string scenario_text(const EstimateOptions& o, const std::filesystem::path& hardware,
                          const std::string& job) {
  return "hardware: " + quoted(hardware) + "\nmodel: {hf_config: " + quoted(o.config) +
         (o.lenient ? ", lenient: true" : "") + "}\njob: " + job + "\n";
}

std::string decode_job(std::string job, const std::vector<std::string>& placements,
                       const std::vector<std::string>& methods) {
  job.pop_back();
  return job + ", placement: [" + io::joined(placements) + "], methods: [" + io::joined(methods) +
         "]}";
}

// An error located in a routed override, located in the override as the user wrote it.
[[noreturn]] void rethrow_as_written(const io::InputError& e,
                                     const std::vector<Override>& overrides) {
  for (const auto& [routed, written] : overrides) {
    if (e.where().file != "<--set " + routed + ">" || routed == written) continue;
    const std::string prefix = written.substr(0, written.find('.') + 1);  // "train."
    std::string key = e.key_path();
    if (key.rfind("job.", 0) == 0) key = prefix + key.substr(4);
    const int shift = static_cast<int>(written.size()) - static_cast<int>(routed.size());
    throw io::InputError({"<--set " + written + ">", e.where().line, e.where().column + shift}, key,
                         e.message());
  }
  throw e;
}

scenario::PointResult run_text(const std::string& name, const std::string& text,
                               const std::vector<Override>& overrides, const EstimateOptions& o) {
  scenario::ScenarioOptions so;
  for (const auto& [routed, written] : overrides) so.overrides.push_back(routed);
  so.point_text = text;
  so.limits = o.limits;
  try {
    return scenario::run_point("<estimate: " + name + ">", io::SweepPoint{}, so);
  } catch (const io::InputError& e) {
    rethrow_as_written(e, overrides);
  }
}

const report::Table& table_named(const report::JobOutcome& outcome, const std::string& name) {
  for (const report::Table& t : outcome.tables) {
    if (t.name == name) return t;
  }
  throw std::logic_error("estimate: the job produced no table '" + name + "'");
}

report::Cell cell(const report::Table& t, std::size_t row, const std::string& column) {
  return t.rows.at(row).at(t.column_index(column));
}

// The decode check's refusals of a placement for lack of room (or of storage): an answer.
bool is_placement_refusal(const io::InputError& e) {
  return e.key_path() == "job.placement" || e.key_path() == "job.config" ||
         e.key_path() == "job.groups";
}

// The checkpoint's note: its format, what stays unquantized, the MTP modules it adds.
std::string checkpoint_note(const hf::Checkpoint& c, const hf::CheckpointSize& size) {
  std::string note =
      "checkpoint_bytes: every tensor as the checkpoint stores it, " + c.describe() +
      (c.quantized()
           ? "; in " + c.dtype + ": norms, biases" +
                 (size.unquantized.empty() ? std::string() : ", " + io::joined(size.unquantized))
           : " (" + c.dtype_source + ")");
  if (size.mtp_parameters > 0) {
    note += "; with " + std::to_string(c.mtp_modules) + " multi-token-prediction module(s) of " +
            std::to_string(size.mtp_parameters) + " parameters, not counted in parameters";
  }
  return note + ".";
}

report::Table model_table(const EstimateOptions& o, const hf::ImportedModel& imported,
                          const model::ModelSpec& m, const std::string& hardware_name) {
  report::Table t;
  t.name = "model";
  t.title = "Model (" + o.config.string() + ") on " + hardware_name;
  t.columns = {{"model", "", 0},
               {"model_type", "", 0},
               {"layers", "", 0},
               {"parameters", "", 0},
               {"active_parameters", "", 0},
               {"weights_format", "", 0},
               {"checkpoint_bytes", "B", 0},
               {"kv_cache_bytes_per_token", "B", 0, "kv_bytes_per_token"},
               {"recurrent_state_bytes", "B", 0},
               {"text_only", "", 0}};
  const hf::CheckpointSize size = hf::checkpoint_size(imported.checkpoint, m);
  // BF16 cache (2 bytes per element), as the decode job's kv_bytes_per_element default.
  t.add_row(
      {m.name, imported.model_type, static_cast<std::int64_t>(m.layers.size()),
       model::parameter_count(m), model::active_parameter_count(m),
       imported.checkpoint.quantized() ? imported.checkpoint.format : imported.checkpoint.dtype,
       static_cast<std::int64_t>(std::llround(size.bytes)), 2 * model::kv_cache_elements(m, 1),
       2 * model::recurrent_state_elements(m), std::string(imported.text_only ? "yes" : "no")});
  t.notes.push_back(
      "kv_bytes_per_token: BF16 K and V of one token in every layer (a sliding-window layer "
      "stops growing at its window); recurrent_state: the fixed state of linear-attention and "
      "Mamba-2 layers.");
  t.notes.push_back(checkpoint_note(imported.checkpoint, size));
  if (const std::string note = hf::unread_note(imported); !note.empty()) t.notes.push_back(note);
  if (imported.text_only) {
    t.notes.push_back("multimodal config: only the text decoder (text_config) is counted.");
  }
  if (const std::string note = hf::defaults_note(imported); !note.empty()) t.notes.push_back(note);
  return t;
}

std::string job_value(const std::string& resolved, const std::string& key) {
  const io::Node root = io::Node::parse_string(resolved, "<resolved>");
  return root.at("job").at(key).as_string();
}

report::Table train_table(const scenario::PointResult& r, const std::string& stack_note) {
  const report::Table& summary = table_named(r.outcome, "memory_summary");
  const report::Table& timeline = table_named(r.outcome, "timeline_summary");
  report::Table t;
  t.name = "train";
  t.title = "Training memory of one full fine-tuning step on one GPU";
  t.columns = {{"seq_len", "", 0},
               {"micro_batch", "", 0},
               {"peak", "GiB", 3, "peak_GiB"},
               {"capacity", "GiB", 3, "capacity_GiB"},
               {"fits", "", 0},
               {"largest_micro_batch", "", 0},
               {"largest_seq_len", "", 0},
               {"peak_task", "", 0}};
  t.add_row({cell(summary, 0, "seq_len"), cell(summary, 0, "micro_batch"),
             cell(timeline, 0, "peak"), cell(timeline, 0, "capacity"), cell(timeline, 0, "fits"),
             cell(timeline, 0, "largest_micro_batch"), cell(timeline, 0, "largest_seq_len"),
             cell(timeline, 0, "peak_task")});
  const std::string& res = r.resolved_yaml;
  t.notes.push_back("recipe: precision " + job_value(res, "precision") + ", optimizer " +
                    job_value(res, "optimizer") + ", attention " + job_value(res, "attention") +
                    ", recompute " + job_value(res, "recompute") +
                    "; largest_*: the largest that fit with the other one unchanged (0: none)");
  t.notes.push_back(stack_note);
  for (const std::string& n : table_named(r.outcome, "memory_terms").notes) {
    if (n.rfind("hwsim_GiB", 0) == 0) t.notes.push_back(n);
  }
  for (const std::string& n : timeline.notes) {  // where a search stopped at its ceiling
    if (n.rfind("largest_", 0) == 0) t.notes.push_back(n);
  }
  return t;
}

report::Table decode_table_shape() {
  report::Table t;
  t.name = "decode";
  t.title = "Time per decoded token, weights offloaded";
  t.columns = {{"method", "", 0},     {"placement", "", 0},  {"needed_gb", "GB", 2},
               {"moved_gb", "GB", 2}, {"total_ms", "ms", 2}, {"tokens_per_s", "tok/s", 2},
               {"status", "", 0}};
  return t;
}

void add_decode_rows(report::Table& out, const scenario::PointResult& r,
                     const std::string& only_label) {
  const report::Table& d = table_named(r.outcome, "decode");
  for (std::size_t i = 0; i < d.rows.size(); ++i) {
    const report::Cell label = cell(d, i, "method");
    if (!only_label.empty() && std::get<std::string>(label) != only_label) continue;
    out.add_row({label, cell(d, i, "placement"), cell(d, i, "needed_gb"), cell(d, i, "moved_gb"),
                 cell(d, i, "total_ms"), cell(d, i, "tokens_per_s"), std::string("ok")});
  }
}

std::string label_of(const std::string& method) {
  const std::size_t a = method.find("label: ") + 7;
  return method.substr(a, method.find(',', a) - a);
}

// One point per case: a case's refusal is its own row, and the task-count ceiling (the memory
// bound) applies to one case's graph at a time.
void add_decode_cases(report::Table& decode, std::string& resolved, const EstimateOptions& o,
                      const std::filesystem::path& hardware, const std::string& job,
                      const std::vector<Override>& overrides,
                      const std::vector<std::string>& methods) {
  for (const char* p : kPlacements) {
    for (const std::string& m : methods) {
      const std::string text = scenario_text(o, hardware, decode_job(job, {p}, {m}));
      try {
        const scenario::PointResult one = run_text("decode job", text, overrides, o);
        resolved += "---\n" + one.resolved_yaml;
        add_decode_rows(decode, one, label_of(m));
      } catch (const io::InputError& refusal) {
        if (!is_placement_refusal(refusal)) throw;
        decode.add_row({label_of(m), std::string(p), {}, {}, {}, {}, "no: " + refusal.message()});
      }
    }
  }
}

}  // namespace

std::filesystem::path default_hardware_path() {
  return (scenario::default_scenario_path().parent_path() / "../../hw_profiles/h200-local.yaml")
      .lexically_normal();
}

const char* train_job_text() { return kTrainJob; }
const char* decode_job_text() { return kDecodeJob; }

EstimateResult run_estimate(const EstimateOptions& o) {
  if (!std::filesystem::is_regular_file(o.config)) {
    throw io::InputError({o.config.string(), 0, 0}, "", "cannot read the Hugging Face config");
  }
  const Routed routed = route(o.overrides);
  const std::filesystem::path hardware = o.hardware.empty() ? default_hardware_path() : o.hardware;
  const hf::ImportedModel imported = hf::import_config_file(o.config.string(), {o.lenient});
  const model::ModelSpec spec = hf::load_imported(imported, "<imported " + o.config.string() + ">");
  // A learned position table bounds the sequence (and the decode context, which leaves one
  // position for the new token).
  const std::int64_t seq_len =
      spec.max_positions > 0 ? std::min(kTokens, spec.max_positions) : kTokens;
  const std::int64_t context =
      spec.max_positions > 0 ? std::min(kTokens, spec.max_positions - 1) : kTokens;
  const TrainStack stack =
      with_stack(with_tokens(kTrainJob, "seq_len", seq_len), imported.model_type, routed.train);
  const std::string& train_job = stack.job;
  const std::string decode_base = with_tokens(kDecodeJob, "context_tokens", context);
  EstimateResult result;
  const scenario::PointResult train =
      run_text("train job", scenario_text(o, hardware, train_job), routed.train, o);
  result.train_resolved = train.resolved_yaml;
  const std::string hardware_name = io::Node::parse_string(train.resolved_yaml, "<resolved>")
                                        .at("hardware")
                                        .at("name")
                                        .as_string();
  result.tables.push_back(model_table(o, imported, spec, hardware_name));
  result.tables.push_back(train_table(train, stack.note));

  report::Table decode = decode_table_shape();
  const std::vector<std::string> placements(std::begin(kPlacements), std::end(kPlacements));
  const std::vector<std::string> methods = methods_for(imported.checkpoint);
  if (routed.decode_cases_changed) {
    // The user's placements or methods: one run, as a scenario would run them.
    const scenario::PointResult all = run_text(
        "decode job", scenario_text(o, hardware, decode_job(decode_base, placements, methods)),
        routed.decode, o);
    result.decode_resolved = all.resolved_yaml;
    add_decode_rows(decode, all, "");
  } else {
    add_decode_cases(decode, result.decode_resolved, o, hardware, decode_base, routed.decode,
                     methods);
    decode.notes.push_back(methods_note(imported.checkpoint) +
                           "; config ALL (every projection offloaded; the embedding and the "
                           "output head stay on the GPU, the head's GEMV timed); needed_gb: the "
                           "offloaded blocks' bytes a token needs; status no: the case's "
                           "weights or KV cache do not fit where it places them");
  }
  result.tables.push_back(std::move(decode));
  return result;
}

}  // namespace hwsim::estimate
