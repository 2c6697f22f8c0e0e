// `hwsim calibrate` and `hwsim validate`: measure the machine (CUDA builds) or read measurements
// already taken (any build), fit a hardware profile, and compare hwsim's predictions with the
// measured end-to-end decode (and, given their results, training-memory) cases.
#include <spawn.h>
#include <sys/wait.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

#include "build_info.hpp"
#include "sim/calibrate/profile_fit.hpp"
#include "sim/calibrate/stack_fit.hpp"
#include "sim/cli/commands.hpp"
#include "sim/hw/profile_loader.hpp"
#include "sim/io/input_error.hpp"
#include "sim/io/input_file.hpp"
#include "sim/io/node.hpp"
#include "sim/report/writers.hpp"
#include "sim/scenario/scenario.hpp"
#include "sim/validation/batch_compare.hpp"
#include "sim/validation/e2e_compare.hpp"
#include "sim/validation/hf_train_validation.hpp"
#include "sim/validation/moe_compare.hpp"
#include "sim/validation/published_compare.hpp"
#include "sim/validation/stack_compare.hpp"
#include "sim/validation/train_validation.hpp"

#ifdef HWSIM_HAVE_CUDA
#include "validate/gpu_bench.hpp"
#endif

namespace hwsim::cli {
namespace po = boost::program_options;
namespace {

using nlohmann::json;

#ifdef HWSIM_HAVE_CUDA
std::string utc_now() {
  const std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

// A hwsim-gpubench-style document around one stage's result.
json document(const std::string& subcommand, const std::string& started, const char* key,
              json body) {
  return {{"tool", "hwsim"},
          {"subcommand", subcommand},
          {"started_utc", started},
          {"finished_utc", utc_now()},
          {key, std::move(body)}};
}
#endif

// A results or microbenchmark document: an input file (io::read_input_file) of strict JSON.
json read_json_file(const std::string& path, const std::string& flag) {
  return io::parse_json_text(io::read_input_file(path, flag, "a JSON file", "cannot read"), path);
}

// Runs argv (argv[0] looked up on PATH) and waits; its exit status, or 127 when it cannot start.
int run_program(const std::vector<std::string>& argv) {
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = 0;
  if (posix_spawnp(&pid, args[0], nullptr, nullptr, args.data(), environ) != 0) return 127;
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return 127;
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

void write_text(const std::filesystem::path& path, const std::string& text) {
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path());
  std::ofstream out(path);
  if (!out || !(out << text)) throw std::runtime_error("cannot write " + path.string());
}

// The folder holding workloads/models/ (model files of the validation cases): HWSIM_DATA_DIR, a
// folder above the executable, the source tree hwsim was built from, or the working directory.
std::filesystem::path data_root() {
  const std::filesystem::path probe = "workloads/models/llama-3.1-8b.yaml";
  if (const char* dir = std::getenv("HWSIM_DATA_DIR")) return dir;
  std::error_code error;
  std::filesystem::path dir = std::filesystem::read_symlink("/proc/self/exe", error).parent_path();
  for (int up = 0; !error && up < 4 && !dir.empty(); ++up, dir = dir.parent_path()) {
    if (std::filesystem::exists(dir / probe)) return dir;
    if (dir == dir.parent_path()) break;
  }
  if (std::filesystem::exists(std::filesystem::path(build::kSourceDir) / probe))
    return build::kSourceDir;
  return ".";
}

#ifndef HWSIM_HAVE_CUDA
[[noreturn]] void needs_cuda(const std::string& what, const std::string& instead) {
  throw std::runtime_error(
      what + " needs the CUDA validation code, and this hwsim was built without CUDA; " + instead);
}
#endif

}  // namespace

// `hwsim calibrate --stack NAME`: the stack benchmark through the frameworks (python3 running
// validate/frameworks/stack_bench.py, measuring) or its document (--from-json), fitted into a
// stack profile.
int calibrate_stack(const po::variables_map& vm, const std::string& stack,
                    const std::string& from_json, std::string raw_file, const std::string& out_file,
                    const std::string& hardware_file, std::ostream& out, std::ostream& err) {
  if (vm.count("quick") || vm.count("ssd-file") || vm.count("base"))
    throw UsageError("--quick, --ssd-file and --base apply to a hardware calibration, not --stack");
  json doc;
  if (!from_json.empty()) {
    if (!raw_file.empty()) throw UsageError("--raw applies to measuring, not to --from-json");
    doc = read_json_file(from_json, "--from-json");
  } else {
    if (raw_file.empty())
      raw_file = out_file.empty() ? "calibrate_stack.json" : out_file + ".stack.json";
    const std::string script = scenario::data_path("validate/frameworks/stack_bench.py").string();
    std::vector<std::string> argv = {"python3", script, "--out", raw_file, "--stack", "pytorch"};
    if (stack != "pytorch") argv.insert(argv.end(), {"--stack", "hf-transformers"});
    if (stack == "hf-accelerate") argv.insert(argv.end(), {"--stack", "hf-accelerate"});
    err << "hwsim: measuring the " << stack << " stack through the framework (" << script
        << ")...\n";
    const int status = run_program(argv);
    if (status != 0)
      throw std::runtime_error("the stack benchmark (" + script + ") failed with status " +
                               std::to_string(status) +
                               "; it needs python3 with PyTorch (and transformers, accelerate) "
                               "and a CUDA GPU");
    doc = read_json_file(raw_file, "--raw");
  }
  calibrate::StackFitOptions options;
  options.row = stack;
  if (!hardware_file.empty())
    options.hardware = hw::load_hardware(io::Node::load_file(hardware_file), nullptr);
  const calibrate::FittedStack fit = calibrate::fit_stack(doc, options);
  if (out_file.empty()) {
    out << fit.yaml;
  } else {
    write_text(out_file, fit.yaml);
    err << "hwsim: wrote " << out_file << " (" << fit.device << ")\n";
  }
  return 0;
}

int command_calibrate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  std::string out_file, raw_file, from_json, ssd_file, base_file, name = "calibrated";
  std::string stack, hardware_file;
  po::options_description desc("Options");
  desc.add_options()("help,h", "this help")("out", po::value<std::string>(&out_file),
                                            "write the profile here (default: stdout)")(
      "raw", po::value<std::string>(&raw_file),
      "write the raw microbenchmark JSON here (default when measuring: <out>.micro.json or "
      "calibrate_micro.json)")("from-json", po::value<std::string>(&from_json),
                               "fit from an existing microbenchmark JSON instead of measuring")(
      "quick", "measure with fewer sizes and repetitions (a smoke test)")(
      "ssd-file", po::value<std::string>(&ssd_file), "file the O_DIRECT read benchmark uses")(
      "base", po::value<std::string>(&base_file),
      "profile supplying the values no benchmark measures (FLOP/s, host memory)")(
      "name", po::value<std::string>(&name), "profile name (default calibrated)")(
      "stack", po::value<std::string>(&stack),
      "measure a software stack instead of the hardware (pytorch, hf-transformers, "
      "hf-accelerate): a stack profile")(
      "hardware", po::value<std::string>(&hardware_file),
      "with --stack: the machine's hardware profile (its flops_bf16 gives the GEMM efficiency)");
  const po::variables_map vm = parse_args(args, desc, {});
  if (vm.count("help")) {
    out << "Usage: hwsim calibrate [--out PROFILE.yaml] [--raw FILE.json] [--quick] [--ssd-file "
           "PATH]\n"
           "       hwsim calibrate --from-json MICRO.json [--out PROFILE.yaml]\n"
           "       hwsim calibrate --stack pytorch|hf-transformers|hf-accelerate [--from-json "
           "STACK.json] [--hardware PROFILE.yaml] [--out STACK.yaml]\n"
           "Example: hwsim calibrate --stack hf-accelerate --from-json stack.json --out "
           "accelerate.yaml\n"
        << desc;
    return 0;
  }
  if (!stack.empty())
    return calibrate_stack(vm, stack, from_json, raw_file, out_file, hardware_file, out, err);
  if (!hardware_file.empty()) throw UsageError("--hardware applies to --stack only");
  json micro;
  if (!from_json.empty()) {
    if (vm.count("quick") || vm.count("ssd-file") || vm.count("raw")) {
      throw UsageError("--quick, --ssd-file and --raw apply to measuring, not to --from-json");
    }
    micro = read_json_file(from_json, "--from-json");
  } else {
#ifdef HWSIM_HAVE_CUDA
    validate::MicrobenchOptions options;
    options.quick = vm.count("quick") > 0;
    if (!ssd_file.empty()) options.ssd_file = ssd_file;
    const std::string started = utc_now();
    err << "hwsim: running the microbenchmarks (copies, launch, kernels, gather, O_DIRECT "
           "reads)...\n";
    micro = document("calibrate", started, "micro", validate::run_microbenchmarks(options));
    if (raw_file.empty())
      raw_file = out_file.empty() ? "calibrate_micro.json" : out_file + ".micro.json";
    write_text(raw_file, micro.dump(1) + "\n");
    err << "hwsim: wrote " << raw_file << "\n";
#else
    needs_cuda("measuring (`hwsim calibrate` without --from-json)",
               "fit from a measurement taken elsewhere with --from-json MICRO.json");
#endif
  }
  calibrate::FitOptions options;
  options.name = name;
  if (!base_file.empty()) {
    options.base = hw::load_hardware(io::Node::load_file(base_file), nullptr);
    options.base_label = "base profile " + std::filesystem::path(base_file).filename().string();
  }
  const calibrate::FittedProfile fit = calibrate::fit_profile(micro, options);
  if (out_file.empty()) {
    out << fit.yaml;
  } else {
    write_text(out_file, fit.yaml);
    err << "hwsim: wrote " << out_file << " (" << fit.device << ", " << fit.date << ")\n";
  }
  return 0;
}

namespace {

// `hwsim validate`'s flags.
struct ValidateArgs {
  std::string hf_train_file;  // --hf-train-results
  std::string profile_file, e2e_file, raw_file, out_dir, train_file, flash_file, batch_file,
      moe_file, stack_file, published_file;
  std::vector<std::string> stack_profiles;  // ROW=FILE
  std::string storage = "probe", host = "probe";
  double case_threshold = 10.0, mape_threshold = 5.0, train_threshold = 3.0;
  double cpu_case_threshold = 5.0, cpu_mape_threshold = 2.0;
  validation::Thresholds thresholds() const {
    return {case_threshold, mape_threshold, cpu_case_threshold, cpu_mape_threshold};
  }
};

po::options_description validate_options(ValidateArgs& a) {
  po::options_description desc("Options");
  desc.add_options()("help,h", "this help")(
      "profile", po::value<std::string>(&a.profile_file),
      "hardware profile to predict the end-to-end decode cases with")(
      "e2e-results", po::value<std::string>(&a.e2e_file),
      "compare with these end-to-end results instead of running the harness")(
      "batch-results", po::value<std::string>(&a.batch_file),
      "compare with these batch decode results (hwsim-gpubench batch); alone, without "
      "--e2e-results, the end-to-end harness is not run")(
      "moe-results", po::value<std::string>(&a.moe_file),
      "compare with these MoE results (hwsim-gpubench moe; without --e2e-results the end-to-end "
      "cases are then neither run nor compared)")(
      "stack-results", po::value<std::string>(&a.stack_file),
      "compare with this software-stack ground truth (validate/frameworks/decode_truth.py; "
      "without --e2e-results the end-to-end cases are then neither run nor compared)")(
      "published", po::value<std::string>(&a.published_file),
      "compare with figures published by outside teams, each reproduced by a scenario "
      "(validate/published/decode.yaml); needs no --profile")(
      "stack-profile", po::value<std::vector<std::string>>(&a.stack_profiles),
      "ROW=FILE: the calibrated stack profile (hwsim calibrate --stack ROW) of a stack of the "
      "ground truth (pytorch, hf-transformers, hf-accelerate); repeatable")(
      "checks", "run the kernel correctness checks first (a failure exits with 3)")(
      "raw", po::value<std::string>(&a.raw_file),
      "write the measured end-to-end JSON here (default <out>/e2e.json when measuring)")(
      "flash-file", po::value<std::string>(&a.flash_file),
      "file the flash cases read (when measuring)")(
      "storage", po::value<std::string>(&a.storage),
      "storage read latencies for the flash cases: probe (default; measured on the weights file "
      "between the flash cases, the profile's own tables reported beside) or profile (the "
      "profile's tables only; no probe when measuring)")(
      "host", po::value<std::string>(&a.host),
      "gather and post-gather copy rates for the sparse CPU-memory cases: probe (default; "
      "measured on the pinned weights before those cases, the profile's own tables reported "
      "beside) or profile (the profile's tables only; no probe when measuring)")(
      "out", po::value<std::string>(&a.out_dir),
      "folder for validation.json, one CSV per table (validation.csv; "
      "validation_groups.csv when the results time each matrix group's gathers or reads; "
      "train_validation.csv) and the raw measurements")(
      "cpu-case-threshold", po::value<double>(&a.cpu_case_threshold),
      "headline (calibration only): largest |error| of one CPU-memory case, % (default 5)")(
      "cpu-mape-threshold", po::value<double>(&a.cpu_mape_threshold),
      "headline: largest mean |error| of a set's CPU-memory cases, % (default 2)")(
      "case-threshold", po::value<double>(&a.case_threshold),
      "with the probes: largest |error| of one case, % (default 10)")(
      "mape-threshold", po::value<double>(&a.mape_threshold),
      "with the probes: largest mean |error|, % (default 5)")(
      "train-results", po::value<std::string>(&a.train_file),
      "also compare training memory with these measurements (validate/train_memory JSON)")(
      "train-threshold", po::value<double>(&a.train_threshold),
      "largest |error| of a training case, % (default 3)")(
      "hf-train-results", po::value<std::string>(&a.hf_train_file),
      "also compare training memory with measured Hugging Face transformers steps "
      "(validate/train_memory/hf_train_memory.py JSON; stack hf-transformers)");
  return desc;
}

// Throws UsageError for flags that do not go together or values out of range.
void check_validate_args(const po::variables_map& vm, const ValidateArgs& a) {
  if (a.profile_file.empty() && a.train_file.empty() && a.hf_train_file.empty() &&
      a.published_file.empty()) {
    throw UsageError(
        "validate needs --profile PROFILE.yaml (decode), --train-results or --hf-train-results "
        "FILE (training memory) and/or --published CASES.yaml");
  }
  if (a.profile_file.empty() &&
      (vm.count("e2e-results") || vm.count("raw") || vm.count("flash-file") ||
       vm.count("batch-results") || vm.count("moe-results") || vm.count("stack-results"))) {
    throw UsageError(
        "--e2e-results, --batch-results, --moe-results, --stack-results, --raw and --flash-file "
        "need --profile PROFILE.yaml");
  }
  if (!a.stack_profiles.empty() && a.stack_file.empty())
    throw UsageError("--stack-profile applies to --stack-results");
  if (a.storage != "probe" && a.storage != "profile") {
    throw UsageError("--storage must be probe or profile, not '" + a.storage + "'");
  }
  if (a.host != "probe" && a.host != "profile") {
    throw UsageError("--host must be probe or profile, not '" + a.host + "'");
  }
  if (a.profile_file.empty() && (vm.count("storage") || vm.count("host"))) {
    throw UsageError("--storage and --host need --profile PROFILE.yaml");
  }
  if (!(a.case_threshold > 0) || !(a.mape_threshold > 0) || !(a.train_threshold > 0) ||
      !(a.cpu_case_threshold > 0) || !(a.cpu_mape_threshold > 0)) {
    throw UsageError("thresholds must be positive percentages");
  }
}

// --checks: the kernel correctness checks (CUDA builds); whether all passed.
bool run_checks(const ValidateArgs& a, std::ostream& out) {
#ifdef HWSIM_HAVE_CUDA
  const std::string started = utc_now();
  const json checks = document("validate", started, "checks", validate::run_kernel_checks(1));
  if (!a.out_dir.empty())
    write_text(std::filesystem::path(a.out_dir) / "checks.json", checks.dump(1) + "\n");
  const bool passed = checks.at("checks").at("all_passed").get<bool>();
  out << "kernel checks: " << (passed ? "all passed" : "FAILED") << "\n";
  return passed;
#else
  (void)a;
  (void)out;
  needs_cuda("--checks", "leave it out to compare existing results");
#endif
}

// The end-to-end results: --e2e-results, or measured here (CUDA builds) and written to --raw.
json e2e_results(const po::variables_map& vm, ValidateArgs& a, std::ostream& err) {
  if (!a.e2e_file.empty()) {
    if (vm.count("raw") || vm.count("flash-file")) {
      throw UsageError("--raw and --flash-file apply to measuring, not to --e2e-results");
    }
    return read_json_file(a.e2e_file, "--e2e-results");
  }
#ifdef HWSIM_HAVE_CUDA
  validate::DecodeE2EOptions options;
  if (!a.flash_file.empty()) options.flash_file = a.flash_file;
  if (a.storage == "profile") options.storage_probe_seconds_per_point = 0;
  if (a.host == "profile") options.host_probe_calls = 0;
  const std::string started = utc_now();
  err << "hwsim: running the end-to-end decode cases...\n";
  json e2e = document("validate", started, "e2e", validate::run_decode_e2e(options));
  if (a.raw_file.empty())
    a.raw_file =
        ((a.out_dir.empty() ? std::filesystem::path(".") : std::filesystem::path(a.out_dir)) /
         "e2e.json")
            .string();
  write_text(a.raw_file, e2e.dump(1) + "\n");
  err << "hwsim: wrote " << a.raw_file << "\n";
  return e2e;
#else
  (void)err;
  needs_cuda("running the end-to-end cases", "compare existing results with --e2e-results FILE");
#endif
}

// Appends `t` to the printed tables (a blank line between two) and to those written with --out.
void emit(const report::Table& t, std::vector<report::Table>& tables, std::ostream& out) {
  out << (tables.empty() ? "" : "\n") << report::to_text(t);
  tables.push_back(t);
}

// The end-to-end decode comparison; whether its headline is within its target.
bool validate_e2e(const json& e2e, const ValidateArgs& a, const std::filesystem::path& root,
                  std::vector<report::Table>& tables, std::ostream& out) {
  const hw::HardwareProfile profile =
      hw::load_hardware(io::Node::load_file(a.profile_file), nullptr);
  const validation::E2EComparison cmp =
      validation::compare_e2e(e2e, profile, root, a.thresholds(),
                              a.storage == "probe" ? validation::StorageTables::probe_when_measured
                                                   : validation::StorageTables::profile,
                              a.host == "probe" ? validation::HostTables::probe_when_measured
                                                : validation::HostTables::profile);
  emit(cmp.summary_table, tables, out);
  emit(cmp.table, tables, out);
  if (cmp.group_table) emit(*cmp.group_table, tables, out);
  return cmp.headline_within;
}

// The batch, MoE and training-memory comparisons given; whether each is within its target.
bool validate_others(const ValidateArgs& a, const std::filesystem::path& root,
                     std::vector<report::Table>& tables, std::ostream& out) {
  bool ok = true;
  if (!a.batch_file.empty()) {
    const validation::BatchComparison cmp = validation::compare_batch(
        read_json_file(a.batch_file, "--batch-results"),
        hw::load_hardware(io::Node::load_file(a.profile_file), nullptr), root, a.thresholds());
    for (const report::Table* t : {&cmp.summary_table, &cmp.table, &cmp.union_table})
      emit(*t, tables, out);
    ok = ok && cmp.headline_within;
  }
  if (!a.moe_file.empty()) {
    const validation::MoeComparison moe =
        validation::compare_moe(read_json_file(a.moe_file, "--moe-results"),
                                hw::load_hardware(io::Node::load_file(a.profile_file), nullptr));
    for (const report::Table* t : {&moe.summary_table, &moe.table, &moe.layer_table})
      emit(*t, tables, out);
    ok = ok && moe.within;
  }
  if (!a.published_file.empty()) {
    bool published_ok = false;
    const report::JobOutcome cmp =
        validation::compare_published(a.published_file, {}, &published_ok);
    for (const report::Table& t : cmp.tables) emit(t, tables, out);
    ok = ok && published_ok;
  }
  if (!a.stack_file.empty()) {
    validation::StackCompareOptions options;
    options.hardware = a.profile_file;
    options.repo_root = root;
    options.case_threshold = a.case_threshold;
    options.mape_threshold = a.mape_threshold;
    for (const std::string& p : a.stack_profiles) {
      const auto eq = p.find('=');
      if (eq == std::string::npos || eq == 0 || eq + 1 == p.size())
        throw UsageError("--stack-profile takes ROW=FILE, not '" + p + "'");
      options.stacks[p.substr(0, eq)] = p.substr(eq + 1);
    }
    options.work = (a.out_dir.empty() ? std::filesystem::temp_directory_path() / "hwsim-stack-cases"
                                      : std::filesystem::path(a.out_dir) / "stack_cases");
    bool stack_ok = false;
    const report::JobOutcome cmp = validation::compare_stacks(a.stack_file, options, &stack_ok);
    for (const report::Table& t : cmp.tables) emit(t, tables, out);
    ok = ok && stack_ok;
  }
  if (!a.train_file.empty()) {
    bool train_ok = false;
    emit(validation::compare_train(read_json_file(a.train_file, "--train-results"), root,
                                   a.train_threshold, &train_ok),
         tables, out);
    ok = ok && train_ok;
  }
  if (!a.hf_train_file.empty()) {
    const validation::HfTrainComparison hf = validation::compare_hf_train(a.hf_train_file, root);
    emit(hf.table, tables, out);
    emit(hf.phase_table, tables, out);
    ok = ok && hf.within;
  }
  return ok;
}

}  // namespace

int command_validate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  ValidateArgs a;
  const po::options_description desc = validate_options(a);
  const po::variables_map vm = parse_args(args, desc, {});
  if (vm.count("help")) {
    out << "Usage: hwsim validate [--profile PROFILE.yaml [--e2e-results FILE] [--batch-results "
           "FILE] [--moe-results FILE] [--storage probe|profile] [--host probe|profile]] "
           "[--train-results "
           "FILE] [--checks] [--out DIR]\n"
           "Decode is validated when --profile is given, training memory when --train-results "
           "is.\n"
        << desc;
    return 0;
  }
  check_validate_args(vm, a);
  bool ok = true;
  if (vm.count("checks")) ok = run_checks(a, out);
  const std::filesystem::path root = data_root();
  std::vector<report::Table> tables;
  // --batch-results or --moe-results alone compare those cases only: the end-to-end cases are
  // neither run nor compared.
  if (!a.profile_file.empty() &&
      ((a.batch_file.empty() && a.moe_file.empty() && a.stack_file.empty()) || !a.e2e_file.empty()))
    ok = validate_e2e(e2e_results(vm, a, err), a, root, tables, out) && ok;
  ok = validate_others(a, root, tables, out) && ok;
  if (!a.out_dir.empty()) {
    const std::filesystem::path out_path = a.out_dir;
    for (const auto& t : tables) write_text(out_path / (t.name + ".csv"), report::to_csv(t));
    write_text(out_path / "validation.json", report::to_json(tables));
    err << "hwsim: wrote " << (out_path / "validation.json").string() << "\n";
  }
  return ok ? 0 : 3;
}

}  // namespace hwsim::cli
