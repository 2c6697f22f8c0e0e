// `hwsim calibrate` and `hwsim validate`: the commands that run on a machine with a GPU.
#include <ostream>

#include "sim/cli/commands.hpp"

namespace hwsim::cli {

#ifndef HWSIM_HAVE_CUDA
namespace {
int no_cuda(const char* command) {
  throw std::runtime_error(std::string("`hwsim ") + command +
                           "` needs the CUDA validation code, and this hwsim was built without "
                           "CUDA (no nvcc was found at configure time)");
}
}  // namespace
int command_calibrate(const std::vector<std::string>&, std::ostream&, std::ostream&) {
  return no_cuda("calibrate");
}
int command_validate(const std::vector<std::string>&, std::ostream&, std::ostream&) {
  return no_cuda("validate");
}
#else
int command_calibrate(const std::vector<std::string>&, std::ostream&, std::ostream&) {
  throw std::runtime_error("calibrate: under construction");
}
int command_validate(const std::vector<std::string>&, std::ostream&, std::ostream&) {
  throw std::runtime_error("validate: under construction");
}
#endif

}  // namespace hwsim::cli
