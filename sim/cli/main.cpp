// hwsim entry point: the only place that turns errors into an exit status (see sim/cli/app.hpp).
#include <iostream>
#include <string>
#include <vector>

#include "sim/cli/app.hpp"
#include "sim/core/memory_reuse.hpp"

int main(int argc, char** argv) {
  hwsim::core::keep_freed_memory();
  std::vector<std::string> args(argv + 1, argv + argc);
  return hwsim::cli::run_cli(args, std::cout, std::cerr);
}
