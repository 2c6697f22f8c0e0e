// `hwsim validate --hf-train-results`: the reader of hf_train_memory.py's JSON and the comparison
// (sim/validation/hf_train_validation.hpp), on a synthetic fixture (tests/validation/hf_train/
// synthetic.json: its measured figures are made up; it tests the reading and the arithmetic, it
// is no result).
#include "sim/validation/hf_train_validation.hpp"

#include <cmath>
#include <fstream>
#include <string>
#include <vector>

#include "catch.hpp"
#include "sim/hf/hf_import.hpp"
#include "sim/io/input_error.hpp"
#include "sim/train/memory_plan.hpp"
#include "sim/train/step_timeline.hpp"
#include "validation/read_file.hpp"
#include "validation/temp_dir.hpp"

using namespace hwsim;
using namespace hwsim::validation;

namespace {

const std::filesystem::path kRoot = HWSIM_SOURCE_DIR;
const std::string kFixture = (kRoot / "tests/validation/hf_train/synthetic.json").string();
constexpr double kMiB = 1048576.0;

double cell(const report::Table& t, std::size_t row, const std::string& column) {
  return std::get<double>(t.rows.at(row).at(t.column_index(column)));
}
std::string text(const report::Table& t, std::size_t row, const std::string& column) {
  return std::get<std::string>(t.rows.at(row).at(t.column_index(column)));
}

// The fixture with `from` replaced by `to` (once), written to a scratch file; compare_hf_train's
// error message for it, or "no error".
std::string error_for(const std::string& from, const std::string& to) {
  std::string json = test::read_text(kFixture);
  const std::size_t at = json.find(from);
  REQUIRE(at != std::string::npos);
  json.replace(at, from.size(), to);
  const auto dir = test::fresh_temp_dir("hf_train");
  const std::string path = (dir / "bad.json").string();
  std::ofstream(path) << json;
  std::string message = "no error";
  try {
    (void)compare_hf_train(path, kRoot);
  } catch (const io::InputError& e) {
    message = e.what();
    const std::size_t prefix = message.find(path);
    if (prefix != std::string::npos) message.replace(prefix, path.size(), "bad.json");
  }
  std::filesystem::remove_all(dir);
  return message;
}

// hwsim's two peaks for the fixture's gpt2 case, built here by hand from the case's settings:
// gpt2's config at 12 layers, stack hf-transformers (architecture gpt2), autocast, SDPA, AdamW
// foreach, b = 8, s = 1024, GPT-2's dropout; workspace 32 MiB per thread (sm90), token ids and
// targets 2 * 8*1024*8 = 131,072 bytes (blocks of a multiple of 512).
struct Gpt2Peaks {
  double first = 0, steady = 0;
  std::vector<train::PhasePeak> steady_phases;
};

Gpt2Peaks gpt2_peaks() {
  const hf::ImportedModel imported =
      hf::import_config_file((kRoot / "workloads/models/hf/gpt2/config.json").string());
  const model::ModelSpec m = hf::load_imported(imported, "gpt2");
  train::TrainJob j;
  j.micro_batch = 8;
  j.seq_len = 1024;
  j.precision = train::PrecisionRecipe::bf16_autocast;
  j.activation_dtype = train::ActivationDtype::bf16;
  j.attention = train::AttentionImpl::flash;
  j.optimizer_impl = train::OptimizerImpl::foreach;
  j.dropout = true;
  j.stack = train::Stack::hf_transformers;
  j.stack_architecture = "gpt2";
  train::TimelineOptions o;
  o.capacity = 1e15;
  o.overheads.cublas_workspace = 2 * 33554432.0;
  const train::TimelineResult steady = train::simulate_step(train::plan_most_loaded_stage(m, j), o);
  j.states_allocated = train::StatesAllocated::first_step;
  o.overheads.cublas_workspace = 33554432.0;
  o.backward_workspace = 33554432.0;
  const double first = train::simulate_step(train::plan_most_loaded_stage(m, j), o).peak;
  return {first + 131072.0, steady.peak + 131072.0, steady.phases};
}

}  // namespace

TEST_CASE("cuBLAS workspace per handle and stream (CublasHandlePool.cpp defaults)") {
  CHECK(cublas_workspace_bytes(9) == 33554432.0);  // ":4096:8" = 4096 KiB * 8 on sm90+
  CHECK(cublas_workspace_bytes(10) == 33554432.0);
  CHECK(cublas_workspace_bytes(8) == 8519680.0);  // ":4096:2:16:8" = 8 MiB + 128 KiB
}

