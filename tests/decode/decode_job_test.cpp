#include "sim/decode/decode_job.hpp"

#include <string>

#include "catch.hpp"
#include "sim/decode/decode_report.hpp"
#include "sim/hw/profile_loader.hpp"
#include "sim/io/input_error.hpp"
#include "sim/model/model_loader.hpp"
#include "sim/stack/stack_loader.hpp"

using namespace hwsim;
using namespace hwsim::decode;

namespace {

std::string error_of(const std::string& text) {
  const io::Node node = io::Node::parse_string(text, "job.yaml");
  try {
    load_decode_job(node, nullptr);
  } catch (const io::InputError& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("a decode job loads methods, budgets and placements") {
  const io::Node node = io::Node::parse_string(
      "kind: decode\nplacement: [cpu, flash]\nmethods:\n  - {name: teal, budget: 57%}\n"
      "  - {name: spax, codec: trellis, bits: 3, budget: 27%}\n",
      "job.yaml");
  const DecodeJob job = load_decode_job(node, nullptr);
  REQUIRE(job.placements.size() == 2);
  CHECK(job.placements[1] == Placement::flash);
  REQUIRE(job.methods.size() == 2);
  CHECK(job.methods[0].budget == Approx(0.57));
  CHECK(job.methods[1].codec == Codec::trellis);
  CHECK(job.methods[1].label == "spax-trellis-3b");
  // job.budgets replaces the methods' budgets, so they are not written then.
  const DecodeJob swept = load_decode_job(
      io::Node::parse_string("kind: decode\nmethods:\n  - {name: teal}\nbudgets: [10%, 20%]\n",
                             "job.yaml"),
      nullptr);
  REQUIRE(swept.budgets.size() == 2);
  CHECK(swept.budgets[1] == Approx(0.20));
}

TEST_CASE("a key that job.budgets would replace, or that nothing reads, is an error") {
  // "  - {name: teal, budget: " is 25 characters: the value starts in column 26.
  CHECK(error_of("kind: decode\nmethods:\n  - {name: teal, budget: 57%}\nbudgets: [10%]\n") ==
        "job.yaml:3:26: methods[0].budget: job.budgets (line 4) replaces this method's budget with "
        "each of its values; remove one of them");
  CHECK(error_of("kind: decode\nmethods: [{name: dense}]\nbudgets: [10%]\n") ==
        "job.yaml:3:10: budgets: budgets replaces the budget of teal and spax methods (not spax "
        "with split fractions), and no method of this job has one; remove it");
}

TEST_CASE("bad decode jobs name file, line, column and key") {
  CHECK(error_of("kind: decode\nmethods:\n  - {name: teal}\n") ==
        "job.yaml:3:5: methods[0]: missing required key 'budget' (a ratio such as '85%')");
  CHECK(error_of("kind: decode\nmethods:\n  - {name: dense, budget: 50%}\n") ==
        "job.yaml:3:27: methods[0].budget: budget does not apply to dense (remove it)");
  CHECK(error_of("kind: decode\nplacement: gpus\nmethods:\n  - {name: dense}\n") ==
        "job.yaml:2:12: placement: expected one of 'gpu', 'cpu', 'flash', 'pageable', got 'gpus' "
        "(did you mean 'gpu'?)");
  // gpu: a GPU-resident case, nothing offloaded (what offloading is compared with).
  CHECK(error_of("kind: decode\nplacement: gpu\nmethods:\n  - {name: dense}\n") == "no error");
}

TEST_CASE("a layers override beyond the model's blocks is an input error at the key") {
  model::ModelSpec model;
  model.name = "two-blocks";
  model.layers.resize(2);
  const auto job_with = [](const std::string& layers) {
    return load_decode_job(
        io::Node::parse_string(
            "kind: decode\nlayers: " + layers + "\nmethods:\n  - {name: dense}\n", "job.yaml"),
        nullptr);
  };
  CHECK_NOTHROW(check_against_model(job_with("0"), model));  // 0 = every block
  CHECK_NOTHROW(check_against_model(job_with("2"), model));
  std::string message = "no error";
  try {
    check_against_model(job_with("1000000"), model);
  } catch (const io::InputError& e) {
    message = e.what();
  }
  CHECK(message == "job.yaml:2:9: layers: layers is 1000000 but the model has 2 blocks");
  // run_decode checks before simulating anything.
  CHECK_THROWS_AS(run_decode(hw::HardwareProfile{}, model, job_with("3")), io::InputError);
}

TEST_CASE(
    "simulated_layers: the first `layers` blocks, every block at 0, beyond the model refused") {
  model::ModelSpec model;
  model.layers.resize(2);  // a two-block model: only the count is read
  const auto job_with = [](const std::string& layers) {
    return load_decode_job(
        io::Node::parse_string(
            "kind: decode\nlayers: " + layers + "\nmethods:\n  - {name: dense}\n", "job.yaml"),
        nullptr);
  };
  CHECK(simulated_layers(job_with("0"), model) == 2);  // 0 = every block
  CHECK(simulated_layers(job_with("1"), model) == 1);
  CHECK(simulated_layers(job_with("2"), model) == 2);
  CHECK_THROWS_AS(simulated_layers(job_with("3"), model), std::invalid_argument);
}

TEST_CASE("under the spax-paper stack every Table 3 total is within 5% and every GPU cell 25%") {
  const std::string path =
      std::string(HWSIM_SOURCE_DIR) + "/workloads/scenarios/decode-paper-table3.yaml";
  const io::Node root = io::Node::load_file(path);
  // The paper's software values (op time, kernel speeds) are its stack's: spax-paper.
  const auto stack =
      std::make_shared<const stack::Stack>(stack::load_stack(root.at("stack"), nullptr));
  const auto profile =
      stack::effective_hardware(hw::load_hardware(root.at("hardware"), nullptr), *stack);
  const auto model = model::load_model(root.at("model"), nullptr);
  DecodeJob job = load_decode_job(root.at("job"), nullptr);
  job.token.stack = stack;
  const auto outcome = run_decode(profile, model, job);
  REQUIRE(outcome.tables.size() == 2);
  const auto& cmp = outcome.tables[1];
  const auto metric = cmp.column_index("metric");
  const auto error = cmp.column_index("error_pct");
  const auto method = cmp.column_index("method");
  const auto placement = cmp.column_index("placement");
  int totals = 0;
  double sum = 0.0;
  for (const auto& row : cmp.rows) {
    INFO(std::get<std::string>(row[method]) << " " << std::get<std::string>(row[placement]));
    const double e = std::get<double>(row[error]);
    if (std::get<std::string>(row[metric]) == "gpu_ms") CHECK(std::abs(e) < 25.0);
    // The fitted cells (stack spax-paper's decode rates) reproduce their rows: 64, 27, 18 ms.
    if (std::get<std::string>(row[metric]) == "gpu_ms" &&
        std::get<std::string>(row[method]) != "TEAL")
      CHECK(std::abs(e) < 0.01);
    if (std::get<std::string>(row[metric]) != "total_ms") continue;
    sum += std::abs(e);
    ++totals;
    CHECK(std::abs(e) < 5.0);
  }
  CHECK(totals == 10);
  CHECK(sum / totals < 2.5);
}
