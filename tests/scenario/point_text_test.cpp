// The per-point text of a swept scenario: its sweep block cut out, everything else where it was.
#include <filesystem>
#include <fstream>
#include <string>

#include "catch.hpp"
#include "sim/io/input_error.hpp"
#include "sim/scenario/scenario.hpp"

using namespace hwsim;

namespace {
std::filesystem::path write_scenario(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / ("hwsim_point_text_" + name);
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

// The message of the InputError that checking `point` throws.
std::string check_error(const std::filesystem::path& file, const io::SweepPoint& point,
                        const scenario::ScenarioOptions& options) {
  try {
    scenario::check_point(file, point, options);
  } catch (const io::InputError& e) {
    return e.what();
  }
  return "";
}

// A training scenario whose sweep block sits between model and job; line 11 has an unknown key.
const std::string kHead = "hardware: " HWSIM_SOURCE_DIR
                          "/hw_profiles/paper-testbed.yaml\n"
                          "model: " HWSIM_SOURCE_DIR "/workloads/models/llama-3.1-8b.yaml\n";
const std::string kScenario = kHead +
                              "sweep:\n"
                              "  job.micro_batch:\n"
                              "    - 1\n"
                              "    - 2\n"
                              "  # a comment in the block\n"
                              "  job.seq_len: [1024, 2048]\n"
                              "job:\n"
                              "  kind: train\n"
                              "  seq_lne: 1024\n";
}  // namespace

TEST_CASE("point_text empties the sweep block's lines and keeps every other line in place") {
  const auto file = write_scenario("cut.yaml", kScenario);
  scenario::ScenarioOptions options;
  const std::string text = scenario::point_text(file, options);
  CHECK(text == kHead +
                    "\n\n\n\n\n\n"
                    "job:\n"
                    "  kind: train\n"
                    "  seq_lne: 1024\n");
  // A point read from the cut text fails exactly as one read from the file: same file:line:col.
  const auto points = scenario::plan(file, options);
  REQUIRE(points.size() == 4);
  const std::string from_file = check_error(file, points[3], options);
  options.point_text = text;
  CHECK(check_error(file, points[3], options) == from_file);
  INFO(from_file);
  CHECK(from_file.find(":11:3:") != std::string::npos);
  std::filesystem::remove(file);
}

TEST_CASE("point_text keeps the whole file when the sweep block cannot be cut exactly") {
  scenario::ScenarioOptions options;
  // An anchor in the block that a later entry aliases.
  const std::string anchored =
      "sweep: {job.seq_len: &lengths [1024, 2048]}\nhardware: h.yaml\nmodel: m.yaml\n"
      "job: {kind: train, note: *lengths}\n";
  const auto a = write_scenario("anchor.yaml", anchored);
  CHECK(scenario::point_text(a, options) == anchored);
  // A flow-style root map.
  const std::string flow = "{hardware: h.yaml, model: m.yaml, job: {kind: train},\n sweep: {}}\n";
  const auto b = write_scenario("flow.yaml", flow);
  CHECK(scenario::point_text(b, options) == flow);
  std::filesystem::remove(a);
  std::filesystem::remove(b);
}
