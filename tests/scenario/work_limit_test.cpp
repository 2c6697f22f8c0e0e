#include "sim/scenario/work_limit.hpp"

#include <string>

#include "catch.hpp"
#include "sim/decode/decode_job.hpp"
#include "sim/decode/decode_machine.hpp"
#include "sim/decode/token_graph_builder.hpp"
#include "sim/decode/token_sequence.hpp"
#include "sim/hw/profile_loader.hpp"
#include "sim/model/model_loader.hpp"

using namespace hwsim;

namespace {

decode::DecodeJob job_with_budgets(const std::string& budgets) {
  return decode::load_decode_job(
      io::Node::parse_string("kind: decode\nplacement: [flash]\nlayers: 1\nmethods:\n"
                             "  - {label: TEAL, name: teal}\nbudgets: " +
                                 budgets + "\n",
                             "job.yaml"),
      nullptr);
}

}  // namespace

TEST_CASE("the decode estimate takes every budget: flash requests peak in the middle") {
  const hw::HardwareProfile hw = hw::load_hardware(
      io::Node::load_file(std::string(HWSIM_SOURCE_DIR) + "/hw_profiles/paper-testbed.yaml"),
      nullptr);
  const model::ModelSpec llama = model::load_model(
      io::Node::load_file(std::string(HWSIM_SOURCE_DIR) + "/workloads/models/llama-3.1-8b.yaml"),
      nullptr);
  // k of n columns picked at random form about k (n - k + 1) / n runs, one request each: at
  // k = n / 2 about n / 4 runs, at k = n a single run per group (then the bytes over the largest
  // request). So a sweep of 50% and 100% builds more tasks at 50% than at 100%, and the estimate
  // of the sweep is that of its 50% case, not of its largest budget.
  const decode::DecodeJob both = job_with_budgets("[50%, 100%]");
  const decode::DecodeJob half = job_with_budgets("[50%]");
  const decode::DecodeJob full = job_with_budgets("[100%]");
  const double e_both = scenario::estimate_decode(both, llama, hw).tasks;
  const double e_half = scenario::estimate_decode(half, llama, hw).tasks;
  const double e_full = scenario::estimate_decode(full, llama, hw).tasks;
  CHECK(e_half > e_full);
  CHECK(e_both == e_half);
  // The per-case estimate the run reserves from its WorkBudget is the same count.
  decode::MethodSpec teal = both.methods.front();
  teal.budget = 0.5;
  CHECK(scenario::estimate_decode_case(both, llama, hw, teal, decode::Placement::flash) == e_half);
  // Counted on three threads, the cases give the same estimate to the bit: sums and the largest
  // are taken in case order.
  const scenario::WorkEstimate serial = scenario::estimate_decode(both, llama, hw, 1);
  const scenario::WorkEstimate threaded = scenario::estimate_decode(both, llama, hw, 3);
  CHECK(threaded.tasks == serial.tasks);
  CHECK(threaded.driver == serial.driver);
  CHECK(threaded.simulated_requests == serial.simulated_requests);
  CHECK(threaded.simulated_tasks == serial.simulated_tasks);
}

namespace {

// The tasks the builder holds for the first token of one case, built as decode::run_case does, a
// request batch of k requests counted as 1 + kTasksPerBatchedRequest (k - 1) tasks.
double built_tasks(const decode::DecodeJob& job, const model::ModelSpec& model,
                   const hw::HardwareProfile& hw, const decode::MethodSpec& method,
                   decode::Placement placement) {
  const decode::MethodSpec read = decode::batch_method(job, method);
  const decode::SequencePlan plan = decode::plan_sequence(job, model, hw, read, placement);
  const decode::DecodeMachine machine = decode::build_decode_machine(hw, job.machine);
  const decode::TokenOptions options = decode::token_options(job, plan, 0, placement);
  const graph::TaskGraph graph = decode::build_token_graph(hw, machine, model, read, options).graph;
  double tasks = 0.0;
  for (graph::TaskId id = 0; id < graph.size(); ++id)
    tasks += 1.0 + scenario::kTasksPerBatchedRequest * (graph.task(id).requests - 1.0);
  return tasks;
}

hw::HardwareProfile profile(const std::string& name) {
  return hw::load_hardware(
      io::Node::load_file(std::string(HWSIM_SOURCE_DIR) + "/hw_profiles/" + name + ".yaml"),
      nullptr);
}

model::ModelSpec model_named(const std::string& name) {
  return model::load_model(
      io::Node::load_file(std::string(HWSIM_SOURCE_DIR) + "/workloads/models/" + name + ".yaml"),
      nullptr);
}

decode::DecodeJob decode_job(const std::string& text) {
  return decode::load_decode_job(io::Node::parse_string("kind: decode\n" + text, "job.yaml"),
                                 nullptr);
}

}  // namespace

