#include "sim/cli/app.hpp"

#include <ostream>

#include "build_info.hpp"
#include "sim/cli/commands.hpp"
#include "sim/core/cancel.hpp"
#include "sim/graph/executor.hpp"
#include "sim/io/did_you_mean.hpp"
#include "sim/io/input_error.hpp"

namespace hwsim::cli {
namespace po = boost::program_options;
namespace {

constexpr const char* kUsage =
    "Usage: hwsim <command> [options]\n"
    "\n"
    "Commands:\n"
    "  run [SCENARIO]      simulate a scenario (default: the built-in default scenario)\n"
    "  check SCENARIO      read and validate a scenario (every sweep point) without running it\n"
    "  describe [SECTION]  every parameter hwsim reads: name, type, unit, default, help\n"
    "  calibrate           measure this machine's GPU, PCIe and disk; write a hardware profile\n"
    "  validate            run real CUDA kernels and compare them with hwsim's predictions\n"
    "  import-model CONFIG a Hugging Face config.json as a hwsim model file (--out FILE)\n"
    "  estimate CONFIG     training memory and decode time per token from a config.json\n"
    "\n"
    "Options:\n"
    "  -h [ --help ]       this help; `hwsim <command> --help` for a command's options\n"
    "  --version           print the version\n";

struct Command {
  const char* name;
  int (*run)(const std::vector<std::string>&, std::ostream&, std::ostream&);
};
constexpr Command kCommands[] = {
    {"run", command_run},           {"check", command_check},
    {"describe", command_describe}, {"calibrate", command_calibrate},
    {"validate", command_validate}, {"import-model", command_import_model},
    {"estimate", command_estimate}};

std::string suggestion(const std::string& word, const std::vector<std::string>& candidates) {
  const auto close = io::did_you_mean(word, candidates);
  return close ? " (did you mean '" + *close + "'?)" : "";
}

}  // namespace

po::variables_map parse_args(const std::vector<std::string>& args,
                             const po::options_description& desc,
                             const po::positional_options_description& positional) {
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(desc).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const po::unknown_option& e) {
    std::vector<std::string> known;
    for (const auto& option : desc.options()) known.push_back("--" + option->long_name());
    throw UsageError("unknown option '" + e.get_option_name() + "'" +
                     suggestion(e.get_option_name(), known));
  } catch (const po::too_many_positional_options_error&) {
    throw UsageError("too many arguments");
  } catch (const po::error& e) {
    throw UsageError(e.what());
  }
  return vm;
}

std::optional<po::variables_map> parse_or_help(const std::vector<std::string>& args,
                                               const po::options_description& desc,
                                               const char* positional, const std::string& usage,
                                               std::ostream& out) {
  po::positional_options_description names;
  if (positional != nullptr) names.add(positional, 1);
  po::variables_map vm = parse_args(args, desc, names);
  if (!vm.count("help")) return vm;
  out << usage << desc;
  return std::nullopt;
}

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  if (args.empty() || args[0] == "-h" || args[0] == "--help" || args[0] == "--version") {
    if (args.empty() || args[0] != "--version") {
      (args.empty() ? err : out) << kUsage;
    } else {
      out << "hwsim " << build::kVersion << (build::kHaveCuda ? " (with CUDA validation)" : "")
          << "\n";
    }
    // Text lost on a full disk or a closed pipe must not look like success, here as below.
    out.flush();
    if (!out) {
      err << "hwsim: error: cannot write to standard output\n";
      return 4;
    }
    return args.empty() ? 2 : 0;
  }
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  try {
    for (const Command& command : kCommands) {
      if (args[0] != command.name) continue;
      const int status = command.run(rest, out, err);
      // Results lost on a full disk or a closed pipe must not look like success.
      out.flush();
      if (!out) throw std::runtime_error("cannot write the results to standard output");
      return status;
    }
    std::vector<std::string> names;
    for (const Command& command : kCommands) names.emplace_back(command.name);
    const bool is_flag = !args[0].empty() && args[0][0] == '-';
    throw UsageError(
        std::string(is_flag ? "unknown option '" : "unknown command '") + args[0] + "'" +
        suggestion(args[0], names) +
        (is_flag
             ? ""
             : "; commands: run, check, describe, calibrate, validate, import-model, estimate"));
  } catch (...) {
    const auto [status, message] = error_status(std::current_exception());
    err << message << "\n";
    return status;
  }
}

std::pair<int, std::string> error_status(std::exception_ptr error) {
  try {
    std::rethrow_exception(error);
  } catch (const UsageError& e) {
    return {2, std::string("hwsim: error: ") + e.what()};
  } catch (const io::InputError& e) {
    return {1, e.what()};
  } catch (const graph::CycleError& e) {
    return {1, std::string("hwsim: error: ") + e.what()};
  } catch (const std::exception& e) {
    return {4, std::string("hwsim: error: ") + e.what()};
  } catch (const core::Cancelled&) {
    return {130, "hwsim: interrupted"};
  }
}

}  // namespace hwsim::cli
