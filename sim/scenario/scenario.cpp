#include "sim/scenario/scenario.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>

#include "sim/decode/decode_job.hpp"
#include "sim/decode/decode_report.hpp"
#include "sim/decode/machine_checks.hpp"
#include "sim/hf/hf_import.hpp"
#include "sim/hw/profile_loader.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/joined.hpp"
#include "sim/io/overrides.hpp"
#include "sim/io/resolved.hpp"
#include "sim/model/model_loader.hpp"
#include "sim/report/writers.hpp"
#include "sim/scenario/unread_keys.hpp"
#include "sim/scenario/work_limit.hpp"
#include "sim/stack/stack_loader.hpp"
#include "sim/stack/stack_rows.hpp"
#include "sim/train/job_loader.hpp"
#include "sim/train/model_checks.hpp"
#include "sim/train/run_train.hpp"

namespace hwsim::scenario {
namespace {

const io::SectionSpec& scenario_section() {
  using io::ParamKind;
  static const io::SectionSpec spec{
      "",
      "A scenario: the machine, the model and the job to simulate.",
      {
          {.name = "name",
           .kind = ParamKind::string,
           .default_text = "unnamed",
           .help = "Short name of the scenario, shown in reports."},
          {.name = "description",
           .kind = ParamKind::string,
           .default_text = "-",
           .help = "Free text describing what the scenario studies."},
          {.name = "hardware",
           .kind = ParamKind::section,
           .help = "Hardware profile: a YAML file (path relative to this file) or an inline map."},
          {.name = "model",
           .kind = ParamKind::section,
           .help = "Model description: a YAML file or an inline map."},
          {.name = "stack",
           .kind = ParamKind::section,
           .help = "Software stack: for a decode job a registry row (`hwsim describe stack`), a "
                   "stack profile file or an inline map (left out = harness); for a train job "
                   "the training stack's name (pytorch or hf-transformers; = job.stack).",
           .optional = true},
          {.name = "job",
           .kind = ParamKind::section,
           .help = "What to simulate; `kind` selects train (memory) or decode (offloaded decode)."},
          {.name = "sweep",
           .kind = ParamKind::section,
           .help = "Map of key path -> list of values; runs the cartesian product.",
           .optional = true},
      }};
  return spec;
}

const io::SectionSpec& job_kind_section() {
  static const io::SectionSpec spec{
      "job",
      "The job; only `kind` is read here, the rest by the job kind's own sections.",
      {{.name = "kind",
        .kind = io::ParamKind::choice,
        .help = "Which job to run.",
        .choices = {"train", "decode"}}}};
  return spec;
}

// Assignments applied before references are spliced in: the references themselves (a new
// hf_config is read in place of the old one).
bool replaces_reference(const std::string& key) {
  return key == "hardware" || key == "model" || key == "model.hf_config";
}

std::string assignment_text(const std::pair<std::string, std::string>& a) {
  return a.first + "=" + a.second;
}

// The per-point document, with the point's assignments and the overrides applied (see header).
// True when key path `key` lies in top-level section `section` ("hardware", "hardware.pcie.x",
// "hardware[0]" do for "hardware").
bool in_section(const std::string& key, const std::string& section) {
  return key.compare(0, section.size(), section) == 0 &&
         (key.size() == section.size() || key[section.size()] == '.' || key[section.size()] == '[');
}

// `skip`: sections ("hardware", "model") this point takes from the cache: neither their files are
// spliced in nor the assignments inside them applied (the cache key holds those assignments).
// The scenario file; an error of the file as a whole (missing, a folder, a FIFO, empty, too
// large) names it as such, where an error inside it names its key path.
io::Node load_scenario_file(const std::filesystem::path& file, const io::Limits& limits) {
  try {
    return io::Node::load_file(file.string(), limits);
  } catch (const io::InputError& e) {
    if (!e.key_path().empty()) throw;
    throw io::InputError(e.where(), "the scenario file", e.message());
  }
}

// A train job's top-level `stack: NAME` (spliced into {base: NAME}) names its training stack:
// job.stack = NAME, before a Hugging Face config's default (which then leaves it alone). A stack
// named both there and at job.stack, or one that is not a training stack, is refused at the key.
template <class Apply>
void name_training_stack(const io::Node& root, Apply&& apply) {
  const auto job = root.find("job");
  const auto node = root.find("stack");
  if (!job || !job->is_map() || !node || node->is_null()) return;
  const auto kind = job->find("kind");
  if (!kind || !kind->is_scalar() || kind->as_string() != "train") return;
  const auto base = node->is_map() ? node->find("base") : std::nullopt;
  if (!base || node->entries().size() != 1)
    node->fail("a training job's stack is a row's name (pytorch or hf-transformers), not a map");
  const std::string name = base->as_string();
  const auto& names = train::enum_names<train::Stack>();
  if (std::find(names.begin(), names.end(), name) == names.end())
    node->fail("'" + name + "' is not a training stack (" + io::joined(names, ", ") + ")");
  if (job->find("stack"))
    node->fail("the training stack is named twice, here and at job.stack; keep one");
  apply("job.stack=" + name, nullptr);
}

// `exact`: parse the text even when the run shares a parsed tree (for an error's position).
// `hf_note` (may be null) receives the note on class defaults of a `model: {hf_config: ...}`.
io::Node prepare(const std::filesystem::path& file, const io::SweepPoint& point,
                 const ScenarioOptions& options, bool exact, const std::vector<std::string>& skip,
                 std::string* hf_note = nullptr) {
  auto skipped = [&](const std::string& key) {
    for (const std::string& section : skip)
      if (key != section && in_section(key, section)) return true;
    return false;
  };
  io::Node root = options.parsed && !exact ? options.parsed->copy()
                  : options.point_text.empty()
                      ? load_scenario_file(file, options.limits)
                      : io::Node::parse_string(options.point_text, file.string(), options.limits);
  if (!root.is_map()) root.fail("a scenario must be a map with hardware, model and job");
  // (assignment, origin or null for a --set) in application order; see the header for why.
  std::vector<std::pair<std::string, const io::Location*>> late;
  auto apply = [&](const std::string& assignment, const io::Location* origin) {
    if (origin) {
      io::apply_override(root, assignment, *origin);
    } else {
      io::apply_override(root, assignment);
    }
  };
  auto sort = [&](const std::string& assignment, const std::string& key,
                  const io::Location* origin) {
    if (replaces_reference(key)) {
      apply(assignment, origin);
    } else if (!skipped(key)) {
      late.emplace_back(assignment, origin);
    }
  };
  for (std::size_t i = 0; i < point.assignments.size(); ++i) {
    const auto& a = point.assignments[i];
    sort(assignment_text(a), a.first, i < point.origins.size() ? &point.origins[i] : nullptr);
  }
  for (const std::string& o : options.overrides) sort(o, o.substr(0, o.find('=')), nullptr);
  for (const char* key : {"hardware", "model"}) {
    if (std::find(skip.begin(), skip.end(), key) != skip.end()) continue;
    if (auto node = root.find(key); node && node->is_scalar()) node->inline_referenced_file();
  }
  // A stack profile file is spliced in as the hardware is, and a registry row's name becomes
  // {base: NAME}, so that overrides reach inside either.
  if (auto node = root.find("stack"); node && node->is_scalar() && !node->is_null()) {
    const std::string name = node->as_string();
    if (stack::find_stack_row(name)) {
      // The map written where the name was, so that its errors keep the name's line and column.
      const io::Location at = node->location();
      node->splice(io::Node::parse_string(
          std::string(static_cast<std::size_t>(std::max(0, at.line - 1)), '\n') +
              std::string(static_cast<std::size_t>(std::max(0, at.column - 1)), ' ') +
              "base: " + name + "\n",
          node->file()));
    } else if (stack::looks_like_file(name)) {
      node->inline_referenced_file();
    }  // else: neither, which load_stack refuses with the rows' names
  }
  name_training_stack(root, apply);
  std::string hf_model_type;
  if (auto node = root.find("model"); node && hf::is_hf_config_reference(*node)) {
    hf::splice_hf_config(*node, hf_note, &hf_model_type);
  }
  // A Hugging Face config trains through transformers' code (stack hf-transformers) unless the
  // job or an override names the stack.
  if (auto job = root.find("job"); job && !hf_model_type.empty()) {
    std::vector<std::string> overrides;
    for (const auto& entry : late) overrides.push_back(entry.first);
    for (const std::string& a : train::hf_config_stack_assignments(*job, hf_model_type, overrides))
      apply(a, nullptr);
  }
  for (const auto& [assignment, origin] : late) apply(assignment, origin);
  return root;
}

struct Loaded {
  hw::HardwareProfile hardware;
  model::ModelSpec model;
  std::string kind;
  std::optional<train::TrainJob> train_job;
  std::optional<decode::DecodeJob> decode_job;
  std::shared_ptr<const stack::Stack> stack;  // a decode job's
  io::Resolved resolved;
  std::optional<io::Node> job_node;
  std::string hf_defaults_note;   // hf::defaults_note of an hf_config model, or ""
  std::string hw_key, model_key;  // see section_key
  std::string check_key;          // see CheckCache
  WorkEstimate work;              // the point's (check_work's) estimate
};

// The assignments (sweep point, then --set) that reach into `section`: with the run's scenario
// text, they alone decide what the section reads.
std::string section_key(const std::string& section, const io::SweepPoint& point,
                        const ScenarioOptions& options) {
  std::string key;
  for (const auto& a : point.assignments)
    if (in_section(a.first, section)) key += assignment_text(a) + "\n";
  for (const std::string& o : options.overrides)
    if (in_section(o.substr(0, o.find('=')), section)) key += o + "\n";
  return key;
}

void replay(const std::vector<std::pair<std::string, std::string>>& records, io::Resolved& sink) {
  for (const auto& [path, value] : records) sink.record(path, value);
}

// A section's value: the cached one, or read with `read` and handed to `put` for the cache; its
// resolved records are replayed into `sink` either way, so both give the same resolved input
// (null `sink`: a check that writes no resolved input).
template <typename T, typename Read, typename Put>
T cached_or_read(const std::shared_ptr<const LoadCache::Entry<T>>& cached, Read read, Put put,
                 io::Resolved* sink) {
  if (cached) {
    if (sink) replay(cached->records, *sink);
    return cached->value;
  }
  io::Resolved records;
  T value = read(&records);
  if (sink) replay(records.entries(), *sink);
  put(LoadCache::Entry<T>{value, records.entries()});
  return value;
}

// A training step's durations come from the GPU's rates and times; one beyond the engine's range
// (a tiny rate) is reported at the job, naming those keys. `check` runs the step (it takes
// milliseconds), so that `run` cannot fail on it.
report::JobOutcome run_train_located(const Loaded& loaded) {
  try {
    return train::run_train(loaded.hardware, loaded.model, *loaded.train_job);
  } catch (const std::logic_error& e) {
    loaded.job_node->fail(
        std::string("the training step cannot be simulated: ") + e.what() +
        "; check hardware.gpu (FLOP/s, hbm_bandwidth, kernel_launch_overhead) and the "
        "job's sizes (micro_batch, seq_len)");
  }
}

// A swept key that no case of the point reads would label rows that are all the same run.
void reject_unread_swept_keys(const io::SweepPoint& point, const Loaded& loaded) {
  for (std::size_t i = 0; i < point.assignments.size() && i < point.origins.size(); ++i) {
    const std::string& key = point.assignments[i].first;
    const std::optional<std::string> why =
        unread_swept_key({loaded.hardware, loaded.train_job ? &*loaded.train_job : nullptr,
                          loaded.decode_job ? &*loaded.decode_job : nullptr, &loaded.model},
                         key);
    if (why) {
      throw io::InputError(point.origins[i], "sweep." + key,
                           "swept key '" + key + "' " + *why +
                               ": every point's rows would be labelled with a value that was "
                               "not simulated; sweep a key the simulation reads");
    }
  }
}

constexpr const char* kContextKey = "job.context_tokens";
constexpr std::int64_t kLargestContext = 1'000'000'000;  // decode_job.cpp's bound

// What a point's checks read (see CheckCache): its hardware and model keys and its resolved job,
// without the context of a decode job.
std::string check_key(const Loaded& loaded) {
  std::string key = loaded.kind + "\n" + loaded.hw_key + "\x1f" + loaded.model_key + "\x1f";
  for (const auto& [path, value] : loaded.resolved.entries()) {
    if (!(in_section(path, "job") || in_section(path, "stack")) ||
        (loaded.decode_job && path == kContextKey))
      continue;
    key += path + "=" + value + "\n";
  }
  return key;
}

enum CheckKind : std::size_t { kMachineCheck, kTimeCheck, kCheckKinds };

}  // namespace

class CheckCache {
 public:
  struct Entry {
    std::array<std::int64_t, kCheckKinds> passed{-1, -1};  // largest context known to pass
    std::array<int, kCheckKinds> misses{0, 0};             // points of the key that had to check
    std::optional<WorkEstimate> work;  // the decode job's estimate (context-free)
  };
  Entry get(const std::string& key) const {
    std::lock_guard lock(mutex_);
    const auto it = entries_.find(key);
    return it == entries_.end() ? Entry{} : it->second;
  }
  template <typename Edit>
  void edit(const std::string& key, Edit edit) {
    std::lock_guard lock(mutex_);
    const auto it = entries_.find(key);
    if (it != entries_.end()) {
      edit(it->second);
    } else if (entries_.size() < kMaxEntries) {
      edit(entries_[key]);
    }
  }

