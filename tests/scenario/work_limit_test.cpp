#include "sim/scenario/work_limit.hpp"

#include <string>

#include "catch.hpp"
#include "sim/decode/decode_job.hpp"
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
}
