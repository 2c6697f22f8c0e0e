// `hwsim estimate`: training memory and decode time per token straight from a Hugging Face
// config.json (sim/estimate/estimate.hpp).
#include <ostream>

#include "sim/cli/commands.hpp"
#include "sim/estimate/estimate.hpp"
#include "sim/report/writers.hpp"

namespace hwsim::cli {
namespace po = boost::program_options;

namespace {

void print_help(std::ostream& out, const po::options_description& desc) {
  out << "Usage: hwsim estimate CONFIG.json [--hardware PROFILE.yaml] [--set KEY=VALUE ...]\n"
         "\n"
         "From a Hugging Face config.json alone: the model's counts, whether one full fine-tuning\n"
         "step fits one GPU (peak, and the largest micro-batch and sequence that fit), and the\n"
         "time per decoded token of the usual offloaded-decode methods with the weights in CPU\n"
         "memory and on flash. A case whose weights do not fit where it places them is a row\n"
         "with status 'no: <reason>'.\n"
         "\n"
         "Training job: "
      << estimate::train_job_text() << "\nDecode job:   " << estimate::decode_job_text()
      << "\n  placements cpu, flash; methods BF16, Q4_K_M (dense), TEAL-50%, SpAx-trellis-3b "
         "(27%)\n"
         "Overrides: --set train.KEY=V (training job), --set decode.KEY=V (decode job),\n"
         "  --set hardware.KEY=V (both); keys as `hwsim describe job` and `hwsim describe "
         "hardware`.\n"
         "Default hardware: "
      << estimate::default_hardware_path().string() << "\n\n"
      << desc;
}

}  // namespace

int command_estimate(const std::vector<std::string>& args, std::ostream& out, std::ostream&) {
  std::string config, hardware, format_text = "table";
  std::vector<std::string> sets;
  io::Limits limits = estimate::default_limits();
  po::options_description desc("Options");
  desc.add_options()("help,h", "this help")("config", po::value<std::string>(&config),
                                            "the Hugging Face config.json")(
      "hardware", po::value<std::string>(&hardware),
      "hardware profile YAML (default: hw_profiles/h200-local.yaml)")(
      "set", po::value<std::vector<std::string>>(&sets)->composing(),
      "override: --set train.seq_len=8192, --set decode.context_tokens=8192 (repeatable)")(
      "format", po::value<std::string>(&format_text), "table (default), csv or json")(
      "max-tasks", po::value<std::int64_t>(&limits.max_tasks),
      "most tasks the training step or one decode case may build, estimated before it "
      "starts: the memory ceiling "
      "(default 2000000, under 1 GB)");
  po::positional_options_description positional;
  positional.add("config", 1);
  const po::variables_map vm = parse_args(args, desc, positional);
  if (vm.count("help")) {
    print_help(out, desc);
    return 0;
  }
  if (config.empty()) throw UsageError("estimate needs a config.json");
  if (format_text != "table" && format_text != "csv" && format_text != "json") {
    throw UsageError("--format must be table, csv or json, got '" + format_text + "'");
  }
  estimate::EstimateOptions options;
  options.config = config;
  options.hardware = hardware;
  options.overrides = sets;
  options.limits = limits;
  const estimate::EstimateResult result = estimate::run_estimate(options);
  if (format_text == "json") {
    out << report::to_json(result.tables);
    return 0;
  }
  for (std::size_t i = 0; i < result.tables.size(); ++i) {
    const report::Table& t = result.tables[i];
    if (format_text == "csv") {
      out << (i ? "\n" : "") << "# " << t.name << "\n" << report::to_csv(t);
    } else {
      out << (i ? "\n" : "") << report::to_text(t);
    }
  }
  return 0;
}

}  // namespace hwsim::cli