TEST_CASE("the synthetic fixture: every case, per-set rows, held-out apart, the verdict") {
  const HfTrainComparison cmp = compare_hf_train(kFixture, kRoot);
  const report::Table& t = cmp.table;
  REQUIRE(t.rows.size() == 7);  // 3 cases, then MAPE and largest of dev and of heldout
  CHECK(text(t, 0, "case") == "gpt2.L12.autocast.sdpa.adamw.b8.s1024");
  CHECK(text(t, 0, "parameters") == "equal");
  const Gpt2Peaks peaks = gpt2_peaks();
  const double first = peaks.first;
  const double steady = peaks.steady;
  CHECK(cell(t, 0, "first_hwsim_mib") == Approx(first / kMiB).epsilon(1e-12));
  CHECK(cell(t, 0, "steady_hwsim_mib") == Approx(steady / kMiB).epsilon(1e-12));
  // The fixture's measured peaks: 6,000,000,000 B (step 1) and 6,500,000,000 B (step 2).
  CHECK(cell(t, 0, "first_measured_mib") == Approx(6e9 / kMiB).epsilon(1e-12));
  CHECK(cell(t, 0, "first_error_pct") == Approx(100.0 * (first - 6e9) / 6e9).epsilon(1e-12));
  CHECK(cell(t, 0, "steady_error_pct") == Approx(100.0 * (steady - 6.5e9) / 6.5e9).epsilon(1e-12));
  CHECK(text(t, 2, "measured_phase") == "not measured");
  // Per set: one measured case each, so MAPE and largest are that case's |error|.
  CHECK(text(t, 3, "case") == "MAPE dev");
  CHECK(cell(t, 3, "steady_error_pct") == Approx(std::fabs(cell(t, 0, "steady_error_pct"))));
  CHECK(text(t, 5, "case") == "MAPE heldout");
  CHECK(cell(t, 5, "first_error_pct") == Approx(std::fabs(cell(t, 1, "first_error_pct"))));
  CHECK(text(t, 6, "case") == "largest heldout");
  CHECK(cell(t, 6, "steady_error_pct") == Approx(std::fabs(cell(t, 1, "steady_error_pct"))));
  CHECK_FALSE(cmp.within);  // a case the script could not run

  // Phases: 2 measured cases x 2 steps x (forward, backward, optimizer), then per set and phase
  // kind a MAPE and a largest row (2 sets x 3 kinds x 2).
  const report::Table& p = cmp.phase_table;
  REQUIRE(p.rows.size() == 24);
  CHECK(text(p, 3, "step") == "steady");
  CHECK(text(p, 3, "phase") == "forward");
  REQUIRE(peaks.steady_phases.size() == 3);
  CHECK(peaks.steady_phases[0].phase == "forward");
  const double forward = peaks.steady_phases[0].peak + 131072.0;  // + token ids and targets
  CHECK(cell(p, 3, "hwsim_mib") == Approx(forward / kMiB).epsilon(1e-12));
  // The fixture's steady forward peak: 4,500,000,000 B.
  CHECK(cell(p, 3, "error_pct") == Approx(100.0 * (forward - 4.5e9) / 4.5e9).epsilon(1e-12));
  CHECK(text(p, 12, "case") == "MAPE dev");
  CHECK(text(p, 12, "phase") == "forward");
  CHECK(cell(p, 12, "error_pct") ==
        Approx((std::fabs(cell(p, 0, "error_pct")) + std::fabs(cell(p, 3, "error_pct"))) / 2));
}

TEST_CASE("the reader names the file, line, column and key of every bad value") {
  CHECK(error_for("\"name\": \"mistral-7b.L2.bf16.eager.adamw_fused.b2.s2048\"",
                  "\"name\": \"gpt2.L12.autocast.sdpa.adamw.b8.s1024\"")
            .find("cases[1].name: two cases are named 'gpt2.L12.autocast.sdpa.adamw.b8.s1024'") !=
        std::string::npos);
  const std::string set = error_for("\"set\": \"heldout\"", "\"set\": \"test\"");
  CHECK(set.find("bad.json:21:11: cases[1].set:") == 0);
  CHECK(set.find("cases[1].set:") != std::string::npos);
  CHECK(set.find("heldout") != std::string::npos);
  const std::string peak = error_for("\"peak_step_bytes\": 6000000000", "\"peak_step_bytes\": 0");
  CHECK(peak.find("bad.json:17:76: cases[0].measured.steps[0].peak_step_bytes:") == 0);
  CHECK(peak.find("cases[0].measured.steps[0].peak_step_bytes:") != std::string::npos);
  CHECK(error_for("hwsim.hf_train_memory.v1", "hwsim.train_memory.v2").find("schema: expected") !=
        std::string::npos);
  CHECK(error_for("\"capability\": \"9.0\"", "\"capability\": \"sm90\"")
            .find("device.capability: expected a compute capability") != std::string::npos);
  CHECK(error_for("workloads/models/hf/gpt2/config.json", "workloads/models/hf/gpt3/config.json")
            .find("cases[0].hf_config: no config file") != std::string::npos);
  CHECK(
      error_for("\"precision\": \"bf16\"", "\"precision\": \"fp8\"").find("cases[1].precision:") !=
      std::string::npos);
  CHECK(error_for("\"cases\": [", "\"cases\": [}").find("bad.json:") == 0);  // JSON syntax
}
