#pragma once
// An offloaded-decode job: which methods to simulate, where the weights live, how transfers and
// compute overlap, and (optionally) published figures to compare with. Loaded from a scenario's
// `job` section by load_decode_job; the keys, defaults and help are declared once in
// decode_sections() (see `hwsim describe`).
//
//   job:
//     kind: decode
//     placement: cpu            # cpu | flash, or a list [cpu, flash]
//     config: ALL               # ALL | CA | custom (then `groups: {qkv: gpu, down: flash, ...}`)
//     overlap: serial           # serial | pipelined (with chunks: N)
//     methods:
//       - {name: dense, format: bf16}
//       - {name: teal, budget: 57%}
//       - {name: spax, codec: trellis, bits: 3, budget: 27%}
//     budgets: [10%, 20%]       # optional: every sparse method at each of these budgets
//     layers: 4                 # optional: only the first N layers (at most the model's)
//     tokens: 64                # measured tokens (0 = auto: 1 without `experts`, 64 with)
//     warmup_tokens: 8          # optional: tokens before them (default: until the cache fills)
//     experts: {routing: zipf, zipf_s: 1.2, reuse: 20%, cache: lru, capacity: 16}
//     batch: 4                  # sequences decoded together (token_sequence.hpp: batch_union)
//     reference:                # optional: published figures; a comparison table is printed
//       - {method: TEAL, placement: cpu, total_ms: 680, set: held_out, source: "paper Table 3"}
// Token t of a sequence (t = 0 the first warm-up token) reads a KV cache of context_tokens + t
// tokens and draws its sparse selections from a seed mixed with t (t = 0: the job's seed, so a
// one-token run is the single token simulated before sequences existed); with `experts` it routes
// as sim/decode/routing.hpp says. Nothing else carries from token to token, so without `experts`
// one token is already the steady state, hence the default of 1; with an expert cache 64
// measured tokens after the warm-up give p99 as the 1st-largest of 64.
// The speedup column is relative to dense bf16 at the same placement: when no method is dense bf16,
// that case is simulated anyway and shown as a row labelled "dense-bf16 (baseline)".
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "sim/decode/decode_machine.hpp"
#include "sim/decode/routing.hpp"
#include "sim/decode/tiers.hpp"
#include "sim/decode/token_graph_builder.hpp"
#include "sim/io/node.hpp"
#include "sim/io/resolved.hpp"
#include "sim/io/schema.hpp"
#include "sim/model/architecture.hpp"

