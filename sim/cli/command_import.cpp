// `hwsim import-model`: a Hugging Face config.json as a hwsim model file (sim/hf/hf_import.hpp).
#include <ostream>

#include "sim/cli/commands.hpp"
#include "sim/hf/hf_import.hpp"
#include "sim/io/atomic_file.hpp"
#include "sim/model/architecture.hpp"

namespace hwsim::cli {
namespace po = boost::program_options;

int command_import_model(const std::vector<std::string>& args, std::ostream& out,
                         std::ostream& err) {
  std::string config;
  std::string out_path;
  bool lenient = false;
  po::options_description desc("Options");
  desc.add_options()("help,h", "this help")("config", po::value<std::string>(&config),
                                            "the Hugging Face config.json")(
      "out", po::value<std::string>(&out_path),
      "write the model YAML here (default: standard output)")(
      "lenient", po::bool_switch(&lenient),
      "config keys the import does not read are warnings (all listed), not an error");
  if (!parse_or_help(args, desc, "config",
                     "Usage: hwsim import-model CONFIG.json [--out MODEL.yaml] [--lenient]\n", out))
    return 0;
  if (config.empty()) throw UsageError("import-model needs a config.json");
  const hf::ImportedModel imported = hf::import_config_file(config, {lenient});
  // Read it back as a scenario would, so a written file is known to load.
  const model::ModelSpec spec = hf::load_imported(imported, "<imported " + config + ">");
  if (out_path.empty()) {
    out << imported.yaml;
  } else {
    // Complete or absent, like every other output: a failed write leaves no half model file.
    io::write_file_atomically(out_path, imported.yaml);
  }
  err << "hwsim: " << config << ": model_type " << imported.model_type << ", " << spec.layers.size()
      << " layers, " << model::parameter_count(spec) << " parameters"
      << (imported.text_only ? " (text decoder only)" : "") << "\n";
  if (const std::string note = hf::defaults_note(imported); !note.empty()) {
    err << "hwsim: " << note << "\n";
  }
  if (const std::string note = hf::unread_note(imported); !note.empty()) {
    err << "hwsim: warning: " << note << "\n";
  }
  return 0;
}

}  // namespace hwsim::cli