TEST_CASE("the decode estimate bounds the built graph's tasks from above, within 10% + 8 a group") {
  // The flash reads are counted exactly on the builder's selections (decode::plan_reads per tier),
  // so the estimate is at least the built count; the rest of a group (selection, index copy,
  // submission, copy, GEMV, small ops, one record per expert) is a fixed allowance per group and
  // piece, an upper bound: on these cases the estimate stays within 10% of the built count plus 8
  // tasks per simulated matrix group (which the small models' graphs, a few hundred tasks, see).
  // Each case: hardware, model, job; every method at every budget.
  struct Case {
    const char* hardware;
    const char* model;
    const char* job;
    bool measured = false;  // with a measured read-latency grid: request batches
  };
  const char* methods =
      "methods:\n  - {label: dense, name: dense}\n  - {label: TEAL, name: teal}\n"
      "  - {label: scalar, name: spax, codec: scalar}\n"
      "  - {label: trellis, name: spax, codec: trellis, bits: 3}\n"
      "budgets: [10%, 40%, 70%]\n";
  const Case cases[] = {
      {"paper-testbed", "llama-3.1-8b", "placement: [flash]\nlayers: 2\n"},
      {"h200-local", "llama-3.1-8b", "placement: [flash]\nlayers: 2\n"},
      {"paper-testbed", "dev2-moe", "placement: [flash]\n"},
      {"paper-testbed", "dev2-gqa", "placement: [flash, cpu]\noverlap: pipelined\n"},
      {"h200-local", "dev2-gqa", "placement: [flash]\noverlap: pipelined\n"},
      {"paper-testbed", "dev2-gqa", "placement: [cpu]\ncpu_fetch: gather\noverlap: pipelined\n"},
      // pageable host memory is fetched as cpu is (its row's Fetch), gathers and all
      {"paper-testbed", "dev2-gqa",
       "placement: [pageable]\ncpu_fetch: gather\noverlap: pipelined\n"},
      {"paper-testbed", "dev2-gqa", "placement: [flash]\nflash_staging: 64 KiB\n", true},
      {"paper-testbed", "dev2-moe", "placement: [flash]\noverlap: pipelined\n", true},
  };
  for (const Case& c : cases) {
    hw::HardwareProfile hw = profile(c.hardware);
    if (c.measured) {
      for (const double size : {4096.0, 131072.0}) {
        hw.storage->read_latencies.push_back({size, 1, 50e-6 + size / 1e9});
        hw.storage->read_latencies.push_back({size, 32, 80e-6 + size / 0.5e9});
      }
    }
    const model::ModelSpec model = model_named(c.model);
    const decode::DecodeJob job = decode_job(std::string(c.job) + methods);
    double groups = 0.0;
    for (std::size_t l = 0; l < decode::simulated_layers(job, model); ++l)
      groups += static_cast<double>(model::matrix_groups(model.layers[l], model.hidden).size());
    for (const decode::Placement placement : job.placements) {
      for (decode::MethodSpec method : job.methods) {
        for (const double budget : method.is_sparse() ? job.budgets : std::vector<double>{1.0}) {
          method.budget = budget;
          const double built = built_tasks(job, model, hw, method, placement);
          const double estimate = scenario::estimate_decode_case(job, model, hw, method, placement);
          INFO(c.hardware << " " << c.model << " " << method.label << " " << budget << " "
                          << decode::to_string(placement) << ": built " << built << ", estimate "
                          << estimate);
          CHECK(estimate >= built);
          CHECK(estimate <= 1.1 * built + 8.0 * groups);
        }
      }
    }
  }
}
