#pragma once
// Runs a decode job and turns executed token graphs into the "decode" table, plots and (when the
// job gives published figures) a comparison table.
//
// Time breakdown of one token, from the executed graph (task start..finish intervals):
//   gpu      = length of the union of "gemv" task intervals (kernels that read offloaded or
//   resident
//              projection weights: dense, sparse or decode-then-GEMV);
//              split into gpu_resident (GEMVs of GPU-resident groups) and gpu_offloaded (the
//              rest);
//   transfer = length of the union of "ssd_read", "gather" and "h2d" intervals (moving weights);
//   other    = total - length(union of both): selection and index copies, I/O submission,
//   attention,
//              small ops and host framework time, as the paper's "other";
//   software = length of the union of the stack's host tasks ("framework", "stack") less its
//              overlap with gpu and transfer: the software's own time exposed in the token.
// In serial mode nothing overlaps, so total = gpu + transfer + other exactly (the paper's
// breakdown). In pipelined mode gpu and transfer overlap; `overlap_ms` = gpu + transfer + other -
// total says by how much.
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "sim/core/work_budget.hpp"
#include "sim/decode/decode_job.hpp"
#include "sim/graph/executor.hpp"
#include "sim/hw/hardware_profile.hpp"
#include "sim/model/architecture.hpp"
#include "sim/report/outcome.hpp"

namespace hwsim::decode {

struct TokenBreakdown {
  double total_s = 0.0;
  double gpu_s = 0.0;
  double transfer_s = 0.0;
  double other_s = 0.0;
  double overlap_s = 0.0;
  double gpu_resident_s = 0.0;   // the part of gpu_s spent on GPU-resident groups' GEMVs
  double gpu_offloaded_s = 0.0;  // gpu_s - gpu_resident_s: GEMVs of offloaded groups
  // The software stack's own host time ("framework" and "stack" tasks) while neither a GEMV nor a
  // transfer runs: what the stack adds to the token (a part of other_s).
  double software_s = 0.0;
};

// `resident_gemvs`: the GEMV tasks of GPU-resident groups (TokenGraph::resident_gemvs).
TokenBreakdown breakdown(const graph::TaskGraph& graph, const graph::RunResult& result,
                         const std::vector<graph::TaskId>& resident_gemvs = {});

// One simulated case.
struct CaseResult {
  std::string label;
  MethodSpec method;
  Placement placement = Placement::cpu;
  TokenBreakdown time;
  // Means over the measured tokens (a one-token run: that token).
  double needed_bytes = 0.0;
  double moved_bytes = 0.0;
  std::int64_t requests = 0;
  std::optional<TokenBreakdown> prefill;        // a generation's prompt (time to first token)
  std::vector<double> warmup_s;                 // per warm-up token, total time
  std::vector<double> measured_s;               // per measured token, total time
  std::int64_t cache_capacity = 0;              // experts per MoE layer
  std::vector<std::int64_t> lookups_per_layer;  // with `experts`: over the measured tokens
  std::vector<std::int64_t> hits_per_layer;
};

// Whether the cases of this process emit every flash request as its own task
// (TokenOptions::aggregate_requests = false): the per-request form, whose output is the same bytes,
// kept to check the request batches against (`hwsim run --per-request`). Set it before any case
// runs; it is read, never written, while cases run on threads.
void set_per_request_form(bool per_request);

// Simulates one method at one placement over the warm-up and measured tokens of its
// SequencePlan (sim/decode/token_sequence.hpp), one token graph per token; `time` and the byte
// figures are means over the measured tokens. `traced` receives the last token's run when not
// null.
CaseResult run_case(const hw::HardwareProfile& profile, const model::ModelSpec& model,
                    const DecodeJob& job, const MethodSpec& method, Placement placement,
                    std::shared_ptr<const report::TracedRun>* traced = nullptr);

// The results of the cases of one run, so that a case whose resolved input equals an earlier
// case's is simulated once. A case's key is a canonical serialisation of everything run_case reads:
// `input` (the point's resolved hardware, model and job records, the job's methods and budgets left
// out; interned, since points share their hardware and model) and the case's own method, every
// field but its label, doubles written exactly, and placement. A hit copies the stored result and
// gives it the case's label and method, which is what simulating it would give, since run_case is
// deterministic and reads nothing else. The traced case is always simulated (its trace is not
// kept). Thread-safe; only cases of one process and run (one set of input files) may share it.
class CaseCache {
 public:
  // The interned id of a point's input serialisation.
  std::uint32_t input_id(const std::string& input);
  std::optional<CaseResult> get(const std::string& key);
  void put(const std::string& key, const CaseResult& result);
  std::size_t hits() const;
  std::size_t misses() const;

 private:
  static constexpr std::size_t kMaxEntries = 1 << 16;  // bounds memory in huge sweeps
  mutable std::mutex mutex_;
  std::map<std::string, std::uint32_t> inputs_;
  std::map<std::string, CaseResult> results_;
  std::size_t hits_ = 0, misses_ = 0;
};

// The key of one case of a point whose interned input is `input_id` (see CaseCache).
std::string case_key(std::uint32_t input_id, const MethodSpec& method, Placement placement);

// A run's case cache and the point's interned input (CaseCache::input_id).
struct CaseCacheRef {
  CaseCache* cache = nullptr;
  std::uint32_t input_id = 0;
};

// The run's task allowance and each case's estimated tasks (the memory ceiling's estimate of that
// case, sim/scenario/work_limit.hpp): a case that is simulated reserves its estimate from `budget`
// before its graph is built and returns it when done. Null budget: no wait.
struct CaseBudget {
  WorkBudget* budget = nullptr;
  std::function<double(const MethodSpec&, Placement)> tasks;
};

// Runs every case of the job; `threads` > 1 runs cases concurrently (same results, same order),
// as many at once as `budget` allows. With `cache`, cases found there are not simulated again
// (same bytes out). `keep_trace` false: no case is traced (JobOutcome::trace stays null).
report::JobOutcome run_decode(const hw::HardwareProfile& profile, const model::ModelSpec& model,
                              const DecodeJob& job, int threads = 1, CaseCacheRef cache = {},
                              bool keep_trace = true, const CaseBudget& budget = {});

}  // namespace hwsim::decode
