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
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "sim/core/work_budget.hpp"
#include "sim/decode/decode_report.hpp"
#include "sim/hw/hardware_profile.hpp"
#include "sim/io/limits.hpp"
#include "sim/io/node.hpp"
#include "sim/io/schema.hpp"
#include "sim/io/sweep.hpp"
#include "sim/model/architecture.hpp"
#include "sim/report/outcome.hpp"
#include "sim/scenario/work_limit.hpp"

namespace hwsim::scenario {

// The hardware and model of the points of one run, read once per distinct set of assignments
// into each: with the same scenario text, a point whose sweep and --set assignments into
// `hardware` (or `model`) equal an earlier point's reads the same section, so its typed value and
// its resolved records are taken from here instead of being parsed and checked again. Only points
// of one scenario text and one set of overrides may share a cache. Thread-safe. (A YAML alias
// from job into hardware or model that an assignment rewrites is not seen; scenarios use none.)
class LoadCache {
 public:
  template <typename T>
  struct Entry {
    T value;
    std::vector<std::pair<std::string, std::string>> records;  // its io::Resolved entries
  };
  std::shared_ptr<const Entry<hw::HardwareProfile>> hardware(const std::string& key) const;
  std::shared_ptr<const Entry<model::ModelSpec>> model(const std::string& key) const;
  void put_hardware(const std::string& key, Entry<hw::HardwareProfile> entry);
  void put_model(const std::string& key, Entry<model::ModelSpec> entry);

 private:
  static constexpr std::size_t kMaxEntries = 4096;  // bounds memory in sweeps of many models
  mutable std::mutex mutex_;
  std::map<std::string, std::shared_ptr<const Entry<hw::HardwareProfile>>> hardware_;
  std::map<std::string, std::shared_ptr<const Entry<model::ModelSpec>>> models_;
};

// The checks passed by the points of one run, so that points whose checked inputs are equal are
// checked once (defined in scenario.cpp). A check's key is what it reads: the point's hardware and
// model keys (as LoadCache's: the assignments into those sections, with the run's scenario text and
// overrides) and its resolved job. A decode job's key leaves out `context_tokens`, and the cache
// keeps, per check, the largest context known to pass: the machine checks (weights and KV cache
// against the memories, context against the model's positions) and the time-range check (the
// serial sum of the token's task durations, where the context enters one term, the attention
// kernel's KV-cache bytes) can only fail more as the context grows, so a check that passes at a
// context passes at every smaller one. Thread-safe; only points of one scenario text and one set of
// overrides may share it.
class CheckCache;

// The scenario's text without its sweep block (point_text()) parsed once for the points of a run:
// each point reads an edited copy of the tree (io::Node::copy) instead of parsing the text, and a
// point that fails on the copy, whose nodes carry no positions, is read again from the text so that
// its error names file:line:column. Thread-safe.
class ParsedText {
 public:
  ParsedText(const std::string& text, const std::filesystem::path& file, const io::Limits& limits);
  io::Node copy() const;

