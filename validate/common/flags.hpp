// Command-line parsing shared by hwsim-gpubench's subcommands (Boost.Program_options).
#pragma once

#include <boost/program_options.hpp>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace hwsim::validate {

// Parses `args` against `desc` without abbreviations (a prefix of a flag is not that flag), stores
// and notifies the values. Throws std::invalid_argument on an unknown flag, a flag given twice or
// without its value, or a value its type refuses; the message is Boost's, then `hint` (for example
// " (hwsim-gpubench moe --help)").
inline boost::program_options::variables_map parse_flags_exact(
    const std::vector<std::string>& args, const boost::program_options::options_description& desc,
    const std::string& hint) {
  namespace po = boost::program_options;
  po::variables_map vm;
  try {
    po::store(
        po::command_line_parser(args)
            .options(desc)
            .style(po::command_line_style::default_style & ~po::command_line_style::allow_guessing)
            .run(),
        vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw std::invalid_argument(std::string(e.what()) + hint);
  }
  return vm;
}

// The non-empty items of a comma-separated list ("4,,16" -> {"4", "16"}).
inline std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  for (std::string item; std::getline(ss, item, ',');)
    if (!item.empty()) out.push_back(item);
  return out;
}

}  // namespace hwsim::validate