 private:
  static constexpr std::size_t kMaxEntries = 4096;  // bounds memory in sweeps of many jobs
  mutable std::mutex mutex_;
  std::map<std::string, Entry> entries_;
};

namespace {

// The largest context in [lo, hi] at which check_at passes, given that it passes at lo (each
// check fails at least as often as the context grows; see CheckCache).
std::int64_t largest_passing(std::int64_t lo, std::int64_t hi,
                             const std::function<void(std::int64_t)>& check_at) {
  const auto passes = [&](std::int64_t context) {
    try {
      check_at(context);
      return true;
    } catch (const io::InputError&) {
      return false;
    }
  };
  if (passes(hi)) return hi;
  while (hi - lo > 1) {
    const std::int64_t mid = lo + (hi - lo) / 2;
    (passes(mid) ? lo : hi) = mid;
  }
  return lo;
}

// check_at(context) for this point through the cache: nothing when a context at least as large
// passed for its key; else the point's own check (its error, if it fails), and from the second
// point of the key that needs one, the largest context up to `top` that passes, by bisection
// (about 30 checks, once per key: a sweep of the context itself then checks three points).
void through_cache(CheckCache* cache, const std::string& key, CheckKind kind, std::int64_t context,
                   std::int64_t top, const std::function<void(std::int64_t)>& check_at) {
  if (!cache) return check_at(context);
  const CheckCache::Entry entry = cache->get(key);
  if (context <= entry.passed[kind]) return;
  check_at(context);
  const std::int64_t largest =
      entry.misses[kind] > 0 && top > context ? largest_passing(context, top, check_at) : context;
  cache->edit(key, [&](CheckCache::Entry& e) {
    e.passed[kind] = std::max(e.passed[kind], largest);
    ++e.misses[kind];
  });
}

// Runs `check` on the loaded decode job, or on a copy of it at another context.
void at_context(const Loaded& loaded, std::int64_t context,
                const std::function<void(const decode::DecodeJob&)>& check) {
  const decode::DecodeJob& job = *loaded.decode_job;
  if (context == job.token.context_tokens) return check(job);
  decode::DecodeJob probe = job;
  probe.token.context_tokens = context;
  check(probe);
}

std::int64_t largest_context(const model::ModelSpec& model) {
  return model.max_positions > 0 ? model.max_positions - 1 : kLargestContext;
}

// The decode job's checks against the machine and its work estimate, through the cache.
void check_decode_machine(Loaded& loaded, const ScenarioOptions& options,
                          const io::Node& job_node) {
  CheckCache* cache = options.checks.get();
  through_cache(cache, loaded.check_key, kMachineCheck, loaded.decode_job->token.context_tokens,
                largest_context(loaded.model), [&](std::int64_t context) {
                  at_context(loaded, context, [&](const decode::DecodeJob& job) {
                    decode::check_against_machine(job, loaded.model, loaded.hardware);
                  });
                });
  std::optional<WorkEstimate> work = cache ? cache->get(loaded.check_key).work : std::nullopt;
  if (!work) {
    work = estimate_decode(*loaded.decode_job, loaded.model, loaded.hardware, options.case_threads);
    if (cache) cache->edit(loaded.check_key, [&](CheckCache::Entry& e) { e.work = work; });
  }
  check_work(*work, options.limits.max_tasks, job_node);
  loaded.work = *work;
}

// One point read and checked as `check` and `run` share it. `exact`: see prepare; `resolved`: the
// cached hardware and model records are replayed into loaded.resolved (a check that writes no
// resolved input skips them; the job's are always recorded, for the check key).
Loaded load_point(const std::filesystem::path& file, const io::SweepPoint& point,
                  const ScenarioOptions& options, bool exact, bool resolved);

// load_point, with an error in a model imported from a Hugging Face config shown at the config's
// key.
Loaded load(const std::filesystem::path& file, const io::SweepPoint& point,
            const ScenarioOptions& options, bool exact, bool resolved = true) {
  try {
    return load_point(file, point, options, exact, resolved);
  } catch (const io::InputError& e) {
    throw hf::locate_in_config(e);
  }
}

Loaded load_point(const std::filesystem::path& file, const io::SweepPoint& point,
                  const ScenarioOptions& options, bool exact, bool resolved) {
  LoadCache* cache = options.cache.get();
  const std::string hw_key = section_key("hardware", point, options);
  const std::string model_key = section_key("model", point, options);
  const auto cached_hw = cache ? cache->hardware(hw_key) : nullptr;
  const auto cached_model = cache ? cache->model(model_key) : nullptr;
  std::vector<std::string> skip;
  if (cached_hw) skip.emplace_back("hardware");
  if (cached_model) skip.emplace_back("model");
  Loaded loaded;
  const io::Node root = prepare(file, point, options, exact, skip, &loaded.hf_defaults_note);
  loaded.hw_key = hw_key;
  loaded.model_key = model_key;
  io::SectionReader reader(root, scenario_section(), &loaded.resolved);
  reader.string("name");
  reader.string("description");
  reader.finish();
  loaded.hardware = cached_or_read(
      cached_hw, [&](io::Resolved* r) { return hw::load_hardware(root.at("hardware"), r); },
      [&](auto entry) {
        if (cache) cache->put_hardware(hw_key, std::move(entry));
      },
      resolved ? &loaded.resolved : nullptr);
  loaded.model = cached_or_read(
      cached_model, [&](io::Resolved* r) { return model::load_model(root.at("model"), r); },
      [&](auto entry) {
        if (cache) cache->put_model(model_key, std::move(entry));
      },
      resolved ? &loaded.resolved : nullptr);
  const io::Node job = root.at("job");
  if (!job.is_map()) job.fail("expected a map with a `kind` key");
  loaded.job_node = job;
  loaded.kind = io::SectionReader(job, job_kind_section()).choice("kind");
  const std::optional<io::Node> stack_node = root.find("stack");
  // (A train job's `stack:` named its training stack in prepare(): job.stack.)
  if (loaded.kind == "decode") {
    // The stack's kernel values stand in for the hardware's (stack::effective_hardware).
    loaded.stack = std::make_shared<const stack::Stack>(
        stack_node ? stack::load_stack(*stack_node, &loaded.resolved)
                   : stack::default_stack(&loaded.resolved));
    loaded.hardware = stack::effective_hardware(loaded.hardware, *loaded.stack);
  }
  if (loaded.kind == "train") {
    loaded.train_job = train::load_train_job(job, &loaded.resolved);
    if (options.checks) loaded.check_key = check_key(loaded);
    train::check_against_model(job, *loaded.train_job, loaded.model);
    const WorkEstimate work = estimate_train(*loaded.train_job, loaded.model);
    check_work(work, options.limits.max_tasks, job);
    loaded.work = work;
    reject_unread_swept_keys(point, loaded);
  } else {
    loaded.decode_job = decode::load_decode_job(job, &loaded.resolved);
    loaded.decode_job->token.stack = loaded.stack;
    decode::check_against_stack(*loaded.decode_job);
    reject_unread_swept_keys(point, loaded);
    decode::check_against_model(*loaded.decode_job, loaded.model);
    if (options.checks) loaded.check_key = check_key(loaded);
    check_decode_machine(loaded, options, job);
  }
  return loaded;
}

}  // namespace

template <typename T>
std::shared_ptr<const LoadCache::Entry<T>> find_entry(
    std::mutex& mutex, const std::map<std::string, std::shared_ptr<const LoadCache::Entry<T>>>& map,
    const std::string& key) {
  std::lock_guard lock(mutex);
  const auto it = map.find(key);
  return it == map.end() ? nullptr : it->second;
}

std::shared_ptr<const LoadCache::Entry<hw::HardwareProfile>> LoadCache::hardware(
    const std::string& key) const {
  return find_entry(mutex_, hardware_, key);
}

std::shared_ptr<const LoadCache::Entry<model::ModelSpec>> LoadCache::model(
    const std::string& key) const {
  return find_entry(mutex_, models_, key);
}

void LoadCache::put_hardware(const std::string& key, Entry<hw::HardwareProfile> entry) {
  std::lock_guard lock(mutex_);
  if (hardware_.size() < kMaxEntries)
    hardware_.emplace(key, std::make_shared<const Entry<hw::HardwareProfile>>(std::move(entry)));
}

void LoadCache::put_model(const std::string& key, Entry<model::ModelSpec> entry) {
  std::lock_guard lock(mutex_);
  if (models_.size() < kMaxEntries)
    models_.emplace(key, std::make_shared<const Entry<model::ModelSpec>>(std::move(entry)));
}

std::vector<io::SweepPoint> plan(const std::filesystem::path& file,
                                 const ScenarioOptions& options) {
  const io::Node root = load_scenario_file(file, options.limits);
  if (!root.is_map()) root.fail("a scenario must be a map with hardware, model and job");
  for (std::size_t i = 0; i < options.overrides.size(); ++i) {
    io::check_override_text(options.overrides[i], i + 1);
  }
  const std::optional<io::Node> sweep = root.find("sweep");
  io::check_sweep_conflicts(sweep ? &*sweep : nullptr, options.overrides);
  if (!sweep) return {io::SweepPoint{}};
  return io::expand_sweep(*sweep, options.limits.max_sweep_points);
}

namespace {

std::vector<std::string> top_level_keys(const io::Node& root) {
  std::vector<std::string> keys;
  for (const auto& entry : root.entries()) keys.push_back(entry.first);
  return keys;
}

// `text` with lines [first, last) (0-based) emptied, newlines kept.
std::string blank_lines(const std::string& text, int first, int last) {
  std::string out;
  out.reserve(text.size());
  int line = 0;
  for (char c : text) {
    if (c == '\n') {
      out += c;
      ++line;
    } else if (line < first || line >= last) {
      out += c;
    }
  }
  return out;
}

}  // namespace

std::string point_text(const std::filesystem::path& file, const ScenarioOptions& options) {
  const io::Node root = load_scenario_file(file, options.limits);
  std::ifstream in(file, std::ios::binary);
  std::ostringstream buffer;
  buffer << in.rdbuf();
  const std::string text = std::move(buffer).str();
  if (!root.is_map() || !root.find("sweep")) return text;
  const io::Location key = root.key_location("sweep");
  if (key.column != 1) return text;  // not a block-style key of the root map
  // The block runs to the next line that starts a top-level entry (text in column 1).
  std::vector<std::size_t> starts{0};
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') starts.push_back(i + 1);
  const int first = key.line - 1;
  int last = first + 1;
  for (; last < static_cast<int>(starts.size()); ++last) {
    const std::size_t at = starts[static_cast<std::size_t>(last)];
    if (at < text.size() && text[at] != ' ' && text[at] != '\n' && text[at] != '\r' &&
        text[at] != '#' && text[at] != '\t') {
      break;
    }
  }
  const std::size_t begin = starts[static_cast<std::size_t>(first)];
  const std::size_t end =
      last < static_cast<int>(starts.size()) ? starts[static_cast<std::size_t>(last)] : text.size();
  if (text.find('&', begin) < end) return text;  // an anchor other entries may alias
  const std::string cut = blank_lines(text, first, last);
  std::vector<std::string> expected = top_level_keys(root);
  expected.erase(std::find(expected.begin(), expected.end(), "sweep"));
  try {
    const io::Node reparsed = io::Node::parse_string(cut, file.string(), options.limits);
    if (reparsed.is_map() && top_level_keys(reparsed) == expected) return cut;
  } catch (const io::InputError&) {
  }
  return text;
}

namespace {

// A decode point's tokens within the engine's time range (decode::check_time_range, a bound):
// `check` and `run` both refuse a point beyond it.
// `threads`: the cases checked at once.
void check_decode_time(const Loaded& loaded, CheckCache* cache, int threads) {
  through_cache(cache, loaded.check_key, kTimeCheck, loaded.decode_job->token.context_tokens,
                largest_context(loaded.model), [&](std::int64_t context) {
                  at_context(loaded, context, [&](const decode::DecodeJob& job) {
                    decode::check_time_range(job, loaded.model, loaded.hardware, threads);
                  });
                });
}

// What `check` refuses beyond loading, so that `run` cannot fail on a checked input: the decode
// time range, and a training step (run once: it is what run computes).
void check_runs(const Loaded& loaded, CheckCache* cache, int threads) {
  if (loaded.decode_job) {
    check_decode_time(loaded, cache, threads);
  } else {
    through_cache(cache, loaded.check_key, kTimeCheck, 0, 0,
                  [&](std::int64_t) { run_train_located(loaded); });
  }
}

// body(exact) on the shared parsed tree, and again on the parsed text if that fails with an input
// error: the copy's nodes carry no positions, the text's do (see ParsedText).
template <typename Body>
auto exactly_on_error(const ScenarioOptions& options, Body body) {
  if (!options.parsed) return body(true);
  try {
    return body(false);
  } catch (const io::InputError&) {
    return body(true);
  }
}

PointResult run_loaded(Loaded loaded, const io::SweepPoint& point, const ScenarioOptions& options);

}  // namespace

namespace {
std::atomic<std::uint64_t> g_parsed_texts{0};  // ids of ParsedText objects, never reused
}  // namespace

ParsedText::ParsedText(const std::string& text, const std::filesystem::path& file,
                       const io::Limits& limits)
    : id_(++g_parsed_texts), root_(io::Node::parse_string(text, file.string(), limits)) {}

io::Node ParsedText::copy() const {
  // Each thread copies from a tree of its own, itself copied once under the lock: yaml-cpp
  // promises no concurrent reads of one tree, and a lock around every point's copy serialises
  // the points. A thread keeps one such tree, of the ParsedText it read last.
  struct Own {
    std::uint64_t id = 0;
    std::optional<io::Node> root;
  };
  thread_local Own own;
  if (own.id != id_) {
    std::lock_guard lock(mutex_);
    own.root = root_.copy();
    own.id = id_;
  }
  return own.root->copy();
}

void share_across_points(const std::filesystem::path& file, ScenarioOptions& options) {
  options.point_text = point_text(file, options);
  options.parsed = std::make_shared<const ParsedText>(options.point_text, file, options.limits);
  options.cache = std::make_shared<LoadCache>();
  options.checks = std::make_shared<CheckCache>();
  options.cases = std::make_shared<decode::CaseCache>();
  options.work = std::make_shared<WorkBudget>(static_cast<double>(options.limits.max_tasks));
}

std::string check_point(const std::filesystem::path& file, const io::SweepPoint& point,
                        const ScenarioOptions& options, WorkEstimate* work) {
  return exactly_on_error(options, [&](bool exact) {
    const Loaded loaded = load(file, point, options, exact);
    check_runs(loaded, options.checks.get(), options.case_threads);
    if (work) *work = loaded.work;
    return loaded.resolved.to_yaml();
  });
}

void validate_point(const std::filesystem::path& file, const io::SweepPoint& point,
                    const ScenarioOptions& options, WorkEstimate* work) {
  exactly_on_error(options, [&](bool exact) {
    const Loaded loaded = load(file, point, options, exact, false);
    check_runs(loaded, options.checks.get(), options.case_threads);
    if (work) *work = loaded.work;
  });
}

PointResult run_point(const std::filesystem::path& file, const io::SweepPoint& point,
                      const ScenarioOptions& options) {
  return exactly_on_error(options, [&](bool exact) {
    Loaded loaded = load(file, point, options, exact);
    if (loaded.decode_job) check_decode_time(loaded, options.checks.get(), options.case_threads);
    return run_loaded(std::move(loaded), point, options);
  });
}

namespace {

// What the cases of a decode point read besides their own method (decode::CaseCache): every
// resolved record but the job's methods and budgets, which each case carries as its MethodSpec.
std::string case_input(const Loaded& loaded) {
  std::string input;
  for (const auto& [path, value] : loaded.resolved.entries()) {
    if (in_section(path, "job.methods") || in_section(path, "job.budgets")) continue;
    input += path + "=" + value + "\n";
  }
  return input;
}

PointResult run_loaded(Loaded loaded, const io::SweepPoint& point, const ScenarioOptions& options) {
  PointResult result;
  result.point = point;
  result.resolved_yaml = loaded.resolved.to_yaml();
  if (loaded.train_job) {
    result.outcome = run_train_located(loaded);
  } else {
    try {
      decode::CaseCacheRef cases;
      if (options.cases) cases = {options.cases.get(), options.cases->input_id(case_input(loaded))};
      const std::shared_ptr<WorkBudget> work =
          options.work
              ? options.work
              : std::make_shared<WorkBudget>(static_cast<double>(options.limits.max_tasks));
      const decode::CaseBudget budget{
          work.get(), [&](const decode::MethodSpec& method, decode::Placement placement) {
            return estimate_decode_case(*loaded.decode_job, loaded.model, loaded.hardware, method,
                                        placement);
          }};
      result.outcome = decode::run_decode(loaded.hardware, loaded.model, *loaded.decode_job,
                                          options.case_threads, cases, options.trace, budget);
    } catch (const std::logic_error&) {
      // The engine's range errors (std::invalid_argument, "event scheduled in the past") name no
      // key: report what `check` reports (it builds the graphs again, only on this failure
      // path), or the original error if that passes.
      decode::check_time_range(*loaded.decode_job, loaded.model, loaded.hardware);
      throw;
    }
  }
  // A model imported with class defaults says so under the first table.
  if (!loaded.hf_defaults_note.empty() && !result.outcome.tables.empty()) {
    result.outcome.tables.front().notes.push_back(loaded.hf_defaults_note);
  }
  return result;
}

}  // namespace

namespace {

// The distinct texts of one column of a table.
std::size_t distinct_values(const report::Table& table, const std::string& column) {
  const std::size_t c = table.column_index(column);
  std::set<std::string> seen;  // a sweep of 10^5 points has as many rows: no linear search
  for (const auto& row : table.rows) seen.insert(report::format_cell(row[c], table.columns[c]));
  return seen.size();
}

constexpr std::size_t kMaxSweepPanels = 12;
constexpr std::size_t kMaxBars = 64;  // bars one chart shows readably side by side

// A stacked-bar chart of a sweep with more bars than a chart can show, redrawn as lines: a line per
// series (the table's `series` column when it has one, a case without its swept values; else the
// bars' x) and y column, against the swept key with the most values; one panel per value of the
// next varying swept key with at most kMaxSweepPanels values (else of the chart's own group);
// every other swept key held at its first value, named in the title. The CSV keeps every row.
void bars_to_lines(report::PlotSpec& plot, const report::Table& table,
                   const std::vector<std::size_t>& values, std::size_t own_groups) {
  std::size_t x = 0;
  for (std::size_t k = 1; k < values.size(); ++k)
    if (values[k] > values[x]) x = k;
  std::string panel;
  for (std::size_t k = 0; k < values.size() && panel.empty(); ++k) {
    if (k != x && values[k] > 1 && values[k] <= kMaxSweepPanels) panel = table.columns[k].name;
  }
  if (panel.empty() && own_groups > 1 && own_groups <= kMaxSweepPanels) panel = plot.group;
  std::string held;
  for (std::size_t k = 0; k < values.size(); ++k) {
    const std::string& column = table.columns[k].name;
    if (k == x || values[k] <= 1 || column == panel) continue;
    const std::string first = report::format_cell(table.rows.front()[k], table.columns[k]);
    plot.where.emplace_back(column, first);
    held += (held.empty() ? " (" : ", ") + column + " = " + first;
  }
  bool has_series = false;
  for (const report::Column& c : table.columns) has_series = has_series || c.name == "series";
  plot.style = report::PlotSpec::Style::lines;
  plot.group = has_series ? "series" : plot.x;
  plot.x = plot.x_label = table.columns[x].name;
  plot.panel = panel;
  plot.title += held.empty() ? "" : held + ")";
}

// In a sweep, a stacked-bar plot whose panels would not tell the sweep points apart (no group, or a
// group with one value) gets one panel per value of the first swept key that varies, unless that
// key has more values than a chart can show side by side; one with more bars than a chart can show
// becomes lines (bars_to_lines).
void fit_sweep(report::PlotSpec& plot, const report::JobOutcome& merged, const PointResult& first) {
  if (plot.style != report::PlotSpec::Style::stacked_bars) return;
  const report::Table* table = nullptr;
  for (const report::Table& t : merged.tables) {
    if (t.name == plot.table) table = &t;
  }
  if (!table || table->rows.empty()) return;
  std::vector<std::size_t> values;  // distinct values of each swept key (its columns lead)
  for (std::size_t k = 0; k < first.point.assignments.size(); ++k)
    values.push_back(distinct_values(*table, table->columns[k].name));
  const std::size_t own_groups = plot.group.empty() ? 1 : distinct_values(*table, plot.group);
  std::string panel = own_groups > 1 ? plot.group : "";
  std::size_t panels = own_groups;
  for (std::size_t k = 0; k < values.size() && panel.empty(); ++k) {
    if (values[k] <= 1) continue;
    if (values[k] > kMaxSweepPanels) break;  // unreadable as panels: one chart
    panel = table->columns[k].name;
    panels = values[k];
  }
  if (table->rows.size() > kMaxBars * panels)
    return bars_to_lines(plot, *table, values, own_groups);
  if (!panel.empty()) plot.group = panel;
}

}  // namespace

namespace {

// The title of a table merged over points whose own titles may differ (a pp sweep's "stage 0 of
// 1" and "stage 0 of 4"): the first point's text before its parenthesis, and a word that it
// differs.
std::string merged_title(const std::string& merged, const std::string& point) {
  constexpr const char* kDiffers = " (differs between sweep points)";
  if (merged == point) return merged;
  const auto base = [](const std::string& t) { return t.substr(0, t.find(" (")); };
  return base(merged) + kDiffers;
}

}  // namespace

void merge_point(report::JobOutcome& merged, const PointResult& p, bool swept) {
  for (const report::Table& table : p.outcome.tables) {
    report::Table* target = nullptr;
    for (report::Table& t : merged.tables) {
      if (t.name == table.name) target = &t;
    }
    if (target) target->title = merged_title(target->title, table.title);
    if (!target) {
      report::Table fresh = table;
      fresh.rows.clear();
      if (swept) {
        std::vector<report::Column> columns;
        for (const auto& a : p.point.assignments) {
          // A swept key that the table already reports (e.g. `model`) keeps the table's column;
          // the sweep's own value goes beside it under "sweep.<key>".
          bool clashes = false;
          for (const report::Column& c : table.columns) clashes = clashes || c.name == a.first;
          columns.emplace_back(clashes ? "sweep." + a.first : a.first);
        }
        columns.insert(columns.end(), table.columns.begin(), table.columns.end());
        fresh.columns = std::move(columns);
      }
      merged.tables.push_back(std::move(fresh));
      target = &merged.tables.back();
    }
    for (const auto& row : table.rows) {
      std::vector<report::Cell> cells;
      if (swept) {
        for (const auto& a : p.point.assignments) cells.emplace_back(a.second);
      }
      cells.insert(cells.end(), row.begin(), row.end());
      target->add_row(std::move(cells));
    }
  }
  for (const report::PlotSpec& plot : p.outcome.plots) {
    bool known = false;
    for (const report::PlotSpec& existing : merged.plots)
      known = known || existing.name == plot.name;
    if (!known) merged.plots.push_back(plot);
  }
  if (p.outcome.trace) merged.trace = p.outcome.trace;
}

void finish_merge(report::JobOutcome& merged, const PointResult& first) {
  if (first.point.assignments.empty()) return;
  for (report::PlotSpec& plot : merged.plots) fit_sweep(plot, merged, first);
}

report::JobOutcome merge(const std::vector<PointResult>& points) {
  report::JobOutcome merged;
  if (points.empty()) return merged;
  const bool swept = !points.front().point.assignments.empty();
  for (const PointResult& p : points) merge_point(merged, p, swept);
  finish_merge(merged, points.front());
  return merged;
}

std::vector<io::SectionSpec> all_sections() {
  std::vector<io::SectionSpec> sections{scenario_section()};
  auto append = [&](std::vector<io::SectionSpec> more) {
    sections.insert(sections.end(), more.begin(), more.end());
  };
  append(hw::hardware_sections());
  append(model::model_sections());
  append(stack::stack_sections());
  sections.push_back(job_kind_section());
  append(train::train_sections());
  append(decode::decode_sections());
  return sections;
}

std::filesystem::path default_scenario_path() {
  return data_path("workloads/scenarios/decode-paper-table3.yaml");
}

std::filesystem::path data_path(const std::filesystem::path& relative) {
  if (const char* data_dir = std::getenv("HWSIM_DATA_DIR")) {
    return std::filesystem::path(data_dir) / relative;
  }
  std::error_code error;
  std::filesystem::path dir = std::filesystem::read_symlink("/proc/self/exe", error).parent_path();
  for (int up = 0; !error && up < 4 && !dir.empty(); ++up, dir = dir.parent_path()) {
    if (std::filesystem::exists(dir / relative)) return dir / relative;
    if (dir == dir.parent_path()) break;
  }
  return relative;  // relative to the working directory, as a last resort
}

}  // namespace hwsim::scenario