namespace hwsim::decode {

// What a published row is to the model: fit (its figures set profile values, so it is no test
// and stays out of every mean), dev (compared while the model is developed: in-sample) or held_out
// (never looked at while changing the model: the out-of-sample figure).
enum class ReferenceSet { fit, dev, held_out };
const char* to_string(ReferenceSet set);

// Published per-case figures; unset fields are not compared.
struct ReferenceRow {
  std::string method;  // a method label
  Placement placement = Placement::cpu;
  std::optional<double> needed_gb, moved_gb, gpu_ms, transfer_ms, other_ms, total_ms;
  std::optional<double> ttft_ms, tpot_ms, throughput;  // a generation's (job.prompt_tokens)
  std::optional<io::Node> generation_node;             // where one of those is written
  ReferenceSet set = ReferenceSet::dev;
  std::string source;
};

struct DecodeJob {
  std::vector<Placement> placements{Placement::cpu};
  PlacementConfig placement;  // preset and custom groups; `offload` is set per case
  TokenOptions token;         // everything but placement.offload
  MachineOptions machine;
  std::vector<MethodSpec> methods;
  std::vector<double> budgets;  // empty = each method's own budget
  std::vector<ReferenceRow> reference;
  std::int64_t prompt_tokens = 0;  // a generation's prompt (0 = decode steps only)
  std::optional<io::Node> prompt_node;
  std::int64_t tokens = 1;                    // measured tokens per case
  std::optional<std::int64_t> warmup_tokens;  // unset: until every expert cache is full
  std::optional<ExpertsSpec> experts;         // MoE routing and the GPU expert cache
  int batch = 1;                              // sequences decoded together
  // Column overlap across the batch: unset = independent sequences (union 1 - (1 - b)^B); else o,
  // the fraction of each further sequence's columns already selected (union b (1 + (B-1)(1-o))).
  std::optional<double> batch_overlap;
  std::string batch_overlap_source;
  std::optional<io::Node> batch_node;
  std::optional<io::Node> tokens_node;
  std::string trace_method;  // label of the case whose run is kept as the trace; empty = last case
  std::optional<io::Node> layers_node;      // where a non-zero `layers` was written, for its errors
  std::optional<io::Node> gpu_layers_node;  // the same for `gpu_layers`
  std::optional<io::Node> embedding_node;   // where `embedding` was written
  std::optional<io::Node> groups_node;      // the custom `groups` map, checked against the model
  // Where the job and its keys checked against the machine are written (unset: not written, or a
  // job built in code).
  std::optional<io::Node> job_node, placement_node, config_node, threads_node, context_node,
      queue_depth_node;
};

std::vector<io::SectionSpec> decode_sections();

// Throws io::InputError (file:line:col: key.path: message) for bad input.
// Why the job key `key` (a key of the job map, such as "chunks") is read by no case of job: a
// value there would change no result (chunks of a serial job, flash_staging or queue_depth without
// flash, cpu_fetch without CPU placement, threads without gathers, budgets without a budgeted
// method, selection and resident_budget without a sparse method, kv_bytes_per_element without
// attention, batch_overlap at batch 1 or without a sparse method); nullopt when some case reads it.
// A sweep over such a key is an error (sim/scenario).
std::optional<std::string> unread_job_key(const DecodeJob& job, const std::string& key);

// Where `group` of layer `layer` lives in a case placed by `placement` (the job's preset and
// groups with the case's offload): on the GPU within job.token.gpu_layers, else by `placement`.
Placement placement_in(const DecodeJob& job, const PlacementConfig& placement, std::size_t layer,
                       const model::MatrixGroup& group);

// Whether some case of `job` puts weights (a case's placement, or one group's in `groups`) on a
// placement row for which `holds` is true; fetches_by: a row that fetches as `fetch` does.
bool any_placement(const DecodeJob& job, const std::function<bool(const PlacementTraits&)>& holds);
bool fetches_by(const DecodeJob& job, Fetch fetch);
// Whether some case may gather on the CPU before its copy: weights in host memory with cpu_fetch
// gather, or gather_sparse and a sparse method. It asks no plan, so a sparse method counts even
// where its budget selects every column (a group gathers exactly when decode::gathers_on_cpu says
// so).
bool gathers(const DecodeJob& job);
// Whether some method of the job selects columns (teal, spax, scap: MethodSpec::is_sparse).
bool has_sparse_method(const DecodeJob& job);
// Whether the job draws anything with its seed: a sparse selection or the experts' routes.
bool reads_seed(const DecodeJob& job);
// Whether the job's cases include a dense BF16 baseline beside its methods (for the speedup
// column): no method is dense bf16, and no expert cache (whose capacity is sized for one format).
bool adds_dense_baseline(const DecodeJob& job);

DecodeJob load_decode_job(const io::Node& job, io::Resolved* sink);

// The checks that need the job's software stack (job.token.stack): a prompt's prefill needs an
// eager stack (the harness graph decodes tokens). Throws io::InputError at the key.
void check_against_stack(const DecodeJob& job);

// The checks that need the model: `layers` may not exceed the model's blocks; a tied model's
// `embedding`, when written, equals `head` (one table). Throws io::InputError
// at the `layers` key ("layers is 1000000 but the model has 32 blocks"), or std::invalid_argument
// for a job built in code. run_decode calls it first.
void check_against_model(const DecodeJob& job, const model::ModelSpec& model);

// The layers one token runs: the model's first `token.layers` blocks, or all of them when
// token.layers is 0. The one meaning every decode count uses (weights stored, KV cache, staging,
// routing, the token graph). A count beyond the model's blocks, or negative, is a programming error
// here (check_against_model refuses it at the `layers` key first): std::invalid_argument.
std::size_t simulated_layers(const DecodeJob& job, const model::ModelSpec& model);

}  // namespace hwsim::decode
