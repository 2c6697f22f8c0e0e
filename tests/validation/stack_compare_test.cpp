// hwsim validate --stack-results on the synthetic fixture (tests/validation/data/
// stack_truth_synthetic.json: made-up times, not a measurement): each case becomes a scenario,
// its prediction is that scenario's generation table, the errors follow; bad documents are refused
// at their key.
#include "sim/validation/stack_compare.hpp"

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "catch.hpp"
#include "sim/io/input_error.hpp"
#include "sim/scenario/scenario.hpp"
#include "temp_dir.hpp"

using namespace hwsim;

namespace {

const std::string kRoot = HWSIM_SOURCE_DIR;
const std::string kFixture = kRoot + "/tests/validation/data/stack_truth_synthetic.json";

validation::StackCompareOptions options(const std::filesystem::path& work) {
  validation::StackCompareOptions o;
  o.hardware = kRoot + "/hw_profiles/h200-local.yaml";
  o.repo_root = kRoot;
  o.work = work;
  return o;
}

std::string text_of(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

double cell(const report::Table& t, std::size_t row, const std::string& column) {
  return std::get<double>(t.rows.at(row)[t.column_index(column)]);
}

std::string error_of(const std::string& json, const std::filesystem::path& dir) {
  const auto file = dir / "truth.json";
  std::ofstream(file) << json;
  try {
    (void)validation::compare_stacks(file.string(), options(dir / "work"), nullptr);
  } catch (const io::InputError& e) {
    return e.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("each ground-truth case is predicted by the scenario written for it") {
  const auto dir = test::fresh_temp_dir("stack_compare");
  bool met = true;
  const auto out = validation::compare_stacks(kFixture, options(dir), &met);
  const report::Table& t = out.tables.at(0);
  REQUIRE(t.rows.size() == 4);
  // accelerate's device_map put layers 0 and 1 on the GPU and the head on the CPU.
  const std::string auto_case = text_of(dir / "s-accel-auto.yaml");
  CHECK(auto_case.find("gpu_layers: 2") != std::string::npos);
  CHECK(auto_case.find("head: pageable") != std::string::npos);
  CHECK(text_of(dir / "s-torch-teal.yaml").find("{name: teal, budget: 50%}") != std::string::npos);
  // The prediction is the written scenario's own: run it again, same figures.
  const auto again = scenario::run_point(dir / "s-hf-gpu.yaml", {}, {});
  const report::Table* g = nullptr;
  for (const auto& table : again.outcome.tables)
    if (table.name == "generation") g = &table;
  REQUIRE(g);
  CHECK(cell(t, 0, "tpot_predicted_ms") == Approx(cell(*g, 0, "tpot_ms")));
  // error = (predicted - measured) / measured, the measured median 20 ms.
  CHECK(cell(t, 0, "tpot_error") ==
        Approx((cell(t, 0, "tpot_predicted_ms") - 20.0) / 20.0 * 100.0));
  // The failed measurement is listed, not compared.
  CHECK(std::get<std::string>(t.rows.at(3)[t.column_index("scenario")]) == "measurement failed");
  CHECK_FALSE(met);  // made-up times: far from the target
  std::filesystem::remove_all(dir);
}

TEST_CASE("a malformed ground truth is refused at its key") {
  const auto dir = test::fresh_temp_dir("stack_compare_bad");
  const std::string head =
      R"({"schema": "hwsim-framework-decode/1", "cases": [{"name": "a", "set": "dev", )"
      R"("stack": "pytorch", "model": "workloads/models/hf/Meta-Llama-3.1-8B/config.json", )";
  const std::string tail = R"(, "prompt": 16, "new_tokens": 4, "ttft_s": 0.1, )";
  CHECK(error_of(head + R"("fetch": "nvme")" + tail +
                     R"("tpot_s": {"median": 0.1, "p10": 0.1, "p90": 0.1}}]})",
                 dir)
            .find("cases[0].fetch") != std::string::npos);
  CHECK(error_of(head + R"("fetch": "pinned")" + tail +
                     R"("tpot_s": {"median": 0.1, "p10": 0.2, "p90": 0.3}}]})",
                 dir)
            .find("p10 <= median <= p90") != std::string::npos);
  CHECK(error_of(head + R"("fetch": "pinned")" + tail +
                     R"("tpot_s": {"median": 0, "p10": 0, "p90": 0}}]})",
                 dir)
            .find("cases[0].tpot_s.median: must be a positive time") != std::string::npos);
  CHECK(error_of(R"({"schema": "other", "cases": []})", dir).find("schema") != std::string::npos);
  std::filesystem::remove_all(dir);
}
