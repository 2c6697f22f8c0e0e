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

// A decode scenario on the shared test hardware and model that sweeps job.context_tokens over
// `contexts` (a YAML list) on line 8, after the 2 spaces and 19 characters of "job.context_tokens:"
// and a space.
std::string context_sweep(const std::string& contexts) {
  return "hardware: " HWSIM_SOURCE_DIR
         "/tests/invalid/shared/hw.yaml\n"
         "model: " HWSIM_SOURCE_DIR
         "/tests/invalid/shared/model.yaml\n"
         "job:\n"
         "  kind: decode\n"
         "  placement: cpu\n"
         "  methods: [{name: dense}]\n"
         "sweep:\n"
         "  job.context_tokens: " +
         contexts + "\n";
}

// A context sweep of the shared test model (Llama-3.1-8B's shape) on an 80 GB GPU. Its KV cache
// is 32 layers x 2 (K and V) x 8 KV heads x 128 x 2 B = 131072 B per token; the blocks are
// offloaded and the GPU keeps the embedding table and the output head (2 x 128256 x 4096 x 2 B)
// and the final norm (4096 x 2 B): 2101354496 B; the staging buffer holds the largest group (gate
// and up: 2 x 14336 x 4096 x 2 B = 234881024 B). 80 GB - 2101354496 B - 234881024 B =
// 77663764480 B hold 592527 tokens (77663698944 B) and not 592528 (77663830016 B): the largest
// passing context lies between the second and third checked points, where the cache's bisection
// must find it.
const std::string kScenario = context_sweep("[1000, 580000, 592527, 592528, 2000, 700000, 592527]");

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
  // 592528 x 131072 B = 77.6638 GB of KV cache, 80.0001 GB with the weights and the staging,
  // 77.6638 GB left beside them, and 700000 x 131072 B = 91.7504 GB (6 significant digits); the
  // message names the point's value in the sweep list (line 8, column 46: 2 spaces, the key with
  // its colon and a space, 22 characters, then "[1000, 580000, 592527, ").
  CHECK(outcome(file, points[3], shared) ==
        "error: " + file.string() +
            ":8:46: job.context_tokens: method dense-bf16 with placement cpu keeps 80.0001 GB on "
            "the GPU: 2.10135 GB of GPU-resident weights, a 77.6638 GB KV cache (592528 tokens), "
            "234.881 MB of staging, more than hardware.gpu.memory (80 GB); lower context_tokens "
            "(or tokens): the weights and staging leave 77.6638 GB for the KV cache");
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
  const auto file = write_scenario(context_sweep("[10, -5]"));
  scenario::ScenarioOptions shared;
  const auto points = scenario::plan(file, shared);
  scenario::share_across_points(file, shared);
  CHECK(outcome(file, points[1], shared) ==
        "error: " + file.string() + ":8:28: job.context_tokens: must be at least 0, got -5");
  std::filesystem::remove(file);
}
