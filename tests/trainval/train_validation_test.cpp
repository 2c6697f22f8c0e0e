// Comparison of PyTorch training-memory measurements with hwsim (sim/trainval).
#include "sim/trainval/train_validation.hpp"

#include <cmath>
#include <string>

#include "catch.hpp"
#include "sim/io/input_error.hpp"
#include "sim/report/table.hpp"

using namespace hwsim;
using namespace hwsim::trainval;

namespace {

const std::filesystem::path kRoot = HWSIM_SOURCE_DIR;

// One case of workloads/models/validation-gpt-block.yaml (v=32000, h=1024, a=16, L=4, tied,
// P = 83,154,944), bf16_pure, plain SGD (no optimizer states, no temporaries), b=1, s=512,
// eager attention with dropout, no recomputation.
nlohmann::json gpt_case(const std::string& name, double measured_peak) {
  return {{"name", name},
          {"model", "gpt"},
          {"model_file", "workloads/models/validation-gpt-block.yaml"},
          {"micro_batch", 1},
          {"seq_len", 512},
          {"precision", "bf16_pure"},
          {"attention", "eager"},
          {"recompute", "none"},
          {"optimizer", "sgd"},
          {"dropout", 0.1},
          {"measured",
           {{"peak_step_bytes", measured_peak},
            {"peak_phase", "backward"},
            {"pre_model_bytes", 67108864.0},
            {"inputs_and_buffers_bytes", 1048576.0},
            {"parameter_count", 83154944}}}};
}

// Hand derivation of hwsim's peak for gpt_case (bytes):
//   weights 2P = 166,309,888 (bf16_pure; SGD keeps no state)
//   activations per block (bf16, dropout, eager) 34*t*h + 5*a*s*t with t = 512:
//     17,825,792 + 20,971,520 = 38,797,312; 4 blocks = 155,189,248
//   head: final-norm input + head input 2 * t*h*2 = 2,097,152; the loss keeps only its fp32
//     log_softmax output t*v*4 = 65,536,000; together 67,633,152
//   the loss backward holds the nll and log_softmax gradients 2*t*v*4 = 131,072,000 while all of
//   that is live: the timeline's peak, 520,204,288 (the loss forward's transient, the bf16 logits
//   and their fp32 copy, is 98,304,000, smaller; every later task has freed the log_softmax
//   output).
//   + library workspace 67,108,864 + inputs and buffers 1,048,576 = 588,361,728.
constexpr double kHwsimPeak = 588361728.0;
// Source: 16P + L*s*b*(34h + 5*a*s) = 1,330,479,104 + 155,189,248.
constexpr double kSource = 1485668352.0;
constexpr double kMiB = 1048576.0;

double cell(const report::Table& t, std::size_t row, const std::string& column) {
  return std::get<double>(t.rows.at(row).at(t.column_index(column)));
}

}  // namespace

TEST_CASE("one case: hwsim's timeline peak and the source formula") {
  const CaseComparison r = compare_case(gpt_case("a", 524288000.0), kRoot, CompareOptions{});
  CHECK(r.parameters_match);
  CHECK(r.hwsim_peak == kHwsimPeak);
  CHECK(r.hwsim_peak_task == "mb0.loss.bwd");
  CHECK(r.source == kSource);
  // (588,361,728 - 524,288,000) / 524,288,000 = +12.22109375%
  CHECK(r.hwsim_error_pct() == Approx(12.22109375).epsilon(1e-9));
  // (1,485,668,352 - 524,288,000) / 524,288,000 = +183.3689%
  CHECK(r.source_error_pct() == Approx(183.3689).epsilon(1e-5));
}

TEST_CASE("named overheads replace the measured values when given") {
  CompareOptions o;
  o.library_workspace_bytes = 0;
  o.inputs_and_buffers_bytes = 0;
  const CaseComparison r = compare_case(gpt_case("a", 1.0), kRoot, o);
  CHECK(r.hwsim_peak == kHwsimPeak - 67108864.0 - 1048576.0);
}

TEST_CASE("table rows, MAPE row and verdict") {
  nlohmann::json results = {
      {"cases", {gpt_case("miss", 524288000.0), gpt_case("exact", kHwsimPeak)}}};
  bool within = true;
  report::Table t = compare_train(results, kRoot, 3.0, &within);
  CHECK(t.name == "train_validation");
  REQUIRE(t.rows.size() == 3);
  CHECK(cell(t, 0, "measured_peak_mib") == 500.0);
  CHECK(cell(t, 0, "hwsim_mib") == Approx(kHwsimPeak / kMiB));
  CHECK(cell(t, 0, "source_mib") == Approx(kSource / kMiB));
  CHECK(cell(t, 1, "hwsim_error_pct") == 0.0);
  CHECK(std::get<std::string>(t.rows[2][0]) == "MAPE");
  // mean of |12.2211| and 0
  CHECK(cell(t, 2, "hwsim_error_pct") == Approx(12.22109375 / 2).epsilon(1e-9));
  // source errors: +183.3689% and (1,485,668,352 / 588,361,728 - 1) = +152.509%
  CHECK(cell(t, 2, "source_error_pct") ==
        Approx((183.3689 + 100.0 * (kSource / kHwsimPeak - 1.0)) / 2).epsilon(1e-5));
  CHECK_FALSE(within);  // 12.22% > 3%

  compare_train(results, kRoot, 12.5, &within);
  CHECK(within);  // 12.22% <= 12.5%

  results["cases"].push_back({{"name", "crashed"}, {"error", "RuntimeError: out of memory"}});
  t = compare_train(results, kRoot, 12.5, &within);
  CHECK_FALSE(within);  // a case that was not measured fails the verdict
  REQUIRE(t.rows.size() == 4);
  CHECK(std::holds_alternative<std::monostate>(t.rows[2][1]));
}

TEST_CASE("a parameter count that differs from the model file fails the verdict") {
  nlohmann::json c = gpt_case("other model", kHwsimPeak);
  c["measured"]["parameter_count"] = 83154945;
  bool within = true;
  compare_train(nlohmann::json{{"cases", {c}}}, kRoot, 3.0, &within);
  CHECK_FALSE(within);
}

TEST_CASE("precision mapping onto hwsim's recipes") {
  nlohmann::json c = gpt_case("a", 1.0);
  c["precision"] = "fp32";
  train::TrainJob j = job_for_case(c);
  CHECK(j.precision == train::PrecisionRecipe::fp32);
  CHECK(j.activation_dtype == train::ActivationDtype::fp32);
  CHECK_FALSE(j.loss_fp32_upcast);
  c["precision"] = "bf16_autocast";
  c["recompute"] = "full";
  c["attention"] = "flash";
  c["optimizer"] = "adamw";
  c["dropout"] = 0.0;
  j = job_for_case(c);
  CHECK(j.precision == train::PrecisionRecipe::bf16_autocast);
  CHECK(j.activation_dtype == train::ActivationDtype::bf16);
  CHECK(j.recompute == train::Recompute::full);
  CHECK(j.attention == train::AttentionImpl::flash);
  CHECK(j.optimizer == train::Optimizer::adamw);
  CHECK_FALSE(j.dropout);
  c["precision"] = "fp8";
  CHECK_THROWS_AS(job_for_case(c), io::InputError);
  c.erase("seq_len");
  c["precision"] = "fp32";
  CHECK_THROWS_AS(job_for_case(c), io::InputError);
}
