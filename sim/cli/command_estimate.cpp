// `hwsim estimate`: training memory and decode time per token straight from a Hugging Face
// config.json (sim/estimate/estimate.hpp).
#include <ostream>
#include <string>

#include "sim/cli/commands.hpp"
#include "sim/cli/output.hpp"
#include "sim/estimate/estimate.hpp"

namespace hwsim::cli {
namespace po = boost::program_options;

namespace {

constexpr const char* kAbout =
    "Usage: hwsim estimate CONFIG.json [--hardware PROFILE.yaml] [--set KEY=VALUE ...] "
    "[--lenient]\n"
    "\n"
    "From a Hugging Face config.json alone: the model's counts, whether one full fine-tuning\n"
    "step fits one GPU (peak, and the largest micro-batch and sequence that fit), and the\n"
    "time per decoded token of the usual offloaded-decode methods with the weights in CPU\n"
    "memory and on flash. A case whose weights do not fit where it places them is a row\n"
    "with status 'no: <reason>'. Sizes are the checkpoint's (torch_dtype, quantization_config).\n"
    "\n";

// The help text above the options: what the command does, its jobs and its default hardware.
std::string usage() {
  return std::string(kAbout) + "Training job: " + estimate::train_job_text() +
         "\nDecode job:   " + estimate::decode_job_text() +
         "\n  placements cpu, flash; methods BF16, Q4_K_M (dense), TEAL-50%, SpAx-trellis-3b "
         "(27%)\n"
         "Overrides: --set train.KEY=V (training job), --set decode.KEY=V (decode job),\n"
         "  --set hardware.KEY=V (both); keys as `hwsim describe job` and `hwsim describe "
         "hardware`.\n"
         "Default hardware: " +
         estimate::default_hardware_path().string() + "\n\n";
}

}  // namespace

int command_estimate(const std::vector<std::string>& args, std::ostream& out, std::ostream&) {
  std::string config, hardware, format_text = "table";
  std::vector<std::string> sets;
  bool lenient = false;
  io::Limits limits = estimate::default_limits();
  po::options_description desc("Options");
  desc.add_options()("help,h", "this help")("config", po::value<std::string>(&config),
                                            "the Hugging Face config.json")(
      "hardware", po::value<std::string>(&hardware),
      "hardware profile YAML (default: hw_profiles/h200-local.yaml)")(
      "set", po::value<std::vector<std::string>>(&sets)->composing(),
      "override: --set train.seq_len=8192, --set decode.context_tokens=8192 (repeatable)")(
      "format", po::value<std::string>(&format_text), "table (default), csv or json")(
      "lenient", po::bool_switch(&lenient),
      "config keys the import does not read are a warning in the model table, not an error")(
      "max-tasks", po::value<std::int64_t>(&limits.max_tasks),
      "most tasks the training step or one decode case may build, estimated before it "
      "starts: the memory ceiling "
      "(default 2000000, under 1 GB)");
  if (!parse_or_help(args, desc, "config", usage(), out)) return 0;
  if (config.empty()) throw UsageError("estimate needs a config.json");
  const Format format = parse_format(format_text);
  estimate::EstimateOptions options;
  options.config = config;
  options.hardware = hardware;
  options.overrides = sets;
  options.limits = limits;
  options.lenient = lenient;
  const estimate::EstimateResult result = estimate::run_estimate(options);
  print_tables(result.tables, format, out);
  return 0;
}

}  // namespace hwsim::cli
