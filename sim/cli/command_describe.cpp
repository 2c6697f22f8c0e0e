// `hwsim describe`: the parameter reference, generated from the same tables that read the input.
#include <ostream>

#include "sim/cli/commands.hpp"
#include "sim/io/did_you_mean.hpp"
#include "sim/io/schema.hpp"
#include "sim/scenario/scenario.hpp"

namespace hwsim::cli {
namespace po = boost::program_options;

int command_describe(const std::vector<std::string>& args, std::ostream& out, std::ostream&) {
  std::string section;
  po::options_description desc("Options");
  desc.add_options()("help,h", "this help")(
      "section", po::value<std::string>(&section),
      "only sections whose path starts with this (e.g. hardware.gpu, job)");
  if (!parse_or_help(args, desc, "section", "Usage: hwsim describe [SECTION]\n", out)) return 0;
  const std::vector<io::SectionSpec> sections = scenario::all_sections();
  std::vector<std::string> paths;
  bool first = true;
  for (const io::SectionSpec& spec : sections) {
    paths.push_back(spec.path);
    if (!section.empty() && spec.path.rfind(section, 0) != 0) continue;
    out << (first ? "" : "\n") << io::describe_section(spec);
    first = false;
  }
  if (first) {
    const auto close = io::did_you_mean(section, paths);
    throw UsageError("no section '" + section + "'" +
                     (close ? " (did you mean '" + *close + "'?)" : ""));
  }
  return 0;
}

}  // namespace hwsim::cli
