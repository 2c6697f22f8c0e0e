// The state the points of one run share (share_across_points: the parsed text, the hardware and
// model, the passed checks): a point read through it gives the resolved input and the error of the
// same point read alone.
#include <filesystem>
#include <fstream>
#include <string>

#include "catch.hpp"
#include "sim/io/input_error.hpp"
#include "sim/scenario/scenario.hpp"

using namespace hwsim;

namespace {

// A context sweep of the shared test model (Llama-3.1-8B's shape) on an 80 GB GPU. Its KV cache
// is 32 layers x 2 (K and V) x 8 KV heads x 128 x 2 B = 131072 B per token and no weight stays on
// the GPU, so 80 GB holds 610351 tokens (79.99993 GB) and not 610352 (80.00006 GB): the
// largest passing context lies between the second and third checked points, where the cache's
// bisection must find it.
const std::string kScenario =
    "hardware: " HWSIM_SOURCE_DIR
    "/tests/invalid/shared/hw.yaml\n"
    "model: " HWSIM_SOURCE_DIR
    "/tests/invalid/shared/model.yaml\n"
    "job:\n"
    "  kind: decode\n"
    "  placement: cpu\n"
    "  methods: [{name: dense}]\n"
    "sweep:\n"
    "  job.context_tokens: [1000, 600000, 610351, 610352, 2000, 700000, 610351]\n";

std::filesystem::path write_scenario(const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / "hwsim_shared_points.yaml";
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

// The resolved input, or "error: <message>".
std::string outcome(const std::filesystem::path& file, const io::SweepPoint& point,
                    const scenario::ScenarioOptions& options) {
  try {
    return scenario::check_point(file, point, options);
  } catch (const io::InputError& e) {
    return std::string("error: ") + e.what();
  }
}

}  // namespace

TEST_CASE("a point checked through the run's shared state is checked as if alone") {
  const auto file = write_scenario(kScenario);
  scenario::ScenarioOptions alone;
  const auto points = scenario::plan(file, alone);
  REQUIRE(points.size() == 7);
  scenario::ScenarioOptions shared;
  scenario::share_across_points(file, shared);
  for (std::size_t i = 0; i < points.size(); ++i) {
    INFO("point " << i << ": " << points[i].label);
    CHECK(outcome(file, points[i], shared) == outcome(file, points[i], alone));
  }
  // 610352 x 131072 B = 80.0001 GB and 700000 x 131072 B = 91.7504 GB (6 significant digits);
  // the message names the `job` map, which yaml-cpp places at its first key (line 4, column 3).
  CHECK(outcome(file, points[3], shared) ==
        "error: " + file.string() +
            ":4:3: job: method dense-bf16 with placement cpu keeps 0 B of GPU-resident weights and "
            "a 80.0001 GB KV cache on the GPU, more than hardware.gpu.memory (80 GB)");
  CHECK(outcome(file, points[5], shared).find("a 91.7504 GB KV cache") != std::string::npos);
  for (std::size_t i : {0, 1, 2, 4, 6}) {
    CHECK_NOTHROW(scenario::validate_point(file, points[i], shared));
  }
  std::filesystem::remove(file);
}

TEST_CASE("a point that fails on the shared parsed tree reports the position of its text") {
  // The second point's value is refused by the job's reader: the error names the value's place in
  // the sweep list (line 8, column 28: after 2 spaces, the 19 characters of the key with its
  // colon, a space and "[10, "), which only the parsed text knows.
  const auto file = write_scenario("hardware: " HWSIM_SOURCE_DIR
                                   "/tests/invalid/shared/hw.yaml\n"
                                   "model: " HWSIM_SOURCE_DIR
                                   "/tests/invalid/shared/model.yaml\n"
                                   "job:\n"
                                   "  kind: decode\n"
                                   "  placement: cpu\n"
                                   "  methods: [{name: dense}]\n"
                                   "sweep:\n"
                                   "  job.context_tokens: [10, -5]\n");
  scenario::ScenarioOptions shared;
  const auto points = scenario::plan(file, shared);
  scenario::share_across_points(file, shared);
  CHECK(outcome(file, points[1], shared) ==
        "error: " + file.string() + ":8:28: job.context_tokens: must be at least 0, got -5");
  std::filesystem::remove(file);
}