 private:
  std::uint64_t id_;          // which ParsedText a thread's own copy of the tree is of
  mutable std::mutex mutex_;  // yaml-cpp promises no concurrent reads of one tree
  io::Node root_;
};

struct ScenarioOptions {
  std::vector<std::string> overrides;  // "a.b.c=value", applied to every point
  io::Limits limits;
  // The scenario's text as each point reads it (from point_text()); empty: read the file afresh.
  std::string point_text;
  // point_text parsed once; null: each point parses point_text.
  std::shared_ptr<const ParsedText> parsed;
  // Hardware and model shared by the points of this run (with point_text); null: read each.
  std::shared_ptr<LoadCache> cache;
  // Checks shared by the points of this run (with point_text); null: check each point in full.
  std::shared_ptr<CheckCache> checks;
  // Decode case results shared by the points of this run (decode::CaseCache, keyed by each case's
  // resolved input); null: simulate every case.
  std::shared_ptr<decode::CaseCache> cases;
  // The tasks the points and cases of this run may hold at once (limits.max_tasks), shared by
  // their threads; null: each point has an allowance of its own.
  std::shared_ptr<WorkBudget> work;
  // Threads for the cases inside one point (decode cases run concurrently); outputs are the same.
  int case_threads = 1;
  // false: a decode point keeps no trace (JobOutcome::trace stays null), so that its traced case
  // can come from `cases` too; for the points of a sweep whose trace is not written.
  bool trace = true;
};

// One expanded run of a scenario.
struct PointResult {
  io::SweepPoint point;       // empty assignments for an unswept scenario
  std::string resolved_yaml;  // the fully resolved input of this run, units normalised
  report::JobOutcome outcome;
};

// The sweep points of a scenario (one point when it has no `sweep:`). Throws io::InputError.
std::vector<io::SweepPoint> plan(const std::filesystem::path& file, const ScenarioOptions& options);

// The scenario file's text with its top-level `sweep:` block replaced by empty lines, so that every
// other value keeps its line and column: a point parses only what it reads, and checking or running
// N points costs O(N), not O(N x sweep size). The file itself when the block cannot be cut out
// exactly (flow-style root, anchors inside the block, or any other difference in the parsed keys).
// Throws io::InputError.
std::string point_text(const std::filesystem::path& file, const ScenarioOptions& options);

// Sets up the state the points of one run of `file` share: point_text, parsed, cache, checks and
// cases.
// For a sweep; a single point gains nothing from it. Throws io::InputError.
void share_across_points(const std::filesystem::path& file, ScenarioOptions& options);

// Reads and checks one point; returns its resolved input. It refuses everything run_point would:
// a decode job's token graphs are built (not run) to bound their time, a training step (which
// takes milliseconds) is simulated. Throws io::InputError. `work`, when given, receives the point's
// work estimate (the tasks its run would execute and their time, estimated before anything is
// built: WorkEstimate::simulated_tasks), from which `check` foresees a long run.
std::string check_point(const std::filesystem::path& file, const io::SweepPoint& point,
                        const ScenarioOptions& options, WorkEstimate* work = nullptr);
// As check_point, without writing the resolved input out (most of a check's time when it is not
// shown).
void validate_point(const std::filesystem::path& file, const io::SweepPoint& point,
                    const ScenarioOptions& options, WorkEstimate* work = nullptr);

// Reads, checks and runs one point.
PointResult run_point(const std::filesystem::path& file, const io::SweepPoint& point,
                      const ScenarioOptions& options);

// Tables of all points merged by name: for a sweep, each row gains leading columns naming the
// swept keys (column = key path, value = the point's value text). Plot specs are taken from the
// first point that asks for them, with their group/x referring to the merged columns.
report::JobOutcome merge(const std::vector<PointResult>& points);
// merge() one point at a time, so that a run keeps the merged rows and not every point's result:
// merge_point for each point in order (`swept`: the run is a sweep), then finish_merge with the
// first point (which fits the plots to the sweep).
void merge_point(report::JobOutcome& merged, const PointResult& point, bool swept);
void finish_merge(report::JobOutcome& merged, const PointResult& first);

// Every section hwsim reads, for `hwsim describe`: scenario, hardware, model, train and decode
// jobs.
std::vector<io::SectionSpec> all_sections();

// The built-in default scenario (the SpAx paper's Table 3 on its testbed): its file found next to
// the executable (or its parent folders), under $HWSIM_DATA_DIR, or in the source tree hwsim was
// built from.
std::filesystem::path default_scenario_path();

// A file of hwsim's data (scenarios, models, profiles, validate/ scripts) by its path relative to
// the source tree: under $HWSIM_DATA_DIR when set, else next to the executable or in one of its
// parent folders (a build folder inside the tree), else `relative` itself (the working directory).
std::filesystem::path data_path(const std::filesystem::path& relative);

}  // namespace hwsim::scenario
