#pragma once
// A scenario file: hardware + model + job, optionally swept. This module turns one file (plus
// command-line overrides) into runs and their merged results; it knows every job kind.
//
//   name: llama-8b-offload          # optional
//   description: ...                # optional
//   hardware: ../../hw_profiles/h200-local.yaml   # a file (relative to this one) or an inline map
//   model: ../models/llama-3.1-8b.yaml            # a file or an inline map
//   job: {kind: decode | train, ...}              # the job's own keys: `hwsim describe job`
//   sweep: {job.seq_len: [1024, 2048], model: [a.yaml, b.yaml]}   # optional cartesian product
//
// For each sweep point, in this order: the scenario is read afresh; assignments that replace the
// `hardware` or `model` reference itself are applied; referenced files are spliced in; then every
// other sweep assignment and every --set override is applied (so `--set hardware.pcie.generation=4`
// reaches into a referenced profile); then hardware, model and job are read and checked.
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "sim/io/limits.hpp"
#include "sim/io/schema.hpp"
#include "sim/io/sweep.hpp"
#include "sim/report/outcome.hpp"

namespace hwsim::scenario {

struct ScenarioOptions {
  std::vector<std::string> overrides;  // "a.b.c=value", applied to every point
  io::Limits limits;
};

// One expanded run of a scenario.
struct PointResult {
  io::SweepPoint point;       // empty assignments for an unswept scenario
  std::string resolved_yaml;  // the fully resolved input of this run, units normalised
  report::JobOutcome outcome;
};

// The sweep points of a scenario (one point when it has no `sweep:`). Throws io::InputError.
std::vector<io::SweepPoint> plan(const std::filesystem::path& file, const ScenarioOptions& options);

// Reads and checks one point; returns its resolved input. It refuses everything run_point would:
// a decode job's token graphs are built (not run) to bound their time, a training step (which
// takes milliseconds) is simulated. Throws io::InputError.
std::string check_point(const std::filesystem::path& file, const io::SweepPoint& point,
                        const ScenarioOptions& options);

// Reads, checks and runs one point.
PointResult run_point(const std::filesystem::path& file, const io::SweepPoint& point,
                      const ScenarioOptions& options);

// Tables of all points merged by name: for a sweep, each row gains leading columns naming the
// swept keys (column = key path, value = the point's value text). Plot specs are taken from the
// first point that asks for them, with their group/x referring to the merged columns.
report::JobOutcome merge(const std::vector<PointResult>& points);

// Every section hwsim reads, for `hwsim describe`: scenario, hardware, model, train and decode
// jobs.
std::vector<io::SectionSpec> all_sections();

// The built-in default scenario (the SpAx paper's Table 3 on its testbed): its file found next to
// the executable (or its parent folders), under $HWSIM_DATA_DIR, or in the source tree hwsim was
// built from.
std::filesystem::path default_scenario_path();

}  // namespace hwsim::scenario
