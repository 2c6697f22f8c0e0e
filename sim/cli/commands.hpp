#pragma once
// One function per hwsim command. Each takes the arguments after the command name, writes results
// to `out` and diagnostics to `err`, and returns the exit status (see app.hpp). They throw
// UsageError for bad flags, io::InputError for bad input files.
#include <boost/program_options.hpp>
#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace hwsim::cli {

class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Parses args against desc (and positional names), rejecting unknown flags with a did-you-mean.
boost::program_options::variables_map parse_args(
    const std::vector<std::string>& args, const boost::program_options::options_description& desc,
    const boost::program_options::positional_options_description& positional);

// parse_args with at most one positional argument, named `positional` (nullptr: none). With
// --help it writes `usage` and then the options to `out` and returns nothing: the command ends
// there with status 0.
std::optional<boost::program_options::variables_map> parse_or_help(
    const std::vector<std::string>& args, const boost::program_options::options_description& desc,
    const char* positional, const std::string& usage, std::ostream& out);

int command_run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int command_check(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int command_describe(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int command_calibrate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int command_validate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);
int command_import_model(const std::vector<std::string>& args, std::ostream& out,
                         std::ostream& err);
int command_estimate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace hwsim::cli
