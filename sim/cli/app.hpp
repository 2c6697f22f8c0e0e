#pragma once
// The hwsim command line: `hwsim <command> [options]`. Parses with Boost.Program_options, runs the
// command, and turns every error into one message on stderr and an exit status:
//   0 success; 1 bad input (file:line:col message); 2 usage error (unknown command or flag);
//   3 validation found an error above its threshold; 4 a failure while running (I/O, GPU);
//   130 interrupted by Ctrl-C (rows already finished are on disk).
#include <exception>
#include <iosfwd>
#include <string>
#include <utility>
#include <vector>

namespace hwsim::cli {

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

// The exit status and the message (one line, without its newline) that the command line gives
// for a command's exception: 2 for a usage error, 1 for bad input or a cycle in a task graph, 4
// for any other std::exception. Anything else is rethrown.
std::pair<int, std::string> error_status(std::exception_ptr error);

}  // namespace hwsim::cli
